//! The growth phase: selection (the player's counters, then the automas' rolls),
//! switching alignment, turn order changes, and each seat's actions in turn order.

use super::{GamePhase, GrowthStep, TurnCursor};
use crate::rules::combat::{self, BattleProgress, BattleQueue};
use crate::rules::data::GrowthAction;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::player::{self, Growths, Oval, PlayerGrowth, Square};
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(GrowthStep::Select), open_selection)
        .add_systems(OnEnter(GrowthStep::SwitchAlignment), switch_alignment)
        .add_systems(OnEnter(GrowthStep::TurnOrder), change_turn_order)
        .add_systems(OnEnter(GrowthStep::Resolve), |mut c: ResMut<TurnCursor>| {
            c.0 = 0
        });
}

/// Each person chooses counters in turn (in the roster's order); once all have, the
/// automas roll their growth rows and the phase goes on (commands only record choices).
pub(super) fn drive_select(world: &mut World) {
    if world.resource::<PromptSlot>().0.is_some() {
        return;
    }
    if super::ask_next_person(world, Prompt::GrowthSelection, |w, p| {
        w.resource::<Growths>().0[p].selection.is_some()
    }) {
        return;
    }
    // Every person has chosen: their counters are turned up together.
    player::reveal_selections(world);
    // Every automa chooses its growth actions, in the roster's order.
    let automas: Vec<Seat> = world.resource::<Roster>().automas().collect();
    for seat in automas {
        if let Some(kind) = table::automa_kind(world, seat) {
            kind.roll_growth(world, seat);
        }
    }
    world
        .resource_mut::<NextState<GrowthStep>>()
        .set(GrowthStep::SwitchAlignment);
}

/// A new growth phase: nobody has chosen counters yet (the driver asks each person).
fn open_selection(mut growths: ResMut<Growths>, roster: Res<Roster>) {
    *growths = Growths(PerSeat::filled(roster.len(), PlayerGrowth::default()));
}

fn switch_alignment(world: &mut World) {
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    for me in people {
        switch_alignment_of(world, me);
    }
    world
        .resource_mut::<NextState<GrowthStep>>()
        .set(GrowthStep::TurnOrder);
}

/// A person who chose the Switch Alignment counter switches and makes peace.
fn switch_alignment_of(world: &mut World, me: Seat) {
    let switch = world.resource::<Growths>().0[me]
        .selection
        .as_ref()
        .is_some_and(|s| s.ovals.contains(&Oval::SwitchAlignment));
    // From the level that keeps you STO the counter switches nothing (only the Anchara
    // may take it there).
    let forced_at = world
        .resource::<crate::rules::data::RulesData>()
        .tech
        .spirituality_forced_sto;
    let forced = world
        .resource::<Technology>()
        .level(me, Field::Spirituality)
        >= forced_at;
    if switch && forced {
        let who = narrate::subject_says(world, me);
        narrate::log_seat_event(
            world,
            me,
            None,
            crate::says!("log-rules-stay-sto", who = who, level = forced_at),
        );
    } else if switch {
        let now = world.resource::<Alignments>().of(me).flipped();
        world.resource_mut::<Alignments>().0[me] = now;
        crate::rules::facts::record(
            world,
            crate::rules::facts::Fact::AlignmentSwitched { seat: me },
        );
        let seats: Vec<Seat> = world.resource::<Roster>().seats().collect();
        let mut dip = world.resource_mut::<Diplomacy>();
        for o in seats {
            dip.set_war(me, o, false);
        }
        let who = narrate::subject_says(world, me);
        narrate::log_seat_event(
            world,
            me,
            None,
            crate::says!("log-rules-switched", who = who, alignment = now.name()),
        );
    }
}

/// "Up" counters first, in turn order (each swaps with the seat ahead); then "down"
/// counters in reverse turn order (each swaps with the seat behind).
pub fn change_turn_order(world: &mut World) {
    let order = world.resource::<TurnOrder>().0.clone();
    let wants = |world: &World, seat: Seat, up: bool| -> bool {
        if world.resource::<Roster>().is_human(seat) {
            let sq = if up {
                Square::TurnOrderUp
            } else {
                Square::TurnOrderDown
            };
            world.resource::<Growths>().0[seat]
                .selection
                .as_ref()
                .is_some_and(|s| s.squares.contains(&sq))
        } else {
            let a = if up {
                GrowthAction::TurnOrderUp
            } else {
                GrowthAction::TurnOrderDown
            };
            table::automa_kind(world, seat)
                .is_some_and(|k| k.planned_growth(world, seat).contains(&a))
        }
    };
    let ups: Vec<Seat> = order
        .iter()
        .copied()
        .filter(|&s| wants(world, s, true))
        .collect();
    let downs: Vec<Seat> = order
        .iter()
        .rev()
        .copied()
        .filter(|&s| wants(world, s, false))
        .collect();
    for s in ups {
        let mut t = world.resource_mut::<TurnOrder>();
        let i = t.position(s);
        if i > 0 {
            t.0.swap(i, i - 1);
        }
    }
    for s in downs {
        let mut t = world.resource_mut::<TurnOrder>();
        let i = t.position(s);
        if i + 1 < t.0.len() {
            t.0.swap(i, i + 1);
        }
    }
    let now = world.resource::<TurnOrder>().0.clone();
    if now != order {
        let names = now.iter().map(|&s| narrate::name_says(world, s)).collect();
        narrate::log_event(
            world,
            crate::says!(
                "log-rules-turn-order",
                order = crate::lang::Says::listing(names, false)
            ),
        );
    }
    world
        .resource_mut::<NextState<GrowthStep>>()
        .set(GrowthStep::Resolve);
}

/// One seat's growth actions per update, in turn order.
pub(super) fn drive_resolve(world: &mut World) {
    // Battles queued after a person's growth turn (forces arriving on ships) are fought
    // before the next seat acts.
    if world.resource::<PromptSlot>().0.is_none()
        && !world.resource::<BattleQueue>().0.is_empty()
        && combat::resolve_battles(world) == BattleProgress::WaitingForPlayer
    {
        return;
    }
    let Some(seat) = super::seat_to_act(world, GamePhase::Trading) else {
        return;
    };
    if world.resource::<Roster>().is_human(seat) {
        let pending = world.resource::<Growths>().0[seat].choices.is_none();
        // Another person who may block one of this person's gains is asked first.
        if pending && crate::rules::block::ask_before_growth(world, seat) {
            return;
        }
        // What a kind asks first (a role declared with your counters).
        if pending && crate::rules::moments::ask_before_person_turn(world, seat, GamePhase::Growth)
        {
            return;
        }
        if pending && player::needs_choices(world, seat) {
            world
                .resource_mut::<PromptSlot>()
                .ask(seat, Prompt::GrowthResolution);
            // The answer resolves the actions; the cursor moves on next update.
            world.resource_mut::<Growths>().0[seat].choices = None;
            world.resource_mut::<TurnCursor>().0 += 1;
            return;
        }
        player::resolve_player_growth(world, seat);
    } else {
        // A person who may block one of its gains is asked first.
        if crate::rules::block::ask_before_growth(world, seat) {
            return;
        }
        if let Some(kind) = table::automa_kind(world, seat) {
            kind.growth_turn(world, seat);
        }
    }
    crate::rules::turns::growth_turn_done(world, seat);
    world.resource_mut::<TurnCursor>().0 += 1;
}
