//! The rules data's names and texts as a player reads them: the language's words when
//! its table has them (`content-<kind>-<item>-<field>`, see [`crate::lang::content`]),
//! else the data's own. Only for showing: what the rules compare, log or save keeps the
//! data's own words.

use crate::lang::content;
use crate::rules::data::{
    CardDef, Goal, PeopleDef, RelicDef, RulesData, SeatSpec, SetupFile, Story, TechnologyTable,
};
use crate::rules::model::{Alignment, Field, Seat};
use crate::rules::table::Roster;

/// A domination card's name.
pub fn card_name(c: &CardDef) -> String {
    content("card", &c.key, "name", &c.name)
}

/// A card named by its key alone (a command's): its name in the language in use, else
/// the key as written.
pub fn card_key_name(key: &str) -> String {
    content("card", key, "name", key)
}

/// What a card's A side asks.
pub fn card_a_text(c: &CardDef) -> String {
    content("card", &c.key, "a-text", &c.a.text)
}

/// What a card's A side does when played.
pub fn card_a_effect(c: &CardDef) -> String {
    content("card", &c.key, "a-effect-text", &c.a.effect_text)
}

/// What a card's B side scores.
pub fn card_b_text(c: &CardDef) -> String {
    content("card", &c.key, "b-text", &c.b.text)
}

/// A galactic goal's name.
pub fn goal_name(g: &Goal) -> String {
    content("goal", &g.key, "name", &g.name)
}

/// What a galactic goal rewards.
pub fn goal_text(g: &Goal) -> String {
    content("goal", &g.key, "text", &g.text)
}

/// A relic's name.
pub fn relic_name(r: &RelicDef) -> String {
    content("relic", &r.key, "name", &r.name)
}

/// What a relic does.
pub fn relic_text(r: &RelicDef) -> String {
    content("relic", &r.key, "text", &r.text)
}

/// A galactic story's name.
pub fn story_name(s: &Story) -> String {
    content("story", &s.key, "name", &s.name)
}

/// The text of a story's item `item` of era `era` (both counted from 0); empty when the
/// story has no such item.
pub fn story_item_text(s: &Story, era: usize, item: usize) -> String {
    s.eras
        .get(era)
        .and_then(|e| e.items.get(item))
        .map_or(String::new(), |it| {
            content(
                "story",
                &s.key,
                &format!("era{}-item{}-text", era + 1, item + 1),
                &it.text,
            )
        })
}

/// A star people's name.
pub fn people_name(p: &PeopleDef) -> String {
    content("people", &p.key, "name", &p.name)
}

/// The name of a star people's side (its own name when the side has none).
pub fn people_side_name(p: &PeopleDef, alignment: Alignment) -> String {
    match &p.side(alignment).name {
        Some(name) => content("people", &p.key, &side_field(alignment, "name"), name),
        None => people_name(p),
    }
}

/// The people and side a save or a finished game names, in the language in use: found
/// by its key in `rules`, else the words kept with it (the language of the day it was
/// kept, for saves and games from before keys were kept).
pub fn kept_people(
    rules: Option<&RulesData>,
    key: Option<&str>,
    side: Option<Alignment>,
    words: Option<&str>,
) -> Option<String> {
    let named = rules.zip(key).zip(side).and_then(|((rules, key), side)| {
        let p = rules.peoples.peoples.iter().find(|p| p.key == key)?;
        Some(format!("{} ({})", people_side_name(p, side), side.name()))
    });
    named.or_else(|| words.map(str::to_string))
}

/// The story a save names, in the language in use when its key was kept.
pub fn kept_story(key: Option<&str>, words: Option<&str>) -> Option<String> {
    match key {
        Some(key) => Some(content("story", key, "name", words.unwrap_or(key))),
        None => words.map(str::to_string),
    }
}

/// What a star people's tile says on both sides.
pub fn people_both_text(p: &PeopleDef) -> String {
    content("people", &p.key, "both-text", &p.both.text)
}

/// What a star people's tile says on one side.
pub fn people_side_text(p: &PeopleDef, alignment: Alignment) -> String {
    content(
        "people",
        &p.key,
        &side_field(alignment, "text"),
        &p.side(alignment).text,
    )
}

/// `sto-<field>` or `sts-<field>`.
fn side_field(alignment: Alignment, field: &str) -> String {
    format!("{}-{field}", alignment.name().to_ascii_lowercase())
}

/// A setup's (a table's) full name; `key` is its file's name (`solo`, `campaign`).
pub fn setup_name(key: &str, setup: &SetupFile) -> String {
    content("setup", key, "name", &setup.name)
}

/// A table's title on its card: its title, or its name when it has none (as
/// [`SetupFile::card_title`]).
pub fn setup_title(key: &str, setup: &SetupFile) -> String {
    if setup.title.trim().is_empty() {
        setup_name(key, setup)
    } else {
        content("setup", key, "title", &setup.title)
    }
}

/// How the opponents at a table play, for its card.
pub fn setup_about(key: &str, setup: &SetupFile) -> String {
    content("setup", key, "about", &setup.about)
}

/// A seat's (a faction's) name as a setup file gives it.
pub fn seat_spec_name(seat: &SeatSpec) -> String {
    content("faction", &seat.key, "name", &seat.name)
}

/// A seat's name at this table ("?" for a seat not at it, as [`Roster::name`]).
pub fn seat_name(roster: &Roster, seat: Seat) -> String {
    roster.seats.get(seat.index()).map_or_else(
        || roster.name(seat).to_string(),
        |s| content("faction", &s.key, "name", &s.name),
    )
}

/// A name from the difficulty file (`easy`, `hard`).
pub fn difficulty_name(name: &str) -> String {
    content("difficulty", name, "name", name)
}

/// A level an automa kind names itself (`Infested`, `Awake`).
pub fn level_name(name: &str) -> String {
    content("level", name, "name", name)
}

/// The difficulty levels a table offers with their names as a player reads them (see
/// [`crate::rules::setup::difficulty_levels`]): the difficulty file's, or the levels of
/// the table's automa kind.
pub fn difficulty_levels(rules: &RulesData, setup: &SetupFile) -> Vec<(u8, String)> {
    let levels = crate::rules::setup::difficulty_levels(rules, setup);
    let from_file = levels.len() == rules.difficulty.levels.len()
        && levels
            .iter()
            .zip(&rules.difficulty.levels)
            .all(|((l, n), d)| *l == d.level && *n == d.name);
    levels
        .into_iter()
        .map(|(l, n)| {
            let shown = if from_file {
                difficulty_name(&n)
            } else {
                level_name(&n)
            };
            (l, shown)
        })
        .collect()
}

/// A row of the ranking table (`stellar`), or its name below the lowest.
pub fn rank_name(name: &str) -> String {
    content("ranking", name, "name", name)
}

/// A technology field's name.
pub fn field_name(f: Field) -> String {
    f.shown_name()
}

/// What a field's level `level` (1 to 6) gives.
pub fn field_description(tech: &TechnologyTable, f: Field, level: u8) -> String {
    content(
        "field",
        f.name(),
        &format!("level{}-description", level.clamp(1, 6)),
        tech.description(f, level),
    )
}
