//! Ship pieces and fleets: placing, counting, moving and removing them, and how far a
//! seat's ships move.

use crate::rules::board::{Board, MoveAbility};
use crate::rules::data::RulesData;
use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::model::*;
use crate::rules::narrate::log_seat_event;
use crate::rules::snapshot::{Snapshot, all_pieces, with_lookups};
use bevy::prelude::*;
use hexx::Hex;

/// Hook point: a hub `seat`'s ships may jump to, with the hexes they jump from (a
/// relic's super stargate). The first answer holds.
pub struct MoveHub;

impl HookPoint for MoveHub {
    type Fn = fn(&World, &Snapshot, Seat) -> Option<(Hex, Vec<Hex>)>;
}

/// Hook point: the movement points a ship starting in a nebula has to leave it, when
/// content changes the rules' number (a card's lasting effect). The first answer holds.
pub struct NebulaStartBonus;

impl HookPoint for NebulaStartBonus {
    type Fn = fn(&World, Seat) -> Option<u32>;
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
        hub: hooked::<MoveHub>(world)
            .iter()
            .find_map(|f| f(world, snap, seat)),
        nebula_cost: rules.base.nebula_entry_cost,
        nebula_start_bonus: hooked::<NebulaStartBonus>(world)
            .iter()
            .find_map(|f| f(world, seat))
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

/// Ship pieces of `seat` on the board.
pub fn pieces_on_board(world: &mut World, seat: Seat) -> u32 {
    all_pieces(world).iter().filter(|p| p.1 == seat).count() as u32
}

/// Hook point: `seat`'s ships ended a move at a hex (what waits there for them acts:
/// a neutral force's garrison is drawn).
pub struct ShipsArrived;

impl HookPoint for ShipsArrived {
    type Fn = fn(&mut World, Seat, Hex);
}

/// `seat`'s ships ended a move at `hex`: everything hooked there hears it.
pub fn arrived(world: &mut World, seat: Seat, hex: Hex) {
    for hook in hooked_mut::<ShipsArrived>(world).iter().copied() {
        hook(world, seat, hex);
    }
}

/// Hook point: ship pieces of `seat` that content took out of play (neither on the board
/// nor in the supply). The answers add up.
pub struct ShipsOutOfPlay;

impl HookPoint for ShipsOutOfPlay {
    type Fn = fn(&World, Seat) -> u32;
}

/// Ship pieces `seat` may still place: the rules' limit less those on the board and
/// those out of play.
pub fn pieces_in_supply(world: &mut World, seat: Seat) -> u32 {
    let limit = world.resource::<RulesData>().base.ship_piece_limit;
    // Ships content took out of play (put on the Leadership goal tile).
    let off: u32 = hooked::<ShipsOutOfPlay>(world)
        .iter()
        .map(|f| f(world, seat))
        .sum();
    limit.saturating_sub(pieces_on_board(world, seat) + off)
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

/// A loss order as given (groups named once, in that order), then the groups it left
/// out in the default order.
pub fn complete_loss_order(given: &[Option<FleetLetter>]) -> Vec<Option<FleetLetter>> {
    let mut full: Vec<Option<FleetLetter>> = Vec::new();
    for g in given.iter().chain(&default_loss_order()) {
        if !full.contains(g) {
            full.push(*g);
        }
    }
    full
}

/// A seat's ship groups at a hex, in the default loss order: its loose pieces (if any),
/// then each fleet by letter, with their ships and whether the count is hidden (a
/// face-down fleet).
pub fn loss_groups(
    world: &mut World,
    seat: Seat,
    hex: Hex,
) -> Vec<(Option<FleetLetter>, u32, bool)> {
    let (pieces, fleets) = ships_entities_at(world, seat, hex);
    let mut groups = Vec::new();
    if !pieces.is_empty() {
        groups.push((None, pieces.len() as u32, false));
    }
    for &e in &fleets {
        if let Some(f) = world.get::<Fleet>(e).filter(|f| f.ships > 0) {
            groups.push((Some(f.letter), f.ships, f.face_down));
        }
    }
    groups
}

/// Removes `n` of `seat`'s ships at a hex, in the seat's loss order (pieces first, then
/// fleets in letter order, unless it set another). Returns how many were removed.
pub fn remove_ships(world: &mut World, seat: Seat, hex: Hex, n: u32) -> u32 {
    remove_ships_in(world, seat, hex, n, None)
}

/// [`remove_ships`] in a given order of groups (`None` pieces, a letter that fleet), when
/// someone chose it for this loss; otherwise the seat's own order, or an automa's die.
pub fn remove_ships_in(
    world: &mut World,
    seat: Seat,
    hex: Hex,
    n: u32,
    chosen: Option<&[Option<FleetLetter>]>,
) -> u32 {
    let (pieces, fleets) = ships_entities_at(world, seat, hex);
    let set = chosen.map(complete_loss_order).or_else(|| {
        world
            .get_resource::<LossOrders>()
            .and_then(|o| o.0.iter().find(|(s, _)| *s == seat).map(|(_, o)| o.clone()))
    });
    let order = match set {
        Some(order) => order,
        None => automa_loss_order(world, seat, hex, n).unwrap_or_else(default_loss_order),
    };
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

/// An automa losing some but not all of its ships in a hex, spread over several groups
/// (its loose pieces, each fleet): a die picks the group that loses ships first, then
/// another among the rest while losses remain (solo rule 3.2, every automa choice is
/// random). `None` when there is nothing to choose (a person, all ships lost, one group).
fn automa_loss_order(
    world: &mut World,
    seat: Seat,
    hex: Hex,
    n: u32,
) -> Option<Vec<Option<FleetLetter>>> {
    use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
    let roster = world.get_resource::<crate::rules::table::Roster>()?;
    if !roster.is_automa(seat) {
        return None;
    }
    let mut groups = loss_groups(world, seat, hex);
    let total: u64 = groups.iter().map(|g| u64::from(g.1)).sum();
    if groups.len() < 2 || u64::from(n) >= total {
        return None;
    }
    let name = |g: Option<FleetLetter>| match g {
        None => crate::says!("log-rules-ship-pieces"),
        Some(l) => crate::says!("log-rules-fleet", letter = format!("{l:?}")),
    };
    let round = crate::rules::narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::ShipsLost,
        crate::says!("log-rules-decision-ships-lost"),
    );
    // A face-down fleet's size stays hidden in the record everyone reads.
    d.offer(groups.iter().map(|g| {
        (
            g.0.map_or(Candidate::Nth(0), Candidate::Fleet),
            if g.2 {
                name(g.0)
            } else {
                crate::says!("log-rules-loss-group", group = name(g.0), n = g.1)
            },
        )
    }));
    d.concern([hex]);
    let mut order = Vec::new();
    let mut covered = 0u64;
    while groups.len() > 1 && covered < u64::from(n) {
        let pick = world
            .resource_mut::<crate::rules::dice::Dice>()
            .pick(groups.len(), "ships lost first"); // not shown
        d.add_pick(&pick);
        let (g, size, _) = groups.remove(pick.index);
        covered += u64::from(size);
        order.push(g);
    }
    order.extend(groups.into_iter().map(|g| g.0));
    d.result = order
        .iter()
        .map(|&g| name(g))
        .reduce(|a, b| crate::says!("log-rules-then", a = a, b = b))
        .unwrap_or_default();
    world.resource_mut::<GameLog>().decision(d);
    Some(order)
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

/// Places `n` built ships at `h`; returns how many found a piece or a fleet.
/// Places `n` new ships of `me` at `h` by the build rules: pieces while the supply lasts,
/// then into a fleet there (the named one, one already there, or a new counter).
/// Returns how many were placed.
pub fn place_built(world: &mut World, me: Seat, h: Hex, n: u32, fleet: Option<FleetLetter>) -> u32 {
    let pieces = if fleet.is_some() {
        0
    } else {
        pieces_in_supply(world, me).min(n)
    };
    place_pieces(world, me, h, pieces);
    let rest = n - pieces;
    if rest == 0 {
        return n;
    }
    let (_, fleets) = ships_entities_at(world, me, h);
    let wanted = fleet.and_then(|l| {
        fleets
            .iter()
            .copied()
            .find(|&e| world.get::<Fleet>(e).is_some_and(|f| f.letter == l))
    });
    if let Some(e) = wanted.or(fleets.first().copied()) {
        modify::<Fleet>(world, e, |f| f.ships += rest);
        return n;
    }
    let supply = world.resource::<FleetSupply>().0[me].clone();
    let letter = fleet
        .filter(|l| supply.contains(l))
        .or(supply.first().copied());
    match letter {
        Some(l) => {
            world.resource_mut::<FleetSupply>().0[me].retain(|&x| x != l);
            world.spawn((
                Fleet {
                    owner: me,
                    letter: l,
                    ships: rest,
                    face_down: l != FleetLetter::D,
                },
                Position(h),
            ));
            n
        }
        None => {
            log_seat_event(
                world,
                me,
                None,
                crate::says!("log-rules-no-piece-left", n = rest),
            );
            pieces
        }
    }
}

/// What the player moved this turn, for the once-per-turn rule and for undo.
#[derive(Resource, Debug, Clone, Default)]
pub struct TurnMoves {
    /// Pieces and fleets that have moved this turn.
    pub moved: Vec<Entity>,
    /// Each move: the entities and where they came from.
    pub history: Vec<Vec<(Entity, Hex)>>,
    pub ended: bool,
    /// A move this turn turned up a face-down counter: the moves before it are no longer
    /// in `history` (never undo across a reveal).
    pub revealed: bool,
}

impl TurnMoves {
    /// Why the last move cannot be taken back, if it cannot.
    pub fn why_no_undo(&self) -> Option<String> {
        if !self.history.is_empty() {
            None
        } else if self.revealed {
            Some(crate::t!("refuse-undo-revealed"))
        } else {
            Some(crate::t!("refuse-no-move-to-undo"))
        }
    }
}
