//! The passive automa's table file (`assets/rules/automa/passive/<table>.ron`): what its
//! setup draws and gives. It has no rows: it never acts on its own.

use crate::rules::data::{AutomaTraits, Validate};
use crate::rules::model::FleetLetter;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassiveTable {
    /// Hidden ship chips: (ships on the chip, how many such chips).
    pub chip_pool: Vec<(u32, u32)>,
    /// How many chips make its home-star fleet.
    pub chips_drawn: u32,
    /// The fleet counters its fleet's letter is drawn from.
    pub fleet_letters: Vec<FleetLetter>,
    /// Ship pieces on each other star of its home sector.
    pub ships_at_other_home_stars: u32,
    /// Population on each other star of its home sector: the distance from its home
    /// star, kept within (lowest, highest).
    pub population_by_distance: (u32, u32),
    /// Dice rolled for extra levels after its starting levels.
    pub technology_dice: u8,
    /// Levels each die gives the field it shows.
    pub levels_per_die: u8,
}

/// Most chips a pool may hold (a draw is one die procedure among at most 36).
const MAX_CHIPS: u32 = 36;

impl Validate for PassiveTable {
    fn validate(&self) -> Result<(), String> {
        // Saturating: a hostile count must not overflow the check.
        let chips: u32 = self
            .chip_pool
            .iter()
            .fold(0u32, |t, c| t.saturating_add(c.1));
        if chips == 0 || chips > MAX_CHIPS {
            return Err(crate::t!(
                "log-solo-data-chip-pool",
                max = MAX_CHIPS,
                found = chips
            ));
        }
        if let Some((ships, _)) = self.chip_pool.iter().find(|c| c.0 > 30) {
            return Err(crate::t!("log-solo-data-chip-size", n = *ships));
        }
        if self.chips_drawn == 0 || self.chips_drawn > chips {
            return Err(crate::t!(
                "log-solo-data-chips-drawn",
                chips = chips,
                found = self.chips_drawn
            ));
        }
        if self.fleet_letters.is_empty() {
            return Err(crate::t!("log-solo-data-no-letters"));
        }
        if self.fleet_letters.contains(&FleetLetter::D) {
            return Err(crate::t!("log-solo-data-letter-d"));
        }
        for (i, l) in self.fleet_letters.iter().enumerate() {
            if self.fleet_letters[..i].contains(l) {
                return Err(crate::t!(
                    "log-solo-data-letter-twice",
                    letter = format!("{l:?}")
                ));
            }
        }
        if self.ships_at_other_home_stars > 16 {
            return Err(crate::t!(
                "log-solo-data-home-ships",
                found = self.ships_at_other_home_stars
            ));
        }
        let (lo, hi) = self.population_by_distance;
        if lo == 0 || lo > hi || hi > 10 {
            return Err(crate::t!("log-solo-data-population", lo = lo, hi = hi));
        }
        if self.technology_dice > 5 {
            return Err(crate::t!(
                "log-solo-data-tech-dice",
                found = self.technology_dice
            ));
        }
        if self.levels_per_die > 5 {
            return Err(crate::t!(
                "log-solo-data-levels-per-die",
                found = self.levels_per_die
            ));
        }
        Ok(())
    }
}

impl PassiveTable {
    /// What shared rules read: no population track, fleets with tactics, no caps; its
    /// losses are chosen by a person, never by a table; its trading partner picks the
    /// level it learns.
    pub fn traits(&self) -> AutomaTraits {
        AutomaTraits {
            population_track: false,
            fleets: true,
            level_caps: Vec::new(),
            destroy_all_on_win: false,
            trader_picks_level: true,
            star_people: true,
        }
    }

    /// The chips of the pool one by one, in a stable order (smallest first).
    pub fn chips(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self
            .chip_pool
            .iter()
            .flat_map(|&(ships, n)| std::iter::repeat_n(ships, n as usize))
            .collect();
        v.sort_unstable();
        v
    }
}
