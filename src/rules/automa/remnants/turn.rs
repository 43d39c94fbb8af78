//! What the Remnants do: a garrison drawn when a person's ships end a move on one of
//! their systems, and after each of your turns their forces' moves (RULES.md 13).

use super::forces::{Drawn, Force, Remnants, draw_chits, sync};
use super::tables::RemnantsTable;
use super::{ENTRY, MOVES, remnants};
use crate::lang::JoinedBy as _;
use crate::lang::Says;
use crate::rules::board::walk::{open_directions, walk};
use crate::rules::board::{Board, hex_label, hex_order};
use crate::rules::choice::pick_one;
use crate::rules::dice::Dice;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use crate::rules::{combat, ships};
use bevy::prelude::*;
use hexx::Hex;

/// The dice's purpose of a draw (for the record of rolls).
const WALK_PURPOSE: &str = "Remnant walk direction"; // not shown
/// The dice's purpose of a draw (for the record of rolls).
const TARGET_PURPOSE: &str = "Remnant force target"; // not shown

/// The Remnants' Military level follows the era (their combat value per ship).
pub fn sync_military(world: &mut World, seat: Seat, table: &RemnantsTable) {
    let round = narrate::current_round(world).max(1);
    let era = world
        .resource::<crate::rules::data::RulesData>()
        .base
        .era(round);
    let level = world.resource::<DifficultyLevel>().0;
    let by_era = table.military_at(level);
    let military = by_era[(era.max(1) as usize - 1).min(by_era.len() - 1)];
    world
        .resource_mut::<Technology>()
        .set(seat, Field::Military, military);
}

/// A seat's ships ended a move at `hex`: an unopened Remnant system there is opened (by a
/// person's ships; an automa's too when the table says so) and its garrison drawn.
pub fn on_arrival(world: &mut World, mover: Seat, hex: Hex) {
    let Some((seat, table)) = remnants(world) else {
        return;
    };
    if mover == seat
        || !(world.resource::<Roster>().is_human(mover) || table.automas_open)
        || !world.resource::<Remnants>().unopened.contains(&hex)
    {
        return;
    }
    world
        .resource_mut::<Remnants>()
        .unopened
        .retain(|&h| h != hex);
    sync(world, seat, &table);
    sync_military(world, seat, &table);
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(ENTRY),
        crate::says!("log-rem-garrison-what", at = hex_label(hex)),
    );
    d.table_row = Some(crate::says!("log-rem-row-garrison"));
    let n = world.resource_mut::<Dice>().d6("Remnant garrison size"); // not shown: a purpose
    d.rolls.push(n);
    let drawn = draw_chits(world, &table, n as u32, "Remnant garrison"); // not shown: a purpose
    d.result = garrison_words(&drawn);
    d.concern([hex]);
    world.resource_mut::<GameLog>().decision(d);
    place(world, seat, hex, &drawn, None);
    narrate::log_seat_event(
        world,
        seat,
        Some(hex),
        crate::says!(
            "log-rem-opens",
            at = hex_label(hex),
            garrison = garrison_words(&drawn)
        ),
    );
    if drawn.mobile + drawn.bases == 0 {
        let name = narrate::name_says(world, seat);
        narrate::log_seat_event(
            world,
            seat,
            Some(hex),
            crate::says!("log-rem-free", who = name),
        );
    }
}

/// The chits drawn in words: "3 chits (ship-2, blank, base-2): 2 mobile ships, 2 bases".
fn garrison_words(drawn: &Drawn) -> Says {
    crate::says!(
        "log-rem-garrison",
        chits = drawn.names.len(),
        names = drawn.names.join(", "),
        mobile = drawn.mobile,
        bases = drawn.bases,
        short = drawn.short
    )
}

/// Puts drawn ships on the board at `hex` as a force (joining one there).
fn place(world: &mut World, seat: Seat, hex: Hex, drawn: &Drawn, origin: Option<Hex>) {
    let ships = drawn.mobile + drawn.bases;
    if ships == 0 {
        return;
    }
    ships::place_pieces(world, seat, hex, ships);
    narrate::record_spawn(world, seat, hex, ships, false);
    world.resource_mut::<Remnants>().add(Force {
        hex,
        origin,
        mobile: drawn.mobile,
        bases: drawn.bases,
        chits: drawn.chits.clone(),
    });
}

/// After each of a person's turns: every garrison with a mobile ship rolls, moving on the
/// table's faces; every force in deep space moves. In reading order of their hexes.
/// Forces that end on other seats' ships attack them (battles queued).
pub fn after_turn(world: &mut World, _person: Seat, _phase: crate::rules::moments::GamePhase) {
    let Some((seat, table)) = remnants(world) else {
        return;
    };
    sync(world, seat, &table);
    sync_military(world, seat, &table);
    let order = world.resource::<Remnants>().force_hexes();
    let round = narrate::current_round(world);
    // A force that already moved this time does not move again (where it lands, it
    // may join a force that has yet to act).
    let mut moved: Vec<Hex> = Vec::new();
    for hex in order {
        if moved.contains(&hex) {
            continue;
        }
        let Some(force) = world.resource::<Remnants>().force_at(hex).cloned() else {
            continue;
        };
        // Bases never move.
        if force.mobile == 0 {
            continue;
        }
        let on_star = Snapshot::take(world).star_at(hex).is_some();
        if on_star {
            let mut d = Decision::new(
                round,
                seat,
                DecisionKind::Kind(MOVES),
                crate::says!("log-rem-moves-what", at = hex_label(hex)),
            );
            d.table_row = Some(crate::says!(
                "log-rem-row-moves",
                faces = faces(&table.move_on)
            ));
            let face = world
                .resource_mut::<Dice>()
                .d6("Remnant garrison move roll"); // not shown: a purpose
            d.rolls.push(face);
            let goes = table.move_on.contains(&face);
            d.result = if goes {
                crate::says!("log-rem-it-moves")
            } else {
                crate::says!("log-rem-it-stays")
            };
            d.concern([hex]);
            world.resource_mut::<GameLog>().decision(d);
            if !goes {
                continue;
            }
            // The mobile ships leave; the bases stay, and new chits are drawn for the
            // star they leave.
            let to = move_force(world, seat, &table, hex);
            moved.push(to);
            leave_behind(world, seat, &table, hex);
        } else {
            let to = move_force(world, seat, &table, hex);
            moved.push(to);
        }
    }
    // Forces that ended on other seats' ships attack them.
    combat::queue_battles(world, seat);
}

/// The die faces in words ("6", "5 or 6").
fn faces(list: &[u8]) -> Says {
    match list {
        [] => crate::says!("log-rem-no-face"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(|f| f.to_string()).collect();
            if rest.is_empty() {
                Says::Text(last.to_string())
            } else {
                crate::says!("log-rem-faces-or", list = rest.join(", "), last = *last)
            }
        }
    }
}

/// The chits of a force that carry mobile ships.
fn mobile_chits(table: &RemnantsTable, chits: &[usize]) -> Vec<usize> {
    let all = table.chits();
    chits
        .iter()
        .copied()
        .filter(|&c| all.get(c).is_some_and(|chit| chit.ships().0 > 0))
        .collect()
}

/// A garrison left its star: one die of new chits is drawn for it, joining the bases
/// that stayed.
fn leave_behind(world: &mut World, seat: Seat, table: &RemnantsTable, star: Hex) {
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(MOVES),
        crate::says!("log-rem-new-garrison-what", at = hex_label(star)),
    );
    d.table_row = Some(crate::says!("log-rem-row-left-behind"));
    let n = world.resource_mut::<Dice>().d6("Remnant chits left behind"); // not shown: a purpose
    d.rolls.push(n);
    let drawn = draw_chits(world, table, n as u32, "Remnant garrison left behind"); // not shown: a purpose
    d.result = garrison_words(&drawn);
    d.concern([star]);
    world.resource_mut::<GameLog>().decision(d);
    // Bases that stayed keep the force at the star; new ships join it.
    let origin = world
        .resource::<Remnants>()
        .force_at(star)
        .and_then(|f| f.origin);
    place(world, seat, star, &drawn, origin);
    world
        .resource_mut::<Remnants>()
        .forces
        .retain(|f| f.ships() > 0);
}

/// Moves the mobile ships of the force at `from`: to a star within reach (a die among
/// several; a force in deep space never to the star it came from), else a walk in a
/// random direction bouncing at the edge. Bases stay. The force merges with one where
/// it ends. Returns where it ended.
fn move_force(world: &mut World, seat: Seat, table: &RemnantsTable, from: Hex) -> Hex {
    let Some(force) = world.resource::<Remnants>().force_at(from).cloned() else {
        return from;
    };
    let round = narrate::current_round(world);
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    let from_star = snap.star_at(from).is_some();
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(MOVES),
        crate::says!("log-rem-force-what", n = force.mobile, at = hex_label(from)),
    );
    let mut stars: Vec<Hex> = snap
        .stars
        .iter()
        .map(|s| s.hex)
        .filter(|&h| {
            let dist = h.unsigned_distance_to(from);
            dist >= 1 && dist <= table.reach
        })
        .collect();
    if !from_star && let Some(origin) = force.origin {
        if stars.contains(&origin) {
            d.filters
                .push(crate::says!("log-rem-came-from", at = hex_label(origin)));
        }
        stars.retain(|&h| h != origin);
    }
    stars.sort_by(hex_order);
    let (to, path) = if stars.is_empty() {
        d.table_row = Some(crate::says!(
            "log-rem-row-walk",
            reach = table.reach,
            steps = table.walk_steps
        ));
        let dirs = open_directions(&board, from);
        if dirs.is_empty() {
            d.result = crate::says!("log-rem-cannot-move");
            world.resource_mut::<GameLog>().decision(d);
            return from;
        }
        let dir = pick_one(world, &mut d, &dirs, WALK_PURPOSE, |dir| {
            (
                Candidate::Direction(dir),
                crate::says!("log-rem-direction", dir = dir),
            )
        });
        let mut bounces = Vec::new();
        let w = walk(&board, from, dir, table.walk_steps, |pair| {
            let pick = world
                .resource_mut::<Dice>()
                .pick(pair.len(), "Remnant bounce"); // not shown: a purpose
            let index = pick.index;
            bounces.push(pick);
            index
        });
        for pick in &bounces {
            d.add_pick(pick);
        }
        let end = w.end(from);
        if !w.bounces.is_empty() {
            let words = w
                .bounces
                .iter()
                .map(|b| {
                    crate::says!(
                        "log-rem-bounce",
                        at = hex_label(b.at),
                        from = b.from,
                        to = b.to,
                        between = if b.between.is_some() { "yes" } else { "no" }
                    )
                })
                .joined_by(crate::lang::Joint::Semicolon);
            d.tie_break = Some(crate::says!("log-rem-bounced", list = words));
        }
        d.result = crate::says!("log-rem-walks", at = hex_label(end));
        let path = std::iter::once(from)
            .chain(w.path.iter().copied())
            .collect();
        (end, path)
    } else {
        d.table_row = Some(crate::says!("log-rem-row-to-star", reach = table.reach));
        let to = pick_one(world, &mut d, &stars, TARGET_PURPOSE, |h| {
            (
                Candidate::Hex((h.x, h.y)),
                crate::says!("log-rem-star-at", at = hex_label(h)),
            )
        });
        (to, vec![from, to])
    };
    d.concern([from, to]);
    world.resource_mut::<GameLog>().decision(d);
    if to == from {
        return from;
    }
    // Its mobile ships go; its bases and their chits stay.
    let (pieces, _) = ships::ships_entities_at(world, seat, from);
    for &e in pieces.iter().take(force.mobile as usize) {
        ships::set_position(world, e, to);
    }
    world.resource_mut::<GameLog>().record(LogEntry::Move {
        round,
        seat,
        path: path.iter().map(|h| (h.x, h.y)).collect(),
    });
    let going = mobile_chits(table, &force.chits);
    {
        let mut r = world.resource_mut::<Remnants>();
        if let Some(f) = r.force_at_mut(from) {
            f.mobile = 0;
            f.chits.retain(|c| !going.contains(c));
        }
        r.forces.retain(|f| f.ships() > 0);
    }
    let merges = world.resource::<Remnants>().force_at(to).is_some();
    world.resource_mut::<Remnants>().add(Force {
        hex: to,
        // A force records the star it left; one walking on from deep space keeps its own.
        origin: if from_star { Some(from) } else { force.origin },
        mobile: force.mobile,
        bases: 0,
        chits: going,
    });
    if merges {
        let total = world
            .resource::<Remnants>()
            .force_at(to)
            .map_or(force.mobile, Force::ships);
        world.resource_mut::<GameLog>().record(LogEntry::Merge {
            round,
            seat,
            hex: (to.x, to.y),
            joined: force.mobile,
            total,
        });
    }
    let what = if merges {
        "joins"
    } else if snap.star_at(to).is_some_and(|s| s.owner.is_some()) {
        "seat"
    } else if snap.star_at(to).is_some() {
        "star"
    } else {
        "deep"
    };
    narrate::log_seat_event(
        world,
        seat,
        Some(to),
        crate::says!(
            "log-rem-force-moves",
            from = hex_label(from),
            to = hex_label(to),
            what = what
        ),
    );
    to
}

// not shown: from here
#[cfg(test)]
mod tests {
    #[test]
    fn die_faces_read_as_before() {
        assert_eq!(super::faces(&[]).english(), "no face");
        assert_eq!(super::faces(&[6]).english(), "6");
        assert_eq!(super::faces(&[5, 6]).english(), "5 or 6");
        assert_eq!(super::faces(&[4, 5, 6]).english(), "4, 5 or 6");
    }
}
// not shown: to here
