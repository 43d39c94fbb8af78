//! Standing effects a seat has from content (its star people's: a free gain, a research
//! leap, a free counter with a switch, no ships from asteroids...): the shared verbs ask
//! for them by their data name ([`PeopleEffect`]) at these hook points, never naming the
//! content that gives them.

use crate::rules::data::PeopleEffect;
use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::model::StarKind;
use crate::rules::seat::Seat;
use bevy::prelude::*;

/// Hook point: content shows each effect `seat` has now to the visitor, which answers
/// true to stop; the hook answers whether it was stopped.
pub struct SeatEffects;

impl HookPoint for SeatEffects {
    type Fn = fn(&World, Seat, &mut dyn FnMut(PeopleEffect) -> bool) -> bool;
}

/// Whether `seat` has `effect`.
pub fn has(world: &World, seat: Seat, effect: PeopleEffect) -> bool {
    hooked::<SeatEffects>(world)
        .iter()
        .any(|f| f(world, seat, &mut |e| e == effect))
}

/// The first effect of `seat` that `pick` accepts, read out.
pub fn find<T>(world: &World, seat: Seat, pick: impl Fn(PeopleEffect) -> Option<T>) -> Option<T> {
    let mut found = None;
    for f in hooked::<SeatEffects>(world) {
        let stopped = f(world, seat, &mut |e| {
            found = pick(e);
            found.is_some()
        });
        if stopped {
            break;
        }
    }
    found
}

/// Every effect `seat` has now, in order.
pub fn effects(world: &World, seat: Seat) -> Vec<PeopleEffect> {
    let mut all = Vec::new();
    for f in hooked::<SeatEffects>(world) {
        f(world, seat, &mut |e| {
            all.push(e);
            false
        });
    }
    all
}

/// Hook point: free gains `seat` has left this game (a people's allowance).
pub struct FreeGainAllowance;

impl HookPoint for FreeGainAllowance {
    type Fn = fn(&World, Seat) -> u32;
}

/// Free gains `seat` has left this game.
pub fn free_gains_left(world: &World, seat: Seat) -> u32 {
    hooked::<FreeGainAllowance>(world)
        .iter()
        .map(|f| f(world, seat))
        .sum()
}

/// Hook point: `seat` used a free gain of a star of `kind` (an allowance counts it).
pub struct FreeGainSpent;

impl HookPoint for FreeGainSpent {
    type Fn = fn(&mut World, Seat, StarKind);
}

/// `seat` used a free gain of a star of `kind`.
pub fn free_gain_used(world: &mut World, seat: Seat, kind: StarKind) {
    for f in hooked_mut::<FreeGainSpent>(world).iter() {
        f(world, seat, kind);
    }
}
