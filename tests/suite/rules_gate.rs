//! The rules gate: the one place the rules wait for the view. While it is held the
//! phase drivers do nothing, the game state stays as it was, and releasing it lets the
//! same game go on exactly as an ungated one.

use crate::common;

use galactic_automa::rules::log::GameLog;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::{GamePhase, RulesGate, TurnsDone};
use galactic_automa::rules::prompt::PromptSlot;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::{game, policy, runner};

fn config() -> GameConfig {
    GameConfig {
        seed: 5,
        difficulty: 1,
        alignment: Alignment::Sto,
        ..Default::default()
    }
}

/// Steps the app, answering your prompts with the policy, `n` times.
fn steps(app: &mut bevy::app::App, n: usize) {
    for _ in 0..n {
        if app.world().resource::<PromptSlot>().0.is_some() {
            policy::act(app.world_mut());
        } else {
            app.update();
        }
    }
}

#[test]
fn a_held_gate_stops_the_automas_and_changes_nothing() {
    let mut app = game::start(common::rules(), config()).unwrap();
    // Play into round 2, where automa turns happen in the drivers.
    while app.world().resource::<Round>().0 < 2 {
        steps(&mut app, 1);
    }
    // Get to a moment where the rules, not you, are to act.
    while app.world().resource::<PromptSlot>().0.is_some() {
        policy::act(app.world_mut());
    }
    let turns = app.world().resource::<TurnsDone>().0.len();
    let log = app.world().resource::<GameLog>().entries.len();
    let phase = *app
        .world()
        .resource::<bevy::prelude::State<GamePhase>>()
        .get();
    app.world_mut().resource_mut::<RulesGate>().hold = true;
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(app.world().resource::<TurnsDone>().0.len(), turns);
    assert_eq!(app.world().resource::<GameLog>().entries.len(), log);
    assert_eq!(
        *app.world()
            .resource::<bevy::prelude::State<GamePhase>>()
            .get(),
        phase
    );
    app.world_mut().resource_mut::<RulesGate>().hold = false;
    steps(&mut app, 5);
    assert!(
        app.world().resource::<TurnsDone>().0.len() > turns
            || app.world().resource::<GameLog>().entries.len() > log,
        "released, the game goes on"
    );
}

#[test]
fn holding_the_gate_now_and_then_gives_the_same_game() {
    let mut free = game::start(common::rules(), config()).unwrap();
    runner::play_to_end(&mut free, None).unwrap();
    let expected = free.world().resource::<GameLog>().entries.clone();

    // The same game, with the gate held for a few updates after every step, as the
    // view does while it animates.
    let mut gated = game::start(common::rules(), config()).unwrap();
    for i in 0..100_000 {
        if *gated
            .world()
            .resource::<bevy::prelude::State<GamePhase>>()
            .get()
            == GamePhase::GameOver
            && gated
                .world()
                .contains_resource::<galactic_automa::rules::phases::FinalResult>()
        {
            break;
        }
        if gated.world().resource::<PromptSlot>().0.is_some() {
            policy::act(gated.world_mut());
            continue;
        }
        gated.update();
        if i % 3 == 0 {
            gated.world_mut().resource_mut::<RulesGate>().hold = true;
            gated.update();
            gated.update();
            gated.world_mut().resource_mut::<RulesGate>().hold = false;
        }
    }
    assert_eq!(
        gated.world().resource::<GameLog>().entries,
        expected,
        "the gate only delays the rules"
    );
}
