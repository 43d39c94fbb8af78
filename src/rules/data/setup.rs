//! The setup file: who sits at the table (`assets/rules/setups/*.ron`).

use super::Validate;
use crate::rules::model::Alignment;
use serde::{Deserialize, Serialize};

/// A table: its seats in a fixed order and the pairs always at war.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupFile {
    pub name: String,
    pub seats: Vec<SeatSpec>,
    #[serde(default)]
    pub permanent_war: Vec<(String, String)>,
}

/// One seat of a setup.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatSpec {
    /// How files name the seat (no spaces).
    pub key: String,
    /// How the game names it to players.
    pub name: String,
    /// Red, green, blue.
    pub colour: (u8, u8, u8),
    pub alignment: Alignment,
    pub controller: ControllerSpec,
}

/// Who decides for a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ControllerSpec {
    /// A person at the screen (or the built-in policy playing for them).
    Human,
    /// An automa of a kind, playing by one of the kind's table files.
    Automa { kind: String, table: String },
}

/// Most seats a table may have.
pub const MAX_SEATS: usize = 8;

impl Validate for SetupFile {
    fn validate(&self) -> Result<(), String> {
        if self.seats.is_empty() || self.seats.len() > MAX_SEATS {
            return Err(format!(
                "`seats` must list 1 to {MAX_SEATS} seats, found {}",
                self.seats.len()
            ));
        }
        for (i, s) in self.seats.iter().enumerate() {
            if s.key.is_empty() || !s.key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(format!(
                    "`seats[{i}].key` must be letters, digits or _, found {:?}",
                    s.key
                ));
            }
            if self.seats[..i].iter().any(|o| o.key == s.key) {
                return Err(format!("`seats[{i}].key`: {:?} is used twice", s.key));
            }
            if s.name.trim().is_empty() {
                return Err(format!("`seats[{i}].name` is empty"));
            }
        }
        if !self
            .seats
            .iter()
            .any(|s| s.controller == ControllerSpec::Human)
        {
            return Err("`seats`: at least one seat must be Human".into());
        }
        for (a, b) in &self.permanent_war {
            for k in [a, b] {
                if !self.seats.iter().any(|s| &s.key == k) {
                    return Err(format!("`permanent_war`: {k:?} is not a seat key"));
                }
            }
            if a == b {
                return Err(format!("`permanent_war`: {a:?} with itself"));
            }
        }
        Ok(())
    }
}
