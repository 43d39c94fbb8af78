//! War declared to block, with the ships standing where the blocked act happens. This
//! file holds what every such block shares (who was asked, what they guard, the
//! declaration) and an STO seat's one reason for war: blocking an STS seat's
//! subjugation or conquest of innocent population (a neutral primitive or advanced star,
//! or an STO seat's star). An STS seat's block of a jump is in `jump_block`.
//!
//! A taker's growth turn (an automa's runs in one go; a person's resolution is one
//! answer) is preceded by the question: for each innocent star the taker could take
//! where your ships stand, would you defend it? If the taker then takes a star you
//! defend, you declare war at that moment: your ships there turn hostile and block the
//! gain (an automa picks again; a person, told which stars are defended, may choose
//! others).

use crate::lang::Says;
use crate::rules::board::hex_label;
use crate::rules::hooks::{HookPoint, hooked};
use crate::rules::log::Decision;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::{Guarding, Prompt, PromptSlot};
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

/// This round's answers: who was asked about which taker and what, and the hexes they
/// guard.
#[derive(Resource, Debug, Clone, Default)]
pub struct Guards {
    /// (guard, taker, what, round) once asked.
    pub asked: Vec<(Seat, Seat, Guarding, u8)>,
    /// The hexes guarded: the taker's act of that kind there means war.
    pub hexes: Vec<Guarded>,
    /// Wars declared by guards so far: each shows an answer that was secret until then,
    /// so no undo goes back across it.
    pub declared: usize,
}

/// One hex a guard guards against a taker's acts of one kind, for one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Guarded {
    pub guard: Seat,
    pub taker: Seat,
    pub what: Guarding,
    pub hex: (i32, i32),
    pub round: u8,
}

impl Guards {
    /// Whether `guard` already answered about `taker`'s acts of kind `what` this round.
    pub fn answered(&self, guard: Seat, taker: Seat, what: Guarding, round: u8) -> bool {
        self.asked.contains(&(guard, taker, what, round))
    }

    /// The guards of `taker`'s acts of kind `what` this round, with the hexes each guards.
    pub fn guarded(&self, taker: Seat, what: Guarding, round: u8) -> Vec<(Seat, Hex)> {
        self.hexes
            .iter()
            .filter(|g| g.taker == taker && g.what == what && g.round == round)
            .map(|g| (g.guard, Hex::new(g.hex.0, g.hex.1)))
            .collect()
    }
}

/// Hook point: whether `seat` may never declare war (a people's rule). Any yes holds.
pub struct NeverDeclaresWar;

impl HookPoint for NeverDeclaresWar {
    type Fn = fn(&World, Seat) -> bool;
}

/// Whether `guard` may declare war on `taker` to block a gain: `guard` is STO, `taker`
/// STS, they are at peace, and the guard's people allows war at all.
pub fn may_block(world: &World, guard: Seat, taker: Seat) -> bool {
    let al = world.resource::<Alignments>();
    guard != taker
        && al.of(guard) == Alignment::Sto
        && al.of(taker) == Alignment::Sts
        && !world.resource::<Diplomacy>().at_war(guard, taker)
        && !hooked::<NeverDeclaresWar>(world)
            .iter()
            .any(|f| f(world, guard))
}

/// Innocent stars `taker` could take now where `guard`'s ships stand, in reading order.
pub fn blockable_stars(world: &mut World, guard: Seat, taker: Seat) -> Vec<Hex> {
    if !may_block(world, guard, taker) {
        return Vec::new();
    }
    let snap = Snapshot::take(world);
    let innocent: Vec<snapshot::StarView> = {
        let board = world.resource::<crate::rules::board::Board>();
        let al = world.resource::<Alignments>();
        snap.stars
            .iter()
            .filter(|s| match s.owner {
                None => matches!(s.kind, StarKind::Primitive | StarKind::Advanced),
                Some(o) => o != taker && al.of(o) == Alignment::Sto,
            })
            .filter(|s| snap.ships(board, s.hex, guard) > 0 && snap.ships(board, s.hex, taker) > 0)
            .cloned()
            .collect()
    };
    innocent
        .into_iter()
        .filter(|s| crate::rules::gain::plan_gain_says(world, &snap, taker, s, true).is_ok())
        .map(|s| s.hex)
        .collect()
}

/// Before `taker`'s growth turn: asks the first person who could block one of its gains
/// and has not answered this round. True while the turn must wait for an answer.
pub fn ask_before_growth(world: &mut World, taker: Seat) -> bool {
    let gains = if world.resource::<Roster>().is_human(taker) {
        world.resource::<crate::rules::counters::Growths>().0[taker]
            .selection
            .as_ref()
            .is_some_and(|s| s.ovals.contains(&crate::rules::counters::Oval::GainStar))
    } else {
        crate::rules::table::automa_kind(world, taker).is_some_and(|k| {
            k.planned_growth(world, taker)
                .iter()
                .any(|a| a.gains_star())
        })
    };
    if !gains {
        return false;
    }
    ask_first_guard(world, taker, Guarding::Gains, blockable_stars)
}

/// Asks the first person (in seat order) not yet asked this round about `taker`'s acts
/// of kind `what` for whom `hexes` finds something to guard. True while waiting.
pub fn ask_first_guard(
    world: &mut World,
    taker: Seat,
    what: Guarding,
    hexes: fn(&mut World, Seat, Seat) -> Vec<Hex>,
) -> bool {
    let round = narrate::current_round(world);
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    for guard in people {
        if world
            .resource::<Guards>()
            .answered(guard, taker, what, round)
        {
            continue;
        }
        let found = hexes(world, guard, taker);
        if found.is_empty() {
            continue;
        }
        world.resource_mut::<PromptSlot>().ask(
            guard,
            Prompt::GuardStars {
                taker,
                stars: found.iter().map(|h| (h.x, h.y)).collect(),
                what,
            },
        );
        return true;
    }
    false
}

/// Your answer: the hexes (among those offered) where you guard against `taker`'s acts
/// of kind `what` this round.
pub fn guard(world: &mut World, guard: Seat, taker: Seat, what: Guarding, hexes: &[(i32, i32)]) {
    let round = narrate::current_round(world);
    let mut g = world.resource_mut::<Guards>();
    g.asked.push((guard, taker, what, round));
    g.hexes.extend(hexes.iter().map(|&hex| Guarded {
        guard,
        taker,
        what,
        hex,
        round,
    }));
}

/// The seat defending the star at `hex` against `taker` this round, if any.
pub fn guard_of(world: &World, taker: Seat, hex: Hex) -> Option<Seat> {
    let round = narrate::current_round(world);
    world
        .resource::<Guards>()
        .guarded(taker, Guarding::Gains, round)
        .into_iter()
        .find(|&(_, h)| h == hex)
        .map(|(g, _)| g)
        .filter(|&g| may_block(world, g, taker))
}

/// When `taker` picks the star at `hex`: the seat defending it, if any, declares war now
/// (the decision names why); the gain is then blocked.
pub fn defend(world: &mut World, taker: Seat, hex: Hex, d: &mut Decision) -> Option<Seat> {
    let (guard, text) = declare_block(world, taker, hex)?;
    d.filters.push(text);
    Some(guard)
}

/// When a person takes the star at `hex` in their growth turn: the seat defending it, if
/// any, declares war now, and its ships there block the gain.
pub fn defend_against_person(world: &mut World, taker: Seat, hex: Hex) -> Option<Seat> {
    declare_block(world, taker, hex).map(|(guard, _)| guard)
}

/// The defender of the star at `hex` declares war on `taker`, logged; the log's text.
fn declare_block(world: &mut World, taker: Seat, hex: Hex) -> Option<(Seat, Says)> {
    let guard = guard_of(world, taker, hex)?;
    let text = declare_says(world, guard, taker, hex, Blocking::Gain);
    Some((guard, text))
}

/// What a guard's war blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocking {
    /// Their gain of a star.
    Gain,
    /// Their jump.
    Jump,
}

/// `guard` declares war on `taker` to block `what` ("their gain", "their jump") at `hex`:
/// recorded as a fact and logged; the log's text, in the language in use (see
/// [`declare_says`] for the words to keep).
pub fn declare(world: &mut World, guard: Seat, taker: Seat, hex: Hex, what: &str) -> String {
    let gain = what == "their gain"; // not shown: the English the callers name it by
    let blocking = if gain { Blocking::Gain } else { Blocking::Jump };
    declare_says(world, guard, taker, hex, blocking).text()
}

/// `guard` declares war on `taker` to block `what` at `hex`: recorded as a fact and
/// logged; the log's words.
pub fn declare_says(world: &mut World, guard: Seat, taker: Seat, hex: Hex, what: Blocking) -> Says {
    world.resource_mut::<Guards>().declared += 1;
    world
        .resource_mut::<Diplomacy>()
        .set_war(guard, taker, true);
    crate::rules::facts::record(
        world,
        crate::rules::facts::Fact::WarDeclared {
            by: guard,
            on: taker,
        },
    );
    let text = crate::says!(
        "log-rules-guard-war",
        who = narrate::subject_says(world, guard),
        many = narrate::agreement(world, guard),
        whom = narrate::object_says(world, taker),
        what = match what {
            Blocking::Gain => "gain",
            Blocking::Jump => "jump",
        },
        at = hex_label(hex)
    );
    narrate::log_seat_event(world, guard, Some(hex), text.clone());
    text
}
