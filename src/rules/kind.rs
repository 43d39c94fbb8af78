//! What an automa kind is to the shared rules: one trait object per kind. A kind is a
//! folder under `rules/automa/` (its table type, its state, its turn) and a folder of
//! table files under `assets/rules/automa/<key>/`; it is registered with one line in
//! `rules/automa/mod.rs`. Shared rules hold a kind as `&'static dyn AutomaKind` (from the
//! roster) and never name one.
//!
//! Every method has a default but the three that only the kind can answer: its key, how
//! it reads its table files, and how it answers the rules' battle questions. The defaults
//! are those of an automa that sits still: no turns, no growth, no peace, no trade.

use crate::rules::data::automa::{GrowthAction, KindTable};
use crate::rules::data::parse::DataError;
use crate::rules::log::KindRule;
use crate::rules::model::Seat;
use crate::rules::question::{Question, Reply};
use bevy::prelude::*;
use hexx::Hex;

/// One table of a kind's, as the rules reference and the decision panel show it: every
/// row in words, under a topic of the reference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableExcerpt {
    /// The reference topic that gathers this table of every automa of the kind.
    pub topic: &'static str,
    /// The topic's title ("Movement tables").
    pub title: String,
    /// The line above the rows in the reference.
    pub intro: String,
    /// The rules section the topic links to.
    pub rule: &'static str,
    /// Each row in words, in order (die faces 1-n).
    pub rows: Vec<String>,
}

/// A section of the side panel that a kind describes for one of its automas (its
/// private tracks): a title and lines, those in force marked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindPanel {
    pub title: String,
    /// Each line, and whether what it says is in force now (drawn highlighted).
    pub lines: Vec<(String, bool)>,
}

/// A row of cards a kind lays out over the board for one of its automas (the Ancients'
/// queue, their rondel): a title and its cards, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableRow {
    pub title: String,
    pub cards: Vec<TableCard>,
}

/// One card of a [`TableRow`]: two short lines, what hovering it says, whether it is
/// the one in force (drawn lit) and whether it lies face down.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TableCard {
    pub top: String,
    pub bottom: String,
    pub hover: String,
    pub lit: bool,
    pub face_down: bool,
}

/// A mark a kind puts on the board beside a hex (a Remnant system not opened yet): a
/// short label in the seat's colour, and what the hex's tooltip says of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HexMark {
    pub hex: Hex,
    pub label: String,
    pub hover: String,
}

/// What the rules ask of an automa kind.
pub trait AutomaKind: Send + Sync + std::panic::RefUnwindSafe + 'static {
    /// The name setups and the table folder use (`automa/<key>/`).
    fn key(&self) -> &'static str;

    /// Reads one of its table files (the file's name for errors, its text): the kind's
    /// own format, checked, with the traits shared rules read.
    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError>;

    /// Answers a question the rules put to it (retreat, losses, retreat hex, forcing an
    /// attacker out).
    fn answer(&self, world: &mut World, seat: Seat, question: &Question) -> Reply;

    /// Whether it moves in the move/combat phase (its [`Self::move_turn`] is called).
    fn moves(&self) -> bool {
        false
    }

    /// Whether its move/combat turn is played in the first round too (the solo automas
    /// do not move then; a kind that takes a turn of its own every phase does).
    fn first_round_turn(&self) -> bool {
        false
    }

    /// Whether it begins battles: at the end of its move/combat turn it attacks the
    /// hostile ships sharing its hexes. A kind that only ever defends says no (the
    /// 2-player variant's passive automa "can only win a battle as defender").
    fn attacks(&self) -> bool {
        true
    }

    /// Inserts the kind's own per-game resources, sized for the table's seats. Called
    /// for every registered kind before each game.
    fn init(&self, _world: &mut World, _seats: usize) {}

    /// Sets one automa up at the start of the game.
    fn start(&self, _world: &mut World, _seat: Seat) {}

    /// One automa's move/combat turn (battles are queued by the phase).
    fn move_turn(&self, _world: &mut World, _seat: Seat) {}

    /// Chooses an automa's growth actions at the start of the growth phase.
    fn roll_growth(&self, _world: &mut World, _seat: Seat) {}

    /// Carries out an automa's growth actions in its growth turn.
    fn growth_turn(&self, _world: &mut World, _seat: Seat) {}

    /// The growth actions it will take this phase (turn order moves, what a person may
    /// cancel).
    fn planned_growth(&self, _world: &World, _seat: Seat) -> Vec<GrowthAction> {
        Vec::new()
    }

    /// A person's Military 6+ research cancels the action at this index of
    /// [`Self::planned_growth`].
    fn cancel_growth_action(&self, _world: &mut World, _seat: Seat, _index: usize) {}

    /// Asked by a seat for peace: whether it accepts (and makes it).
    fn peace(&self, _world: &mut World, _asker: Seat, _automa: Seat) -> bool {
        false
    }

    /// The chance that it accepts peace, before the asking: faces of a six-sided die
    /// that win, with why (shown on the button).
    fn peace_odds(&self, _world: &World, _asker: Seat, _automa: Seat) -> (u8, String) {
        (0, crate::t!("refuse-kind-never-peace"))
    }

    /// Whether it is willing to trade with a seat this round.
    fn trade_willing(&self, _world: &mut World, _asker: Seat, _automa: Seat) -> bool {
        false
    }

    /// The chance that it is willing to trade, before the asking: faces of a six-sided
    /// die that win, with why.
    fn trade_odds(&self, _world: &World, _asker: Seat, _automa: Seat) -> (u8, String) {
        (0, crate::t!("refuse-kind-never-trades"))
    }

    /// The end of a trading phase.
    fn trading_phase_end(&self, _world: &mut World, _seat: Seat) {}

    /// After it gained levels or a star.
    fn after_gain(&self, _world: &mut World, _seat: Seat) {}

    /// Registers what the kind hooks into (moments, facts, modifiers), once, when the
    /// rules' app is built.
    fn plugin(&self, _app: &mut App) {}

    /// Its ships at `from` must retreat (they lost a battle): a kind whose forces cannot
    /// all move (immobile bases) removes those first.
    fn retreating(&self, _world: &mut World, _seat: Seat, _from: Hex) {}

    /// Its ships retreated from `from` to `to` (`None`: none were left, or they had
    /// nowhere to go and were lost).
    fn retreated(&self, _world: &mut World, _seat: Seat, _from: Hex, _to: Option<Hex>) {}

    /// Whether its automas score DP (and so may win): most kinds only deny the people.
    fn scores(&self) -> bool {
        false
    }

    /// How many of its ships a person should expect to meet at `hex` beyond those the
    /// board shows (an unopened system's garrison), from what every player knows (the
    /// table, not the hidden draws): the built-in player weighs it before it sends ships.
    fn expected_ships(&self, _world: &World, _seat: Seat, _hex: Hex) -> u32 {
        0
    }

    /// Marks on the board for an automa of this kind (what it holds that is not ships).
    fn marks(&self, _world: &World, _seat: Seat) -> Vec<HexMark> {
        Vec::new()
    }

    /// What its marks mean, for the board's legend: (label, meaning).
    fn legend(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    /// How a battle against it at `hex` is fought, for the question whether `foe`
    /// retreats before it (a kind with its own battle rules); `None`: the base game's.
    fn battle_words(
        &self,
        _world: &mut World,
        _seat: Seat,
        _foe: Seat,
        _hex: Hex,
    ) -> Option<String> {
        None
    }

    /// The hint under one of its questions (by the question's rules topic), for a
    /// player new to it, as the key of its message (the view writes it, with the confirm
    /// key in use as `$key`); `None`: the general one.
    fn question_hint(&self, _world: &World, _topic: KindRule) -> Option<&'static str> {
        None
    }

    /// Whether it has pieces on the board at all (the Chroniclers own stars, no ships):
    /// the legend shows no token for a kind without.
    fn has_pieces(&self) -> bool {
        true
    }

    /// What its pieces on the board are called, one of them ("ship"; the Ancients'
    /// "cruiser").
    fn piece_noun(&self) -> &'static str {
        "ship"
    }

    /// What the game's difficulty `level` does to an automa of this kind playing by
    /// `table`, in a player's words (the new-game screen's difficulty choice), in the
    /// language in use (`levels-...` in `assets/lang/`); `None` when the level changes
    /// nothing for it. `difficulty` is the game's difficulty file.
    fn difficulty_words(
        &self,
        _difficulty: &crate::rules::data::solo::DifficultyTable,
        _table: &KindTable,
        _level: u8,
    ) -> Option<String> {
        None
    }

    /// The name its `table` gives the game's difficulty `level` (the Remnants'
    /// "Scattered" at easy), as the table writes it (the view translates it as it does
    /// [`AutomaKind::own_levels`]), when the table names its levels but plays by the game's;
    /// `None` otherwise. `calibrate` prints it beside the game's.
    fn level_name(&self, _table: &KindTable, _level: u8) -> Option<String> {
        None
    }

    /// The names of its own difficulty levels, by `table`, when it has more or other
    /// levels than the game's difficulty file (the Chroniclers' six): a table with such a
    /// kind offers these, numbered from 0. Empty: it plays by the game's levels.
    fn own_levels(&self, _table: &KindTable) -> Vec<String> {
        Vec::new()
    }

    /// Checks one of its tables against the base rules once all are read (a list per
    /// era against `base.ron`'s eras, say): a message naming the field, or `Ok`.
    fn check_table(
        &self,
        _table: &KindTable,
        _base: &crate::rules::data::base::BaseRules,
    ) -> Result<(), String> {
        Ok(())
    }

    /// A person answered this automa's question ([`crate::rules::prompt::Prompt::KindChoice`])
    /// with the option `key`: what it does, in words, or why it is refused (nothing
    /// changed).
    fn chosen(
        &self,
        _world: &mut World,
        _automa: Seat,
        _person: Seat,
        _key: &str,
    ) -> Result<crate::lang::Says, crate::lang::Says> {
        Err(crate::says!("refuse-kind-asks-nothing"))
    }

    /// Its tables in words, for the rules reference (each under its topic).
    fn tables(&self, _table: &KindTable) -> Vec<TableExcerpt> {
        Vec::new()
    }

    /// Sets an automa's own state from a scenario file (the entry for its seat in the
    /// scenario's `automas` list, in the kind's own form), once the game is set up. An
    /// error says what is wrong; the scenario then does not run.
    fn scenario_state(
        &self,
        _world: &mut World,
        _seat: Seat,
        _state: ron::Value,
    ) -> Result<(), String> {
        // not shown: from here (a scenario file's error, for its author, in English)
        Err(format!(
            "an automa of the {} kind has no state a scenario sets",
            self.key()
        ))
        // not shown: to here
    }

    /// The rows of cards it lays out over the board (what it will do next, at a
    /// glance); none by default.
    fn table_rows(&self, _world: &World, _seat: Seat) -> Vec<TableRow> {
        Vec::new()
    }

    /// What the side panel shows of an automa of this kind beyond what every seat shows
    /// (its private tracks).
    fn panel(&self, _world: &World, _seat: Seat) -> Vec<KindPanel> {
        Vec::new()
    }
}

impl std::fmt::Debug for dyn AutomaKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AutomaKind({})", self.key()) // not shown
    }
}

/// Kinds are the same when their keys are.
impl PartialEq for dyn AutomaKind {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

/// The kinds a game knows: the built-in ones (`rules::automa::builtin`) and any a test
/// or a tool adds. The rules data are read with them, and keep them.
#[derive(Clone, Default)]
pub struct Kinds(pub Vec<&'static dyn AutomaKind>);

impl Kinds {
    /// The kind with this key.
    pub fn named(&self, key: &str) -> Option<&'static dyn AutomaKind> {
        self.0.iter().copied().find(|k| k.key() == key)
    }

    /// Every kind's key, for messages.
    pub fn keys(&self) -> Vec<&'static str> {
        self.0.iter().map(|k| k.key()).collect()
    }

    /// These kinds and one more (a kind already known by its key is replaced).
    pub fn with(mut self, kind: &'static dyn AutomaKind) -> Self {
        self.0.retain(|k| k.key() != kind.key());
        self.0.push(kind);
        self
    }
}

impl std::fmt::Debug for Kinds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.keys()).finish()
    }
}
