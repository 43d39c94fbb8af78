//! What every question's panel shares: sending a command, a question's title, whom a
//! person answers for, and the undo button.

use crate::rules::model::*;
use crate::rules::player::*;
use crate::rules::prompt::PromptSlot;
use crate::view::names::seat_name;
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;

pub(super) fn send(world: &mut World, c: PlayerCommand) {
    crate::view::send::submit(world, c);
}

pub(super) fn title(ui: &mut egui::Ui, text: &str) {
    ui.label(
        egui::RichText::new(text)
            .strong()
            .size(16.0)
            .color(egui::Color32::from_rgb(86, 180, 233)),
    )
    .on_hover_text(crate::t!("prompt-common-title-hover"));
}

/// The seat whose ships the open question is about, when you decide for another seat
/// (a passive automa's battle questions go to the person who is not attacking it).
pub(super) fn on_behalf_of(world: &World) -> Option<Seat> {
    world.resource::<PromptSlot>().on_behalf_of()
}

/// "You decide for the Elder Civilization ...": said under the title of such a question.
pub(super) fn deciding_for(world: &World, ui: &mut egui::Ui, them: Seat) {
    let roster = world.resource::<crate::rules::table::Roster>();
    ui.colored_label(
        crate::view::theme::egui_color(crate::view::theme::seat_color(roster, Some(them))),
        crate::t!("prompt-common-deciding-for", who = seat_name(roster, them)),
    );
}

/// Undo (Ctrl+Z, or the key given instead): your last command, while no die, automa action or secret came after it.
pub(super) fn undo_button(world: &mut World, ui: &mut egui::Ui) {
    if world
        .resource::<crate::rules::undo::UndoMarks>()
        .0
        .is_empty()
    {
        return;
    }
    let you = viewer(world);
    let why = crate::rules::undo::why_not_by(world, you);
    let pressed = ui.input(|i| {
        world
            .resource::<crate::view::keymap::KeyMap>()
            .egui_pressed(crate::view::keymap::Action::UndoCommand, i)
    });
    let button = ui
        .add_enabled(
            why.is_none(),
            egui::Button::new(crate::t!(
                "prompt-common-undo",
                key = crate::view::keymap::shown(crate::view::keymap::Action::UndoCommand)
            )),
        )
        .on_hover_text(crate::t!("prompt-common-undo-hover"))
        .on_disabled_hover_text(crate::t!(
            "prompt-common-undo-not-now",
            why = why.unwrap_or_default()
        ));
    if button.clicked() || (pressed && why.is_none()) {
        // Done at the end of the frame, not in the middle of drawing this panel.
        world.insert_resource(crate::view::saving::SaveRequest::Undo);
    }
}

/// Pads what was just drawn (`shown`) to at least `lines` lines of small text, so that a
/// text that changes with a choice never moves the controls below it.
pub(super) fn reserve_lines(ui: &mut egui::Ui, shown: &egui::Response, lines: f32) {
    let line = ui.text_style_height(&egui::TextStyle::Small);
    let want = line * lines;
    if shown.rect.height() < want {
        ui.add_space(want - shown.rect.height());
    }
}
