//! The policy's growth phase: which counters to take (each oval weighed in DP it is
//! likely to bring, extra ovals bought when they pay for their cost), which field to
//! research, and which stars to gain first.

use super::cards::{self, CardAim};
use super::{me, rival};
use super::{story_era, story_wants};
use crate::rules::board::Board;
use crate::rules::data::{RulesData, StoryHook};
use crate::rules::discs;
use crate::rules::gain;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::player::{
    BuildOrder, FreeCounters, GrowthChoices, GrowthSelection, Oval, Square, additional_action_stars,
};
use crate::rules::snapshot::{self, Snapshot};
use bevy::prelude::*;
use hexx::Hex;

/// Stars the player could gain now (ships there, the gain allowed), best first: more
/// discs placed first, the center sector's first when the card asks for them, then
/// reading order.
pub(super) fn gain_targets(world: &mut World, snap: &Snapshot) -> Vec<(Hex, u32)> {
    let me = me(world);
    let board = world.resource::<Board>().clone();
    let center_first = cards::aim(world).center;
    let mut out: Vec<(u32, bool, Hex)> = Vec::new();
    for s in &snap.stars {
        if snap.ships(&board, s.hex, me) == 0 {
            continue;
        }
        if let Ok(plan) = gain::plan_gain_says(world, snap, me, s, false) {
            let discs = plan.discs.unwrap_or(s.population);
            out.push((discs, center_first && board.in_center(s.hex), s.hex));
        }
    }
    out.sort_by_key(|&(discs, center, h)| {
        (
            std::cmp::Reverse(center),
            std::cmp::Reverse(discs),
            h.y,
            h.x,
        )
    });
    out.into_iter().map(|(discs, _, h)| (h, discs)).collect()
}

/// Discs a Grow Population action would place now: one on each unblocked star of yours
/// below its growth limit, plus the Genetics bonus (at most one disc per star), as far
/// as the track has discs.
fn expected_growth(world: &World, snap: &Snapshot) -> u32 {
    let me = me(world);
    let rules = world.resource::<RulesData>();
    let genetics = world.resource::<Technology>().level(me, Field::Genetics);
    let bonus = rules.tech.genetics_bonus(genetics);
    let below = snap
        .stars
        .iter()
        .filter(|s| {
            s.owner == Some(me)
                && s.population < discs::growth_limit(world, snap, me, s.hex)
                && !snapshot::is_blocked(world, snap, me, s.hex)
        })
        .count() as u32;
    // The bonus goes one disc per star.
    let stars = snap.stars.iter().filter(|s| s.owner == Some(me)).count() as u32;
    let growth = below + bonus.min(stars);
    growth.min(world.resource::<PopulationTracks>().0[me])
}

/// Whether Slavers at war stand near your home star, or you have almost no ships.
fn threatened(world: &mut World, snap: &Snapshot) -> bool {
    let me = me(world);
    let rival = rival(world);
    let board = world.resource::<Board>().clone();
    let home = snapshot::home_star(world, me);
    let at_war = world.resource::<Diplomacy>().at_war(me, rival);
    let near = home.is_some_and(|h| {
        snap.hexes_of(&board, rival)
            .iter()
            .any(|s| s.unsigned_distance_to(h) <= 5)
    });
    (at_war && near) || snap.total_ships(me) < 4
}

/// The counters: every oval gets a value in likely DP (a disc on the board is worth
/// about a DP at the end, a star about five with the growth it brings, research less as
/// the game nears its end); the best two, then extra ovals while they are worth more
/// than they cost.
pub(super) fn choose_growth(world: &mut World) -> GrowthSelection {
    let me = me(world);
    let snap = Snapshot::take(world);
    let aim = cards::aim(world);
    let targets = gain_targets(world, &snap);
    let discs = expected_growth(world, &snap);
    let round = narrate::current_round(world) as i32;
    let rounds = world.resource::<RulesData>().base.rounds as i32;
    let left = rounds - round;
    let threat = threatened(world, &snap);
    let story_bonus = |world: &World, hook: fn(&StoryHook) -> bool| {
        if story_wants(world, hook) { 3.0 } else { 0.0 }
    };
    let card_bonus = |wanted: bool| if wanted { 3.0 } else { 0.0 };
    let mut options: Vec<(f32, Oval)> = Vec::new();
    // A star brings its discs, room for growth, story DP and majorities: the most
    // valuable counter while stars are in reach.
    for i in 0..targets.len().min(2) {
        options.push((9.0 - i as f32, Oval::GainStar));
    }
    if discs > 0 {
        let grow = discs as f32 * 2.0
            + story_bonus(world, |h| matches!(h, StoryHook::PopulationGrown))
            + card_bonus(aim.grow);
        options.push((grow, Oval::GrowPopulation));
    }
    let field = choose_field(world, aim);
    let level = world.resource::<Technology>().level(me, field);
    let research = if field == Field::Genetics {
        // Each Genetics level is about one more disc at every later Grow Population.
        (left as f32 * 2.5).clamp(1.0, 14.0)
    } else {
        match left {
            4.. => 4.5,
            2..=3 => 2.5,
            _ => 1.0,
        }
    } + story_research(world, field, level)
        + card_bonus(aim.research == Some(field));
    options.push((research, Oval::Research));
    let build = if threat {
        6.0
    } else if snap.total_ships(me) < 8 {
        3.5
    } else {
        1.5
    } + story_bonus(world, |h| matches!(h, StoryHook::ShipsBuilt))
        + card_bonus(aim.build);
    options.push((build, Oval::BuildShips));
    options.sort_by(|a, b| b.0.total_cmp(&a.0));

    let rules = world.resource::<RulesData>();
    let genetics = world.resource::<Technology>().level(me, Field::Genetics);
    let cost = rules
        .tech
        .extra_action_dp(genetics, rules.base.additional_action_dp) as f32;
    let free = world.resource::<FreeCounters>().0[me] as usize;
    let allowed = 2 + additional_action_stars(world, me) as usize + free;
    let mut ovals: Vec<Oval> = Vec::new();
    for (value, oval) in options {
        if ovals.len() >= allowed {
            break;
        }
        // Beyond the two counters (and the free ones) each oval costs DP.
        if ovals.len() >= 2 + free && value <= cost + 0.5 {
            continue;
        }
        ovals.push(oval);
    }
    if let Some(two) = super::style::of(world).ovals {
        let extra = ovals.len().saturating_sub(2);
        let bought: Vec<Oval> = ovals.into_iter().skip(2).take(extra).collect();
        ovals = two.to_vec();
        ovals.extend(bought);
    }
    GrowthSelection {
        ovals,
        squares: vec![Square::Tech(field)],
    }
}

/// What the story pays this round for researching `field` from `level`: 7 minus the
/// new level for a top researcher (Journeys, Galactic Wars), 4 for the only researcher
/// (Migrations), 3 for the highest level (Rivalry); taken as if no automa does better.
fn story_research(world: &World, field: Field, level: u8) -> f32 {
    let Some((story, era)) = story_era(world) else {
        return 0.0;
    };
    story.eras[era - 1]
        .items
        .iter()
        .map(|item| match &item.on {
            StoryHook::TopResearcher(fields) if fields.contains(&field) => 7.0 - (level + 1) as f32,
            StoryHook::OnlyResearcher => 3.0,
            StoryHook::HighestLevel => 2.0,
            _ => 0.0,
        })
        .sum()
}

/// The field to research: the card's, then the story's top-researcher fields while
/// they score, then a plan (Genetics for growth, Propulsion for reach, Robotics for
/// ships), then the lowest field.
fn choose_field(world: &World, aim: CardAim) -> Field {
    let me = me(world);
    let tech = world.resource::<Technology>();
    let level = |f: Field| tech.level(me, f);
    if let Some(f) = super::style::of(world).field.filter(|&f| level(f) < 6) {
        return f;
    }
    if let Some(f) = aim.research.filter(|&f| level(f) < 6) {
        return f;
    }
    let mut story_fields: Vec<Field> = Vec::new();
    if let Some((story, era)) = story_era(world) {
        for item in &story.eras[era - 1].items {
            if let StoryHook::TopResearcher(fields) = &item.on {
                story_fields.extend(fields.iter().copied());
            }
        }
    }
    if let Some(f) = story_fields
        .into_iter()
        .filter(|&f| level(f) < 5)
        .min_by_key(|&f| level(f))
    {
        return f;
    }
    // Genetics first: its bonus discs ignore the growth limits, which keep stars
    // close to each other small.
    const PLAN: [(Field, u8); 5] = [
        (Field::Genetics, 4),
        (Field::Propulsion, 2),
        (Field::Genetics, 6),
        (Field::Robotics, 3),
        (Field::Propulsion, 3),
    ];
    if let Some(&(f, _)) = PLAN.iter().find(|&&(f, to)| level(f) < to) {
        return f;
    }
    Field::ALL
        .into_iter()
        .filter(|&f| level(f) < 6)
        .min_by_key(|&f| (level(f), f as u8))
        .unwrap_or(Field::Military)
}

/// The growth turn: the stars to gain, every built ship at the home star, and (Military
/// 6+) the Slavers' first spawn cancelled when that is allowed.
pub(super) fn growth_choices(world: &mut World) -> GrowthChoices {
    let me = me(world);
    let rival = rival(world);
    let sel = world.resource::<crate::rules::player::Growths>().0[me]
        .selection
        .clone()
        .unwrap_or_default();
    let gains = crate::rules::player::gain_actions(world, me, &sel);
    let snap = Snapshot::take(world);
    let targets = gain_targets(world, &snap);
    // The people's free gains take the stars of their kind first (they cost no counter).
    let mut allowances = crate::rules::player::free_gains(world, me, &sel);
    let mut free_gain = Vec::new();
    let mut rest = Vec::new();
    for (hex, _) in targets {
        let kind = snap
            .star_at(hex)
            .filter(|s| s.owner.is_none())
            .map(|s| s.kind);
        match allowances
            .iter_mut()
            .find(|(k, n)| *n > 0 && Some(*k) == kind)
        {
            Some(slot) => {
                slot.1 -= 1;
                free_gain.push(super::h(hex));
            }
            None => rest.push(super::h(hex)),
        }
    }
    let gain: Vec<(i32, i32)> = rest.into_iter().take(gains).collect();
    use crate::rules::data::PeopleEffect;
    // Gain Star actions left over turn primitive stars advanced (to ally with later),
    // for a people that may.
    let per = crate::rules::content::people::find(world, me, |e| match e {
        PeopleEffect::UpgradePrimitives(n) => Some(n as usize),
        _ => None,
    });
    let board = world.resource::<crate::rules::board::Board>().clone();
    let upgrade: Vec<(i32, i32)> = match per {
        Some(n) if gains > gain.len() => snap
            .stars
            .iter()
            .filter(|s| {
                s.owner.is_none()
                    && s.kind == StarKind::Primitive
                    && snap.ships(&board, s.hex, me) > 0
            })
            .take((gains - gain.len()) * n)
            .map(|s| super::h(s.hex))
            .collect(),
        _ => Vec::new(),
    };
    // Ships become population at the least populated stars that have one to spare
    // (never the home star's last defender).
    let home_hex = snapshot::home_star(world, me);
    let ships_to_population: Vec<(i32, i32)> =
        match crate::rules::content::people::find(world, me, |e| match e {
            PeopleEffect::ShipsToPopulation(n) => Some(n as usize),
            _ => None,
        }) {
            Some(n) if sel.ovals.contains(&Oval::GrowPopulation) => {
                let mut mine: Vec<&snapshot::StarView> = snap
                    .stars
                    .iter()
                    .filter(|s| {
                        s.owner == Some(me)
                            && Some(s.hex) != home_hex
                            && snap.ships(&board, s.hex, me) > 0
                    })
                    .collect();
                mine.sort_by_key(|s| (s.population, s.hex.y, s.hex.x));
                mine.into_iter().take(n).map(|s| super::h(s.hex)).collect()
            }
            _ => Vec::new(),
        };
    let home = snapshot::home_star(world, me);
    let build = home
        .map(|h0| {
            vec![BuildOrder {
                at: super::h(h0),
                ships: 99,
                fleet: None,
            }]
        })
        .unwrap_or_default();
    let planned = crate::rules::table::automa_kind(world, rival)
        .map(|k| k.planned_growth(world, rival))
        .unwrap_or_default();
    let cancel = planned
        .iter()
        .position(|a| {
            use crate::rules::data::GrowthAction::*;
            matches!(a, SpawnAtWormholes(_) | SpawnAtCenterWormhole)
        })
        .map(|i| (rival, i));
    let mut choice = GrowthChoices {
        gain,
        build,
        cancel,
        free_gain,
        upgrade,
        ships_to_population,
        // Discs are worth more on the board than as ships: never turned.
        population_to_ships: Vec::new(),
        // The default (the field where the loser leads most) is this policy's choice.
        take_fields: Vec::new(),
        // Moving population or the home star scores nothing by itself: not done.
        teleport: Vec::new(),
        // The least populated stars first (the rules' default) suits this policy.
        bonus_first: Vec::new(),
        // Research, Gain Star, Grow Population, Build Ships: the default order.
        order: Vec::new(),
    };
    if crate::rules::player::validate_choices(world, me, &choice).is_err() {
        choice.cancel = None;
    }
    if crate::rules::player::validate_choices(world, me, &choice).is_err() {
        choice.build.clear();
    }
    choice
}
