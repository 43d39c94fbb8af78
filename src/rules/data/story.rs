//! Galactic stories: what each era of the game rewards. A story is data: for each era,
//! a list of items, each attached to a named point of the rules (a moment of play such
//! as a battle won, or a check at the end of each round) with the DP it is worth.

use super::Validate;
use crate::rules::model::Field;
use serde::{Deserialize, Serialize};

/// The file of every galactic story.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoryFile {
    pub stories: Vec<Story>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Story {
    /// The key a setup, the command line and saves use ("journeys").
    pub key: String,
    pub name: String,
    /// One entry per era, first era first.
    pub eras: Vec<StoryEra>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoryEra {
    pub items: Vec<StoryItem>,
}

/// One way to score in an era.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoryItem {
    /// The point of the rules it attaches to.
    pub on: StoryHook,
    pub dp: StoryDp,
    /// What the item rewards, as the panels and the log show it.
    pub text: String,
}

/// The named points of the rules a story item can attach to. The first group is checked
/// at the end of every round of the era; the second scores the moment it happens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoryHook {
    /// Per other seat you share a hex with (ships or stars).
    Contact,
    /// Once, if you are at war with at least one seat.
    AtWar,
    /// Per star of a seat at war with you where you have a ship (blockable stars only).
    BlockingEnemyStar,
    /// Per field listed: the seats that researched it this round (raising the level)
    /// and reached the highest level among those researchers.
    TopResearcher(Vec<Field>),
    /// Per field: the one seat that researched it this round, if only one did.
    OnlyResearcher,
    /// Per field: every seat with the highest level in it (ties all score).
    HighestLevel,
    /// Per star you gain, of any kind.
    StarGained,
    /// Per star you take from another seat (liberate or conquer); `outside_home` counts
    /// only stars outside your home sector.
    StarTaken { outside_home: bool },
    /// Per battle you win (not when the other side retreated before combat).
    BattleWon { outside_home: bool },
    /// Per Grow Population action that added at least one disc.
    PopulationGrown,
    /// Per population disc of another seat you remove by taking its star (a home star
    /// counts its full population).
    PopulationRemoved,
    /// Per time you retreat before combat.
    RetreatBeforeCombat,
    /// Per Build Ships growth action.
    ShipsBuilt,
    /// Per enemy ship destroyed in a battle you fought, won or lost.
    EnemyShipDestroyed,
}

impl StoryHook {
    /// Whether the item is checked at the end of each round (else when it happens).
    pub fn at_round_end(&self) -> bool {
        matches!(
            self,
            StoryHook::Contact
                | StoryHook::AtWar
                | StoryHook::BlockingEnemyStar
                | StoryHook::TopResearcher(_)
                | StoryHook::OnlyResearcher
                | StoryHook::HighestLevel
        )
    }
}

/// What an item is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StoryDp {
    /// This many DP each time (negative to take DP).
    Each(i32),
    /// `n` minus the level reached (the top researchers' reward).
    MinusLevel(i32),
}

impl StoryFile {
    pub fn get(&self, key: &str) -> Option<&Story> {
        self.stories.iter().find(|s| s.key == key)
    }
    pub fn keys(&self) -> Vec<&str> {
        self.stories.iter().map(|s| s.key.as_str()).collect()
    }
}

impl Validate for StoryFile {
    fn validate(&self) -> Result<(), String> {
        if self.stories.is_empty() {
            return Err("`stories` must not be empty".into());
        }
        for (i, s) in self.stories.iter().enumerate() {
            let at = format!("stories[{i}] ({:?})", s.key);
            super::check_key(
                &at,
                &s.key,
                self.stories[..i].iter().map(|o| o.key.as_str()),
            )?;
            if s.eras.is_empty() {
                return Err(format!("`{at}.eras` must have one entry per era"));
            }
            for (e, era) in s.eras.iter().enumerate() {
                for (j, item) in era.items.iter().enumerate() {
                    let here = format!("{at}.eras[{e}].items[{j}]");
                    let research = matches!(item.on, StoryHook::TopResearcher(_));
                    if let StoryDp::MinusLevel(_) = item.dp
                        && !research
                    {
                        return Err(format!(
                            "`{here}.dp`: MinusLevel only fits TopResearcher (a level to subtract)"
                        ));
                    }
                    if let StoryHook::TopResearcher(fields) = &item.on
                        && fields.is_empty()
                    {
                        return Err(format!(
                            "`{here}.on`: TopResearcher needs at least one field"
                        ));
                    }
                    if item.text.trim().is_empty() {
                        return Err(format!("`{here}.text` must say what the item rewards"));
                    }
                    match item.dp {
                        StoryDp::Each(n) => super::in_range(&format!("{here}.dp"), n, -100, 100)?,
                        StoryDp::MinusLevel(n) => {
                            super::in_range(&format!("{here}.dp"), n, 1, 12)?;
                        }
                    }
                    if research && !matches!(item.dp, StoryDp::MinusLevel(_)) {
                        return Err(format!(
                            "`{here}.dp`: TopResearcher scores MinusLevel(n) (n minus the level)"
                        ));
                    }
                    if let StoryHook::TopResearcher(fields) = &item.on {
                        let mut f: Vec<usize> = fields.iter().map(|f| f.index()).collect();
                        f.sort_unstable();
                        if f.windows(2).any(|w| w[0] == w[1]) {
                            return Err(format!("`{here}.on`: a field is named twice"));
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
