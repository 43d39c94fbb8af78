//! Numbers of the base game that the solo variant plugs into.

use super::{Validate, expect_len};
use crate::rules::model::{Alignment, StarKind};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BaseRules {
    pub rounds: u8,
    /// The alignment favoured in each round (index 0 = round 1); also names the eras.
    pub era_of_round: Vec<EraDef>,
    /// The population track's spaces, lowest first; the home star is the uncovered "6".
    pub population_track: Vec<u32>,
    /// Track value printed under the home star.
    pub home_track_value: u32,
    /// Ships built (and Slavers spawned) by track value: (lowest value, ships).
    pub ships_by_track_value: Vec<(u32, u32)>,
    pub ship_piece_limit: u32,
    pub start_ships: u32,
    pub home_population: u32,
    /// Growth limit of a star when no other owned star exists.
    pub growth_limit_when_alone: u32,
    pub nebula_entry_cost: u32,
    pub nebula_start_bonus: u32,
    /// At or above this ratio of combat values the winner loses nothing.
    pub no_loss_ratio: u32,
    pub alignment_round_dp: i32,
    pub sector_majority_dp: i32,
    /// Population a non-home star needs to buy an additional growth action.
    pub additional_action_population: u32,
    pub additional_action_dp: i32,
    pub gain_star: Vec<GainStarRule>,
    /// Tech levels gained by taking another seat's star (and with 6+ population).
    pub capture_tech_levels: u32,
    pub capture_tech_levels_big: u32,
    pub big_star_population: u32,
    pub fleet_specials: FleetSpecials,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EraDef {
    pub era: u8,
    pub alignment: Alignment,
}

/// What a star of some kind needs and gives when gained, by the gainer's alignment.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GainStarRule {
    pub target: GainTarget,
    pub alignment: Alignment,
    pub verb: String,
    /// Ships needed: this number, plus the star's population when `plus_population`.
    pub ships: u32,
    pub plus_population: bool,
    /// Discs the gainer places; `None` keeps the star's whole population.
    pub discs: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GainTarget {
    Neutral(StarKind),
    /// A star of a seat whose alignment is given (needs war).
    SeatStar(Alignment),
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetSpecials {
    pub assault_cv_per_ship: u32,
    pub counter_cv_per_ship: u32,
    /// Percent added to the ship count of a B fleet taking a star.
    pub bomb_percent: u32,
    pub dart_range: u32,
    /// Military levels at which advanced fleet tactics are gained, with how many.
    pub tactics_at_military: Vec<(u8, u32)>,
    pub tactic_dp: i32,
}

impl BaseRules {
    /// The highest uncovered value of a track with `on_track` discs left on it.
    pub fn track_value(&self, on_track: u32) -> u32 {
        let total = self.population_track.len() as u32;
        let removed = total.saturating_sub(on_track);
        if removed == 0 {
            self.home_track_value
        } else {
            self.population_track[(removed - 1) as usize]
        }
    }

    /// Ships built per the population track value.
    pub fn ships_for_track_value(&self, value: u32) -> u32 {
        self.ships_by_track_value
            .iter()
            .rev()
            .find(|(min, _)| value >= *min)
            .map(|(_, s)| *s)
            .unwrap_or(0)
    }

    pub fn era_alignment(&self, round: u8) -> Alignment {
        self.era_of_round[(round.clamp(1, self.rounds) - 1) as usize].alignment
    }

    pub fn era(&self, round: u8) -> u8 {
        self.era_of_round[(round.clamp(1, self.rounds) - 1) as usize].era
    }

    /// Advanced fleet tactics gained when Military goes from `from` to `to` (`from` < `to`).
    pub fn tactics_gained(&self, from: u8, to: u8) -> u32 {
        self.fleet_specials
            .tactics_at_military
            .iter()
            .filter(|(l, _)| *l > from && *l <= to)
            .map(|(_, n)| *n)
            .sum()
    }

    pub fn gain_rule(&self, target: GainTarget, gainer: Alignment) -> Option<&GainStarRule> {
        self.gain_star
            .iter()
            .find(|r| r.target == target && r.alignment == gainer)
    }
}

impl Validate for BaseRules {
    fn validate(&self) -> Result<(), String> {
        use super::{all_in_range, in_range};
        in_range("rounds", self.rounds, 1, 20)?;
        expect_len("era_of_round", &self.era_of_round, self.rounds as usize)?;
        all_in_range(
            "era_of_round.era",
            self.era_of_round.iter().map(|e| e.era),
            1,
            20,
        )?;
        in_range(
            "population_track length",
            self.population_track.len(),
            1,
            200,
        )?;
        all_in_range(
            "population_track",
            self.population_track.iter().copied(),
            0,
            1000,
        )?;
        in_range("home_track_value", self.home_track_value, 0, 1000)?;
        all_in_range(
            "ships_by_track_value",
            self.ships_by_track_value.iter().flat_map(|&(a, b)| [a, b]),
            0,
            1000,
        )?;
        in_range("ship_piece_limit", self.ship_piece_limit, 0, 1000)?;
        in_range("start_ships", self.start_ships, 0, self.ship_piece_limit)?;
        in_range("home_population", self.home_population, 0, 100)?;
        in_range(
            "growth_limit_when_alone",
            self.growth_limit_when_alone,
            0,
            100,
        )?;
        in_range("nebula_start_bonus", self.nebula_start_bonus, 0, 12)?;
        in_range("no_loss_ratio", self.no_loss_ratio, 1, 100)?;
        for (name, dp) in [
            ("alignment_round_dp", self.alignment_round_dp),
            ("sector_majority_dp", self.sector_majority_dp),
            ("additional_action_dp", self.additional_action_dp),
            ("fleet_specials.tactic_dp", self.fleet_specials.tactic_dp),
        ] {
            in_range(name, dp, -1000, 1000)?;
        }
        in_range(
            "additional_action_population",
            self.additional_action_population,
            0,
            100,
        )?;
        in_range("capture_tech_levels", self.capture_tech_levels, 0, 5)?;
        in_range(
            "capture_tech_levels_big",
            self.capture_tech_levels_big,
            0,
            5,
        )?;
        in_range("big_star_population", self.big_star_population, 0, 100)?;
        check_gain_rows("gain_star", &self.gain_star)?;
        if self.gain_star.is_empty() {
            return Err("`gain_star` must not be empty: no star could ever be gained".into());
        }
        // Eras start at 1 and never go back or skip one (stories and goals count them).
        for (i, w) in self.era_of_round.windows(2).enumerate() {
            if w[1].era < w[0].era || w[1].era > w[0].era + 1 {
                return Err(format!(
                    "`era_of_round[{}].era` is {} after {}: eras go up by 0 or 1 a round",
                    i + 1,
                    w[1].era,
                    w[0].era
                ));
            }
        }
        if self.era_of_round.first().is_some_and(|e| e.era != 1) {
            return Err("`era_of_round[0].era` must be 1".into());
        }
        all_in_range(
            "ships_by_track_value ships",
            self.ships_by_track_value.iter().map(|&(_, s)| s),
            0,
            40,
        )?;
        if let Some(i) = self
            .ships_by_track_value
            .windows(2)
            .position(|w| w[1].0 <= w[0].0)
        {
            return Err(format!(
                "`ships_by_track_value[{}]`: the track values must rise from row to row",
                i + 1
            ));
        }
        let mut levels: Vec<u8> = self
            .fleet_specials
            .tactics_at_military
            .iter()
            .map(|t| t.0)
            .collect();
        levels.sort_unstable();
        if levels.windows(2).any(|w| w[0] == w[1]) {
            return Err("`fleet_specials.tactics_at_military` names a level twice".into());
        }
        let f = &self.fleet_specials;
        in_range(
            "fleet_specials.assault_cv_per_ship",
            f.assault_cv_per_ship,
            0,
            100,
        )?;
        in_range(
            "fleet_specials.counter_cv_per_ship",
            f.counter_cv_per_ship,
            0,
            100,
        )?;
        in_range("fleet_specials.bomb_percent", f.bomb_percent, 0, 1000)?;
        in_range("fleet_specials.dart_range", f.dart_range, 0, 20)?;
        for (i, &(level, n)) in f.tactics_at_military.iter().enumerate() {
            in_range(
                &format!("fleet_specials.tactics_at_military[{i}] level"),
                level,
                1,
                6,
            )?;
            in_range(
                &format!("fleet_specials.tactics_at_military[{i}] count"),
                n,
                0,
                10,
            )?;
        }
        if self.population_track.is_empty() {
            return Err("`population_track` must not be empty".into());
        }
        if self.population_track.windows(2).any(|w| w[0] >= w[1]) {
            return Err("`population_track` must be strictly increasing".into());
        }
        if self.ships_by_track_value.is_empty() {
            return Err("`ships_by_track_value` must not be empty".into());
        }
        if self.no_loss_ratio == 0 {
            return Err("`no_loss_ratio` must be at least 1".into());
        }
        // Entering any hex costs at least one point: the movement search relies on it.
        if !(1..=12).contains(&self.nebula_entry_cost) {
            return Err("`nebula_entry_cost` must be between 1 and 12".into());
        }
        Ok(())
    }
}

/// A Gain Star table (the base rules' or a people's): each row's numbers in range, a
/// verb, no home star as a neutral target, and no target and alignment twice (the first
/// row would hide the second).
pub fn check_gain_rows(field: &str, rows: &[GainStarRule]) -> Result<(), String> {
    use super::in_range;
    for (i, g) in rows.iter().enumerate() {
        let at = format!("{field}[{i}]");
        in_range(&format!("{at}.ships"), g.ships, 0, 40)?;
        if let Some(d) = g.discs {
            in_range(&format!("{at}.discs"), d, 1, 10)?;
        }
        if g.verb.trim().is_empty() {
            return Err(format!("`{at}.verb` must not be empty"));
        }
        if g.target == GainTarget::Neutral(StarKind::Home) {
            return Err(format!("`{at}.target`: a home star is never neutral"));
        }
        if rows[..i]
            .iter()
            .any(|o| o.target == g.target && o.alignment == g.alignment)
        {
            return Err(format!(
                "`{at}`: an earlier row has the same target and alignment"
            ));
        }
    }
    Ok(())
}
