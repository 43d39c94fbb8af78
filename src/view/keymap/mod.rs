//! Every shortcut as an action the player may give other keys: on the keys page (the
//! menu's Keys button, the first topic of the rules reference), kept with the settings.
//! The board reads Bevy's key state through [`KeyMap::just_pressed`] and
//! [`KeyMap::pressed`]; egui screens through [`KeyMap::egui_pressed`]. Both compare the
//! physical key (where it sits on the keyboard), so one binding means the same key on
//! both paths; a key caught on the keys page also keeps the letter printed on it.

mod actions;
mod names;
pub mod page;

pub use actions::{ALL, Action, MAX_KEYS, Scope};
pub use names::{key_from_id, key_id, key_label};

use bevy::prelude::*;
use bevy_egui::egui;
use std::collections::BTreeMap;

/// The keys of the last run are put in by [`crate::view::run`] (a scripted run keeps the
/// defaults).
pub fn plugin(app: &mut App) {
    app.init_resource::<KeyMap>()
        .add_systems(
            First,
            (page::end_quiet, publish.run_if(resource_changed::<KeyMap>)).chain(),
        )
        .add_systems(
            PreUpdate,
            (
                page::catch_key.after(bevy::input::InputSystems),
                publish.run_if(resource_changed::<KeyMap>),
            )
                .chain(),
        );
}

/// The keys kept in the settings of the last run (what a start reads), with each
/// problem of a hand-edited file sent to the log.
pub fn from_settings(stored: Option<&StoredKeys>) -> KeyMap {
    let mut map = KeyMap::default();
    if let Some(keys) = stored {
        for problem in map.load(keys) {
            warn!("settings: {problem}");
        }
    }
    map
}

/// The keys in use, for the labels of buttons anywhere ([`shown`]).
static SHOWN: std::sync::RwLock<Option<KeyMap>> = std::sync::RwLock::new(None);

fn publish(map: Res<KeyMap>) {
    *SHOWN.write().unwrap_or_else(|e| e.into_inner()) = Some(map.clone());
}

/// Whether egui heard a key of `action` this frame (for the screens drawn by egui, which
/// have the keys in use without a system parameter).
pub fn egui_hit(action: Action, input: &egui::InputState) -> bool {
    let guard = SHOWN.read().unwrap_or_else(|e| e.into_inner());
    match guard.as_ref() {
        Some(map) => map.egui_pressed(action, input),
        None => KeyMap::default().egui_pressed(action, input),
    }
}

/// The first key of `action` as a button's label names it ("Esc", "F1"), in the
/// language in use: `t!("menu-resume", key = keymap::shown(Action::Back))`.
pub fn shown(action: Action) -> String {
    let guard = SHOWN.read().unwrap_or_else(|e| e.into_inner());
    let default;
    let map = match guard.as_ref() {
        Some(map) => map,
        None => {
            default = KeyMap::default();
            &default
        }
    };
    match map.keys(action).first() {
        Some(b) => map.binding_label(b),
        None => crate::t!("keys-none"),
    }
}

/// How the settings file writes Ctrl before a key.
const CTRL: &str = "Ctrl+"; // not shown

/// A key, with Ctrl held or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    pub key: KeyCode,
    pub ctrl: bool,
}

impl Binding {
    pub fn plain(key: KeyCode) -> Binding {
        Binding { key, ctrl: false }
    }

    /// The key as the player reads it ("Ctrl+Z", "Space", "F1").
    pub fn label(&self, printed: Option<&str>) -> String {
        let key = printed
            .map(str::to_string)
            .unwrap_or_else(|| key_label(self.key));
        if self.ctrl {
            crate::t!("keys-with-ctrl", key = key)
        } else {
            key
        }
    }

    /// Its form in the settings file: "KeyZ", "Ctrl+KeyZ".
    pub fn id(&self) -> String {
        let key = key_id(self.key).unwrap_or("?");
        if self.ctrl {
            format!("{CTRL}{key}")
        } else {
            key.to_string()
        }
    }

    pub fn from_id(id: &str) -> Option<Binding> {
        let (ctrl, key) = match id.strip_prefix(CTRL) {
            Some(rest) => (true, rest),
            None => (false, id),
        };
        Some(Binding {
            key: key_from_id(key)?,
            ctrl,
        })
    }
}

/// The keys of every action, the letters printed on keys the player caught, and the
/// keys page's state.
#[derive(Resource, Debug, Clone)]
pub struct KeyMap {
    keys: BTreeMap<Action, Vec<Binding>>,
    /// What a caught key reads on this keyboard (its letter), by physical key.
    printed: BTreeMap<String, String>,
    /// The action (and which of its keys) waiting for a key on the keys page.
    pub catching: Option<(Action, usize)>,
    /// What the keys page says after the last change (a refusal names why).
    pub message: Option<(String, bool)>,
    /// True for the frame a key was caught: that press does nothing else.
    quiet: bool,
}

impl Default for KeyMap {
    fn default() -> Self {
        KeyMap {
            keys: ALL.iter().map(|&a| (a, a.defaults())).collect(),
            printed: BTreeMap::new(),
            catching: None,
            message: None,
            quiet: false,
        }
    }
}

/// What the settings file keeps: each changed action's keys ("KeyZ", "Ctrl+KeyZ"), and
/// the letters printed on caught keys.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StoredKeys {
    #[serde(default)]
    pub changed: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub printed: BTreeMap<String, String>,
}

impl KeyMap {
    /// The keys of `action`.
    pub fn keys(&self, action: Action) -> &[Binding] {
        self.keys.get(&action).map(Vec::as_slice).unwrap_or(&[])
    }

    /// One key as the player reads it.
    pub fn binding_label(&self, b: &Binding) -> String {
        b.label(
            key_id(b.key)
                .and_then(|id| self.printed.get(id))
                .map(String::as_str),
        )
    }

    fn ctrl_held(keys: &ButtonInput<KeyCode>) -> bool {
        keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
    }

    /// Whether a key of `action` went down this frame (with Ctrl as the binding says).
    pub fn just_pressed(&self, action: Action, keys: &ButtonInput<KeyCode>) -> bool {
        if self.quiet || self.catching.is_some() {
            return false;
        }
        let ctrl = Self::ctrl_held(keys);
        self.keys(action)
            .iter()
            .any(|b| b.ctrl == ctrl && keys.just_pressed(b.key))
    }

    /// Whether a key of `action` is held (panning).
    pub fn pressed(&self, action: Action, keys: &ButtonInput<KeyCode>) -> bool {
        if self.catching.is_some() {
            return false;
        }
        let ctrl = Self::ctrl_held(keys);
        self.keys(action)
            .iter()
            .any(|b| b.ctrl == ctrl && keys.pressed(b.key))
    }

    /// Whether egui heard a key of `action` go down this frame.
    pub fn egui_pressed(&self, action: Action, input: &egui::InputState) -> bool {
        if self.quiet || self.catching.is_some() {
            return false;
        }
        self.keys(action).iter().any(|b| {
            let Some(want) = bevy_egui::helpers::bevy_to_egui_physical_key(&b.key) else {
                return false;
            };
            input.events.iter().any(|e| match e {
                egui::Event::Key {
                    key,
                    physical_key,
                    pressed: true,
                    repeat: false,
                    modifiers,
                } => physical_key.unwrap_or(*key) == want && modifiers.ctrl == b.ctrl,
                _ => false,
            })
        })
    }

    /// The action other than `action` that already has `binding` where `action` works.
    fn taken_by(&self, action: Action, binding: &Binding) -> Option<Action> {
        self.keys
            .iter()
            .find(|(a, keys)| {
                **a != action && a.scope().meets(action.scope()) && keys.contains(binding)
            })
            .map(|(a, _)| *a)
    }

    /// Gives `action` the key `binding` in place of its key number `slot` (or as a new
    /// key when `slot` is past its last). Refused, with the reason and nothing changed,
    /// when another action that works at the same time has that key.
    pub fn bind(&mut self, action: Action, slot: usize, binding: Binding) -> Result<(), String> {
        if key_id(binding.key).is_none() {
            return Err(crate::t!("keys-refused-unknown"));
        }
        if let Some(other) = self.taken_by(action, &binding) {
            return Err(crate::t!(
                "keys-refused-taken",
                key = self.binding_label(&binding),
                action = other.words()
            ));
        }
        let keys = self.keys.entry(action).or_default();
        if let Some(i) = keys.iter().position(|b| *b == binding) {
            // Already one of its keys: nothing to do (a second copy would add nothing).
            if i == slot || slot >= keys.len() {
                return Ok(());
            }
            keys.remove(i);
        }
        if slot < keys.len() {
            keys[slot] = binding;
        } else if keys.len() < MAX_KEYS {
            keys.push(binding);
        } else {
            return Err(crate::t!("keys-refused-full", n = MAX_KEYS));
        }
        Ok(())
    }

    /// Takes key number `slot` from `action`; refused when it is the last key of an action
    /// that must keep one.
    pub fn unbind(&mut self, action: Action, slot: usize) -> Result<(), String> {
        let keys = self.keys.entry(action).or_default();
        if slot >= keys.len() {
            return Ok(());
        }
        if keys.len() == 1 && action.needs_a_key() {
            return Err(crate::t!("keys-refused-last", action = action.words()));
        }
        keys.remove(slot);
        Ok(())
    }

    /// Every action back to its first keys.
    pub fn reset(&mut self) {
        *self = KeyMap::default();
    }

    /// Remembers the letter printed on a caught key (its logical key), when it differs
    /// from the name the key has on an English keyboard.
    pub fn remember_printed(&mut self, key: KeyCode, printed: &str) {
        if let Some(id) = key_id(key) {
            if printed.eq_ignore_ascii_case(&key_label(key)) {
                self.printed.remove(id);
            } else {
                self.printed.insert(id.to_string(), printed.to_uppercase());
            }
        }
    }

    /// What the settings file keeps: the actions whose keys differ from their defaults.
    pub fn stored(&self) -> StoredKeys {
        let changed = self
            .keys
            .iter()
            .filter(|(a, keys)| a.defaults() != **keys)
            .map(|(a, keys)| (a.id().to_string(), keys.iter().map(Binding::id).collect()))
            .collect();
        StoredKeys {
            changed,
            printed: self.printed.clone(),
        }
    }

    /// Takes the keys kept in the settings file. What cannot be used (an unknown action or
    /// key, a key two actions would share, too many keys) is left out, each with a
    /// problem to report; an action left without keys it needs keeps its defaults.
    pub fn load(&mut self, stored: &StoredKeys) -> Vec<String> {
        // not shown: from here (problems go to the log, for whoever edited the file)
        let mut problems = Vec::new();
        let mut wanted = Vec::new();
        for (id, keys) in &stored.changed {
            let Some(action) = Action::from_id(id) else {
                problems.push(format!("no action \"{id}\": its keys are left out"));
                continue;
            };
            self.keys.insert(action, Vec::new());
            wanted.push((action, keys));
        }
        for (action, keys) in wanted {
            for id in keys.iter().take(MAX_KEYS) {
                let Some(binding) = Binding::from_id(id) else {
                    problems.push(format!("no key \"{id}\" (for {}): left out", action.id()));
                    continue;
                };
                if let Err(why) = self.bind(action, usize::MAX, binding) {
                    problems.push(format!("{} for {}: {why}", id, action.id()));
                }
            }
            if keys.len() > MAX_KEYS {
                problems.push(format!(
                    "{} has more than {MAX_KEYS} keys: the first {MAX_KEYS} are kept",
                    action.id()
                ));
            }
            if self.keys(action).is_empty() && action.needs_a_key() {
                let defaults = action.defaults();
                for b in defaults {
                    let _ = self.bind(action, usize::MAX, b);
                }
            }
        }
        self.printed = stored
            .printed
            .iter()
            .filter(|(id, text)| key_from_id(id).is_some() && text.chars().count() <= 3)
            .map(|(id, text)| (id.clone(), text.clone()))
            .collect();
        problems
        // not shown: to here
    }
}

#[cfg(test)]
mod tests;
