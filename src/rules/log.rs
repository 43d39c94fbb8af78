//! The record of everything that happened: automa decisions as data, plus plain events.
//! The readable game log and the view both read these records.

use crate::rules::model::Seat;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// One automa decision: the dice, the table row, the candidates and how one was chosen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub round: u8,
    pub seat: Seat,
    /// What was decided ("movement row", "growth row", "move target", "gain star", ...).
    pub what: String,
    /// Faces rolled for this decision, in order.
    pub rolls: Vec<u8>,
    /// Table and row used, e.g. "Slavers movement, row 4".
    pub table_row: Option<String>,
    /// Candidates in the stable order used for random selection.
    pub candidates: Vec<String>,
    /// Why some candidates were left out.
    pub filters: Vec<String>,
    /// How a tie was broken, if there was one.
    pub tie_break: Option<String>,
    pub result: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LogEntry {
    Event { round: u8, text: String },
    Decision(Decision),
}

/// The game log.
#[derive(Resource, Debug, Clone, Default, Serialize, Deserialize)]
pub struct GameLog {
    pub entries: Vec<LogEntry>,
    /// The name of each seat, from the roster, for the readable lines.
    #[serde(skip)]
    seat_names: Vec<std::sync::Arc<str>>,
}

impl GameLog {
    pub fn set_seat_names(&mut self, names: Vec<std::sync::Arc<str>>) {
        self.seat_names = names;
    }

    /// A seat's name as the log writes it.
    pub fn seat_name(&self, seat: Seat) -> &str {
        self.seat_names.get(seat.index()).map_or("?", |n| n)
    }

    pub fn event(&mut self, round: u8, text: impl Into<String>) {
        self.entries.push(LogEntry::Event {
            round,
            text: text.into(),
        });
    }

    pub fn decision(&mut self, d: Decision) {
        self.entries.push(LogEntry::Decision(d));
    }

    pub fn decisions(&self) -> impl Iterator<Item = &Decision> {
        self.entries.iter().filter_map(|e| match e {
            LogEntry::Decision(d) => Some(d),
            _ => None,
        })
    }

    /// Decisions recorded from entry `start` on (the view reads only what is new).
    pub fn decisions_from(&self, start: usize) -> impl Iterator<Item = &Decision> {
        self.entries[start.min(self.entries.len())..]
            .iter()
            .filter_map(|e| match e {
                LogEntry::Decision(d) => Some(d),
                _ => None,
            })
    }

    /// The round an entry belongs to.
    pub fn round_of(entry: &LogEntry) -> u8 {
        match entry {
            LogEntry::Event { round, .. } => *round,
            LogEntry::Decision(d) => d.round,
        }
    }

    /// A readable line for an entry.
    pub fn line(&self, entry: &LogEntry) -> String {
        match entry {
            LogEntry::Event { round, text } => format!("[round {round}] {text}"),
            LogEntry::Decision(d) => {
                let mut s = format!("[round {}] {}: {}", d.round, self.seat_name(d.seat), d.what);
                if !d.rolls.is_empty() {
                    s += &format!("; rolled {:?}", d.rolls);
                }
                if let Some(t) = &d.table_row {
                    s += &format!("; {t}");
                }
                if !d.candidates.is_empty() {
                    s += &format!("; candidates: {}", d.candidates.join(", "));
                }
                if !d.filters.is_empty() {
                    s += &format!("; left out: {}", d.filters.join("; "));
                }
                if let Some(t) = &d.tie_break {
                    s += &format!("; tie-break: {t}");
                }
                s += &format!(" => {}", d.result);
                s
            }
        }
    }

    pub fn to_text(&self) -> String {
        self.entries
            .iter()
            .map(|e| self.line(e))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Builder used by the automa systems to fill a [`Decision`].
impl Decision {
    pub fn new(round: u8, seat: Seat, what: impl Into<String>) -> Self {
        Decision {
            round,
            seat,
            what: what.into(),
            rolls: Vec::new(),
            table_row: None,
            candidates: Vec::new(),
            filters: Vec::new(),
            tie_break: None,
            result: String::new(),
        }
    }
}
