//! The record of everything that happened: automa decisions as data, plus plain events.
//! The readable game log and the view both read these records.

use crate::lang::Says;
use crate::rules::model::{Field, FleetLetter, Seat};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What a decision decided: the view and the tests read this, never the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    InitialTurnOrder,
    StartBonus,
    MovementRow,
    MoveTarget,
    GrowthRow,
    SpawnShips,
    GainStar,
    FieldToResearch,
    ConsolidateFleets,
    FleetCounterDrawn,
    FleetTactic,
    RetreatBeforeCombat,
    RetreatHex,
    PeaceRequest,
    TradeWillingness,
    LevelLearnedInTrade,
    TechnologyTakenWithStar,
    /// The extra roll the Cooperation goal asks before an automa declares war.
    WarRoll,
    DeathRayTarget,
    /// A field drawn at setup for a choice left to the dice: a star people's level of
    /// choice, or another field for a home-sector bonus you already have.
    FieldOfChoice,
    /// The passive automa's hidden ship chips for its home-star fleet (secret).
    HiddenShipChips,
    /// The passive automa's extra levels at setup.
    TechnologyBoost,
    /// Where an automa's home-star miniature goes when its home star is lost.
    EvacuationStar,
    /// Where an automa's population fleeing a conquered star goes, all on one star (its
    /// people's power: the Cosmic Mayans).
    RefugeStar,
    /// Which of an automa's ship groups (its loose pieces, each fleet) lose ships first
    /// when it loses some of its ships in a hex.
    ShipsLost,
    /// Which star gets an automa's Genetics bonus disc.
    BonusDiscStar,
    /// A decision of a kind's own rules, named by the rules reference topic that explains
    /// it (a kind adds decisions without a variant here).
    Kind(KindRule),
}

/// A kind's rule, by the id of its rules reference topic ("rules-13-...").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KindRule(pub &'static str);

impl Serialize for KindRule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

/// Read back through a small table of the ids seen (at most 256 of 64 bytes: a hostile
/// file cannot grow it further; others read as "unknown").
impl<'de> Deserialize<'de> for KindRule {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        static SEEN: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
        let text = String::deserialize(d)?;
        let mut seen = SEEN
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(&known) = seen.iter().find(|&&k| k == text) {
            return Ok(KindRule(known));
        }
        if text.len() > 64 || seen.len() >= 256 {
            return Ok(KindRule("unknown"));
        }
        let kept: &'static str = Box::leak(text.into_boxed_str());
        seen.push(kept);
        Ok(KindRule(kept))
    }
}

impl DecisionKind {
    /// Whether the decision is a die roll on one of the automa's tables or event
    /// rolls (the kinds the view shows as a rolling die).
    pub fn is_table_roll(self) -> bool {
        matches!(
            self,
            DecisionKind::MovementRow
                | DecisionKind::GrowthRow
                | DecisionKind::PeaceRequest
                | DecisionKind::TradeWillingness
                | DecisionKind::RetreatBeforeCombat
                | DecisionKind::WarRoll
        )
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// One automa decision: the dice, the table row, the candidates and how one was chosen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub round: u8,
    pub seat: Seat,
    /// What was decided, as data (`what` is its text).
    pub kind: DecisionKind,
    /// What was decided ("movement row", "growth row", "move target", "gain star", ...).
    pub what: Says,
    /// Faces rolled for this decision, in order.
    pub rolls: Vec<u8>,
    /// Which of `rolls` were rolled again (a face that chose nothing): bit `i` for
    /// `rolls[i]`, the first 64 rolls (a bit set, so that every record stays small).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rerolled: u64,
    /// Table and row used, e.g. "Slavers movement, row 4" (the words of `row`).
    pub table_row: Option<Says>,
    /// The automa table and the row used, as data, with the table's text (for the
    /// decision panel). Boxed: most decisions have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row: Option<Box<TableRow>>,
    /// Candidates in the stable order used for random selection (their text; `options`
    /// holds them as data, in the same order).
    pub candidates: Vec<Says>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<Candidate>,
    /// Why some candidates were left out.
    pub filters: Vec<Says>,
    /// How a tie was broken, if there was one.
    pub tie_break: Option<Says>,
    /// The hexes the decision concerns, as data: where ships were and went, the star
    /// gained, the wormholes used, the hex a retreat leaves and the one it goes to.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hexes: Vec<(i32, i32)>,
    /// Hexes a scan order read to break a tie, in its order: the first is the one
    /// chosen (the board draws the scan as an arrow through them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scan: Vec<(i32, i32)>,
    pub result: Says,
    /// Hidden from the other seats while the game runs: a face-down fleet counter drawn
    /// (its letter, and so the die and the candidates that name it, and its ships).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub secret: bool,
}

/// What a battle came to, for the log, the view and the story hooks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleReport {
    pub round: u8,
    pub hex: (i32, i32),
    pub attacker: Seat,
    pub defender: Seat,
    /// Seats that defended together with `defender`; the defenders' ships and combat
    /// value are the side's totals.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allies: Vec<Seat>,
    pub attacker_ships: u32,
    pub defender_ships: u32,
    pub attacker_cv: u32,
    pub defender_cv: u32,
    pub retreated: bool,
    pub winner: Option<Seat>,
    pub loser_losses: u32,
    pub winner_losses: u32,
}

/// One record of what happened, in the order it happened: the one stream the log
/// prints, the view animates and the tests read. Moves, spawns and battles are records
/// only (their readable lines are the events logged with them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogEntry {
    /// Something that happened; `seat` and `hex` say whom and where it concerns, when
    /// one seat or one hex does (the view reads them, never the text).
    Event {
        round: u8,
        text: Says,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hex: Option<(i32, i32)>,
    },
    /// Boxed: a decision is large and the log holds many small events.
    Decision(Box<Decision>),
    /// Ships of a seat moved along a path (first hex to last).
    Move {
        round: u8,
        seat: Seat,
        path: Vec<(i32, i32)>,
    },
    /// New ships of a seat came out at a hex.
    Spawn {
        round: u8,
        seat: Seat,
        hex: (i32, i32),
        ships: u32,
        /// The ships went into a face-down fleet: their number is hidden from the other
        /// seats while the game runs.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        secret: bool,
    },
    /// Ships of a seat that arrived at a hex joined the seat's ships already there as one
    /// force (forces that meet merge): `joined` arrived, `total` stand there now.
    Merge {
        round: u8,
        seat: Seat,
        hex: (i32, i32),
        joined: u32,
        total: u32,
    },
    /// A star was destroyed: its hex is a ruin now (its event line says what followed).
    Ruin {
        round: u8,
        hex: (i32, i32),
        name: String,
    },
    /// A battle was fought (or avoided by a retreat before combat).
    Battle(BattleReport),
    /// Destiny points gained or lost, with where they came from.
    Destiny(DpRecord),
}

/// What kind of thing gave or took destiny points (the panels group by it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DpKind {
    Alignment,
    PopulationTrack,
    SectorMajority,
    FleetTactic,
    Technology,
    /// Extra growth counters bought with DP.
    GrowthActions,
    /// An automa's offboard power track costing the people at the table.
    AutomaPower,
    /// A kind's own rule (the Remnants' garrisons destroyed and their campaign).
    Kind,
    Story,
    Goal,
    Card,
    /// A star people's tile.
    People,
}

/// Destiny points a seat gained (or lost, when negative), and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DpRecord {
    pub round: u8,
    pub seat: Seat,
    pub dp: i32,
    pub kind: DpKind,
    /// The source as the score breakdown names it ("Journeys, era 2").
    pub source: Says,
    /// What exactly was rewarded ("each battle won outside your home sector").
    pub detail: Says,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hex: Option<(i32, i32)>,
}

impl LogEntry {
    /// Whether the entry is a record the readable log leaves out (its text is an
    /// event next to it).
    pub fn is_record_only(&self) -> bool {
        matches!(
            self,
            LogEntry::Move { .. }
                | LogEntry::Spawn { .. }
                | LogEntry::Merge { .. }
                | LogEntry::Ruin { .. }
                | LogEntry::Battle(_)
        )
    }
}

/// The game log.
#[derive(Resource, Debug, Clone, Default, Serialize, Deserialize)]
pub struct GameLog {
    pub entries: Vec<LogEntry>,
    /// The name of each seat, from the roster, for the readable lines.
    #[serde(skip)]
    seat_names: Vec<Says>,
    /// How many records say the game decided something (a table, a die) or fought a
    /// battle: what an undo may never take back.
    #[serde(skip)]
    settled: usize,
    /// How many entries the game's setup wrote (`None` while it is still being set up):
    /// the log shows them as the setup, not as round 1.
    #[serde(skip)]
    setup_len: Option<usize>,
}

impl GameLog {
    pub fn set_seat_names(&mut self, names: Vec<Says>) {
        self.seat_names = names;
    }

    /// A seat's name as the log writes it, in the reader's language.
    pub fn seat_name(&self, seat: Seat) -> String {
        self.seat_names
            .get(seat.index())
            .map_or_else(|| "?".to_string(), Says::text)
    }

    pub fn event(&mut self, round: u8, text: impl Into<Says>) {
        self.entries.push(LogEntry::Event {
            round,
            text: text.into(),
            seat: None,
            hex: None,
        });
    }

    /// An event that concerns one seat (and maybe one hex).
    pub fn seat_event(
        &mut self,
        round: u8,
        seat: Seat,
        hex: Option<(i32, i32)>,
        text: impl Into<Says>,
    ) {
        self.entries.push(LogEntry::Event {
            round,
            text: text.into(),
            seat: Some(seat),
            hex,
        });
    }

    pub fn decision(&mut self, d: Decision) {
        self.settled += 1;
        self.entries.push(LogEntry::Decision(Box::new(d)));
    }

    /// Adds a record (a move, a spawn, a battle) to the stream.
    pub fn record(&mut self, entry: LogEntry) {
        if matches!(entry, LogEntry::Battle(_) | LogEntry::Spawn { .. }) {
            self.settled += 1;
        }
        self.entries.push(entry);
    }

    /// Decisions, battles and spawns recorded so far (see [`crate::rules::undo`]).
    pub fn settled(&self) -> usize {
        self.settled
    }

    /// Every gain or loss of DP so far, in order.
    pub fn destiny(&self) -> impl Iterator<Item = &DpRecord> {
        self.entries.iter().filter_map(|e| match e {
            LogEntry::Destiny(r) => Some(r),
            _ => None,
        })
    }

    /// Every battle so far, in order.
    pub fn battles(&self) -> impl Iterator<Item = &BattleReport> {
        self.entries.iter().filter_map(|e| match e {
            LogEntry::Battle(b) => Some(b),
            _ => None,
        })
    }

    /// How many entries the setup wrote (`None` while it is still being set up).
    pub fn setup_len(&self) -> Option<usize> {
        self.setup_len
    }

    /// The setup is over: every entry so far belongs to it.
    pub fn end_setup(&mut self) {
        self.setup_len = Some(self.entries.len());
    }

    /// The readable line of the entry at `index`, a setup entry marked as such instead
    /// of with its round.
    pub fn line_at(&self, index: usize, entry: &LogEntry) -> String {
        if index < self.setup_len.unwrap_or(0) {
            crate::t!("log-line-setup", line = self.body(entry))
        } else {
            self.line(entry)
        }
    }

    /// The entries with a readable line and their places in the log.
    pub fn indexed_text_entries(&self) -> impl Iterator<Item = (usize, &LogEntry)> {
        self.entries
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.is_record_only())
    }

    /// The entries with a readable line, from entry `start` on.
    pub fn text_entries_from(&self, start: usize) -> impl Iterator<Item = &LogEntry> {
        self.entries[start.min(self.entries.len())..]
            .iter()
            .filter(|e| !e.is_record_only())
    }

    pub fn decisions(&self) -> impl Iterator<Item = &Decision> {
        self.entries.iter().filter_map(|e| match e {
            LogEntry::Decision(d) => Some(&**d),
            _ => None,
        })
    }

    /// Decisions recorded from entry `start` on (the view reads only what is new).
    pub fn decisions_from(&self, start: usize) -> impl Iterator<Item = &Decision> {
        self.entries[start.min(self.entries.len())..]
            .iter()
            .filter_map(|e| match e {
                LogEntry::Decision(d) => Some(&**d),
                _ => None,
            })
    }

    /// The round an entry belongs to.
    pub fn round_of(entry: &LogEntry) -> u8 {
        match entry {
            LogEntry::Event { round, .. }
            | LogEntry::Move { round, .. }
            | LogEntry::Spawn { round, .. }
            | LogEntry::Merge { round, .. }
            | LogEntry::Ruin { round, .. } => *round,
            LogEntry::Decision(d) => d.round,
            LogEntry::Battle(b) => b.round,
            LogEntry::Destiny(r) => r.round,
        }
    }

    /// A readable line for an entry: its round, then what happened (in the reader's
    /// language).
    pub fn line(&self, entry: &LogEntry) -> String {
        crate::t!(
            "log-line-round",
            round = Self::round_of(entry),
            line = self.body(entry)
        )
    }

    /// What an entry says happened, without its round.
    fn body(&self, entry: &LogEntry) -> String {
        let at = |hex: &(i32, i32)| crate::t!("log-at-hex", x = hex.0, y = hex.1);
        match entry {
            LogEntry::Event { text, .. } => text.text(),
            LogEntry::Decision(d) => {
                let mut s = crate::t!(
                    "log-decision-what",
                    who = self.seat_name(d.seat),
                    what = d.what.text()
                );
                if !d.rolls.is_empty() {
                    s += &crate::t!("log-decision-rolled", faces = format!("{:?}", d.rolls));
                }
                if let Some(t) = &d.table_row {
                    s += &crate::t!("log-decision-row", row = t);
                }
                if !d.candidates.is_empty() {
                    s += &crate::t!("log-decision-candidates", list = join(&d.candidates, ", "));
                }
                if !d.filters.is_empty() {
                    s += &crate::t!("log-decision-left-out", list = join(&d.filters, "; "));
                }
                if let Some(t) = &d.tie_break {
                    s += &crate::t!("log-decision-tie-break", how = t.text());
                }
                s += &crate::t!("log-decision-result", result = d.result.text());
                s
            }
            LogEntry::Move { seat, path, .. } => crate::t!(
                "log-move",
                who = self.seat_name(*seat),
                path = path.iter().map(at).collect::<Vec<_>>().join(" ")
            ),
            LogEntry::Spawn {
                seat, hex, ships, ..
            } => {
                if *ships == HIDDEN_SHIPS {
                    crate::t!(
                        "log-spawn-hidden",
                        who = self.seat_name(*seat),
                        at = at(hex)
                    )
                } else {
                    crate::t!(
                        "log-spawn",
                        who = self.seat_name(*seat),
                        n = *ships,
                        at = at(hex)
                    )
                }
            }
            LogEntry::Merge {
                seat,
                hex,
                joined,
                total,
                ..
            } => crate::t!(
                "log-merge",
                who = self.seat_name(*seat),
                n = *joined,
                total = *total,
                at = at(hex)
            ),
            LogEntry::Ruin { hex, name, .. } => {
                crate::t!("log-ruin", star = name.as_str(), at = at(hex))
            }
            LogEntry::Battle(b) => crate::t!(
                "log-battle",
                at = at(&b.hex),
                attacker = self.seat_name(b.attacker),
                defender = self.seat_name(b.defender)
            ),
            LogEntry::Destiny(r) => crate::t!(
                "log-destiny",
                who = self.seat_name(r.seat),
                dp = format!("{:+}", r.dp),
                source = r.source.text(),
                detail = r.detail.text()
            ),
        }
    }

    /// The readable log: every entry with a line of its own, one per line.
    pub fn to_text(&self) -> String {
        self.text_entries_from(0)
            .map(|e| self.line(e))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Words joined by `sep`, each in the reader's language.
fn join(words: &[Says], sep: &str) -> String {
    words.iter().map(Says::text).collect::<Vec<_>>().join(sep)
}

/// A candidate of a decision, as data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Candidate {
    /// A hex: a destination, a star, a wormhole.
    Hex((i32, i32)),
    Field(Field),
    Fleet(FleetLetter),
    Seat(Seat),
    /// One of the six directions, numbered 1-6.
    Direction(u8),
    /// The n-th (from 1) of several like things in one place (fleets in a hex); 0 is a
    /// seat's loose ship pieces there.
    Nth(u8),
    /// A hidden ship chip of this many ships.
    Chip(u32),
}

/// A row of one of the deciding automa's tables (a die face, from 1), with the whole
/// table in words as the kind wrote it: the decision panel shows the excerpt as it was
/// read, whatever the kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRow {
    /// The table's name ("Movement").
    pub table: std::borrow::Cow<'static, str>,
    pub row: u8,
    /// The rules reference topic that shows the whole table.
    #[serde(skip)]
    pub topic: &'static str,
    /// Every row of the table in words, in order.
    #[serde(skip)]
    pub rows: std::sync::Arc<[Says]>,
}

/// Builder used by the automa systems to fill a [`Decision`].
impl Decision {
    /// Sets the candidates, each as data and as its text.
    pub fn offer<T: Into<Says>>(&mut self, candidates: impl IntoIterator<Item = (Candidate, T)>) {
        let (options, texts): (Vec<Candidate>, Vec<Says>) =
            candidates.into_iter().map(|(c, t)| (c, t.into())).unzip();
        self.options = options;
        self.candidates = texts;
    }

    /// Adds the hexes a decision concerns.
    pub fn concern(&mut self, hexes: impl IntoIterator<Item = hexx::Hex>) {
        self.hexes.extend(hexes.into_iter().map(|h| (h.x, h.y)));
    }

    /// Records the table row used, as data and as words ("Slavers movement, row 3":
    /// `table` names the table in the words).
    pub fn use_row(&mut self, who: Says, table: Says, row: TableRow) {
        self.table_row = Some(crate::says!(
            "log-table-row",
            who = who,
            table = table,
            row = row.row
        ));
        self.row = Some(Box::new(row));
    }

    /// Adds a random selection's dice to the rolls, marking the faces that were rolled
    /// again.
    pub fn add_pick(&mut self, pick: &crate::rules::dice::Pick) {
        let again = pick.faces.len().saturating_sub(pick.kept);
        for (i, &f) in pick.faces.iter().enumerate() {
            if i < again {
                self.add_reroll(f);
            } else {
                self.rolls.push(f);
            }
        }
    }

    /// Adds one die that was rolled again (it counts for nothing).
    pub fn add_reroll(&mut self, face: u8) {
        if let Some(bit) = 1u64.checked_shl(self.rolls.len() as u32) {
            self.rerolled |= bit;
        }
        self.rolls.push(face);
    }

    /// Whether `rolls[i]` was rolled again.
    pub fn is_rerolled(&self, i: usize) -> bool {
        i < 64 && self.rerolled & (1 << i) != 0
    }

    pub fn new(round: u8, seat: Seat, kind: DecisionKind, what: impl Into<Says>) -> Self {
        Decision {
            round,
            seat,
            kind,
            what: what.into(),
            rolls: Vec::new(),
            rerolled: 0,
            table_row: None,
            row: None,
            candidates: Vec::new(),
            options: Vec::new(),
            filters: Vec::new(),
            tie_break: None,
            hexes: Vec::new(),
            scan: Vec::new(),
            result: Says::default(),
            secret: false,
        }
    }
}

/// What `viewer` may know of an entry: another seat's secret decision or spawn comes out
/// with its hidden parts taken away (the rules' own line between public and hidden, so
/// that every panel, tooltip and animation shows the same). `None` sees everything: the
/// game is over, or a headless tool reports it.
pub fn seen_by(entry: &LogEntry, viewer: Option<Seat>) -> std::borrow::Cow<'_, LogEntry> {
    use std::borrow::Cow;
    let hidden_from = |seat: Seat| viewer.is_some_and(|v| v != seat);
    match entry {
        LogEntry::Decision(d) if d.secret && hidden_from(d.seat) => {
            let mut d = d.clone();
            d.rolls.clear();
            d.candidates = vec![crate::says!("log-secret-counters")];
            d.options.clear();
            d.tie_break = None;
            d.result = crate::says!("log-secret-counter-drawn");
            Cow::Owned(LogEntry::Decision(d))
        }
        LogEntry::Spawn {
            secret: true,
            seat,
            ships,
            ..
        } if hidden_from(*seat) && *ships != HIDDEN_SHIPS => {
            let mut e = entry.clone();
            if let LogEntry::Spawn { ships, .. } = &mut e {
                *ships = HIDDEN_SHIPS;
            }
            Cow::Owned(e)
        }
        _ => Cow::Borrowed(entry),
    }
}

/// The number of ships of a spawn whose size is hidden from the viewer.
pub const HIDDEN_SHIPS: u32 = u32::MAX;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_row_reads_as_its_seat_table_and_number() {
        for n in [1u8, 6, 10, 42, 100, 255] {
            let mut d = Decision::new(1, Seat(1), DecisionKind::MovementRow, "movement row");
            let row = TableRow {
                table: "Movement".into(),
                row: n,
                topic: "",
                rows: Vec::new().into(),
            };
            d.use_row("Slavers".into(), "movement".into(), row);
            assert_eq!(
                d.table_row.map(|t| t.english()),
                Some(format!("Slavers movement, row {n}"))
            );
        }
    }
}
