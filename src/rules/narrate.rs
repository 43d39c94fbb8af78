//! The round in play and the log's event lines, with how a sentence names a seat.

use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;

pub fn current_round(world: &World) -> u8 {
    world.resource::<Round>().0
}

pub fn log_event(world: &mut World, text: impl Into<String>) {
    let round = current_round(world);
    world.resource_mut::<GameLog>().event(round, text);
}

/// Logs an event that concerns one seat, and the hex it happened at if there is one.
pub fn log_seat_event(world: &mut World, seat: Seat, hex: Option<Hex>, text: impl Into<String>) {
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

/// How the log names a seat after a verb or a preposition: "the Slavers" for an automa,
/// "Player 1" for a person.
pub fn object(world: &World, seat: Seat) -> String {
    let name = table::seat_name(world, seat);
    if world.resource::<Roster>().is_human(seat) {
        name.to_string()
    } else {
        format!("the {name}")
    }
}

/// The present-tense verb agreeing with `seat` as a subject: `singular` ("declares") for
/// a person other than "you", `plural` ("declare") for "you" and for an automa (a
/// people: "the Slavers").
pub fn verb<'a>(world: &World, seat: Seat, plural: &'a str, singular: &'a str) -> &'a str {
    if world.resource::<Roster>().is_human(seat) && !is_sole_person(world, seat) {
        singular
    } else {
        plural
    }
}

/// How the log names a seat as a sentence's subject: "You" for the one person at a
/// solo table, else the seat's name.
pub fn subject(world: &World, seat: Seat) -> std::sync::Arc<str> {
    if is_sole_person(world, seat) {
        "You".into()
    } else {
        table::seat_name(world, seat)
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
