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
pub(crate) fn keep_settings(
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

    /// The tests that point the data folder elsewhere take turns (one variable per
    /// process).
    static DATA_DIR: std::sync::Mutex<()> = std::sync::Mutex::new(());

    /// A start as `view::run` makes it, of the parts the keys need: the keys kept in the
    /// settings, the keys page's systems, and the mute key.
    fn started() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<bevy::input::keyboard::KeyboardInput>()
            .init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<super::super::state::ViewSettings>()
            .insert_resource(crate::view::keymap::from_settings(
                stored().map(|s| s.keys).as_ref(),
            ))
            .add_plugins(crate::view::keymap::plugin)
            .add_systems(Update, crate::view::sound::mute_key);
        app
    }

    #[test]
    fn a_key_given_on_the_keys_page_is_kept_and_works_after_a_restart() {
        use crate::view::keymap::{Action, KeyMap};
        let _turn = DATA_DIR.lock().unwrap_or_else(|e| e.into_inner());
        let dir = std::env::temp_dir().join(format!("ga-rebind-{}", std::process::id()));
        // SAFETY of the test: the variable is only read by the tests holding DATA_DIR.
        unsafe { std::env::set_var("GALACTIC_AUTOMA_DATA", &dir) };
        let _ = std::fs::remove_dir_all(&dir);

        // The first run: the keys page waits for a key for Mute; K is pressed.
        let mut app = started();
        app.add_systems(Last, keep_settings);
        app.update();
        app.world_mut().resource_mut::<KeyMap>().catching = Some((Action::Mute, 0));
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::KeyK);
        app.update();
        let map = app.world().resource::<KeyMap>();
        assert_eq!(
            map.keys(Action::Mute),
            &[crate::view::keymap::Binding::plain(KeyCode::KeyK)]
        );
        assert!(
            map.message.as_ref().is_some_and(|m| m.1),
            "{:?}",
            map.message
        );
        // The press that was caught did nothing else.
        assert!(
            !app.world()
                .resource::<super::super::state::ViewSettings>()
                .muted
        );
        // A second action may not take K where Mute works (everywhere).
        let mut copy = map.clone();
        assert!(
            copy.bind(
                Action::Legend,
                0,
                crate::view::keymap::Binding::plain(KeyCode::KeyK)
            )
            .is_err()
        );
        drop(app);

        // A restart: the settings kept are read as a start reads them.
        let mut app = started();
        app.update();
        let press = |app: &mut App, key: KeyCode| {
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.release_all();
            keys.clear();
            keys.press(key);
            app.update();
            app.world()
                .resource::<super::super::state::ViewSettings>()
                .muted
        };
        // M, the old key, does nothing any more; K mutes, and K again unmutes.
        assert!(!press(&mut app, KeyCode::KeyM));
        assert!(press(&mut app, KeyCode::KeyK));
        assert!(!press(&mut app, KeyCode::KeyK));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn kept_settings_read_back_and_bad_values_fall_back() {
        let _turn = DATA_DIR.lock().unwrap_or_else(|e| e.into_inner());
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
