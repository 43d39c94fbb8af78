//! What a scenario file may say of the Remnants (its `automas` entry for their seat):
//! which Remnant systems are still unopened, and where their forces stand. The pool's
//! order is the shared `decks` entry of the scenario (deck "remnant pool").

use super::forces::{Force, Remnants};
use crate::rules::board::{Board, hex_label, hex_order};
use crate::rules::model::*;
use crate::rules::snapshot::Snapshot;
use crate::rules::{narrate, ships};
use bevy::prelude::*;
use hexx::Hex;
use serde::Deserialize;

/// The most ships a scenario may give the Remnants, one force or all together (every
/// ship is an entity).
const MAX_SHIPS: u32 = 1000;

/// The Remnants' state as a scenario writes it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemnantsState {
    /// The Remnant systems not opened yet, replacing those the table marked (a neutral
    /// star each). Without it, the table's stand, less those a force is placed on.
    #[serde(default)]
    pub unopened: Option<Vec<(i32, i32)>>,
    /// Forces to place: on a star, an opened garrison; elsewhere, a force in deep space.
    #[serde(default)]
    pub forces: Vec<ForceSpec>,
    /// Garrisons destroyed before the scenario starts.
    #[serde(default)]
    pub destroyed: u32,
}

/// One force a scenario places.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ForceSpec {
    pub at: (i32, i32),
    /// Mobile ships.
    #[serde(default)]
    pub mobile: u32,
    /// Immobile ships (bases).
    #[serde(default)]
    pub bases: u32,
    /// The star it last left: a force in deep space never goes back there.
    #[serde(default)]
    pub origin: Option<(i32, i32)>,
}

/// Checks a scenario's state against the board and sets it: the unopened systems, and
/// each force's ships on the board with its entry in the ledger.
pub fn set(world: &mut World, seat: Seat, state: RemnantsState) -> Result<(), String> {
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    let neutral_star = |h: Hex| {
        snap.star_at(h)
            .is_some_and(|s| s.owner.is_none() && s.kind != StarKind::Home)
    };
    let mut unopened = match &state.unopened {
        Some(list) => {
            let mut v: Vec<Hex> = Vec::new();
            for &(x, y) in list {
                let h = Hex::new(x, y);
                if !neutral_star(h) {
                    return Err(crate::t!("log-rem-scen-not-neutral", at = hex_label(h)));
                }
                if v.contains(&h) {
                    return Err(crate::t!("log-rem-scen-twice", at = hex_label(h)));
                }
                v.push(h);
            }
            v
        }
        None => world.resource::<Remnants>().unopened.clone(),
    };
    let mut placed: Vec<Hex> = Vec::new();
    let mut total: u32 = 0;
    for (i, f) in state.forces.iter().enumerate() {
        let h = Hex::new(f.at.0, f.at.1);
        let field = format!("`forces[{i}]`");
        if !board.contains(h) {
            return Err(crate::t!(
                "log-rem-scen-off-board",
                field = field.as_str(),
                at = hex_label(h)
            ));
        }
        if placed.contains(&h) {
            return Err(crate::t!(
                "log-rem-scen-second-force",
                field = field.as_str(),
                at = hex_label(h)
            ));
        }
        let ships = f.mobile.saturating_add(f.bases);
        if !(1..=MAX_SHIPS).contains(&ships) {
            return Err(crate::t!(
                "log-rem-scen-ships",
                field = field.as_str(),
                n = ships,
                max = MAX_SHIPS
            ));
        }
        total = total.saturating_add(ships);
        if total > MAX_SHIPS {
            return Err(crate::t!(
                "log-rem-scen-too-many",
                field = field.as_str(),
                max = MAX_SHIPS
            ));
        }
        if let Some(other) = Seat::all(snap.seat_count()).find(|&s| snap.ships(&board, h, s) > 0) {
            return Err(crate::t!(
                "log-rem-scen-occupied",
                field = field.as_str(),
                at = hex_label(h),
                seat = other.0
            ));
        }
        if let Some((x, y)) = f.origin
            && snap.star_at(Hex::new(x, y)).is_none()
        {
            return Err(crate::t!(
                "log-rem-scen-origin",
                field = field.as_str(),
                at = hex_label(Hex::new(x, y))
            ));
        }
        placed.push(h);
    }
    // A force on an unopened system is its garrison: the system is open.
    unopened.retain(|h| !placed.contains(h));
    unopened.sort_by(hex_order);
    for f in &state.forces {
        let h = Hex::new(f.at.0, f.at.1);
        ships::place_pieces(world, seat, h, f.mobile + f.bases);
        world.resource_mut::<Remnants>().add(Force {
            hex: h,
            origin: f.origin.map(|(x, y)| Hex::new(x, y)),
            mobile: f.mobile,
            bases: f.bases,
            chits: Vec::new(),
        });
        narrate::log_seat_event(
            world,
            seat,
            Some(h),
            crate::says!(
                "log-rem-scenario-force",
                mobile = f.mobile,
                bases = f.bases,
                at = hex_label(h)
            ),
        );
    }
    let mut r = world.resource_mut::<Remnants>();
    r.unopened = unopened;
    r.destroyed = state.destroyed;
    Ok(())
}
