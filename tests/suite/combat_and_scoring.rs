//! Battles (retreat, combat values, fleet specials, ties, losses, 3:1) and scoring.

use crate::common;
use common::*;
use galactic_automa::rules::log::{DecisionKind, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::PlayerCommand;
use galactic_automa::sim::scenario::Stop;

/// The Slavers roll 1 and attack your home from next door.
fn slavers_attack_home() -> galactic_automa::sim::scenario::Scenario {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.forced_dice = vec![1];
    sc
}

#[test]
fn assault_fleet_adds_combat_value_and_x2_doubles_it() {
    let mut sc = slavers_attack_home();
    sc.ships = vec![ships(Seat::PLAYER, HOME, 5)];
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::A, (1, 0), 3)];
    let out = run(&sc);
    // 3 ships x 1 + 3 x 1 (A) = 6 against 5: the Slavers win.
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 0);
    let slaver_cv = |out: &galactic_automa::sim::scenario::ScenarioOutput| -> Vec<u32> {
        out.entries
            .iter()
            .filter_map(|e| match e {
                LogEntry::Battle(b) if b.attacker == Seat::SLAVERS => Some(b.attacker_cv),
                _ => None,
            })
            .collect()
    };
    assert_eq!(slaver_cv(&out), vec![6]);
    sc.tactics = vec![(Seat::SLAVERS, FleetLetter::A, TacticSide::Double)];
    let out = run(&sc);
    assert_eq!(slaver_cv(&out), vec![9]);
}

#[test]
fn counterassault_against_an_assault_fleet_and_ties_go_to_the_defender() {
    let mut sc = slavers_attack_home();
    sc.fleets = vec![
        fleet(Seat::SLAVERS, FleetLetter::A, (1, 0), 3),
        fleet(Seat::PLAYER, FleetLetter::C, HOME, 2),
    ];
    // You win and choose to destroy none: nobody loses a ship, the Slavers retreat.
    sc.commands = vec![PlayerCommand::InflictLosses(0)];
    let out = run(&sc);
    // You: 2 + 2 x 2 (C against A) = 6; they: 6. Same Military: the defender wins.
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 2, "you hold your home");
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 0);
    assert_eq!(
        out.fleets
            .iter()
            .find(|f| f.owner == Seat::SLAVERS)
            .unwrap()
            .ships,
        3
    );
}

#[test]
fn a_tie_goes_to_the_higher_military() {
    let mut sc = slavers_attack_home();
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 2),
        ships(Seat::SLAVERS, (1, 0), 2),
    ];
    sc.technology = vec![(Seat::SLAVERS, [2, 1, 1, 1, 1])];
    let out = run(&sc);
    // Military 2 still gives 1 CV per ship: 2 against 2, the Slavers' higher level wins.
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 0);
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 1);
}

#[test]
fn winning_three_to_one_costs_the_winner_nothing() {
    let mut sc = slavers_attack_home();
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 2),
        ships(Seat::SLAVERS, (1, 0), 6),
    ];
    let out = run(&sc);
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 6);
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 0);
}

#[test]
fn farmers_retreat_before_combat_when_they_can() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.ships = vec![
        ships(Seat::FARMERS, (3, 0), 2),
        ships(Seat::SLAVERS, (3, -1), 4),
    ];
    sc.technology = vec![(Seat::FARMERS, [1, 1, 2, 1, 1])];
    // Row 2: the Farmers' ships are the most hostile ships in range; then a die for
    // the retreat hex among the equally near ones.
    sc.forced_dice = vec![2, 1];
    let out = run(&sc);
    assert_eq!(out.ships_at((3, 0), Seat::SLAVERS), 4);
    let farmers = where_ships(&out, Seat::FARMERS);
    assert_eq!(farmers.len(), 1);
    assert_eq!(dist(farmers[0], (3, 0)), 1);
    assert_eq!(
        out.ships_at(farmers[0], Seat::FARMERS),
        2,
        "no losses on a retreat"
    );
}

fn player_attacks_slavers(
    slaver_propulsion: u8,
    die: u8,
) -> galactic_automa::sim::scenario::ScenarioOutput {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    sc.alignment = Alignment::Sts;
    sc.war_with_slavers = true;
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 4),
        ships(Seat::SLAVERS, (2, 0), 2),
    ];
    sc.technology = vec![(Seat::SLAVERS, [1, 1, slaver_propulsion, 1, 1])];
    sc.forced_dice = vec![die, 1];
    sc.commands = vec![
        PlayerCommand::MoveShips {
            from: HOME,
            to: (2, 0),
            count: 4,
        },
        PlayerCommand::EndTurn,
        PlayerCommand::InflictLosses(2),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
    run(&sc)
}

#[test]
fn slavers_retreat_before_combat_on_1_to_3_when_able() {
    let out = player_attacks_slavers(2, 3);
    assert_eq!(out.ships_at((2, 0), Seat::PLAYER), 4);
    assert_eq!(
        out.ships
            .iter()
            .filter(|s| s.owner == Seat::SLAVERS)
            .map(|s| s.pieces)
            .sum::<u32>(),
        2
    );
    let out = player_attacks_slavers(2, 4);
    assert_eq!(
        out.ships
            .iter()
            .filter(|s| s.owner == Seat::SLAVERS)
            .count(),
        0,
        "they fight and lose all"
    );
    // Not able (no higher Spirituality or Propulsion, no E fleet): no roll at all.
    let out = player_attacks_slavers(1, 1);
    assert!(
        !out.decisions
            .iter()
            .any(|d| d.kind == DecisionKind::RetreatBeforeCombat)
    );
}

#[test]
fn you_choose_the_losses_when_you_win() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    sc.alignment = Alignment::Sts;
    sc.war_with_slavers = true;
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 5),
        ships(Seat::SLAVERS, (2, 0), 3),
    ];
    sc.forced_dice = vec![1];
    sc.commands = vec![
        PlayerCommand::MoveShips {
            from: HOME,
            to: (2, 0),
            count: 5,
        },
        PlayerCommand::EndTurn,
        PlayerCommand::InflictLosses(1),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
    let out = run(&sc);
    // 5 against 3 is under 3:1: you lose half of 1, rounded up.
    assert_eq!(out.ships_at((2, 0), Seat::PLAYER), 4);
    let survivors: u32 = out
        .ships
        .iter()
        .filter(|s| s.owner == Seat::SLAVERS)
        .map(|s| s.pieces)
        .sum();
    assert_eq!(survivors, 2, "the survivors retreat");
    assert_eq!(out.ships_at((2, 0), Seat::SLAVERS), 0);
}

#[test]
fn farmers_winning_destroy_nothing() {
    let mut sc = move_turn(Seat::FARMERS);
    sc.ships = vec![
        ships(Seat::FARMERS, (1, 0), 3),
        ships(Seat::SLAVERS, (0, 1), 1),
    ];
    sc.stars = vec![];
    sc.replace_stars = true;
    // Row 3: every Farmer ship heads for the sector center (0, 0); then...
    sc.forced_dice = vec![3];
    sc.ships.push(ships(Seat::SLAVERS, HOME, 1));
    let out = run(&sc);
    assert_eq!(out.ships_at(HOME, Seat::FARMERS), 3);
    let slavers: u32 = out
        .ships
        .iter()
        .filter(|s| s.owner == Seat::SLAVERS)
        .map(|s| s.pieces)
        .sum();
    assert_eq!(slavers, 2, "the Farmers destroy no ships");
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 0, "the loser retreats");
}

#[test]
fn you_may_retreat_before_combat_when_ahead_in_propulsion() {
    let mut sc = slavers_attack_home();
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 2),
        ships(Seat::SLAVERS, (1, 0), 4),
    ];
    sc.technology = vec![(Seat::PLAYER, [1, 1, 2, 1, 1])];
    sc.commands = vec![PlayerCommand::Retreat(true)];
    let out = run(&sc);
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 4);
    let mine = where_ships(&out, Seat::PLAYER);
    assert_eq!(mine.len(), 1);
    assert_eq!(dist(mine[0], HOME), 1);
    assert_eq!(out.ships_at(mine[0], Seat::PLAYER), 2);
}

#[test]
fn an_illegal_answer_is_refused_and_changes_nothing() {
    use galactic_automa::rules::player::{CommandLog, apply_command};
    // No battle is waiting for you: answers to battle questions are refused.
    let mut sc = clean(GamePhase::Trading);
    sc.ships = vec![ships(Seat::PLAYER, HOME, 2)];
    let mut app = galactic_automa::sim::scenario::setup(&rules(), &sc).unwrap();
    app.update();
    let w = app.world_mut();
    let err = apply_command(w, PlayerCommand::InflictLosses(3)).unwrap_err();
    assert!(err.contains("no losses to choose"), "{err}");
    let err = apply_command(w, PlayerCommand::Retreat(true)).unwrap_err();
    assert!(err.contains("no retreat"), "{err}");
    let err = apply_command(
        w,
        PlayerCommand::MoveShips {
            from: HOME,
            to: (1, 0),
            count: 1,
        },
    )
    .unwrap_err();
    assert!(err.contains("move/combat turn"), "{err}");
    assert!(w.resource::<CommandLog>().0.is_empty());
    // A move out of range is refused during your turn.
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    sc.commands = vec![PlayerCommand::MoveShips {
        from: HOME,
        to: (4, 0),
        count: 1,
    }];
    sc.ships = vec![ships(Seat::PLAYER, HOME, 1)];
    let err = galactic_automa::sim::scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("out of reach"), "{err}");
}

#[test]
fn ranking_follows_the_table_and_a_goal_lowers_it_one_row() {
    let r = rules().ranking;
    for (dp, name) in [
        (-5, "lunar"),
        (69, "lunar"),
        (70, "planetary"),
        (84, "planetary"),
        (85, "stellar"),
        (99, "stellar"),
        (100, "galactic"),
        (114, "galactic"),
        (115, "cosmic"),
        (200, "cosmic"),
    ] {
        assert_eq!(r.rank(dp, false), name, "{dp} DP");
    }
    assert_eq!(r.rank(60, true), "sublunar");
    assert_eq!(r.rank(70, true), "lunar");
    assert_eq!(r.rank(115, true), "galactic");
}

#[test]
fn a_round_scores_one_dp_when_your_alignment_matches_the_era() {
    for (round, dp) in [(2, 1), (3, 0), (7, 1)] {
        let mut sc = clean(GamePhase::Trading);
        sc.round = round;
        sc.commands = vec![PlayerCommand::EndTrading];
        sc.stop = Stop::EndOfRound;
        assert_eq!(run(&sc).dp, dp, "round {round}");
    }
}

#[test]
fn game_end_scores_track_and_sector_majorities() {
    let mut sc = clean(GamePhase::Trading);
    sc.round = 8;
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 3),
        ships(Seat::SLAVERS, (-3, 0), 3),
        ships(Seat::PLAYER, CENTER, 1),
        ships(Seat::SLAVERS, (6, 3), 2),
    ];
    sc.commands = vec![PlayerCommand::EndTrading];
    sc.stop = Stop::EndOfGame;
    let out = run(&sc);
    // Track: 2 discs off -> 8. Home sector tied 3-3 scores 4; center 1-2 scores nothing.
    // Round 8 is an STO era round: +1.
    assert_eq!(out.dp, 8 + 4 + 1);
    assert_eq!(out.phase, GamePhase::GameOver);
}

#[test]
fn only_the_seat_asked_may_answer_and_accepted_commands_record_their_seat() {
    use galactic_automa::rules::player::{CommandLog, apply_command_as};
    use galactic_automa::rules::prompt::PromptSlot;
    let mut sc = clean(GamePhase::Trading);
    sc.ships = vec![ships(Seat::PLAYER, HOME, 2)];
    let mut app = galactic_automa::sim::scenario::setup(&rules(), &sc).unwrap();
    app.update();
    let w = app.world_mut();
    assert_eq!(w.resource::<PromptSlot>().asked(), Some(Seat::PLAYER));
    // The Slavers' seat cannot end your trading phase, nor can a seat that is not there.
    let before = w.resource::<PromptSlot>().clone();
    let err = apply_command_as(w, Seat::SLAVERS, PlayerCommand::EndTrading).unwrap_err();
    assert!(err.contains("waiting for You"), "{err}");
    let err = apply_command_as(w, Seat(9), PlayerCommand::EndTrading).unwrap_err();
    assert!(err.contains("no seat 9"), "{err}");
    assert_eq!(*w.resource::<PromptSlot>(), before);
    assert!(w.resource::<CommandLog>().0.is_empty());
    // Yours is accepted and recorded with your seat.
    apply_command_as(w, Seat::PLAYER, PlayerCommand::EndTrading).unwrap();
    let log = &w.resource::<CommandLog>().0;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].seat, Seat::PLAYER);
    assert_eq!(log[0].command, PlayerCommand::EndTrading);
}
