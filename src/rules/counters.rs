//! The growth counters a person chooses (ovals and squares), the choices that resolve
//! them, and each seat's counters of the round: the vocabulary the growth phase, the
//! prompts and content share. Resolving them is `rules/player/growth.rs`.

use crate::rules::model::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Oval {
    Research,
    GrowPopulation,
    GainStar,
    BuildShips,
    SwitchAlignment,
}

impl Oval {
    /// Its English name (the data's and the records'; [`Oval::says`] words it for the
    /// player).
    // not shown: from here
    pub fn name(self) -> &'static str {
        match self {
            Oval::Research => "Research",
            Oval::GrowPopulation => "Grow population",
            Oval::GainStar => "Gain star",
            Oval::BuildShips => "Build ships",
            Oval::SwitchAlignment => "Switch alignment",
        }
    }
    // not shown: to here

    /// Its name as words for the player (written in the reader's language when shown).
    pub fn says(self) -> crate::lang::Says {
        match self {
            Oval::Research => crate::says!("log-rules-oval-research"),
            Oval::GrowPopulation => crate::says!("log-rules-oval-grow-population"),
            Oval::GainStar => crate::says!("log-rules-oval-gain-star"),
            Oval::BuildShips => crate::says!("log-rules-oval-build-ships"),
            Oval::SwitchAlignment => crate::says!("log-rules-oval-switch-alignment"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Square {
    Tech(Field),
    TurnOrderUp,
    TurnOrderDown,
}

impl Square {
    /// Its English name (the data's and the records'; [`Square::says`] words it for the
    /// player).
    pub fn name(self) -> String {
        match self {
            Square::Tech(f) => f.name().to_string(),
            Square::TurnOrderUp => "Turn order up".into(), // not shown
            Square::TurnOrderDown => "Turn order down".into(), // not shown
        }
    }

    /// Its name as words for the player (written in the reader's language when shown).
    pub fn says(self) -> crate::lang::Says {
        match self {
            Square::Tech(f) => f.says(),
            Square::TurnOrderUp => crate::says!("log-rules-square-turn-order-up"),
            Square::TurnOrderDown => crate::says!("log-rules-square-turn-order-down"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct GrowthSelection {
    pub ovals: Vec<Oval>,
    pub squares: Vec<Square>,
}

impl GrowthSelection {
    /// The counters in words, in the language in use: "Research, Build ships and
    /// Military" (for the view).
    pub fn describe(&self) -> String {
        self.describe_says().text()
    }

    /// The counters as words for the player: "Research, Build ships and Military".
    pub fn describe_says(&self) -> crate::lang::Says {
        crate::says!(
            "log-rules-counters-chosen",
            ovals =
                crate::lang::Says::listing(self.ovals.iter().map(|o| o.says()).collect(), false),
            squares =
                crate::lang::Says::listing(self.squares.iter().map(|s| s.says()).collect(), false)
        )
    }
}

/// Where ships are placed when building.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildOrder {
    pub at: (i32, i32),
    pub ships: u32,
    /// Put them into this fleet (new or already there) instead of pieces.
    pub fleet: Option<FleetLetter>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct GrowthChoices {
    /// Stars to gain, one per Gain Star counter, in order.
    pub gain: Vec<(i32, i32)>,
    pub build: Vec<BuildOrder>,
    /// Military 6+: cancel this action (0-based, in the row's order) of an automa you
    /// are at war with that has not resolved its growth yet.
    #[serde(default)]
    pub cancel: Option<(Seat, usize)>,
    /// Stars gained with your people's free gains (see [`free_gains`]), after the others.
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub free_gain: Vec<(i32, i32)>,
    /// Primitive neutral stars your people turns advanced, instead of gaining stars
    /// (each Gain Star counter turns up to its number).
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub upgrade: Vec<(i32, i32)>,
    /// Your stars where a ship becomes a bonus disc when you grow (your people's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub ships_to_population: Vec<(i32, i32)>,
    /// Discs of your stars turned into ships when you build (your people's): star, discs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub population_to_ships: Vec<((i32, i32), u32)>,
    /// The fields to take, in order, with a faction's star you gain (else the field
    /// where it leads you most).
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub take_fields: Vec<((i32, i32), Vec<Field>)>,
    /// Population teleported between your unblocked stars (Propulsion 5+): from, to,
    /// discs; done first in your growth turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub teleport: Vec<Teleport>,
    /// Your stars to receive the Genetics bonus discs first, in order (the rest go to
    /// the least populated).
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub bonus_first: Vec<(i32, i32)>,
    /// The order of your actions (Research, Gain Star, Grow Population, Build Ships);
    /// those left out follow in that default order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub order: Vec<Oval>,
}

/// The actions of a growth turn in the order they resolve by default.
pub const DEFAULT_ORDER: [Oval; 4] = [
    Oval::Research,
    Oval::GainStar,
    Oval::GrowPopulation,
    Oval::BuildShips,
];

/// `order` completed: each of the four actions once, those named first.
pub fn full_order(order: &[Oval]) -> Vec<Oval> {
    let mut full: Vec<Oval> = Vec::new();
    for &o in order.iter().chain(&DEFAULT_ORDER) {
        if DEFAULT_ORDER.contains(&o) && !full.contains(&o) {
            full.push(o);
        }
    }
    full
}

/// Discs teleported: from a star, to a star, how many.
pub type Teleport = ((i32, i32), (i32, i32), u32);

/// A person's counters this round and the choices for resolving them.
#[derive(Debug, Clone, Default)]
pub struct PlayerGrowth {
    pub selection: Option<GrowthSelection>,
    pub choices: Option<GrowthChoices>,
    /// What the counters beyond the free ones cost, paid when everyone's counters are
    /// revealed together (`None` once paid, or before choosing).
    pub unpaid: Option<i32>,
    /// Free oval counters the selection used (Spirituality 6+, a people's): what it
    /// may keep beyond its stars' additional actions when the counters are revealed.
    pub free_used: u32,
}

/// Every seat's growth counters this round (only people choose theirs).
#[derive(Resource, Debug, Clone, Default)]
pub struct Growths(pub PerSeat<PlayerGrowth>);

/// Free extra oval counters for each seat's next growth selection (Spirituality 6+).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct FreeCounters(pub PerSeat<u32>);
