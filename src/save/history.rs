//! Your solo history: every finished game, kept locally (the solo rules' history sheet,
//! made digital), the best score per difficulty and the results over time.

use serde::{Deserialize, Serialize};

/// At most this many games are kept (the oldest go first).
pub const MAX_GAMES: usize = 5_000;

/// One finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayedGame {
    /// Seconds since 1970 (UTC) when it ended.
    pub date: u64,
    pub seed: u64,
    pub difficulty: u8,
    #[serde(default)]
    pub story: Option<String>,
    #[serde(default)]
    pub goal: Option<String>,
    #[serde(default)]
    pub people: Option<String>,
    pub dp: i32,
    pub rank: String,
    /// Commands given: with the seed, what tells two games apart.
    pub commands: u32,
    /// The table (its setup file's name; `None`: the solo table, and every game kept
    /// before tables were recorded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// The people's key and your side: what names them in the language in use (the
    /// words in `people` stay for games kept before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub people_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<crate::rules::model::Alignment>,
    /// The built-in player was playing for you when the game ended.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_policy: bool,
}

/// The history file: the games in the order they ended.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    pub games: Vec<PlayedGame>,
}

impl History {
    /// Reads the history; a damaged one starts afresh rather than stopping the game.
    pub fn parse(text: &str) -> History {
        if text.len() > super::MAX_BYTES {
            return History::default();
        }
        let mut h: History = ron::from_str(text.trim_start_matches('\u{feff}')).unwrap_or_default();
        let n = h.games.len();
        if n > MAX_GAMES {
            h.games.drain(..n - MAX_GAMES);
        }
        h
    }

    pub fn to_text(&self) -> String {
        ron::to_string(self).unwrap_or_default()
    }

    /// Adds a finished game, unless it is already there (a finished save loaded again).
    pub fn add(&mut self, game: PlayedGame) -> bool {
        let same = |g: &PlayedGame| {
            g.seed == game.seed
                && g.difficulty == game.difficulty
                && g.commands == game.commands
                && g.dp == game.dp
                && g.people == game.people
        };
        if self.games.iter().any(same) {
            return false;
        }
        self.games.push(game);
        let n = self.games.len();
        if n > MAX_GAMES {
            self.games.drain(..n - MAX_GAMES);
        }
        true
    }

    /// The best DP at each difficulty played: (difficulty, DP, rank).
    /// Only the games at `table` (`None`: the solo table) that you finished yourself
    /// count: the built-in player's are not your records.
    pub fn best_per_difficulty(&self, table: Option<&str>) -> Vec<(u8, i32, String)> {
        let mut best: Vec<(u8, i32, String)> = Vec::new();
        for g in self
            .games
            .iter()
            .filter(|g| g.table.as_deref() == table && !g.by_policy)
        {
            match best.iter_mut().find(|b| b.0 == g.difficulty) {
                Some(b) if g.dp > b.1 => *b = (g.difficulty, g.dp, g.rank.clone()),
                Some(_) => {}
                None => best.push((g.difficulty, g.dp, g.rank.clone())),
            }
        }
        best.sort_by_key(|b| b.0);
        best
    }

    /// The last game finished at `table` (`None`: the solo table).
    pub fn last_at(&self, table: Option<&str>) -> Option<&PlayedGame> {
        self.games
            .iter()
            .rev()
            .find(|g| g.table.as_deref() == table)
    }
}
