//! Which table a scenario plays at: the setup it names (by name, or a new game's setup
//! file), whose seat keys the whole file is written with.

use super::format::MAX_SCENARIO_FILE;
use crate::rules::data::{RulesData, SetupFile};
use serde::Deserialize;
use std::path::Path;

/// The first fields of a scenario, read before the rest (they say which keys the rest
/// is written with).
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    setup: Option<String>,
    #[serde(default)]
    new_game: Option<HeadNewGame>,
}

#[derive(Deserialize)]
struct HeadNewGame {
    #[serde(default)]
    setup: Option<String>,
}

/// The setup a scenario names by `setup` (one of the rules' tables), or the solo table.
pub fn named(rules: &RulesData, name: Option<&str>) -> Result<SetupFile, String> {
    match name {
        None => Ok(rules.setup.clone()),
        Some(n) => rules.setup_named(n).cloned().ok_or_else(|| {
            format!(
                "`setup`: no table {n:?} in the rules (there are: {})",
                rules.setup_names().join(", ")
            )
        }),
    }
}

/// A setup file a new game names, read and checked.
pub fn from_file(path: &str) -> Result<SetupFile, String> {
    let text = crate::rules::data::read::read_text_capped(Path::new(path), MAX_SCENARIO_FILE)
        .map_err(|e| format!("`new_game.setup`: {path}: {e}"))?;
    crate::rules::data::parse_ron::<SetupFile>(path, &text).map_err(|e| e.to_string())
}

/// The seat keys a scenario's text is written with: its table's (`dir` is the folder a
/// new game's setup file is named from).
pub fn seat_keys(
    rules: &RulesData,
    file: &str,
    dir: Option<&Path>,
    text: &str,
) -> Result<Vec<String>, String> {
    let head: Head = ron::from_str(text).map_err(|e| {
        format!(
            "{file}: line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })?;
    let setup = match head.new_game.and_then(|n| n.setup) {
        Some(path) => {
            let path = dir.map_or(path.clone(), |d| d.join(&path).display().to_string());
            from_file(&path)?
        }
        None => named(rules, head.setup.as_deref())?,
    };
    Ok(setup.seats.iter().map(|s| s.key.clone()).collect())
}
