//! The game client: screens, board, panels, input and animation. Only built with the
//! `gui` feature; it reads the rules' world and sends player commands, and the rules
//! never depend on it.

mod animation;
mod backdrop;
mod board;
mod camera;
mod capture;
mod decisions;
mod egui_keys;
mod folders;
mod guide;
mod handover;
mod hints;
mod idle_input;
mod input;
pub(crate) mod keymap;
mod labels;
pub(crate) mod language;
mod legend;
mod loading;
mod meshes;
mod mods;
mod names;
mod panel;
mod pieces;
mod prompts;
mod reference;
mod replay;
mod rules_text;
mod saving;
mod screen;
mod screens;
mod send;
mod settings;
mod shapes;
mod sound;
mod start;
mod state;
mod suggest;
mod table_rows;
mod theme;
mod words;

pub use screen::Screen;
pub use state::AutoPlay;
pub use state::ScriptedCapture;
pub use state::{Speed, ViewSettings};

use crate::rules::setup::GameConfig;
use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

/// How the window run is driven: by a person, or scripted for screenshots and tests.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// The built-in policy plays your seat.
    pub autoplay: bool,
    /// Skip the title screen and start a game with the given configuration.
    pub start_game: bool,
    pub speed: Option<Speed>,
    pub capture: Option<ScriptedCapture>,
    /// The window's size in pixels (default 1280x800).
    pub window: Option<(u32, u32)>,
    /// Load the autosave at once (the last game, where it stood).
    pub resume: bool,
    /// Watch this save from its start.
    pub watch: Option<String>,
    /// Play with this mod (a folder in `mods/`).
    pub mod_name: Option<String>,
    /// The language (a code of [`crate::lang`]).
    pub language: Option<String>,
}

/// Opens the window and plays a game with this configuration.
pub fn run(config: GameConfig, options: RunOptions) -> AppExit {
    let mut app = App::new();
    let scripted = options.capture.is_some();
    if let Some(c) = options.capture {
        app.insert_resource(c);
    }
    app.insert_resource(AutoPlay {
        on: options.autoplay,
        step_once: false,
    });
    let mut settings = ViewSettings::default();
    // The last run's settings, unless this run is scripted or says otherwise.
    let stored = if scripted { None } else { settings::stored() };
    if let Some(s) = &stored {
        settings.speed = s.speed;
        settings.ui_scale = s.ui_scale;
        settings.show_decisions = s.show_decisions;
        settings.hints = s.hints;
        settings.guide_offered = s.guide_offered;
        if let Some(l) = s.sound {
            settings.volume = l.volume;
            settings.effects_volume = l.effects;
            settings.music_volume = l.music;
            settings.muted = l.muted;
        }
    }
    if let Some(s) = options.speed {
        settings.speed = s;
    }
    app.insert_resource(keymap::from_settings(stored.as_ref().map(|s| &s.keys)));
    language::choose(
        &mut app,
        options.language.as_deref(),
        stored.as_ref().and_then(|s| s.language.as_deref()),
        scripted,
    );
    let window = options
        .window
        .or(stored.and_then(|s| s.window))
        .unwrap_or((1280, 800));
    app.insert_resource(settings)
        .insert_resource(state::StartDirectly(options.start_game));
    if options.resume {
        app.insert_resource(saving::SaveRequest::Load(
            crate::save::store::AUTOSAVE.into(),
        ));
    }
    if let Some(name) = &options.mod_name {
        app.insert_resource(mods::StartMod(name.clone()));
    }
    if let Some(slot) = &options.watch {
        app.insert_resource(saving::SaveRequest::Watch(slot.clone()));
    }
    app.add_plugins(
        DefaultPlugins
            .set(AssetPlugin {
                meta_check: AssetMetaCheck::Never,
                file_path: folders::asset_folder(),
                ..default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: crate::t!("view-window-title"),
                    resolution: window.into(),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            }),
    )
    .insert_resource(config)
    .add_plugins(plugin)
    .run()
}

pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<ViewSettings>()
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins(crate::rules::plugin)
        .add_plugins((
            (
                settings::plugin,
                idle_input::plugin,
                egui_keys::plugin,
                suggest::plugin,
                sound::plugin,
                guide::plugin,
                handover::plugin,
                keymap::plugin,
            ),
            (loading::plugin, backdrop::plugin),
            screens::plugin,
            camera::plugin,
            board::plugin,
            labels::plugin,
            input::plugin,
            animation::plugin,
            panel::plugin,
            prompts::plugin,
            decisions::plugin,
            reference::plugin,
            capture::plugin,
            saving::plugin,
            replay::plugin,
        ));
}

/// A standard solo game on `seed`, played (the built-in policy answering for you) until
/// you are asked for your first move, with the view's selection: what the view's
/// tests start from.
#[cfg(test)]
pub(crate) fn game_at_your_move(seed: u64) -> App {
    let rules = crate::rules::data::RulesData::embedded().unwrap();
    let config = crate::rules::setup::GameConfig {
        seed,
        difficulty: 1,
        alignment: crate::rules::model::Alignment::Sto,
        ..Default::default()
    };
    let mut app = crate::sim::game::start(rules, config).unwrap();
    app.init_resource::<state::Selection>();
    to_your_move(&mut app);
    app
}

/// The hex of your home star.
#[cfg(test)]
pub(crate) fn your_home(world: &mut World) -> hexx::Hex {
    world
        .query_filtered::<&crate::rules::model::Position, With<crate::rules::snapshot::HomeStar>>()
        .iter(world)
        .next()
        .unwrap()
        .0
}

/// Plays (the built-in policy answering for you) until you are asked for your move.
#[cfg(test)]
pub(crate) fn to_your_move(app: &mut App) {
    use crate::rules::prompt::{Prompt, PromptSlot};
    for _ in 0..10_000 {
        match app.world().resource::<PromptSlot>().0 {
            Some(Prompt::MoveTurn) => return,
            Some(_) => crate::sim::policy::act(app.world_mut()),
            None => app.update(),
        }
    }
    panic!("never asked for a move");
}
