//! Benchmark: whole games per second and the time of one automa turn, single-threaded,
//! at the solo table; then whole games per second at every other table the game ships
//! (a quarter as many games each), and what each costs a game beside the solo table.
//! Prints figures; it is not a test. Run with
//! `cargo run --profile sim --no-default-features --bin bench -- [--games N] [--seed S] [--solo]`
//! (`--solo`: the solo table only, to compare with a build that has no other tables).
//! `--coach Q` times the coach instead (Suggest, P): its answer to the first Q questions
//! it weighs in solo games, with the desktop's budget, on one thread and on every core.

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::model::Alignment;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::runner::{Simulator, Timings, TurnWork};
use std::time::Instant;

/// The allocator the game and its tools use (why: Cargo.toml).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn percentile(sorted: &[u64], q: f64) -> u64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// The `i`-th measured game: seeds from `seed` on, difficulties 0 to 3 in turn.
fn game(seed: u64, i: u32, setup: Option<String>) -> GameConfig {
    GameConfig {
        seed: seed + i as u64,
        difficulty: (i % 4) as u8,
        alignment: Alignment::Sto,
        setup,
        ..Default::default()
    }
}

/// `println!` without a panic when standard output is closed.
use galactic_automa::sim::say;

macro_rules! outln {
    ($($t:tt)*) => { say(&format!("{}\n", format_args!($($t)*))) };
}

/// What the automa turns did on average, all of them and the slowest 1% (why the p99 is
/// what it is): phase changes, moves, battles, dice and log entries.
fn work_of_slowest(ns: &[u64], work: &[TurnWork]) -> String {
    let mut order: Vec<usize> = (0..ns.len().min(work.len())).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(ns[i]));
    let slow = &order[..order.len().div_ceil(100)];
    let sum = |ix: &[usize]| {
        let (mut n, mut changed, mut moves, mut battles, mut rolls, mut entries) =
            (0f64, 0f64, 0f64, 0f64, 0f64, 0f64);
        for &i in ix {
            let w = work[i];
            n += 1.0;
            changed += w.changed_phase as u8 as f64;
            moves += w.moves as f64;
            battles += w.battles as f64;
            rolls += w.rolls as f64;
            entries += w.entries as f64;
        }
        let n = n.max(1.0);
        format!(
            "{:.0}% changed phase, {:.1} moves, {:.2} battles, {:.1} dice, {:.1} log entries",
            changed / n * 100.0,
            moves / n,
            battles / n,
            rolls / n,
            entries / n
        )
    };
    format!("{} / {}", sum(&order), sum(slow))
}

fn main() {
    let mut games = 2000u32;
    let mut seed = 1u64;
    let mut solo_only = false;
    let mut coach_questions = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--games" => games = args.next().and_then(|v| v.parse().ok()).expect("--games N"),
            "--seed" => seed = args.next().and_then(|v| v.parse().ok()).expect("--seed S"),
            "--solo" => solo_only = true,
            "--coach" => {
                coach_questions = Some(args.next().and_then(|v| v.parse().ok()).expect("--coach Q"))
            }
            _ => {
                eprintln!("usage: bench [--games N] [--seed S] [--solo] [--coach Q]");
                std::process::exit(2);
            }
        }
    }
    let rules = RulesData::embedded().expect("rules");
    if let Some(questions) = coach_questions {
        coach(rules, questions, seed);
        return;
    }
    let mut sim = Simulator::new(rules);
    // Warm up caches and allocations.
    for i in 0..20 {
        let c = GameConfig {
            seed: seed + 1_000_000 + i,
            difficulty: 1,
            alignment: Alignment::Sto,
            ..Default::default()
        };
        sim.play(c, None).unwrap();
    }
    let mut timings = Timings::default();
    let mut game_ns = Vec::new();
    let start = Instant::now();
    for i in 0..games {
        let c = game(seed, i, None);
        let mut t = Timings::default();
        sim.play(c, Some(&mut t)).unwrap();
        game_ns.push(t.game_ns);
        timings.automa_turn_ns.extend(t.automa_turn_ns);
        timings.automa_turn_phase.extend(t.automa_turn_phase);
        timings.automa_turn_work.extend(t.automa_turn_work);
    }
    let wall = start.elapsed().as_secs_f64();
    game_ns.sort();
    let by_phase: Vec<(GamePhase, Vec<u64>)> = [GamePhase::MoveCombat, GamePhase::Growth]
        .into_iter()
        .map(|p| {
            let mut v: Vec<u64> = timings
                .automa_turn_ns
                .iter()
                .zip(&timings.automa_turn_phase)
                .filter(|(_, q)| **q == p)
                .map(|(ns, _)| *ns)
                .collect();
            v.sort();
            (p, v)
        })
        .collect();
    let slowest = work_of_slowest(&timings.automa_turn_ns, &timings.automa_turn_work);
    let mut turns = timings.automa_turn_ns;
    turns.sort();
    outln!("games: {games} (difficulties 0-3 in turn), one thread");
    outln!(
        "whole games per second (wall clock, setup included): {:.0}",
        games as f64 / wall
    );
    outln!(
        "time per game: p50 {:.3} ms, p99 {:.3} ms",
        percentile(&game_ns, 0.5) as f64 / 1e6,
        percentile(&game_ns, 0.99) as f64 / 1e6
    );
    outln!(
        "automa turns measured: {} (move/combat and growth, each one step of the rules)",
        turns.len()
    );
    outln!(
        "automa turn: p50 {:.1} µs, p99 {:.1} µs, max {:.1} µs",
        percentile(&turns, 0.5) as f64 / 1e3,
        percentile(&turns, 0.99) as f64 / 1e3,
        *turns.last().unwrap() as f64 / 1e3
    );
    for (phase, v) in by_phase.iter().filter(|(_, v)| !v.is_empty()) {
        outln!(
            "  in {phase:?}: {} turns, p50 {:.1} µs, p99 {:.1} µs",
            v.len(),
            percentile(v, 0.5) as f64 / 1e3,
            percentile(v, 0.99) as f64 / 1e3
        );
    }
    outln!("  what the turns did, all / the slowest 1%: {slowest}");
    if solo_only {
        return;
    }
    // Every table, by its setup file (the solo table first, as the yardstick): the same
    // seeds and difficulties, a quarter as many games.
    let others = (games / 4).max(1);
    outln!("every table ({others} games each, the same seeds and levels):");
    let mut solo_ms = None;
    let mut setups: Vec<String> = sim
        .app
        .world()
        .resource::<galactic_automa::rules::data::RulesData>()
        .setups
        .iter()
        .map(|(name, _)| name.clone())
        .collect();
    setups.sort_by_key(|name| name != "solo");
    for setup in setups {
        let start = Instant::now();
        for i in 0..others {
            let c = game(seed, i, Some(setup.clone()));
            if let Err(e) = sim.play(c, None) {
                eprintln!("{setup}: {e}");
                std::process::exit(1);
            }
        }
        let wall = start.elapsed().as_secs_f64();
        let ms = wall * 1e3 / others as f64;
        let beside = match solo_ms {
            Some(solo) => format!(" ({:+.3} ms beside the solo table)", ms - solo),
            None => String::new(),
        };
        if setup == "solo" {
            solo_ms = Some(ms);
        }
        outln!(
            "  {setup}: {:.0} games per second, {ms:.3} ms a game{beside}",
            others as f64 / wall,
        );
    }
}

/// The coach's time to answer: at each question of your seat where it weighs more than
/// one answer, in solo games from `seed` on played by the cheap policy, the advice with
/// the desktop's budget on one thread and on every core (which must give the same
/// advice), until `questions` were timed.
fn coach(rules: RulesData, questions: u32, seed: u64) {
    use galactic_automa::rules::model::Seat;
    use galactic_automa::rules::prompt::PromptSlot;
    use galactic_automa::sim::strong::{Position, coach};
    let threads = coach::threads();
    let mut sim = Simulator::new(rules.clone());
    let (mut one, mut all, mut answers) = (Vec::new(), Vec::new(), Vec::new());
    let mut game_seed = seed;
    while (one.len() as u32) < questions {
        let config = GameConfig {
            seed: game_seed,
            difficulty: 1,
            ..Default::default()
        };
        let mut app = galactic_automa::sim::game::start(rules.clone(), config).expect("a game");
        let mut answer = |w: &mut bevy::prelude::World| {
            let slot = w.resource::<PromptSlot>();
            if (one.len() as u32) < questions && slot.asked().unwrap_or(slot.1) == Seat::PLAYER {
                let pos = Position::of(w).expect("a position");
                let start = Instant::now();
                let advice = coach::advise(&pos, &coach::COACH, &mut sim, 1);
                let t1 = start.elapsed();
                // Timed only where it compares answers (elsewhere it has nothing to weigh).
                if let Some(a) = advice.ok().filter(|a| a.compared.len() >= 2) {
                    let start = Instant::now();
                    let b = coach::advise(&pos, &coach::COACH, &mut sim, threads);
                    all.push(start.elapsed().as_nanos() as u64);
                    assert_eq!(Ok(&a), b.as_ref(), "the same advice on {threads} threads");
                    one.push(t1.as_nanos() as u64);
                    answers.push(a.compared.len());
                }
            }
            galactic_automa::sim::policy::act(w);
        };
        galactic_automa::sim::runner::play_to_end_with(&mut app, None, &mut answer)
            .expect("the game plays to its end");
        game_seed += 1;
    }
    let ms = |v: &mut Vec<u64>, q: f64| {
        v.sort();
        percentile(v, q) as f64 / 1e6
    };
    let mean_answers = answers.iter().sum::<usize>() as f64 / answers.len().max(1) as f64;
    outln!(
        "coach: {} questions weighed (solo games from seed {seed}, standard level), {:.1} answers compared on average, {} futures an answer",
        one.len(),
        mean_answers,
        coach::COACH.playouts
    );
    for (label, v) in [
        ("one thread", &mut one),
        (&*format!("{threads} threads"), &mut all),
    ] {
        outln!(
            "  {label}: p50 {:.0} ms, p90 {:.0} ms, max {:.0} ms",
            ms(v, 0.5),
            ms(v, 0.9),
            ms(v, 1.0)
        );
    }
}
