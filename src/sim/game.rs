//! A headless game: an app with the rules, started at a table, or replayed from its
//! seed and commands (what saves, the policy's look-ahead and the runner stand on).

use crate::rules::data::RulesData;
use crate::rules::setup::GameConfig;
use bevy::prelude::*;

/// Builds an app and starts a game in it.
pub fn start(rules: RulesData, config: GameConfig) -> Result<App, String> {
    let setup = crate::rules::setup::setup_of(&rules, &config)?;
    start_with(rules, config, &setup)
}

/// Builds an app and starts a game at the table a setup file describes.
pub fn start_with(
    rules: RulesData,
    config: GameConfig,
    setup: &crate::rules::data::SetupFile,
) -> Result<App, String> {
    let mut app = crate::rules::headless_app(rules);
    app.update(); // enter the Setup state
    crate::rules::setup::new_game_with(app.world_mut(), config, setup)?;
    Ok(app)
}

/// Replays a game from its seed and the player's recorded commands alone (no policy):
/// the same game comes out, which is what saves and replays stand on.
pub fn replay(
    rules: &RulesData,
    config: GameConfig,
    commands: &[crate::rules::player::SeatCommand],
) -> Result<App, String> {
    let mut app = start(rules.clone(), config)?;
    crate::rules::phases::replay_commands(app.world_mut(), commands)?;
    Ok(app)
}
