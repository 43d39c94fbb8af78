//! The round in play and the log's event lines, with how a sentence names a seat.

use crate::lang::Says;
use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

pub fn current_round(world: &World) -> u8 {
    world.resource::<Round>().0
}

pub fn log_event(world: &mut World, text: impl Into<Says>) {
    let round = current_round(world);
    world.resource_mut::<GameLog>().event(round, text);
}

/// Logs an event that concerns one seat, and the hex it happened at if there is one.
pub fn log_seat_event(world: &mut World, seat: Seat, hex: Option<Hex>, text: impl Into<Says>) {
    let round = current_round(world);
    world
        .resource_mut::<GameLog>()
        .seat_event(round, seat, hex.map(|h| (h.x, h.y)), text);
}

/// Whether `seat` is the one person at the table (the solo player, addressed as "you").
pub fn is_sole_person(world: &World, seat: Seat) -> bool {
    let roster = world.resource::<Roster>();
    roster.is_human(seat) && roster.humans().count() == 1
}

/// A seat's name as words for the player: its name in the reader's language.
pub fn name_says(world: &World, seat: Seat) -> Says {
    let roster = world.resource::<Roster>();
    match roster.seats.get(seat.index()) {
        Some(s) => Says::content("faction", &s.key, "name", &*s.name),
        None => Says::Text(roster.name(seat).to_string()),
    }
}

/// How the log names a seat as a sentence's subject: "You" (in the reader's language)
/// for the one person at a solo table, else the seat's name.
pub fn subject_says(world: &World, seat: Seat) -> Says {
    if is_sole_person(world, seat) {
        crate::says!("log-you")
    } else {
        name_says(world, seat)
    }
}

/// How the log names a seat after a verb or a preposition: a person's name, an
/// automa's with its article ("the Slavers"); "you" for the one person at a solo table.
pub fn object_says(world: &World, seat: Seat) -> Says {
    if is_sole_person(world, seat) {
        crate::says!("log-you-object")
    } else if world.resource::<Roster>().is_human(seat) {
        name_says(world, seat)
    } else {
        crate::says!("log-the-seat", who = name_says(world, seat))
    }
}

/// How a verb agrees with `seat` as a subject, for a message to choose its form on:
/// "one" for a person other than "you", "many" for "you" and for an automa (a people).
pub fn agreement(world: &World, seat: Seat) -> &'static str {
    if world.resource::<Roster>().is_human(seat) && !is_sole_person(world, seat) {
        "one"
    } else {
        "many"
    }
}

/// New ships of a seat came out at a hex (`secret`: into a face-down fleet), as a record
/// of the stream, for the view to show.
pub fn record_spawn(world: &mut World, seat: Seat, hex: Hex, ships: u32, secret: bool) {
    let round = current_round(world);
    world
        .resource_mut::<crate::rules::log::GameLog>()
        .record(crate::rules::log::LogEntry::Spawn {
            round,
            seat,
            hex: (hex.x, hex.y),
            ships,
            secret,
        });
}
