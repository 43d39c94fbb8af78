//! Hot-seat: several people play at one device. The screen shows one person's side at a
//! time (their fleets, counters and card); when the rules ask another person something
//! (their move, their growth counters, a battle question they decide for the passive
//! automa), a cover hides the game and asks to pass the device, and the next person's
//! side shows only once they say they have it.

use super::screen::Screen;
use super::state::{AutoPlay, hot_seat, passing_on};
use super::state::{Feedback, Hover, Screenholder, Selection, people_at_device};
use crate::rules::phases::FinalResult;
use crate::rules::prompt::{Guarding, Prompt, PromptSlot};
use crate::rules::table::Roster;
use crate::view::keymap::{self, Action};
use crate::view::names::seat_name;
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
    world.remove_resource::<super::state::Shown>();
    world.remove_resource::<super::state::Asked>();
    let name = world.resource::<Roster>().name(asked).to_string();
    info!("hand-over: pass the device to {name}");
}

/// What the person taking the device will be asked, in words anyone may read.
fn question_for(roster: &Roster, slot: &PromptSlot) -> String {
    // Empty, or " for the ..." (the message keeps its leading space).
    let on_behalf = slot
        .on_behalf_of()
        .map(|s| crate::t!("handover-on-behalf", who = seat_name(roster, s)))
        .unwrap_or_default();
    let on_behalf = on_behalf.as_str();
    match &slot.0 {
        Some(Prompt::MoveTurn) => crate::t!("handover-ask-move"),
        Some(Prompt::Retreat { .. }) => crate::t!("handover-ask-retreat", behalf = on_behalf),
        Some(Prompt::ForceRetreat { .. }) => crate::t!("handover-ask-force-retreat"),
        Some(Prompt::RetreatWhere { .. }) => {
            crate::t!("handover-ask-retreat-where", behalf = on_behalf)
        }
        Some(Prompt::ChooseLosses { .. }) => crate::t!("handover-ask-losses", behalf = on_behalf),
        Some(Prompt::BattleCards { .. }) => crate::t!("handover-ask-battle-cards"),
        Some(Prompt::KindChoice { title, .. }) => title.text().to_lowercase(),
        Some(Prompt::GrowthSelection) => crate::t!("handover-ask-growth"),
        Some(Prompt::GrowthResolution) => crate::t!("handover-ask-growth-where"),
        Some(Prompt::Trading) => crate::t!("handover-ask-trading"),
        Some(Prompt::AssignTactics { .. }) => crate::t!("handover-ask-tactics"),
        Some(Prompt::GuardStars {
            what: Guarding::Gains,
            ..
        }) => crate::t!("handover-ask-guard-gains"),
        Some(Prompt::GuardStars {
            what: Guarding::Jumps,
            ..
        }) => crate::t!("handover-ask-guard-jumps"),
        Some(Prompt::Offer { from, offer }) => match offer {
            crate::rules::prompt::Offer::Peace => {
                crate::t!("handover-ask-offer-peace", who = seat_name(roster, *from))
            }
            crate::rules::prompt::Offer::Trade { .. } => {
                crate::t!("handover-ask-offer-trade", who = seat_name(roster, *from))
            }
        },
        None => String::new(),
    }
}

/// The cover while the device is passed on: opaque over the whole window (no board, no
/// panel, no log behind it), naming who takes it and what they will be asked.
fn cover(world: &mut World) {
    let Some(ctx) = super::screen::egui_ctx(world) else {
        return;
    };
    let Some(to) = world.resource::<Screenholder>().passing_to else {
        return;
    };
    let roster = world.resource::<Roster>().clone();
    let from = world.resource::<Screenholder>().seat;
    let asked = question_for(&roster, world.resource::<PromptSlot>());
    let colour = super::theme::egui_color(super::theme::seat_color(&roster, Some(to)));
    let name = seat_name(&roster, to);
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
                    egui::RichText::new(crate::t!("handover-pass", who = name.as_str()))
                        .size(30.0)
                        .strong()
                        .color(colour),
                );
                ui.add_space(10.0);
                if let Some(from) = from.filter(|&f| f != to) {
                    ui.label(
                        egui::RichText::new(crate::t!(
                            "handover-hidden",
                            who = seat_name(&roster, from)
                        ))
                        .size(16.0),
                    );
                }
                ui.label(
                    egui::RichText::new(crate::t!(
                        "handover-next",
                        who = name.as_str(),
                        question = asked.as_str()
                    ))
                    .size(16.0),
                );
                ui.add_space(18.0);
                taken = ui
                    .add(
                        egui::Button::new(
                            egui::RichText::new(crate::t!(
                                "handover-take",
                                key = crate::view::keymap::shown(
                                    crate::view::keymap::Action::Confirm
                                ),
                                who = name.as_str()
                            ))
                            .size(18.0),
                        )
                        .min_size(egui::vec2(320.0, 44.0)),
                    )
                    .on_hover_text(crate::t!("handover-take-hover"))
                    .clicked()
                    || ui.input(|i| keymap::egui_hit(Action::Confirm, i));
                ui.add_space(8.0);
                menu = ui
                    .button(crate::t!(
                        "handover-menu",
                        key = crate::view::keymap::shown(crate::view::keymap::Action::Back),
                    ))
                    .clicked();
                escape = ui.input(|i| keymap::egui_hit(Action::Back, i));
            });
        });
    let mut settings = world.resource_mut::<super::state::ViewSettings>();
    if menu {
        settings.menu_open = true;
    } else if escape {
        settings.menu_open = !settings.menu_open;
    }
    if taken && !world.resource::<super::state::ViewSettings>().menu_open {
        let mut holder = world.resource_mut::<Screenholder>();
        holder.seat = Some(to);
        holder.passing_to = None;
        // The board is drawn again for the new holder (their fleets and reach).
        world.resource_mut::<Selection>().clear();
        info!("hand-over: {name} holds the device");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::model::Seat;
    use crate::view::state::viewer;

    const P1: Seat = Seat(0);
    const P2: Seat = Seat(1);

    /// A 2-player game with the view's resources, the policy playing until a person is
    /// asked something.
    fn two_players(policy: &[&str]) -> App {
        let rules = crate::rules::data::RulesData::embedded().unwrap();
        let config = crate::rules::setup::GameConfig {
            seed: 3,
            setup: Some("two-players".into()),
            policy: policy.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        };
        let mut app = crate::sim::game::start(rules, config).unwrap();
        let world = app.world_mut();
        world.init_resource::<Screenholder>();
        world.init_resource::<Selection>();
        world.init_resource::<Feedback>();
        world.init_resource::<Hover>();
        world.init_resource::<AutoPlay>();
        for _ in 0..100 {
            if app.world().resource::<PromptSlot>().0.is_some() {
                break;
            }
            app.update();
        }
        app
    }

    #[test]
    fn the_person_asked_is_handed_the_device_and_the_last_choices_are_dropped() {
        let mut app = two_players(&[]);
        let world = app.world_mut();
        assert!(hot_seat(world));
        let asked = world.resource::<PromptSlot>().asked().unwrap();
        world.resource_mut::<Selection>().hex = Some(hexx::Hex::new(1, 1));
        world.resource_mut::<Feedback>().text = "the last person's message".into();
        follow_the_question(world);
        assert_eq!(world.resource::<Screenholder>().passing_to, Some(asked));
        assert!(crate::view::state::passing(world));
        assert_eq!(world.resource::<Selection>().hex, None);
        assert!(world.resource::<Feedback>().text.is_empty());
        // Taken: the screen is theirs, and asking again changes nothing.
        *world.resource_mut::<Screenholder>() = Screenholder {
            seat: Some(asked),
            passing_to: None,
        };
        follow_the_question(world);
        assert!(!crate::view::state::passing(world));
        assert_eq!(viewer(world), asked);
        // The other person asked next: the cover again, for them.
        let other = if asked == P1 { P2 } else { P1 };
        world
            .resource_mut::<PromptSlot>()
            .ask(other, Prompt::GrowthSelection);
        follow_the_question(world);
        assert_eq!(world.resource::<Screenholder>().passing_to, Some(other));
        assert_eq!(viewer(world), asked, "the screen stays theirs until taken");
    }

    #[test]
    fn taking_the_device_redraws_what_depends_on_whose_side_it_is() {
        let mut app = two_players(&[]);
        let world = app.world_mut();
        // The board and the hover text are drawn again when the game's version changes:
        // whose knowledge they show is part of it (P1's fleet sizes must go).
        world.resource_mut::<Screenholder>().seat = Some(P1);
        let before = crate::view::state::GameVersion::of(world);
        world.resource_mut::<Screenholder>().seat = Some(P2);
        assert_ne!(crate::view::state::GameVersion::of(world), before);
    }

    #[test]
    fn a_person_played_by_the_policy_is_never_handed_the_device() {
        let mut app = two_players(&["Player1"]);
        let world = app.world_mut();
        assert!(!hot_seat(world));
        assert_eq!(
            viewer(world),
            P2,
            "the screen is the one person's at the device"
        );
        world.resource_mut::<PromptSlot>().ask(P1, Prompt::MoveTurn);
        follow_the_question(world);
        assert!(!crate::view::state::passing(world));
        world.resource_mut::<PromptSlot>().ask(P2, Prompt::MoveTurn);
        follow_the_question(world);
        assert!(!crate::view::state::passing(world));
    }

    #[test]
    fn with_the_policy_playing_for_everyone_there_is_no_hand_over() {
        let mut app = two_players(&[]);
        let world = app.world_mut();
        world.resource_mut::<AutoPlay>().on = true;
        follow_the_question(world);
        assert!(!crate::view::state::passing(world));
    }

    #[test]
    fn the_cover_names_the_question_and_whom_it_is_answered_for() {
        let mut app = two_players(&[]);
        let world = app.world_mut();
        let roster = world.resource::<Roster>().clone();
        let mut slot = PromptSlot::default();
        slot.ask_for(
            P2,
            Seat(2),
            Prompt::Retreat {
                hex: (0, 0),
                attacker: P1,
                sees_fleets: false,
            },
        );
        let text = question_for(&roster, &slot);
        assert!(text.contains("Elder Civilization"), "{text}");
        slot.ask(P2, Prompt::GrowthSelection);
        assert!(question_for(&roster, &slot).contains("secret"));
    }
}
