//! Hints for what to do next: one short paragraph under the question in front of you,
//! from the question and the state of your turn. Turned off and on in the menu (kept
//! between runs).

use super::state::Selection;
use crate::rules::player::TurnMoves;
use crate::rules::prompt::{Guarding, Prompt, PromptSlot};
use bevy::prelude::*;
use bevy_egui::egui;

/// What to do next.
pub fn hint(world: &World) -> String {
    let prompt = world.resource::<PromptSlot>().0.clone();
    // Deciding for a passive automa: play it as its owner would, against the attacker.
    if world.resource::<PromptSlot>().on_behalf_of().is_some() && prompt.is_some() {
        return "This battle is not yours: you answer for the automa the other person \
                attacked. Its losses and its survivors are its own; choose as you see fit \
                (the rules let you weaken your rival)."
            .into();
    }
    match prompt {
        None => "The automas are playing. Each of their decisions appears in the left panel: \
                 the die, the table row it picked and why; their hexes stay outlined on the \
                 board."
            .to_string(),
        Some(Prompt::MoveTurn) => {
            let moved = !world.resource::<TurnMoves>().moved.is_empty();
            let selected = world.resource::<Selection>().hex.is_some();
            match (selected, moved) {
                (true, _) => "Click a highlighted hex to send the selected ships there (the \
                              \"to move\" slider chooses how many). Over a hostile stack the \
                              tooltip previews the battle. Right click drops the selection."
                    .into(),
                (false, false) => {
                    let you = super::state::viewer(world);
                    let gains = match world.resource::<crate::rules::model::Alignments>().of(you) {
                        crate::rules::model::Alignment::Sto => {
                            "an uninhabited star (colonized) or an advanced one (allied, 3 \
                             discs) that your ships reach can be gained in the growth \
                             phase; as STO you never take a primitive one."
                        }
                        crate::rules::model::Alignment::Sts => {
                            "an uninhabited star (colonized), a primitive one (subjugated) \
                             or an advanced one (conquered with 4 ships) that your ships \
                             reach can be gained in the growth phase."
                        }
                    };
                    format!(
                        "Click one of your ship tokens (your shape, in your colour) to \
                         select its ships. Moving onto a face-down star (?) shows its kind; \
                         {gains}"
                    )
                }
                (false, true) => "Move more ships, take a move back (U), or end your \
                                  movement (E): battles are fought when it ends."
                    .into(),
            }
        }
        Some(Prompt::Retreat { .. }) => "You are attacked: fight, or retreat before combat. \
                                         The prompt compares what it knows of both sides."
            .into(),
        Some(Prompt::ForceRetreat { .. }) => {
            "Your people may send the other side away before combat: choose whether to.".into()
        }
        Some(Prompt::RetreatWhere { .. }) => {
            "Pick one of the yellow hexes for your retreating ships.".into()
        }
        Some(Prompt::BattleCards { .. }) => "A card in your hand can be played for this \
                                             battle (Cards panel): play it, then Fight (Enter)."
            .into(),
        Some(Prompt::ChooseLosses { .. }) => "Choose how many of the loser's ships are \
                                              destroyed. Each choice shows what it costs \
                                              you: half as many, rounded up, unless you \
                                              have three times their combat value."
            .into(),
        Some(Prompt::KindChoice { automa, topic, .. }) => world
            .resource::<crate::rules::table::Roster>()
            .kind(automa)
            .and_then(|k| k.question_hint(world, topic))
            .unwrap_or(
                "An automa's rules ask you to choose. The proposed option is marked: Enter \
                 takes it; hover an option for what it does.",
            )
            .into(),
        Some(Prompt::Offer { .. }) => "The other person waits for your answer: accept \
                                       (Y) or refuse (N). Their turn goes on after it."
            .into(),
        Some(Prompt::GrowthSelection) => "Pick two ovals and one square. Research raises \
                                          the field of your square by a level; Grow \
                                          Population adds discs to your stars; Build Ships \
                                          makes ships at your stars with enough \
                                          population; Gain Star takes a star where your \
                                          ships stand. Hover a counter for what it gives \
                                          you now."
            .into(),
        Some(Prompt::GrowthResolution) => {
            "Say where what your counters give goes; hover an option for its effect.".into()
        }
        Some(Prompt::Trading) => "Trade one level with an automa you are at peace and in \
                                  contact with (it learns one of yours), or ask for peace. \
                                  End trading when you are done; the round is then scored."
            .into(),
        Some(Prompt::AssignTactics { .. }) => {
            "Give each new fleet its letter: hover a letter for its tactic.".into()
        }
        Some(Prompt::GuardStars {
            what: Guarding::Gains,
            ..
        }) => "An STS seat may take an innocent star where your ships stand. Choose the \
               stars you defend: if it picks one, you declare war and block it."
            .into(),
        Some(Prompt::GuardStars {
            what: Guarding::Jumps,
            ..
        }) => "Another seat's jumps could start or end where your ships stand. Choose where \
               you block them: a move that needs such a jump makes you declare war."
            .into(),
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
            ui.horizontal(|ui| {
                ui.strong("Hint");
                if ui
                    .small_button("hide hints")
                    .on_hover_text("Turn hints off (Menu turns them on again)")
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
