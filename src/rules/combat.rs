//! Battles: retreat before combat, combat values with fleet specials, the winner's
//! choice of losses, the 3:1 rule and the losers' retreat. Battles wait in a queue and
//! pause for the player's answer when the player has a choice to make.

use crate::rules::board::{Board, hex_label, hex_order};
use crate::rules::choice::{self, Question, Reply};
use crate::rules::data::RulesData;
use crate::rules::dp;
use crate::rules::facts::{self, Fact};
use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
pub use crate::rules::log::BattleReport;
use crate::rules::log::{GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A battle waiting to be fought, with the answers given so far. The defenders are every
/// seat in the hex at war with the attacker and at peace with one another: they fight
/// together, their combat values added (the base game's several defenders).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub hex: (i32, i32),
    pub attacker: Seat,
    /// The defenders, in turn order.
    pub defenders: Vec<Seat>,
    /// The defender the pending question is about (a forced retreat or a retreat).
    #[serde(default)]
    pub asked: Option<Seat>,
    /// Per defender: whether a people forced one side out before combat, once decided.
    #[serde(default)]
    pub forced: Vec<(Seat, bool)>,
    /// Per defender: its decision to retreat before combat, once made.
    #[serde(default)]
    pub retreats: Vec<(Seat, bool)>,
    /// Losses the winner inflicts, once chosen (player winners answer a prompt).
    pub losses: Option<u32>,
    /// Where your ships retreat to, once chosen (asked only when several hexes are
    /// equally near).
    pub retreat_to: Option<(i32, i32)>,
    /// Set once the battle is fought and reported and a person's ships wait for them
    /// to say where they retreat.
    pub awaiting_retreat: Option<AwaitedRetreat>,
    /// After the fight: the losing seats whose survivors still have to leave, and the
    /// report, logged once they have (or before a person is asked where to).
    #[serde(default)]
    pub aftermath: Option<Aftermath>,
    /// The people already offered to play a card for this battle before it is fought.
    #[serde(default)]
    pub cards_offered: Vec<Seat>,
    /// The order in which a winning automa's groups lose ships, chosen by the person
    /// deciding for it (else its own die).
    #[serde(default)]
    pub winner_loss_order: Option<Vec<Option<FleetLetter>>>,
    /// Fought by a kind's own rules, which still waits for a person's answers after
    /// the blows (your losses, the cruisers you push): the kind says when it is over.
    #[serde(default)]
    pub held: bool,
}

/// What is left of a battle once it is fought: the losers' retreats.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aftermath {
    pub retreating: Vec<Seat>,
    pub report: Option<BattleReport>,
}

impl Battle {
    /// A battle not fought yet.
    pub fn new(hex: Hex, attacker: Seat, defenders: Vec<Seat>) -> Battle {
        Battle {
            hex: (hex.x, hex.y),
            attacker,
            defenders,
            asked: None,
            forced: Vec::new(),
            retreats: Vec::new(),
            losses: None,
            retreat_to: None,
            awaiting_retreat: None,
            aftermath: None,
            cards_offered: Vec::new(),
            winner_loss_order: None,
            held: false,
        }
    }

    /// Records the answer to the pending retreat question.
    pub fn answer_retreat(&mut self, go: bool) {
        if let Some(d) = self.asked.take() {
            self.retreats.push((d, go));
        }
    }

    /// Records the answer to the pending forced-retreat question.
    pub fn answer_force(&mut self, yes: bool) {
        if let Some(d) = self.asked.take() {
            self.forced.push((d, yes));
        }
    }

    pub fn hex(&self) -> Hex {
        Hex::new(self.hex.0, self.hex.1)
    }

    /// Whether `seat` defends in this battle.
    pub fn defends(&self, seat: Seat) -> bool {
        self.defenders.contains(&seat)
    }
}

fn answer(list: &[(Seat, bool)], d: Seat) -> Option<bool> {
    list.iter().find(|(s, _)| *s == d).map(|(_, a)| *a)
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
    /// A people's power sent this side away before combat.
    ForcedOut,
}

impl RetreatCause {
    /// The reason as the log gives it.
    pub fn says(self) -> crate::lang::Says {
        match self {
            RetreatCause::BeforeCombat => crate::says!("log-rules-retreat-before-combat"),
            RetreatCause::Defeat => crate::says!("log-rules-retreat-lost"),
            RetreatCause::ForcedOut => crate::says!("log-rules-retreat-forced-out"),
        }
    }
}

#[derive(Resource, Debug, Clone, Default)]
pub struct BattleQueue(pub VecDeque<Battle>);

/// Queues a battle in every hex where `attacker` shares space with seats it is at war
/// with (none when its kind never attacks). Defenders at peace with one another fight as one side; a defender at war with
/// another of them fights its own battle after.
pub fn queue_battles(world: &mut World, attacker: Seat) {
    // A kind that only defends begins no battle.
    if table::automa_kind(world, attacker).is_some_and(|k| !k.attacks()) {
        return;
    }
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    let order = world.resource::<TurnOrder>().0.clone();
    let mut battles = Vec::new();
    for h in snap.hexes_of(board, attacker) {
        let mut sides: Vec<Vec<Seat>> = Vec::new();
        for &d in &order {
            if d == attacker || !dip.at_war(attacker, d) || snap.ships(board, h, d) == 0 {
                continue;
            }
            match sides
                .iter_mut()
                .find(|side| side.iter().all(|&o| !dip.at_war(o, d)))
            {
                Some(side) => side.push(d),
                None => sides.push(vec![d]),
            }
        }
        battles.extend(sides.into_iter().map(|side| Battle::new(h, attacker, side)));
    }
    world.resource_mut::<BattleQueue>().0.extend(battles);
}

/// Combat value of a seat's ships in a hex against the opposing side.
pub fn combat_value(world: &mut World, seat: Seat, hex: Hex, opponents: &[Seat]) -> (u32, u32) {
    let (pieces, fleets) = ships::ships_entities_at(world, seat, hex);
    let opponent_has_a = opponents.iter().any(|&o| {
        let (_, opp_fleets) = ships::ships_entities_at(world, o, hex);
        opp_fleets.iter().any(|&e| {
            world
                .get::<Fleet>(e)
                .is_some_and(|f| f.letter == FleetLetter::A)
        })
    });
    let fleets: Vec<Fleet> = fleets
        .iter()
        .filter_map(|&e| world.get::<Fleet>(e).cloned())
        .collect();
    let v = value_of(world, seat, pieces.len() as u32, &fleets, opponent_has_a);
    let bonus: u32 = force_cv_bonuses(world, seat, hex).map(|(cv, _)| cv).sum();
    (v.ships, v.cv.saturating_add(bonus))
}

/// Hook point: combat value content adds to `seat`'s ships in the battle at a hex (a
/// domination card's), with where it comes from (the key of a message of the string
/// table, written out only when a preview shows it). The answers add up.
pub struct ForceCv;

impl HookPoint for ForceCv {
    type Fn = fn(&World, Seat, Hex) -> Option<(u32, &'static str)>;
}

/// Hook point: combat value content adds to a side in a battle as the attacker or the
/// defender (`defending`), given its ships and its enemies (a people's), with where it
/// comes from (a message key, as [`ForceCv`]). The answers add up.
pub struct SideCv;

impl HookPoint for SideCv {
    type Fn = fn(&World, Seat, u32, bool, &[Seat]) -> Option<(u32, &'static str)>;
}

/// Hook point: whether `attacker`'s opponents may not retreat before combat (a
/// domination card). Any yes holds.
pub struct ForbidsRetreat;

impl HookPoint for ForbidsRetreat {
    type Fn = fn(&World, Seat) -> bool;
}

/// Hook point: whether one side of a battle between an attacker and a defender may
/// force the other out before combat: (the side that may, the side forced). The first
/// answer holds.
pub struct MayForceOut;

impl HookPoint for MayForceOut {
    type Fn = fn(&World, Seat, Seat) -> Option<(Seat, Seat)>;
}

/// Hook point: a side forced the other out at a hex (`by_attacker`: the attacker did):
/// content that allowed it records its use.
pub struct ForcedOut;

impl HookPoint for ForcedOut {
    type Fn = fn(&mut World, Seat, Seat, Hex, bool);
}

/// Hook point: whether `seat` loses no ships in the battle at a hex (a domination card).
/// Any yes holds.
pub struct NoLosses;

impl HookPoint for NoLosses {
    type Fn = fn(&World, Seat, Hex) -> bool;
}

/// Combat value content adds to `seat`'s ships at `hex`, each with its source.
pub fn force_cv_bonuses(
    world: &World,
    seat: Seat,
    hex: Hex,
) -> impl Iterator<Item = (u32, &'static str)> + '_ {
    hooked::<ForceCv>(world)
        .iter()
        .filter_map(move |f| f(world, seat, hex))
}

/// Combat value content adds to a side as attacker or defender, each with its source.
pub fn side_cv_bonuses<'a>(
    world: &'a World,
    seat: Seat,
    ships: u32,
    defending: bool,
    enemies: &'a [Seat],
) -> impl Iterator<Item = (u32, &'static str)> + 'a {
    hooked::<SideCv>(world)
        .iter()
        .filter_map(move |f| f(world, seat, ships, defending, enemies))
}

/// Whether content forbids `attacker`'s opponents to retreat before combat.
pub fn retreat_forbidden(world: &World, attacker: Seat) -> bool {
    hooked::<ForbidsRetreat>(world)
        .iter()
        .any(|f| f(world, attacker))
}

/// The combat value of some ships of a seat, and where each part of it comes from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ForceValue {
    pub ships: u32,
    pub cv: u32,
    /// Each part of `cv`: what gives it, and how much.
    pub sources: Vec<(crate::lang::Says, u32)>,
}

/// The combat value of `pieces` ship pieces and `fleets` of `seat` (before cards and
/// peoples): each ship at its Military level, plus the fleet specials (A's assault; C's
/// counter against an A fleet), doubled by a ×2 tactic. The one formula battles and
/// the battle preview use.
pub fn value_of(
    world: &World,
    seat: Seat,
    pieces: u32,
    fleets: &[Fleet],
    opponent_has_a: bool,
) -> ForceValue {
    let rules = world.resource::<RulesData>();
    let tech = world.resource::<Technology>();
    let tactics = world.resource::<FleetTactics>();
    let military = tech.level(seat, Field::Military);
    let per_ship = rules.tech.cv_per_ship(military);
    let sp = &rules.base.fleet_specials;
    // Saturating sums: huge fleets or a mod's values cap out instead of wrapping.
    let ships = fleets.iter().fold(pieces, |n, f| n.saturating_add(f.ships));
    let base = ships.saturating_mul(per_ship);
    let mut v = ForceValue {
        ships,
        cv: base,
        sources: vec![(
            crate::says!(
                "log-rules-cv-ships",
                n = ships,
                per_ship = per_ship,
                military = military
            ),
            base,
        )],
    };
    for f in fleets {
        let mult = if tactics.side(seat, f.letter) == Some(TacticSide::Double) {
            2
        } else {
            1
        };
        let (special, what) = match f.letter {
            FleetLetter::A => (sp.assault_cv_per_ship, "assault"), // not shown
            FleetLetter::C if opponent_has_a => (sp.counter_cv_per_ship, "counter"), // not shown
            _ => (0, ""),
        };
        let extra = f.ships.saturating_mul(special).saturating_mul(mult);
        if extra > 0 {
            v.cv = v.cv.saturating_add(extra);
            let text = crate::says!(
                "log-rules-cv-fleet",
                letter = format!("{:?}", f.letter),
                what = what,
                x2 = if mult == 2 { "yes" } else { "no" } // not shown
            );
            v.sources.push((text, extra));
        }
    }
    v
}

/// Ships and combat value of a side in a battle: [`combat_value`], plus what its people
/// adds as the attacker or as the defender.
pub fn battle_value(
    world: &mut World,
    seat: Seat,
    hex: Hex,
    opponents: &[Seat],
    defending: bool,
) -> (u32, u32) {
    let (ships, cv) = combat_value(world, seat, hex, opponents);
    let bonus: u32 = side_cv_bonuses(world, seat, ships, defending, opponents)
        .map(|(cv, _)| cv)
        .sum();
    (ships, cv.saturating_add(bonus))
}

/// Whether `seat` has an E fleet in `hex` (returns whether its tactic is ×2 too).
fn e_fleet(world: &mut World, seat: Seat, hex: Hex) -> Option<bool> {
    let (_, fleets) = ships::ships_entities_at(world, seat, hex);
    let has_e = fleets.iter().any(|&e| {
        world
            .get::<Fleet>(e)
            .is_some_and(|f| f.letter == FleetLetter::E)
    });
    has_e.then(|| {
        world.resource::<FleetTactics>().side(seat, FleetLetter::E) == Some(TacticSide::Double)
    })
}

/// Whether a defender deciding on a retreat before combat sees the attacker's fleets:
/// an E fleet with the ×2 tactic may retreat after the fleets are revealed.
pub fn sees_attacker_fleets(world: &mut World, defender: Seat, hex: Hex) -> bool {
    e_fleet(world, defender, hex) == Some(true)
}

/// Whether the defender may retreat before combat: an E fleet, or higher Spirituality
/// or Propulsion than the attacker.
pub fn may_retreat(world: &mut World, defender: Seat, attacker: Seat, hex: Hex) -> bool {
    if retreat_forbidden(world, attacker) {
        return false;
    }
    let has_e = e_fleet(world, defender, hex).is_some();
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
/// The reason is words for the player (a message of the table).
pub fn retreat_says(
    world: &mut World,
    seat: Seat,
    from: Hex,
    why_says: crate::lang::Says,
    choice: Option<Hex>,
    attacker: Option<Seat>,
) {
    // A kind whose forces cannot all retreat (immobile bases) loses them first.
    let kind = table::automa_kind(world, seat);
    if let Some(k) = kind {
        k.retreating(world, seat, from);
        if ships::ships_at(world, seat, from) == 0 {
            k.retreated(world, seat, from, None);
            return;
        }
    }
    let options = retreat_hexes(world, seat, from);
    if options.is_empty() {
        let n = ships::ships_at(world, seat, from);
        ships::remove_ships(world, seat, from, n);
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!(
                "log-rules-no-retreat",
                who = narrate::name_says(world, seat),
                n = n
            ),
        );
        if let Some(k) = kind {
            k.retreated(world, seat, from, None);
        }
        return;
    }
    // A person's choice was asked before (see `ask_retreat_hex`); an automa is asked now.
    let to = match choice.filter(|c| options.contains(c)) {
        Some(c) => c,
        None if options.len() > 1 && !choice::answered_later(world, seat, attacker) => {
            let question = Question::RetreatHex {
                hex: from,
                options: options.clone(),
                why: why_says.clone(),
                attacker,
            };
            match choice::decide(world, seat, question) {
                Some(Reply::RetreatTo(h)) if options.contains(&h) => h,
                _ => options[0],
            }
        }
        None => options[0],
    };
    ships::move_all(world, seat, from, to);
    narrate::log_seat_event(
        world,
        seat,
        Some(to),
        crate::says!(
            "log-rules-retreat",
            who = narrate::name_says(world, seat),
            from = hex_label(from),
            to = hex_label(to),
            why = why_says
        ),
    );
    if let Some(k) = kind {
        k.retreated(world, seat, from, Some(to));
    }
}

/// Outcome of working on the battle queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BattleProgress {
    Done,
    WaitingForPlayer,
}

/// Hook point: whether `seat` holds something it may play for the battle at a hex
/// before it is fought (a domination card's effect). Any yes asks the person.
pub struct BattleCardsFor;

impl HookPoint for BattleCardsFor {
    type Fn = fn(&mut World, Seat, Hex) -> bool;
}

/// What a kind's own battle rules did with a battle ([`OwnBattle`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnFight {
    /// A person was asked something (their battle plan): the battle waits.
    Waiting,
    /// Fought by the kind's rules, recorded, its losers gone: the battle is over.
    Fought,
    /// Fought, but a person is asked something after the blows: the battle stays until
    /// the kind says it is over (its hook is asked again, whoever still stands).
    Held,
}

/// Hook point: a kind that fights by its own rules (the Ancients' battle plans) takes
/// the battle once the retreats before combat are done: `fighters` are the defenders
/// still standing. `None`: not its battle, the base game's combat follows.
pub struct OwnBattle;

impl HookPoint for OwnBattle {
    type Fn = fn(&mut World, &Battle, &[Seat]) -> Option<OwnFight>;
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

/// Fights one battle. Returns `Some(battle)` (with answers so far) when a person must
/// answer a prompt first.
fn fight(world: &mut World, mut b: Battle) -> Option<Battle> {
    let hex = b.hex();
    let a = b.attacker;
    let round = narrate::current_round(world);
    // Back from your choice of retreat hex: those ships leave now.
    if let Some(cause) = b.awaiting_retreat.take() {
        let to = b.retreat_to.take().map(|(x, y)| Hex::new(x, y));
        retreat_says(world, cause.seat, hex, cause.cause.says(), to, Some(a));
    }
    if b.aftermath.is_some() {
        return finish(world, b);
    }
    // A kind's battle fought and held for answers after it: the kind says when it ends.
    if b.held {
        let still = hooked_mut::<OwnBattle>(world).iter().copied().any(|own| {
            matches!(
                own(world, &b, &[]),
                Some(OwnFight::Held | OwnFight::Waiting)
            )
        });
        return still.then_some(b);
    }
    if ships::ships_at(world, a, hex) == 0 {
        return None;
    }
    // 0. A people may force the other side out before combat (once a round).
    for d in standing_defenders(world, &b) {
        let Some((forcer, other)) = hooked::<MayForceOut>(world)
            .iter()
            .find_map(|f| f(world, a, d))
        else {
            continue;
        };
        let yes = match answer(&b.forced, d) {
            Some(yes) => yes,
            None => match choice::decide(world, forcer, Question::ForceRetreat { hex, other }) {
                Some(Reply::ForceRetreat(yes)) => {
                    b.forced.push((d, yes));
                    yes
                }
                // Asked a person: the battle waits for the answer.
                _ => {
                    b.asked = Some(d);
                    return Some(b);
                }
            },
        };
        if yes {
            for forced in hooked_mut::<ForcedOut>(world).iter().copied() {
                forced(world, forcer, other, hex, forcer == a);
            }
            // Where to, when several hexes are as near: asked of whoever decides for the
            // side sent away (its owner, or the person answering for an automa).
            let cause = RetreatCause::ForcedOut;
            if ask_retreat_hex(world, other, hex, cause, a) {
                b.awaiting_retreat = Some(AwaitedRetreat { seat: other, cause });
                return Some(b);
            }
            retreat_says(world, other, hex, cause.says(), None, Some(a));
            if other == a {
                return None;
            }
        }
    }
    // 1. Retreat before combat: each defender decides for itself, in turn order.
    let standing = standing_defenders(world, &b);
    for &d in &standing {
        if answer(&b.retreats, d).is_some() {
            continue;
        }
        let go = may_retreat(world, d, a, hex) && {
            let question = Question::RetreatBeforeCombat {
                hex,
                attacker: a,
                sees_fleets: sees_attacker_fleets(world, d, hex),
            };
            match choice::decide(world, d, question) {
                Some(Reply::Retreat(go)) => go,
                // Asked a person: the battle waits for the answer.
                _ => {
                    b.asked = Some(d);
                    return Some(b);
                }
            }
        };
        b.retreats.push((d, go));
    }
    for &d in &standing {
        if answer(&b.retreats, d) != Some(true) {
            continue;
        }
        let (attacker_ships, attacker_cv) = battle_value(world, a, hex, &[d], false);
        let (defender_ships, defender_cv) = battle_value(world, d, hex, &[a], true);
        let report = BattleReport {
            round,
            hex: b.hex,
            attacker: a,
            defender: d,
            allies: Vec::new(),
            attacker_ships,
            defender_ships,
            attacker_cv,
            defender_cv,
            retreated: true,
            winner: None,
            loser_losses: 0,
            winner_losses: 0,
        };
        facts::record(
            world,
            Fact::RetreatedBeforeCombat {
                seat: d,
                hex: facts::at(hex),
            },
        );
        let cause = RetreatCause::BeforeCombat;
        if ask_retreat_hex(world, d, hex, cause, a) {
            world
                .resource_mut::<GameLog>()
                .record(LogEntry::Battle(report));
            b.awaiting_retreat = Some(AwaitedRetreat { seat: d, cause });
            return Some(b);
        }
        retreat_says(world, d, hex, cause.says(), None, Some(a));
        world
            .resource_mut::<GameLog>()
            .record(LogEntry::Battle(report));
    }
    let fighters = standing_defenders(world, &b);
    if fighters.is_empty() {
        return None;
    }
    // Each person fighting here who holds something to play for this battle (a card)
    // is asked once before it is fought, attacker or defender, whether or not they
    // could retreat.
    for seat in std::iter::once(a).chain(fighters.iter().copied()) {
        if b.cards_offered.contains(&seat) || !world.resource::<Roster>().is_human(seat) {
            continue;
        }
        let asks = hooked_mut::<BattleCardsFor>(world);
        if asks.iter().any(|f| f(world, seat, hex)) {
            b.cards_offered.push(seat);
            world
                .resource_mut::<crate::rules::prompt::PromptSlot>()
                .ask(
                    seat,
                    crate::rules::prompt::Prompt::BattleCards { hex: b.hex },
                );
            return Some(b);
        }
    }
    // A kind with its own battle rules takes over here.
    for own in hooked_mut::<OwnBattle>(world).iter().copied() {
        match own(world, &b, &fighters) {
            Some(OwnFight::Waiting) => return Some(b),
            Some(OwnFight::Held) => {
                b.held = true;
                return Some(b);
            }
            Some(OwnFight::Fought) => return None,
            None => {}
        }
    }
    // 2-4. Combat values, the defenders' added; ties go to the higher Military, then to
    // the defenders.
    let (a_ships, a_cv) = battle_value(world, a, hex, &fighters, false);
    let side: Vec<(Seat, u32, u32)> = fighters
        .iter()
        .map(|&d| {
            let (ships, cv) = battle_value(world, d, hex, &[a], true);
            (d, ships, cv)
        })
        .collect();
    let d_ships = side.iter().fold(0u32, |t, x| t.saturating_add(x.1));
    let d_cv = side.iter().fold(0u32, |t, x| t.saturating_add(x.2));
    // The defenders' voice: the one adding the most combat value (turn order on ties).
    let lead = side
        .iter()
        .fold(side[0], |best, &x| if x.2 > best.2 { x } else { best })
        .0;
    let attacker_wins = attacker_wins(world, a, &fighters, a_cv, d_cv);
    let (winners, losers, chooser) = if attacker_wins {
        (vec![a], fighters.clone(), a)
    } else {
        (fighters.clone(), vec![a], lead)
    };
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
                loser: losers[0],
                max: loser_ships,
                attacker: a,
            };
            match choice::decide(world, chooser, question) {
                Some(Reply::Losses(n)) => n.min(loser_ships),
                _ => return Some(b),
            }
        }
    };
    let lost = share_losses(world, &losers, hex, losses, None);
    let removed: u32 = lost.iter().map(|x| x.1).sum();
    // 6. The winners lose half as many (rounded up) unless they won by 3:1 or more.
    let ratio = world.resource::<RulesData>().base.no_loss_ratio;
    let winner_losses = winner_loss(w_cv, l_cv, removed, ratio);
    // A winning automa's groups lose ships in the order the person deciding for it chose
    // (the 2-player variant).
    let winners_lost = share_losses(
        world,
        &winners,
        hex,
        winner_losses,
        b.winner_loss_order.as_deref(),
    );
    let winner_removed: u32 = winners_lost.iter().map(|x| x.1).sum();
    let report = BattleReport {
        round,
        hex: b.hex,
        attacker: a,
        defender: fighters[0],
        allies: fighters[1..].to_vec(),
        attacker_ships: a_ships,
        defender_ships: d_ships,
        attacker_cv: a_cv,
        defender_cv: d_cv,
        retreated: false,
        winner: Some(if attacker_wins { a } else { fighters[0] }),
        loser_losses: removed,
        winner_losses: winner_removed,
    };
    let names = |world: &World, seats: &[Seat]| {
        crate::lang::Says::joined(
            seats.iter().map(|&s| narrate::name_says(world, s)),
            crate::lang::Joint::And,
        )
    };
    let mut line = crate::says!(
        "log-rules-battle",
        at = hex_label(hex),
        attacker = narrate::name_says(world, a),
        a_ships = a_ships,
        a_cv = a_cv,
        defenders = names(world, &fighters),
        d_ships = d_ships,
        d_cv = d_cv,
        winners = names(world, &winners),
        lost = removed,
        winner_lost = winner_removed
    );
    if fighters.len() > 1 {
        let each: Vec<crate::lang::Says> = lost
            .iter()
            .chain(&winners_lost)
            .map(|&(s, n)| {
                crate::says!(
                    "log-rules-seat-lost",
                    who = narrate::name_says(world, s),
                    n = n
                )
            })
            .collect();
        line = crate::says!(
            "log-rules-battle-each",
            line = line,
            each = crate::lang::Says::listing(each, false)
        );
    }
    narrate::log_seat_event(world, a, Some(hex), line);
    // What the battle means for content (a story's DP), after its line in the log.
    let at = facts::at(hex);
    for &winner in &winners {
        for &loser in &losers {
            facts::record(
                world,
                Fact::BattleWon {
                    winner,
                    loser,
                    hex: at,
                },
            );
        }
    }
    for &(victim, ships) in lost.iter().chain(&winners_lost) {
        // Ships lost by a defender fell to the attacker; the attacker's, to the lead.
        let by = if victim == a { lead } else { a };
        if ships > 0 {
            facts::record(
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
    for &winner in &winners {
        if world.resource::<Roster>().is_human(winner) {
            award_tactic_dp(world, winner, hex);
        }
    }
    // 7. The losers' survivors retreat.
    b.aftermath = Some(Aftermath {
        retreating: losers,
        report: Some(report),
    });
    finish(world, b)
}

/// The defenders still in the hex and still at war with the attacker.
/// Whether the attacker wins: the higher combat value; a tie goes to the higher
/// Military, then to the defenders.
pub fn wins_by(
    attacker_cv: u32,
    defender_cv: u32,
    attacker_military: u8,
    defender_military: u8,
) -> bool {
    attacker_cv > defender_cv
        || (attacker_cv == defender_cv && attacker_military > defender_military)
}

/// [`wins_by`] for a battle: the defenders' Military is their highest.
fn attacker_wins(world: &World, a: Seat, defenders: &[Seat], a_cv: u32, d_cv: u32) -> bool {
    let tech = world.resource::<Technology>();
    let theirs = defenders
        .iter()
        .map(|&d| tech.level(d, Field::Military))
        .max()
        .unwrap_or(0);
    wins_by(a_cv, d_cv, tech.level(a, Field::Military), theirs)
}

/// The winners' losses: half the loser's, rounded up, unless the winners' combat value
/// is `ratio` times the loser's or more.
pub fn winner_loss(w_cv: u32, l_cv: u32, removed: u32, ratio: u32) -> u32 {
    if w_cv >= ratio.saturating_mul(l_cv) {
        0
    } else {
        removed.div_ceil(2)
    }
}

/// In the battle waiting for its winner to choose losses: what the winners lose if
/// they destroy `n` ships (for the prompt, before the choice), with both combat values.
pub fn losses_if(world: &mut World, n: u32) -> Option<(u32, u32, u32)> {
    let b = world.resource::<BattleQueue>().0.front()?.clone();
    let hex = b.hex();
    let a = b.attacker;
    let fighters = standing_defenders(world, &b);
    if fighters.is_empty() {
        return None;
    }
    let (_, a_cv) = battle_value(world, a, hex, &fighters, false);
    let d_cv = fighters.iter().fold(0u32, |t, &d| {
        t.saturating_add(battle_value(world, d, hex, &[a], true).1)
    });
    let attacker_wins = attacker_wins(world, a, &fighters, a_cv, d_cv);
    let (w_cv, l_cv) = if attacker_wins {
        (a_cv, d_cv)
    } else {
        (d_cv, a_cv)
    };
    let ratio = world.resource::<RulesData>().base.no_loss_ratio;
    Some((winner_loss(w_cv, l_cv, n, ratio), w_cv, l_cv))
}

fn standing_defenders(world: &World, b: &Battle) -> Vec<Seat> {
    let hex = b.hex();
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    b.defenders
        .iter()
        .copied()
        .filter(|&d| dip.at_war(b.attacker, d) && snap.ships(board, hex, d) > 0)
        .collect()
}

/// Removes `n` ships from a side, one at a time from the seat with the most ships left
/// (turn order on ties); a seat the Military card protects loses none. `automa_order`:
/// the order an automa of the side loses its groups in, chosen by the person deciding
/// for it. Returns what each seat lost.
fn share_losses(
    world: &mut World,
    side: &[Seat],
    hex: Hex,
    n: u32,
    automa_order: Option<&[Option<FleetLetter>]>,
) -> Vec<(Seat, u32)> {
    let ships: Vec<u32> = side
        .iter()
        .map(|&s| ships::ships_at(world, s, hex))
        .collect();
    let shares = level_down(&ships, n);
    side.iter()
        .copied()
        .zip(shares)
        .map(|(s, share)| {
            let share = if hooked::<NoLosses>(world).iter().any(|f| f(world, s, hex)) {
                0
            } else {
                share
            };
            let order = automa_order.filter(|_| !world.resource::<Roster>().is_human(s));
            (s, ships::remove_ships_in(world, s, hex, share, order))
        })
        .collect()
}

/// How many of `n` losses each of several stacks takes when each loss comes off the
/// stack with the most left (the first of them on ties): all stacks are cut down to a
/// level, and what is left over comes off the first stacks standing at that level. Worked
/// out at once, not one loss at a time (a count from a file may be large).
fn level_down(ships: &[u32], n: u32) -> Vec<u32> {
    let total: u64 = ships.iter().map(|&s| u64::from(s)).sum();
    if u64::from(n) >= total {
        return ships.to_vec();
    }
    // The lowest level whose cut takes at most n: the excess above it falls first.
    let excess = |level: u32| -> u64 {
        ships
            .iter()
            .map(|&s| u64::from(s.saturating_sub(level)))
            .sum()
    };
    let (mut lo, mut hi) = (0u32, ships.iter().copied().max().unwrap_or(0));
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if excess(mid) <= u64::from(n) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    let level = lo;
    let mut left = u64::from(n) - excess(level);
    ships
        .iter()
        .map(|&s| {
            let mut share = s.saturating_sub(level);
            if left > 0 && level > 0 && s >= level {
                share += 1;
                left -= 1;
            }
            share
        })
        .collect()
}

/// The losers' survivors leave one seat at a time; the battle's report is logged once
/// they have (or before a person is asked where to go, so that it can be shown).
fn finish(world: &mut World, mut b: Battle) -> Option<Battle> {
    let hex = b.hex();
    let mut after = b.aftermath.take()?;
    while !after.retreating.is_empty() {
        let seat = after.retreating.remove(0);
        if ships::ships_at(world, seat, hex) == 0 {
            continue;
        }
        let cause = RetreatCause::Defeat;
        if ask_retreat_hex(world, seat, hex, cause, b.attacker) {
            if let Some(report) = after.report.take() {
                world
                    .resource_mut::<GameLog>()
                    .record(LogEntry::Battle(report));
            }
            b.awaiting_retreat = Some(AwaitedRetreat { seat, cause });
            b.aftermath = Some(after);
            return Some(b);
        }
        retreat_says(world, seat, hex, cause.says(), None, Some(b.attacker));
    }
    if let Some(report) = after.report {
        world
            .resource_mut::<GameLog>()
            .record(LogEntry::Battle(report));
    }
    None
}

/// When a person's ships must retreat and several hexes are equally near, asks them
/// which: returns whether the battle must wait for the answer.
fn ask_retreat_hex(
    world: &mut World,
    seat: Seat,
    hex: Hex,
    cause: RetreatCause,
    attacker: Seat,
) -> bool {
    if !choice::answered_later(world, seat, Some(attacker)) {
        return false;
    }
    let options = retreat_hexes(world, seat, hex);
    if options.len() < 2 {
        return false;
    }
    let question = Question::RetreatHex {
        hex,
        options,
        why: cause.says(),
        attacker: Some(attacker),
    };
    choice::decide(world, seat, question);
    true
}

/// +3 DP for each fleet of the winner with the DP tactic that took part in a won battle.
fn award_tactic_dp(world: &mut World, winner: Seat, hex: Hex) {
    let (_, fleets) = ships::ships_entities_at(world, winner, hex);
    let dp = world.resource::<RulesData>().base.fleet_specials.tactic_dp;
    let letters: Vec<FleetLetter> = fleets
        .iter()
        .filter_map(|&e| world.get::<Fleet>(e).map(|f| f.letter))
        .collect();
    for l in letters {
        if world.resource::<FleetTactics>().side(winner, l) == Some(TacticSide::DestinyPoints) {
            dp::award(
                world,
                winner,
                dp,
                crate::rules::log::DpKind::FleetTactic,
                "fleet tactics", // not shown
                crate::says!("log-rules-dp-tactics"),
                crate::says!("log-rules-dp-tactics-detail", letter = format!("{l:?}")),
                Some(hex),
            );
        }
    }
}

#[cfg(test)]
mod level_tests {
    use super::level_down;

    /// The rule as written: one loss at a time off the biggest stack (first on ties).
    fn one_at_a_time(ships: &[u32], n: u32) -> Vec<u32> {
        let mut left = ships.to_vec();
        let mut taken = vec![0; ships.len()];
        for _ in 0..n {
            let Some(i) = (0..left.len())
                .filter(|&i| left[i] > 0)
                .reduce(|b, i| if left[i] > left[b] { i } else { b })
            else {
                break;
            };
            left[i] -= 1;
            taken[i] += 1;
        }
        taken
    }

    #[test]
    fn losses_fall_as_one_at_a_time_off_the_biggest_stack_would() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let k = 1 + (x % 4) as usize;
            let ships: Vec<u32> = (0..k).map(|i| ((x >> (8 * i)) % 13) as u32).collect();
            let n = ((x >> 40) % 40) as u32;
            assert_eq!(
                level_down(&ships, n),
                one_at_a_time(&ships, n),
                "{ships:?} {n}"
            );
        }
        // A count near u32::MAX is instant.
        assert_eq!(level_down(&[u32::MAX, 3], u32::MAX - 1), [u32::MAX - 2, 1]);
    }
}
