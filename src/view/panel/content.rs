//! Your star people, the galactic story and the goal in the side panel: what each
//! gives you now, and what you scored from it.

use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::view::names::{
    goal_name, goal_text, people_both_text, people_side_name, people_side_text, story_item_text,
    story_name,
};
use crate::view::state::viewer;
use crate::view::words::sector_bonus_text;
use bevy::prelude::*;
use bevy_egui::egui;

/// Your star people: the side that applies now (your alignment's) and what it does;
/// the other side on hover.
pub(super) fn people_panel(world: &World, ui: &mut egui::Ui) {
    let you = viewer(world);
    let Some(p) = crate::rules::content::people::of(world, you) else {
        return;
    };
    let align = world.resource::<Alignments>().of(you);
    let shown = egui::CollapsingHeader::new(crate::t!(
        "content-panel-people",
        side = people_side_name(p, align),
        alignment = align.name()
    ))
    .id_salt("people_panel")
    .default_open(false)
    .show(ui, |ui| {
        for text in [people_both_text(p), people_side_text(p, align)] {
            if !text.is_empty() {
                ui.label(text);
            }
        }
        if let Some((_, bonus)) = world
            .resource::<crate::rules::content::people::SectorBonuses>()
            .0
            .iter()
            .find(|(s, _)| *s == you)
        {
            ui.small(crate::t!(
                "content-panel-home-bonus",
                bonus = sector_bonus_text(*bonus)
            ));
        }
    })
    .header_response
    .on_hover_text(crate::t!(
        "content-panel-people-hint",
        summary = crate::view::words::people_summary(p)
    ));
    crate::view::reference::names(&shown, "peoples");
}

/// The galactic story: what this era rewards (what you scored from it on hover), and
/// the other eras on hover of the title.
pub(super) fn story_panel(world: &World, ui: &mut egui::Ui, rules: &RulesData) {
    let Some(story) = world
        .resource::<crate::rules::content::story::ActiveStory>()
        .0
        .clone()
    else {
        return;
    };
    let round = world.resource::<Round>().0;
    let era = rules.base.era(round);
    let you = viewer(world);
    let source = format!("{}, era {era}", story.name); // not shown
    let scored: i32 = world
        .resource::<Scores>()
        .of(you)
        .by_source
        .iter()
        .filter(|(s, _)| *s == source)
        .map(|(_, v)| v)
        .sum();
    let shown = egui::CollapsingHeader::new(crate::t!(
        "content-panel-story",
        name = story_name(&story),
        era = era,
        scored = format!("{scored:+}")
    ))
    .id_salt("story_panel")
    .default_open(true)
    .show(ui, |ui| {
        let e = era as usize - 1;
        if let Some(items) = story.eras.get(e) {
            for (n, item) in items.items.iter().enumerate() {
                let when = if item.on.at_round_end() {
                    crate::t!("content-panel-scored-round-end")
                } else {
                    crate::t!("content-panel-scored-now")
                };
                ui.label(format!(
                    "{}: {}",
                    crate::view::words::dp_text(item.dp),
                    story_item_text(&story, e, n)
                ))
                .on_hover_text(when);
            }
        }
    })
    .header_response
    .on_hover_text(crate::t!(
        "content-panel-story-hint",
        summary = crate::view::words::story_summary(&story)
    ));
    crate::view::reference::names(&shown, "stories");
}

/// The galactic goal and where you stand: what it would give if the game ended now.
pub(super) fn goal_panel(world: &mut World, ui: &mut egui::Ui) {
    let Some(goal) = world
        .resource::<crate::rules::content::goal::ActiveGoal>()
        .0
        .clone()
    else {
        return;
    };
    let you = viewer(world);
    let now = crate::rules::content::goal::evaluate(world, you);
    let so_far: i32 = world
        .resource::<Scores>()
        .of(you)
        .by_source
        .iter()
        .filter(|(s, _)| *s == goal.name)
        .map(|(_, v)| v)
        .sum();
    let shown =
        egui::CollapsingHeader::new(crate::t!("content-panel-goal", name = goal_name(&goal)))
            .id_salt("goal_panel")
            .default_open(true)
            .show(ui, |ui| {
                ui.label(goal_text(&goal));
                match now {
                    Some((dp, why)) => ui.label(crate::t!(
                        "content-panel-goal-now",
                        dp = format!("{dp:+}"),
                        why = why
                    )),
                    None => ui.label(crate::t!(
                        "content-panel-goal-so-far",
                        dp = format!("{so_far:+}")
                    )),
                };
            })
            .header_response
            .on_hover_text(crate::t!("content-panel-goal-hint"));
    crate::view::reference::names(&shown, "goals");
}
