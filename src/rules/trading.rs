//! Trading verbs: who trades in which order, whether two seats may trade and why not, a
//! trade with an automa or between two people, and the Greys' levy. The trading phase
//! (`phases/trading.rs`) drives them; commands call them.

use crate::rules::choice;
use crate::rules::data::PeopleEffect;
use crate::rules::data::RulesData;
use crate::rules::effects;
use crate::rules::levels;
use crate::rules::log::{Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::{self, Roster};
use crate::rules::trade_rights::{has_extra_trade, use_extra_trade};
use bevy::prelude::*;

/// The people in the order they trade: STO before STS, then by turn order.
pub fn trading_order(world: &World) -> Vec<Seat> {
    let order = world.resource::<TurnOrder>();
    let alignments = world.resource::<Alignments>();
    let mut people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    people.sort_by_key(|&p| (alignments.of(p) != Alignment::Sto, order.position(p)));
    people
}

/// Whether two seats are in contact: they share a hex through ships or stars.
pub fn in_contact(world: &World, me: Seat, automa: Seat) -> bool {
    let snap = Snapshot::take(world);
    snap.in_contact(world.resource::<crate::rules::board::Board>(), me, automa)
}

/// The Greys' levy: in a trading phase in which you did not trade, take a level in a
/// field where a faction you are in contact with is ahead (it keeps its own level).
pub fn levy(
    world: &mut World,
    me: Seat,
    from: Seat,
    take: Field,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if !effects::has(world, me, PeopleEffect::LevyWithoutTrade) {
        return Err(crate::says!("refuse-levy-people"));
    }
    if world.resource::<RoundFlags>().traded[me] {
        return Err(crate::says!("refuse-levy-traded"));
    }
    if from == me || !in_contact(world, me, from) {
        return Err(crate::says!(
            "refuse-not-in-contact",
            who = narrate::name_says(world, from)
        ));
    }
    let tech = world.resource::<Technology>();
    if tech.level(from, take) <= tech.level(me, take) || !levels::can_gain_level(world, me, take) {
        return Err(crate::says!(
            "refuse-not-ahead",
            who = narrate::name_says(world, from),
            field = take.says()
        ));
    }
    levels::gain_level(world, me, take);
    let text = crate::says!(
        "log-rules-levy",
        who = narrate::name_says(world, me),
        field = take.says(),
        from = narrate::name_says(world, from)
    );
    let said = text.clone();
    narrate::log_seat_event(world, me, None, text);
    Ok(said)
}

/// Whether `seat` has had its trade of the round as far as `partner` is concerned: its
/// one trade, or, for a people that trades once with each partner (the ICC), one with
/// this partner (whichever of the two asked).
pub fn has_traded(world: &World, seat: Seat, partner: Seat) -> bool {
    let flags = world.resource::<RoundFlags>();
    if trades_with_each_partner(world, seat) {
        flags
            .traded_pairs
            .iter()
            .any(|&p| p == (seat, partner) || p == (partner, seat))
    } else {
        flags.traded[seat]
    }
}

fn trades_with_each_partner(world: &World, seat: Seat) -> bool {
    effects::has(world, seat, PeopleEffect::TradeWithEachPartner)
}

/// Whether this trade is a second one this round, allowed only by a card's extra trade
/// (and whether `me` trades once with each partner, for the message).
fn extra_trade(world: &World, me: Seat, with: Seat) -> (bool, bool) {
    (
        has_traded(world, me, with),
        trades_with_each_partner(world, me),
    )
}

/// Why `me` may not take a level in `take` from `with` now, if not: the one check the
/// trade and the view's buttons both use (the partner's willingness is rolled after).
pub fn why_not_trade(
    world: &World,
    me: Seat,
    with: Seat,
    take: Field,
) -> Option<crate::lang::Says> {
    // An offer is made to another person once a round (a refusal is not asked again).
    if world
        .resource::<RoundFlags>()
        .trade_offered
        .contains(&(me, with))
    {
        return Some(crate::says!(
            "refuse-trade-offered",
            who = narrate::name_says(world, with)
        ));
    }
    trade_conditions(world, me, with, take)
}

/// The trading rules' own conditions for `me` taking `take` from `with` (at peace, in
/// contact, ahead there, a trade left this round for both).
fn trade_conditions(world: &World, me: Seat, with: Seat, take: Field) -> Option<crate::lang::Says> {
    let roster = world.resource::<Roster>();
    if with == me || with.index() >= roster.len() {
        return Some(crate::says!("refuse-trade-with-whom"));
    }
    // Another person trades too: their own trade of the round must be free.
    if roster.is_human(with) && has_traded(world, with, me) && !has_extra_trade(world, with) {
        return Some(crate::says!(
            "refuse-partner-traded",
            who = narrate::name_says(world, with)
        ));
    }
    let (extra, each) = extra_trade(world, me, with);
    if extra && !has_extra_trade(world, me) {
        return Some(if each {
            crate::says!("refuse-traded-with", who = narrate::name_says(world, with))
        } else {
            crate::says!("refuse-traded")
        });
    }
    if world.resource::<Diplomacy>().at_war(me, with) {
        return Some(crate::says!(
            "refuse-trade-at-war",
            who = narrate::name_says(world, with)
        ));
    }
    let tech = world.resource::<Technology>();
    let anywhere = world
        .resource::<RulesData>()
        .tech
        .spirituality_trade_anywhere;
    let spirit = tech
        .level(me, Field::Spirituality)
        .max(tech.level(with, Field::Spirituality));
    if spirit < anywhere && !in_contact(world, me, with) {
        return Some(crate::says!(
            "refuse-trade-no-contact",
            who = narrate::name_says(world, with),
            level = anywhere
        ));
    }
    if tech.level(with, take) <= tech.level(me, take) || !levels::can_gain_level(world, me, take) {
        return Some(crate::says!(
            "refuse-not-ahead",
            who = narrate::name_says(world, with),
            field = take.says()
        ));
    }
    None
}

/// Why `me` may not choose `give` as the level `with` learns in a trade, if not (a
/// person partner learns what is offered; some automas let the trader choose).
pub fn why_not_give(world: &World, me: Seat, with: Seat, give: Field) -> Option<crate::lang::Says> {
    let name = || narrate::name_says(world, with);
    let person = world.resource::<Roster>().is_human(with);
    if !person && !table::traits(world, with).is_some_and(|t| t.trader_picks_level) {
        return Some(crate::says!("refuse-give-by-die", who = name()));
    }
    let tech = world.resource::<Technology>();
    if tech.level(me, give) <= tech.level(with, give) || !levels::can_gain_level(world, with, give)
    {
        return Some(crate::says!(
            "refuse-give-not-ahead",
            who = name(),
            field = give.says()
        ));
    }
    None
}

/// Whether a trade offered by `from` may not be refused (the STS Caninoids' power).
pub fn must_trade_with(world: &World, from: Seat) -> bool {
    effects::has(world, from, PeopleEffect::PartnersMustTrade)
}

pub fn trade(
    world: &mut World,
    me: Seat,
    with: Seat,
    take: Field,
    give: Option<Field>,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if let Some(why) = why_not_trade(world, me, with, take) {
        return Err(why);
    }
    if let Some(g) = give
        && let Some(why) = why_not_give(world, me, with, g)
    {
        return Err(why);
    }
    // Another person answers the offer themselves (their yes makes the exchange).
    if world.resource::<Roster>().is_human(with) {
        let Some(give) = give else {
            return Err(crate::says!(
                "refuse-trade-say-give",
                who = narrate::name_says(world, with)
            ));
        };
        world
            .resource_mut::<RoundFlags>()
            .trade_offered
            .push((me, with));
        crate::rules::prompt::put_offer(
            world,
            me,
            with,
            crate::rules::prompt::Offer::Trade { take, give },
        );
        let text = crate::says!(
            "log-rules-trade-offered",
            who = narrate::name_says(world, me),
            to = narrate::name_says(world, with),
            take = take.says(),
            give = give.says()
        );
        narrate::log_event(world, text);
        return Ok(crate::says!(
            "log-rules-reply-trade-offered",
            who = narrate::name_says(world, with)
        ));
    }
    let (extra, _) = extra_trade(world, me, with);
    let Some(kind) = table::automa_kind(world, with) else {
        return Err(crate::says!("refuse-trade-automa"));
    };
    // A people may oblige its partners to trade.
    let must = must_trade_with(world, me);
    if !must && !kind.trade_willing(world, me, with) {
        return Ok(crate::says!(
            "log-rules-reply-not-willing",
            who = narrate::name_says(world, with)
        ));
    }
    if extra {
        use_extra_trade(world, me);
    }
    world.resource_mut::<RoundFlags>().traded[me] = true;
    world.resource_mut::<RoundFlags>().traded[with] = true;
    world
        .resource_mut::<RoundFlags>()
        .traded_pairs
        .push((me, with));
    // The level first: a trade that takes you to STO (Spirituality 5) is already an STO
    // trade for your people (the variant's clarification for the Caninoids).
    levels::gain_level(world, me, take);
    crate::rules::facts::record(world, crate::rules::facts::Fact::Traded { a: me, b: with });
    // The automa learns a field where you are ahead, chosen by die.
    let round = narrate::current_round(world);
    let tech = world.resource::<Technology>();
    let cands: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|&f| {
            tech.level(me, f) > tech.level(with, f) && levels::can_gain_level(world, with, f)
        })
        .collect();
    let mut d = Decision::new(
        round,
        with,
        DecisionKind::LevelLearnedInTrade,
        crate::says!("log-rules-decision-trade-level"),
    );
    d.filters.push(crate::says!("log-rules-filter-ahead"));
    let learned = if let Some(g) = give.filter(|g| cands.contains(g)) {
        d.offer(cands.iter().map(|&f| choice::field_candidate(f)));
        d.tie_break = Some(crate::says!(
            "log-rules-tie-trader-chose",
            who = narrate::name_says(world, me)
        ));
        d.result = g.says();
        Some(g)
    } else if cands.is_empty() {
        d.result = crate::says!("log-rules-nothing-to-learn");
        None
    } else {
        Some(choice::pick_one(
            world,
            &mut d,
            &cands,
            "traded technology", // not shown
            choice::field_candidate,
        ))
    };
    world.resource_mut::<GameLog>().decision(d);
    if let Some(f) = learned {
        levels::gain_level(world, with, f);
        kind.after_gain(world, with);
    }
    Ok(crate::says!(
        "log-rules-reply-traded",
        who = narrate::name_says(world, with),
        field = take.says()
    ))
}

/// A trade between two people, agreed: `from` learns `take` from `to`, `to` learns
/// `give` from `from`. Checked once more (the offer waited for the answer), then both
/// count as having traded this round.
pub fn exchange(
    world: &mut World,
    from: Seat,
    to: Seat,
    take: Field,
    give: Field,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if let Some(why) = trade_conditions(world, from, to, take) {
        return Err(why);
    }
    if let Some(why) = why_not_give(world, from, to, give) {
        return Err(why);
    }
    for (seat, partner) in [(from, to), (to, from)] {
        let (extra, _) = extra_trade(world, seat, partner);
        if extra {
            use_extra_trade(world, seat);
        }
        world.resource_mut::<RoundFlags>().traded[seat] = true;
    }
    world
        .resource_mut::<RoundFlags>()
        .traded_pairs
        .extend([(from, to), (to, from)]);
    levels::gain_level(world, from, take);
    levels::gain_level(world, to, give);
    crate::rules::facts::record(world, crate::rules::facts::Fact::Traded { a: from, b: to });
    let text = crate::says!(
        "log-rules-traded",
        a = narrate::name_says(world, from),
        b = narrate::name_says(world, to),
        a_learns = take.says(),
        b_learns = give.says()
    );
    let said = text.clone();
    narrate::log_event(world, text);
    Ok(said)
}
