//! Income turns (RULES.md 15, "Income turns"): the favourite fields change, both bots
//! advance again with the last pair, the civilizations pay, the Automa scores its mat's
//! leftmost uncovered multipliers, two progress cards join the decision deck, a
//! Chronicle card covers the multipliers used, and the deck is reshuffled.

use super::INCOME;
use super::state::{self, Bot, Chroniclers};
use super::tables::{ChroniclersTable, CivBonus, DecisionCard, FirstIncome, Icon};
use super::{advance, benefits};
use crate::lang::Says;
use crate::rules::deck::Decks;
use crate::rules::dp;
use crate::rules::log::{Decision, DecisionKind, DpKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use bevy::prelude::*;

fn decision(world: &World, what: impl Into<crate::lang::Says>) -> Decision {
    let seat = world.resource::<Chroniclers>().seat.unwrap_or(Seat(0));
    Decision::new(
        narrate::current_round(world),
        seat,
        DecisionKind::Kind(INCOME),
        what,
    )
}

/// The card whose tiebreakers an income turn uses: the tiebreaker card of the pair in
/// force, else (income turn 1) the top progress card, looked at and left there.
fn tiebreaker_card(world: &World, table: &ChroniclersTable) -> Option<DecisionCard> {
    let c = world.resource::<Chroniclers>();
    if let Some((_, t)) = c.pair {
        return table.card(t).cloned();
    }
    let top = world.resource::<Decks>().get(state::PROGRESS)?.top()?;
    table.cards.get(top).cloned()
}

/// The highest level any other racer has in `field` (the people and the other bot).
fn best_other(world: &World, bot: Bot, field: Field) -> u8 {
    let other = match bot {
        Bot::Automa => Bot::Shadow,
        Bot::Shadow => Bot::Automa,
    };
    let people = world
        .resource::<Roster>()
        .humans()
        .map(|s| world.resource::<Technology>().level(s, field))
        .max()
        .unwrap_or(0);
    people.max(state::level(world, other, field))
}

/// A bot's favourite changes when it is finished or another racer is further along: to
/// the field the L icon picks with the card.
fn favourite_change(world: &mut World, table: &ChroniclersTable, bot: Bot, card: &DecisionCard) {
    let Some(fav) = state::favourite(world, bot) else {
        return;
    };
    let mine = state::level(world, bot, fav);
    let other = best_other(world, bot, fav);
    let why = if mine >= 6 {
        crate::says!("log-chr-favourite-finished", field = fav.says())
    } else if other > mine {
        crate::says!(
            "log-chr-favourite-behind",
            field = fav.says(),
            other = other,
            mine = mine
        )
    } else {
        return;
    };
    let (valid, because) = advance::valid_fields(world, table, bot, Icon::Milestone);
    let Some(new) = advance::tiebreak(card, bot, &valid) else {
        return;
    };
    {
        let mut c = world.resource_mut::<Chroniclers>();
        match bot {
            Bot::Automa => c.favourite = Some(new),
            Bot::Shadow => c.shadow_favourite = Some(new),
        }
    }
    let mut d = decision(
        world,
        crate::says!("log-chr-favourite-what", bot = bot.key()),
    );
    d.table_row = Some(crate::says!("log-chr-as-l-icon", because = because));
    d.result = crate::says!(
        "log-chr-favourite-result",
        why = why,
        bot = bot.says(),
        field = new.says()
    );
    world.resource_mut::<GameLog>().decision(d);
}

/// Income turn 1, at setup: what the difficulty level gives both bots.
pub fn first(world: &mut World, table: &ChroniclersTable, level: &super::tables::Level) {
    world.resource_mut::<Chroniclers>().income_turns = 1;
    let Some(card) = tiebreaker_card(world, table) else {
        return;
    };
    let why = crate::says!("log-chr-why-first-income");
    for f in &level.first_income {
        let icon = match f {
            FirstIncome::AdvanceAny => Icon::Any,
            FirstIncome::AdvanceFavourite => Icon::Favourite,
        };
        for bot in [Bot::Automa, Bot::Shadow] {
            benefits::advance(world, table, bot, icon, &card, true, &why);
        }
    }
}

/// An income turn 2 to 5 (5: the last, at the game's end, before your end scoring).
pub fn income(world: &mut World, table: &ChroniclersTable) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    let n = world.resource::<Chroniclers>().income_turns + 1;
    world.resource_mut::<Chroniclers>().income_turns = n;
    narrate::log_seat_event(
        world,
        seat,
        None,
        crate::says!("log-chr-income-turn", n = n),
    );
    let card = tiebreaker_card(world, table);
    if let Some(card) = &card {
        for bot in [Bot::Automa, Bot::Shadow] {
            favourite_change(world, table, bot, card);
        }
    }
    // Both advance again with the last pair.
    let pair = world.resource::<Chroniclers>().pair;
    if let Some((track, tie)) = pair
        && let (Some(track), Some(tie)) = (table.card(track).cloned(), table.card(tie).cloned())
    {
        benefits::advance_both(
            world,
            table,
            &track,
            &tie,
            &crate::says!("log-chr-why-income-again"),
        );
    }
    if let Some(card) = &card {
        civilizations(world, table, n, card);
    }
    score(world, table, n);
    if n >= 5 {
        return;
    }
    // Two progress cards join, a Chronicle card covers the multipliers used, and the
    // era's cards are reshuffled into the new deck.
    let mut decks = world.resource_mut::<Decks>();
    if let Some((a, b)) = pair {
        for id in [a, b] {
            if let Some(i) = table.cards.iter().position(|c| c.id == id) {
                decks.discard(state::DECISIONS, i);
            }
        }
    }
    for _ in 0..table.progress_per_income {
        // not shown: from here
        if let Some(c) = decks.draw(state::PROGRESS, "a progress card into the decision deck") {
            decks.discard(state::DECISIONS, c);
        }
        // not shown: to here
    }
    let covered = decks
        .draw(
            state::CHRONICLE,
            "a Chronicle card to cover the multipliers", // not shown
        )
        .is_some();
    decks.reshuffle(state::DECISIONS);
    let left = decks.get(state::DECISIONS).map_or(0, |d| d.left());
    let mut c = world.resource_mut::<Chroniclers>();
    c.pair = None;
    c.covered += 1;
    narrate::log_seat_event(
        world,
        seat,
        None,
        crate::says!(
            "log-chr-income-covered",
            card = if covered { "yes" } else { "no" },
            n = n,
            left = left
        ),
    );
}

/// The civilizations' income bonuses.
fn civilizations(world: &mut World, table: &ChroniclersTable, n: u32, card: &DecisionCard) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    let civs = world.resource::<Chroniclers>().civilizations.clone();
    for f in civs {
        let Some(civ) = table.civilization(f).cloned() else {
            continue;
        };
        let snap = Snapshot::take(world);
        let stars: Vec<&crate::rules::snapshot::StarView> = snap
            .stars
            .iter()
            .filter(|s| s.owner == Some(seat))
            .collect();
        let c = world.resource::<Chroniclers>();
        let fortified = stars.iter().filter(|s| c.fortified(s.hex)).count() as u32;
        let unclaimed: Vec<hexx::Hex> = stars
            .iter()
            .filter(|s| c.claim_at(s.hex).is_none())
            .map(|s| s.hex)
            .collect();
        let milestones = c.automa_milestones();
        let mut d = decision(
            world,
            crate::says!("log-chr-civ-income-what", civ = super::civ_says(&civ.name)),
        );
        d.table_row = Some(crate::says!(
            "log-chr-civ-row",
            civ = super::civ_says(&civ.name),
            bonus = civ.income.says()
        ));
        match civ.income {
            CivBonus::ConquerIfFewStars => {
                if (stars.len() as u32) < n {
                    d.result = crate::says!("log-chr-civ-few-stars", stars = stars.len(), n = n);
                    world.resource_mut::<GameLog>().decision(d);
                    super::conquer::conquer(world, table, card, false);
                    continue;
                }
                d.result = crate::says!("log-chr-civ-enough-stars", stars = stars.len(), n = n);
            }
            CivBonus::DpPerMilestone(k) => {
                let dp = k * milestones;
                d.result = crate::says!(
                    "log-chr-civ-milestones",
                    milestones = milestones,
                    k = k,
                    dp = dp
                );
                civ_dp(world, d, seat, dp, &civ.name);
                continue;
            }
            CivBonus::Explore => {
                d.result = crate::says!("log-chr-civ-explores");
                world.resource_mut::<GameLog>().decision(d);
                super::conquer::explore(world, table, card, false);
                continue;
            }
            CivBonus::ShadowClaimAbove(k) => {
                let count = unclaimed.len() as u32;
                if count > k
                    && let Some(h) = card.hex.first(&unclaimed)
                {
                    world
                        .resource_mut::<Chroniclers>()
                        .claims
                        .push((state::key(h), state::Claim::Shadow));
                    d.concern([h]);
                    d.tie_break = Some(crate::says!(
                        "log-chr-civ-hex-tie-break",
                        scan = card.hex.label()
                    ));
                    d.result = crate::says!(
                        "log-chr-civ-fortifies",
                        count = count,
                        k = k,
                        at = crate::rules::board::hex_label(h)
                    );
                } else {
                    d.result = crate::says!("log-chr-civ-no-fortify", count = count);
                }
            }
            CivBonus::DpPerFortified(k) => {
                let dp = k * fortified;
                d.result = crate::says!(
                    "log-chr-civ-fortified",
                    fortified = fortified,
                    k = k,
                    dp = dp
                );
                civ_dp(world, d, seat, dp, &civ.name);
                continue;
            }
        }
        world.resource_mut::<GameLog>().decision(d);
    }
}

/// A civilization's DP, after its decision.
fn civ_dp(world: &mut World, d: Decision, seat: Seat, dp: u32, civ: &str) {
    world.resource_mut::<GameLog>().decision(d);
    dp::award(
        world,
        seat,
        dp as i32,
        DpKind::Kind,
        "civilization",
        crate::says!("log-chr-dp-civilization"),
        super::civ_says(civ),
        None,
    );
}

/// The Automa's income DP: stars and milestones by multiplier A, Military and
/// Propulsion levels above 1 by B, the other fields' by C, each the leftmost uncovered;
/// the DP every level scores and the level's income cards.
fn score(world: &mut World, table: &ChroniclersTable, n: u32) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    let level = table.level(world.resource::<DifficultyLevel>().0).clone();
    let mat = table.mat(level.mat);
    let col = (world.resource::<Chroniclers>().covered as usize).min(mat.a.len() - 1);
    let (a, b, c) = (mat.a[col], mat.b[col], mat.c[col]);
    let snap = Snapshot::take(world);
    let stars = snap.stars.iter().filter(|s| s.owner == Some(seat)).count() as u32;
    let milestones = world.resource::<Chroniclers>().automa_milestones();
    let above = |f: Field| u32::from(state::level(world, Bot::Automa, f).saturating_sub(1));
    let lb = above(Field::Military) + above(Field::Propulsion);
    let lc = above(Field::Spirituality) + above(Field::Robotics) + above(Field::Genetics);
    let raw = (stars + milestones) * a + lb * b + lc * c;
    let total = (raw as i32 + table.income_dp + level.income_dp).max(0);
    let mut d = decision(world, crate::says!("log-chr-score-what", n = n));
    d.table_row = Some(crate::says!(
        "log-chr-mat-row",
        mat = match level.mat {
            super::tables::MatKind::Normal => "normal",
            super::tables::MatKind::Hard => "hard",
        },
        column = col + 1,
        a = a,
        b = b,
        c = c
    ));
    d.result = crate::says!(
        "log-chr-score-result",
        stars = stars,
        milestones = milestones,
        a = a,
        lb = lb,
        b = b,
        lc = lc,
        c = c,
        every = if table.income_dp != 0 {
            crate::says!(
                "log-chr-score-every-level",
                dp = format!("{:+}", table.income_dp)
            )
        } else {
            Says::default()
        },
        level = if level.income_dp != 0 {
            crate::says!(
                "log-chr-score-level",
                dp = format!("{:+}", level.income_dp),
                level = Says::content("level", &level.name, "name", &level.name)
            )
        } else {
            Says::default()
        },
        total = total
    );
    world.resource_mut::<GameLog>().decision(d);
    dp::award(
        world,
        seat,
        total,
        DpKind::Kind,
        "income turns", // not shown
        crate::says!("log-chr-dp-income-turns"),
        crate::says!("log-chr-dp-income-turn", n = n),
        None,
    );
}
