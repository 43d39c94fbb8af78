//! Which hexes ships can reach this turn, and by which path: movement range from
//! Propulsion, nebulae (cost 2 to enter, +2 range when starting in one), neutron stars
//! (Propulsion 5) and stargate jumps between node hexes.

use super::Board;
use crate::rules::model::Terrain;
use hexx::Hex;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

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

/// Dijkstra over the board from `start` within the mover's range.
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
    let budget = ability.range.map(|r| {
        if board.terrain(start) == Some(Terrain::Nebula) {
            r + ability.nebula_start_bonus
        } else {
            r
        }
    });
    let within = |c: u32| budget.is_none_or(|b| c <= b);
    cost[si] = 0;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((0u32, si)));
    let gate_from_start = ability.gate_nodes.contains(&start);
    while let Some(Reverse((c, i))) = heap.pop() {
        if c > cost[i] {
            continue;
        }
        let here = board.hex_at(i);
        let mut relax = |to: Hex, step: u32, heap: &mut BinaryHeap<Reverse<(u32, usize)>>| {
            let Some(j) = board.index(to) else { return };
            let nc = c + step;
            if within(nc) && nc < cost[j] {
                cost[j] = nc;
                parent[j] = i as u32;
                heap.push(Reverse((nc, j)));
            }
        };
        for nb in here.all_neighbors() {
            let Some(t) = board.terrain(nb) else { continue };
            let step = match t {
                Terrain::Nebula => ability.nebula_cost,
                Terrain::NeutronStar if !ability.enter_neutron => continue,
                _ => 1,
            };
            relax(nb, step, &mut heap);
        }
        if (gate_from_start || here != start) && ability.gate_nodes.contains(&here) {
            for &g in &ability.gate_nodes {
                if g != here {
                    relax(g, 1, &mut heap);
                }
            }
        }
        if let Some((hub, spokes)) = &ability.hub {
            if here == *hub {
                for &s in spokes {
                    relax(s, 1, &mut heap);
                }
            } else if spokes.contains(&here) {
                relax(*hub, 1, &mut heap);
            }
        }
    }
    for &h in &board.hexes {
        if cost[board.index(h).unwrap()] != UNREACHED {
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

/// Searches already made on the current board: a search depends only on the board, the
/// start and the mover's ability, and the same ones come back often (the policy plans a
/// move and the command checks it; automas start from the same hexes round after round).
/// Emptied when a board is laid; kept small.
#[derive(bevy::prelude::Resource, Debug, Default)]
pub struct ReachCache(Vec<(Hex, MoveAbility, std::sync::Arc<Reach>)>);

/// At most this many searches are kept (the oldest goes first).
const REACH_CACHE: usize = 48;

impl ReachCache {
    /// The search from `start` with `ability` on `board`, made once.
    pub fn get(
        &mut self,
        board: &Board,
        start: Hex,
        ability: &MoveAbility,
    ) -> std::sync::Arc<Reach> {
        if let Some((_, _, r)) = self.0.iter().find(|(h, a, _)| *h == start && a == ability) {
            return r.clone();
        }
        let r = std::sync::Arc::new(reach(board, start, ability));
        if self.0.len() >= REACH_CACHE {
            self.0.remove(0);
        }
        self.0.push((start, ability.clone(), r.clone()));
        r
    }
}

/// The search from `start`, through the world's cache.
pub fn reach_in(
    world: &mut bevy::prelude::World,
    start: Hex,
    ability: &MoveAbility,
) -> std::sync::Arc<Reach> {
    world.resource_scope(|world, mut cache: bevy::prelude::Mut<ReachCache>| {
        cache.get(world.resource::<Board>(), start, ability)
    })
}
