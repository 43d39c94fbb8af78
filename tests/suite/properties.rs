//! Whole seeded games: no panic, and the invariants hold after every step.

use crate::common;
use bevy::prelude::*;
use common::rules;
use galactic_automa::rules::data::{RulesData, SetupFile, parse_ron};
use galactic_automa::rules::log::{Decision, DecisionKind, GameLog};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::{FinalResult, GamePhase};
use galactic_automa::rules::prompt::PromptSlot;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::snapshot::{HomeStar, Snapshot};
use galactic_automa::rules::table::{self, Roster};
use galactic_automa::sim::{game, policy, runner};

/// The invariants of any table: every seat of the roster is checked by what its
/// controller and automa table say it has.
pub fn check(world: &mut World, rules: &RulesData, ctx: &str) {
    let roster = world.resource::<Roster>().clone();
    let total = rules.base.population_track.len() as u32;
    let home_pop = rules.base.home_population;
    let tracks = world.resource::<PopulationTracks>().0.clone();
    let tech = world.resource::<Technology>().clone();
    let offboard = world
        .resource::<galactic_automa::rules::automa::solo::OffboardPower>()
        .0
        .clone();
    let mut q = world.query::<(&Star, &Position, Has<HomeStar>)>();
    let stars: Vec<(Star, Position, bool)> =
        q.iter(world).map(|(s, p, h)| (s.clone(), *p, h)).collect();
    let discs = |seat: Seat| -> u32 {
        stars
            .iter()
            .filter(|(s, _, _)| s.owner == Some(seat))
            .map(|(s, _, home)| {
                if *home {
                    s.population - home_pop
                } else {
                    s.population
                }
            })
            .sum()
    };
    // Every population disc is on a star, on a track or offboard (discs of a person
    // who ascended at Spirituality 6 leave the game).
    for seat in roster.seats() {
        if !table::has_population_track(world, seat) {
            assert_eq!(tracks[seat], 0, "{ctx}: {seat:?} has no track");
            continue;
        }
        if roster.is_human(seat)
            && (tech.level(seat, Field::Spirituality) >= 6 || tracks[seat] == 0)
        {
            continue;
        }
        assert_eq!(
            tracks[seat] + discs(seat) + offboard[seat],
            total,
            "{ctx}: {} discs",
            roster.name(seat)
        );
    }
    // One star per hex, one owner per star, owned stars are populated.
    let board = world
        .resource::<galactic_automa::rules::board::Board>()
        .clone();
    for (i, (s, p, home)) in stars.iter().enumerate() {
        assert!(board.contains(p.0), "{ctx}: star off the board");
        assert!(
            stars[i + 1..].iter().all(|(_, q, _)| q.0 != p.0),
            "{ctx}: two stars in one hex"
        );
        match s.owner {
            Some(_) => assert!(
                s.population >= 1,
                "{ctx}: {} owned without population",
                s.name
            ),
            None => assert_eq!(s.population, 0, "{ctx}: neutral {} with population", s.name),
        }
        if *home {
            assert!(
                s.owner
                    .is_some_and(|o| roster.sectors.iter().any(|x| x.home_of == Some(o))),
                "{ctx}: home star of a seat without a home sector"
            );
            assert!(s.population >= home_pop);
        }
    }
    for seat in roster.seats() {
        assert!(
            stars
                .iter()
                .filter(|s| s.2 && s.0.owner == Some(seat))
                .count()
                <= 1,
            "{ctx}: two home stars"
        );
    }
    // Levels within 1-6 and within each automa table's caps (the Slavers' Spirituality 4).
    for seat in roster.seats() {
        let cap = |f: Field| {
            galactic_automa::rules::automa::solo::automa_table(world, seat).map_or(6, |t| t.cap(f))
        };
        for f in Field::ALL {
            assert!(
                (1..=cap(f)).contains(&tech.level(seat, f)),
                "{ctx}: {seat:?} {f:?}"
            );
        }
    }
    // Ship counts: pieces within the limit, fleets non-empty, each letter once.
    let mut qp = world.query::<(&ShipPiece, &Position)>();
    let pieces: Vec<(Seat, Position)> = qp.iter(world).map(|(s, p)| (s.owner, *p)).collect();
    let mut qf = world.query::<(&Fleet, &Position)>();
    let fleets: Vec<(Fleet, Position)> = qf.iter(world).map(|(f, p)| (*f, *p)).collect();
    let supply = world.resource::<FleetSupply>().0.clone();
    let snap = Snapshot::take(world);
    for seat in roster.seats() {
        let n_pieces = pieces.iter().filter(|p| p.0 == seat).count() as u32;
        assert!(
            n_pieces <= rules.base.ship_piece_limit,
            "{ctx}: {seat:?} has {n_pieces} pieces"
        );
        let in_fleets: u32 = fleets
            .iter()
            .filter(|f| f.0.owner == seat)
            .map(|f| f.0.ships)
            .sum();
        assert_eq!(
            snap.total_ships(seat),
            n_pieces + in_fleets,
            "{ctx}: {seat:?} ship count"
        );
        let mut letters: Vec<FleetLetter> = fleets
            .iter()
            .filter(|f| f.0.owner == seat)
            .map(|f| f.0.letter)
            .collect();
        letters.extend(supply[seat].iter().copied());
        letters.sort();
        let expected = if table::has_fleets(world, seat) {
            FleetLetter::ALL.to_vec()
        } else {
            vec![]
        };
        assert_eq!(letters, expected, "{ctx}: {seat:?} fleet counters");
    }
    for (f, p) in &fleets {
        assert!(f.ships > 0, "{ctx}: empty fleet");
        assert!(board.contains(p.0), "{ctx}: fleet off the board");
    }
    for (_, p) in &pieces {
        assert!(board.contains(p.0), "{ctx}: ship off the board");
    }
}

fn play_checked(rules: &RulesData, config: GameConfig) -> (i32, String) {
    let (dp, log, _) = play_checked_at(rules, config, &rules.setup);
    (dp, log)
}

/// Plays a whole game at a table, checking the invariants after every step; returns
/// the DP, the readable log and the decisions as records.
fn play_checked_at(
    rules: &RulesData,
    config: GameConfig,
    setup: &SetupFile,
) -> (i32, String, Vec<Decision>) {
    let mut app = game::start_with(rules.clone(), config.clone(), setup).unwrap();
    for step in 0..100_000 {
        let ctx = format!(
            "seed {} difficulty {} step {step}",
            config.seed, config.difficulty
        );
        check(app.world_mut(), rules, &ctx);
        let phase = *app.world().resource::<State<GamePhase>>().get();
        if phase == GamePhase::GameOver && app.world().contains_resource::<FinalResult>() {
            let r = app.world().resource::<FinalResult>();
            let log = app.world().resource::<GameLog>();
            return (r.dp, log.to_text(), log.decisions().cloned().collect());
        }
        if app.world().resource::<PromptSlot>().0.is_some() {
            policy::act(app.world_mut());
        } else {
            app.update();
        }
    }
    panic!("game did not end");
}

#[test]
fn many_seeded_games_keep_the_invariants() {
    let rules = rules();
    let mut results = Vec::new();
    for difficulty in 0..=3 {
        for seed in 0..25 {
            results.push(
                play_checked(
                    &rules,
                    GameConfig {
                        seed: 1000 + seed,
                        difficulty,
                        alignment: Alignment::Sto,
                        ..Default::default()
                    },
                )
                .0,
            );
        }
    }
    // Not all games end the same way.
    results.sort();
    results.dedup();
    assert!(results.len() > 5, "scores vary across seeds: {results:?}");
}

#[test]
fn sts_games_keep_the_invariants_too() {
    let rules = rules();
    for seed in 0..10 {
        play_checked(
            &rules,
            GameConfig {
                seed: 77 + seed,
                difficulty: 2,
                alignment: Alignment::Sts,
                ..Default::default()
            },
        );
    }
}

#[test]
fn same_seed_same_game_bit_for_bit() {
    let rules = rules();
    let config = GameConfig {
        seed: 4242,
        difficulty: 2,
        alignment: Alignment::Sto,
        ..Default::default()
    };
    let a = play_checked(&rules, config.clone());
    let b = play_checked(&rules, config.clone());
    assert_eq!(a, b);
    let s1 = runner::play_game(&rules, config.clone(), None).unwrap();
    let s2 = runner::play_game(&rules, config.clone(), None).unwrap();
    assert_eq!(s1, s2);
    let other = runner::play_game(
        &rules,
        GameConfig {
            seed: 4243,
            ..config
        },
        None,
    )
    .unwrap();
    assert_ne!(s1, other, "another seed gives another game");
}

#[test]
fn a_reused_app_plays_the_same_games_as_fresh_ones() {
    let rules = rules();
    let mut sim = runner::Simulator::new(rules.clone());
    for seed in [3, 4, 5] {
        let config = GameConfig {
            seed,
            difficulty: 3,
            alignment: Alignment::Sto,
            ..Default::default()
        };
        let reused = sim.play(config.clone(), None).unwrap();
        let fresh = runner::play_game(&rules, config.clone(), None).unwrap();
        assert_eq!(reused, fresh, "seed {seed}");
    }
}

#[test]
fn a_game_replays_from_its_seed_and_recorded_commands() {
    let rules = rules();
    let config = GameConfig {
        seed: 31,
        difficulty: 2,
        alignment: Alignment::Sto,
        ..Default::default()
    };
    let mut app = game::start(rules.clone(), config.clone()).unwrap();
    runner::play_to_end(&mut app, None).unwrap();
    let commands = app
        .world()
        .resource::<galactic_automa::rules::player::CommandLog>()
        .0
        .clone();
    assert!(commands.len() > 20, "the policy answered many prompts");
    let original = runner::summarize(app.world_mut(), config.clone());
    let original_log = app.world().resource::<GameLog>().to_text();
    let mut replayed = game::replay(&rules, config.clone(), &commands).unwrap();
    assert_eq!(runner::summarize(replayed.world_mut(), config), original);
    assert_eq!(
        replayed.world().resource::<GameLog>().to_text(),
        original_log
    );
}

/// A table of another shape, from a setup file: you against four automas, two of each
/// table of the solo kind, all automas always at war with each other.
const FOUR_AUTOMAS: &str = r#"(
    name: "You against two Farmer and two Slaver fleets",
    seats: [
        (key: "Player", name: "You", colour: (86, 180, 233), alignment: Sto,
            controller: Human),
        (key: "Farmers", name: "Genetic Farmers", colour: (0, 158, 115), alignment: Sto,
            controller: Automa(kind: "solo", table: "farmers")),
        (key: "Slavers", name: "Slavers", colour: (213, 94, 0), alignment: Sts,
            controller: Automa(kind: "solo", table: "slavers")),
        (key: "Slavers2", name: "Outer Slavers", colour: (230, 159, 0), alignment: Sts,
            controller: Automa(kind: "solo", table: "slavers")),
        (key: "Farmers2", name: "Outer Farmers", colour: (240, 228, 66), alignment: Sto,
            controller: Automa(kind: "solo", table: "farmers")),
    ],
    permanent_war: [("Farmers", "Slavers"), ("Farmers", "Slavers2"), ("Farmers2", "Slavers"),
        ("Farmers2", "Slavers2"), ("Slavers", "Slavers2"), ("Farmers", "Farmers2")],
)"#;

#[test]
fn a_table_with_four_automas_plays_whole_games_and_keeps_the_invariants() {
    let rules = rules();
    let setup: SetupFile = parse_ron("four-automas.ron", FOUR_AUTOMAS).unwrap();
    let mut seen_second_slavers = false;
    for seed in 0..12 {
        let config = GameConfig {
            seed: 500 + seed,
            difficulty: (seed % 4) as u8,
            alignment: if seed % 3 == 0 {
                Alignment::Sts
            } else {
                Alignment::Sto
            },
            ..Default::default()
        };
        let (_, _, decisions) = play_checked_at(&rules, config.clone(), &setup);
        seen_second_slavers |= decisions
            .iter()
            .any(|d| d.seat == Seat(3) && d.kind == DecisionKind::GrowthRow);
        assert!(
            decisions.iter().any(|d| d.seat == Seat(4)),
            "seed {seed}: the fifth seat plays"
        );
    }
    assert!(
        seen_second_slavers,
        "the second Slavers seat rolled its growth rows"
    );
}

#[test]
fn the_same_setup_and_seed_give_the_same_game_at_another_table() {
    let rules = rules();
    let setup: SetupFile = parse_ron("four-automas.ron", FOUR_AUTOMAS).unwrap();
    let config = GameConfig {
        seed: 9,
        difficulty: 2,
        alignment: Alignment::Sto,
        ..Default::default()
    };
    assert_eq!(
        play_checked_at(&rules, config.clone(), &setup),
        play_checked_at(&rules, config.clone(), &setup)
    );
}

#[test]
fn a_setup_with_an_unknown_table_is_refused_before_the_game() {
    let rules = rules();
    let text = FOUR_AUTOMAS.replace(
        "table: \"farmers\")),\n        (key: \"Slavers\"",
        "table: \"pirates\")),\n        (key: \"Slavers\"",
    );
    let setup: SetupFile = parse_ron("four-automas.ron", &text).unwrap();
    let config = GameConfig::default();
    let err = game::start_with(rules, config, &setup).err().unwrap();
    assert!(err.contains("solo/pirates"), "{err}");
}

/// The 2-player variant: both people played by the policy, the passive automa between
/// them. Whole games keep the invariants, end with standings, and the automa scores
/// nothing.
#[test]
fn two_player_games_with_the_passive_automa_keep_the_invariants() {
    let rules = rules();
    let setup = rules.setup_named("two-players").unwrap().clone();
    for seed in 0..6u64 {
        let config = GameConfig {
            seed: 700 + seed,
            setup: Some("two-players".into()),
            alignments: if seed % 2 == 0 {
                vec![Alignment::Sts, Alignment::Sto]
            } else {
                vec![Alignment::Sto, Alignment::Sts]
            },
            ..Default::default()
        };
        let mut app = game::start_with(rules.clone(), config.clone(), &setup).unwrap();
        for step in 0..100_000 {
            check(
                app.world_mut(),
                &rules,
                &format!("seed {} step {step}", config.seed),
            );
            let world = app.world_mut();
            if world.contains_resource::<FinalResult>() {
                break;
            }
            if world.resource::<PromptSlot>().0.is_some() {
                policy::act(world);
            } else {
                app.update();
            }
        }
        let world = app.world_mut();
        let r = world.resource::<FinalResult>().clone();
        assert_eq!(
            r.standings.len(),
            2,
            "seed {}: both people ranked",
            config.seed
        );
        assert!(r.standings[0].1 >= r.standings[1].1);
        let scores = world.resource::<Scores>();
        assert_eq!(scores.of(Seat(2)).dp.max(0), 0, "the automa scores no DP");
    }
}

#[test]
fn a_two_player_game_replays_from_its_seed_and_commands() {
    let rules = rules();
    let config = GameConfig {
        seed: 77,
        setup: Some("two-players".into()),
        alignments: vec![Alignment::Sts, Alignment::Sto],
        ..Default::default()
    };
    let mut app = game::start(rules.clone(), config.clone()).unwrap();
    runner::play_to_end(&mut app, None).unwrap();
    let commands = app
        .world()
        .resource::<galactic_automa::rules::player::CommandLog>()
        .0
        .clone();
    let seats: std::collections::BTreeSet<Seat> = commands.iter().map(|c| c.seat).collect();
    assert_eq!(seats.len(), 2, "both people gave commands");
    let log = app.world().resource::<GameLog>().to_text();
    let replayed = game::replay(&rules, config, &commands).unwrap();
    assert_eq!(replayed.world().resource::<GameLog>().to_text(), log);
}

#[test]
fn the_simulations_hand_steps_play_the_same_games_as_app_updates() {
    // The runner steps the rules by hand while no state change waits; a loop of whole
    // app updates must come to the same game at every table.
    let rules = rules();
    let mut tables = rules.setups.clone();
    tables.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(tables.len() >= 4, "every table the game has is compared");
    for (name, setup) in &tables {
        for seed in [3u64, 8] {
            let config = GameConfig {
                seed,
                difficulty: (seed % 4) as u8,
                ..Default::default()
            };
            let (dp, log, _) = play_checked_at(&rules, config.clone(), setup);
            let mut app = game::start_with(rules.clone(), config.clone(), setup).unwrap();
            runner::play_to_end(&mut app, None).unwrap();
            let stepped = app.world().resource::<GameLog>().to_text();
            assert!(stepped.lines().count() > 30, "{name}: a whole game");
            assert_eq!(stepped, log, "{name}, seed {seed}");
            assert_eq!(app.world().resource::<FinalResult>().dp, dp, "{name}");
        }
    }
}
