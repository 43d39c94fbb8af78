//! Battles: retreat before combat, combat values with fleet specials, the winner's
//! choice of losses, the 3:1 rule and the losers' retreat. Battles wait in a queue and
//! pause for the player's answer when the player has a choice to make.

use crate::rules::board::{Board, hex_label, hex_order};
use crate::rules::choice::{self, Question, Reply};
use crate::rules::content::{self, Fact};
use crate::rules::data::RulesData;
pub use crate::rules::log::BattleReport;
use crate::rules::log::{GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::ops::{self, Snapshot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A battle waiting to be fought, with the player's answers once given.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub hex: (i32, i32),
    pub attacker: Seat,
    pub defender: Seat,
    /// Whether a people forces the other side out before combat, once decided.
    pub forced: Option<bool>,
    /// The defender's decision to retreat, once made.
    pub retreat: Option<bool>,
    /// Losses the winner inflicts, once chosen (player winners answer a prompt).
    pub losses: Option<u32>,
    /// Where your ships retreat to, once chosen (asked only when several hexes are
    /// equally near).
    pub retreat_to: Option<(i32, i32)>,
    /// Set once the battle is fought and reported and a person's ships wait for them
    /// to say where they retreat.
    pub awaiting_retreat: Option<AwaitedRetreat>,
}

/// Whose ships wait for their retreat hex, and why they leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AwaitedRetreat {
    pub seat: Seat,
    pub cause: RetreatCause,
}

/// Why a seat's ships leave a battle hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RetreatCause {
    BeforeCombat,
    Defeat,
}

impl RetreatCause {
    /// The reason as the log gives it.
    pub fn why(self) -> &'static str {
        match self {
            RetreatCause::BeforeCombat => "retreat before combat",
            RetreatCause::Defeat => "lost the battle",
        }
    }
}

impl Battle {
    pub fn hex(&self) -> Hex {
        Hex::new(self.hex.0, self.hex.1)
    }
}

#[derive(Resource, Debug, Clone, Default)]
pub struct BattleQueue(pub VecDeque<Battle>);

/// Queues a battle in every hex where `attacker` shares space with a seat it is at war with.
pub fn queue_battles(world: &mut World, attacker: Seat) {
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    let order = world.resource::<TurnOrder>().0.clone();
    let mut battles = Vec::new();
    for h in snap.hexes_of(board, attacker) {
        for &d in &order {
            if d != attacker && dip.at_war(attacker, d) && snap.ships(board, h, d) > 0 {
                battles.push(Battle {
                    hex: (h.x, h.y),
                    attacker,
                    defender: d,
                    retreat: None,
                    losses: None,
                    retreat_to: None,
                    awaiting_retreat: None,
                    forced: None,
                });
            }
        }
    }
    world.resource_mut::<BattleQueue>().0.extend(battles);
}

/// Combat value of a seat's ships in a hex against an opponent.
pub fn combat_value(world: &mut World, seat: Seat, hex: Hex, opponent: Seat) -> (u32, u32) {
    let (pieces, fleets) = ops::ships_entities_at(world, seat, hex);
    let (_, opp_fleets) = ops::ships_entities_at(world, opponent, hex);
    let opponent_has_a = opp_fleets.iter().any(|&e| {
        world
            .get::<Fleet>(e)
            .is_some_and(|f| f.letter == FleetLetter::A)
    });
    let rules = world.resource::<RulesData>();
    let tech = world.resource::<Technology>();
    let tactics = world.resource::<FleetTactics>();
    let per_ship = rules.tech.cv_per_ship(tech.level(seat, Field::Military));
    let sp = &rules.base.fleet_specials;
    let mut ships = pieces.len() as u32;
    let mut cv = ships * per_ship;
    for e in fleets {
        let f = world.get::<Fleet>(e).unwrap();
        ships += f.ships;
        cv += f.ships * per_ship;
        let mult = if tactics.side(seat, f.letter) == Some(TacticSide::Double) {
            2
        } else {
            1
        };
        match f.letter {
            FleetLetter::A => cv += f.ships * sp.assault_cv_per_ship * mult,
            FleetLetter::C if opponent_has_a => cv += f.ships * sp.counter_cv_per_ship * mult,
            _ => {}
        }
    }
    (
        ships,
        cv + crate::rules::content::card::battle_cv(world, seat, hex),
    )
}

/// Ships and combat value of a side in a battle: [`combat_value`], plus what its people
/// adds as the attacker or as the defender.
pub fn battle_value(
    world: &mut World,
    seat: Seat,
    hex: Hex,
    opponent: Seat,
    defending: bool,
) -> (u32, u32) {
    let (ships, cv) = combat_value(world, seat, hex, opponent);
    let people = crate::rules::content::people::battle_cv(world, seat, ships, defending, opponent);
    (ships, cv + people)
}

/// Whether the defender may retreat before combat: an E fleet, or higher Spirituality
/// or Propulsion than the attacker.
pub fn may_retreat(world: &mut World, defender: Seat, attacker: Seat, hex: Hex) -> bool {
    if crate::rules::content::card::forbids_retreat(world, attacker) {
        return false;
    }
    let (_, fleets) = ops::ships_entities_at(world, defender, hex);
    let has_e = fleets.iter().any(|&e| {
        world
            .get::<Fleet>(e)
            .is_some_and(|f| f.letter == FleetLetter::E)
    });
    let t = world.resource::<Technology>();
    has_e
        || t.level(defender, Field::Spirituality) > t.level(attacker, Field::Spirituality)
        || t.level(defender, Field::Propulsion) > t.level(attacker, Field::Propulsion)
}

/// Hexes nearest to `from` without ships hostile to `seat` (excluding `from`).
pub fn retreat_hexes(world: &mut World, seat: Seat, from: Hex) -> Vec<Hex> {
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    let rules = world.resource::<RulesData>();
    let neutron_ok = world
        .resource::<Technology>()
        .level(seat, Field::Propulsion)
        >= rules.tech.neutron_level;
    let mut best: Vec<Hex> = Vec::new();
    let mut best_d = u32::MAX;
    for &h in &board.hexes {
        if h == from
            || snap.hostile_ships(board, dip, h, seat) > 0
            || (!neutron_ok && board.terrain(h) == Some(Terrain::NeutronStar))
        {
            continue;
        }
        let d = h.unsigned_distance_to(from);
        if d < best_d {
            best_d = d;
            best.clear();
        }
        if d == best_d {
            best.push(h);
        }
    }
    best.sort_by(hex_order);
    best
}

/// Moves all of `seat`'s ships out of `from` to the nearest safe hex. Automas pick
/// among equally near hexes with a die; the player's `choice` is used when it is one of
/// them, else the first in reading order.
pub fn retreat(world: &mut World, seat: Seat, from: Hex, why: &str, choice: Option<Hex>) {
    let options = retreat_hexes(world, seat, from);
    if options.is_empty() {
        let n = ops::ships_at(world, seat, from);
        ops::remove_ships(world, seat, from, n);
        ops::log_seat_event(
            world,
            seat,
            None,
            format!(
                "{} have nowhere to retreat: {n} ships lost",
                table::seat_name(world, seat)
            ),
        );
        return;
    }
    // A person's choice was asked before (see `ask_retreat_hex`); an automa is asked now.
    let to = match choice.filter(|c| options.contains(c)) {
        Some(c) => c,
        None if options.len() > 1 && !choice::answered_later(world, seat) => {
            let question = Question::RetreatHex {
                hex: from,
                options: options.clone(),
                why: why.to_string(),
            };
            match choice::decide(world, seat, question) {
                Some(Reply::RetreatTo(h)) if options.contains(&h) => h,
                _ => options[0],
            }
        }
        None => options[0],
    };
    ops::move_all(world, seat, from, to);
    ops::log_seat_event(
        world,
        seat,
        Some(to),
        format!(
            "{} retreat from {} to {} ({why})",
            table::seat_name(world, seat),
            hex_label(from),
            hex_label(to)
        ),
    );
}

/// Outcome of working on the battle queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BattleProgress {
    Done,
    WaitingForPlayer,
}

/// Fights queued battles until the queue is empty or the player must answer.
pub fn resolve_battles(world: &mut World) -> BattleProgress {
    loop {
        let Some(battle) = world.resource::<BattleQueue>().0.front().cloned() else {
            return BattleProgress::Done;
        };
        match fight(world, battle) {
            Some(updated) => {
                world.resource_mut::<BattleQueue>().0[0] = updated;
                return BattleProgress::WaitingForPlayer;
            }
            None => {
                world.resource_mut::<BattleQueue>().0.pop_front();
            }
        }
    }
}

/// Fights one battle. Returns `Some(battle)` (with answers so far) when the player must
/// answer a prompt first.
fn fight(world: &mut World, mut b: Battle) -> Option<Battle> {
    let hex = b.hex();
    let (a, d) = (b.attacker, b.defender);
    let round = ops::current_round(world);
    // Back from your choice of retreat hex: the battle itself is already fought.
    if let Some(cause) = b.awaiting_retreat.take() {
        let to = b.retreat_to.map(|(x, y)| Hex::new(x, y));
        retreat(world, cause.seat, hex, cause.cause.why(), to);
        return None;
    }
    if ops::ships_at(world, a, hex) == 0
        || ops::ships_at(world, d, hex) == 0
        || !world.resource::<Diplomacy>().at_war(a, d)
    {
        return None;
    }
    // 0. A people may force the other side out before combat (once a round).
    if let Some((forcer, other)) = crate::rules::content::people::may_force_retreat(world, a, d) {
        if b.forced.is_none() {
            let question = Question::ForceRetreat { hex, other };
            match choice::decide(world, forcer, question) {
                Some(Reply::ForceRetreat(yes)) => b.forced = Some(yes),
                // Asked a person: the battle waits for the answer.
                _ => return Some(b),
            }
        }
        if b.forced == Some(true) {
            crate::rules::content::people::force_retreat(world, forcer, other, hex, forcer == a);
            retreat(world, other, hex, "forced out before combat", None);
            return None;
        }
    }
    // 1. Retreat before combat.
    if b.retreat.is_none() {
        let able = may_retreat(world, d, a, hex);
        b.retreat = Some(if !able {
            false
        } else {
            let question = Question::RetreatBeforeCombat { hex, attacker: a };
            match choice::decide(world, d, question) {
                Some(Reply::Retreat(go)) => go,
                // Asked a person: the battle waits for the answer.
                _ => return Some(b),
            }
        });
    }
    let (a_ships, a_cv) = battle_value(world, a, hex, d, false);
    let (d_ships, d_cv) = battle_value(world, d, hex, a, true);
    let mut report = BattleReport {
        round,
        hex: b.hex,
        attacker: a,
        defender: d,
        attacker_ships: a_ships,
        defender_ships: d_ships,
        attacker_cv: a_cv,
        defender_cv: d_cv,
        retreated: false,
        winner: None,
        loser_losses: 0,
        winner_losses: 0,
    };
    if b.retreat == Some(true) {
        report.retreated = true;
        content::record(
            world,
            Fact::RetreatedBeforeCombat {
                seat: d,
                hex: content::at(hex),
            },
        );
        let cause = RetreatCause::BeforeCombat;
        if let Some(waiting) = ask_retreat_hex(world, d, &mut b, &report, cause) {
            return Some(waiting);
        }
        retreat(world, d, hex, cause.why(), None);
        world
            .resource_mut::<GameLog>()
            .record(LogEntry::Battle(report));
        return None;
    }
    // 2-4. Combat values; ties go to the higher Military, then to the defender.
    let tech = world.resource::<Technology>();
    let attacker_wins = a_cv > d_cv
        || (a_cv == d_cv && tech.level(a, Field::Military) > tech.level(d, Field::Military));
    let (winner, loser) = if attacker_wins { (a, d) } else { (d, a) };
    let (w_cv, l_cv) = if attacker_wins {
        (a_cv, d_cv)
    } else {
        (d_cv, a_cv)
    };
    let loser_ships = if attacker_wins { d_ships } else { a_ships };
    // 5. The winner chooses the loser's losses.
    let losses = match b.losses {
        Some(n) => n.min(loser_ships),
        None => {
            let question = Question::Losses {
                hex,
                loser,
                max: loser_ships,
            };
            match choice::decide(world, winner, question) {
                Some(Reply::Losses(n)) => n.min(loser_ships),
                _ => return Some(b),
            }
        }
    };

    // The Military card: a seat that loses no ships in this battle.
    let losses = if crate::rules::content::card::no_losses(world, loser, hex) {
        0
    } else {
        losses
    };
    let removed = ops::remove_ships(world, loser, hex, losses);
    // 6. The winner loses half as many (rounded up) unless it won by 3:1 or more.
    let ratio = world.resource::<RulesData>().base.no_loss_ratio;
    let winner_losses =
        if w_cv >= ratio * l_cv || crate::rules::content::card::no_losses(world, winner, hex) {
            0
        } else {
            removed.div_ceil(2)
        };
    let winner_removed = ops::remove_ships(world, winner, hex, winner_losses);
    report.winner = Some(winner);
    report.loser_losses = removed;
    report.winner_losses = winner_removed;
    ops::log_seat_event(
        world,
        a,
        Some(hex),
        format!(
            "Battle at {}: {} ({} ships, CV {}) attack {} ({} ships, CV {}); {} win; losses {} / {}",
            hex_label(hex),
            table::seat_name(world, a),
            a_ships,
            a_cv,
            table::seat_name(world, d),
            d_ships,
            d_cv,
            table::seat_name(world, winner),
            removed,
            winner_removed
        ),
    );
    // What the battle means for content (a story's DP), after its line in the log.
    let at = content::at(hex);
    content::record(
        world,
        Fact::BattleWon {
            winner,
            loser,
            hex: at,
        },
    );
    for (by, victim, ships) in [(winner, loser, removed), (loser, winner, winner_removed)] {
        if ships > 0 {
            content::record(
                world,
                Fact::ShipsDestroyed {
                    by,
                    victim,
                    ships,
                    hex: at,
                    in_battle: true,
                },
            );
        }
    }
    if world.resource::<Roster>().is_human(winner) {
        award_tactic_dp(world, winner, hex);
    }
    // 7. The loser's survivors retreat.
    if ops::ships_at(world, loser, hex) > 0 {
        let cause = RetreatCause::Defeat;
        if let Some(waiting) = ask_retreat_hex(world, loser, &mut b, &report, cause) {
            return Some(waiting);
        }
        retreat(world, loser, hex, cause.why(), None);
    }
    world
        .resource_mut::<GameLog>()
        .record(LogEntry::Battle(report));
    None
}

/// When your ships must retreat and several hexes are equally near, asks you which:
/// returns the battle to keep until you answer.
fn ask_retreat_hex(
    world: &mut World,
    seat: Seat,
    b: &mut Battle,
    report: &BattleReport,
    cause: RetreatCause,
) -> Option<Battle> {
    if !choice::answered_later(world, seat) {
        return None;
    }
    let options = retreat_hexes(world, seat, b.hex());
    if options.len() < 2 {
        return None;
    }
    let question = Question::RetreatHex {
        hex: b.hex(),
        options,
        why: cause.why().to_string(),
    };
    choice::decide(world, seat, question);
    // The battle is reported now, so that it can be shown before you answer.
    world
        .resource_mut::<GameLog>()
        .record(LogEntry::Battle(report.clone()));
    b.awaiting_retreat = Some(AwaitedRetreat { seat, cause });
    Some(b.clone())
}

/// +3 DP for each fleet of the winner with the DP tactic that took part in a won battle.
fn award_tactic_dp(world: &mut World, winner: Seat, hex: Hex) {
    let (_, fleets) = ops::ships_entities_at(world, winner, hex);
    let dp = world.resource::<RulesData>().base.fleet_specials.tactic_dp;
    let letters: Vec<FleetLetter> = fleets
        .iter()
        .filter_map(|&e| world.get::<Fleet>(e).map(|f| f.letter))
        .collect();
    for l in letters {
        if world.resource::<FleetTactics>().side(winner, l) == Some(TacticSide::DestinyPoints) {
            ops::award_dp(
                world,
                winner,
                dp,
                crate::rules::log::DpKind::FleetTactic,
                "fleet tactics",
                &format!("fleet {l:?} won a battle with its DP tactic"),
                Some(hex),
            );
        }
    }
}
