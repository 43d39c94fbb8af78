//! An automa kind's question: its options as buttons (each with what it does), the one
//! the game proposes first and marked, Enter to take it.

use super::common::*;
use crate::rules::player::*;
use crate::rules::prompt::ChoiceOption;
use crate::view::keymap::{Action, shown};
use bevy::prelude::*;
use bevy_egui::egui;

/// The hex options listed as buttons at most (the rest are clicked on the board).
const MAX_HEX_BUTTONS: usize = 12;

pub(super) fn kind_choice(
    world: &mut World,
    ui: &mut egui::Ui,
    title_text: &str,
    text: &str,
    options: &[ChoiceOption],
    suggested: usize,
) {
    title(ui, title_text);
    ui.label(text);
    // Many hexes to choose from: the board shows them all; the buttons list the first
    // few (the proposal among them) and the options that are not hexes.
    let hexes = options.iter().filter(|o| o.hex.is_some()).count();
    let listed = |i: usize, o: &ChoiceOption| {
        hexes <= MAX_HEX_BUTTONS
            || o.hex.is_none()
            || i == suggested
            || options[..i].iter().filter(|p| p.hex.is_some()).count() < MAX_HEX_BUTTONS
    };
    ui.horizontal_wrapped(|ui| {
        for (i, o) in options.iter().enumerate() {
            if !listed(i, o) {
                continue;
            }
            let label = if i == suggested {
                crate::t!(
                    "kind-choice-proposed-button",
                    label = &o.label,
                    key = shown(Action::Confirm)
                )
            } else {
                o.label.text()
            };
            let mut button = egui::Button::new(label);
            if i == suggested {
                button = button.selected(true);
            }
            if ui.add(button).on_hover_text(o.hover.text()).clicked() {
                send(world, PlayerCommand::Choose(o.key.clone()));
            }
        }
    });
    if hexes > MAX_HEX_BUTTONS {
        ui.small(crate::t!("kind-choice-many-hexes", n = hexes));
    }
    if let Some(o) = options.get(suggested) {
        ui.small(crate::t!(
            "kind-choice-proposed",
            label = &o.label,
            hover = &o.hover
        ));
    }
}
