//! Peace and trade between seats: another's offer to answer, and the war and peace
//! buttons.

use super::common::*;
use crate::rules::model::*;
use crate::rules::player::*;
use crate::view::keymap::{Action, shown};
use crate::view::names::{field_name, seat_name};
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;

/// Another person's offer: yes or no.
pub(super) fn offer_answer(
    world: &mut World,
    ui: &mut egui::Ui,
    from: Seat,
    offer: crate::rules::prompt::Offer,
) {
    use crate::rules::prompt::Offer;
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    let them = seat_name(&roster, from);
    let them = them.as_str();
    match offer {
        Offer::Peace => {
            title(ui, &crate::t!("offers-peace-title", them = them));
            ui.label(crate::t!("offers-peace-text", them = them));
        }
        Offer::Trade { take, give } => {
            let tech = world.resource::<Technology>().clone();
            title(ui, &crate::t!("offers-trade-title", them = them));
            ui.label(crate::t!(
                "offers-trade-text",
                them = them,
                give = field_name(give),
                yours = tech.level(you, give),
                yours_next = tech.level(you, give) + 1,
                take = field_name(take),
                theirs = tech.level(from, take),
                theirs_next = tech.level(from, take) + 1
            ));
        }
    }
    // A trade the STS Caninoids offer cannot be refused.
    let bound =
        matches!(offer, Offer::Trade { .. }) && crate::rules::trading::must_trade_with(world, from);
    if bound {
        ui.label(crate::t!("offers-caninoids", them = them));
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::t!("offers-accept", key = shown(Action::Yes)))
            .clicked()
        {
            send(world, PlayerCommand::AnswerOffer(true));
        }
        let refuse = ui.add_enabled(
            !bound,
            egui::Button::new(crate::t!("offers-refuse", key = shown(Action::No))),
        );
        let refuse = refuse.on_disabled_hover_text(crate::t!("offers-refuse-disabled"));
        if refuse.clicked() {
            send(world, PlayerCommand::AnswerOffer(false));
        }
    });
}

/// Peace with each automa at war with you, and (on your move turn) war on the others.
pub(super) fn diplomacy_buttons(world: &mut World, ui: &mut egui::Ui, war_too: bool) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    let dip = world.resource::<Diplomacy>().clone();
    ui.horizontal_wrapped(|ui| {
        // A seat acting in another's turns (the Shadow Empire) is asked through its
        // partner: it never makes peace of its own.
        for other in roster
            .taking_turns()
            .filter(|&s| s != you)
            .collect::<Vec<_>>()
        {
            if dip.at_war(you, other) {
                let label = if roster.is_human(other) {
                    crate::t!("offers-offer-peace", who = seat_name(&roster, other))
                } else {
                    crate::t!("offers-ask-peace", who = seat_name(&roster, other))
                };
                peace_button(world, ui, other, &label);
            } else if war_too {
                war_button(world, ui, other);
            }
        }
    });
}

/// Declaring war, shown disabled with the rules' reason when they would refuse it.
pub(super) fn war_button(world: &mut World, ui: &mut egui::Ui, automa: Seat) {
    let you = viewer(world);
    let name =
        crate::view::names::seat_name(world.resource::<crate::rules::table::Roster>(), automa);
    let why_not = settling(world).or_else(|| {
        let when = match world.resource::<crate::rules::prompt::PromptSlot>().0 {
            Some(crate::rules::prompt::Prompt::GrowthSelection) => {
                crate::rules::player::WarMoment::GrowthSelection
            }
            _ => crate::rules::player::WarMoment::MoveTurn,
        };
        crate::rules::player::why_not_declare_war(world, you, automa, when)
    });
    let label = if world
        .resource::<crate::rules::table::Roster>()
        .is_human(automa)
    {
        crate::t!("offers-declare-war-person", who = name.as_str())
    } else {
        crate::t!("offers-declare-war-automa", who = name.as_str())
    };
    if ui
        .add_enabled(why_not.is_none(), egui::Button::new(label))
        .on_hover_text(crate::t!("offers-war-hint"))
        .on_disabled_hover_text(why_not.unwrap_or_default())
        .clicked()
    {
        send(world, PlayerCommand::DeclareWar(automa));
    }
}

/// Asking for peace, with its chance before you ask (or the rules' reason why not).
pub(super) fn peace_button(world: &mut World, ui: &mut egui::Ui, automa: Seat, label: &str) {
    let you = viewer(world);
    let why_not =
        settling(world).or_else(|| crate::rules::player::why_not_ask_peace(world, you, automa));
    // A person answers for themselves; an automa's rule gives the odds.
    let person = world
        .resource::<crate::rules::table::Roster>()
        .is_human(automa);
    let (text, chance) = if person {
        (label.to_string(), crate::t!("offers-person-answers"))
    } else {
        let odds = crate::rules::table::automa_kind(world, automa)
            .map(|k| k.peace_odds(world, you, automa))
            .unwrap_or_else(|| (0, crate::t!("offers-never-peace")));
        (
            format!("{label}  ({}/6)", odds.0),
            crate::t!("offers-chance", n = odds.0, why = odds.1),
        )
    };
    if ui
        .add_enabled(why_not.is_none(), egui::Button::new(text))
        .on_hover_text(chance)
        .on_disabled_hover_text(why_not.unwrap_or_default())
        .clicked()
    {
        send(world, PlayerCommand::AskPeace(automa));
    }
}

/// How long the war and peace buttons wait once war or peace changed: the button under
/// the pointer may now mean the opposite, and a second click must not undo the first.
const SETTLE_SECONDS: f64 = 0.8;

/// Who you were at war with, and when that last changed.
#[derive(Resource, Default)]
struct DiplomacySeen {
    game: u32,
    at_war: Vec<bool>,
    changed_at: f64,
}

/// Why the war and peace buttons wait a moment, while war or peace has just changed.
fn settling(world: &mut World) -> Option<String> {
    let you = viewer(world);
    let now = world
        .get_resource::<Time<Real>>()
        .map_or(0.0, |t| t.elapsed_secs_f64());
    let at_war: Vec<bool> = {
        let roster = world.resource::<crate::rules::table::Roster>();
        let dip = world.resource::<Diplomacy>();
        roster
            .seats()
            .map(|s| s != you && dip.at_war(you, s))
            .collect()
    };
    let game = world
        .get_resource::<crate::view::state::GameNumber>()
        .map_or(0, |n| n.0);
    let mut seen = world.get_resource_or_init::<DiplomacySeen>();
    if seen.at_war != at_war || seen.game != game {
        // The first look at a game is no change.
        let first = seen.game != game || seen.at_war.is_empty();
        seen.game = game;
        seen.at_war = at_war;
        seen.changed_at = if first { f64::NEG_INFINITY } else { now };
    }
    let waiting = now - seen.changed_at < SETTLE_SECONDS;
    if waiting {
        // Frames until the wait is over (the game otherwise sleeps until input).
        world.write_message(bevy::window::RequestRedraw);
        Some(crate::t!("offers-settling"))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::settling;
    use crate::rules::model::{Diplomacy, Seat};
    use bevy::prelude::*;

    #[test]
    fn war_and_peace_buttons_wait_a_moment_after_a_change_and_not_at_the_start() {
        let mut app = crate::view::game_at_your_move(1);
        let world = app.world_mut();
        world.init_resource::<Time<Real>>();
        assert_eq!(settling(world), None, "a game's first look is no change");
        let you = crate::view::state::viewer(world);
        let other = Seat(if you.0 == 1 { 2 } else { 1 });
        let war = world.resource::<Diplomacy>().at_war(you, other);
        world.resource_mut::<Diplomacy>().set_war(you, other, !war);
        assert!(settling(world).is_some(), "the button just changed meaning");
        // The clock's first update only starts it; the second moves it on a second.
        let now = bevy::platform::time::Instant::now();
        let mut clock = world.resource_mut::<Time<Real>>();
        clock.update_with_instant(now);
        clock.update_with_instant(now + std::time::Duration::from_secs(1));
        assert_eq!(settling(world), None, "a moment later it answers again");
    }
}
