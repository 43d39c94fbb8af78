//! Loads the rules tables through the asset server (bevy_common_assets), checks them,
//! and starts the game; a broken file is shown with its name and the reason.

use super::Screen;
use crate::rules::data::*;
use crate::rules::setup::GameConfig;
use bevy::asset::LoadState;
use bevy::prelude::*;
use bevy_common_assets::ron::RonAssetPlugin;

#[derive(Resource)]
struct RulesHandles {
    base: Handle<BaseRules>,
    tech: Handle<TechnologyTable>,
    automa: Handle<AutomaTables>,
    difficulty: Handle<DifficultyTable>,
    ranking: Handle<RankingTable>,
    map: Handle<MapGenerator>,
}

/// Why the game could not start.
#[derive(Resource, Debug, Clone)]
pub struct LoadFailure(pub String);

pub fn plugin(app: &mut App) {
    // One loader per type: the asset type picks the loader, the files all end in .ron.
    app.add_plugins((
        RonAssetPlugin::<BaseRules>::new(&["ron"]),
        RonAssetPlugin::<TechnologyTable>::new(&["ron"]),
        RonAssetPlugin::<AutomaTables>::new(&["ron"]),
        RonAssetPlugin::<DifficultyTable>::new(&["ron"]),
        RonAssetPlugin::<RankingTable>::new(&["ron"]),
        RonAssetPlugin::<MapGenerator>::new(&["ron"]),
    ))
    .add_systems(Startup, start_loading)
    .add_systems(Update, finish_loading.run_if(in_state(Screen::Loading)));
}

fn start_loading(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(RulesHandles {
        base: server.load("rules/base.ron"),
        tech: server.load("rules/technology.ron"),
        automa: server.load("rules/automa.ron"),
        difficulty: server.load("rules/difficulty.ron"),
        ranking: server.load("rules/ranking.ron"),
        map: server.load("rules/map.ron"),
    });
}

/// The loaded table, checked; `Ok(None)` while still loading.
fn take<T: Asset + Clone + Validate>(
    server: &AssetServer,
    assets: &Assets<T>,
    handle: &Handle<T>,
    file: &str,
) -> Result<Option<T>, String> {
    if let LoadState::Failed(e) = server.load_state(handle) {
        return Err(format!("assets/rules/{file}: {e}"));
    }
    match assets.get(handle) {
        Some(t) => t
            .validate()
            .map(|_| Some(t.clone()))
            .map_err(|m| format!("assets/rules/{file}: {m}")),
        None => Ok(None),
    }
}

fn finish_loading(world: &mut World) {
    let result = (|| -> Result<Option<RulesData>, String> {
        let h = world.resource::<RulesHandles>();
        let server = world.resource::<AssetServer>();
        let base = take(
            server,
            world.resource::<Assets<BaseRules>>(),
            &h.base,
            "base.ron",
        )?;
        let tech = take(
            server,
            world.resource::<Assets<TechnologyTable>>(),
            &h.tech,
            "technology.ron",
        )?;
        let automa = take(
            server,
            world.resource::<Assets<AutomaTables>>(),
            &h.automa,
            "automa.ron",
        )?;
        let difficulty = take(
            server,
            world.resource::<Assets<DifficultyTable>>(),
            &h.difficulty,
            "difficulty.ron",
        )?;
        let ranking = take(
            server,
            world.resource::<Assets<RankingTable>>(),
            &h.ranking,
            "ranking.ron",
        )?;
        let map = take(
            server,
            world.resource::<Assets<MapGenerator>>(),
            &h.map,
            "map.ron",
        )?;
        Ok(match (base, tech, automa, difficulty, ranking, map) {
            (Some(base), Some(tech), Some(automa), Some(difficulty), Some(ranking), Some(map)) => {
                Some(RulesData {
                    base,
                    tech,
                    automa,
                    difficulty,
                    ranking,
                    map,
                })
            }
            _ => None,
        })
    })();
    match result {
        Ok(None) => {}
        Ok(Some(rules)) => {
            world.insert_resource(rules);
            if world
                .get_resource::<super::StartDirectly>()
                .is_some_and(|s| s.0)
            {
                let config = *world.resource::<GameConfig>();
                if let Err(e) = super::screens::start_game(world, config) {
                    fail(world, e);
                }
            } else {
                world.resource_mut::<NextState<Screen>>().set(Screen::Title);
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
