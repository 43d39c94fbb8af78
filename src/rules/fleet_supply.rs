//! Drawing a fleet counter for an automa: an engine service every kind with fleets uses
//! (the solo kind's spawns, the passive kind's home fleet). A seat's counters not in play
//! are its supply ([`FleetSupply`]); an automa draws one of them face down, by die, on
//! the recorded deck service: each seat's counters are an open supply named
//! "fleet counters: <seat>", so every draw is recorded with its purpose and a test or a
//! scenario can force the next counter.

use crate::rules::deck::{Deck, Decks};
use crate::rules::dice::Dice;
use crate::rules::model::{FleetLetter, FleetSupply, Seat};
use crate::rules::table;
use bevy::prelude::*;

/// Why a counter is drawn (the die's purpose and the deck record's).
pub const PURPOSE: &str = "fleet counter drawn"; // not shown

/// The name of a seat's fleet-counter supply on the deck service.
pub fn deck_name(world: &World, seat: Seat) -> String {
    format!("fleet counters: {}", table::seat_name(world, seat)) // not shown: a deck's id
}

/// Adds the fleet-counter supply of every seat that uses fleets to the deck service (once:
/// a supply already there keeps what was forced on it).
pub fn add_decks(world: &mut World) {
    let seats: Vec<Seat> = world
        .resource::<table::Roster>()
        .seats()
        .filter(|&s| table::has_fleets(world, s))
        .collect();
    for seat in seats {
        add_deck(world, seat);
    }
}

/// Adds `seat`'s fleet-counter supply to the deck service if it is not there; its name.
fn add_deck(world: &mut World, seat: Seat) -> String {
    let name = deck_name(world, seat);
    let mut decks = world.get_resource_or_init::<Decks>();
    if decks.get(&name).is_none() {
        let letters = FleetLetter::ALL.iter().map(|l| format!("{l:?}")).collect();
        decks.add(Deck::supply(&name, letters));
    }
    name
}

/// Draws one of `letters` (counters of `seat`'s supply) face down: the counter forced
/// next when it is one of them, else one by die (the die's pick is returned for the
/// decision that shows the draw; a forced counter rolls none). `None` when `letters` is
/// empty.
pub fn draw_counter(
    world: &mut World,
    seat: Seat,
    letters: &[FleetLetter],
) -> Option<(FleetLetter, crate::rules::dice::Pick)> {
    if letters.is_empty() {
        return None;
    }
    let name = add_deck(world, seat);
    let there: Vec<usize> = letters.iter().map(|&l| l as usize).collect();
    // A forced counter first; else the die picks among those there.
    let forced = world.resource_mut::<Decks>().take_forced(&name, &there);
    let (card, pick) = match forced {
        Some(card) => (
            card,
            crate::rules::dice::Pick {
                index: 0,
                faces: Vec::new(),
                kept: 0,
            },
        ),
        None => {
            let pick = world.resource_mut::<Dice>().pick(there.len(), PURPOSE);
            (there[pick.index], pick)
        }
    };
    world
        .resource_mut::<Decks>()
        .record_draw(&name, card, PURPOSE, forced.is_some());
    let letter = FleetLetter::ALL.get(card).copied()?;
    // Only a counter that was in the supply can be drawn.
    debug_assert!(world.resource::<FleetSupply>().0[seat].contains(&letter));
    Some((letter, pick))
}
