//! Difficulty levels and the solo score ranking.

use super::Validate;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DifficultyTable {
    pub levels: Vec<Difficulty>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difficulty {
    pub level: u8,
    pub name: String,
    /// Discs moved from the Slavers' track to their offboard power track at setup.
    pub discs_removed: u32,
    /// Extra ships per wormhole when the Slavers spawn.
    pub spawn_bonus: u32,
}

impl DifficultyTable {
    pub fn get(&self, level: u8) -> Option<&Difficulty> {
        self.levels.iter().find(|d| d.level == level)
    }
}

impl Validate for DifficultyTable {
    fn validate(&self) -> Result<(), String> {
        if self.levels.is_empty() {
            return Err("`levels` must not be empty".into());
        }
        for (i, d) in self.levels.iter().enumerate() {
            super::in_range(
                &format!("levels[{i}].discs_removed"),
                d.discs_removed,
                0,
                100,
            )?;
            super::in_range(&format!("levels[{i}].spawn_bonus"), d.spawn_bonus, 0, 100)?;
            if d.name.trim().is_empty() || self.levels[..i].iter().any(|o| o.name == d.name) {
                return Err(format!("`levels[{i}].name` must be given, and once"));
            }
            if d.level as usize != i {
                return Err(format!(
                    "`levels[{i}].level` must be {i}, found {}",
                    d.level
                ));
            }
        }
        Ok(())
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RankingTable {
    /// Lowest first.
    pub ranks: Vec<Rank>,
    /// The name one row below the lowest, used with a galactic goal.
    pub below_lowest: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rank {
    pub min_dp: i32,
    pub name: String,
}

impl RankingTable {
    /// The rank for a final score; with a galactic goal, one row lower.
    pub fn rank(&self, dp: i32, with_goal: bool) -> &str {
        let idx = self.ranks.iter().rposition(|r| dp >= r.min_dp).unwrap_or(0);
        if with_goal {
            if idx == 0 {
                &self.below_lowest
            } else {
                &self.ranks[idx - 1].name
            }
        } else {
            &self.ranks[idx].name
        }
    }
}

impl Validate for RankingTable {
    fn validate(&self) -> Result<(), String> {
        if self.ranks.is_empty() {
            return Err("`ranks` must not be empty".into());
        }
        if self.ranks.windows(2).any(|w| w[0].min_dp >= w[1].min_dp) {
            return Err("`ranks` must be sorted by increasing `min_dp`".into());
        }
        for (i, r) in self.ranks.iter().enumerate() {
            super::in_range(&format!("ranks[{i}].min_dp"), r.min_dp, -1000, 1000)?;
            if r.name.trim().is_empty() {
                return Err(format!("`ranks[{i}].name` must not be empty"));
            }
        }
        if self.below_lowest.trim().is_empty() {
            return Err("`below_lowest` must not be empty".into());
        }
        Ok(())
    }
}
