//! Golden outputs: whole simulated games and every example scenario, recorded before the
//! table-model rebuild and compared after it. A change that alters them on purpose
//! regenerates them (`UPDATE_GOLDEN=1 cargo test --no-default-features --test suite golden::`)
//! and says which rule changed.
//!
//! What is compared:
//! - `simulate --json` for 200 seeds at each difficulty, timing fields aside;
//! - for each of those games, a fingerprint of the whole log as text and of every die
//!   roll with its purpose (so "the same game" means the same game, not the same totals);
//! - every scenario in `scenarios/` as `scenario --json`.
//!
//! New fields in the outputs are allowed (the golden JSON must be contained in the new
//! one): the JSON formats are kept stable, not frozen.
//!
//! The rules-only run is enough (the client never changes the rules), so the test is
//! skipped in the build with the client.
#![cfg(not(feature = "gui"))]

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::log::GameLog;
use galactic_automa::sim::runner::Simulator;
use galactic_automa::sim::scenario;
use galactic_automa::sim::simulate::simulate;
use serde_json::Value;
use std::path::{Path, PathBuf};

const GAMES: u32 = 200;
const SEED: u64 = 1;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn updating() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some()
}

/// Writes the golden file when updating, else checks `actual` against it.
fn check_json(name: &str, actual: Value) {
    let path = golden_dir().join(name);
    if updating() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let mut text = serde_json::to_string_pretty(&actual).unwrap();
        text.push('\n');
        std::fs::write(&path, text).unwrap();
        return;
    }
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 records it)", path.display()));
    let golden: Value = serde_json::from_str(&text).unwrap();
    if let Err(at) = contained(&golden, &actual, String::new()) {
        panic!("{name}: differs from the golden output at {at}");
    }
}

/// Whether everything in `golden` is in `actual` with the same value. Objects may gain
/// fields; arrays and scalars must match exactly.
fn contained(golden: &Value, actual: &Value, at: String) -> Result<(), String> {
    match (golden, actual) {
        (Value::Object(g), Value::Object(a)) => {
            for (k, gv) in g {
                let Some(av) = a.get(k) else {
                    return Err(format!("{at}.{k} (missing)"));
                };
                contained(gv, av, format!("{at}.{k}"))?;
            }
            Ok(())
        }
        (Value::Array(g), Value::Array(a)) => {
            if g.len() != a.len() {
                return Err(format!("{at} (length {} != {})", g.len(), a.len()));
            }
            for (i, (gv, av)) in g.iter().zip(a).enumerate() {
                contained(gv, av, format!("{at}[{i}]"))?;
            }
            Ok(())
        }
        _ if golden == actual => Ok(()),
        // Means: JSON text does not carry every bit of a float back (the parser rounds),
        // so floats agree to 12 significant digits.
        (Value::Number(g), Value::Number(a))
            if g.is_f64()
                && a.is_f64()
                && (g.as_f64().unwrap() - a.as_f64().unwrap()).abs()
                    <= 1e-12 * g.as_f64().unwrap().abs().max(1.0) =>
        {
            Ok(())
        }
        _ => Err(format!("{at} ({golden} != {actual})")),
    }
}

/// FNV-1a, 64 bits: a stable fingerprint that needs no extra crate.
fn fnv(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn rules() -> RulesData {
    RulesData::embedded().expect("shipped rules parse")
}

#[test]
fn simulated_games_are_unchanged() {
    let rules = rules();
    for difficulty in 0..4u8 {
        let template = galactic_automa::rules::setup::GameConfig {
            seed: SEED,
            difficulty,
            // The plain setup: the goldens predate the star peoples (tested apart).
            people: galactic_automa::rules::content::story::ContentPick::Off,
            ..Default::default()
        };
        // On two threads: the goldens were recorded on one, and the report must not
        // change with the thread count.
        let report = simulate(&rules, GAMES, &template, 2).unwrap();
        let mut json = serde_json::to_value(&report).unwrap();
        json.as_object_mut().unwrap().remove("timing");
        check_json(&format!("simulate-d{difficulty}.json"), json);
    }
}

#[test]
fn every_game_log_and_roll_is_unchanged() {
    let rules = rules();
    let mut sim = Simulator::new(rules);
    for difficulty in 0..4u8 {
        let mut prints = Vec::new();
        for i in 0..GAMES as u64 {
            let config = galactic_automa::rules::setup::GameConfig {
                seed: SEED + i,
                difficulty,
                alignment: galactic_automa::rules::model::Alignment::Sto,
                ..Default::default()
            };
            sim.play(config.clone(), None).unwrap();
            let world = sim.app.world();
            let log = world.resource::<GameLog>().to_text();
            let rolls: String = world
                .resource::<Dice>()
                .rolls
                .iter()
                .map(|r| format!("{}:{}\n", r.face, r.purpose))
                .collect();
            prints.push(serde_json::json!({
                "seed": config.seed,
                "log": fnv(log.as_bytes()),
                "rolls": fnv(rolls.as_bytes()),
            }));
        }
        check_json(
            &format!("fingerprints-d{difficulty}.json"),
            Value::Array(prints),
        );
    }
}

#[test]
fn every_example_scenario_is_unchanged() {
    let rules = rules();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for file in files {
        let out = scenario::run_file(&rules, &file).unwrap();
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        // As `scenario --json` prints it: seats by the table's keys.
        check_json(
            &format!("scenarios/{name}.json"),
            serde_json::from_str(&out.to_json().unwrap()).unwrap(),
        );
    }
}
