//! `strength`: the strong player against the cheap policy, game for game on the same
//! seeds: DP distributions, rankings and wins side by side.

use super::runner::{Simulator, play_games_with, summarize};
use super::simulate::{Distribution, tally};
use super::strong::{self, StrongPlayer};
use crate::rules::data::RulesData;
use crate::rules::model::Seat;
use crate::rules::phases::FinalResult;
use crate::rules::prompt::PromptSlot;
use crate::rules::setup::GameConfig;
use serde::Serialize;

/// How one side played the games.
#[derive(Debug, Clone, Serialize)]
pub struct SideFigures {
    pub dp: Distribution,
    /// (rank, games), most games first.
    pub ranks: Vec<(String, u32)>,
    /// Games the seat won, at a table whose standings name a winner.
    pub wins: Option<u32>,
    /// Games that ended before the last round, and the reason most of them gave (in
    /// English): at the campaign table, the campaign won; at the Ancients', their race.
    pub ended_early: u32,
    pub ended_why: Option<String>,
    pub ms_per_game: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct StrengthReport {
    pub games: u32,
    pub seed: u64,
    pub difficulty: u8,
    pub setup: String,
    pub playouts: u32,
    pub cheap: SideFigures,
    pub strong: SideFigures,
    /// Questions the strong player weighed, and those it answered otherwise than the
    /// cheap policy's plan.
    pub weighed: u32,
    pub changed: u32,
    /// Games in which it scored more, the same, less than the cheap policy.
    pub better: u32,
    pub same: u32,
    pub worse: u32,
}

/// One seed played both ways, and (questions weighed, answered otherwise).
type Pair = (Played, Played, (u32, u32));

struct Played {
    dp: i32,
    rank: String,
    won: Option<bool>,
    /// Why it ended before the last round, if it did (in English).
    ended_why: Option<String>,
    ns: u64,
}

/// Plays game `seed` with the cheap policy or, with `strong`, the strong player in the
/// first person's seat (every other person keeps the cheap policy).
fn play_one(
    sims: &mut (Simulator, Simulator),
    config: GameConfig,
    strong: Option<&StrongPlayer>,
    counts: &mut (u32, u32),
) -> Result<Played, String> {
    let t0 = bevy::platform::time::Instant::now();
    let (sim, look) = sims;
    let world = sim.app.world_mut();
    crate::rules::reset_game(world);
    crate::rules::setup::new_game(world, config.clone())?;
    match strong {
        None => super::runner::play_to_end(&mut sim.app, None)?,
        Some(player) => {
            let mut answer = |w: &mut bevy::prelude::World| {
                let slot = w.resource::<PromptSlot>();
                if slot.asked().unwrap_or(slot.1) != Seat::PLAYER {
                    return super::policy::act(w);
                }
                if let Some(v) = strong::act(w, player, look)
                    && v.options.len() > 1
                {
                    counts.0 += 1;
                    counts.1 += (v.best != 0) as u32;
                }
            };
            super::runner::play_to_end_with(&mut sim.app, None, &mut answer)?;
        }
    }
    let ns = t0.elapsed().as_nanos() as u64;
    let world = sim.app.world_mut();
    let result = world.resource::<FinalResult>();
    let standings = result.standings.clone();
    let ended_why = result.ended_early.as_ref().map(|(_, why)| why.english());
    let summary = summarize(world, config);
    Ok(Played {
        dp: summary.dp,
        rank: summary.rank,
        won: (!standings.is_empty()).then(|| standings[0].0 == Seat::PLAYER),
        ended_why,
        ns,
    })
}

/// Plays `games` games like `template` (seeds `template.seed` on) twice: with the
/// cheap policy and with `player`, on `threads` threads.
pub fn measure(
    rules: &RulesData,
    games: u32,
    template: &GameConfig,
    player: StrongPlayer,
    threads: usize,
) -> Result<StrengthReport, String> {
    let played = play_seeds(rules, games, threads, template, |sims, config| {
        let mut counts = (0, 0);
        let cheap = play_one(sims, config.clone(), None, &mut counts)?;
        let strong = play_one(sims, config, Some(&player), &mut counts)?;
        Ok((cheap, strong, counts))
    })?;
    let side =
        |pick: &dyn Fn(&Pair) -> &Played| figures(&played.iter().map(pick).collect::<Vec<_>>());
    let cheap = side(&|p| &p.0);
    let strong = side(&|p| &p.1);
    let cmp = |f: fn(i32, i32) -> bool| played.iter().filter(|p| f(p.1.dp, p.0.dp)).count() as u32;
    Ok(StrengthReport {
        games,
        seed: template.seed,
        difficulty: template.difficulty,
        setup: template.setup.clone().unwrap_or_else(|| "solo".into()),
        playouts: player.playouts,
        cheap,
        strong,
        weighed: played.iter().map(|p| p.2.0).sum(),
        changed: played.iter().map(|p| p.2.1).sum(),
        better: cmp(|s, c| s > c),
        same: cmp(|s, c| s == c),
        worse: cmp(|s, c| s < c),
    })
}

/// Plays `games` games like `template`, with the seeds from its seed on, on `threads`
/// threads, each thread with an app for the game and one for the strong player's
/// look-ahead.
fn play_seeds<T: Send>(
    rules: &RulesData,
    games: u32,
    threads: usize,
    template: &GameConfig,
    play: impl Fn(&mut (Simulator, Simulator), GameConfig) -> Result<T, String> + Sync,
) -> Result<Vec<T>, String> {
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    play_games_with(
        games,
        threads,
        || (Simulator::new(rules.clone()), Simulator::new(rules.clone())),
        |sims, i| {
            let config = GameConfig {
                seed: template.seed.wrapping_add(i as u64),
                ..template.clone()
            };
            play(sims, config)
        },
    )
}

/// The figures of one side's games.
fn figures(all: &[&Played]) -> SideFigures {
    let ranks = tally(all.iter().map(|p| p.rank.as_str()))
        .into_iter()
        .map(|(r, n)| (r.to_string(), n))
        .collect();
    let whys = tally(all.iter().filter_map(|p| p.ended_why.as_deref()));
    SideFigures {
        ended_early: whys.iter().map(|w| w.1).sum(),
        ended_why: whys.first().map(|w| w.0.to_string()),
        dp: Distribution::of(&all.iter().map(|p| p.dp).collect::<Vec<_>>()),
        ranks,
        wins: all[0]
            .won
            .map(|_| all.iter().filter(|p| p.won == Some(true)).count() as u32),
        ms_per_game: all.iter().map(|p| p.ns as f64).sum::<f64>() / 1e6 / all.len() as f64,
    }
}

/// A table's difficulty levels measured against the strong player.
#[derive(Debug, Clone, Serialize)]
pub struct Calibration {
    pub setup: String,
    pub games: u32,
    pub seed: u64,
    pub playouts: u32,
    /// (level, its name, the strong player's figures there).
    pub levels: Vec<(u8, String, SideFigures)>,
}

/// Plays `games` games with the strong player at each difficulty level of `template`'s
/// table (the same seeds at every level).
pub fn calibrate(
    rules: &RulesData,
    games: u32,
    template: &GameConfig,
    player: StrongPlayer,
    threads: usize,
) -> Result<Calibration, String> {
    let setup = crate::rules::setup::setup_of(rules, template)?;
    let mut levels = Vec::new();
    for (level, name) in crate::rules::setup::difficulty_levels(rules, &setup) {
        // The game's level, and what an automa's table calls it ("standard; Remnants:
        // Standard").
        let name = std::iter::once(name)
            .chain(crate::rules::setup::kind_level_names(rules, &setup, level))
            .collect::<Vec<_>>()
            .join("; ");
        let at_level = GameConfig {
            difficulty: level,
            ..template.clone()
        };
        let played = play_seeds(rules, games, threads, &at_level, |sims, config| {
            play_one(sims, config, Some(&player), &mut (0, 0))
        })?;
        levels.push((level, name, figures(&played.iter().collect::<Vec<_>>())));
    }
    Ok(Calibration {
        setup: template.setup.clone().unwrap_or_else(|| "solo".into()),
        games,
        seed: template.seed,
        playouts: player.playouts,
        levels,
    })
}

impl Calibration {
    /// A Markdown table, one row a level (for RULES.md).
    pub fn to_text(&self) -> String {
        let wins = self.levels.first().is_some_and(|l| l.2.wins.is_some());
        let early = self.levels.iter().any(|l| l.2.ended_early > 0);
        let mut out = format!(
            "The strong player ({} futures per answer) at the {} table, {} games a level \
             (seeds {} on):\n\n| Level | {}{}DP median | DP p10-p90 | Ranks |\n|---|{}{}---|---|---|\n",
            self.playouts,
            self.setup,
            self.games,
            self.seed,
            if wins { "You win | " } else { "" },
            if early { "Ended early | " } else { "" },
            if wins { "---|" } else { "" },
            if early { "---|" } else { "" }
        );
        for (level, name, f) in &self.levels {
            let win = f.wins.map_or(String::new(), |w| {
                format!("{:.1}% | ", 100.0 * w as f64 / self.games as f64)
            });
            let ended_early = if early {
                format!(
                    "{:.1}%{} | ",
                    100.0 * f.ended_early as f64 / self.games as f64,
                    f.ended_why
                        .as_deref()
                        .map_or(String::new(), |why| format!(" ({why})"))
                )
            } else {
                String::new()
            };
            out.push_str(&format!(
                "| {name} ({level}) | {win}{ended_early}{} | {}-{} | {} |\n",
                f.dp.median,
                f.dp.p10,
                f.dp.p90,
                self_ranks(&f.ranks, self.games).join(", ")
            ));
        }
        out
    }
}

impl StrengthReport {
    pub fn to_text(&self) -> String {
        let side = |name: &str, s: &SideFigures| {
            let ranks: Vec<String> = self_ranks(&s.ranks, self.games);
            let wins = s.wins.map_or(String::new(), |w| {
                format!(
                    "\n  wins: {w} of {} ({:.1}%)",
                    self.games,
                    100.0 * w as f64 / self.games as f64
                )
            });
            format!(
                "{name}: {:.0} ms a game\n  DP: {}\n  ranks: {}{wins}{}\n",
                s.ms_per_game,
                s.dp.text(),
                ranks.join(" · "),
                ended(s, self.games).map_or(String::new(), |e| format!("\n  ended early: {e}"))
            )
        };
        format!(
            "strength at the {} table, difficulty {}, {} games (seeds {} on), {} futures per answer weighed\n{}{}questions weighed: {} ({} answered otherwise than the plan)\nper game, the strong player scored more in {}, the same in {}, less in {}\n",
            self.setup,
            self.difficulty,
            self.games,
            self.seed,
            self.playouts,
            side("cheap policy", &self.cheap),
            side("strong player", &self.strong),
            self.weighed,
            self.changed,
            self.better,
            self.same,
            self.worse
        )
    }
}

/// The games ended early, as a share and with the commonest reason, if any did.
fn ended(s: &SideFigures, games: u32) -> Option<String> {
    (s.ended_early > 0).then(|| {
        format!(
            "{} of {games} ({:.1}%; mostly: {})",
            s.ended_early,
            100.0 * s.ended_early as f64 / games as f64,
            s.ended_why.as_deref().unwrap_or("-")
        )
    })
}

fn self_ranks(ranks: &[(String, u32)], games: u32) -> Vec<String> {
    ranks
        .iter()
        .map(|(r, n)| format!("{r} {:.1}%", 100.0 * *n as f64 / games as f64))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(dp: i32, ended_why: Option<&str>) -> Played {
        Played {
            dp,
            rank: "lunar".into(),
            won: None,
            ended_why: ended_why.map(str::to_string),
            ns: 1_000_000,
        }
    }

    #[test]
    fn games_ended_early_are_counted_with_their_commonest_reason_and_shown() {
        let all = [
            played(60, Some("cleared")),
            played(70, None),
            played(80, Some("cleared")),
            played(50, Some("home fallen")),
        ];
        let f = figures(&all.iter().collect::<Vec<_>>());
        assert_eq!(f.ended_early, 3);
        assert_eq!(f.ended_why.as_deref(), Some("cleared"));
        assert_eq!(f.wins, None);
        let none = figures(&[&played(60, None)]);
        assert_eq!((none.ended_early, none.ended_why), (0, None));
        let c = Calibration {
            setup: "campaign".into(),
            games: 4,
            seed: 1,
            playouts: 12,
            levels: vec![(1, "Standard".into(), f)],
        };
        let text = c.to_text();
        assert!(text.contains("| Ended early |"), "{text}");
        assert!(text.contains("| 75.0% (cleared) |"), "{text}");
    }
}
