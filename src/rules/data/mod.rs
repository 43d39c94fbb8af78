//! Rules data read from `assets/rules/`: technology, automa tables, setups, difficulty,
//! score ranking, base numbers and map generation. Every source (the built-in copy, a
//! `--rules DIR` folder, the files the game's asset server fetches) hands its texts to
//! one loader, [`RulesData::from_texts`]. Every error names the file and what is wrong.

pub mod automa;
pub mod base;
mod card;
mod goal;
mod locate;
mod map;
pub mod mod_folder;
pub mod parse;
mod people;
pub mod read;
mod relic;
mod setup;
pub mod solo;
mod story;
mod tech;
mod tutorial;

pub use automa::*;
pub use base::*;
pub use card::*;
pub use goal::*;
pub use map::*;
pub use parse::*;
pub use people::*;
pub use relic::*;
pub use setup::*;
pub use solo::*;
pub use story::*;
pub use tech::*;
pub use tutorial::*;

use crate::rules::kind::Kinds;
use bevy::prelude::*;
use std::path::Path;

/// A rules file's built-in copy. The browser build has none: its page fetches the files
/// beside it, and leaving the copies out keeps 18 KB out of its download.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! builtin {
    ($path:literal) => {
        include_str!($path)
    };
}
#[cfg(target_arch = "wasm32")]
macro_rules! builtin {
    ($path:literal) => {
        ""
    };
}

/// Every rules file with its built-in copy: the one list the embedded rules, a
/// `--rules DIR` folder and the web's asset server all read. Adding a data file is one
/// line here (an automa table under `automa/<kind>/`, a setup under `setups/`).
pub const EMBEDDED_FILES: &[(&str, &str)] = &[
    ("base.ron", builtin!("../../../assets/rules/base.ron")),
    (
        "technology.ron",
        builtin!("../../../assets/rules/technology.ron"),
    ),
    (
        "difficulty.ron",
        builtin!("../../../assets/rules/difficulty.ron"),
    ),
    ("ranking.ron", builtin!("../../../assets/rules/ranking.ron")),
    ("map.ron", builtin!("../../../assets/rules/map.ron")),
    (
        "automa/solo/farmers.ron",
        builtin!("../../../assets/rules/automa/solo/farmers.ron"),
    ),
    (
        "automa/solo/slavers.ron",
        builtin!("../../../assets/rules/automa/solo/slavers.ron"),
    ),
    (
        "automa/passive/elders.ron",
        builtin!("../../../assets/rules/automa/passive/elders.ron"),
    ),
    (
        "automa/remnants/remnants.ron",
        builtin!("../../../assets/rules/automa/remnants/remnants.ron"),
    ),
    (
        "automa/remnants/campaign.ron",
        builtin!("../../../assets/rules/automa/remnants/campaign.ron"),
    ),
    (
        "automa/ancients/ancients.ron",
        builtin!("../../../assets/rules/automa/ancients/ancients.ron"),
    ),
    (
        "automa/chroniclers/chroniclers.ron",
        builtin!("../../../assets/rules/automa/chroniclers/chroniclers.ron"),
    ),
    (
        "content/stories.ron",
        builtin!("../../../assets/rules/content/stories.ron"),
    ),
    (
        "content/goals.ron",
        builtin!("../../../assets/rules/content/goals.ron"),
    ),
    (
        "content/relics.ron",
        builtin!("../../../assets/rules/content/relics.ron"),
    ),
    (
        "content/cards.ron",
        builtin!("../../../assets/rules/content/cards.ron"),
    ),
    (
        "content/peoples.ron",
        builtin!("../../../assets/rules/content/peoples.ron"),
    ),
    (
        "setups/solo.ron",
        builtin!("../../../assets/rules/setups/solo.ron"),
    ),
    (
        "setups/two-players.ron",
        builtin!("../../../assets/rules/setups/two-players.ron"),
    ),
    (
        "setups/remnants.ron",
        builtin!("../../../assets/rules/setups/remnants.ron"),
    ),
    (
        "setups/campaign.ron",
        builtin!("../../../assets/rules/setups/campaign.ron"),
    ),
    (
        "setups/ancients.ron",
        builtin!("../../../assets/rules/setups/ancients.ron"),
    ),
    (
        "setups/apocalypse.ron",
        builtin!("../../../assets/rules/setups/apocalypse.ron"),
    ),
    (
        "setups/chroniclers.ron",
        builtin!("../../../assets/rules/setups/chroniclers.ron"),
    ),
    (
        "tutorial.ron",
        builtin!("../../../assets/rules/tutorial.ron"),
    ),
];

/// The file names inside the rules folder, in load order (the web has no folder listing).
pub fn rule_files() -> impl Iterator<Item = &'static str> {
    EMBEDDED_FILES.iter().map(|(name, _)| *name)
}

/// The galactic stories.
pub const STORIES: &str = "content/stories.ron";

/// The galactic goals.
pub const GOALS: &str = "content/goals.ron";

/// The ancient relics.
pub const RELICS: &str = "content/relics.ron";

/// The domination cards.
pub const CARDS: &str = "content/cards.ron";

/// The star peoples and the home-sector starting bonuses.
pub const PEOPLES: &str = "content/peoples.ron";

/// The guided first game.
pub const TUTORIAL: &str = "tutorial.ron";

/// The setup a game uses unless told otherwise.
pub const DEFAULT_SETUP: &str = "setups/solo.ron";

/// `setups/<name>.ron` as its name.
pub fn setup_file(name: &str) -> Option<&str> {
    name.strip_prefix("setups/")?.strip_suffix(".ron")
}

/// Every rules table, ready to use.
#[derive(Resource, Debug, Clone)]
pub struct RulesData {
    pub base: BaseRules,
    pub tech: TechnologyTable,
    /// Every automa table file, by kind and table name.
    pub automa: Vec<NamedKindTable>,
    pub difficulty: DifficultyTable,
    pub ranking: RankingTable,
    pub map: MapGenerator,
    /// The setup a new game uses unless another is chosen (the solo table).
    pub setup: SetupFile,
    /// Every setup file, by name (`setups/<name>.ron`), the default among them.
    pub setups: Vec<(String, SetupFile)>,
    /// The galactic stories a game can be played with.
    pub stories: std::sync::Arc<StoryFile>,
    /// The galactic goals a game can be played with.
    pub goals: std::sync::Arc<GoalFile>,
    /// The ancient relics shuffled onto the center sector.
    pub relics: std::sync::Arc<RelicFile>,
    /// The domination cards.
    pub cards: std::sync::Arc<CardFile>,
    /// The star peoples and the home-sector starting bonuses.
    pub peoples: std::sync::Arc<PeopleFile>,
    /// The guided first game.
    pub tutorial: std::sync::Arc<TutorialFile>,
    /// The automa kinds the tables were read with (a seat's kind is looked up here).
    pub kinds: crate::rules::kind::Kinds,
    /// A fingerprint of the rules files (FNV-1a, 64 bits) without their comments and
    /// spacing: a save names the rules it was played with, so that it is never replayed
    /// with others. A comment or spacing edited leaves it as it is; anything else
    /// written differently does not.
    pub fingerprint: u64,
}

/// FNV-1a over `bytes`, continuing from `hash`: a stable fingerprint with no crate.
pub fn fnv1a(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The mod folder the rules in play came from (`None`: the game's own). A save names it,
/// so that loading the save reads that mod again.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ModName(pub Option<String>);

/// FNV-1a's starting value.
pub const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// An automa table with the kind and name it was registered under
/// (`automa/<kind>/<table>.ron`).
#[derive(Debug, Clone)]
pub struct NamedKindTable {
    pub kind: String,
    pub table: String,
    /// Shared with the seats that play by it.
    pub data: KindTable,
}

/// Reads an automa table file (`automa/<kind>/<table>.ron`, `name`) with its kind's
/// reader; a folder no kind is registered under is an error.
fn read_automa_table(
    kinds: &Kinds,
    file: &str,
    name: &str,
    text: &str,
) -> Result<KindTable, DataError> {
    let kind = automa_file(name).map_or("", |(k, _)| k);
    match kinds.named(kind) {
        Some(k) => k.read(file, text),
        None => Err(DataError {
            file: file.to_string(),
            message: format!("no automa kind {kind:?} reads tables (automa/<kind>/)"),
        }),
    }
}

/// The largest rules file read: far above any real table, so that a hostile file cannot
/// exhaust memory.
pub const MAX_RULES_FILE: u64 = 4 << 20;

/// The rules files a folder has of its own (the others come from the built-in copy).
pub fn mod_files(dir: &Path) -> Vec<&'static str> {
    rule_files()
        .chain([MANIFEST])
        .filter(|n| dir.join(n).is_file())
        .collect()
}

/// A mod's list of the files it adds to the game's: new tables (`setups/<name>.ron`) and
/// new automas' table files (`automa/<kind>/<table>.ron`). The game reads no file it is
/// not told of (the browser cannot list a folder).
pub const MANIFEST: &str = "manifest.ron";

/// What a mod's manifest holds.
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub adds: Vec<String>,
}

/// The most files a manifest may add.
const MAX_ADDED: usize = 64;

impl Validate for Manifest {
    fn validate(&self) -> Result<(), String> {
        if self.adds.len() > MAX_ADDED {
            return Err(format!(
                "`adds` lists {} files: at most {MAX_ADDED}",
                self.adds.len()
            ));
        }
        for (i, name) in self.adds.iter().enumerate() {
            let at = format!("`adds[{i}]` ({name:?})");
            let plain = !name.is_empty()
                && name.len() <= 100
                && !name.contains("..")
                && name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_/.".contains(c));
            if !plain {
                return Err(format!(
                    "{at}: a file name is lowercase letters, digits, '-', '_' and '/'"
                ));
            }
            if setup_file(name).is_none()
                && automa_file(name).is_none_or(|(k, t)| k.is_empty() || t.contains('/'))
            {
                return Err(format!(
                    "{at}: a mod adds setups/<name>.ron or automa/<kind>/<table>.ron"
                ));
            }
            if rule_files().any(|n| n == name) {
                return Err(format!(
                    "{at}: the game has this file already; change it without listing it"
                ));
            }
            if self.adds[..i].contains(name) {
                return Err(format!("{at} is listed twice"));
            }
        }
        Ok(())
    }
}

/// The files a folder adds by its manifest (none without one); each must be there.
pub fn added_files(dir: &Path) -> Result<Vec<String>, DataError> {
    let path = dir.join(MANIFEST);
    if !path.is_file() {
        return Ok(Vec::new());
    }
    let text = read_overlay(dir, MANIFEST)?;
    let file = path.display().to_string();
    let manifest: Manifest = parse_ron(&file, text.strip_prefix('\u{feff}').unwrap_or(&text))?;
    for name in &manifest.adds {
        if !dir.join(name).is_file() {
            return Err(DataError {
                file: file.clone(),
                message: format!("lists {name:?}, which is not in the folder"),
            });
        }
    }
    Ok(manifest.adds)
}

/// A folder that holds no rules file at all is a mistake (a wrong path), not a mod of
/// nothing.
fn no_rules_files(dir: &Path) -> DataError {
    DataError {
        file: dir.display().to_string(),
        message: format!(
            "none of the rules files is here (a mod holds at least one of: {})",
            rule_files().collect::<Vec<_>>().join(", ")
        ),
    }
}

/// `.ron` files in a mod that the game never reads: most likely a misspelt name, whose
/// changes would otherwise be silently ignored. The walk is bounded (depth 3, 10,000
/// entries, 20 reported) so that a wrong folder cannot flood the report.
fn unknown_files(dir: &Path, added: &[String]) -> Vec<DataError> {
    let mut found = Vec::new();
    let mut seen = 0;
    let mut stack = vec![(dir.to_path_buf(), 0)];
    while let Some((d, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            seen += 1;
            if seen > 10_000 {
                break;
            }
            let path = e.path();
            if path.is_dir() && depth < 3 {
                stack.push((path, depth + 1));
            } else if path.extension().is_some_and(|x| x == "ron") {
                let rel = path
                    .strip_prefix(dir)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                if !rule_files().chain([MANIFEST]).any(|n| n == rel) && !added.contains(&rel) {
                    found.push(DataError {
                        file: path.display().to_string(),
                        message: format!(
                            "the game reads no file of this name (did you mean {}?)",
                            closest_rules_file(&rel)
                        ),
                    });
                }
            }
        }
    }
    found.sort_by(|a, b| a.file.cmp(&b.file));
    if found.len() > 20 {
        let more = found.len() - 20;
        found.truncate(20);
        found.push(DataError {
            file: dir.display().to_string(),
            message: format!("{more} more .ron file(s) the game would not read"),
        });
    }
    found
}

/// The rules file whose name is nearest to `rel` (fewest letters to change).
fn closest_rules_file(rel: &str) -> &'static str {
    fn distance(a: &str, b: &str) -> usize {
        let b: Vec<char> = b.chars().collect();
        let mut row: Vec<usize> = (0..=b.len()).collect();
        for (i, ca) in a.chars().enumerate() {
            let mut diag = row[0];
            row[0] = i + 1;
            for (j, cb) in b.iter().enumerate() {
                let up = row[j + 1];
                row[j + 1] = (up + 1).min(row[j] + 1).min(diag + usize::from(ca != *cb));
                diag = up;
            }
        }
        row[b.len()]
    }
    let rel: String = rel.chars().take(200).collect();
    rule_files()
        .min_by_key(|n| distance(&rel, n))
        .unwrap_or("base.ron")
}

/// The text of `name` for the rules folder `dir`: the folder's own file when it has one,
/// else the built-in copy.
fn read_overlay(dir: &Path, name: &str) -> Result<String, DataError> {
    let path = dir.join(name);
    match read::read_text_capped(&path, MAX_RULES_FILE) {
        Err(read::ReadError::NotFound) => EMBEDDED_FILES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, text)| text.to_string())
            .ok_or_else(|| "no built-in copy".to_string()),
        other => other.map_err(|e| e.to_string()),
    }
    .map_err(|message| DataError {
        file: path.display().to_string(),
        message,
    })
}

/// A rules file's text without what carries no rule: comments, whitespace outside
/// strings and commas before a closing bracket. (Hashing the parsed values instead would
/// link a RON writer for every rules type into the browser build: 36 KB gzipped.)
fn rule_tokens(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push(c);
                while let Some(s) = chars.next() {
                    out.push(s);
                    match s {
                        '\\' => out.extend(chars.next()),
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for s in chars.by_ref() {
                    if s == '\n' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                // RON's block comments nest.
                let mut depth = 1;
                while depth > 0 {
                    match chars.next() {
                        Some('*') if chars.peek() == Some(&'/') => {
                            chars.next();
                            depth -= 1;
                        }
                        Some('/') if chars.peek() == Some(&'*') => {
                            chars.next();
                            depth += 1;
                        }
                        Some(_) => {}
                        None => break,
                    }
                }
            }
            c if c.is_whitespace() => {}
            ')' | ']' | '}' => {
                if out.ends_with(',') {
                    out.pop();
                }
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

impl RulesData {
    /// The setup file `setups/<name>.ron`.
    pub fn setup_named(&self, name: &str) -> Option<&SetupFile> {
        self.setups.iter().find(|(k, _)| k == name).map(|(_, s)| s)
    }

    /// The names of the setup files, for messages.
    pub fn setup_names(&self) -> Vec<&str> {
        self.setups.iter().map(|(k, _)| k.as_str()).collect()
    }

    /// The index of an automa table by kind and table name.
    pub fn automa_table(&self, kind: &str, table: &str) -> Option<usize> {
        self.automa
            .iter()
            .position(|t| t.kind == kind && t.table == table)
    }
}

impl RulesData {
    /// The rules shipped with the game, compiled into the binary (not into the browser
    /// build, which loads the files beside its page).
    pub fn embedded_with(kinds: &Kinds) -> Result<Self, DataError> {
        if cfg!(target_arch = "wasm32") {
            return Err(DataError {
                file: "assets/rules".into(),
                message: "the browser build has no built-in rules: it loads the files".into(),
            });
        }
        Self::from_texts_with("assets/rules", kinds, |name| {
            EMBEDDED_FILES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, text)| text.to_string())
                .ok_or_else(|| DataError {
                    file: format!("assets/rules/{name}"),
                    message: "no built-in copy".into(),
                })
        })
    }

    /// Reads the rules from a folder (a mod): each file the folder has, and the built-in
    /// copy of each it lacks, so that a mod holds only the files it changes.
    pub fn load_dir_with(dir: &Path, kinds: &Kinds) -> Result<Self, DataError> {
        let own = mod_files(dir);
        if own.is_empty() {
            return Err(no_rules_files(dir));
        }
        let added = added_files(dir)?;
        // A `.ron` file the game would not read (a misspelt name) is refused, as
        // `validate` reports it: the mod would silently play without it.
        if let Some(stray) = unknown_files(dir, &added).into_iter().next() {
            return Err(stray);
        }
        Self::from_files(&dir.display().to_string(), kinds, &added, |name| {
            read_overlay(dir, name)
        })
    }

    /// Checks a rules folder (a mod) and returns every problem found, not only the first:
    /// `.ron` files the game would not read, each of its own files parsed on its own,
    /// then (when all parse) the checks across files, with the built-in copy of each file
    /// it lacks. Empty when the folder is good.
    pub fn validate_dir_with(dir: &Path, kinds: &Kinds) -> Vec<DataError> {
        let root = dir.display().to_string();
        let read = |name: &str| read_overlay(dir, name);
        let own = mod_files(dir);
        if own.is_empty() {
            return vec![no_rules_files(dir)];
        }
        let added = match added_files(dir) {
            Ok(a) => a,
            Err(e) => return vec![e],
        };
        let mut errors = unknown_files(dir, &added);
        let own: Vec<&str> = own
            .into_iter()
            .filter(|n| *n != MANIFEST)
            .chain(added.iter().map(String::as_str))
            .collect();
        let own_tutorial = own.contains(&TUTORIAL);
        for name in own {
            let file = format!("{}/{name}", root.trim_end_matches(['/', '\\']));
            let text = match read(name) {
                Ok(t) => t,
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            };
            let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
            let parsed = match name {
                "base.ron" => parse_ron::<BaseRules>(&file, text).map(drop),
                "technology.ron" => parse_ron::<TechnologyTable>(&file, text).map(drop),
                "difficulty.ron" => parse_ron::<DifficultyTable>(&file, text).map(drop),
                "ranking.ron" => parse_ron::<RankingTable>(&file, text).map(drop),
                "map.ron" => parse_ron::<MapGenerator>(&file, text).map(drop),
                n if setup_file(n).is_some() => parse_ron::<SetupFile>(&file, text).map(drop),
                STORIES => parse_ron::<StoryFile>(&file, text).map(drop),
                GOALS => parse_ron::<GoalFile>(&file, text).map(drop),
                RELICS => parse_ron::<RelicFile>(&file, text).map(drop),
                CARDS => parse_ron::<CardFile>(&file, text).map(drop),
                PEOPLES => parse_ron::<PeopleFile>(&file, text).map(drop),
                n if automa_file(n).is_some() => read_automa_table(kinds, &file, n, text).map(drop),
                _ => Ok(()),
            };
            if let Err(e) = parsed {
                errors.push(e);
            }
        }
        if errors.is_empty() {
            match Self::from_files(&root, kinds, &added, read) {
                Err(e) => errors.push(e),
                // Its own guided game must fit its solo table.
                Ok(rules) if own_tutorial => {
                    if let Err(message) = rules.tutorial.check_seats(rules.setup.seats.len()) {
                        errors.push(DataError {
                            file: format!("{}/{TUTORIAL}", root.trim_end_matches(['/', '\\'])),
                            message,
                        });
                    }
                }
                Ok(_) => {}
            }
        }
        errors
    }

    /// Parses every registered file, reading each with `read` (by its name in the rules
    /// folder `root`, which errors name), and checks that the setup's automa seats name
    /// registered tables.
    pub fn from_texts_with(
        root: &str,
        kinds: &Kinds,
        read: impl FnMut(&str) -> Result<String, DataError>,
    ) -> Result<Self, DataError> {
        Self::from_files(root, kinds, &[], read)
    }

    /// [`RulesData::from_texts_with`] with more files than the game's own: the setups
    /// and automa tables a mod adds (its manifest lists them, after the game's files).
    pub fn from_files(
        root: &str,
        kinds: &Kinds,
        added: &[String],
        mut read: impl FnMut(&str) -> Result<String, DataError>,
    ) -> Result<Self, DataError> {
        let root = root.trim_end_matches(['/', '\\']);
        let file = |n: &str| format!("{root}/{n}");
        let mut names: Vec<&str> = Vec::new();
        for name in rule_files() {
            names.push(name);
        }
        names.extend(added.iter().map(String::as_str));
        // Every file is read once, in load order, into the fingerprint as it comes.
        let mut fingerprint = FNV_START;
        let mut texts: Vec<(&str, String)> = Vec::new();
        for &name in &names {
            let text = read(name)?;
            // A byte-order mark some editors write is not part of the text.
            let text = text
                .strip_prefix('\u{feff}')
                .map(str::to_string)
                .unwrap_or(text);
            fingerprint = fnv1a(fingerprint, name.as_bytes());
            fingerprint = fnv1a(fingerprint, &[0]);
            fingerprint = fnv1a(fingerprint, rule_tokens(&text).as_bytes());
            fingerprint = fnv1a(fingerprint, &[0]);
            texts.push((name, text));
        }
        let read = |name: &str| -> Result<String, DataError> {
            Ok(texts
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.clone())
                .unwrap_or_default())
        };
        let mut automa = Vec::new();
        for &name in &names {
            if let Some((kind, table)) = automa_file(name) {
                automa.push(NamedKindTable {
                    kind: kind.into(),
                    table: table.into(),
                    data: read_automa_table(kinds, &file(name), name, &read(name)?)?,
                });
            }
        }
        let mut setups = Vec::new();
        for &name in &names {
            if let Some(key) = setup_file(name) {
                let setup: SetupFile = parse_ron(&file(name), &read(name)?)?;
                setups.push((key.to_string(), setup));
            }
        }
        let rules = RulesData {
            base: parse_ron(&file("base.ron"), &read("base.ron")?)?,
            tech: parse_ron(&file("technology.ron"), &read("technology.ron")?)?,
            automa,
            difficulty: parse_ron(&file("difficulty.ron"), &read("difficulty.ron")?)?,
            ranking: parse_ron(&file("ranking.ron"), &read("ranking.ron")?)?,
            map: parse_ron(&file("map.ron"), &read("map.ron")?)?,
            setup: parse_ron(&file(DEFAULT_SETUP), &read(DEFAULT_SETUP)?)?,
            setups,
            stories: std::sync::Arc::new(parse_ron(&file(STORIES), &read(STORIES)?)?),
            goals: std::sync::Arc::new(parse_ron(&file(GOALS), &read(GOALS)?)?),
            relics: std::sync::Arc::new(parse_ron(&file(RELICS), &read(RELICS)?)?),
            cards: std::sync::Arc::new(parse_ron(&file(CARDS), &read(CARDS)?)?),
            peoples: std::sync::Arc::new(parse_ron(&file(PEOPLES), &read(PEOPLES)?)?),
            tutorial: std::sync::Arc::new(parse_ron(&file(TUTORIAL), &read(TUTORIAL)?)?),
            kinds: kinds.clone(),
            fingerprint,
        };
        let eras = rules.base.era(rules.base.rounds) as usize;
        for s in &rules.stories.stories {
            if s.eras.len() != eras {
                return Err(DataError {
                    file: file(STORIES),
                    message: format!(
                        "story {:?} has {} eras; base.ron's rounds make {eras}",
                        s.key,
                        s.eras.len()
                    ),
                });
            }
        }
        rules.check_goals().map_err(|message| DataError {
            file: file(GOALS),
            message,
        })?;
        for t in &rules.automa {
            if let Some(kind) = kinds.named(&t.kind) {
                let name = format!("automa/{}/{}.ron", t.kind, t.table);
                kind.check_table(&t.data, &rules.base)
                    .map_err(|m| located(&file(&name), &read(&name).unwrap_or_default(), m))?;
            }
        }
        for (key, setup) in &rules.setups {
            rules.check_setup(setup).map_err(|message| DataError {
                file: file(&format!("setups/{key}.ron")),
                message,
            })?;
        }
        // The guided game's fit to the solo table is checked when one starts (and by
        // `validate` for a mod's own tutorial): a mod's table of 1 or 8 seats is valid.
        Ok(rules)
    }

    /// Whether the goals' Leadership marks name the stories there are, one per era.
    fn check_goals(&self) -> Result<(), String> {
        let eras = self.base.era(self.base.rounds) as usize;
        // A rival is a seat of one of the tables (a goal at a table without it scores
        // as that table's rules say).
        let seat_keys: Vec<&str> = std::iter::once(&self.setup)
            .chain(self.setups.iter().map(|(_, s)| s))
            .flat_map(|s| s.seats.iter().map(|seat| seat.key.as_str()))
            .collect();
        for g in &self.goals.goals {
            let rival = match &g.scoring {
                GoalScoring::Discovery { rival, .. } => rival.as_deref(),
                GoalScoring::Leadership { rival, .. } => Some(rival.as_str()),
                _ => None,
            };
            if let Some(r) = rival
                && !seat_keys.contains(&r)
            {
                let mut keys = seat_keys.clone();
                keys.sort_unstable();
                keys.dedup();
                return Err(format!(
                    "goal {:?}: `rival` {r:?} is no seat of any table (seats: {})",
                    g.key,
                    keys.join(", ")
                ));
            }
            if let GoalScoring::Leadership { thresholds, .. } = &g.scoring {
                for t in thresholds {
                    if self.stories.get(&t.story).is_none() {
                        return Err(format!(
                            "goal {:?}: no story {:?} (there are: {})",
                            g.key,
                            t.story,
                            self.stories.keys().join(", ")
                        ));
                    }
                    if t.dp.len() != eras {
                        return Err(format!(
                            "goal {:?}: story {:?} needs {eras} marks (one per era), found {}",
                            g.key,
                            t.story,
                            t.dp.len()
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether every automa seat of a setup plays by a registered table, and the cards
    /// and peoples it removes exist.
    pub fn check_setup(&self, setup: &SetupFile) -> Result<(), String> {
        for k in &setup.removed_cards {
            if !self.cards.cards.iter().any(|c| &c.key == k) {
                return Err(format!("`removed_cards`: no domination card {k:?}"));
            }
        }
        for k in &setup.removed_peoples {
            if !self.peoples.peoples.iter().any(|p| &p.key == k) {
                return Err(format!("`removed_peoples`: no star people {k:?}"));
            }
        }
        // What is left must deal: two peoples for each seat that may take one, a card
        // for each person.
        let seats = setup.seats.len();
        let people = setup
            .seats
            .iter()
            .filter(|s| s.controller == ControllerSpec::Human)
            .count();
        let peoples_left = self
            .peoples
            .peoples
            .len()
            .saturating_sub(setup.removed_peoples.len());
        if peoples_left < 2 * seats {
            return Err(format!(
                "`removed_peoples`: {peoples_left} star peoples are left, and a table of {seats} \
                 seats deals up to {}",
                2 * seats
            ));
        }
        let cards_left = self
            .cards
            .cards
            .len()
            .saturating_sub(setup.removed_cards.len());
        if cards_left < people {
            return Err(format!(
                "`removed_cards`: {cards_left} cards are left for {people} people"
            ));
        }
        for (i, s) in setup.seats.iter().enumerate() {
            if let ControllerSpec::Automa { kind, .. } = &s.controller
                && self.kinds.named(kind).is_none()
            {
                return Err(format!(
                    "`seats[{i}].controller`: no automa kind {kind:?} (there are: {})",
                    self.kinds.keys().join(", ")
                ));
            }
            if let ControllerSpec::Automa { kind, table, .. } = &s.controller
                && self.automa_table(kind, table).is_none()
            {
                let known: Vec<String> = self
                    .automa
                    .iter()
                    .map(|t| format!("{}/{}", t.kind, t.table))
                    .collect();
                return Err(format!(
                    "`seats[{i}].controller`: no automa table {kind}/{table} (there are: {})",
                    known.join(", ")
                ));
            }
        }
        Ok(())
    }
}

/// `automa/<kind>/<table>.ron` as (kind, table).
pub fn automa_file(name: &str) -> Option<(&str, &str)> {
    let rest = name.strip_prefix("automa/")?.strip_suffix(".ron")?;
    rest.split_once('/')
}
