//! The policy's domination cards: what the card in hand asks for (so growth, research
//! and movement can work toward its A condition), when to play it, and when to swap a
//! card whose A is out of reach.

use super::me;
use crate::rules::content::card::{CardPlay, Cards, b_value, condition_holds};
use crate::rules::data::{CardDef, Condition, RulesData};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::player::{PlayerCommand, apply_command};
use bevy::prelude::*;

/// What the card in hand wants from the rest of the policy.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardAim {
    /// A field to research for the condition.
    pub research: Option<Field>,
    /// Stars of the center sector come first (Central, Diplomatic).
    pub center: bool,
    /// Grow population (Density).
    pub grow: bool,
    /// Build ships (Economic, Military).
    pub build: bool,
    /// More stars, wherever (Spatial).
    pub expand: bool,
}

/// The A condition of the card the policy pursues: the first in hand, while no card has
/// been played for A.
fn pursued(world: &World) -> Option<Condition> {
    let me = me(world);
    let cards = world.resource::<Cards>();
    if cards.played_a(me) {
        return None;
    }
    let rules = world.resource::<RulesData>();
    cards
        .hand(me)
        .first()
        .and_then(|&i| rules.cards.cards.get(i))
        .map(|c| c.a.condition)
}

/// What the pursued card asks of growth, research and movement.
pub fn aim(world: &World) -> CardAim {
    let me = me(world);
    let Some(condition) = pursued(world) else {
        return CardAim::default();
    };
    let tech = world.resource::<Technology>();
    let level = |f: Field| tech.level(me, f);
    let open = |f: &Field| level(*f) < 6;
    let lowest = Field::ALL
        .into_iter()
        .filter(open)
        .min_by_key(|&f| (level(f), f as u8));
    match condition {
        Condition::TotalLevels(_) | Condition::AlignmentLead { .. } => CardAim {
            research: lowest,
            ..Default::default()
        },
        Condition::SixAndFive => {
            // Raise the highest field to 6, then the next to 5.
            let mut by_level: Vec<Field> = Field::ALL.to_vec();
            by_level.sort_by_key(|&f| (std::cmp::Reverse(level(f)), f as u8));
            let research = if level(by_level[0]) < 6 {
                Some(by_level[0])
            } else {
                Some(by_level[1]).filter(|f| level(*f) < 5)
            };
            CardAim {
                research,
                ..Default::default()
            }
        }
        Condition::Diplomatic { spirituality } => CardAim {
            research: (level(Field::Spirituality) < spirituality).then_some(Field::Spirituality),
            center: true,
            ..Default::default()
        },
        Condition::StarsInCenterSector(_) => CardAim {
            center: true,
            ..Default::default()
        },
        Condition::PopulousStars { .. } => CardAim {
            grow: true,
            ..Default::default()
        },
        Condition::ShipsInOneBuild(_) => CardAim {
            research: Some(Field::Robotics).filter(open),
            build: true,
            ..Default::default()
        },
        Condition::MilitaryCv(_) => CardAim {
            research: Some(Field::Military).filter(open),
            build: true,
            ..Default::default()
        },
        Condition::Stars(_) | Condition::AllHomeSectorStars => CardAim {
            expand: true,
            ..Default::default()
        },
        Condition::SectorsWithShipAndStar { propulsion, .. } => CardAim {
            research: (level(Field::Propulsion) < propulsion).then_some(Field::Propulsion),
            expand: true,
            ..Default::default()
        },
        Condition::StarsTakenFromFactions(_) | Condition::ShipsInNebulae(_) => CardAim::default(),
    }
}

/// Conditions this policy does not work toward: it swaps such a card when it may.
fn out_of_reach(condition: Condition) -> bool {
    matches!(
        condition,
        Condition::StarsTakenFromFactions(_)
            | Condition::ShipsInNebulae(_)
            | Condition::MilitaryCv(_)
            | Condition::Diplomatic { .. }
    )
}

/// Swaps the pursued card when an exchange is open and its A is out of this policy's
/// reach (the rules refuse when no exchange is open: nothing changes then).
fn exchange_if_out_of_reach(world: &mut World) {
    let me = me(world);
    let Some(condition) = pursued(world) else {
        return;
    };
    if !out_of_reach(condition) {
        return;
    }
    let round = narrate::current_round(world);
    let open = world
        .resource::<Cards>()
        .exchanges
        .iter()
        .any(|(s, r)| *s == me && r.is_none_or(|r| r == round));
    if !open {
        return;
    }
    let rules = world.resource::<RulesData>();
    let Some(key) = world
        .resource::<Cards>()
        .hand(me)
        .first()
        .and_then(|&i| rules.cards.cards.get(i))
        .map(|c| c.key.clone())
    else {
        return;
    };
    let _ = apply_command(world, PlayerCommand::ExchangeCard(key));
}

/// Plays for A as soon as the condition holds (with the effect when it needs no
/// choice, else without it); plays for B in the last round, or once A has been played
/// (a card kept then can only score B, and B grows with the levels: so the last round).
/// Conditions are checked by the rules: a refused play changes nothing.
pub fn play_cards(world: &mut World) {
    let me = me(world);
    exchange_if_out_of_reach(world);
    let last = narrate::current_round(world) >= world.resource::<RulesData>().base.rounds;
    // A play draws a card: look at the hand again after one.
    // The card file is shared: a card is read from it, not copied for each look.
    let cards = world.resource::<RulesData>().cards.clone();
    for _ in 0..2 {
        let before = world.resource::<Cards>().plays(me);
        for index in world.resource::<Cards>().hand(me) {
            play_one(world, &cards.cards[index], last);
        }
        if world.resource::<Cards>().plays(me) == before {
            break;
        }
    }
}

fn play_one(world: &mut World, card: &CardDef, last: bool) {
    let me = me(world);
    let can_a = !world.resource::<Cards>().played_a(me)
        && condition_holds(world, me, card.a.condition).is_ok();
    let played = can_a
        && [card.a.effect.is_some(), false].into_iter().any(|effect| {
            let how = CardPlay::A {
                effect,
                at: None,
                choice: Default::default(),
            };
            let card = card.key.clone();
            apply_command(world, PlayerCommand::PlayCard { card, how }).is_ok()
        });
    if !played && last && b_value(world, me, card).0 > 0 {
        let _ = apply_command(
            world,
            PlayerCommand::PlayCard {
                card: card.key.clone(),
                how: CardPlay::B,
            },
        );
    }
}
