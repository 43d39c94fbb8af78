//! Rules things in a player's words, for every panel that names them: a home sector's
//! bonus, a star people's two sides, a story's eras and what each item is worth.

use crate::rules::model::Alignment;
use crate::t;
use crate::view::names::{
    field_name, people_both_text, people_side_name, people_side_text, seat_spec_name,
    story_item_text,
};

/// A home-sector bonus in words.
pub fn sector_bonus_text(bonus: crate::rules::data::SectorBonus) -> String {
    use crate::rules::data::SectorBonus::*;
    match bonus {
        ExtraGrowthAction => t!("words-bonus-extra-growth"),
        Level(f, l) => t!("words-bonus-level", field = field_name(f), level = l),
        Ships(n) => t!("words-bonus-ships", n = n),
        Population(n) => t!("words-bonus-population", n = n),
    }
}

/// What a star people's tile says, both sides.
pub fn people_summary(p: &crate::rules::data::PeopleDef) -> String {
    let mut lines = Vec::new();
    if !p.both.text.is_empty() {
        lines.push(t!("words-people-both", text = people_both_text(p)));
    }
    for (align, side) in [(Alignment::Sto, &p.sto), (Alignment::Sts, &p.sts)] {
        if !side.text.is_empty() {
            lines.push(t!(
                "words-people-side",
                side = people_side_name(p, align),
                alignment = align.name(),
                text = people_side_text(p, align)
            ));
        }
    }
    lines.join("\n")
}

/// What a story rewards, era by era, one line per item.
pub fn story_summary(story: &crate::rules::data::Story) -> String {
    let mut lines = Vec::new();
    for (i, era) in story.eras.iter().enumerate() {
        lines.push(t!("words-era", n = i + 1));
        for (n, item) in era.items.iter().enumerate() {
            lines.push(format!(
                "  {}",
                t!(
                    "words-story-item",
                    dp = dp_text(item.dp),
                    text = story_item_text(story, i, n)
                )
            ));
        }
    }
    lines.join("\n")
}

/// An item's worth as a player reads it.
pub fn dp_text(dp: crate::rules::data::StoryDp) -> String {
    match dp {
        crate::rules::data::StoryDp::Each(n) => t!("words-dp-each", dp = format!("{n:+}")),
        crate::rules::data::StoryDp::MinusLevel(n) => t!("words-dp-minus-level", n = n),
    }
}

/// What difficulty `level` does to each automa at a table (`table`: a setup's name, `None`
/// for the solo table), one line per automa it changes, in a player's words.
pub fn difficulty_words(
    rules: &crate::rules::data::RulesData,
    table: Option<&str>,
    level: u8,
) -> String {
    let lines = difficulty_lines(rules, table, level);
    if lines.is_empty() {
        t!("words-difficulty-nothing")
    } else {
        lines.join("\n")
    }
}

/// What a difficulty level does to each automa at a table, a line each (none when it
/// changes nothing).
pub fn difficulty_lines(
    rules: &crate::rules::data::RulesData,
    table: Option<&str>,
    level: u8,
) -> Vec<String> {
    use crate::rules::data::ControllerSpec;
    let setup = table
        .and_then(|t| rules.setup_named(t))
        .unwrap_or(&rules.setup);
    setup
        .seats
        .iter()
        // A seat acting in another's turns plays by its partner's level.
        .filter(|seat| seat.turn_with.is_none())
        .filter_map(|seat| {
            let ControllerSpec::Automa { kind, table, .. } = &seat.controller else {
                return None;
            };
            let data = &rules.automa[rules.automa_table(kind, table)?].data;
            let words =
                rules
                    .kinds
                    .named(kind)?
                    .difficulty_words(&rules.difficulty, data, level)?;
            Some(t!(
                "words-difficulty-line",
                who = seat_spec_name(seat),
                words = words
            ))
        })
        .collect()
}

/// A hex as a player names it: the star's name and its place when a star you know
/// stands there ("Achernar (0, 0)"), else the place alone ("(3, -2)"). A face-down
/// neutral star keeps its name hidden, as the board does.
pub fn place(world: &mut bevy::prelude::World, h: hexx::Hex) -> String {
    use crate::rules::model::{Position, Star};
    let label = crate::rules::board::hex_label(h);
    let mut stars = world.query::<(&Position, &Star)>();
    stars
        .iter(world)
        .find(|(p, s)| p.0 == h && (s.revealed || s.owner.is_some()))
        .map_or(label.clone(), |(_, s)| format!("{} {label}", s.name))
}

#[cfg(test)]
mod tests {
    use super::difficulty_words;

    #[test]
    fn each_level_says_what_it_does_to_the_automas_at_the_table() {
        let rules = crate::rules::data::RulesData::embedded().unwrap();
        assert_eq!(
            difficulty_words(&rules, None, 0),
            "At this table the level changes nothing."
        );
        let hard = difficulty_words(&rules, None, 2);
        assert_eq!(
            hard,
            "Slavers: bring 2 more ships to each wormhole when they spawn, and start with \
             1 disc of offboard power (with 2 they never make peace)."
        );
        assert!(!hard.contains("Farmers"), "their spawn is fixed: {hard}");
        let campaign = difficulty_words(&rules, Some("campaign"), 2);
        assert_eq!(
            campaign,
            "Remnants: Infested: a hidden garrison at every neutral star; they fight at \
             Military 2, 3, 5 by era."
        );
        // Above the last level of their table, the last serves.
        assert!(difficulty_words(&rules, Some("campaign"), 9).starts_with("Remnants: Overrun"));
    }

    #[test]
    fn a_place_is_named_by_its_star_only_when_you_know_the_star() {
        use crate::rules::model::{Position, Star};
        let mut app = crate::view::game_at_your_move(1);
        let world = app.world_mut();
        let home = crate::view::your_home(world);
        let mut q = world.query::<(&Position, &Star)>();
        let stars: Vec<(hexx::Hex, String, bool)> = q
            .iter(world)
            .map(|(p, s)| (p.0, s.name.to_string(), s.revealed || s.owner.is_some()))
            .collect();
        let home_name = &stars.iter().find(|s| s.0 == home).unwrap().1;
        assert_eq!(
            super::place(world, home),
            format!("{home_name} {}", crate::rules::board::hex_label(home))
        );
        let hidden = stars.iter().find(|s| !s.2).expect("a face-down star");
        assert_eq!(
            super::place(world, hidden.0),
            crate::rules::board::hex_label(hidden.0)
        );
        let empty = hexx::Hex::new(40, 40);
        assert_eq!(super::place(world, empty), "(40, 40)");
    }
}
