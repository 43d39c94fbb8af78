//! Keyboard answers to the question asked now.

use super::common::*;
use crate::rules::player::*;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::view::keymap::Action;
use crate::view::state::Selection;
use bevy::prelude::*;

/// Keyboard answers (the keys page may give each another key): E ends the move turn or
/// trading, U / Backspace undoes the last move, P asks the policy once, Y / N answer a
/// retreat.
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
    // The actions whose key went down this frame (most frames: none, and nothing is
    // copied).
    let keys = world.resource::<ButtonInput<KeyCode>>();
    if keys.get_just_pressed().next().is_none() {
        return;
    }
    let map = world.resource::<crate::view::keymap::KeyMap>();
    let down: Vec<Action> = crate::view::keymap::ALL
        .iter()
        .copied()
        .filter(|&a| map.just_pressed(a, keys))
        .collect();
    let hit = |a: Action| down.contains(&a);
    let prompt = world.resource::<PromptSlot>().0.clone();
    if hit(Action::Suggest) {
        world.insert_resource(crate::view::state::Asked);
    }
    match prompt {
        Some(Prompt::MoveTurn) => {
            if hit(Action::EndTurn) {
                world.resource_mut::<Selection>().clear();
                send(world, PlayerCommand::EndTurn);
            }
            if hit(Action::Undo) {
                send(world, PlayerCommand::UndoMove);
            }
        }
        Some(Prompt::Trading) if hit(Action::EndTurn) => send(world, PlayerCommand::EndTrading),
        Some(Prompt::Retreat { .. }) => {
            if hit(Action::Yes) {
                send(world, PlayerCommand::Retreat(true));
            }
            if hit(Action::No) {
                send(world, PlayerCommand::Retreat(false));
            }
        }
        Some(Prompt::BattleCards { .. }) if hit(Action::Confirm) => {
            send(world, PlayerCommand::Fight);
        }
        Some(Prompt::GuardStars { stars, .. }) => {
            if hit(Action::Yes) {
                send(world, PlayerCommand::GuardStars(stars));
            } else if hit(Action::No) {
                send(world, PlayerCommand::GuardStars(Vec::new()));
            }
        }
        Some(Prompt::ForceRetreat { .. }) => {
            if hit(Action::Yes) {
                send(world, PlayerCommand::ForceRetreat(true));
            }
            if hit(Action::No) {
                send(world, PlayerCommand::ForceRetreat(false));
            }
        }
        Some(Prompt::KindChoice {
            options, suggested, ..
        }) if hit(Action::Confirm) => {
            if let Some(o) = options.get(suggested) {
                send(world, PlayerCommand::Choose(o.key.clone()));
            }
        }
        Some(Prompt::Offer { .. }) => {
            if hit(Action::Yes) {
                send(world, PlayerCommand::AnswerOffer(true));
            }
            if hit(Action::No) {
                send(world, PlayerCommand::AnswerOffer(false));
            }
        }
        _ => {}
    }
}
