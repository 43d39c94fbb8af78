//! Keyboard answers to the question asked now.

use super::common::*;
use crate::rules::player::*;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::view::state::Selection;
use bevy::prelude::*;

/// Keyboard answers: E ends the move turn or trading, U / Backspace undoes the last
/// move, P asks the policy once, Y / N answer a retreat.
pub(super) fn prompt_keys(world: &mut World) {
    if world
        .resource::<bevy_egui::input::EguiWantsInput>()
        .wants_any_keyboard_input()
        || world
            .resource::<crate::view::state::ViewSettings>()
            .menu_open
        || world.contains_resource::<crate::view::replay::Replay>()
    {
        return;
    }
    let keys = world.resource::<ButtonInput<KeyCode>>().clone();
    let prompt = world.resource::<PromptSlot>().0.clone();
    if keys.just_pressed(KeyCode::KeyP) {
        world.insert_resource(crate::view::state::Asked);
    }
    match prompt {
        Some(Prompt::MoveTurn) => {
            if keys.just_pressed(KeyCode::KeyE) {
                world.resource_mut::<Selection>().clear();
                send(world, PlayerCommand::EndTurn);
            }
            if keys.just_pressed(KeyCode::KeyU) || keys.just_pressed(KeyCode::Backspace) {
                send(world, PlayerCommand::UndoMove);
            }
        }
        Some(Prompt::Trading) if keys.just_pressed(KeyCode::KeyE) => {
            send(world, PlayerCommand::EndTrading)
        }
        Some(Prompt::Retreat { .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::Retreat(true));
            }
            if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::Retreat(false));
            }
        }
        Some(Prompt::BattleCards { .. }) if keys.just_pressed(KeyCode::Enter) => {
            send(world, PlayerCommand::Fight);
        }
        Some(Prompt::GuardStars { stars, .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::GuardStars(stars));
            } else if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::GuardStars(Vec::new()));
            }
        }
        Some(Prompt::ForceRetreat { .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::ForceRetreat(true));
            }
            if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::ForceRetreat(false));
            }
        }
        Some(Prompt::KindChoice {
            options, suggested, ..
        }) if keys.just_pressed(KeyCode::Enter) => {
            if let Some(o) = options.get(suggested) {
                send(world, PlayerCommand::Choose(o.key.clone()));
            }
        }
        Some(Prompt::Offer { .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::AnswerOffer(true));
            }
            if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::AnswerOffer(false));
            }
        }
        _ => {}
    }
}
