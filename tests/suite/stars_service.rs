//! The engine's stars service: a star destroyed becomes a ruin (discs home to the track,
//! ships to their home star), a new star goes only on a legal empty hex, and a kind may
//! end the game at once with its reason.

use crate::common::*;
use bevy::prelude::*;
use galactic_automa::rules::board::Board;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::{FinalResult, GamePhase};
use galactic_automa::rules::snapshot::Snapshot;
use galactic_automa::rules::stars;
use galactic_automa::sim::scenario;
use hexx::Hex;

/// Your home star, a colony of yours at (2, 1) with 3 discs and 2 ships of yours and 1
/// of the Slavers' there, at the solo table in round 3.
fn colony_position() -> App {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.stars
        .push(star((2, 1), StarKind::Advanced, Some(Seat::PLAYER), 3));
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 1), 2),
        ships(Seat::SLAVERS, (2, 1), 1),
    ];
    sc.player_track = Some(20);
    scenario::setup(&rules(), &sc).unwrap()
}

#[test]
fn a_destroyed_star_is_a_ruin_its_discs_go_back_and_the_ships_go_home() {
    let mut app = colony_position();
    let w = app.world_mut();
    let gone = stars::destroy(w, Hex::new(2, 1)).expect("a star was there");
    assert_eq!(
        (gone.owner, gone.discs, gone.home),
        (Some(Seat::PLAYER), 3, false)
    );
    assert_eq!(gone.ships_sent, vec![(Seat::PLAYER, 2, Hex::new(0, 0))]);
    assert_eq!(
        w.resource::<Board>().terrain(Hex::new(2, 1)),
        Some(Terrain::Ruin)
    );
    assert_eq!(w.resource::<PopulationTracks>().0[Seat::PLAYER], 23);
    let snap = Snapshot::take(w);
    assert!(snap.stars.iter().all(|s| s.hex != Hex::new(2, 1)));
    let board = w.resource::<Board>().clone();
    assert_eq!(snap.ships(&board, Hex::new(0, 0), Seat::PLAYER), 2);
    // The Slavers have no home star at this table's setup here: theirs stay.
    assert_eq!(snap.ships(&board, Hex::new(2, 1), Seat::SLAVERS), 1);
    // Nothing more to destroy there, and no star may come back on a ruin.
    assert_eq!(stars::destroy(w, Hex::new(2, 1)), None);
    assert!(!stars::legal_new_star(w, Hex::new(2, 1), 0));
}

#[test]
fn a_home_star_destroyed_says_so() {
    let mut app = colony_position();
    let gone = stars::destroy(app.world_mut(), Hex::new(0, 0)).unwrap();
    assert!(gone.home);
    assert_eq!(gone.discs, 0, "the miniature is not a disc");
}

#[test]
fn a_new_star_needs_empty_space_far_enough_from_every_star() {
    let mut app = colony_position();
    let w = app.world_mut();
    // (2, 1) holds a star; (3, 1) is next to it; (5, 1) is 3 hexes away.
    assert!(!stars::legal_new_star(w, Hex::new(2, 1), 2));
    assert!(!stars::legal_new_star(w, Hex::new(3, 1), 2));
    assert!(stars::legal_new_star(w, Hex::new(5, 1), 2));
    assert!(
        !stars::legal_new_star(w, Hex::new(99, 99), 2),
        "off the board"
    );
    let e = stars::create(w, Hex::new(5, 1), StarKind::Primitive);
    let s = w.get::<Star>(e).unwrap().clone();
    assert_eq!(
        (s.kind, s.owner, s.population, s.revealed),
        (StarKind::Primitive, None, 0, true)
    );
    assert_eq!(
        w.resource::<Board>().terrain(Hex::new(5, 1)),
        Some(Terrain::Star)
    );
    assert!(
        !stars::legal_new_star(w, Hex::new(6, 1), 2),
        "now too near the new star"
    );
    // Two new stars never share a name.
    let f = stars::create(w, Hex::new(-3, 3), StarKind::Uninhabited);
    assert_ne!(w.get::<Star>(f).unwrap().name, s.name);
}

#[test]
fn a_kind_may_end_the_game_at_once_with_its_reason() {
    let mut app = colony_position();
    galactic_automa::rules::phases::end_now(app.world_mut(), "your home star is destroyed");
    galactic_automa::rules::phases::end_now(app.world_mut(), "a later reason");
    for _ in 0..5 {
        app.update();
    }
    let w = app.world();
    assert_eq!(*w.resource::<State<GamePhase>>().get(), GamePhase::GameOver);
    let result = w.resource::<FinalResult>();
    assert_eq!(
        result
            .ended_early
            .clone()
            .map(|(r, why)| (r, why.english())),
        Some((3, "your home star is destroyed".to_string()))
    );
}

#[test]
fn a_scenario_sets_ruins_and_its_output_lists_them() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.terrain = vec![((3, 3), Terrain::Ruin)];
    let mut app = scenario::setup(&rules(), &sc).unwrap();
    assert!(!stars::legal_new_star(app.world_mut(), Hex::new(3, 3), 0));
    sc.stop = galactic_automa::sim::scenario::Stop::AfterTurn(Seat::SLAVERS, GamePhase::MoveCombat);
    let out = scenario::run(&rules(), &sc).unwrap();
    assert_eq!(out.board.ruins, [(3, 3)]);
}
