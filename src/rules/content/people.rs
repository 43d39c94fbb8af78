//! Star peoples in play: which tile each person plays, its setup (levels, ships,
//! population, DP), the home-sector starting bonuses, and the effects the rules ask
//! about at their hook points. The side that applies is the one matching the seat's
//! alignment now (the tile turns when the seat switches).

use super::Fact;
use super::story::ContentPick;
use crate::lang::JoinedBy as _;
use crate::lang::Says;
use crate::rules::data::{
    GainStarRule, GainTarget, PeopleDef, PeopleEffect, RulesData, SectorBonus,
};
use crate::rules::dice::{Dice, deck_shuffle};
use crate::rules::discs;
use crate::rules::hooks::AddHook;
use crate::rules::levels;
use crate::rules::log::{Candidate, Decision, DecisionKind, DpKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::{self, HomeStar};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;

/// The dice's purpose of a draw (for the record of rolls).
const REFUGE_PURPOSE: &str = "refuge star"; // not shown

/// The tile each seat plays (its place in the peoples file); the automas play none.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Peoples(pub Vec<(Seat, usize)>);

/// Forced retreats made this round (seat, round), and hexes barred to a seat for the
/// rest of a round (seat, hex, round).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct ForcedRetreats {
    pub used: Vec<(Seat, u8)>,
    pub barred: Vec<(Seat, (i32, i32), u8)>,
}

/// Who may force whom out of a battle now: (the seat with the ability, the other), the
/// defender's right first. Each may do it once a round.
pub fn may_force_retreat(world: &World, attacker: Seat, defender: Seat) -> Option<(Seat, Seat)> {
    let round = world.resource::<Round>().0;
    let used = |s: Seat| {
        world
            .get_resource::<ForcedRetreats>()
            .is_some_and(|f| f.used.contains(&(s, round)))
    };
    if has(world, defender, PeopleEffect::ForceAttackerRetreat) && !used(defender) {
        return Some((defender, attacker));
    }
    if has(world, attacker, PeopleEffect::ForceDefenderRetreat) && !used(attacker) {
        return Some((attacker, defender));
    }
    None
}

/// A forced retreat made: its use this round, and (forced by the attacker) the hex
/// barred to the one forced out for the rest of the round.
pub fn force_retreat(world: &mut World, forcer: Seat, other: Seat, hex: hexx::Hex, bar: bool) {
    let round = world.resource::<Round>().0;
    let mut f = world.resource_mut::<ForcedRetreats>();
    f.used.push((forcer, round));
    if bar {
        f.barred.push((other, (hex.x, hex.y), round));
    }
    let by = name_says(world, forcer).unwrap_or_default();
    let who = narrate::name_says(world, forcer);
    let out = narrate::object_says(world, other);
    narrate::log_seat_event(
        world,
        forcer,
        Some(hex),
        crate::says!(
            "log-cont-forced-out",
            who = who,
            other = out,
            at = crate::rules::board::hex_label(hex),
            by = by
        ),
    );
}

/// The DP a seat's people add when its DP are compared (the passive automa's marks).
pub fn comparison_dp(world: &World, seat: Seat) -> i32 {
    effects(world, seat)
        .map(|e| match e {
            PeopleEffect::ComparisonDp(n) => n,
            _ => 0,
        })
        .sum()
}

/// Whether `seat` may not enter `hex` this round (forced out of it by a people).
pub fn barred(world: &World, seat: Seat, hex: hexx::Hex) -> bool {
    let round = world.resource::<Round>().0;
    world
        .get_resource::<ForcedRetreats>()
        .is_some_and(|f| f.barred.contains(&(seat, (hex.x, hex.y), round)))
}

/// Free gains left for the game, per person (the Progenitors' track).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct FreeGainsLeft(pub Vec<(Seat, u32)>);

/// The free gains `seat` has left for the game.
pub fn free_gains_left(world: &World, seat: Seat) -> u32 {
    world
        .get_resource::<FreeGainsLeft>()
        .and_then(|f| f.0.iter().find(|(s, _)| *s == seat).map(|(_, n)| *n))
        .unwrap_or(0)
}

/// A free gain used: one fewer left when it came from the game's allowance.
pub fn free_gain_used(world: &mut World, seat: Seat, kind: StarKind) {
    let per_game = find(world, seat, |e| match e {
        PeopleEffect::FreeGainsPerGame(k, _) if k == kind => Some(()),
        _ => None,
    });
    if per_game.is_some()
        && let Some(entry) = world
            .resource_mut::<FreeGainsLeft>()
            .0
            .iter_mut()
            .find(|(s, _)| *s == seat)
    {
        entry.1 = entry.1.saturating_sub(1);
    }
}

/// Discs `seat` keeps on a faction's star it takes: up to its people's number of the
/// star's population, if it has such a rule.
pub fn conquest_keeps(world: &World, seat: Seat, population: u32) -> Option<u32> {
    find(world, seat, |e| match e {
        PeopleEffect::ConquestKeepsUpTo(n) => Some(n.min(population).max(1)),
        _ => None,
    })
}

/// The home-sector starting bonus of each person, as drawn.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct SectorBonuses(pub Vec<(Seat, SectorBonus)>);

/// The tile `seat` plays, if any.
pub fn of(world: &World, seat: Seat) -> Option<&PeopleDef> {
    let i = world
        .get_resource::<Peoples>()?
        .0
        .iter()
        .find(|(s, _)| *s == seat)?
        .1;
    world.resource::<RulesData>().peoples.peoples.get(i)
}

/// The effects that hold for `seat` now: the tile's shared ones and its side's. Read
/// in place (the rules ask this at many hook points, so it allocates nothing).
pub fn effects(world: &World, seat: Seat) -> impl Iterator<Item = PeopleEffect> + '_ {
    let p = of(world, seat);
    let side = p.map(|p| p.side(world.resource::<Alignments>().of(seat)));
    p.into_iter()
        .flat_map(|p| p.both.effects.iter())
        .chain(side.into_iter().flat_map(|s| s.effects.iter()))
        .copied()
}

/// The first effect of `seat` that `pick` accepts, read out.
pub fn find<T>(world: &World, seat: Seat, pick: impl Fn(PeopleEffect) -> Option<T>) -> Option<T> {
    effects(world, seat).find_map(pick)
}

/// Whether `seat` has an effect.
pub fn has(world: &World, seat: Seat, effect: PeopleEffect) -> bool {
    effects(world, seat).any(|e| e == effect)
}

/// The name `seat`'s people goes by now ("Alliance of Light"), for the log.
pub fn name(world: &World, seat: Seat) -> Option<String> {
    let p = of(world, seat)?;
    Some(
        p.side_name(world.resource::<Alignments>().of(seat))
            .to_string(),
    )
}

/// The Gain Star row for `seat` gaining a `target` that its people's side has, if any
/// (in place of the base table's).
pub fn gain_rule(world: &World, seat: Seat, target: GainTarget) -> Option<GainStarRule> {
    let align = world.resource::<Alignments>().of(seat);
    of(world, seat)?
        .side(align)
        .gain_star
        .iter()
        .find(|r| r.target == target && r.alignment == align)
        .cloned()
}

/// How many times `owner`'s population counts against a taker, if its people says.
fn population_defends(world: &World, owner: Seat) -> Option<u32> {
    find(world, owner, |e| match e {
        PeopleEffect::PopulationDefendsTimes(n) => Some(n),
        _ => None,
    })
}

/// Whether `seat`'s people takes stars through defense grids.
pub fn through_defense_grid(world: &World, seat: Seat) -> bool {
    has(world, seat, PeopleEffect::ThroughDefenseGrid)
}

/// More discs `seat`'s people places when it subjugates a primitive star.
fn subjugate_bonus(world: &World, seat: Seat) -> Option<u32> {
    find(world, seat, |e| match e {
        PeopleEffect::SubjugateBonus(n) => Some(n),
        _ => None,
    })
}

/// Registers the peoples' rules at the shared rules' hook points.
pub fn plugin(app: &mut App) {
    use crate::rules::gain;
    use crate::rules::setup::{AutomaSeated, SeatsReady};
    // Setup: an automa of a kind that takes a star people gets one (and its home
    // sector's bonus) before its kind's start; then the people's, then their bonuses.
    app.add_hook::<AutomaSeated>(|world, seat, config| {
        if !crate::rules::table::traits(world, seat).is_some_and(|t| t.star_people) {
            return Ok(());
        }
        automa_setup(
            world,
            seat,
            &config.people,
            config.sector_bonus,
            config.seed,
        )
    })
    .add_hook::<SeatsReady>(|world, config| {
        let choice = PeopleChoice {
            pick: config.people.clone(),
            field: config.people_field,
        };
        choose(world, &choice, config.seed)?;
        if config.sector_bonus {
            sector_bonuses(world, config.seed)?;
        }
        Ok(())
    })
    .add_hook::<crate::rules::effects::SeatEffects>(|world, seat, visit| {
        effects(world, seat).any(visit)
    })
    .add_hook::<crate::rules::effects::FreeGainAllowance>(free_gains_left)
    .add_hook::<crate::rules::effects::FreeGainSpent>(free_gain_used)
    .add_hook::<crate::rules::levels::LevelCap>(level_cap)
    .add_hook::<crate::rules::discs::GrowthLimitIgnores>(growth_limit_ignored)
    .add_hook::<gain::PopulationDefends>(population_defends)
    .add_hook::<gain::GainRule>(gain_rule)
    .add_hook::<gain::SubjugateBonus>(subjugate_bonus)
    .add_hook::<gain::ConquestKeeps>(conquest_keeps)
    .add_hook::<gain::Evacuate>(evacuate)
    .add_hook::<crate::rules::combat::SideCv>(|world, seat, ships, defending, enemies| {
        Some((
            battle_cv(world, seat, ships, defending, enemies),
            "log-cont-cv-people",
        ))
        .filter(|(cv, _)| *cv > 0)
    })
    .add_hook::<crate::rules::combat::MayForceOut>(may_force_retreat)
    .add_hook::<crate::rules::combat::ForcedOut>(force_retreat)
    .add_hook::<crate::rules::population::DiscsPerStar>(|world, seat| {
        find(world, seat, |e| match e {
            PeopleEffect::GrowthDiscsPerStar(n) => Some(n),
            _ => None,
        })
    })
    .add_hook::<crate::rules::block::NeverDeclaresWar>(|world, seat| {
        has(world, seat, PeopleEffect::NeverDeclareWar)
    });
}

/// The highest level `seat`'s people allows in a field (6 when it sets no cap).
pub fn level_cap(world: &World, seat: Seat, field: Field) -> u8 {
    effects(world, seat)
        .filter_map(|e| match e {
            PeopleEffect::LevelCap(f, max) if f == field => Some(max),
            _ => None,
        })
        .min()
        .unwrap_or(6)
}

/// The seats whose stars growth limits leave out for `seat`: both STO, and either
/// plays a people whose growth limits ignore other STO factions. Asked once per
/// growth, not per star.
pub fn growth_limit_ignored(world: &World, seat: Seat) -> Vec<Seat> {
    let al = world.resource::<Alignments>();
    if al.of(seat) != Alignment::Sto
        || world
            .get_resource::<Peoples>()
            .is_none_or(|p| p.0.is_empty())
    {
        return Vec::new();
    }
    let mine = has(world, seat, PeopleEffect::GrowthLimitsIgnoreSto);
    world
        .resource::<Roster>()
        .seats()
        .filter(|&o| {
            o != seat
                && al.of(o) == Alignment::Sto
                && (mine || has(world, o, PeopleEffect::GrowthLimitsIgnoreSto))
        })
        .collect()
}

/// Combat value a people adds to `seat`'s `ships` in a battle: as the defender, or as
/// an attacker against a side with an STO seat.
pub fn battle_cv(world: &World, seat: Seat, ships: u32, defending: bool, enemies: &[Seat]) -> u32 {
    let sto = |s: &Seat| world.resource::<Alignments>().of(*s) == Alignment::Sto;
    effects(world, seat)
        .map(|e| match e {
            PeopleEffect::DefendCvPerShip(cv) if defending => cv.saturating_mul(ships),
            PeopleEffect::AttackStoCvPerShip(cv) if !defending && enemies.iter().any(sto) => {
                cv.saturating_mul(ships)
            }
            _ => 0,
        })
        .fold(0u32, u32::saturating_add)
}

/// A people whose population flees a conquered star: up to its number of the star's
/// `discs` go to the owner's unblocked stars within its ships' range, one at a time to
/// the least populated (reading order on ties). Returns how many moved.
pub fn evacuate(world: &mut World, owner: Seat, star: &snapshot::StarView, discs: u32) -> u32 {
    let Some(most) = find(world, owner, |e| match e {
        PeopleEffect::EvacuateOnConquest(n) => Some(n),
        _ => None,
    }) else {
        return 0;
    };
    let snap = snapshot::Snapshot::take(world);
    let ability = ships::move_ability(world, &snap, owner, 0);
    let reach = crate::rules::board::reach_in(world, star.hex, &ability);
    let board = world.resource::<crate::rules::board::Board>().clone();
    let mut refuges: Vec<(Entity, hexx::Hex, u32)> = snap
        .stars
        .iter()
        .filter(|s| {
            s.owner == Some(owner)
                && s.entity != star.entity
                && reach.contains(&board, s.hex)
                && !snapshot::is_blocked(world, &snap, owner, s.hex)
        })
        .map(|s| (s.entity, s.hex, s.population))
        .collect();
    // An automa has nobody to spread them: all go to one of those stars, drawn by die
    // (the 2-player variant's rule for its passive automa).
    if world.resource::<Roster>().is_automa(owner) && refuges.len() > 1 {
        refuges.sort_by(|a, b| crate::rules::board::hex_order(&a.1, &b.1));
        let round = narrate::current_round(world);
        let mut d = crate::rules::log::Decision::new(
            round,
            owner,
            crate::rules::log::DecisionKind::RefugeStar,
            crate::says!("log-cont-refuge-what"),
        );
        let hexes: Vec<hexx::Hex> = refuges.iter().map(|r| r.1).collect();
        let to = crate::rules::choice::pick_one(world, &mut d, &hexes, REFUGE_PURPOSE, |h| {
            (
                crate::rules::log::Candidate::Hex((h.x, h.y)),
                crate::rules::board::hex_label(h),
            )
        });
        d.tie_break = Some(crate::says!("log-cont-refuge-tie"));
        d.concern([star.hex, to]);
        world
            .resource_mut::<crate::rules::log::GameLog>()
            .decision(d);
        refuges.retain(|r| r.1 == to);
    }
    let mut moved = 0;
    while moved < most.min(discs) && !refuges.is_empty() {
        refuges.sort_by_key(|&(_, h, pop)| (pop, h.y, h.x));
        refuges[0].2 += 1;
        moved += 1;
    }
    for &(e, _, pop) in &refuges {
        ships::modify::<Star>(world, e, |s| s.population = pop);
    }
    if moved > 0 {
        let to: Vec<String> = refuges
            .iter()
            .map(|(_, h, _)| crate::rules::board::hex_label(*h))
            .collect();
        let who = narrate::name_says(world, owner);
        narrate::log_seat_event(
            world,
            owner,
            Some(star.hex),
            crate::says!(
                "log-cont-refuge-saved",
                who = who,
                n = moved,
                star = &*star.name,
                to = to.join(", ")
            ),
        );
    }
    moved
}

/// Awards a people's DP (the automas never score) and says why.
fn award(world: &mut World, seat: Seat, dp: i32, detail: Says) {
    if dp == 0 || !world.resource::<Roster>().is_human(seat) {
        return;
    }
    // The score's key: the people's English name.
    let key = name(world, seat).unwrap_or_else(|| "star people".into()); // not shown
    let source = name_says(world, seat).unwrap_or_else(|| crate::says!("log-cont-people-source"));
    crate::rules::dp::award(world, seat, dp, DpKind::People, &key, source, detail, None);
}

/// [`name`] as words for the player: the name of the side `seat`'s people shows.
pub fn name_says(world: &World, seat: Seat) -> Option<Says> {
    let p = of(world, seat)?;
    Some(side_says(p, world.resource::<Alignments>().of(seat)))
}

/// The name of a people's side as words for the player (the people's own name when the
/// side has none of its own).
fn side_says(p: &PeopleDef, align: Alignment) -> Says {
    match (&p.side(align).name, align) {
        (Some(n), Alignment::Sto) => Says::content("people", &p.key, "sto-name", n),
        (Some(n), Alignment::Sts) => Says::content("people", &p.key, "sts-name", n),
        (None, _) => Says::content("people", &p.key, "name", &p.name),
    }
}

/// A people's name as words for the player.
fn people_says(p: &PeopleDef) -> Says {
    Says::content("people", &p.key, "name", &p.name)
}

/// The people's DP for what happened: trades, liberations, alignment switches and
/// wars declared on an Alliance of Darkness.
pub fn on_fact(world: &mut World, fact: &Fact) {
    match *fact {
        Fact::Traded { a, b } => {
            for (me, partner) in [(a, b), (b, a)] {
                if let Some(dp) = find(world, me, |e| match e {
                    PeopleEffect::TradeDp(n) => Some(n),
                    _ => None,
                }) {
                    award(world, me, dp, crate::says!("log-cont-people-trade-made"));
                    award(
                        world,
                        partner,
                        dp,
                        crate::says!("log-cont-people-trade-caninoids"),
                    );
                }
            }
        }
        Fact::StarGained {
            seat,
            from: Some(from),
            ..
        } if world.resource::<Alignments>().of(seat) == Alignment::Sto && from != seat => {
            if let Some(dp) = find(world, seat, |e| match e {
                PeopleEffect::LiberationDp(n) => Some(n),
                _ => None,
            }) {
                award(world, seat, dp, crate::says!("log-cont-people-liberated"));
            }
        }
        Fact::AlignmentSwitched { seat } => {
            if let Some(dp) = find(world, seat, |e| match e {
                PeopleEffect::SwitchAlignmentDp(n) => Some(n),
                _ => None,
            }) {
                award(world, seat, dp, crate::says!("log-cont-people-switched"));
            }
        }
        Fact::ShipsDestroyed {
            victim,
            ships,
            hex,
            in_battle: true,
            ..
        } => {
            if let Some((per, max)) = find(world, victim, |e| match e {
                PeopleEffect::OwnShipsLostDp {
                    per,
                    max_when_losing,
                } => Some((per, max_when_losing)),
                _ => None,
            }) {
                // The battle's outcome was recorded just before its losses.
                let lost = world
                    .resource::<super::RoundFacts>()
                    .0
                    .iter()
                    .rev()
                    .find_map(|f| match f {
                        Fact::BattleWon { loser, hex: h, .. } if *h == hex => Some(*loser),
                        _ => None,
                    })
                    == Some(victim);
                let dp = per.saturating_mul(i32::try_from(ships).unwrap_or(i32::MAX));
                let dp = if lost { dp.min(max) } else { dp };
                award(
                    world,
                    victim,
                    dp,
                    crate::says!("log-cont-people-ships-lost"),
                );
            }
        }
        Fact::WarDeclared { by, on } if world.resource::<Alignments>().of(by) == Alignment::Sts => {
            if let Some(dp) = find(world, on, |e| match e {
                PeopleEffect::WarOnYouCostsSts(n) => Some(n),
                _ => None,
            }) {
                award(
                    world,
                    by,
                    dp,
                    crate::says!("log-cont-people-war-on-darkness"),
                );
            }
        }
        _ => {}
    }
}

/// Puts a people in play for `seat` without its setup (a position that lists what the
/// setup gave).
pub fn put_in_play(world: &mut World, seat: Seat, key: &str) -> Result<(), String> {
    let index = index_of(world, key).map_err(|e| format!("`people`: {e}"))?;
    let mut peoples = world.resource_mut::<Peoples>();
    peoples.0.retain(|(s, _)| *s != seat);
    peoples.0.push((seat, index));
    fill_free_gains(world);
    Ok(())
}

/// The place of a tile in the peoples file, or an error listing the keys.
fn index_of(world: &World, key: &str) -> Result<usize, String> {
    let file = &world.resource::<RulesData>().peoples;
    file.peoples
        .iter()
        .position(|p| p.key == key)
        .ok_or_else(|| {
            crate::t!(
                "log-cont-people-unknown",
                key = format!("{key:?}"),
                keys = file.keys().join(", ")
            )
        })
}

/// What a new game's people choice says for one person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeopleChoice {
    pub pick: ContentPick,
    /// The field a "level of your choice" goes to; drawn by die when not given.
    pub field: Option<Field>,
}

/// The tiles dealt with a seed, in dealing order: the first person gets the first two.
pub fn dealt(seed: u64, tiles: usize) -> Vec<usize> {
    deck_shuffle(seed, "star peoples", tiles) // not shown: a purpose
}

/// Puts each person's people in play: the one named for the first person (refused when
/// the table removes it for the people), two dealt from the shuffled tiles with the
/// first kept for everyone else (no people when off). Then applies its setup on the side
/// of the person's alignment.
pub fn choose(world: &mut World, choice: &PeopleChoice, seed: u64) -> Result<(), String> {
    let file = world.resource::<RulesData>().peoples.clone();
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    let removed = world.resource::<Roster>().removed_peoples.clone();
    // Tiles an automa was dealt first are not dealt again.
    let taken: Vec<usize> = world
        .get_resource::<Peoples>()
        .map(|p| p.0.iter().map(|&(_, i)| i).collect())
        .unwrap_or_default();
    // A named tile is the first person's; the others are dealt from the rest. A tile
    // the table removes for the people cannot be named either.
    let named = match &choice.pick {
        ContentPick::Named(key) => {
            if removed.contains(key) {
                return Err(crate::t!(
                    "log-cont-people-removed",
                    people = people_says(&file.peoples[index_of(world, key)?]),
                    table = &*world.resource::<Roster>().name
                ));
            }
            let index = index_of(world, key)?;
            if taken.contains(&index) {
                return Err(crate::t!(
                    "log-cont-people-taken",
                    people = people_says(&file.peoples[index])
                ));
            }
            Some(index)
        }
        _ => None,
    };
    let mut dealt = dealt(seed, file.peoples.len()).into_iter().filter(|&i| {
        !removed.contains(&file.peoples[i].key) && !taken.contains(&i) && Some(i) != named
    });
    let mut chosen = Vec::new();
    for (n, seat) in people.into_iter().enumerate() {
        let index = match (&choice.pick, named) {
            (ContentPick::Off, _) => continue,
            (_, Some(index)) if n == 0 => index,
            _ => {
                let two: Vec<usize> = dealt.by_ref().take(2).collect();
                let kept = *two
                    .first()
                    .ok_or_else(|| crate::t!("log-cont-people-none-left"))?;
                let names = two
                    .iter()
                    .map(|&i| people_says(&file.peoples[i]))
                    .joined_by(crate::lang::Joint::And);
                let who = narrate::name_says(world, seat);
                narrate::log_seat_event(
                    world,
                    seat,
                    None,
                    crate::says!(
                        "log-cont-people-dealt-two",
                        who = who,
                        dealt = names,
                        kept = people_says(&file.peoples[kept])
                    ),
                );
                kept
            }
        };
        chosen.push((seat, index));
    }
    world
        .resource_mut::<Peoples>()
        .0
        .extend(chosen.iter().copied());
    for (seat, index) in chosen {
        apply_setup(world, seat, &file.peoples[index], choice.field)?;
    }
    fill_free_gains(world);
    Ok(())
}

/// Each person's free gains for the game, from its people (the Progenitors' track).
pub fn fill_free_gains(world: &mut World) {
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    let left: Vec<(Seat, u32)> = people
        .into_iter()
        .filter_map(|seat| {
            find(world, seat, |e| match e {
                PeopleEffect::FreeGainsPerGame(_, n) => Some(n),
                _ => None,
            })
            .map(|n| (seat, n))
        })
        .collect();
    world.insert_resource(FreeGainsLeft(left));
}

/// A people's setup on the side of `seat`'s alignment: levels (raised as research
/// raises them), a level of choice, ships, home population and DP.
fn apply_setup(
    world: &mut World,
    seat: Seat,
    people: &PeopleDef,
    field: Option<Field>,
) -> Result<(), String> {
    let align = world.resource::<Alignments>().of(seat);
    let who = narrate::name_says(world, seat);
    narrate::log_seat_event(
        world,
        seat,
        None,
        crate::says!(
            "log-cont-people-plays",
            who = who,
            side = side_says(people, align),
            alignment = align.name()
        ),
    );
    for setup in [&people.both.setup, &people.side(align).setup] {
        for &(f, level) in &setup.levels {
            raise_to(world, seat, f, level);
        }
        if let Some(level) = setup.level_of_choice {
            let f = pick_field(world, seat, level, field, PEOPLE_FIELD)?;
            raise_to(world, seat, f, level);
        }
        if setup.ships != 0 {
            change_home_ships(world, seat, setup.ships);
        }
        if setup.home_population > 0 {
            add_home_population(world, seat, setup.home_population);
        }
        award(
            world,
            seat,
            setup.dp,
            crate::says!("log-cont-people-starting-dp"),
        );
    }
    Ok(())
}

/// Raises a field to `level` as research would (tactics included), within the caps.
fn raise_to(world: &mut World, seat: Seat, field: Field, level: u8) {
    while world.resource::<Technology>().level(seat, field) < level {
        if !levels::gain_level(world, seat, field) {
            break;
        }
    }
}

/// The dice's purposes of a field drawn for a people's setup and for a sector bonus.
const PEOPLE_FIELD: &str = "star people: a field of your choice"; // not shown
const SECTOR_FIELD: &str = "home sector bonus: another field"; // not shown

/// The field a "field at level N" goes to: the one given if it is below N and may
/// reach it, else one drawn by die among those that can (recorded).
fn pick_field(
    world: &mut World,
    seat: Seat,
    level: u8,
    given: Option<Field>,
    purpose: &'static str,
) -> Result<Field, String> {
    if let Some(f) = given.filter(|&f| can_raise(world, seat, f, level)) {
        return Ok(f);
    }
    let fields: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|&f| can_raise(world, seat, f, level))
        .collect();
    if fields.is_empty() {
        return Err(crate::t!("log-cont-no-field-raised"));
    }
    let round = narrate::current_round(world);
    let what = match purpose {
        PEOPLE_FIELD => crate::says!("log-cont-people-field-what"),
        _ => crate::says!("log-cont-sector-field-what"),
    };
    let mut d = Decision::new(round, seat, DecisionKind::FieldOfChoice, what);
    d.offer(fields.iter().map(|&f| (Candidate::Field(f), f.says())));
    d.filters
        .push(crate::says!("log-cont-fields-below", level = level));
    let pick = world.resource_mut::<Dice>().pick(fields.len(), purpose);
    d.add_pick(&pick);
    let f = fields[pick.index];
    d.result = f.says();
    world.resource_mut::<GameLog>().decision(d);
    Ok(f)
}

/// Whether a field of `seat` is below `level` and may reach it.
fn can_raise(world: &World, seat: Seat, field: Field, level: u8) -> bool {
    world.resource::<Technology>().level(seat, field) < level
        && level_cap(world, seat, field) >= level
}

fn home_of(world: &mut World, seat: Seat) -> Option<(Entity, hexx::Hex)> {
    let mut q = world.query_filtered::<(Entity, &Position, &Star), With<HomeStar>>();
    q.iter(world)
        .find(|(_, _, s)| s.owner == Some(seat))
        .map(|(e, p, _)| (e, p.0))
}

/// Ships added at (or removed from) the home star at setup.
fn change_home_ships(world: &mut World, seat: Seat, n: i32) {
    // An automa's starting ships are its kind's (the passive automa's fleet replaces
    // the starting ships these would change).
    if !world.resource::<Roster>().is_human(seat) {
        return;
    }
    let Some((_, home)) = home_of(world, seat) else {
        return;
    };
    if n > 0 {
        ships::place_pieces(world, seat, home, n as u32);
    } else {
        ships::remove_ships(world, seat, home, n.unsigned_abs());
    }
}

/// Discs from the track onto the home star at setup.
fn add_home_population(world: &mut World, seat: Seat, n: u32) {
    let Some((e, _)) = home_of(world, seat) else {
        return;
    };
    // A seat without a population track (the passive automa) takes them from its supply.
    let mut placed = 0;
    for _ in 0..n {
        if !table::has_population_track(world, seat) || discs::take_disc(world, seat) {
            placed += 1;
        }
    }
    ships::modify::<Star>(world, e, |s| s.population += placed);
}

/// Draws each person's home-sector starting bonus (from the shuffled sector tiles) and
/// applies it: a free growth counter in round 1, a field at a level (another field of
/// your choice when you already have it), ships or population at the home star.
pub fn sector_bonuses(world: &mut World, seed: u64) -> Result<(), String> {
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    draw_sector_bonuses(world, &people, seed)
}

/// Home sector bonuses for `seats`, drawn on from the shuffled tiles (after any an
/// automa drew first).
fn draw_sector_bonuses(world: &mut World, seats: &[Seat], seed: u64) -> Result<(), String> {
    let bonuses = world.resource::<RulesData>().peoples.sector_bonuses.clone();
    if bonuses.is_empty() {
        return Ok(());
    }
    let order = deck_shuffle(seed, "home sector tiles", bonuses.len()); // not shown: a purpose
    let mut drawn = world
        .get_resource::<SectorBonuses>()
        .map(|b| b.0.clone())
        .unwrap_or_default();
    let skip = drawn.len();
    for (&seat, i) in seats.iter().zip(order.into_iter().cycle().skip(skip)) {
        let mut bonus = bonuses[i];
        let text = match bonus {
            SectorBonus::ExtraGrowthAction => {
                world
                    .resource_mut::<crate::rules::counters::FreeCounters>()
                    .0[seat] += 1;
                crate::says!("log-cont-sector-counter")
            }
            SectorBonus::Level(f, level) => {
                // A field you already have there (or cannot reach): another, drawn.
                let f = if can_raise(world, seat, f, level) {
                    f
                } else {
                    pick_field(world, seat, level, None, SECTOR_FIELD)?
                };
                raise_to(world, seat, f, level);
                bonus = SectorBonus::Level(f, level);
                crate::says!("log-cont-b-field-level", field = f.says(), level = level)
            }
            SectorBonus::Ships(n) => {
                change_home_ships(world, seat, n as i32);
                crate::says!("log-cont-sector-ships", n = n)
            }
            SectorBonus::Population(n) => {
                add_home_population(world, seat, n);
                crate::says!("log-cont-sector-population", n = n)
            }
        };
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!(
                "log-cont-sector-bonus",
                who = narrate::name_says(world, seat),
                bonus = text
            ),
        );
        drawn.push((seat, bonus));
    }
    world.insert_resource(SectorBonuses(drawn));
    Ok(())
}

/// The star people and home sector bonus of an automa whose kind takes them (the
/// passive automa), before the people choose theirs: the first tile of the shuffled
/// deck (tiles removed for the people may still come to it), played on the side of its
/// alignment, a level of its choice drawn by die; then the first home sector tile.
/// Nothing when the game plays without peoples.
pub fn automa_setup(
    world: &mut World,
    seat: Seat,
    pick: &ContentPick,
    sector_bonus: bool,
    seed: u64,
) -> Result<(), String> {
    if *pick == ContentPick::Off {
        return Ok(());
    }
    let file = world.resource::<RulesData>().peoples.clone();
    let mut taken: Vec<usize> = world.resource::<Peoples>().0.iter().map(|p| p.1).collect();
    // The tile a person named is theirs: the automa is dealt another.
    if let ContentPick::Named(key) = pick {
        taken.extend(index_of(world, key));
    }
    let Some(tile) = dealt(seed, file.peoples.len())
        .into_iter()
        .find(|i| !taken.contains(i))
    else {
        return Ok(());
    };
    narrate::log_seat_event(
        world,
        seat,
        None,
        crate::says!(
            "log-cont-people-dealt",
            who = narrate::name_says(world, seat),
            people = people_says(&file.peoples[tile])
        ),
    );
    world.resource_mut::<Peoples>().0.push((seat, tile));
    apply_setup(world, seat, &file.peoples[tile], None)?;
    if sector_bonus {
        draw_sector_bonuses(world, &[seat], seed)?;
    }
    Ok(())
}
