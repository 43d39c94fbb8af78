//! The moments of a game that the phases drive and that content and automa kinds hook
//! into: the phases themselves (Bevy states), the scoring schedules, and the steps in
//! them that a plugin orders its own systems against. Vocabulary only: the phases'
//! drivers live in `rules/phases/`.

use crate::rules::hooks::HookPoint;
use crate::rules::seat::Seat;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The phase of the round (or before and after the game), in the order they come.
#[derive(
    States,
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    Serialize,
    Deserialize,
)]
pub enum GamePhase {
    #[default]
    Setup,
    MoveCombat,
    Growth,
    Trading,
    Scoring,
    GameOver,
}

/// Steps of the growth phase.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[source(GamePhase = GamePhase::Growth)]
pub enum GrowthStep {
    #[default]
    Select,
    SwitchAlignment,
    TurnOrder,
    Resolve,
}

/// Systems that score at the end of each round. Later content (galactic stories,
/// domination cards) adds its systems here.
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct RoundScoring;

/// Systems that score at game end (population track, sector majorities; goals later).
#[derive(ScheduleLabel, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameEndScoring;

/// Steps of the shared scoring that content orders its systems against.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoringStep {
    /// [`RoundScoring`]: the era's alignment DP.
    Alignment,
    /// [`RoundScoring`], after the alignment: the galactic story's DP for the round.
    Story,
    /// [`GameEndScoring`]: the population track's DP.
    PopulationTrack,
    /// [`GameEndScoring`], after the population track: the sector majorities.
    Sectors,
    /// On leaving the scoring phase: the round counter moves on (an era starts after).
    NextRound,
}

/// Hook point: a person's turn has ended (their move/combat turn once its battles are
/// fought, or their growth turn): what acts "after each of your turns" acts now. Battles
/// it queues are fought before the next seat's turn.
pub struct PersonTurnEnded;

impl HookPoint for PersonTurnEnded {
    type Fn = fn(&mut World, Seat, GamePhase);
}

/// Hook point: a person's turn is about to begin (their move/combat turn, or their growth
/// turn once the counters are turned up): what must be asked first (a role declared to
/// the Ancients) puts its question and answers true; the turn waits for the answer and
/// asks again. An answered hook answers false.
pub struct PersonTurnStarting;

impl HookPoint for PersonTurnStarting {
    type Fn = fn(&mut World, Seat, GamePhase) -> bool;
}

/// Whether a hook of [`PersonTurnStarting`] asked something first (then the turn waits).
pub fn ask_before_person_turn(world: &mut World, seat: Seat, phase: GamePhase) -> bool {
    crate::rules::hooks::hooked_mut::<PersonTurnStarting>(world)
        .iter()
        .copied()
        .any(|ask| ask(world, seat, phase))
}

/// Hook point: whether the game ends early at the end of this round, and why (a kind's
/// campaign is won). The first answer holds.
pub struct EarlyEnd;

impl HookPoint for EarlyEnd {
    type Fn = fn(&World) -> Option<crate::lang::Says>;
}

/// Hook point: whether the game is ranked by the ranking table's column for a game with a
/// galactic goal (content that is in play says so).
pub struct RankedWithGoal;

impl HookPoint for RankedWithGoal {
    type Fn = fn(&World) -> bool;
}

/// Hook point: a new game is being set up: content and kinds put their own per-game state
/// back to its start.
pub struct GameReset;

impl HookPoint for GameReset {
    type Fn = fn(&mut World);
}
