//! The technology track: what each level of each field does.

use super::{Validate, expect_len};
use crate::rules::model::Field;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TechnologyTable {
    /// Combat value per ship, levels 1-6.
    pub military_cv: Vec<u32>,
    /// Movement range, levels 1-6 (`None` = unlimited).
    pub propulsion_range: Vec<Option<u32>>,
    /// Stargate generation available (0 none, 1 own stars, 2 any non-hostile star).
    pub propulsion_stargate: Vec<u8>,
    /// Population you may teleport between your stars in a growth turn, levels 1-6.
    #[serde(default = "default_teleport")]
    pub propulsion_teleport: Vec<u32>,
    /// Level needed to enter neutron stars.
    pub neutron_level: u8,
    /// Extra ships when building (and the Slavers' spawn bonus).
    pub robotics_bonus: Vec<u32>,
    /// Population a star needs for new ships to be placed there.
    pub robotics_build_population: Vec<u32>,
    /// Bonus population on Grow Population.
    pub genetics_bonus: Vec<u32>,
    /// DP cost of an additional growth action at this Genetics level.
    pub genetics_extra_action_dp: Vec<i32>,
    /// Level from which a seat's stars cannot be blocked.
    pub spirituality_unblockable: u8,
    /// Level from which a seat is forced to STO.
    pub spirituality_forced_sto: u8,
    /// Level from which trading needs no contact.
    pub spirituality_trade_anywhere: u8,
    /// Level from which lost population is set aside instead of returning to the track.
    pub spirituality_ascension: u8,
    /// Remote views per round, levels 1-6 (`None` = unlimited).
    pub spirituality_remote_views: Vec<Option<u32>>,
    /// Level from which two square counters may be taken, with their DP cost.
    pub robotics_two_squares: Vec<(u8, i32)>,
    /// One line per field and level for tooltips (5 fields x 6 levels).
    pub descriptions: Vec<Vec<String>>,
}

fn default_teleport() -> Vec<u32> {
    vec![0, 0, 0, 0, 1, 3]
}

impl TechnologyTable {
    /// Population a seat may teleport in a growth turn at a Propulsion level.
    pub fn teleport(&self, propulsion: u8) -> u32 {
        Self::at(&self.propulsion_teleport, propulsion)
    }
    fn at<T: Copy>(v: &[T], level: u8) -> T {
        v[(level.clamp(1, 6) - 1) as usize]
    }
    /// Remote views per round at a Spirituality level (`None` = unlimited).
    pub fn remote_views(&self, spirituality: u8) -> Option<u32> {
        Self::at(&self.spirituality_remote_views, spirituality)
    }
    pub fn cv_per_ship(&self, military: u8) -> u32 {
        Self::at(&self.military_cv, military)
    }
    pub fn range(&self, propulsion: u8) -> Option<u32> {
        Self::at(&self.propulsion_range, propulsion)
    }
    pub fn stargate(&self, propulsion: u8) -> u8 {
        Self::at(&self.propulsion_stargate, propulsion)
    }
    pub fn robotics_bonus(&self, robotics: u8) -> u32 {
        Self::at(&self.robotics_bonus, robotics)
    }
    pub fn build_population(&self, robotics: u8) -> u32 {
        Self::at(&self.robotics_build_population, robotics)
    }
    pub fn genetics_bonus(&self, genetics: u8) -> u32 {
        Self::at(&self.genetics_bonus, genetics)
    }
    pub fn extra_action_dp(&self, genetics: u8, default: i32) -> i32 {
        let v = Self::at(&self.genetics_extra_action_dp, genetics);
        if v == 0 { default } else { v }
    }
    pub fn description(&self, field: Field, level: u8) -> &str {
        &self.descriptions[field.index()][(level.clamp(1, 6) - 1) as usize]
    }
}

impl Validate for TechnologyTable {
    fn validate(&self) -> Result<(), String> {
        use super::all_in_range;
        all_in_range("military_cv", self.military_cv.iter().copied(), 0, 1000)?;
        all_in_range(
            "robotics_bonus",
            self.robotics_bonus.iter().copied(),
            0,
            100,
        )?;
        all_in_range(
            "genetics_bonus",
            self.genetics_bonus.iter().copied(),
            0,
            100,
        )?;
        all_in_range(
            "propulsion_teleport",
            self.propulsion_teleport.iter().copied(),
            0,
            100,
        )?;
        all_in_range(
            "propulsion_range",
            self.propulsion_range.iter().map(|r| r.unwrap_or(0)),
            0,
            100,
        )?;
        all_in_range(
            "spirituality_remote_views",
            self.spirituality_remote_views
                .iter()
                .map(|r| r.unwrap_or(0)),
            0,
            100,
        )?;
        expect_len("military_cv", &self.military_cv, 6)?;
        expect_len("propulsion_range", &self.propulsion_range, 6)?;
        expect_len("propulsion_stargate", &self.propulsion_stargate, 6)?;
        expect_len("propulsion_teleport", &self.propulsion_teleport, 6)?;
        expect_len("robotics_bonus", &self.robotics_bonus, 6)?;
        expect_len(
            "robotics_build_population",
            &self.robotics_build_population,
            6,
        )?;
        expect_len("genetics_bonus", &self.genetics_bonus, 6)?;
        expect_len(
            "spirituality_remote_views",
            &self.spirituality_remote_views,
            6,
        )?;
        expect_len(
            "genetics_extra_action_dp",
            &self.genetics_extra_action_dp,
            6,
        )?;
        expect_len("descriptions", &self.descriptions, 5)?;
        for (i, d) in self.descriptions.iter().enumerate() {
            expect_len(&format!("descriptions[{i}]"), d, 6)?;
        }
        if !(1..=6).contains(&self.neutron_level) {
            return Err("`neutron_level` must be 1-6".into());
        }
        use super::in_range;
        all_in_range(
            "propulsion_stargate",
            self.propulsion_stargate.iter().copied(),
            0,
            2,
        )?;
        if self.propulsion_stargate.windows(2).any(|w| w[1] < w[0]) {
            return Err("`propulsion_stargate` must never fall from a level to the next".into());
        }
        all_in_range(
            "robotics_build_population",
            self.robotics_build_population.iter().copied(),
            0,
            10,
        )?;
        all_in_range(
            "genetics_extra_action_dp",
            self.genetics_extra_action_dp.iter().copied(),
            0,
            100,
        )?;
        if let Some(i) = self.propulsion_range.iter().position(|r| *r == Some(0)) {
            return Err(format!(
                "`propulsion_range[{i}]` is Some(0): a range is at least 1 (None: unlimited)"
            ));
        }
        for (i, &(level, dp)) in self.robotics_two_squares.iter().enumerate() {
            in_range(&format!("robotics_two_squares[{i}] level"), level, 1, 6)?;
            in_range(&format!("robotics_two_squares[{i}] DP"), dp, 0, 100)?;
            if self.robotics_two_squares[..i].iter().any(|o| o.0 == level) {
                return Err(format!(
                    "`robotics_two_squares[{i}]`: level {level} is there twice"
                ));
            }
        }
        // 7 means "never".
        for (name, level) in [
            ("spirituality_unblockable", self.spirituality_unblockable),
            ("spirituality_forced_sto", self.spirituality_forced_sto),
            (
                "spirituality_trade_anywhere",
                self.spirituality_trade_anywhere,
            ),
            ("spirituality_ascension", self.spirituality_ascension),
        ] {
            in_range(name, level, 1, 7)?;
        }
        for (i, d) in self.descriptions.iter().enumerate() {
            if let Some(j) = d.iter().position(|t| t.trim().is_empty()) {
                return Err(format!("`descriptions[{i}][{j}]` must not be empty"));
            }
        }
        Ok(())
    }
}
