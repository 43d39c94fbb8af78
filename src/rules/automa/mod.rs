//! Automa kinds. A kind is a folder here (its code) and a folder of table files under
//! `assets/rules/automa/<key>/` (one file per automa of the kind), registered with one
//! line in [`KINDS`]. Shared rule code reaches an automa only through its kind's entry
//! points below; a setup's seat names its kind and table.

pub mod passive;
pub mod solo;

use crate::rules::choice::{Question, Reply};
use crate::rules::data::{DataError, GrowthAction, KindTable};
use crate::rules::model::Seat;
use crate::rules::table::Roster;
use bevy::prelude::*;

/// What the rules ask of an automa kind. Each entry is the kind's own code.
pub struct AutomaKind {
    /// The name setups and the table folder use.
    pub key: &'static str,
    /// Reads one of its table files (`automa/<key>/<table>.ron`: the file's name for
    /// errors, its text): the kind's own format, checked, with the traits shared rules
    /// read.
    pub read: fn(&str, &str) -> Result<KindTable, DataError>,
    /// Whether it moves in its move/combat turns (a passive kind takes none).
    pub moves: bool,
    /// Inserts the kind's own per-game resources, sized for the table's seats.
    pub init: fn(&mut World, usize),
    /// Setting up one automa at the start of the game.
    pub start: fn(&mut World, Seat),
    /// One automa's move/combat turn (battles are queued by the phase).
    pub move_turn: fn(&mut World, Seat),
    /// Choosing an automa's growth actions at the start of the growth phase.
    pub roll_growth: fn(&mut World, Seat),
    /// Carrying out an automa's growth actions in its growth turn.
    pub growth_turn: fn(&mut World, Seat),
    /// The growth actions it will take this phase (turn order moves, what a person may
    /// cancel).
    pub planned_growth: fn(&World, Seat) -> Vec<GrowthAction>,
    /// A person's Military 6+ research cancels one of those actions.
    pub cancel_growth_action: fn(&mut World, Seat, usize),
    /// Answers a question the rules put to it (retreat, losses, retreat hex).
    pub answer: fn(&mut World, Seat, &Question) -> Reply,
    /// Asked by a seat for peace: whether it accepts.
    pub peace: fn(&mut World, Seat, Seat) -> bool,
    /// The chance that it accepts, before the asking: faces of a six-sided die that
    /// win, with why (shown on the button).
    pub peace_odds: fn(&World, Seat, Seat) -> (u8, String),
    /// Whether it is willing to trade with a seat this round.
    pub trade_willing: fn(&mut World, Seat, Seat) -> bool,
    /// The chance that it is willing, before the asking: faces of a six-sided die that
    /// win, with why.
    pub trade_odds: fn(&World, Seat, Seat) -> (u8, String),
    /// The end of a trading phase.
    pub trading_phase_end: fn(&mut World, Seat),
    /// After it gained levels or a star (the solo kind places new fleet tactics).
    pub after_gain: fn(&mut World, Seat),
}

impl std::fmt::Debug for AutomaKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AutomaKind({})", self.key)
    }
}

/// Kinds are the same when their keys are.
impl PartialEq for AutomaKind {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

/// Every automa kind the game knows. Adding a kind is one line here.
pub const KINDS: &[&AutomaKind] = &[&solo::KIND, &passive::KIND];

/// The registered kind with this key.
pub fn kind_named(key: &str) -> Option<&'static AutomaKind> {
    KINDS.iter().copied().find(|k| k.key == key)
}

/// The kind an automa seat plays as (None for a person).
pub fn kind(world: &World, seat: Seat) -> Option<&'static AutomaKind> {
    world
        .resource::<Roster>()
        .seats
        .get(seat.index())
        .and_then(|s| s.kind)
}
