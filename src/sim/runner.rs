//! Plays whole games headless: the rules app, the policy for the player's seat, and
//! the figures a simulation reports.

use super::policy;
use crate::rules::data::RulesData;
use crate::rules::log::{GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::phases::{FinalResult, GamePhase, TurnsDone};
use crate::rules::prompt::PromptSlot;
use crate::rules::setup::{GameConfig, new_game};
use crate::rules::snapshot::Snapshot;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What one finished game came to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub seed: u64,
    pub difficulty: u8,
    pub dp: i32,
    pub rank: String,
    /// The galactic story played (its name), if any.
    #[serde(default)]
    pub story: Option<String>,
    /// Your star people and its starting side ("Mantids (STO)"), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub people: Option<String>,
    pub by_source: Vec<(String, i32)>,
    pub dp_per_round: Vec<i32>,
    pub player_stars: u32,
    pub player_ships: u32,
    pub slaver_stars: u32,
    pub slaver_ships: u32,
    pub slaver_offboard: u32,
    pub farmer_ships: u32,
    pub slavers_at_war_end: bool,
    pub battles: u32,
    pub battles_won_by_player: u32,
    pub dice_rolled: u32,
    pub decisions: u32,
    pub commands: u32,
}

/// Timings gathered while playing (not part of a game's result).
#[derive(Debug, Clone, Default)]
pub struct Timings {
    /// Nanoseconds of each update in which an automa took a turn.
    pub automa_turn_ns: Vec<u64>,
    /// The same updates, with the phase of the turn (to see which phase the slow ones
    /// are in).
    pub automa_turn_phase: Vec<GamePhase>,
    /// The same updates, with what happened in each (to see what the slow ones did).
    pub automa_turn_work: Vec<TurnWork>,
    pub game_ns: u64,
}

/// What one measured update did: its automa turn and whatever followed it in the update.
#[derive(Debug, Clone, Copy, Default)]
pub struct TurnWork {
    /// The game moved on to another phase within the update.
    pub changed_phase: bool,
    /// Log entries written.
    pub entries: u32,
    /// Battles fought.
    pub battles: u32,
    /// Moves of ships from one hex to another (a group that moves together is one).
    pub moves: u32,
    /// Dice rolled.
    pub rolls: u32,
}

/// How long the game log and the dice's record are (what a measured update added).
fn work_marks(world: &World) -> (usize, usize) {
    (
        world.resource::<GameLog>().entries.len(),
        world.resource::<crate::rules::dice::Dice>().rolls.len(),
    )
}

fn phase(app: &App) -> GamePhase {
    *app.world().resource::<State<GamePhase>>().get()
}

/// Steps the game until it ends, answering prompts with the built-in policy.
pub fn play_to_end(app: &mut App, timings: Option<&mut Timings>) -> Result<(), String> {
    play_to_end_with(app, timings, &mut policy::act)
}

/// Steps the game until it ends, every question answered by `answer` (which must give
/// at least one command, or the game would wait for ever).
pub fn play_to_end_with(
    app: &mut App,
    timings: Option<&mut Timings>,
    answer: &mut dyn FnMut(&mut World),
) -> Result<(), String> {
    policy::supports(app.world())?;
    let mut timings = timings;
    let start = Instant::now();
    for _ in 0..100_000 {
        if phase(app) == GamePhase::GameOver && app.world().contains_resource::<FinalResult>() {
            if let Some(t) = timings.as_deref_mut() {
                t.game_ns = start.elapsed().as_nanos() as u64;
            }
            return Ok(());
        }
        if app.world().resource::<PromptSlot>().0.is_some() {
            answer(app.world_mut());
            continue;
        }
        let before = app.world().resource::<TurnsDone>().0.len();
        let (entries0, rolls0, phase0) = if timings.is_some() {
            let (e, r) = work_marks(app.world());
            (e, r, phase(app))
        } else {
            (0, 0, GamePhase::GameOver)
        };
        let t0 = Instant::now();
        // The rules' steps of an update by hand, without the schedules' machinery that
        // cost ten times the steps themselves (0.9 against 0.07 µs an update): the
        // simulation sends no commands as messages, the phase changes write none, and
        // nothing in the rules looks at change ticks.
        crate::rules::phases::step(app.world_mut());
        let ns = t0.elapsed().as_nanos() as u64;
        if let Some(t) = timings.as_deref_mut() {
            let done = &app.world().resource::<TurnsDone>().0;
            let roster = || app.world().resource::<crate::rules::table::Roster>();
            if let Some(d) = done[before.min(done.len())..]
                .iter()
                .find(|d| d.seat.is_some_and(|s| roster().is_automa(s)))
            {
                t.automa_turn_ns.push(ns);
                t.automa_turn_phase.push(d.phase);
                let (entries1, rolls1) = work_marks(app.world());
                let log = &app.world().resource::<GameLog>().entries;
                let count = |f: fn(&LogEntry) -> bool| {
                    log[entries0.min(log.len())..]
                        .iter()
                        .filter(|e| f(e))
                        .count() as u32
                };
                t.automa_turn_work.push(TurnWork {
                    changed_phase: phase(app) != phase0,
                    entries: entries1.saturating_sub(entries0) as u32,
                    battles: count(|e| matches!(e, LogEntry::Battle(_))),
                    moves: count(|e| matches!(e, LogEntry::Move { .. })),
                    rolls: rolls1.saturating_sub(rolls0) as u32,
                });
            }
        }
    }
    Err("the game did not end within 100000 steps".into())
}

/// Plays one whole game in a fresh app and sums it up.
pub fn play_game(
    rules: &RulesData,
    config: GameConfig,
    timings: Option<&mut Timings>,
) -> Result<GameSummary, String> {
    Simulator::new(rules.clone()).play(config, timings)
}

/// One app reused game after game: building an app and its schedules costs about as
/// much as playing a game.
pub struct Simulator {
    pub app: App,
}

impl Simulator {
    pub fn new(rules: RulesData) -> Self {
        let mut app = crate::rules::headless_app(rules);
        // Nobody takes a simulated game's commands back.
        app.insert_resource(crate::rules::undo::NoUndo);
        app.update();
        Simulator { app }
    }

    /// Plays a whole game, starting from a cleared world.
    pub fn play(
        &mut self,
        config: GameConfig,
        timings: Option<&mut Timings>,
    ) -> Result<GameSummary, String> {
        self.play_only(config.clone(), timings)?;
        Ok(summarize(self.app.world_mut(), config))
    }

    /// Plays a whole game from a cleared world, leaving it in the app to be read.
    pub fn play_only(
        &mut self,
        config: GameConfig,
        timings: Option<&mut Timings>,
    ) -> Result<(), String> {
        crate::rules::reset_game(self.app.world_mut());
        new_game(self.app.world_mut(), config)?;
        play_to_end(&mut self.app, timings)
    }
}

/// How many threads `simulate` plays on by default: every core there is.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Plays `games` games on `threads` threads, each thread with an app of its own; game
/// `i` is played by `play(sim, i)`. The results come back in game order, whatever the
/// thread count: a game's result depends only on its own config, so the same games give
/// the same results on one thread or many. The first error in game order is returned; a
/// game that panics panics here. On a terminal, long runs show their progress.
pub fn play_games<T: Send>(
    rules: &RulesData,
    games: u32,
    threads: usize,
    play: impl Fn(&mut Simulator, u32) -> Result<T, String> + Sync,
) -> Result<Vec<T>, String> {
    play_games_with(games, threads, || Simulator::new(rules.clone()), play)
}

/// [`play_games`] with what each thread keeps from game to game made by `make` (the
/// strong player's second app, for its look-ahead).
pub fn play_games_with<S, T: Send>(
    games: u32,
    threads: usize,
    make: impl Fn() -> S + Sync,
    play: impl Fn(&mut S, u32) -> Result<T, String> + Sync,
) -> Result<Vec<T>, String> {
    let threads = threads.clamp(1, games.max(1) as usize);
    let progress = Progress::new(games);
    let mut results: Vec<(u32, Result<T, String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (play, progress, make) = (&play, &progress, &make);
                scope.spawn(move || {
                    let mut sim = make();
                    let mut out = Vec::new();
                    let mut i = t as u32;
                    while i < games {
                        let r = play(&mut sim, i);
                        let failed = r.is_err();
                        out.push((i, r));
                        progress.tick();
                        if failed {
                            break;
                        }
                        i += threads as u32;
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| match h.join() {
                Ok(v) => v,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    });
    progress.done();
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// Games played so far, shown on a terminal's error stream for runs of 200 games or
/// more (nothing when the output goes to a file or a pipe).
struct Progress {
    games: u32,
    played: std::sync::atomic::AtomicU32,
    shown: bool,
}

impl Progress {
    fn new(games: u32) -> Self {
        use std::io::IsTerminal;
        Progress {
            games,
            played: std::sync::atomic::AtomicU32::new(0),
            shown: games >= 200 && std::io::stderr().is_terminal(),
        }
    }

    fn tick(&self) {
        let n = self
            .played
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            + 1;
        if self.shown && n.is_multiple_of((self.games / 100).max(1)) {
            eprint!("\r{n} of {} games played", self.games);
        }
    }

    fn done(&self) {
        if self.shown {
            // Clear the line for the report.
            eprint!("\r\x1b[K");
        }
    }
}

pub fn summarize(world: &mut World, config: GameConfig) -> GameSummary {
    let snap = Snapshot::take(world);
    let result = world.resource::<FinalResult>().clone();
    let stars = |seat: Seat| snap.stars.iter().filter(|s| s.owner == Some(seat)).count() as u32;
    let log = world.resource::<GameLog>();
    let battles = log.battles().filter(|r| !r.retreated).count() as u32;
    let won = log
        .battles()
        .filter(|r| r.winner == Some(Seat::PLAYER))
        .count() as u32;
    GameSummary {
        seed: config.seed,
        difficulty: config.difficulty,
        dp: result.dp,
        rank: result.rank,
        story: world
            .resource::<crate::rules::content::story::ActiveStory>()
            .0
            .as_ref()
            .map(|s| s.name.clone()),
        people: crate::rules::content::people::of(world, Seat::PLAYER).map(|p| {
            format!(
                "{} ({})",
                p.name,
                world
                    .resource::<crate::rules::setup::GameConfig>()
                    .alignment
                    .name()
            )
        }),
        by_source: result.by_source,
        dp_per_round: world
            .resource::<Scores>()
            .of(Seat::PLAYER)
            .per_round
            .clone(),
        player_stars: stars(Seat::PLAYER),
        player_ships: snap.total_ships(Seat::PLAYER),
        slaver_stars: stars(Seat::SLAVERS),
        slaver_ships: snap.total_ships(Seat::SLAVERS),
        slaver_offboard: world
            .resource::<crate::rules::automa::solo::OffboardPower>()
            .0
            .0
            .get(Seat::SLAVERS.index())
            .copied()
            .unwrap_or(0),
        farmer_ships: snap.total_ships(Seat::FARMERS),
        // At a table without a third seat, no one is at war with it.
        slavers_at_war_end: snap.seat_count() > Seat::SLAVERS.index()
            && world
                .resource::<Diplomacy>()
                .at_war(Seat::PLAYER, Seat::SLAVERS),
        battles,
        battles_won_by_player: won,
        dice_rolled: world.resource::<crate::rules::dice::Dice>().rolls.len() as u32,
        decisions: world.resource::<GameLog>().decisions().count() as u32,
        commands: world.resource::<crate::rules::player::CommandLog>().0.len() as u32,
    }
}
