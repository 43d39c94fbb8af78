//! Destiny points: every award recorded with its source, so the log, the panels and
//! the game-over breakdown can say where each came from.

use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::narrate::current_round;
use bevy::prelude::*;
use hexx::Hex;

/// Gives `seat` destiny points (takes them when negative) and records where they came
/// from, so that the log, the panels and the game-over breakdown can say.
pub fn award_dp(
    world: &mut World,
    seat: Seat,
    dp: i32,
    kind: crate::rules::log::DpKind,
    source: &str,
    detail: &str,
    hex: Option<Hex>,
) {
    if dp == 0 {
        return;
    }
    world.resource_mut::<Scores>().add(seat, source, dp);
    let round = current_round(world);
    world
        .resource_mut::<GameLog>()
        .record(crate::rules::log::LogEntry::Destiny(
            crate::rules::log::DpRecord {
                round,
                seat,
                dp,
                kind,
                source: source.to_string(),
                detail: detail.to_string(),
                hex: hex.map(|h| (h.x, h.y)),
            },
        ));
}
