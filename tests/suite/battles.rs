//! Battles with several defenders (combat values added, losses shared) and the E fleet's
//! ×2 tactic (the attacker's fleets are shown before you decide to retreat).

use crate::common;

use bevy::prelude::*;
use common::*;
use galactic_automa::rules::log::{BattleReport, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::player::PlayerCommand;
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::sim::scenario::{self, Scenario, ScenarioOutput};

/// The Slavers roll 1 and attack your home from next door with 5 ships, where you and
/// the Farmers have 3 ships each.
fn slavers_attack_you_and_the_farmers() -> Scenario {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.forced_dice = vec![1];
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 3),
        ships(Seat::FARMERS, HOME, 3),
        ships(Seat::SLAVERS, (1, 0), 5),
    ];
    sc
}

fn battles(out: &ScenarioOutput) -> Vec<BattleReport> {
    out.entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Battle(b) => Some(b.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn defenders_at_peace_with_each_other_add_their_combat_values() {
    let mut sc = slavers_attack_you_and_the_farmers();
    // You add most combat value first in turn order (a tie with the Farmers): you choose
    // the Slavers' losses.
    sc.commands = vec![PlayerCommand::InflictLosses(5)];
    let out = run(&sc);
    let b = battles(&out);
    assert_eq!(b.len(), 1, "one battle for both defenders: {b:?}");
    let b = &b[0];
    assert_eq!(
        (b.defender, b.allies.clone()),
        (Seat::PLAYER, vec![Seat::FARMERS])
    );
    // 3 + 3 against 5: alone each would lose, together they win.
    assert_eq!((b.attacker_cv, b.defender_cv, b.defender_ships), (5, 6, 6));
    assert_eq!(b.winner, Some(Seat::PLAYER));
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 0);
    // The winners lose 3 (half of 5, rounded up), one at a time from whoever has most
    // left, turn order on ties: you, the Farmers, you.
    assert_eq!(b.winner_losses, 3);
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 1);
    assert_eq!(out.ships_at(HOME, Seat::FARMERS), 2);
}

#[test]
fn the_defender_adding_most_combat_value_chooses_the_losses() {
    let mut sc = slavers_attack_you_and_the_farmers();
    // The Farmers bring more: they choose, and the Farmers destroy none.
    sc.ships[1] = ships(Seat::FARMERS, HOME, 4);
    let out = run(&sc);
    let b = battles(&out);
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].loser_losses, 0, "the Farmers destroy no ship");
    assert_eq!(out.ships_at(HOME, Seat::SLAVERS), 0, "the Slavers retreat");
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 3);
    assert_eq!(out.ships_at(HOME, Seat::FARMERS), 4);
}

#[test]
fn defenders_at_war_with_each_other_fight_their_own_battles() {
    let mut sc = slavers_attack_you_and_the_farmers();
    sc.war_with_farmers = true;
    let out = run(&sc);
    let b = battles(&out);
    assert_eq!(b.len(), 2, "{b:?}");
    assert!(b.iter().all(|b| b.allies.is_empty()));
    // You fight first (turn order): 3 against 5, and the Slavers destroy all.
    assert_eq!(b[0].defender, Seat::PLAYER);
    assert_eq!(b[0].winner, Some(Seat::SLAVERS));
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 0);
}

/// Runs the scenario until you are asked whether to retreat; returns the prompt.
fn retreat_prompt(sc: &Scenario) -> Prompt {
    let mut app = scenario::setup(&rules(), sc).expect("scenario sets up");
    for _ in 0..100 {
        if let Some(p @ Prompt::Retreat { .. }) = app.world().resource::<PromptSlot>().0.clone() {
            return p;
        }
        app.update();
    }
    panic!("never asked to retreat")
}

#[test]
fn an_e_fleet_with_the_x2_tactic_sees_the_attackers_fleets_before_retreating() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.forced_dice = vec![1];
    sc.ships = vec![ships(Seat::SLAVERS, (1, 0), 2)];
    sc.fleets = vec![
        fleet(Seat::PLAYER, FleetLetter::E, HOME, 2),
        fleet(Seat::SLAVERS, FleetLetter::A, (1, 0), 3),
    ];
    let sees = |p: Prompt| match p {
        Prompt::Retreat { sees_fleets, .. } => sees_fleets,
        _ => unreachable!(),
    };
    // A plain E fleet may retreat, but decides before the fleets are revealed.
    assert!(!sees(retreat_prompt(&sc)));
    sc.tactics = vec![(Seat::PLAYER, FleetLetter::E, TacticSide::Double)];
    assert!(sees(retreat_prompt(&sc)));
}
