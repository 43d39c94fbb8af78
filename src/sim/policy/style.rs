//! A variation the look-ahead asks of the built-in policy for one answer: accept or
//! refuse, retreat or stand, hold its ships, leave the rival alone, grow otherwise. Set
//! in a copy of the game before the policy answers; without it the policy plays its
//! own way.

use crate::rules::player::Oval;
use bevy::prelude::*;

#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Style {
    /// The answer to an offer (peace, a trade) instead of its own.
    pub accept: Option<bool>,
    /// The answer to "retreat?" or "force them out?" instead of its own.
    pub retreat: Option<bool>,
    /// This option of a kind's question instead of the one proposed.
    pub option: Option<usize>,
    /// In its move turn: no attack on the rival, on foes always at war, or on a garrison.
    pub no_attacks: bool,
    /// In its move turn: no peace asked of the rival.
    pub stay_at_war: bool,
    /// In its move turn: no ship sent out to gain stars (attacks still made).
    pub hold: bool,
    /// In its growth: these two ovals instead of its best two (extra ones still bought).
    pub ovals: Option<[Oval; 2]>,
    /// In its growth: research this field (while below level 6).
    pub field: Option<crate::rules::model::Field>,
    /// In its trading: no trade.
    pub no_trade: bool,
}

/// The style in force (the policy's own when none was set).
pub fn of(world: &World) -> Style {
    world.get_resource::<Style>().cloned().unwrap_or_default()
}
