//! The trading phase: each person in turn may trade one level with a willing seat and
//! ask for peace; the verbs are `rules/trading.rs`.

use super::GamePhase;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::{self, Roster};
use crate::rules::trading::trading_order;
use bevy::prelude::*;

pub fn plugin(_app: &mut App) {}

/// Each person trades in turn (STO people first, then by turn order: an automa that
/// trades once a round trades with the one it prefers); when all have ended, every
/// automa's end of trading comes (the Slavers' level from offboard power), each
/// person's trading turn is recorded and scoring follows.
pub(super) fn drive_trading(world: &mut World) {
    if world.resource::<PromptSlot>().0.is_some() {
        return;
    }
    let next = trading_order(world)
        .into_iter()
        .find(|&p| !world.resource::<RoundFlags>().trading_done[p]);
    if let Some(seat) = next {
        world
            .resource_mut::<PromptSlot>()
            .ask(seat, Prompt::Trading);
        return;
    }
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    let automas: Vec<Seat> = world.resource::<Roster>().automas().collect();
    for seat in automas {
        if let Some(kind) = table::automa_kind(world, seat) {
            kind.trading_phase_end(world, seat);
        }
    }
    let round = narrate::current_round(world);
    for seat in people {
        world
            .resource_mut::<super::TurnsDone>()
            .0
            .push(super::TurnDone {
                round,
                phase: GamePhase::Trading,
                seat: Some(seat),
            });
    }
    world
        .resource_mut::<NextState<GamePhase>>()
        .set(GamePhase::Scoring);
}
