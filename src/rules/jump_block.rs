//! An STS seat's war to block another seat's jump: a stargate or wormhole jump from or
//! to a hex where the STS seat's ships stand, while the two are at peace. Only a ship
//! standing at an end of the jump gives that chance (the 2-player variant's
//! clarification); a jump between hexes where it has no ship can neither be blocked
//! nor be a reason to declare war.
//!
//! A person is asked before the mover's movement at which of those hexes their ships
//! block (only hexes whose block would change where the mover's ships can get). A move
//! that cannot reach its destination without jumping at a guarded hex makes the guard
//! declare war at that moment: the jump is blocked (a person's ships stay, or go round
//! if another route still reaches; an automa plans its move again). A move that can get
//! there another way goes that way, and no war is declared.

use crate::rules::block::{self, Guards, NeverDeclaresWar};
use crate::rules::board::{Board, MoveAbility, reach_in};
use crate::rules::data::RulesData;
use crate::rules::hooks::hooked;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::Guarding;
use crate::rules::ships;
use crate::rules::snapshot::Snapshot;
use bevy::prelude::*;
use hexx::Hex;

/// Whether `guard` may declare war on `mover` to block its jump: `guard` is STS, they
/// are at peace, war may be declared on `mover`, and the guard's people allow war.
pub fn may_block_jump(world: &World, guard: Seat, mover: Seat) -> bool {
    guard != mover
        && world.resource::<Alignments>().of(guard) == Alignment::Sts
        && !world.resource::<Diplomacy>().at_war(guard, mover)
        && !crate::rules::modifiers::war_protected(world, mover)
        && !hooked::<NeverDeclaresWar>(world)
            .iter()
            .any(|f| f(world, guard))
}

/// `ability` without jumps from or to any of `hexes` (stargate nodes and wormhole ends
/// there closed, as hostile ships would close them).
pub fn without_jumps_at(ability: &MoveAbility, hexes: &[Hex]) -> MoveAbility {
    MoveAbility {
        gate_nodes: ability
            .gate_nodes
            .iter()
            .copied()
            .filter(|h| !hexes.contains(h))
            .collect(),
        links: ability
            .links
            .iter()
            .copied()
            .filter(|(a, b)| !hexes.contains(a) && !hexes.contains(b))
            .collect(),
        ..ability.clone()
    }
}

/// The longest extra range any of a seat's ship groups may have (the D fleet's dart
/// range doubled): the question covers every jump any group could make.
fn widest_bonus(world: &World) -> u32 {
    world.resource::<RulesData>().base.fleet_specials.dart_range * 2
}

/// Hexes where `guard`'s ships stand at an end of a jump `mover`'s ships could make this
/// turn, and whose block would change where some of them can get; in reading order.
pub fn blockable_jumps(world: &mut World, guard: Seat, mover: Seat) -> Vec<Hex> {
    if !may_block_jump(world, guard, mover) {
        return Vec::new();
    }
    let snap = Snapshot::take(world);
    // Asked before every movement: first the cheap look, whether the guard has a ship
    // where a jump could start or end at all (a star, a neutron star, a wormhole end).
    {
        let board = world.resource::<Board>();
        let at_a_node = |h: Hex| {
            snap.star_at(h).is_some()
                || board.terrain(h) == Some(Terrain::NeutronStar)
                || board.links.iter().any(|&(a, b)| a == h || b == h)
        };
        if !snap
            .occupied
            .iter()
            .any(|&h| snap.ships(board, h, guard) > 0 && at_a_node(h))
        {
            return Vec::new();
        }
    }
    let ability = ships::move_ability(world, &snap, mover, widest_bonus(world));
    let board = world.resource::<Board>();
    let mut ends: Vec<Hex> = ability
        .gate_nodes
        .iter()
        .copied()
        .chain(ability.links.iter().flat_map(|&(a, b)| [a, b]))
        .filter(|&h| snap.ships(board, h, guard) > 0)
        .collect();
    ends.sort_by_key(|h| (h.y, h.x));
    ends.dedup();
    let starts: Vec<Hex> = snap
        .occupied
        .iter()
        .copied()
        .filter(|&h| snap.ships(board, h, mover) > 0)
        .collect();
    ends.into_iter()
        .filter(|&end| {
            let closed = without_jumps_at(&ability, &[end]);
            starts.iter().any(|&s| {
                reach_in(world, s, &ability).hexes.len() != reach_in(world, s, &closed).hexes.len()
            })
        })
        .collect()
}

/// Before `mover`'s movement: asks the first person who could block one of its jumps and
/// has not answered this round. True while the movement must wait for an answer.
pub fn ask_before_movement(world: &mut World, mover: Seat) -> bool {
    block::ask_first_guard(world, mover, Guarding::Jumps, blockable_jumps)
}

/// The hexes guarded against `mover`'s jumps this round by seats that still may block
/// them with ships still there, in seat order.
fn standing_guards(world: &World, mover: Seat, snap: &Snapshot) -> Vec<(Seat, Hex)> {
    let round = narrate::current_round(world);
    let board = world.resource::<Board>();
    let mut guards = world
        .resource::<Guards>()
        .guarded(mover, Guarding::Jumps, round);
    guards.retain(|&(g, h)| snap.ships(board, h, g) > 0 && may_block_jump(world, g, mover));
    guards.sort_by_key(|&(g, _)| g);
    guards
}

/// `mover` moves ships from `from` to `to` with `ability`: while the move cannot avoid
/// the hexes still guarded against it, a guard whose hexes it needs declares war (the
/// first in seat order whose hexes alone block it, else the first). The declarations'
/// texts; the caller then looks again at where the ships can go.
pub fn wars_for_move(
    world: &mut World,
    mover: Seat,
    from: Hex,
    to: Hex,
    bonus: u32,
) -> Vec<crate::lang::Says> {
    let mut texts = Vec::new();
    loop {
        let snap = Snapshot::take(world);
        let guards = standing_guards(world, mover, &snap);
        if guards.is_empty() {
            return texts;
        }
        let ability = ships::move_ability(world, &snap, mover, bonus);
        let board = world.resource::<Board>();
        let full = reach_in(world, from, &ability);
        let all: Vec<Hex> = guards.iter().map(|&(_, h)| h).collect();
        if !full.contains(board, to)
            || reach_in(world, from, &without_jumps_at(&ability, &all)).contains(board, to)
        {
            return texts;
        }
        let hexes_of = |g: Seat| -> Vec<Hex> {
            guards
                .iter()
                .filter(|&&(o, _)| o == g)
                .map(|&(_, h)| h)
                .collect()
        };
        let needed = guards
            .iter()
            .map(|&(g, _)| g)
            .find(|&g| {
                !reach_in(world, from, &without_jumps_at(&ability, &hexes_of(g)))
                    .contains(board, to)
            })
            .unwrap_or(guards[0].0);
        let theirs = hexes_of(needed);
        let path = full.path(board, to);
        let at = path
            .iter()
            .copied()
            .find(|h| theirs.contains(h))
            .unwrap_or(theirs[0]);
        texts.push(block::declare_says(
            world,
            needed,
            mover,
            at,
            block::Blocking::Jump,
        ));
    }
}

/// What a planned path meets at the hexes guarded against its jumps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathCheck {
    /// No jump on it touches a guarded hex.
    Free,
    /// It jumps at a guarded hex, but this route of the same ability avoids them all.
    Detour(Vec<Hex>),
    /// It cannot avoid them: this guard declares war over this hex of its.
    Blocked(Seat, Hex),
}

/// An automa's planned `path` with `ability`, checked against the hexes guarded
/// against its jumps.
pub fn check_path(
    world: &mut World,
    mover: Seat,
    ability: &MoveAbility,
    path: &[Hex],
) -> PathCheck {
    let (Some(&from), Some(&to)) = (path.first(), path.last()) else {
        return PathCheck::Free;
    };
    // Most moves meet no guard at all: known before the board is looked at.
    let round = narrate::current_round(world);
    if world
        .resource::<Guards>()
        .guarded(mover, Guarding::Jumps, round)
        .is_empty()
    {
        return PathCheck::Free;
    }
    let snap = Snapshot::take(world);
    let guards = standing_guards(world, mover, &snap);
    let all: Vec<Hex> = guards.iter().map(|&(_, h)| h).collect();
    let guarded_jump = path.windows(2).find_map(|w| {
        let jump = (ability.gate_nodes.contains(&w[0]) && ability.gate_nodes.contains(&w[1]))
            || ability.links.contains(&(w[0], w[1]))
            || ability.links.contains(&(w[1], w[0]));
        let at = [w[0], w[1]].into_iter().find(|h| all.contains(h));
        if jump && w[0].unsigned_distance_to(w[1]) > 1 {
            at
        } else {
            None
        }
    });
    let Some(at) = guarded_jump else {
        return PathCheck::Free;
    };
    let board = world.resource::<Board>();
    let round = reach_in(world, from, &without_jumps_at(ability, &all));
    if round.contains(board, to) {
        return PathCheck::Detour(round.path(board, to));
    }
    let guard = guards
        .iter()
        .find(|&&(_, h)| h == at)
        .map_or(guards[0].0, |&(g, _)| g);
    PathCheck::Blocked(guard, at)
}
