//! The coach behind Suggest (P): the strong player's answer to the question in front of
//! you, with why, in words: the answers it compared, the DP each came to at the end of
//! the futures it played, and where the others fell short. It is worked out in copies
//! of the game whose secrets are drawn again, so it hints at nothing you cannot see.

use super::{Position, StrongPlayer, Verdict, Weighed, gain, weigh_on};
use crate::rules::player::PlayerCommand;
use crate::sim::runner::Simulator;

/// One answer compared, as the coach shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Compared {
    pub label: String,
    /// Mean DP at the end of its futures.
    pub dp: f64,
    /// Share of its futures won, at a table that names a winner.
    pub wins: Option<f64>,
    pub futures: usize,
    pub chosen: bool,
    /// Whether it is the built-in policy's own answer.
    pub plan: bool,
    /// The commands it gives.
    pub commands: Vec<PlayerCommand>,
    /// The other answers that came to the same commands.
    pub same_as: Vec<String>,
}

/// The coach's answer: the commands it would give, the answers it compared (best
/// first) and why, in sentences.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    pub commands: Vec<PlayerCommand>,
    /// The number of commands played when it was made: it is stale after another one.
    pub for_commands: usize,
    pub compared: Vec<Compared>,
    pub why: Vec<String>,
    /// Futures played in all.
    pub playouts: u32,
}

/// The coach's budget (Suggest, P): futures per answer weighed. The browser, on one
/// thread, plays fewer.
pub const COACH: StrongPlayer = StrongPlayer {
    playouts: if cfg!(target_arch = "wasm32") { 8 } else { 24 },
    seed: 0xc0ac4,
};

/// The threads the coach plays its futures on: every core on the desktop, one in the
/// browser.
pub fn threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        1
    } else {
        crate::sim::runner::default_threads()
    }
}

/// The advice at `pos`, thought out in `sim` with `player`'s budget, its futures played
/// on `threads` threads (the advice is the same at any count).
pub fn advise(
    pos: &Position,
    player: &StrongPlayer,
    sim: &mut Simulator,
    threads: usize,
) -> Result<Advice, String> {
    let verdict = weigh_on(pos, player, sim, threads, &|_| {})?;
    let for_commands = pos.origin.commands.len();
    let Some(chosen) = verdict.options.get(verdict.best) else {
        return Err(crate::t!("coach-nothing-to-do"));
    };
    let commands = chosen.commands.iter().map(|c| c.command.clone()).collect();
    if verdict.options.len() < 2 {
        return Ok(Advice {
            commands,
            for_commands,
            compared: Vec::new(),
            why: vec![crate::t!("coach-only-one")],
            playouts: 0,
        });
    }
    let mut order: Vec<usize> = (0..verdict.options.len()).collect();
    order.sort_by(|&a, &b| {
        (b == verdict.best)
            .cmp(&(a == verdict.best))
            .then_with(|| {
                verdict.options[b]
                    .value(verdict.standings)
                    .total_cmp(&verdict.options[a].value(verdict.standings))
            })
            .then_with(|| a.cmp(&b))
    });
    let compared = order
        .iter()
        .map(|&i| {
            let o = &verdict.options[i];
            Compared {
                label: o.label.clone(),
                dp: o.mean_dp(),
                wins: verdict.standings.then(|| o.win_share()),
                futures: o.dp.len(),
                chosen: i == verdict.best,
                plan: i == 0,
                commands: o.commands.iter().map(|c| c.command.clone()).collect(),
                same_as: o.same_as.clone(),
            }
        })
        .collect();
    Ok(Advice {
        commands,
        for_commands,
        compared,
        why: why(&verdict, &order),
        playouts: verdict.playouts,
    })
}

/// The sentences: what was compared, what the chosen answer comes to, and for the next
/// best few, how much less and mostly from where.
fn why(v: &Verdict, order: &[usize]) -> Vec<String> {
    let chosen = v.chosen();
    let mut lines = vec![crate::t!(
        "coach-compared",
        answers = v.options.len(),
        times = chosen.dp.len()
    )];
    let wins = |o: &Weighed| {
        if v.standings {
            crate::t!(
                "coach-winning",
                share = crate::lang::decimal(100.0 * o.win_share(), 0)
            )
        } else {
            String::new()
        }
    };
    lines.push(crate::t!(
        "coach-chosen",
        label = capital(&chosen.label),
        dp = crate::lang::decimal(chosen.mean_dp(), 1),
        wins = wins(chosen)
    ));
    if v.best == 0 {
        lines.push(crate::t!("coach-no-better"));
    } else if let Some((mean, se)) = gain(v, chosen) {
        lines.push(crate::t!(
            "coach-gain",
            mean = crate::lang::decimal(mean, 1),
            se = crate::lang::decimal(se, 1)
        ));
    }
    for &i in order.iter().skip(1).take(3) {
        let o = &v.options[i];
        let less = chosen.mean_dp() - o.mean_dp();
        let mut line = crate::t!(
            "coach-other",
            label = capital(&o.label),
            dp = crate::lang::decimal(o.mean_dp(), 1),
            wins = wins(o)
        );
        if less > 0.05 {
            line.push_str(&crate::t!(
                "coach-less",
                less = crate::lang::decimal(less, 1)
            ));
            if let Some((source, d)) = biggest_shortfall(chosen, o) {
                line.push_str(&crate::t!(
                    "coach-shortfall",
                    d = crate::lang::decimal(d, 1),
                    source = source
                ));
            }
        }
        line.push_str(&crate::t!("coach-line-end"));
        lines.push(line);
    }
    lines
}

/// Where `other`'s futures scored least beside `chosen`'s: the source and the DP (a
/// mean per future) it fell short by, if it fell short anywhere.
fn biggest_shortfall(chosen: &Weighed, other: &Weighed) -> Option<(String, f64)> {
    let mean = |o: &Weighed, source: &str| {
        o.sources
            .iter()
            .find(|s| s.0 == source)
            .map_or(0.0, |s| s.1 as f64 / o.dp.len().max(1) as f64)
    };
    chosen
        .sources
        .iter()
        .map(|s| s.0.as_str())
        .chain(other.sources.iter().map(|s| s.0.as_str()))
        .map(|source| (source, mean(chosen, source) - mean(other, source)))
        .filter(|&(_, d)| d >= 0.5)
        .max_by(|a, b| a.1.total_cmp(&b.1).then_with(|| b.0.cmp(a.0)))
        .map(|(s, d)| (s.to_string(), d))
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
