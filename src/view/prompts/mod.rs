//! Your side of the game in the side panel: what the rules are asking now, with
//! controls for each question (move turn, retreat, losses, growth counters, where the
//! growth actions apply, trading, fleet tactics). Every control sends a command; a
//! refused one shows its reason and changes nothing.

mod battle;
mod common;
mod forms;
mod keys;
mod kind_choice;
mod movement;
mod offers;
mod resolution;
mod selection;
mod trading;

use crate::rules::prompt::{Prompt, PromptSlot};
use crate::view::state::Feedback;
use battle::*;
use bevy::prelude::*;
use bevy_egui::egui;
use common::undo_button;
use forms::*;
use keys::prompt_keys;
use movement::*;
use offers::*;
use resolution::*;
use selection::*;
use trading::*;

pub use forms::reset_forms;

pub fn plugin(app: &mut App) {
    app.init_resource::<GrowthForm>()
        .init_resource::<TradeForm>()
        .init_resource::<ResolveForm>()
        .init_resource::<FleetForm>()
        .add_systems(
            Update,
            prompt_keys.run_if(
                in_state(crate::view::screen::Screen::Game)
                    .and_then(crate::view::state::not_passing),
            ),
        );
}

pub fn prompt_controls(world: &mut World, ui: &mut egui::Ui) {
    // While you watch a replay its recorded answers are given: no controls to press by
    // mistake ("Take over" in the banner hands the game to you).
    if world.contains_resource::<crate::view::replay::Replay>() {
        ui.label(crate::t!("prompt-replay"));
        return;
    }
    if let Some(r) = world.get_resource::<crate::rules::phases::FinalResult>() {
        ui.label(crate::t!(
            "prompt-game-over",
            dp = r.dp,
            rank = r.rank.as_str()
        ));
        ui.small(crate::t!("prompt-game-over-fleets"));
        return;
    }
    let prompt = world.resource::<PromptSlot>().0.clone();
    // F1 anywhere over the question opens its rules.
    let topic = prompt
        .as_ref()
        .map(crate::rules::reference::topic_of_prompt);
    let area = ui.scope(|ui| match prompt {
        None => {
            ui.label(crate::t!("prompt-automas-playing"));
            if world
                .resource::<crate::view::animation::Animations>()
                .busy()
            {
                ui.small(crate::t!("prompt-automas-skip"));
            }
        }
        Some(Prompt::MoveTurn) => move_turn(world, ui),
        Some(Prompt::Retreat {
            hex,
            attacker,
            sees_fleets,
        }) => retreat(world, ui, hex, attacker, sees_fleets),
        Some(Prompt::ForceRetreat { hex, other }) => force_retreat(world, ui, hex, other),
        Some(Prompt::RetreatWhere { hex, options }) => retreat_where(world, ui, hex, &options),
        Some(Prompt::ChooseLosses { hex, loser, max }) => losses(world, ui, hex, loser, max),
        Some(Prompt::BattleCards { hex }) => battle_cards(world, ui, hex),
        Some(Prompt::GrowthSelection) => growth_selection(world, ui),
        Some(Prompt::GrowthResolution) => growth_resolution(world, ui),
        Some(Prompt::Trading) => trading(world, ui),
        Some(Prompt::AssignTactics { count }) => tactics(world, ui, count),
        Some(Prompt::GuardStars { taker, stars, what }) => {
            guard_stars(world, ui, taker, &stars, what)
        }
        Some(Prompt::Offer { from, offer }) => offer_answer(world, ui, from, offer),
        Some(Prompt::KindChoice {
            title,
            text,
            options,
            suggested,
            ..
        }) => kind_choice::kind_choice(world, ui, &title.text(), &text.text(), &options, suggested),
    });
    if let Some(topic) = topic
        && area.response.contains_pointer()
    {
        crate::view::reference::points_at(ui.ctx(), topic);
    }
    undo_button(world, ui);
    let fb = world.resource::<Feedback>().clone();
    if !fb.text.is_empty() {
        crate::view::theme::outcome(ui, fb.ok, &fb.text.text());
    }
    crate::view::hints::show(world, ui);
}
