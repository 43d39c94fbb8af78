//! What the Ancients lay out over the board: their queue of three cards (the backs of
//! the face-down ones, the face-up card's event that resolves next) and the rondel (the
//! Monolith, their credits, the credits lying on each role, each role's deck).

use super::state::{self, Ancients, Card};
use super::tables::{AncientsTable, Role};
use super::turn::event_words;
use crate::rules::kind::{TableCard, TableRow};
use bevy::prelude::*;

/// What they do when they take `role` (the "THE ANCIENTS" line), in a player's words.
fn their_role(role: Role) -> String {
    match role {
        Role::Explorer => crate::t!("kinds-ancients-role-explorer"),
        Role::Scientist => crate::t!("kinds-ancients-role-scientist"),
        Role::Steward => crate::t!("kinds-ancients-role-steward"),
        Role::Merchant => crate::t!("kinds-ancients-role-merchant"),
        Role::Engineer => crate::t!("kinds-ancients-role-engineer"),
        Role::Warlord => crate::t!("kinds-ancients-role-warlord"),
        Role::Regent => crate::t!("kinds-ancients-role-regent"),
    }
}

/// The queue, left to right, and the rondel with their credits.
pub fn rows(world: &World, table: &AncientsTable) -> Vec<TableRow> {
    let a = world.resource::<Ancients>();
    let last = a.queue.len().saturating_sub(1);
    let queue = a
        .queue
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            if i == last {
                face_up(table, card)
            } else {
                face_down(table, card)
            }
        })
        .collect();
    let rondel = table
        .rondel
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let lying = a.lying.get(i).copied().unwrap_or(0);
            let here = a.monolith == Some(r);
            let left = state::left_in(world, r);
            let back = state::top_back(world, table, r).map_or("-".into(), |b| b.label());
            TableCard {
                top: r.says().text(),
                bottom: match (here, lying) {
                    (true, _) => crate::t!("kinds-ancients-rondel-monolith"),
                    (false, 0) => String::new(),
                    (false, n) => crate::t!("kinds-ancients-rondel-credits", n = n),
                },
                hover: crate::t!(
                    "kinds-ancients-rondel-hover",
                    role = r.says(),
                    here = if here { "yes" } else { "no" },
                    does = their_role(r),
                    lying = lying,
                    left = left,
                    back = back
                ),
                lit: here,
                face_down: false,
            }
        })
        .collect();
    vec![
        TableRow {
            title: crate::t!("kinds-ancients-queue-title"),
            cards: queue,
        },
        TableRow {
            title: crate::t!("kinds-ancients-rondel-title", n = a.credits),
            cards: rondel,
        },
    ]
}

fn face_up(table: &AncientsTable, card: Card) -> TableCard {
    let event = state::event_of(table, card);
    TableCard {
        top: match card {
            Card::Story(r) => crate::t!("kinds-ancients-story-top", role = r.says()),
            Card::Event { role, index } => state::card_says(role, index).text(),
        },
        bottom: event
            .as_ref()
            .map_or(crate::t!("kinds-ancients-no-event"), |(key, _)| {
                crate::t!("kinds-ancients-event", key = key.as_str())
            }),
        hover: match event {
            Some((_, e)) => crate::t!(
                "kinds-ancients-face-up-hover-event",
                card = state::describe(table, card),
                event = event_words(e)
            ),
            None => crate::t!(
                "kinds-ancients-face-up-hover",
                card = state::describe(table, card)
            ),
        },
        lit: true,
        face_down: false,
    }
}

fn face_down(table: &AncientsTable, card: Card) -> TableCard {
    let back = match card {
        Card::Event { role, index } => table
            .deck(role)
            .and_then(|d| d.cards.get(index))
            .map(|c| c.back.label()),
        Card::Story(_) => None,
    };
    TableCard {
        top: crate::t!("kinds-ancients-face-down-top"),
        bottom: back
            .clone()
            .map_or(crate::t!("kinds-ancients-face-down-story"), |b| {
                crate::t!("kinds-ancients-face-down-back", back = b)
            }),
        hover: match back {
            Some(b) => crate::t!("kinds-ancients-face-down-hover", back = b),
            None => crate::t!("kinds-ancients-face-down-story-hover"),
        },
        lit: false,
        face_down: true,
    }
}
