//! Which hexes ships can reach this turn, and by which path: movement range from
//! Propulsion, nebulae (cost 2 to enter, +2 range when starting in one), neutron stars
//! (Propulsion 5) and stargate jumps between node hexes.

use super::Board;
use crate::rules::model::Terrain;
use hexx::Hex;

/// What a mover can do, worked out from its technology before the search.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveAbility {
    /// Movement points; `None` = unlimited.
    pub range: Option<u32>,
    pub enter_neutron: bool,
    /// Hexes between which stargate jumps are possible (each jump costs 1).
    pub gate_nodes: Vec<Hex>,
    /// A stargate hub and the hexes linked to it (each jump costs 1): the
    /// Super-Stargate relic and its holder's stars.
    pub hub: Option<(Hex, Vec<Hex>)>,
    pub nebula_cost: u32,
    pub nebula_start_bonus: u32,
    /// Wormhole links open to this mover (no hostile ships at either end): one step
    /// from one end to the other.
    pub links: Vec<(Hex, Hex)>,
}

/// Result of the search from one hex.
#[derive(Debug, Clone)]
pub struct Reach {
    pub start: Hex,
    cost: Vec<u32>,
    parent: Vec<u32>,
    /// Reachable hexes in stable reading order (the start included).
    pub hexes: Vec<Hex>,
}

const UNREACHED: u32 = u32::MAX;

impl Reach {
    pub fn cost(&self, board: &Board, h: Hex) -> Option<u32> {
        let c = self.cost[board.index(h)?];
        (c != UNREACHED).then_some(c)
    }

    pub fn contains(&self, board: &Board, h: Hex) -> bool {
        self.cost(board, h).is_some()
    }

    /// The hexes from the start to `to`, both included.
    pub fn path(&self, board: &Board, to: Hex) -> Vec<Hex> {
        let Some(mut i) = board.index(to) else {
            return Vec::new();
        };
        if self.cost[i] == UNREACHED {
            return Vec::new();
        }
        let mut path = vec![to];
        while self.parent[i] != UNREACHED {
            i = self.parent[i] as usize;
            path.push(board.hex_at(i));
        }
        path.reverse();
        path
    }
}

/// Dijkstra over the board from `start` within the mover's range. Every step costs at
/// least 1 and at most the nebula cost, so the frontier is a ring of buckets by cost
/// (no heap); each bucket is worked in cell order, which is the order a heap keyed on
/// (cost, cell) would pop them in, so the paths found are the same.
pub fn reach(board: &Board, start: Hex, ability: &MoveAbility) -> Reach {
    let n = board.cell_count();
    let mut cost = vec![UNREACHED; n];
    let mut parent = vec![UNREACHED; n];
    let mut hexes = Vec::new();
    let Some(si) = board.index(start) else {
        return Reach {
            start,
            cost,
            parent,
            hexes,
        };
    };
    let budget = ability
        .range
        .map(|r| {
            if board.terrain(start) == Some(Terrain::Nebula) {
                r + ability.nebula_start_bonus
            } else {
                r
            }
        })
        .unwrap_or(u32::MAX);
    let gates: Vec<u32> = cells_of(board, &ability.gate_nodes);
    let hub = ability
        .hub
        .as_ref()
        .and_then(|(h, spokes)| Some((board.index(*h)? as u32, cells_of(board, spokes))));
    let links: Vec<(u32, u32)> = ability
        .links
        .iter()
        .filter_map(|&(a, b)| Some((board.index(a)? as u32, board.index(b)? as u32)))
        .collect();
    let gate_from_start = gates.contains(&(si as u32));
    // A nebula's cost, the largest step (the rules data keep it within 1 to 12).
    let nebula = ability.nebula_cost.clamp(1, u32::from(u8::MAX)) as u8;
    // What entering a cell of each movement class costs (0: it cannot be entered).
    let mut class_cost = [0u8; 4];
    class_cost[super::MoveClass::Open as usize] = 1;
    class_cost[super::MoveClass::Nebula as usize] = nebula;
    class_cost[super::MoveClass::NeutronStar as usize] = u8::from(ability.enter_neutron);
    let classes = board.move_classes();
    // The cells a jump may leave from (stargate nodes, wormhole ends, the hub and its
    // spokes): the others skip the jump checks, and a mover with no jump skips them all.
    let jumps = !gates.is_empty() || !links.is_empty() || hub.is_some();
    // The working lists come from the thread's scratch (made anew, they were a fifth
    // of the search's allocations and frees) and go back to it, emptied.
    let mut scratch = SCRATCH.take();
    let jumps_from = &mut scratch.jumps_from;
    jumps_from.clear();
    jumps_from.resize(if jumps { n } else { 0 }, false);
    for &g in &gates {
        jumps_from[g as usize] = true;
    }
    for &(a, b) in &links {
        jumps_from[a as usize] = true;
        jumps_from[b as usize] = true;
    }
    if let Some((h, spokes)) = &hub {
        jumps_from[*h as usize] = true;
        for &s in spokes {
            jumps_from[s as usize] = true;
        }
    }
    // A power of two, so a cost's slot is a mask rather than a division (the search
    // made one per cell reached, a large part of its time).
    let ring_len = (nebula as usize + 1).next_power_of_two();
    if scratch.ring.len() < ring_len {
        scratch
            .ring
            .resize_with(ring_len, || Vec::with_capacity(32));
    }
    let mut frontier = Frontier {
        ring: &mut scratch.ring[..ring_len],
        mask: ring_len - 1,
        pending: 0,
        cost: &mut cost,
        parent: &mut parent,
        budget,
    };
    frontier.cost[si] = 0;
    frontier.ring[0].push(si as u32);
    frontier.pending = 1;
    let mut c = 0u32;
    while frontier.pending > 0 {
        let slot = c as usize & frontier.mask;
        let mut bucket = std::mem::take(&mut frontier.ring[slot]);
        frontier.pending -= bucket.len();
        bucket.sort_unstable();
        for &i in &bucket {
            if frontier.cost[i as usize] != c {
                continue; // reached more cheaply since it was queued
            }
            for &j in board.neighbour_cells(i as usize) {
                // Off the board (NO_CELL) is out of the table: 0, not entered.
                let step = classes
                    .get(j as usize)
                    .map_or(0, |&k| class_cost[usize::from(k & 3)]);
                if step != 0 {
                    frontier.relax(i, j, c + u32::from(step));
                }
            }
            if !jumps || !jumps_from[i as usize] {
                continue;
            }
            if (gate_from_start || i as usize != si) && gates.contains(&i) {
                for &g in &gates {
                    if g != i {
                        frontier.relax(i, g, c + 1);
                    }
                }
            }
            for &(a, b) in &links {
                if i == a {
                    frontier.relax(i, b, c + 1);
                } else if i == b {
                    frontier.relax(i, a, c + 1);
                }
            }
            if let Some((hub, spokes)) = &hub {
                if i == *hub {
                    for &s in spokes {
                        frontier.relax(i, s, c + 1);
                    }
                } else if spokes.contains(&i) {
                    frontier.relax(i, *hub, c + 1);
                }
            }
        }
        bucket.clear();
        frontier.ring[slot] = bucket;
        c += 1;
    }
    SCRATCH.set(scratch);
    hexes.reserve(board.hexes.len());
    for (&h, &i) in board.hexes.iter().zip(board.hex_cells()) {
        if cost[i as usize] != UNREACHED {
            hexes.push(h);
        }
    }
    Reach {
        start,
        cost,
        parent,
        hexes,
    }
}

/// The cells of some hexes (those inside the board's grid).
fn cells_of(board: &Board, hexes: &[Hex]) -> Vec<u32> {
    hexes
        .iter()
        .filter_map(|&h| board.index(h).map(|i| i as u32))
        .collect()
}

/// A search's working lists, kept by each thread between its searches (empty between
/// them).
#[derive(Default)]
struct Scratch {
    ring: Vec<Vec<u32>>,
    jumps_from: Vec<bool>,
}

thread_local! {
    static SCRATCH: std::cell::Cell<Scratch> = std::cell::Cell::new(Scratch::default());
}

/// The open cells of a search, by cost modulo the ring's length.
struct Frontier<'a> {
    ring: &'a mut [Vec<u32>],
    /// The ring's length less one (the length is a power of two).
    mask: usize,
    pending: usize,
    cost: &'a mut [u32],
    parent: &'a mut [u32],
    budget: u32,
}

impl Frontier<'_> {
    fn relax(&mut self, from: u32, to: u32, nc: u32) {
        let j = to as usize;
        if nc <= self.budget && nc < self.cost[j] {
            self.cost[j] = nc;
            self.parent[j] = from;
            self.ring[nc as usize & self.mask].push(to);
            self.pending += 1;
        }
    }
}

/// Searches already made on the current board: a search depends only on the board, the
/// start and the mover's ability, and the same ones come back often (the policy plans a
/// move and the command checks it; automas start from the same hexes round after round).
/// Emptied when a board is laid; kept small.
#[derive(bevy::prelude::Resource, Debug, Default)]
pub struct ReachCache(std::sync::Mutex<Vec<(Hex, MoveAbility, std::sync::Arc<Reach>)>>);

/// At most this many searches are kept (the oldest goes first).
const REACH_CACHE: usize = 48;

impl ReachCache {
    /// The search from `start` with `ability` on `board`, made once.
    pub fn get(&self, board: &Board, start: Hex, ability: &MoveAbility) -> std::sync::Arc<Reach> {
        // Locked for a search at most; a panic in one leaves a usable list.
        let mut kept = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, _, r)) = kept.iter().find(|(h, a, _)| *h == start && a == ability) {
            return r.clone();
        }
        let r = std::sync::Arc::new(reach(board, start, ability));
        if kept.len() >= REACH_CACHE {
            kept.remove(0);
        }
        kept.push((start, ability.clone(), r.clone()));
        r
    }
}

/// The search from `start`, through the world's cache.
pub fn reach_in(
    world: &bevy::prelude::World,
    start: Hex,
    ability: &MoveAbility,
) -> std::sync::Arc<Reach> {
    world
        .resource::<ReachCache>()
        .get(world.resource::<Board>(), start, ability)
}

/// Where to stop to get as close as possible to `target`: the reachable hex nearest to
/// it, then the one costing fewest movement points, then the first in reading order.
pub fn approach(board: &Board, r: &Reach, target: Hex) -> Hex {
    if r.contains(board, target) {
        return target;
    }
    *r.hexes
        .iter()
        .min_by_key(|h| {
            (
                h.unsigned_distance_to(target),
                r.cost(board, **h).unwrap_or(u32::MAX),
            )
        })
        .unwrap_or(&r.start)
}
