//! Technology levels: whether a seat may gain one, and gaining it with what the new
//! level brings.

use crate::rules::data::RulesData;
use crate::rules::hooks::{HookPoint, hooked};
use crate::rules::model::*;
use crate::rules::narrate::{log_event, log_seat_event};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;

/// Hook point: the highest level `seat` may reach in a field, as content limits it (a
/// people's cap). The lowest answer holds.
pub struct LevelCap;

impl HookPoint for LevelCap {
    type Fn = fn(&World, Seat, Field) -> u8;
}

/// The highest level `seat` may reach in a field: 6, or lower by its kind's table or by
/// content (a people's cap).
pub fn level_cap(world: &World, seat: Seat, field: Field) -> u8 {
    let cap = table::traits(world, seat).map_or(6, |t| t.cap(field));
    hooked::<LevelCap>(world)
        .iter()
        .fold(cap, |cap, f| cap.min(f(world, seat, field)))
}

/// Whether a seat could gain a level in a field (automa caps and content's included).
pub fn can_gain_level(world: &World, seat: Seat, field: Field) -> bool {
    world.resource::<Technology>().level(seat, field) < level_cap(world, seat, field)
}

/// Raises a field by one level (if possible) and applies what the new level brings:
/// advanced fleet tactics from Military, forced STO from Spirituality.
pub fn gain_level(world: &mut World, seat: Seat, field: Field) -> bool {
    if !can_gain_level(world, seat, field) {
        return false;
    }
    let level = world.resource::<Technology>().level(seat, field) + 1;
    world.resource_mut::<Technology>().set(seat, field, level);
    if field == Field::Military {
        let gained = world
            .resource::<RulesData>()
            .base
            .tactics_gained(level - 1, level);
        if gained > 0 && table::has_fleets(world, seat) {
            world.resource_mut::<FleetTactics>().unassigned[seat] += gained;
        }
    }
    // Only a person switches alignment (the automas keep theirs whatever their level).
    if world.resource::<Roster>().is_human(seat) && field == Field::Spirituality {
        let forced = world.resource::<RulesData>().tech.spirituality_forced_sto;
        if level >= forced && world.resource::<Alignments>().of(seat) == Alignment::Sts {
            world.resource_mut::<Alignments>().0[seat] = Alignment::Sto;
            crate::rules::facts::record(
                world,
                crate::rules::facts::Fact::AlignmentSwitched { seat },
            );
            let others: Vec<Seat> = world.resource::<Roster>().seats().collect();
            let mut dip = world.resource_mut::<Diplomacy>();
            for o in others {
                dip.set_war(seat, o, false);
            }
            log_event(world, crate::says!("log-rules-forced-sto"));
        }
    }
    log_seat_event(
        world,
        seat,
        None,
        crate::says!(
            "log-rules-level-gained",
            who = crate::rules::narrate::name_says(world, seat),
            field = field.says(),
            level = level
        ),
    );
    true
}

/// Fields in which `seat` could still gain a level, in die order.
pub fn gainable_fields(world: &World, seat: Seat) -> Vec<Field> {
    Field::ALL
        .into_iter()
        .filter(|&f| can_gain_level(world, seat, f))
        .collect()
}

/// Reports a Research that raised `field` (the level it reached), for the content that
/// rewards researchers.
pub fn researched(world: &mut World, seat: Seat, field: Field) {
    let level = world.resource::<Technology>().level(seat, field);
    crate::rules::facts::record(
        world,
        crate::rules::facts::Fact::Researched { seat, field, level },
    );
}
