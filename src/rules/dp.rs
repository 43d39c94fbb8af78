//! Destiny points: every award recorded with its source, so the log, the panels and
//! the game-over breakdown can say where each came from.

use crate::lang::Says;
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
    award(
        world,
        seat,
        dp,
        kind,
        source,
        source.into(),
        detail.into(),
        hex,
    );
}

/// [`award_dp`] with the source and detail as words for the player (written in the
/// reader's language): `key` is the source's English name, what the score's breakdown
/// by source (the simulator's reports) counts under.
#[allow(clippy::too_many_arguments)]
pub fn award(
    world: &mut World,
    seat: Seat,
    dp: i32,
    kind: crate::rules::log::DpKind,
    key: &str,
    source: Says,
    detail: Says,
    hex: Option<Hex>,
) {
    if dp == 0 {
        return;
    }
    if !world.resource_mut::<Scores>().add(seat, key, dp) {
        let text = crate::says!("log-rules-dp-limit", dp = dp, source = &source);
        crate::rules::narrate::log_seat_event(world, seat, hex, text);
    }
    let round = current_round(world);
    world
        .resource_mut::<GameLog>()
        .record(crate::rules::log::LogEntry::Destiny(
            crate::rules::log::DpRecord {
                round,
                seat,
                dp,
                kind,
                source,
                detail,
                hex: hex.map(|h| (h.x, h.y)),
            },
        ));
}

#[cfg(test)]
mod tests {
    use crate::rules::model::Score;

    #[test]
    fn a_score_adds_by_source_and_stops_at_the_limit_saying_so() {
        let mut s = Score::default();
        assert!(s.add("war", 5));
        assert!(s.add("war", -2));
        assert!(s.add("trade", 4));
        assert_eq!(
            (s.dp, s.by_source.clone()),
            (7, vec![("war".into(), 3), ("trade".into(), 4)])
        );
        assert!(!s.add("war", i32::MAX), "beyond the limit");
        assert_eq!(s.dp, i32::MAX);
        assert!(s.add("trade", i32::MIN), "back within the limits");
        assert_eq!(s.dp, -1);
        assert!(!s.add("trade", i32::MIN));
        assert_eq!(s.dp, i32::MIN, "never wraps around");
    }
}
