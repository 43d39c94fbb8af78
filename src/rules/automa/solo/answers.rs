//! How an automa of the solo kind answers the rules' questions: its table's retreat
//! number, all-or-nothing losses, and a die among equally good hexes.

use crate::rules::choice::{Question, Reply, roll_at_most};
use crate::rules::log::{Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use bevy::prelude::*;

pub fn answer(world: &mut World, seat: Seat, question: &Question) -> Reply {
    let round = narrate::current_round(world);
    match question {
        // A solo automa plays no people: it never forces a retreat.
        Question::ForceRetreat { .. } => Reply::ForceRetreat(false),
        Question::RetreatBeforeCombat { .. } => {
            let max = super::automa_table(world, seat).map_or(6, |t| t.retreat);
            let mut d = Decision::new(
                round,
                seat,
                DecisionKind::RetreatBeforeCombat,
                crate::says!("log-solo-retreat-before-combat"),
            );
            d.table_row = Some(crate::says!("log-solo-row-retreat", max = max));
            let go = roll_at_most(world, &mut d, max, "retreat before combat"); // not shown
            d.result = if go {
                crate::says!("log-solo-retreat")
            } else {
                crate::says!("log-solo-stand")
            };
            world.resource_mut::<GameLog>().decision(d);
            Reply::Retreat(go)
        }
        Question::Losses { max, .. } => {
            let all = super::automa_table(world, seat).is_some_and(|t| t.destroy_all_on_win);
            Reply::Losses(if all { *max } else { 0 })
        }
        Question::RetreatHex {
            hex, options, why, ..
        } => Reply::RetreatTo(crate::rules::automa::shared::retreat_hex_by_die(
            world,
            seat,
            *hex,
            options,
            why.clone(),
        )),
    }
}
