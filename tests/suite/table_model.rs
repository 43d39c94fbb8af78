//! The table as data: a delegating controller hands an automa's questions to another
//! seat; setups naming a bad delegate are refused.

use crate::common;
use common::rules;
use galactic_automa::rules::choice::{self, Question, Reply};
use galactic_automa::rules::data::{SetupFile, Validate, parse_ron};
use galactic_automa::rules::model::*;
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::{game, runner};
use hexx::Hex;

/// The solo table plus an automa whose questions you answer (as the 2-player variant's
/// passive automa has its questions answered by a player).
const WITH_A_DECIDED_AUTOMA: &str = r#"(
    name: "Solo with an automa you decide for",
    seats: [
        (key: "Player", name: "You", colour: (86, 180, 233), alignment: Sto,
            controller: Human),
        (key: "Farmers", name: "Genetic Farmers", colour: (0, 158, 115), alignment: Sto,
            controller: Automa(kind: "solo", table: "farmers")),
        (key: "Slavers", name: "Slavers", colour: (213, 94, 0), alignment: Sts,
            controller: Automa(kind: "solo", table: "slavers")),
        (key: "Ancients", name: "Ancients", colour: (204, 121, 167), alignment: Sto,
            controller: Automa(kind: "solo", table: "farmers", decided_by: Some(Seat("Player")))),
    ],
    permanent_war: [("Farmers", "Slavers"), ("Ancients", "Slavers")],
)"#;

#[test]
fn a_decided_automa_asks_its_decider_and_others_answer_at_once() {
    let setup: SetupFile = parse_ron("decided.ron", WITH_A_DECIDED_AUTOMA).unwrap();
    let mut app = game::start_with(rules(), GameConfig::default(), &setup).unwrap();
    let world = app.world_mut();
    let ancients = Seat(3);
    assert!(choice::answered_later(world, ancients, None));
    assert!(!choice::answered_later(world, Seat::SLAVERS, None));
    let question = Question::Losses {
        hex: Hex::new(1, 1),
        loser: Seat::SLAVERS,
        max: 3,
        attacker: Seat::SLAVERS,
    };
    // The Slavers answer by their table (destroy all); nothing is asked.
    let before = world.resource::<PromptSlot>().clone();
    assert_eq!(
        choice::decide(world, Seat::SLAVERS, question.clone()),
        Some(Reply::Losses(3))
    );
    assert_eq!(*world.resource::<PromptSlot>(), before);
    // The Ancients' question goes to you, with its options.
    assert_eq!(choice::decide(world, ancients, question), None);
    let slot = world.resource::<PromptSlot>();
    assert_eq!(slot.asked(), Some(Seat::PLAYER));
    assert_eq!(
        slot.0,
        Some(Prompt::ChooseLosses {
            hex: (1, 1),
            loser: Seat::SLAVERS,
            max: 3
        })
    );
}

#[test]
fn a_game_with_a_decided_automa_plays_to_the_end() {
    let setup: SetupFile = parse_ron("decided.ron", WITH_A_DECIDED_AUTOMA).unwrap();
    for seed in 0..4 {
        let config = GameConfig {
            seed: 300 + seed,
            difficulty: 2,
            alignment: Alignment::Sto,
            ..Default::default()
        };
        let mut app = game::start_with(rules(), config, &setup).unwrap();
        runner::play_to_end(&mut app, None).unwrap();
    }
}

#[test]
fn a_delegate_must_be_another_seat() {
    let bad = WITH_A_DECIDED_AUTOMA.replace(
        r#"decided_by: Some(Seat("Player"))"#,
        r#"decided_by: Some(Seat("Nobody"))"#,
    );
    let setup: SetupFile = ron::from_str(&bad).unwrap();
    assert!(setup.validate().unwrap_err().contains("decided_by"));
    let itself = WITH_A_DECIDED_AUTOMA.replace(
        r#"decided_by: Some(Seat("Player"))"#,
        r#"decided_by: Some(Seat("Ancients"))"#,
    );
    let setup: SetupFile = ron::from_str(&itself).unwrap();
    assert!(setup.validate().unwrap_err().contains("another seat"));
}

#[test]
fn seats_without_a_token_shape_take_the_first_free_one_and_two_seats_never_share_one() {
    use galactic_automa::rules::data::TokenShape;
    // The Ancients ask for the arrow; the others, naming none, take the next free ones.
    let named = WITH_A_DECIDED_AUTOMA.replace(
        r#"colour: (204, 121, 167), alignment"#,
        r#"colour: (204, 121, 167), token: Arrow, alignment"#,
    );
    let setup: SetupFile = ron::from_str(&named).unwrap();
    setup.validate().unwrap();
    assert_eq!(
        setup.token_shapes(),
        [
            TokenShape::Square,
            TokenShape::Diamond,
            TokenShape::Hexagon,
            TokenShape::Arrow
        ]
    );
    let twice = named.replace(
        r#"colour: (86, 180, 233), alignment"#,
        r#"colour: (86, 180, 233), token: Arrow, alignment"#,
    );
    let setup: SetupFile = ron::from_str(&twice).unwrap();
    let err = setup.validate().unwrap_err();
    assert!(
        err.contains("seats[3].token") && err.contains("\"Player\"") && err.contains("arrow"),
        "{err}"
    );
    // The solo table's seats each have their own shape.
    let solo = rules().setup.clone();
    let shapes = solo.token_shapes();
    assert!(
        shapes
            .iter()
            .enumerate()
            .all(|(i, s)| !shapes[..i].contains(s))
    );
}
