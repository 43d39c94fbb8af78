//! Your fleet bookkeeping at the start of a move turn: forming, splitting and swapping
//! fleet counters, each validated (a refusal changes nothing).

use crate::common;

use bevy::prelude::*;
use common::*;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::{PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::ships;
use galactic_automa::rules::snapshot;
use galactic_automa::sim::scenario::{self, Scenario};

const OTHER_STAR: (i32, i32) = (2, 0);
const OPEN_SPACE: (i32, i32) = (0, 2);

/// Your move turn with fleets A (3 ships) at home, C (2) at your second star, E (1) in
/// open space and four pieces at home; B and D stay in your supply.
fn position() -> Scenario {
    let mut sc = move_turn(Seat::PLAYER);
    sc.stars.push(star(
        OTHER_STAR,
        StarKind::Uninhabited,
        Some(Seat::PLAYER),
        2,
    ));
    sc.ships = vec![ships(Seat::PLAYER, HOME, 4)];
    sc.fleets = vec![
        fleet(Seat::PLAYER, FleetLetter::A, HOME, 3),
        fleet(Seat::PLAYER, FleetLetter::C, OTHER_STAR, 2),
        fleet(Seat::PLAYER, FleetLetter::E, OPEN_SPACE, 1),
    ];
    sc
}

/// The app waiting for your first move-turn command.
fn at_your_turn(sc: &Scenario) -> App {
    let mut app = scenario::setup(&rules(), sc).expect("scenario sets up");
    for _ in 0..200 {
        if app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn) {
            return app;
        }
        app.update();
    }
    panic!("your move turn never came");
}

fn hex(at: (i32, i32)) -> hexx::Hex {
    hexx::Hex::new(at.0, at.1)
}

/// Your fleets as (letter, hex, ships), in letter order.
fn fleets(world: &mut World) -> Vec<(FleetLetter, (i32, i32), u32, bool)> {
    let mut v: Vec<_> = snapshot::all_fleets(world)
        .into_iter()
        .filter(|(_, f, _)| f.owner == Seat::PLAYER)
        .map(|(_, f, h)| (f.letter, (h.x, h.y), f.ships, f.face_down))
        .collect();
    v.sort();
    v
}

fn supply(world: &World) -> Vec<FleetLetter> {
    world.resource::<FleetSupply>().0[Seat::PLAYER].clone()
}

#[test]
fn fleets_at_two_of_your_stars_swap_places() {
    let mut app = at_your_turn(&position());
    let world = app.world_mut();
    let said = apply_command(
        world,
        PlayerCommand::SwapFleets {
            a: FleetLetter::A,
            b: FleetLetter::C,
        },
    )
    .expect("both fleets stand at your stars");
    assert!(said.contains("swap places"), "{said}");
    let now = fleets(world);
    assert!(
        now.contains(&(FleetLetter::A, OTHER_STAR, 3, true)),
        "{now:?}"
    );
    assert!(now.contains(&(FleetLetter::C, HOME, 2, true)), "{now:?}");
    // Ship counts per hex follow the counters.
    assert_eq!(ships::ships_at(world, Seat::PLAYER, hex(HOME)), 4 + 2);
    assert_eq!(ships::ships_at(world, Seat::PLAYER, hex(OTHER_STAR)), 3);
}

#[test]
fn a_fleet_in_open_space_cannot_swap_with_a_distant_one() {
    let mut app = at_your_turn(&position());
    let world = app.world_mut();
    let before = fleets(world);
    let err = apply_command(
        world,
        PlayerCommand::SwapFleets {
            a: FleetLetter::A,
            b: FleetLetter::E,
        },
    )
    .expect_err("E is not at one of your stars");
    assert!(err.contains("share a hex"), "{err}");
    assert_eq!(fleets(world), before, "a refused swap changes nothing");
}

#[test]
fn a_supply_counter_takes_over_a_fleet_and_the_old_one_returns() {
    let mut app = at_your_turn(&position());
    let world = app.world_mut();
    apply_command(
        world,
        PlayerCommand::SwapFleets {
            a: FleetLetter::E,
            b: FleetLetter::D,
        },
    )
    .expect("D is in your supply");
    let now = fleets(world);
    // D is the face-up fleet; it now holds E's ship in open space.
    assert!(
        now.contains(&(FleetLetter::D, OPEN_SPACE, 1, false)),
        "{now:?}"
    );
    assert!(!now.iter().any(|f| f.0 == FleetLetter::E));
    assert!(supply(world).contains(&FleetLetter::E));
    assert!(!supply(world).contains(&FleetLetter::D));
}

#[test]
fn a_fleet_that_moved_cannot_be_swapped() {
    let mut app = at_your_turn(&position());
    let world = app.world_mut();
    apply_command(
        world,
        PlayerCommand::MoveFleet {
            letter: FleetLetter::A,
            to: (1, 0),
        },
    )
    .expect("one hex is in reach");
    let err = apply_command(
        world,
        PlayerCommand::SwapFleets {
            a: FleetLetter::A,
            b: FleetLetter::C,
        },
    )
    .expect_err("A has moved");
    assert!(err.contains("moved"), "{err}");
}

#[test]
fn forming_and_splitting_move_ships_between_pieces_and_a_fleet() {
    let mut app = at_your_turn(&position());
    let world = app.world_mut();
    apply_command(
        world,
        PlayerCommand::FormFleet {
            at: HOME,
            letter: FleetLetter::B,
            ships: 3,
        },
    )
    .expect("four pieces at home");
    assert!(fleets(world).contains(&(FleetLetter::B, HOME, 3, true)));
    assert_eq!(ships::ships_at(world, Seat::PLAYER, hex(HOME)), 4 + 3);
    let err = apply_command(
        world,
        PlayerCommand::FormFleet {
            at: HOME,
            letter: FleetLetter::A,
            ships: 2,
        },
    )
    .expect_err("only one piece is left");
    assert!(err.contains("only 1"), "{err}");
    apply_command(
        world,
        PlayerCommand::SplitFleet {
            letter: FleetLetter::B,
            ships: 3,
        },
    )
    .expect("the whole fleet leaves the board");
    assert!(!fleets(world).iter().any(|f| f.0 == FleetLetter::B));
    assert!(supply(world).contains(&FleetLetter::B));
    assert_eq!(ships::ships_at(world, Seat::PLAYER, hex(HOME)), 4 + 3);
}

#[test]
fn swapping_is_refused_outside_your_move_turn() {
    let mut sc = position();
    sc.phase = GamePhase::Growth;
    sc.active = None;
    let mut app = scenario::setup(&rules(), &sc).expect("scenario sets up");
    let err = apply_command(
        app.world_mut(),
        PlayerCommand::SwapFleets {
            a: FleetLetter::A,
            b: FleetLetter::C,
        },
    )
    .expect_err("not your move turn");
    assert!(err.contains("start of your move turn"), "{err}");
}

#[test]
fn you_choose_which_of_your_ships_absorb_losses_first() {
    let lose = |order: Option<Vec<Option<FleetLetter>>>| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.ships = vec![ships(Seat::PLAYER, (4, 5), 2)];
        sc.fleets = vec![fleet(Seat::PLAYER, FleetLetter::A, (4, 5), 3)];
        let mut app = table(&sc);
        let world = app.world_mut();
        if let Some(order) = order {
            galactic_automa::rules::player::apply_command_as(
                world,
                Seat::PLAYER,
                galactic_automa::rules::player::PlayerCommand::LossOrder(order),
            )
            .unwrap();
        }
        let h = hexx::Hex::new(4, 5);
        ships::remove_ships(world, Seat::PLAYER, h, 2);
        let (pieces, fleets) = ships::ships_entities_at(world, Seat::PLAYER, h);
        let in_fleet: u32 = fleets
            .iter()
            .map(|&e| world.get::<Fleet>(e).unwrap().ships)
            .sum();
        (pieces.len() as u32, in_fleet)
    };
    assert_eq!(lose(None), (0, 3), "pieces first by default");
    assert_eq!(lose(Some(vec![Some(FleetLetter::A)])), (2, 1));
}
