//! The side and bottom panels: the state of the game, the open question, the automa
//! decisions and the log. The player's seat can be handed to the built-in policy.

use super::Screen;
use super::loading::LoadFailure;
use crate::rules::data::RulesData;
use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::phases::GamePhase;
use crate::rules::prompt::PromptSlot;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Logical pixels the side panel and the log take (the board is fitted beside them).
pub const SIDE_WIDTH: f32 = 320.0;
pub const LOG_HEIGHT: f32 = 180.0;

/// The built-in policy answers your prompts while this is on.
#[derive(Resource, Default)]
pub struct AutoPlay {
    pub on: bool,
    pub step_once: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<AutoPlay>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                status_panels.run_if(in_state(Screen::Game)),
                broken.run_if(in_state(Screen::Broken)),
            ),
        )
        .add_systems(Update, policy_plays.run_if(in_state(Screen::Game)));
}

fn policy_plays(world: &mut World) {
    let auto = world.resource::<AutoPlay>();
    if !(auto.on || auto.step_once) || world.resource::<PromptSlot>().0.is_none() {
        return;
    }
    world.resource_mut::<AutoPlay>().step_once = false;
    crate::sim::policy::act(world);
}

fn broken(mut contexts: EguiContexts, failure: Option<Res<LoadFailure>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("The rules could not be loaded").show(ctx, |ui| {
        ui.label(failure.map_or("unknown error".into(), |f| f.0.clone()));
        ui.label("Fix the file named above and start the game again.");
    });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn status_panels(
    mut contexts: EguiContexts,
    round: Res<Round>,
    phase: Res<State<GamePhase>>,
    score: Res<Score>,
    order: Res<TurnOrder>,
    dip: Res<Diplomacy>,
    tech: Res<Technology>,
    align: Res<PlayerAlignment>,
    offboard: Res<OffboardPower>,
    prompt: Res<PromptSlot>,
    log: Res<GameLog>,
    rules: Res<RulesData>,
    mut auto: ResMut<AutoPlay>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::Panel::right("status").exact_size(SIDE_WIDTH - 20.0).show(&mut root, |ui| {
        ui.heading(format!("Round {} of {}", round.0, rules.base.rounds));
        ui.label(format!(
            "Era {} ({}) · phase {:?}",
            rules.base.era(round.0),
            rules.base.era_alignment(round.0).name(),
            phase.get()
        ));
        ui.label(format!("You are {} with {} DP", align.0.name(), score.dp));
        ui.label(format!(
            "Turn order: {}",
            order.0.iter().map(|s| s.name()).collect::<Vec<_>>().join(", then ")
        ));
        ui.label(format!(
            "Genetic Farmers: {} · Slavers: {}",
            if dip.player_at_war_with_farmers { "war" } else { "peace" },
            if dip.player_at_war_with_slavers { "war" } else { "peace" }
        ));
        ui.label(format!("Slavers' offboard discs: {}", offboard.discs))
            .on_hover_text("2: never make peace · 3: a level when they do not trade · 4: lower of two dice · 5+: you lose 5 DP per new disc");
        ui.separator();
        egui::Grid::new("tech").striped(true).show(ui, |ui| {
            ui.label("");
            for s in Seat::ALL {
                ui.label(s.name());
            }
            ui.end_row();
            for f in Field::ALL {
                ui.label(f.name());
                for s in Seat::ALL {
                    let l = tech.level(s, f);
                    ui.label(l.to_string()).on_hover_text(rules.tech.description(f, l));
                }
                ui.end_row();
            }
        });
        ui.separator();
        match &prompt.0 {
            Some(p) => {
                ui.label(format!("Waiting for you: {p:?}"));
            }
            None => {
                ui.label("The rules are running.");
            }
        }
        ui.checkbox(&mut auto.on, "Let the built-in policy play for you");
        if ui.button("Policy: answer this question once").clicked() {
            auto.step_once = true;
        }
    });
    egui::Panel::bottom("log")
        .exact_size(LOG_HEIGHT - 20.0)
        .show(&mut root, |ui| {
            ui.heading("Game log");
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    let start = log.entries.len().saturating_sub(300);
                    for e in &log.entries[start..] {
                        ui.label(GameLog::line(e));
                    }
                });
        });
    Ok(())
}
