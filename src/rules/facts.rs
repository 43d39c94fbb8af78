//! What happened, as typed facts: the shared rules report them (a star gained, a battle
//! won, a field researched...) and content listening at [`OnFact`] acts or scores on
//! them; the round's facts stay readable until the round ends.

use crate::rules::hooks::{HookPoint, hooked_mut};
use crate::rules::model::{Field, Seat, StarKind};
use bevy::prelude::*;
use hexx::Hex;
use serde::{Deserialize, Serialize};

/// Something that happened that content may care about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fact {
    /// `seat` gained the star at `hex`; `from` is the seat that owned it, and
    /// `population` the discs that seat had there (a home star counts in full).
    StarGained {
        seat: Seat,
        hex: (i32, i32),
        kind: StarKind,
        from: Option<Seat>,
        population: u32,
    },
    /// `by` declared war on `on`.
    WarDeclared {
        by: Seat,
        on: Seat,
    },
    /// `a` and `b` traded technology.
    Traded {
        a: Seat,
        b: Seat,
    },
    /// `seat` switched alignment (a counter or a forced switch).
    AlignmentSwitched {
        seat: Seat,
    },
    /// A battle was fought to the end (no retreat before combat).
    BattleWon {
        winner: Seat,
        loser: Seat,
        hex: (i32, i32),
    },
    /// `by` destroyed `ships` of `victim` at `hex`, in a battle or (not `in_battle`)
    /// with the Death Ray.
    ShipsDestroyed {
        by: Seat,
        victim: Seat,
        ships: u32,
        hex: (i32, i32),
        in_battle: bool,
    },
    RetreatedBeforeCombat {
        seat: Seat,
        hex: (i32, i32),
    },
    /// A Grow Population action added `discs` (0 when nothing could grow).
    PopulationGrown {
        seat: Seat,
        discs: u32,
    },
    /// A Build Ships growth action placed `ships`.
    ShipsBuilt {
        seat: Seat,
        ships: u32,
    },
    /// A Research raised `field` to `level`.
    Researched {
        seat: Seat,
        field: Field,
        level: u8,
    },
}

/// The facts of the current round, in order (cleared when a round ends).
#[derive(Resource, Debug, Clone, Default)]
pub struct RoundFacts(pub Vec<Fact>);

/// The hook point of fact listeners: content that acts or scores the moment something
/// happens (a relic turned up by a gained star, a story's DP for a battle won).
pub struct OnFact;

impl HookPoint for OnFact {
    type Fn = fn(&mut World, &Fact);
}

/// Reports a fact: every listener hears it now, in the order they were registered, then
/// it joins the round's facts.
pub fn record(world: &mut World, fact: Fact) {
    for listen in hooked_mut::<OnFact>(world).iter().copied() {
        listen(world, &fact);
    }
    world.resource_mut::<RoundFacts>().0.push(fact);
}

/// `hex` as the facts store it.
pub fn at(hex: Hex) -> (i32, i32) {
    (hex.x, hex.y)
}
