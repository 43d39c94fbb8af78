//! The move/combat phase: seats take turns in turn order; the automas roll and move,
//! the player is prompted; battles follow each turn.

use super::{GamePhase, TurnCursor, TurnDone, TurnsDone};
use crate::rules::combat::{self, BattleProgress, BattleQueue};
use crate::rules::hooks::hooked_mut;
use crate::rules::model::*;
use crate::rules::moments::PersonTurnEnded;
use crate::rules::narrate;
use crate::rules::player::TurnMoves;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;

/// Where the active seat's turn stands.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MoveTurn {
    pub started: bool,
    /// A person's turn is over and what acts after it has acted.
    pub after_person: bool,
}

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(GamePhase::MoveCombat), start_phase);
}

/// A seat index to start the next move/combat phase at (scenarios start mid-phase).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StartCursor(pub Option<usize>);

fn start_phase(
    mut cursor: ResMut<TurnCursor>,
    mut start: ResMut<StartCursor>,
    mut turn: ResMut<MoveTurn>,
    mut flags: ResMut<RoundFlags>,
) {
    cursor.0 = start.0.take().unwrap_or(0);
    *turn = MoveTurn::default();
    *flags = RoundFlags::new(flags.traded.len());
}

/// Advances the phase by at most one seat's turn per update, so runners can stop
/// between turns; waits while the player has a prompt open.
pub fn drive_move_combat(world: &mut World) {
    let Some(seat) = super::seat_to_act(world, GamePhase::Growth) else {
        return;
    };
    let round = narrate::current_round(world);
    if !world.resource::<MoveTurn>().started {
        // A person whose ships could block one of this seat's jumps is asked first (an
        // automa does not move in the first round).
        let moves = world.resource::<Roster>().is_human(seat)
            || (round > 1 && table::automa_kind(world, seat).is_some_and(|k| k.moves()));
        if moves && crate::rules::jump_block::ask_before_movement(world, seat) {
            return;
        }
        if world.resource::<Roster>().is_human(seat)
            && crate::rules::moments::ask_before_person_turn(world, seat, GamePhase::MoveCombat)
        {
            return;
        }
        // Battles begun before the turn (a kind that moved first) are fought first.
        if !world.resource::<BattleQueue>().0.is_empty()
            && combat::resolve_battles(world) == BattleProgress::WaitingForPlayer
        {
            return;
        }
        world.resource_mut::<MoveTurn>().started = true;
        if world.resource::<Roster>().is_human(seat) {
            *world.resource_mut::<TurnMoves>() = TurnMoves::default();
            if world.resource::<FleetTactics>().unassigned[seat] > 0 {
                let count = world.resource::<FleetTactics>().unassigned[seat];
                world
                    .resource_mut::<PromptSlot>()
                    .ask(seat, Prompt::AssignTactics { count });
            } else {
                world
                    .resource_mut::<PromptSlot>()
                    .ask(seat, Prompt::MoveTurn);
            }
            return;
        }
        if round > 1 || table::automa_kind(world, seat).is_some_and(|k| k.first_round_turn()) {
            if let Some(kind) = table::automa_kind(world, seat) {
                kind.move_turn(world, seat);
            }
            combat::queue_battles(world, seat);
        } else if table::automa_kind(world, seat).is_some_and(|k| k.moves()) {
            let who = narrate::name_says(world, seat);
            narrate::log_seat_event(
                world,
                seat,
                None,
                crate::says!("log-rules-no-first-move", who = who),
            );
        }
    }
    // A player who just assigned tactics continues with the move turn.
    if world.resource::<Roster>().is_human(seat) && !world.resource::<TurnMoves>().ended {
        world
            .resource_mut::<PromptSlot>()
            .ask(seat, Prompt::MoveTurn);
        return;
    }
    if !world.resource::<BattleQueue>().0.is_empty()
        && combat::resolve_battles(world) == BattleProgress::WaitingForPlayer
    {
        return;
    }
    // After a person's turn (its battles fought), what acts after each of their turns.
    if world.resource::<Roster>().is_human(seat) && !world.resource::<MoveTurn>().after_person {
        world.resource_mut::<MoveTurn>().after_person = true;
        for after in hooked_mut::<PersonTurnEnded>(world).iter().copied() {
            after(world, seat, GamePhase::MoveCombat);
        }
        // What acts after the turn asked the person something: the turn ends once
        // answered (the hooks do not run again).
        if world.resource::<PromptSlot>().0.is_some() {
            return;
        }
        if !world.resource::<BattleQueue>().0.is_empty()
            && combat::resolve_battles(world) == BattleProgress::WaitingForPlayer
        {
            return;
        }
    }
    world.resource_mut::<TurnsDone>().0.push(TurnDone {
        round,
        phase: GamePhase::MoveCombat,
        seat: Some(seat),
    });
    world.resource_mut::<TurnCursor>().0 += 1;
    *world.resource_mut::<MoveTurn>() = MoveTurn::default();
}
