//! Hints for what to do next: one short paragraph under the question in front of you,
//! from the question and the state of your turn. Turned off and on in the menu (kept
//! between runs).

use super::state::Selection;
use crate::rules::player::TurnMoves;
use crate::rules::prompt::{Guarding, Prompt, PromptSlot};
use crate::t;
use crate::view::keymap::{Action, shown};
use bevy::prelude::*;
use bevy_egui::egui;

/// What to do next.
pub fn hint(world: &World) -> String {
    let prompt = world.resource::<PromptSlot>().0.clone();
    // Deciding for a passive automa: play it as its owner would, against the attacker.
    if world.resource::<PromptSlot>().on_behalf_of().is_some() && prompt.is_some() {
        return t!("hints-on-behalf");
    }
    match prompt {
        None => t!("hints-automas-playing"),
        Some(Prompt::MoveTurn) => {
            let moved = !world.resource::<TurnMoves>().moved.is_empty();
            let selected = world.resource::<Selection>().hex.is_some();
            match (selected, moved) {
                (true, _) => t!("hints-move-selected"),
                (false, false) => {
                    let you = super::state::viewer(world);
                    let gains = match world.resource::<crate::rules::model::Alignments>().of(you) {
                        crate::rules::model::Alignment::Sto => t!("hints-gains-sto"),
                        crate::rules::model::Alignment::Sts => t!("hints-gains-sts"),
                    };
                    t!("hints-move-first", gains = gains)
                }
                (false, true) => t!(
                    "hints-move-more",
                    undo = shown(Action::Undo),
                    end = shown(Action::EndTurn)
                ),
            }
        }
        Some(Prompt::Retreat { .. }) => t!("hints-retreat"),
        Some(Prompt::ForceRetreat { .. }) => t!("hints-force-retreat"),
        Some(Prompt::RetreatWhere { .. }) => t!("hints-retreat-where"),
        Some(Prompt::BattleCards { .. }) => t!("hints-battle-cards", key = shown(Action::Confirm)),
        Some(Prompt::ChooseLosses { .. }) => t!("hints-choose-losses"),
        // The automa's own words, from its kind.
        Some(Prompt::KindChoice { automa, topic, .. }) => world
            .resource::<crate::rules::table::Roster>()
            .kind(automa)
            .and_then(|k| k.question_hint(world, topic))
            .map_or_else(
                || t!("hints-kind-choice", key = shown(Action::Confirm)),
                |hint| crate::lang::tr(hint, &[("key", shown(Action::Confirm).into())]),
            ),
        Some(Prompt::Offer { .. }) => t!(
            "hints-offer",
            yes = shown(Action::Yes),
            no = shown(Action::No)
        ),
        Some(Prompt::GrowthSelection) => t!("hints-growth-selection"),
        Some(Prompt::GrowthResolution) => t!("hints-growth-resolution"),
        Some(Prompt::Trading) => t!("hints-trading"),
        Some(Prompt::AssignTactics { .. }) => t!("hints-assign-tactics"),
        Some(Prompt::GuardStars {
            what: Guarding::Gains,
            ..
        }) => t!("hints-guard-gains"),
        Some(Prompt::GuardStars {
            what: Guarding::Jumps,
            ..
        }) => t!("hints-guard-jumps"),
    }
}

/// The hint under the prompt, in a quiet frame, with a way to turn hints off.
pub fn show(world: &mut World, ui: &mut egui::Ui) {
    // The guided game's steps say what to do instead.
    if !world.resource::<super::state::ViewSettings>().hints || super::state::guide_showing(world) {
        return;
    }
    let text = hint(world);
    let mut off = false;
    egui::Frame::group(ui.style())
        .fill(egui::Color32::from_rgb(24, 30, 44))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.strong(t!("hints-title"));
                if ui
                    .small_button(t!("hints-hide"))
                    .on_hover_text(t!("hints-hide-tooltip"))
                    .clicked()
                {
                    off = true;
                }
            });
            ui.label(text);
        });
    if off {
        world.resource_mut::<super::state::ViewSettings>().hints = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_hint_follows_what_you_have_done_this_turn() {
        let mut app = crate::view::game_at_your_move(9);
        let world = app.world_mut();
        assert!(hint(world).contains("ship tokens"));
        let home = crate::view::your_home(world);
        crate::view::input::select_hex(world, home, None);
        assert!(hint(world).contains("highlighted hex"));
        world.resource_mut::<Selection>().clear();
        world
            .resource_mut::<TurnMoves>()
            .moved
            .push(Entity::PLACEHOLDER);
        assert!(hint(world).contains("end your movement (E)"));
        world.resource_mut::<PromptSlot>().0 = Some(Prompt::Trading);
        assert!(hint(world).contains("Trade one level"));
    }

    use crate::rules::model::{Alignment, Alignments};

    #[test]
    fn the_first_move_hint_names_only_the_stars_your_alignment_may_gain() {
        let mut app = crate::view::game_at_your_move(1);
        let world = app.world_mut();
        let you = crate::view::state::viewer(world);
        world.resource_mut::<Alignments>().0[you] = Alignment::Sto;
        let sto = super::hint(world);
        assert!(sto.contains("never take a primitive"), "{sto}");
        world.resource_mut::<Alignments>().0[you] = Alignment::Sts;
        let sts = super::hint(world);
        assert!(sts.contains("a primitive one (subjugated)"), "{sts}");
    }
}
