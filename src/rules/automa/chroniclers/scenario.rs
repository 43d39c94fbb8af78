//! What a scenario file may say of the Chroniclers (its `automas` entry for the
//! Automa's seat): the pair in force, both bots' favourites, the civilizations, claim
//! markers, Chronicle cards held, milestones claimed, income turns played. Both bots'
//! levels are their seats' (`technology`), the Automa's stars its seat's (`stars`); the decision deck's order is a shared `decks` entry ("Chroniclers'
//! decisions", cards "card 7"). Fields are written as strings in a kind's entry.

use super::state::{self, Bot, Chroniclers, Claim, Claimant};
use super::tables::ChroniclersTable;
use crate::rules::model::Field;
use crate::rules::table::Roster;
use bevy::prelude::*;
use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChroniclersState {
    /// The track card and the tiebreaker card in force (card ids).
    #[serde(default)]
    pub pair: Option<(u32, u32)>,
    #[serde(default)]
    pub favourite: Option<String>,
    #[serde(default)]
    pub shadow_favourite: Option<String>,
    #[serde(default)]
    pub civilizations: Option<Vec<String>>,
    /// Stars the Shadow Empire fortified.
    #[serde(default)]
    pub fortified: Vec<(i32, i32)>,
    /// Chronicle cards the Automa holds ("trap" or "plain"), taken from the deck.
    #[serde(default)]
    pub held: Vec<String>,
    /// Milestones claimed: field, level, and who ("Automa", "Shadow", or a seat's key).
    #[serde(default)]
    pub milestones: Vec<(String, u8, String)>,
    #[serde(default)]
    pub income_turns: Option<u32>,
    /// Whether you still choose a field to start a level up in.
    #[serde(default)]
    pub you_start_level: Option<bool>,
}

// Scenario files are read by the simulator's tools and the tests only (the view never
// loads one): their errors are for whoever writes the file, in English.
// not shown: from here
fn field(at: &str, name: &str) -> Result<Field, String> {
    Field::ALL
        .into_iter()
        .find(|f| f.name() == name)
        .ok_or_else(|| {
            format!(
                "`{at}`: {name:?} is no field (the fields: {})",
                Field::ALL.map(Field::name).join(", ")
            )
        })
}

/// Checks a scenario's state against their table and sets it.
pub fn set(world: &mut World, table: &ChroniclersTable, s: ChroniclersState) -> Result<(), String> {
    if let Some((a, b)) = s.pair {
        for id in [a, b] {
            if table.card(id).is_none() {
                return Err(format!("`pair`: the table has no card {id}"));
            }
        }
    }
    let favourite = s
        .favourite
        .as_deref()
        .map(|f| field("favourite", f))
        .transpose()?;
    let shadow_favourite = s
        .shadow_favourite
        .as_deref()
        .map(|f| field("shadow_favourite", f))
        .transpose()?;
    let civilizations = s
        .civilizations
        .as_ref()
        .map(|v| {
            v.iter()
                .enumerate()
                .map(|(i, f)| field(&format!("civilizations[{i}]"), f))
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?;
    if civilizations
        .as_ref()
        .is_some_and(|v| v.is_empty() || v.len() > 5)
    {
        return Err("`civilizations`: one to five fields".into());
    }
    let roster = world.resource::<Roster>().clone();
    let mut milestones = Vec::new();
    for (i, (f, l, who)) in s.milestones.iter().enumerate() {
        let at = format!("milestones[{i}]");
        let f = field(&at, f)?;
        if !table.milestones.contains(l) {
            return Err(format!(
                "`{at}`: {l} is no milestone level ({:?})",
                table.milestones
            ));
        }
        let c = match who.as_str() {
            "Automa" => Claimant::Bot(Bot::Automa),
            "Shadow" => Claimant::Bot(Bot::Shadow),
            key => Claimant::Seat(roster.seat_of(key).ok_or_else(|| {
                format!("`{at}`: {key:?} is neither Automa, Shadow nor a seat's key")
            })?),
        };
        if milestones.iter().any(|&(g, m, _)| g == f && m == *l) {
            return Err(format!("`{at}`: {} {l} is claimed twice", f.name()));
        }
        milestones.push((f, *l, c));
    }
    if let Some(n) = s.income_turns {
        crate::rules::data::in_range("income_turns", n, 1, 5)?;
    }
    let board = world.resource::<crate::rules::board::Board>().clone();
    for (i, &(x, y)) in s.fortified.iter().enumerate() {
        if !board.contains(hexx::Hex::new(x, y)) {
            return Err(format!("`fortified[{i}]`: ({x}, {y}) is not on the board"));
        }
    }
    let mut held = Vec::new();
    for (i, name) in s.held.iter().enumerate() {
        if name != "trap" && name != "plain" {
            return Err(format!(
                "`held[{i}]`: {name:?} is neither \"trap\" nor \"plain\""
            ));
        }
        let mut decks = world.resource_mut::<crate::rules::deck::Decks>();
        decks.force_names(state::CHRONICLE, std::slice::from_ref(name))?;
        let c = decks
            .draw(
                state::CHRONICLE,
                "a Chronicle card the scenario gives the Automa",
            )
            .ok_or("the Chronicle deck is empty")?;
        held.push(c);
    }
    let mut c = world.resource_mut::<Chroniclers>();
    if s.pair.is_some() {
        c.pair = s.pair;
    }
    if favourite.is_some() {
        c.favourite = favourite;
    }
    if shadow_favourite.is_some() {
        c.shadow_favourite = shadow_favourite;
    }
    if let Some(v) = civilizations {
        c.civilizations = v;
    }
    for &(x, y) in &s.fortified {
        c.unclaim(hexx::Hex::new(x, y));
        c.claims.push(((x, y), Claim::Shadow));
    }
    c.held.extend(held);
    if !milestones.is_empty() {
        c.milestones = milestones;
    }
    if let Some(n) = s.income_turns {
        c.income_turns = n;
        c.covered = n.saturating_sub(1);
    }
    if let Some(b) = s.you_start_level {
        c.you_start_level = b;
    }
    Ok(())
}
// not shown: to here
