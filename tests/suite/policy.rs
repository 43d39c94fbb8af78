//! The built-in policy (it plays your seat in simulations): it grows when growth pays,
//! researches Genetics first, buys an extra counter only when it is worth its DP, and
//! swaps a domination card it does not work toward when an exchange is open.

use crate::common;
use bevy::prelude::*;
use common::*;
use galactic_automa::rules::content::card::Cards;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::sim::policy;

/// The policy's counters at a growth selection set up by `sc`.
fn selection(sc: &galactic_automa::sim::scenario::Scenario) -> GrowthSelection {
    let mut app = table(sc);
    assert_eq!(
        app.world().resource::<PromptSlot>().0,
        Some(Prompt::GrowthSelection)
    );
    policy::act(app.world_mut());
    app.world().resource::<Growths>().0[Seat::PLAYER]
        .selection
        .clone()
        .expect("the policy chose its counters")
}

/// Your home star and three colonies far apart (each below its growth limit).
fn spread_out(population: u32) -> galactic_automa::sim::scenario::Scenario {
    let mut sc = clean(GamePhase::Growth);
    sc.round = 3;
    for at in [(4, 5), (-3, 1), (1, -4)] {
        sc.stars.push(star(
            at,
            StarKind::Uninhabited,
            Some(Seat::PLAYER),
            population,
        ));
    }
    sc
}

#[test]
fn growth_that_places_discs_is_chosen_and_genetics_is_researched_first() {
    let sel = selection(&spread_out(1));
    assert!(sel.ovals.contains(&Oval::GrowPopulation), "{sel:?}");
    assert!(sel.ovals.contains(&Oval::Research), "{sel:?}");
    assert_eq!(sel.squares, vec![Square::Tech(Field::Genetics)]);
}

#[test]
fn with_nothing_to_grow_the_policy_researches_and_builds() {
    // Only the home star, at its limit: a Grow Population would place nothing.
    let mut sc = clean(GamePhase::Growth);
    sc.round = 3;
    let sel = selection(&sc);
    assert!(!sel.ovals.contains(&Oval::GrowPopulation), "{sel:?}");
    assert_eq!(sel.ovals.len(), 2);
}

#[test]
fn an_extra_counter_is_bought_only_when_it_is_worth_its_dp() {
    // Colonies of 5 allow extra counters. With Genetics 6 an extra costs 1 DP, and
    // research, growth and ships are all worth more: three counters.
    let mut sc = spread_out(5);
    // Levels in field order: Military, Spirituality, Propulsion, Robotics, Genetics.
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 6])];
    let sel = selection(&sc);
    assert_eq!(sel.ovals.len(), 3, "{sel:?}");
    // At Genetics 1 an extra costs 3 DP; in the last round research is worth less than
    // that, so only two counters.
    let mut late = spread_out(5);
    late.round = 8;
    let sel = selection(&late);
    assert_eq!(sel.ovals.len(), 2, "{sel:?}");
    assert!(!sel.ovals.contains(&Oval::Research), "{sel:?}");
}

#[test]
fn a_card_out_of_reach_is_swapped_at_the_start_of_era_two() {
    // Acquisition needs two player stars taken in one turn: the policy does not work
    // toward it, so it exchanges the card when round 3 opens the exchange.
    let mut sc = clean(GamePhase::Trading);
    sc.round = 2;
    sc.cards = vec!["acquisition".into()];
    let mut app = table(&sc);
    let acquisition = app.world().resource::<Cards>().hand(Seat::PLAYER);
    for _ in 0..60 {
        if app.world().resource::<Round>().0 == 3
            && app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn)
        {
            break;
        }
        if app.world().resource::<PromptSlot>().0.is_some() {
            policy::act(app.world_mut());
        } else {
            app.update();
        }
    }
    assert_eq!(app.world().resource::<Round>().0, 3);
    policy::act(app.world_mut());
    let hand = app.world().resource::<Cards>().hand(Seat::PLAYER);
    assert_eq!(hand.len(), 1);
    assert_ne!(hand, acquisition, "the card was exchanged");
}
