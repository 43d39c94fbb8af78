//! Scenarios: a board position written in RON, run until a stop point, printing the
//! resulting position and the automa decision records. The format is documented in
//! `docs/scenarios.md`; the examples in `scenarios/` double as tests.

mod format;
mod new_game;
mod output;
mod position;
mod table;

pub use format::*;
pub use output::*;
pub use position::setup;

use super::policy;
use crate::rules::data::RulesData;
use crate::rules::log::GameLog;
use crate::rules::phases::{GamePhase, TurnsDone};
use crate::rules::player::{PlayerCommand, apply_command};
use crate::rules::prompt::{Prompt, PromptSlot};
use bevy::prelude::*;
use new_game::new_game_app;
use std::path::Path;

pub fn parse(file: &str, text: &str) -> Result<Scenario, String> {
    ron::from_str(text).map_err(|e| {
        format!(
            "{file}: line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

/// Parses a scenario written with its table's seat keys (the table it names, or a new
/// game's setup file named from `dir`).
pub fn parse_for(
    rules: &RulesData,
    file: &str,
    dir: Option<&Path>,
    text: &str,
) -> Result<Scenario, String> {
    let keys = table::seat_keys(rules, file, dir, text)?;
    crate::rules::seat::with_seat_keys(keys, || parse(file, text))
}

pub fn run_file(rules: &RulesData, file: &Path) -> Result<ScenarioOutput, String> {
    let text = crate::rules::data::read::read_text_capped(file, MAX_SCENARIO_FILE)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    let mut sc = parse_for(rules, &file.display().to_string(), file.parent(), &text)?;
    // A setup file is named relative to the scenario file.
    if let Some(ng) = sc.new_game.as_mut()
        && let Some(path) = ng.setup.as_mut()
        && let Some(dir) = file.parent()
    {
        *path = dir.join(&*path).display().to_string();
    }
    run(rules, &sc)
}

fn phase_of(app: &App) -> GamePhase {
    *app.world().resource::<State<GamePhase>>().get()
}

fn stopped(app: &App, stop: Stop, start_round: u8, entered: bool, done_before: usize) -> bool {
    let phase = phase_of(app);
    match stop {
        Stop::AfterTurn(seat, p) => app.world().resource::<TurnsDone>().0[done_before..]
            .iter()
            .any(|t| t.seat == Some(seat) && t.phase == p),
        Stop::EndOfPhase(p) => entered && phase != p,
        Stop::EndOfRound => app.world().resource::<TurnsDone>().0[done_before..]
            .iter()
            .any(|t| t.phase == GamePhase::Scoring && t.round == start_round),
        Stop::EndOfGame => phase == GamePhase::GameOver,
    }
}

/// The scenario's game or position, built and not yet run.
pub fn build(rules: &RulesData, sc: &Scenario) -> Result<App, String> {
    match &sc.new_game {
        Some(ng) => new_game_app(rules, sc, ng),
        None => setup(rules, sc),
    }
}

/// Runs a scenario to its stop point.
pub fn run(rules: &RulesData, sc: &Scenario) -> Result<ScenarioOutput, String> {
    let mut app = build(rules, sc)?;
    let done_before = app.world().resource::<TurnsDone>().0.len();
    // A new game's deck events are shown from its start, a position's from the run's.
    let decks_before = match (
        &sc.new_game,
        app.world().get_resource::<crate::rules::deck::Decks>(),
    ) {
        (None, Some(d)) => d.events.len(),
        _ => 0,
    };
    // A new game's log is shown from its start (the start bonus and turn order).
    let log_before = if sc.new_game.is_some() {
        0
    } else {
        app.world().resource::<GameLog>().entries.len()
    };
    let mut commands = sc.commands.iter().peekable();
    let mut entered = false;
    for _ in 0..100_000 {
        if stopped(&app, sc.stop, sc.round, entered, done_before) {
            return Ok(output(app.world_mut(), log_before, decks_before));
        }
        if let Some(prompt) = app.world().resource::<PromptSlot>().0.clone() {
            // The retreat-hex and star-guarding questions take only their own answer:
            // files written before they existed keep their meaning, and the policy
            // answers them for them.
            let fits = match prompt {
                Prompt::RetreatWhere { .. } => {
                    matches!(commands.peek(), Some(PlayerCommand::RetreatTo(_)))
                }
                Prompt::GuardStars { .. } => {
                    matches!(commands.peek(), Some(PlayerCommand::GuardStars(_)))
                }
                _ => true,
            };
            match commands.next_if(|_| fits) {
                Some(c) => {
                    apply_command(app.world_mut(), c.clone())
                        .map_err(|e| format!("command {c:?} refused: {e}"))?;
                }
                None => policy::act(app.world_mut()),
            }
            continue;
        }
        app.update();
        if let Stop::EndOfPhase(p) = sc.stop
            && phase_of(&app) == p
        {
            entered = true;
        }
    }
    Err("the scenario did not reach its stop point".into())
}
