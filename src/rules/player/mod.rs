//! The player's side: commands are data, validated before they change anything and
//! recorded once accepted, so games can be saved, replayed and undone.

mod command;
mod growth;
mod moves;

pub use command::*;
pub use growth::*;
pub use moves::*;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_message::<SubmitCommand>()
        .add_message::<CommandResult>()
        .add_systems(PreUpdate, apply_submitted_commands);
}
