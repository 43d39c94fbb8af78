//! The offboard power track of a solo automa whose table has one (the Slavers): discs
//! that leave its population track without reaching the board, and what they do (the
//! DP each new disc costs the people, from a number of discs on).

use crate::lang::Says;
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
pub fn disc_to_offboard(world: &mut World, seat: Seat, why: impl Into<Says>) -> bool {
    let name = table::seat_name(world, seat);
    let who = narrate::name_says(world, seat);
    if !discs::take_disc(world, seat) {
        narrate::log_event(
            world,
            crate::says!("log-solo-no-disc", who = who, why = why.into()),
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
        crate::says!(
            "log-solo-disc-offboard",
            who = &who,
            why = why.into(),
            n = discs
        ),
    );
    // "Each new disc costs you DP": every person at the table pays.
    if discs >= from {
        let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
        for person in people {
            // The score's breakdown counts it under its English name.
            let key = format!("{name}' offboard power"); // not shown
            dp::award(
                world,
                person,
                -loss,
                crate::rules::log::DpKind::AutomaPower,
                &key,
                crate::says!("log-solo-dp-source", who = &who),
                crate::says!("log-solo-dp-detail", n = discs),
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
    let name = narrate::name_says(world, seat);
    let mut lines = vec![(crate::t!("log-solo-panel-discs", n = discs), false)];
    for (from, text) in [
        (fx.never_peace, crate::t!("log-solo-panel-never-peace")),
        (fx.tech_without_trade, crate::t!("log-solo-panel-tech")),
        (fx.lower_of_two_dice, crate::t!("log-solo-panel-lower")),
        (
            fx.dp_loss_from,
            crate::t!("log-solo-panel-dp-loss", dp = -fx.dp_loss),
        ),
    ] {
        lines.push((
            crate::t!("log-solo-panel-from", n = from, what = text),
            discs >= from,
        ));
    }
    vec![KindPanel {
        title: crate::t!("log-solo-panel-title", who = name),
        lines,
    }]
}
