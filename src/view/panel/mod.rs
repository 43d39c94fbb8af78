//! The side panel (your turn's controls, the state of the game, every track with what
//! its levels do) and the log at the bottom, filterable by seat, round and text.

mod cards;
mod content;
mod log;
mod remote;
mod status;

use super::loading::LoadFailure;
use super::screen::Screen;
use super::state::AutoPlay;
use super::state::ViewSettings;
use super::theme::{LOG_HEIGHT, SIDE_WIDTH};
use crate::rules::player::{CommandLog, CommandResult, SeatCommand};
use crate::rules::prompt::PromptSlot;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use log::{LogFilter, log_panel};
use status::{header, status};

pub fn plugin(app: &mut App) {
    app.init_resource::<AutoPlay>()
        .init_resource::<LogFilter>()
        .init_resource::<super::state::BoardArea>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_ui_scale,
                // Set again below while the game's panels are drawn.
                |mut area: ResMut<super::state::BoardArea>| area.0 = None,
                side_and_log.run_if(
                    in_state(Screen::Game).or_else(
                        in_state(Screen::GameOver).and_then(|s: Res<ViewSettings>| s.review),
                    ),
                ),
                broken.run_if(in_state(Screen::Broken)),
            )
                .chain(),
        )
        // Where a person's commands are applied: then the rules take the same steps
        // after an answer as in a headless game (the same game, whoever answers).
        .add_systems(
            PreUpdate,
            policy_plays
                .run_if(in_state(Screen::Game))
                .after(crate::rules::player::apply_submitted_commands)
                .before(crate::rules::phases::drive_after_commands),
        );
}

fn apply_ui_scale(mut contexts: EguiContexts, settings: Res<ViewSettings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - settings.ui_scale).abs() > 0.001 {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    Ok(())
}

fn policy_plays(world: &mut World) {
    let auto = world.resource::<AutoPlay>();
    // The seats the game's setup gives the policy play whenever they are asked.
    let policy_seat = world
        .resource::<PromptSlot>()
        .asked()
        .is_some_and(|s| super::state::played_by_policy(world, s));
    if !(auto.on || auto.step_once || policy_seat)
        || world.resource::<PromptSlot>().0.is_none()
        || world.resource::<super::animation::Animations>().busy()
    {
        return;
    }
    world.resource_mut::<AutoPlay>().step_once = false;
    if let Err(e) = crate::sim::policy::supports(world) {
        warn!("{e}");
        world.resource_mut::<AutoPlay>().on = false;
        return;
    }
    // The guide cannot script the policy: it steps aside first (a recorded command).
    if super::state::guide_showing(world) {
        let _ = crate::rules::player::apply_command(
            world,
            crate::rules::player::PlayerCommand::LeaveGuide,
        );
    }
    let before = world.resource::<CommandLog>().0.len();
    crate::sim::policy::act(world);
    // Report what the policy did as a person's commands are reported, so that the view
    // shows the same cards and messages for it.
    let done: Vec<SeatCommand> = world.resource::<CommandLog>().0[before..].to_vec();
    for c in done {
        world.write_message(CommandResult {
            seat: c.seat,
            command: c.command,
            result: Ok(crate::lang::Says::default()),
        });
    }
}

fn broken(mut contexts: EguiContexts, failure: Option<Res<LoadFailure>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(crate::t!("panel-broken-title")).show(ctx, |ui| {
        ui.label(failure.map_or_else(|| crate::t!("panel-broken-unknown"), |f| f.0.clone()));
        ui.label(crate::t!("panel-broken-fix"));
    });
    Ok(())
}

fn side_and_log(world: &mut World) {
    // While the device is passed on, nothing of the game is drawn (the cover hides it).
    if super::state::passing(world) {
        return;
    }
    let Some(ctx) = super::screen::egui_ctx(world) else {
        return;
    };
    let mut root = egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let shown = egui::Panel::right("status")
        .exact_size(SIDE_WIDTH - 20.0)
        .show(&mut root, |ui| {
            // Each game's side panel opens at its top (not where the last game left it).
            let game = world
                .get_resource::<super::state::GameNumber>()
                .map_or(0, |n| n.0);
            egui::ScrollArea::vertical()
                .id_salt(("side panel", game)) // not shown
                .show(ui, |ui| {
                    ui.set_max_width(SIDE_WIDTH - 36.0);
                    header(world, ui);
                    ui.separator();
                    super::guide::show(world, ui);
                    super::prompts::prompt_controls(world, ui);
                    ui.separator();
                    status(world, ui);
                    ui.min_rect().width()
                })
                .inner
        });
    warn_if_wider(shown.inner, SIDE_WIDTH - 36.0);
    egui::Panel::bottom("log")
        .exact_size(LOG_HEIGHT - 20.0)
        .show(&mut root, |ui| log_panel(world, ui));
    if world.resource::<ViewSettings>().show_decisions {
        super::decisions::show(world, &mut root);
    }
    // What the panels left is the board's: its labels are clipped to it, and the board
    // takes the pointer only there.
    let board_area = root.available_rect_before_wrap();
    world.resource_mut::<super::state::BoardArea>().0 = Some((board_area, ctx.pixels_per_point()));
    // The guide's rings under the labels: a star's name stays readable inside its ring.
    super::guide::paint_rings(world, &ctx, board_area);
    super::labels::paint(world, &ctx, board_area);
    super::table_rows::show(world, &ctx, board_area);
    super::legend::show(world, &ctx, board_area);
}

/// Says once (in the game's log, where the screenshot script looks) when what the side
/// panel holds is wider than the panel: a text that does not wrap (a header, a check box)
/// in a longer language pushes the panel under the log.
fn warn_if_wider(width: f32, planned: f32) {
    use std::sync::atomic::{AtomicU32, Ordering};
    static WIDEST: AtomicU32 = AtomicU32::new(0);
    let over = (width - planned).round();
    if over >= 2.0 && over as u32 > WIDEST.fetch_max(over as u32, Ordering::Relaxed) {
        warn!("the side panel is {over} px wider than planned: a text in it does not wrap");
    }
}
