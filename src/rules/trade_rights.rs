//! A card's extra trade of the round (General Scientific), as hook points the trading
//! verbs ask without naming the cards. A people's rights in trading (its levy, a trade
//! with each partner, partners that must trade) are its standing effects
//! (`rules/effects.rs`).

use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::seat::Seat;
use bevy::prelude::*;

/// Hook point: whether `seat` has one more trade this round.
pub struct HasExtraTrade;

impl HookPoint for HasExtraTrade {
    type Fn = fn(&World, Seat) -> bool;
}

/// Hook point: `seat` uses its extra trade of the round; the content that gave it takes
/// it back (true when one was there to use).
pub struct ExtraTradeUsed;

impl HookPoint for ExtraTradeUsed {
    type Fn = fn(&mut World, Seat) -> bool;
}

/// Whether `seat` has one more trade this round.
pub fn has_extra_trade(world: &World, seat: Seat) -> bool {
    hooked::<HasExtraTrade>(world)
        .iter()
        .any(|f| f(world, seat))
}

/// Uses up `seat`'s extra trade of the round, if it has one.
pub fn use_extra_trade(world: &mut World, seat: Seat) -> bool {
    hooked_mut::<ExtraTradeUsed>(world)
        .iter()
        .any(|f| f(world, seat))
}
