//! STS war to block a jump: a stargate or wormhole jump from or to a hex where an STS
//! seat's ships stand, while at peace, may be blocked by declaring war at that moment
//! (the 2-player variant's clarification). The guard is asked before the mover's
//! movement; a move that cannot avoid a guarded hex makes the guard declare war.

use crate::common::rules;
use bevy::prelude::*;
use galactic_automa::rules::model::*;
use galactic_automa::rules::player::{PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Guarding, Prompt, PromptSlot};
use galactic_automa::sim::scenario::{self, Scenario, ScenarioOutput};

const P1: Seat = Seat(0);
const P2: Seat = Seat(1);

fn file(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

fn parse(text: &str) -> Scenario {
    scenario::parse_for(&rules(), "t.ron", None, text).unwrap()
}

fn run(text: &str) -> ScenarioOutput {
    scenario::run(&rules(), &parse(text)).unwrap()
}

/// The first question put by the position (updating until one is open).
fn first_prompt(text: &str) -> (Seat, Prompt) {
    let mut app = scenario::setup(&rules(), &parse(text)).unwrap();
    for _ in 0..200 {
        let slot = app.world().resource::<PromptSlot>();
        if let Some(p) = slot.0.clone() {
            return (slot.asked().unwrap(), p);
        }
        app.update();
    }
    panic!("no question was put");
}

#[test]
fn a_jump_that_needs_a_guarded_wormhole_end_makes_the_guard_declare_war() {
    let text = file("two-players-sts-blocks-a-jump.ron");
    // Player 2 is asked first, about the one end where their ship stands.
    assert_eq!(
        first_prompt(&text),
        (
            P2,
            Prompt::GuardStars {
                taker: P1,
                stars: vec![(11, -1)],
                what: Guarding::Jumps,
            }
        )
    );
    let out = run(&text);
    assert_eq!(out.wars, [(P1, P2, false)], "{:?}", out.log);
    assert_eq!(out.ships_at((4, -2), P1), 2, "the ships stay");
    assert_eq!(out.ships_at((11, -1), P1), 0);
    assert!(
        out.log.iter().any(
            |l| l.contains("Player 2 declares war on Player 1 to block their jump at (11, -1)")
        ),
        "{:?}",
        out.log
    );
    // Unguarded, the same move takes the wormhole and nobody declares anything.
    let out = run(&text.replace("GuardStars([(11, -1)])", "GuardStars([])"));
    assert!(out.wars.is_empty(), "{:?}", out.wars);
    assert_eq!(out.ships_at((11, -1), P1), 2);
}

#[test]
fn a_move_that_can_go_round_the_guarded_end_goes_round_without_war() {
    // Propulsion 4 (range 5, stargates between Player 1's stars of 3+ population), and
    // a colony Tarazed (13, -1) beside Player 2's home: it costs 3 through the guarded
    // wormhole end, 5 by walking to Caph (0, 0) and taking the stargate.
    let text = file("two-players-sts-blocks-a-jump.ron")
        .replace(
            "seats: [(seat: Player2, alignment: Some(Sts))],",
            "seats: [(seat: Player2, alignment: Some(Sts))], technology: [(Player1, (1, 1, 4, 1, 1))], clear_terrain: true,",
        )
        .replace(
            "ships: [",
            "stars: [(at: (13, -1), kind: Uninhabited, owner: Some(Player1), population: 3, name: Some(\"Tarazed\"))], ships: [",
        )
        .replace("to: (11, -1), count: 2", "to: (13, -1), count: 2");
    let out = run(&text);
    assert!(out.wars.is_empty(), "{:?}", out.log);
    assert_eq!(out.ships_at((13, -1), P1), 2, "{:?}", out.log);
    // A hex only the wormhole reaches in range is still blocked.
    let out = run(&text.replace("to: (13, -1), count: 2", "to: (11, 0), count: 2"));
    assert_eq!(out.wars, [(P1, P2, false)], "{:?}", out.log);
    assert_eq!(out.ships_at((4, -2), P1), 2);
}

#[test]
fn only_an_sts_seat_at_peace_with_a_ship_at_a_jump_end_is_asked() {
    let text = file("two-players-sts-blocks-a-jump.ron");
    let asked = |text: &str| first_prompt(text).1;
    // STO: no war for a jump.
    let sto = text.replace("alignment: Some(Sts)", "alignment: Some(Sto)");
    assert_eq!(asked(&sto), Prompt::MoveTurn);
    // Already at war: the end is closed anyway.
    let war = text.replace(
        "seats: [(seat: Player2",
        "wars: [(Player1, Player2)], seats: [(seat: Player2",
    );
    assert_eq!(asked(&war), Prompt::MoveTurn);
    // No ship at an end of a jump Player 1 could make.
    let away = text.replace(
        "(owner: Player2, at: (11, -1), count: 1)",
        "(owner: Player2, at: (12, -1), count: 1)",
    );
    assert_eq!(asked(&away), Prompt::MoveTurn);
}

#[test]
fn a_hex_not_offered_is_refused_and_the_answer_is_asked_once_a_round() {
    let text = file("two-players-sts-blocks-a-jump.ron");
    let mut app = scenario::setup(&rules(), &parse(&text)).unwrap();
    while app.world().resource::<PromptSlot>().0.is_none() {
        app.update();
    }
    let e = apply_command(app.world_mut(), PlayerCommand::GuardStars(vec![(4, -2)])).unwrap_err();
    assert!(e.contains("not one of the stars offered"), "{e}");
    apply_command(app.world_mut(), PlayerCommand::GuardStars(vec![])).unwrap();
    for _ in 0..20 {
        if app.world().resource::<PromptSlot>().0.is_some() {
            break;
        }
        app.update();
    }
    assert_eq!(
        app.world().resource::<PromptSlot>().0,
        Some(Prompt::MoveTurn),
        "Player 1's turn, not the same question again"
    );
}

#[test]
fn an_automa_whose_stargate_jump_is_blocked_plans_its_move_again() {
    let text = file("farmers-jump-blocked.ron");
    let sc = parse(&text);
    let out = scenario::run(&rules(), &sc).unwrap();
    assert!(out.war_with_farmers, "{:?}", out.log);
    assert_eq!(
        out.ships_at((0, 0), Seat::FARMERS),
        0,
        "the jump to Sol is blocked"
    );
    assert_eq!(out.ships_at((2, 5), Seat::FARMERS), 1, "{:?}", out.log);
    let blocked = "You declare war on the Genetic Farmers to block their jump at (0, 0)";
    let decision = out
        .decisions
        .iter()
        .find(|d| d.kind == galactic_automa::rules::log::DecisionKind::MoveTarget)
        .unwrap();
    assert!(
        decision.filters.iter().any(|f| f == blocked),
        "{decision:?}"
    );
    // Unguarded, they jump to Sol and stay at peace.
    let out = run(&text.replace("GuardStars([(0, 0)])", "GuardStars([])"));
    assert!(!out.war_with_farmers);
    assert_eq!(out.ships_at((0, 0), Seat::FARMERS), 1, "{:?}", out.log);
}

#[test]
fn a_blocked_move_cannot_be_taken_back_it_showed_the_guards_secret_answer() {
    let text = file("two-players-sts-blocks-a-jump.ron");
    let mut app = scenario::setup(&rules(), &parse(&text)).unwrap();
    let answer = |app: &mut App, c: PlayerCommand| {
        for _ in 0..50 {
            if app.world().resource::<PromptSlot>().0.is_some() {
                break;
            }
            app.update();
        }
        apply_command(app.world_mut(), c).unwrap()
    };
    answer(&mut app, PlayerCommand::GuardStars(vec![(11, -1)]));
    // A move that needs no jump can be taken back.
    let near = PlayerCommand::MoveShips {
        from: (4, -2),
        to: (4, -1),
        count: 1,
    };
    answer(&mut app, near);
    let undo = galactic_automa::rules::undo::why_not_by;
    assert_eq!(undo(app.world_mut(), P1), None);
    let said = answer(
        &mut app,
        PlayerCommand::MoveShips {
            from: (4, -2),
            to: (11, -1),
            count: 1,
        },
    );
    assert!(said.contains("the jump is blocked"), "{said}");
    assert_eq!(
        undo(app.world_mut(), P1),
        Some("something hidden was revealed since your last action")
    );
}
