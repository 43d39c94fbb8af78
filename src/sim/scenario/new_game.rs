//! A scenario that starts a new game from a setup.

use super::format::{NewGame, Scenario};
use super::position::{automa_states, config_of};
use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::setup::GameConfig;
use bevy::prelude::*;

/// Starts a new game from a setup with the scenario's seed, difficulty, alignment and
/// forced dice.
pub(super) fn new_game_app(rules: &RulesData, sc: &Scenario, ng: &NewGame) -> Result<App, String> {
    if sc.forced_dice.iter().any(|f| !(1..=6).contains(f)) {
        return Err("`forced_dice` faces must be 1-6".into());
    }
    let setup = match &ng.setup {
        Some(path) => super::table::from_file(path)?,
        None => super::table::named(rules, sc.setup.as_deref())?,
    };
    let mut app = crate::rules::headless_app(rules.clone());
    app.update();
    // Faces queued before the game are kept by it: they decide the start.
    app.world_mut()
        .resource_mut::<Dice>()
        .force(sc.forced_dice.iter().copied());
    let config = GameConfig {
        sector_bonus: ng.sector_bonus,
        alignments: ng.alignments.clone(),
        ..config_of(sc)
    };
    crate::rules::setup::new_game_with(app.world_mut(), config, &setup)?;
    automa_states(app.world_mut(), sc)?;
    Ok(app)
}
