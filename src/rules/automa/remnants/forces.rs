//! The Remnants' own state: the Remnant systems not opened yet, and their forces on the
//! board, each with where it came from. The board holds their ships (pieces of the
//! Remnants' seat, so that battles, blocking and majorities see them); this ledger holds
//! what the board cannot say: which ships are immobile bases, which chits they came
//! from, and the star a force last left.

use super::tables::{Chit, RemnantsTable};
use crate::rules::board::hex_order;
use crate::rules::deck::Decks;
use crate::rules::model::*;
use crate::rules::snapshot;
use bevy::prelude::*;
use hexx::Hex;

/// The deck the Remnants' chits are drawn from.
pub const POOL: &str = "remnant pool"; // not shown: a deck's name

/// The Remnants' state in a game.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Remnants {
    /// Their seat, when they sit at this game's table (their hooks, registered for every
    /// game, do nothing otherwise).
    pub seat: Option<Seat>,
    /// Stars whose garrison has not been drawn yet, in reading order.
    pub unopened: Vec<Hex>,
    /// Their forces, one a hex (forces that meet merge).
    pub forces: Vec<Force>,
    /// Garrisons destroyed so far.
    pub destroyed: u32,
}

/// One Remnant force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Force {
    pub hex: Hex,
    /// The star it last left: a force in deep space never goes back there.
    pub origin: Option<Hex>,
    /// Mobile ships.
    pub mobile: u32,
    /// Immobile ships (bases): they fight but never move or retreat.
    pub bases: u32,
    /// The chits it holds (cards of the pool): discarded when its ships are gone.
    pub chits: Vec<usize>,
}

impl Force {
    pub fn ships(&self) -> u32 {
        self.mobile + self.bases
    }
}

impl Remnants {
    pub fn force_at(&self, hex: Hex) -> Option<&Force> {
        self.forces.iter().find(|f| f.hex == hex)
    }

    pub fn force_at_mut(&mut self, hex: Hex) -> Option<&mut Force> {
        self.forces.iter_mut().find(|f| f.hex == hex)
    }

    /// The hexes of the forces, in reading order.
    pub fn force_hexes(&self) -> Vec<Hex> {
        let mut v: Vec<Hex> = self.forces.iter().map(|f| f.hex).collect();
        v.sort_by(hex_order);
        v
    }

    /// Puts a force at its hex, merging with one already there (the origin becomes the
    /// arriving force's).
    pub fn add(&mut self, force: Force) {
        match self.force_at_mut(force.hex) {
            Some(there) => {
                there.mobile += force.mobile;
                there.bases += force.bases;
                there.chits.extend(force.chits);
                there.origin = force.origin;
            }
            None => self.forces.push(force),
        }
    }
}

/// What a garrison drew: its ships and chits, and the chits in words.
#[derive(Debug, Clone, Default)]
pub struct Drawn {
    pub mobile: u32,
    pub bases: u32,
    /// Chits with ships (blanks are discarded at once).
    pub chits: Vec<usize>,
    /// Every chit drawn, by name, in order.
    pub names: Vec<String>,
    /// The pool ran out before all were drawn.
    pub short: u32,
}

/// Draws `n` chits from the pool for `purpose`.
pub fn draw_chits(
    world: &mut World,
    table: &RemnantsTable,
    n: u32,
    purpose: &'static str,
) -> Drawn {
    let chits = table.chits();
    let mut out = Drawn::default();
    let mut decks = world.resource_mut::<Decks>();
    for _ in 0..n {
        let Some(card) = decks.draw(POOL, purpose) else {
            out.short += 1;
            continue;
        };
        let chit = chits.get(card).copied().unwrap_or(Chit::Blank);
        out.names.push(chit.name());
        let (m, b) = chit.ships();
        if m + b == 0 {
            decks.discard(POOL, card);
        } else {
            out.mobile += m;
            out.bases += b;
            out.chits.push(card);
        }
    }
    out
}

/// Discards the chits of a force whose ships are fewer than its chits hold, mobile chits
/// first, the last drawn first (a chit goes when none of its ships is left).
fn discard_lost(world: &mut World, table: &RemnantsTable, force: &mut Force) {
    let chits = table.chits();
    let ships_of = |card: usize| chits.get(card).copied().unwrap_or(Chit::Blank).ships();
    let held = |f: &Force, base: bool| -> u32 {
        f.chits
            .iter()
            .map(|&c| if base { ships_of(c).1 } else { ships_of(c).0 })
            .sum()
    };
    for base in [false, true] {
        let have = if base { force.bases } else { force.mobile };
        while held(force, base) > have {
            let Some(i) = force.chits.iter().rposition(|&c| {
                let (m, b) = ships_of(c);
                if base { b > 0 } else { m > 0 }
            }) else {
                break;
            };
            let (m, b) = ships_of(force.chits[i]);
            let size = if base { b } else { m };
            if held(force, base) - size < have {
                break;
            }
            let card = force.chits.remove(i);
            world.resource_mut::<Decks>().discard(POOL, card);
        }
    }
}

/// A force's ships gone from the board: what became of each force since the ledger was
/// last brought up to date. Returns the hexes of garrisons (forces on a star) destroyed.
pub fn sync(world: &mut World, seat: Seat, table: &RemnantsTable) -> Vec<Hex> {
    let pieces: Vec<Hex> = snapshot::all_pieces(world)
        .into_iter()
        .filter(|p| p.1 == seat)
        .map(|p| p.2)
        .collect();
    let count = |h: Hex| pieces.iter().filter(|&&p| p == h).count() as u32;
    let mut state = world.resource::<Remnants>().clone();
    let snap = snapshot::Snapshot::take(world);
    let mut destroyed = Vec::new();
    let mut kept = Vec::new();
    for mut f in std::mem::take(&mut state.forces) {
        let n = count(f.hex);
        if n == 0 {
            for card in f.chits.drain(..) {
                world.resource_mut::<Decks>().discard(POOL, card);
            }
            if snap.star_at(f.hex).is_some() {
                destroyed.push(f.hex);
            }
            continue;
        }
        if n < f.ships() {
            // Losses take the mobile ships first, then the bases.
            let lost = f.ships() - n;
            let from_mobile = lost.min(f.mobile);
            f.mobile -= from_mobile;
            f.bases -= (lost - from_mobile).min(f.bases);
            discard_lost(world, table, &mut f);
        } else if n > f.ships() {
            // Ships the ledger did not know (a scenario placed them): mobile.
            f.mobile += n - f.ships();
        }
        kept.push(f);
    }
    // Ships at a hex with no force (placed by a scenario): a force in deep space.
    let mut seen: Vec<Hex> = kept.iter().map(|f| f.hex).collect();
    for &h in &pieces {
        if !seen.contains(&h) {
            seen.push(h);
            kept.push(Force {
                hex: h,
                origin: None,
                mobile: count(h),
                bases: 0,
                chits: Vec::new(),
            });
        }
    }
    state.forces = kept;
    state.destroyed += destroyed.len() as u32;
    *world.resource_mut::<Remnants>() = state;
    destroyed
}
