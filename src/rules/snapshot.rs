//! The board as the rules read it: a snapshot of what stands where (stars, ships,
//! fleets, relics), cached while the board is unchanged, and the cached queries behind it.

use crate::rules::board::{Board, hex_order};
use crate::rules::data::RulesData;
use crate::rules::model::*;
use bevy::prelude::*;
use hexx::Hex;

/// Cached queries for the hot paths: building a `QueryState` on every look-up cost
/// more than the look-up itself. Behind a lock, so a look-up borrows them while it reads
/// the world: taking a resource out of the world and putting it back (a resource scope)
/// cost more than the look-up (it showed up in profiles). Only the leaf functions below
/// lock it, never around a call back into the rules.
#[derive(Resource)]
pub struct Lookups(std::sync::Mutex<QueryStates>);

pub struct QueryStates {
    pub(crate) pieces: QueryState<(Entity, &'static ShipPiece, &'static Position)>,
    pub(crate) fleets: QueryState<(Entity, &'static Fleet, &'static Position)>,
    pub(crate) stars: QueryState<(
        Entity,
        &'static Star,
        &'static Position,
        Option<&'static Relic>,
    )>,
}

impl FromWorld for Lookups {
    fn from_world(world: &mut World) -> Self {
        Lookups(std::sync::Mutex::new(QueryStates {
            pieces: world.query(),
            fleets: world.query(),
            stars: world.query(),
        }))
    }
}

/// Runs `f` with the cached queries.
pub(crate) fn with_lookups<R>(world: &World, f: impl FnOnce(&mut QueryStates) -> R) -> R {
    let lookups = world.resource::<Lookups>();
    // A panic while locked leaves the states as valid as before: use them anyway.
    let mut states = lookups
        .0
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    f(&mut states)
}

/// Every ship piece: (entity, owner, hex).
pub fn all_pieces(world: &mut World) -> Vec<(Entity, Seat, Hex)> {
    with_lookups(world, |l| {
        l.pieces
            .iter(world)
            .map(|(e, p, pos)| (e, p.owner, pos.0))
            .collect()
    })
}

/// Every fleet: (entity, fleet, hex).
pub fn all_fleets(world: &mut World) -> Vec<(Entity, Fleet, Hex)> {
    with_lookups(world, |l| {
        l.fleets
            .iter(world)
            .map(|(e, f, pos)| (e, *f, pos.0))
            .collect()
    })
}

/// Marks the star that holds the player's home-star miniature.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HomeStar;

/// A star as the decision code sees it.
#[derive(Debug, Clone)]
pub struct StarView {
    pub entity: Entity,
    pub hex: Hex,
    pub name: std::sync::Arc<str>,
    pub kind: StarKind,
    pub owner: Option<Seat>,
    pub population: u32,
    /// The relic counter on the star, if any.
    pub relic: Option<Relic>,
    /// Whether its counter is face up (a home star's always is).
    pub revealed: bool,
}

/// What stands where, read once per decision.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// Stars in stable reading order.
    pub stars: Vec<StarView>,
    /// For every board cell (by [`Board::index`]), 1 + its slot in `ships`, or 0 when no
    /// ship is there: a small table to clear per snapshot, however many seats.
    slot: Vec<u16>,
    /// Ships per seat of each occupied cell, `seats` counts per slot.
    ships: Vec<u32>,
    seats: usize,
    /// Hexes holding any ship, in reading order.
    pub occupied: Vec<Hex>,
}

impl Snapshot {
    /// What stands where now: the cached snapshot while the board is unchanged.
    pub fn take(world: &World) -> std::sync::Arc<Snapshot> {
        let cache = world.get_resource::<BoardCache>();
        if let Some(snap) = cache.and_then(BoardCache::get::<Snapshot>) {
            return snap;
        }
        let snap = std::sync::Arc::new(Self::read(world));
        if let Some(cache) = cache {
            cache.keep(snap.clone());
        }
        snap
    }

    /// Reads the board from the world.
    fn read(world: &World) -> Snapshot {
        let (found, mut stars) = with_lookups(world, |l| {
            let mut found: Vec<(Hex, Seat, u32)> = Vec::with_capacity(64);
            found.extend(l.pieces.iter(world).map(|(_, p, pos)| (pos.0, p.owner, 1)));
            found.extend(
                l.fleets
                    .iter(world)
                    .map(|(_, f, pos)| (pos.0, f.owner, f.ships)),
            );
            let stars: Vec<StarView> = l
                .stars
                .iter(world)
                .map(|(e, s, p, r)| StarView {
                    entity: e,
                    hex: p.0,
                    name: s.name.clone(),
                    kind: s.kind,
                    owner: s.owner,
                    population: s.population,
                    relic: r.copied(),
                    revealed: s.revealed,
                })
                .collect();
            (found, stars)
        });
        let seats = world.resource::<Technology>().0.len();
        let board = world.resource::<Board>();
        let mut slot = vec![0u16; board.cell_count()];
        let mut ships: Vec<u32> = Vec::with_capacity(found.len() * seats);
        let mut occupied = Vec::with_capacity(found.len());
        for (h, seat, n) in found {
            if n == 0 {
                continue;
            }
            if let Some(i) = board.index(h) {
                if slot[i] == 0 {
                    occupied.push(h);
                    ships.resize(ships.len() + seats, 0);
                    // At most one slot per cell, and boards have fewer cells than u16 holds.
                    slot[i] = occupied.len() as u16;
                }
                let at = (slot[i] as usize - 1) * seats;
                ships[at + seat.index()] += n;
            }
        }
        // Hexes are unique in both lists: an unstable sort gives the same order, without
        // the stable sort's buffer.
        occupied.sort_unstable_by(hex_order);
        stars.sort_unstable_by(|a, b| hex_order(&a.hex, &b.hex));
        Snapshot {
            stars,
            slot,
            ships,
            seats,
            occupied,
        }
    }

    /// The ship counts per seat at a hex (empty when no ship is there).
    fn counts(&self, board: &Board, hex: Hex) -> &[u32] {
        match board.index(hex).map(|i| self.slot[i]) {
            Some(s) if s > 0 => {
                let at = (s as usize - 1) * self.seats;
                &self.ships[at..at + self.seats]
            }
            _ => &[],
        }
    }

    pub fn ships(&self, board: &Board, hex: Hex, seat: Seat) -> u32 {
        self.counts(board, hex)
            .get(seat.index())
            .copied()
            .unwrap_or(0)
    }

    /// Ships at `hex` of every seat at war with `seat`.
    pub fn hostile_ships(&self, board: &Board, dip: &Diplomacy, hex: Hex, seat: Seat) -> u32 {
        self.counts(board, hex)
            .iter()
            .enumerate()
            .filter(|&(o, _)| dip.at_war(seat, Seat(o as u8)))
            .map(|(_, &n)| n)
            .sum()
    }

    /// The number of seats at the table.
    pub fn seat_count(&self) -> usize {
        self.seats
    }

    pub fn star_at(&self, hex: Hex) -> Option<&StarView> {
        self.stars.iter().find(|s| s.hex == hex)
    }

    /// Hexes where `seat` has ships, in reading order.
    pub fn hexes_of(&self, board: &Board, seat: Seat) -> Vec<Hex> {
        self.occupied
            .iter()
            .copied()
            .filter(|&h| self.ships(board, h, seat) > 0)
            .collect()
    }

    /// Whether two seats are in contact: some hex holds ships or a star of each.
    pub fn in_contact(&self, board: &Board, a: Seat, b: Seat) -> bool {
        let present = |s: Seat| -> Vec<Hex> {
            let mut hexes = self.hexes_of(board, s);
            hexes.extend(
                self.stars
                    .iter()
                    .filter(|x| x.owner == Some(s))
                    .map(|x| x.hex),
            );
            hexes
        };
        let theirs = present(b);
        present(a).iter().any(|h| theirs.contains(h))
    }

    /// Every ship `seat` has on the board (none for a seat the table does not have).
    pub fn total_ships(&self, seat: Seat) -> u32 {
        self.ships
            .chunks(self.seats)
            .map(|c| c.get(seat.index()).copied().unwrap_or(0))
            .sum()
    }

    /// Growth limit of a star: distance to the nearest other owned star.
    pub fn growth_limit(&self, hex: Hex, alone: u32) -> u32 {
        self.growth_limit_skipping(hex, alone, |_| false)
    }

    /// [`Snapshot::growth_limit`], leaving out the stars of owners `skip` names.
    pub fn growth_limit_skipping(&self, hex: Hex, alone: u32, skip: impl Fn(Seat) -> bool) -> u32 {
        self.stars
            .iter()
            .filter(|s| s.hex != hex && s.owner.is_some_and(|o| !skip(o)))
            .map(|s| s.hex.unsigned_distance_to(hex))
            .min()
            .unwrap_or(alone)
    }
}

/// The hex of `seat`'s home star (the star holding its miniature), while it owns it.
pub fn home_star(world: &World, seat: Seat) -> Option<Hex> {
    let snap = Snapshot::take(world);
    snap.stars
        .iter()
        .find(|s| s.owner == Some(seat) && world.get::<HomeStar>(s.entity).is_some())
        .map(|s| s.hex)
}

/// The star entities at a hex (through the cached queries).
pub fn star_entities_at(world: &World, hex: Hex) -> Vec<Entity> {
    with_lookups(world, |l| {
        l.stars
            .iter(world)
            .filter(|(_, _, p, _)| p.0 == hex)
            .map(|(e, _, _, _)| e)
            .collect()
    })
}

/// Stars of `seat` that are blocked: a ship of a seat at war with it is in the hex.
pub fn is_blocked(world: &World, snap: &Snapshot, seat: Seat, hex: Hex) -> bool {
    let rules = world.resource::<RulesData>();
    if world
        .resource::<Technology>()
        .level(seat, Field::Spirituality)
        >= rules.tech.spirituality_unblockable
    {
        return false;
    }
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    snap.hostile_ships(board, dip, hex, seat) > 0
}
