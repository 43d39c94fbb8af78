//! Growing population on a seat's stars: +1 below each star's growth limit, then the
//! Genetics bonus (at most one bonus disc per star, ignoring the limit).

use crate::rules::board::hex_label;
use crate::rules::data::RulesData;
use crate::rules::discs;
use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table;
use bevy::prelude::*;

/// What a Grow Population action is asked to do beyond the rules' defaults.
#[derive(Debug, Clone, Copy, Default)]
pub struct GrowOptions<'a> {
    /// Bonus discs beyond the Genetics bonus (the Genetics 6+ effect).
    pub extra_bonus: u32,
    /// Stars where a ship becomes that star's bonus disc (a people's ability), before
    /// the Genetics bonus is handed out.
    pub converted: &'a [hexx::Hex],
    /// Stars to receive the bonus discs first, in this order (the rest go to the least
    /// populated stars).
    pub bonus_first: &'a [hexx::Hex],
}

/// Hook point: discs each of `seat`'s stars may get from one Grow Population (a
/// people's rule; the growth limit still holds). The first answer holds; 1 without one.
pub struct DiscsPerStar;

impl HookPoint for DiscsPerStar {
    type Fn = fn(&World, Seat) -> Option<u32>;
}

/// Hook point: bonus discs content gives `seat`'s stars when it grows (a relic's), by
/// star, outside the Genetics allowance but within one bonus per star. They add up.
pub struct BonusDiscs;

impl HookPoint for BonusDiscs {
    type Fn = fn(&mut World, Seat) -> Vec<(hexx::Hex, u32)>;
}

/// Hook point: whether `seat`'s Grow Population now gets no Genetics bonus (an event
/// the seat suffered). Any yes holds; the content that said so clears it on the growth's
/// fact.
pub struct GeneticsBonusWithheld;

impl HookPoint for GeneticsBonusWithheld {
    type Fn = fn(&World, Seat) -> bool;
}

/// Grows population for `seat` and returns how many discs were added.
pub fn grow_population(world: &mut World, seat: Seat, options: GrowOptions) -> u32 {
    let GrowOptions {
        extra_bonus,
        converted,
        bonus_first,
    } = options;
    let snap = Snapshot::take(world);
    let mine: Vec<_> = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(seat) && !snapshot::is_blocked(world, &snap, seat, s.hex))
        .cloned()
        .collect();
    let mut added = 0;
    let mut grown: Vec<(Entity, u32)> = Vec::new();
    // A people may grow each star by more than one disc (the limit still holds).
    let per_star = hooked::<DiscsPerStar>(world)
        .iter()
        .find_map(|f| f(world, seat))
        .unwrap_or(1);
    for s in &mine {
        let limit = discs::growth_limit(world, &snap, seat, s.hex);
        let mut pop = s.population;
        for _ in 0..per_star {
            if pop < limit && discs::take_disc(world, seat) {
                pop += 1;
                added += 1;
            }
        }
        grown.push((s.entity, pop));
    }
    // Content's bonus discs (the Ancient Pyramids' at their star), outside the Genetics
    // allowance but within the one-bonus-per-star limit.
    let mut has_bonus = vec![false; grown.len()];
    let bonuses: Vec<(hexx::Hex, u32)> = hooked_mut::<BonusDiscs>(world)
        .iter()
        .flat_map(|f| f(world, seat))
        .collect();
    for (h, n) in bonuses {
        if let Some(i) = mine.iter().position(|s| s.hex == h) {
            let taken = discs::take_discs(world, seat, n);
            grown[i].1 = grown[i].1.saturating_add(taken);
            added += taken;
            has_bonus[i] |= taken > 0;
        }
    }
    // Ships turned into bonus discs (one per star, within the bonus limit).
    for (i, s) in mine.iter().enumerate() {
        if has_bonus[i] || !converted.contains(&s.hex) {
            continue;
        }
        if ships::ships_at(world, seat, s.hex) > 0 && discs::take_disc(world, seat) {
            ships::remove_ships(world, seat, s.hex, 1);
            grown[i].1 += 1;
            added += 1;
            has_bonus[i] = true;
        }
    }
    let genetics = world.resource::<Technology>().level(seat, Field::Genetics);
    let withheld = crate::rules::hooks::hooked::<GeneticsBonusWithheld>(world)
        .iter()
        .any(|f| f(world, seat));
    let genetics_bonus = if withheld {
        0
    } else {
        world.resource::<RulesData>().tech.genetics_bonus(genetics)
    };
    let mut bonus = genetics_bonus + extra_bonus;
    // Bonus discs go to the stars you named first, then to the least populated (then
    // reading order); an automa's go to stars picked by die.
    let mut order: Vec<usize> = (0..grown.len()).filter(|&i| !has_bonus[i]).collect();
    if world.resource::<table::Roster>().is_automa(seat) {
        order = bonus_stars_by_die(world, seat, &mine, order, bonus);
    } else {
        order.sort_by_key(|&i| {
            let named = bonus_first.iter().position(|&h| h == mine[i].hex);
            (named.unwrap_or(usize::MAX), grown[i].1)
        });
    }
    for i in order {
        if bonus == 0 {
            break;
        }
        if discs::take_disc(world, seat) {
            grown[i].1 += 1;
            added += 1;
            bonus -= 1;
        }
    }
    for (e, pop) in &grown {
        ships::modify::<Star>(world, *e, |s| s.population = *pop);
    }
    crate::rules::facts::record(
        world,
        crate::rules::facts::Fact::PopulationGrown { seat, discs: added },
    );
    if added > 0 {
        let names: Vec<String> = mine
            .iter()
            .map(|s| format!("{} {}", s.name, hex_label(s.hex)))
            .collect();
        let last = mine.last().map(|s| s.hex);
        narrate::log_seat_event(
            world,
            seat,
            last,
            crate::says!(
                "log-rules-grown",
                who = narrate::name_says(world, seat),
                n = added,
                stars = names.join(", ")
            ),
        );
    }
    added
}

/// The stars (indices into `mine`) that get an automa's `bonus` discs, one each, picked
/// by die among those still without one (solo rule 3.2: every automa choice is random).
/// Every candidate gets one without a roll when the bonus covers them all.
fn bonus_stars_by_die(
    world: &mut World,
    seat: Seat,
    mine: &[snapshot::StarView],
    mut left: Vec<usize>,
    bonus: u32,
) -> Vec<usize> {
    use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
    if (bonus as usize) >= left.len() || bonus == 0 {
        return left;
    }
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::BonusDiscStar,
        crate::says!("log-rules-decision-bonus-discs"),
    );
    d.offer(left.iter().map(|&i| {
        let s = &mine[i];
        (
            Candidate::Hex((s.hex.x, s.hex.y)),
            format!("{} {}", s.name, hex_label(s.hex)),
        )
    }));
    let mut chosen = Vec::new();
    for _ in 0..bonus {
        let pick = world
            .resource_mut::<crate::rules::dice::Dice>()
            .pick(left.len(), "Genetics bonus disc star"); // not shown
        d.add_pick(&pick);
        chosen.push(left.remove(pick.index));
    }
    d.concern(chosen.iter().map(|&i| mine[i].hex));
    d.result = chosen
        .iter()
        .map(|&i| format!("{} {}", mine[i].name, hex_label(mine[i].hex)))
        .collect::<Vec<_>>()
        .join(", ")
        .into();
    world.resource_mut::<GameLog>().decision(d);
    chosen
}
