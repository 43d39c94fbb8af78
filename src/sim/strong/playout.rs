//! Copies of the game and the futures played in them: the game so far is replayed from
//! its setup and commands into a reused app (saves are replays), checked against the
//! game it copies, then played on by the cheap policy.

use crate::rules::data::RulesData;
use crate::rules::model::{Scores, Seat};
use crate::rules::phases::FinalResult;
use crate::rules::player::{CommandLog, SeatCommand};
use crate::rules::prompt::PromptSlot;
use crate::rules::setup::GameConfig;
use crate::rules::snapshot::Snapshot;
use crate::sim::policy::{self, Style};
use crate::sim::runner::Simulator;
use bevy::prelude::*;

/// The game to copy: its rules, setup and the commands given so far.
pub struct Origin {
    pub rules: RulesData,
    pub config: GameConfig,
    pub commands: Vec<SeatCommand>,
}

impl Origin {
    pub fn of(world: &World) -> Result<Origin, String> {
        if world
            .get_resource::<crate::rules::tutorial::Guide>()
            .is_some_and(|g| !g.left)
        {
            return Err(crate::t!("coach-guided"));
        }
        Ok(Origin {
            rules: world.resource::<RulesData>().clone(),
            config: world
                .get_resource::<GameConfig>()
                .cloned()
                .ok_or_else(|| crate::t!("coach-no-game"))?,
            commands: world.resource::<CommandLog>().0.clone(),
        })
    }

    /// The game replayed into `sim`'s app, refused unless what every seat sees there is
    /// what it sees in `game` (a scenario's position is not its setup replayed).
    pub fn build(&self, sim: &mut Simulator, game: &World) -> Result<(), String> {
        self.build_seen(sim, &open_view(game))
    }

    fn build_seen(&self, sim: &mut Simulator, seen: &str) -> Result<(), String> {
        self.replay(sim)?;
        if open_view(sim.app.world()) != seen {
            return Err(crate::t!("coach-not-replayable"));
        }
        Ok(())
    }

    /// The game replayed into `sim`'s app, unchecked: a replay is the same every time,
    /// so once [`Origin::build`] has found the copy right, the next copies are too.
    fn replay(&self, sim: &mut Simulator) -> Result<(), String> {
        let world = sim.app.world_mut();
        crate::rules::reset_game(world);
        crate::rules::setup::new_game(world, self.config.clone())?;
        crate::rules::phases::replay_commands(world, &self.commands)
    }
}

/// A question open in a game, with all it takes to copy the game, owned (it may be
/// weighed on another thread while the game shows).
pub struct Position {
    pub origin: Origin,
    pub prompt: crate::rules::prompt::Prompt,
    /// The seat asked.
    pub seat: Seat,
    /// What everyone sees there (a copy must show the same).
    seen: String,
}

impl Position {
    pub fn of(world: &World) -> Result<Position, String> {
        let slot = world.resource::<PromptSlot>();
        let prompt = slot
            .0
            .clone()
            .ok_or_else(|| crate::t!("coach-no-question"))?;
        let seat = slot.asked().unwrap_or(slot.1);
        Ok(Position {
            origin: Origin::of(world)?,
            prompt,
            seat,
            seen: open_view(world),
        })
    }

    /// The game replayed into `sim`'s app, as it stood here.
    pub fn build(&self, sim: &mut Simulator) -> Result<(), String> {
        self.origin.build_seen(sim, &self.seen)
    }

    /// The game replayed again, once [`Position::build`] found the copy right (what
    /// everyone sees is not compared again: writing it out cost a twentieth of a future).
    pub fn rebuild(&self, sim: &mut Simulator) -> Result<(), String> {
        self.origin.replay(sim)
    }
}

/// What everyone sees, in brief: the question open, the round, the stars (owner,
/// discs, counter if turned up), the ships and fleet counters where they stand, the
/// scores.
fn open_view(world: &World) -> String {
    let snap = Snapshot::take(world);
    let board: Vec<String> = snap
        .stars
        .iter()
        .map(|st| {
            format!(
                "{:?}{:?}{}{}",
                st.hex,
                st.owner,
                st.population,
                if st.revealed { st.kind.name() } else { "?" }
            )
        })
        .collect();
    let scores: Vec<i32> = world
        .resource::<Scores>()
        .0
        .0
        .iter()
        .map(|s| s.dp)
        .collect();
    format!(
        "{:?}|{}|{}|{:?}|{}",
        world.resource::<PromptSlot>().0,
        crate::rules::narrate::current_round(world),
        board.join(","),
        scores,
        world.resource::<CommandLog>().0.len()
    )
}

/// The commands the policy gives, in a copy, to the question open there, asked to play
/// in `style`.
pub fn answer(world: &mut World, origin: &Origin, style: &Style) -> Vec<SeatCommand> {
    world.insert_resource(style.clone());
    policy::act(world);
    world.remove_resource::<Style>();
    world.resource::<CommandLog>().0[origin.commands.len()..].to_vec()
}

/// How one future ended for the seat that weighs it.
pub struct End {
    pub dp: i32,
    /// Its DP by source.
    pub sources: Vec<(String, i32)>,
    pub won: bool,
    pub standings: bool,
}

/// Gives `commands` in the copy in `sim` (stopping at one refused: the policy answers
/// from there), then plays the game to its end with the cheap policy.
pub fn future(sim: &mut Simulator, commands: &[SeatCommand]) -> Result<End, String> {
    let seat: Seat = commands.first().map_or(Seat::PLAYER, |c| c.seat);
    let world = sim.app.world_mut();
    for c in commands {
        if world.resource::<PromptSlot>().0.is_none()
            || crate::rules::player::apply_command_as(world, c.seat, c.command.clone()).is_err()
        {
            break;
        }
    }
    crate::sim::runner::play_to_end(&mut sim.app, None)?;
    let world = sim.app.world();
    let result = world.resource::<FinalResult>();
    let score = world.resource::<Scores>().of(seat);
    Ok(End {
        dp: score.dp,
        sources: score.by_source.clone(),
        won: result.standings.first().is_some_and(|s| s.0 == seat),
        standings: !result.standings.is_empty(),
    })
}
