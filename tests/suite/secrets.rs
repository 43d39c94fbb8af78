//! What you may know: a face-down Slaver fleet's letter and size stay out of the log
//! while the game runs, and a move that turned up a face-down star cannot be taken back
//! (a move and its undo would scout for free).

use crate::common;

use bevy::prelude::*;
use common::*;
use galactic_automa::rules::log::{DecisionKind, GameLog, HIDDEN_SHIPS, LogEntry, seen_by};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::FinalResult;
use galactic_automa::rules::player::{PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::scenario;
use galactic_automa::sim::{game, policy};

#[test]
fn face_down_fleets_stay_hidden_from_you_until_the_game_ends() {
    let rules = rules();
    let (mut secret_draws, mut secret_spawns) = (0, 0);
    for seed in 1..=6u64 {
        let config = GameConfig {
            seed,
            difficulty: 3,
            ..Default::default()
        };
        let mut app = game::start(rules.clone(), config).unwrap();
        for _ in 0..100_000 {
            if app.world().contains_resource::<FinalResult>() {
                break;
            }
            if app.world().resource::<PromptSlot>().0.is_some() {
                policy::act(app.world_mut());
            } else {
                app.update();
            }
        }
        let log = app.world().resource::<GameLog>();
        for e in &log.entries {
            let seen = seen_by(e, Some(Seat::PLAYER));
            match (e, &*seen) {
                (LogEntry::Decision(d), LogEntry::Decision(s))
                    if d.kind == DecisionKind::FleetCounterDrawn && d.secret =>
                {
                    secret_draws += 1;
                    assert!(s.rolls.is_empty() && s.options.is_empty(), "{s:?}");
                    let line = log.line(&seen);
                    for l in FleetLetter::ALL {
                        assert!(!line.contains(&format!("fleet {l:?}")), "{line}");
                    }
                    // The whole record once the game is over (or for a headless tool).
                    assert_eq!(&*seen_by(e, None), e);
                    // The Slavers know their own counters.
                    assert_eq!(&*seen_by(e, Some(d.seat)), e);
                }
                (LogEntry::Spawn { secret: true, .. }, LogEntry::Spawn { ships, .. }) => {
                    secret_spawns += 1;
                    assert_eq!(*ships, HIDDEN_SHIPS);
                    assert!(log.line(&seen).contains("hidden number"));
                }
                (LogEntry::Event { text, .. }, _) if text.contains("face-down fleet") => {
                    assert!(!text.contains(" ships into"), "{text}");
                }
                _ => {}
            }
        }
    }
    assert!(secret_draws > 0, "no face-down fleet was drawn in 6 games");
    assert!(secret_spawns > 0, "no ships went into a face-down fleet");
    println!("{secret_draws} hidden draws, {secret_spawns} hidden spawns");
}

const STAR: (i32, i32) = (1, 0);
const EMPTY: (i32, i32) = (0, 1);

fn at_your_move() -> App {
    let mut sc = move_turn(Seat::PLAYER);
    // An unowned star next to your home: face down until a ship comes.
    sc.stars.push(star(STAR, StarKind::Primitive, None, 2));
    sc.ships = vec![ships(Seat::PLAYER, HOME, 4)];
    let mut app = scenario::setup(&rules(), &sc).expect("scenario sets up");
    // Scenarios turn their listed stars up; this one is turned face down again.
    let world = app.world_mut();
    let mut q = world.query::<(Entity, &Star, &Position)>();
    let at: Vec<Entity> = q
        .iter(world)
        .filter(|(_, _, p)| (p.0.x, p.0.y) == STAR)
        .map(|(e, _, _)| e)
        .collect();
    for e in at {
        galactic_automa::rules::ships::modify::<Star>(world, e, |s| s.revealed = false);
    }
    for _ in 0..200 {
        if app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn) {
            return app;
        }
        app.update();
    }
    panic!("your move turn never came");
}

fn star_revealed(world: &mut World) -> bool {
    let mut q = world.query::<(&Star, &Position)>();
    q.iter(world)
        .find(|(_, p)| (p.0.x, p.0.y) == STAR)
        .is_some_and(|(s, _)| s.revealed)
}

#[test]
fn a_move_that_turns_up_a_star_cannot_be_undone() {
    let mut app = at_your_move();
    let world = app.world_mut();
    assert!(!star_revealed(world));
    let step = |to| PlayerCommand::MoveShips {
        from: HOME,
        to,
        count: 1,
    };
    // A move into empty space may be taken back.
    apply_command(world, step(EMPTY)).unwrap();
    apply_command(world, PlayerCommand::UndoMove).expect("nothing was revealed");
    apply_command(world, step(EMPTY)).unwrap();
    // This one turns the star counter up: neither it nor the move before comes back.
    apply_command(world, step(STAR)).unwrap();
    assert!(star_revealed(world));
    let err = apply_command(world, PlayerCommand::UndoMove).expect_err("a reveal seals");
    assert!(err.contains("cannot be unseen"), "{err}");
    assert!(star_revealed(world));
}

/// Plays (the policy answering) until a person is asked for their growth counters.
fn to_growth_selection(app: &mut App) -> Seat {
    for _ in 0..100_000 {
        let slot = app.world().resource::<PromptSlot>();
        match (&slot.0, slot.asked()) {
            (Some(Prompt::GrowthSelection), Some(seat)) => return seat,
            (Some(_), _) => policy::act(app.world_mut()),
            (None, _) => app.update(),
        }
    }
    panic!("no one was asked for growth counters");
}

#[test]
fn at_two_people_no_undo_takes_back_counters_once_the_other_has_seen_them() {
    use galactic_automa::rules::undo::why_not_by;
    let config = GameConfig {
        seed: 4,
        setup: Some("two-players".into()),
        ..Default::default()
    };
    let mut app = game::start(rules(), config).unwrap();
    // The first person chooses in secret: taking it back is fair, nothing was shown.
    let first = to_growth_selection(&mut app);
    policy::act(app.world_mut());
    let world = app.world_mut();
    assert_eq!(why_not_by(world, first), None, "nobody has seen them yet");
    // The second person chooses too: both sets are turned up together, and from then on
    // neither person may take their choice back.
    let second = to_growth_selection(&mut app);
    assert_ne!(first, second);
    policy::act(app.world_mut());
    for _ in 0..5 {
        app.update();
    }
    let world = app.world_mut();
    assert_eq!(
        world
            .resource::<galactic_automa::rules::player::SelectionsShown>()
            .0,
        1
    );
    assert_eq!(
        why_not_by(world, second),
        Some("something hidden was revealed since your last action")
    );
    assert!(why_not_by(world, first).is_some());
}

#[test]
fn alone_at_the_table_your_counters_are_shown_to_no_one() {
    let config = GameConfig {
        seed: 4,
        ..Default::default()
    };
    let mut app = game::start(rules(), config).unwrap();
    to_growth_selection(&mut app);
    policy::act(app.world_mut());
    for _ in 0..5 {
        app.update();
    }
    // Your counters were turned up (the log tells them), to no other person.
    let log = app.world().resource::<GameLog>();
    assert!(
        log.entries.iter().any(|e| matches!(
            e,
            LogEntry::Event { text, .. } if text.starts_with("You choose")
        )),
        "the counters were revealed"
    );
    assert_eq!(
        app.world()
            .resource::<galactic_automa::rules::player::SelectionsShown>()
            .0,
        0
    );
}
