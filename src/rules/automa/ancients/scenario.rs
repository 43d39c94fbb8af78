//! What a scenario file may say of the Ancients (its `automas` entry for their seat):
//! their credits, the Monolith, the credits lying on the rondel, the queue, their
//! cruisers off the board and their tokens, and the role you declared for the turn the
//! scenario starts in. Their cruisers on the board are ships of their seat (`ships`);
//! their decks' orders are the shared `decks` entries ("ancients: Warlord", cards
//! "Warlord 3").

use super::state::{Ancients, Card};
use super::tables::{AncientsTable, Role};
use bevy::prelude::*;
use serde::Deserialize;

/// One card of the queue as a scenario writes it: `(role: "Warlord")` the story card of
/// a role, `(role: "Warlord", card: Some(3))` the third card of its deck (roles are
/// written as strings in a kind's entry).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueueSpec {
    pub role: String,
    #[serde(default)]
    pub card: Option<u32>,
}

/// The Ancients' state as a scenario writes it; what it leaves out stays as the game's
/// setup made it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AncientsState {
    #[serde(default)]
    pub credits: Option<u32>,
    #[serde(default)]
    pub monolith: Option<String>,
    /// Credits lying on roles of the rondel.
    #[serde(default)]
    pub lying: Vec<(String, u32)>,
    /// The queue, left first (the last face up).
    #[serde(default)]
    pub queue: Option<Vec<QueueSpec>>,
    /// Cruisers in staging, and still to gain.
    #[serde(default)]
    pub staging: Option<u32>,
    #[serde(default)]
    pub supply: Option<u32>,
    /// Colony tokens already in their throne; far-space spots filled.
    #[serde(default)]
    pub colony: Option<u32>,
    #[serde(default)]
    pub far_space: Option<u32>,
    /// The role you declared for the turn the scenario starts in.
    #[serde(default)]
    pub declared: Option<String>,
}

// A scenario file's errors are for the one who wrote it: they stay English, as the rules
// data's do.
// not shown: from here

/// A role by its name, or why not (naming the roles).
fn role(field: &str, name: &str) -> Result<Role, String> {
    Role::named(name).ok_or_else(|| {
        format!(
            "`{field}`: {name:?} is no role (the roles: {})",
            Role::ALL.map(Role::name).join(", ")
        )
    })
}

/// Checks a scenario's state against their table and sets it.
pub fn set(world: &mut World, table: &AncientsTable, s: AncientsState) -> Result<(), String> {
    let in_range = crate::rules::data::in_range::<u32>;
    if let Some(c) = s.credits {
        in_range("credits", c, 0, 1000)?;
    }
    let mut lying = Vec::new();
    for (i, (name, n)) in s.lying.iter().enumerate() {
        in_range(&format!("lying[{i}]"), *n, 0, 1000)?;
        lying.push((role(&format!("lying[{i}]"), name)?, *n));
    }
    let monolith = s
        .monolith
        .as_deref()
        .map(|m| role("monolith", m))
        .transpose()?;
    let declared = s
        .declared
        .as_deref()
        .map(|m| role("declared", m))
        .transpose()?;
    let queue = match &s.queue {
        Some(q) => {
            in_range("queue (cards)", q.len() as u32, 1, 10)?;
            let mut cards = Vec::new();
            for (i, spec) in q.iter().enumerate() {
                let r = role(&format!("queue[{i}].role"), &spec.role)?;
                cards.push(match (r, spec.card) {
                    (r, None) => Card::Story(r),
                    (role, Some(n)) => {
                        let size = table.deck(role).map_or(0, |d| d.cards.len()) as u32;
                        in_range(&format!("queue[{i}] card number"), n, 1, size)?;
                        Card::Event {
                            role,
                            index: n as usize - 1,
                        }
                    }
                });
            }
            Some(cards)
        }
        None => None,
    };
    let max = table.cruisers_max;
    if let Some(n) = s.staging {
        in_range("staging", n, 0, max)?;
    }
    if let Some(n) = s.supply {
        in_range("supply", n, 0, max)?;
    }
    if let Some(n) = s.colony {
        in_range("colony", n, 0, table.colony_tokens)?;
    }
    if let Some(n) = s.far_space {
        let spots = table
            .far_space_dp(world.resource::<crate::rules::model::DifficultyLevel>().0)
            .len();
        in_range("far_space", n, 0, spots as u32)?;
    }
    let mut a = world.resource_mut::<Ancients>();
    if let Some(c) = s.credits {
        a.credits = c;
    }
    if let Some(m) = monolith {
        a.monolith = Some(m);
    }
    for (r, n) in lying {
        if let Some(i) = table.rondel.iter().position(|&x| x == r) {
            a.lying[i] = n;
        }
    }
    if let Some(q) = queue {
        a.queue = q;
    }
    if let Some(n) = s.staging {
        a.staging = n;
    }
    if let Some(n) = s.supply {
        a.supply = n;
    }
    if a.staging + a.supply > max {
        return Err(format!(
            "`staging` and `supply` make {} cruisers: they have {max}",
            a.staging + a.supply
        ));
    }
    if let Some(n) = s.colony {
        a.colony = n;
    }
    if let Some(n) = s.far_space {
        a.far_space = n;
    }
    // Declared for the turn the scenario starts in (its phase is not entered yet).
    a.preset = declared;
    Ok(())
}
// not shown: to here
