//! The guided first game, as the rules see it: the arranged start, the step the player
//! is at, and the one rule it adds: while a step waits for a command, other commands for
//! the same question are refused with the step's title as the reason (the player can
//! leave the guide to play freely). The steps themselves are data (`tutorial.ron`).
//!
//! The step follows the commands, so replaying a guided game's save (undo, Continue)
//! brings the guide back to where the player was.

use crate::rules::commands::PlayerCommand;
use crate::rules::data::{RulesData, Sight, Step, TutorialFile, Wait, fits};
use crate::rules::dice::Dice;
use crate::rules::model::{Diplomacy, Round, TurnOrder};
use crate::rules::moments::GamePhase;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

/// Where the player is in the guided game. Present only in a guided game.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Guide {
    /// The step shown; `steps.len()` once every step is done.
    pub step: usize,
    /// The player left the guide: the game goes on as a normal one.
    pub left: bool,
}

fn lesson(world: &World) -> std::sync::Arc<TutorialFile> {
    world.resource::<RulesData>().tutorial.clone()
}

/// Arranges the start of a guided game after the normal setup: its turn order, wars,
/// extra ships and forced dice; then the guide starts at its first step.
pub fn arrange(world: &mut World) -> Result<(), String> {
    let t = lesson(world);
    let file = crate::rules::data::TUTORIAL;
    let roster = world.resource::<Roster>().clone();
    let you = roster.first_human();
    for (i, p) in t.ships.iter().enumerate() {
        let h = Hex::new(p.at.0, p.at.1);
        if !world.resource::<crate::rules::board::Board>().contains(h) {
            // not shown: from here (a modder's error, in English)
            return Err(format!(
                "{file}: `ships[{i}].at` {:?} is not on the board of seed {}",
                p.at, t.seed
            ));
            // not shown: to here
        }
        crate::rules::ships::place_pieces(world, p.owner, h, p.count);
    }
    for (i, &s) in t.war.iter().enumerate() {
        if roster.is_human(s) {
            // not shown: from here (a modder's error, in English)
            return Err(format!(
                "{file}: `war[{i}]`: you cannot be at war with yourself"
            ));
            // not shown: to here
        }
        world.resource_mut::<Diplomacy>().set_war(you, s, true);
    }
    world.insert_resource(TurnOrder(t.turn_order.clone()));
    world
        .resource_mut::<Dice>()
        .force(t.forced_dice.iter().copied());
    world.insert_resource(Guide::default());
    // The arrangement in the log: the drawn turn order above it no longer holds.
    let names = |world: &World, seats: &[crate::rules::model::Seat]| -> Vec<crate::lang::Says> {
        seats
            .iter()
            .map(|&s| crate::rules::narrate::name_says(world, s))
            .collect()
    };
    let mut text = crate::says!(
        "log-rules-guide-turn-order",
        name = t.name.as_str(),
        order = crate::lang::Says::listing(names(world, &t.turn_order), false)
    );
    for &s in &t.war {
        text = crate::says!(
            "log-rules-guide-war",
            line = text,
            who = crate::rules::narrate::name_says(world, s)
        );
    }
    for p in &t.ships {
        text = crate::says!(
            "log-rules-guide-ships",
            line = text,
            n = p.count,
            who = crate::rules::narrate::name_says(world, p.owner),
            at = crate::rules::board::hex_label(Hex::new(p.at.0, p.at.1))
        );
    }
    crate::rules::narrate::log_event(world, text);
    Ok(())
}

/// A step of the lesson, read in place (the view asks for it every frame).
pub struct StepRef {
    lesson: std::sync::Arc<TutorialFile>,
    index: usize,
}

impl std::ops::Deref for StepRef {
    type Target = Step;
    fn deref(&self) -> &Step {
        &self.lesson.steps[self.index]
    }
}

/// The step shown now and its number, while the guide runs. Steps that wait for a phase
/// the game has reached are passed first.
pub fn current(world: &mut World) -> Option<(usize, StepRef)> {
    settle(world);
    let guide = *world.get_resource::<Guide>()?;
    let lesson = lesson(world);
    (!guide.left && guide.step < lesson.steps.len()).then_some((
        guide.step,
        StepRef {
            lesson,
            index: guide.step,
        },
    ))
}

/// Whether every step is done (the guide then shows its last words until left).
pub fn finished(world: &World) -> bool {
    world
        .get_resource::<Guide>()
        .is_some_and(|g| !g.left && g.step >= lesson(world).steps.len())
}

/// Passes the steps that wait for a point of the game already reached.
fn settle(world: &mut World) {
    let Some(guide) = world.get_resource::<Guide>().copied() else {
        return;
    };
    let t = lesson(world);
    let mut step = guide.step;
    while let Some(Wait::Reach { round, phase }) = t.steps.get(step).map(|s| &s.wait) {
        if !reached(world, *round, *phase) {
            break;
        }
        step += 1;
    }
    if step != guide.step {
        world.resource_mut::<Guide>().step = step;
    }
}

/// The game stands at `phase` of `round` (or later) with a question for a person.
fn reached(world: &World, round: u8, phase: GamePhase) -> bool {
    let now = world.resource::<Round>().0;
    let at = *world.resource::<State<GamePhase>>().get();
    let asked = world
        .resource::<PromptSlot>()
        .asked()
        .is_some_and(|s| world.resource::<Roster>().is_human(s));
    now > round
        || (now == round && (at > phase || (at == phase && asked)))
        || at == GamePhase::GameOver
}

/// The player read the step: the next one shows.
pub fn next(world: &mut World) {
    let t = lesson(world);
    if let Some(mut g) = world.get_resource_mut::<Guide>()
        && matches!(
            t.steps.get(g.step).map(|s| &s.wait),
            Some(Wait::Read | Wait::See(_))
        )
    {
        g.step += 1;
    }
    settle(world);
}

/// The player did something on the screen that the step may wait for.
pub fn saw(world: &mut World, sight: Sight) {
    let Some((i, step)) = current(world) else {
        return;
    };
    if step.wait == Wait::See(sight) {
        world.resource_mut::<Guide>().step = i + 1;
        settle(world);
    }
}

/// Leaves the guide: the game goes on without it.
pub fn leave(world: &mut World) {
    if let Some(mut g) = world.get_resource_mut::<Guide>() {
        g.left = true;
    }
}

/// The next step, from the one shown, that waits for a command, with its index.
fn next_command(world: &World) -> Option<(usize, PlayerCommand)> {
    let g = world.get_resource::<Guide>()?;
    if g.left {
        return None;
    }
    lesson(world)
        .steps
        .iter()
        .enumerate()
        .skip(g.step)
        .find_map(|(i, s)| match &s.wait {
            Wait::Do(c) => Some((i, (**c).clone())),
            _ => None,
        })
}

/// Whether `cmd` answers the question `asked` (for the questions the guide scripts).
fn answers(cmd: &PlayerCommand, asked: &Prompt) -> bool {
    use PlayerCommand as C;
    match asked {
        Prompt::MoveTurn => matches!(
            cmd,
            C::MoveShips { .. }
                | C::MoveFleet { .. }
                | C::UndoMove
                | C::FormFleet { .. }
                | C::SplitFleet { .. }
                | C::SwapFleets { .. }
                | C::DeclareWar(_)
                | C::EndTurn
        ),
        Prompt::GrowthSelection => matches!(cmd, C::SelectGrowth(_)),
        Prompt::GrowthResolution => matches!(cmd, C::ResolveGrowth(_)),
        Prompt::Trading => matches!(cmd, C::Trade { .. } | C::EndTrading),
        Prompt::ChooseLosses { .. } => matches!(cmd, C::InflictLosses(_)),
        Prompt::AssignTactics { .. } => matches!(cmd, C::AssignTactic { .. }),
        _ => false,
    }
}

/// Why the guide refuses `cmd` now, if it does: the next step waits for another answer
/// to the same question. Questions the guide does not script are left to the player.
pub fn refuses(world: &World, cmd: &PlayerCommand) -> Option<String> {
    let (i, want) = next_command(world)?;
    if fits(&want, cmd) || *cmd == PlayerCommand::LeaveGuide {
        return None;
    }
    let asked = world.resource::<PromptSlot>().0.as_ref()?;
    if !answers(&want, asked) {
        return None;
    }
    let title = &lesson(world).steps[i].title;
    let title = crate::lang::content("tutorial", &format!("step{}", i + 1), "title", title);
    Some(crate::t!("refuse-guide-asks-else", title = title))
}

/// A command was accepted: if it is the one a step waits for, the guide moves past it
/// (and past any step before it that only explained).
pub fn did(world: &mut World, cmd: &PlayerCommand) {
    if let Some((i, want)) = next_command(world)
        && fits(&want, cmd)
    {
        world.resource_mut::<Guide>().step = i + 1;
    }
    settle(world);
}

/// The hexes the step shown asks the board to ring.
pub fn highlighted(world: &World) -> Vec<Hex> {
    let Some(g) = world.get_resource::<Guide>().filter(|g| !g.left) else {
        return Vec::new();
    };
    lesson(world)
        .steps
        .get(g.step)
        .map(|s| s.highlight.iter().map(|&(x, y)| Hex::new(x, y)).collect())
        .unwrap_or_default()
}
