//! Scripted runs for tests and screenshots: let the policy play, save a picture of the
//! window at a given frame, and quit cleanly afterwards.

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use std::path::PathBuf;

/// Save the window to `path` at frame `at` (or, with `at_battle`, as the first battle
/// animation opens fire, `at` being the deadline), then exit a few frames later.
#[derive(Resource, Debug, Clone)]
pub struct ScriptedCapture {
    pub path: PathBuf,
    pub at: u32,
    pub at_battle: bool,
    /// Open the new-game screen instead of the title (to picture it).
    pub new_game_screen: bool,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, capture.run_if(resource_exists::<ScriptedCapture>))
        .add_systems(Last, report_first_interactive);
}

fn capture(
    mut commands: Commands,
    frames: Res<FrameCount>,
    capture: Res<ScriptedCapture>,
    anim: Res<super::animation::Animations>,
    mut taken: Local<Option<u32>>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = match *taken {
        Some(_) => false,
        None if capture.at_battle => anim.battle_progress().is_some_and(|t| t >= 0.36),
        None => frames.0 == capture.at,
    };
    if now {
        info!("saving a screenshot to {}", capture.path.display());
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(capture.path.clone()));
        *taken = Some(frames.0);
    }
    // Give the render world time to write the file.
    let end = taken.unwrap_or(capture.at) + 30;
    if frames.0 == end {
        if taken.is_none() {
            warn!(
                "no screenshot was taken: no battle was shown by frame {}",
                capture.at
            );
        }
        exit.write(AppExit::Success);
    }
}

/// Logs, once, how long after start the first frame came where you can act (the title
/// screen, or your first question in a game started directly). `scripts/metrics`
/// reads this line.
pub fn report_first_interactive(
    time: Res<Time<Real>>,
    screen: Res<State<super::Screen>>,
    prompt: Option<Res<crate::rules::prompt::PromptSlot>>,
    anim: Res<super::animation::Animations>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let ready = match screen.get() {
        super::Screen::Title | super::Screen::Broken => true,
        super::Screen::Game => prompt.is_some_and(|p| p.0.is_some()) && !anim.busy(),
        _ => false,
    };
    if ready {
        *done = true;
        let ms = time.elapsed().as_secs_f64() * 1000.0;
        info!(
            "first interactive frame: {ms:.0} ms after start ({:?})",
            screen.get()
        );
    }
}
