//! What content changes in the automas' own rules, as hook points an automa kind asks
//! without naming the content: seats protected from a declared war (a card), the
//! automas' war roll and trade range (a goal), hexes a seat may not enter this round (a
//! people's forced retreat), and what acts when an automa's movement ends (a relic it
//! holds).

use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::seat::Seat;
use bevy::prelude::*;
use hexx::Hex;

/// Hook point: war may not be declared on `seat` now.
pub struct WarProtected;

impl HookPoint for WarProtected {
    type Fn = fn(&World, Seat) -> bool;
}

/// Whether war may not be declared on `seat` now.
pub fn war_protected(world: &World, seat: Seat) -> bool {
    hooked::<WarProtected>(world).iter().any(|f| f(world, seat))
}

/// Hook point: the extra roll an automa needs to declare war (war only on 1 to this
/// face), if content asks for one. The first answer holds.
pub struct AutomaWarRoll;

impl HookPoint for AutomaWarRoll {
    type Fn = fn(&World) -> Option<u8>;
}

/// The extra roll an automa needs to declare war, if any.
pub fn automa_war_roll(world: &World) -> Option<u8> {
    hooked::<AutomaWarRoll>(world).iter().find_map(|f| f(world))
}

/// Hook point: how much wider every automa's trade range is.
pub struct AutomaTradeRange;

impl HookPoint for AutomaTradeRange {
    type Fn = fn(&World) -> u8;
}

/// How much wider every automa's trade range is (the sum of what content adds).
pub fn automa_trade_range(world: &World) -> u8 {
    hooked::<AutomaTradeRange>(world)
        .iter()
        .fold(0u8, |t, f| t.saturating_add(f(world)))
}

/// Hook point: `seat` may not enter `hex` this round.
pub struct Barred;

impl HookPoint for Barred {
    type Fn = fn(&World, Seat, Hex) -> bool;
}

/// Whether `seat` may not enter `hex` this round.
pub fn barred(world: &World, seat: Seat, hex: Hex) -> bool {
    hooked::<Barred>(world).iter().any(|f| f(world, seat, hex))
}

/// Hook point: an automa's movement has ended (a Death Ray it holds fires now).
pub struct AutomaMoveEnded;

impl HookPoint for AutomaMoveEnded {
    type Fn = fn(&mut World, Seat);
}

/// An automa's movement has ended.
pub fn automa_move_ended(world: &mut World, seat: Seat) {
    for f in hooked_mut::<AutomaMoveEnded>(world).iter() {
        f(world, seat);
    }
}
