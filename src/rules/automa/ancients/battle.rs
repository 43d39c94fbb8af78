//! Battles with the Ancients (RULES.md 14, "Battles with the Ancients"): your strength
//! from your combat value, split into tactics, weapons and shields before their plan is
//! revealed; their plan the dial of a card drawn from a deck, reduced for the cruisers
//! they lack; tactics scores a galaxy token, weapons against shields the hits.

use super::moves::{score_colony, score_galaxy};
use super::state::{self, Ancients, key_hex};
use super::tables::{AncientsTable, Dial, Role};
use super::{BATTLE, ancients};
use crate::lang::JoinedBy as _;
use crate::rules::combat::{Battle, OwnFight};
use crate::rules::dp;
use crate::rules::log::{BattleReport, Decision, DecisionKind, DpKind, GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::{ChoiceOption, Prompt, PromptSlot};
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use crate::rules::{discs, ships};
use bevy::prelude::*;
use hexx::Hex;

/// The plans offered: a key, a name (the player reads [`plan_label`]), and the share of
/// tactics, weapons and shields.
// not shown: from here
pub const PLANS: [(&str, &str, [u32; 3]); 4] = [
    ("balanced", "Balanced", [1, 1, 1]),
    ("strike", "Strike", [1, 2, 1]),
    ("shield", "Shield wall", [1, 1, 2]),
    ("outmanoeuvre", "Outmanoeuvre", [2, 1, 1]),
];
// not shown: to here

/// `points` split by shares: each its share rounded down, the rest on weapons.
pub fn split(points: u32, shares: [u32; 3]) -> Dial {
    let total: u32 = shares.iter().sum();
    let t = points * shares[0] / total;
    let s = points * shares[2] / total;
    Dial(t, points - t - s, s)
}

/// Your strength points for a combat value: the last row of the table it reaches.
pub fn strength(table: &AncientsTable, cv: u32) -> u32 {
    table
        .battle
        .strength
        .iter()
        .take_while(|&&(from, _)| from <= cv)
        .last()
        .map_or(0, |&(_, p)| p)
}

/// Their cruisers on the board and in staging.
fn cruisers_owned(world: &World, seat: Seat) -> u32 {
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>();
    let on_board: u32 = snap
        .occupied
        .iter()
        .map(|&h| snap.ships(board, h, seat))
        .sum();
    on_board + world.resource::<Ancients>().staging
}

/// Their dial reduced for the cruisers they lack, never below 0.
pub fn reduce(table: &AncientsTable, dial: Dial, owned: u32) -> Dial {
    let cut = table.cruisers_max.saturating_sub(owned) * table.battle.reduce_per_missing_cruiser;
    Dial(
        dial.0.saturating_sub(cut),
        dial.1.saturating_sub(cut),
        dial.2.saturating_sub(cut),
    )
}

/// The mean dial of the cards left in their decks (for the plans' preview).
fn mean_dial(world: &World, table: &AncientsTable) -> (f32, f32, f32) {
    let dials: Vec<Dial> = Role::ALL
        .into_iter()
        .flat_map(|r| dials_left(world, table, r))
        .collect();
    mean(&dials)
}

/// The dials of the cards left in `role`'s deck.
fn dials_left(world: &World, table: &AncientsTable, role: Role) -> Vec<Dial> {
    let (Some(deck), Some(cards)) = (
        world
            .resource::<crate::rules::deck::Decks>()
            .get(&state::deck_name(role)),
        table.deck(role),
    ) else {
        return Vec::new();
    };
    deck.order()
        .into_iter()
        .filter_map(|i| cards.cards.get(i).map(|c| c.dial))
        .collect()
}

/// The mean of dials, value by value (zeros for none).
fn mean(dials: &[Dial]) -> (f32, f32, f32) {
    let n = dials.len().max(1) as f32;
    let sum = |f: fn(&Dial) -> u32| dials.iter().map(f).sum::<u32>() as f32 / n;
    (sum(|d| d.0), sum(|d| d.1), sum(|d| d.2))
}

/// The deck their plan is drawn from: the one with the most cards left (ties in the
/// rondel's order).
fn deck_for_battle(world: &World, table: &AncientsTable) -> Option<Role> {
    let decks = state::decks_left(world, table);
    state::fullest(world, &decks).map(|i| decks[i])
}

/// A battle where the Ancients fight: theirs to resolve.
pub fn own_battle(world: &mut World, b: &Battle, fighters: &[Seat]) -> Option<OwnFight> {
    let (seat, table) = ancients(world)?;
    // Fought, and waiting for what you choose after the blows: over once you have.
    if world
        .resource::<Ancients>()
        .after
        .as_ref()
        .is_some_and(|x| x.hex == b.hex)
    {
        return Some(OwnFight::Held);
    }
    if b.held {
        return Some(OwnFight::Fought);
    }
    let hex = b.hex();
    let them_in = b.attacker == seat || fighters.contains(&seat);
    if !them_in {
        return None;
    }
    // The side facing them: the attacker or a defender that is not them.
    let foe = std::iter::once(b.attacker)
        .chain(fighters.iter().copied())
        .find(|&s| s != seat)?;
    let defending = b.attacker == seat;
    let (_, cv) = crate::rules::combat::battle_value(world, foe, hex, &[seat], defending);
    let points = strength(&table, cv);
    let person = world.resource::<Roster>().is_human(foe);
    let plan = match world.resource::<Ancients>().plan {
        Some((at, dial)) if at == b.hex => dial,
        _ if person => {
            ask_plan(world, &table, seat, foe, b.hex, points);
            return Some(OwnFight::Waiting);
        }
        _ => split(points, PLANS[0].2),
    };
    world.resource_mut::<Ancients>().plan = None;
    Some(fight(world, &table, seat, foe, b, points, plan))
}

/// How the battle with them at `hex` goes, for `foe` deciding whether to retreat before
/// it: the strength points their combat value gives and the cut of their plan.
pub fn words(world: &mut World, seat: Seat, foe: Seat, hex: Hex) -> String {
    let Some((_, table)) = ancients(world) else {
        return String::new();
    };
    let (_, cv) = crate::rules::combat::battle_value(world, foe, hex, &[seat], true);
    let owned = cruisers_owned(world, seat);
    let cut = table.cruisers_max.saturating_sub(owned) * table.battle.reduce_per_missing_cruiser;
    crate::t!(
        "log-anc-battle-words",
        cv = cv,
        points = strength(&table, cv),
        cut = cut,
        owned = owned,
        max = table.cruisers_max,
        here = ships::ships_at(world, seat, hex)
    )
}

/// Asks the person for a battle plan: each offered plan with a preview against their
/// mean dial.
fn ask_plan(
    world: &mut World,
    table: &AncientsTable,
    seat: Seat,
    person: Seat,
    hex: (i32, i32),
    points: u32,
) {
    let owned = cruisers_owned(world, seat);
    let (mt, mw, ms) = mean_dial(world, table);
    let cut = table.cruisers_max.saturating_sub(owned) as f32
        * table.battle.reduce_per_missing_cruiser as f32;
    let (mt, mw, ms) = (
        (mt - cut).max(0.0),
        (mw - cut).max(0.0),
        (ms - cut).max(0.0),
    );
    let options = PLANS
        .iter()
        .map(|&(key, _, shares)| {
            let d = split(points, shares);
            ChoiceOption::new(
                key,
                crate::says!(
                    "kind-prompts-ancients-plan-label",
                    plan = plan_label(key),
                    t = d.0,
                    w = d.1,
                    s = d.2
                ),
                crate::says!(
                    "kind-prompts-ancients-plan-hover",
                    t = d.0,
                    w = d.1,
                    s = d.2,
                    mt = format!("{mt:.1}"),
                    mw = format!("{mw:.1}"),
                    ms = format!("{ms:.1}"),
                    cut = format!("{cut:.0}"),
                    tactics = if d.0 as f32 > mt { "yours" } else { "theirs" },
                    on_them = format!("{:.1}", (d.1 as f32 - ms).max(0.0)),
                    on_you = format!("{:.1}", (mw - d.2 as f32).max(0.0))
                ),
            )
        })
        .collect();
    world.resource_mut::<Ancients>().pending_plan = Some((hex, points));
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa: seat,
            topic: BATTLE,
            title: crate::says!("kind-prompts-ancients-plan-title"),
            text: crate::says!(
                "kind-prompts-ancients-plan-text",
                hex = crate::rules::board::hex_label(Hex::new(hex.0, hex.1)),
                points = points
            ),
            options,
            suggested: 0,
        },
    );
}

/// A plan's name as the player reads it (its key is what an answer carries).
fn plan_label(key: &str) -> crate::lang::Says {
    match key {
        "balanced" => crate::says!("kind-prompts-ancients-plan-balanced"),
        "strike" => crate::says!("kind-prompts-ancients-plan-strike"),
        "shield" => crate::says!("kind-prompts-ancients-plan-shield"),
        _ => crate::says!("kind-prompts-ancients-plan-outmanoeuvre"),
    }
}

/// Your answer: the plan for the battle waiting.
pub fn choose_plan(world: &mut World, key: &str) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some((hex, points)) = world.resource::<Ancients>().pending_plan else {
        return Err(crate::says!("log-anc-refuse-no-plan-wait"));
    };
    let Some(&(_, _, shares)) = PLANS.iter().find(|p| p.0 == key) else {
        return Err(crate::says!(
            "log-anc-refuse-no-plan",
            key = format!("{key:?}")
        ));
    };
    let d = split(points, shares);
    {
        let mut a = world.resource_mut::<Ancients>();
        a.pending_plan = None;
        a.plan = Some((hex, d));
    }
    ask_battle_deck(world);
    Ok(crate::says!(
        "log-anc-said-plan",
        plan = plan_label(key),
        t = d.0,
        w = d.1,
        s = d.2
    ))
}

/// The mean dial of the cards left in `role`'s deck.
fn deck_mean(world: &World, table: &AncientsTable, role: Role) -> (f32, f32, f32) {
    mean(&dials_left(world, table, role))
}

/// Asks which deck their plan is drawn from: each deck with the mean dial of its cards
/// left, the fullest proposed.
fn ask_battle_deck(world: &mut World) {
    let Some((seat, table)) = ancients(world) else {
        return;
    };
    let person = super::moves::you(world);
    let decks = state::decks_left(world, &table);
    if decks.is_empty() {
        return;
    }
    let proposed = deck_for_battle(world, &table)
        .and_then(|r| decks.iter().position(|&d| d == r))
        .unwrap_or(0);
    let options = decks
        .iter()
        .map(|&r| {
            let (t, w, s) = deck_mean(world, &table, r);
            ChoiceOption::new(
                r.name(),
                crate::says!(
                    "kind-prompts-ancients-battle-deck-label",
                    role = r.says(),
                    left = state::left_in(world, r)
                ),
                crate::says!(
                    "kind-prompts-ancients-battle-deck-hover",
                    role = r.says(),
                    t = format!("{t:.1}"),
                    w = format!("{w:.1}"),
                    s = format!("{s:.1}")
                ),
            )
        })
        .collect();
    world.resource_mut::<Ancients>().pending_battle_deck = true;
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa: seat,
            topic: BATTLE,
            title: crate::says!("kind-prompts-ancients-battle-deck-title"),
            text: crate::says!("kind-prompts-ancients-battle-deck-text"),
            options,
            suggested: proposed,
        },
    );
}

/// Your answer: the deck their plan comes from.
pub fn choose_battle_deck(
    world: &mut World,
    key: &str,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some(role) = Role::named(key) else {
        return Err(crate::says!(
            "log-anc-refuse-no-deck",
            key = format!("{key:?}")
        ));
    };
    let mut a = world.resource_mut::<Ancients>();
    a.pending_battle_deck = false;
    a.battle_deck = Some(role);
    Ok(crate::says!("log-anc-said-plan-deck", role = role.says()))
}

/// Whether `seat` scores DP (a person, or an automa of a kind that scores): an automa
/// that scores none wins tokens from them but no DP.
fn scores(world: &World, seat: Seat) -> bool {
    crate::rules::phases::scoring_seats(world.resource::<Roster>()).contains(&seat)
}

/// The battle by their rules, up to the blows; then their hits taken (you choose how,
/// when you have both ships and discs there) and the push you may make.
fn fight(
    world: &mut World,
    table: &AncientsTable,
    seat: Seat,
    foe: Seat,
    b: &Battle,
    points: u32,
    plan: Dial,
) -> OwnFight {
    let hex = b.hex();
    let owned = cruisers_owned(world, seat);
    // The deck you chose for their plan, else their fullest.
    let chosen = world.resource_mut::<Ancients>().battle_deck.take();
    let deck = chosen
        .filter(|&r| state::left_in(world, r) > 0)
        .or_else(|| deck_for_battle(world, table));
    let card = deck.and_then(|r| state::draw(world, r, "the Ancients' battle plan")); // not shown
    if let Some(r) = deck
        && state::left_in(world, r) == 0
    {
        super::moves::end_soon(
            world,
            crate::says!("log-anc-end-deck-empty", role = r.says()),
        );
    }
    let printed = card.map_or(Dial(0, 0, 0), |c| state::dial_of(table, c));
    let theirs = reduce(table, printed, owned);
    let table_row = crate::says!(
        "log-anc-row-battle",
        card = card.map_or_else(
            || crate::says!("log-anc-row-no-card"),
            |c| state::describe(table, c)
        ),
        t = printed.0,
        w = printed.1,
        s = printed.2,
        less = table.cruisers_max.saturating_sub(owned) * table.battle.reduce_per_missing_cruiser,
        ct = theirs.0,
        cw = theirs.1,
        cs = theirs.2
    );
    let whose = if narrate::is_sole_person(world, foe) {
        crate::says!("log-anc-plan-yours")
    } else {
        crate::says!("log-anc-plan-of", whom = narrate::object_says(world, foe))
    };
    let mut said = vec![crate::says!(
        "log-anc-plan-points",
        whose = whose,
        t = plan.0,
        w = plan.1,
        s = plan.2,
        points = points
    )];
    // Tactics: the higher scores a galaxy token; a tie scores nothing.
    if plan.0 > theirs.0 {
        let token = {
            let mut a = world.resource_mut::<Ancients>();
            (!a.galaxy_left.is_empty()).then(|| a.galaxy_left.remove(0))
        };
        if let Some(v) = token
            && scores(world, foe)
        {
            world.resource_mut::<Ancients>().your_galaxy.push(v);
            dp::award(
                world,
                foe,
                v as i32,
                DpKind::Kind,
                "the Ancients", // not shown
                crate::says!("log-anc-source-ancients"),
                crate::says!("log-anc-detail-tactics"),
                Some(hex),
            );
        }
        said.push(crate::says!("log-anc-tactics-yours"));
    } else if theirs.0 > plan.0 {
        score_galaxy(world, crate::says!("log-anc-why-tactics"));
        said.push(crate::says!("log-anc-tactics-theirs"));
    } else {
        said.push(crate::says!("log-anc-tactics-tied"));
    }
    // Weapons against shields: your hits first.
    let your_hits = plan.1.saturating_sub(theirs.2);
    let cruisers_here = ships::ships_at(world, seat, hex);
    let destroyed = your_hits.min(cruisers_here);
    if destroyed > 0 {
        ships::remove_ships(world, seat, hex, destroyed);
        world.resource_mut::<Ancients>().staging += destroyed;
    }
    if destroyed > 0 && scores(world, foe) {
        world.resource_mut::<Ancients>().your_colony += 1;
        dp::award(
            world,
            foe,
            table.battle.your_colony_token_dp as i32,
            DpKind::Kind,
            "the Ancients", // not shown
            crate::says!("log-anc-source-ancients"),
            crate::says!("log-anc-detail-cruisers"),
            Some(hex),
        );
    }
    said.push(if your_hits == 0 {
        crate::says!("log-anc-no-hit-them")
    } else {
        crate::says!("log-anc-hits-them", n = your_hits, destroyed = destroyed)
    });
    let person = world.resource::<Roster>().is_human(foe);
    let mut after = state::AfterBlows {
        hex: b.hex,
        attacker: b.attacker,
        foe,
        points,
        theirs,
        cruisers_here,
        destroyed,
        hits: theirs.1.saturating_sub(plan.2),
        landed: false,
        push: if person {
            plan.0.saturating_sub(theirs.0)
        } else {
            0
        },
        pushing: None,
        table_row,
        said,
    };
    // Their hits: a person with both ships and discs here chooses how to take them.
    let ships_here = ships::ships_at(world, foe, hex);
    if person && after.hits > 0 && ships_here > 0 && your_discs(world, foe, hex) > 0 {
        world.resource_mut::<Ancients>().after = Some(after);
        ask_losses(world);
        return OwnFight::Held;
    }
    let ships = after.hits.min(ships_here);
    land(world, table, &mut after, ships);
    if next_after(world, after) {
        OwnFight::Held
    } else {
        OwnFight::Fought
    }
}

/// The discs of `seat`'s star at `hex` (0 when it holds none there).
fn your_discs(world: &World, seat: Seat, hex: Hex) -> u32 {
    let snap = Snapshot::take(world);
    snap.star_at(hex)
        .filter(|s| s.owner == Some(seat))
        .map_or(0, |s| discs::discs_on(world, s))
}

/// Their hits taken: `ships` ships (never more than stand there), the rest as discs of
/// the star there (each scoring them a colony token); the battle recorded and the field
/// left to whoever holds it.
fn land(world: &mut World, table: &AncientsTable, after: &mut state::AfterBlows, ships: u32) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let hex = Hex::new(after.hex.0, after.hex.1);
    let foe = after.foe;
    let ships_lost = ships::remove_ships(world, foe, hex, ships.min(after.hits));
    let mut discs_lost = 0;
    let left = after.hits - ships_lost;
    if left > 0 {
        let snap = Snapshot::take(world);
        if let Some(star) = snap.star_at(hex).filter(|s| s.owner == Some(foe)).cloned() {
            discs_lost = left.min(discs::discs_on(world, &star));
            if discs_lost > 0 {
                ships::modify::<Star>(world, star.entity, |s| s.population -= discs_lost);
                discs::return_discs(world, foe, discs_lost);
                score_colony(
                    world,
                    table,
                    discs_lost,
                    crate::says!("log-anc-why-battle-discs"),
                );
            }
        }
    }
    after.landed = true;
    // "you" for the one person at a solo table, else the seat's name.
    let whom = narrate::object_says(world, foe);
    let lost = match (ships_lost, discs_lost) {
        (0, 0) => crate::says!("log-anc-lost-nothing"),
        (n, 0) => crate::says!("log-anc-lost-ships", n = n),
        (0, n) => crate::says!("log-anc-lost-discs", n = n),
        (ships, discs) => crate::says!("log-anc-lost-both", ships = ships, discs = discs),
    };
    after.said.push(match after.hits {
        0 => crate::says!("log-anc-no-hit-on", whom = whom),
        n => crate::says!("log-anc-hits-on", n = n, whom = whom, lost = lost),
    });
    let cruisers_left = ships::ships_at(world, seat, hex);
    let foe_left = ships::ships_at(world, foe, hex);
    let winner = if cruisers_left > 0 {
        Some(seat)
    } else if foe_left > 0 {
        Some(foe)
    } else {
        None
    };
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(BATTLE),
        crate::says!(
            "log-anc-battle-at",
            at = crate::rules::board::hex_label(hex)
        ),
    );
    d.table_row = Some(after.table_row.clone());
    d.result = said_so_far(&after.said);
    d.concern([hex]);
    world.resource_mut::<GameLog>().decision(d);
    let attacker = after.attacker;
    let defender = if attacker == seat { foe } else { seat };
    let side = |s: Seat| {
        if s == seat {
            (after.cruisers_here, plan_sum(after.theirs))
        } else {
            (ships_lost + foe_left, after.points)
        }
    };
    let (a_ships, a_cv) = side(attacker);
    let (d_ships, d_cv) = side(defender);
    let destroyed = after.destroyed;
    world
        .resource_mut::<GameLog>()
        .record(LogEntry::Battle(BattleReport {
            round,
            hex: after.hex,
            attacker,
            defender,
            allies: Vec::new(),
            attacker_ships: a_ships,
            defender_ships: d_ships,
            attacker_cv: a_cv,
            defender_cv: d_cv,
            retreated: false,
            winner,
            loser_losses: if winner == Some(seat) {
                ships_lost
            } else {
                destroyed
            },
            winner_losses: if winner == Some(seat) {
                destroyed
            } else {
                ships_lost
            },
        }));
    // The Ancients hold the field: your survivors retreat.
    if cruisers_left > 0 && foe_left > 0 {
        crate::rules::combat::retreat_says(
            world,
            foe,
            hex,
            crate::says!("log-anc-hold-field"),
            None,
            Some(attacker),
        );
    }
}

/// Asks how you take their hits: each split of ships and discs you could lose.
fn ask_losses(world: &mut World) {
    let Some(after) = world.resource::<Ancients>().after.clone() else {
        return;
    };
    let Some((seat, table)) = ancients(world) else {
        return;
    };
    let hex = Hex::new(after.hex.0, after.hex.1);
    let ships_here = ships::ships_at(world, after.foe, hex);
    let discs_here = your_discs(world, after.foe, hex);
    let most = after.hits.min(ships_here);
    let least = after.hits.saturating_sub(discs_here).min(most);
    let colony_dp = table.colony_dp(world.resource::<DifficultyLevel>().0);
    let options: Vec<ChoiceOption> = (least..=most)
        .rev()
        .map(|k| {
            let discs = (after.hits - k).min(discs_here);
            ChoiceOption::new(
                format!("ships:{k}"),
                crate::says!(
                    "kind-prompts-ancients-losses-label",
                    ships = k,
                    discs = discs
                ),
                crate::says!(
                    "kind-prompts-ancients-losses-hover",
                    ships = k,
                    discs = discs,
                    dp = colony_dp
                ),
            )
        })
        .collect();
    world.resource_mut::<PromptSlot>().ask(
        after.foe,
        Prompt::KindChoice {
            automa: seat,
            topic: BATTLE,
            title: crate::says!("kind-prompts-ancients-losses-title"),
            text: crate::says!(
                "kind-prompts-ancients-losses-text",
                hits = after.hits,
                hex = crate::rules::board::hex_label(hex),
                said = said_so_far(&after.said)
            ),
            options,
            suggested: 0,
        },
    );
}

/// What follows the blows: the push you may make (asked; true) or the end (false).
fn next_after(world: &mut World, mut after: state::AfterBlows) -> bool {
    after.pushing = None;
    let more = after.push > 0 && !cruiser_hexes(world).is_empty();
    world.resource_mut::<Ancients>().after = more.then_some(after);
    if more {
        ask_push(world);
    }
    more
}

/// The hexes of their cruisers on the board, in reading order.
fn cruiser_hexes(world: &World) -> Vec<Hex> {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return Vec::new();
    };
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>();
    let mut hexes: Vec<Hex> = snap
        .occupied
        .iter()
        .copied()
        .filter(|&h| snap.ships(board, h, seat) > 0)
        .collect();
    hexes.sort_by(crate::rules::board::hex_order);
    hexes
}

/// Where a pushed cruiser may go from `from`: the hexes within the push range by the
/// usual movement (nebulae cost more; no stargates, no neutron stars), `from` excluded.
fn push_targets(world: &World, table: &AncientsTable, from: Hex) -> Vec<Hex> {
    let base = &world.resource::<crate::rules::data::RulesData>().base;
    let ability = crate::rules::board::MoveAbility {
        range: Some(table.battle.push_range),
        nebula_cost: base.nebula_entry_cost,
        nebula_start_bonus: base.nebula_start_bonus,
        ..Default::default()
    };
    crate::rules::board::reach_in(world, from, &ability)
        .hexes
        .iter()
        .copied()
        .filter(|&h| h != from)
        .collect()
}

/// What a cruiser leaving `h` destroys, in words ("" when no star is there).
fn star_words(world: &World, you: Seat, h: Hex) -> String {
    let snap = Snapshot::take(world);
    match snap.star_at(h) {
        Some(s) if s.owner == Some(you) => {
            crate::t!(
                "kind-prompts-ancients-push-your-star",
                star = s.name.to_string()
            )
        }
        Some(s) => match s.owner {
            Some(o) => crate::t!(
                "kind-prompts-ancients-push-their-star",
                star = s.name.to_string(),
                owner = narrate::object_says(world, o)
            ),
            None => crate::t!(
                "kind-prompts-ancients-push-free-star",
                star = s.name.to_string()
            ),
        },
        None => String::new(),
    }
}

/// Asks which cruiser you push next (or none), or where the one picked goes.
fn ask_push(world: &mut World) {
    let Some(after) = world.resource::<Ancients>().after.clone() else {
        return;
    };
    let Some((seat, table)) = ancients(world) else {
        return;
    };
    let you = after.foe;
    let snap = Snapshot::take(world);
    let (title, text, options, suggested) = match after.pushing {
        None => {
            let mut options: Vec<ChoiceOption> = Vec::new();
            let mut suggested = None;
            for h in cruiser_hexes(world) {
                let star = snap.star_at(h);
                // A star another seat holds is worth destroying; yours or a free one
                // only scores them.
                if suggested.is_none() && star.is_some_and(|s| s.owner.is_some_and(|o| o != you)) {
                    suggested = Some(options.len());
                }
                options.push(
                    ChoiceOption::new(
                        format!("from:{},{}", h.x, h.y),
                        format!(
                            "{}{}",
                            crate::rules::board::hex_label(h),
                            star_words(world, you, h)
                        ),
                        if star.is_some() {
                            crate::says!("kind-prompts-ancients-push-from-star-hover")
                        } else {
                            crate::says!("kind-prompts-ancients-push-from-empty-hover")
                        },
                    )
                    .at(h),
                );
            }
            let done = options.len();
            options.push(ChoiceOption::new(
                "done",
                crate::says!("kind-prompts-ancients-push-done"),
                crate::says!("kind-prompts-ancients-push-done-hover"),
            ));
            (
                crate::says!("kind-prompts-ancients-push-title"),
                crate::says!(
                    "kind-prompts-ancients-push-text",
                    n = after.push,
                    range = table.battle.push_range
                ),
                options,
                suggested.unwrap_or(done),
            )
        }
        Some(from) => {
            let from = Hex::new(from.0, from.1);
            let home = crate::rules::snapshot::home_star(world, you);
            let targets = push_targets(world, &table, from);
            // Proposed: the hex farthest from your home star (the first in reading order
            // on ties).
            let far = targets
                .iter()
                .enumerate()
                .max_by_key(|&(i, h)| {
                    (
                        home.map_or(0, |o| o.unsigned_distance_to(*h)),
                        std::cmp::Reverse(i),
                    )
                })
                .map_or(0, |(i, _)| i);
            let mut options: Vec<ChoiceOption> = targets
                .iter()
                .map(|&h| {
                    ChoiceOption::new(
                        format!("to:{},{}", h.x, h.y),
                        crate::rules::board::hex_label(h),
                        if snap.star_at(h).is_some() {
                            crate::says!(
                                "kind-prompts-ancients-push-to-star-hover",
                                from = crate::rules::board::hex_label(from),
                                to = crate::rules::board::hex_label(h)
                            )
                        } else {
                            crate::says!(
                                "kind-prompts-ancients-push-to-hover",
                                from = crate::rules::board::hex_label(from),
                                to = crate::rules::board::hex_label(h)
                            )
                        },
                    )
                    .at(h)
                })
                .collect();
            options.push(ChoiceOption::new(
                "back",
                crate::says!("kind-prompts-ancients-push-back"),
                crate::says!("kind-prompts-ancients-push-back-hover"),
            ));
            (
                crate::says!(
                    "kind-prompts-ancients-push-where-title",
                    hex = crate::rules::board::hex_label(from)
                ),
                if snap.star_at(from).is_some() {
                    crate::says!(
                        "kind-prompts-ancients-push-where-text-star",
                        range = table.battle.push_range
                    )
                } else {
                    crate::says!(
                        "kind-prompts-ancients-push-where-text",
                        range = table.battle.push_range
                    )
                },
                options,
                far,
            )
        }
    };
    world.resource_mut::<PromptSlot>().ask(
        you,
        Prompt::KindChoice {
            automa: seat,
            topic: BATTLE,
            title,
            text,
            options,
            suggested,
        },
    );
}

/// Your answer after the blows: how you take their hits, or a push.
pub fn chosen_after(world: &mut World, key: &str) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some(mut after) = world.resource::<Ancients>().after.clone() else {
        return Err(crate::says!("log-anc-refuse-no-battle-wait"));
    };
    let Some((seat, table)) = ancients(world) else {
        return Err(crate::says!("log-anc-refuse-absent"));
    };
    if !after.landed {
        let hex = Hex::new(after.hex.0, after.hex.1);
        let most = after.hits.min(ships::ships_at(world, after.foe, hex));
        let least = after
            .hits
            .saturating_sub(your_discs(world, after.foe, hex))
            .min(most);
        let Some(k) = key
            .strip_prefix("ships:")
            .and_then(|k| k.parse::<u32>().ok())
            .filter(|k| (least..=most).contains(k))
        else {
            return Err(crate::says!(
                "log-anc-refuse-hits",
                key = format!("{key:?}")
            ));
        };
        land(world, &table, &mut after, k);
        next_after(world, after);
        return Ok(crate::says!("log-anc-said-lose-ships", n = k));
    }
    match after.pushing {
        None if key == "done" => {
            world.resource_mut::<Ancients>().after = None;
            Ok(crate::says!("log-anc-said-push-done"))
        }
        None => {
            let Some(h) = key_hex(key, "from:").filter(|&h| ships::ships_at(world, seat, h) > 0)
            else {
                return Err(crate::says!(
                    "log-anc-refuse-no-cruiser",
                    key = format!("{key:?}")
                ));
            };
            after.pushing = Some((h.x, h.y));
            world.resource_mut::<Ancients>().after = Some(after);
            ask_push(world);
            Ok(crate::says!(
                "log-anc-said-push-pick",
                at = crate::rules::board::hex_label(h)
            ))
        }
        Some(_) if key == "back" => {
            after.pushing = None;
            world.resource_mut::<Ancients>().after = Some(after);
            ask_push(world);
            Ok(crate::says!("log-anc-said-push-again"))
        }
        Some(from) => {
            let from = Hex::new(from.0, from.1);
            let Some(to) =
                key_hex(key, "to:").filter(|h| push_targets(world, &table, from).contains(h))
            else {
                return Err(crate::says!(
                    "log-anc-refuse-out-of-reach",
                    key = format!("{key:?}")
                ));
            };
            ships::remove_ships(world, seat, from, 1);
            ships::place_pieces(world, seat, to, 1);
            super::moves::record_flights(world, seat, &[from], &[to]);
            let round = narrate::current_round(world);
            let mut d = Decision::new(
                round,
                seat,
                DecisionKind::Kind(BATTLE),
                crate::says!("log-anc-your-push"),
            );
            let (from_label, to_label) = (
                crate::rules::board::hex_label(from),
                crate::rules::board::hex_label(to),
            );
            d.result = if Snapshot::take(world).star_at(from).is_some() {
                crate::says!("log-anc-push-destroys", from = &from_label, to = &to_label)
            } else {
                crate::says!("log-anc-push", from = &from_label, to = &to_label)
            };
            d.concern([from, to]);
            world.resource_mut::<GameLog>().decision(d);
            super::moves::destroy(world, &table, from);
            after.push -= 1;
            let said = crate::says!("log-anc-said-push", from = from_label, to = to_label);
            next_after(world, after);
            Ok(said)
        }
    }
}

/// What a battle said so far, in order ("; " between).
fn said_so_far(said: &[crate::lang::Says]) -> crate::lang::Says {
    said.iter()
        .cloned()
        .joined_by(crate::lang::Joint::Semicolon)
}

fn plan_sum(d: Dial) -> u32 {
    d.0 + d.1 + d.2
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> AncientsTable {
        super::super::read_table("ancients.ron", super::super::SHIPPED).unwrap()
    }

    #[test]
    fn strength_grows_with_the_root_of_your_combat_value() {
        let t = table();
        assert_eq!(strength(&t, 0), 0);
        assert_eq!(strength(&t, 1), 3);
        assert_eq!(strength(&t, 8), 4);
        assert_eq!(strength(&t, 9), 5);
        assert_eq!(strength(&t, 1000), 12);
    }

    #[test]
    fn plans_split_every_point_and_their_dial_falls_for_missing_cruisers() {
        assert_eq!(split(7, [1, 1, 1]), Dial(2, 3, 2), "the rest on weapons");
        assert_eq!(split(8, [1, 2, 1]), Dial(2, 4, 2));
        assert_eq!(split(8, [2, 1, 1]), Dial(4, 2, 2));
        assert_eq!(split(0, [1, 1, 2]), Dial(0, 0, 0));
        let t = table();
        assert_eq!(
            reduce(&t, Dial(4, 4, 4), 1),
            Dial(1, 1, 1),
            "the seed's example"
        );
        assert_eq!(reduce(&t, Dial(5, 2, 4), 3), Dial(4, 1, 3));
        assert_eq!(reduce(&t, Dial(5, 2, 4), 4), Dial(5, 2, 4));
        assert_eq!(reduce(&t, Dial(1, 0, 2), 0), Dial(0, 0, 0), "never below 0");
    }
}
