//! Game phases as Bevy states, and the systems that drive each phase forward.

mod growth;
mod move_combat;
mod scoring;
mod trading;
pub mod transitions;

pub use growth::*;
pub use move_combat::*;
pub use scoring::*;
// The trading verbs, where the phase's callers have always found them.
pub use crate::rules::trading::*;
pub use crate::rules::turns::{TurnDone, TurnsDone};

pub use crate::rules::moments::{GamePhase, GrowthStep};
use bevy::prelude::*;

/// Which seat in turn order acts next in a phase that goes seat by seat.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TurnCursor(pub usize);

/// The seat whose turn it is in a seat-by-seat phase, or `None` when every seat has
/// had its turn (then the game moves on to `next`). Waits while a prompt is open.
pub fn seat_to_act(world: &mut World, next: GamePhase) -> Option<crate::rules::model::Seat> {
    if world
        .resource::<crate::rules::prompt::PromptSlot>()
        .0
        .is_some()
    {
        return None;
    }
    let cursor = world.resource::<TurnCursor>().0;
    match world
        .resource::<crate::rules::model::TurnOrder>()
        .0
        .get(cursor)
    {
        Some(&seat) => Some(seat),
        None => {
            world.resource_mut::<NextState<GamePhase>>().set(next);
            None
        }
    }
}

/// The one place where the rules wait for the view: while `hold` is set (an animation of
/// what the rules just did is playing), the phase drivers do not advance. Headless runs
/// never set it, so they go at full speed.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RulesGate {
    pub hold: bool,
}

/// Run condition for the phase drivers.
pub fn gate_open(gate: Option<Res<RulesGate>>) -> bool {
    gate.is_none_or(|g| !g.hold)
}

/// Puts `prompt` to the first person, in the roster's order, who is not `done` yet;
/// false when everyone is (the phase goes on).
pub(super) fn ask_next_person(
    world: &mut World,
    prompt: crate::rules::prompt::Prompt,
    done: impl Fn(&World, crate::rules::model::Seat) -> bool,
) -> bool {
    let next = world
        .resource::<crate::rules::table::Roster>()
        .humans()
        .find(|&p| !done(world, p));
    match next {
        Some(seat) => {
            world
                .resource_mut::<crate::rules::prompt::PromptSlot>()
                .ask(seat, prompt);
            true
        }
        None => false,
    }
}

/// Right after the commands, the drivers that wait only for an answer run once more, so
/// that an answer moves the phase on within the same update (no idle update between your
/// choice and what follows it). One system that looks at the phase itself: cheaper than
/// a system per phase with run conditions, on every update of every game.
pub fn drive_after_commands(world: &mut World) {
    if world.get_resource::<RulesGate>().is_some_and(|g| g.hold) || transition_pending(world) {
        return;
    }
    match world.get_resource::<State<GamePhase>>().map(|s| *s.get()) {
        Some(GamePhase::Trading) => trading::drive_trading(world),
        Some(GamePhase::Growth)
            if world
                .get_resource::<State<GrowthStep>>()
                .is_some_and(|s| *s.get() == GrowthStep::Select) =>
        {
            growth::drive_select(world)
        }
        _ => {}
    }
}

/// The phase drivers: the one that the phase (and growth step) calls for takes its next
/// step. What one update of the rules does after the state transitions; a loaded game
/// is fast-forwarded by calling it (see [`step`]).
pub fn drive(world: &mut World) {
    if world.get_resource::<RulesGate>().is_some_and(|g| g.hold) || transition_pending(world) {
        return;
    }
    match world.get_resource::<State<GamePhase>>().map(|s| *s.get()) {
        Some(GamePhase::MoveCombat) => move_combat::drive_move_combat(world),
        Some(GamePhase::Trading) => trading::drive_trading(world),
        Some(GamePhase::Growth) => {
            match world.get_resource::<State<GrowthStep>>().map(|s| *s.get()) {
                Some(GrowthStep::Select) => growth::drive_select(world),
                Some(GrowthStep::Resolve) => growth::drive_resolve(world),
                _ => {}
            }
        }
        _ => {}
    }
}

/// Whether a phase or growth step change waits for the state transitions: until it is
/// made, no driver acts on the old state (a second growth roll, say), whatever the order
/// in which the view gives commands and the drivers run.
pub fn transition_pending(world: &World) -> bool {
    world
        .get_resource::<NextState<GamePhase>>()
        .is_some_and(|n| matches!(n, NextState::Pending(_) | NextState::PendingIfNeq(_)))
        || world
            .get_resource::<NextState<GrowthStep>>()
            .is_some_and(|n| matches!(n, NextState::Pending(_) | NextState::PendingIfNeq(_)))
}

/// One update of the rules, run by hand (commands are applied directly, not sent): the
/// drivers after commands, the state transitions, the phase drivers. The same steps in
/// the same order as an app update, so a game stepped so is the same game.
pub fn step(world: &mut World) {
    drive_after_commands(world);
    transitions_if_pending(world);
    drive(world);
}

/// The phase and growth step changes, made only when one waits (see [`transitions`]).
/// Every app with the rules runs this at the end of its pre-update (the phases' plugin
/// below); [`step`] runs it by hand.
pub fn transitions_if_pending(world: &mut World) {
    if transition_pending(world) {
        transitions::apply::<GamePhase, GrowthStep>(world);
    }
}

/// Gives recorded commands, each when the game asks, stepping the rules by hand in
/// between ([`step`]): the one way a game is replayed, headless or in the window. Stops
/// at the first question the recording has no answer for, or at the game's end.
pub fn replay_commands(
    world: &mut World,
    commands: &[crate::rules::player::SeatCommand],
) -> Result<(), String> {
    let mut next = commands.iter();
    for _ in 0..200_000 {
        if world.contains_resource::<FinalResult>() {
            return match next.next() {
                Some(c) => Err(crate::t!("refuse-replay-ended", command = format!("{c:?}"))),
                None => Ok(()),
            };
        }
        if world
            .resource::<crate::rules::prompt::PromptSlot>()
            .0
            .is_some()
        {
            let Some(c) = next.next() else {
                return Ok(());
            };
            crate::rules::player::apply_command_as(world, c.seat, c.command.clone()).map_err(
                |e| crate::t!("refuse-replay-refused", command = format!("{c:?}"), why = e),
            )?;
            continue;
        }
        step(world);
    }
    Err(crate::t!("refuse-replay-endless"))
}

pub fn plugin(app: &mut App) {
    app.init_resource::<RulesGate>();
    app.add_systems(
        PreUpdate,
        (drive_after_commands, transitions_if_pending)
            .chain()
            .after(crate::rules::player::apply_submitted_commands),
    )
    .add_systems(Update, drive);
    transitions::register::<GamePhase, GrowthStep>(app);
    app.add_plugins((
        move_combat::plugin,
        growth::plugin,
        trading::plugin,
        scoring::plugin,
    ));
}
