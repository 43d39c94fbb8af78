//! What egui needs to hear right in a game that sleeps while nothing moves (the
//! reactive update mode): the true time of each input, and no invented input.

use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet};

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (drop_unchanged_modifiers, stamp_input_time)
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Bevy's real time is the moment the previous frame finished rendering. After a rest
/// that is seconds old, so the press that wakes the game looked seconds long to egui,
/// longer than a click may last: a button clicked after the pointer rested on it did
/// nothing. egui is given the moment the input is read instead.
fn stamp_input_time(mut inputs: Query<&mut EguiInput>, real: Res<Time<Real>>) {
    let now = real.startup().elapsed().as_secs_f64();
    for mut input in &mut inputs {
        input.0.time = Some(now);
    }
}

/// bevy_egui 0.42 reports the modifier keys to egui every frame, even when they did not
/// change, and egui answers any input event with a repaint request: the window would
/// never go idle. Only a real change of the modifiers is passed on.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
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
