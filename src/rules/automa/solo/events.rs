//! The automas' event rolls: making peace, willingness to trade, and the Slavers'
//! level from offboard power in a trading phase without a trade.

use super::OffboardPower;
use crate::rules::choice::{field_candidate, pick_one, roll_at_most};
use crate::rules::levels;
use crate::rules::levels::researched;
use crate::rules::log::{Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use bevy::prelude::*;

/// A seat asks an automa for peace; returns whether it worked.
pub fn peace_roll(world: &mut World, asker: Seat, automa: Seat) -> bool {
    let round = narrate::current_round(world);
    let Some(t) = super::automa_table(world, automa) else {
        return false;
    };
    let max = t.peace;
    let never_from = t.offboard.as_ref().map(|o| o.never_peace);
    let mut d = Decision::new(
        round,
        automa,
        DecisionKind::PeaceRequest,
        crate::says!("log-solo-peace-request"),
    );
    d.table_row = Some(crate::says!("log-solo-odds-peace", max = max));
    if let Some(never_from) = never_from
        && world.resource::<OffboardPower>().0[automa] >= never_from
    {
        d.filters.push(crate::says!(
            "log-solo-never-peace",
            n = never_from,
            who = narrate::name_says(world, automa)
        ));
        d.result = crate::says!("log-solo-peace-refused");
        world.resource_mut::<GameLog>().decision(d);
        return false;
    }
    let ok = roll_at_most(world, &mut d, max, "peace request"); // not shown
    d.result = if ok {
        crate::says!("log-solo-peace")
    } else {
        crate::says!("log-solo-peace-refused")
    };
    world.resource_mut::<GameLog>().decision(d);
    if ok {
        world
            .resource_mut::<Diplomacy>()
            .set_war(asker, automa, false);
    }
    ok
}

/// The faces of a die on which `automa` accepts peace now (the peace roll's own rule),
/// with why.
pub fn peace_odds(world: &World, _asker: Seat, automa: Seat) -> (u8, String) {
    let Some(t) = super::automa_table(world, automa) else {
        return (0, crate::t!("log-solo-odds-no-peace-rule"));
    };
    if let Some(o) = &t.offboard
        && world.resource::<OffboardPower>().0[automa] >= o.never_peace
    {
        return (
            0,
            crate::t!(
                "log-solo-odds-never-peace",
                n = o.never_peace,
                who = narrate::name_says(world, automa)
            ),
        );
    }
    let max = t.peace.min(6);
    (max, crate::t!("log-solo-odds-peace", max = max))
}

/// The faces of a die on which `automa` is willing to trade with `asker` this round
/// (once rolled, the answer stands for the round).
pub fn trade_odds(world: &World, asker: Seat, automa: Seat) -> (u8, String) {
    if let Some(w) = world.resource::<RoundFlags>().willing[automa] {
        return if w {
            (6, crate::t!("log-solo-odds-willing"))
        } else {
            (0, crate::t!("log-solo-odds-not-willing"))
        };
    }
    let Some(t) = super::automa_table(world, automa) else {
        return (0, crate::t!("log-solo-odds-no-trade-rule"));
    };
    let alignment = world.resource::<Alignments>().of(asker);
    let table_max = match alignment {
        Alignment::Sto => t.trade_with_sto,
        Alignment::Sts => t.trade_with_sts,
    };
    let wider = crate::rules::modifiers::automa_trade_range(world);
    let max = (table_max + wider).min(6);
    (
        max,
        crate::t!("log-solo-odds-trade", side = alignment.name(), max = max),
    )
}

/// Whether an automa is willing to trade with `asker` this round (rolled once per
/// trading phase).
pub fn trade_willing(world: &mut World, asker: Seat, automa: Seat) -> bool {
    if let Some(w) = world.resource::<RoundFlags>().willing[automa] {
        return w;
    }
    let round = narrate::current_round(world);
    let alignment = world.resource::<Alignments>().of(asker);
    let Some(t) = super::automa_table(world, automa) else {
        return false;
    };
    let table_max = match alignment {
        Alignment::Sto => t.trade_with_sto,
        Alignment::Sts => t.trade_with_sts,
    };
    // The Cooperation goal widens every automa's range (solo rule 5.8).
    let wider = crate::rules::modifiers::automa_trade_range(world);
    let max = (table_max + wider).min(6);
    let mut d = Decision::new(
        round,
        automa,
        DecisionKind::TradeWillingness,
        crate::says!("log-solo-trade-willing"),
    );
    d.table_row = Some(if wider > 0 {
        crate::says!(
            "log-solo-row-trade-wider",
            side = alignment.name(),
            max = max,
            table = table_max,
            wider = wider
        )
    } else {
        crate::says!("log-solo-odds-trade", side = alignment.name(), max = max)
    });
    let willing = roll_at_most(world, &mut d, max, "trade willingness"); // not shown
    d.result = if willing {
        crate::says!("log-solo-willing")
    } else {
        crate::says!("log-solo-not-willing")
    };
    world.resource_mut::<GameLog>().decision(d);
    world.resource_mut::<RoundFlags>().willing[automa] = Some(willing);
    willing
}

/// Research for an automa: +1 level in `field` unless maxed (no effect then); with
/// Robotics 5 or 6 also a level in another field chosen by die.
pub fn automa_research(
    world: &mut World,
    seat: Seat,
    field: Option<Field>,
    why: impl Into<crate::lang::Says>,
) {
    // "While having Robotics 5 or 6": the level before this research counts.
    let robotics_before = world.resource::<Technology>().level(seat, Field::Robotics);
    let chosen = match field {
        Some(f) => Some(f),
        None => random_field(world, seat, None, why),
    };
    if let Some(f) = chosen
        && levels::gain_level(world, seat, f)
    {
        researched(world, seat, f);
    } else if let Some(f) = chosen {
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!(
                "log-solo-research-capped",
                who = narrate::name_says(world, seat),
                field = f.says()
            ),
        );
    }
    if robotics_before >= 5
        && let Some(extra) =
            random_field(world, seat, chosen, crate::says!("log-solo-why-robotics"))
        && levels::gain_level(world, seat, extra)
    {
        researched(world, seat, extra);
    }
    crate::rules::automa::shared::assign_tactics(world, seat);
}

/// Picks by die a field in which the automa would gain a level (other than `except`).
pub fn random_field(
    world: &mut World,
    seat: Seat,
    except: Option<Field>,
    why: impl Into<crate::lang::Says>,
) -> Option<Field> {
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::FieldToResearch,
        crate::says!("log-solo-field-to-research", why = why.into()),
    );
    let mut cands = Vec::new();
    for f in Field::ALL {
        if Some(f) == except {
            d.filters
                .push(crate::says!("log-solo-field-named", field = f.says()));
        } else if !levels::can_gain_level(world, seat, f) {
            d.filters
                .push(crate::says!("log-solo-field-no-level", field = f.says()));
        } else {
            cands.push(f);
        }
    }
    if cands.is_empty() {
        d.result = crate::says!("log-solo-no-field");
        world.resource_mut::<GameLog>().decision(d);
        return None;
    }
    let field = pick_one(
        world,
        &mut d,
        &cands,
        "random technology field", // not shown
        field_candidate,
    );
    world.resource_mut::<GameLog>().decision(d);
    Some(field)
}

/// Offboard power (3+ for the Slavers): an automa with enough discs offboard gains a
/// level in a trading phase in which it did not trade.
pub fn offboard_level_without_trade(world: &mut World, seat: Seat) {
    let Some(from) = super::automa_table(world, seat)
        .and_then(|t| t.offboard.as_ref())
        .map(|o| o.tech_without_trade)
    else {
        return;
    };
    if world.resource::<OffboardPower>().0[seat] >= from
        && !world.resource::<RoundFlags>().traded[seat]
        && let Some(f) = random_field(world, seat, None, crate::says!("log-solo-why-no-trade"))
    {
        // Raised by the research rules, so it counts as researched (as in the base game).
        if levels::gain_level(world, seat, f) {
            researched(world, seat, f);
        }
        crate::rules::automa::shared::assign_tactics(world, seat);
    }
}
