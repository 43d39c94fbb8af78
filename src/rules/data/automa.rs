//! What shared rules know of any automa's table, whatever its kind: the traits a kind's
//! reader gives, the kind's own data behind a [`KindTable`], and the growth actions an
//! automa may plan (which a person's research can cancel).

use crate::rules::model::Field;
use serde::{Deserialize, Serialize};

/// One growth action of an automa row.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum GrowthAction {
    Research(Field),
    /// Research a field chosen at random among those that would give a level.
    ResearchRandom,
    TurnOrderUp,
    TurnOrderDown,
    /// Spawn at this many wormholes (chosen at random when fewer than all).
    SpawnAtWormholes(u8),
    /// Spawn at the center sector's wormhole.
    SpawnAtCenterWormhole,
    /// Gain a star of the player (declaring war if needed), otherwise this many neutral stars.
    GainPlayerStarElseNeutral(u8),
    /// Gain any star.
    GainAnyStar,
    /// Gain a neutral star, otherwise one of the player's.
    GainNeutralElsePlayerStar,
    /// Grow population; if none can grow, spawn at the center sector's wormhole.
    GrowPopulationElseSpawnCenter,
}

/// The cap a list of (field, cap) gives a field (6 when it names none).
pub fn cap_in(caps: &[(Field, u8)], field: Field) -> u8 {
    caps.iter()
        .find(|(f, _)| *f == field)
        .map_or(6, |(_, c)| *c)
}

impl GrowthAction {
    /// Whether the action gains a star.
    pub fn gains_star(&self) -> bool {
        matches!(
            self,
            GrowthAction::GainPlayerStarElseNeutral(_)
                | GrowthAction::GainAnyStar
                | GrowthAction::GainNeutralElsePlayerStar
        )
    }

    /// The action in words, in the reader's language (for the log and the decision
    /// panel; [`GrowthAction::describe`] is its English).
    pub fn says(&self) -> crate::lang::Says {
        match self {
            GrowthAction::Research(f) => {
                crate::says!("log-solo-act-research", field = f.says())
            }
            GrowthAction::ResearchRandom => crate::says!("log-solo-act-research-random"),
            GrowthAction::TurnOrderUp => crate::says!("log-solo-act-turn-order-up"),
            GrowthAction::TurnOrderDown => crate::says!("log-solo-act-turn-order-down"),
            GrowthAction::SpawnAtWormholes(n) => {
                crate::says!("log-solo-act-spawn-wormholes", n = *n)
            }
            GrowthAction::SpawnAtCenterWormhole => crate::says!("log-solo-act-spawn-center"),
            GrowthAction::GainPlayerStarElseNeutral(n) => {
                crate::says!("log-solo-act-gain-yours", n = *n)
            }
            GrowthAction::GainAnyStar => crate::says!("log-solo-act-gain-any"),
            GrowthAction::GainNeutralElsePlayerStar => {
                crate::says!("log-solo-act-gain-neutral")
            }
            GrowthAction::GrowPopulationElseSpawnCenter => crate::says!("log-solo-act-grow"),
        }
    }

    /// The action in words, for the log and the decision panel.
    pub fn describe(&self) -> String {
        match self {
            GrowthAction::Research(f) => format!("research {}", f.name()),
            GrowthAction::ResearchRandom => "research a random field".into(),
            GrowthAction::TurnOrderUp => "turn order up".into(),
            GrowthAction::TurnOrderDown => "turn order down".into(),
            GrowthAction::SpawnAtWormholes(n) => format!(
                "spawn at {n_counted}",
                n_counted = crate::rules::nouns::count(n, "wormhole")
            ),
            GrowthAction::SpawnAtCenterWormhole => "spawn at the center wormhole".into(),
            GrowthAction::GainPlayerStarElseNeutral(n) => {
                format!(
                    "gain one of your stars, else {n_counted}",
                    n_counted = crate::rules::nouns::count(n, "neutral star")
                )
            }
            GrowthAction::GainAnyStar => "gain any star".into(),
            GrowthAction::GainNeutralElsePlayerStar => {
                "gain a neutral star, else one of yours".into()
            }
            GrowthAction::GrowPopulationElseSpawnCenter => {
                "grow population, else spawn at the center wormhole".into()
            }
        }
    }
}

/// What shared rule code knows of any automa, whatever its kind: read from its table
/// file by the kind's reader.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct AutomaTraits {
    /// Discs lost from the board return to its population track (else it has none).
    pub population_track: bool,
    /// It uses fleet counters and advanced fleet tactics.
    pub fleets: bool,
    /// Fields it cannot research past a level.
    pub level_caps: Vec<(Field, u8)>,
    /// When it wins a battle it destroys all of the loser's ships.
    pub destroy_all_on_win: bool,
    /// In a trade, the person trading with it chooses the level it learns (else a die).
    pub trader_picks_level: bool,
    /// It is dealt a star people and a home sector bonus at setup, before the people
    /// (when the game plays with peoples).
    pub star_people: bool,
}

impl AutomaTraits {
    /// The highest level it may reach in a field.
    pub fn cap(&self, field: Field) -> u8 {
        cap_in(&self.level_caps, field)
    }
}

/// One automa table file as its kind read it: the kind's own data (each kind has its own
/// file format; its code takes it back with [`KindTable::get`]) and the traits shared
/// rule code reads.
#[derive(Clone)]
pub struct KindTable {
    data: std::sync::Arc<dyn KindData>,
    pub traits: std::sync::Arc<AutomaTraits>,
}

impl KindTable {
    pub fn new<T: KindData>(data: T, traits: AutomaTraits) -> Self {
        KindTable {
            data: std::sync::Arc::new(data),
            traits: std::sync::Arc::new(traits),
        }
    }

    /// The kind's own data, if it is of type `T`.
    pub fn get<T: std::any::Any>(&self) -> Option<&T> {
        let any: &dyn std::any::Any = &*self.data;
        any.downcast_ref()
    }
}

/// What a kind's table data must be: shareable between threads and safe across the
/// tests' panic catching (plain data is).
pub trait KindData:
    std::any::Any + Send + Sync + std::panic::RefUnwindSafe + std::panic::UnwindSafe
{
}

impl<T: std::any::Any + Send + Sync + std::panic::RefUnwindSafe + std::panic::UnwindSafe> KindData
    for T
{
}

impl std::fmt::Debug for KindTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KindTable({:?})", self.traits)
    }
}

/// Two tables are the same when they are the same file read once.
impl PartialEq for KindTable {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.data, &other.data)
    }
}
