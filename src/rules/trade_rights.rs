//! Rights in trading that content gives a seat (a star people's levy or its trade with
//! each partner, a card's extra trade): hook points the trading verbs ask, so that they
//! never name the content that answers.

use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::seat::Seat;
use bevy::prelude::*;

/// A right in trading that content may give a seat (a star people's, a card's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TradeRight {
    /// In a round without a trade, take a level from a faction ahead in contact.
    LevyWithoutTrade,
    /// One trade with each partner a round instead of one in all.
    TradeWithEachPartner,
    /// Partners asked to trade must accept.
    PartnersMustTrade,
    /// One more trade this round.
    ExtraTrade,
}

/// Hook point: whether content gives `seat` a right in trading.
pub struct TradeRights;

impl HookPoint for TradeRights {
    type Fn = fn(&World, Seat, TradeRight) -> bool;
}

/// Hook point: `seat` uses its extra trade of the round; the content that gave it takes
/// it back (true when one was there to use).
pub struct ExtraTradeUsed;

impl HookPoint for ExtraTradeUsed {
    type Fn = fn(&mut World, Seat) -> bool;
}

/// Whether content gives `seat` this right in trading.
pub fn has_right(world: &World, seat: Seat, right: TradeRight) -> bool {
    hooked::<TradeRights>(world)
        .iter()
        .any(|f| f(world, seat, right))
}

/// Uses up `seat`'s extra trade of the round, if it has one.
pub fn use_extra_trade(world: &mut World, seat: Seat) -> bool {
    hooked_mut::<ExtraTradeUsed>(world)
        .iter()
        .any(|f| f(world, seat))
}
