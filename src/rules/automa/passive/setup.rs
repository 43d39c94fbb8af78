//! Setting up the passive automa, before the people choose theirs: its home sector's
//! stars peopled by distance, two ships on each, a hidden fleet at its home star, and
//! extra levels from two dice.

use super::PassiveTable;
use crate::rules::board::{Board, hex_label, hex_order};
use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::fleet_supply;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::HomeStar;
use crate::rules::table;
use bevy::prelude::*;

/// Its table (None for a seat of another kind).
pub(super) fn passive_table(world: &World, seat: Seat) -> Option<PassiveTable> {
    table::kind_table(world, seat).and_then(|t| t.get::<PassiveTable>().cloned())
}

/// The whole setup of one passive automa.
pub fn start(world: &mut World, seat: Seat) {
    let Some(t) = passive_table(world, seat) else {
        return;
    };
    let Some(home) = home_star(world, seat) else {
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!(
                "log-solo-passive-no-home",
                who = narrate::name_says(world, seat)
            ),
        );
        return;
    };
    people_home_sector(world, seat, home, &t);
    hidden_fleet(world, seat, home, &t);
    technology_boost(world, seat, &t);
}

/// The hex of a seat's home star.
fn home_star(world: &mut World, seat: Seat) -> Option<hexx::Hex> {
    let mut q = world.query_filtered::<(&Position, &Star), With<HomeStar>>();
    q.iter(world)
        .find(|(_, s)| s.owner == Some(seat))
        .map(|(p, _)| p.0)
}

/// No neutral counters in its home sector: each other star there holds its discs, as
/// many as the star's distance from the home star, and its ship pieces.
fn people_home_sector(world: &mut World, seat: Seat, home: hexx::Hex, t: &PassiveTable) {
    let board = world.resource::<Board>().clone();
    let sector = board.sector_of(home);
    let mut q = world.query::<(Entity, &Position, &Star)>();
    let mut stars: Vec<(Entity, hexx::Hex)> = q
        .iter(world)
        .filter(|(_, p, s)| p.0 != home && s.owner.is_none() && board.sector_of(p.0) == sector)
        .map(|(e, p, _)| (e, p.0))
        .collect();
    stars.sort_by(|a, b| hex_order(&a.1, &b.1));
    let (lo, hi) = t.population_by_distance;
    let mut placed = Vec::new();
    for (e, h) in stars {
        let discs = h.unsigned_distance_to(home).clamp(lo, hi);
        ships::modify::<Star>(world, e, |s| {
            s.owner = Some(seat);
            s.population = discs;
            // No counter: once its people are gone the star is an empty one.
            s.kind = StarKind::Uninhabited;
            s.revealed = true;
        });
        ships::place_pieces(world, seat, h, t.ships_at_other_home_stars);
        placed.push(format!("{} {discs}", hex_label(h)));
    }
    let name = narrate::name_says(world, seat);
    narrate::log_seat_event(
        world,
        seat,
        Some(home),
        crate::says!(
            "log-solo-passive-home-sector",
            who = name,
            discs = placed.join(", "),
            n = t.ships_at_other_home_stars
        ),
    );
}

/// Chips drawn face down from the pool make a fleet under a face-down counter at the
/// home star: the draw is secret (nobody at the table sees the chips).
fn hidden_fleet(world: &mut World, seat: Seat, home: hexx::Hex, t: &PassiveTable) {
    let mut pool = t.chips();
    let mut d = Decision::new(
        0,
        seat,
        DecisionKind::HiddenShipChips,
        crate::says!("log-solo-passive-chips"),
    );
    d.offer(pool.iter().map(|&c| (Candidate::Chip(c), format!("{c}"))));
    let mut drawn = Vec::new();
    for _ in 0..t.chips_drawn.min(pool.len() as u32) {
        let pick = world
            .resource_mut::<Dice>()
            .pick(pool.len(), "hidden ship chip"); // not shown
        d.add_pick(&pick);
        drawn.push(pool.remove(pick.index));
    }
    let ships: u32 = drawn.iter().sum();
    d.tie_break = Some(crate::says!("log-solo-passive-chips-tie"));
    d.concern([home]);
    d.result = crate::says!(
        "log-solo-passive-chips-result",
        chips = drawn
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        n = ships
    );
    d.secret = true;
    world.resource_mut::<GameLog>().decision(d);

    let letters: Vec<FleetLetter> = t
        .fleet_letters
        .iter()
        .copied()
        .filter(|l| world.resource::<FleetSupply>().0[seat].contains(l))
        .collect();
    let Some((letter, pick)) = fleet_supply::draw_counter(world, seat, &letters) else {
        return;
    };
    let mut d = Decision::new(
        0,
        seat,
        DecisionKind::FleetCounterDrawn,
        crate::says!("log-solo-passive-counter"),
    );
    d.add_pick(&pick);
    d.offer(
        letters
            .iter()
            .map(|&l| (Candidate::Fleet(l), format!("{l:?}"))),
    );
    d.tie_break = Some(crate::says!("log-solo-passive-counter-tie"));
    d.concern([home]);
    d.result = crate::says!("log-solo-fleet", fleet = format!("{letter:?}"));
    d.secret = true;
    world.resource_mut::<GameLog>().decision(d);
    world.resource_mut::<FleetSupply>().0[seat].retain(|&l| l != letter);
    world.spawn((
        Fleet {
            owner: seat,
            letter,
            ships,
            face_down: true,
        },
        Position(home),
    ));
    let name = narrate::name_says(world, seat);
    narrate::log_seat_event(
        world,
        seat,
        Some(home),
        crate::says!(
            "log-solo-passive-fleet",
            who = name,
            n = drawn.len(),
            at = hex_label(home)
        ),
    );
}

/// Dice for extra levels, sixes rolled again: each raises the field it shows.
fn technology_boost(world: &mut World, seat: Seat, t: &PassiveTable) {
    if t.technology_dice == 0 || t.levels_per_die == 0 {
        return;
    }
    let mut d = Decision::new(
        0,
        seat,
        DecisionKind::TechnologyBoost,
        crate::says!("log-solo-passive-boost"),
    );
    d.offer(Field::ALL.map(crate::rules::choice::field_candidate));
    let military_before = world.resource::<Technology>().level(seat, Field::Military);
    let mut raised = Vec::new();
    for _ in 0..t.technology_dice {
        let face = loop {
            let f = world.resource_mut::<Dice>().d6("extra technology level"); // not shown
            if f != 6 {
                d.rolls.push(f);
                break f;
            }
            d.add_reroll(f);
            d.filters.push(crate::says!("log-solo-passive-six"));
        };
        let field = Field::ALL[(face - 1) as usize];
        // Never past the field's cap (its people's, the Yowies' Robotics): the levels
        // beyond it are lost.
        let now = world.resource::<Technology>().level(seat, field);
        let cap = crate::rules::levels::level_cap(world, seat, field).max(now);
        let level = now.saturating_add(t.levels_per_die).min(cap);
        world.resource_mut::<Technology>().set(seat, field, level);
        raised.push((field, level - now));
    }
    let tech = world.resource::<Technology>();
    // Each field once, in the order the dice first showed it.
    let mut fields: Vec<Field> = Vec::new();
    for &(f, _) in &raised {
        if !fields.contains(&f) {
            fields.push(f);
        }
    }
    d.result = crate::lang::Says::joined(
        fields.iter().map(|&f| {
            let n: u8 = raised.iter().filter(|r| r.0 == f).map(|r| r.1).sum();
            let capped = raised.iter().any(|r| r.0 == f && r.1 < t.levels_per_die);
            crate::says!(
                "log-solo-passive-raised",
                field = f.says(),
                n = n,
                now = tech.level(seat, f),
                cap = if capped { "yes" } else { "no" }
            )
        }),
        crate::lang::Joint::Comma,
    );
    world.resource_mut::<GameLog>().decision(d);
    // Military levels bring their advanced fleet tactics, placed x2 side up.
    let military = world.resource::<Technology>().level(seat, Field::Military);
    let gained = world
        .resource::<RulesData>()
        .base
        .tactics_gained(military_before, military);
    if gained > 0 {
        world.resource_mut::<FleetTactics>().unassigned[seat] += gained;
        crate::rules::automa::shared::assign_tactics(world, seat);
    }
}
