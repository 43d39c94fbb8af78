//! STO war to block: before an STS automa's growth turn you say which innocent stars
//! where your ships stand you defend; a pick of one of them means war at that moment,
//! and the gain is blocked.

use crate::common;

use bevy::prelude::*;
use common::*;
use galactic_automa::rules::model::*;
use galactic_automa::rules::player::PlayerCommand;
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::sim::scenario::{self, Scenario};

/// The Slavers' growth row 2 (gain a star of yours, else two neutral stars) with one
/// ship at a primitive star where 2 of your ships stand, you STO and at peace.
fn slavers_could_subjugate_where_you_stand() -> Scenario {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.stars.push(star((-3, 1), StarKind::Primitive, None, 0));
    sc.ships = vec![
        ships(Seat::SLAVERS, (-3, 1), 1),
        ships(Seat::PLAYER, (-3, 1), 2),
    ];
    sc.forced_dice = vec![2, 1, 1, 1];
    sc
}

fn guard_prompt(sc: &Scenario) -> Option<Prompt> {
    let mut app = scenario::setup(&rules(), sc).expect("scenario sets up");
    for _ in 0..200 {
        let p = app.world().resource::<PromptSlot>().0.clone();
        match p {
            Some(Prompt::GuardStars { .. }) => return p,
            Some(Prompt::GrowthSelection) => {
                let c = sc.commands[0].clone();
                galactic_automa::rules::player::apply_command(app.world_mut(), c).unwrap();
            }
            Some(_) => return None,
            None => app.update(),
        }
    }
    None
}

#[test]
fn sto_you_are_asked_before_an_sts_automa_could_subjugate_where_your_ships_are() {
    let sc = slavers_could_subjugate_where_you_stand();
    assert_eq!(
        guard_prompt(&sc),
        Some(Prompt::GuardStars {
            taker: Seat::SLAVERS,
            stars: vec![(-3, 1)],
            what: galactic_automa::rules::prompt::Guarding::Gains,
        })
    );
    // Left alone, they subjugate it.
    let mut sc = slavers_could_subjugate_where_you_stand();
    sc.commands.push(PlayerCommand::GuardStars(vec![]));
    let out = run(&sc);
    assert_eq!(out.star((-3, 1)).unwrap().owner, Some(Seat::SLAVERS));
    assert!(!out.war_with_slavers);
}

#[test]
fn defending_a_star_declares_war_when_they_pick_it_and_blocks_the_gain() {
    let mut sc = slavers_could_subjugate_where_you_stand();
    sc.commands.push(PlayerCommand::GuardStars(vec![(-3, 1)]));
    let out = run(&sc);
    assert!(out.war_with_slavers, "you declared war to block");
    assert_eq!(
        out.star((-3, 1)).unwrap().owner,
        None,
        "the gain is blocked"
    );
    // They gained no star: their table sends a disc offboard.
    assert_eq!(out.offboard, 1);
}

#[test]
fn no_block_offer_at_war_as_sts_or_for_an_uninhabited_star() {
    let mut sc = slavers_could_subjugate_where_you_stand();
    sc.war_with_slavers = true;
    assert_eq!(
        guard_prompt(&sc),
        None,
        "already at war: your ships block anyway"
    );
    let mut sc = slavers_could_subjugate_where_you_stand();
    sc.alignment = Alignment::Sts;
    assert_eq!(guard_prompt(&sc), None, "only STO blocks");
    let mut sc = slavers_could_subjugate_where_you_stand();
    sc.stars[1] = star((-3, 1), StarKind::Uninhabited, None, 0);
    assert_eq!(guard_prompt(&sc), None, "colonizing harms no one");
}

#[test]
fn a_star_not_offered_is_refused() {
    let mut sc = slavers_could_subjugate_where_you_stand();
    sc.commands.push(PlayerCommand::GuardStars(vec![(0, 0)]));
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("not one of the stars offered"), "{err}");
}
