//! Scripted runs for tests and screenshots: let the policy play, save a picture of the
//! window at a given frame, and quit cleanly afterwards.

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;

/// Save the window to `path` at frame `at`, then exit a few frames later.
#[derive(Resource, Debug, Clone)]
pub struct ScriptedCapture {
    pub path: PathBuf,
    pub at: u32,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, capture.run_if(resource_exists::<ScriptedCapture>));
}

fn capture(
    mut commands: Commands,
    frames: Res<FrameCount>,
    capture: Res<ScriptedCapture>,
    mut exit: MessageWriter<AppExit>,
) {
    if frames.0 == capture.at {
        info!("saving a screenshot to {}", capture.path.display());
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(capture.path.clone()));
    }
    // Give the render world time to write the file.
    if frames.0 == capture.at + 30 {
        exit.write(AppExit::Success);
    }
}
