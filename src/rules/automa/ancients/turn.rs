//! The Ancient turn after each of your turns (feed, event, reveal, the Monolith's walk,
//! their role), what your role does for them, and the events (RULES.md 14).

use super::moves::{self, end_soon, far_space, score_colony, score_galaxy, you};
use super::state::Ask;
use super::state::{self, Ancients};
use super::state::{Step, next};
use super::tables::{AncientsTable, ArchiveType, CardEvent, Role};
use super::{ROLE, TURN};
use crate::lang::Says;
use crate::rules::deck::Decks;
use crate::rules::dp;
use crate::rules::log::{Decision, DecisionKind, DpKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::{discs, ships};
use bevy::prelude::*;

/// Their turn up to the face-up card's event: your role's deck feeds the queue, the
/// face-up card's event resolves and it leaves, the next card turns up.
pub fn feed_and_event(world: &mut World, table: &AncientsTable, role: Role) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let round = narrate::current_round(world);
    // 1. Feed: your role's deck feeds the queue.
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(TURN),
        crate::says!("log-anc-queue"),
    );
    let fed = state::draw(world, role, "the Ancients' queue (your role's deck)"); // not shown
    let feed = match fed {
        Some(card) => {
            world.resource_mut::<Ancients>().queue.insert(0, card);
            crate::says!("log-anc-row-feed", role = role.says())
        }
        None => crate::says!("log-anc-row-feed-empty", role = role.says()),
    };
    if state::left_in(world, role) == 0 {
        end_soon(
            world,
            crate::says!("log-anc-end-deck-empty", role = role.says()),
        );
    }
    // 2. The face-up card's event, then the card leaves.
    let right = world.resource_mut::<Ancients>().queue.pop();
    let event = right.and_then(|c| state::event_of(table, c));
    d.table_row = Some(feed);
    let resolved = match right {
        Some(c) => crate::says!("log-anc-resolves", card = state::describe(table, c)),
        None => crate::says!("log-anc-queue-empty"),
    };
    // 3. The next card turns face up.
    let revealed = world.resource::<Ancients>().queue.last().copied();
    let then = match (&event, revealed) {
        (Some((key, e)), Some(r)) => crate::says!(
            "log-anc-event-then-up",
            key = key,
            event = event_words(*e),
            card = state::describe(table, r)
        ),
        (None, Some(r)) => {
            crate::says!("log-anc-no-event-up", card = state::describe(table, r))
        }
        (_, None) => crate::says!("log-anc-no-card-up"),
    };
    d.result = crate::says!("log-anc-queue-result", resolved = resolved, then = then);
    world.resource_mut::<GameLog>().decision(d);
    if let Some((_, e)) = event {
        resolve_event(world, table, e);
    }
}

/// The Monolith walks to the face-up card's role (step 4), and they do it (step 5).
pub fn walk_and_role(world: &mut World, table: &AncientsTable) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let round = narrate::current_round(world);
    // 4. The Monolith walks to the revealed card's role.
    let Some(revealed) = world.resource::<Ancients>().queue.last().copied() else {
        return;
    };
    let at = world
        .resource::<Ancients>()
        .monolith
        .unwrap_or(revealed.role());
    let credits = world.resource::<Ancients>().credits;
    let mut lying = std::mem::take(&mut world.resource_mut::<Ancients>().lying);
    let walk = super::walk(
        &table.rondel,
        (table.same_role, table.same_role_again),
        at,
        revealed.role(),
        credits,
        &mut lying,
    );
    {
        let mut a = world.resource_mut::<Ancients>();
        a.lying = lying;
        a.credits = walk.credits_after;
        a.monolith = Some(walk.stop);
    }
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(ROLE),
        crate::says!("log-anc-monolith-walk"),
    );
    d.table_row = Some(crate::says!(
        "log-anc-row-names",
        role = revealed.role().says()
    ));
    d.result = crate::says!(
        "log-anc-walk-result",
        walk = walk.describe(),
        role = walk.stop.says()
    );
    world.resource_mut::<GameLog>().decision(d);
    // 5. Their role.
    ancients_role(world, table, walk.stop);
}

/// An event in words.
pub fn event_words(e: CardEvent) -> Says {
    match e {
        CardEvent::LoseShipsNearCruisers(n) => crate::says!("log-anc-event-lose-ships", n = n),
        CardEvent::AncientCredits(n) => crate::says!("log-anc-event-credits", n = n),
        CardEvent::LoseDiscAtMostPopulous(n) => crate::says!("log-anc-event-lose-discs", n = n),
        CardEvent::AncientCruiser(n) => crate::says!("log-anc-event-cruisers", n = n),
        CardEvent::MoveAncients { battle: true } => crate::says!("log-anc-event-move-battle"),
        CardEvent::MoveAncients { battle: false } => crate::says!("log-anc-event-move"),
        CardEvent::ShipsAtHome(n) => crate::says!("log-anc-event-ships-home", n = n),
        CardEvent::LevelInLowestField(n) => crate::says!("log-anc-event-levels", n = n),
        CardEvent::GainDp(n) => crate::says!("log-anc-event-dp", n = n),
        CardEvent::NoGeneticsBonusNextGrow => crate::says!("log-anc-event-no-genetics"),
        CardEvent::FewerShipsNextBuild(n) => crate::says!("log-anc-event-fewer-ships", n = n),
        CardEvent::DiscAtLeastPopulous(n) => crate::says!("log-anc-event-discs-least", n = n),
        CardEvent::AncientGalaxyToken => crate::says!("log-anc-event-galaxy"),
    }
}

/// Your stars by discs on them (a home star's miniature is no disc), in reading order.
fn your_stars(world: &World, you: Seat) -> Vec<(snapshot::StarView, u32)> {
    let snap = Snapshot::take(world);
    snap.stars
        .iter()
        .filter(|s| s.owner == Some(you))
        .map(|s| (s.clone(), discs::discs_on(world, s)))
        .collect()
}

/// Resolves an event on you (or for them).
pub fn resolve_event(world: &mut World, _table: &AncientsTable, e: CardEvent) {
    let you = you(world);
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    match e {
        CardEvent::LoseShipsNearCruisers(n) => {
            let snap = Snapshot::take(world);
            let board = world.resource::<crate::rules::board::Board>().clone();
            let at = snap
                .occupied
                .iter()
                .copied()
                .find(|&h| snap.ships(&board, h, seat) > 0 && snap.ships(&board, h, you) > 0);
            if let Some(h) = at {
                let lost = ships::remove_ships(world, you, h, n);
                narrate::log_seat_event(
                    world,
                    you,
                    Some(h),
                    crate::says!(
                        "log-anc-you-lose-ships",
                        n = lost,
                        at = crate::rules::board::hex_label(h)
                    ),
                );
            }
        }
        CardEvent::AncientCredits(n) => world.resource_mut::<Ancients>().credits += n,
        CardEvent::LoseDiscAtMostPopulous(n) => {
            let mut stars = your_stars(world, you);
            stars.sort_by_key(|(_, d)| std::cmp::Reverse(*d));
            if let Some((s, d)) = stars.first().cloned()
                && d > 0
            {
                let lost = n.min(d);
                ships::modify::<Star>(world, s.entity, |st| st.population -= lost);
                discs::return_discs(world, you, lost);
                narrate::log_seat_event(
                    world,
                    you,
                    Some(s.hex),
                    crate::says!("log-anc-star-loses-discs", star = &*s.name, n = lost),
                );
            }
        }
        CardEvent::AncientCruiser(n) => gain_cruisers(world, n),
        CardEvent::MoveAncients { battle } => next(
            world,
            [Step::Move {
                battle,
                why: crate::says!("log-anc-why-event"),
            }],
        ),
        CardEvent::ShipsAtHome(n) => {
            if let Some(h) = snapshot::home_star(world, you) {
                let n = n.min(ships::pieces_in_supply(world, you));
                ships::place_pieces(world, you, h, n);
            }
        }
        CardEvent::LevelInLowestField(n) => {
            let tech = world.resource::<Technology>().clone();
            let lowest = Field::ALL
                .into_iter()
                .filter(|&f| crate::rules::levels::can_gain_level(world, you, f))
                .min_by_key(|&f| tech.level(you, f));
            if let Some(f) = lowest {
                for _ in 0..n {
                    crate::rules::levels::gain_level(world, you, f);
                }
            }
        }
        CardEvent::GainDp(n) => dp::award(
            world,
            you,
            n as i32,
            DpKind::Kind,
            "the Ancients", // not shown
            crate::says!("log-anc-source-ancients"),
            crate::says!("log-anc-detail-event"),
            None,
        ),
        CardEvent::NoGeneticsBonusNextGrow => {
            world.resource_mut::<Ancients>().no_genetics_bonus = true
        }
        CardEvent::FewerShipsNextBuild(n) => world.resource_mut::<Ancients>().fewer_ships += n,
        CardEvent::DiscAtLeastPopulous(n) => {
            let mut stars = your_stars(world, you);
            stars.sort_by_key(|(_, d)| *d);
            if let Some((s, _)) = stars.first().cloned() {
                let got = discs::take_discs(world, you, n);
                ships::modify::<Star>(world, s.entity, |st| st.population += got);
            }
        }
        CardEvent::AncientGalaxyToken => score_galaxy(world, crate::says!("log-anc-detail-event")),
    }
}

/// Cruisers from their supply into staging (never more than they have).
pub fn gain_cruisers(world: &mut World, n: u32) {
    let mut a = world.resource_mut::<Ancients>();
    let n = n.min(a.supply);
    a.supply -= n;
    a.staging += n;
}

/// The archive card they take: military if one is shown (the costliest), else industry,
/// else culture; a set of one type worth the set cost scores a colony token.
pub fn take_archive(world: &mut World, table: &AncientsTable) {
    let shown: Vec<(usize, ArchiveType, u32)> = (0..table.archive.len())
        .filter_map(|p| {
            let top = world
                .resource::<Decks>()
                .get(&state::archive_name(p))?
                .top()?;
            let (t, cost) = state::archive_card(table, p, top)?;
            Some((p, t, cost))
        })
        .collect();
    let pick = [
        ArchiveType::Military,
        ArchiveType::Industry,
        ArchiveType::Culture,
    ]
    .into_iter()
    .find_map(|t| {
        shown
            .iter()
            .filter(|s| s.1 == t)
            .max_by_key(|s| (s.2, std::cmp::Reverse(s.0)))
            .copied()
    });
    let Some((pile, t, cost)) = pick else {
        return;
    };
    world
        .resource_mut::<Decks>()
        .draw(&state::archive_name(pile), "the Ancients' archive card"); // not shown
    world
        .resource_mut::<Ancients>()
        .archive_held
        .push((t, cost));
    let total: u32 = world
        .resource::<Ancients>()
        .archive_held
        .iter()
        .filter(|h| h.0 == t)
        .map(|h| h.1)
        .sum();
    if total >= table.scientist.set_cost {
        world
            .resource_mut::<Ancients>()
            .archive_held
            .retain(|h| h.0 != t);
        score_colony(
            world,
            table,
            1,
            crate::says!("log-anc-why-archive-set", archive = t.says()),
        );
    }
}

/// What your role gives them or you (the "YOU" line), after your turn and before the
/// Ancient turn.
pub fn your_role(world: &mut World, table: &AncientsTable, role: Role) {
    let c = &table.credits;
    match role {
        Role::Explorer => next(world, [Step::Ask(Ask::ExploreCounter)]),
        Role::Scientist => next(
            world,
            [
                Step::Ask(Ask::Archive {
                    dp: table.scientist.you_card_dp,
                }),
                Step::TakeArchive,
            ],
        ),
        Role::Steward => world.resource_mut::<Ancients>().credits += c.steward_you,
        Role::Merchant => {
            world.resource_mut::<Ancients>().credits += c.merchant_you;
            far_space(world, table);
        }
        Role::Engineer => {
            let cheapest = {
                let a = world.resource::<Ancients>();
                a.archive_held
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| h.0 == ArchiveType::Military)
                    .min_by_key(|(_, h)| h.1)
                    .map(|(i, _)| i)
            };
            if let Some(i) = cheapest {
                world.resource_mut::<Ancients>().archive_held.remove(i);
                gain_cruisers(world, 1);
            }
            next(
                world,
                [Step::Move {
                    battle: false,
                    why: crate::says!("log-anc-why-you-engineer"),
                }],
            );
        }
        // Warlord moved them before your move; its "you" part is done.
        Role::Warlord => {}
        Role::Regent => {
            discs_for_you(
                world,
                table.regent.you_discs,
                false,
                Some(table.regent.you_buy_dp),
            );
            score_colony(
                world,
                table,
                table.regent.you_colony_for_them,
                crate::says!("log-anc-why-you-regent"),
            );
            for _ in 0..table.regent.you_galaxy_for_them {
                score_galaxy(world, crate::says!("log-anc-why-you-regent"));
            }
        }
    }
}

/// The shown archive cards leave the game; the next of each pile shows.
pub fn refresh_archive(world: &mut World, table: &AncientsTable) {
    for p in 0..table.archive.len() {
        world
            .resource_mut::<Decks>()
            .draw(&state::archive_name(p), "the archive display refreshed"); // not shown
    }
}

/// Discs for you to place (Regent's and Steward's): `n`, at most one per star; within
/// the growth limit when `limit`; then one more for `buy_dp` DP, if any.
fn discs_for_you(world: &mut World, n: u32, limit: bool, buy_dp: Option<u32>) {
    next(
        world,
        [Step::Ask(Ask::Disc {
            left: n,
            limit,
            used: Vec::new(),
            buy_dp,
        })],
    );
}

/// Their role (the "THE ANCIENTS" line) and what you may follow.
pub fn ancients_role(world: &mut World, table: &AncientsTable, role: Role) {
    let c = &table.credits;
    let you = you(world);
    match role {
        Role::Explorer => moves::ancients_explore(world, table),
        Role::Scientist => {
            take_archive(world, table);
            // You may follow: a card for more DP; then the shown cards leave the game.
            next(
                world,
                [
                    Step::Ask(Ask::Archive {
                        dp: table.scientist.follow_card_dp,
                    }),
                    Step::RefreshArchive,
                ],
            );
        }
        Role::Steward => {
            world.resource_mut::<Ancients>().credits += c.steward;
            discs_for_you(world, 1, true, None);
        }
        Role::Merchant => {
            let markets = Snapshot::take(world)
                .stars
                .iter()
                .filter(|s| s.owner == Some(you) && s.population >= c.market_min_pop)
                .count() as u32;
            world.resource_mut::<Ancients>().credits +=
                c.merchant + c.merchant_per_market_star * markets;
            far_space(world, table);
            // Following, alone with them: +1 DP.
            dp::award(
                world,
                you,
                1,
                DpKind::Kind,
                "the Ancients", // not shown
                crate::says!("log-anc-source-ancients"),
                crate::says!("log-anc-detail-merchant"),
                None,
            );
        }
        Role::Engineer => {
            gain_cruisers(world, 1);
            next(
                world,
                [
                    Step::Move {
                        battle: false,
                        why: crate::says!("log-anc-why-engineer"),
                    },
                    Step::EngineerFollow,
                ],
            );
        }
        // You may move one ship first; then they move, with battles.
        Role::Warlord => next(
            world,
            [
                Step::Ask(Ask::FollowPiece),
                Step::Move {
                    battle: true,
                    why: crate::says!("log-anc-why-warlord"),
                },
            ],
        ),
        Role::Regent => {
            score_colony(
                world,
                table,
                table.regent.ancients_colony,
                crate::says!("log-anc-why-regent"),
            );
            for _ in 0..table.regent.ancients_galaxy {
                score_galaxy(world, crate::says!("log-anc-why-regent"));
            }
            discs_for_you(
                world,
                table.regent.you_discs,
                false,
                Some(table.regent.follow_buy_dp),
            );
        }
    }
}

/// Following their Engineer: a ship at your home star, unless it is blocked.
pub fn engineer_follow(world: &mut World) {
    let you = you(world);
    if let Some(h) = snapshot::home_star(world, you) {
        let snap = Snapshot::take(world);
        if !snapshot::is_blocked(world, &snap, you, h) && ships::pieces_in_supply(world, you) > 0 {
            ships::place_pieces(world, you, h, 1);
        }
    }
}
