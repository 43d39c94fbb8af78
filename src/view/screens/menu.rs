//! The in-game menu: speed, scale, saving, and a confirmation before a game in
//! progress is left.

use super::common::Confirm;
use super::common::screen_window_top;
use super::common::ui_scale_slider;
use super::common::window_controls;
use crate::view::screen::Screen;
use crate::view::state::AutoPlay;
use crate::view::state::{Speed, ViewSettings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Esc in the game: resume, settings, return to the title or quit, with a confirmation
/// before a game in progress is given up.
#[allow(clippy::too_many_arguments)]
pub(super) fn game_menu(
    mut contexts: EguiContexts,
    mut settings: ResMut<ViewSettings>,
    mut confirm: ResMut<Confirm>,
    mut auto: ResMut<AutoPlay>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut status: ResMut<crate::view::state::SaveStatus>,
    slot: Option<Res<crate::view::state::SlotName>>,
    mut name: Local<String>,
    mut was_open: Local<bool>,
    config: Res<crate::rules::setup::GameConfig>,
    mut pending_scale: Local<Option<f32>>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let tutorial = config.tutorial;
    if !settings.menu_open {
        *confirm = Confirm::Nothing;
        *was_open = false;
        return Ok(());
    }
    if !*was_open {
        // Opened afresh: the save box offers this game's name, and what the last
        // opening said is gone.
        *was_open = true;
        *name = slot
            .and_then(|s| s.0.clone())
            .unwrap_or_else(|| "my game".into());
        status.message = None;
    }
    screen_window_top("Menu", ctx).show(ctx, |ui| {
        ui.set_width(300.0);
        match *confirm {
            Confirm::Nothing => {
                if ui.button("Resume  (Esc)").clicked() {
                    settings.menu_open = false;
                }
                ui.separator();
                ui.label("Animation speed");
                ui.horizontal(|ui| {
                    for s in Speed::ALL {
                        ui.radio_value(&mut settings.speed, s, s.name());
                    }
                });
                ui_scale_slider(ui, &mut settings, &mut pending_scale);
                if let Ok(mut window) = windows.single_mut() {
                    window_controls(ui, &mut window);
                }
                ui.checkbox(&mut auto.on, "Let the built-in policy play for you")
                    .on_hover_text("For this game only: a new or loaded game starts with it off.");
                ui.checkbox(&mut settings.hints, "Hints for what to do next")
                    .on_hover_text("A short hint under each question in the right panel.");
                ui.separator();
                crate::view::sound::controls(ui, &mut settings);
                ui.separator();
                ui.label("Save this game under a name (it is also saved after every action)");
                ui.horizontal(|ui| {
                    let edit = ui
                        .add(egui::TextEdit::singleline(&mut *name).desired_width(160.0))
                        .on_hover_text("Enter saves too.");
                    let entered =
                        edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if ui.button("Save").clicked() || entered {
                        commands
                            .insert_resource(crate::view::saving::SaveRequest::Save(name.clone()));
                    }
                });
                if let Some((ok, text)) = &status.message {
                    crate::view::theme::outcome(ui, *ok, text);
                }
                ui.separator();
                if ui.button("Return to the title screen").clicked() {
                    *confirm = Confirm::ToTitle;
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.button("Quit the game").clicked() {
                    *confirm = Confirm::Quit;
                }
            }
            c => {
                ui.label(if tutorial {
                    "Leave the guided game? It is saved: \"Continue the guided game\" on the \
                     title screen picks it up."
                } else {
                    "Leave this game? It is saved: Continue on the title screen picks it up."
                });
                ui.horizontal(|ui| {
                    if ui.button("Yes, leave it").clicked() {
                        settings.menu_open = false;
                        auto.on = false;
                        if c == Confirm::Quit {
                            exit.write(AppExit::Success);
                        } else {
                            next.set(Screen::Title);
                        }
                        *confirm = Confirm::Nothing;
                    }
                    if ui.button("No, keep playing").clicked() {
                        *confirm = Confirm::Nothing;
                    }
                });
            }
        }
    });
    Ok(())
}
