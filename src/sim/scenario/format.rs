//! The scenario file's format: a position (or a new game), the answers to give, and
//! where to stop. Documented in `docs/scenarios.md`.

use crate::rules::model::*;
use crate::rules::phases::GamePhase;
use crate::rules::player::PlayerCommand;
use serde::{Deserialize, Serialize};

/// The largest scenario (or setup file a scenario names) read: 4 MiB.
pub const MAX_SCENARIO_FILE: u64 = 4 << 20;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Seed of the generated board and of the dice after the forced faces run out.
    pub seed: u64,
    /// The table: a setup of the rules by name (`two-players`, `remnants`...); the seat
    /// keys of the whole file are its keys. Default: the solo table.
    #[serde(default)]
    pub setup: Option<String>,
    #[serde(default = "one")]
    pub difficulty: u8,
    #[serde(default = "sto")]
    pub alignment: Alignment,
    #[serde(default = "one")]
    pub round: u8,
    /// `MoveCombat`, `Growth` or `Trading` (a scenario that starts a new game starts in
    /// the first move/combat phase whatever this says).
    #[serde(default = "move_combat")]
    pub phase: GamePhase,
    /// Start a new game from a setup instead of building a position: the board is
    /// generated from `seed`, the start bonus, difficulty and turn order dice come from
    /// `forced_dice` first, and the position fields below are not used.
    #[serde(default)]
    pub new_game: Option<NewGame>,
    /// The galactic story in play: a story's key or `random` (drawn with the seed);
    /// without it the scenario plays without a story.
    #[serde(default)]
    pub story: Option<String>,
    /// The galactic goal in play: a goal's key or `random`; none without it.
    #[serde(default)]
    pub goal: Option<String>,
    /// Your star people (a key of `content/peoples.ron`), on the side of `alignment`. In
    /// a new game its setup applies; in a position it is only in play.
    #[serde(default)]
    pub people: Option<String>,
    /// The domination cards in your hand (keys of `content/cards.ron`); the deck holds the
    /// others in file order, the last on top.
    #[serde(default)]
    pub cards: Vec<String>,
    /// The seat whose turn comes first (move/combat only); default: the first in order.
    #[serde(default)]
    pub active: Option<Seat>,
    /// Turn order, first to last, each seat of the table once; empty: the table's order.
    #[serde(default = "default_order")]
    pub turn_order: Vec<Seat>,
    /// Remove the generated stars and use only those listed.
    #[serde(default)]
    pub replace_stars: bool,
    /// Make every generated nebula, asteroid system and neutron star empty space.
    #[serde(default)]
    pub clear_terrain: bool,
    #[serde(default)]
    pub stars: Vec<StarSpec>,
    #[serde(default)]
    pub terrain: Vec<((i32, i32), Terrain)>,
    #[serde(default)]
    pub ships: Vec<ShipSpec>,
    #[serde(default)]
    pub fleets: Vec<FleetSpec>,
    /// Technology levels in die order (Military, Spirituality, Propulsion, Robotics, Genetics).
    #[serde(default)]
    pub technology: Vec<(Seat, [u8; 5])>,
    /// Discs on the population tracks; default: full tracks less the discs on the board.
    #[serde(default)]
    pub player_track: Option<u32>,
    #[serde(default)]
    pub slaver_track: Option<u32>,
    #[serde(default)]
    pub offboard: u32,
    #[serde(default)]
    pub war_with_farmers: bool,
    #[serde(default)]
    pub war_with_slavers: bool,
    #[serde(default)]
    pub dp: i32,
    /// Any seat's own fields (its alignment, DP, track, people, hand, home sector bonus):
    /// the fields above for your seat, at any table for every seat.
    #[serde(default)]
    pub seats: Vec<SeatSpec>,
    /// Pairs of seats at war, any pair at any table (added to the two flags above).
    #[serde(default)]
    pub wars: Vec<(Seat, Seat)>,
    /// The goal's progress so far (Discovery counters, ships on the Leadership tile).
    #[serde(default)]
    pub goal_progress: GoalProgress,
    /// Advanced fleet tactics already assigned.
    #[serde(default)]
    pub tactics: Vec<(Seat, FleetLetter, TacticSide)>,
    /// The automas' own state, by seat key, in each kind's form (see
    /// `docs/scenarios.md`): for the Remnants, their unopened systems and forces.
    #[serde(default)]
    pub automas: Vec<(String, ron::Value)>,
    /// The next cards drawn from named decks (by card name), before their own order:
    /// `("remnant pool", ["ship-2", "blank"])`, `("fleet counters: Slavers", ["C"])`.
    #[serde(default)]
    pub decks: Vec<(String, Vec<String>)>,
    /// Faces the next dice show, in order.
    #[serde(default)]
    pub forced_dice: Vec<u8>,
    /// Answers to the player's prompts, in order; after them the built-in policy plays.
    #[serde(default)]
    pub commands: Vec<PlayerCommand>,
    pub stop: Stop,
}

fn one() -> u8 {
    1
}
fn move_combat() -> GamePhase {
    GamePhase::MoveCombat
}

/// How a scenario starts a new game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// A setup file, relative to the scenario file (default: the scenario's `setup`, or
    /// the rules' solo setup).
    #[serde(default)]
    pub setup: Option<String>,
    /// Each person's alignment, in the table's order (default: `alignment` for all).
    #[serde(default)]
    pub alignments: Vec<Alignment>,
    /// Deal the home sectors' starting bonuses (with the people's tiles).
    #[serde(default)]
    pub sector_bonus: bool,
}

/// One seat's own fields in a position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatSpec {
    pub seat: Seat,
    #[serde(default)]
    pub alignment: Option<Alignment>,
    #[serde(default)]
    pub dp: Option<i32>,
    /// Discs left on its population track (default: full less those on the board).
    #[serde(default)]
    pub track: Option<u32>,
    /// Its star people (a key), in play without its setup.
    #[serde(default)]
    pub people: Option<String>,
    /// Its domination cards in hand (keys).
    #[serde(default)]
    pub cards: Vec<String>,
    /// Its home sector's starting bonus, in play (its setup not applied again).
    #[serde(default)]
    pub sector_bonus: Option<crate::rules::data::SectorBonus>,
}

/// A goal's progress in a position.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoalProgress {
    /// Neutral star counters each seat has taken: (uninhabited, primitive, advanced).
    #[serde(default)]
    pub discovery: Vec<(Seat, (u32, u32, u32))>,
    /// Ships on the Leadership tile, one entry per ship, in the order they came.
    #[serde(default)]
    pub leadership: Vec<Seat>,
}
fn sto() -> Alignment {
    Alignment::Sto
}
/// Empty: the table's own order.
fn default_order() -> Vec<Seat> {
    Vec::new()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StarSpec {
    pub at: (i32, i32),
    pub kind: StarKind,
    #[serde(default)]
    pub owner: Option<Seat>,
    #[serde(default)]
    pub population: u32,
    #[serde(default)]
    pub name: Option<String>,
    /// A relic on the star (its key in `content/relics.ron`): turned up if the star has
    /// an owner, else face down.
    #[serde(default)]
    pub relic: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShipSpec {
    pub owner: Seat,
    pub at: (i32, i32),
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetSpec {
    pub owner: Seat,
    pub letter: FleetLetter,
    pub at: (i32, i32),
    pub ships: u32,
}

/// Where a scenario stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// After this seat's turn in this phase.
    AfterTurn(Seat, GamePhase),
    /// When the game leaves this phase.
    EndOfPhase(GamePhase),
    EndOfRound,
    EndOfGame,
}
