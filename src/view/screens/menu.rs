//! The in-game menu: speed, scale, saving, and a confirmation before a game in
//! progress is left.

use super::common::Confirm;
use super::common::screen_window_top;
use super::common::ui_scale_slider;
use super::common::window_controls;
use crate::view::keymap::{Action, shown};
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
    (languages, mut reference): (
        Res<crate::view::language::LanguageProblems>,
        ResMut<crate::view::reference::ReferenceView>,
    ),
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
            .unwrap_or_else(|| crate::t!("menu-default-save-name"));
        status.message = None;
    }
    screen_window_top(&crate::t!("menu-title"), ctx).show(ctx, |ui| {
        ui.set_width(300.0);
        match *confirm {
            Confirm::Nothing => {
                if ui
                    .button(crate::t!("menu-resume", key = shown(Action::Back)))
                    .clicked()
                {
                    settings.menu_open = false;
                }
                ui.separator();
                ui.label(crate::t!("menu-animation-speed"));
                ui.horizontal(|ui| {
                    for s in Speed::ALL {
                        ui.radio_value(&mut settings.speed, s, s.name());
                    }
                });
                ui_scale_slider(ui, &mut settings, &mut pending_scale);
                if let Ok(mut window) = windows.single_mut() {
                    window_controls(ui, &mut window);
                }
                ui.checkbox(&mut auto.on, crate::t!("menu-auto-play"))
                    .on_hover_text(crate::t!("menu-auto-play-hover"));
                ui.checkbox(&mut settings.hints, crate::t!("menu-hints"))
                    .on_hover_text(crate::t!("menu-hints-hover"));
                crate::view::language::chooser(ui, &languages);
                if ui
                    .button(crate::t!("menu-keys"))
                    .on_hover_text(crate::t!("menu-keys-hover"))
                    .clicked()
                {
                    settings.menu_open = false;
                    reference.open(&mut settings, crate::view::reference::KEYS_TOPIC);
                }
                ui.separator();
                crate::view::sound::controls(ui, &mut settings);
                ui.separator();
                ui.label(crate::t!("menu-save-under-name"));
                ui.horizontal(|ui| {
                    let edit = ui
                        .add(egui::TextEdit::singleline(&mut *name).desired_width(160.0))
                        .on_hover_text(crate::t!("menu-save-enter-hover"));
                    let entered =
                        edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if ui.button(crate::t!("menu-save")).clicked() || entered {
                        commands
                            .insert_resource(crate::view::saving::SaveRequest::Save(name.clone()));
                    }
                });
                if let Some((ok, text)) = &status.message {
                    crate::view::theme::outcome(ui, *ok, text);
                }
                ui.separator();
                if ui.button(crate::t!("menu-to-title")).clicked() {
                    *confirm = Confirm::ToTitle;
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.button(crate::t!("menu-quit")).clicked() {
                    *confirm = Confirm::Quit;
                }
            }
            c => {
                ui.label(if tutorial {
                    crate::t!("menu-leave-guided")
                } else {
                    crate::t!("menu-leave-game")
                });
                ui.horizontal(|ui| {
                    if ui.button(crate::t!("menu-leave-yes")).clicked() {
                        settings.menu_open = false;
                        auto.on = false;
                        if c == Confirm::Quit {
                            exit.write(AppExit::Success);
                        } else {
                            next.set(Screen::Title);
                        }
                        *confirm = Confirm::Nothing;
                    }
                    if ui.button(crate::t!("menu-leave-no")).clicked() {
                        *confirm = Confirm::Nothing;
                    }
                });
            }
        }
    });
    Ok(())
}
