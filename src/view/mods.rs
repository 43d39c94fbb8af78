//! Mods on the desktop: rules folders in `mods/` beside the game (or where
//! `GALACTIC_AUTOMA_MODS` points), each with the layout of `assets/rules`. The new-game
//! screen lists them; the chosen folder is read again each time a game starts, so a
//! change to a mod is in the next game and never in the middle of one. A broken mod is
//! reported on the new-game screen (every problem, with file and line) and the game
//! goes on with the rules it has.

use crate::rules::data::{ModName, RulesData};
use bevy::prelude::*;

/// A mod to play from the start (`--mod NAME`).
#[derive(Resource, Clone, Debug)]
pub struct StartMod(pub String);

/// The rules the game loaded at start (its own): what "built-in" goes back to.
#[derive(Resource, Clone)]
pub struct BuiltInRules(pub RulesData);

/// The folder holding the mods, if there is one.
#[cfg(not(target_arch = "wasm32"))]
pub fn mods_dir() -> Option<std::path::PathBuf> {
    if let Some(d) = std::env::var_os("GALACTIC_AUTOMA_MODS") {
        return Some(d.into());
    }
    let here = std::path::PathBuf::from("mods");
    if here.is_dir() {
        return Some(here);
    }
    let beside = std::env::current_exe().ok()?.parent()?.join("mods");
    beside.is_dir().then_some(beside)
}

/// The mods found: folder names holding a `base.ron`, sorted.
pub fn list() -> Vec<String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let Some(dir) = mods_dir() else {
            return Vec::new();
        };
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .filter(|e| e.path().join("base.ron").is_file())
            .filter_map(|e| e.file_name().into_string().ok())
            .collect();
        names.sort();
        names
    }
    #[cfg(target_arch = "wasm32")]
    Vec::new()
}

/// Puts the rules of `name` (or the built-in ones) in place for the next game.
pub fn use_rules(world: &mut World, name: Option<&str>) -> Result<(), String> {
    let rules = match name {
        None => match world.get_resource::<BuiltInRules>() {
            Some(b) => b.0.clone(),
            None => return Ok(()),
        },
        Some(name) => read_mod(name)?,
    };
    world.insert_resource(rules);
    world.insert_resource(ModName(name.map(str::to_string)));
    Ok(())
}

#[cfg(not(target_arch = "wasm32"))]
fn read_mod(name: &str) -> Result<RulesData, String> {
    let dir = mods_dir().ok_or("there is no mods folder")?.join(name);
    if !dir.is_dir() {
        return Err(format!("the mod \"{name}\" is not in the mods folder"));
    }
    let problems = RulesData::validate_dir(&dir);
    if !problems.is_empty() {
        let list: Vec<String> = problems.iter().take(8).map(|p| p.to_string()).collect();
        return Err(format!(
            "the mod \"{name}\" has {} problem(s):\n{}",
            problems.len(),
            list.join("\n")
        ));
    }
    RulesData::load_dir(&dir).map_err(|e| e.to_string())
}

#[cfg(target_arch = "wasm32")]
fn read_mod(name: &str) -> Result<RulesData, String> {
    Err(format!(
        "mods are read from a folder on the desktop, not in the browser ({name})"
    ))
}
