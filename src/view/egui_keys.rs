//! Keys as egui should hear them: each key with the modifiers held when it was pressed.
//!
//! bevy_egui 0.42 first reads all of a frame's modifier keys, then gives every key of
//! that frame the modifiers held at the frame's end. When Ctrl, A and both releases come
//! in one frame (a quick tap while a frame is slow, or a key sent by a tool), egui heard
//! a plain A, and Ctrl+A in a text box typed "a" over the text instead of selecting it.
//! Its keyboard system is switched off for our context and this one follows the
//! modifiers key by key instead (the modifier state it reports to egui stays its own).

use bevy::input::keyboard::{Key, KeyboardFocusLost, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::input::{EguiInputEvent, ModifierKeysState};
use bevy_egui::{EguiContextSettings, EguiInputSet, PrimaryEguiContext, egui, helpers};

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            take_over_keys.before(EguiInputSet::InitReading),
            keys_to_egui.in_set(EguiInputSet::ReadBevyMessages),
        ),
    );
}

/// bevy_egui's own keyboard system stands down for the game's context.
fn take_over_keys(mut contexts: Query<&mut EguiContextSettings, Added<PrimaryEguiContext>>) {
    for mut settings in &mut contexts {
        settings
            .input_system_settings
            .run_write_keyboard_input_messages_system = false;
    }
}

/// Each key message becomes egui's key event (and text, when no command modifier is
/// held), with the modifiers held at that message.
fn keys_to_egui(
    mut keys: MessageReader<KeyboardInput>,
    mut focus_lost: MessageReader<KeyboardFocusLost>,
    mut held: Local<ModifierKeysState>,
    context: Query<Entity, With<PrimaryEguiContext>>,
    mut out: MessageWriter<EguiInputEvent>,
) {
    if focus_lost.read().count() > 0 {
        *held = ModifierKeysState::default();
    }
    let Ok(context) = context.single() else {
        keys.clear();
        return;
    };
    for key in keys.read() {
        let pressed = key.state.is_pressed();
        match key.logical_key {
            Key::Shift => held.shift = pressed,
            Key::Control => held.ctrl = pressed,
            Key::Alt => held.alt = pressed,
            Key::Super | Key::Meta => held.win = pressed,
            _ => {}
        }
        if pressed && held.text_input_is_allowed() {
            let text = match &key.logical_key {
                Key::Character(c) if !c.chars().any(char::is_control) => Some(c.to_string()),
                Key::Space => Some(" ".to_string()),
                _ => None,
            };
            if let Some(text) = text {
                out.write(EguiInputEvent {
                    context,
                    event: egui::Event::Text(text),
                });
            }
        }
        let physical_key = helpers::bevy_to_egui_physical_key(&key.key_code);
        // The logical key first, the physical one for layouts without Latin letters.
        let Some(egui_key) = helpers::bevy_to_egui_key(&key.logical_key).or(physical_key) else {
            continue;
        };
        out.write(EguiInputEvent {
            context,
            event: egui::Event::Key {
                key: egui_key,
                physical_key,
                pressed,
                repeat: key.repeat,
                modifiers: held.to_egui_modifiers(),
            },
        });
    }
}
