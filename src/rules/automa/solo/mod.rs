//! The automa kind of the Galactic Era solo variant: the Genetic Farmers (STO) and the
//! Slavers (STS) are two automas of this kind, each playing by its own table file in
//! `assets/rules/automa/solo/`. Their behaviour is systems that read those tables, query
//! the world and record each decision.

mod answers;
mod events;
mod fleets;
mod growth;
mod movement;
mod offboard;
mod setup;
mod tables;

pub use answers::*;
pub use events::*;
pub use fleets::*;
pub use growth::*;
pub use movement::*;
pub use offboard::*;
pub use setup::*;
pub use tables::*;

use crate::rules::choice::{Question, Reply};
use crate::rules::data::{DataError, GrowthAction, KindTable, RulesData, parse_ron};
use crate::rules::kind::{AutomaKind, KindPanel, TableExcerpt};
use crate::rules::model::{PerSeat, Seat};
use crate::rules::narrate;
use bevy::prelude::*;

/// The solo kind, as the registry in `automa/mod.rs` lists it.
pub static KIND: SoloKind = SoloKind;

/// The automa kind of the Galactic Era solo variant.
pub struct SoloKind;

impl AutomaKind for SoloKind {
    fn key(&self) -> &'static str {
        "solo"
    }

    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError> {
        let mut t: AutomaTable = parse_ron(file, text)?;
        t.texts = TableTexts::of(&t);
        let traits = t.traits();
        Ok(KindTable::new(t, traits))
    }

    fn answer(&self, world: &mut World, seat: Seat, question: &Question) -> Reply {
        answer(world, seat, question)
    }

    /// The difficulty adds ships to a population-track spawn and starts discs on an
    /// offboard track (the Slavers); a fixed spawn without a track (the Farmers) is
    /// untouched.
    fn difficulty_words(
        &self,
        difficulty: &crate::rules::data::DifficultyTable,
        table: &KindTable,
        level: u8,
    ) -> Option<String> {
        let t = table.get::<AutomaTable>()?;
        let d = difficulty.get(level)?;
        let mut parts = Vec::new();
        if matches!(t.spawn, SpawnAmount::PopulationTrack) && d.spawn_bonus > 0 {
            parts.push(crate::t!("levels-solo-spawn", n = d.spawn_bonus));
        }
        if let Some(fx) = t.offboard.as_ref().filter(|_| d.discs_removed > 0) {
            parts.push(if d.discs_removed >= fx.never_peace {
                crate::t!("levels-solo-discs-no-peace", n = d.discs_removed)
            } else {
                crate::t!(
                    "levels-solo-discs",
                    n = d.discs_removed,
                    peace = fx.never_peace
                )
            });
        }
        parts
            .into_iter()
            .reduce(|list, item| crate::t!("levels-solo-and", list = list, item = item))
    }

    fn moves(&self) -> bool {
        true
    }

    fn init(&self, world: &mut World, seats: usize) {
        world.insert_resource(AutomaGrowthDice::new(seats));
        world.insert_resource(OffboardPower(PerSeat::filled(seats, 0)));
    }

    fn start(&self, world: &mut World, seat: Seat) {
        apply_start_bonus(world, seat);
        // The difficulty's discs go to the offboard track of an automa that has one.
        if automa_table(world, seat).is_some_and(|t| t.offboard.is_some()) {
            let level = world.resource::<crate::rules::model::DifficultyLevel>().0;
            let discs = world
                .resource::<RulesData>()
                .difficulty
                .get(level)
                .map_or(0, |d| d.discs_removed);
            for _ in 0..discs {
                disc_to_offboard(world, seat, crate::says!("log-solo-why-difficulty"));
            }
        }
    }

    fn move_turn(&self, world: &mut World, seat: Seat) {
        world
            .run_system_cached_with(automa_movement, seat)
            .expect("the automa movement system runs");
    }

    fn roll_growth(&self, world: &mut World, seat: Seat) {
        roll_growth_row(world, seat);
    }

    fn growth_turn(&self, world: &mut World, seat: Seat) {
        world
            .run_system_cached_with(automa_growth, seat)
            .expect("the automa growth system runs");
    }

    fn planned_growth(&self, world: &World, seat: Seat) -> Vec<GrowthAction> {
        growth_row(world, seat)
    }

    fn cancel_growth_action(&self, world: &mut World, seat: Seat, index: usize) {
        world.resource_mut::<AutomaGrowthDice>().cancelled[seat] = Some(index);
    }

    fn peace(&self, world: &mut World, asker: Seat, automa: Seat) -> bool {
        peace_roll(world, asker, automa)
    }

    fn peace_odds(&self, world: &World, asker: Seat, automa: Seat) -> (u8, String) {
        events::peace_odds(world, asker, automa)
    }

    fn trade_willing(&self, world: &mut World, asker: Seat, automa: Seat) -> bool {
        trade_willing(world, asker, automa)
    }

    fn trade_odds(&self, world: &World, asker: Seat, automa: Seat) -> (u8, String) {
        events::trade_odds(world, asker, automa)
    }

    fn trading_phase_end(&self, world: &mut World, seat: Seat) {
        offboard_level_without_trade(world, seat);
    }

    fn after_gain(&self, world: &mut World, seat: Seat) {
        crate::rules::automa::shared::assign_tactics(world, seat);
    }

    fn tables(&self, table: &KindTable) -> Vec<TableExcerpt> {
        table.get::<AutomaTable>().map(excerpts).unwrap_or_default()
    }

    fn panel(&self, world: &World, seat: Seat) -> Vec<KindPanel> {
        offboard_panel(world, seat)
    }
}

/// With the Cooperation goal, an automa declares war only on an extra die roll (solo
/// rule 5.8); otherwise it always does when its row says so.
pub(super) fn war_roll_allows(world: &mut World, seat: Seat, person: Seat) -> bool {
    use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
    let Some(max) = crate::rules::modifiers::automa_war_roll(world) else {
        return true;
    };
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::WarRoll,
        crate::says!("log-solo-war-roll"),
    );
    d.table_row = Some(crate::says!("log-solo-row-war-roll", max = max));
    d.options = vec![Candidate::Seat(person)];
    let war = crate::rules::choice::roll_at_most(world, &mut d, max, "Cooperation war roll"); // not shown
    d.result = if war {
        crate::says!("log-solo-war")
    } else {
        crate::says!("log-solo-no-war")
    };
    world.resource_mut::<GameLog>().decision(d);
    war
}
