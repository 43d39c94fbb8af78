//! Galactic stories: each era's items of each story, scored from what happens in play
//! and at the end of rounds, read back as typed DP records.

use crate::common;
use common::*;
use galactic_automa::rules::data::{RulesData, StoryFile, parse_ron};
use galactic_automa::rules::log::{DpKind, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::sim::scenario::{Scenario, ScenarioOutput, Stop};

/// The story DP you received: (DP, source, detail) in order.
fn story_dp(out: &ScenarioOutput) -> Vec<(i32, String, String)> {
    out.entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Destiny(r) if r.kind == DpKind::Story && r.seat == Seat::PLAYER => {
                Some((r.dp, r.source.english(), r.detail.english()))
            }
            _ => None,
        })
        .collect()
}

fn total(out: &ScenarioOutput) -> i32 {
    story_dp(out).iter().map(|x| x.0).sum()
}

fn with_story(mut sc: Scenario, story: &str, round: u8) -> Scenario {
    sc.story = Some(story.into());
    sc.round = round;
    sc
}

/// The end of a round with nothing else happening (you end trading at once).
fn round_end(story: &str, round: u8) -> Scenario {
    let mut sc = with_story(clean(GamePhase::Trading), story, round);
    sc.commands = vec![PlayerCommand::EndTrading];
    sc.stop = Stop::EndOfRound;
    sc
}

/// Your growth turn in `round`: the Slavers roll 4 (research Robotics, spawn at the
/// center), the Farmers row 6.
fn growth(
    story: &str,
    round: u8,
    ovals: Vec<Oval>,
    squares: Vec<Square>,
    choices: GrowthChoices,
) -> Scenario {
    let mut sc = with_story(clean(GamePhase::Growth), story, round);
    sc.forced_dice = vec![4, 1];
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection { ovals, squares }),
        PlayerCommand::ResolveGrowth(choices),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
    sc
}

/// Your growth researching `field`, then the rest of the round to its scoring.
fn research_round(story: &str, field: Field) -> Scenario {
    let mut sc = growth(
        story,
        7,
        vec![Oval::Research, Oval::GrowPopulation],
        vec![Square::Tech(field)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    sc.stop = Stop::EndOfRound;
    sc
}

/// You move 5 ships onto 3 Slaver ships at `at` and destroy `losses` of them.
fn battle(story: &str, from: (i32, i32), at: (i32, i32), losses: u32) -> Scenario {
    let mut sc = with_story(clean(GamePhase::MoveCombat), story, 3);
    sc.active = Some(Seat::PLAYER);
    sc.alignment = Alignment::Sts;
    sc.war_with_slavers = true;
    sc.ships = vec![ships(Seat::PLAYER, from, 5), ships(Seat::SLAVERS, at, 3)];
    sc.forced_dice = vec![1];
    sc.commands = vec![
        PlayerCommand::MoveShips {
            from,
            to: at,
            count: 5,
        },
        PlayerCommand::EndTurn,
        PlayerCommand::InflictLosses(losses),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
    sc
}

#[test]
fn the_shipped_stories_are_the_four_of_the_base_game() {
    let rules = rules();
    assert_eq!(
        rules.stories.keys(),
        vec!["journeys", "migrations", "rivalry", "war"]
    );
    for s in &rules.stories.stories {
        assert_eq!(s.eras.len(), 3, "{}", s.key);
    }
}

#[test]
fn journeys_era_1_scores_each_faction_you_are_in_contact_with() {
    let mut sc = round_end("journeys", 1);
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::FARMERS, (2, 0), 2),
        ships(Seat::SLAVERS, CENTER, 2),
    ];
    let out = run(&sc);
    let dp = story_dp(&out);
    assert_eq!(dp.len(), 1, "{dp:?}");
    assert_eq!(dp[0].0, 1);
    assert_eq!(dp[0].1, "Journeys, era 1");
    assert!(dp[0].2.contains("Farmers"), "{dp:?}");
    // Apart, nobody is in contact.
    sc.ships[0].at = (-2, 0);
    assert_eq!(total(&run(&sc)), 0);
}

#[test]
fn journeys_era_2_scores_battles_won_outside_your_home_sector_only() {
    // A battle next to your home star: in your home sector, no Journeys DP.
    let home = run(&battle("journeys", HOME, (2, 0), 3));
    assert_eq!(total(&home), 0);
    // The same battle in the center sector: 2 DP.
    let away = run(&battle("journeys", (4, 3), (4, 4), 3));
    assert_eq!(
        story_dp(&away).iter().map(|x| x.0).collect::<Vec<_>>(),
        vec![2]
    );
}

#[test]
fn migrations_era_2_scores_every_battle_won() {
    let out = run(&battle("migrations", HOME, (2, 0), 3));
    assert_eq!(total(&out), 1);
}

#[test]
fn war_era_2_scores_each_enemy_ship_destroyed() {
    let out = run(&battle("war", HOME, (2, 0), 2));
    assert_eq!(total(&out), 2, "{:?}", story_dp(&out));
}

#[test]
fn rivalry_era_2_costs_two_for_a_retreat_before_combat() {
    let mut sc = with_story(move_turn(Seat::SLAVERS), "rivalry", 3);
    sc.forced_dice = vec![1];
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 2),
        ships(Seat::SLAVERS, (1, 0), 4),
    ];
    sc.technology = vec![(Seat::PLAYER, [1, 1, 2, 1, 1])];
    sc.commands = vec![PlayerCommand::Retreat(true)];
    let out = run(&sc);
    assert_eq!(total(&out), -2);
    // Fighting instead costs nothing.
    sc.commands = vec![PlayerCommand::Retreat(false)];
    assert_eq!(total(&run(&sc)), 0);
}

#[test]
fn rivalry_era_2_scores_war_and_each_enemy_star_you_block() {
    let mut sc = round_end("rivalry", 3);
    sc.war_with_slavers = true;
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 2));
    sc.stars
        .push(star((-3, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 1));
    sc.ships = vec![ships(Seat::PLAYER, (3, 0), 1)];
    let out = run(&sc);
    let mut dp: Vec<i32> = story_dp(&out).iter().map(|x| x.0).collect();
    dp.sort();
    assert_eq!(dp, vec![1, 1], "at war, and one blocked star");
    // Spirituality 5 makes the Slavers' stars unblockable.
    sc.technology = vec![(Seat::SLAVERS, [1, 5, 1, 1, 1])];
    assert_eq!(total(&run(&sc)), 1);
}

#[test]
fn taking_a_star_scores_by_story() {
    let take = |story: &str| {
        let mut sc = growth(
            story,
            3,
            vec![Oval::GainStar, Oval::Research],
            vec![Square::Tech(Field::Genetics)],
            GrowthChoices {
                gain: vec![(2, 0)],
                ..Default::default()
            },
        );
        sc.war_with_slavers = true;
        sc.stars
            .push(star((2, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 2));
        sc.ships = vec![ships(Seat::PLAYER, (2, 0), 3)];
        run(&sc)
    };
    // In your home sector: Journeys counts only stars taken outside it.
    assert_eq!(total(&take("journeys")), 0);
    // War: 1 per star taken; Migrations: 1 per population removed (2 discs).
    assert_eq!(total(&take("war")), 1);
    assert_eq!(total(&take("migrations")), 2);
}

#[test]
fn era_1_actions_score_for_migrations_war_and_rivalry() {
    // Migrations: 3 DP for a Grow Population that added a disc.
    let mut sc = growth(
        "migrations",
        1,
        vec![Oval::GrowPopulation, Oval::Research],
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    sc.stars
        .push(star((-3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    assert_eq!(total(&run(&sc)), 3);
    // Nothing can grow: no DP.
    sc.stars.pop();
    sc.stars[0].population = 2;
    sc.stars
        .push(star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    assert_eq!(total(&run(&sc)), 0);

    // War: 2 DP for a Build Ships action.
    let mut sc = growth(
        "war",
        1,
        vec![Oval::BuildShips, Oval::Research],
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    assert_eq!(total(&run(&sc)), 2);

    // Rivalry: 1 DP per star gained.
    let mut sc = growth(
        "rivalry",
        1,
        vec![Oval::GainStar, Oval::GainStar],
        vec![Square::TurnOrderDown],
        GrowthChoices {
            gain: vec![(2, 0), (-2, 1)],
            ..Default::default()
        },
    );
    sc.stars.push(star((2, 0), StarKind::Uninhabited, None, 0));
    sc.stars.push(star((-2, 1), StarKind::Advanced, None, 0));
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::PLAYER, (-2, 1), 1),
    ];
    assert_eq!(total(&run(&sc)), 2);
}

#[test]
fn journeys_era_3_rewards_the_top_researcher_with_seven_minus_the_level() {
    let out = run(&research_round("journeys", Field::Propulsion));
    let dp = story_dp(&out);
    assert_eq!(dp.len(), 1, "{dp:?}");
    assert_eq!(dp[0].0, 7 - 2, "Propulsion researched to 2");
    assert!(dp[0].2.contains("Propulsion"));
    // A field the story does not name scores nothing.
    assert_eq!(total(&run(&research_round("journeys", Field::Genetics))), 0);
}

#[test]
fn war_era_3_top_researcher_counts_automa_researchers() {
    // The Slavers research Robotics too (their row 4). Level 1 -> 2 like yours: a tie,
    // you are a top researcher.
    let sc = research_round("war", Field::Robotics);
    assert_eq!(total(&run(&sc)), 5);
    // From level 3 they reach 4: you are not the top researcher.
    let mut sc = research_round("war", Field::Robotics);
    sc.technology = vec![(Seat::SLAVERS, [1, 1, 1, 3, 1])];
    assert_eq!(total(&run(&sc)), 0);
}

#[test]
fn migrations_era_3_scores_fields_only_you_researched() {
    assert_eq!(
        total(&run(&research_round("migrations", Field::Military))),
        4
    );
    // The Slavers researched Robotics as well: spoiled.
    assert_eq!(
        total(&run(&research_round("migrations", Field::Robotics))),
        0
    );
}

#[test]
fn rivalry_era_3_scores_each_field_where_your_level_is_highest() {
    let mut sc = round_end("rivalry", 7);
    sc.technology = vec![
        (Seat::PLAYER, [2, 1, 1, 1, 3]),
        (Seat::SLAVERS, [2, 2, 2, 2, 1]),
        (Seat::FARMERS, [1, 1, 1, 1, 1]),
    ];
    let out = run(&sc);
    let dp = story_dp(&out);
    // Military (tied at 2, ties score) and Genetics.
    assert_eq!(dp.iter().map(|x| x.0).collect::<Vec<_>>(), vec![3, 3]);
    assert!(dp[1].2.contains("Genetics"));
}

#[test]
fn without_a_story_nothing_scores_and_the_story_scores_only_in_its_era() {
    let sc = battle("war", HOME, (2, 0), 2);
    let mut off = sc.clone();
    off.story = None;
    assert_eq!(total(&run(&off)), 0);
    // Era 1 of War rewards building, not destroying.
    let mut early = sc;
    early.round = 1;
    assert_eq!(total(&run(&early)), 0);
}

#[test]
fn a_new_game_draws_its_story_from_the_seed_or_takes_the_chosen_one() {
    use galactic_automa::rules::content::story::{ActiveStory, ContentPick};
    use galactic_automa::rules::setup::GameConfig;
    use galactic_automa::sim::game;
    let story_of = |seed: u64, story: ContentPick| {
        let config = GameConfig {
            seed,
            story,
            ..Default::default()
        };
        let app = game::start(rules(), config).unwrap();
        app.world()
            .resource::<ActiveStory>()
            .0
            .as_ref()
            .map(|s| s.key.clone())
    };
    let mut drawn: Vec<String> = (1..=40)
        .filter_map(|s| story_of(s, ContentPick::Random))
        .collect();
    assert_eq!(
        story_of(7, ContentPick::Random),
        story_of(7, ContentPick::Random)
    );
    drawn.sort();
    drawn.dedup();
    assert_eq!(drawn.len(), 4, "every story comes up over 40 seeds");
    assert_eq!(
        story_of(3, ContentPick::Named("rivalry".into())).as_deref(),
        Some("rivalry")
    );
    assert_eq!(story_of(3, ContentPick::Off), None);
    let err = game::start(
        rules(),
        GameConfig {
            story: ContentPick::Named("sagas".into()),
            ..Default::default()
        },
    )
    .err()
    .unwrap();
    assert!(
        err.contains("no galactic story \"sagas\"") && err.contains("journeys"),
        "{err}"
    );
}

#[test]
fn story_files_are_checked_with_the_field_named() {
    let bad = |text: &str| {
        parse_ron::<StoryFile>("content/stories.ron", text)
            .unwrap_err()
            .to_string()
    };
    let item = |on: &str, dp: &str| {
        format!(
            "(stories: [(key: \"x\", name: \"X\", eras: [(items: [(on: {on}, dp: {dp}, text: \"t\")]), (items: []), (items: [])])])"
        )
    };
    assert!(bad(&item("AtWar", "MinusLevel(7)")).contains("eras[0].items[0].dp"));
    assert!(bad(&item("TopResearcher([])", "MinusLevel(7)")).contains("needs at least one field"));
    assert!(bad(&item("Sometimes", "Each(1)")).contains("line 1"));
    assert!(bad("(stories: [])").contains("must not be empty"));
    // A story must have as many eras as base.ron's rounds make.
    let two_eras = "(stories: [(key: \"x\", name: \"X\", eras: [(items: []), (items: [])])])";
    let err = RulesData::from_texts("assets/rules", |name| {
        if name == "content/stories.ron" {
            Ok(two_eras.to_string())
        } else {
            Ok(galactic_automa::rules::data::EMBEDDED_FILES
                .iter()
                .find(|(n, _)| *n == name)
                .unwrap()
                .1
                .to_string())
        }
    })
    .unwrap_err();
    assert!(err.to_string().contains("has 2 eras"), "{err}");
}
