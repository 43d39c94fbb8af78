//! An automa kind's question: its options as buttons (each with what it does), the one
//! the game proposes first and marked, Enter to take it.

use super::common::*;
use crate::rules::player::*;
use crate::rules::prompt::ChoiceOption;
use bevy::prelude::*;
use bevy_egui::egui;

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
    ui.horizontal_wrapped(|ui| {
        for (i, o) in options.iter().enumerate() {
            let label = if i == suggested {
                format!("{} (Enter)", o.label)
            } else {
                o.label.clone()
            };
            let mut button = egui::Button::new(label);
            if i == suggested {
                button = button.selected(true);
            }
            if ui.add(button).on_hover_text(&o.hover).clicked() {
                send(world, PlayerCommand::Choose(o.key.clone()));
            }
        }
    });
    if let Some(o) = options.get(suggested) {
        ui.small(format!("Proposed: {}. {}", o.label, o.hover));
    }
}
