//! Game content on hook points: the rules report what happens as typed facts (a star
//! gained, a battle won, a field researched...), and content (galactic stories today;
//! goals, domination cards and relics next) reads them to score or to act.

pub mod card;
pub mod goal;
pub mod people;
pub mod relic;
pub mod story;

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

/// Reports a fact: content that scores the moment something happens does so now.
pub fn record(world: &mut World, fact: Fact) {
    relic::on_fact(world, &fact);
    people::on_fact(world, &fact);
    story::on_fact(world, &fact);
    goal::on_fact(world, &fact);
    world.resource_mut::<RoundFacts>().0.push(fact);
}

/// `hex` as the facts store it.
pub fn at(hex: Hex) -> (i32, i32) {
    (hex.x, hex.y)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<RoundFacts>()
        .init_resource::<story::ActiveStory>()
        .init_resource::<people::Peoples>()
        .init_resource::<people::SectorBonuses>()
        .init_resource::<people::FreeGainsLeft>()
        .init_resource::<people::ForcedRetreats>()
        .init_resource::<relic::DeathRayUse>()
        .init_resource::<relic::RelicStars>()
        .add_plugins((story::plugin, goal::plugin, card::plugin));
}
