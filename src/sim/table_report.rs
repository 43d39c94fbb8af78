//! `simulate --setup NAME`: whole games at a table other than the solo one (the 2-player
//! variant), every person's seat played by the built-in policy, reported per seat: who
//! won, each seat's DP and where it came from, stars and ships at the end.

use super::runner::{Simulator, Timings};
use super::simulate::{Distribution, TimingFigures};
use crate::rules::data::RulesData;
use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::phases::FinalResult;
use crate::rules::setup::GameConfig;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use bevy::prelude::*;
use serde::Serialize;

/// One seat at the end of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatResult {
    /// The seat's key in the setup file.
    pub seat: String,
    pub dp: i32,
    pub stars: u32,
    pub ships: u32,
    /// Its place among the people (1 = won); `None` for an automa.
    pub place: Option<u32>,
    pub by_source: Vec<(String, i32)>,
}

/// What one game at the table came to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableGame {
    pub seed: u64,
    /// The winner's key (empty when only the first person scores: see `rank`).
    pub winner: String,
    /// The first person's rank on the ranking table.
    pub rank: String,
    /// The round after which the game ended early, if it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_early: Option<u8>,
    /// Why it ended early, if it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ended_why: Option<String>,
    pub seats: Vec<SeatResult>,
    pub battles: u32,
    pub commands: u32,
}

/// One seat's figures over all the games.
#[derive(Debug, Clone, Serialize)]
pub struct SeatFigures {
    pub seat: String,
    pub name: String,
    /// "person" (played by the built-in policy) or "automa".
    pub plays: String,
    pub wins: u32,
    pub dp: Distribution,
    pub stars_end: Distribution,
    pub ships_end: Distribution,
    pub mean_dp_by_source: Vec<(String, f64)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TableReport {
    pub games: u32,
    pub seed: u64,
    /// The setup file's name and the table's name.
    pub setup: String,
    pub table: String,
    pub seats: Vec<SeatFigures>,
    pub battles_per_game: f64,
    /// How many seats score DP (the people and the kinds that score): with one, no one
    /// is beaten and the ranks say how a game went.
    pub scorers: u32,
    /// Timing fields: the only ones that differ between identical runs.
    pub timing: TimingFigures,
    pub per_game: Vec<TableGame>,
}

/// Sums up a finished game seat by seat.
pub fn summarize_table(world: &mut World, seed: u64) -> TableGame {
    let snap = Snapshot::take(world);
    let roster = world.resource::<Roster>().clone();
    let result = world.resource::<FinalResult>().clone();
    let standings = result.standings.clone();
    let scores = world.resource::<Scores>().clone();
    let seats = roster
        .seats()
        .map(|s| SeatResult {
            seat: roster.key(s).to_string(),
            dp: scores.of(s).dp,
            stars: snap.stars.iter().filter(|x| x.owner == Some(s)).count() as u32,
            ships: snap.total_ships(s),
            place: standings
                .iter()
                .position(|(p, _)| *p == s)
                .map(|i| i as u32 + 1),
            by_source: scores.of(s).by_source.clone(),
        })
        .collect();
    let log = world.resource::<GameLog>();
    TableGame {
        seed,
        winner: standings
            .first()
            .map_or_else(String::new, |(s, _)| roster.key(*s).to_string()),
        rank: result.rank,
        ended_early: result.ended_early.as_ref().map(|(round, _)| *round),
        ended_why: result.ended_early.map(|(_, why)| why.english()),
        seats,
        battles: log.battles().filter(|r| !r.retreated).count() as u32,
        commands: world.resource::<crate::rules::player::CommandLog>().0.len() as u32,
    }
}

/// Plays `games` games at the table `setup` names, seeds `template.seed` on, every
/// person played by the built-in policy.
pub fn simulate_table(
    rules: &RulesData,
    games: u32,
    template: &GameConfig,
    setup: &str,
    threads: usize,
) -> Result<TableReport, String> {
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let at_table = GameConfig {
        setup: Some(setup.to_string()),
        ..Default::default()
    };
    let roster = Roster::from_setup(rules, &crate::rules::setup::setup_of(rules, &at_table)?)?;
    let games_played =
        super::runner::play_games(rules, games, threads, |sim: &mut Simulator, i| {
            let seed = template.seed.wrapping_add(i as u64);
            let config = GameConfig {
                seed,
                setup: Some(setup.to_string()),
                people_field: None,
                tutorial: false,
                policy: Vec::new(),
                ..template.clone()
            };
            let mut t = Timings::default();
            sim.play_only(config, Some(&mut t))?;
            Ok((summarize_table(sim.app.world_mut(), seed), t.game_ns))
        })?;
    let total_ns: u64 = games_played.iter().map(|(_, ns)| ns).sum();
    let played: Vec<_> = games_played.into_iter().map(|(g, _)| g).collect();
    let n = played.len() as f64;
    let seats = roster
        .seats()
        .map(|s| {
            let key = roster.key(s).to_string();
            let col = |f: &dyn Fn(&SeatResult) -> i32| {
                Distribution::of(
                    &played
                        .iter()
                        .map(|g| f(&g.seats[s.index()]))
                        .collect::<Vec<_>>(),
                )
            };
            let sources = super::simulate::mean_by_source(
                played.iter().map(|g| &g.seats[s.index()].by_source[..]),
            );
            SeatFigures {
                name: roster.name(s).to_string(),
                plays: if roster.is_human(s) {
                    "person (built-in policy)".into()
                } else {
                    "automa".into()
                },
                wins: played.iter().filter(|g| g.winner == key).count() as u32,
                dp: col(&|r| r.dp),
                stars_end: col(&|r| r.stars as i32),
                ships_end: col(&|r| r.ships as i32),
                mean_dp_by_source: sources,
                seat: key,
            }
        })
        .collect();
    let total_ms = total_ns as f64 / 1e6;
    Ok(TableReport {
        games,
        seed: template.seed,
        setup: setup.to_string(),
        table: roster.name.to_string(),
        seats,
        battles_per_game: played.iter().map(|g| g.battles as f64).sum::<f64>() / n,
        scorers: crate::rules::phases::scoring_seats(&roster).len() as u32,
        timing: TimingFigures::of(total_ms, n),
        per_game: played,
    })
}

impl TableReport {
    /// The first person's ranks over the games, best first by count ("planetary 120,
    /// lunar 80").
    fn ranks_text(&self) -> String {
        super::simulate::tally(self.per_game.iter().map(|g| g.rank.as_str()))
            .iter()
            .map(|(r, n)| format!("{r} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    pub fn to_text(&self) -> String {
        let d = Distribution::text;
        let mut s = format!(
            "{} games at \"{}\" ({}), seeds {}..{}\n",
            self.games,
            self.table,
            self.setup,
            self.seed,
            self.seed.wrapping_add(self.games as u64 - 1),
        );
        for f in &self.seats {
            s += &format!("\n{} ({}, {})", f.name, f.seat, f.plays);
            if f.plays.starts_with("person") && self.scorers > 1 {
                s += &format!(
                    ": won {} of {} ({:.1}%)",
                    f.wins,
                    self.games,
                    100.0 * f.wins as f64 / self.games as f64
                );
            } else if f.plays.starts_with("person") {
                // Alone in scoring: the ranking table says how well the game went.
                s += &format!(": ranks {}", self.ranks_text());
            }
            s += &format!(
                "\n  DP     {}\n  stars  {}\n  ships  {}\n",
                d(&f.dp),
                d(&f.stars_end),
                d(&f.ships_end)
            );
            if !f.mean_dp_by_source.is_empty() {
                s += "  mean DP by source:\n";
                for (name, v) in &f.mean_dp_by_source {
                    s += &format!("    {name:<28} {v:>7.2}\n");
                }
            }
        }
        let early: Vec<u8> = self.per_game.iter().filter_map(|g| g.ended_early).collect();
        if !early.is_empty() {
            let mut rounds = early.clone();
            rounds.sort_unstable();
            s += &format!(
                "\nEnded early (a kind's end, such as a campaign won) in {} of {} games ({:.1}%), after round {} at the median\n",
                early.len(),
                self.games,
                100.0 * early.len() as f64 / self.games as f64,
                rounds[rounds.len() / 2]
            );
            // Each reason, with how often and the median round.
            let mut reasons: Vec<(&str, Vec<u8>)> = Vec::new();
            for g in &self.per_game {
                let (Some(round), Some(why)) = (g.ended_early, g.ended_why.as_deref()) else {
                    continue;
                };
                match reasons.iter_mut().find(|(w, _)| *w == why) {
                    Some((_, r)) => r.push(round),
                    None => reasons.push((why, vec![round])),
                }
            }
            reasons.sort_by_key(|(_, r)| std::cmp::Reverse(r.len()));
            for (why, mut rounds) in reasons {
                rounds.sort_unstable();
                s += &format!(
                    "  {}: {why} (round {} at the median)\n",
                    crate::rules::nouns::count(rounds.len(), "game"),
                    rounds[rounds.len() / 2]
                );
            }
        }
        s += &format!(
            "\nBattles per game {:.2}\nTime: {:.1} ms in all, {:.3} ms per game, {:.0} games per second\n",
            self.battles_per_game,
            self.timing.total_ms,
            self.timing.ms_per_game,
            self.timing.games_per_second
        );
        s
    }
}
