//! The fair undo (Board Game Arena's rule): you may take back your last command while
//! nothing has happened since that you could not have known before: no die rolled, no
//! automa decision, battle or spawn, no secret seen (a star or relic counter turned up,
//! a remote view, a card drawn). The game itself is undone by replaying the commands
//! before it (saves are replays); this module says when that is fair.

use crate::rules::deck::Decks;
use crate::rules::dice::Dice;
use crate::rules::log::GameLog;
use crate::rules::snapshot::Snapshot;
use bevy::prelude::*;

/// Everything an undo may not take back, counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Barrier {
    rolls: usize,
    settled: usize,
    secrets: usize,
    /// Cards drawn from the recorded decks (a draw reveals a card).
    drawn: usize,
}

/// Set in an app whose game nobody takes back (the simulator's, the strong player's
/// copies): no barrier is counted before its commands, and none is kept.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct NoUndo;

/// The barrier before each accepted command, in command order.
#[derive(Resource, Debug, Clone, Default)]
pub struct UndoMarks(pub Vec<Barrier>);

/// Counts what is known now: a few counters and the cached snapshot's stars (taken
/// before every command, so it must stay cheap).
pub fn barrier(world: &mut World) -> Barrier {
    let snap = Snapshot::take(world);
    let stars = snap.stars.iter().filter(|s| s.revealed).count();
    let relics = snap
        .stars
        .iter()
        .filter(|s| s.relic.is_some_and(|r| r.revealed))
        .count();
    // What the rules' other looks revealed (remote views).
    let views: usize = crate::rules::hooks::hooked::<Revealed>(world)
        .iter()
        .map(|f| f(world))
        .sum();
    Barrier {
        rolls: world.resource::<Dice>().rolls.len(),
        settled: world.resource::<GameLog>().settled(),
        secrets: stars + relics + views,
        drawn: world.get_resource::<Decks>().map_or(0, Decks::draws),
    }
}

/// The barrier before a command, if the app keeps them ([`NoUndo`]).
pub fn before_command(world: &mut World) -> Option<Barrier> {
    (!world.contains_resource::<NoUndo>()).then(|| barrier(world))
}

/// A command was accepted: its barrier is kept.
pub fn accepted(world: &mut World, before: Option<Barrier>) {
    if let Some(before) = before {
        world.resource_mut::<UndoMarks>().0.push(before);
    }
}

/// Why `seat` cannot take back the last command now, or `None` when it can: at a table
/// of several people, only the one who gave it may (and only while it is the last).
pub fn why_not_by(world: &mut World, seat: crate::rules::model::Seat) -> Option<&'static str> {
    let last = world
        .resource::<crate::rules::commands::CommandLog>()
        .0
        .last()
        .map(|c| c.seat);
    match last {
        Some(s) if s != seat => Some(said("refuse-undo-other-person")),
        _ => why_not(world),
    }
}

/// The message `key` in the language in use, kept for the program's life: the reasons
/// here are few and their callers take them as `&'static str` (each is written once per
/// language; a change of language writes them again).
fn said(key: &'static str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static WRITTEN: Mutex<Option<HashMap<(String, &'static str), &'static str>>> = Mutex::new(None);
    let code = crate::lang::current_code();
    let mut written = WRITTEN.lock().unwrap_or_else(|e| e.into_inner());
    written
        .get_or_insert_with(HashMap::new)
        .entry((code, key))
        .or_insert_with(|| Box::leak(crate::lang::tr(key, &[]).into_boxed_str()))
}

/// Why the last command cannot be taken back now, or `None` when it can.
pub fn why_not(world: &mut World) -> Option<&'static str> {
    let Some(&last) = world.resource::<UndoMarks>().0.last() else {
        return Some(said("refuse-undo-nothing"));
    };
    let now = barrier(world);
    if now.rolls != last.rolls {
        Some(said("refuse-undo-die"))
    } else if now.settled != last.settled {
        Some(said("refuse-undo-settled"))
    } else if now.secrets != last.secrets || now.drawn != last.drawn {
        Some(said("refuse-undo-revealed-since"))
    } else {
        None
    }
}

/// Hook point: how many hidden things a rule has revealed so far (a remote view's looks):
/// an undo never takes one back.
pub struct Revealed;

impl crate::rules::hooks::HookPoint for Revealed {
    type Fn = fn(&World) -> usize;
}
