//! The screens around the game: title, new game, game over, and the in-game menu with
//! its confirmation before a game in progress is left.

mod common;
mod game_over;
mod menu;
mod new_game;
mod tables;
mod title;

use super::screen::Screen;
use super::state::ViewSettings;
use crate::rules::phases::{FinalResult, GamePhase, RulesGate};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use common::Confirm;
use game_over::game_over;
use menu::game_menu;
use new_game::{fill_form, new_game_form};
use title::title;

pub fn plugin(app: &mut App) {
    app.init_resource::<Confirm>()
        .add_systems(OnEnter(Screen::NewGame), fill_form)
        .add_systems(OnExit(Screen::GameOver), |mut s: ResMut<ViewSettings>| {
            s.review = false;
        })
        .add_systems(
            EguiPrimaryContextPass,
            (
                title.run_if(in_state(Screen::Title)),
                new_game_form.run_if(in_state(Screen::NewGame)),
                game_over.run_if(in_state(Screen::GameOver)),
                game_menu.run_if(in_state(Screen::Game)),
            ),
        )
        .add_systems(
            Update,
            (
                hold_rules_off_game,
                to_game_over.run_if(in_state(Screen::Game)),
                log_screen_changes,
            ),
        );
}

/// Each screen change in the log (the rendered tests follow the game by it).
fn log_screen_changes(mut changes: MessageReader<StateTransitionEvent<Screen>>) {
    for c in changes.read() {
        if let Some(to) = c.entered {
            info!("screen: {to:?}");
        }
    }
}

/// The rules only play while the game screen shows.
fn hold_rules_off_game(screen: Res<State<Screen>>, mut gate: ResMut<RulesGate>) {
    if *screen.get() != Screen::Game && !gate.hold {
        gate.hold = true;
    }
}

fn to_game_over(
    phase: Res<State<GamePhase>>,
    result: Option<Res<FinalResult>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if *phase.get() == GamePhase::GameOver && result.is_some() {
        next.set(Screen::GameOver);
    }
}
