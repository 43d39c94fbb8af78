//! The phase changes: the game phase and its growth steps are Bevy states (`State`,
//! `NextState`, `OnEnter` and `OnExit` schedules), changed here by one function instead
//! of Bevy's transition schedule. That schedule runs eight systems for these two states
//! on every change, whatever changed; with seven phase or step changes a round, they
//! took a tenth of a simulated game's time (11.5% in a profile of the benchmark).
//!
//! What a change does is Bevy's: a pending `NextState` is taken (a state set to itself
//! runs its schedules again only when set with `set`, not `set_if_neq`); the sub-state
//! exists only while its source state says so (entered at its default, or at the
//! `NextState` waiting for it, and left when its source changes away); the `OnExit`
//! schedules run innermost first, then the `OnTransition` ones, then the `OnEnter`
//! ones outermost first. One change per call: a schedule that sets a state again is
//! seen at the next call, as at Bevy's next update. No transition messages are written,
//! and the states are not marked changed: nothing reads or watches them.

use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;

/// One state's change in a call: what it left, what it entered (either may be absent
/// for a sub-state), and whether a change to the same value still runs the schedules.
struct Change<S> {
    exited: Option<S>,
    entered: Option<S>,
    same_runs: bool,
}

impl<S: States> Change<S> {
    fn runs(&self) -> bool {
        self.exited != self.entered || self.same_runs
    }
}

/// Registers the root state `S` (at its default) and the sub-state `T`, with nothing
/// else: the changes are made by [`apply`].
pub fn register<S, T>(app: &mut App)
where
    S: FreelyMutableState + Default,
    T: SubStates<SourceStates = S> + FreelyMutableState,
{
    app.insert_resource(State::new(S::default()))
        .init_resource::<NextState<S>>()
        .init_resource::<NextState<T>>();
}

/// Takes the pending change of `S`, if any: (the new value, whether the same value
/// still runs the schedules).
fn take_next<S: FreelyMutableState>(world: &mut World) -> Option<(S, bool)> {
    let mut next = world.get_resource_mut::<NextState<S>>()?;
    match std::mem::take(next.bypass_change_detection()) {
        NextState::Pending(s) => Some((s, true)),
        NextState::PendingIfNeq(s) => Some((s, false)),
        NextState::Unchanged => None,
    }
}

/// Makes the pending changes of the root state `S` and its sub-state `T`, and runs
/// their schedules.
pub fn apply<S, T>(world: &mut World)
where
    S: FreelyMutableState,
    T: SubStates<SourceStates = S> + FreelyMutableState,
{
    let root = take_next::<S>(world).and_then(|(entered, same_runs)| {
        let mut state = world.get_resource_mut::<State<S>>()?;
        let exited =
            std::mem::replace(state.bypass_change_detection(), State::new(entered.clone()));
        Some(Change {
            exited: Some(exited.get().clone()),
            entered: Some(entered),
            same_runs,
        })
    });
    let sub = sub_change::<S, T>(world, root.is_some());
    exit(world, &sub);
    exit(world, &root);
    transition(world, &root);
    transition(world, &sub);
    enter(world, &root);
    enter(world, &sub);
}

fn exit<S: States>(world: &mut World, change: &Option<Change<S>>) {
    if let Some(c) = change.as_ref().filter(|c| c.runs())
        && let Some(s) = c.exited.clone()
    {
        let _ = world.try_run_schedule(OnExit(s));
    }
}

fn transition<S: States>(world: &mut World, change: &Option<Change<S>>) {
    if let Some(c) = change
        && let (Some(exited), Some(entered)) = (c.exited.clone(), c.entered.clone())
    {
        let _ = world.try_run_schedule(OnTransition { exited, entered });
    }
}

fn enter<S: States>(world: &mut World, change: &Option<Change<S>>) {
    if let Some(c) = change.as_ref().filter(|c| c.runs())
        && let Some(s) = c.entered.clone()
    {
        let _ = world.try_run_schedule(OnEnter(s));
    }
}

/// The sub-state's change: it follows its source when that changed (to exist or not),
/// else the change waiting for it.
fn sub_change<S, T>(world: &mut World, source_changed: bool) -> Option<Change<T>>
where
    S: FreelyMutableState,
    T: SubStates<SourceStates = S> + FreelyMutableState,
{
    let next = take_next::<T>(world);
    if !source_changed && next.is_none() {
        return None;
    }
    let current = world.get_resource::<State<T>>().map(|s| s.get().clone());
    let initial = if source_changed {
        world
            .get_resource::<State<S>>()
            .and_then(|s| T::should_exist(s.get().clone()))
    } else {
        current.clone()
    };
    let same_runs = next.as_ref().is_some_and(|(_, same)| *same);
    let new = initial.map(|x| next.map(|(n, _)| n).or(current.clone()).unwrap_or(x));
    match (&current, new) {
        (_, Some(entered)) => {
            match world.get_resource_mut::<State<T>>() {
                Some(mut state) => *state.bypass_change_detection() = State::new(entered.clone()),
                None => world.insert_resource(State::new(entered.clone())),
            }
            Some(Change {
                exited: current,
                entered: Some(entered),
                same_runs,
            })
        }
        (Some(_), None) => {
            world.remove_resource::<State<T>>();
            Some(Change {
                exited: current,
                entered: None,
                same_runs,
            })
        }
        (None, None) => None,
    }
}

/// Each case is played with [`apply`] and with Bevy's transition schedule: the same
/// schedules must run, in the same order.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::moments::{GamePhase, GrowthStep};

    /// The schedules run, in order.
    #[derive(Resource, Default)]
    struct Ran(Vec<String>);

    /// Bevy's own way, to compare with.
    #[derive(Resource)]
    struct Bevys;

    fn app_made(bevys: bool) -> App {
        let mut app = App::new();
        if bevys {
            app.add_plugins(bevy::state::app::StatesPlugin)
                .init_state::<GamePhase>()
                .add_sub_state::<GrowthStep>()
                .insert_resource(Bevys);
            app.world_mut().run_schedule(StateTransition);
        } else {
            register::<GamePhase, GrowthStep>(&mut app);
        }
        app.init_resource::<Ran>();
        for p in [GamePhase::MoveCombat, GamePhase::Growth, GamePhase::Trading] {
            app.add_systems(OnEnter(p), move |mut r: ResMut<Ran>| {
                r.0.push(format!("enter {p:?}"))
            })
            .add_systems(OnExit(p), move |mut r: ResMut<Ran>| {
                r.0.push(format!("exit {p:?}"))
            });
        }
        for s in [GrowthStep::Select, GrowthStep::Resolve] {
            app.add_systems(OnEnter(s), move |mut r: ResMut<Ran>| {
                r.0.push(format!("enter {s:?}"))
            })
            .add_systems(OnExit(s), move |mut r: ResMut<Ran>| {
                r.0.push(format!("exit {s:?}"))
            });
        }
        app
    }

    fn go(app: &mut App, f: impl FnOnce(&mut World)) -> Vec<String> {
        let world = app.world_mut();
        f(world);
        if world.contains_resource::<Bevys>() {
            world.run_schedule(StateTransition);
        } else {
            apply::<GamePhase, GrowthStep>(world);
        }
        std::mem::take(&mut world.resource_mut::<Ran>().0)
    }

    fn phase(app: &App) -> (GamePhase, Option<GrowthStep>) {
        let w = app.world();
        (
            *w.resource::<State<GamePhase>>().get(),
            w.get_resource::<State<GrowthStep>>().map(|s| *s.get()),
        )
    }

    #[test]
    fn the_growth_steps_follow_the_phase_innermost_out_and_outermost_in() {
        for bevys in [false, true] {
            steps_follow_the_phase(app_made(bevys));
        }
    }

    fn steps_follow_the_phase(mut app: App) {
        assert_eq!(phase(&app), (GamePhase::Setup, None));
        let ran = go(&mut app, |w| {
            w.resource_mut::<NextState<GamePhase>>()
                .set(GamePhase::MoveCombat)
        });
        assert_eq!(ran, ["enter MoveCombat"]);
        // Into the growth phase: the phase is entered, then its first step.
        let ran = go(&mut app, |w| {
            w.resource_mut::<NextState<GamePhase>>()
                .set(GamePhase::Growth)
        });
        assert_eq!(ran, ["exit MoveCombat", "enter Growth", "enter Select"]);
        assert_eq!(phase(&app), (GamePhase::Growth, Some(GrowthStep::Select)));
        let ran = go(&mut app, |w| {
            w.resource_mut::<NextState<GrowthStep>>()
                .set(GrowthStep::Resolve)
        });
        assert_eq!(ran, ["exit Select", "enter Resolve"]);
        // Out of it: the step is left first, and is gone.
        let ran = go(&mut app, |w| {
            w.resource_mut::<NextState<GamePhase>>()
                .set(GamePhase::Trading)
        });
        assert_eq!(ran, ["exit Resolve", "exit Growth", "enter Trading"]);
        assert_eq!(phase(&app), (GamePhase::Trading, None));
        // A step set outside its phase is dropped.
        let ran = go(&mut app, |w| {
            w.resource_mut::<NextState<GrowthStep>>()
                .set(GrowthStep::Resolve)
        });
        assert!(ran.is_empty());
        assert_eq!(phase(&app), (GamePhase::Trading, None));
        assert!(!crate::rules::phases::transition_pending(app.world()));
    }

    #[test]
    fn a_state_set_to_itself_runs_again_only_when_set_not_when_set_if_changed() {
        for bevys in [false, true] {
            set_to_itself(app_made(bevys));
        }
    }

    fn set_to_itself(mut app: App) {
        go(&mut app, |w| {
            w.resource_mut::<NextState<GamePhase>>()
                .set(GamePhase::MoveCombat)
        });
        let ran = go(&mut app, |w| {
            *w.resource_mut::<NextState<GamePhase>>() =
                NextState::PendingIfNeq(GamePhase::MoveCombat);
        });
        assert!(ran.is_empty());
        let ran = go(&mut app, |w| {
            w.resource_mut::<NextState<GamePhase>>()
                .set(GamePhase::MoveCombat)
        });
        assert_eq!(ran, ["exit MoveCombat", "enter MoveCombat"]);
        // One change a call: a change waiting for the next one is left waiting.
        let ran = go(&mut app, |_| {});
        assert!(ran.is_empty());
    }
}
