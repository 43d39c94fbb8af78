//! The command line: simulate (text and JSON, deterministic apart from timing) and the
//! example scenarios.

use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_galactic-automa"))
}

fn without_timing(json: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(json).expect("one JSON object");
    v.as_object_mut().unwrap().remove("timing");
    v
}

#[test]
fn simulate_json_is_the_same_for_the_same_arguments() {
    let run = || {
        let out = bin()
            .args([
                "simulate",
                "--games",
                "4",
                "--seed",
                "9",
                "--difficulty",
                "2",
                "--json",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let (a, b) = (run(), run());
    assert_eq!(without_timing(&a), without_timing(&b));
    let v = without_timing(&a);
    assert_eq!(v["games"], 4);
    assert_eq!(v["per_game"].as_array().unwrap().len(), 4);
    assert!(v["dp"]["median"].is_i64());
}

#[test]
fn simulate_prints_a_readable_report() {
    let out = bin().args(["simulate", "--games", "2"]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Ranking:") && text.contains("games per second"),
        "{text}"
    );
}

#[test]
fn bad_arguments_are_explained() {
    let out = bin()
        .args(["simulate", "--difficulty", "7"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("difficulty 7 does not exist"));
    let out = bin()
        .args(["simulate", "--games", "many"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--games takes a whole number"));
    let out = bin()
        .args(["scenario", "no-such-file.ron"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-file.ron"));
}

#[test]
fn every_example_scenario_runs() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            let out = bin()
                .arg("scenario")
                .arg(&path)
                .arg("--json")
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{}: {}",
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            assert!(v["decisions"].is_array());
            n += 1;
        }
    }
    assert!(n >= 1);
}

#[test]
fn a_bad_window_size_is_refused_with_its_form() {
    for bad in ["10x10", "wide", "1600x", "99999x900"] {
        let out = bin()
            .args(["--headless", "--window", bad])
            .output()
            .unwrap();
        assert!(!out.status.success(), "{bad} accepted");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("WIDTHxHEIGHT"), "{bad}: {err}");
    }
}

#[test]
fn a_headless_game_saves_and_its_replay_prints_the_same_game() {
    let dir = std::env::temp_dir().join(format!("ga-cli-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.ron");
    let played = bin()
        .args(["play", "--headless", "--seed", "8", "--save"])
        .arg(&save)
        .output()
        .unwrap();
    assert!(
        played.status.success(),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
    let replayed = bin().arg("replay").arg(&save).output().unwrap();
    assert!(
        replayed.status.success(),
        "{}",
        String::from_utf8_lossy(&replayed.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&replayed.stdout),
        String::from_utf8_lossy(&played.stdout),
        "the replay prints the log and result of the game that made the save"
    );
    // A damaged save: exit status 1 and a message naming the file.
    let text = std::fs::read_to_string(&save).unwrap();
    std::fs::write(&save, &text[..text.len() / 2]).unwrap();
    let broken = bin().arg("replay").arg(&save).output().unwrap();
    assert_eq!(broken.status.code(), Some(1));
    let err = String::from_utf8_lossy(&broken.stderr);
    assert!(err.contains("game.ron") && err.contains("damaged"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn simulate_at_the_two_player_table_reports_each_seat() {
    let out = bin()
        .args([
            "simulate",
            "--setup",
            "two-players",
            "--games",
            "2",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v = without_timing(&String::from_utf8(out.stdout).unwrap());
    let seats: Vec<&str> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["seat"].as_str().unwrap())
        .collect();
    assert_eq!(seats, ["Player1", "Player2", "Elders"]);
    assert_eq!(v["per_game"].as_array().unwrap().len(), 2);
    let text = bin()
        .args(["simulate", "--setup", "two-players", "--games", "2"])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("Player 1 (Player1, person (built-in policy)): won"),
        "{text}"
    );
}

#[test]
fn table_options_are_checked() {
    let err = |args: &[&str]| {
        let out = bin().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    assert!(err(&["--policy", "Player2", "--headless"]).contains("--setup two-players"));
    assert!(err(&["--guided", "--setup", "two-players"]).contains("solo"));
    assert!(err(&["scenario", "x.ron", "--setup", "two-players"]).contains("--setup"));
    // A table that does not exist is named with those that do.
    let out = bin()
        .args(["simulate", "--setup", "nowhere", "--games", "1"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("two-players"));
    // A policy seat that is not a person at the table is refused before the game.
    let out = bin()
        .args([
            "play",
            "--headless",
            "--setup",
            "two-players",
            "--policy",
            "Elders",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("Player1, Player2"));
}
