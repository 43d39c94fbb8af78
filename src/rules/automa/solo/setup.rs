//! Preparing the automas: the start bonus roll for each.

use super::{StartBonus, TableKind};
use crate::rules::automa::shared::assign_tactics;
use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::log::{Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::table;
use bevy::prelude::*;

/// Rolls and applies the start bonus of one automa.
pub fn apply_start_bonus(world: &mut World, seat: Seat) {
    let face = world.resource_mut::<Dice>().d6("start bonus"); // not shown
    let Some(bonus) =
        super::automa_table(world, seat).map(|t| t.start_bonus[(face - 1) as usize].clone())
    else {
        return;
    };
    let mut d = Decision::new(
        0,
        seat,
        DecisionKind::StartBonus,
        crate::says!("log-solo-start-bonus"),
    );
    d.rolls.push(face);
    super::use_row(world, &mut d, seat, TableKind::StartBonus, face);
    match bonus {
        StartBonus::Levels(levels) => {
            for (f, l) in &levels {
                world.resource_mut::<Technology>().set(seat, *f, *l);
            }
            d.result = crate::lang::Says::joined(
                levels
                    .iter()
                    .map(|(f, l)| crate::says!("log-solo-field-level", field = f.says(), n = *l)),
                crate::lang::Joint::Comma,
            );
        }
        StartBonus::TwoRandomFields(level) => {
            let mut fields = Vec::new();
            while fields.len() < 2 {
                let a = world.resource_mut::<Dice>().d6("start bonus field"); // not shown
                let b = world.resource_mut::<Dice>().d6("start bonus field"); // not shown
                if a == b || a == 6 || b == 6 {
                    d.add_reroll(a);
                    d.add_reroll(b);
                    d.filters
                        .push(crate::says!("log-solo-start-reroll", a = a, b = b));
                    continue;
                }
                d.rolls.extend([a, b]);
                fields = vec![Field::ALL[(a - 1) as usize], Field::ALL[(b - 1) as usize]];
            }
            for f in &fields {
                world.resource_mut::<Technology>().set(seat, *f, level);
            }
            d.result = crate::says!(
                "log-solo-two-fields",
                a = fields[0].says(),
                b = fields[1].says(),
                n = level
            );
        }
        StartBonus::OffboardDiscs(n) => {
            for _ in 0..n {
                super::disc_to_offboard(world, seat, crate::says!("log-solo-start-bonus"));
            }
            d.result = crate::says!("log-solo-start-discs", n = n);
        }
    }
    world.resource_mut::<GameLog>().decision(d);
    // Military from the start bonus brings fleet tactics like any other level.
    let mil = world.resource::<Technology>().level(seat, Field::Military);
    if table::has_fleets(world, seat) {
        let gained = world.resource::<RulesData>().base.tactics_gained(0, mil);
        world.resource_mut::<FleetTactics>().unassigned[seat] += gained;
        assign_tactics(world, seat);
    }
}
