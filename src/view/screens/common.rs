//! What the screens share: a centred window, the menu's confirmation, the interface
//! scale and the window's size.

use crate::view::keymap::{Action, shown};
use crate::view::state::ViewSettings;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the menu is asking to confirm.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Confirm {
    #[default]
    Nothing,
    ToTitle,
    Quit,
}

/// A centred, fixed window for a screen.
pub(super) fn screen_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .collapsible(false)
        .resizable(false)
        .movable(false)
}

/// A screen's window that grows downwards: its top stays where it is when a section
/// opens or a choice adds lines, so that nothing moves under the pointer (a centred
/// window would move up by half of what it gained).
pub(super) fn screen_window_top<'a>(title: &'a str, ctx: &egui::Context) -> egui::Window<'a> {
    let top = (ctx.content_rect().height() * 0.08).clamp(12.0, 80.0);
    screen_window(title).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
}

/// The UI scale, applied when you let go of the slider: applied while dragging, it
/// rescaled the slider under the pointer, which then jumped to an end.
pub(super) fn ui_scale_slider(
    ui: &mut egui::Ui,
    settings: &mut ViewSettings,
    pending: &mut Option<f32>,
) {
    let mut value = pending.unwrap_or(settings.ui_scale);
    let r = ui
        .add(
            egui::Slider::new(&mut value, 0.75..=2.0)
                .step_by(0.05)
                .text(crate::t!("screens-ui-scale")),
        )
        .on_hover_text(crate::t!("screens-ui-scale-hover"));
    if r.dragged() {
        *pending = Some(value);
    } else if r.changed() || r.drag_stopped() || pending.is_some() {
        settings.ui_scale = value;
        *pending = None;
    }
}

/// Fullscreen (F11) and a few window sizes.
pub(super) fn window_controls(ui: &mut egui::Ui, window: &mut Window) {
    use bevy::window::{MonitorSelection, WindowMode};
    let full = !matches!(window.mode, WindowMode::Windowed);
    if ui
        .selectable_label(
            full,
            crate::t!("screens-fullscreen", key = shown(Action::Fullscreen)),
        )
        .on_hover_text(crate::t!("screens-fullscreen-hover"))
        .clicked()
    {
        window.mode = if full {
            WindowMode::Windowed
        } else {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    ui.horizontal(|ui| {
        ui.label(crate::t!("screens-window"));
        for (w, h) in [(1280, 720), (1600, 900), (1920, 1080)] {
            if ui
                .small_button(format!("{w}x{h}"))
                .on_hover_text(crate::t!("screens-window-size-hover"))
                .clicked()
            {
                window.mode = WindowMode::Windowed;
                window.resolution.set(w as f32, h as f32);
            }
        }
    });
}
