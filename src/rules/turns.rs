//! Finished turns: each seat's turn in each phase is recorded when it ends (runners stop
//! at exact points with them), and after a person's turn what acts "after each of your
//! turns" acts.

use crate::rules::hooks::hooked_mut;
use crate::rules::moments::{GamePhase, PersonTurnEnded};
use crate::rules::narrate;
use crate::rules::seat::Seat;
use crate::rules::table::Roster;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A finished turn, so runners can stop at exact points (e.g. after the Slavers' move).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnDone {
    pub round: u8,
    pub phase: GamePhase,
    pub seat: Option<Seat>,
}

#[derive(Resource, Debug, Clone, Default)]
pub struct TurnsDone(pub Vec<TurnDone>);

/// Marks a seat's growth turn as done; after a person's, what acts after each of their
/// turns acts.
pub fn growth_turn_done(world: &mut World, seat: Seat) {
    let round = narrate::current_round(world);
    world.resource_mut::<TurnsDone>().0.push(TurnDone {
        round,
        phase: GamePhase::Growth,
        seat: Some(seat),
    });
    if world.resource::<Roster>().is_human(seat) {
        for after in hooked_mut::<PersonTurnEnded>(world).iter().copied() {
            after(world, seat, GamePhase::Growth);
        }
    }
}
