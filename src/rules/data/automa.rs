//! The automa tables of the solo variant, as data: each row is a list of behaviours
//! that the automa systems carry out, so a modder can rearrange or retune them.

use super::{Validate, expect_len};
use crate::rules::model::Field;
use serde::{Deserialize, Serialize};

/// One automa table file (`assets/rules/automa/<kind>/<table>.ron`): the rows an automa
/// of a kind plays by and every number in which two automas of the kind differ. The
/// solo variant's Genetic Farmers and Slavers are one kind with two such files.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AutomaTable {
    /// Start bonus rows, die faces 1-6.
    pub start_bonus: Vec<StartBonus>,
    pub movement: Vec<MoveRow>,
    pub growth: Vec<Vec<GrowthAction>>,
    /// Growth row used without rolling while the automa has no ships on the board.
    #[serde(default)]
    pub growth_row_without_ships: Option<u8>,
    /// Highest die face on which asking this automa for peace works.
    pub peace: u8,
    /// Highest die face on which it retreats before combat (6 = always).
    pub retreat: u8,
    /// Highest die face on which it trades, by the alignment of the seat asking.
    pub trade_with_sto: u8,
    pub trade_with_sts: u8,
    /// When it wins a battle: destroy all of the loser's ships (true) or none (false).
    pub destroy_all_on_win: bool,
    /// How many ships it places at each wormhole when it spawns.
    pub spawn: SpawnAmount,
    /// Whether it has a population track (discs lost from the board return to it).
    pub population_track: bool,
    /// Whether it uses fleet counters (and advanced fleet tactics, put on the x2 side).
    pub fleets: bool,
    /// Each ship piece moves on its own, by its own target (else ships in a hex move
    /// together, with their fleets).
    #[serde(default)]
    pub pieces_move_alone: bool,
    /// Fields it cannot research past a level.
    #[serde(default)]
    pub level_caps: Vec<(Field, u8)>,
    /// Its offboard power track and what the discs on it do, if it has one.
    #[serde(default)]
    pub offboard: Option<OffboardEffects>,
}

/// Ships an automa places at each wormhole when it spawns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SpawnAmount {
    /// Always this many.
    Fixed(u32),
    /// Ships per its population track value, + its Robotics bonus + the difficulty's
    /// spawn bonus.
    PopulationTrack,
}

/// One row of the start bonus table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum StartBonus {
    /// These fields start at these levels.
    Levels(Vec<(Field, u8)>),
    /// Roll two dice for two different fields that start at the given level
    /// (doubles and sixes are rolled again).
    TwoRandomFields(u8),
    /// Discs leave the population track for the offboard power track.
    OffboardDiscs(u32),
}

/// One row of the movement table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRow {
    /// Declare war on the player first, if at peace.
    pub declare_war: bool,
    pub target: MoveTarget,
}

/// Where a movement row sends ships. Fallbacks nest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum MoveTarget {
    /// The nearest star owned by the player (or as close as possible).
    NearestPlayerStar,
    /// The nearest star, optionally other than the one the ships are at,
    /// optionally excluding the mover's own stars.
    NearestStar {
        exclude_current: bool,
        exclude_own: bool,
    },
    /// As close as possible to the central hex of the ships' sector.
    SectorCenter,
    /// Any star within range (random), else the fallback.
    StarInRange {
        exclude_own: bool,
        neutral_only: bool,
        otherwise: Box<MoveTarget>,
    },
    /// The hex within range with the most hostile ships, else the fallback.
    MostHostileShipsInRange { otherwise: Box<MoveTarget> },
    /// As close as possible to the nearest hostile ships; no move if there are none.
    NearestHostileShips,
    /// Full range in a random direction in which at least one hex can be entered.
    RandomDirection,
    /// No movement.
    Stay,
    /// No movement unless hostile ships share the hex: then the nearest hex without them.
    StayUnlessHostile,
}

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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OffboardEffects {
    /// From this many discs the Slavers never make peace.
    pub never_peace: u32,
    /// From this many discs the Slavers gain a level in a trading phase without a trade.
    pub tech_without_trade: u32,
    /// From this many discs the Slavers roll two dice and use the lower.
    pub lower_of_two_dice: u32,
    /// From this many discs each new disc costs the player DP.
    pub dp_loss_from: u32,
    pub dp_loss: i32,
    /// A growth turn in which it gains no star sends a disc offboard.
    pub disc_when_no_star_gained: bool,
}

impl Validate for AutomaTable {
    fn validate(&self) -> Result<(), String> {
        expect_len("start_bonus", &self.start_bonus, 6)?;
        expect_len("movement", &self.movement, 6)?;
        expect_len("growth", &self.growth, 6)?;
        for (i, b) in self.start_bonus.iter().enumerate() {
            let field = format!("start_bonus[{i}]");
            match b {
                StartBonus::Levels(levels) => {
                    super::all_in_range(&field, levels.iter().map(|l| l.1), 1, 6)?
                }
                StartBonus::TwoRandomFields(level) => super::in_range(&field, *level, 1, 6)?,
                StartBonus::OffboardDiscs(n) => super::in_range(&field, *n, 0, 100)?,
            }
        }
        if let Some(row) = self.growth_row_without_ships
            && !(1..=6).contains(&row)
        {
            return Err("`growth_row_without_ships` must be a die face 1-6".into());
        }
        for (name, v) in [
            ("peace", self.peace),
            ("retreat", self.retreat),
            ("trade_with_sto", self.trade_with_sto),
            ("trade_with_sts", self.trade_with_sts),
        ] {
            if v > 6 {
                return Err(format!("`{name}` must be a die face 0-6, found {v}"));
            }
        }
        for (f, cap) in &self.level_caps {
            if !(1..=6).contains(cap) {
                return Err(format!(
                    "`level_caps`: the cap of {} must be 1-6, found {cap}",
                    f.name()
                ));
            }
        }
        Ok(())
    }
}

impl AutomaTable {
    /// The highest level it may reach in a field.
    pub fn cap(&self, field: Field) -> u8 {
        cap_in(&self.level_caps, field)
    }
}

/// The cap a list of (field, cap) gives a field (6 when it names none).
fn cap_in(caps: &[(Field, u8)], field: Field) -> u8 {
    caps.iter()
        .find(|(f, _)| *f == field)
        .map_or(6, |(_, c)| *c)
}

impl MoveTarget {
    /// The target in words, for the log and the decision panel.
    pub fn describe(&self) -> String {
        match self {
            MoveTarget::NearestPlayerStar => "to your nearest star".into(),
            MoveTarget::NearestStar {
                exclude_current,
                exclude_own,
            } => format!(
                "to the nearest star{}{}",
                if *exclude_current {
                    " (not the one they are at)"
                } else {
                    ""
                },
                if *exclude_own { " not their own" } else { "" }
            ),
            MoveTarget::SectorCenter => "toward the center of their sector".into(),
            MoveTarget::StarInRange {
                exclude_own,
                neutral_only,
                otherwise,
            } => format!(
                "to a {}star in range{}, else {}",
                if *neutral_only { "neutral " } else { "" },
                if *exclude_own && !*neutral_only {
                    " not their own"
                } else {
                    ""
                },
                otherwise.describe()
            ),
            MoveTarget::MostHostileShipsInRange { otherwise } => format!(
                "to the hex in range with the most enemy ships, else {}",
                otherwise.describe()
            ),
            MoveTarget::NearestHostileShips => "toward the nearest enemy ships".into(),
            MoveTarget::RandomDirection => "full range in a random direction".into(),
            MoveTarget::Stay => "stay".into(),
            MoveTarget::StayUnlessHostile => "stay unless enemy ships share the hex".into(),
        }
    }
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

    /// The action in words, for the log and the decision panel.
    pub fn describe(&self) -> String {
        match self {
            GrowthAction::Research(f) => format!("research {}", f.name()),
            GrowthAction::ResearchRandom => "research a random field".into(),
            GrowthAction::TurnOrderUp => "turn order up".into(),
            GrowthAction::TurnOrderDown => "turn order down".into(),
            GrowthAction::SpawnAtWormholes(n) => format!("spawn at {n} wormhole(s)"),
            GrowthAction::SpawnAtCenterWormhole => "spawn at the center wormhole".into(),
            GrowthAction::GainPlayerStarElseNeutral(n) => {
                format!("gain one of your stars, else {n} neutral star(s)")
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

impl AutomaTable {
    /// What shared rule code reads of a solo table.
    pub fn traits(&self) -> AutomaTraits {
        AutomaTraits {
            population_track: self.population_track,
            fleets: self.fleets,
            level_caps: self.level_caps.clone(),
            destroy_all_on_win: self.destroy_all_on_win,
            trader_picks_level: false,
            star_people: false,
        }
    }
}
