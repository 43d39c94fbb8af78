//! `simulate`: many whole games, with DP and ranking distributions, automa figures
//! and time per game.

use super::runner::{GameSummary, Simulator, Timings};
use crate::rules::content::story::ContentPick;
use crate::rules::data::RulesData;
use crate::rules::setup::GameConfig;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Distribution {
    pub min: i32,
    pub p10: i32,
    pub median: i32,
    pub p90: i32,
    pub max: i32,
    pub mean: f64,
}

impl Distribution {
    /// One line: min, p10, median, p90, max and mean.
    pub fn text(&self) -> String {
        format!(
            "min {} · p10 {} · median {} · p90 {} · max {} · mean {:.1}",
            self.min, self.p10, self.median, self.p90, self.max, self.mean
        )
    }

    pub fn of(values: &[i32]) -> Distribution {
        let mut v = values.to_vec();
        v.sort();
        let at = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
        Distribution {
            min: v[0],
            p10: at(0.1),
            median: at(0.5),
            p90: at(0.9),
            max: *v.last().unwrap(),
            mean: v.iter().map(|&x| x as f64).sum::<f64>() / v.len() as f64,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct SimulationReport {
    pub games: u32,
    pub seed: u64,
    pub difficulty: u8,
    pub dp: Distribution,
    /// (rank, games) in ranking order.
    pub ranks: Vec<(String, u32)>,
    pub mean_dp_by_source: Vec<(String, f64)>,
    /// Per galactic story played: games, DP and ranks.
    #[serde(default)]
    pub by_story: Vec<StoryFigures>,
    /// Per star people played (and side): games, DP and ranks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by_people: Vec<PeopleFigures>,
    pub automa: AutomaFigures,
    pub player: PlayerFigures,
    /// Timing fields: the only ones that differ between identical runs.
    pub timing: TimingFigures,
    pub per_game: Vec<GameSummary>,
}

#[derive(Debug, Clone, Serialize)]
pub struct StoryFigures {
    pub story: String,
    pub games: u32,
    pub dp: Distribution,
    pub ranks: Vec<(String, u32)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct PeopleFigures {
    pub people: String,
    pub games: u32,
    pub dp: Distribution,
    pub ranks: Vec<(String, u32)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct AutomaFigures {
    pub slaver_ships_end: Distribution,
    pub slaver_stars_end: Distribution,
    pub slaver_offboard_end: Distribution,
    pub farmer_ships_end: Distribution,
    pub games_ending_at_war_with_slavers: u32,
}

#[derive(Debug, Clone, Serialize)]
pub struct PlayerFigures {
    pub stars_end: Distribution,
    pub ships_end: Distribution,
    pub battles_per_game: f64,
    pub battles_won_per_game: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct TimingFigures {
    pub total_ms: f64,
    pub ms_per_game: f64,
    pub games_per_second: f64,
}

impl TimingFigures {
    /// The figures of `games` games that took `total_ms` in all.
    pub fn of(total_ms: f64, games: f64) -> TimingFigures {
        TimingFigures {
            total_ms,
            ms_per_game: total_ms / games,
            games_per_second: if total_ms > 0.0 {
                games / (total_ms / 1000.0)
            } else {
                0.0
            },
        }
    }
}

/// One group of games: its name, games, DP and ranks.
type Group = (String, u32, Distribution, Vec<(String, u32)>);

/// The games grouped by a name (sorted).
fn grouped(
    rules: &RulesData,
    summaries: &[GameSummary],
    name: impl Fn(&GameSummary) -> String,
) -> Vec<Group> {
    let mut names: Vec<String> = summaries.iter().map(&name).collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .map(|n| {
            let these: Vec<&GameSummary> = summaries.iter().filter(|s| name(s) == n).collect();
            let dp = Distribution::of(&these.iter().map(|s| s.dp).collect::<Vec<_>>());
            (n, these.len() as u32, dp, count_ranks(rules, &these))
        })
        .collect()
}

/// Plays `games` games like `template` (difficulty, side, story, goal, people) with
/// seeds `template.seed`, `template.seed + 1`, ..., on `threads` threads (the report is
/// the same at any thread count but for its timing).
pub fn simulate(
    rules: &RulesData,
    games: u32,
    template: &GameConfig,
    threads: usize,
) -> Result<SimulationReport, String> {
    let (seed, difficulty) = (template.seed, template.difficulty);
    let played = super::runner::play_games(rules, games, threads, |sim: &mut Simulator, i| {
        let config = GameConfig {
            seed: seed.wrapping_add(i as u64),
            people_field: None,
            // The home sectors' starting bonuses come with the peoples (the base
            // game's setup); without a people the setup stays the plain one.
            sector_bonus: template.people != ContentPick::Off,
            setup: None,
            alignments: Vec::new(),
            tutorial: false,
            ..template.clone()
        };
        let mut t = Timings::default();
        let summary = sim.play(config, Some(&mut t))?;
        Ok((summary, t.game_ns))
    })?;
    let total_ns: u64 = played.iter().map(|(_, ns)| ns).sum();
    let summaries: Vec<GameSummary> = played.into_iter().map(|(s, _)| s).collect();
    if summaries.is_empty() {
        return Err("--games must be at least 1".into());
    }
    let col = |f: &dyn Fn(&GameSummary) -> i32| -> Distribution {
        Distribution::of(&summaries.iter().map(f).collect::<Vec<_>>())
    };
    let all: Vec<&GameSummary> = summaries.iter().collect();
    let mut ranks = count_ranks(rules, &all);
    // The row below the lowest only shows when a goal put a game there.
    if ranks.first().is_some_and(|r| r.1 == 0) {
        ranks.remove(0);
    }
    let sources = mean_by_source(summaries.iter().map(|s| &s.by_source[..]));
    let n = summaries.len() as f64;
    let by_story = grouped(rules, &summaries, |s| {
        s.story.clone().unwrap_or_else(|| "no story".into())
    })
    .into_iter()
    .map(|(story, games, dp, ranks)| StoryFigures {
        story,
        games,
        dp,
        ranks,
    })
    .collect();
    let by_people = if summaries.iter().any(|s| s.people.is_some()) {
        grouped(rules, &summaries, |s| {
            s.people.clone().unwrap_or_else(|| "no people".into())
        })
        .into_iter()
        .map(|(people, games, dp, ranks)| PeopleFigures {
            people,
            games,
            dp,
            ranks,
        })
        .collect()
    } else {
        Vec::new()
    };
    let total_ms = total_ns as f64 / 1e6;
    Ok(SimulationReport {
        games,
        seed,
        difficulty,
        dp: col(&|s| s.dp),
        ranks,
        mean_dp_by_source: sources,
        by_story,
        by_people,
        automa: AutomaFigures {
            slaver_ships_end: col(&|s| s.slaver_ships as i32),
            slaver_stars_end: col(&|s| s.slaver_stars as i32),
            slaver_offboard_end: col(&|s| s.slaver_offboard as i32),
            farmer_ships_end: col(&|s| s.farmer_ships as i32),
            games_ending_at_war_with_slavers: summaries
                .iter()
                .filter(|s| s.slavers_at_war_end)
                .count() as u32,
        },
        player: PlayerFigures {
            stars_end: col(&|s| s.player_stars as i32),
            ships_end: col(&|s| s.player_ships as i32),
            battles_per_game: summaries.iter().map(|s| s.battles as f64).sum::<f64>() / n,
            battles_won_per_game: summaries
                .iter()
                .map(|s| s.battles_won_by_player as f64)
                .sum::<f64>()
                / n,
        },
        timing: TimingFigures::of(total_ms, n),
        per_game: summaries,
    })
}

impl SimulationReport {
    pub fn to_text(&self) -> String {
        let d = Distribution::text;
        let mut s = format!(
            "{} games, seeds {}..{}, difficulty {}\n\nYour DP: {}\nRanking:\n",
            self.games,
            self.seed,
            self.seed.wrapping_add(self.games as u64 - 1),
            self.difficulty,
            d(&self.dp)
        );
        for (r, n) in &self.ranks {
            s += &format!(
                "  {r:<10} {n:>6} ({:.1}%)\n",
                100.0 * *n as f64 / self.games as f64
            );
        }
        let group_line = |name: &str, games: u32, dp: &Distribution, ranks: &[(String, u32)]| {
            let ranks: Vec<String> = ranks
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(r, n)| format!("{r} {n}"))
                .collect();
            format!(
                "  {name:<38} {games:>5} games · DP {} · {}\n",
                d(dp),
                ranks.join(", ")
            )
        };
        if self.by_story.len() > 1 {
            s += "By galactic story:\n";
            for f in &self.by_story {
                s += &group_line(&f.story, f.games, &f.dp, &f.ranks);
            }
        }
        if !self.by_people.is_empty() {
            s += "By star people (side):\n";
            for f in &self.by_people {
                s += &group_line(&f.people, f.games, &f.dp, &f.ranks);
            }
        }
        s += "Mean DP by source:\n";
        for (name, v) in &self.mean_dp_by_source {
            s += &format!("  {name:<28} {v:>7.2}\n");
        }
        s += &format!(
            "\nSlavers at game end: ships {}\n  stars {}\n  offboard discs {}\nFarmers' ships at game end: {}\nGames ending at war with the Slavers: {}\n",
            d(&self.automa.slaver_ships_end),
            d(&self.automa.slaver_stars_end),
            d(&self.automa.slaver_offboard_end),
            d(&self.automa.farmer_ships_end),
            self.automa.games_ending_at_war_with_slavers
        );
        s += &format!(
            "Your stars at game end: {}\nYour ships at game end: {}\nBattles per game {:.2}, won by you {:.2}\n",
            d(&self.player.stars_end),
            d(&self.player.ships_end),
            self.player.battles_per_game,
            self.player.battles_won_per_game
        );
        s += &format!(
            "\nTime: {:.1} ms in all, {:.3} ms per game, {:.0} games per second\n",
            self.timing.total_ms, self.timing.ms_per_game, self.timing.games_per_second
        );
        s
    }
}

/// The mean DP of each source over some games (each game's DP by source), by name.
pub fn mean_by_source<'a>(
    games: impl ExactSizeIterator<Item = &'a [(String, i32)]>,
) -> Vec<(String, f64)> {
    let n = games.len().max(1) as f64;
    let mut sources: Vec<(String, f64)> = Vec::new();
    for by_source in games {
        for (name, dp) in by_source {
            match sources.iter_mut().find(|x| &x.0 == name) {
                Some(x) => x.1 += *dp as f64,
                None => sources.push((name.clone(), *dp as f64)),
            }
        }
    }
    for s in &mut sources {
        s.1 /= n;
    }
    sources.sort_by(|a, b| a.0.cmp(&b.0));
    sources
}

/// Games per rank, in ranking order (every rank listed, even with no game).
fn count_ranks(rules: &RulesData, games: &[&GameSummary]) -> Vec<(String, u32)> {
    let mut names: Vec<String> = vec![rules.ranking.below_lowest.clone()];
    names.extend(rules.ranking.ranks.iter().map(|r| r.name.clone()));
    names
        .into_iter()
        .map(|r| {
            let n = games.iter().filter(|g| g.rank == r).count() as u32;
            (r, n)
        })
        .collect()
}

/// How often each text comes, most often first (then in text order).
pub fn tally<'a>(texts: impl Iterator<Item = &'a str>) -> Vec<(&'a str, u32)> {
    let mut counts: Vec<(&str, u32)> = Vec::new();
    for t in texts {
        match counts.iter_mut().find(|c| c.0 == t) {
            Some(c) => c.1 += 1,
            None => counts.push((t, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
    counts
}
