//! What the Ancients lay out over the board: their queue of three cards (the backs of
//! the face-down ones, the face-up card's event that resolves next) and the rondel (the
//! Monolith, their credits, the credits lying on each role, each role's deck).

use super::state::{self, Ancients, Card};
use super::tables::{AncientsTable, Role};
use super::turn::event_words;
use crate::rules::kind::{TableCard, TableRow};
use crate::rules::nouns::count;
use bevy::prelude::*;

/// What they do when they take `role` (the "THE ANCIENTS" line), in a player's words.
fn their_role(role: Role) -> &'static str {
    match role {
        Role::Explorer => "they place frontier counters as new stars",
        Role::Scientist => "they take an archive card",
        Role::Steward => "they gain credits and you place a disc",
        Role::Merchant => "they gain credits (more for your rich stars) and may buy far space",
        Role::Engineer => "they gain a cruiser and move, without battles",
        Role::Warlord => "they move, with battles",
        Role::Regent => "they score a colony token and a galaxy token; you place discs",
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
                top: r.name().into(),
                bottom: match (here, lying) {
                    (true, _) => "Monolith".into(),
                    (false, 0) => String::new(),
                    (false, n) => format!("{n} cr"),
                },
                hover: format!(
                    "{}{}: {}. {} lying here (the Monolith drops one on each role it passes and collects those where it stops). Its deck: {} left, the top card's back {back}.",
                    r.name(),
                    if here { ", the Monolith's role now" } else { "" },
                    their_role(r),
                    count(lying, "credit"),
                    count(left, "card")
                ),
                lit: here,
                face_down: false,
            }
        })
        .collect();
    vec![
        TableRow {
            title: "Queue: the right card's event comes next".into(),
            cards: queue,
        },
        TableRow {
            title: format!("Rondel; they hold {}", count(a.credits, "credit")),
            cards: rondel,
        },
    ]
}

fn face_up(table: &AncientsTable, card: Card) -> TableCard {
    let event = state::event_of(table, card);
    TableCard {
        top: match card {
            Card::Story(r) => format!("{} story", r.name()),
            Card::Event { role, index } => state::card_name(role, index),
        },
        bottom: event
            .as_ref()
            .map_or("no event".into(), |(key, _)| format!("event {key}")),
        hover: format!(
            "Face up: {}. After your next turn {}; then the next card turns up and the Monolith walks to its role.",
            state::describe(table, card),
            event.map_or("it leaves with no event".into(), |(_, e)| format!(
                "its event resolves ({})",
                event_words(e)
            ))
        ),
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
        top: "face down".into(),
        bottom: back.clone().map_or("story".into(), |b| format!("back {b}")),
        hover: match back {
            Some(b) => format!(
                "A face-down card; its back shows district {b}. It moves right as your roles feed the queue; when it turns up, the Monolith walks to the role on its front."
            ),
            None => "A face-down story card: a role and no event. When it turns up, the Monolith walks to its role.".into(),
        },
        lit: false,
        face_down: true,
    }
}
