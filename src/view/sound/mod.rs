//! Sound: effects for what happens on the board and for your actions, and quiet music.
//!
//! The sounds are synthesised at start (`synth`). The desktop plays them through Bevy's
//! audio; the browser through Web Audio, once you have clicked or pressed a key (browsers
//! keep pages silent until then). Without an audio device the game is silent and says so
//! once in its log. Volumes and mute are settings kept between runs (menu; M mutes).

pub mod synth;

#[cfg(all(feature = "desktop", not(target_arch = "wasm32")))]
mod desktop;
#[cfg(target_arch = "wasm32")]
mod web;

use super::state::ViewSettings;
use crate::rules::player::{CommandResult, PlayerCommand};
use bevy::prelude::*;
pub use synth::Cue;

/// Play a cue now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayCue(pub Cue);

/// How loud each part plays, from the settings (0 when muted).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Levels {
    pub effects: f32,
    pub music: f32,
}

impl Levels {
    pub fn of(s: &ViewSettings) -> Levels {
        let on = if s.muted { 0.0 } else { s.volume };
        Levels {
            effects: on * s.effects_volume,
            // Music sits under the effects.
            music: on * s.music_volume * 0.5,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_message::<PlayCue>()
        .add_systems(Update, (command_sounds, mute_key));
    #[cfg(all(feature = "desktop", not(target_arch = "wasm32")))]
    desktop::plugin(app);
    #[cfg(target_arch = "wasm32")]
    web::plugin(app);
}

/// Your commands: a move flies, any other accepted action clicks, a refusal says no.
fn command_sounds(mut results: MessageReader<CommandResult>, mut play: MessageWriter<PlayCue>) {
    for r in results.read() {
        let cue = match (&r.result, &r.command) {
            (Err(_), _) => Cue::Refusal,
            (Ok(_), PlayerCommand::MoveShips { .. } | PlayerCommand::MoveFleet { .. }) => Cue::Move,
            (Ok(_), _) => Cue::Click,
        };
        play.write(PlayCue(cue));
    }
}

/// M (or the key given instead) turns the sound off and on (not while typing in a text
/// field).
pub(crate) fn mute_key(
    keys: Res<ButtonInput<KeyCode>>,
    map: Res<crate::view::keymap::KeyMap>,
    wants: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut settings: ResMut<ViewSettings>,
) {
    if wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        return;
    }
    if map.just_pressed(crate::view::keymap::Action::Mute, &keys) {
        settings.muted = !settings.muted;
    }
}

/// The menu's sound controls.
pub fn controls(ui: &mut bevy_egui::egui::Ui, settings: &mut ViewSettings) {
    use bevy_egui::egui;
    ui.horizontal(|ui| {
        ui.label(crate::t!("sound-heading"));
        ui.checkbox(
            &mut settings.muted,
            crate::t!(
                "sound-mute",
                key = crate::view::keymap::shown(crate::view::keymap::Action::Mute),
            ),
        );
    });
    for (label, value) in [
        (crate::t!("sound-volume"), &mut settings.volume),
        (crate::t!("sound-effects"), &mut settings.effects_volume),
        (crate::t!("sound-music"), &mut settings.music_volume),
    ] {
        ui.add(
            egui::Slider::new(value, 0.0..=1.0)
                .text(label)
                .show_value(false),
        );
    }
    if cfg!(not(any(feature = "desktop", target_arch = "wasm32"))) {
        ui.weak(crate::t!("sound-none"));
    }
}
