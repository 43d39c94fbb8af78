//! Moving the Ancients, the stars their cruisers destroy, their tokens, and the frontier
//! counters that become new stars (RULES.md 14, "Moving the Ancients").

use super::MOVE;
use super::state::{self, Ancients, Card};
use super::tables::{AncientsTable, District, Role};
use crate::lang::JoinedBy as _;
use crate::lang::Says;
use crate::rules::board::{Board, district, hex_label, hex_order};
use crate::rules::deck::Decks;
use crate::rules::dp;
use crate::rules::log::{DecisionKind, DpKind, GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table::Roster;
use crate::rules::{ships, stars};
use bevy::prelude::*;
use hexx::Hex;

/// The person the Ancients face (the first person at the table).
pub fn you(world: &World) -> Seat {
    world.resource::<Roster>().first_human()
}

/// The hexes of a district on this board: `H` in your home sector, `C` in the (first)
/// center sector; in reading order.
pub fn district_hexes(world: &World, table: &AncientsTable, d: District) -> Vec<Hex> {
    let board = world.resource::<Board>();
    let you = you(world);
    let sector = match d {
        District::H(_) => board
            .sector_ids()
            .find(|&s| board.sector(s).is_some_and(|i| i.home_of == Some(you))),
        District::C(_) => board.first_with(SectorRole::Center),
    };
    sector.map_or_else(Vec::new, |s| {
        district::district_hexes(board, s, d.number(), table.core_radius)
    })
}

/// Scores `n` colony tokens for them (their DP), up to the tokens they have; the last
/// ends the game once the step is done.
pub fn score_colony(world: &mut World, table: &AncientsTable, n: u32, why: Says) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let left = table.colony_tokens - world.resource::<Ancients>().colony.min(table.colony_tokens);
    let n = n.min(left);
    if n == 0 {
        return;
    }
    world.resource_mut::<Ancients>().colony += n;
    let each = table.colony_dp(world.resource::<DifficultyLevel>().0);
    dp::award(
        world,
        seat,
        (n * each) as i32,
        DpKind::Kind,
        "colony tokens", // not shown
        crate::says!("log-anc-source-colony"),
        crate::says!("log-anc-colony-detail", n = n, why = why),
        None,
    );
    if world.resource::<Ancients>().colony >= table.colony_tokens {
        end_soon(world, crate::says!("log-anc-end-colony-tokens"));
    }
}

/// They take the lowest galaxy token left (its value in DP); none left, nothing.
pub fn score_galaxy(world: &mut World, why: Says) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let token = {
        let mut a = world.resource_mut::<Ancients>();
        if a.galaxy_left.is_empty() {
            None
        } else {
            let v = a.galaxy_left.remove(0);
            a.galaxy.push(v);
            Some(v)
        }
    };
    if let Some(v) = token {
        dp::award(
            world,
            seat,
            v as i32,
            DpKind::Kind,
            "galaxy tokens", // not shown
            crate::says!("log-anc-source-galaxy"),
            crate::says!("log-anc-galaxy-detail", v = v, why = why),
            None,
        );
    }
}

/// Far space: with enough credits they pay for the lowest empty spot (its DP); the track
/// full, they take the lowest galaxy token instead.
pub fn far_space(world: &mut World, table: &AncientsTable) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let f = &table.far_space;
    if world.resource::<Ancients>().credits < f.min_credits {
        return;
    }
    world.resource_mut::<Ancients>().credits -= f.cost;
    let spot = world.resource::<Ancients>().far_space as usize;
    let spots = table.far_space_dp(world.resource::<DifficultyLevel>().0);
    match spots.get(spot) {
        Some(&v) => {
            world.resource_mut::<Ancients>().far_space += 1;
            dp::award(
                world,
                seat,
                v as i32,
                DpKind::Kind,
                "far space", // not shown
                crate::says!("log-anc-source-far-space"),
                crate::says!("log-anc-far-space-detail", spot = spot + 1, cost = f.cost),
                None,
            );
        }
        None => score_galaxy(world, crate::says!("log-anc-why-far-space-full")),
    }
}

/// Marks the game to end once the step under way is done (the first reason holds).
pub fn end_soon(world: &mut World, why: crate::lang::Says) {
    let mut a = world.resource_mut::<Ancients>();
    if a.ending.is_none() {
        a.ending = Some(why);
    }
}

/// The deck a move reveals from: the one whose top back is farthest from your home star
/// (the distance to the district's nearest hex; ties in the rondel's order).
pub fn deck_for_move(world: &World, table: &AncientsTable) -> Option<Role> {
    let home = snapshot::home_star(world, you(world));
    table
        .rondel
        .iter()
        .copied()
        .filter_map(|r| {
            let back = state::top_back(world, table, r)?;
            let far = match home {
                Some(h) => district_hexes(world, table, back)
                    .iter()
                    .map(|x| x.unsigned_distance_to(h))
                    .min()
                    .unwrap_or(0),
                None => 0,
            };
            Some((r, far))
        })
        .fold(None, |best: Option<(Role, u32)>, (r, far)| match best {
            Some((_, b)) if b >= far => best,
            _ => Some((r, far)),
        })
        .map(|(r, _)| r)
}

/// Moves the Ancients: a deck revealed, the destination read from the next card's back,
/// every cruiser lifted and placed, every star they left destroyed. `battle`: battles
/// follow where cruisers share a hex with hostile ships.
pub fn move_ancients(world: &mut World, table: &AncientsTable, battle: bool, why: impl Into<Says>) {
    move_ancients_from(world, table, battle, &why.into(), None);
}

/// [`move_ancients`], revealing from the deck you chose (`None`: the policy's rule).
pub fn move_ancients_from(
    world: &mut World,
    table: &AncientsTable,
    battle: bool,
    why: &Says,
    chosen: Option<Role>,
) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let round = narrate::current_round(world);
    let mut d =
        crate::rules::log::Decision::new(round, seat, DecisionKind::Kind(MOVE), why.clone());
    let Some(deck) = chosen
        .filter(|&r| state::left_in(world, r) > 0)
        .or_else(|| deck_for_move(world, table))
    else {
        d.result = crate::says!("log-anc-move-no-deck");
        world.resource_mut::<GameLog>().decision(d);
        return;
    };

    let drawn = state::draw(world, deck, "the Ancients' move"); // not shown
    let Some(revealed) = drawn else {
        return;
    };
    let back = match state::top_back(world, table, deck) {
        Some(b) => b,
        None => {
            end_soon(
                world,
                crate::says!("log-anc-end-deck-empty", role = deck.says()),
            );
            match revealed {
                Card::Event { role, index } => table
                    .deck(role)
                    .map_or(District::C(0), |dk| dk.cards[index].back),
                Card::Story(_) => District::C(0),
            }
        }
    };
    if state::left_in(world, deck) == 0 {
        end_soon(
            world,
            crate::says!("log-anc-end-deck-empty", role = deck.says()),
        );
    }
    // Where they stand now, and every cruiser lifted.
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let before: Vec<Hex> = snap
        .occupied
        .iter()
        .copied()
        .filter(|&h| snap.ships(&board, h, seat) > 0)
        .collect();
    let on_board: u32 = before.iter().map(|&h| snap.ships(&board, h, seat)).sum();
    // Each cruiser lifted, by the hex it left (for the flights drawn).
    let lifted: Vec<Hex> = before
        .iter()
        .flat_map(|&h| std::iter::repeat_n(h, snap.ships(&board, h, seat) as usize))
        .collect();
    for &h in &before {
        ships::remove_ships(world, seat, h, u32::MAX);
    }
    let cruisers = on_board + std::mem::take(&mut world.resource_mut::<Ancients>().staging);
    let hexes = district_hexes(world, table, back);
    let snap = Snapshot::take(world);
    let (star_hexes, others): (Vec<Hex>, Vec<Hex>) =
        hexes.iter().partition(|&&h| snap.star_at(h).is_some());
    let order: Vec<Hex> = star_hexes.into_iter().chain(others).collect();
    let mut placed: Vec<Hex> = Vec::new();
    if !order.is_empty() {
        for k in 0..cruisers as usize {
            let h = order[k % order.len()];
            ships::place_pieces(world, seat, h, 1);
            placed.push(h);
        }
    } else {
        world.resource_mut::<Ancients>().staging = cruisers;
    }
    let rule = if chosen == Some(deck) {
        crate::says!("log-anc-row-deck-chosen")
    } else {
        crate::says!("log-anc-row-deck-farthest")
    };
    d.table_row = Some(crate::says!(
        "log-anc-row-move",
        rule = rule,
        role = deck.says(),
        card = state::describe(table, revealed),
        district = back.label()
    ));
    d.concern(placed.iter().copied());
    let mut unique = placed.clone();
    unique.sort_by(hex_order);
    unique.dedup();
    d.result = if unique.is_empty() {
        crate::says!("log-anc-move-no-hex", district = back.label())
    } else {
        crate::says!(
            "log-anc-move-to",
            n = cruisers,
            district = back.label(),
            hexes = unique
                .iter()
                .map(|&h| hex_label(h))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    world.resource_mut::<GameLog>().decision(d);
    record_flights(world, seat, &lifted, &placed);
    // Every star they left is destroyed, in reading order.
    let mut left_stars: Vec<Hex> = before
        .into_iter()
        .filter(|h| !placed.contains(h) && snap.star_at(*h).is_some())
        .collect();
    left_stars.sort_by(hex_order);
    for h in left_stars {
        destroy(world, table, h);
    }
    if battle {
        crate::rules::combat::queue_battles(world, seat);
    }
}

/// The records the view draws a move from: each lifted cruiser flying from the hex it
/// left to the hex it took (in order), those from staging coming out where they land.
pub fn record_flights(world: &mut World, seat: Seat, lifted: &[Hex], placed: &[Hex]) {
    let round = narrate::current_round(world);
    let mut log = world.resource_mut::<GameLog>();
    for (k, &to) in placed.iter().enumerate() {
        match lifted.get(k) {
            Some(&from) if from != to => log.record(LogEntry::Move {
                round,
                seat,
                path: vec![(from.x, from.y), (to.x, to.y)],
            }),
            Some(_) => {}
            None => log.record(LogEntry::Spawn {
                round,
                seat,
                hex: (to.x, to.y),
                ships: 1,
                secret: false,
            }),
        }
    }
}

/// A star a cruiser left is destroyed: they score a colony token, one more if a seat
/// held it (yours, or a Slaver star at the Apocalypse table); your home star destroyed
/// ends the game.
pub fn destroy(world: &mut World, table: &AncientsTable, h: Hex) {
    let Some(gone) = stars::destroy(world, h) else {
        return;
    };
    let you = you(world);
    let yours = gone.owner == Some(you);
    score_colony(
        world,
        table,
        1 + u32::from(gone.owner.is_some()),
        crate::says!(
            "log-anc-why-destroyed",
            star = &*gone.name,
            at = hex_label(h)
        ),
    );
    if gone.home && yours {
        end_soon(world, crate::says!("log-anc-end-home-destroyed"));
    }
}

/// The frontier display refilled to its size; false when the counters ran out (the
/// game ends).
pub fn refill(world: &mut World, table: &AncientsTable) -> bool {
    while world.resource::<Ancients>().frontier.len() < table.frontier.display as usize {
        let drawn = world
            .resource_mut::<Decks>()
            .draw(state::FRONTIER, "the frontier display"); // not shown
        let Some(c) = drawn else {
            end_soon(world, crate::says!("log-anc-end-frontier"));
            return false;
        };
        world.resource_mut::<Ancients>().frontier.push(c);
    }
    true
}

/// The display's counters by value (the table's order; ties leftmost): their places.
pub fn by_value(world: &World, table: &AncientsTable) -> Vec<usize> {
    let shown = world.resource::<Ancients>().frontier.clone();
    let rank = |kind: StarKind| {
        table
            .frontier
            .value_order
            .iter()
            .position(|&k| k == kind)
            .unwrap_or(usize::MAX)
    };
    let mut places: Vec<usize> = (0..shown.len()).collect();
    places.sort_by_key(|&i| (rank(state::frontier_kind(table, shown[i])), i));
    places
}

/// The first legal hex for a new star in the district, else in the districts after it
/// in the cycle.
fn frontier_hex(world: &World, table: &AncientsTable, start: District) -> Option<Hex> {
    let cycle = &table.district_cycle;
    let from = cycle.iter().position(|&d| d == start).unwrap_or(0);
    (0..cycle.len()).find_map(|k| {
        let d = cycle[(from + k) % cycle.len()];
        district_hexes(world, table, d)
            .into_iter()
            .find(|&h| stars::legal_new_star(world, h, table.frontier.min_star_distance))
    })
}

/// The Ancients as Explorer: the most valued counters placed in the district on the back
/// of the top Explorer card (else the next in the cycle), not colonized; a colony token;
/// the rest leave; the display refilled.
pub fn ancients_explore(world: &mut World, table: &AncientsTable) {
    let Some(seat) = world.resource::<Ancients>().seat else {
        return;
    };
    let round = narrate::current_round(world);
    let mut d = crate::rules::log::Decision::new(
        round,
        seat,
        DecisionKind::Kind(MOVE),
        crate::says!("log-anc-explore"),
    );
    let start = state::top_back(world, table, Role::Explorer).unwrap_or(table.district_cycle[0]);
    let shown = world.resource::<Ancients>().frontier.clone();
    let take: Vec<usize> = by_value(world, table)
        .into_iter()
        .take(table.frontier.ancients_take as usize)
        .collect();
    let mut placed = Vec::new();
    for &i in &take {
        let kind = state::frontier_kind(table, shown[i]);
        match frontier_hex(world, table, start) {
            Some(h) => {
                stars::create(world, h, kind);
                placed.push(crate::says!(
                    "log-anc-new-star-at",
                    kind = super::tables::kind_says(kind),
                    at = hex_label(h)
                ));
                d.concern([h]);
            }
            None => placed.push(crate::says!(
                "log-anc-new-star-none",
                kind = super::tables::kind_says(kind)
            )),
        }
    }
    world.resource_mut::<Ancients>().frontier.clear();
    d.table_row = Some(crate::says!(
        "log-anc-row-explore",
        role = Role::Explorer.says(),
        district = start.label()
    ));
    let list = placed.into_iter().joined_by(crate::lang::Joint::Semicolon);
    d.result = crate::says!("log-anc-new-stars", list = list);
    world.resource_mut::<GameLog>().decision(d);
    score_colony(world, table, 1, crate::says!("log-anc-why-exploring"));
    refill(world, table);
}

/// You as Explorer: the most valued counter becomes a new star of yours (one disc from
/// your track) on the legal hex nearest your home star; the others leave; the display is
/// refilled.
pub fn you_explore(world: &mut World, table: &AncientsTable) {
    let pick = by_value(world, table).first().copied();
    let at = your_frontier_hexes(world, table).first().copied();
    you_colonize(world, table, pick, at);
}

/// The legal hexes for your Explorer star, nearest your home star first (reading order
/// on ties).
pub fn your_frontier_hexes(world: &World, table: &AncientsTable) -> Vec<Hex> {
    let home = snapshot::home_star(world, you(world)).unwrap_or(Hex::ZERO);
    let board = world.resource::<Board>();
    let mut legal: Vec<Hex> = board
        .hexes
        .iter()
        .copied()
        .filter(|&h| stars::legal_new_star(world, h, table.frontier.min_star_distance))
        .collect();
    legal.sort_by(|a, b| {
        a.unsigned_distance_to(home)
            .cmp(&b.unsigned_distance_to(home))
            .then(hex_order(a, b))
    });
    legal
}

/// Your Explorer star: the counter at `pick` in the display colonized at `at` (one disc
/// from your track); the other counters leave, the display is refilled. `None`: no
/// counter or no legal hex, nothing colonized.
pub fn you_colonize(
    world: &mut World,
    table: &AncientsTable,
    pick: Option<usize>,
    at: Option<Hex>,
) {
    let you = you(world);
    let shown = std::mem::take(&mut world.resource_mut::<Ancients>().frontier);
    let kind = pick
        .and_then(|i| shown.get(i))
        .map(|&c| state::frontier_kind(table, c));
    match (kind, at) {
        (Some(kind), Some(h)) if crate::rules::discs::take_disc(world, you) => {
            let e = stars::create(world, h, kind);
            ships::modify::<Star>(world, e, |s| {
                s.owner = Some(you);
                s.population = 1;
            });
            narrate::log_seat_event(
                world,
                you,
                Some(h),
                crate::says!(
                    "log-anc-you-colonize",
                    kind = super::tables::kind_says(kind),
                    at = hex_label(h)
                ),
            );
        }
        (Some(_), Some(_)) => narrate::log_seat_event(
            world,
            you,
            None,
            crate::says!("log-anc-no-disc-to-colonize"),
        ),
        (Some(_), None) => {
            narrate::log_seat_event(world, you, None, crate::says!("log-anc-no-hex-for-star"))
        }
        (None, _) => {}
    }
    refill(world, table);
}
