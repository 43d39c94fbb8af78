//! The strong built-in player: for a question worth thinking about, it plays the rest
//! of the game many times for each answer it weighs, and gives the answer whose futures
//! score best. Every future is played in a copy of the game in which all that its seat
//! cannot see (face-down counters, hidden fleets, deck orders, dice to come) is drawn
//! again ([`crate::rules::secrets`]), so its choice never rests on a secret. The rest of
//! each future is played by the cheap built-in policy, for every person at the table.
//!
//! It is deterministic for a given game, seed of its own and budget of playouts (never
//! of wall time), so its games replay.

pub mod coach;
mod options;
mod playout;

pub use options::{Variant, variants};
pub use playout::{Origin, Position};

use crate::rules::model::Seat;
use crate::rules::player::SeatCommand;
use crate::rules::prompt::PromptSlot;
use crate::sim::runner::Simulator;
use bevy::prelude::*;

/// What the strong player may spend on one question, and the seed of its own draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StrongPlayer {
    /// Futures played for each answer weighed.
    pub playouts: u32,
    /// Its own seed: the copies' secrets are drawn from it (never from the game's).
    pub seed: u64,
}

impl Default for StrongPlayer {
    fn default() -> Self {
        StrongPlayer {
            playouts: 12,
            seed: 0x5eed,
        }
    }
}

/// One answer weighed: what it is, the commands it gives, and how its futures ended.
#[derive(Debug, Clone, PartialEq)]
pub struct Weighed {
    pub label: String,
    pub commands: Vec<SeatCommand>,
    /// The other answers that gave the same commands.
    pub same_as: Vec<String>,
    /// The seat's DP at the end of each future.
    pub dp: Vec<i32>,
    /// Whether it won each future, in the order of `dp` (tables whose standings name a
    /// winner).
    pub won: Vec<bool>,
    /// The seat's DP by source, summed over the futures.
    pub sources: Vec<(String, i64)>,
}

impl Weighed {
    pub fn mean_dp(&self) -> f64 {
        if self.dp.is_empty() {
            return 0.0;
        }
        self.dp.iter().map(|&d| d as f64).sum::<f64>() / self.dp.len() as f64
    }

    /// Whether it won future `k`.
    pub fn won(&self, k: usize) -> bool {
        self.won.get(k).copied().unwrap_or(false)
    }

    pub fn win_share(&self) -> f64 {
        if self.dp.is_empty() {
            return 0.0;
        }
        self.won.iter().filter(|&&w| w).count() as f64 / self.dp.len() as f64
    }

    /// What it is worth: its mean DP, and at a table with a winner 50 DP for each
    /// future won (a win counts more than a few points).
    pub fn value(&self, standings: bool) -> f64 {
        self.mean_dp()
            + if standings {
                50.0 * self.win_share()
            } else {
                0.0
            }
    }
}

/// The answers weighed for one question, the chosen one first in `best`.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    pub seat: Seat,
    pub options: Vec<Weighed>,
    pub best: usize,
    /// Whether the table names a winner (then wins count in the value).
    pub standings: bool,
    /// Futures played in all.
    pub playouts: u32,
}

impl Verdict {
    pub fn chosen(&self) -> &Weighed {
        &self.options[self.best]
    }
}

/// Weighs the answers to the question open in `world` for the seat asked, playing the
/// futures in `sim`. `tweak` is applied to every copy before its secrets are drawn
/// again (the tests change a secret there, to show it changes nothing).
pub fn weigh(
    world: &World,
    player: &StrongPlayer,
    sim: &mut Simulator,
    tweak: &Tweak,
) -> Result<Verdict, String> {
    weigh_at(&Position::of(world)?, player, sim, tweak)
}

/// [`weigh`] at a position taken from the game (it may be weighed on another thread).
pub fn weigh_at(
    pos: &Position,
    player: &StrongPlayer,
    sim: &mut Simulator,
    tweak: &Tweak,
) -> Result<Verdict, String> {
    weigh_on(pos, player, sim, 1, tweak)
}

/// A change made to every copy before its secrets are drawn again (the tests' way to
/// alter a secret); it may run on any of the threads playing the futures.
pub type Tweak = dyn Fn(&mut World) + Sync;

/// [`weigh_at`] with the futures played on `threads` threads: this one with `sim`, each
/// other with an app of its own. A future depends only on its seed and its answer, and
/// its result goes back to its place, so the verdict is the same at any thread count.
pub fn weigh_on(
    pos: &Position,
    player: &StrongPlayer,
    sim: &mut Simulator,
    threads: usize,
    tweak: &Tweak,
) -> Result<Verdict, String> {
    let (origin, seat) = (&pos.origin, pos.seat);
    let base_seed = mix(player.seed, origin.commands.len() as u64);
    // The answers, each given once in a copy (its secrets drawn again, so that the
    // answers themselves cannot rest on one).
    let mut options: Vec<Weighed> = Vec::new();
    // The first copy is checked against the game (a scenario's position is not its
    // setup replayed); the others are the same replay.
    let mut checked = false;
    for v in variants(&pos.prompt) {
        if checked {
            pos.rebuild(sim)?;
        } else {
            pos.build(sim)?;
            checked = true;
        }
        tweak(sim.app.world_mut());
        crate::rules::secrets::resample(sim.app.world_mut(), seat, base_seed);
        let commands = playout::answer(sim.app.world_mut(), origin, &v.style);
        if let Some(o) = options.iter_mut().find(|o| o.commands == commands) {
            o.same_as.push(v.label);
            continue;
        }
        if commands.is_empty() {
            continue;
        }
        options.push(Weighed {
            label: v.label,
            commands,
            same_as: Vec::new(),
            dp: Vec::new(),
            won: Vec::new(),
            sources: Vec::new(),
        });
    }
    let mut verdict = Verdict {
        seat,
        best: 0,
        standings: false,
        playouts: 0,
        options,
    };
    if verdict.options.len() < 2 {
        return Ok(verdict);
    }
    let answers: Vec<Vec<SeatCommand>> =
        verdict.options.iter().map(|o| o.commands.clone()).collect();
    let play = |sim: &mut Simulator, job: &Job| -> Result<playout::End, String> {
        pos.rebuild(sim)?;
        tweak(sim.app.world_mut());
        crate::rules::secrets::resample(sim.app.world_mut(), seat, job.seed);
        playout::future(sim, &answers[job.answer])
    };
    // Every answer meets the same futures (the same secrets and dice), so that the
    // differences between them come from the answers. An answer clearly worse than the
    // plan after a batch of futures is weighed no further.
    let mut active = vec![true; verdict.options.len()];
    // An answer whose first futures all ended as an earlier one's did (to the DP of
    // every source) is that answer in effect (a Gain Star counter with no star in reach,
    // a field chosen without the Research counter): it is shown with it, not weighed
    // again. The earlier one is kept, as the choice between equals would keep it.
    let mut twin_of: Vec<Option<usize>> = vec![None; verdict.options.len()];
    on_threads(threads, &pos.origin.rules, sim, &play, |run| {
        let mut first = 0;
        while first < player.playouts {
            if first > 0 {
                for (i, o) in verdict.options.iter().enumerate().skip(1) {
                    if gain(&verdict, o).is_some_and(|(mean, se)| mean + 2.0 * se < 0.0) {
                        active[i] = false;
                    }
                }
                if active.iter().skip(1).all(|a| !a) {
                    break;
                }
            }
            let last = (first + BATCH).min(player.playouts);
            let mut jobs = Vec::new();
            for k in first..last {
                let seed = mix(base_seed, k as u64 + 1);
                for answer in (0..answers.len()).filter(|&i| active[i]) {
                    jobs.push(Job { seed, answer });
                }
            }
            for (job, end) in jobs.iter().zip(run(&jobs)) {
                let end = end?;
                let o = &mut verdict.options[job.answer];
                o.dp.push(end.dp);
                o.won.push(end.won);
                for (source, dp) in end.sources {
                    match o.sources.iter_mut().find(|s| s.0 == source) {
                        Some(s) => s.1 += dp as i64,
                        None => o.sources.push((source, dp as i64)),
                    }
                }
                verdict.standings |= end.standings;
                verdict.playouts += 1;
            }
            if first == 0 {
                for i in 1..verdict.options.len() {
                    twin_of[i] = (0..i).find(|&j| {
                        twin_of[j].is_none() && same_ends(&verdict.options[j], &verdict.options[i])
                    });
                    if twin_of[i].is_some() {
                        active[i] = false;
                    }
                }
            }
            first = last;
        }
        Ok::<(), String>(())
    })?;
    for i in (1..verdict.options.len()).rev() {
        if let Some(j) = twin_of[i] {
            let twin = verdict.options.remove(i);
            let o = &mut verdict.options[j];
            o.same_as.push(twin.label);
            o.same_as.extend(twin.same_as);
        }
    }
    verdict.best = best(&verdict);
    Ok(verdict)
}

/// Whether two answers' futures so far all ended the same.
fn same_ends(a: &Weighed, b: &Weighed) -> bool {
    !a.dp.is_empty() && a.dp == b.dp && a.won == b.won && a.sources == b.sources
}

/// One future to play: the seed of its secrets and dice, and the answer given.
#[derive(Debug, Clone, Copy)]
struct Job {
    seed: u64,
    answer: usize,
}

/// What plays a batch of futures: their ends, in the jobs' order.
type Run<'a> = dyn FnMut(&[Job]) -> Vec<Result<playout::End, String>> + 'a;

/// Runs `body` with a way to play batches of futures on `threads` threads: this one
/// with `sim`, and helpers that each make an app of their own once (a game app cannot
/// move between threads). A helper whose future panics answers with an error and goes
/// on with a new app.
fn on_threads<R>(
    threads: usize,
    rules: &crate::rules::data::RulesData,
    sim: &mut Simulator,
    play: &(dyn Fn(&mut Simulator, &Job) -> Result<playout::End, String> + Sync),
    body: impl FnOnce(&mut Run) -> R,
) -> R {
    use std::sync::mpsc;
    if threads <= 1 {
        return body(&mut |jobs: &[Job]| jobs.iter().map(|j| play(sim, j)).collect());
    }
    std::thread::scope(|scope| {
        let (done_tx, done_rx) = mpsc::channel::<(usize, Result<playout::End, String>)>();
        let helpers: Vec<mpsc::Sender<Vec<(usize, Job)>>> = (1..threads)
            .map(|_| {
                let (tx, rx) = mpsc::channel::<Vec<(usize, Job)>>();
                let done = done_tx.clone();
                scope.spawn(move || {
                    let mut own = Simulator::new(rules.clone());
                    for batch in rx {
                        for (i, job) in batch {
                            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                play(&mut own, &job)
                            }))
                            .unwrap_or_else(|_| {
                                own = Simulator::new(rules.clone());
                                Err(crate::t!("coach-future-failed"))
                            });
                            if done.send((i, r)).is_err() {
                                return;
                            }
                        }
                    }
                });
                tx
            })
            .collect();
        drop(done_tx);
        let n = threads;
        body(&mut |jobs: &[Job]| {
            // Job i goes to thread i mod n; this thread plays its own share meanwhile.
            for (t, tx) in helpers.iter().enumerate() {
                let share = jobs.iter().copied().enumerate().skip(t + 1).step_by(n);
                let _ = tx.send(share.collect());
            }
            let mut ends: Vec<Option<Result<playout::End, String>>> =
                jobs.iter().map(|_| None).collect();
            for i in (0..jobs.len()).step_by(n) {
                ends[i] = Some(play(sim, &jobs[i]));
            }
            while ends.iter().any(Option::is_none) {
                let Ok((i, end)) = done_rx.recv() else {
                    break;
                };
                ends[i] = Some(end);
            }
            ends.into_iter()
                .map(|e| e.unwrap_or_else(|| Err(crate::t!("coach-future-failed"))))
                .collect()
        })
    })
}

/// The answer to give: the plan, unless another does better in the same futures by
/// more than chance would explain (its mean gain over the plan, less one standard
/// error of that gain, the highest and above zero). Picking the best mean alone would
/// follow the luck of a few futures.
fn best(verdict: &Verdict) -> usize {
    let mut best = (0, 0.0);
    for (i, o) in verdict.options.iter().enumerate().skip(1) {
        if let Some((mean, se)) = gain(verdict, o) {
            let sure = mean - se;
            if sure > best.1 {
                best = (i, sure);
            }
        }
    }
    best.0
}

/// Futures played for every answer before the clearly worse ones are dropped.
const BATCH: u32 = 8;

/// What `o` gains over the plan in the futures both met: the mean and its standard
/// error (none with fewer than two futures).
pub fn gain(verdict: &Verdict, o: &Weighed) -> Option<(f64, f64)> {
    let plan = &verdict.options[0];
    let worth = |o: &Weighed, k: usize| {
        o.dp[k] as f64
            + if verdict.standings && o.won(k) {
                50.0
            } else {
                0.0
            }
    };
    let n = o.dp.len().min(plan.dp.len());
    if n < 2 {
        return None;
    }
    let gains: Vec<f64> = (0..n).map(|k| worth(o, k) - worth(plan, k)).collect();
    let mean = gains.iter().sum::<f64>() / n as f64;
    let var = gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    Some((mean, (var / n as f64).sqrt()))
}

/// Answers the open question as the strong player would: the chosen answer's commands,
/// given in the game one by one. Falls back on the cheap policy when the game cannot be
/// copied (a scenario's position) or a command is refused at once.
/// The verdict is returned when there was one.
pub fn act(world: &mut World, player: &StrongPlayer, sim: &mut Simulator) -> Option<Verdict> {
    let verdict = match weigh(world, player, sim, &|_| {}) {
        Ok(v) if !v.options.is_empty() => v,
        _ => {
            crate::sim::policy::act(world);
            return None;
        }
    };
    let mut given = 0;
    for c in &verdict.chosen().commands {
        if world.resource::<PromptSlot>().0.is_none() {
            break;
        }
        if crate::rules::player::apply_command_as(world, c.seat, c.command.clone()).is_err() {
            break;
        }
        given += 1;
    }
    if given == 0 {
        crate::sim::policy::act(world);
    }
    Some(verdict)
}

/// Two numbers mixed into a seed (SplitMix64's finaliser).
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
