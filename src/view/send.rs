//! How the view acts: a command sent as the seat at the screen. Every panel that acts
//! sends through here.

use super::state::viewer;
use crate::rules::commands::{PlayerCommand, SubmitCommand};
use bevy::prelude::*;

/// Sends a command as the seat at the screen (the first person of the table).
pub fn submit(world: &mut World, command: PlayerCommand) {
    let seat = viewer(world);
    world.write_message(SubmitCommand { seat, command });
}
