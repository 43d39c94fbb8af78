//! The automas' movement table, row by row, with forced dice.

use crate::common;
use common::*;
use galactic_automa::rules::log::{Candidate, DecisionKind};
use galactic_automa::rules::model::*;
use hexx::{EdgeDirection, Hex};

fn on_board(h: (i32, i32)) -> bool {
    dist(h, HOME) <= 4 || dist(h, CENTER) <= 4
}

/// Where a straight move of `range` steps in direction number `n` (1-6) ends on an empty board.
fn straight(from: (i32, i32), n: usize, range: u32) -> (i32, i32) {
    let dir = EdgeDirection::ALL_DIRECTIONS[n - 1];
    let mut h = Hex::new(from.0, from.1);
    for _ in 0..range {
        let next = h.neighbor(dir);
        if !on_board((next.x, next.y)) {
            break;
        }
        h = next;
    }
    (h.x, h.y)
}

#[test]
fn slavers_row1_declare_war_and_attack_nearest_player_star() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 2),
        ships(Seat::SLAVERS, (1, 1), 5),
    ];
    sc.forced_dice = vec![1];
    let out = run(&sc);
    assert!(out.war_with_slavers, "row 1 declares war");
    assert_eq!(
        out.ships_at(HOME, Seat::SLAVERS),
        4,
        "5 ships, one lost (5:2 is under 3:1)"
    );
    assert_eq!(
        out.ships_at(HOME, Seat::PLAYER),
        0,
        "the Slavers destroy all"
    );
}

#[test]
fn slavers_row1_out_of_range_stop_as_close_as_possible() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 4), 2)];
    sc.forced_dice = vec![1];
    let out = run(&sc);
    let at = where_ships(&out, Seat::SLAVERS);
    assert_eq!(at.len(), 1);
    assert_eq!(dist(at[0], HOME), 4, "range 3 from 7 hexes away leaves 4");
}

#[test]
fn slavers_row2_go_for_the_most_hostile_ships_in_range() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![
        ships(Seat::PLAYER, (1, 0), 1),
        ships(Seat::PLAYER, (0, 1), 3),
        ships(Seat::SLAVERS, (2, 0), 9),
    ];
    sc.forced_dice = vec![2];
    let out = run(&sc);
    assert!(out.war_with_slavers);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(0, 1)]);
    assert_eq!(out.ships_at((0, 1), Seat::PLAYER), 0);
    assert_eq!(
        out.ships_at((1, 0), Seat::PLAYER),
        1,
        "the single ship is left alone"
    );
}

#[test]
fn slavers_row2_without_hostiles_in_range_approach_the_nearest() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![
        ships(Seat::PLAYER, (-4, 0), 1),
        ships(Seat::SLAVERS, (3, 0), 2),
    ];
    sc.forced_dice = vec![2];
    let out = run(&sc);
    let at = where_ships(&out, Seat::SLAVERS);
    assert_eq!(dist(at[0], (-4, 0)), 4);
}

#[test]
fn slavers_row2_without_hostiles_anywhere_stay() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 2)];
    sc.forced_dice = vec![2];
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(3, 0)]);
    assert!(out.war_with_slavers, "war is declared even with no target");
}

#[test]
fn slavers_row3_head_for_their_sector_center() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![
        ships(Seat::SLAVERS, (6, 3), 2),
        ships(Seat::SLAVERS, (2, 9), 1),
    ];
    sc.forced_dice = vec![3];
    let out = run(&sc);
    assert_eq!(out.ships_at(CENTER, Seat::SLAVERS), 2);
    let far = where_ships(&out, Seat::SLAVERS)
        .into_iter()
        .find(|&h| h != CENTER)
        .unwrap();
    assert_eq!(dist(far, CENTER), 1, "4 hexes away with range 3");
    assert!(!out.war_with_slavers);
}

#[test]
fn slavers_row4_pick_a_star_in_range_not_their_own_by_die() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 1));
    sc.stars.push(star((1, -1), StarKind::Primitive, None, 0));
    sc.stars.push(star((0, 2), StarKind::Advanced, None, 0));
    sc.ships = vec![ships(Seat::SLAVERS, (2, 0), 3)];
    // Candidates in reading order: (1, -1), (0, 0) your home, (0, 2). The die says 3.
    sc.forced_dice = vec![4, 3];
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(0, 2)]);
    let d = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::MoveTarget)
        .unwrap();
    assert_eq!(
        d.options,
        vec![
            Candidate::Hex((1, -1)),
            Candidate::Hex((0, 0)),
            Candidate::Hex((0, 2))
        ]
    );
    assert!(d.filters.iter().any(|f| f.contains("their own")));
}

#[test]
fn slavers_row4_with_no_star_in_range_approach_the_nearest_not_their_own() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.stars.push(star((6, 7), StarKind::Uninhabited, None, 0));
    sc.stars
        .push(star((2, 9), StarKind::Uninhabited, Some(Seat::SLAVERS), 1));
    sc.ships = vec![ships(Seat::SLAVERS, (2, 9), 1)];
    sc.forced_dice = vec![4];
    let out = run(&sc);
    let at = where_ships(&out, Seat::SLAVERS)[0];
    // (6, 7) is 4 away, home is 9 away: they close in on (6, 7).
    assert_eq!(dist(at, (6, 7)), 1);
}

#[test]
fn slavers_row5_neutral_star_in_range() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.stars.push(star((2, 1), StarKind::Primitive, None, 0));
    sc.stars
        .push(star((3, 1), StarKind::Primitive, Some(Seat::SLAVERS), 1));
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 2)];
    sc.forced_dice = vec![5];
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(2, 1)]);
}

#[test]
fn slavers_row5_random_direction_full_range_stopping_at_the_edge() {
    for face in 1..=6u8 {
        let mut sc = move_turn(Seat::SLAVERS);
        let from = (-3, 0);
        sc.ships = vec![ships(Seat::SLAVERS, from, 2)];
        sc.forced_dice = vec![5, face];
        let out = run(&sc);
        let d = out
            .decisions
            .iter()
            .find(|d| d.kind == DecisionKind::MoveTarget)
            .unwrap();
        let dirs: Vec<usize> = d
            .options
            .iter()
            .map(|c| match c {
                Candidate::Direction(n) => *n as usize,
                other => panic!("not a direction: {other:?}"),
            })
            .collect();
        // Only directions in which a first hex can be entered are numbered.
        assert!(
            dirs.iter()
                .all(|&n| on_board(straight(from, n, 1)) && straight(from, n, 1) != from)
        );
        assert_eq!(
            dirs.len(),
            6 - (1..=6).filter(|&n| straight(from, n, 1) == from).count()
        );
        if (face as usize) <= dirs.len() {
            let expected = straight(from, dirs[face as usize - 1], 3);
            assert_eq!(
                where_ships(&out, Seat::SLAVERS),
                vec![expected],
                "face {face}"
            );
        }
    }
}

#[test]
fn slavers_row6_neutral_star_in_range_or_no_move() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 2)];
    sc.forced_dice = vec![6];
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(3, 0)]);
    sc.stars.push(star((1, 0), StarKind::Uninhabited, None, 0));
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(1, 0)]);
}

#[test]
fn slavers_move_all_ships_of_a_hex_together_and_roll_two_dice_with_four_offboard() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.offboard = 4;
    sc.ships = vec![ships(Seat::SLAVERS, (6, 3), 2)];
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::A, (6, 3), 4)];
    // Lower of 5 and 3 is 3: head for the sector center.
    sc.forced_dice = vec![5, 3];
    let out = run(&sc);
    assert_eq!(out.ships_at(CENTER, Seat::SLAVERS), 6);
    // Consolidation put the pieces into the fleet at the start of the turn.
    assert_eq!(out.fleets.len(), 1);
    assert_eq!(out.fleets[0].ships, 6);
    assert_eq!(
        out.decisions
            .iter()
            .find(|d| d.kind == DecisionKind::MovementRow)
            .unwrap()
            .rolls,
        vec![5, 3]
    );
}

#[test]
fn farmers_row1_each_ship_to_its_nearest_player_star() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.stars
        .push(star((3, -3), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.ships = vec![
        ships(Seat::FARMERS, (3, -1), 1),
        ships(Seat::FARMERS, (-2, 1), 1),
    ];
    sc.forced_dice = vec![1];
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::FARMERS), vec![(0, 0), (3, -3)]);
    assert!(!out.war_with_farmers);
}

#[test]
fn farmers_row2_nearest_star_other_than_the_one_they_are_at() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.stars.push(star((2, 0), StarKind::Uninhabited, None, 0));
    sc.stars.push(star((3, 2), StarKind::Uninhabited, None, 0));
    sc.ships = vec![ships(Seat::FARMERS, (2, 0), 1)];
    sc.forced_dice = vec![2];
    let out = run(&sc);
    // From (2, 0): home is 2 away, (3, 2) is 3 away.
    assert_eq!(where_ships(&out, Seat::FARMERS), vec![HOME]);
}

#[test]
fn farmers_row3_sector_center() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (2, -2), 1)];
    sc.forced_dice = vec![3];
    assert_eq!(where_ships(&run(&sc), Seat::FARMERS), vec![HOME]);
}

#[test]
fn farmers_row4_star_in_range_by_die_else_nearest() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.stars.push(star((2, 0), StarKind::Uninhabited, None, 0));
    sc.ships = vec![ships(Seat::FARMERS, (1, -1), 1)];
    // In range: (2, 0) and home (0, 0); reading order (0, 0), (2, 0); the die says 2.
    sc.forced_dice = vec![4, 2];
    assert_eq!(where_ships(&run(&sc), Seat::FARMERS), vec![(2, 0)]);
    let mut sc = move_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (6, 7), 1)];
    sc.forced_dice = vec![4];
    let at = where_ships(&run(&sc), Seat::FARMERS)[0];
    assert_eq!(dist(at, HOME), dist((6, 7), HOME) - 3);
}

#[test]
fn farmers_row5_random_direction() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (4, 5), 1)];
    sc.forced_dice = vec![5, 1];
    let out = run(&sc);
    let d = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::MoveTarget)
        .unwrap();
    assert_eq!(
        d.candidates.len(),
        6,
        "from the center every direction is open"
    );
    assert_eq!(
        where_ships(&out, Seat::FARMERS),
        vec![straight((4, 5), 1, 3)]
    );
}

#[test]
fn farmers_row6_stay_unless_hostile_ships_share_the_hex() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.ships = vec![
        ships(Seat::FARMERS, (1, 1), 1),
        ships(Seat::FARMERS, (-2, 0), 1),
        ships(Seat::SLAVERS, (1, 1), 1),
    ];
    // Row 6, then the die picks the first of the six equally near safe hexes.
    sc.forced_dice = vec![6, 1];
    let out = run(&sc);
    let farmers = where_ships(&out, Seat::FARMERS);
    assert!(farmers.contains(&(-2, 0)), "a ship without hostiles stays");
    let moved: Vec<_> = farmers.into_iter().filter(|&h| h != (-2, 0)).collect();
    assert_eq!(moved.len(), 1);
    assert_eq!(dist(moved[0], (1, 1)), 1);
    assert_eq!(out.ships_at((1, 1), Seat::SLAVERS), 1);
}

#[test]
fn no_automa_movement_in_the_first_round() {
    let mut sc = clean(galactic_automa::rules::phases::GamePhase::MoveCombat);
    sc.round = 1;
    sc.ships = vec![
        ships(Seat::SLAVERS, (3, 0), 2),
        ships(Seat::FARMERS, (2, 0), 1),
    ];
    sc.forced_dice = vec![1, 1, 1];
    let out = run(&sc);
    assert_eq!(where_ships(&out, Seat::SLAVERS), vec![(3, 0)]);
    assert_eq!(where_ships(&out, Seat::FARMERS), vec![(2, 0)]);
    assert!(
        !out.decisions
            .iter()
            .any(|d| d.kind == DecisionKind::MovementRow)
    );
}

#[test]
fn nebula_costs_two_and_neutron_stars_need_propulsion_five() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.terrain = vec![((2, 0), Terrain::Nebula), ((1, 0), Terrain::NeutronStar)];
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 1)];
    sc.forced_dice = vec![1];
    let out = run(&sc);
    let at = where_ships(&out, Seat::SLAVERS)[0];
    assert_ne!(at, (1, 0), "cannot enter the neutron star");
    assert_eq!(
        dist(at, HOME),
        1,
        "around the nebula and the neutron star, range 3 reaches one hex from home"
    );
}

#[test]
fn a_move_target_decision_names_its_hexes_as_data() {
    let file =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/slavers-attack-home.ron");
    let out = galactic_automa::sim::scenario::run_file(&rules(), &file).unwrap();
    let target = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::MoveTarget)
        .expect("the Slavers chose a target");
    assert_eq!(target.seat, Seat::SLAVERS);
    assert_eq!(
        target.hexes,
        vec![(1, 1), (0, 0)],
        "from their hex to your home"
    );
}
