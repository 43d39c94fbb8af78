//! Player settings of the client: animation speed, UI scale, open overlays; and the
//! update mode that lets an idle game sleep.

use super::Screen;
use super::animation::Animations;
use crate::rules::prompt::PromptSlot;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
    app.insert_resource(WinitSettings::desktop_app())
        .add_systems(Last, choose_update_mode);
}

/// Runs continuously while something moves (an animation, or the rules playing automa
/// turns); otherwise waits for input, so an idle game costs almost no CPU.
fn choose_update_mode(
    screen: Res<State<Screen>>,
    prompt: Option<Res<PromptSlot>>,
    animations: Res<Animations>,
    auto: Res<super::AutoPlay>,
    capture: Option<Res<super::ScriptedCapture>>,
    mut winit: ResMut<WinitSettings>,
) {
    let rules_running =
        *screen.get() == Screen::Game && (prompt.is_some_and(|p| p.0.is_none()) || auto.on);
    let busy = matches!(screen.get(), Screen::Loading)
        || rules_running
        || animations.busy()
        || capture.is_some();
    let mode = if busy {
        UpdateMode::Continuous
    } else {
        UpdateMode::reactive(Duration::from_secs(2))
    };
    if winit.focused_mode != mode {
        winit.focused_mode = mode;
        winit.unfocused_mode = if busy {
            mode
        } else {
            UpdateMode::reactive_low_power(Duration::from_secs(10))
        };
    }
}

/// bevy_egui 0.42 reports the modifier keys to egui every frame, even when they did not
/// change, and egui answers any input event with a repaint request: the window would
/// never go idle. Only a real change of the modifiers is passed on.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut bevy_egui::EguiInput>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|e| match e {
            bevy_egui::egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}
