//! No lost progress in the window: the game is saved after every accepted command (the
//! autosave slot), named saves from the menu, and Continue or Load from the title
//! screen. A save loads by replaying its commands within one frame, then the board
//! shows where the game stands (nothing replayed is animated again).

use super::screen::Screen;
use super::start::rules_for;
use super::state::SaveStatus;
use crate::rules::player::CommandLog;
use crate::save::{self, SaveFile, store};
use bevy::prelude::*;

/// A save to load at the end of this frame (asked for by a screen's button), and the
/// named slot it comes from (`None`: the autosave).
#[derive(Resource, Debug, Clone)]
pub struct PendingLoad(pub SaveFile, pub Option<String>);

/// Something a screen asked of the save store, done at the end of the frame.
#[derive(Resource, Debug, Clone)]
pub enum SaveRequest {
    /// Save the game in progress under this name.
    Save(String),
    /// Load this slot.
    Load(String),
    Delete(String),
    /// Take back your last command.
    Undo,
    /// Watch this slot's game from its start.
    Watch(String),
}

/// The saves on disk (or in the browser), read when the title screen or the menu opens
/// and after each change: not every frame.
#[derive(Resource, Debug, Clone, Default)]
pub struct SaveList {
    /// The autosave, when it holds a game that is not over.
    pub resume: Option<SaveFile>,
    /// The guided game's save, when it is not over (its own Continue).
    pub guided: Option<SaveFile>,
    pub slots: Vec<store::Listed>,
    /// Your finished games.
    pub history: crate::save::history::History,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SaveStatus>()
        .init_resource::<SaveList>()
        .add_systems(OnEnter(Screen::Title), refresh_list)
        .add_systems(Update, forget_old_messages)
        .add_systems(
            Last,
            (
                autosave.run_if(in_state(Screen::Game)),
                handle_request,
                load_pending,
            )
                .chain()
                // Saves are checked against the rules: nothing before they are loaded.
                .run_if(resource_exists::<crate::rules::data::RulesData>),
        );
}

/// A save or load message belongs to the screen it was given on: once the screen
/// changes, an older one goes (a "Saved" would otherwise greet you in the next game's
/// menu). One given just before the change (a load that failed and sent you back to
/// the title) stays, to be read there.
fn forget_old_messages(
    mut status: ResMut<SaveStatus>,
    mut changes: MessageReader<StateTransitionEvent<Screen>>,
    frames: Res<bevy::diagnostic::FrameCount>,
    mut seen: Local<(Option<(bool, String)>, u32)>,
) {
    if status.message != seen.0 {
        *seen = (status.message.clone(), frames.0);
    }
    let changed = changes.read().count() > 0;
    if changed && status.message.is_some() && frames.0.wrapping_sub(seen.1) > 3 {
        status.message = None;
        seen.0 = None;
    }
}

/// Reads the list of saves again.
pub fn refresh_list(world: &mut World) {
    let resume = continuable(world);
    let guided = read_slot(world, GUIDED_SLOT)
        .ok()
        .filter(|s| s.about.result.is_none());
    let slots = store::list()
        .into_iter()
        .filter(|l| l.slot != store::AUTOSAVE)
        .collect();
    let history = store::read_history();
    world.insert_resource(SaveList {
        resume,
        guided,
        slots,
        history,
    });
}

fn handle_request(world: &mut World) {
    let Some(request) = world.remove_resource::<SaveRequest>() else {
        return;
    };
    let message = match request {
        SaveRequest::Save(name) => {
            match store::slot_name(&name).and_then(|slot| write_slot(world, &slot).map(|()| slot)) {
                Ok(slot) => {
                    world.insert_resource(super::state::SlotName(Some(slot.clone())));
                    (true, crate::t!("saving-saved-as", slot = slot.as_str()))
                }
                Err(e) => (false, crate::t!("saving-not-saved", error = e)),
            }
        }
        SaveRequest::Load(slot) => match read_slot(world, &slot) {
            Ok(saved) => {
                world.insert_resource(PendingLoad(saved, Some(slot)));
                return;
            }
            Err(e) => (
                false,
                crate::t!("saving-cannot-load", slot = slot.as_str(), error = e),
            ),
        },
        SaveRequest::Delete(slot) => match store::delete(&slot) {
            Ok(()) => (true, crate::t!("saving-deleted", slot = slot.as_str())),
            Err(e) => (false, e),
        },
        SaveRequest::Watch(slot) => match read_slot(world, &slot)
            .and_then(|saved| super::replay::watch(world, &slot, &saved))
        {
            Ok(()) => return,
            Err(e) => (
                false,
                crate::t!("saving-cannot-watch", slot = slot.as_str(), error = e),
            ),
        },
        SaveRequest::Undo => {
            let result = undo(world);
            let mut fb = world.resource_mut::<super::state::Feedback>();
            (fb.ok, fb.text) = match result {
                Ok(()) => (true, crate::says!("saving-undone")),
                Err(e) => (false, e.into()),
            };
            return;
        }
    };
    world.resource_mut::<SaveStatus>().message = Some(message);
    refresh_list(world);
}

/// The save slot of the guided first game (listed with the saved games).
pub const GUIDED_SLOT: &str = "guided-game";

/// Writes the autosave slot whenever a command was accepted, and once more when the
/// game ends (so that Continue no longer offers it).
fn autosave(world: &mut World, mut saved: Local<(usize, bool)>) {
    // A game being watched is not yours: your autosave stays as it is.
    if world.contains_resource::<super::replay::Replay>() {
        *saved = (usize::MAX, false);
        return;
    }
    let commands = world.resource::<CommandLog>().0.len();
    let over = world.contains_resource::<crate::rules::phases::FinalResult>();
    if (commands, over) == *saved {
        return;
    }
    *saved = (commands, over);
    if commands == 0 && !over {
        return;
    }
    // The guided game keeps a slot of its own: your real game's Continue stays.
    let slot = if world.resource::<crate::rules::setup::GameConfig>().tutorial {
        GUIDED_SLOT
    } else {
        store::AUTOSAVE
    };
    if let Err(e) = write_slot(world, slot) {
        warn!("autosave failed: {e}");
        world.resource_mut::<SaveStatus>().message =
            Some((false, crate::t!("saving-autosave-failed", error = e)));
    }
    if over && slot == store::AUTOSAVE {
        record_history(world);
    }
}

/// A finished game goes into your history (once, even if its save is loaded again).
fn record_history(world: &World) {
    let Some(result) = world.get_resource::<crate::rules::phases::FinalResult>() else {
        return;
    };
    let about = save::capture(world, save::now());
    let config = world.resource::<crate::rules::setup::GameConfig>();
    let goal = world
        .resource::<crate::rules::content::goal::ActiveGoal>()
        .0
        .as_ref()
        .map(|g| g.name.clone());
    let game = crate::save::history::PlayedGame {
        date: about.about.saved_at,
        seed: config.seed,
        difficulty: config.difficulty,
        story: about.about.story,
        goal,
        people: about.about.people,
        people_key: about.about.people_key,
        side: about.about.side,
        dp: result.dp,
        rank: result.rank.clone(),
        commands: about.commands.len() as u32,
        table: config.setup.clone(),
        // Finished by the built-in player: asked to play on, or given every person's seat.
        by_policy: world.resource::<crate::view::state::AutoPlay>().on
            || (!config.policy.is_empty() && people_all_by_policy(world)),
    };
    let mut history = store::read_history();
    if history.add(game)
        && let Err(e) = store::write_history(&history)
    {
        warn!("history not kept: {e}");
    }
}

/// Every person's seat at the table was given to the built-in player.
fn people_all_by_policy(world: &World) -> bool {
    use crate::rules::data::ControllerSpec;
    let config = world.resource::<crate::rules::setup::GameConfig>();
    let rules = world.resource::<crate::rules::data::RulesData>();
    crate::rules::setup::setup_of(rules, config).is_ok_and(|s| {
        s.seats
            .iter()
            .filter(|x| x.controller == ControllerSpec::Human)
            .all(|x| config.policy.contains(&x.key))
    })
}

/// Saves the game in progress to `slot`.
pub fn write_slot(world: &World, slot: &str) -> Result<(), String> {
    let text = save::to_text(&save::capture(world, save::now()));
    store::write(slot, &text)
}

/// Reads a slot and checks it against the rules loaded now, without replaying it.
pub fn read_slot(world: &World, slot: &str) -> Result<SaveFile, String> {
    let saved = save::parse(&store::read(slot)?)?;
    if saved.rules_folder.is_none() {
        let own = world
            .get_resource::<super::mods::BuiltInRules>()
            .map(|b| &b.0)
            .unwrap_or(world.resource::<crate::rules::data::RulesData>());
        save::check(&saved, own)?;
    }
    Ok(saved)
}

/// The autosave, when it holds a game that is not over (for Continue).
pub fn continuable(world: &World) -> Option<SaveFile> {
    read_slot(world, store::AUTOSAVE)
        .ok()
        .filter(|s| s.about.result.is_none())
}

fn load_pending(world: &mut World) {
    let Some(PendingLoad(saved, slot)) = world.remove_resource::<PendingLoad>() else {
        return;
    };
    let result = load_into(world, &saved);
    // A game you load is yours to play: the built-in policy waits until asked.
    if world
        .get_resource::<super::state::ScriptedCapture>()
        .is_none()
    {
        world.resource_mut::<super::state::AutoPlay>().on = false;
    }
    let message = match &result {
        Ok(()) => (
            true,
            crate::t!(
                "saving-loaded",
                round = saved.about.round,
                dp = saved.about.dp
            ),
        ),
        Err(e) => (false, crate::t!("saving-load-failed", error = e.as_str())),
    };
    match &result {
        Ok(()) => info!(
            "loaded a save: round {}, {} commands",
            saved.about.round,
            saved.commands.len()
        ),
        Err(e) => warn!("{e}"),
    }
    if result.is_ok() {
        // The menu's save box offers the name it was loaded from.
        world.insert_resource(super::state::SlotName(slot));
    } else {
        // Whatever was replayed is not a game to show: back to the title.
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
    world.resource_mut::<SaveStatus>().message = Some(message);
}

/// Starts the save's game and replays its commands now, stepping the rules by hand
/// (the same steps as an update), until the game waits for a command no longer in the
/// save, or ends.
pub fn load_into(world: &mut World, saved: &SaveFile) -> Result<(), String> {
    rules_for(world, saved)?;
    super::start::start_game(world, saved.config.clone())?;
    world.resource_mut::<crate::rules::phases::RulesGate>().hold = false;
    crate::rules::phases::replay_commands(world, &saved.commands)
        .map_err(|e| crate::t!("saving-no-replay", error = e.to_string()))?;
    // What was replayed is not played out again on the board.
    let entries = world.resource::<crate::rules::log::GameLog>().entries.len();
    world
        .resource_mut::<super::animation::Animations>()
        .catch_up(entries);
    Ok(())
}

/// Takes back your last command when the fair-undo rule allows it (see
/// [`crate::rules::undo`]): the game is replayed without it.
pub fn undo(world: &mut World) -> Result<(), String> {
    let you = super::state::viewer(world);
    if let Some(why) = crate::rules::undo::why_not_by(world, you) {
        return Err(crate::t!("saving-cannot-undo", why = why));
    }
    let mut saved = save::capture(world, save::now());
    saved.commands.pop();
    // The same person keeps the device: an undo is no hand-over.
    let holder = world.resource::<super::state::Screenholder>().clone();
    load_into(world, &saved)?;
    world.insert_resource(holder);
    Ok(())
}
