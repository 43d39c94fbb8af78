//! The game client: window, board, panels and input. Only built with the `gui` feature;
//! it reads the rules' world and sends player commands, and the rules never depend on it.

mod board;
mod capture;
mod loading;
mod panel;

pub use capture::ScriptedCapture;
pub use panel::AutoPlay;

use crate::rules::setup::GameConfig;
use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

/// Which screen is showing.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Reading the rules tables through the asset server.
    #[default]
    Loading,
    /// A rules file could not be used; the message says which and why.
    Broken,
    Game,
}

/// How the window run is driven: by a person, or scripted for screenshots and tests.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// The built-in policy plays your seat.
    pub autoplay: bool,
    pub capture: Option<ScriptedCapture>,
}

/// Opens the window and plays a game with this configuration.
pub fn run(config: GameConfig, options: RunOptions) -> AppExit {
    let mut app = App::new();
    if let Some(c) = options.capture {
        app.insert_resource(c);
    }
    app.insert_resource(AutoPlay {
        on: options.autoplay,
        step_once: false,
    });
    app.add_plugins(
        DefaultPlugins
            .set(AssetPlugin {
                meta_check: AssetMetaCheck::Never,
                file_path: asset_folder(),
                ..default()
            })
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Galactic Automa".into(),
                    resolution: (1280, 800).into(),
                    fit_canvas_to_parent: true,
                    ..default()
                }),
                ..default()
            }),
    )
    .insert_resource(config)
    .add_plugins(plugin)
    .run()
}

/// The `assets` folder: beside the working directory when there is one (running the
/// binary from the project), else Bevy's default (beside the executable, or the
/// manifest directory under cargo).
fn asset_folder() -> String {
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(cwd) = std::env::current_dir() {
        let here = cwd.join("assets");
        if here.join("rules").is_dir() {
            return here.display().to_string();
        }
    }
    "assets".into()
}

pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins(crate::rules::plugin)
        .add_plugins((
            loading::plugin,
            board::plugin,
            panel::plugin,
            capture::plugin,
        ));
}
