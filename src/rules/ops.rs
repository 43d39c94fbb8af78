//! Small operations on the game world shared by the player's commands, the automas and
//! combat: counting and moving ships, placing and returning population discs, gaining
//! technology levels and the Slavers' offboard power.

use crate::rules::board::{Board, MoveAbility, hex_order};
use crate::rules::data::RulesData;
use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::table::{self, Roster};
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
    pieces: QueryState<(Entity, &'static ShipPiece, &'static Position)>,
    fleets: QueryState<(Entity, &'static Fleet, &'static Position)>,
    stars: QueryState<(
        Entity,
        &'static Star,
        &'static Position,
        Option<&'static crate::rules::content::relic::Relic>,
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
fn with_lookups<R>(world: &World, f: impl FnOnce(&mut QueryStates) -> R) -> R {
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
    pub relic: Option<crate::rules::content::relic::Relic>,
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

/// The last snapshot taken and whether the board has changed since: the rules read the
/// board far more often than they change it (two reads in three find it unchanged).
/// The component hooks of [`crate::rules::model::board_changed`] clear it.
#[derive(Resource, Default)]
pub struct SnapshotCache(std::sync::Mutex<Option<std::sync::Arc<Snapshot>>>);

impl SnapshotCache {
    pub fn board_changed(&mut self) {
        *self
            .0
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = None;
    }

    fn get(&self) -> Option<std::sync::Arc<Snapshot>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    fn keep(&self, snap: std::sync::Arc<Snapshot>) {
        *self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(snap);
    }
}

impl Snapshot {
    /// What stands where now: the cached snapshot while the board is unchanged.
    pub fn take(world: &World) -> std::sync::Arc<Snapshot> {
        let cache = world.get_resource::<SnapshotCache>();
        if let Some(snap) = cache.and_then(SnapshotCache::get) {
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
        let mut occupied = Vec::new();
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

    pub fn total_ships(&self, seat: Seat) -> u32 {
        self.ships.chunks(self.seats).map(|c| c[seat.index()]).sum()
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

/// The movement ability of `seat`'s ships, with an extra range bonus (the D fleet).
pub fn move_ability(world: &World, snap: &Snapshot, seat: Seat, bonus: u32) -> MoveAbility {
    let rules = world.resource::<RulesData>();
    let tech = world.resource::<Technology>();
    let dip = world.resource::<Diplomacy>();
    let board = world.resource::<Board>();
    let prop = tech.level(seat, Field::Propulsion);
    let gate = rules.tech.stargate(prop);
    let mut gate_nodes = Vec::new();
    let free_of_hostiles = |h: Hex| snap.hostile_ships(board, dip, h, seat) == 0;
    if gate >= 1 {
        for s in &snap.stars {
            let ok = match gate {
                1 => s.owner == Some(seat) && s.population >= 3,
                _ => s.owner.is_none_or(|o| o == seat || !dip.at_war(seat, o)),
            };
            if ok && free_of_hostiles(s.hex) {
                gate_nodes.push(s.hex);
            }
        }
        if gate >= 2 {
            for &h in &board.hexes {
                if board.terrain(h) == Some(Terrain::NeutronStar) && free_of_hostiles(h) {
                    gate_nodes.push(h);
                }
            }
        }
    }
    MoveAbility {
        range: rules.tech.range(prop).map(|r| r + bonus),
        enter_neutron: prop >= rules.tech.neutron_level,
        gate_nodes,
        hub: crate::rules::content::relic::super_stargate(world, snap, seat),
        nebula_cost: rules.base.nebula_entry_cost,
        nebula_start_bonus: crate::rules::content::card::nebula_start_bonus(world, seat)
            .unwrap_or(rules.base.nebula_start_bonus),
        // Hostile ships at either end block a wormhole.
        links: board
            .links
            .iter()
            .copied()
            .filter(|&(a, b)| free_of_hostiles(a) && free_of_hostiles(b))
            .collect(),
    }
}

/// Gives `seat` destiny points (takes them when negative) and records where they came
/// from, so that the log, the panels and the game-over breakdown can say.
pub fn award_dp(
    world: &mut World,
    seat: Seat,
    dp: i32,
    kind: crate::rules::log::DpKind,
    source: &str,
    detail: &str,
    hex: Option<Hex>,
) {
    if dp == 0 {
        return;
    }
    world.resource_mut::<Scores>().add(seat, source, dp);
    let round = current_round(world);
    world
        .resource_mut::<GameLog>()
        .record(crate::rules::log::LogEntry::Destiny(
            crate::rules::log::DpRecord {
                round,
                seat,
                dp,
                kind,
                source: source.to_string(),
                detail: detail.to_string(),
                hex: hex.map(|h| (h.x, h.y)),
            },
        ));
}

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

/// Ship pieces of `seat` on the board.
pub fn pieces_on_board(world: &mut World, seat: Seat) -> u32 {
    all_pieces(world).iter().filter(|p| p.1 == seat).count() as u32
}

pub fn pieces_in_supply(world: &mut World, seat: Seat) -> u32 {
    let limit = world.resource::<RulesData>().base.ship_piece_limit;
    // Ships put on the Leadership goal tile are out of play.
    let on_tile = world
        .get_resource::<crate::rules::content::goal::GoalState>()
        .map_or(0, |g| g.on_tile(seat));
    limit.saturating_sub(pieces_on_board(world, seat) + on_tile)
}

pub fn place_pieces(world: &mut World, seat: Seat, hex: Hex, n: u32) {
    for _ in 0..n {
        world.spawn((ShipPiece { owner: seat }, Position(hex)));
    }
}

/// The entities of `seat`'s ships at a hex: pieces first, then fleets by letter.
pub fn ships_entities_at(world: &mut World, seat: Seat, hex: Hex) -> (Vec<Entity>, Vec<Entity>) {
    // Filtered while iterating the cached queries: no list of every piece is built.
    let (mut pieces, mut fleets) = with_lookups(world, |l| {
        let pieces: Vec<Entity> = l
            .pieces
            .iter(world)
            .filter(|(_, p, pos)| p.owner == seat && pos.0 == hex)
            .map(|(e, _, _)| e)
            .collect();
        let fleets: Vec<(FleetLetter, Entity)> = l
            .fleets
            .iter(world)
            .filter(|(_, f, pos)| f.owner == seat && pos.0 == hex)
            .map(|(e, f, _)| (f.letter, e))
            .collect();
        (pieces, fleets)
    });
    pieces.sort();
    fleets.sort();
    (pieces, fleets.into_iter().map(|(_, e)| e).collect())
}

pub fn ships_at(world: &mut World, seat: Seat, hex: Hex) -> u32 {
    let (pieces, fleets) = ships_entities_at(world, seat, hex);
    pieces.len() as u32
        + fleets
            .iter()
            .map(|&e| world.get::<Fleet>(e).map_or(0, |f| f.ships))
            .sum::<u32>()
}

/// Returns a fleet counter to its owner's supply (the Slavers shuffle it face down).
pub fn return_fleet(world: &mut World, e: Entity) {
    if let Some(f) = world.get::<Fleet>(e).copied() {
        world.resource_mut::<FleetSupply>().0[f.owner].push(f.letter);
        let mut supply = world.resource_mut::<FleetSupply>();
        supply.0[f.owner].sort();
        world.despawn(e);
    }
}

/// The order in which a seat's ships absorb losses: `None` is its ship pieces, a
/// letter that fleet. Each person sets theirs (pieces, then A to E, by default).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LossOrders(pub Vec<(Seat, Vec<Option<FleetLetter>>)>);

/// The default order: pieces, then fleets in letter order.
pub fn default_loss_order() -> Vec<Option<FleetLetter>> {
    std::iter::once(None)
        .chain(FleetLetter::ALL.into_iter().map(Some))
        .collect()
}

/// Removes `n` of `seat`'s ships at a hex, in the seat's loss order (pieces first, then
/// fleets in letter order, unless it set another). Returns how many were removed.
pub fn remove_ships(world: &mut World, seat: Seat, hex: Hex, n: u32) -> u32 {
    let (pieces, fleets) = ships_entities_at(world, seat, hex);
    let order = world
        .get_resource::<LossOrders>()
        .and_then(|o| o.0.iter().find(|(s, _)| *s == seat).map(|(_, o)| o.clone()))
        .unwrap_or_else(default_loss_order);
    let mut left = n;
    for group in order {
        if left == 0 {
            break;
        }
        match group {
            None => {
                for &e in &pieces {
                    if left == 0 {
                        break;
                    }
                    if world.get_entity(e).is_ok() {
                        world.despawn(e);
                        left -= 1;
                    }
                }
            }
            Some(letter) => {
                for &e in &fleets {
                    if left == 0 {
                        break;
                    }
                    let Some(f) = world.get::<Fleet>(e).copied() else {
                        continue;
                    };
                    if f.letter != letter {
                        continue;
                    }
                    let take = f.ships.min(left);
                    left -= take;
                    if take == f.ships {
                        return_fleet(world, e);
                    } else {
                        modify::<Fleet>(world, e, |f| f.ships -= take);
                    }
                }
            }
        }
    }
    n - left
}

/// Moves every ship of `seat` at `from` to `to`.
pub fn move_all(world: &mut World, seat: Seat, from: Hex, to: Hex) {
    if from == to {
        return;
    }
    let (pieces, fleets) = ships_entities_at(world, seat, from);
    for e in pieces.into_iter().chain(fleets) {
        set_position(world, e, to);
    }
}

/// The growth limit of `seat`'s star at `hex`: the distance to the nearest other owned
/// star (the stars a people's growth rule leaves out aside), or the rules' limit for a
/// star alone.
pub fn growth_limit(world: &World, snap: &Snapshot, seat: Seat, hex: Hex) -> u32 {
    let alone = world.resource::<RulesData>().base.growth_limit_when_alone;
    let ignored = crate::rules::content::people::growth_limit_ignored(world, seat);
    snap.growth_limit_skipping(hex, alone, |o| ignored.contains(&o))
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

/// Moves up to `discs` population from one star to another (a home star's miniature
/// stays); a star left without population becomes uninhabited. Returns how many moved.
pub fn move_discs(world: &mut World, from: &StarView, to: &StarView, discs: u32) -> u32 {
    let discs = discs.min(discs_on(world, from));
    modify::<Star>(world, from.entity, |s| {
        s.population -= discs;
        if s.population == 0 {
            s.owner = None;
        }
    });
    modify::<Star>(world, to.entity, |s| s.population += discs);
    discs
}

/// Changes a board component of an entity. Stars, ships, fleets, positions and relics
/// are immutable components: a change goes through here (a new value is inserted), so
/// the snapshot cache hears of it. False if the entity has no such component.
pub fn modify<T: Component>(world: &mut World, e: Entity, f: impl FnOnce(&mut T)) -> bool {
    matches!(world.modify_component::<T, _>(e, f), Ok(Some(())))
}

/// Puts a piece, fleet or star at another hex.
pub fn set_position(world: &mut World, e: Entity, to: Hex) {
    modify::<Position>(world, e, |p| p.0 = to);
}

/// Takes one disc off a seat's population track; false if the track is empty.
pub fn take_disc(world: &mut World, seat: Seat) -> bool {
    let mut tracks = world.resource_mut::<PopulationTracks>();
    if tracks.0[seat] == 0 {
        return false;
    }
    tracks.0[seat] -= 1;
    true
}

/// A person's star that can give a disc when the track is empty: unblocked, with a disc
/// (a home star's miniature is not one), the most populated first (reading order on
/// ties), `except` left out. The automas' empty tracks follow their own tables.
pub fn spare_star_disc(
    world: &World,
    snap: &Snapshot,
    seat: Seat,
    except: Entity,
) -> Option<Entity> {
    if !world.resource::<Roster>().is_human(seat) {
        return None;
    }
    snap.stars
        .iter()
        .filter(|s| {
            s.owner == Some(seat)
                && s.entity != except
                && discs_on(world, s) > 0
                && !is_blocked(world, snap, seat, s.hex)
        })
        .max_by(|a, b| {
            discs_on(world, a)
                .cmp(&discs_on(world, b))
                .then(hex_order(&b.hex, &a.hex))
        })
        .map(|s| s.entity)
}

/// Takes a disc from one of a person's stars (see [`spare_star_disc`]); a star left
/// without population becomes uninhabited. False when none can give one.
pub fn take_disc_from_stars(world: &mut World, seat: Seat, except: Entity) -> bool {
    let snap = Snapshot::take(world);
    let Some(e) = spare_star_disc(world, &snap, seat, except) else {
        return false;
    };
    modify::<Star>(world, e, |s| {
        s.population -= 1;
        if s.population == 0 {
            s.owner = None;
        }
    });
    true
}

/// Whether `seat` is the one person at the table (the solo player, addressed as "you").
pub fn is_sole_person(world: &World, seat: Seat) -> bool {
    let roster = world.resource::<Roster>();
    roster.is_human(seat) && roster.humans().count() == 1
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

/// Population lost from the board goes back to the track (or ascends at Spirituality 6).
pub fn return_discs(world: &mut World, seat: Seat, n: u32) {
    if n == 0 || !table::has_population_track(world, seat) {
        return;
    }
    let ascend = world.resource::<RulesData>().tech.spirituality_ascension;
    if world
        .resource::<Technology>()
        .level(seat, Field::Spirituality)
        >= ascend
    {
        return;
    }
    let max = world.resource::<RulesData>().base.population_track.len() as u32;
    let mut tracks = world.resource_mut::<PopulationTracks>();
    tracks.0[seat] = (tracks.0[seat] + n).min(max);
}

/// Moves a disc from a seat's population track to its offboard power track, applying
/// the DP loss its table sets from a number of discs on. Returns false if its track
/// was empty.
pub fn disc_to_offboard(world: &mut World, seat: Seat, why: &str) -> bool {
    let name = table::seat_name(world, seat);
    if !take_disc(world, seat) {
        log_event(
            world,
            format!("{name} have no disc left to move offboard ({why})"),
        );
        return false;
    }
    let Some((from, loss)) = table::automa_table(world, seat)
        .and_then(|t| t.offboard.as_ref().map(|o| (o.dp_loss_from, o.dp_loss)))
    else {
        return true;
    };
    let discs = {
        let mut off = world.resource_mut::<OffboardPower>();
        off.0[seat] += 1;
        off.0[seat]
    };
    log_event(
        world,
        format!("{name}: a disc goes to the offboard power track ({why}); {discs} offboard"),
    );
    // "Each new disc costs you DP": every person at the table pays.
    if discs >= from {
        let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
        for person in people {
            award_dp(
                world,
                person,
                -loss,
                crate::rules::log::DpKind::AutomaPower,
                &format!("{name}' offboard power"),
                &format!("a disc on their offboard track ({discs} there)"),
                None,
            );
        }
    }
    true
}

/// Whether a seat could gain a level in a field (automa caps included).
pub fn can_gain_level(world: &World, seat: Seat, field: Field) -> bool {
    let level = world.resource::<Technology>().level(seat, field);
    let cap = table::traits(world, seat).map_or(6, |t| t.cap(field));
    let cap = cap.min(crate::rules::content::people::level_cap(world, seat, field));
    level < cap
}

/// Raises a field by one level (if possible) and applies what the new level brings:
/// advanced fleet tactics from Military, forced STO from Spirituality.
pub fn gain_level(world: &mut World, seat: Seat, field: Field) -> bool {
    if !can_gain_level(world, seat, field) {
        return false;
    }
    let level = world.resource::<Technology>().level(seat, field) + 1;
    world.resource_mut::<Technology>().set(seat, field, level);
    if field == Field::Military {
        let gained = world
            .resource::<RulesData>()
            .base
            .tactics_gained(level - 1, level);
        if gained > 0 && table::has_fleets(world, seat) {
            world.resource_mut::<FleetTactics>().unassigned[seat] += gained;
        }
    }
    // Only a person switches alignment (the automas keep theirs whatever their level).
    if world.resource::<Roster>().is_human(seat) && field == Field::Spirituality {
        let forced = world.resource::<RulesData>().tech.spirituality_forced_sto;
        if level >= forced && world.resource::<Alignments>().of(seat) == Alignment::Sts {
            world.resource_mut::<Alignments>().0[seat] = Alignment::Sto;
            crate::rules::content::record(
                world,
                crate::rules::content::Fact::AlignmentSwitched { seat },
            );
            let others: Vec<Seat> = world.resource::<Roster>().seats().collect();
            let mut dip = world.resource_mut::<Diplomacy>();
            for o in others {
                dip.set_war(seat, o, false);
            }
            log_event(
                world,
                "Spirituality forces you to STO: you are at peace with everyone",
            );
        }
    }
    log_seat_event(
        world,
        seat,
        None,
        format!(
            "{} gain {} {}",
            table::seat_name(world, seat),
            field.name(),
            level
        ),
    );
    true
}

/// Fields in which `seat` could still gain a level, in die order.
pub fn gainable_fields(world: &World, seat: Seat) -> Vec<Field> {
    Field::ALL
        .into_iter()
        .filter(|&f| can_gain_level(world, seat, f))
        .collect()
}

/// Population discs on a star: a home star's miniature (its first population) is not a
/// disc, so it can be neither shot, moved nor counted as blocked.
pub fn discs_on(world: &World, star: &StarView) -> u32 {
    if world.get::<HomeStar>(star.entity).is_some() {
        let home_pop = world.resource::<RulesData>().base.home_population;
        star.population.saturating_sub(home_pop)
    } else {
        star.population
    }
}

/// The population track value that counts for building and spawning: discs on blocked
/// stars do not contribute, so they count as if still on the track ("only the population
/// that contributes can be blocked"). A home star's miniature is not a disc.
pub fn contributing_track_value(world: &mut World, seat: Seat) -> u32 {
    let snap = Snapshot::take(world);
    let blocked: u32 = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(seat) && is_blocked(world, &snap, seat, s.hex))
        .map(|s| discs_on(world, s))
        .sum();
    let rules = world.resource::<RulesData>();
    let max = rules.base.population_track.len() as u32;
    let on_track = world.resource::<PopulationTracks>().0[seat];
    rules.base.track_value((on_track + blocked).min(max))
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
