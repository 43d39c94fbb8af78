//! Stars that leave or join the board during play: a star destroyed becomes a ruin (its
//! population goes back to its owner's track, the ships there go to their home star),
//! and a new star is placed on a legal empty hex. Kinds that eat the galaxy or make it
//! grow use these; what a destruction scores or ends is theirs to say.

use crate::rules::board::{Board, hex_label};
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::{self, HomeStar, Snapshot};
use bevy::prelude::*;
use hexx::Hex;

/// What a destroyed star was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Destroyed {
    pub hex: Hex,
    pub name: std::sync::Arc<str>,
    pub kind: StarKind,
    pub owner: Option<Seat>,
    /// Population discs that went back to the owner's track.
    pub discs: u32,
    /// Whether it was its owner's home star.
    pub home: bool,
    /// Ships sent to their home star: (seat, ships, that star).
    pub ships_sent: Vec<(Seat, u32, Hex)>,
}

/// Destroys the star at `hex`, if there is one: the hex becomes a ruin (empty space that
/// never holds a star again), the discs on it go back to the owner's track, a relic on it
/// is lost, and every seat's ships there go to that seat's home star (a seat without one
/// keeps them where they are). Logged; the caller scores it and says what it ends.
pub fn destroy(world: &mut World, hex: Hex) -> Option<Destroyed> {
    let snap = Snapshot::take(world);
    let star = snap.stars.iter().find(|s| s.hex == hex)?.clone();
    let home = world.get::<HomeStar>(star.entity).is_some();
    let discs = crate::rules::discs::discs_on(world, &star);
    world.despawn(star.entity);
    world
        .resource_mut::<Board>()
        .set_terrain(hex, Terrain::Ruin);
    if let Some(owner) = star.owner {
        crate::rules::discs::return_discs(world, owner, discs);
    }
    let mut ships_sent = Vec::new();
    let seats: Vec<Seat> = world
        .resource::<crate::rules::table::Roster>()
        .seats()
        .collect();
    for seat in seats {
        let Some(to) = snapshot::home_star(world, seat) else {
            continue;
        };
        let (pieces, fleets) = ships::ships_entities_at(world, seat, hex);
        let count = pieces.len() as u32
            + fleets
                .iter()
                .filter_map(|&e| world.get::<Fleet>(e).map(|f| f.ships))
                .sum::<u32>();
        if count == 0 {
            continue;
        }
        for e in pieces.into_iter().chain(fleets) {
            ships::set_position(world, e, to);
        }
        ships_sent.push((seat, count, to));
    }
    let mut text = crate::says!(
        "log-rules-star-destroyed",
        star = &*star.name,
        at = hex_label(hex)
    );
    if star.owner.is_some() && discs > 0 {
        text = crate::says!("log-rules-star-destroyed-discs", line = text, n = discs);
    }
    for &(seat, n, to) in &ships_sent {
        text = crate::says!(
            "log-rules-star-destroyed-ships",
            line = text,
            n = n,
            whom = narrate::object_says(world, seat),
            to = hex_label(to)
        );
    }
    match star.owner {
        Some(owner) => narrate::log_seat_event(world, owner, Some(hex), text),
        None => narrate::log_event(world, text),
    }
    let round = narrate::current_round(world);
    world
        .resource_mut::<crate::rules::log::GameLog>()
        .record(crate::rules::log::LogEntry::Ruin {
            round,
            hex: (hex.x, hex.y),
            name: star.name.to_string(),
        });
    Some(Destroyed {
        hex,
        name: star.name.clone(),
        kind: star.kind,
        owner: star.owner,
        discs,
        home,
        ships_sent,
    })
}

/// Whether a new star may be placed at `hex`: a board hex of empty space (no star, no
/// anomaly, no ruin, no wormhole) at least `min_distance` hexes from every star.
pub fn legal_new_star(world: &World, hex: Hex, min_distance: u32) -> bool {
    let board = world.resource::<Board>();
    if board.terrain(hex) != Some(Terrain::Empty) || board.wormhole_hexes().any(|w| w == hex) {
        return false;
    }
    Snapshot::take(world)
        .stars
        .iter()
        .all(|s| s.hex.unsigned_distance_to(hex) >= min_distance)
}

/// Places a new neutral star of `kind` at `hex` (checked with [`legal_new_star`] by the
/// caller), face up, named with the first star name of the map's list not on the board.
pub fn create(world: &mut World, hex: Hex, kind: StarKind) -> Entity {
    let taken: Vec<std::sync::Arc<str>> = Snapshot::take(world)
        .stars
        .iter()
        .map(|s| s.name.clone())
        .collect();
    let name: std::sync::Arc<str> = world
        .resource::<RulesData>()
        .map
        .star_names
        .iter()
        .find(|n| !taken.iter().any(|t| &**t == n.as_str()))
        .map_or_else(
            || format!("Star {}", hex_label(hex)).into(), // not shown: a star's name
            |n| n.as_str().into(),
        );
    world
        .resource_mut::<Board>()
        .set_terrain(hex, Terrain::Star);
    let e = world
        .spawn((
            Star {
                name: name.clone(),
                kind,
                owner: None,
                population: 0,
                revealed: true,
            },
            Position(hex),
        ))
        .id();
    narrate::log_event(
        world,
        crate::says!("log-rules-new-star", star = &*name, at = hex_label(hex)),
    );
    e
}
