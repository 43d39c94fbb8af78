//! Hot-seat: several people play at one device. The screen shows one person's side at a
//! time (their fleets, counters and card); when the rules ask another person something
//! (their move, their growth counters, a battle question they decide for the passive
//! automa), a cover hides the game and asks to pass the device, and the next person's
//! side shows only once they say they have it.

use super::state::{Feedback, Hover, Screenholder, Selection, people_at_device};
use super::{AutoPlay, Screen};
use crate::rules::phases::FinalResult;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

pub fn plugin(app: &mut App) {
    app.init_resource::<Screenholder>()
        .add_systems(Update, follow_the_question.run_if(in_state(Screen::Game)))
        .add_systems(
            EguiPrimaryContextPass,
            cover.run_if(in_state(Screen::Game).and_then(passing_on)),
        );
}

/// Whether this game is played hot-seat: two people or more at the device.
pub fn hot_seat(world: &World) -> bool {
    people_at_device(world).nth(1).is_some()
}

/// When the rules ask a person at the device who does not hold it, the device is passed
/// to them: what the last person was choosing is dropped, and the cover goes up.
fn follow_the_question(world: &mut World) {
    if !hot_seat(world)
        || world.contains_resource::<FinalResult>()
        || world.contains_resource::<super::replay::Replay>()
        || world.resource::<AutoPlay>().on
    {
        return;
    }
    let Some(asked) = world.resource::<PromptSlot>().asked() else {
        return;
    };
    let holder = world.resource::<Screenholder>().clone();
    if holder.seat == Some(asked)
        || holder.passing_to == Some(asked)
        || !people_at_device(world).any(|s| s == asked)
    {
        return;
    }
    world.resource_mut::<Screenholder>().passing_to = Some(asked);
    // Nothing of the last person's choosing stays on the screen for the next one.
    world.resource_mut::<Selection>().clear();
    *world.resource_mut::<Feedback>() = Feedback::default();
    *world.resource_mut::<Hover>() = Hover::default();
    super::prompts::reset_forms(world);
    world.remove_resource::<super::suggest::Shown>();
    world.remove_resource::<super::suggest::Asked>();
    let name = world.resource::<Roster>().name(asked).to_string();
    info!("hand-over: pass the device to {name}");
}

/// What the person taking the device will be asked, in words anyone may read.
fn question_for(roster: &Roster, slot: &PromptSlot) -> String {
    let on_behalf = slot
        .on_behalf_of()
        .map(|s| format!(" for the {}", roster.name(s)))
        .unwrap_or_default();
    match &slot.0 {
        Some(Prompt::MoveTurn) => "your movement and combat".into(),
        Some(Prompt::Retreat { .. }) => format!("a battle: retreat before combat{on_behalf}?"),
        Some(Prompt::ForceRetreat { .. }) => "a battle: force the other side out?".into(),
        Some(Prompt::RetreatWhere { .. }) => format!("a battle: where to retreat{on_behalf}?"),
        Some(Prompt::ChooseLosses { .. }) => format!("a battle won: which ships fall{on_behalf}?"),
        Some(Prompt::GrowthSelection) => {
            "your growth counters (secret until all have chosen)".into()
        }
        Some(Prompt::GrowthResolution) => "where your growth actions apply".into(),
        Some(Prompt::Trading) => "trading".into(),
        Some(Prompt::AssignTactics { .. }) => "your new fleet tactics".into(),
        Some(Prompt::GuardStars { .. }) => "whether to defend stars about to be taken".into(),
        None => String::new(),
    }
}

/// The cover while the device is passed on: opaque over the whole window (no board, no
/// panel, no log behind it), naming who takes it and what they will be asked.
fn cover(world: &mut World) {
    let Some(ctx) = super::egui_ctx(world) else {
        return;
    };
    let Some(to) = world.resource::<Screenholder>().passing_to else {
        return;
    };
    let roster = world.resource::<Roster>().clone();
    let from = world.resource::<Screenholder>().seat;
    let asked = question_for(&roster, world.resource::<PromptSlot>());
    let colour = super::theme::egui_color(super::theme::seat_color(&roster, Some(to)));
    let name = roster.name(to).to_string();
    let mut taken = false;
    let mut menu = false;
    let mut escape = false;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "handover".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE.fill(egui::Color32::from_rgb(12, 14, 22)))
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() * 0.3).max(20.0));
                ui.label(
                    egui::RichText::new(format!("Pass the device to {name}"))
                        .size(30.0)
                        .strong()
                        .color(colour),
                );
                ui.add_space(10.0);
                if let Some(from) = from.filter(|&f| f != to) {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}: your side is hidden now. Hand over and look away.",
                            roster.name(from)
                        ))
                        .size(16.0),
                    );
                }
                ui.label(egui::RichText::new(format!("Next for {name}: {asked}.")).size(16.0));
                ui.add_space(18.0);
                taken = ui
                    .add(
                        egui::Button::new(
                            egui::RichText::new(format!("I am {name}: show my side  (Enter)"))
                                .size(18.0),
                        )
                        .min_size(egui::vec2(320.0, 44.0)),
                    )
                    .on_hover_text(
                        "Your fleets, counters and card show only while you hold the device.",
                    )
                    .clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.add_space(8.0);
                menu = ui.button("Menu  (Esc)").clicked();
                escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
            });
        });
    let mut settings = world.resource_mut::<super::ViewSettings>();
    if menu {
        settings.menu_open = true;
    } else if escape {
        settings.menu_open = !settings.menu_open;
    }
    if taken && !world.resource::<super::ViewSettings>().menu_open {
        let mut holder = world.resource_mut::<Screenholder>();
        holder.seat = Some(to);
        holder.passing_to = None;
        // The board is drawn again for the new holder (their fleets and reach).
        world.resource_mut::<Selection>().clear();
        info!("hand-over: {name} holds the device");
    }
}

/// A run condition: the game shows (nobody is being handed the device).
pub fn not_passing(holder: Option<Res<Screenholder>>) -> bool {
    !passing_on(holder)
}

/// A run condition: the device is being passed on (the cover is up).
pub fn passing_on(holder: Option<Res<Screenholder>>) -> bool {
    holder.is_some_and(|h| h.passing_to.is_some())
}
