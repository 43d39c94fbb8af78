//! Watching a saved game from its start: the recorded commands are given again, one
//! each time the game asks, with the same animations as when it was played. Pause,
//! step and the speed setting work as in a game; giving a command of your own (or
//! "Take over") makes the game yours from there. The autosave is left alone while you
//! watch.

use super::screen::Screen;
use crate::rules::player::{CommandLog, CommandResult, SeatCommand};
use crate::rules::prompt::PromptSlot;
use crate::view::keymap::{Action, shown};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The game being watched.
#[derive(Resource, Debug, Clone)]
pub struct Replay {
    /// What is watched (a save's name), for the banner.
    pub title: String,
    pub commands: Vec<SeatCommand>,
    /// The next command to give.
    pub next: usize,
    pub paused: bool,
    pub step_once: bool,
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        feed.run_if(in_state(Screen::Game))
            .after(crate::rules::player::apply_submitted_commands)
            .before(crate::rules::phases::drive_after_commands),
    )
    .add_systems(
        EguiPrimaryContextPass,
        banner.run_if(in_state(Screen::Game)),
    )
    .add_systems(OnExit(Screen::Game), |mut commands: Commands| {
        commands.remove_resource::<Replay>()
    });
}

/// Starts watching a save from its first command.
pub fn watch(world: &mut World, title: &str, saved: &crate::save::SaveFile) -> Result<(), String> {
    super::start::rules_for(world, saved)?;
    super::start::start_game(world, saved.config.clone())?;
    world.resource_mut::<super::state::AutoPlay>().on = false;
    world.insert_resource(Replay {
        title: title.to_string(),
        commands: saved.commands.clone(),
        next: 0,
        paused: false,
        step_once: false,
    });
    Ok(())
}

/// Gives the next recorded command when the game asks and nothing is being shown.
fn feed(world: &mut World) {
    // Read in place: the recording is not copied every frame.
    let Some((next, waiting, c)) = world.get_resource::<Replay>().map(|r| {
        (
            r.next,
            r.paused && !r.step_once,
            r.commands.get(r.next).cloned(),
        )
    }) else {
        return;
    };
    // A command that was not the replay's: you took over.
    if world.resource::<CommandLog>().0.len() != next {
        world.remove_resource::<Replay>();
        return;
    }
    if waiting
        || world.resource::<PromptSlot>().0.is_none()
        || world.resource::<super::animation::Animations>().busy()
    {
        return;
    }
    let Some(c) = c else {
        // The end of the recording: the game is yours from here.
        world.remove_resource::<Replay>();
        return;
    };
    let result = crate::rules::player::apply_command_as(world, c.seat, c.command.clone());
    let ok = result.is_ok();
    world.write_message(CommandResult {
        seat: c.seat,
        command: c.command,
        result,
    });
    if !ok {
        warn!("a recorded command was refused: the replay stops here");
        world.remove_resource::<Replay>();
        return;
    }
    let mut r = world.resource_mut::<Replay>();
    r.next += 1;
    r.step_once = false;
}

/// The replay's controls, over the board.
fn banner(
    mut contexts: EguiContexts,
    replay: Option<ResMut<Replay>>,
    mut commands: Commands,
) -> Result {
    let Some(mut replay) = replay else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Replay") // not shown (no title bar: the window's id)
        // Above the log, clear of the cards that open at the top of the board.
        .anchor(
            egui::Align2::CENTER_BOTTOM,
            egui::vec2(0.0, -(super::theme::LOG_HEIGHT + 8.0)),
        )
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label(crate::t!(
                    "replay-watching",
                    title = replay.title.as_str(),
                    action = replay.next,
                    actions = replay.commands.len()
                ))
                .on_hover_text(crate::t!(
                    "replay-watching-hover",
                    skip = shown(Action::SkipTurn),
                    back = shown(Action::Back)
                ));
                let pause = if replay.paused {
                    crate::t!("replay-resume")
                } else {
                    crate::t!("replay-pause")
                };
                if ui.button(pause).clicked() {
                    replay.paused = !replay.paused;
                }
                if ui
                    .add_enabled(replay.paused, egui::Button::new(crate::t!("replay-step")))
                    .on_hover_text(crate::t!("replay-step-hover"))
                    .clicked()
                {
                    replay.step_once = true;
                }
                if ui
                    .button(crate::t!("replay-take-over"))
                    .on_hover_text(crate::t!("replay-take-over-hover"))
                    .clicked()
                {
                    commands.remove_resource::<Replay>();
                }
            });
        });
    Ok(())
}
