//! The passive automa of the 2-player variant: an ancient light-side civilization that
//! takes no turns. It is set up at random before the people (see [`setup`]); in play
//! the person not attacking it answers its battle questions (the setup's
//! `decided_by: Some(OtherPerson)`), it accepts peace, and it trades with whoever may.

mod setup;
mod table;

pub use setup::*;
pub use table::*;

use super::AutomaKind;
use crate::rules::choice::{Question, Reply};
use crate::rules::model::*;
use bevy::prelude::*;

/// The passive kind, as the registry in `automa/mod.rs` lists it.
pub const KIND: AutomaKind = AutomaKind {
    key: "passive",
    moves: false,
    read: |file, text| {
        let t: PassiveTable = crate::rules::data::parse_ron(file, text)?;
        Ok(crate::rules::data::KindTable::new(t.clone(), t.traits()))
    },
    init: |_, _| {},
    start,
    // It never takes a turn: no movement, no growth actions.
    move_turn: |_, _| {},
    roll_growth: |_, _| {},
    growth_turn: |_, _| {},
    planned_growth: |_, _| Vec::new(),
    cancel_growth_action: |_, _, _| {},
    answer,
    peace: |world, asker, automa| {
        world
            .resource_mut::<Diplomacy>()
            .set_war(asker, automa, false);
        true
    },
    peace_odds: |_, _, _| (6, "it never refuses peace".into()),
    // Its regular trade of the round done, it trades once more with a person whose card
    // gives one more trade (General Scientific), which that uses up.
    trade_willing: |world, asker, automa| {
        has_trade_left(world, asker, automa)
            || crate::rules::content::card::use_extra_trade(world, asker)
    },
    trade_odds: |world, asker, automa| {
        if has_trade_left(world, asker, automa) {
            (6, "it trades with anyone at peace and in contact".into())
        } else if crate::rules::content::card::has_extra_trade(world, asker) {
            (
                6,
                "its trade of the round is done; your card's extra trade gives one more".into(),
            )
        } else {
            (0, "it has traded this round already".into())
        }
    },
    trading_phase_end: |_, _| {},
    after_gain: crate::rules::automa::solo::assign_tactics,
};

/// Whether it still trades with `asker` this round: once a round in all, or once with
/// each person when its people trade with each partner (the ICC).
fn has_trade_left(world: &World, asker: Seat, automa: Seat) -> bool {
    !crate::rules::phases::has_traded(world, automa, asker)
}

/// Its own answers, when no person answers for it (outside a battle, or with nobody
/// else at the table): it stands, destroys all it may, and draws a retreat hex. Its
/// people's power to force an attacker out (the Felines) it uses at its home star, the
/// first time there each round.
fn answer(world: &mut World, seat: Seat, question: &Question) -> Reply {
    match question {
        Question::ForceRetreat { hex, .. } => {
            let home = crate::rules::ops::home_star(world, seat);
            Reply::ForceRetreat(home == Some(*hex))
        }
        Question::RetreatBeforeCombat { .. } => Reply::Retreat(false),
        Question::Losses { max, .. } => Reply::Losses(*max),
        Question::RetreatHex {
            hex, options, why, ..
        } => Reply::RetreatTo(crate::rules::automa::solo::retreat_hex_by_die(
            world, seat, *hex, options, why,
        )),
    }
}
