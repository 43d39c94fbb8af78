//! The Chroniclers through the app: their setup at every level, the pair and the icons
//! with ties read both ways, milestones and achievements, conquering your stars and
//! neutral ones with every tiebreak, exploring, fortified stars and traps, income turns
//! with their arithmetic, whole games that replay, and broken tables refused.

use crate::common::rules;
use bevy::prelude::*;
use galactic_automa::rules::automa::chroniclers::{
    self, Achievement, Chroniclers, ChroniclersTable, Icon, advance, conquer, income, state,
};
use galactic_automa::rules::deck::Decks;
use galactic_automa::rules::log::{DecisionKind, GameLog};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::FinalResult;
use galactic_automa::rules::player::{CommandLog, PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::snapshot::Snapshot;
use galactic_automa::sim::scenario as sc;
use hexx::Hex;
use state::{Bot, Claim, Claimant};
use std::sync::Arc;

const YOU: Seat = Seat(0);
const THEM: Seat = Seat(1);
/// The Shadow Empire: a seat acting in the Chroniclers' turns.
const SHADOW: Seat = Seat(2);

fn config(seed: u64, difficulty: u8) -> GameConfig {
    GameConfig {
        seed,
        difficulty,
        setup: Some("chroniclers".into()),
        ..Default::default()
    }
}

fn table(app: &App) -> Arc<ChroniclersTable> {
    chroniclers::chroniclers(app.world()).unwrap().1
}

fn scenario_text() -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/chroniclers-conquer-yours.ron"),
    )
    .unwrap()
}

/// The position of the shipped scenario, nothing played yet (not even their turn), with
/// `edit` made to its text.
fn position(edit: impl Fn(String) -> String) -> App {
    let text = edit(scenario_text());
    let scen = sc::parse_for(&rules(), "t.ron", None, &text).unwrap();
    sc::build(&rules(), &scen).unwrap()
}

fn card(t: &ChroniclersTable, id: u32) -> chroniclers::DecisionCard {
    t.card(id).unwrap().clone()
}

fn owner(app: &App, h: (i32, i32)) -> Option<Seat> {
    Snapshot::take(app.world())
        .star_at(Hex::new(h.0, h.1))
        .and_then(|s| s.owner)
}

fn last_decision(app: &App, what: &str) -> galactic_automa::rules::log::Decision {
    app.world()
        .resource::<GameLog>()
        .decisions()
        .filter(|d| d.what.contains(what))
        .last()
        .unwrap_or_else(|| panic!("no decision {what:?}"))
        .clone()
}

/// A new game at the Average level whose turn order starts with `first` (the first such
/// seed from 1).
fn game_with_first(first: Seat) -> App {
    (1..50u64)
        .map(|s| galactic_automa::sim::game::start(rules(), config(s, 1)).unwrap())
        .find(|app| app.world().resource::<TurnOrder>().0[0] == first)
        .expect("a seed where that seat is first")
}

fn set_levels(app: &mut App, seat: Seat, levels: [u8; 5]) {
    let w = app.world_mut();
    for (f, l) in Field::ALL.into_iter().zip(levels) {
        w.resource_mut::<Technology>().set(seat, f, l);
    }
}

#[test]
fn the_scenario_conquers_your_lowest_row_star_and_leaves_your_claim() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/chroniclers-conquer-yours.ron");
    let out = sc::run_file(&rules(), &path).unwrap();
    assert_eq!(out.star((5, 2)).unwrap().owner, Some(THEM));
    assert_eq!(out.star((3, 3)).unwrap().owner, Some(YOU));
    assert_eq!(
        out.star((2, 4)).unwrap().owner,
        Some(YOU),
        "two discs: safe"
    );
    // The same position with card 2 as the tiebreaker: its scan (y- x-) reads the
    // highest row first and takes Sabik (3, 3).
    let mut app = position(|t| t);
    let t = table(&app);
    let track = app.world().resource::<PopulationTracks>().0[YOU];
    conquer::conquer(app.world_mut(), &t, &card(&t, 2), false);
    assert_eq!(owner(&app, (3, 3)), Some(THEM));
    assert_eq!(owner(&app, (5, 2)), Some(YOU));
    let d = last_decision(&app, "conquers one of your stars");
    assert!(d.tie_break.as_ref().unwrap().contains("y- x-"), "{d:?}");
    let c = app.world().resource::<Chroniclers>();
    assert_eq!(c.claim_at(Hex::new(3, 3)), Some(Claim::Toppled(YOU)));
    // Your disc went back to your track.
    assert_eq!(
        app.world().resource::<PopulationTracks>().0[YOU],
        track + 1,
        "the disc is back on your track"
    );
}

#[test]
fn icons_pick_their_fields_and_ties_read_the_card_both_ways() {
    let mut app = position(|t| t);
    let t = table(&app);
    let c1 = card(&t, 1); // order Military > Propulsion > Robotics > Genetics > Spirituality
    // The Automa: Military 4, Propulsion 2, Robotics 4, the rest 1. E: fewest levels to
    // 6 are Military and Robotics; top-down Military comes first.
    set_levels(&mut app, THEM, [4, 1, 2, 4, 1]);
    let w = app.world();
    let (e, _) = advance::valid_fields(w, &t, Bot::Automa, Icon::End);
    assert_eq!(e, [Field::Military, Field::Robotics]);
    assert_eq!(
        advance::tiebreak(&c1, Bot::Automa, &e),
        Some(Field::Military)
    );
    // Read bottom-up the Shadow Empire takes Robotics of the same two.
    assert_eq!(
        advance::tiebreak(&c1, Bot::Shadow, &e),
        Some(Field::Robotics)
    );
    // L: Military 4 is one level from the milestone at 5, Propulsion 2 one from 3.
    let (l, why) = advance::valid_fields(w, &t, Bot::Automa, Icon::Milestone);
    assert_eq!(
        l,
        [Field::Military, Field::Propulsion, Field::Robotics],
        "{why}"
    );
    // A claimed milestone no longer draws: Propulsion 3 taken, it is 4 levels to 6 and 3
    // to the milestone at 5.
    app.world_mut()
        .resource_mut::<Chroniclers>()
        .milestones
        .push((Field::Propulsion, 3, Claimant::Seat(YOU)));
    let (l, _) = advance::valid_fields(app.world(), &t, Bot::Automa, Icon::Milestone);
    assert_eq!(l, [Field::Military, Field::Robotics]);
    // F: the favourite (Military); once finished, F acts as L.
    let (f, _) = advance::valid_fields(app.world(), &t, Bot::Automa, Icon::Favourite);
    assert_eq!(f, [Field::Military]);
    set_levels(&mut app, THEM, [6, 1, 2, 4, 1]);
    let (f, why) = advance::valid_fields(app.world(), &t, Bot::Automa, Icon::Favourite);
    assert!(why.contains("finished"), "{why}");
    assert_eq!(f, [Field::Robotics]);
    // A: every field below 6, and the advance is a decision naming the card's order.
    advance::advance(app.world_mut(), &t, Bot::Shadow, Icon::Any, &c1, "test");
    let d = last_decision(&app, "the Shadow Empire advances");
    assert_eq!(d.candidates.len(), 5);
    assert!(d.tie_break.as_ref().unwrap().contains("bottom-up"), "{d:?}");
    assert!(d.result.ends_with("Spirituality to 2"), "{}", d.result);
    assert!(d.row.is_none(), "the Shadow Empire gains no benefit");
    assert_eq!(
        app.world()
            .resource::<Technology>()
            .level(SHADOW, Field::Spirituality),
        2
    );
    assert_eq!(
        d.seat, SHADOW,
        "the Shadow Empire's decisions are its seat's"
    );
}

#[test]
fn milestones_go_to_the_automa_for_either_bot_and_score_for_you() {
    let mut app = position(|t| t);
    let t = table(&app);
    let c1 = card(&t, 1);
    // The Shadow Empire reaches Genetics 3 (its favourite): the milestone is the Automa's.
    set_levels(&mut app, SHADOW, [1, 1, 1, 1, 2]);
    advance::advance(
        app.world_mut(),
        &t,
        Bot::Shadow,
        Icon::Favourite,
        &c1,
        "test",
    );
    let c = app.world().resource::<Chroniclers>();
    assert!(
        c.milestones
            .contains(&(Field::Genetics, 3, Claimant::Bot(Bot::Shadow)))
    );
    assert_eq!(c.automa_milestones(), 1);
    // You reach Propulsion 3: yours, 3 DP at once; Genetics 3 is gone.
    set_levels(&mut app, YOU, [1, 1, 3, 1, 3]);
    let before = app.world().resource::<Scores>().of(YOU).dp;
    advance::claim_people(app.world_mut(), &t);
    assert_eq!(
        app.world().resource::<Scores>().of(YOU).dp - before,
        t.your_milestone_dp as i32
    );
    let c = app.world().resource::<Chroniclers>();
    assert!(
        c.milestones
            .contains(&(Field::Propulsion, 3, Claimant::Seat(YOU)))
    );
    assert!(
        !c.milestones
            .contains(&(Field::Genetics, 3, Claimant::Seat(YOU)))
    );
    // Pinnacle: the Shadow Empire takes a place and scores nothing; you take the second.
    {
        set_levels(&mut app, SHADOW, [5, 1, 1, 1, 1]);
        let w = app.world_mut();
        w.resource_mut::<Chroniclers>().shadow_favourite = Some(Field::Military);
    }
    advance::advance(
        app.world_mut(),
        &t,
        Bot::Shadow,
        Icon::Favourite,
        &c1,
        "test",
    );
    let them = app.world().resource::<Scores>().of(THEM).dp;
    assert_eq!(them, 0, "the Shadow Empire never scores");
    assert_eq!(
        app.world()
            .resource::<Chroniclers>()
            .places(Achievement::Pinnacle),
        [Claimant::Bot(Bot::Shadow)]
    );
    set_levels(&mut app, YOU, [6, 1, 3, 1, 3]);
    let before = app.world().resource::<Scores>().of(YOU).dp;
    advance::claim_people(app.world_mut(), &t);
    let row = t.achievement(Achievement::Pinnacle).unwrap();
    // Military 3 and 5 are still open: yours too.
    assert_eq!(
        app.world().resource::<Scores>().of(YOU).dp - before,
        row.dp[1] as i32 + 2 * t.your_milestone_dp as i32
    );
}

#[test]
fn a_neutral_conquest_takes_zenith_first_then_nears_your_small_stars() {
    // Zenith unowned: the closest to it wins, whatever the scan; the card without the
    // adjacent icon keeps out of hexes near your stars.
    let mut app = position(|t| {
        t.replace(
            "(at: (4, 5), kind: Advanced, owner: Some(Chroniclers), population: 1, name: Some(\"Zenith\")),",
            "(at: (4, 5), kind: Advanced, name: Some(\"Zenith\")),\n        (at: (7, 4), kind: Primitive, owner: Some(Chroniclers), population: 1, name: Some(\"Hamal\")),",
        )
        .replace("owner: Some(Player), population: 1, name: Some(\"Lesath\")", "owner: Some(Player), population: 2, name: Some(\"Lesath\")")
        .replace("owner: Some(Player), population: 1, name: Some(\"Sabik\")", "owner: Some(Player), population: 2, name: Some(\"Sabik\")")
    });
    let t = table(&app);
    // Card 2: no adjacent icon, a Shadow icon (but Zenith is never fortified).
    conquer::conquer(app.world_mut(), &t, &card(&t, 2), false);
    assert_eq!(owner(&app, (4, 5)), Some(THEM));
    let d = last_decision(&app, "conquers a neutral star");
    assert!(d.filters.iter().any(|f| f.contains("Zenith")), "{d:?}");
    assert!(
        d.filters
            .iter()
            .any(|f| f.contains("within 2 of your stars")),
        "{d:?}"
    );
    let c = app.world().resource::<Chroniclers>();
    assert!(!c.fortified(Hex::new(4, 5)), "Zenith is never fortified");
    assert_eq!(c.places(Achievement::Zenith), [Claimant::Bot(Bot::Automa)]);
    // Zenith owned: next a new star as near your stars as it may (card 9 has the
    // adjacent icon and the Shadow icon: fortified).
    conquer::conquer(app.world_mut(), &t, &card(&t, 9), false);
    let d = last_decision(&app, "conquers a neutral star");
    let h = d.hexes[0];
    assert_eq!(owner(&app, h), Some(THEM));
    assert!(d.result.contains("places a new star"), "{}", d.result);
    assert!(d.filters.iter().any(|f| f.contains("your stars")), "{d:?}");
    assert!(
        app.world()
            .resource::<Chroniclers>()
            .fortified(Hex::new(h.0, h.1))
    );
    // Every hex it could have taken was as far from your stars along a passable path.
    let dist = conquer::distances(
        app.world(),
        &t,
        &[
            Hex::new(5, 2),
            Hex::new(3, 3),
            Hex::new(2, 4),
            Hex::new(0, 0),
        ],
    );
    let board = app
        .world()
        .resource::<galactic_automa::rules::board::Board>()
        .clone();
    assert!(dist.to(&board, Hex::new(h.0, h.1)).unwrap() <= 3, "{h:?}");
}

#[test]
fn explore_goes_far_from_you_unless_military_is_its_favourite() {
    let mut app = position(|t| {
        t.replace(
            "favourite: Some(\"Military\")",
            "favourite: Some(\"Genetics\")",
        )
    });
    let t = table(&app);
    let before = Snapshot::take(app.world()).stars.len();
    conquer::explore(app.world_mut(), &t, &card(&t, 1), false);
    let d = last_decision(&app, "explores");
    assert_eq!(Snapshot::take(app.world()).stars.len(), before + 1);
    assert!(
        d.filters.iter().any(|f| f.contains("nearer your stars")),
        "{d:?}"
    );
    let far = d.hexes[0];
    assert_eq!(owner(&app, far), None, "a neutral star");
    // With Military its favourite, no distance filter: the scan alone.
    let mut app = position(|t| t);
    conquer::explore(app.world_mut(), &t, &card(&t, 1), false);
    let d = last_decision(&app, "explores");
    assert!(d.filters.is_empty(), "{d:?}");
    let near = d.hexes[0];
    let home = Hex::new(0, 0);
    assert!(
        home.unsigned_distance_to(Hex::new(far.0, far.1))
            >= home.unsigned_distance_to(Hex::new(near.0, near.1)),
        "{far:?} {near:?}"
    );
}

#[test]
fn a_fortified_star_needs_three_more_ships_and_a_trap_spoils_your_gain() {
    let mut app = position(|t| {
        t.replace(
            "civilizations: Some([\"Military\"]),",
            "civilizations: Some([\"Military\"]),\n            fortified: [(6, 7)],\n            held: [\"plain\", \"trap\"],",
        )
        .replace("(owner: Player, at: (0, 0), count: 2),", "(owner: Player, at: (0, 0), count: 2),\n        (owner: Player, at: (6, 7), count: 6),\n        (owner: Player, at: (4, 5), count: 3),")
    });
    let w = app.world_mut();
    let snap = Snapshot::take(w);
    let mira = snap.star_at(Hex::new(6, 7)).unwrap().clone();
    let zenith = snap.star_at(Hex::new(4, 5)).unwrap().clone();
    let fortified = galactic_automa::rules::gain::plan_gain(w, &snap, YOU, &mira, false).unwrap();
    let plain = galactic_automa::rules::gain::plan_gain(w, &snap, YOU, &zenith, false).unwrap();
    // Population + 1, and 3 more where the Shadow Empire claimed.
    assert_eq!(plain.ships_needed, 2);
    assert_eq!(fortified.ships_needed, 3 + 3);
    // Taking Zenith: the Automa discards its Chronicle cards at random until a trap.
    galactic_automa::rules::gain::apply_gain(w, YOU, &plain);
    let d = last_decision(&app, "Chronicle cards against your gain");
    let c = app.world().resource::<Chroniclers>();
    if d.result.contains("a trap") {
        assert_eq!(owner(&app, (4, 5)), Some(THEM), "the gain failed");
        assert!(c.held.len() <= 1);
    } else {
        panic!("two cards held, one a trap: the trap springs whatever the order: {d:?}");
    }
    // No card left to spring: the next gain is made.
    let held = app.world().resource::<Chroniclers>().held.len();
    let w = app.world_mut();
    if held == 1 {
        let snap = Snapshot::take(w);
        let zenith = snap.star_at(Hex::new(4, 5)).unwrap().clone();
        let plan = galactic_automa::rules::gain::plan_gain(w, &snap, YOU, &zenith, false).unwrap();
        galactic_automa::rules::gain::apply_gain(w, YOU, &plan);
    }
    let w = app.world_mut();
    let snap = Snapshot::take(w);
    let zenith = snap.star_at(Hex::new(4, 5)).unwrap().clone();
    if zenith.owner == Some(THEM) {
        let plan = galactic_automa::rules::gain::plan_gain(w, &snap, YOU, &zenith, false).unwrap();
        galactic_automa::rules::gain::apply_gain(w, YOU, &plan);
    }
    assert_eq!(owner(&app, (4, 5)), Some(YOU));
    let c = app.world().resource::<Chroniclers>();
    assert!(c.held.is_empty());
    assert_eq!(c.places(Achievement::Zenith), [Claimant::Seat(YOU)]);
}

#[test]
fn an_income_turn_scores_its_column_adds_progress_cards_covers_and_reshuffles() {
    let mut app = position(|t| {
        t.replace(
            "civilizations: Some([\"Military\"]),",
            "civilizations: Some([\"Spirituality\"]),\n            income_turns: Some(2),",
        )
    });
    let t = table(&app);
    // Levels: Military 3, Propulsion 2, Robotics 4 (4 + 0 + 3 + 1 = B 3, C 3 above 1).
    set_levels(&mut app, THEM, [3, 1, 2, 4, 1]);
    app.world_mut().resource_mut::<Chroniclers>().milestones = vec![
        (Field::Military, 3, Claimant::Bot(Bot::Automa)),
        (Field::Robotics, 3, Claimant::Bot(Bot::Shadow)),
    ];
    // Deal out the deck so that the income has a pair and an empty deck.
    let before_left = app
        .world()
        .resource::<Decks>()
        .get(state::DECISIONS)
        .unwrap()
        .left();
    assert_eq!(before_left, 6);
    app.world_mut().resource_mut::<Chroniclers>().pair = Some((13, 20));
    let dp0 = app.world().resource::<Scores>().of(THEM).dp;
    // Income turn 3 uses the second column of the normal mat.
    income::income(app.world_mut(), &t);
    // The Automa's advance shows its benefit board with the advanced field's row.
    let adv = last_decision(&app, "the Automa advances");
    let row = adv.row.as_ref().expect("the benefit board");
    assert_eq!(row.table, "Benefit board");
    assert_eq!(row.rows.len(), 5);
    assert!(
        row.rows[usize::from(row.row) - 1].starts_with(
            adv.options
                .iter()
                .find_map(|o| match o {
                    galactic_automa::rules::log::Candidate::Field(f)
                        if adv.result.contains(f.name()) =>
                        Some(f.name()),
                    _ => None,
                })
                .unwrap()
        )
    );
    let d = last_decision(&app, "income turn 3 score");
    let mat = &t.mats.normal;
    // The last pair again first (card 13: Automa E, Shadow L) raises a field: read the
    // levels after it.
    let w = app.world();
    let stars = Snapshot::take(w)
        .stars
        .iter()
        .filter(|s| s.owner == Some(THEM))
        .count() as u32;
    let ms = w.resource::<Chroniclers>().automa_milestones();
    let l = |f| u32::from(w.resource::<Technology>().level(THEM, f) - 1);
    let b = l(Field::Military) + l(Field::Propulsion);
    let c = l(Field::Spirituality) + l(Field::Robotics) + l(Field::Genetics);
    // Plus the DP every level scores at an income turn (the standard level adds none
    // of its own).
    assert_eq!(t.level(1).income_dp, 0);
    let want = ((stars + ms) * mat.a[1] + b * mat.b[1] + c * mat.c[1]) as i32 + t.income_dp;
    assert!(
        t.income_dp > 0,
        "the shipped table scores every level's income DP"
    );
    assert!(
        d.result.ends_with(&format!("= {want} DP")),
        "{} (want {want})",
        d.result
    );
    let civ = w
        .resource::<GameLog>()
        .decisions()
        .filter(|d| d.what.contains("Mystics"))
        .count();
    assert_eq!(civ, 1, "the Mystics' income: DP per milestone");
    let gained = w.resource::<Scores>().of(THEM).dp - dp0;
    assert_eq!(gained, want + ms as i32);
    let c = w.resource::<Chroniclers>();
    assert_eq!((c.income_turns, c.covered), (3, 2));
    assert_eq!(c.pair, None);
    // The two of the pair go back with two progress cards: 6 + 2 in the new deck... the
    // pair's cards were not in the draw pile, so 6 + 2 + 2.
    assert_eq!(
        w.resource::<Decks>().get(state::DECISIONS).unwrap().left(),
        10
    );
}

#[test]
fn the_favourite_changes_when_finished_or_overtaken() {
    let mut app = position(|t| {
        t.replace("civilizations: Some([\"Military\"]),", "civilizations: Some([\"Military\"]),\n            income_turns: Some(2),\n            pair: Some((13, 1)),")
    });
    let t = table(&app);
    // You are further along in Military than the Automa: it changes, by L and card 1.
    set_levels(&mut app, YOU, [4, 1, 1, 1, 1]);
    set_levels(&mut app, THEM, [3, 1, 2, 1, 1]);
    income::income(app.world_mut(), &t);
    let d = last_decision(&app, "the Automa's favourite field");
    assert!(
        d.result.contains("further along in Military"),
        "{}",
        d.result
    );
    let fav = app.world().resource::<Chroniclers>().favourite;
    assert_eq!(
        fav,
        Some(Field::Propulsion),
        "Propulsion 2 is one from its milestone: {}",
        d.result
    );
}

#[test]
fn every_level_sets_the_game_up_as_its_table_says() {
    for level in 0..6u8 {
        let mut app = galactic_automa::sim::game::start(rules(), config(5, level)).unwrap();
        let t = table(&app);
        let l = t.level(level).clone();
        let w = app.world();
        let c = w.resource::<Chroniclers>();
        assert_eq!(
            c.civilizations.len(),
            if l.extra_civilization { 2 } else { 1 },
            "level {level}"
        );
        assert_ne!(c.favourite, c.shadow_favourite);
        assert_eq!(c.favourite, Some(c.civilizations[0]));
        assert_eq!(c.income_turns, 1);
        // The capital: two discs in the center sector.
        let snap = Snapshot::take(w);
        let theirs: Vec<_> = snap
            .stars
            .iter()
            .filter(|s| s.owner == Some(THEM))
            .collect();
        assert!(!theirs.is_empty());
        // The first income's advances.
        let raised: u32 = Field::ALL
            .iter()
            .map(|&f| u32::from(w.resource::<Technology>().level(THEM, f) - 1))
            .sum();
        assert!(raised >= l.first_income.len() as u32, "level {level}");
        // The easiest level asks you for a field first.
        if l.you_start_level {
            let Some(Prompt::KindChoice { options, .. }) = ({
                for _ in 0..50 {
                    if app.world().resource::<PromptSlot>().0.is_some() {
                        break;
                    }
                    app.update();
                }
                app.world().resource::<PromptSlot>().0.clone()
            }) else {
                panic!("level {level} asks for your field");
            };
            assert_eq!(options.len(), 5);
            apply_command(app.world_mut(), PlayerCommand::Choose("Robotics".into())).unwrap();
            assert_eq!(
                app.world()
                    .resource::<Technology>()
                    .level(YOU, Field::Robotics),
                2
            );
        }
    }
    // Beyond the table's six levels: refused by name.
    let e = galactic_automa::sim::game::start(rules(), config(5, 6)).unwrap_err();
    assert!(e.contains("0-5"), "{e}");
}

#[test]
fn whole_games_against_the_chroniclers_end_with_a_winner_and_replay() {
    for seed in 1..=3 {
        let mut app = galactic_automa::sim::game::start(rules(), config(seed, 1)).unwrap();
        galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
        let w = app.world();
        let result = w.resource::<FinalResult>().clone();
        assert_eq!(result.standings.len(), 2, "{result:?}");
        let c = w.resource::<Chroniclers>();
        assert_eq!(
            c.income_turns, 5,
            "seed {seed}: five income turns, the last at the end"
        );
        assert_eq!(
            c.turns, 16,
            "seed {seed}: a bot turn in each phase of 8 rounds"
        );
        let log = w.resource::<GameLog>();
        let kinds = |k| {
            log.decisions()
                .filter(|d| d.kind == DecisionKind::Kind(k))
                .count()
        };
        assert!(kinds(chroniclers::TURN) >= 10, "seed {seed}");
        assert!(kinds(chroniclers::INCOME) >= 4, "seed {seed}");
        let commands = w.resource::<CommandLog>().0.clone();
        let again =
            galactic_automa::sim::game::replay(&rules(), config(seed, 1), &commands).unwrap();
        assert_eq!(
            again.world().resource::<GameLog>().entries.len(),
            log.entries.len()
        );
        assert_eq!(
            again.world().resource::<FinalResult>().standings,
            result.standings
        );
    }
}

#[test]
fn their_decisions_name_rules_reference_topics_that_exist() {
    let reference = galactic_automa::rules::reference::Reference::build(&rules());
    for topic in [
        chroniclers::TURN,
        chroniclers::ADVANCE,
        chroniclers::CONQUER,
        chroniclers::INCOME,
        chroniclers::SCORING,
    ] {
        assert!(reference.get(topic.0).is_some(), "{}", topic.0);
    }
    // Their tables, which an advance's decision links to.
    for topic in ["automa-chroniclers-cards", "automa-chroniclers-benefits"] {
        assert!(reference.get(topic).is_some(), "{topic}");
    }
}

#[test]
fn a_scenario_with_a_bad_field_or_card_is_refused_by_name() {
    for (from, to, want) in [
        (
            "favourite: Some(\"Military\")",
            "favourite: Some(\"Magic\")",
            "\"Magic\" is no field",
        ),
        (
            "civilizations: Some([\"Military\"]),",
            "civilizations: Some([\"Military\"]),\n            pair: Some((1, 99)),",
            "no card 99",
        ),
        (
            "civilizations: Some([\"Military\"]),",
            "civilizations: Some([\"Military\"]),\n            held: [\"joker\"],",
            "\"joker\"",
        ),
    ] {
        let text = scenario_text().replace(from, to);
        let scen = sc::parse_for(&rules(), "t.ron", None, &text).unwrap();
        let e = sc::run(&rules(), &scen).unwrap_err();
        assert!(e.contains(want), "{e}");
    }
}

#[test]
fn the_shadow_empire_acts_in_their_turns_and_never_scores() {
    let mut app = galactic_automa::sim::game::start(rules(), config(2, 1)).unwrap();
    // One place in turn order for both bots.
    let order = app.world().resource::<TurnOrder>().0.clone();
    assert_eq!(order.len(), 2);
    assert!(!order.contains(&SHADOW));
    galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
    let w = app.world();
    let result = w.resource::<FinalResult>();
    assert!(result.standings.iter().all(|&(s, _)| s != SHADOW));
    assert_eq!(w.resource::<Scores>().of(SHADOW).dp, 0);
    // It raced: its levels rose in the Chroniclers' turns, its decisions its own.
    let levels: u32 = Field::ALL
        .iter()
        .map(|&f| u32::from(w.resource::<Technology>().level(SHADOW, f)))
        .sum();
    assert!(levels >= 5 + 10, "{levels}");
    assert!(
        w.resource::<GameLog>()
            .decisions()
            .any(|d| d.seat == SHADOW && d.kind == DecisionKind::Kind(chroniclers::ADVANCE))
    );
}

#[test]
fn a_seat_may_act_only_in_the_turns_of_an_automa_of_its_kind() {
    use galactic_automa::rules::data::{SetupFile, parse_ron};
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/rules/setups/chroniclers.ron"),
    )
    .unwrap();
    parse_ron::<SetupFile>("chroniclers.ron", &text).unwrap();
    for (from, to, want) in [
        (
            "turn_with: \"Chroniclers\"",
            "turn_with: \"Nobody\"",
            "turn_with",
        ),
        (
            "turn_with: \"Chroniclers\"",
            "turn_with: \"Player\"",
            "another automa seat",
        ),
        (
            "turn_with: \"Chroniclers\"",
            "turn_with: \"Shadow\"",
            "another automa seat",
        ),
        (
            "turn_with: \"Chroniclers\"",
            "turn_with: \"Chroniclers\"),\n        (key: \"Third\", name: \"Third\", colour: (1, 2, 3), alignment: Sts, controller: Automa(kind: \"chroniclers\", table: \"chroniclers\"), turn_with: \"Shadow\"",
            "takes turns of its own",
        ),
    ] {
        let broken = text.replacen(from, to, 1);
        let e = parse_ron::<SetupFile>("chroniclers.ron", &broken).unwrap_err();
        assert!(e.message.contains(want), "{to} -> {}", e.message);
        assert!(e.message.starts_with("line "), "{}", e.message);
    }
}

#[test]
fn undo_never_crosses_their_card_draw() {
    // A game where you move first: your move turn's end, then their turn draws a pair.
    let mut app = game_with_first(YOU);
    for _ in 0..200 {
        if app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn) {
            break;
        }
        app.update();
    }
    let drawn = app.world().resource::<Decks>().draws();
    apply_command(app.world_mut(), PlayerCommand::EndTurn).unwrap();
    assert_eq!(
        galactic_automa::rules::undo::why_not(app.world_mut()),
        None,
        "nothing happened yet: your end of turn may be taken back"
    );
    for _ in 0..200 {
        if app.world().resource::<Decks>().draws() > drawn {
            break;
        }
        app.update();
    }
    assert!(
        app.world().resource::<Decks>().draws() > drawn,
        "their pair was drawn"
    );
    assert!(galactic_automa::rules::undo::why_not(app.world_mut()).is_some());
}

#[test]
fn a_tie_goes_to_more_stars_then_to_you() {
    // At the start both sides hold one star and no DP; with the Chroniclers first in turn
    // order, the tie is still yours.
    let mut app = game_with_first(THEM);
    let w = app.world_mut();
    let stars = |w: &World, s: Seat| {
        Snapshot::take(w)
            .stars
            .iter()
            .filter(|x| x.owner == Some(s))
            .count()
    };
    assert_eq!(stars(w, YOU), stars(w, THEM));
    assert_eq!(
        w.resource::<Scores>().of(THEM).dp,
        w.resource::<Scores>().of(YOU).dp
    );
    let order = galactic_automa::rules::phases::standings(w);
    assert_eq!(order[0].0, YOU, "{order:?}");
    // More DP wins outright.
    w.resource_mut::<Scores>().add(THEM, "test", 1);
    let order = galactic_automa::rules::phases::standings(w);
    assert_eq!(order[0].0, THEM, "{order:?}");
}

#[test]
fn a_table_simulated_on_several_threads_reports_what_one_thread_does() {
    use galactic_automa::sim::table_report::simulate_table;
    let template = GameConfig {
        seed: 11,
        ..Default::default()
    };
    let text = |threads| {
        let mut json = serde_json::to_value(
            simulate_table(&rules(), 7, &template, "chroniclers", threads).unwrap(),
        )
        .unwrap();
        json.as_object_mut().unwrap().remove("timing");
        json
    };
    let one = text(1);
    assert_eq!(one, text(3));
    assert_eq!(one, text(7));
}
