//! Ancient relics: counters on the center sector's stars, each with an effect attached
//! to a named point of the rules (taking the star, movement, growth, gaining a star).

use super::Validate;
use crate::rules::model::Field;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RelicFile {
    pub relics: Vec<RelicDef>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RelicDef {
    pub key: String,
    pub name: String,
    /// What it does, as tooltips show it.
    pub text: String,
    pub effect: RelicEffect,
}

/// What a relic does, and where it attaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RelicEffect {
    /// One-shot, when the star is taken: +1 level in the field.
    TechnologyLevel(Field),
    /// One-shot, when the star is taken: this many ships there.
    Ships(u32),
    /// Lasting, in its owner's movement once per round: remove one ship or population
    /// disc of a seat at war with the owner within `range` hexes of the star.
    DeathRay { range: u32 },
    /// Lasting: taking the star from its owner needs this many more ships; its hex is
    /// safe from the Death Ray.
    DefenseGrid { extra_ships: u32 },
    /// Lasting: a stargate between the owner's stars and this one; hostile ships block
    /// it below this Propulsion level.
    SuperStargate { unblockable_from_propulsion: u8 },
    /// Lasting: extra bonus population at this star when its owner grows population.
    Pyramids { bonus_population: u32 },
}

impl RelicEffect {
    /// Whether the relic stays with its star after it is taken.
    pub fn lasting(self) -> bool {
        !matches!(
            self,
            RelicEffect::TechnologyLevel(_) | RelicEffect::Ships(_)
        )
    }
}

impl RelicFile {
    pub fn get(&self, key: &str) -> Option<usize> {
        self.relics.iter().position(|r| r.key == key)
    }
}

impl Validate for RelicFile {
    fn validate(&self) -> Result<(), String> {
        if self.relics.is_empty() {
            return Err("`relics` must not be empty".into());
        }
        for (i, r) in self.relics.iter().enumerate() {
            if r.name.trim().is_empty() || r.text.trim().is_empty() {
                return Err(format!("`relics[{i}]`: a name and a text are needed"));
            }
            let at = format!("relics[{i}] ({:?})", r.key);
            super::check_key(&at, &r.key, self.relics[..i].iter().map(|o| o.key.as_str()))?;
            match r.effect {
                RelicEffect::DeathRay { range: 0 } => {
                    return Err(format!(
                        "`{at}.effect`: a Death Ray needs a range of 1 or more"
                    ));
                }
                RelicEffect::Ships(0) => {
                    return Err(format!("`{at}.effect`: Ships needs 1 or more"));
                }
                RelicEffect::Ships(n) if n > 40 => {
                    return Err(format!("`{at}.effect`: Ships gives at most 40, found {n}"));
                }
                RelicEffect::DeathRay { range } if range > 10 => {
                    return Err(format!("`{at}.effect`: a Death Ray reaches 1 to 10 hexes"));
                }
                RelicEffect::DefenseGrid { extra_ships } if extra_ships > 40 => {
                    return Err(format!("`{at}.effect`: a Defense Grid adds 0 to 40 ships"));
                }
                RelicEffect::SuperStargate {
                    unblockable_from_propulsion: 0 | 8..,
                } => {
                    return Err(format!(
                        "`{at}.effect`: unblockable_from_propulsion is a level 1-6 (7: never)"
                    ));
                }
                RelicEffect::Pyramids {
                    bonus_population: 0 | 4..,
                } => {
                    return Err(format!("`{at}.effect`: the Pyramids add 1 to 3 discs"));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
