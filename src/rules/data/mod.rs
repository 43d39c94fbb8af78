//! Rules data read from `assets/rules/*.ron`: technology, automa tables, difficulty,
//! score ranking, base numbers and map generation. The same serde types are loaded by
//! the game through bevy_common_assets and parsed directly by the headless tools and
//! the tests. Every error names the file and what is wrong in it.

mod automa;
mod base;
mod map;
mod solo;
mod tech;

pub use automa::*;
pub use base::*;
pub use map::*;
pub use solo::*;
pub use tech::*;

use bevy::prelude::*;
use serde::de::DeserializeOwned;
use std::path::Path;

/// The file names inside the rules folder, in load order (the web has no folder listing).
pub const RULE_FILES: [&str; 6] = [
    "base.ron",
    "technology.ron",
    "automa.ron",
    "difficulty.ron",
    "ranking.ron",
    "map.ron",
];

/// A rules file that could not be used: which file, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub message: String,
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

impl std::error::Error for DataError {}

/// Every rules table, ready to use.
#[derive(Resource, Debug, Clone)]
pub struct RulesData {
    pub base: BaseRules,
    pub tech: TechnologyTable,
    pub automa: AutomaTables,
    pub difficulty: DifficultyTable,
    pub ranking: RankingTable,
    pub map: MapGenerator,
}

/// Checks a table after parsing; `Err` explains which field is wrong.
pub trait Validate {
    fn validate(&self) -> Result<(), String>;
}

/// Parses one RON text into `T` and validates it, naming `file` in any error.
pub fn parse_ron<T: DeserializeOwned + Validate>(file: &str, text: &str) -> Result<T, DataError> {
    let value: T = ron::from_str(text).map_err(|e| DataError {
        file: file.to_string(),
        message: format!(
            "line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        ),
    })?;
    value.validate().map_err(|message| DataError {
        file: file.to_string(),
        message,
    })?;
    Ok(value)
}

/// Helper for validators: a table must have exactly `n` rows.
pub fn expect_len<T>(field: &str, rows: &[T], n: usize) -> Result<(), String> {
    if rows.len() == n {
        Ok(())
    } else {
        Err(format!(
            "`{field}` must have {n} entries, found {}",
            rows.len()
        ))
    }
}

impl RulesData {
    /// The rules shipped with the game, compiled into the binary.
    pub fn embedded() -> Result<Self, DataError> {
        Self::from_texts(|name| {
            Ok(match name {
                "base.ron" => include_str!("../../../assets/rules/base.ron"),
                "technology.ron" => include_str!("../../../assets/rules/technology.ron"),
                "automa.ron" => include_str!("../../../assets/rules/automa.ron"),
                "difficulty.ron" => include_str!("../../../assets/rules/difficulty.ron"),
                "ranking.ron" => include_str!("../../../assets/rules/ranking.ron"),
                "map.ron" => include_str!("../../../assets/rules/map.ron"),
                _ => unreachable!("unknown rules file {name}"),
            }
            .to_string())
        })
    }

    /// Reads the rules from a folder (a modder's copy of `assets/rules`).
    pub fn load_dir(dir: &Path) -> Result<Self, DataError> {
        Self::from_texts(|name| {
            let path = dir.join(name);
            std::fs::read_to_string(&path).map_err(|e| DataError {
                file: path.display().to_string(),
                message: format!("cannot read: {e}"),
            })
        })
    }

    fn from_texts(
        mut read: impl FnMut(&str) -> Result<String, DataError>,
    ) -> Result<Self, DataError> {
        let file = |n: &str| format!("assets/rules/{n}");
        Ok(RulesData {
            base: parse_ron(&file("base.ron"), &read("base.ron")?)?,
            tech: parse_ron(&file("technology.ron"), &read("technology.ron")?)?,
            automa: parse_ron(&file("automa.ron"), &read("automa.ron")?)?,
            difficulty: parse_ron(&file("difficulty.ron"), &read("difficulty.ron")?)?,
            ranking: parse_ron(&file("ranking.ron"), &read("ranking.ron")?)?,
            map: parse_ron(&file("map.ron"), &read("map.ron")?)?,
        })
    }
}
