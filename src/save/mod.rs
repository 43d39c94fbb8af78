//! Saves are replays: the setup, the seed and every accepted command with its seat. The
//! rules are deterministic, so replaying them gives back the very game; a save is a few
//! kilobytes of readable RON that can be sent to someone else.
//!
//! A save also names its format version and the fingerprint of the rules it was played
//! with: a save from a newer game or from other rules (a mod missing or changed) is
//! refused with a message, never replayed into a different game.

pub mod history;
pub mod store;

use crate::rules::data::RulesData;
use crate::rules::model::{Alignments, Round, Scores};
use crate::rules::phases::FinalResult;
use crate::rules::player::{CommandLog, SeatCommand};
use crate::rules::setup::GameConfig;
use crate::rules::table::Roster;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// What a save file says it is (its first field).
pub const GAME: &str = "galactic-automa";
/// The save format this build writes and reads (older ones are read while they can be).
pub const FORMAT: u32 = 1;
/// A save larger than this is refused unread: a whole game is a few kilobytes.
pub const MAX_BYTES: usize = 4 << 20;
/// More commands than any game can take (a game is a few hundred).
pub const MAX_COMMANDS: usize = 50_000;

/// A saved game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always [`GAME`].
    pub game: String,
    pub format: u32,
    /// The rules' fingerprint, as [`rules_id`] writes it.
    pub rules: String,
    /// The table's setup (its name, for people reading the file).
    pub setup: String,
    /// The mod the game was played with (a folder in `mods/`), if not the game's own rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules_folder: Option<String>,
    pub config: GameConfig,
    /// The table's seat keys, in its order, as the commands name seats; empty at the
    /// solo table (its keys are the default ones).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<String>,
    /// Where the game stood when saved: shown in lists without replaying.
    pub about: SaveInfo,
    pub commands: Vec<SeatCommand>,
}

/// Where a saved game stands, for a list of saves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveInfo {
    /// Seconds since 1970 (UTC) when it was written; 0 when unknown.
    pub saved_at: u64,
    pub round: u8,
    /// Your DP (the first person's), now or at the end.
    pub dp: i32,
    /// The final rank, once the game is over.
    #[serde(default)]
    pub result: Option<String>,
    /// The people played, the story and goal, in words.
    #[serde(default)]
    pub people: Option<String>,
    #[serde(default)]
    pub story: Option<String>,
    /// The people's key and your side, and the story's key: what names them in the
    /// language in use when the save is listed (the words above, in the language of the
    /// day it was saved, stay for saves written before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub people_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<crate::rules::model::Alignment>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub story_key: Option<String>,
    /// The solo rank's key, once the game is over (a table of several people names its
    /// winner in `result`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rank: Option<String>,
}

/// How a save names its rules: `fnv64:` and the fingerprint in hex.
pub fn rules_id(rules: &RulesData) -> String {
    format!("fnv64:{:016x}", rules.fingerprint) // not shown
}

/// The running game as a save, stamped `saved_at`.
pub fn capture(world: &World, saved_at: u64) -> SaveFile {
    let rules = world.resource::<RulesData>();
    let you = world.resource::<Roster>().humans().next();
    let dp = you.map_or(0, |s| world.resource::<Scores>().of(s).dp);
    let result = world.get_resource::<FinalResult>();
    SaveFile {
        game: GAME.into(),
        format: FORMAT,
        rules: rules_id(rules),
        setup: world
            .resource::<crate::rules::table::Roster>()
            .name
            .to_string(),
        rules_folder: world
            .get_resource::<crate::rules::data::ModName>()
            .and_then(|m| m.0.clone()),
        config: world.resource::<GameConfig>().clone(),
        seats: {
            let keys = world.resource::<Roster>().keys();
            if keys == crate::rules::seat::SOLO_KEYS {
                Vec::new()
            } else {
                keys
            }
        },
        about: SaveInfo {
            saved_at,
            round: world.resource::<Round>().0,
            dp: result.map_or(dp, |r| r.dp),
            // At a table of several people: who won, rather than a solo rank.
            result: result.map(|r| match r.standings.first() {
                // "You win", "Player 2 wins", "Chroniclers win" (in the language in
                // use when saved).
                Some(&(winner, _)) => crate::t!(
                    "save-result-wins",
                    who = crate::rules::narrate::subject_says(world, winner),
                    many = crate::rules::narrate::agreement(world, winner)
                ),
                None => r.rank.clone(),
            }),
            people: you.and_then(|s| {
                crate::rules::content::people::of(world, s).map(|p| {
                    format!(
                        "{} ({})",
                        p.name,
                        world.resource::<Alignments>().of(s).name()
                    )
                })
            }),
            story: world
                .resource::<crate::rules::content::story::ActiveStory>()
                .0
                .as_ref()
                .map(|s| s.name.clone()),
            people_key: you
                .and_then(|s| crate::rules::content::people::of(world, s).map(|p| p.key.clone())),
            side: you.map(|s| world.resource::<Alignments>().of(s)),
            story_key: world
                .resource::<crate::rules::content::story::ActiveStory>()
                .0
                .as_ref()
                .map(|s| s.key.clone()),
            rank: result
                .filter(|r| r.standings.is_empty())
                .map(|r| r.rank.clone()),
        },
        commands: world.resource::<CommandLog>().0.clone(),
    }
}

/// The save as text (RON, one command a line).
pub fn to_text(save: &SaveFile) -> String {
    let pretty = ron::ser::PrettyConfig::new()
        .depth_limit(3)
        .separate_tuple_members(false);
    let write = || ron::ser::to_string_pretty(save, pretty).unwrap_or_default();
    if save.seats.is_empty() {
        write()
    } else {
        crate::rules::seat::with_seat_keys(save.seats.clone(), write)
    }
}

/// Reads a save's text: size, format and shape checked, with a message that says what is
/// wrong (nothing is replayed yet).
pub fn parse(text: &str) -> Result<SaveFile, String> {
    if text.len() > MAX_BYTES {
        return Err(crate::t!(
            "save-file-too-large",
            bytes = text.len(),
            max = MAX_BYTES
        ));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if !text.contains(GAME) {
        return Err(crate::t!("save-not-a-save"));
    }
    let newer = |format: u32| crate::t!("save-newer", format = format, max = FORMAT);
    // What is wrong with a save that does not read: not ours, newer, or damaged where
    // the reader stopped.
    let why = |e: ron::error::SpannedError| match ron::from_str::<HeadOnly>(text) {
        Ok(head) if head.game != GAME => crate::t!("save-not-a-save"),
        Ok(head) if head.format > FORMAT => newer(head.format),
        _ => crate::t!(
            "save-damaged-at",
            line = e.span.start.line,
            column = e.span.start.col,
            why = e.code.to_string()
        ),
    };
    // The commands name seats by the table's keys: read those first. A file that does
    // not read even so is damaged there (not at the first seat key of another table).
    let keys = ron::from_str::<SeatsOnly>(text)
        .map(|h| h.seats)
        .map_err(why)?;
    let read = || ron::from_str::<SaveFile>(text);
    let whole = if keys.is_empty() {
        read()
    } else if keys.len() > 16 || keys.iter().any(|k| k.len() > 64) {
        return Err(crate::t!("save-damaged-seats"));
    } else {
        crate::rules::seat::with_seat_keys(keys, read)
    };
    let save: SaveFile = match whole {
        Ok(save) => save,
        // Read once more for its version alone only when it does not read whole: a newer
        // save then says so rather than "unknown field".
        Err(e) => return Err(why(e)),
    };
    if save.game != GAME {
        return Err(crate::t!("save-not-a-save"));
    }
    if save.format > FORMAT {
        return Err(newer(save.format));
    }
    if save.commands.len() > MAX_COMMANDS {
        return Err(crate::t!("save-too-many-commands", n = save.commands.len()));
    }
    Ok(save)
}

/// Only the first fields of a save, the rest ignored.
#[derive(Deserialize)]
struct HeadOnly {
    game: String,
    format: u32,
}

/// Only a save's seat keys, the rest ignored.
#[derive(Deserialize)]
struct SeatsOnly {
    #[serde(default)]
    seats: Vec<String>,
}

/// Whether `save` can be replayed with `rules`: the same rules, a table that has its seats.
pub fn check(save: &SaveFile, rules: &RulesData) -> Result<(), String> {
    if save.rules != rules_id(rules) {
        return Err(crate::t!(
            "save-other-rules",
            saved = save.rules.as_str(),
            loaded = rules_id(rules)
        ));
    }
    let setup = crate::rules::setup::setup_of(rules, &save.config)?;
    let keys: Vec<&str> = setup.seats.iter().map(|s| s.key.as_str()).collect();
    if !save.seats.is_empty() && save.seats != keys {
        return Err(crate::t!(
            "save-other-seats",
            saved = save.seats.join(", "),
            table = keys.join(", ")
        ));
    }
    let seats = keys.len();
    if let Some(c) = save.commands.iter().find(|c| c.seat.index() >= seats) {
        return Err(crate::t!(
            "save-seat-missing",
            seat = c.seat.0,
            seats = seats
        ));
    }
    Ok(())
}

/// Replays a save headless: the game as it stood when saved (waiting for the next
/// command, or over).
pub fn load(rules: &RulesData, save: &SaveFile) -> Result<App, String> {
    check(save, rules)?;
    crate::sim::game::replay(rules, save.config.clone(), &save.commands)
        .map_err(|e| crate::t!("save-no-replay", why = e))
}

/// A save's date as `YYYY-MM-DD HH:MM` (UTC), or "unknown date".
pub fn date_text(secs: u64) -> String {
    if secs == 0 {
        return crate::t!("save-unknown-date");
    }
    // Days since 1970 to a civil date (the proleptic Gregorian calendar).
    let days = (secs / 86_400) as i64;
    let (h, m) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(mo <= 2);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{m:02}")
}

/// The time now in seconds since 1970 (0 where no clock is at hand).
pub fn now() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }
    #[cfg(target_arch = "wasm32")]
    {
        (js_sys::Date::now() / 1000.0) as u64
    }
}
