//! Rules things in a player's words, for every panel that names them: a home sector's
//! bonus, a star people's two sides, a story's eras and what each item is worth.

use crate::rules::model::Alignment;

/// A home-sector bonus in words.
pub fn sector_bonus_text(bonus: crate::rules::data::SectorBonus) -> String {
    use crate::rules::data::SectorBonus::*;
    match bonus {
        ExtraGrowthAction => "one more growth counter, free, in round 1".into(),
        Level(f, l) => format!("{} {l}", f.name()),
        Ships(n) => format!("{n} more ships"),
        Population(n) => format!("{n} more population at your home star"),
    }
}

/// What a star people's tile says, both sides.
pub fn people_summary(p: &crate::rules::data::PeopleDef) -> String {
    let mut lines = Vec::new();
    if !p.both.text.is_empty() {
        lines.push(format!("Both sides: {}", p.both.text));
    }
    for (align, side) in [(Alignment::Sto, &p.sto), (Alignment::Sts, &p.sts)] {
        if !side.text.is_empty() {
            lines.push(format!(
                "{} ({}): {}",
                p.side_name(align),
                align.name(),
                side.text
            ));
        }
    }
    lines.join("\n")
}

/// What a story rewards, era by era, one line per item.
pub fn story_summary(story: &crate::rules::data::Story) -> String {
    let mut lines = Vec::new();
    for (i, era) in story.eras.iter().enumerate() {
        lines.push(format!("Era {}:", i + 1));
        for item in &era.items {
            lines.push(format!("  {}: {}", dp_text(item.dp), item.text));
        }
    }
    lines.join("\n")
}

/// An item's worth as a player reads it.
pub fn dp_text(dp: crate::rules::data::StoryDp) -> String {
    match dp {
        crate::rules::data::StoryDp::Each(n) => format!("{n:+} DP"),
        crate::rules::data::StoryDp::MinusLevel(n) => format!("{n} - level DP"),
    }
}
