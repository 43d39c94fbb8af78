//! The automas' event rolls: making peace, willingness to trade, and the Slavers'
//! level from offboard power in a trading phase without a trade.

use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::log::{Decision, GameLog};
use crate::rules::model::*;
use crate::rules::ops;
use bevy::prelude::*;

/// The player asks an automa for peace; returns whether it worked.
pub fn peace_roll(world: &mut World, automa: Seat) -> bool {
    let round = ops::current_round(world);
    let rules = world.resource::<RulesData>();
    let max = if automa == Seat::Farmers {
        rules.automa.events.peace.farmers
    } else {
        rules.automa.events.peace.slavers
    };
    let never_from = rules.automa.offboard.never_peace;
    let mut d = Decision::new(round, automa, "peace request");
    d.table_row = Some(format!("peace on a die roll of 1-{max}"));
    if automa == Seat::Slavers && world.resource::<OffboardPower>().discs >= never_from {
        d.filters.push(format!(
            "{never_from}+ offboard discs: the Slavers never make peace"
        ));
        d.result = "refused".into();
        world.resource_mut::<GameLog>().decision(d);
        return false;
    }
    let face = world.resource_mut::<Dice>().d6("peace request");
    d.rolls.push(face);
    let ok = face <= max;
    d.result = if ok { "peace".into() } else { "refused".into() };
    world.resource_mut::<GameLog>().decision(d);
    if ok {
        world.resource_mut::<Diplomacy>().set_war(automa, false);
    }
    ok
}

/// Whether an automa is willing to trade this round (rolled once per trading phase).
pub fn trade_willing(world: &mut World, automa: Seat) -> bool {
    let cached = {
        let f = world.resource::<RoundFlags>();
        if automa == Seat::Farmers {
            f.farmers_willing
        } else {
            f.slavers_willing
        }
    };
    if let Some(w) = cached {
        return w;
    }
    let round = ops::current_round(world);
    let player = world.resource::<PlayerAlignment>().0;
    let ev = &world.resource::<RulesData>().automa.events;
    let table = if player == Alignment::Sto {
        &ev.trade_with_sto
    } else {
        &ev.trade_with_sts
    };
    let max = if automa == Seat::Farmers {
        table.farmers
    } else {
        table.slavers
    };
    let mut d = Decision::new(round, automa, "willing to trade");
    d.table_row = Some(format!(
        "you are {}: trade on a die roll of 1-{max}",
        player.name()
    ));
    let willing = if max >= 6 {
        true
    } else {
        let face = world.resource_mut::<Dice>().d6("trade willingness");
        d.rolls.push(face);
        face <= max
    };
    d.result = if willing {
        "willing".into()
    } else {
        "not willing".into()
    };
    world.resource_mut::<GameLog>().decision(d);
    let mut flags = world.resource_mut::<RoundFlags>();
    if automa == Seat::Farmers {
        flags.farmers_willing = Some(willing);
    } else {
        flags.slavers_willing = Some(willing);
    }
    willing
}

/// Research for an automa: +1 level in `field` unless maxed (no effect then); with
/// Robotics 5 or 6 also a level in another field chosen by die.
pub fn automa_research(world: &mut World, seat: Seat, field: Option<Field>, why: &str) {
    // "While having Robotics 5 or 6": the level before this research counts.
    let robotics_before = world.resource::<Technology>().level(seat, Field::Robotics);
    let chosen = match field {
        Some(f) => Some(f),
        None => random_field(world, seat, None, why),
    };
    if let Some(f) = chosen
        && !ops::gain_level(world, seat, f)
    {
        ops::log_event(
            world,
            format!(
                "{} research {}: already at its cap, no effect",
                seat.name(),
                f.name()
            ),
        );
    }
    if robotics_before >= 5
        && let Some(extra) =
            random_field(world, seat, chosen, "Robotics 5+: a level in another field")
    {
        ops::gain_level(world, seat, extra);
    }
    if seat == Seat::Slavers {
        super::assign_slaver_tactics(world);
    }
}

/// Picks by die a field in which the automa would gain a level (other than `except`).
pub fn random_field(
    world: &mut World,
    seat: Seat,
    except: Option<Field>,
    why: &str,
) -> Option<Field> {
    let round = ops::current_round(world);
    let mut d = Decision::new(round, seat, format!("field to research ({why})"));
    let mut cands = Vec::new();
    for f in Field::ALL {
        if Some(f) == except {
            d.filters.push(format!("{} was already named", f.name()));
        } else if !ops::can_gain_level(world, seat, f) {
            d.filters.push(format!("{} would give no level", f.name()));
        } else {
            cands.push(f);
        }
    }
    if cands.is_empty() {
        d.result = "no field can gain a level".into();
        world.resource_mut::<GameLog>().decision(d);
        return None;
    }
    let pick = world
        .resource_mut::<Dice>()
        .pick(cands.len(), "random technology field");
    d.rolls = pick.faces;
    d.candidates = cands.iter().map(|f| f.name().to_string()).collect();
    d.result = cands[pick.index].name().into();
    world.resource_mut::<GameLog>().decision(d);
    Some(cands[pick.index])
}

/// Offboard power 3+: the Slavers gain a level in a trading phase in which they did not trade.
pub fn slavers_trading_phase_end(world: &mut World) {
    let from = world
        .resource::<RulesData>()
        .automa
        .offboard
        .tech_without_trade;
    if world.resource::<OffboardPower>().discs >= from
        && !world.resource::<RoundFlags>().slavers_traded
        && let Some(f) = random_field(
            world,
            Seat::Slavers,
            None,
            "offboard power: no trade this round",
        )
    {
        ops::gain_level(world, Seat::Slavers, f);
        super::assign_slaver_tactics(world);
    }
}
