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
    use crate::rules::hooks::AddHook;
    app.add_message::<SubmitCommand>()
        .add_message::<CommandResult>()
        .init_resource::<SelectionsShown>()
        .add_hook::<crate::rules::undo::Revealed>(|world| {
            world.get_resource::<SelectionsShown>().map_or(0, |s| s.0)
        })
        // A guard's war shows where they had (secretly) chosen to block.
        .add_hook::<crate::rules::undo::Revealed>(|world| {
            world
                .get_resource::<crate::rules::block::Guards>()
                .map_or(0, |g| g.declared)
        })
        .add_systems(PreUpdate, apply_submitted_commands);
}
