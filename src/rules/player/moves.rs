//! The player's movement and fleet handling during the move/combat turn.

use crate::rules::board::{Board, Reach, hex_label, reach};
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::ships;
pub use crate::rules::ships::TurnMoves;
use crate::rules::snapshot::{self, Snapshot};
use bevy::prelude::*;
use hexx::Hex;

fn hex((x, y): (i32, i32)) -> Hex {
    Hex::new(x, y)
}

/// Where the player's ships at `from` can go this turn: pieces with `fleet` = None, or
/// the named fleet (the D fleet's extra range included). The view shows the same reach
/// that the rules then check.
pub fn player_reach(world: &mut World, me: Seat, from: Hex, fleet: Option<FleetLetter>) -> Reach {
    let bonus = fleet.map_or(0, |l| fleet_bonus(world, me, l));
    let snap = Snapshot::take(world);
    let ability = ships::move_ability(world, &snap, me, bonus);
    reach(world.resource::<Board>(), from, &ability)
}

/// Extra range of a fleet: the D fleet's dart range, doubled by its x2 tactic.
fn fleet_bonus(world: &World, me: Seat, letter: FleetLetter) -> u32 {
    if letter != FleetLetter::D {
        return 0;
    }
    let dart = world.resource::<RulesData>().base.fleet_specials.dart_range;
    let double = world.resource::<FleetTactics>().side(me, letter) == Some(TacticSide::Double);
    if double { dart * 2 } else { dart }
}

/// Hook point: why `seat` may not end a move at a hex now (a role declared to the
/// Ancients forbids their cruisers' hexes), if it may not. The first answer holds.
pub struct MoveEndForbidden;

impl crate::rules::hooks::HookPoint for MoveEndForbidden {
    type Fn = fn(&World, Seat, Hex) -> Option<String>;
}

/// Checks `to` is within reach from `from` for the player (with a range bonus).
fn check_reach(world: &mut World, me: Seat, from: Hex, to: Hex, bonus: u32) -> Result<u32, String> {
    if !world.resource::<Board>().contains(to) {
        return Err(crate::t!("refuse-move-off-board", at = hex_label(to)));
    }
    if let Some(why) = crate::rules::hooks::hooked::<MoveEndForbidden>(world)
        .iter()
        .find_map(|f| f(world, me, to))
    {
        return Err(why);
    }
    let snap = Snapshot::take(world);
    let ability = ships::move_ability(world, &snap, me, bonus);
    let r = crate::rules::board::reach_in(world, from, &ability);
    r.cost(world.resource::<Board>(), to).ok_or_else(|| {
        crate::t!(
            "refuse-move-out-of-reach",
            to = hex_label(to),
            from = hex_label(from),
            range = ability.range.map_or_else(
                || crate::t!("refuse-move-range-unlimited"),
                |r| r.to_string()
            )
        )
    })
}

/// Before a move from `from` to `to`: the wars declared by persons guarding jumps the
/// move cannot avoid (no undo across them). `Some(text)` when the move is then blocked
/// (the ships stay), `None` when it goes on (round the blocked jump, if need be).
fn jump_wars(
    world: &mut World,
    me: Seat,
    from: Hex,
    to: Hex,
    bonus: u32,
) -> Result<Option<String>, String> {
    // An unreachable destination is refused before anybody declares anything.
    check_reach(world, me, from, to, bonus)?;
    let wars = crate::rules::jump_block::wars_for_move(world, me, from, to, bonus);
    if wars.is_empty() {
        return Ok(None);
    }
    world.resource_mut::<TurnMoves>().history.clear();
    if check_reach(world, me, from, to, bonus).is_ok() {
        return Ok(None);
    }
    Ok(Some(crate::t!(
        "log-rules-reply-jump-blocked",
        wars = wars.iter().map(|w| w.text()).collect::<Vec<_>>().join("; "),
        at = hex_label(from)
    )))
}

/// Turns up the face-down star counters at `at`. A move that reveals something cannot
/// be taken back, nor can any move before it (the fair undo: never back across a
/// reveal, or a move and its undo would scout for free).
fn reveal(world: &mut World, at: Hex) {
    let hidden: Vec<Entity> = snapshot::star_entities_at(world, at)
        .into_iter()
        .filter(|&e| world.get::<Star>(e).is_some_and(|s| !s.revealed))
        .collect();
    if hidden.is_empty() {
        return;
    }
    for e in hidden {
        ships::modify::<Star>(world, e, |s| s.revealed = true);
    }
    let mut tm = world.resource_mut::<TurnMoves>();
    tm.history.clear();
    tm.revealed = true;
}

/// One ship piece of `me` moved from `from` to `to` outside its move turn (a kind's
/// rule allows it: following the Ancients' Warlord), within its reach; face-down star
/// counters there turn up. Not undoable (the caller's question is answered).
pub fn move_one_piece(
    world: &mut World,
    me: Seat,
    from: Hex,
    to: Hex,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let (pieces, _) = ships::ships_entities_at(world, me, from);
    let Some(&e) = pieces.first() else {
        return Err(crate::says!("refuse-move-no-piece", at = hex_label(from)));
    };
    let cost = check_reach(world, me, from, to, 0)?;
    ships::set_position(world, e, to);
    reveal(world, to);
    ships::arrived(world, me, to);
    Ok(crate::says!(
        "log-rules-reply-ships-moved",
        n = 1,
        from = hex_label(from),
        to = hex_label(to),
        cost = cost
    ))
}

pub fn move_pieces(
    world: &mut World,
    me: Seat,
    from: (i32, i32),
    to: (i32, i32),
    count: u32,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let (from, to) = (hex(from), hex(to));
    if count == 0 {
        return Err(crate::says!("refuse-move-no-ship"));
    }
    let moved = world.resource::<TurnMoves>().moved.clone();
    let (pieces, _) = ships::ships_entities_at(world, me, from);
    let free: Vec<Entity> = pieces.into_iter().filter(|e| !moved.contains(e)).collect();
    if (free.len() as u32) < count {
        return Err(crate::says!(
            "refuse-move-unmoved-pieces",
            n = free.len(),
            at = hex_label(from)
        ));
    }
    if let Some(blocked) = jump_wars(world, me, from, to, 0)? {
        return Ok(blocked.into());
    }
    let cost = check_reach(world, me, from, to, 0)?;
    let chosen: Vec<Entity> = free.into_iter().take(count as usize).collect();
    for &e in &chosen {
        ships::set_position(world, e, to);
    }
    let mut tm = world.resource_mut::<TurnMoves>();
    tm.moved.extend(chosen.iter().copied());
    tm.history.push(chosen.iter().map(|&e| (e, from)).collect());
    reveal(world, to);
    ships::arrived(world, me, to);
    Ok(crate::says!(
        "log-rules-reply-ships-moved",
        n = count,
        from = hex_label(from),
        to = hex_label(to),
        cost = cost
    ))
}

fn player_fleet(world: &mut World, me: Seat, letter: FleetLetter) -> Option<(Entity, Fleet, Hex)> {
    snapshot::all_fleets(world)
        .into_iter()
        .find(|(_, f, _)| f.owner == me && f.letter == letter)
}

pub fn move_fleet(
    world: &mut World,
    me: Seat,
    letter: FleetLetter,
    to: (i32, i32),
) -> Result<crate::lang::Says, crate::lang::Says> {
    let to = hex(to);
    let Some((e, _, from)) = player_fleet(world, me, letter) else {
        return Err(crate::says!(
            "refuse-fleet-not-on-board",
            letter = format!("{letter:?}")
        ));
    };
    if world.resource::<TurnMoves>().moved.contains(&e) {
        return Err(crate::says!(
            "refuse-fleet-already-moved",
            letter = format!("{letter:?}")
        ));
    }
    let bonus = fleet_bonus(world, me, letter);
    if let Some(blocked) = jump_wars(world, me, from, to, bonus)? {
        return Ok(blocked.into());
    }
    let cost = check_reach(world, me, from, to, bonus)?;
    ships::set_position(world, e, to);
    let mut tm = world.resource_mut::<TurnMoves>();
    tm.moved.push(e);
    tm.history.push(vec![(e, from)]);
    reveal(world, to);
    ships::arrived(world, me, to);
    Ok(crate::says!(
        "log-rules-reply-fleet-moved",
        letter = format!("{letter:?}"),
        from = hex_label(from),
        to = hex_label(to),
        cost = cost
    ))
}

pub fn undo_move(world: &mut World) -> Result<crate::lang::Says, crate::lang::Says> {
    if let Some(why) = world.resource::<TurnMoves>().why_no_undo() {
        return Err(why.into());
    }
    let Some(last) = world.resource_mut::<TurnMoves>().history.pop() else {
        return Err(crate::says!("refuse-no-move-to-undo"));
    };
    for (e, from) in &last {
        ships::set_position(world, *e, *from);
    }
    world
        .resource_mut::<TurnMoves>()
        .moved
        .retain(|e| !last.iter().any(|(m, _)| m == e));
    Ok(crate::says!("log-rules-reply-move-undone"))
}

pub fn form_fleet(
    world: &mut World,
    me: Seat,
    at: (i32, i32),
    letter: FleetLetter,
    ships: u32,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let at = hex(at);
    if ships == 0 {
        return Err(crate::says!("refuse-fleet-empty"));
    }
    let existing = player_fleet(world, me, letter);
    if let Some((_, _, h)) = existing
        && h != at
    {
        return Err(crate::says!(
            "refuse-fleet-elsewhere",
            letter = format!("{letter:?}"),
            at = hex_label(h),
            asked = hex_label(at)
        ));
    }
    if existing.is_none() && !world.resource::<FleetSupply>().0[me].contains(&letter) {
        return Err(crate::says!(
            "refuse-fleet-not-in-supply",
            letter = format!("{letter:?}")
        ));
    }
    let moved = world.resource::<TurnMoves>().moved.clone();
    let (pieces, _) = ships::ships_entities_at(world, me, at);
    let free: Vec<Entity> = pieces.into_iter().filter(|e| !moved.contains(e)).collect();
    if (free.len() as u32) < ships {
        return Err(crate::says!(
            "refuse-move-unmoved-pieces",
            n = free.len(),
            at = hex_label(at)
        ));
    }
    for e in free.into_iter().take(ships as usize) {
        world.despawn(e);
    }
    match existing {
        Some((e, _, _)) => {
            ships::modify::<Fleet>(world, e, |f| f.ships += ships);
        }
        None => place_new_fleet(world, me, letter, at, ships),
    }
    // Forming fleets is bookkeeping, not a move: nothing to undo, history is cleared.
    world.resource_mut::<TurnMoves>().history.clear();
    Ok(crate::says!(
        "log-rules-reply-fleet-joined",
        n = ships,
        letter = format!("{letter:?}"),
        at = hex_label(at)
    ))
}

/// What swapping two fleet counters would do, once checked.
pub enum Swap {
    /// Both fleets are on the board: they trade places.
    Places { a: (Entity, Hex), b: (Entity, Hex) },
    /// One fleet takes a letter from your supply; its old counter goes back.
    Rename {
        fleet: Entity,
        at: Hex,
        old: FleetLetter,
        new: FleetLetter,
    },
}

/// Whether fleets `a` and `b` may swap counters now: both unmoved and on the board in
/// the same hex or both at your stars, or one on the board and the other letter in
/// your supply. The swap menu offers exactly the letters this accepts.
pub fn check_swap(
    world: &mut World,
    me: Seat,
    a: FleetLetter,
    b: FleetLetter,
) -> Result<Swap, String> {
    if a == b {
        return Err(crate::t!("refuse-swap-same"));
    }
    let (fa, fb) = (player_fleet(world, me, a), player_fleet(world, me, b));
    let moved = &world.resource::<TurnMoves>().moved;
    for (letter, fleet) in [(a, &fa), (b, &fb)] {
        if let Some((e, _, _)) = fleet
            && moved.contains(e)
        {
            return Err(crate::t!(
                "refuse-fleet-moved",
                letter = format!("{letter:?}")
            ));
        }
    }
    match (fa, fb) {
        (Some((ea, _, ha)), Some((eb, _, hb))) => {
            if ha != hb && !(your_star_at(world, me, ha) && your_star_at(world, me, hb)) {
                return Err(crate::t!(
                    "refuse-swap-apart",
                    a = format!("{a:?}"),
                    b = format!("{b:?}")
                ));
            }
            Ok(Swap::Places {
                a: (ea, ha),
                b: (eb, hb),
            })
        }
        (Some((fleet, f, at)), None) | (None, Some((fleet, f, at))) => {
            let (old, new) = if f.letter == a { (a, b) } else { (b, a) };
            if !world.resource::<FleetSupply>().0[me].contains(&new) {
                return Err(crate::t!(
                    "refuse-fleet-not-in-supply",
                    letter = format!("{new:?}")
                ));
            }
            Ok(Swap::Rename {
                fleet,
                at,
                old,
                new,
            })
        }
        (None, None) => Err(crate::t!(
            "refuse-swap-neither",
            a = format!("{a:?}"),
            b = format!("{b:?}")
        )),
    }
}

/// Swaps two fleet counters (see [`check_swap`]): each letter's ships (and tactic) then
/// stand where the other's were, or a supply letter takes over a fleet.
pub fn swap_fleets(
    world: &mut World,
    me: Seat,
    a: FleetLetter,
    b: FleetLetter,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let text = match check_swap(world, me, a, b)? {
        Swap::Places {
            a: (ea, ha),
            b: (eb, hb),
        } => {
            ships::set_position(world, ea, hb);
            ships::set_position(world, eb, ha);
            crate::says!(
                "log-rules-reply-fleets-swapped",
                a = format!("{a:?}"),
                b = format!("{b:?}"),
                a_at = hex_label(hb),
                b_at = hex_label(ha)
            )
        }
        Swap::Rename {
            fleet,
            at,
            old,
            new,
        } => {
            let mut supply = world.resource_mut::<FleetSupply>();
            supply.0[me].retain(|&l| l != new);
            supply.0[me].push(old);
            supply.0[me].sort();
            ships::modify::<Fleet>(world, fleet, |f| {
                f.letter = new;
                f.face_down = new != FleetLetter::D;
            });
            crate::says!(
                "log-rules-reply-fleet-renamed",
                old = format!("{old:?}"),
                at = hex_label(at),
                new = format!("{new:?}")
            )
        }
    };
    world.resource_mut::<TurnMoves>().history.clear();
    Ok(text)
}

fn your_star_at(world: &mut World, me: Seat, at: Hex) -> bool {
    world
        .query::<(&Star, &Position)>()
        .iter(world)
        .any(|(s, p)| p.0 == at && s.owner == Some(me))
}

/// Takes fleet counter `letter` from your supply and puts it on the board with `ships`.
pub fn place_new_fleet(world: &mut World, me: Seat, letter: FleetLetter, at: Hex, ships: u32) {
    world.resource_mut::<FleetSupply>().0[me].retain(|&l| l != letter);
    world.spawn((
        Fleet {
            owner: me,
            letter,
            ships,
            face_down: letter != FleetLetter::D,
        },
        Position(at),
    ));
}

pub fn split_fleet(
    world: &mut World,
    me: Seat,
    letter: FleetLetter,
    ships: u32,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some((e, f, at)) = player_fleet(world, me, letter) else {
        return Err(crate::says!(
            "refuse-fleet-not-on-board",
            letter = format!("{letter:?}")
        ));
    };
    if ships == 0 || ships > f.ships {
        return Err(crate::says!(
            "refuse-fleet-has",
            letter = format!("{letter:?}"),
            n = f.ships
        ));
    }
    if ships::pieces_in_supply(world, me) < ships {
        return Err(crate::says!("refuse-no-pieces-in-supply"));
    }
    if world.resource::<TurnMoves>().moved.contains(&e) {
        return Err(crate::says!(
            "refuse-fleet-moved",
            letter = format!("{letter:?}")
        ));
    }
    if ships == f.ships {
        ships::return_fleet(world, e);
    } else {
        ships::modify::<Fleet>(world, e, |f| f.ships -= ships);
    }
    ships::place_pieces(world, me, at, ships);
    world.resource_mut::<TurnMoves>().history.clear();
    Ok(crate::says!(
        "log-rules-reply-fleet-left",
        n = ships,
        letter = format!("{letter:?}")
    ))
}
