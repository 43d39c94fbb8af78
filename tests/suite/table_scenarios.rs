//! Scenarios at any table: a position at the 2-player table by its seat keys, every
//! seat's fields, wars between any pair, goal progress, and the output per seat.

use crate::common::rules;
use galactic_automa::rules::model::*;
use galactic_automa::sim::scenario::{self, Scenario};

const P1: Seat = Seat(0);
const P2: Seat = Seat(1);
const ELDERS: Seat = Seat(2);

fn at_two_players(text: &str) -> Result<Scenario, String> {
    scenario::parse_for(&rules(), "test.ron", None, text)
}

#[test]
fn the_example_at_the_two_player_table_takes_a_star_and_reports_each_seat() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/two-players-sts-takes-a-star.ron");
    let out = scenario::run_file(&rules(), &path).unwrap();
    assert_eq!(out.star((12, -1)).unwrap().owner, Some(P1));
    assert_eq!(out.wars, [(P1, P2, false)]);
    let seat = |s: Seat| out.seats.iter().find(|o| o.seat == s).unwrap();
    assert_eq!((seat(P1).dp, seat(P1).alignment), (5, Alignment::Sts));
    assert_eq!((seat(P2).dp, seat(P2).standing), (7, 1));
    assert_eq!(seat(ELDERS).key, "Elders");
    assert_eq!(out.board.links.len(), 3, "the linked wormholes");
    // The JSON names seats by the table's keys.
    let json = out.to_json().unwrap();
    assert!(json.contains("\"seat\":\"Player2\""), "{json}");
    assert!(!json.contains("Farmers"), "no solo keys");
}

#[test]
fn a_position_sets_any_seats_fields_and_wars_between_any_pair() {
    let sc = at_two_players(
        r#"(
            seed: 5,
            setup: Some("two-players"),
            round: 2,
            phase: Trading,
            turn_order: [Player2, Elders, Player1],
            seats: [
                (seat: Player2, alignment: Some(Sts), dp: Some(-3), track: Some(30), people: Some("dracos")),
            ],
            wars: [(Player2, Elders)],
            goal: Some("discovery"),
            goal_progress: (discovery: [(Player1, (1, 2, 0))]),
            stop: EndOfPhase(Trading),
        )"#,
    )
    .unwrap();
    let mut app = scenario::setup(&rules(), &sc).unwrap();
    let w = app.world_mut();
    assert_eq!(w.resource::<TurnOrder>().0, [P2, ELDERS, P1]);
    assert_eq!(w.resource::<Alignments>().of(P2), Alignment::Sts);
    assert_eq!(w.resource::<Scores>().of(P2).dp, -3);
    assert_eq!(w.resource::<PopulationTracks>().0[P2], 30);
    assert_eq!(w.resource::<PopulationTracks>().0[P1], 39);
    assert!(w.resource::<Diplomacy>().at_war(P2, ELDERS));
    assert!(!w.resource::<Diplomacy>().at_war(P1, P2));
    let state = w.resource::<galactic_automa::rules::content::goal::GoalState>();
    assert_eq!(state.counters, [(P1, [1, 2, 0])]);
    let peoples = w.resource::<galactic_automa::rules::content::people::Peoples>();
    assert_eq!(peoples.0.len(), 1);
    assert_eq!(peoples.0[0].0, P2);
}

#[test]
fn what_a_table_lacks_or_repeats_is_refused_by_name() {
    let rules = rules();
    let run = |text: &str| -> String {
        match at_two_players(text) {
            Err(e) => e,
            Ok(sc) => scenario::setup(&rules, &sc).err().unwrap_or_default(),
        }
    };
    let base = |extra: &str| {
        format!("(seed: 5, setup: Some(\"two-players\"), round: 3, {extra} stop: EndOfRound)")
    };
    for (extra, says) in [
        ("war_with_slavers: true,", "no Slavers seat"),
        (
            "turn_order: [Player1, Player2],",
            "each of the table's seats that take turns once",
        ),
        (
            "turn_order: [Player, Farmers, Slavers],",
            "not a seat at this table",
        ),
        ("seats: [(seat: Player2), (seat: Player2)],", "listed twice"),
        ("wars: [(Player1, Player1)],", "not at war with itself"),
        ("offboard: 2,", "has none"),
        ("goal_progress: (leadership: [Player1]),", "needs a `goal`"),
        (
            "stars: [(at: (2, 0), kind: Uninhabited, relic: Some(\"pyramids\")), (at: (-2, 1), kind: Uninhabited, relic: Some(\"pyramids\"))],",
            "on another star",
        ),
        (
            "cards: [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", \"i\", \"j\", \"k\", \"l\", \"m\"],",
            "at most 12",
        ),
    ] {
        let e = run(&base(extra));
        assert!(e.contains(says), "{extra}: {e}");
    }
    // A table that does not exist names those that do.
    let e = at_two_players("(seed: 1, setup: Some(\"nowhere\"), stop: EndOfRound)").unwrap_err();
    assert!(e.contains("two-players"), "{e}");
}

#[test]
fn discovery_at_the_two_player_table_plays_the_base_rule_ties_scoring() {
    let sc = at_two_players(
        r#"(
            seed: 5,
            setup: Some("two-players"),
            round: 8,
            phase: Trading,
            goal: Some("discovery"),
            goal_progress: (discovery: [(Player1, (2, 0, 0)), (Player2, (2, 1, 0))]),
            stop: EndOfGame,
        )"#,
    )
    .unwrap();
    let out = scenario::run(&rules(), &sc).unwrap();
    let goal_dp = |s: Seat| -> i32 {
        out.destiny
            .iter()
            .filter(|r| r.seat == s && r.kind == galactic_automa::rules::log::DpKind::Goal)
            .map(|r| r.dp)
            .sum()
    };
    // Uninhabited: a tie, both score; primitive: Player 2 alone.
    assert_eq!(goal_dp(P1), 10, "{:?}", out.destiny);
    assert_eq!(goal_dp(P2), 20, "{:?}", out.destiny);
}

#[test]
fn an_sto_person_declares_war_to_block_the_other_persons_conquest() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/two-players-sto-blocks-a-conquest.ron");
    let out = scenario::run_file(&rules(), &path).unwrap();
    assert_eq!(
        out.star((2, -1)).unwrap().owner,
        None,
        "the gain is blocked"
    );
    assert_eq!(out.wars, [(P1, P2, false)], "Player 2 declared the war");
    assert!(
        out.log
            .iter()
            .any(|l| l.contains("Player 2 declares war on Player 1 to block")),
        "{:?}",
        out.log
    );
    // Without the guard's answer (no star defended) the same gain succeeds.
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("GuardStars([(2, -1)])", "GuardStars([])");
    let sc = scenario::parse_for(&rules(), "t.ron", None, &text).unwrap();
    let out = scenario::run(&rules(), &sc).unwrap();
    assert_eq!(out.star((2, -1)).unwrap().owner, Some(P1));
    assert!(out.wars.is_empty());
}

#[test]
fn military_six_plus_cancels_the_other_persons_growth_action() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/two-players-military-six-cancels.ron");
    let out = scenario::run_file(&rules(), &path).unwrap();
    assert_eq!(out.star((8, 1)).unwrap().owner, None, "no Gain Star left");
    assert!(
        out.log
            .iter()
            .any(|l| l.contains("cancel the Gain star of Player 2")),
        "{:?}",
        out.log
    );
    // Without the cancellation, Player 2 (the built-in policy) takes Vega.
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace(", cancel: Some((Player2, 0))", "");
    let sc = scenario::parse_for(&rules(), "t.ron", None, &text).unwrap();
    let out = scenario::run(&rules(), &sc).unwrap();
    assert_eq!(out.star((8, 1)).unwrap().owner, Some(P2));
    // A person not at war with you cannot be cancelled.
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("wars: [(Player1, Player2)],", "");
    let sc = scenario::parse_for(&rules(), "t.ron", None, &text).unwrap();
    let e = scenario::run(&rules(), &sc).unwrap_err();
    assert!(e.contains("not at war"), "{e}");
}

/// A growth selection at the 2-player table: Player 1's colony Vega (5 population) with
/// Player 2's ships there, Player 1 STO and Player 2 STS.
fn big_colony_position() -> bevy::prelude::App {
    let sc = at_two_players(
        r#"(
            seed: 5,
            setup: Some("two-players"),
            round: 3,
            phase: Growth,
            turn_order: [Player1, Player2, Elders],
            stars: [(at: (8, 1), kind: Uninhabited, owner: Some(Player1), population: 5, name: Some("Vega"))],
            ships: [(owner: Player2, at: (8, 1), count: 1)],
            seats: [(seat: Player2, alignment: Some(Sts))],
            stop: EndOfRound,
        )"#,
    )
    .unwrap();
    let mut app = scenario::setup(&rules(), &sc).unwrap();
    until_asked(&mut app);
    app
}

fn until_asked(app: &mut bevy::prelude::App) -> Seat {
    use galactic_automa::rules::prompt::PromptSlot;
    for _ in 0..50 {
        if let Some(s) = app.world().resource::<PromptSlot>().asked() {
            return s;
        }
        app.update();
    }
    panic!("nobody was asked");
}

#[test]
fn war_in_the_growth_selection_stops_the_other_persons_additional_action() {
    use galactic_automa::rules::player::*;
    let three = || {
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::Research, Oval::GrowPopulation, Oval::GainStar],
            squares: vec![Square::Tech(Field::Genetics)],
        })
    };
    let two = || {
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::Research, Oval::GrowPopulation],
            squares: vec![Square::Tech(Field::Military)],
        })
    };
    // Player 1 chose a third counter (Vega buys it); Player 2, in their selection,
    // declares war: Vega is blocked, and the third counter is void when revealed, unpaid.
    let mut app = big_colony_position();
    assert_eq!(until_asked(&mut app), P1);
    apply_command_as(app.world_mut(), P1, three()).unwrap();
    assert_eq!(until_asked(&mut app), P2);
    // Only to stop an additional action: not on the Elders.
    let e = apply_command_as(app.world_mut(), P2, PlayerCommand::DeclareWar(ELDERS)).unwrap_err();
    assert!(e.contains("additional action"), "{e}");
    apply_command_as(app.world_mut(), P2, PlayerCommand::DeclareWar(P1)).unwrap();
    apply_command_as(app.world_mut(), P2, two()).unwrap();
    app.update();
    let w = app.world_mut();
    let sel = w.resource::<Growths>().0[P1].selection.clone().unwrap();
    assert_eq!(sel.ovals, [Oval::Research, Oval::GrowPopulation]);
    assert_eq!(
        w.resource::<Scores>().of(P1).dp,
        0,
        "the void counter is not paid"
    );
    // Declared before Player 1 chose (Player 1 STS now, Player 2 STO and at Vega):
    // the third counter is refused outright.
    let mut app = big_colony_position();
    let w = app.world_mut();
    w.resource_mut::<Alignments>().0[P1] = Alignment::Sts;
    w.resource_mut::<Alignments>().0[P2] = Alignment::Sto;
    let e = apply_command_as(w, P1, PlayerCommand::DeclareWar(P2)).unwrap_err();
    assert!(
        e.contains("additional action"),
        "no star of Player 2 holds your ships: {e}"
    );
}

#[test]
fn the_example_of_war_in_the_selection_voids_the_extra_counter() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/two-players-war-stops-an-extra-counter.ron");
    let out = scenario::run_file(&rules(), &path).unwrap();
    assert_eq!(out.wars, [(P1, P2, false)]);
    assert!(
        out.log
            .iter()
            .any(|l| l.contains("Player 2 declare war on Player 1")),
        "{:?}",
        out.log
    );
    assert!(out.log.iter().any(|l| l.contains("counter is void")));
    assert_eq!(out.seats[0].dp, 0, "unpaid");
    assert_eq!(
        out.star((8, 1)).unwrap().population,
        5,
        "blocked: no growth"
    );
}

#[test]
fn the_felines_force_the_attacker_out_and_it_chooses_where_to() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/two-players-felines-force-out.ron");
    let out = scenario::run_file(&rules(), &path).unwrap();
    // Not the first of the nearest hexes in reading order, (-1, 13): the choice holds.
    assert_eq!(out.ships_at((-2, 14), P1), 6);
    assert_eq!(out.ships_at((-1, 14), P1), 0);
    assert!(out.entries.iter().all(|e| !matches!(
        e,
        galactic_automa::rules::log::LogEntry::Battle(b) if !b.retreated
    )));
}
