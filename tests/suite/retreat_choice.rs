//! Your choice of retreat hex: asked only when several hexes are equally near and free
//! of hostile ships; a hex that is not one of them is refused.

use crate::common;

use bevy::prelude::*;
use common::*;
use galactic_automa::rules::log::GameLog;
use galactic_automa::rules::model::*;
use galactic_automa::rules::player::{PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::ships;
use galactic_automa::sim::scenario;

/// Where the Farmers wait with a stack you cannot beat.
const FARMER_STACK: (i32, i32) = (1, 0);

/// You (STS, at war with the Farmers) attack their stack next to your home with 2 of your 3
/// home ships; the Farmers win, destroy none, and your survivors must retreat.
fn lost_attack() -> App {
    let mut sc = attack_scenario(vec![]);
    sc.commands.clear();
    let mut app = scenario::setup(&rules(), &sc).expect("scenario sets up");
    for _ in 0..200 {
        if app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn) {
            break;
        }
        app.update();
    }
    let world = app.world_mut();
    apply_command(
        world,
        PlayerCommand::MoveShips {
            from: HOME,
            to: FARMER_STACK,
            count: 2,
        },
    )
    .expect("the Farmers' hex is in reach");
    apply_command(world, PlayerCommand::EndTurn).expect("your turn ends");
    for _ in 0..50 {
        if matches!(
            app.world().resource::<PromptSlot>().0,
            Some(Prompt::RetreatWhere { .. })
        ) {
            return app;
        }
        app.update();
    }
    panic!(
        "no retreat question came: {:?}",
        app.world().resource::<PromptSlot>().0
    );
}

fn options(app: &App) -> Vec<(i32, i32)> {
    match &app.world().resource::<PromptSlot>().0 {
        Some(Prompt::RetreatWhere { options, .. }) => options.clone(),
        other => panic!("not asked where to retreat: {other:?}"),
    }
}

#[test]
fn after_a_lost_battle_you_choose_among_the_nearest_safe_hexes() {
    let mut app = lost_attack();
    let options = options(&app);
    // All six neighbours of the battle hex are free of Farmers, and one is your home.
    assert_eq!(options.len(), 6, "{options:?}");
    assert!(options.iter().all(|&h| dist(h, FARMER_STACK) == 1));
    // The battle is reported (and shown) before you answer, and only once.
    assert_eq!(app.world().resource::<GameLog>().battles().count(), 1);
    let pick = *options.last().unwrap();
    apply_command(app.world_mut(), PlayerCommand::RetreatTo(pick)).expect("a listed hex");
    for _ in 0..5 {
        app.update();
    }
    let world = app.world_mut();
    let at = |world: &mut World, h: (i32, i32)| {
        ships::ships_at(world, Seat::PLAYER, hexx::Hex::new(h.0, h.1))
    };
    assert_eq!(at(world, pick), 2, "both survivors went where you said");
    assert_eq!(at(world, FARMER_STACK), 0);
    // Your attack is reported once (the Farmers may fight on in their own turn).
    let reports: Vec<_> = world.resource::<GameLog>().battles().cloned().collect();
    let yours: Vec<_> = reports
        .iter()
        .filter(|r| r.attacker == Seat::PLAYER)
        .collect();
    assert_eq!(yours.len(), 1, "{reports:?}");
    assert_eq!(reports[0].winner, Some(Seat::FARMERS));
    assert_eq!(reports[0].loser_losses, 0, "the Farmers destroy none");
}

#[test]
fn a_hex_that_is_not_among_the_nearest_is_refused() {
    let mut app = lost_attack();
    let world = app.world_mut();
    let err = apply_command(world, PlayerCommand::RetreatTo((3, 3))).expect_err("too far");
    assert!(err.contains("not one of the nearest"), "{err}");
    assert!(matches!(
        world.resource::<PromptSlot>().0,
        Some(Prompt::RetreatWhere { .. })
    ));
    assert_eq!(
        ships::ships_at(
            world,
            Seat::PLAYER,
            hexx::Hex::new(FARMER_STACK.0, FARMER_STACK.1)
        ),
        2,
        "nothing moved"
    );
    let err = apply_command(world, PlayerCommand::Retreat(true)).expect_err("wrong question");
    assert!(err.contains("no retreat decision"), "{err}");
}

/// The same attack as a scenario file would give it, stopping after your turn.
fn attack_scenario(then: Vec<PlayerCommand>) -> galactic_automa::sim::scenario::Scenario {
    let mut sc = move_turn(Seat::PLAYER);
    sc.alignment = Alignment::Sts;
    sc.war_with_farmers = true;
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 3),
        ships(Seat::FARMERS, FARMER_STACK, 8),
    ];
    sc.commands = vec![
        PlayerCommand::MoveShips {
            from: HOME,
            to: FARMER_STACK,
            count: 2,
        },
        PlayerCommand::EndTurn,
    ];
    sc.commands.extend(then);
    sc
}

#[test]
fn a_scenario_answers_the_retreat_hex_or_leaves_it_to_the_policy() {
    // Named: the survivors go there.
    let out = run(&attack_scenario(vec![PlayerCommand::RetreatTo((0, 1))]));
    assert_eq!(out.ships_at((0, 1), Seat::PLAYER), 2, "{:?}", out.ships);
    // Not named (a file written before the question existed): the first in reading
    // order, and the command list is not consumed by it.
    let out = run(&attack_scenario(vec![]));
    let first = (1, -1);
    assert_eq!(out.ships_at(first, Seat::PLAYER), 2, "{:?}", out.ships);
}
