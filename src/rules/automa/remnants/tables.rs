//! The Remnants' table file (`assets/rules/automa/remnants/<table>.ron`): which stars
//! hold Remnant garrisons, the pool their chits are drawn from, how they move and fight,
//! what destroying them is worth, and the difficulty levels.

use crate::rules::data::{AutomaTraits, Validate, all_in_range, in_range};
use crate::rules::model::StarKind;
use serde::{Deserialize, Serialize};

/// The Remnants' table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemnantsTable {
    /// The stars that hold an unopened Remnant system at the start (neutral stars only).
    pub systems: Systems,
    /// Whether the automas' ships open Remnant systems too (else only people's do).
    #[serde(default)]
    pub automas_open: bool,
    /// The chits of the Remnant pool: (chit, how many).
    pub pool: Vec<(Chit, u32)>,
    /// Die faces on which an opened garrison with a mobile ship moves after a person's
    /// turn.
    pub move_on: Vec<u8>,
    /// Stars within this many hexes are a moving force's candidates.
    pub reach: u32,
    /// Hexes a force walks in a random direction when no star is within reach.
    pub walk_steps: u32,
    /// The Remnants' Military level in each era (their combat value per ship follows).
    pub military_by_era: Vec<u8>,
    /// DP a person gains for each garrison they destroy completely (0: none).
    pub dp_per_garrison: i32,
    /// The campaign (the Remnants the only automas at the table): DP for leaving no
    /// Remnant system or force on the board at the end, and for each round to spare.
    pub campaign: Campaign,
    /// The difficulty levels, by the game's difficulty (0 first; the last serves above).
    pub difficulty: Vec<RemnantsLevel>,
}

/// Which neutral stars are Remnant systems.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Systems {
    /// Every neutral star.
    All,
    /// Every neutral star outside the people's home sectors.
    OutsideHome,
    /// Neutral stars of these kinds, outside the people's home sectors.
    ByType(Vec<StarKind>),
}

/// One chit of the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chit {
    /// Nothing that fights (terrain, a ploy).
    Blank,
    /// Mobile ships.
    Ship(u32),
    /// Immobile ships: they fight but never move or retreat.
    Base(u32),
}

impl Chit {
    /// The chit's name in the record ("ship-2").
    pub fn name(self) -> String {
        match self {
            Chit::Blank => "blank".into(),
            Chit::Ship(n) => format!("ship-{n}"),
            Chit::Base(n) => format!("base-{n}"),
        }
    }

    /// Its mobile ships and its immobile ones.
    pub fn ships(self) -> (u32, u32) {
        match self {
            Chit::Blank => (0, 0),
            Chit::Ship(n) => (n, 0),
            Chit::Base(n) => (0, n),
        }
    }
}

/// The campaign's bonus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Campaign {
    /// DP when no Remnant system or force is left at the end.
    pub bonus: i32,
    /// DP for each round left when the game ends early that way.
    pub per_round_to_spare: i32,
}

/// One difficulty level: its name and what it changes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RemnantsLevel {
    pub name: String,
    /// Other stars as Remnant systems.
    #[serde(default)]
    pub systems: Option<Systems>,
    /// Another Military level by era.
    #[serde(default)]
    pub military_by_era: Option<Vec<u8>>,
}

/// The most chits a pool may hold, and ships on one chit.
const MAX_POOL: u32 = 1_000;
const MAX_CHIT_SHIPS: u32 = 30;

impl Validate for RemnantsTable {
    fn validate(&self) -> Result<(), String> {
        let chits = self
            .pool
            .iter()
            .fold(0u32, |t, (_, n)| t.saturating_add(*n));
        if chits == 0 || chits > MAX_POOL {
            return Err(crate::t!(
                "log-rem-data-pool-size",
                max = MAX_POOL,
                chits = chits
            ));
        }
        for (i, (chit, _)) in self.pool.iter().enumerate() {
            let (m, b) = chit.ships();
            let field = format!("pool[{i}] ships"); // not shown: a field of the file
            in_range(&field, m.max(b), 0, MAX_CHIT_SHIPS)?;
            if matches!(chit, Chit::Ship(0) | Chit::Base(0)) {
                return Err(crate::t!("log-rem-data-zero-chit", i = i));
            }
        }
        if !self
            .pool
            .iter()
            .any(|(c, n)| *n > 0 && matches!(c, Chit::Ship(_) | Chit::Base(_)))
        {
            return Err(crate::t!("log-rem-data-no-ships"));
        }
        if self.move_on.is_empty() {
            return Err(crate::t!("log-rem-data-move-on"));
        }
        all_in_range("move_on", self.move_on.iter().copied(), 1, 6)?;
        in_range("reach", self.reach, 1, 20)?;
        in_range("walk_steps", self.walk_steps, 1, 30)?;
        check_military("military_by_era", &self.military_by_era)?;
        in_range("dp_per_garrison", self.dp_per_garrison, 0, 50)?;
        in_range("campaign.bonus", self.campaign.bonus, 0, 100)?;
        in_range(
            "campaign.per_round_to_spare",
            self.campaign.per_round_to_spare,
            0,
            50,
        )?;
        check_systems("systems", &self.systems)?;
        if self.difficulty.is_empty() {
            return Err(crate::t!("log-rem-data-no-level"));
        }
        for (i, level) in self.difficulty.iter().enumerate() {
            if level.name.trim().is_empty() {
                return Err(crate::t!("log-rem-data-level-name", i = i));
            }
            if let Some(s) = &level.systems {
                check_systems(&format!("difficulty[{i}].systems"), s)?;
            }
            if let Some(m) = &level.military_by_era {
                check_military(&format!("difficulty[{i}].military_by_era"), m)?;
            }
        }
        Ok(())
    }
}

fn check_military(field: &str, levels: &[u8]) -> Result<(), String> {
    if levels.is_empty() || levels.len() > 10 {
        return Err(crate::t!("log-rem-data-military", field = field));
    }
    all_in_range(field, levels.iter().copied(), 1, 6)
}

fn check_systems(field: &str, systems: &Systems) -> Result<(), String> {
    match systems {
        Systems::ByType(kinds) if kinds.is_empty() => {
            Err(crate::t!("log-rem-data-no-kind", field = field))
        }
        Systems::ByType(kinds) if kinds.contains(&StarKind::Home) => {
            Err(crate::t!("log-rem-data-home", field = field))
        }
        _ => Ok(()),
    }
}

impl RemnantsTable {
    /// What shared rules know of the Remnants: no population track, no fleets, no caps,
    /// and they destroy all when they win.
    pub fn traits(&self) -> AutomaTraits {
        AutomaTraits {
            population_track: false,
            fleets: false,
            level_caps: Vec::new(),
            destroy_all_on_win: true,
            trader_picks_level: false,
            star_people: false,
        }
    }

    /// The level a game's difficulty plays at.
    pub fn level(&self, difficulty: u8) -> Option<&RemnantsLevel> {
        self.difficulty
            .get(difficulty as usize)
            .or(self.difficulty.last())
    }

    /// The Remnant systems at a difficulty.
    pub fn systems_at(&self, difficulty: u8) -> &Systems {
        self.level(difficulty)
            .and_then(|l| l.systems.as_ref())
            .unwrap_or(&self.systems)
    }

    /// The Military level by era at a difficulty.
    pub fn military_at(&self, difficulty: u8) -> &[u8] {
        self.level(difficulty)
            .and_then(|l| l.military_by_era.as_deref())
            .unwrap_or(&self.military_by_era)
    }

    /// Every chit of the pool, one entry each, in the file's order.
    pub fn chits(&self) -> Vec<Chit> {
        self.pool
            .iter()
            .flat_map(|&(c, n)| std::iter::repeat_n(c, n as usize))
            .collect()
    }
}
