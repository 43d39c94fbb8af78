//! Galactic goals: game-end goals, Cooperation and Discovery with their solo rules,
//! Leadership's tile, the ranking one row lower, and the goals file's checks.

use crate::common;
use common::*;
use galactic_automa::rules::content::story::ContentPick;
use galactic_automa::rules::data::{GoalFile, parse_ron};
use galactic_automa::rules::log::{DecisionKind, DpKind, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::scenario::{Scenario, ScenarioOutput, Stop};
use galactic_automa::sim::{game, runner};

/// The goal DP you received: (DP, detail).
fn goal_dp(out: &ScenarioOutput) -> Vec<(i32, String)> {
    out.entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Destiny(r) if r.kind == DpKind::Goal && r.seat == Seat::PLAYER => {
                Some((r.dp, r.detail.english()))
            }
            _ => None,
        })
        .collect()
}

fn total(out: &ScenarioOutput) -> i32 {
    goal_dp(out).iter().map(|x| x.0).sum()
}

/// The last round's trading, then game end, with `goal` in play.
fn game_end(goal: &str) -> Scenario {
    let mut sc = clean(GamePhase::Trading);
    sc.round = 8;
    sc.goal = Some(goal.into());
    sc.commands = vec![PlayerCommand::EndTrading];
    sc.stop = Stop::EndOfGame;
    sc
}

#[test]
fn control_scores_stars_on_sector_centres() {
    let mut sc = game_end("control");
    sc.stars
        .push(star(CENTER, StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    // Your home star sits on your home sector's central hex, the other on the center's.
    assert_eq!(total(&run(&sc)), 20);
}

#[test]
fn power_needs_more_ships_than_everyone_else_together() {
    let mut sc = game_end("power");
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 3),
        ships(Seat::SLAVERS, (-3, 0), 1),
        ships(Seat::FARMERS, (-2, 0), 1),
        ships(Seat::PLAYER, CENTER, 2),
        ships(Seat::SLAVERS, (6, 3), 2),
    ];
    // Home sector 3 against 2: yes. Center 2 against 2: a tie scores nothing.
    assert_eq!(total(&run(&sc)), 8);
}

#[test]
fn presence_scores_sectors_with_two_of_your_stars() {
    let mut sc = game_end("presence");
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.stars
        .push(star(CENTER, StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    assert_eq!(total(&run(&sc)), 10);
}

#[test]
fn the_game_end_goal_scores_before_the_sector_majorities() {
    let mut sc = game_end("presence");
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.ships = vec![ships(Seat::PLAYER, HOME, 1)];
    let out = run(&sc);
    let kinds: Vec<DpKind> = out
        .entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Destiny(r) => Some(r.kind),
            _ => None,
        })
        .collect();
    let goal = kinds.iter().position(|k| *k == DpKind::Goal).unwrap();
    let track = kinds
        .iter()
        .position(|k| *k == DpKind::PopulationTrack)
        .unwrap();
    let sectors = kinds
        .iter()
        .position(|k| *k == DpKind::SectorMajority)
        .unwrap();
    assert!(track < goal && goal < sectors, "{kinds:?}");
}

#[test]
fn cooperation_costs_three_per_first_war_and_pays_two_per_trade() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.goal = Some("cooperation".into());
    sc.active = Some(Seat::PLAYER);
    sc.alignment = Alignment::Sts;
    sc.commands = vec![
        PlayerCommand::DeclareWar(Seat::SLAVERS),
        PlayerCommand::DeclareWar(Seat::FARMERS),
        PlayerCommand::EndTurn,
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
    let out = run(&sc);
    assert_eq!(
        goal_dp(&out).iter().map(|x| x.0).collect::<Vec<_>>(),
        vec![-3, -3]
    );

    // A trade with the Farmers (always willing with STO): +2.
    let mut sc = clean(GamePhase::Trading);
    sc.goal = Some("cooperation".into());
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::FARMERS, (2, 0), 1),
    ];
    sc.technology = vec![(Seat::FARMERS, [2, 1, 1, 1, 1])];
    sc.commands = vec![
        PlayerCommand::Trade {
            with: Seat::FARMERS,
            take: Field::Military,
            give: None,
        },
        PlayerCommand::EndTrading,
    ];
    sc.stop = Stop::EndOfPhase(GamePhase::Trading);
    let out = run(&sc);
    assert_eq!(tech(&out, Seat::PLAYER, Field::Military), 2);
    assert_eq!(total(&out), 2);
}

#[test]
fn cooperation_widens_the_slavers_trade_range_by_two() {
    let trade = |goal: Option<&str>| {
        let mut sc = clean(GamePhase::Trading);
        sc.goal = goal.map(String::from);
        sc.ships = vec![
            ships(Seat::PLAYER, (2, 0), 1),
            ships(Seat::SLAVERS, (2, 0), 1),
        ];
        sc.technology = vec![(Seat::SLAVERS, [2, 1, 1, 1, 1])];
        sc.forced_dice = vec![4];
        sc.commands = vec![
            PlayerCommand::Trade {
                with: Seat::SLAVERS,
                take: Field::Military,
                give: None,
            },
            PlayerCommand::EndTrading,
        ];
        sc.stop = Stop::EndOfPhase(GamePhase::Trading);
        tech(&run(&sc), Seat::PLAYER, Field::Military)
    };
    // STO: the Slavers trade on 1-2, with Cooperation on 1-4. A 4 was rolled.
    assert_eq!(trade(None), 1);
    assert_eq!(trade(Some("cooperation")), 2);
}

#[test]
fn with_cooperation_the_slavers_declare_war_only_on_a_roll_of_1_to_3() {
    let slavers_move = |war_roll: u8| {
        let mut sc = move_turn(Seat::SLAVERS);
        sc.goal = Some("cooperation".into());
        // Row 1: declare war and head for your nearest star; then the extra roll.
        sc.forced_dice = vec![1, war_roll];
        sc.ships = vec![ships(Seat::SLAVERS, CENTER, 1)];
        run(&sc)
    };
    let out = slavers_move(4);
    assert!(!out.war_with_slavers);
    let roll = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::WarRoll)
        .expect("the extra roll is recorded");
    assert_eq!(roll.rolls, vec![4]);
    assert!(slavers_move(3).war_with_slavers);
}

#[test]
fn discovery_scores_star_kinds_where_you_have_more_counters_than_the_slavers() {
    let mut sc = clean(GamePhase::Growth);
    sc.round = 8;
    sc.goal = Some("discovery".into());
    sc.forced_dice = vec![4, 1];
    sc.stars.push(star((2, 0), StarKind::Uninhabited, None, 0));
    sc.stars.push(star((-2, 1), StarKind::Advanced, None, 0));
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::PLAYER, (-2, 1), 1),
    ];
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::GainStar, Oval::GainStar],
            squares: vec![Square::TurnOrderDown],
        }),
        PlayerCommand::ResolveGrowth(GrowthChoices {
            gain: vec![(2, 0), (-2, 1)],
            ..Default::default()
        }),
    ];
    sc.stop = Stop::EndOfGame;
    let out = run(&sc);
    let dp = goal_dp(&out);
    assert_eq!(dp.iter().map(|x| x.0).sum::<i32>(), 20, "{dp:?}");
    assert!(dp[0].1.contains("uninhabited, advanced"), "{dp:?}");
}

#[test]
fn leadership_puts_a_ship_on_the_tile_per_era_and_scores_twenty_for_most() {
    // The end of era 2 (round 6) with 30 DP: Journeys asks 13, so your ship goes on the
    // tile; round 8 (era 3, mark 28) with DP kept: a second one. Two of three: 20 DP.
    let mut sc = clean(GamePhase::Trading);
    sc.round = 6;
    sc.story = Some("journeys".into());
    sc.goal = Some("leadership".into());
    sc.dp = 30;
    sc.stop = Stop::EndOfGame;
    let out = run(&sc);
    let placed: Vec<&String> = out
        .log
        .iter()
        .filter(|l| l.contains("Leadership, end of era"))
        .collect();
    assert_eq!(placed.len(), 2, "{placed:?}");
    assert!(
        placed
            .iter()
            .all(|l| l.contains("your ship") || l.contains("your ships"))
    );
    assert_eq!(total(&out), 20);
    // Short of the mark: the Slavers' ships go there, and you score nothing.
    sc.dp = 0;
    let out = run(&sc);
    assert!(out.log.iter().any(|l| l.contains("a ship of the Slavers")));
    assert_eq!(total(&out), 0);
}

#[test]
fn a_goal_lowers_the_ranking_one_row_and_leadership_needs_a_story() {
    let rules = rules();
    let config = GameConfig {
        seed: 4,
        goal: ContentPick::Named("control".into()),
        ..Default::default()
    };
    let s = runner::play_game(&rules, config, None).unwrap();
    assert_eq!(s.rank, rules.ranking.rank(s.dp, true), "{} DP", s.dp);
    let err = game::start(
        rules.clone(),
        GameConfig {
            story: ContentPick::Off,
            goal: ContentPick::Named("leadership".into()),
            ..Default::default()
        },
    )
    .err()
    .unwrap();
    assert!(err.contains("needs a galactic story"), "{err}");
    // Drawn at random without a story, Leadership is left out of the deck.
    for seed in 1..30 {
        let app = game::start(
            rules.clone(),
            GameConfig {
                seed,
                story: ContentPick::Off,
                goal: ContentPick::Random,
                ..Default::default()
            },
        )
        .unwrap();
        let goal = app
            .world()
            .resource::<galactic_automa::rules::content::goal::ActiveGoal>()
            .0
            .clone()
            .unwrap();
        assert_ne!(goal.key, "leadership");
    }
}

#[test]
fn goal_files_are_checked_with_the_field_named() {
    let bad = |text: &str| {
        parse_ron::<GoalFile>("content/goals.ron", text)
            .unwrap_err()
            .to_string()
    };
    assert!(bad("(goals: [])").contains("must not be empty"));
    assert!(
        bad("(goals: [(key: \"x\", name: \"X\", text: \"t\", scoring: SectorsWithStars(stars: 0, dp: 1))])")
            .contains("scoring.stars")
    );
    assert!(
        bad("(goals: [(key: \"x\", name: \"X\", text: \"t\", scoring: Cooperation(first_war_dp: 1, trade_dp: 1, automa_war_roll: Some(9), automa_trade_range: 0))])")
            .contains("die face")
    );
    assert!(
        bad("(goals: [(key: \"X!\", name: \"X\", text: \"t\", scoring: Cooperation)])")
            .contains("line 1")
    );
}
