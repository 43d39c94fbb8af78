//! Ancient relics on the board: placed face down on the center sector's stars at setup,
//! turned up and applied when the star is gained, and the lasting ones read by the rules
//! they attach to (the Death Ray in movement, the Defense Grid when gaining a star, the
//! Super-Stargate in movement, the Pyramids in growth).

use super::Fact;
use crate::lang::Says;
use crate::rules::board::{Board, hex_label, hex_order};
use crate::rules::data::{RelicDef, RelicEffect, RulesData};
use crate::rules::discs;
use crate::rules::levels;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::{Snapshot, StarView};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

pub use crate::rules::model::Relic;

/// The stars that carry a relic counter (at most one per relic): looking them up by
/// entity is much cheaper than a query over every star each time a rule asks.
#[derive(Resource, Debug, Clone, Default)]
pub struct RelicStars(pub Vec<Entity>);

/// Puts a relic counter on a star.
pub fn put(world: &mut World, star: Entity, relic: Relic) {
    world.entity_mut(star).insert(relic);
    let mut stars = world.resource_mut::<RelicStars>();
    if !stars.0.contains(&star) {
        stars.0.push(star);
    }
}

/// Who has fired a Death Ray in which round (once per round each).
#[derive(Resource, Debug, Clone, Default)]
pub struct DeathRayUse(pub Vec<(Seat, u8)>);

pub use crate::rules::content_commands::RayTarget;

/// The dice's purpose of a draw (for the record of rolls).
const RAY_HEX_PURPOSE: &str = "Death Ray target hex"; // not shown
/// The dice's purpose of a draw (for the record of rolls).
const RAY_VICTIM_PURPOSE: &str = "Death Ray victim"; // not shown

/// Shuffles the relics onto the center sector's stars (reading order), one each; the
/// relics left over are not used.
pub fn place_at_setup(world: &mut World, seed: u64) {
    let n = world.resource::<RulesData>().relics.relics.len();
    if n == 0 {
        return;
    }
    let board = world.resource::<Board>().clone();
    let mut q = world.query::<(Entity, &Star, &Position)>();
    let mut stars: Vec<(Entity, Hex)> = q
        .iter(world)
        .filter(|(_, s, p)| s.kind != StarKind::Home && board.in_center(p.0))
        .map(|(e, _, p)| (e, p.0))
        .collect();
    stars.sort_by(|a, b| hex_order(&a.1, &b.1));
    let order = crate::rules::dice::deck_shuffle(seed, "relics", n);
    for ((e, _), index) in stars.into_iter().zip(order) {
        put(
            world,
            e,
            Relic {
                index,
                revealed: false,
            },
        );
    }
}

fn def(world: &World, index: usize) -> Option<RelicDef> {
    world
        .resource::<RulesData>()
        .relics
        .relics
        .get(index)
        .cloned()
}

/// Every relic on the board: (star, hex, star's owner, relic, definition).
pub fn on_board(world: &mut World) -> Vec<(Entity, Hex, Option<Seat>, Relic, RelicDef)> {
    let stars = world.resource::<RelicStars>().0.clone();
    let mut out: Vec<_> = stars
        .into_iter()
        .filter_map(|e| {
            let r = *world.get::<Relic>(e)?;
            let owner = world.get::<Star>(e)?.owner;
            let h = world.get::<Position>(e)?.0;
            def(world, r.index).map(|d| (e, h, owner, r, d))
        })
        .collect();
    out.sort_by(|a, b| hex_order(&a.1, &b.1));
    out
}

/// The lasting relics `seat` holds (on its stars), with their hexes.
pub fn held(world: &mut World, seat: Seat) -> Vec<(Hex, RelicEffect)> {
    placed(world)
        .into_iter()
        .filter(|(_, _, owner, r, _)| *owner == Some(seat) && r.revealed)
        .map(|(_, h, _, _, e)| (h, e))
        .collect()
}

/// Every relic on the board with its effect only (no names copied: the rules ask this
/// on every automa turn).
fn placed(world: &World) -> Vec<(Entity, Hex, Option<Seat>, Relic, RelicEffect)> {
    let rules = world.resource::<RulesData>();
    world
        .resource::<RelicStars>()
        .0
        .iter()
        .filter_map(|&e| {
            let r = *world.get::<Relic>(e)?;
            let owner = world.get::<Star>(e)?.owner;
            let h = world.get::<Position>(e)?.0;
            let effect = rules.relics.relics.get(r.index)?.effect;
            Some((e, h, owner, r, effect))
        })
        .collect()
}

/// Turns up the relic of a star just gained and applies it: one-shot relics act and
/// leave the game.
pub fn on_fact(world: &mut World, fact: &Fact) {
    let Fact::StarGained { seat, hex, .. } = fact else {
        return;
    };
    let seat = *seat;
    let h = Hex::new(hex.0, hex.1);
    // Most stars carry no relic: look without copying the relics' texts.
    let Some((e, _, _, relic, _)) = placed(world).into_iter().find(|x| x.1 == h) else {
        return;
    };
    if relic.revealed {
        return;
    }
    let Some(d) = def(world, relic.index) else {
        return;
    };
    let name = narrate::name_says(world, seat);
    narrate::log_seat_event(
        world,
        seat,
        Some(h),
        crate::says!(
            "log-cont-relic-found",
            who = &name,
            at = hex_label(h),
            relic = Says::content("relic", &d.key, "name", &d.name),
            text = Says::content("relic", &d.key, "text", &d.text)
        ),
    );
    match d.effect {
        RelicEffect::TechnologyLevel(field) => {
            world.entity_mut(e).remove::<Relic>();
            let capped = crate::rules::content::people::level_cap(world, seat, field)
                <= world.resource::<Technology>().level(seat, field);
            let instead = crate::rules::content::people::find(world, seat, |e| match e {
                crate::rules::data::PeopleEffect::CappedRelicGivesShips(n) => Some(n),
                _ => None,
            });
            if let (true, Some(n)) = (capped, instead) {
                // A people that may not raise the field takes ships instead.
                let placed = crate::rules::ships::place_built(world, seat, h, n, None);
                narrate::log_seat_event(
                    world,
                    seat,
                    Some(h),
                    crate::says!(
                        "log-cont-relic-ships-instead",
                        who = &name,
                        field = field.says(),
                        n = placed
                    ),
                );
            } else if levels::gain_level(world, seat, field) {
                // Raised by one.
            } else if world.resource::<Roster>().is_human(seat)
                && world.resource::<Technology>().level(seat, field) >= 6
            {
                // A person already at 6 gets the field's "6+" effect (automas nothing).
                crate::rules::player::relic_beyond_six(world, seat, field);
            } else {
                narrate::log_seat_event(
                    world,
                    seat,
                    Some(h),
                    crate::says!("log-cont-relic-nothing", field = field.says()),
                );
            }
        }
        RelicEffect::Ships(n) => {
            world.entity_mut(e).remove::<Relic>();
            // Placed by the build rules: pieces first, then a fleet there.
            let placed = crate::rules::ships::place_built(world, seat, h, n, None);
            narrate::log_seat_event(
                world,
                seat,
                Some(h),
                crate::says!(
                    "log-cont-relic-buried-ships",
                    who = &name,
                    n = placed,
                    at = hex_label(h)
                ),
            );
        }
        _ => {
            put(
                world,
                e,
                Relic {
                    revealed: true,
                    ..relic
                },
            );
        }
    }
}

/// The lasting relic turned up on a star, if any.
pub fn lasting_on(world: &World, star: &StarView) -> Option<RelicEffect> {
    let r = star.relic.filter(|r| r.revealed)?;
    let effect = world
        .resource::<RulesData>()
        .relics
        .relics
        .get(r.index)?
        .effect;
    effect.lasting().then_some(effect)
}

/// Extra ships needed to take `star` from its owner (the Defense Grid; none for the
/// first capture of a neutral star).
pub fn defense_grid_extra(world: &World, star: &StarView) -> u32 {
    match (star.owner, lasting_on(world, star)) {
        (Some(_), Some(RelicEffect::DefenseGrid { extra_ships })) => extra_ships,
        _ => 0,
    }
}

/// The Super-Stargate of `seat`, if it holds one: the relic's hex and the stars it
/// links to it. Hostile ships block either end unless `seat` has the Propulsion level
/// the relic names.
pub fn super_stargate(world: &World, snap: &Snapshot, seat: Seat) -> Option<(Hex, Vec<Hex>)> {
    let (hub, from) = snap.stars.iter().find_map(|s| match lasting_on(world, s) {
        Some(RelicEffect::SuperStargate {
            unblockable_from_propulsion,
        }) if s.owner == Some(seat) => Some((s.hex, unblockable_from_propulsion)),
        _ => None,
    })?;
    let free = world
        .resource::<Technology>()
        .level(seat, Field::Propulsion)
        >= from;
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    let open = |h: Hex| free || snap.hostile_ships(board, dip, h, seat) == 0;
    if !open(hub) {
        return None;
    }
    let spokes: Vec<Hex> = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(seat) && s.hex != hub && open(s.hex))
        .map(|s| s.hex)
        .collect();
    Some((hub, spokes))
}

/// Bonus population the Pyramids give at each of `seat`'s stars when it grows.
pub fn pyramids(world: &mut World, seat: Seat) -> Vec<(Hex, u32)> {
    held(world, seat)
        .into_iter()
        .filter_map(|(h, effect)| match effect {
            RelicEffect::Pyramids { bonus_population } => Some((h, bonus_population)),
            _ => None,
        })
        .collect()
}

/// The Death Ray `seat` could fire now: its hex and range (None if it holds none, or
/// has fired it this round).
fn ray_of(world: &mut World, seat: Seat) -> Option<(Hex, u32)> {
    let round = narrate::current_round(world);
    if world.resource::<RelicStars>().0.is_empty()
        || world.resource::<DeathRayUse>().0.contains(&(seat, round))
    {
        return None;
    }
    held(world, seat)
        .into_iter()
        .find_map(|(h, effect)| match effect {
            RelicEffect::DeathRay { range } => Some((h, range)),
            _ => None,
        })
}

/// Everything the Death Ray of `seat` may hit now: ships and population discs of seats
/// at war with it within range, outside a held Defense Grid's hex. A home star loses
/// only discs beyond its miniature.
pub fn death_ray_targets(world: &mut World, seat: Seat) -> Vec<RayTarget> {
    let Some((from, range)) = ray_of(world, seat) else {
        return Vec::new();
    };
    let shielded: Vec<Hex> = placed(world)
        .into_iter()
        .filter(|x| x.2.is_some() && x.3.revealed && matches!(x.4, RelicEffect::DefenseGrid { .. }))
        .map(|x| x.1)
        .collect();
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    let in_reach = |h: Hex| from.unsigned_distance_to(h) <= range && !shielded.contains(&h);
    let mut out = Vec::new();
    for s in &snap.stars {
        let Some(owner) = s.owner else { continue };
        // The cheap tests first: reading a star's discs looks up its entity.
        if owner != seat
            && dip.at_war(seat, owner)
            && in_reach(s.hex)
            && discs::discs_on(world, s) > 0
        {
            out.push(RayTarget {
                at: (s.hex.x, s.hex.y),
                victim: owner,
                disc: true,
            });
        }
    }
    for &h in &snap.occupied {
        if !in_reach(h) {
            continue;
        }
        for victim in Seat::all(snap.seat_count()) {
            if victim != seat && dip.at_war(seat, victim) && snap.ships(board, h, victim) > 0 {
                out.push(RayTarget {
                    at: (h.x, h.y),
                    victim,
                    disc: false,
                });
            }
        }
    }
    out
}

/// Fires `seat`'s Death Ray at `target` (checked against the targets it may hit).
pub fn fire(
    world: &mut World,
    seat: Seat,
    target: RayTarget,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if ray_of(world, seat).is_none() {
        return Err(crate::says!("log-cont-ray-none"));
    }
    if !death_ray_targets(world, seat).contains(&target) {
        return Err(crate::says!(
            "log-cont-ray-cannot-hit",
            at = hex_label(Hex::new(target.at.0, target.at.1)),
            what = if target.disc { "disc" } else { "ship" }
        ));
    }
    let round = narrate::current_round(world);
    world.resource_mut::<DeathRayUse>().0.push((seat, round));
    let h = Hex::new(target.at.0, target.at.1);
    let (name, victim) = (
        narrate::name_says(world, seat),
        narrate::name_says(world, target.victim),
    );
    if target.disc {
        let snap = Snapshot::take(world);
        if let Some(star) = snap.star_at(h).cloned() {
            let left = star.population - 1;
            ships::modify::<Star>(world, star.entity, |s| {
                s.population = left;
                if left == 0 {
                    s.owner = None;
                }
            });
            discs::return_discs(world, target.victim, 1);
            narrate::log_seat_event(
                world,
                seat,
                Some(h),
                crate::says!(
                    "log-cont-ray-disc",
                    who = name,
                    victim = victim,
                    star = &*star.name,
                    empty = if left == 0 { "yes" } else { "no" }
                ),
            );
        }
    } else {
        ships::remove_ships(world, target.victim, h, 1);
        narrate::log_seat_event(
            world,
            seat,
            Some(h),
            crate::says!(
                "log-cont-ray-ship",
                who = name,
                victim = victim,
                at = hex_label(h)
            ),
        );
        super::record(
            world,
            Fact::ShipsDestroyed {
                by: seat,
                victim: target.victim,
                ships: 1,
                hex: target.at,
                in_battle: false,
            },
        );
    }
    Ok(crate::says!("log-cont-ray-fires"))
}

/// An automa's Death Ray (solo rule 5.1.3): it always fires when something hostile is in
/// range, preferring population; a die picks among the possible target hexes (a hex
/// counts once however many factions it could hit), then, if several factions there
/// could be hit, a second die picks the victim.
pub fn automa_death_ray(world: &mut World, seat: Seat) {
    let all = death_ray_targets(world, seat);
    if all.is_empty() {
        return;
    }
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::DeathRayTarget,
        crate::says!("log-cont-ray-target-what"),
    );
    let prefer_discs = all.iter().any(|t| t.disc);
    if prefer_discs && all.iter().any(|t| !t.disc) {
        d.filters
            .push(crate::says!("log-cont-ray-population-preferred"));
    }
    let cands: Vec<RayTarget> = all.into_iter().filter(|t| t.disc == prefer_discs).collect();
    let mut hexes: Vec<(i32, i32)> = cands.iter().map(|t| t.at).collect();
    hexes.sort_by_key(|&(x, y)| (y, x));
    hexes.dedup();
    let what = if prefer_discs { "population" } else { "ships" };
    let at = crate::rules::choice::pick_one(world, &mut d, &hexes, RAY_HEX_PURPOSE, |h| {
        (
            Candidate::Hex(h),
            crate::says!(
                "log-cont-ray-at",
                what = what,
                at = hex_label(Hex::new(h.0, h.1))
            ),
        )
    });
    d.concern([Hex::new(at.0, at.1)]);
    let here: Vec<RayTarget> = cands.into_iter().filter(|t| t.at == at).collect();
    let target = if here.len() == 1 {
        d.result = crate::says!(
            "log-cont-ray-of",
            what = what,
            victim = narrate::name_says(world, here[0].victim),
            at = hex_label(Hex::new(at.0, at.1))
        );
        world.resource_mut::<GameLog>().decision(d);
        here[0]
    } else {
        world.resource_mut::<GameLog>().decision(d);
        // Several factions' ships in one hex: a second die picks whose.
        let mut v = Decision::new(
            round,
            seat,
            DecisionKind::DeathRayTarget,
            crate::says!("log-cont-ray-victim-what"),
        );
        let names: Vec<Says> = here
            .iter()
            .map(|t| narrate::name_says(world, t.victim))
            .collect();
        let target =
            crate::rules::choice::pick_one(world, &mut v, &here, RAY_VICTIM_PURPOSE, |t| {
                let i = here.iter().position(|x| *x == t).unwrap_or(0);
                (Candidate::Seat(t.victim), names[i].clone())
            });
        v.concern([Hex::new(at.0, at.1)]);
        world.resource_mut::<GameLog>().decision(v);
        target
    };
    let _ = fire(world, seat, target);
}
