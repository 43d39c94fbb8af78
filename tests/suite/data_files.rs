//! The shipped rules files parse, and broken ones give errors naming the file and field.

use galactic_automa::rules::automa::solo::AutomaTable;
use galactic_automa::rules::data::*;

fn read(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/assets/rules/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn shipped_files_parse_from_disk_and_match_the_embedded_copy() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules");
    let from_disk = RulesData::load_dir(&dir).expect("the shipped rules load");
    let embedded = RulesData::embedded().unwrap();
    assert_eq!(format!("{from_disk:?}"), format!("{embedded:?}"));
    assert_eq!(embedded.base.population_track.len(), 39);
    let slavers = embedded.automa_table("solo", "slavers").unwrap();
    assert_eq!(
        embedded.automa[slavers]
            .data
            .get::<galactic_automa::rules::automa::solo::AutomaTable>()
            .unwrap()
            .growth
            .len(),
        6
    );
}

#[test]
fn track_values_and_ships_per_track() {
    let b = RulesData::embedded().unwrap().base;
    assert_eq!(b.track_value(39), 6);
    assert_eq!(b.track_value(38), 7);
    assert_eq!(b.track_value(37), 8);
    assert_eq!(b.track_value(0), 60);
    for (value, ships) in [
        (6, 2),
        (7, 2),
        (8, 3),
        (10, 3),
        (11, 4),
        (14, 4),
        (15, 5),
        (19, 5),
        (20, 6),
        (25, 6),
        (26, 7),
        (32, 7),
        (34, 8),
        (48, 8),
        (50, 9),
        (60, 9),
    ] {
        assert_eq!(b.ships_for_track_value(value), ships, "track value {value}");
    }
}

#[test]
fn a_missing_row_names_the_file_and_the_table() {
    let file = "assets/rules/automa/solo/slavers.ron";
    let text =
        read("automa/solo/slavers.ron").replace("[GainNeutralElsePlayerStar, ResearchRandom],", "");
    let err = parse_ron::<AutomaTable>(file, &text).unwrap_err();
    assert_eq!(err.file, file);
    assert!(err.message.contains("growth"), "{err}");
    assert!(
        err.to_string()
            .starts_with("assets/rules/automa/solo/slavers.ron: ")
    );
}

#[test]
fn a_missing_field_is_named() {
    let text = read("technology.ron").replace("neutron_level: 5,", "");
    let err = parse_ron::<TechnologyTable>("assets/rules/technology.ron", &text).unwrap_err();
    assert!(err.message.contains("neutron_level"), "{err}");
}

#[test]
fn a_wrong_value_gives_its_line() {
    let text = read("difficulty.ron").replace("spawn_bonus: 2", "spawn_bonus: \"two\"");
    let err = parse_ron::<DifficultyTable>("assets/rules/difficulty.ron", &text).unwrap_err();
    assert!(err.message.starts_with("line 6"), "{err}");
    assert!(err.message.contains("integer"), "{err}");
}

#[test]
fn an_unknown_field_and_bad_values_are_refused() {
    let text = read("map.ron").replace("sector_radius: 4,", "sector_radius: 4, sector_colour: 3,");
    let err = parse_ron::<MapGenerator>("assets/rules/map.ron", &text).unwrap_err();
    assert!(err.message.contains("sector_colour"), "{err}");
    let text = read("map.ron").replace("(Center, (2, 2, -4))", "(Center, (2, 2, -3))");
    let err = parse_ron::<MapGenerator>("assets/rules/map.ron", &text).unwrap_err();
    assert!(err.message.contains("wormholes[0]"), "{err}");
    let text = read("ranking.ron").replace("min_dp: 85", "min_dp: 60");
    let err = parse_ron::<RankingTable>("assets/rules/ranking.ron", &text).unwrap_err();
    assert!(err.message.contains("ranks"), "{err}");
}

#[test]
fn a_broken_rules_folder_fails_with_the_file_name() {
    let dir = std::env::temp_dir().join(format!("ga-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for f in rule_files() {
        let path = dir.join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, read(f)).unwrap();
    }
    // A byte-order mark is accepted, and the fingerprint is that of the text.
    std::fs::write(
        dir.join("base.ron"),
        format!("\u{feff}{}", read("base.ron")),
    )
    .unwrap();
    let with_bom = RulesData::load_dir(&dir).expect("a BOM is accepted");
    assert_eq!(
        with_bom.fingerprint,
        RulesData::embedded().unwrap().fingerprint
    );
    // Another value, another fingerprint.
    std::fs::write(
        dir.join("base.ron"),
        read("base.ron").replace("start_ships: 3,", "start_ships: 4,"),
    )
    .unwrap();
    let changed = RulesData::load_dir(&dir).unwrap();
    assert_ne!(changed.fingerprint, with_bom.fingerprint);
    std::fs::write(dir.join("base.ron"), "(rounds: 8,").unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    // The error names the file actually read, not the built-in folder.
    assert_eq!(
        err.file,
        dir.join("base.ron").display().to_string(),
        "{err}"
    );
    // A file the folder lacks comes from the built-in copy: these are the shipped rules.
    std::fs::remove_file(dir.join("base.ron")).unwrap();
    let overlaid = RulesData::load_dir(&dir).expect("a mod holds only what it changes");
    assert_eq!(
        overlaid.fingerprint,
        RulesData::embedded().unwrap().fingerprint
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_mod_holds_only_the_files_it_changes() {
    let dir = std::env::temp_dir().join(format!("ga-overlay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // An empty folder is a wrong path, not a mod.
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(err.message.contains("none of the rules files"), "{err}");
    assert_eq!(RulesData::validate_dir(&dir).len(), 1);
    // One changed file: that change is in, the rest is built-in.
    std::fs::write(
        dir.join("map.ron"),
        read("map.ron").replace("nebulae: (4, 10)", "nebulae: (1, 2)"),
    )
    .unwrap();
    assert_eq!(RulesData::validate_dir(&dir), vec![]);
    let rules = RulesData::load_dir(&dir).unwrap();
    assert_eq!(rules.map.nebulae, (1, 2));
    let builtin = RulesData::embedded().unwrap();
    assert_eq!(rules.base.rounds, builtin.base.rounds);
    assert_ne!(rules.fingerprint, builtin.fingerprint);
    // A misspelt file name would be silently ignored: it is a problem, named.
    std::fs::create_dir_all(dir.join("automa/solo")).unwrap();
    std::fs::write(dir.join("automa/solo/slaver.ron"), "()").unwrap();
    let errors = RulesData::validate_dir(&dir);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].file.ends_with("slaver.ron"), "{}", errors[0]);
    assert!(
        errors[0].message.contains("automa/solo/slavers.ron"),
        "{}",
        errors[0]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_huge_rules_file_is_refused_unread() {
    let dir = std::env::temp_dir().join(format!("ga-huge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = std::fs::File::create(dir.join("base.ron")).unwrap();
    // Sparse: 8 GiB said, nothing written.
    f.set_len(8 << 30).unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(
        err.message.contains("larger than the 4 MiB allowed"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_shipped_example_mods_are_valid() {
    let mods = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("mods");
    let mut seen = 0;
    for entry in std::fs::read_dir(&mods).expect("mods/ ships with the game") {
        let path = entry.unwrap().path();
        if path.is_dir() {
            assert_eq!(RulesData::validate_dir(&path), vec![], "{}", path.display());
            let rules = RulesData::load_dir(&path).unwrap();
            // It plays whole games.
            for seed in 0..3 {
                let config = galactic_automa::rules::setup::GameConfig {
                    seed,
                    ..Default::default()
                };
                galactic_automa::sim::runner::play_game(&rules, config, None)
                    .unwrap_or_else(|e| panic!("{}: seed {seed}: {e}", path.display()));
            }
            seen += 1;
        }
    }
    assert!(seen >= 1, "an example mod is shipped");
}

#[test]
fn generated_boards_follow_the_map_parameters() {
    use galactic_automa::rules::board::generate_map;
    use galactic_automa::rules::model::{SectorRole, StarKind, Terrain};
    let params = RulesData::embedded().unwrap().map;
    for seed in 0..200 {
        let m = generate_map(&params, seed);
        assert_eq!(m.board.hexes.len(), 122, "two sectors of 61 hexes");
        for sector in m.board.sector_ids() {
            let stars: Vec<_> = m.stars.iter().filter(|s| s.sector == sector).collect();
            assert!(
                (7..=8).contains(&stars.len()),
                "seed {seed}: {} stars",
                stars.len()
            );
            assert!(stars.iter().any(|s| s.hex == m.board.sector_center(sector)));
            let count = |t: Terrain| {
                m.board
                    .hexes_of(sector)
                    .filter(|h| m.board.terrain(*h) == Some(t))
                    .count() as u32
            };
            assert!((params.nebulae.0..=params.nebulae.1).contains(&count(Terrain::Nebula)));
            assert!(count(Terrain::Asteroids) <= params.asteroids.1);
            assert!(count(Terrain::NeutronStar) <= params.neutron_stars.1);
        }
        for (i, a) in m.stars.iter().enumerate() {
            for b in &m.stars[i + 1..] {
                assert!(a.hex.unsigned_distance_to(b.hex) >= params.min_star_spacing);
            }
            assert!(!m.board.wormholes.contains(&a.hex));
        }
        assert_eq!(
            m.stars.iter().filter(|s| s.kind == StarKind::Home).count(),
            1
        );
        assert_eq!(m.board.wormholes.len(), 3);
        assert_eq!(
            m.board.sector_of(m.board.wormholes[0]),
            m.board.first_with(SectorRole::Center)
        );
        assert_eq!(
            format!("{:?}", generate_map(&params, seed).stars),
            format!("{:?}", m.stars)
        );
    }
}

/// The setup's text with its table name emptied (`name: ""`).
fn without_table_name(setup: &str) -> String {
    let at = setup.find("\n    name: \"").expect("a setup's name line") + "\n    name: \"".len();
    let end = at + setup[at..].find('"').unwrap();
    format!("{}{}", &setup[..at], &setup[end..])
}

#[test]
fn a_setup_naming_an_unknown_automa_table_or_seat_is_refused() {
    let dir = std::env::temp_dir().join(format!("ga-setup-{}", std::process::id()));
    for f in rule_files() {
        let path = dir.join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, read(f)).unwrap();
    }
    let setup = read("setups/solo.ron");
    std::fs::write(
        dir.join("setups/solo.ron"),
        setup.replace("table: \"slavers\"", "table: \"pirates\""),
    )
    .unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(err.file.ends_with("setups/solo.ron"), "{err}");
    assert!(
        err.message.contains("solo/pirates") && err.message.contains("solo/slavers"),
        "{err}"
    );
    std::fs::write(
        dir.join("setups/solo.ron"),
        setup.replace("(\"Farmers\", \"Slavers\")", "(\"Farmers\", \"Pirates\")"),
    )
    .unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(err.message.contains("permanent_war"), "{err}");
    std::fs::write(
        dir.join("setups/solo.ron"),
        setup.replace("key: \"Farmers\"", "key: \"Slavers\""),
    )
    .unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(err.message.contains("used twice"), "{err}");
    std::fs::write(
        dir.join("setups/solo.ron"),
        setup.replace(
            "kind: \"solo\", table: \"farmers\"",
            "kind: \"pirates\", table: \"farmers\"",
        ),
    )
    .unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(
        err.message.contains("no automa kind \"pirates\"") && err.message.contains("solo"),
        "{err}"
    );
    // The card's words must fit on the card; the table must have a name.
    let long = "very ".repeat(100);
    std::fs::write(
        dir.join("setups/solo.ron"),
        setup.replace("about: \"", &format!("about: \"{long}")),
    )
    .unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(
        err.file.ends_with("setups/solo.ron") && err.message.contains("`about` is"),
        "{err}"
    );
    let unnamed = without_table_name(&setup);
    std::fs::write(dir.join("setups/solo.ron"), unnamed).unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(err.message.contains("`name` is empty"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn boards_of_three_home_sectors_are_laid_out_around_the_center() {
    use galactic_automa::rules::board::{SectorPlan, generate_map, generate_map_for};
    use galactic_automa::rules::model::{Seat, SectorRole, StarKind};
    let params = RulesData::embedded().unwrap().map;
    let home = |s: u8| SectorPlan {
        role: SectorRole::Home,
        home_of: Some(Seat(s)),
    };
    let plan = vec![
        home(0),
        home(1),
        home(2),
        SectorPlan {
            role: SectorRole::Center,
            home_of: None,
        },
    ];
    for seed in 0..20 {
        let m = generate_map_for(&params, seed, &plan);
        let b = &m.board;
        assert_eq!(b.sectors.len(), 4);
        assert_eq!(
            b.hexes.len(),
            4 * 61,
            "four sectors of 61 hexes, none overlapping"
        );
        // The first home sector is where the solo board puts it.
        assert_eq!(
            b.sectors[0].center,
            generate_map(&params, seed).board.sectors[0].center
        );
        let center = b.sectors[3].center;
        let span = 2 * params.sector_radius + 1;
        for i in 0..3 {
            let c = b.sectors[i].center;
            assert_eq!(
                c.unsigned_distance_to(center),
                span,
                "home {i} touches the center"
            );
            for j in 0..i {
                // Every other position around the center: homes do not touch.
                assert!(c.unsigned_distance_to(b.sectors[j].center) > span);
            }
            let homes: Vec<_> = m
                .stars
                .iter()
                .filter(|s| {
                    s.kind == StarKind::Home
                        && s.sector == galactic_automa::rules::model::SectorId(i as u8)
                })
                .collect();
            assert_eq!(
                homes.len(),
                1,
                "seed {seed}: one home star in home sector {i}"
            );
            assert_eq!(homes[0].hex, c);
        }
        assert!(b.wormholes.len() == 3);
    }
}

#[test]
fn setups_list_their_sectors_and_bad_lists_are_refused() {
    let rules = RulesData::embedded().unwrap();
    let mut setup = rules.setup.clone();
    assert_eq!(
        setup.sector_specs(),
        vec![SectorSpec::Home("Player".into()), SectorSpec::Center]
    );
    // Several people may sit at a table (the 2-player variant's).
    let mut two_people = setup.clone();
    two_people.seats[1].controller = ControllerSpec::Human;
    two_people.validate().unwrap();
    let two = rules.setup_named("two-players").unwrap();
    assert_eq!(
        two.sector_specs(),
        vec![
            SectorSpec::Home("Player1".into()),
            SectorSpec::Home("Player2".into()),
            SectorSpec::Home("Elders".into()),
            SectorSpec::Center
        ]
    );
    // Cards and peoples a table removes must exist.
    let mut bad = two.clone();
    bad.removed_cards.push("jokers".into());
    assert!(rules.check_setup(&bad).unwrap_err().contains("jokers"));
    setup.sectors = Some(vec![SectorSpec::Home("Pirates".into()), SectorSpec::Center]);
    assert!(setup.validate().unwrap_err().contains("Pirates"));
    setup.sectors = Some(vec![SectorSpec::Home("Player".into())]);
    assert!(setup.validate().unwrap_err().contains("one Center"));
    setup.sectors = Some(vec![
        SectorSpec::Home("Player".into()),
        SectorSpec::Home("Player".into()),
        SectorSpec::Center,
    ]);
    assert!(setup.validate().unwrap_err().contains("two home sectors"));
}

#[test]
fn validating_a_mod_folder_reports_every_problem() {
    let dir = std::env::temp_dir().join(format!("ga-validate-{}", std::process::id()));
    for f in rule_files() {
        let path = dir.join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, read(f)).unwrap();
    }
    assert_eq!(
        RulesData::validate_dir(&dir),
        vec![],
        "the shipped rules are valid"
    );
    // Two broken files: both are reported, each with its own file.
    std::fs::write(dir.join("base.ron"), "(rounds: 8,").unwrap();
    std::fs::write(
        dir.join("map.ron"),
        read("map.ron").replacen('(', "(bogus_field: 1, ", 1),
    )
    .unwrap();
    let errors = RulesData::validate_dir(&dir);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].file.ends_with("base.ron"), "{}", errors[0]);
    assert!(errors[1].file.ends_with("map.ron"), "{}", errors[1]);
    assert!(errors[1].message.contains("bogus_field"), "{}", errors[1]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_galactic-automa"))
        .arg("validate")
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("base.ron") && printed.contains("map.ron"),
        "{printed}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_fingerprint_ignores_comments_and_spacing() {
    use galactic_automa::rules::data::EMBEDDED_FILES;
    let with = |edit: &dyn Fn(&str, &str) -> String| {
        RulesData::from_texts("rules", |name| {
            let text = EMBEDDED_FILES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.to_string())
                .unwrap_or_default();
            Ok(edit(name, &text))
        })
        .expect("the rules load")
        .fingerprint
    };
    let shipped = with(&|_, t| t.to_string());
    assert_eq!(shipped, RulesData::embedded().unwrap().fingerprint);
    // A comment and other spacing: the same rules, the same fingerprint (saves load).
    let reworded = with(&|n, t| {
        if n == "base.ron" {
            format!(
                "// A note a modder added.\n{}",
                t.replace("rounds: 8,", "rounds:    8 ,")
            )
        } else {
            t.to_string()
        }
    });
    assert_eq!(reworded, shipped);
    // A value changed: other rules.
    let changed = with(&|n, t| {
        if n == "base.ron" {
            t.replace("start_ships: 3,", "start_ships: 4,")
        } else {
            t.to_string()
        }
    });
    assert_ne!(changed, shipped);
}

#[test]
fn a_stray_rules_file_is_refused_by_every_reader_not_only_validate() {
    let dir = std::env::temp_dir().join(format!("ga-stray-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/rules/ranking.ron"),
        dir.join("ranking.ron"),
    )
    .unwrap();
    std::fs::write(dir.join("technolgy.ron"), "()").unwrap();
    let err = RulesData::load_dir(&dir).unwrap_err();
    assert!(err.file.ends_with("technolgy.ron"), "{err}");
    assert!(
        err.message.contains("technology.ron"),
        "the near name: {err}"
    );
    assert!(!RulesData::validate_dir(&dir).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_mods_guided_game_naming_a_topic_the_reference_lacks_is_refused_by_line_and_field() {
    let dir = std::env::temp_dir().join(format!("ga-topic-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = read("tutorial.ron");
    std::fs::write(dir.join("tutorial.ron"), &text).unwrap();
    assert_eq!(RulesData::validate_dir(&dir), vec![], "the shipped steps");
    // The first step with a topic points nowhere.
    let wrong = text.replacen(
        "topic: Some(\"rules-4-your-movement\")",
        "topic: Some(\"rules-99\")",
        1,
    );
    std::fs::write(dir.join("tutorial.ron"), &wrong).unwrap();
    let errors = RulesData::validate_dir(&dir);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let line = wrong.lines().position(|l| l.contains("rules-99")).unwrap() + 1;
    assert!(errors[0].file.ends_with("tutorial.ron"), "{}", errors[0]);
    assert!(
        errors[0].message.contains(&format!("line {line}:"))
            && errors[0].message.contains(".topic`")
            && errors[0].message.contains("\"rules-99\""),
        "{}",
        errors[0]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_remnants_military_list_must_give_one_level_per_era() {
    let dir = std::env::temp_dir().join(format!("ga-remnant-eras-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("automa/remnants")).unwrap();
    let text = read("automa/remnants/remnants.ron");
    for (from, to, field) in [
        (
            "military_by_era: [1, 3, 4]",
            "military_by_era: [1, 3]",
            "`military_by_era`",
        ),
        (
            "military_by_era: Some([3, 4, 6])",
            "military_by_era: Some([3, 4, 6, 6])",
            "`difficulty[3].military_by_era`",
        ),
    ] {
        assert!(text.contains(from), "{from}");
        let wrong = text.replace(from, to);
        std::fs::write(dir.join("automa/remnants/remnants.ron"), &wrong).unwrap();
        let errors = RulesData::validate_dir(&dir);
        assert_eq!(errors.len(), 1, "{errors:?}");
        let line = wrong.lines().position(|l| l.contains(to)).unwrap() + 1;
        let e = &errors[0];
        assert!(e.file.ends_with("remnants.ron"), "{e}");
        assert!(
            e.message.contains(&format!("line {line}:"))
                && e.message.contains(field)
                && e.message.contains("3 eras"),
            "{e}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
