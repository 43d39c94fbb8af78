//! The Automa's benefit board (RULES.md 15, "Advancing"): what reaching a level brings
//! it (conquests, new stars, Chronicle cards, rolled advances), done in order after the
//! advance that reached it.

use super::ADVANCE;
use super::advance;
use super::conquer;
use super::state::{self, Bot, Chroniclers};
use super::tables::{Benefit, ChroniclersTable, DecisionCard, Icon};
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use bevy::prelude::*;

/// The Automa advances by the track card's icon (with its benefit), then the Shadow
/// Empire by its own, both breaking ties with the tiebreaker card.
pub fn advance_both(
    world: &mut World,
    table: &ChroniclersTable,
    track: &DecisionCard,
    tie: &DecisionCard,
    why: &crate::lang::Says,
) {
    advance(world, table, Bot::Automa, track.automa, tie, true, why);
    advance(world, table, Bot::Shadow, track.shadow, tie, false, why);
}

/// One advance of a bot by `icon`, ties by `card`, and for the Automa, when `benefits`,
/// what the level reached brings.
pub fn advance(
    world: &mut World,
    table: &ChroniclersTable,
    bot: Bot,
    icon: Icon,
    card: &DecisionCard,
    benefits: bool,
    why: &crate::lang::Says,
) -> Option<Field> {
    let (field, level) = advance::advance(world, table, bot, icon, card, why.clone())?;
    if benefits && bot == Bot::Automa {
        self::benefits(world, table, field, level, card, 0);
    }
    Some(field)
}

/// Advances a rolled field (the science die, face 6 rolled again), with the benefit when
/// `keep`.
pub fn roll_advance(
    world: &mut World,
    table: &ChroniclersTable,
    fields: &[Field],
    keep: bool,
    card: &DecisionCard,
    depth: u32,
) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    let pool: Vec<Field> = if fields.is_empty() {
        Field::ALL.to_vec()
    } else {
        fields.to_vec()
    };
    let open: Vec<Field> = pool
        .iter()
        .copied()
        .filter(|&f| state::level(world, Bot::Automa, f) < 6)
        .collect();
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(ADVANCE),
        crate::says!("log-chr-roll-what"),
    );
    d.offer(open.iter().map(|&f| (Candidate::Field(f), f.says())));
    if open.is_empty() {
        d.result = crate::says!("log-chr-roll-none");
        world.resource_mut::<GameLog>().decision(d);
        return;
    }
    let pick = world
        .resource_mut::<crate::rules::dice::Dice>()
        .pick(open.len(), "the Automa's field roll"); // not shown
    d.add_pick(&pick);
    let field = open[pick.index];
    let level = advance::raise(world, Bot::Automa, field);
    d.result = crate::says!(
        "log-chr-roll-result",
        field = field.says(),
        level = level,
        benefit = if keep { "yes" } else { "no" }
    );
    world.resource_mut::<GameLog>().decision(d);
    advance::reached(world, table, Bot::Automa, field, level);
    if keep {
        benefits(world, table, field, level, card, depth + 1);
    }
}

/// What reaching `level` in `field` brings the Automa, done in order.
pub fn benefits(
    world: &mut World,
    table: &ChroniclersTable,
    field: Field,
    level: u8,
    card: &DecisionCard,
    depth: u32,
) {
    // A roll-advance with its benefit may roll another: a few at most.
    if depth > 6 {
        return;
    }
    for b in table.benefits_at(field, level).to_vec() {
        match b {
            Benefit::Conquer { anywhere } => conquer::conquer(world, table, card, anywhere),
            Benefit::Explore { anywhere } => conquer::explore(world, table, card, anywhere),
            Benefit::Chronicle => conquer::chronicle_card(world),
            Benefit::RollAdvance { fields, keep } => {
                roll_advance(world, table, &fields, keep, card, depth)
            }
        }
    }
}
