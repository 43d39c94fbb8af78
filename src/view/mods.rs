//! Mods in the window (the folders: [`crate::rules::data::mod_folder`]). The new-game
//! screen lists them and watches the chosen one: when its
//! files change it is checked again and the screen says so (or lists every problem, with
//! file and line). The folder is read again each time a game starts, so a change to a
//! mod is in the next game and never in the middle of one, and a broken mod never
//! stops the game: it goes on with the rules it has.

use crate::rules::data::{ModName, RulesData};
use bevy::prelude::*;

/// A mod to play from the start (`--mod NAME`).
#[derive(Resource, Clone, Debug)]
pub struct StartMod(pub String);

/// The rules the game loaded at start (its own): what "built-in" goes back to.
#[derive(Resource, Clone)]
pub struct BuiltInRules(pub RulesData);

#[cfg(not(target_arch = "wasm32"))]
pub use crate::rules::data::mod_folder::mods_dir;
use crate::rules::data::mod_folder::read_mod;

/// The mods found: folder names holding at least one rules file, sorted.
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
            .filter(|e| !crate::rules::data::mod_files(&e.path()).is_empty())
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

/// What the new-game screen shows of the chosen mod, checked again whenever its files
/// change (a look at their sizes and times about once a second: cheap, no watcher
/// thread).
#[derive(Resource, Default)]
pub struct ModWatch {
    name: Option<String>,
    stamp: u64,
    last_look: f64,
    /// How often the chosen mod was read again after a change while the screen showed.
    pub reloads: u32,
    pub status: Option<ModStatus>,
}

/// The chosen mod as last read.
#[derive(Clone, Debug)]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub enum ModStatus {
    /// It loads: the rules files it has of its own.
    Ready(Vec<&'static str>),
    /// Every problem found, each with its file (and line, for a parse error).
    Broken(Vec<String>),
}

impl ModWatch {
    /// Looks at the mod folders when a second has passed since the last look (or the
    /// choice changed): refreshes `mods` and checks the chosen mod again if its files
    /// changed. Returns true when something changed.
    pub fn look(&mut self, now: f64, mods: &mut Vec<String>, choice: Option<&str>) -> bool {
        let chosen_changed = self.name.as_deref() != choice;
        if !chosen_changed && now - self.last_look < 1.0 {
            return false;
        }
        self.last_look = now;
        let mut changed = false;
        let found = list();
        if &found != mods {
            *mods = found;
            changed = true;
        }
        let Some(name) = choice else {
            self.name = None;
            self.status = None;
            return changed || chosen_changed;
        };
        let stamp = folder_stamp(name);
        if chosen_changed || stamp != self.stamp || self.status.is_none() {
            if !chosen_changed && self.status.is_some() {
                self.reloads += 1;
            }
            self.name = Some(name.to_string());
            self.stamp = stamp;
            self.status = Some(check(name));
            changed = true;
        }
        changed
    }
}

/// A number that changes when any rules file of the mod appears, goes or is written.
#[cfg(not(target_arch = "wasm32"))]
fn folder_stamp(name: &str) -> u64 {
    use crate::rules::data::{fnv1a, rule_files};
    let Some(dir) = mods_dir().map(|d| d.join(name)) else {
        return 0;
    };
    rule_files().fold(crate::rules::data::FNV_START, |h, file| {
        let meta = std::fs::metadata(dir.join(file)).ok();
        let len = meta.as_ref().map_or(u64::MAX, |m| m.len());
        let nanos = meta
            .and_then(|m| m.modified().ok())
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos() as u64);
        fnv1a(fnv1a(h, &len.to_le_bytes()), &nanos.to_le_bytes())
    })
}

#[cfg(target_arch = "wasm32")]
fn folder_stamp(_name: &str) -> u64 {
    0
}

/// Reads the mod `name` as a game start would, keeping every problem.
#[cfg(not(target_arch = "wasm32"))]
fn check(name: &str) -> ModStatus {
    if let Err(e) = crate::rules::data::mod_folder::check_mod_name(name) {
        return ModStatus::Broken(vec![e]);
    }
    let Some(dir) = mods_dir().map(|d| d.join(name)) else {
        return ModStatus::Broken(vec![crate::t!("mods-no-folder")]);
    };
    let problems = RulesData::validate_dir(&dir);
    if problems.is_empty() {
        ModStatus::Ready(crate::rules::data::mod_files(&dir))
    } else {
        ModStatus::Broken(problems.iter().map(|p| p.to_string()).collect())
    }
}

#[cfg(target_arch = "wasm32")]
fn check(name: &str) -> ModStatus {
    ModStatus::Broken(vec![crate::t!("mods-desktop-only", name = name)])
}
