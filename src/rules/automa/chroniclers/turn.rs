//! A bot turn (RULES.md 15, "Their turn"): an income turn when the decision deck is
//! empty; else the last pair discarded, two cards drawn (a die decides which is the
//! track card), an income turn instead when that emptied the deck and the track card
//! shows income, else the Automa advances, then the Shadow Empire.

use super::state::{self, Chroniclers};
use super::tables::ChroniclersTable;
use super::{TURN, advance, benefits, income};
use crate::rules::deck::Decks;
use crate::rules::log::{Decision, DecisionKind, GameLog};
use crate::rules::narrate;
use bevy::prelude::*;

pub fn bot_turn(world: &mut World, table: &ChroniclersTable) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    advance::claim_people(world, table);
    world.resource_mut::<Chroniclers>().turns += 1;
    let left = world
        .resource::<Decks>()
        .get(state::DECISIONS)
        .map_or(0, |d| d.left());
    if left == 0 {
        income::income(world, table);
        return;
    }
    // The last pair to the discard pile, then the new pair.
    if let Some((a, b)) = world.resource_mut::<Chroniclers>().pair.take() {
        let mut decks = world.resource_mut::<Decks>();
        for id in [a, b] {
            if let Some(i) = table.cards.iter().position(|c| c.id == id) {
                decks.discard(state::DECISIONS, i);
            }
        }
    }
    let mut drawn = Vec::new();
    // not shown: from here
    for _ in 0..left.min(2) {
        if let Some(c) = world
            .resource_mut::<Decks>()
            .draw(state::DECISIONS, "the Chroniclers' pair")
        {
            drawn.push(c);
        }
    }
    // not shown: to here
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(TURN),
        crate::says!("log-chr-pair-what"),
    );
    let (track, tie) = match drawn.as_slice() {
        [a, b] => {
            let pick = world
                .resource_mut::<crate::rules::dice::Dice>()
                .pick(2, "which card of the pair is the track card"); // not shown
            d.add_pick(&pick);
            if pick.index == 0 { (*a, *b) } else { (*b, *a) }
        }
        [a] => (*a, *a),
        _ => return,
    };
    let (Some(track), Some(tie)) = (
        table.cards.get(track).cloned(),
        table.cards.get(tie).cloned(),
    ) else {
        return;
    };
    d.candidates = vec![track.label_says(), tie.label_says()];
    let empty = world
        .resource::<Decks>()
        .get(state::DECISIONS)
        .is_some_and(|d| d.left() == 0);
    d.result = crate::says!(
        "log-chr-pair-result",
        track = track.label_says(),
        automa = track.automa.says(),
        shadow = track.shadow.says(),
        income = if track.income { "yes" } else { "no" },
        tie = tie.label_says(),
        order = tie.order_says(false),
        scan = tie.hex.label()
    );
    world.resource_mut::<GameLog>().decision(d);
    world.resource_mut::<Chroniclers>().pair = Some((track.id, tie.id));
    if empty && track.income {
        narrate::log_seat_event(world, seat, None, crate::says!("log-chr-income-instead"));
        income::income(world, table);
        return;
    }
    benefits::advance_both(
        world,
        table,
        &track,
        &tie,
        &crate::says!("log-chr-why-track-card"),
    );
}
