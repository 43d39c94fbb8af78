//! Inputs a hostile modder would try: extreme but well-formed values are refused with
//! a message naming the field, or played safely; none panics, hangs or exhausts memory.

use galactic_automa::rules::data::{RulesData, rule_files};
use galactic_automa::rules::dice::Dice;
use galactic_automa::sim::scenario;

fn rules() -> RulesData {
    RulesData::embedded().unwrap()
}

const ATTACK: &str = include_str!("../../scenarios/slavers-attack-home.ron");

fn run_text(text: &str) -> Result<(), String> {
    let sc = scenario::parse("hostile.ron", text)?;
    scenario::run(&rules(), &sc).map(drop)
}

#[test]
fn a_choice_among_any_number_of_candidates_is_fair_and_recorded() {
    for n in [37usize, 100, 216, 217, 1000] {
        let mut dice = Dice::new(n as u64);
        let mut seen = vec![0u32; n];
        for _ in 0..(n * 20) {
            let pick = dice.pick(n, "test");
            assert!(pick.index < n);
            assert!(!pick.faces.is_empty() && pick.faces.iter().all(|f| (1..=6).contains(f)));
            seen[pick.index] += 1;
        }
        // Every candidate comes up (20 draws each on average).
        assert!(seen.iter().all(|&c| c > 0), "n = {n}");
    }
    // Up to 36 the tables' own procedure is unchanged: faces 3 and 4 pick the 16th of 36.
    let mut dice = Dice::new(1);
    dice.force([3, 4]);
    assert_eq!(dice.pick(36, "test").index, 15);
}

#[test]
fn extreme_scenario_values_are_refused_by_name() {
    let cases = [
        (
            "at: (1, 1), count: 5)",
            "at: (2147483647, 2147483647), count: 5)",
            "not on the board",
        ),
        ("count: 5)", "count: 4294967295)", "ships[1].count"),
        ("round: 3,", "round: 3, dp: 2147483647,", "`dp`"),
        (
            "(at: (4, 5), kind: Advanced, name: Some(\"Zenith\")),",
            "(at: (4, 5), kind: Advanced), (at: (4, 5), kind: Primitive),",
            "two stars",
        ),
    ];
    for (from, to, says) in cases {
        let text = ATTACK.replacen(from, to, 1);
        assert_ne!(text, ATTACK, "{from}");
        let err = run_text(&text).unwrap_err();
        assert!(err.contains(says), "{to}: {err}");
    }
}

fn mod_folder(name: &str, edit: impl Fn(&str, String) -> String) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ga-hostile-{}-{name}", std::process::id()));
    for f in rule_files() {
        let text = galactic_automa::rules::data::EMBEDDED_FILES
            .iter()
            .find(|(n, _)| *n == f)
            .unwrap()
            .1
            .to_string();
        let path = dir.join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, edit(f, text)).unwrap();
    }
    dir
}

/// A mod folder with `from` replaced by `to` in `file` (which must hold it), and the
/// problems `validate` finds there; the first names `says` in that file.
fn edited_mod(
    name: &str,
    file: &str,
    from: &str,
    to: &str,
    says: &str,
) -> (
    std::path::PathBuf,
    Vec<galactic_automa::rules::data::DataError>,
) {
    let dir = mod_folder(name, |f, text| {
        if f == file {
            assert!(text.contains(from), "{file} has no `{from}`");
            text.replacen(from, to, 1)
        } else {
            text
        }
    });
    let errors = RulesData::validate_dir(&dir);
    assert!(
        errors
            .iter()
            .any(|e| e.file.ends_with(file) && e.message.contains(says)),
        "{to}: {errors:?}"
    );
    (dir, errors)
}

#[test]
fn extreme_rules_values_are_refused_by_name() {
    let cases: [(&str, &str, &str, &str); 8] = [
        (
            "tutorial.ron",
            "at: (0, 0), count: 2)",
            "at: (0, 0), count: 4000000000)",
            "ships[0].count",
        ),
        (
            "tutorial.ron",
            "turn_order: [Player, Farmers, Slavers]",
            "turn_order: [Player, Player, Slavers]",
            "turn_order",
        ),
        (
            "tutorial.ron",
            "forced_dice: []",
            "forced_dice: [7]",
            "forced_dice[0]",
        ),
        ("base.ron", "rounds: 8", "rounds: 0", "rounds"),
        (
            "map.ron",
            "sector_radius: 4",
            "sector_radius: 30000",
            "sector_radius",
        ),
        (
            "base.ron",
            "no_loss_ratio: 3",
            "no_loss_ratio: 4294967295",
            "no_loss_ratio",
        ),
        (
            "difficulty.ron",
            "spawn_bonus: 1",
            "spawn_bonus: 4294967295",
            "spawn_bonus",
        ),
        (
            "base.ron",
            "home_population: 6",
            "home_population: 4294967295",
            "home_population",
        ),
    ];
    for (i, (file, from, to, says)) in cases.into_iter().enumerate() {
        let (dir, _) = edited_mod(&format!("{i}"), file, from, to, says);
        if says == "turn_order" {
            // The guided game's seats are its own business: the rules load, and only
            // the guided game is refused.
            let rules = RulesData::load_dir(&dir).unwrap();
            let guided = galactic_automa::rules::setup::GameConfig {
                tutorial: true,
                ..Default::default()
            };
            assert!(galactic_automa::sim::game::start(rules, guided).is_err());
        } else {
            assert!(RulesData::load_dir(&dir).is_err());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn every_number_out_of_its_range_is_refused_with_its_line_and_field() {
    // (file, text, replaced by, field named, line of the value)
    let cases: [(&str, &str, &str, &str, Option<usize>); 9] = [
        (
            "content/relics.ron",
            "Pyramids(bonus_population: 1)",
            "Pyramids(bonus_population: 4294967295)",
            "relics[9]",
            Some(17),
        ),
        (
            "content/peoples.ron",
            "verb: \"conquer\", ships: 4, plus_population: false, discs: Some(3)",
            "verb: \"conquer\", ships: 4, plus_population: false, discs: Some(4294967295)",
            "gain_star[0].discs",
            Some(115),
        ),
        (
            "content/goals.ron",
            "CardDpMultiplier(2)",
            "CardDpMultiplier(2147483647)",
            "scoring",
            Some(35),
        ),
        (
            "content/goals.ron",
            "rival: Some(\"Slavers\")",
            "rival: Some(\"Nobody\")",
            "rival",
            None,
        ),
        (
            "content/stories.ron",
            "dp: Each(1), text: \"each other faction",
            "dp: Each(-2147483648), text: \"each other faction",
            "items[0].dp",
            Some(15),
        ),
        (
            "content/cards.ron",
            "Some(Ships(6))",
            "Some(Ships(4294967295))",
            "a.effect",
            None,
        ),
        (
            "map.ron",
            "center_sector_offset: (4, 5)",
            "center_sector_offset: (4, 4)",
            "overlap",
            Some(4),
        ),
        (
            "base.ron",
            "alignment: Sto, verb: \"colonize\", ships: 1, plus_population: false, discs: Some(1)",
            "alignment: Sto, verb: \"colonize\", ships: 1, plus_population: false, discs: Some(0)",
            "gain_star[0].discs",
            Some(30),
        ),
        (
            "technology.ron",
            "spirituality_ascension: 6",
            "spirituality_ascension: 255",
            "spirituality_ascension",
            None,
        ),
    ];
    for (i, (file, from, to, says, line)) in cases.into_iter().enumerate() {
        let (dir, errors) = edited_mod(&format!("range{i}"), file, from, to, says);
        if let Some(line) = line {
            let at = format!("line {line}:");
            assert!(
                errors.iter().any(|e| e.message.contains(&at)),
                "{to}: {at} {errors:?}"
            );
        }
        assert!(RulesData::load_dir(&dir).is_err(), "{to}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn command_line_misuse_exits_2_with_a_reason() {
    let bin = env!("CARGO_BIN_EXE_galactic-automa");
    for (args, says) in [
        (vec!["frobnicate"], "unknown command"),
        (vec!["replay"], "needs a FILE"),
        (
            vec![
                "scenario",
                "scenarios/slavers-attack-home.ron",
                "--games",
                "3",
            ],
            "does not apply",
        ),
        (vec!["simulate", "--seed", "18446744073709551616"], "--seed"),
    ] {
        let out = std::process::Command::new(bin)
            .args(&args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // The largest seed is a seed like any other.
    let out = std::process::Command::new(bin)
        .args(["simulate", "--games", "2", "--seed", "18446744073709551615"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_guided_games_seats_are_checked_only_for_the_guided_game() {
    // A solo table of you alone: valid rules (the docs allow 1 to 8 seats), and a game
    // plays; only the guided game, whose turn order names three seats, is refused.
    let alone = |f: &str, text: String| {
        if f == "setups/solo.ron" {
            let start = text.find("        (key: \"Farmers\"").unwrap();
            let end = text.find("    ],\n    // Pairs").unwrap();
            let mut t = text[..start].to_string() + &text[end..];
            t = t.replace(
                "permanent_war: [(\"Farmers\", \"Slavers\")]",
                "permanent_war: []",
            );
            t
        } else {
            text
        }
    };
    let dir = mod_folder("alone", alone);
    // Only the changed table is the mod's own: the tutorial is the built-in one.
    for f in rule_files().filter(|f| *f != "setups/solo.ron") {
        std::fs::remove_file(dir.join(f)).unwrap();
    }
    let errors = RulesData::validate_dir(&dir);
    assert!(errors.is_empty(), "{errors:?}");
    let rules = RulesData::load_dir(&dir).unwrap();
    assert_eq!(rules.setup.seats.len(), 1);
    let config = galactic_automa::rules::setup::GameConfig {
        seed: 4,
        ..Default::default()
    };
    let mut app = galactic_automa::sim::game::start(rules.clone(), config.clone()).unwrap();
    galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
    let guided = galactic_automa::rules::setup::GameConfig {
        tutorial: true,
        ..config
    };
    let err = galactic_automa::sim::game::start(rules, guided)
        .expect_err("the guided game needs its three seats");
    assert!(err.contains("guided game does not fit"), "{err}");
    // A mod's own tutorial that names seats its table lacks is a problem `validate`
    // reports, naming the file.
    let tutorial = galactic_automa::rules::data::EMBEDDED_FILES
        .iter()
        .find(|(n, _)| *n == "tutorial.ron")
        .unwrap()
        .1;
    std::fs::write(dir.join("tutorial.ron"), tutorial).unwrap();
    let errors = RulesData::validate_dir(&dir);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].file.ends_with("tutorial.ron"), "{}", errors[0]);
    assert!(errors[0].message.contains("turn_order"), "{}", errors[0]);
    std::fs::remove_dir_all(&dir).unwrap();
}
