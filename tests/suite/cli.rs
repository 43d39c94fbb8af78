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
    // A headless game has the policy play every person: naming seats for it is refused.
    assert!(
        err(&[
            "play",
            "--headless",
            "--setup",
            "two-players",
            "--policy",
            "Elders"
        ])
        .contains("--policy is for the window")
    );
}

#[test]
fn options_a_game_would_not_use_are_refused_and_values_named() {
    let err = |args: &[&str]| {
        let out = bin().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).unwrap()
    };
    let e = err(&["play", "--headless", "--speed", "fast"]);
    assert!(e.contains("--speed is for the window"), "{e}");
    let e = err(&["play", "--speed", "warp"]);
    assert!(e.contains("slow, normal, fast, instant"), "{e}");
    for o in [
        ["--window", "800x600"],
        ["--frames", "3"],
        ["--when", "battle"],
    ] {
        let e = err(&["play", "--headless", o[0], o[1]]);
        assert!(e.contains("is for the window"), "{o:?}: {e}");
    }
    let e = err(&[
        "play",
        "--headless",
        "--mod",
        "m",
        "--rules",
        "assets/rules",
    ]);
    assert!(e.contains("give one"), "{e}");
}

#[test]
fn a_headless_game_plays_its_mod_and_refuses_a_path_for_a_name() {
    let mods = std::env::temp_dir().join(format!("ga-mods-{}", std::process::id()));
    let m = mods.join("rich");
    std::fs::create_dir_all(&m).unwrap();
    // The mod: Slavers' difficulty names changed, a sign it was read.
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules/difficulty.ron"),
    )
    .unwrap();
    std::fs::write(
        m.join("difficulty.ron"),
        base.replace("\"standard\"", "\"modded\""),
    )
    .unwrap();
    let run = |name: &str| {
        bin()
            .args(["play", "--headless", "--seed", "3", "--mod", name])
            .env("GALACTIC_AUTOMA_MODS", &mods)
            .output()
            .unwrap()
    };
    let out = run("rich");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let log = String::from_utf8_lossy(&out.stdout);
    assert!(
        log.contains("difficulty 1 (modded)"),
        "{}",
        &log[..log.len().min(300)]
    );
    for bad in ["../../../etc", "..", "nowhere"] {
        let out = run(bad);
        assert_eq!(out.status.code(), Some(1), "{bad}");
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(e.contains("mod"), "{bad}: {e}");
    }
    std::fs::remove_dir_all(&mods).unwrap();
}

#[test]
fn closed_standard_output_ends_quietly() {
    // The reading end closed before the game is over: its log meets a closed pipe.
    for args in [
        &["play", "--headless", "--seed", "2"][..],
        &["simulate", "--games", "3"][..],
    ] {
        let mut child = bin()
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
    }
}

#[test]
fn a_failed_save_leaves_nothing_behind() {
    let dir = std::env::temp_dir().join(format!("ga-save-{}", std::process::id()));
    // The save's path is a folder: the write fails and no `.part` file stays.
    let target = dir.join("taken");
    std::fs::create_dir_all(&target).unwrap();
    let out = bin()
        .args(["play", "--headless", "--seed", "2", "--save"])
        .arg(&target)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write"));
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["taken"], "nothing but the folder");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_device_as_an_input_file_is_refused_unread() {
    if !std::path::Path::new("/dev/zero").exists() {
        return;
    }
    for args in [vec!["scenario", "/dev/zero"], vec!["replay", "/dev/zero"]] {
        let out = bin().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let e = String::from_utf8_lossy(&out.stderr);
        assert!(e.contains("not a regular file"), "{args:?}: {e}");
    }
    // A rules folder (with a file of its own) whose base.ron is the device.
    let dir = std::env::temp_dir().join(format!("ga-dev-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules/ranking.ron"),
        dir.join("ranking.ron"),
    )
    .unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join("base.ron")).unwrap();
    let out = bin().arg("validate").arg(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("base.ron") && text.contains("not a regular file"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn strength_and_calibrate_report_and_check_their_budget() {
    let out = bin()
        .args([
            "strength",
            "--games",
            "1",
            "--playouts",
            "1",
            "--threads",
            "1",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("cheap policy") && text.contains("strong player") && text.contains("DP:"),
        "{text}"
    );
    let out = bin()
        .args([
            "calibrate",
            "--setup",
            "campaign",
            "--games",
            "1",
            "--playouts",
            "1",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let levels = v["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 4, "{v}");
    // Each level by the game's name and by what the Remnants' campaign table calls it.
    assert_eq!(levels[0][1], "easy; Remnants: Scattered", "{v}");
    assert_eq!(levels[3][1], "insane; Remnants: Overrun", "{v}");
    for bad in ["0", "1001", "many"] {
        let out = bin()
            .args(["strength", "--playouts", bad])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("--playouts takes"));
    }
    // A difficulty is per level for calibrate: refused there.
    let out = bin()
        .args(["calibrate", "--difficulty", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
