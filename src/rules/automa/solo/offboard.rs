//! The offboard power track of a solo automa whose table has one (the Slavers): discs
//! that leave its population track without reaching the board, and what they do (the
//! DP each new disc costs the people, from a number of discs on).

use crate::rules::discs;
use crate::rules::dp;
use crate::rules::kind::KindPanel;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Offboard power tracks (the Slavers' in the solo game): discs that left a seat's
/// population track without reaching the board.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct OffboardPower(pub PerSeat<u32>);

impl OffboardPower {
    /// All offboard discs at the table (one seat has a track in the solo game).
    pub fn total(&self) -> u32 {
        self.0.0.iter().sum()
    }
}

/// Moves a disc from a seat's population track to its offboard power track, applying
/// the DP loss its table sets from a number of discs on. Returns false if its track
/// was empty.
pub fn disc_to_offboard(world: &mut World, seat: Seat, why: &str) -> bool {
    let name = table::seat_name(world, seat);
    if !discs::take_disc(world, seat) {
        narrate::log_event(
            world,
            format!("{name} have no disc left to move offboard ({why})"),
        );
        return false;
    }
    let Some((from, loss)) = super::automa_table(world, seat)
        .and_then(|t| t.offboard.as_ref().map(|o| (o.dp_loss_from, o.dp_loss)))
    else {
        return true;
    };
    let discs = {
        let mut off = world.resource_mut::<OffboardPower>();
        off.0[seat] += 1;
        off.0[seat]
    };
    narrate::log_event(
        world,
        format!("{name}: a disc goes to the offboard power track ({why}); {discs} offboard"),
    );
    // "Each new disc costs you DP": every person at the table pays.
    if discs >= from {
        let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
        for person in people {
            dp::award_dp(
                world,
                person,
                -loss,
                crate::rules::log::DpKind::AutomaPower,
                &format!("{name}' offboard power"),
                &format!("a disc on their offboard track ({discs} there)"),
                None,
            );
        }
    }
    true
}

/// The offboard power track of an automa whose table has one, for the side panel: the
/// discs on it and what each number of discs does, those reached marked.
pub fn offboard_panel(world: &World, seat: Seat) -> Vec<KindPanel> {
    let Some(fx) = super::automa_table(world, seat).and_then(|t| t.offboard.as_ref()) else {
        return Vec::new();
    };
    let discs = world.resource::<OffboardPower>().0[seat];
    let name = table::seat_name(world, seat);
    let mut lines = vec![(
        format!(
            "{discs_counted} on the track",
            discs_counted = crate::rules::nouns::count(discs, "disc")
        ),
        false,
    )];
    for (from, text) in [
        (fx.never_peace, "they never make peace".to_string()),
        (
            fx.tech_without_trade,
            "they gain a level in a trading phase without a trade".to_string(),
        ),
        (
            fx.lower_of_two_dice,
            "they roll two dice and use the lower".to_string(),
        ),
        (
            fx.dp_loss_from,
            format!("each new disc costs you {} DP", -fx.dp_loss),
        ),
    ] {
        lines.push((format!("{from}+: {text}"), discs >= from));
    }
    vec![KindPanel {
        title: format!("The {name}' offboard power"),
        lines,
    }]
}
