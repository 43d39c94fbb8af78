//! Population discs: taking them from the track or a star, returning them, moving them,
//! and the growth limit and the track value they make.

use crate::rules::board::hex_order;
use crate::rules::data::RulesData;
use crate::rules::hooks::{HookPoint, hooked};
use crate::rules::model::*;
use crate::rules::ships::modify;
use crate::rules::snapshot::{HomeStar, Snapshot, StarView, is_blocked};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;

/// Hook point: seats whose stars `seat`'s growth limits leave out (a people's rule).
/// The answers add up.
pub struct GrowthLimitIgnores;

impl HookPoint for GrowthLimitIgnores {
    type Fn = fn(&World, Seat) -> Vec<Seat>;
}

/// The growth limit of `seat`'s star at `hex`: the distance to the nearest other owned
/// star (the stars a people's growth rule leaves out aside), or the rules' limit for a
/// star alone.
pub fn growth_limit(world: &World, snap: &Snapshot, seat: Seat, hex: Hex) -> u32 {
    let alone = world.resource::<RulesData>().base.growth_limit_when_alone;
    let ignored: Vec<Seat> = hooked::<GrowthLimitIgnores>(world)
        .iter()
        .flat_map(|f| f(world, seat))
        .collect();
    snap.growth_limit_skipping(hex, alone, |o| ignored.contains(&o))
}

/// Moves up to `discs` population from one star to another (a home star's miniature
/// stays); a star left without population becomes uninhabited. Returns how many moved.
pub fn move_discs(world: &mut World, from: &StarView, to: &StarView, discs: u32) -> u32 {
    let discs = discs.min(discs_on(world, from));
    modify::<Star>(world, from.entity, |s| {
        s.population -= discs;
        if s.population == 0 {
            s.owner = None;
        }
    });
    modify::<Star>(world, to.entity, |s| s.population += discs);
    discs
}

/// Takes one disc off a seat's population track; false if the track is empty.
pub fn take_disc(world: &mut World, seat: Seat) -> bool {
    let mut tracks = world.resource_mut::<PopulationTracks>();
    if tracks.0[seat] == 0 {
        return false;
    }
    tracks.0[seat] -= 1;
    true
}

/// Takes up to `n` discs off `seat`'s track at once; returns how many it took.
pub fn take_discs(world: &mut World, seat: Seat, n: u32) -> u32 {
    let mut tracks = world.resource_mut::<PopulationTracks>();
    let taken = tracks.0[seat].min(n);
    tracks.0[seat] -= taken;
    taken
}

/// A person's star that can give a disc when the track is empty: unblocked, with a disc
/// (a home star's miniature is not one), the most populated first (reading order on
/// ties), `except` left out. The automas' empty tracks follow their own tables.
pub fn spare_star_disc(
    world: &World,
    snap: &Snapshot,
    seat: Seat,
    except: Entity,
) -> Option<Entity> {
    if !world.resource::<Roster>().is_human(seat) {
        return None;
    }
    snap.stars
        .iter()
        .filter(|s| {
            s.owner == Some(seat)
                && s.entity != except
                && discs_on(world, s) > 0
                && !is_blocked(world, snap, seat, s.hex)
        })
        .max_by(|a, b| {
            discs_on(world, a)
                .cmp(&discs_on(world, b))
                .then(hex_order(&b.hex, &a.hex))
        })
        .map(|s| s.entity)
}

/// Takes a disc from one of a person's stars (see [`spare_star_disc`]); a star left
/// without population becomes uninhabited. False when none can give one.
pub fn take_disc_from_stars(world: &mut World, seat: Seat, except: Entity) -> bool {
    let snap = Snapshot::take(world);
    let Some(e) = spare_star_disc(world, &snap, seat, except) else {
        return false;
    };
    modify::<Star>(world, e, |s| {
        s.population -= 1;
        if s.population == 0 {
            s.owner = None;
        }
    });
    true
}

/// Population lost from the board goes back to the track (or ascends at Spirituality 6).
pub fn return_discs(world: &mut World, seat: Seat, n: u32) {
    if n == 0 || !table::has_population_track(world, seat) {
        return;
    }
    let ascend = world.resource::<RulesData>().tech.spirituality_ascension;
    if world
        .resource::<Technology>()
        .level(seat, Field::Spirituality)
        >= ascend
    {
        return;
    }
    let max = world.resource::<RulesData>().base.population_track.len() as u32;
    let mut tracks = world.resource_mut::<PopulationTracks>();
    tracks.0[seat] = (tracks.0[seat] + n).min(max);
}

/// Population discs on a star: a home star's miniature (its first population) is not a
/// disc, so it can be neither shot, moved nor counted as blocked.
pub fn discs_on(world: &World, star: &StarView) -> u32 {
    if world.get::<HomeStar>(star.entity).is_some() {
        let home_pop = world.resource::<RulesData>().base.home_population;
        star.population.saturating_sub(home_pop)
    } else {
        star.population
    }
}

/// The population track value that counts for building and spawning: discs on blocked
/// stars do not contribute, so they count as if still on the track ("only the population
/// that contributes can be blocked"). A home star's miniature is not a disc.
pub fn contributing_track_value(world: &mut World, seat: Seat) -> u32 {
    let snap = Snapshot::take(world);
    let blocked: u32 = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(seat) && is_blocked(world, &snap, seat, s.hex))
        .map(|s| discs_on(world, s))
        .sum();
    let rules = world.resource::<RulesData>();
    let max = rules.base.population_track.len() as u32;
    let on_track = world.resource::<PopulationTracks>().0[seat];
    rules.base.track_value((on_track + blocked).min(max))
}
