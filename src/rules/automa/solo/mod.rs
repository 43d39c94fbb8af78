//! The automa kind of the Galactic Era solo variant: the Genetic Farmers (STO) and the
//! Slavers (STS) are two automas of this kind, each playing by its own table file in
//! `assets/rules/automa/solo/`. Their behaviour is systems that read those tables, query
//! the world and record each decision.

mod answers;
mod events;
mod fleets;
mod growth;
mod movement;
mod setup;

pub use answers::*;
pub use events::*;
pub use fleets::*;
pub use growth::*;
pub use movement::*;
pub use setup::*;

use super::AutomaKind;

/// The solo kind, as the registry in `automa/mod.rs` lists it.
pub const KIND: AutomaKind = AutomaKind {
    key: "solo",
    moves: true,
    read: |file, text| {
        let t: crate::rules::data::AutomaTable = crate::rules::data::parse_ron(file, text)?;
        Ok(crate::rules::data::KindTable::new(t.clone(), t.traits()))
    },
    init: |world, seats| {
        world.insert_resource(AutomaGrowthDice::new(seats));
    },
    start: apply_start_bonus,
    move_turn: |world, seat| {
        world
            .run_system_cached_with(automa_movement, seat)
            .expect("the automa movement system runs");
    },
    roll_growth: roll_growth_row,
    growth_turn: |world, seat| {
        world
            .run_system_cached_with(automa_growth, seat)
            .expect("the automa growth system runs");
    },
    planned_growth: growth_row,
    cancel_growth_action: |world, seat, index| {
        world.resource_mut::<AutomaGrowthDice>().cancelled[seat] = Some(index);
    },
    answer,
    peace: peace_roll,
    peace_odds: events::peace_odds,
    trade_odds: events::trade_odds,
    trade_willing,
    trading_phase_end: offboard_level_without_trade,
    after_gain: assign_tactics,
};

/// With the Cooperation goal, an automa declares war only on an extra die roll (solo
/// rule 5.8); otherwise it always does when its row says so.
pub(super) fn war_roll_allows(
    world: &mut bevy::prelude::World,
    seat: crate::rules::model::Seat,
    person: crate::rules::model::Seat,
) -> bool {
    use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
    use crate::rules::ops;
    let Some(max) = crate::rules::content::goal::automa_war_roll(world) else {
        return true;
    };
    let round = ops::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::WarRoll,
        "declare war (Cooperation)",
    );
    d.table_row = Some(format!(
        "Cooperation goal: war only on a die roll of 1-{max}"
    ));
    d.options = vec![Candidate::Seat(person)];
    let war = crate::rules::choice::roll_at_most(world, &mut d, max, "Cooperation war roll");
    d.result = if war { "war".into() } else { "no war".into() };
    world.resource_mut::<GameLog>().decision(d);
    war
}
