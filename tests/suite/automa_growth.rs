//! The automas' growth table, row by row, spawning and research edge cases.

use crate::common;
use common::*;
use galactic_automa::rules::log::{Candidate, DecisionKind};
use galactic_automa::rules::model::*;

fn pieces_at(
    out: &galactic_automa::sim::scenario::ScenarioOutput,
    at: (i32, i32),
    seat: Seat,
) -> u32 {
    out.ships
        .iter()
        .filter(|s| s.at == at && s.owner == seat)
        .map(|s| s.pieces)
        .sum()
}

#[test]
fn slavers_row1_research_military_and_spawn_at_all_three_wormholes() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.forced_dice = vec![1];
    let out = run(&sc);
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Military), 2);
    // Track value 6 -> 2 ships, Robotics 1 -> +0, standard difficulty -> +1.
    for w in WORMHOLES {
        assert_eq!(out.ships_at(w, Seat::SLAVERS), 3, "at {w:?}");
    }
    assert!(
        out.decisions
            .iter()
            .any(|d| d.kind == DecisionKind::FleetTactic && d.seat == Seat::SLAVERS),
        "Military 2 brings an x2 tactic"
    );
}

#[test]
fn slavers_row2_take_your_star_declaring_war_then_spawn_at_two_wormholes() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    sc.ships = vec![
        ships(Seat::SLAVERS, (3, 0), 6),
        ships(Seat::FARMERS, (-3, 4), 1),
    ];
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 3])];
    // Farmers row 1 (research only). Slavers row 2; the level taken: Military (you research it first) or Genetics, die says 2;
    // wormholes: first of three, then first of the two left.
    sc.forced_dice = vec![1, 2, 2, 1, 1];
    let out = run(&sc);
    assert!(out.war_with_slavers);
    let s = out.star((3, 0)).unwrap();
    assert_eq!((s.owner, s.population), (Some(Seat::SLAVERS), 1));
    assert_eq!(
        tech(&out, Seat::SLAVERS, Field::Genetics),
        2,
        "a level taken from you"
    );
    assert_eq!(
        out.turn_order,
        vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS],
        "turn order down"
    );
    assert_eq!(out.ships_at(WORMHOLES[0], Seat::SLAVERS), 3);
    assert_eq!(out.ships_at(WORMHOLES[1], Seat::SLAVERS), 3);
    assert_eq!(out.ships_at(WORMHOLES[2], Seat::SLAVERS), 0);
}

#[test]
fn slavers_row2_without_your_star_gain_two_neutral_stars() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.stars.push(star((3, 0), StarKind::Uninhabited, None, 0));
    sc.stars.push(star((-3, 1), StarKind::Primitive, None, 0));
    sc.ships = vec![
        ships(Seat::SLAVERS, (3, 0), 1),
        ships(Seat::SLAVERS, (-3, 1), 1),
    ];
    sc.forced_dice = vec![2, 1, 1, 1];
    let out = run(&sc);
    assert!(
        !out.war_with_slavers,
        "no war without a star of yours to take"
    );
    assert_eq!(out.star((3, 0)).unwrap().owner, Some(Seat::SLAVERS));
    let p = out.star((-3, 1)).unwrap();
    assert_eq!(
        (p.owner, p.population),
        (Some(Seat::SLAVERS), 2),
        "subjugation places 2 discs"
    );
    assert_eq!(out.offboard, 0);
    assert_eq!(out.tracks[Seat::SLAVERS], 39 - 3);
}

#[test]
fn slavers_row2_no_star_gained_sends_a_disc_offboard() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.forced_dice = vec![2, 1, 1];
    let out = run(&sc);
    assert_eq!(out.offboard, 1);
    assert_eq!(out.tracks[Seat::SLAVERS], 38);
}

#[test]
fn slavers_row3_research_propulsion_and_spawn_at_one_wormhole() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.forced_dice = vec![3, 2];
    let out = run(&sc);
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Propulsion), 2);
    assert_eq!(out.ships_at(WORMHOLES[1], Seat::SLAVERS), 3);
    assert_eq!(where_ships(&out, Seat::SLAVERS).len(), 1);
}

#[test]
fn slavers_row4_research_robotics_and_spawn_at_the_center_wormhole() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.forced_dice = vec![4];
    let out = run(&sc);
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Robotics), 2);
    // 2 (track) + 1 (Robotics 2) + 1 (standard).
    assert_eq!(out.ships_at(WORMHOLES[0], Seat::SLAVERS), 4);
}

#[test]
fn slavers_row5_gain_a_star_then_grow_population() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.stars.push(star((3, 0), StarKind::Uninhabited, None, 0));
    sc.stars
        .push(star((3, -4), StarKind::Primitive, Some(Seat::SLAVERS), 1));
    sc.ships = vec![
        ships(Seat::SLAVERS, (3, 0), 1),
        ships(Seat::FARMERS, (-3, 4), 1),
    ];
    sc.forced_dice = vec![1, 5];
    let out = run(&sc);
    assert_eq!(
        out.turn_order,
        vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS],
        "turn order down"
    );
    // (3, 0) gained with 1 disc, then both stars grow: their limit is 4 (distance between them).
    assert_eq!(out.star((3, 0)).unwrap().population, 2);
    assert_eq!(out.star((3, -4)).unwrap().population, 2);
    assert_eq!(out.offboard, 0);
}

#[test]
fn the_slavers_genetics_bonus_disc_goes_to_a_star_drawn_by_die() {
    // Row 5 as above, at Genetics 2 (one bonus disc): the die picks between their two
    // stars in reading order, (3, -4) then (3, 0).
    for (face, north, centre) in [(1, 3, 2), (2, 2, 3)] {
        let mut sc = growth_turn(Seat::SLAVERS);
        sc.stars.push(star((3, 0), StarKind::Uninhabited, None, 0));
        sc.stars
            .push(star((3, -4), StarKind::Primitive, Some(Seat::SLAVERS), 1));
        sc.ships = vec![
            ships(Seat::SLAVERS, (3, 0), 1),
            ships(Seat::FARMERS, (-3, 4), 1),
        ];
        sc.technology = vec![(Seat::SLAVERS, [1, 1, 1, 1, 2])];
        sc.forced_dice = vec![1, 5, face];
        let out = run(&sc);
        let d = out
            .decisions
            .iter()
            .find(|d| d.kind == DecisionKind::BonusDiscStar)
            .expect("a die places the bonus disc");
        assert_eq!(d.candidates.len(), 2, "{d:?}");
        assert_eq!(d.rolls, [face]);
        assert_eq!(out.star((3, -4)).unwrap().population, north, "face {face}");
        assert_eq!(out.star((3, 0)).unwrap().population, centre, "face {face}");
    }
}

#[test]
fn slavers_row5_without_stars_lose_a_disc_and_spawn_at_the_center() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.forced_dice = vec![5];
    let out = run(&sc);
    assert_eq!(out.offboard, 1);
    // One disc off the track: value 7, still 2 ships; +0 Robotics, +1 difficulty.
    assert_eq!(out.ships_at(WORMHOLES[0], Seat::SLAVERS), 3);
}

#[test]
fn slavers_row6_gain_a_neutral_star_and_research_a_random_field() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.stars.push(star((3, 0), StarKind::Advanced, None, 0));
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 4)];
    sc.technology = vec![(Seat::SLAVERS, [6, 4, 1, 1, 1])];
    // Research: Military is maxed and Spirituality capped at 4 for the Slavers, so the
    // candidates are Propulsion, Robotics, Genetics; the die says 3: Genetics.
    sc.forced_dice = vec![6, 3];
    let out = run(&sc);
    let s = out.star((3, 0)).unwrap();
    assert_eq!(
        (s.owner, s.population),
        (Some(Seat::SLAVERS), 1),
        "4 ships conquer an advanced star"
    );
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Genetics), 2);
    let d = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::FieldToResearch)
        .unwrap();
    assert_eq!(
        d.options,
        vec![
            Candidate::Field(Field::Propulsion),
            Candidate::Field(Field::Robotics),
            Candidate::Field(Field::Genetics)
        ]
    );
}

#[test]
fn slavers_row6_falls_back_to_your_star_when_at_war() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.war_with_slavers = true;
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 3)];
    sc.forced_dice = vec![6, 1, 1];
    let out = run(&sc);
    assert_eq!(out.star((3, 0)).unwrap().owner, Some(Seat::SLAVERS));
}

#[test]
fn slavers_row6_do_not_take_your_star_while_at_peace() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 3)];
    sc.forced_dice = vec![6, 1];
    let out = run(&sc);
    assert_eq!(out.star((3, 0)).unwrap().owner, Some(Seat::PLAYER));
    assert!(!out.war_with_slavers);
    assert_eq!(out.offboard, 1);
}

#[test]
fn slavers_with_four_offboard_use_the_lower_of_two_growth_dice() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.offboard = 4;
    sc.forced_dice = vec![6, 4];
    let out = run(&sc);
    assert_eq!(
        tech(&out, Seat::SLAVERS, Field::Robotics),
        2,
        "lower of 6 and 4 is row 4"
    );
}

#[test]
fn farmers_rows_1_to_5_research_their_field() {
    for (face, field) in Field::ALL.iter().enumerate() {
        let mut sc = growth_turn(Seat::FARMERS);
        sc.ships = vec![ships(Seat::FARMERS, (2, 0), 1)];
        sc.forced_dice = vec![face as u8 + 1, 4];
        let out = run(&sc);
        assert_eq!(tech(&out, Seat::FARMERS, *field), 2, "row {}", face + 1);
        let others: u32 = Field::ALL
            .iter()
            .map(|f| tech(&out, Seat::FARMERS, *f) as u32)
            .sum();
        assert_eq!(others, 6, "exactly one level gained");
    }
}

#[test]
fn farmers_row6_turn_order_up_and_one_ship_at_a_wormhole() {
    let mut sc = growth_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (2, 0), 1)];
    sc.forced_dice = vec![6, 4, 3];
    let out = run(&sc);
    assert_eq!(
        out.turn_order,
        vec![Seat::SLAVERS, Seat::FARMERS, Seat::PLAYER]
    );
    assert_eq!(pieces_at(&out, WORMHOLES[2], Seat::FARMERS), 1);
}

#[test]
fn farmers_without_ships_use_row6_without_rolling() {
    let mut sc = growth_turn(Seat::FARMERS);
    sc.forced_dice = vec![4, 2];
    let out = run(&sc);
    let d = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::GrowthRow && d.seat == Seat::FARMERS)
        .unwrap();
    assert!(d.rolls.is_empty());
    let row = d.row.as_ref().expect("the decision names its row");
    assert_eq!((row.table.as_ref(), row.row), ("Growth", 6));
    // The decision carries its table in words: the panel draws it from the record.
    assert_eq!(row.rows.len(), 6);
    assert_eq!(row.topic, "automa-growth");
    assert_eq!(pieces_at(&out, WORMHOLES[1], Seat::FARMERS), 1);
}

#[test]
fn research_at_level_six_has_no_effect() {
    let mut sc = growth_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (2, 0), 1)];
    sc.technology = vec![(Seat::FARMERS, [6, 1, 1, 1, 1])];
    sc.forced_dice = vec![1, 4];
    let out = run(&sc);
    assert_eq!(out.technology[Seat::FARMERS], [6, 1, 1, 1, 1]);
}

#[test]
fn robotics_five_gives_a_level_in_another_field() {
    let mut sc = growth_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (2, 0), 1)];
    sc.technology = vec![(Seat::FARMERS, [1, 1, 1, 5, 1])];
    // Row 2 (Spirituality); the extra field among Military, Propulsion, Robotics,
    // Genetics: the die says 4, Genetics.
    sc.forced_dice = vec![2, 4, 4];
    let out = run(&sc);
    assert_eq!(out.technology[Seat::FARMERS], [1, 2, 1, 5, 2]);
}

#[test]
fn slavers_never_raise_spirituality_above_four() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.technology = vec![(Seat::SLAVERS, [1, 4, 1, 5, 1])];
    // Row 3 researches Propulsion; Robotics 5 adds a field: candidates Military,
    // Robotics, Genetics (Spirituality is capped). Then one wormhole.
    sc.forced_dice = vec![3, 1, 1];
    let out = run(&sc);
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Spirituality), 4);
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Propulsion), 2);
    assert_eq!(tech(&out, Seat::SLAVERS, Field::Military), 2);
}

#[test]
fn spawn_amount_follows_track_robotics_and_difficulty() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.difficulty = 3;
    sc.slaver_track = Some(35); // 4 discs off: value 10 -> 3 ships
    sc.technology = vec![(Seat::SLAVERS, [1, 1, 1, 3, 1])];
    sc.forced_dice = vec![4];
    let out = run(&sc);
    // 3 (track) + 5 (Robotics 4 after the research) + 3 (insane).
    assert_eq!(out.ships_at(WORMHOLES[0], Seat::SLAVERS), 11);
    assert_eq!(out.fleets.len(), 0, "11 pieces are available");
}

#[test]
fn not_enough_pieces_put_the_whole_spawn_into_one_new_fleet() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 14)];
    sc.forced_dice = vec![4, 2];
    let out = run(&sc);
    assert_eq!(
        pieces_at(&out, WORMHOLES[0], Seat::SLAVERS),
        0,
        "pieces and fleet are not mixed"
    );
    assert_eq!(out.fleets.len(), 1);
    assert_eq!(out.fleets[0].ships, 4);
    assert_eq!(
        out.fleets[0].letter,
        FleetLetter::B,
        "the die drew the second counter of A-E"
    );
}

#[test]
fn a_fleet_counter_is_drawn_on_the_recorded_deck_and_a_scenario_can_force_it() {
    use galactic_automa::rules::deck::DeckEvent;
    let draws =
        |out: &galactic_automa::sim::scenario::ScenarioOutput| -> Vec<(String, String, bool)> {
            out.decks
                .iter()
                .filter_map(|e| match e {
                    DeckEvent::Draw {
                        deck, card, forced, ..
                    } => Some((deck.clone(), card.clone(), *forced)),
                    _ => None,
                })
                .collect()
        };
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 14)];
    // Row 4 (one wormhole), then the die for the counter: the second of A-E.
    sc.forced_dice = vec![4, 2];
    let out = run(&sc);
    assert_eq!(out.fleets[0].letter, FleetLetter::B);
    assert_eq!(
        draws(&out),
        [(
            "fleet counters: Slavers".to_string(),
            "B".to_string(),
            false
        )]
    );

    // Forced: E comes next, with no die rolled for it.
    sc.forced_dice = vec![4];
    sc.decks = vec![("fleet counters: Slavers".into(), vec!["E".into()])];
    let out = run(&sc);
    assert_eq!(out.fleets[0].letter, FleetLetter::E);
    assert_eq!(
        draws(&out),
        [("fleet counters: Slavers".to_string(), "E".to_string(), true)]
    );
    let drawn = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::FleetCounterDrawn)
        .expect("the draw is a decision");
    assert!(drawn.rolls.is_empty(), "no die for a forced counter");

    // The forced E is in play now: passed over, and the die draws among A-D.
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::E, (-2, 0), 1)];
    sc.forced_dice = vec![4, 1];
    let out = run(&sc);
    let spawned = out
        .fleets
        .iter()
        .find(|f| f.at == WORMHOLES[0])
        .expect("a new fleet at the wormhole");
    assert_eq!(spawned.letter, FleetLetter::A);
    assert_eq!(
        draws(&out),
        [(
            "fleet counters: Slavers".to_string(),
            "A".to_string(),
            false
        )]
    );

    // A counter the deck does not hold is refused with the deck's cards.
    sc.decks = vec![("fleet counters: Slavers".into(), vec!["F".into()])];
    let Err(err) = galactic_automa::sim::scenario::setup(&rules(), &sc) else {
        panic!("a counter the deck does not hold is refused");
    };
    assert!(
        err.contains("\"F\"") && err.contains("A, B, C, D, E"),
        "{err}"
    );
}

#[test]
fn spawning_joins_an_existing_fleet_and_out_of_fleets_spawns_nothing() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 16)];
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::C, WORMHOLES[0], 2)];
    sc.forced_dice = vec![4];
    let out = run(&sc);
    assert_eq!(out.ships_at(WORMHOLES[0], Seat::SLAVERS), 6);

    let mut sc = growth_turn(Seat::SLAVERS);
    sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 16)];
    sc.fleets = FleetLetter::ALL
        .iter()
        .enumerate()
        .map(|(i, &l)| fleet(Seat::SLAVERS, l, (-2, i as i32 - 2), 1))
        .collect();
    sc.forced_dice = vec![4];
    let out = run(&sc);
    assert_eq!(
        out.ships_at(WORMHOLES[0], Seat::SLAVERS),
        0,
        "out of fleets: no effect"
    );
}

#[test]
fn reaching_robotics_five_by_research_gives_no_extra_field_yet() {
    let mut sc = growth_turn(Seat::FARMERS);
    sc.ships = vec![ships(Seat::FARMERS, (2, 0), 1)];
    sc.technology = vec![(Seat::FARMERS, [1, 1, 1, 4, 1])];
    sc.forced_dice = vec![4, 4];
    let out = run(&sc);
    assert_eq!(out.technology[Seat::FARMERS], [1, 1, 1, 5, 1]);
}

#[test]
fn losing_your_only_star_moves_the_miniature_to_an_empty_hex_of_your_home_sector() {
    let mut sc = growth_turn(Seat::SLAVERS);
    // Row 2: they declare war and conquer your home (6 population: 7 ships needed).
    sc.ships = vec![ships(Seat::SLAVERS, HOME, 7)];
    sc.forced_dice = vec![2];
    let out = run(&sc);
    assert_eq!(out.star(HOME).unwrap().owner, Some(Seat::SLAVERS));
    let mine: Vec<_> = out
        .stars
        .iter()
        .filter(|s| s.owner == Some(Seat::PLAYER))
        .collect();
    assert_eq!(mine.len(), 1, "a new home star: {mine:?}");
    let new_home = mine[0];
    // The nearest empty hex, first in reading order among the six neighbours.
    assert_eq!(new_home.at, (0, -1));
    assert_eq!((new_home.kind, new_home.population), (StarKind::Home, 6));
    // The Emergency Reserve places its 6 ships there.
    assert_eq!(out.ships_at(new_home.at, Seat::PLAYER), 6);
}
