//! The guided first game: its scripted answers play it to the end, every step is
//! reached in order, the guide refuses other answers with a reason, and a save of a
//! guided game replays to the same game and the same step.

use bevy::prelude::*;
use galactic_automa::rules::data::{RulesData, Sight, Wait};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::{CommandLog, PlayerCommand, apply_command};
use galactic_automa::rules::prompt::PromptSlot;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::ships;
use galactic_automa::rules::snapshot;
use galactic_automa::rules::tutorial;
use galactic_automa::sim::game;
use hexx::Hex;

fn rules() -> RulesData {
    RulesData::embedded().expect("the built-in rules load")
}

fn guided() -> App {
    let rules = rules();
    let config = GameConfig {
        tutorial: true,
        ..Default::default()
    };
    let mut app = game::start(rules, config).expect("the guided game starts");
    app.update();
    app
}

/// Runs the game until a person is asked something or the step changes.
fn run_until_asked(app: &mut App) {
    for _ in 0..2000 {
        if app.world().resource::<PromptSlot>().0.is_some()
            || *app.world().resource::<State<GamePhase>>().get() == GamePhase::GameOver
        {
            return;
        }
        app.update();
    }
    panic!("the game never asked anything");
}

/// Plays every step with its scripted answer; returns the titles in the order seen.
fn play_through(app: &mut App) -> Vec<String> {
    let mut seen = Vec::new();
    for _ in 0..200 {
        run_until_asked(app);
        let world = app.world_mut();
        let Some((i, step)) = tutorial::current(world) else {
            break;
        };
        if seen.last() != Some(&step.title) {
            seen.push(step.title.clone());
        }
        match &step.wait {
            Wait::Read => tutorial::next(world),
            Wait::See(sight) => {
                if let Sight::Select((q, r)) = sight {
                    assert!(
                        ships::ships_at(world, Seat::PLAYER, Hex::new(*q, *r)) > 0,
                        "step {i} ({}): no ship of yours to select at {:?}",
                        step.title,
                        (q, r)
                    );
                }
                tutorial::saw(world, *sight);
            }
            Wait::Do(cmd) => {
                let r = apply_command(world, (**cmd).clone());
                if r.is_err() {
                    let log = world.resource::<galactic_automa::rules::log::GameLog>();
                    for e in log.text_entries_from(0) {
                        eprintln!("{e:?}");
                    }
                    eprintln!("{:?}", world.resource::<PromptSlot>());
                }
                assert!(
                    r.is_ok(),
                    "step {i} ({}): {cmd:?} refused: {r:?}",
                    step.title
                );
            }
            Wait::Reach { .. } => app.update(),
        }
        // A step that waits for the game to reach a point shows until the game gets
        // there (the view shows it during the automas' animations): seen here, before
        // the game runs on.
        let after = tutorial::current(app.world_mut());
        if let Wait::Read | Wait::See(_) | Wait::Do(_) = step.wait {
            assert_ne!(
                after.as_ref().map(|a| a.0),
                Some(i),
                "step {i} ({}) did not pass",
                step.title
            );
        }
        if let Some((_, next)) = after
            && seen.last() != Some(&next.title)
        {
            seen.push(next.title.clone());
        }
    }
    seen
}

#[test]
fn the_scripted_answers_play_the_guided_game_to_its_end() {
    let mut app = guided();
    let steps = rules().tutorial.steps.clone();
    let seen = play_through(&mut app);
    let titles: Vec<String> = steps.iter().map(|s| s.title.clone()).collect();
    assert_eq!(seen, titles, "every step shows, in order");
    let world = app.world_mut();
    assert!(tutorial::finished(world), "the guide is at its end");
    // What the steps said happened did happen.
    assert_eq!(world.resource::<Round>().0, 2, "round 2 has begun");
    let achernar = Hex::new(-1, 2);
    let snap = snapshot::Snapshot::take(world);
    let star = snap
        .stars
        .iter()
        .find(|s| s.hex == achernar)
        .expect("Achernar");
    assert_eq!(star.owner, Some(Seat::PLAYER), "you colonized Achernar");
    assert_eq!(
        ships::ships_at(world, Seat::SLAVERS, Hex::new(1, -1)),
        0,
        "the raiders are gone"
    );
    let tech = world.resource::<Technology>();
    assert_eq!(tech.level(Seat::PLAYER, Field::Propulsion), 2, "researched");
    assert_eq!(tech.level(Seat::PLAYER, Field::Military), 2, "traded");
    assert_eq!(
        world.resource::<Scores>().of(Seat::PLAYER).dp,
        1,
        "round 1 scored"
    );
}

#[test]
fn the_guide_refuses_other_answers_with_its_step() {
    let mut app = guided();
    let world = app.world_mut();
    // The first command step moves the scout; ending the turn now is refused.
    let before = world.resource::<CommandLog>().0.len();
    let r = apply_command(world, PlayerCommand::EndTurn);
    let why = r.expect_err("the guide waits for the scout's move");
    assert!(why.contains("Fly to a star"), "{why}");
    assert_eq!(
        world.resource::<CommandLog>().0.len(),
        before,
        "nothing changed"
    );
    // A move elsewhere is refused too; the one asked for passes the steps before it.
    assert!(
        apply_command(
            world,
            PlayerCommand::MoveShips {
                from: (-1, 1),
                to: (-2, 1),
                count: 1
            }
        )
        .is_err()
    );
    apply_command(
        world,
        PlayerCommand::MoveShips {
            from: (-1, 1),
            to: (-1, 2),
            count: 1,
        },
    )
    .expect("the scripted move");
    let (_, step) = tutorial::current(world).expect("the guide goes on");
    assert_eq!(step.title, "Select your fleet at home");
    // Leaving the guide is a command: after it, anything goes.
    // Growth counters other than those asked would leave later steps stranded.
    use galactic_automa::rules::data::fits;
    use galactic_automa::rules::player::{GrowthSelection, Oval, Square};
    let asked = PlayerCommand::SelectGrowth(GrowthSelection {
        ovals: vec![Oval::Research, Oval::GainStar],
        squares: vec![Square::Tech(Field::Propulsion)],
    });
    let other = PlayerCommand::SelectGrowth(GrowthSelection {
        ovals: vec![Oval::Research, Oval::GainStar],
        squares: vec![Square::Tech(Field::Military)],
    });
    assert!(fits(&asked, &asked) && !fits(&asked, &other));
    apply_command(world, PlayerCommand::LeaveGuide).expect("leave");
    assert!(tutorial::current(world).is_none());
    apply_command(world, PlayerCommand::EndTurn).expect("free play");
}

#[test]
fn a_guided_games_save_replays_to_the_same_step() {
    let mut app = guided();
    let world = app.world_mut();
    for cmd in [
        PlayerCommand::MoveShips {
            from: (-1, 1),
            to: (-1, 2),
            count: 1,
        },
        PlayerCommand::MoveShips {
            from: (0, 0),
            to: (1, -1),
            count: 5,
        },
    ] {
        apply_command(world, cmd).expect("scripted");
    }
    let save = galactic_automa::save::capture(world, 0);
    assert!(save.config.tutorial, "the save says it is the guided game");
    let step = tutorial::current(world).map(|(i, _)| i);
    let mut again = galactic_automa::save::load(&rules(), &save).expect("replays");
    let world2 = again.world_mut();
    assert_eq!(tutorial::current(world2).map(|(i, _)| i), step);
    assert_eq!(
        ships::ships_at(world2, Seat::PLAYER, Hex::new(1, -1)),
        5,
        "the same game"
    );
}

#[test]
fn a_normal_game_has_no_guide_and_no_gate() {
    let rules = rules();
    let mut app = game::start(rules, GameConfig::default()).expect("starts");
    app.update();
    let world = app.world_mut();
    assert!(tutorial::current(world).is_none());
    assert!(apply_command(world, PlayerCommand::LeaveGuide).is_err());
}

#[test]
fn every_step_names_a_rules_entry_that_exists() {
    let rules = rules();
    let reference = galactic_automa::rules::reference::Reference::build(&rules);
    for (i, step) in rules.tutorial.steps.iter().enumerate() {
        if let Some(topic) = &step.topic {
            assert!(
                reference.get(topic).is_some(),
                "step {i} ({}): no rules entry {topic:?}",
                step.title
            );
        }
    }
}

#[test]
fn an_arrangement_off_the_board_is_refused_by_file_and_field() {
    let mut rules = rules();
    std::sync::Arc::make_mut(&mut rules.tutorial).ships[0].at = (99, 99);
    let config = GameConfig {
        tutorial: true,
        ..Default::default()
    };
    let Err(e) = game::start(rules, config) else {
        panic!("a ship off the board is refused");
    };
    assert!(
        e.contains("tutorial.ron") && e.contains("ships[0].at"),
        "{e}"
    );
}
