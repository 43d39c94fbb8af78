//! Loads the rules files through the asset server, checks them with the same code as
//! the headless tools, and starts the game; a broken file is shown with its name and the reason.

use super::rules_text::{RulesText, RulesTextLoader};
use super::screen::Screen;
use crate::rules::data::{RulesData, rule_files};
use crate::rules::setup::GameConfig;
use bevy::asset::LoadState;
use bevy::prelude::*;

/// Every registered rules file, by its name in the rules folder.
#[derive(Resource)]
struct RulesHandles(Vec<(&'static str, Handle<RulesText>)>);

/// Why the game could not start.
#[derive(Resource, Debug, Clone)]
pub struct LoadFailure(pub String);

pub fn plugin(app: &mut App) {
    app.init_asset::<RulesText>()
        .register_asset_loader(RulesTextLoader)
        .add_systems(Startup, start_loading)
        .add_systems(Update, finish_loading.run_if(in_state(Screen::Loading)));
}

/// No rules folder beside the game (a downloaded game started from anywhere): the rules
/// built into it are played, the same as the shipped folder's.
#[derive(Resource)]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
struct BuiltInRulesOnly;

fn start_loading(mut commands: Commands, server: Res<AssetServer>) {
    #[cfg(not(target_arch = "wasm32"))]
    if !super::folders::rules_folder_found() {
        info!("no rules folder beside the game: playing the rules built into it");
        commands.insert_resource(BuiltInRulesOnly);
        commands.insert_resource(RulesHandles(Vec::new()));
        return;
    }
    commands.insert_resource(RulesHandles(
        rule_files()
            .map(|name| (name, server.load(format!("rules/{name}"))))
            .collect(),
    ));
}

/// Every file's text once all have loaded; `Ok(None)` while some are still loading.
fn texts(world: &World) -> Result<Option<Vec<(&'static str, String)>>, String> {
    let server = world.resource::<AssetServer>();
    let assets = world.resource::<Assets<RulesText>>();
    let mut out = Vec::new();
    for (name, handle) in &world.resource::<RulesHandles>().0 {
        if let LoadState::Failed(e) = server.load_state(handle) {
            return Err(crate::t!(
                "loading-file-failed",
                file = format!("assets/rules/{name}"),
                error = e.to_string()
            ));
        }
        match assets.get(handle) {
            Some(t) => out.push((*name, t.0.clone())),
            None => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// The rules of the folder's files once all have loaded (`Ok(None)` until then).
fn from_folder(world: &World) -> Result<Option<RulesData>, String> {
    texts(world).and_then(|texts| {
        let Some(texts) = texts else {
            return Ok(None);
        };
        RulesData::from_texts("assets/rules", |name| {
            Ok(texts
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.clone())
                .unwrap_or_default())
        })
        .map(Some)
        .map_err(|e| e.to_string())
    })
}

fn finish_loading(world: &mut World) {
    let result = if world.contains_resource::<BuiltInRulesOnly>() {
        RulesData::embedded().map(Some).map_err(|e| e.to_string())
    } else {
        from_folder(world)
    };
    match result {
        Ok(None) => {}
        Ok(Some(rules)) => {
            world.insert_resource(super::mods::BuiltInRules(rules.clone()));
            world.insert_resource(rules);
            // A mod named on the command line with problems: the new-game screen shows
            // them, watches the mod, and starts it once it is fixed.
            if let Some(name) = world.get_resource::<super::mods::StartMod>().cloned()
                && super::mods::use_rules(world, Some(&name.0)).is_err()
            {
                world
                    .resource_mut::<NextState<Screen>>()
                    .set(Screen::NewGame);
                return;
            }
            if world
                .get_resource::<super::state::StartDirectly>()
                .is_some_and(|s| s.0)
            {
                let config = world.resource::<GameConfig>().clone();
                if let Err(e) = super::start::start_game(world, config) {
                    fail(world, e);
                }
            } else {
                let to = if world
                    .get_resource::<super::state::ScriptedCapture>()
                    .is_some_and(|c| c.new_game_screen)
                {
                    Screen::NewGame
                } else {
                    Screen::Title
                };
                world.resource_mut::<NextState<Screen>>().set(to);
            }
        }
        Err(e) => fail(world, e),
    }
}

fn fail(world: &mut World, message: String) {
    error!("{message}");
    world.insert_resource(LoadFailure(message));
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Broken);
}
