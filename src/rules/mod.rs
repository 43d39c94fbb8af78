//! The rules of the Galactic Era solo variant, as ECS. Nothing here knows about the
//! renderer: the whole module compiles and runs without the `gui` feature.

pub mod automa;
pub mod board;
pub mod combat;
pub mod data;
pub mod dice;
pub mod gain;
pub mod log;
pub mod model;
pub mod ops;
pub mod phases;
pub mod player;
pub mod population;
pub mod prompt;
pub mod setup;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

/// Registers the game state, the phases and the automa and player systems.
/// Expects [`data::RulesData`] to be inserted before the game starts.
pub fn plugin(app: &mut App) {
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.init_state::<phases::GamePhase>()
        .init_resource::<model::Technology>()
        .init_resource::<model::PopulationTracks>()
        .init_resource::<model::OffboardPower>()
        .init_resource::<model::Diplomacy>()
        .init_resource::<model::TurnOrder>()
        .init_resource::<model::Round>()
        .init_resource::<model::PlayerAlignment>()
        .init_resource::<model::DifficultyLevel>()
        .init_resource::<model::Score>()
        .init_resource::<model::FleetSupply>()
        .init_resource::<model::FleetTactics>()
        .init_resource::<model::RoundFlags>()
        .init_resource::<log::GameLog>()
        .init_resource::<prompt::PromptSlot>()
        .init_resource::<combat::BattleQueue>()
        .init_resource::<combat::BattleReports>()
        .init_resource::<automa::Spawned>()
        .init_resource::<gain::EmergencyReserveUsed>()
        .add_plugins((phases::plugin, automa::plugin, player::plugin));
}

/// A headless app with the rules, ready for [`setup::new_game`].
pub fn headless_app(rules: data::RulesData) -> App {
    let mut app = App::new();
    app.add_plugins(StatesPlugin)
        .insert_resource(rules)
        .insert_resource(dice::Dice::new(0))
        .add_plugins(plugin);
    app
}
