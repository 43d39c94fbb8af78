//! The player's growth phase: choosing counters (2 ovals + 1 square, more with
//! additional actions or Robotics 5+) and resolving them.

use crate::lang::JoinedBy as _;
use crate::rules::board::{Board, hex_label};
pub use crate::rules::counters::*;
use crate::rules::data::RulesData;
use crate::rules::discs;
use crate::rules::dp;
use crate::rules::facts::{self, Fact};
use crate::rules::gain;
use crate::rules::levels;
use crate::rules::levels::researched;
use crate::rules::log::DpKind;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::population::grow_population;
use crate::rules::ships;
use crate::rules::ships::place_built;
use crate::rules::snapshot::{self, HomeStar, Snapshot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

/// Whether Grow Population leaves a choice of where its Genetics bonus goes: some bonus,
/// and more of your stars than bonus discs.
pub fn bonus_placement_matters(world: &World, me: Seat, sel: &GrowthSelection) -> bool {
    if !sel.ovals.contains(&Oval::GrowPopulation) {
        return false;
    }
    let genetics = world.resource::<Technology>().level(me, Field::Genetics);
    let bonus = world.resource::<RulesData>().tech.genetics_bonus(genetics);
    let snap = Snapshot::take(world);
    let stars = snap.stars.iter().filter(|s| s.owner == Some(me)).count() as u32;
    bonus > 0 && stars > bonus
}

/// Population `me` may teleport this growth turn.
pub fn teleport_allowance(world: &World, me: Seat) -> u32 {
    let level = world.resource::<Technology>().level(me, Field::Propulsion);
    world.resource::<RulesData>().tech.teleport(level)
}

/// A people's number for an effect of `seat`, if it has that effect.
fn people_number(
    world: &World,
    seat: Seat,
    pick: fn(crate::rules::data::PeopleEffect) -> Option<u32>,
) -> Option<u32> {
    crate::rules::effects::find(world, seat, pick)
}

/// Free gains your people gives this growth turn: (the kind of neutral star, how many).
pub fn free_gains(world: &World, me: Seat, sel: &GrowthSelection) -> Vec<(StarKind, usize)> {
    use crate::rules::data::PeopleEffect;
    let counters = sel.ovals.iter().filter(|&&o| o == Oval::GainStar).count();
    crate::rules::effects::effects(world, me)
        .into_iter()
        .filter_map(|e| match e {
            PeopleEffect::FreeGainWithGainStar(kind) if counters > 0 => Some((kind, counters)),
            PeopleEffect::FreeGainsPerGame(kind, _) => {
                let left = crate::rules::effects::free_gains_left(world, me);
                (left > 0).then_some((kind, left as usize))
            }
            _ => None,
        })
        .collect()
}

/// Whether this selection brings Military's "6+" effect (Research of Military at 6).
pub fn military_plus(world: &World, me: Seat, sel: &GrowthSelection) -> bool {
    sel.ovals.contains(&Oval::Research)
        && sel.squares.contains(&Square::Tech(Field::Military))
        && world.resource::<Technology>().level(me, Field::Military) >= 6
}

/// Gain Star actions a selection gives: one per counter, plus two when Research of
/// Propulsion already at 6 brings its "6+" effect.
pub fn gain_actions(world: &World, me: Seat, sel: &GrowthSelection) -> usize {
    let counters = sel.ovals.iter().filter(|&&o| o == Oval::GainStar).count();
    let propulsion_plus = sel.ovals.contains(&Oval::Research)
        && sel.squares.contains(&Square::Tech(Field::Propulsion))
        && world.resource::<Technology>().level(me, Field::Propulsion) >= 6;
    counters + if propulsion_plus { 2 } else { 0 }
}

/// Stars that allow an additional growth action (5+ population, not the home star, not
/// blocked: a blocked star gives no growth action, base rules §7).
pub fn additional_action_stars(world: &mut World, me: Seat) -> u32 {
    let snap = Snapshot::take(world);
    snap.stars
        .iter()
        .filter(|s| buys_additional_action(world, &snap, me, s))
        .count() as u32
}

/// Whether a star buys `seat` an additional growth action: its own, 5+ population, not
/// its home star, not blocked.
pub fn buys_additional_action(
    world: &World,
    snap: &Snapshot,
    seat: Seat,
    s: &crate::rules::snapshot::StarView,
) -> bool {
    s.owner == Some(seat)
        && s.population
            >= world
                .resource::<RulesData>()
                .base
                .additional_action_population
        && world.get::<HomeStar>(s.entity).is_none()
        && !crate::rules::snapshot::is_blocked(world, snap, seat, s.hex)
}

/// The free counter a people gives with the Switch Alignment counter (0 or 1).
pub fn switch_counter(world: &World, me: Seat, sel: &GrowthSelection) -> usize {
    usize::from(
        sel.ovals.contains(&Oval::SwitchAlignment)
            && crate::rules::effects::has(
                world,
                me,
                crate::rules::data::PeopleEffect::FreeCounterWithSwitch,
            ),
    )
}

/// DP cost of the extra counters in a selection.
pub fn selection_cost(world: &mut World, me: Seat, sel: &GrowthSelection) -> i32 {
    let rules = world.resource::<RulesData>();
    let tech = world.resource::<Technology>();
    let free = world.resource::<FreeCounters>().0[me] as usize + switch_counter(world, me, sel);
    let extra_ovals = sel.ovals.len().saturating_sub(2 + free) as i32;
    let per = rules.tech.extra_action_dp(
        tech.level(me, Field::Genetics),
        rules.base.additional_action_dp,
    );
    let square_cost = if sel.squares.len() > 1 {
        second_square_cost(world, me).unwrap_or(0)
    } else {
        0
    };
    extra_ovals * per + square_cost
}

/// DP cost of a second square counter, if your Robotics allows one at all.
pub fn second_square_cost(world: &World, me: Seat) -> Option<i32> {
    let robotics = world.resource::<Technology>().level(me, Field::Robotics);
    world
        .resource::<RulesData>()
        .tech
        .robotics_two_squares
        .iter()
        .filter(|(l, _)| robotics >= *l)
        .map(|(_, c)| *c)
        .min()
}

pub fn validate_selection(
    world: &mut World,
    me: Seat,
    sel: &GrowthSelection,
) -> Result<(), crate::lang::Says> {
    let extra_allowed = additional_action_stars(world, me) as usize
        + world.resource::<FreeCounters>().0[me] as usize
        + switch_counter(world, me, sel);
    if sel.ovals.len() < 2 {
        return Err(crate::says!("refuse-growth-two-ovals"));
    }
    if sel.ovals.len() > 2 + extra_allowed {
        return Err(crate::says!(
            "refuse-growth-too-many-ovals",
            n = sel.ovals.len(),
            most = 2 + extra_allowed
        ));
    }
    for o in [
        Oval::Research,
        Oval::GrowPopulation,
        Oval::BuildShips,
        Oval::SwitchAlignment,
    ] {
        if sel.ovals.iter().filter(|&&x| x == o).count() > 1 {
            return Err(crate::says!(
                "refuse-growth-one-counter",
                counter = o.says()
            ));
        }
    }
    if sel.ovals.iter().filter(|&&x| x == Oval::GainStar).count() > 2 {
        return Err(crate::says!("refuse-growth-two-gain-star"));
    }
    let max_squares = if second_square_cost(world, me).is_some() {
        2
    } else {
        1
    };
    if sel.squares.is_empty() || sel.squares.len() > max_squares {
        return Err(if max_squares == 1 {
            crate::says!("refuse-growth-one-square")
        } else {
            crate::says!("refuse-growth-one-or-two-squares")
        });
    }
    if sel.squares.len() == 2 && sel.squares[0] == sel.squares[1] {
        return Err(crate::says!("refuse-growth-squares-differ"));
    }
    if sel.ovals.contains(&Oval::SwitchAlignment) {
        let spi = world
            .resource::<Technology>()
            .level(me, Field::Spirituality);
        // The Anchara may still take it (it switches nothing, but their people's free
        // counter comes with it: the 2-player variant's clarification).
        let anchara = crate::rules::effects::has(
            world,
            me,
            crate::rules::data::PeopleEffect::FreeCounterWithSwitch,
        );
        if spi >= world.resource::<RulesData>().tech.spirituality_forced_sto && !anchara {
            return Err(crate::says!("refuse-growth-sto-for-good"));
        }
    }
    Ok(())
}

/// Takes a person's counters face down: they are told (and extra ones paid for) when
/// every person has chosen, in [`reveal_selections`], as the board game turns them up
/// together.
pub fn accept_selection(world: &mut World, me: Seat, sel: GrowthSelection) {
    let cost = selection_cost(world, me, &sel);
    let free_used = world.resource::<FreeCounters>().0[me] + switch_counter(world, me, &sel) as u32;
    // Free counters are used up by the selection that could take them.
    world.resource_mut::<FreeCounters>().0[me] = 0;
    let mut growths = world.resource_mut::<Growths>();
    let pg = &mut growths.0[me];
    pg.selection = Some(sel);
    pg.choices = None;
    pg.unpaid = Some(cost);
    pg.free_used = free_used;
}

/// How many times the people at the table were shown each other's secret growth
/// counters this game (the undo rule's count of what was revealed).
#[derive(Resource, Debug, Clone, Default)]
pub struct SelectionsShown(pub usize);

/// Every person's counters turned up, in the roster's order: each is told in the log and
/// its extra counters are paid for.
pub fn reveal_selections(world: &mut World) {
    let people: Vec<Seat> = world
        .resource::<crate::rules::table::Roster>()
        .humans()
        .collect();
    // At a table of several people, each now sees the others' secret counters: no undo
    // may take a choice back past this (it would be chosen again knowing theirs).
    if people.len() > 1 {
        world.get_resource_or_init::<SelectionsShown>().0 += 1;
    }
    for me in people {
        let pg = &mut world.resource_mut::<Growths>().0[me];
        let free_used = pg.free_used as usize;
        let (Some(mut cost), Some(mut sel)) = (pg.unpaid.take(), pg.selection.clone()) else {
            continue;
        };
        // A star that bought an additional counter may have been blocked since (a war
        // declared in the selection): the counters beyond what is left are void, unpaid.
        let allowed = 2 + free_used + additional_action_stars(world, me) as usize;
        if sel.ovals.len() > allowed {
            let void = sel.ovals.split_off(allowed);
            let per = {
                let rules = world.resource::<RulesData>();
                let genetics = world.resource::<Technology>().level(me, Field::Genetics);
                rules
                    .tech
                    .extra_action_dp(genetics, rules.base.additional_action_dp)
            };
            cost -= per * void.len() as i32;
            let names: Vec<crate::lang::Says> = void.iter().map(|o| o.says()).collect();
            let who = narrate::subject_says(world, me);
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!(
                    "log-rules-growth-counter-void",
                    who = who,
                    counters = names.into_iter().joined_by(crate::lang::Joint::And)
                ),
            );
            world.resource_mut::<Growths>().0[me].selection = Some(sel.clone());
        }
        if cost > 0 {
            dp::award(
                world,
                me,
                -cost,
                DpKind::GrowthActions,
                "additional growth actions", // not shown
                crate::says!("log-rules-dp-growth-actions"),
                crate::says!("log-rules-dp-growth-actions-detail"),
                None,
            );
        }
        let who = narrate::subject_says(world, me);
        narrate::log_seat_event(
            world,
            me,
            None,
            crate::says!(
                "log-rules-growth-chosen",
                who = who,
                counters = sel.describe_says()
            ),
        );
    }
}

/// Whether resolving the player's growth needs choices from the player.
pub fn needs_choices(world: &World, me: Seat) -> bool {
    let Some(sel) = world.resource::<Growths>().0[me].selection.clone() else {
        return false;
    };
    gain_actions(world, me, &sel) > 0
        || !free_gains(world, me, &sel).is_empty()
        || teleport_allowance(world, me) > 0
        || bonus_placement_matters(world, me, &sel)
        || (sel.ovals.contains(&Oval::GrowPopulation)
            && people_number(world, me, |e| match e {
                crate::rules::data::PeopleEffect::ShipsToPopulation(n) => Some(n),
                _ => None,
            })
            .is_some())
        || sel.ovals.contains(&Oval::BuildShips)
        || military_plus(world, me, &sel)
}

pub fn validate_choices(
    world: &mut World,
    me: Seat,
    c: &GrowthChoices,
) -> Result<(), crate::lang::Says> {
    let sel = world.resource::<Growths>().0[me]
        .selection
        .clone()
        .unwrap_or_default();
    use crate::rules::data::PeopleEffect;
    let gains = gain_actions(world, me, &sel);
    for (i, o) in c.order.iter().enumerate() {
        if !DEFAULT_ORDER.contains(o) {
            return Err(crate::says!("refuse-growth-not-ordered", action = o.says()));
        }
        if c.order[..i].contains(o) {
            return Err(crate::says!(
                "refuse-growth-ordered-twice",
                action = o.says()
            ));
        }
    }
    // Upgrades spend Gain Star actions too: each turns up to the people's number.
    let per_upgrade = people_number(world, me, |e| match e {
        PeopleEffect::UpgradePrimitives(n) => Some(n),
        _ => None,
    });
    let upgrade_actions = match per_upgrade {
        Some(n) if n > 0 => c.upgrade.len().div_ceil(n as usize),
        _ if c.upgrade.is_empty() => 0,
        _ => return Err(crate::says!("refuse-growth-no-upgrades")),
    };
    if c.gain.len() + upgrade_actions > gains {
        return Err(crate::says!(
            "refuse-growth-gain-counters",
            gains = gains,
            asked = c.gain.len() + upgrade_actions
        ));
    }
    let snap = Snapshot::take(world);
    for &(x, y) in &c.upgrade {
        let h = Hex::new(x, y);
        let star = snap.star_at(h);
        if !star.is_some_and(|s| s.owner.is_none() && s.kind == StarKind::Primitive) {
            return Err(crate::says!(
                "refuse-growth-not-primitive",
                at = hex_label(h)
            ));
        }
        if snap.ships(world.resource::<Board>(), h, me) == 0 {
            return Err(crate::says!("refuse-growth-no-ship-at", at = hex_label(h)));
        }
        if c.gain.contains(&(x, y)) || c.upgrade.iter().filter(|&&u| u == (x, y)).count() > 1 {
            return Err(crate::says!(
                "refuse-growth-listed-twice",
                at = hex_label(h)
            ));
        }
    }
    let conversions = people_number(world, me, |e| match e {
        PeopleEffect::ShipsToPopulation(n) => Some(n),
        _ => None,
    });
    if !c.ships_to_population.is_empty() {
        let Some(most) = conversions else {
            return Err(crate::says!("refuse-growth-no-ships-to-population"));
        };
        if !sel.ovals.contains(&Oval::GrowPopulation) {
            return Err(crate::says!("refuse-growth-ships-to-population-needs-grow"));
        }
        if c.ships_to_population.len() > most as usize {
            return Err(crate::says!(
                "refuse-growth-ships-to-population-most",
                n = most
            ));
        }
        for &(x, y) in &c.ships_to_population {
            let h = Hex::new(x, y);
            if snap.star_at(h).is_none_or(|s| s.owner != Some(me)) {
                return Err(crate::says!(
                    "refuse-growth-not-your-star",
                    star = hex_label(h)
                ));
            }
            if snap.ships(world.resource::<Board>(), h, me) == 0 {
                return Err(crate::says!("refuse-growth-no-ship-at", at = hex_label(h)));
            }
        }
    }
    if !c.population_to_ships.is_empty() {
        if people_number(world, me, |e| match e {
            PeopleEffect::PopulationToShips(n) => Some(n),
            _ => None,
        })
        .is_none()
        {
            return Err(crate::says!("refuse-growth-no-population-to-ships"));
        }
        if !sel.ovals.contains(&Oval::BuildShips) {
            return Err(crate::says!(
                "refuse-growth-population-to-ships-needs-build"
            ));
        }
        for &((x, y), discs) in &c.population_to_ships {
            let h = Hex::new(x, y);
            let Some(star) = snap.star_at(h) else {
                return Err(crate::says!("refuse-growth-no-star-at", at = hex_label(h)));
            };
            // A star keeps at least one disc (a home star its miniature).
            let spare = discs::discs_on(world, star).saturating_sub(u32::from(
                world
                    .get::<crate::rules::snapshot::HomeStar>(star.entity)
                    .is_none(),
            ));
            if star.owner != Some(me) || discs == 0 || discs > spare {
                return Err(crate::says!(
                    "refuse-growth-discs-to-ships",
                    at = hex_label(h),
                    n = spare
                ));
            }
        }
    }
    let mut seen = Vec::new();
    // A star listed to gain: once, and there.
    let mut listed = |h: Hex| -> Result<crate::rules::snapshot::StarView, crate::lang::Says> {
        if seen.contains(&h) {
            return Err(crate::says!(
                "refuse-growth-listed-twice",
                at = hex_label(h)
            ));
        }
        seen.push(h);
        snap.star_at(h)
            .cloned()
            .ok_or_else(|| crate::says!("refuse-growth-no-star-at", at = hex_label(h)))
    };
    for &(x, y) in &c.gain {
        let star = listed(Hex::new(x, y))?;
        let declare = may_declare_to_take(world, me, star.owner);
        gain::plan_gain(world, &snap, me, &star, declare).map_err(|why| {
            crate::says!("refuse-growth-cannot-gain", star = &*star.name, why = why)
        })?;
    }
    // Free gains: each a neutral star of a kind the people allows, within its number.
    let mut allowances = free_gains(world, me, &sel);
    for &(x, y) in &c.free_gain {
        let star = listed(Hex::new(x, y))?;
        let Some(slot) = allowances
            .iter_mut()
            .find(|(kind, n)| *n > 0 && star.owner.is_none() && star.kind == *kind)
        else {
            return Err(crate::says!(
                "refuse-growth-no-free-gain",
                star = &*star.name,
                kind = star.kind.name()
            ));
        };
        slot.1 -= 1;
        gain::plan_gain(world, &snap, me, &star, false).map_err(|why| {
            crate::says!("refuse-growth-cannot-gain", star = &*star.name, why = why)
        })?;
    }
    let allowance = teleport_allowance(world, me);
    let moved: u32 = c.teleport.iter().map(|t| t.2).sum();
    if moved > allowance {
        return Err(crate::says!(
            "refuse-growth-teleport-allowance",
            allowance = allowance,
            moved = moved
        ));
    }
    for &(from, to, discs) in &c.teleport {
        let (hf, ht) = (Hex::new(from.0, from.1), Hex::new(to.0, to.1));
        let (Some(a), Some(b)) = (snap.star_at(hf), snap.star_at(ht)) else {
            return Err(crate::says!("refuse-growth-teleport-between"));
        };
        if a.owner != Some(me) || b.owner != Some(me) || hf == ht || discs == 0 {
            return Err(crate::says!("refuse-growth-teleport-between"));
        }
        if snapshot::is_blocked(world, &snap, me, hf) || snapshot::is_blocked(world, &snap, me, ht)
        {
            return Err(crate::says!("refuse-growth-teleport-blocked"));
        }
        if discs::discs_on(world, a) < discs {
            return Err(crate::says!(
                "refuse-growth-too-few-discs",
                star = &*a.name,
                n = discs
            ));
        }
    }
    for &(x, y) in &c.bonus_first {
        if !sel.ovals.contains(&Oval::GrowPopulation) {
            return Err(crate::says!("refuse-growth-bonus-needs-grow"));
        }
        if snap
            .star_at(Hex::new(x, y))
            .is_none_or(|s| s.owner != Some(me))
        {
            return Err(crate::says!(
                "refuse-growth-not-your-star",
                star = hex_label(Hex::new(x, y))
            ));
        }
    }
    for ((x, y), fields) in &c.take_fields {
        let h = Hex::new(*x, *y);
        if !c.gain.contains(&(*x, *y)) && !c.free_gain.contains(&(*x, *y)) {
            return Err(crate::says!("refuse-growth-not-gained", at = hex_label(h)));
        }
        let Some(owner) = snap.star_at(h).and_then(|s| s.owner) else {
            return Err(crate::says!("refuse-growth-no-owner", at = hex_label(h)));
        };
        let tech = world.resource::<Technology>();
        if let Some(f) = fields
            .iter()
            .find(|&&f| tech.level(owner, f) <= tech.level(me, f))
        {
            return Err(crate::says!(
                "refuse-growth-not-leading",
                who = narrate::name_says(world, owner),
                field = f.says()
            ));
        }
    }
    if let Some((automa, index)) = c.cancel {
        if !military_plus(world, me, &sel) {
            return Err(crate::says!("refuse-growth-cancel-needs-military"));
        }
        if automa == me
            || automa.index() >= world.resource::<Roster>().len()
            || !world.resource::<Diplomacy>().at_war(me, automa)
        {
            return Err(crate::says!(
                "refuse-not-at-war",
                who = narrate::name_says(world, automa)
            ));
        }
        let round = world.resource::<Round>().0;
        let played = world
            .resource::<crate::rules::turns::TurnsDone>()
            .0
            .iter()
            .any(|t| {
                t.round == round
                    && t.phase == crate::rules::moments::GamePhase::Growth
                    && t.seat == Some(automa)
            });
        if played {
            return Err(crate::says!(
                "refuse-growth-already-resolved",
                who = narrate::name_says(world, automa)
            ));
        }
        let row = cancellable_actions(world, automa);
        if index >= row.len() {
            return Err(crate::says!(
                "refuse-growth-cancel-count",
                who = narrate::name_says(world, automa),
                n = row.len()
            ));
        }
    }
    if !c.build.is_empty() && !sel.ovals.contains(&Oval::BuildShips) {
        return Err(crate::says!("refuse-growth-no-build"));
    }
    for b in &c.build {
        let h = Hex::new(b.at.0, b.at.1);
        let Some(star) = snap.star_at(h) else {
            return Err(crate::says!("refuse-growth-no-star-at", at = hex_label(h)));
        };
        can_build_at(world, me, &snap, star)?;
    }
    Ok(())
}

/// Whether you can build at this star now: yours, populated enough for your Robotics,
/// not blocked. The growth panel offers exactly the stars this accepts.
pub fn can_build_at(
    world: &World,
    me: Seat,
    snap: &Snapshot,
    star: &snapshot::StarView,
) -> Result<(), String> {
    let min_pop = world
        .resource::<RulesData>()
        .tech
        .build_population(world.resource::<Technology>().level(me, Field::Robotics));
    if star.owner != Some(me) {
        return Err(crate::t!("refuse-growth-not-your-star", star = &*star.name));
    }
    if star.population < min_pop {
        return Err(crate::t!(
            "refuse-growth-build-population",
            star = &*star.name,
            min = min_pop
        ));
    }
    if snapshot::is_blocked(world, snap, me, star.hex) {
        return Err(crate::t!("refuse-growth-build-blocked", star = &*star.name));
    }
    Ok(())
}

/// Ships the player builds now: track value + asteroid hexes with a ship + Robotics.
/// Hook point: ships fewer that `seat`'s Build Ships makes now (an event it suffered).
/// The answers add up; the content that said so clears it on the build's fact.
pub struct FewerShipsBuilt;

impl crate::rules::hooks::HookPoint for FewerShipsBuilt {
    type Fn = fn(&World, Seat) -> u32;
}

pub fn build_count(world: &mut World, me: Seat) -> u32 {
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let no_asteroids =
        crate::rules::effects::has(world, me, crate::rules::data::PeopleEffect::NoAsteroidShips);
    let asteroids = board
        .hexes
        .iter()
        .filter(|&&h| board.terrain(h) == Some(Terrain::Asteroids) && snap.ships(board, h, me) > 0)
        .count() as u32;
    let asteroids = if no_asteroids { 0 } else { asteroids };
    let track = discs::contributing_track_value(world, me);
    let fewer: u32 = crate::rules::hooks::hooked::<FewerShipsBuilt>(world)
        .iter()
        .map(|f| f(world, me))
        .sum();
    let rules = world.resource::<RulesData>();
    (rules.base.ships_for_track_value(track)
        + asteroids
        + rules
            .tech
            .robotics_bonus(world.resource::<Technology>().level(me, Field::Robotics)))
    .saturating_sub(fewer)
}

/// Resolves the player's growth actions: Research, Gain Star, Grow Population, Build Ships.
pub fn resolve_player_growth(world: &mut World, me: Seat) {
    let sel = world.resource::<Growths>().0[me]
        .selection
        .clone()
        .unwrap_or_default();
    let choices = world.resource::<Growths>().0[me]
        .choices
        .clone()
        .unwrap_or_default();
    // Teleports and the other free actions come before the first action other than
    // Research (a Propulsion level researched first counts for them).
    let mut free_done = false;
    for step in full_order(&choices.order) {
        if step != Oval::Research && !free_done {
            free_actions(world, me, &choices);
            free_done = true;
        }
        match step {
            Oval::Research => research_step(world, me, &sel, &choices),
            Oval::GainStar => gain_step(world, me, &choices),
            Oval::GrowPopulation => grow_step(world, me, &sel, &choices),
            Oval::BuildShips => {
                if sel.ovals.contains(&Oval::BuildShips) {
                    build_ships(world, me, &choices.build);
                    population_to_ships(world, me, &choices.population_to_ships);
                }
            }
            Oval::SwitchAlignment => {}
        }
    }
    if !free_done {
        free_actions(world, me, &choices);
    }
}

/// Research: a level in each chosen field (a "6+" effect at 6), then the Military 6+
/// cancellation it may bring.
fn research_step(world: &mut World, me: Seat, sel: &GrowthSelection, choices: &GrowthChoices) {
    if sel.ovals.contains(&Oval::Research) {
        for sq in &sel.squares {
            if let Square::Tech(f) = sq {
                let from = world.resource::<Technology>().level(me, *f);
                if levels::gain_level(world, me, *f) {
                    // A people may leap a level (the Greys: from 1 straight to 3).
                    let leap = crate::rules::effects::find(world, me, |e| match e {
                        crate::rules::data::PeopleEffect::ResearchLeap { from: a, to } => {
                            (a == from).then_some(to)
                        }
                        _ => None,
                    });
                    while leap.is_some_and(|to| world.resource::<Technology>().level(me, *f) < to) {
                        if !levels::gain_level(world, me, *f) {
                            break;
                        }
                    }
                    researched(world, me, *f);
                } else {
                    research_beyond_six(world, me, *f, sel);
                }
            }
        }
    }
    if let Some((target, index)) = choices.cancel {
        // A person's oval counter in the reader's words; an automa's row as its kind
        // words it.
        let oval = world.resource::<Growths>().0[target]
            .selection
            .as_ref()
            .and_then(|s| s.ovals.get(index).copied());
        let action: crate::lang::Says = match oval {
            Some(o) if world.resource::<Roster>().is_human(target) => o.says(),
            _ => cancellable_actions(world, target)
                .get(index)
                .cloned()
                .unwrap_or_default()
                .into(),
        };
        if world
            .resource::<crate::rules::table::Roster>()
            .is_human(target)
        {
            // A person's oval counter is taken away before their turn.
            if let Some(sel) = world.resource_mut::<Growths>().0[target].selection.as_mut()
                && index < sel.ovals.len()
            {
                sel.ovals.remove(index);
            }
        } else if let Some(kind) = crate::rules::table::automa_kind(world, target) {
            kind.cancel_growth_action(world, target, index);
        }
        let who = narrate::subject_says(world, me);
        let whom = narrate::name_says(world, target);
        narrate::log_seat_event(
            world,
            me,
            None,
            crate::says!(
                "log-rules-growth-military-cancel",
                who = who,
                action = action,
                whom = whom
            ),
        );
    }
}

/// The growth actions of `seat` a Military 6+ cancellation may pick, in words: an
/// automa's row, a person's oval counters.
pub fn cancellable_actions(world: &World, seat: Seat) -> Vec<String> {
    if world
        .resource::<crate::rules::table::Roster>()
        .is_human(seat)
    {
        world.resource::<Growths>().0[seat]
            .selection
            .as_ref()
            .map(|s| s.ovals.iter().map(|o| o.says().text()).collect())
            .unwrap_or_default()
    } else {
        crate::rules::table::automa_kind(world, seat)
            .map(|k| {
                k.planned_growth(world, seat)
                    .iter()
                    .map(|a| a.says().text())
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// Whether `me` may declare war on a star's owner on the spot to take it with a Gain
/// Star action: as STS, unless its people never declares war (base rules: "an STS
/// player may declare war on the spot" to conquer a faction's star).
pub fn may_declare_to_take(world: &World, me: Seat, owner: Option<Seat>) -> bool {
    owner.is_some_and(|o| o != me)
        && world.resource::<Alignments>().of(me) == Alignment::Sts
        && !crate::rules::effects::has(world, me, crate::rules::data::PeopleEffect::NeverDeclareWar)
}

/// Gain Star: primitive stars turned advanced, the counters' gains, then the people's
/// free gains.
fn gain_step(world: &mut World, me: Seat, choices: &GrowthChoices) {
    world.insert_resource(gain::FieldChoices(choices.take_fields.clone()));
    // Primitive stars turned advanced (a people's Gain Star actions spent so).
    for &(x, y) in &choices.upgrade {
        let h = Hex::new(x, y);
        let snap = Snapshot::take(world);
        if let Some(star) = snap
            .star_at(h)
            .filter(|s| s.owner.is_none() && s.kind == StarKind::Primitive)
        {
            let (e, name) = (star.entity, star.name.clone());
            ships::modify::<Star>(world, e, |s| {
                s.kind = StarKind::Advanced;
                s.revealed = true;
            });
            world.entity_mut(e).insert(UpgradedPrimitive);
            let who = narrate::subject_says(world, me);
            narrate::log_seat_event(
                world,
                me,
                Some(h),
                crate::says!(
                    "log-rules-growth-upgrade",
                    who = who,
                    star = &*name,
                    at = hex_label(h)
                ),
            );
        }
    }
    // The counters' gains, then the people's free gains.
    let gains = choices.gain.iter().map(|&g| (g, false));
    for ((x, y), free) in gains.chain(choices.free_gain.iter().map(|&g| (g, true))) {
        let snap = Snapshot::take(world);
        let Some(star) = snap.star_at(Hex::new(x, y)).cloned() else {
            continue;
        };
        // A defender declares war now: its ships there block the gain.
        if crate::rules::block::defend_against_person(world, me, star.hex).is_some() {
            let who = narrate::subject_says(world, me);
            narrate::log_seat_event(
                world,
                me,
                Some(star.hex),
                crate::says!(
                    "log-rules-growth-gain-blocked",
                    who = who,
                    star = &*star.name
                ),
            );
            continue;
        }
        let declare = !free && may_declare_to_take(world, me, star.owner);
        if let Ok(plan) = gain::plan_gain_says(world, &snap, me, &star, declare) {
            gain::apply_gain(world, me, &plan);
            if free {
                crate::rules::effects::free_gain_used(world, me, star.kind);
            }
        }
    }
    world.insert_resource(gain::FieldChoices::default());
}

/// Grow Population, with the people's converted ships and your bonus placement.
fn grow_step(world: &mut World, me: Seat, sel: &GrowthSelection, choices: &GrowthChoices) {
    if sel.ovals.contains(&Oval::GrowPopulation) {
        let converted: Vec<Hex> = choices
            .ships_to_population
            .iter()
            .map(|&(x, y)| Hex::new(x, y))
            .collect();
        let bonus_first: Vec<Hex> = choices
            .bonus_first
            .iter()
            .map(|&(x, y)| Hex::new(x, y))
            .collect();
        grow_population(
            world,
            me,
            crate::rules::population::GrowOptions {
                converted: &converted,
                bonus_first: &bonus_first,
                ..Default::default()
            },
        );
    }
}

/// An Ancient Technology relic taken by a person already at 6 in its field: the field's
/// "6+" effect, as researching it would give. Genetics, Robotics (for a field researched
/// this turn) and Spirituality apply at once; Propulsion's free gains and Military's
/// cancellation are chosen with the growth selection, which has passed: nothing then.
pub fn relic_beyond_six(world: &mut World, me: Seat, f: Field) {
    if matches!(f, Field::Propulsion | Field::Military) {
        narrate::log_seat_event(
            world,
            me,
            None,
            crate::says!("log-rules-growth-relic-too-late", field = f.says()),
        );
        return;
    }
    let sel = world.resource::<Growths>().0[me]
        .selection
        .clone()
        .filter(|s| s.ovals.contains(&Oval::Research))
        .unwrap_or_default();
    research_beyond_six(world, me, f, &sel);
}

/// The "6+" effect of researching a field already at 6.
fn research_beyond_six(world: &mut World, me: Seat, f: Field, sel: &GrowthSelection) {
    match f {
        Field::Genetics => {
            narrate::log_seat_event(world, me, None, crate::says!("log-rules-growth-genetics-6"));
            grow_population(
                world,
                me,
                crate::rules::population::GrowOptions {
                    extra_bonus: 2,
                    ..Default::default()
                },
            );
        }
        Field::Propulsion => {
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-rules-growth-propulsion-6"),
            );
        }
        Field::Robotics => {
            let other = sel.squares.iter().find_map(|s| match s {
                Square::Tech(o) if *o != Field::Robotics => Some(*o),
                _ => None,
            });
            match other {
                Some(o) if levels::gain_level(world, me, o) => {
                    dp::award(
                        world,
                        me,
                        -2,
                        DpKind::Technology,
                        "Robotics 6+", // not shown
                        crate::says!("log-rules-dp-robotics-6"),
                        crate::says!("log-rules-dp-robotics-6-detail"),
                        None,
                    );
                    narrate::log_seat_event(
                        world,
                        me,
                        None,
                        crate::says!("log-rules-growth-robotics-6", field = o.says()),
                    );
                }
                _ => narrate::log_seat_event(
                    world,
                    me,
                    None,
                    crate::says!("log-rules-growth-robotics-6-none"),
                ),
            }
        }
        Field::Spirituality => {
            world.resource_mut::<FreeCounters>().0[me] += 1;
            crate::rules::content_commands::grant_exchange(world, me);
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-rules-growth-spirituality-6"),
            );
        }
        Field::Military => {
            let you = narrate::is_sole_person(world, me);
            let who = narrate::subject_says(world, me);
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!(
                    "log-rules-growth-military-6",
                    who = who,
                    you = if you { "yes" } else { "no" } // not shown
                ),
            );
        }
    }
}

/// Places built ships as ordered; ships not placed go to the home star. Pieces beyond
/// the limit go into a fleet at that star.
fn build_ships(world: &mut World, me: Seat, orders: &[BuildOrder]) {
    let mut left = build_count(world, me);
    let total = left;
    let mut placements: Vec<(Hex, u32, Option<FleetLetter>)> = Vec::new();
    for o in orders {
        let n = o.ships.min(left);
        left -= n;
        if n > 0 {
            placements.push((Hex::new(o.at.0, o.at.1), n, o.fleet));
        }
    }
    if left > 0 {
        match default_build_star(world, me) {
            Some(h) => placements.push((h, left, None)),
            None => narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-rules-growth-no-build-star", n = left),
            ),
        }
    }
    let mut built = 0;
    for (h, n, fleet) in placements {
        built += place_built(world, me, h, n, fleet);
    }
    let who = narrate::subject_says(world, me);
    narrate::log_seat_event(
        world,
        me,
        None,
        crate::says!(
            "log-rules-growth-built",
            who = who,
            built = built,
            n = total
        ),
    );
    facts::record(
        world,
        Fact::ShipsBuilt {
            seat: me,
            ships: built,
        },
    );
}

/// The growth turn's free action, first: population teleported (Propulsion 5+).
fn free_actions(world: &mut World, me: Seat, choices: &GrowthChoices) {
    for &(from, to, discs) in &choices.teleport {
        let snap = Snapshot::take(world);
        let (Some(a), Some(b)) = (
            snap.star_at(Hex::new(from.0, from.1)).cloned(),
            snap.star_at(Hex::new(to.0, to.1)).cloned(),
        ) else {
            continue;
        };
        let discs = discs::move_discs(world, &a, &b, discs);
        let who = narrate::subject_says(world, me);
        narrate::log_seat_event(
            world,
            me,
            Some(b.hex),
            crate::says!(
                "log-rules-growth-teleport",
                who = who,
                n = discs,
                from = &*a.name,
                to = &*b.name
            ),
        );
    }
}

/// Voluntary evacuation, a free action of your growth phase: your home-star miniature
/// moves to another star of yours (see [`gain::evacuate_home_to`]).
pub fn evacuate(
    world: &mut World,
    me: Seat,
    to: (i32, i32),
) -> Result<crate::lang::Says, crate::lang::Says> {
    let h = Hex::new(to.0, to.1);
    let snap = Snapshot::take(world);
    let ok = snap.star_at(h).is_some_and(|s| {
        s.owner == Some(me)
            && world
                .get::<crate::rules::snapshot::HomeStar>(s.entity)
                .is_none()
    });
    if !ok || snapshot::home_star(world, me).is_none() {
        return Err(crate::says!(
            "refuse-growth-evacuate-where",
            at = hex_label(h)
        ));
    }
    gain::evacuate_home_to(world, me, h);
    Ok(crate::says!("log-rules-reply-evacuated", at = hex_label(h)))
}

/// A people's Build Ships extra: discs of your stars go back to the track and each
/// becomes its number of ships at that star (placed by the build rules).
fn population_to_ships(world: &mut World, me: Seat, orders: &[((i32, i32), u32)]) {
    let Some(per) = people_number(world, me, |e| match e {
        crate::rules::data::PeopleEffect::PopulationToShips(n) => Some(n),
        _ => None,
    }) else {
        return;
    };
    for &((x, y), discs) in orders {
        let h = Hex::new(x, y);
        let snap = Snapshot::take(world);
        let Some(star) = snap.star_at(h).filter(|s| s.owner == Some(me)).cloned() else {
            continue;
        };
        let keep = u32::from(
            world
                .get::<crate::rules::snapshot::HomeStar>(star.entity)
                .is_none(),
        );
        let discs = discs.min(discs::discs_on(world, &star).saturating_sub(keep));
        if discs == 0 {
            continue;
        }
        ships::modify::<Star>(world, star.entity, |s| s.population -= discs);
        discs::return_discs(world, me, discs);
        let placed = place_built(world, me, h, discs * per, None);
        let who = narrate::subject_says(world, me);
        narrate::log_seat_event(
            world,
            me,
            Some(h),
            crate::says!(
                "log-rules-growth-population-to-ships",
                who = who,
                discs = discs,
                star = &*star.name,
                n = placed
            ),
        );
    }
}

/// Where ships nobody placed go: the home star if it can take them, else the first of
/// your stars in reading order that can.
fn default_build_star(world: &mut World, me: Seat) -> Option<Hex> {
    let snap = Snapshot::take(world);
    let min_pop = world
        .resource::<RulesData>()
        .tech
        .build_population(world.resource::<Technology>().level(me, Field::Robotics));
    let home = snapshot::home_star(world, me);
    let ok = |s: &crate::rules::snapshot::StarView| {
        s.owner == Some(me)
            && s.population >= min_pop
            && !snapshot::is_blocked(world, &snap, me, s.hex)
    };
    let mut legal = snap.stars.iter().filter(|s| ok(s)).map(|s| s.hex);
    let first = legal.next();
    match home {
        Some(h) if snap.star_at(h).is_some_and(ok) => Some(h),
        _ => first,
    }
}
