//! The automas' move/combat turn: the movement roll, target selection (per ship for the
//! Farmers, per hex for the Slavers) and the move itself. Every choice is recorded.

use super::{MoveRow, MoveTarget, OffboardPower, TableKind};
use crate::lang::Says;
use crate::rules::board::{Board, MoveAbility, Reach, hex_label, hex_order, push_hex_label};
use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::jump_block::{self, PathCheck};
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::{EdgeDirection, Hex};

/// A group of ships that chooses a target together: one Farmer piece, or everything
/// the Slavers have in one hex.
#[derive(Debug, Clone)]
pub struct MoverGroup {
    pub seat: Seat,
    pub hex: Hex,
    pub entities: Vec<Entity>,
    pub range_bonus: u32,
    pub label: Says,
}

/// Rolls for a table row: one die, or the lower of two for an automa with enough
/// offboard power (the Slavers at 4+).
pub fn roll_row(world: &mut World, seat: Seat, purpose: &'static str) -> (u8, Vec<u8>) {
    let lower_from = super::automa_table(world, seat)
        .and_then(|t| t.offboard.as_ref())
        .map(|o| o.lower_of_two_dice);
    if lower_from.is_some_and(|from| world.resource::<OffboardPower>().0[seat] >= from) {
        let (face, both) = world.resource_mut::<Dice>().lower_of_two(purpose);
        (face, both.to_vec())
    } else {
        let f = world.resource_mut::<Dice>().d6(purpose);
        (f, vec![f])
    }
}

/// The automa's whole movement step (an automa with fleets consolidates them first).
pub fn automa_movement(In(seat): In<Seat>, world: &mut World) {
    let round = narrate::current_round(world);
    let Some(pieces_alone) = super::automa_table(world, seat).map(|t| t.pieces_move_alone) else {
        return;
    };
    if table::has_fleets(world, seat) {
        super::consolidate_fleets(world, seat);
    }
    let (face, rolls) = roll_row(world, seat, "automa movement row"); // not shown
    let row = super::automa_table(world, seat)
        .map(|t| t.movement[(face - 1) as usize].clone())
        .unwrap_or(MoveRow {
            declare_war: false,
            target: MoveTarget::Stay,
        });
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::MovementRow,
        crate::says!("log-solo-movement-row"),
    );
    d.rolls = rolls;
    super::use_row(world, &mut d, seat, TableKind::Movement, face);
    d.result = describe_row(&row);
    world.resource_mut::<GameLog>().decision(d);

    // "Declare war on the player": on every person at the table it is at peace with.
    if row.declare_war {
        let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
        for person in people {
            if !world.resource::<Diplomacy>().at_war(seat, person)
                && !crate::rules::modifiers::war_protected(world, person)
                && super::war_roll_allows(world, seat, person)
            {
                world
                    .resource_mut::<Diplomacy>()
                    .set_war(seat, person, true);
                crate::rules::facts::record(
                    world,
                    crate::rules::facts::Fact::WarDeclared {
                        by: seat,
                        on: person,
                    },
                );
                let name = narrate::name_says(world, seat);
                narrate::log_seat_event(
                    world,
                    seat,
                    None,
                    crate::says!("log-solo-declare-war", who = name),
                );
            }
        }
    }
    let board = world.resource::<Board>().clone();
    // One look at the board serves every group: the automa's own moves change no
    // target (targets are stars and other seats' ships) and no stargate. A war declared
    // to block one of its jumps changes the stargates: the look is then taken again.
    let mut snap = Snapshot::take(world);
    let mut base = ships::move_ability(world, &snap, seat, 0);
    for group in mover_groups(world, seat, pieces_alone) {
        // The wars declared to block this group's jumps, named in its decision.
        let mut blocks = Vec::new();
        let (d, path) = loop {
            let ability = MoveAbility {
                range: base.range.map(|r| r + group.range_bonus),
                ..base.clone()
            };
            let r = crate::rules::board::reach_in(world, group.hex, &ability);
            // Stargates may carry the ships, but targets "within range" ignore them.
            let without_gates;
            let in_range = if ability.gate_nodes.is_empty() && ability.hub.is_none() {
                &r
            } else {
                let no_gates = MoveAbility {
                    gate_nodes: Vec::new(),
                    hub: None,
                    ..ability.clone()
                };
                without_gates = crate::rules::board::reach_in(world, group.hex, &no_gates);
                &without_gates
            };
            let mut d = Decision::new(
                round,
                seat,
                DecisionKind::MoveTarget,
                crate::says!("log-solo-move-target", group = &group.label),
            );
            d.filters.extend(blocks.iter().cloned());
            super::use_row(world, &mut d, seat, TableKind::Movement, face);
            let dest = choose_destination(
                world,
                &snap,
                &board,
                &group,
                &Reaches {
                    path: &r,
                    targets: in_range,
                },
                &row.target,
                &mut d,
            );
            let path = r.path(&board, dest);
            match jump_block::check_path(world, seat, &ability, &path) {
                PathCheck::Free => break (d, path),
                PathCheck::Detour(round_about) => {
                    d.filters.push(crate::says!("log-solo-detour"));
                    break (d, round_about);
                }
                PathCheck::Blocked(guard, at) => {
                    blocks.push(crate::rules::block::declare_says(
                        world,
                        guard,
                        seat,
                        at,
                        crate::rules::block::Blocking::Jump,
                    ));
                    snap = Snapshot::take(world);
                    base = ships::move_ability(world, &snap, seat, 0);
                }
            }
        };
        let mut d = d;
        let mut path = path;
        // A hex a people forced this seat out of this round: it stops short of it.
        if path
            .iter()
            .skip(1)
            .any(|&h| crate::rules::modifiers::barred(world, seat, h))
        {
            let stop = path
                .iter()
                .skip(1)
                .position(|&h| crate::rules::modifiers::barred(world, seat, h))
                .unwrap_or(0);
            d.filters.push(crate::says!("log-solo-barred"));
            path.truncate(stop + 1);
        }
        let dest = path.last().copied().unwrap_or(group.hex);
        d.concern([group.hex, dest]);
        d.result = move_result(group.hex, dest, &path);
        world.resource_mut::<GameLog>().decision(d);
        for e in &group.entities {
            ships::set_position(world, *e, dest);
        }
        if dest != group.hex {
            world.resource_mut::<GameLog>().record(LogEntry::Move {
                round,
                seat,
                path: path.iter().map(|h| (h.x, h.y)).collect(),
            });
        }
    }
    // The Planetary Death Ray, if it holds one: fired at the end of its movement.
    crate::rules::modifiers::automa_move_ended(world, seat);
}

/// "stay at (1, 2)", or "move (1, 2) to (3, 2) via (1, 2) (2, 2) (3, 2)".
fn move_result(from: Hex, dest: Hex, path: &[Hex]) -> Says {
    if dest == from {
        return crate::says!("log-solo-stay-at", at = hex_label(dest));
    }
    let mut via = String::with_capacity(9 * path.len());
    for &h in path {
        if !via.is_empty() {
            via.push(' ');
        }
        push_hex_label(&mut via, h);
    }
    crate::says!(
        "log-solo-move-via",
        from = hex_label(from),
        to = hex_label(dest),
        via = via
    )
}

fn describe_row(row: &MoveRow) -> Says {
    if row.declare_war {
        crate::says!("log-solo-row-declare-war", target = row.target.says())
    } else {
        row.target.says()
    }
}

/// Farmers: one group per ship piece. Slavers: one group per hex.
fn mover_groups(world: &mut World, seat: Seat, pieces_alone: bool) -> Vec<MoverGroup> {
    let dart = world.resource::<RulesData>().base.fleet_specials.dart_range;
    let mut pieces: Vec<(Hex, Entity)> = snapshot::all_pieces(world)
        .into_iter()
        .filter(|(_, o, _)| *o == seat)
        .map(|(e, _, h)| (h, e))
        .collect();
    let mut fleets: Vec<(Hex, Entity, FleetLetter)> = snapshot::all_fleets(world)
        .into_iter()
        .filter(|(_, f, _)| f.owner == seat)
        .map(|(e, f, h)| (h, e, f.letter))
        .collect();
    pieces.sort_by(|a, b| hex_order(&a.0, &b.0).then(a.1.cmp(&b.1)));
    fleets.sort_by(|a, b| hex_order(&a.0, &b.0).then(a.2.cmp(&b.2)));
    if pieces_alone {
        return pieces
            .into_iter()
            .enumerate()
            .map(|(i, (h, e))| MoverGroup {
                seat,
                hex: h,
                entities: vec![e],
                range_bonus: 0,
                label: crate::says!("log-solo-group-ship", n = i + 1, at = hex_label(h)),
            })
            .collect();
    }
    let mut hexes: Vec<Hex> = pieces
        .iter()
        .map(|p| p.0)
        .chain(fleets.iter().map(|f| f.0))
        .collect();
    hexes.sort_by(hex_order);
    hexes.dedup();
    let tactics = world.resource::<FleetTactics>();
    hexes
        .into_iter()
        .map(|h| {
            let mut entities: Vec<Entity> =
                pieces.iter().filter(|p| p.0 == h).map(|p| p.1).collect();
            let mut bonus = u32::MAX;
            let mut any_fleet = false;
            for f in fleets.iter().filter(|f| f.0 == h) {
                entities.push(f.1);
                any_fleet = true;
                let b = if f.2 == FleetLetter::D {
                    let mult = if tactics.side(seat, FleetLetter::D) == Some(TacticSide::Double) {
                        2
                    } else {
                        1
                    };
                    dart * mult
                } else {
                    0
                };
                bonus = bonus.min(b);
            }
            // All ships of a hex move together, so the group moves at its slowest.
            let has_pieces = pieces.iter().any(|p| p.0 == h);
            let range_bonus = if any_fleet && !has_pieces { bonus } else { 0 };
            MoverGroup {
                seat,
                hex: h,
                entities,
                range_bonus,
                label: crate::says!("log-solo-group-ships", at = hex_label(h)),
            }
        })
        .collect()
}

/// Random selection among `cands` (already in stable order), recorded in `d`.
fn pick_hex(world: &mut World, cands: &[Hex], d: &mut Decision, why: Says) -> Hex {
    let pick = world
        .resource_mut::<Dice>()
        .pick(cands.len(), "automa target"); // not shown
    if cands.len() > 1 {
        d.add_pick(&pick);
        let this = crate::says!(
            "log-solo-tie",
            n = cands.len(),
            why = why,
            face = pick.index + 1
        );
        // A second tie in the same decision (the stopping hex) adds to the first.
        d.tie_break = Some(match d.tie_break.take() {
            Some(first) => crate::says!("log-solo-tie-and", first = first, then = this),
            None => this,
        });
    }
    cands[pick.index]
}

/// The nearest of `targets` by hex count (ignoring anomalies); ties chosen by die.
fn nearest(
    world: &mut World,
    from: Hex,
    targets: &[Hex],
    d: &mut Decision,
    why: Says,
) -> Option<Hex> {
    let best = targets.iter().map(|t| t.unsigned_distance_to(from)).min()?;
    let mut cands: Vec<Hex> = targets
        .iter()
        .copied()
        .filter(|t| t.unsigned_distance_to(from) == best)
        .collect();
    cands.sort_by(hex_order);
    cands.dedup();
    d.offer(
        cands
            .iter()
            .map(|h| (Candidate::Hex((h.x, h.y)), hex_label(*h))),
    );
    Some(pick_hex(world, &cands, d, why))
}

/// As close as possible to `target` for an automa: the reachable hexes nearest to it
/// (in hexes); a die picks among several (solo rule: every automa tie is random).
fn approach_by_die(
    world: &mut World,
    board: &Board,
    r: &Reach,
    target: Hex,
    d: &mut Decision,
) -> Hex {
    if r.contains(board, target) {
        return target;
    }
    let Some(best) = r.hexes.iter().map(|h| h.unsigned_distance_to(target)).min() else {
        return r.start;
    };
    let mut cands: Vec<Hex> = r
        .hexes
        .iter()
        .copied()
        .filter(|h| h.unsigned_distance_to(target) == best)
        .collect();
    cands.sort_by(hex_order);
    pick_hex(world, &cands, d, crate::says!("log-solo-why-stopping"))
}

/// The two searches a move needs: with stargates (where ships can get) and without
/// (what counts as "within range" when choosing a target).
struct Reaches<'a> {
    path: &'a Reach,
    targets: &'a Reach,
}

fn choose_destination(
    world: &mut World,
    snap: &Snapshot,
    board: &Board,
    g: &MoverGroup,
    reaches: &Reaches,
    target: &MoveTarget,
    d: &mut Decision,
) -> Hex {
    let r = reaches.path;
    let in_range = reaches.targets;
    let dip = world.resource::<Diplomacy>().clone();
    let seat = g.seat;
    match target {
        MoveTarget::NearestPlayerStar => {
            let roster = world.resource::<Roster>();
            let stars: Vec<Hex> = snap
                .stars
                .iter()
                .filter(|s| s.owner.is_some_and(|o| roster.is_human(o)))
                .map(|s| s.hex)
                .collect();
            match nearest(
                world,
                g.hex,
                &stars,
                d,
                crate::says!("log-solo-why-your-stars"),
            ) {
                Some(t) => approach_by_die(world, board, r, t, d),
                None => {
                    d.filters.push(crate::says!("log-solo-no-your-star"));
                    g.hex
                }
            }
        }
        MoveTarget::NearestStar {
            exclude_current,
            exclude_own,
        } => {
            let mut stars = Vec::new();
            for s in &snap.stars {
                if *exclude_current && s.hex == g.hex {
                    d.filters
                        .push(crate::says!("log-solo-star-here", star = &*s.name));
                } else if *exclude_own && s.owner == Some(seat) {
                    d.filters
                        .push(crate::says!("log-solo-star-own", star = &*s.name));
                } else {
                    stars.push(s.hex);
                }
            }
            match nearest(world, g.hex, &stars, d, crate::says!("log-solo-why-stars")) {
                Some(t) => approach_by_die(world, board, r, t, d),
                None => g.hex,
            }
        }
        MoveTarget::SectorCenter => {
            let sector = board.sector_of(g.hex).unwrap_or(SectorId(0));
            let c = board.sector_center(sector);
            d.offer([(Candidate::Hex((c.x, c.y)), hex_label(c))]);
            approach_by_die(world, board, r, c, d)
        }
        MoveTarget::StarInRange {
            exclude_own,
            neutral_only,
            otherwise,
        } => {
            let mut cands = Vec::new();
            for s in &snap.stars {
                if !in_range.contains(board, s.hex) {
                    continue;
                }
                if *exclude_own && s.owner == Some(seat) {
                    d.filters
                        .push(crate::says!("log-solo-star-own", star = &*s.name));
                } else if *neutral_only && s.owner.is_some() {
                    d.filters
                        .push(crate::says!("log-solo-star-not-neutral", star = &*s.name));
                } else {
                    cands.push(s.hex);
                }
            }
            if cands.is_empty() {
                d.filters.push(crate::says!("log-solo-no-star-in-range"));
                return choose_destination(world, snap, board, g, reaches, otherwise, d);
            }
            d.offer(
                cands
                    .iter()
                    .map(|h| (Candidate::Hex((h.x, h.y)), hex_label(*h))),
            );
            pick_hex(world, &cands, d, crate::says!("log-solo-why-in-range"))
        }
        MoveTarget::MostHostileShipsInRange { otherwise } => {
            let counts: Vec<(Hex, u32)> = in_range
                .hexes
                .iter()
                .map(|&h| (h, snap.hostile_ships(board, &dip, h, seat)))
                .filter(|(_, n)| *n > 0)
                .collect();
            let Some(max) = counts.iter().map(|c| c.1).max() else {
                d.filters.push(crate::says!("log-solo-no-hostile-in-range"));
                return choose_destination(world, snap, board, g, reaches, otherwise, d);
            };
            let cands: Vec<Hex> = counts.iter().filter(|c| c.1 == max).map(|c| c.0).collect();
            d.offer(
                cands
                    .iter()
                    .map(|h| (Candidate::Hex((h.x, h.y)), hex_label(*h))),
            );
            pick_hex(world, &cands, d, crate::says!("log-solo-why-most-hostile"))
        }
        MoveTarget::NearestHostileShips => {
            let hostile: Vec<Hex> = snap
                .occupied
                .iter()
                .copied()
                .filter(|&h| snap.hostile_ships(board, &dip, h, seat) > 0)
                .collect();
            match nearest(
                world,
                g.hex,
                &hostile,
                d,
                crate::says!("log-solo-why-hostile"),
            ) {
                Some(t) => approach_by_die(world, board, r, t, d),
                None => {
                    d.filters.push(crate::says!("log-solo-no-hostile"));
                    g.hex
                }
            }
        }
        MoveTarget::RandomDirection => random_direction(world, board, g, r, d),
        MoveTarget::Stay => g.hex,
        MoveTarget::StayUnlessHostile => {
            if snap.hostile_ships(board, &dip, g.hex, seat) == 0 {
                return g.hex;
            }
            let safe: Vec<Hex> = in_range
                .hexes
                .iter()
                .copied()
                .filter(|&h| snap.hostile_ships(board, &dip, h, seat) == 0)
                .collect();
            nearest(world, g.hex, &safe, d, crate::says!("log-solo-why-safe")).unwrap_or(g.hex)
        }
    }
}

/// Full range in a straight line, in a random direction where at least one hex can be
/// entered; the ships stop at the board's edge or when their points run out.
fn random_direction(
    world: &mut World,
    board: &Board,
    g: &MoverGroup,
    r: &Reach,
    d: &mut Decision,
) -> Hex {
    let dirs: Vec<EdgeDirection> = EdgeDirection::ALL_DIRECTIONS
        .into_iter()
        .filter(|dir| {
            let n = g.hex.neighbor(*dir);
            r.contains(board, n) && r.path(board, n).len() == 2
        })
        .collect();
    if dirs.is_empty() {
        d.filters.push(crate::says!("log-solo-no-direction"));
        return g.hex;
    }
    d.offer(dirs.iter().map(|x| {
        let n = x.index() + 1;
        (
            Candidate::Direction(n),
            crate::says!("log-solo-direction", n = n),
        )
    }));
    let pick = world
        .resource_mut::<Dice>()
        .pick(dirs.len(), "random direction"); // not shown
    d.add_pick(&pick);
    let dir = dirs[pick.index];
    d.tie_break = Some(crate::says!(
        "log-solo-random-direction",
        n = dir.index() + 1
    ));
    let rules = world.resource::<RulesData>();
    let prop = world
        .resource::<Technology>()
        .level(g.seat, Field::Propulsion);
    let ability_range = rules.tech.range(prop).map(|x| x + g.range_bonus);
    let enter_neutron = prop >= rules.tech.neutron_level;
    let mut budget = ability_range.map(|x| {
        if board.terrain(g.hex) == Some(Terrain::Nebula) {
            x + rules.base.nebula_start_bonus
        } else {
            x
        }
    });
    let mut here = g.hex;
    loop {
        let next = here.neighbor(dir);
        let cost = match board.terrain(next) {
            None => break,
            Some(Terrain::NeutronStar) if !enter_neutron => break,
            Some(Terrain::Nebula) => rules.base.nebula_entry_cost,
            Some(_) => 1,
        };
        match budget {
            Some(b) if b < cost => break,
            Some(b) => budget = Some(b - cost),
            None => {}
        }
        here = next;
    }
    here
}
