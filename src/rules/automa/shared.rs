//! Services every automa kind may use: the die-drawn choices an automa makes where a
//! person would choose (a retreat hex, the fleet for an advanced tactic). Built once and
//! tested once; a kind calls them from its own code.

use crate::lang::Says;
use crate::rules::board::hex_label;
use crate::rules::choice::pick_one;
use crate::rules::dice::Dice;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::table::{self, Roster};
use bevy::prelude::*;

/// An automa's retreat hex among equally near ones: drawn by die and recorded.
pub fn retreat_hex_by_die(
    world: &mut World,
    seat: Seat,
    hex: hexx::Hex,
    options: &[hexx::Hex],
    why: impl Into<Says>,
) -> hexx::Hex {
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::RetreatHex,
        crate::says!("log-solo-retreat-hex", why = why.into()),
    );
    let purpose = "retreat hex"; // not shown
    let to = pick_one(world, &mut d, options, purpose, |h| {
        (Candidate::Hex((h.x, h.y)), hex_label(h))
    });
    d.tie_break = Some(crate::says!("log-solo-retreat-hex-tie"));
    d.concern([hex, to]);
    world.resource_mut::<GameLog>().decision(d);
    to
}

/// An automa with fleets uses only the x2 side of its advanced fleet tactics; each new
/// counter goes to a fleet letter without one, chosen by die. (A person assigns theirs
/// when asked.)
pub fn assign_tactics(world: &mut World, seat: Seat) {
    if !world.resource::<Roster>().is_automa(seat) || !table::has_fleets(world, seat) {
        return;
    }
    let round = narrate::current_round(world);
    while world.resource::<FleetTactics>().unassigned[seat] > 0 {
        world.resource_mut::<FleetTactics>().unassigned[seat] -= 1;
        let free: Vec<FleetLetter> = FleetLetter::ALL
            .into_iter()
            .filter(|&l| world.resource::<FleetTactics>().side(seat, l).is_none())
            .collect();
        if free.is_empty() {
            return;
        }
        let pick = world
            .resource_mut::<Dice>()
            .pick(free.len(), "fleet for an x2 tactic"); // not shown
        let mut d = Decision::new(
            round,
            seat,
            DecisionKind::FleetTactic,
            crate::says!("log-solo-tactic"),
        );
        d.add_pick(&pick);
        d.offer(
            free.iter()
                .map(|&l| (Candidate::Fleet(l), format!("{l:?}"))),
        );
        d.result = crate::says!(
            "log-solo-tactic-doubled",
            fleet = format!("{:?}", free[pick.index])
        );
        world.resource_mut::<GameLog>().decision(d);
        world.resource_mut::<FleetTactics>().assigned[seat]
            .push((free[pick.index], TacticSide::Double));
    }
}

/// The answers of an automa that never gives way: it never retreats before combat nor
/// forces an attacker out, takes every loss asked, and a forced retreat goes to the
/// first hex offered.
pub fn never_yields(question: &crate::rules::question::Question) -> crate::rules::question::Reply {
    use crate::rules::question::{Question, Reply};
    match question {
        Question::RetreatBeforeCombat { .. } => Reply::Retreat(false),
        Question::ForceRetreat { .. } => Reply::ForceRetreat(false),
        Question::Losses { max, .. } => Reply::Losses(*max),
        Question::RetreatHex { options, .. } => {
            Reply::RetreatTo(options.first().copied().unwrap_or(hexx::Hex::ZERO))
        }
    }
}
