//! Scripted runs for tests and screenshots: let the policy play, save a picture of the
//! window at a given frame, and quit cleanly afterwards.

use super::state::ScriptedCapture;
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, capture.run_if(resource_exists::<ScriptedCapture>))
        .add_systems(Last, report_first_interactive);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Update, screenshot_key);
}

#[allow(clippy::too_many_arguments)]
fn capture(
    mut commands: Commands,
    frames: Res<FrameCount>,
    capture: Res<ScriptedCapture>,
    anim: Res<super::animation::Animations>,
    mut auto: ResMut<super::state::AutoPlay>,
    game: Option<Res<crate::rules::prompt::PromptSlot>>,
    round: Option<Res<crate::rules::model::Round>>,
    mut taken: Local<Option<u32>>,
    mut growth_seen: Local<Option<u32>>,
    mut exit: MessageWriter<AppExit>,
) {
    use crate::rules::prompt::Prompt;
    if capture.at_growth && taken.is_none() && growth_seen.is_none() {
        // The policy answers one question at a time, until your growth panel of round 2+.
        auto.on = false;
        let round = round.map_or(0, |r| r.0);
        match game.as_ref().and_then(|p| p.0.clone()) {
            Some(Prompt::GrowthResolution) if round >= 2 => *growth_seen = Some(frames.0),
            Some(_) => auto.step_once = true,
            None => {}
        }
    }
    let now = match *taken {
        Some(_) => false,
        None if capture.at_battle => anim.battle_progress().is_some_and(|t| t >= 0.36),
        None if capture.at_merge => anim.merge_progress().is_some_and(|t| t >= 0.4),
        None if capture.at_growth => growth_seen.is_some_and(|f| frames.0 == f + 20),
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
                "no screenshot was taken: no {} was shown by frame {}", // not shown
                if capture.at_growth {
                    "growth panel" // not shown
                } else {
                    "battle"
                },
                capture.at
            );
        }
        exit.write(AppExit::Success);
    }
}

/// Prints, once, how long after start the first frame came where you can act (the title
/// screen, or your first question in a game started directly). `scripts/metrics`
/// reads this line.
pub fn report_first_interactive(
    time: Res<Time<Real>>,
    screen: Res<State<super::screen::Screen>>,
    prompt: Option<Res<crate::rules::prompt::PromptSlot>>,
    anim: Res<super::animation::Animations>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let ready = match screen.get() {
        super::screen::Screen::Title | super::screen::Screen::Broken => true,
        super::screen::Screen::Game => prompt.is_some_and(|p| p.0.is_some()) && !anim.busy(),
        _ => false,
    };
    if ready {
        *done = true;
        let ms = time.elapsed().as_secs_f64() * 1000.0;
        // Printed, not logged: release builds compile info lines out, and
        // `scripts/metrics` times release builds too. The wall-clock time lets it measure
        // from the process's launch.
        // The browser has no system clock for std: it would panic there.
        #[cfg(not(target_arch = "wasm32"))]
        let unix = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64());
        #[cfg(target_arch = "wasm32")]
        let unix = js_sys::Date::now() / 1000.0;
        eprintln!(
            "first interactive frame: {ms:.0} ms after start ({:?}), unix time {unix:.3}", // not shown
            screen.get()
        );
    }
}

/// F12: a picture of the window, saved beside the saves (for a bug report, or to share
/// a position). Desktop only: the browser has its own.
#[cfg(not(target_arch = "wasm32"))]
pub fn screenshot_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Res<super::keymap::KeyMap>,
    mut commands: Commands,
    mut status: ResMut<super::state::SaveStatus>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut taken: Local<u32>,
) {
    if !map.just_pressed(super::keymap::Action::Screenshot, &keys) {
        return;
    }
    *taken += 1;
    let stamp = crate::save::now();
    let path = crate::save::store::screenshot_dir()
        .map(|d| d.join(format!("galactic-automa-{stamp}-{}.png", *taken)));
    // A game at rest draws no frame: ask for the ones the picture needs.
    redraw.write(bevy::window::RequestRedraw);
    match path {
        Ok(path) => {
            info!("saved a screenshot to {}", path.display());
            status.message = Some((
                true,
                crate::t!("capture-saved", path = path.display().to_string()),
            ));
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
        }
        Err(e) => status.message = Some((false, crate::t!("capture-failed", why = e))),
    }
}
