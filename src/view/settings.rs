//! Player settings of the client: animation speed, UI scale, open overlays; and the
//! update mode that lets an idle game sleep.

use super::animation::Animations;
use super::screen::Screen;
use crate::rules::prompt::PromptSlot;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

pub fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(Last, (choose_update_mode, keep_settings));
}

/// Runs continuously while something moves (an animation, or the rules playing automa
/// turns); twenty frames a second behind the title and new-game screens (their sky
/// drifts); otherwise waits for input, so an idle game costs almost no CPU.
fn choose_update_mode(
    screen: Res<State<Screen>>,
    prompt: Option<Res<PromptSlot>>,
    animations: Res<Animations>,
    auto: Res<super::state::AutoPlay>,
    capture: Option<Res<super::state::ScriptedCapture>>,
    mut winit: ResMut<WinitSettings>,
) {
    let rules_running =
        *screen.get() == Screen::Game && (prompt.is_some_and(|p| p.0.is_none()) || auto.on);
    let busy = matches!(screen.get(), Screen::Loading)
        || rules_running
        || animations.busy()
        || capture.is_some();
    // The title's sky drifts: a few frames a second are enough for it.
    let sky = matches!(screen.get(), Screen::Title | Screen::NewGame);
    let mode = if busy {
        UpdateMode::Continuous
    } else if sky {
        UpdateMode::reactive(Duration::from_millis(50))
    } else {
        UpdateMode::reactive(Duration::from_secs(2))
    };
    if winit.focused_mode != mode {
        winit.focused_mode = mode;
        winit.unfocused_mode = if busy {
            mode
        } else {
            UpdateMode::reactive_low_power(Duration::from_secs(10))
        };
    }
}

/// The settings kept between runs (desktop: a file beside the saves; browser: local
/// storage): animation speed, UI scale, the decision panel, the window's size, hints.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Stored {
    pub speed: super::state::Speed,
    pub ui_scale: f32,
    #[serde(default = "yes")]
    pub show_decisions: bool,
    #[serde(default)]
    pub window: Option<(u32, u32)>,
    #[serde(default = "yes")]
    pub hints: bool,
    #[serde(default)]
    pub sound: Option<SoundLevels>,
    #[serde(default)]
    pub guide_offered: bool,
    /// The keys the player changed (see [`super::keymap`]).
    #[serde(default)]
    pub keys: super::keymap::StoredKeys,
    /// The language chosen (a code of [`crate::lang`]); none: the system's, else English.
    #[serde(default)]
    pub language: Option<String>,
}

/// The sound settings kept: volume, effects and music (0-1), and mute.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SoundLevels {
    pub volume: f32,
    pub effects: f32,
    pub music: f32,
    pub muted: bool,
}

impl SoundLevels {
    /// Levels out of 0-1 (an edited file) are brought back into it.
    fn checked(self) -> SoundLevels {
        let fix = |v: f32| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.5
            }
        };
        SoundLevels {
            volume: fix(self.volume),
            effects: fix(self.effects),
            music: fix(self.music),
            muted: self.muted,
        }
    }
}

fn yes() -> bool {
    true
}

/// The settings of the last run, if any could be read (a damaged file is ignored).
pub fn stored() -> Option<Stored> {
    let text = crate::save::store::read_settings()?;
    let s: Stored = ron::from_str(&text).ok()?;
    // Values out of range (an edited file) fall back to the defaults.
    Some(Stored {
        ui_scale: if (0.75..=2.0).contains(&s.ui_scale) {
            s.ui_scale
        } else {
            1.0
        },
        window: s
            .window
            .filter(|&(w, h)| (320..=10_000).contains(&w) && (240..=10_000).contains(&h)),
        sound: s.sound.map(SoundLevels::checked),
        ..s
    })
}

/// Writes the settings whenever one of those kept changes (not in scripted runs, which
/// must leave a player's settings alone).
pub fn keep_settings(
    settings: Res<super::state::ViewSettings>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    capture: Option<Res<super::state::ScriptedCapture>>,
    keys: Res<super::keymap::KeyMap>,
    mut last: Local<Option<Stored>>,
) {
    if capture.is_some() {
        return;
    }
    let window = windows
        .single()
        .ok()
        .map(|w| (w.resolution.width() as u32, w.resolution.height() as u32));
    let now = Stored {
        speed: settings.speed,
        ui_scale: settings.ui_scale,
        show_decisions: settings.show_decisions,
        window,
        hints: settings.hints,
        sound: Some(SoundLevels {
            volume: settings.volume,
            effects: settings.effects_volume,
            music: settings.music_volume,
            muted: settings.muted,
        }),
        guide_offered: settings.guide_offered,
        keys: keys.stored(),
        language: Some(crate::lang::current_code()),
    };
    match last.as_ref() {
        // The first look: what was loaded at start counts as written.
        None => *last = Some(now),
        Some(l) if *l == now => {}
        Some(_) => {
            if let Err(e) =
                crate::save::store::write_settings(&ron::to_string(&now).unwrap_or_default())
            {
                warn!("settings not kept: {e}");
            }
            *last = Some(now);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_settings_read_back_and_bad_values_fall_back() {
        let dir = std::env::temp_dir().join(format!("ga-settings-{}", std::process::id()));
        // SAFETY of the test: this process's own variable, set before any thread reads it.
        unsafe { std::env::set_var("GALACTIC_AUTOMA_DATA", &dir) };
        let kept = Stored {
            speed: super::super::state::Speed::Fast,
            ui_scale: 1.5,
            show_decisions: false,
            window: Some((1600, 900)),
            hints: false,
            sound: Some(SoundLevels {
                volume: 0.3,
                effects: 1.0,
                music: 0.0,
                muted: true,
            }),
            guide_offered: true,
            keys: {
                let mut map = super::super::keymap::KeyMap::default();
                map.bind(
                    super::super::keymap::Action::Legend,
                    0,
                    super::super::keymap::Binding::plain(KeyCode::KeyK),
                )
                .unwrap();
                map.stored()
            },
            language: Some("de".into()),
        };
        crate::save::store::write_settings(&ron::to_string(&kept).unwrap()).unwrap();
        assert_eq!(stored(), Some(kept));
        // An edited file with values out of range: the defaults for those.
        crate::save::store::write_settings(
            "(speed: Slow, ui_scale: 40.0, window: Some((5, 5)), \
             sound: Some((volume: 7.0, effects: -1.0, music: 0.5, muted: false)))",
        )
        .unwrap();
        let s = stored().unwrap();
        assert_eq!(
            s.sound,
            Some(SoundLevels {
                volume: 1.0,
                effects: 0.0,
                music: 0.5,
                muted: false
            })
        );
        assert_eq!(
            (s.ui_scale, s.window, s.show_decisions, s.hints),
            (1.0, None, true, true)
        );
        // A damaged file is ignored.
        crate::save::store::write_settings("(speed: ").unwrap();
        assert_eq!(stored(), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
