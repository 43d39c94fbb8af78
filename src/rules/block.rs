//! An STO seat's one reason for war: blocking an STS seat's subjugation or conquest of
//! innocent population (a neutral primitive or advanced star, or an STO seat's star).
//!
//! A taker's growth turn (an automa's runs in one go; a person's resolution is one
//! answer) is preceded by the question: for each innocent star the taker could take
//! where your ships stand, would you defend it? If the taker then takes a star you
//! defend, you declare war at that moment: your ships there turn hostile and block the
//! gain (an automa picks again; a person, told which stars are defended, may choose
//! others).

use crate::rules::board::hex_label;
use crate::rules::hooks::{HookPoint, hooked};
use crate::rules::log::Decision;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;

/// This round's answers: who was asked about which taker, and the stars they defend.
#[derive(Resource, Debug, Clone, Default)]
pub struct Guards {
    /// (guard, taker, round) once asked.
    pub asked: Vec<(Seat, Seat, u8)>,
    /// (guard, taker, star hex, round): a gain there by the taker means war.
    pub stars: Vec<(Seat, Seat, (i32, i32), u8)>,
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
        .filter(|s| crate::rules::gain::plan_gain(world, &snap, taker, s, true).is_ok())
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
    let round = narrate::current_round(world);
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    for guard in people {
        if world
            .resource::<Guards>()
            .asked
            .contains(&(guard, taker, round))
        {
            continue;
        }
        let stars = blockable_stars(world, guard, taker);
        if stars.is_empty() {
            continue;
        }
        world.resource_mut::<PromptSlot>().ask(
            guard,
            Prompt::GuardStars {
                taker,
                stars: stars.iter().map(|h| (h.x, h.y)).collect(),
            },
        );
        return true;
    }
    false
}

/// Your answer: the stars (among those offered) you defend against `taker` this round.
pub fn guard(world: &mut World, guard: Seat, taker: Seat, stars: &[(i32, i32)]) {
    let round = narrate::current_round(world);
    let mut g = world.resource_mut::<Guards>();
    g.asked.push((guard, taker, round));
    g.stars
        .extend(stars.iter().map(|&h| (guard, taker, h, round)));
}

/// The seat defending the star at `hex` against `taker` this round, if any.
pub fn guard_of(world: &World, taker: Seat, hex: Hex) -> Option<Seat> {
    let round = narrate::current_round(world);
    world
        .resource::<Guards>()
        .stars
        .iter()
        .find(|&&(_, t, h, r)| t == taker && h == (hex.x, hex.y) && r == round)
        .map(|&(g, ..)| g)
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
fn declare_block(world: &mut World, taker: Seat, hex: Hex) -> Option<(Seat, String)> {
    let guard = guard_of(world, taker, hex)?;
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
    let text = format!(
        "{} declare war on {} to block their gain at {}",
        table::seat_name(world, guard),
        narrate::object(world, taker),
        hex_label(hex)
    );
    narrate::log_seat_event(world, guard, Some(hex), text.clone());
    Some((guard, text))
}
