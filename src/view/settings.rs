//! Player settings of the client: animation speed, UI scale, open overlays; and the
//! update mode that lets an idle game sleep.

use super::Screen;
use super::animation::Animations;
use crate::rules::prompt::PromptSlot;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How fast automa turns are shown. Instant plays the same rules without waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }

    /// Multiplier on every animation's duration (0 = no animation).
    pub fn factor(self) -> f32 {
        match self {
            Speed::Slow => 2.0,
            Speed::Normal => 1.0,
            Speed::Fast => 0.4,
            Speed::Instant => 0.0,
        }
    }
}

#[derive(Resource, Debug, Clone)]
pub struct ViewSettings {
    pub speed: Speed,
    /// Size of the panels and text (egui zoom).
    pub ui_scale: f32,
    pub show_help: bool,
    pub show_decisions: bool,
    /// The in-game menu (resume, return to the title, quit).
    pub menu_open: bool,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            speed: Speed::Normal,
            ui_scale: 1.0,
            show_help: false,
            show_decisions: true,
            menu_open: false,
        }
    }
}

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
