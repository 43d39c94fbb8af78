//! Slaver fleets: consolidation at the start of their turn and spawning ships at the
//! wormholes (pieces first, else one fleet per hex), plus their advanced fleet tactics.

use super::SpawnAmount;
use crate::rules::board::{Board, hex_label};
use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::discs;
use crate::rules::fleet_supply;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot;
use crate::rules::table;
use bevy::prelude::*;
use hexx::Hex;

/// In every hex where an automa has a fleet, all its ships there join one fleet.
pub fn consolidate_fleets(world: &mut World, seat: Seat) {
    let round = narrate::current_round(world);
    let mut hexes: Vec<Hex> = snapshot::all_fleets(world)
        .into_iter()
        .filter(|(_, f, _)| f.owner == seat)
        .map(|(_, _, h)| h)
        .collect();
    hexes.sort_by(crate::rules::board::hex_order);
    hexes.dedup();
    for h in hexes {
        let (pieces, fleets) = ships::ships_entities_at(world, seat, h);
        if pieces.is_empty() && fleets.len() == 1 {
            continue;
        }
        let keep = if fleets.len() == 1 {
            fleets[0]
        } else {
            let pick = world
                .resource_mut::<Dice>()
                .pick(fleets.len(), "fleet kept when consolidating"); // not shown
            let mut d = Decision::new(
                round,
                seat,
                DecisionKind::ConsolidateFleets,
                crate::says!("log-solo-consolidate-what", at = hex_label(h)),
            );
            d.add_pick(&pick);
            d.offer((1..=fleets.len()).map(|i| {
                (
                    Candidate::Nth(i as u8),
                    crate::says!("log-solo-fleet-of-hex", n = i),
                )
            }));
            d.tie_break = Some(crate::says!("log-solo-consolidate-tie"));
            d.concern([h]);
            d.result = crate::says!("log-solo-consolidate-result", n = pick.index + 1);
            world.resource_mut::<GameLog>().decision(d);
            fleets[pick.index]
        };
        let mut gathered = pieces.len() as u32;
        for e in pieces {
            world.despawn(e);
        }
        for &e in fleets.iter().filter(|&&e| e != keep) {
            gathered += world.get::<Fleet>(e).map_or(0, |f| f.ships);
            ships::return_fleet(world, e);
        }
        ships::modify::<Fleet>(world, keep, |f| f.ships += gathered);
        let name = narrate::name_says(world, seat);
        narrate::log_seat_event(
            world,
            seat,
            Some(h),
            crate::says!(
                "log-solo-consolidate",
                who = name,
                n = gathered,
                at = hex_label(h)
            ),
        );
    }
}

/// How many ships an automa places at each wormhole when it spawns: a fixed number,
/// or (the Slavers) ships per its population track + Robotics bonus + difficulty.
pub fn spawn_amount(world: &mut World, seat: Seat) -> u32 {
    match super::automa_table(world, seat).map(|t| t.spawn.clone()) {
        Some(SpawnAmount::Fixed(n)) => n,
        Some(SpawnAmount::PopulationTrack) | None => {
            // Discs on blocked stars do not count (discs::contributing_track_value).
            let value = discs::contributing_track_value(world, seat);
            let rules = world.resource::<RulesData>();
            let track = rules.base.ships_for_track_value(value);
            let robotics = rules
                .tech
                .robotics_bonus(world.resource::<Technology>().level(seat, Field::Robotics));
            let level = world.resource::<DifficultyLevel>().0;
            let bonus = rules
                .difficulty
                .get(level)
                .map_or(level as u32, |d| d.spawn_bonus);
            track + robotics + bonus
        }
    }
}

/// Places `amount` ships of an automa at a wormhole hex. Pieces are used if there are
/// enough; otherwise an automa with fleets (the Slavers) puts all of them into one fleet there (an existing one,
/// or a random counter from their supply). Out of fleets: no effect.
pub fn spawn_at(world: &mut World, seat: Seat, hex: Hex, amount: u32) {
    let round = narrate::current_round(world);
    if amount == 0 {
        return;
    }
    let supply = ships::pieces_in_supply(world, seat);
    if supply >= amount {
        ships::place_pieces(world, seat, hex, amount);
        narrate::log_seat_event(
            world,
            seat,
            Some(hex),
            crate::says!(
                "log-solo-spawn",
                who = narrate::name_says(world, seat),
                n = amount,
                at = hex_label(hex)
            ),
        );
        narrate::record_spawn(world, seat, hex, amount, false);
        return;
    }
    if !table::has_fleets(world, seat) {
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!("log-solo-no-pieces", who = narrate::name_says(world, seat)),
        );
        return;
    }
    let name = narrate::name_says(world, seat);
    let (_, fleets) = ships::ships_entities_at(world, seat, hex);
    if let Some(&e) = fleets.first() {
        ships::modify::<Fleet>(world, e, |f| f.ships += amount);
        let face_down = world.get::<Fleet>(e).is_some_and(|f| f.face_down);
        // The size of a face-down fleet is hidden: the event does not say it (the spawn
        // record keeps it, marked secret).
        let text = if face_down {
            crate::says!(
                "log-solo-spawn-into-hidden-fleet",
                who = name,
                at = hex_label(hex)
            )
        } else {
            crate::says!(
                "log-solo-spawn-into-fleet",
                who = name,
                n = amount,
                at = hex_label(hex)
            )
        };
        narrate::log_seat_event(world, seat, Some(hex), text);
        narrate::record_spawn(world, seat, hex, amount, face_down);
        return;
    }
    let letters = world.resource::<FleetSupply>().0[seat].clone();
    let Some((letter, pick)) = fleet_supply::draw_counter(world, seat, &letters) else {
        narrate::log_seat_event(
            world,
            seat,
            Some(hex),
            crate::says!("log-solo-out-of-fleets", who = name, at = hex_label(hex)),
        );
        return;
    };
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::FleetCounterDrawn,
        crate::says!("log-solo-counter-for-spawn", at = hex_label(hex)),
    );
    d.add_pick(&pick);
    d.offer(
        letters
            .iter()
            .map(|&l| (Candidate::Fleet(l), format!("{l:?}"))),
    );
    d.tie_break = Some(crate::says!("log-solo-counter-tie"));
    d.concern([hex]);
    d.result = crate::says!(
        "log-solo-counter-result",
        fleet = format!("{letter:?}"),
        n = amount
    );
    // Counters are drawn face down (D has no face-down side).
    d.secret = letter != FleetLetter::D;
    world.resource_mut::<GameLog>().decision(d);
    world.resource_mut::<FleetSupply>().0[seat].retain(|&l| l != letter);
    world.spawn((
        Fleet {
            owner: seat,
            letter,
            ships: amount,
            face_down: letter != FleetLetter::D,
        },
        Position(hex),
    ));
    let face_down = letter != FleetLetter::D;
    let text = if face_down {
        crate::says!(
            "log-solo-spawn-new-hidden-fleet",
            who = name,
            at = hex_label(hex)
        )
    } else {
        crate::says!(
            "log-solo-spawn-new-fleet",
            who = name,
            n = amount,
            at = hex_label(hex)
        )
    };
    narrate::log_seat_event(world, seat, Some(hex), text);
    narrate::record_spawn(world, seat, hex, amount, face_down);
}

/// Wormholes chosen for a spawn: all of them, or `n` drawn by die without repeats.
pub fn choose_wormholes(world: &mut World, n: u8, d: &mut Decision) -> Vec<Hex> {
    let mut left = world.resource::<Board>().wormholes.clone();
    if n as usize >= left.len() {
        return left;
    }
    let mut chosen = Vec::new();
    for _ in 0..n {
        d.offer(left.iter().map(|h| {
            (
                Candidate::Hex((h.x, h.y)),
                crate::says!("log-solo-wormhole-at", at = hex_label(*h)),
            )
        }));
        let pick = world
            .resource_mut::<Dice>()
            .pick(left.len(), "spawning wormhole"); // not shown
        d.add_pick(&pick);
        chosen.push(left.remove(pick.index));
    }
    chosen
}
