//! Which screen the window shows, and the window's egui context for the exclusive
//! systems that draw with the whole world in hand.

use bevy::prelude::*;

/// Which screen is showing.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Reading the rules tables through the asset server.
    #[default]
    Loading,
    /// A rules file could not be used; the message says which and why.
    Broken,
    Title,
    /// Difficulty and seed for the next game.
    NewGame,
    Game,
    /// Final DP by source, the ranking and the DP chart.
    GameOver,
}

/// The primary egui context, for exclusive systems that also need the whole world.
pub(crate) fn egui_ctx(world: &mut World) -> Option<bevy_egui::egui::Context> {
    let mut q =
        world.query_filtered::<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>();
    q.iter_mut(world).next().map(|mut c| c.get_mut().clone())
}
