//! The help overlay: every key and mouse action, and where to look for what.

use super::Screen;
use super::state::ViewSettings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const KEYS: &[(&str, &str)] = &[
    (
        "Left click",
        "select your ships; click a highlighted hex to move them there",
    ),
    ("Right click / Esc", "drop the selection"),
    ("Drag, WASD, arrows", "pan the board"),
    ("Mouse wheel, + and -", "zoom"),
    ("F", "fit the board in the window"),
    ("E", "end your movement (or the trading phase)"),
    ("U, Backspace", "undo your last move before combat"),
    ("Y / N", "retreat or fight when attacked"),
    ("Space", "skip to the end of the automa turn"),
    ("1 2 3 4", "automa speed: slow, normal, fast, instant"),
    ("Tab", "show or hide the automa decisions"),
    ("L", "show or hide the legend of the board"),
    (
        "P",
        "suggest: what the built-in policy would do here (played only if you accept)",
    ),
    ("F1, H", "this help"),
    ("F11", "fullscreen on and off"),
    ("F12", "save a screenshot beside your saves"),
    (
        "Esc",
        "menu: speed, UI scale, window, saving, return to title, quit",
    ),
];

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        help.run_if(not(in_state(Screen::Loading))),
    );
}

fn help(mut contexts: EguiContexts, mut settings: ResMut<ViewSettings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !settings.show_help {
        return Ok(());
    }
    let mut open = true;
    egui::Window::new("Keys and help")
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("keys").striped(true).show(ui, |ui| {
                for (k, what) in KEYS {
                    ui.strong(*k);
                    ui.label(*what);
                    ui.end_row();
                }
            });
            ui.separator();
            ui.label("Hover any hex, star, ship stack or track level for what it is and why it matters.");
            ui.label("The Automa decisions window shows each roll, the table row it picked (highlighted), the candidates and the tie-break.");
            ui.label("The log at the bottom keeps every event; filter it by seat, round or text.");
        });
    if !open {
        settings.show_help = false;
    }
    Ok(())
}
