//! Setup (start bonus, difficulty, turn order), peace, trading and offboard power.

use crate::common;
use common::*;
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::PlayerCommand;
use galactic_automa::rules::setup::{GameConfig, new_game};
use galactic_automa::sim::scenario::Stop;

fn new_game_with(dice: &[u8], difficulty: u8) -> bevy::prelude::App {
    let mut app = galactic_automa::rules::headless_app(rules());
    app.update();
    app.world_mut()
        .resource_mut::<Dice>()
        .force(dice.iter().copied());
    new_game(
        app.world_mut(),
        GameConfig {
            seed: 5,
            difficulty,
            alignment: Alignment::Sto,
            ..Default::default()
        },
    )
    .unwrap();
    app
}

fn levels(app: &bevy::prelude::App, seat: Seat) -> [u8; 5] {
    app.world().resource::<Technology>().0[seat]
}

#[test]
fn start_bonus_rows_for_both_automas() {
    let farmers = [
        [2, 1, 1, 1, 1],
        [1, 2, 1, 1, 1],
        [1, 1, 2, 1, 1],
        [1, 1, 1, 2, 1],
        [1, 1, 1, 1, 2],
    ];
    let slavers = [
        [3, 1, 1, 1, 1],
        [2, 2, 1, 1, 1],
        [2, 1, 2, 1, 1],
        [2, 1, 1, 2, 1],
        [2, 1, 1, 1, 2],
    ];
    for face in 1..=5u8 {
        let app = new_game_with(&[face, face], 0);
        assert_eq!(
            levels(&app, Seat::FARMERS),
            farmers[face as usize - 1],
            "Farmers row {face}"
        );
        assert_eq!(
            levels(&app, Seat::SLAVERS),
            slavers[face as usize - 1],
            "Slavers row {face}"
        );
        assert_eq!(
            app.world()
                .resource::<galactic_automa::rules::automa::solo::OffboardPower>()
                .total(),
            0
        );
    }
}

#[test]
fn start_bonus_row6_two_fields_rerolling_doubles_and_sixes_and_two_discs_offboard() {
    // Farmers: 6, then (3, 3) doubles, (6, 2) a six, (2, 5): Spirituality and Genetics.
    let app = new_game_with(&[6, 3, 3, 6, 2, 2, 5, 6], 0);
    assert_eq!(levels(&app, Seat::FARMERS), [1, 2, 1, 1, 2]);
    assert_eq!(levels(&app, Seat::SLAVERS), [1, 1, 1, 1, 1]);
    assert_eq!(
        app.world()
            .resource::<galactic_automa::rules::automa::solo::OffboardPower>()
            .total(),
        2
    );
    assert_eq!(
        app.world().resource::<PopulationTracks>().0[Seat::SLAVERS],
        37
    );
}

#[test]
fn difficulty_removes_slaver_discs() {
    for (level, discs) in [(0, 0), (1, 0), (2, 1), (3, 2)] {
        let app = new_game_with(&[1, 1], level);
        assert_eq!(
            app.world()
                .resource::<galactic_automa::rules::automa::solo::OffboardPower>()
                .total(),
            discs,
            "difficulty {level}"
        );
        assert_eq!(app.world().resource::<DifficultyLevel>().0, level);
    }
}

#[test]
fn a_new_game_sets_up_the_board_and_your_pieces() {
    let mut app = new_game_with(&[], 1);
    app.update();
    let w = app.world_mut();
    assert_eq!(
        *w.resource::<bevy::prelude::State<GamePhase>>().get(),
        GamePhase::MoveCombat
    );
    let mut stars = w.query::<&Star>();
    let stars: Vec<_> = stars.iter(w).cloned().collect();
    assert!((14..=16).contains(&stars.len()), "two sectors of 7-8 stars");
    assert_eq!(
        stars
            .iter()
            .filter(|s| s.owner == Some(Seat::PLAYER))
            .count(),
        1
    );
    let mut worm = w.query::<&Wormhole>();
    assert_eq!(worm.iter(w).count(), 3);
    let mut pieces = w.query::<&ShipPiece>();
    assert_eq!(
        pieces.iter(w).filter(|p| p.owner == Seat::PLAYER).count(),
        3
    );
    let order = &w.resource::<TurnOrder>().0;
    assert_eq!(order.len(), 3);
}

#[test]
fn peace_with_the_farmers_on_1_to_4() {
    for (face, peace) in [(4, true), (5, false)] {
        let mut sc = clean(GamePhase::Trading);
        sc.war_with_farmers = true;
        sc.forced_dice = vec![face];
        sc.commands = vec![
            PlayerCommand::AskPeace(Seat::FARMERS),
            PlayerCommand::EndTrading,
        ];
        sc.stop = Stop::EndOfPhase(GamePhase::Trading);
        let out = run(&sc);
        assert_eq!(out.war_with_farmers, !peace, "face {face}");
    }
}

#[test]
fn peace_with_the_slavers_on_1_to_2_and_never_with_two_offboard() {
    for (face, offboard, peace) in [(2, 0, true), (3, 0, false), (1, 2, false)] {
        let mut sc = clean(GamePhase::Trading);
        sc.war_with_slavers = true;
        sc.offboard = offboard;
        sc.forced_dice = vec![face];
        sc.commands = vec![
            PlayerCommand::AskPeace(Seat::SLAVERS),
            PlayerCommand::EndTrading,
        ];
        let out = run(&sc);
        assert_eq!(
            out.war_with_slavers, !peace,
            "face {face}, offboard {offboard}"
        );
    }
}

#[test]
fn peace_can_be_asked_once_per_round() {
    let mut app = galactic_automa::sim::scenario::setup(&rules(), &{
        let mut sc = clean(GamePhase::Trading);
        sc.war_with_slavers = true;
        sc.forced_dice = vec![6];
        sc
    })
    .unwrap();
    app.update();
    let w = app.world_mut();
    use galactic_automa::rules::player::apply_command;
    assert_eq!(
        apply_command(w, PlayerCommand::AskPeace(Seat::SLAVERS)).map(|s| s.english()),
        Ok("refused".into())
    );
    let again = apply_command(w, PlayerCommand::AskPeace(Seat::SLAVERS));
    assert!(again.unwrap_err().contains("already asked"));
}

fn trade_scenario(
    alignment: Alignment,
    with: Seat,
    faces: Vec<u8>,
) -> galactic_automa::sim::scenario::ScenarioOutput {
    let mut sc = clean(GamePhase::Trading);
    sc.alignment = alignment;
    // In contact: their ship at your home star.
    sc.ships = vec![ships(with, HOME, 1)];
    sc.technology = vec![(with, [1, 1, 3, 1, 1]), (Seat::PLAYER, [2, 1, 1, 1, 1])];
    sc.forced_dice = faces;
    sc.commands = vec![
        PlayerCommand::Trade {
            with,
            take: Field::Propulsion,
            give: None,
        },
        PlayerCommand::EndTrading,
    ];
    run(&sc)
}

#[test]
fn farmers_always_trade_with_sto_and_on_1_to_4_with_sts() {
    let out = trade_scenario(Alignment::Sto, Seat::FARMERS, vec![]);
    assert_eq!(tech(&out, Seat::PLAYER, Field::Propulsion), 2);
    assert_eq!(
        tech(&out, Seat::FARMERS, Field::Military),
        2,
        "they learn the only field where you lead"
    );
    let out = trade_scenario(Alignment::Sts, Seat::FARMERS, vec![5]);
    assert_eq!(tech(&out, Seat::PLAYER, Field::Propulsion), 1);
    let out = trade_scenario(Alignment::Sts, Seat::FARMERS, vec![4]);
    assert_eq!(tech(&out, Seat::PLAYER, Field::Propulsion), 2);
}

#[test]
fn slavers_trade_on_1_to_2_with_sto_and_1_to_4_with_sts() {
    for (align, face, ok) in [
        (Alignment::Sto, 2, true),
        (Alignment::Sto, 3, false),
        (Alignment::Sts, 4, true),
        (Alignment::Sts, 5, false),
    ] {
        let out = trade_scenario(align, Seat::SLAVERS, vec![face]);
        assert_eq!(
            tech(&out, Seat::PLAYER, Field::Propulsion) == 2,
            ok,
            "{align:?} face {face}"
        );
    }
}

#[test]
fn trading_needs_contact_and_peace() {
    let mut sc = clean(GamePhase::Trading);
    sc.technology = vec![(Seat::FARMERS, [1, 1, 3, 1, 1])];
    sc.commands = vec![PlayerCommand::Trade {
        with: Seat::FARMERS,
        take: Field::Propulsion,
        give: None,
    }];
    let err = galactic_automa::sim::scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("not in contact"), "{err}");
    sc.ships = vec![ships(Seat::FARMERS, HOME, 1)];
    sc.war_with_farmers = true;
    let err = galactic_automa::sim::scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("at war"), "{err}");
}

#[test]
fn offboard_three_gives_the_slavers_a_level_without_a_trade() {
    let mut sc = clean(GamePhase::Trading);
    sc.offboard = 3;
    sc.forced_dice = vec![3];
    sc.commands = vec![PlayerCommand::EndTrading];
    let out = run(&sc);
    assert_eq!(out.technology[Seat::SLAVERS], [1, 1, 2, 1, 1]);
    sc.offboard = 2;
    let out = run(&sc);
    assert_eq!(out.technology[Seat::SLAVERS], [1, 1, 1, 1, 1]);
}

#[test]
fn offboard_five_and_beyond_cost_you_five_dp_each() {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.offboard = 4;
    sc.dp = 20;
    // Lower of (2, 2) = row 2; nothing to gain: a disc goes offboard (the fifth).
    sc.forced_dice = vec![2, 2, 1, 1];
    let out = run(&sc);
    assert_eq!(out.offboard, 5);
    assert_eq!(out.dp, 15);
}

#[test]
fn peace_can_be_asked_of_each_automa_once_a_round() {
    let mut sc = clean(GamePhase::Trading);
    sc.war_with_slavers = true;
    sc.war_with_farmers = true;
    sc.forced_dice = vec![1, 1];
    sc.commands = vec![
        PlayerCommand::AskPeace(Seat::FARMERS),
        PlayerCommand::AskPeace(Seat::SLAVERS),
        PlayerCommand::EndTrading,
    ];
    let out = run(&sc);
    assert!(!out.war_with_farmers && !out.war_with_slavers);
}

#[test]
fn scenarios_stop_at_the_end_of_a_later_phase_and_of_the_round() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.active = None;
    sc.stop = Stop::EndOfPhase(GamePhase::Growth);
    let out = run(&sc);
    assert_eq!(out.phase, GamePhase::Trading);
    assert_eq!(out.round, 3);
    sc.stop = Stop::EndOfRound;
    let out = run(&sc);
    assert_eq!(out.phase, GamePhase::Scoring);
    assert_eq!(out.round, 3, "the round scored, not the next one");
}

#[test]
fn a_scenario_can_start_a_new_game_from_the_setup_with_forced_dice() {
    use galactic_automa::rules::log::DecisionKind;
    let file =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/new-game-start.ron");
    let out = galactic_automa::sim::scenario::run_file(&rules(), &file).unwrap();
    let bonus: Vec<_> = out
        .decisions
        .iter()
        .filter(|d| d.kind == DecisionKind::StartBonus)
        .collect();
    assert_eq!(bonus.len(), 2, "one start bonus per automa");
    assert_eq!(bonus[0].seat, Seat::FARMERS, "in the setup's seat order");
    for d in &bonus {
        let row = d.row.as_ref().expect("the decision names its row");
        assert_eq!((row.table.as_ref(), row.row), ("StartBonus", 6));
        assert_eq!(row.rows.len(), 6, "the start bonus table in words");
    }
    assert_eq!(out.technology[Seat::FARMERS], [2, 2, 1, 1, 1]);
    assert_eq!(out.offboard, 2);
    assert_eq!(
        out.turn_order,
        vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS]
    );
    assert_eq!(
        out.ships_at((0, 0), Seat::PLAYER),
        3,
        "your starting ships at home"
    );
}

#[test]
fn the_log_opens_with_the_new_game_then_its_setup_and_round_1_after_it() {
    use galactic_automa::rules::log::GameLog;
    let mut app = new_game_with(&[], 1);
    // Before round 1 plays, everything logged is the setup's.
    let setup_lines: Vec<String> = {
        let log = app.world().resource::<GameLog>();
        log.indexed_text_entries()
            .map(|(i, e)| log.line_at(i, e))
            .collect()
    };
    assert!(
        setup_lines[0].starts_with("[setup] New solo game: seed 5, difficulty 1"),
        "{setup_lines:?}"
    );
    assert!(
        setup_lines.iter().all(|l| l.starts_with("[setup] ")),
        "{setup_lines:?}"
    );
    assert!(
        setup_lines.iter().any(|l| l.contains("initial turn order")),
        "{setup_lines:?}"
    );
    let before = app.world().resource::<GameLog>().entries.len();
    for _ in 0..5 {
        app.update();
    }
    let log = app.world().resource::<GameLog>();
    let played: Vec<String> = log
        .indexed_text_entries()
        .filter(|(i, _)| *i >= before)
        .map(|(i, e)| log.line_at(i, e))
        .collect();
    assert!(!played.is_empty());
    assert!(
        played.iter().all(|l| l.starts_with("[round 1] ")),
        "{played:?}"
    );
}

#[test]
fn a_face_that_chooses_nothing_is_marked_as_rolled_again() {
    use galactic_automa::rules::log::{Decision, DecisionKind};
    let mut dice = Dice::new(1);
    // One die among three seats: a 5 and a 4 choose nothing and are rolled again.
    dice.force([5, 4, 2, 6, 6, 1, 2]);
    let mut d = Decision::new(0, Seat::PLAYER, DecisionKind::InitialTurnOrder, "order");
    let one = dice.pick(3, "test");
    assert_eq!((one.index, one.kept), (1, 1));
    d.add_pick(&one);
    // Two dice among eight: 6 and 6 make 12, no candidate; then 1 and 2 make 2.
    let two = dice.pick(8, "test");
    assert_eq!((two.index, two.kept), (1, 2));
    d.add_pick(&two);
    assert_eq!(d.rolls, vec![5, 4, 2, 6, 6, 1, 2]);
    let again: Vec<usize> = (0..d.rolls.len()).filter(|&i| d.is_rerolled(i)).collect();
    assert_eq!(again, vec![0, 1, 3, 4]);
}
