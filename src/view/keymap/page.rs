//! The keys page: every action with its keys, each key a button that catches the next
//! key pressed in its place; a key another action already has where this one works is
//! refused with a message naming that action.

use super::{ALL, Action, Binding, KeyMap, MAX_KEYS, Scope};
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy_egui::egui;

/// While the page waits for a key: the first key pressed (with Ctrl held or not) goes to
/// the action; Esc gives up.
pub(super) fn catch_key(
    mut map: ResMut<KeyMap>,
    keys: Res<ButtonInput<KeyCode>>,
    mut typed: MessageReader<KeyboardInput>,
) {
    let Some((action, slot)) = map.catching else {
        typed.clear();
        return;
    };
    let printed: Option<(KeyCode, String)> = typed.read().find_map(|m| match &m.logical_key {
        Key::Character(c) if m.state.is_pressed() => Some((m.key_code, c.to_string())),
        _ => None,
    });
    let modifier = |k: &KeyCode| {
        matches!(
            k,
            KeyCode::ControlLeft
                | KeyCode::ControlRight
                | KeyCode::ShiftLeft
                | KeyCode::ShiftRight
                | KeyCode::AltLeft
                | KeyCode::AltRight
                | KeyCode::SuperLeft
                | KeyCode::SuperRight
        )
    };
    let Some(&key) = keys.get_just_pressed().find(|k| !modifier(k)) else {
        return;
    };
    map.catching = None;
    map.quiet = true;
    if key == KeyCode::Escape {
        map.message = None;
        return;
    }
    let binding = Binding {
        key,
        ctrl: keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]),
    };
    if let Some((k, text)) = printed.filter(|(k, _)| *k == key) {
        map.remember_printed(k, &text);
    }
    let label = map.binding_label(&binding);
    let id = binding.id();
    map.message = Some(match map.bind(action, slot, binding) {
        Ok(()) => {
            // For the tests through real input (`scripts/test-shots`).
            info!("keys: {} now has {id}", action.id());
            (
                crate::t!("keys-bound", key = label, action = action.words()),
                true,
            )
        }
        Err(why) => {
            info!("keys: {id} refused for {}", action.id());
            (why, false)
        }
    });
}

/// The frame after a key was caught, keys work again.
pub(super) fn end_quiet(mut map: ResMut<KeyMap>) {
    if map.quiet {
        map.quiet = false;
    }
}

/// The page, inside the reference window or the menu.
pub fn show(ui: &mut egui::Ui, map: &mut KeyMap) {
    ui.label(crate::t!("keys-page-how"));
    if let Some((text, ok)) = &map.message {
        let colour = if *ok {
            egui::Color32::from_rgb(120, 210, 140)
        } else {
            egui::Color32::from_rgb(240, 130, 110)
        };
        // Wrapped to a width of its own: a long refusal must not widen the window.
        ui.scope(|ui| {
            ui.set_max_width(ui.available_width().min(440.0));
            ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
        });
    }
    // One grid for every scope, so the keys line up in one column.
    egui::Grid::new("keys-grid")
        .num_columns(2)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for (scope, heading) in [
                (Scope::Everywhere, crate::t!("keys-scope-everywhere")),
                (Scope::Game, crate::t!("keys-scope-game")),
                (Scope::Screens, crate::t!("keys-scope-screens")),
            ] {
                ui.strong(heading);
                ui.end_row();
                for &action in ALL.iter().filter(|a| a.scope() == scope) {
                    ui.label(action.words());
                    ui.horizontal(|ui| row(ui, map, action));
                    ui.end_row();
                }
            }
        });
    ui.add_space(6.0);
    if ui
        .button(crate::t!("keys-reset"))
        .on_hover_text(crate::t!("keys-reset-tip"))
        .clicked()
    {
        map.reset();
        map.message = Some((crate::t!("keys-reset-done"), true));
    }
}

/// One action's keys: a button per key (click: catch a new key in its place; the ×
/// beside it takes it away) and a + while it has room for one more.
fn row(ui: &mut egui::Ui, map: &mut KeyMap, action: Action) {
    let keys: Vec<Binding> = map.keys(action).to_vec();
    for (slot, binding) in keys.iter().enumerate() {
        let waiting = map.catching == Some((action, slot));
        let text = if waiting {
            crate::t!("keys-press-a-key")
        } else {
            map.binding_label(binding)
        };
        let r = ui
            .selectable_label(waiting, text)
            .on_hover_text(crate::t!("keys-change-tip"));
        if r.clicked() {
            r.surrender_focus();
            map.catching = Some((action, slot));
            map.message = None;
        }
        if ui
            .small_button("×")
            .on_hover_text(crate::t!("keys-remove-tip"))
            .clicked()
        {
            map.catching = None;
            map.message = match map.unbind(action, slot) {
                Ok(()) => None,
                Err(why) => Some((why, false)),
            };
        }
    }
    if keys.len() < MAX_KEYS {
        let waiting = map.catching == Some((action, keys.len()));
        let text = if waiting {
            crate::t!("keys-press-a-key")
        } else {
            "+".to_string()
        };
        let r = ui
            .selectable_label(waiting, text)
            .on_hover_text(crate::t!("keys-add-tip"));
        if r.clicked() {
            r.surrender_focus();
            map.catching = Some((action, keys.len()));
            map.message = None;
        }
    }
}
