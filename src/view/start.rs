//! Starting a game in the window: a new game from its configuration, or the rules a
//! saved game was played with put back in place before it is loaded or watched.

use super::screen::Screen;
use crate::rules::setup::GameConfig;
use crate::save::{self, SaveFile};
use bevy::prelude::*;

/// Clears any previous game and starts a new one with `config`.
pub fn start_game(world: &mut World, config: GameConfig) -> Result<(), String> {
    crate::rules::reset_game(world);
    // Nobody holds the device of a new game yet (a hot-seat game asks for it first).
    world.insert_resource(super::state::Screenholder::default());
    world.get_resource_or_init::<super::state::GameNumber>().0 += 1;
    // A new game has no name yet (a load names it once it is in).
    world.insert_resource(super::state::SlotName(None));
    crate::rules::setup::new_game(world, config.clone())?;
    world.insert_resource(config);
    world.resource_mut::<NextState<Screen>>().set(Screen::Game);
    Ok(())
}

/// Puts in place the rules a save was played with (its mod, read again, or the game's
/// own) and checks the save against them.
pub fn rules_for(world: &mut World, saved: &SaveFile) -> Result<(), String> {
    super::mods::use_rules(world, saved.rules_folder.as_deref())?;
    save::check(saved, world.resource::<crate::rules::data::RulesData>()).map_err(|e| match &saved
        .rules_folder
    {
        Some(m) => crate::t!("start-mod-changed", name = m.as_str(), error = e),
        None => e,
    })
}
