//! The Ancient turn as a list of steps that may wait for you: a move of theirs asks you
//! which deck it reveals (the design's "you reveal the top card of any role deck"), and
//! what follows it waits for your answer. Each step puts what it leads to in front of
//! the steps left.

use super::state::Ancients;
pub use super::state::{Step, next};
use super::tables::Role;
use super::{ancients, moves, turn};
use crate::rules::model::PopulationTracks;
use crate::rules::table::Roster;
use bevy::prelude::*;

/// The Ancient turn after your turn, in which you declared `role` (a move of theirs
/// asks you its deck: what follows it waits).
pub fn ancient_turn(world: &mut World, role: Role) {
    next(world, [Step::FeedAndEvent(role), Step::WalkAndRole]);
    run(world);
}

/// Runs the steps left until one asks you something or none is left.
pub fn run(world: &mut World) {
    let Some((_, table)) = ancients(world) else {
        return;
    };
    loop {
        let step = {
            let mut a = world.resource_mut::<Ancients>();
            if a.steps.is_empty() {
                return;
            }
            a.steps.remove(0)
        };
        match step {
            Step::YourRole(role) => turn::your_role(world, &table, role),
            Step::FeedAndEvent(role) => turn::feed_and_event(world, &table, role),
            Step::WalkAndRole => turn::walk_and_role(world, &table),
            Step::EngineerFollow => turn::engineer_follow(world),
            Step::Move { battle, why } => {
                let you = moves::you(world);
                if world.resource::<Roster>().is_human(you) {
                    // The rest waits for your answer.
                    super::ask_deck(world, &table, you, battle, why);
                    return;
                } else {
                    moves::move_ancients(world, &table, battle, why);
                }
            }
            Step::Ask(ask) => {
                super::asks::ask(world, ask);
                if world.resource::<Ancients>().asking.is_some() {
                    return;
                }
            }
            Step::TakeArchive => turn::take_archive(world, &table),
            Step::RefreshArchive => turn::refresh_archive(world, &table),
            Step::Close => {
                let you = moves::you(world);
                if world.resource::<PopulationTracks>().0[you] == 0 {
                    moves::end_soon(world, crate::says!("log-anc-end-track-empty"));
                }
                super::finish_steps(world);
            }
        }
    }
}
