//! Gaining a star (colonize, subjugate, ally, conquer, liberate) for any seat.

use crate::lang::Says;
use crate::rules::board::{Board, hex_label};
use crate::rules::data::{GainStarRule, GainTarget, RulesData};
use crate::rules::discs;
use crate::rules::facts::{self, Fact};
use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::levels;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::{self, HomeStar, Snapshot, StarView};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

/// Hook point: how many times the population of `owner`'s stars counts against a
/// taker (a people's rule); more than once also voids a B fleet's bonus there. The
/// first answer holds; 1 without one.
pub struct PopulationDefends;

impl HookPoint for PopulationDefends {
    type Fn = fn(&World, Seat) -> Option<u32>;
}

/// Hook point: extra ships `seat` needs to take `star` from its owner (a relic's defense
/// grid, unless the taker's people goes through it). The answers add up.
pub struct DefenseGrid;

impl HookPoint for DefenseGrid {
    type Fn = fn(&World, Seat, &StarView) -> u32;
}

/// Hook point: `seat`'s own Gain Star row for a target (a people's side), in place of
/// the base table's. The first answer holds.
pub struct GainRule;

impl HookPoint for GainRule {
    type Fn = fn(&World, Seat, GainTarget) -> Option<GainStarRule>;
}

/// Hook point: more discs `seat` may place when it subjugates a primitive star (a
/// people's rule), within the growth limit. The first answer holds.
pub struct SubjugateBonus;

impl HookPoint for SubjugateBonus {
    type Fn = fn(&World, Seat) -> Option<u32>;
}

/// Hook point: the discs `seat` keeps of a faction's star's `population` when it takes
/// the star (a people's rule). The first answer holds.
pub struct ConquestKeeps;

impl HookPoint for ConquestKeeps {
    type Fn = fn(&World, Seat, u32) -> Option<u32>;
}

/// Hook point: the loser's `discs` on a taken star that flee to its other stars (a
/// people's rule), moved by the hook; returns how many fled. They add up, at most all.
pub struct Evacuate;

impl HookPoint for Evacuate {
    type Fn = fn(&mut World, Seat, &StarView, u32) -> u32;
}

/// How many times the population of `owner`'s stars counts against a taker.
fn population_defends(world: &World, owner: Seat) -> u32 {
    hooked::<PopulationDefends>(world)
        .iter()
        .find_map(|f| f(world, owner))
        .unwrap_or(1)
}

/// The Gain Star row for `seat` gaining a `target`: content's own if it has one, else
/// the base table's.
pub fn gain_rule(world: &World, seat: Seat, target: GainTarget) -> Option<GainStarRule> {
    if let Some(rule) = hooked::<GainRule>(world)
        .iter()
        .find_map(|f| f(world, seat, target))
    {
        return Some(rule);
    }
    let align = world.resource::<Alignments>().of(seat);
    world
        .resource::<RulesData>()
        .base
        .gain_rule(target, align)
        .cloned()
}

/// Hook point: why `seat` may not gain `star` at all now, if content forbids it (a
/// neutral garrison not yet fought). The first answer holds.
pub struct GainVeto;

impl HookPoint for GainVeto {
    type Fn = fn(&World, Seat, &StarView) -> Option<String>;
}

/// Hook point: a gain being made fails at the last moment (a trap its owner springs):
/// why, in the log's words. The first answer holds; nothing of the gain is made.
pub struct GainSprung;

impl HookPoint for GainSprung {
    type Fn = fn(&mut World, Seat, &StarView) -> Option<crate::lang::Says>;
}

/// How a seat would gain a given star.
#[derive(Debug, Clone)]
pub struct GainPlan {
    pub star: StarView,
    pub verb: String,
    pub ships_needed: u32,
    pub ships_present: u32,
    /// Discs the gainer places (`None`: keep the star's population).
    pub discs: Option<u32>,
    /// Whether war must be declared first.
    pub needs_war: bool,
}

/// Ships `seat` counts for taking a star at `hex`: B fleets count extra.
pub fn ships_for_taking(world: &mut World, seat: Seat, hex: Hex) -> u32 {
    ships_for_taking_times(world, seat, hex, 1)
}

/// Ships for taking a star, each counting `factor` times (the Central card), the B fleets'
/// extra on top of that.
fn ships_for_taking_times(world: &mut World, seat: Seat, hex: Hex, factor: u32) -> u32 {
    ships_for_taking_with(world, seat, hex, factor, true)
}

/// [`ships_for_taking_times`], with or without the B fleets' bonus.
fn ships_for_taking_with(
    world: &mut World,
    seat: Seat,
    hex: Hex,
    factor: u32,
    bomb_bonus: bool,
) -> u32 {
    let (pieces, fleets) = ships::ships_entities_at(world, seat, hex);
    let bomb = world
        .resource::<RulesData>()
        .base
        .fleet_specials
        .bomb_percent;
    let mut total = pieces.len() as u32 * factor;
    for e in fleets {
        let f = *world.get::<Fleet>(e).unwrap();
        total += f.ships * factor;
        if bomb_bonus && f.letter == FleetLetter::B {
            let double = world.resource::<FleetTactics>().side(seat, FleetLetter::B)
                == Some(TacticSide::Double);
            let pct = if double { bomb * 2 } else { bomb };
            total += f.ships * factor * pct / 100;
        }
    }
    total
}

/// Whether `seat` can gain the star, and how; `Err` says why not.
/// `allow_declare` lets the plan include declaring war on the star's owner.
pub fn plan_gain(
    world: &mut World,
    snap: &Snapshot,
    seat: Seat,
    star: &StarView,
    allow_declare: bool,
) -> Result<GainPlan, String> {
    plan_gain_counting(world, snap, seat, star, allow_declare, 1)
}

/// [`plan_gain`] with why not as words for the player (a decision's filter: written in
/// the reader's language when shown).
pub fn plan_gain_says(
    world: &mut World,
    snap: &Snapshot,
    seat: Seat,
    star: &StarView,
    allow_declare: bool,
) -> Result<GainPlan, Says> {
    plan_gain_counting_says(world, snap, seat, star, allow_declare, 1)
}

/// [`plan_gain`] with the ships counting `factor` times.
pub fn plan_gain_counting(
    world: &mut World,
    snap: &Snapshot,
    seat: Seat,
    star: &StarView,
    allow_declare: bool,
    factor: u32,
) -> Result<GainPlan, String> {
    plan_gain_counting_says(world, snap, seat, star, allow_declare, factor)
        .map_err(|why| why.text())
}

/// [`plan_gain_counting`] with why not as words for the player.
pub fn plan_gain_counting_says(
    world: &mut World,
    snap: &Snapshot,
    seat: Seat,
    star: &StarView,
    allow_declare: bool,
    factor: u32,
) -> Result<GainPlan, Says> {
    if star.owner == Some(seat) {
        return Err(crate::says!("log-rules-gain-yours"));
    }
    if let Some(why) = hooked::<GainVeto>(world)
        .iter()
        .find_map(|f| f(world, seat, star))
    {
        return Err(why.into());
    }
    // A people may make its population count more than once against the taker; B fleets
    // then get no bonus against its stars.
    let defends = star.owner.map_or(1, |o| population_defends(world, o));
    let bomb = defends == 1;
    let present = ships_for_taking_with(world, seat, star.hex, factor, bomb);
    if present == 0 {
        return Err(crate::says!("log-rules-gain-no-ships"));
    }
    if world.resource::<PopulationTracks>().0[seat] == 0
        && discs::spare_star_disc(world, snap, seat, star.entity).is_none()
    {
        return Err(crate::says!("log-rules-gain-no-disc"));
    }
    let grid: u32 = hooked::<DefenseGrid>(world)
        .iter()
        .map(|f| f(world, seat, star))
        .sum();
    let align = world.resource::<Alignments>().of(seat);
    let board = world.resource::<Board>();
    let dip = world.resource::<Diplomacy>();
    // Hostile ships in the hex block the gain (other than the owner's, handled below).
    if snap.hostile_ships(board, dip, star.hex, seat) > 0 {
        return Err(crate::says!("log-rules-gain-blocked"));
    }
    let (target, needs_war) = match star.owner {
        None => (GainTarget::Neutral(star.kind), false),
        Some(owner) => {
            let owner_align = world.resource::<Alignments>().of(owner);
            (GainTarget::SeatStar(owner_align), !dip.at_war(seat, owner))
        }
    };
    if needs_war && !allow_declare {
        return Err(crate::says!("log-rules-gain-not-at-war"));
    }
    if star.owner.is_some() && snap.ships(board, star.hex, star.owner.unwrap()) > 0 {
        return Err(crate::says!("log-rules-gain-defended"));
    }
    let Some(rule) = gain_rule(world, seat, target) else {
        return Err(crate::says!(
            "log-rules-gain-kind",
            alignment = align.name()
        ));
    };
    let needed = rule.ships
        + if rule.plus_population {
            star.population * defends
        } else {
            0
        };
    let needed = needed + grid;
    if present < needed {
        return Err(crate::says!(
            "log-rules-gain-needs",
            n = needed,
            has = present
        ));
    }
    // Subjugating a primitive: a people may place more discs, within the growth limit.
    let bonus = hooked::<SubjugateBonus>(world)
        .iter()
        .find_map(|f| f(world, seat));
    let rule_discs = match (target, rule.discs, bonus) {
        (GainTarget::Neutral(StarKind::Primitive), Some(d), Some(extra)) => {
            let limit = discs::growth_limit(world, snap, seat, star.hex);
            Some((d + extra).min(limit.max(d)))
        }
        (_, d, _) => d,
    };
    // Taking a faction's star: a people may keep more of its population.
    let discs = match (star.owner, rule_discs) {
        (Some(_), Some(d)) => hooked::<ConquestKeeps>(world)
            .iter()
            .find_map(|f| f(world, seat, star.population))
            .or(Some(d)),
        (_, d) => d,
    };
    Ok(GainPlan {
        star: star.clone(),
        verb: rule.verb.clone(),
        ships_needed: needed,
        ships_present: present,
        discs,
        needs_war,
    })
}

/// Carries out a gain plan: war if needed, discs placed, the loser's discs returned,
/// technology taken from the loser, the player's home star evacuated.
pub fn apply_gain(world: &mut World, seat: Seat, plan: &GainPlan) {
    let star = &plan.star;
    for spring in hooked_mut::<GainSprung>(world).iter().copied() {
        if let Some(why) = spring(world, seat, star) {
            narrate::log_seat_event(world, seat, Some(star.hex), why);
            return;
        }
    }
    if plan.needs_war
        && let Some(owner) = star.owner
    {
        world.resource_mut::<Diplomacy>().set_war(seat, owner, true);
        facts::record(
            world,
            Fact::WarDeclared {
                by: seat,
                on: owner,
            },
        );
        let (who, whom) = (
            narrate::name_says(world, seat),
            narrate::name_says(world, owner),
        );
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!("log-rules-war-declared", who = who, whom = whom),
        );
    }
    let wanted = plan.discs.unwrap_or(star.population).max(1);
    // plan_gain checked that a disc is on the track (or, for a person, on a star): the
    // track's first, then (a person's) from their stars while they have any.
    let mut placed = discs::take_discs(world, seat, wanted);
    while placed < wanted && discs::take_disc_from_stars(world, seat, star.entity) {
        placed += 1;
    }
    let previous = star.owner;
    let was_home = world.get::<HomeStar>(star.entity).is_some();
    if let Some(loser) = previous {
        let lost = discs::discs_on(world, star);
        let mut saved = 0;
        for evacuate in hooked_mut::<Evacuate>(world).iter().copied() {
            saved += evacuate(world, loser, star, lost - saved);
        }
        discs::return_discs(world, loser, lost - saved);
        take_technology(world, seat, loser, star.population, star.hex);
        if let Some(kind) = crate::rules::table::automa_kind(world, seat) {
            kind.after_gain(world, seat);
        }
    }
    ships::modify::<Star>(world, star.entity, |s| {
        s.owner = Some(seat);
        s.population = placed;
        s.revealed = true;
    });
    let text = crate::says!(
        "log-rules-gained",
        who = narrate::name_says(world, seat),
        verb = Says::content("gain-star", plan.verb.as_str(), "verb", plan.verb.as_str()),
        star = &*star.name,
        at = crate::rules::board::hex_label(star.hex),
        n = placed
    );
    narrate::log_seat_event(world, seat, Some(star.hex), text);
    crate::rules::facts::record(
        world,
        Fact::StarGained {
            seat,
            hex: facts::at(star.hex),
            kind: star.kind,
            from: previous,
            population: star.population,
        },
    );
    if was_home && let Some(owner) = previous {
        world.entity_mut(star.entity).remove::<HomeStar>();
        evacuate_home(world, owner, star);
    } else if let Some(loser) = previous {
        reserve_when_far_behind(world, loser);
    }
}

/// The Emergency Reserve's second trigger: a person who lost a star and now has 2
/// stars fewer than every other seat places up to 6 ships at the home star (once per
/// game, like the first trigger).
fn reserve_when_far_behind(world: &mut World, loser: Seat) {
    if !world.resource::<Roster>().is_human(loser)
        || world.resource::<EmergencyReserveUsed>().0[loser]
    {
        return;
    }
    let snap = Snapshot::take(world);
    let stars = |s: Seat| snap.stars.iter().filter(|x| x.owner == Some(s)).count();
    let mine = stars(loser);
    let behind = world
        .resource::<Roster>()
        .seats()
        .filter(|&s| s != loser)
        .all(|s| stars(s) >= mine + 2);
    let Some(home) = snapshot::home_star(world, loser).filter(|_| behind) else {
        return;
    };
    world.resource_mut::<EmergencyReserveUsed>().0[loser] = true;
    let free = ships::pieces_in_supply(world, loser).min(6);
    ships::place_pieces(world, loser, home, free);
    narrate::log_seat_event(
        world,
        loser,
        Some(home),
        crate::says!("log-rules-reserve-behind", n = free),
    );
}

/// Levels taken from the loser of a star: fields where the loser is ahead.
/// The fields a person chose to take with the stars of this growth turn (a star's hex,
/// the fields in order); set while the turn resolves.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldChoices(pub Vec<((i32, i32), Vec<Field>)>);

fn take_technology(world: &mut World, winner: Seat, loser: Seat, population: u32, at: Hex) {
    let chosen: Vec<Field> = world
        .get_resource::<FieldChoices>()
        .and_then(|c| c.0.iter().find(|(h, _)| *h == (at.x, at.y)))
        .map(|(_, f)| f.clone())
        .unwrap_or_default();
    let mut chosen = chosen.into_iter();
    let base = &world.resource::<RulesData>().base;
    let n = if population >= base.big_star_population {
        base.capture_tech_levels_big
    } else {
        base.capture_tech_levels
    };
    for _ in 0..n {
        let tech = world.resource::<Technology>();
        let ahead: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|&f| tech.level(loser, f) > tech.level(winner, f))
            .filter(|&f| levels::can_gain_level(world, winner, f))
            .collect();
        if ahead.is_empty() {
            return;
        }
        // A field the person chose, while it is still one the loser leads in.
        let pick = chosen.by_ref().find(|f| ahead.contains(f));
        let field = if let Some(f) = pick.filter(|_| world.resource::<Roster>().is_human(winner)) {
            f
        } else if world.resource::<Roster>().is_automa(winner) {
            let round = narrate::current_round(world);
            let mut d = Decision::new(
                round,
                winner,
                DecisionKind::TechnologyTakenWithStar,
                crate::says!("log-rules-decision-tech-with-star"),
            );
            let field = crate::rules::choice::pick_one(
                world,
                &mut d,
                &ahead,
                "level taken from a star", // not shown
                crate::rules::choice::field_candidate,
            );
            d.filters.push(crate::says!("log-rules-filter-loser-ahead"));
            world.resource_mut::<GameLog>().decision(d);
            field
        } else {
            // The player takes the field where the loser leads by most (then die order).
            *ahead
                .iter()
                .max_by_key(|&&f| {
                    (
                        tech.level(loser, f) - tech.level(winner, f),
                        -(f.index() as i32),
                    )
                })
                .unwrap()
        };
        levels::gain_level(world, winner, field);
    }
}

/// Voluntary evacuation: the miniature leaves the home star for another star of the
/// owner; the old home star keeps its discs (the miniature is not one).
pub fn evacuate_home_to(world: &mut World, owner: Seat, to: Hex) {
    let snap = Snapshot::take(world);
    let Some(home) = snap
        .stars
        .iter()
        .find(|s| s.owner == Some(owner) && world.get::<HomeStar>(s.entity).is_some())
        .cloned()
    else {
        return;
    };
    let Some(target) = snap.star_at(to).filter(|s| s.owner == Some(owner)).cloned() else {
        return;
    };
    // The old home star keeps its discs (the miniature is not one); it stays yours
    // while it has any.
    let discs = discs::discs_on(world, &home);
    world.entity_mut(home.entity).remove::<HomeStar>();
    ships::modify::<Star>(world, home.entity, |s| {
        s.population = discs;
        if discs == 0 {
            s.owner = None;
        }
    });
    let who = narrate::subject_says(world, owner);
    narrate::log_seat_event(
        world,
        owner,
        Some(to),
        crate::says!(
            "log-rules-evacuate",
            who = who,
            from = &*home.name,
            to = &*target.name
        ),
    );
    move_miniature(world, owner, target);
}

/// The home-star miniature moves to its owner's most populous other star (its discs go
/// back to the track), or with no star left to an empty hex of the home sector; the
/// Emergency Reserve places 6 ships there, once per game.
fn evacuate_home(world: &mut World, owner: Seat, lost: &snapshot::StarView) {
    let snap = Snapshot::take(world);
    let target = if world.resource::<Roster>().is_automa(owner) {
        // An automa has nobody to choose: any of its stars, by die.
        let mut stars: Vec<snapshot::StarView> = snap
            .stars
            .iter()
            .filter(|s| s.owner == Some(owner))
            .cloned()
            .collect();
        stars.sort_by(|a, b| crate::rules::board::hex_order(&a.hex, &b.hex));
        (!stars.is_empty()).then(|| {
            let round = narrate::current_round(world);
            let mut d = Decision::new(
                round,
                owner,
                DecisionKind::EvacuationStar,
                crate::says!("log-rules-decision-evacuation"),
            );
            let hexes: Vec<Hex> = stars.iter().map(|s| s.hex).collect();
            // The die's purpose is an id, not shown.
            let purpose = "evacuation star"; // not shown
            let to = crate::rules::choice::pick_one(world, &mut d, &hexes, purpose, |h| {
                (Candidate::Hex((h.x, h.y)), hex_label(h))
            });
            d.tie_break = Some(crate::says!("log-rules-tie-any-star"));
            d.concern([lost.hex, to]);
            world.resource_mut::<GameLog>().decision(d);
            stars
                .into_iter()
                .find(|s| s.hex == to)
                .expect("picked among them")
        })
    } else {
        snap.stars
            .iter()
            .filter(|s| s.owner == Some(owner))
            .max_by(|a, b| {
                a.population
                    .cmp(&b.population)
                    .then(crate::rules::board::hex_order(&b.hex, &a.hex))
            })
            .cloned()
    };
    match target.or_else(|| new_home_in_sector(world, owner, lost)) {
        Some(t) => move_miniature(world, owner, t),
        None => {
            let who = narrate::subject_says(world, owner);
            narrate::log_seat_event(
                world,
                owner,
                None,
                crate::says!("log-rules-no-new-home", who = who),
            )
        }
    }
}

/// With no star left, the miniature founds a new home star in an empty hex of the home
/// sector: no star, not a neutron star; hexes without hostile ships first, then the
/// nearest to the lost home, then reading order.
fn new_home_in_sector(
    world: &mut World,
    owner: Seat,
    lost: &snapshot::StarView,
) -> Option<snapshot::StarView> {
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let dip = world.resource::<Diplomacy>();
    let home_sector = board.sector_of(lost.hex)?;
    let hex = board
        .hexes
        .iter()
        .copied()
        .filter(|&h| {
            board.sector_of(h) == Some(home_sector)
                && snap.star_at(h).is_none()
                && board.terrain(h) != Some(Terrain::NeutronStar)
        })
        .min_by_key(|&h| {
            (
                snap.hostile_ships(&board, dip, h, owner) > 0,
                h.unsigned_distance_to(lost.hex),
                h.y,
                h.x,
            )
        })?;
    world.spawn((
        Star {
            name: format!("New {}", lost.name).into(), // not shown: a star's name
            kind: StarKind::Home,
            owner: Some(owner),
            population: 0,
            revealed: true,
        },
        Position(hex),
    ));
    Snapshot::take(world).star_at(hex).cloned()
}

/// The miniature goes to `t`: its discs go back to the track, it becomes a home of 6,
/// and the Emergency Reserve places its ships there (once per game).
fn move_miniature(world: &mut World, owner: Seat, t: snapshot::StarView) {
    let home_pop = world.resource::<RulesData>().base.home_population;
    discs::return_discs(world, owner, t.population);
    world.entity_mut(t.entity).insert(HomeStar);
    ships::modify::<Star>(world, t.entity, |s| s.population = home_pop);
    let text = if narrate::is_sole_person(world, owner) {
        crate::says!("log-rules-miniature-yours", to = &*t.name)
    } else {
        crate::says!(
            "log-rules-miniature",
            who = narrate::name_says(world, owner),
            to = &*t.name
        )
    };
    narrate::log_seat_event(world, owner, Some(t.hex), text);
    if !world.resource::<EmergencyReserveUsed>().0[owner] {
        world.resource_mut::<EmergencyReserveUsed>().0[owner] = true;
        let free = ships::pieces_in_supply(world, owner).min(6);
        ships::place_pieces(world, owner, t.hex, free);
        narrate::log_seat_event(
            world,
            owner,
            Some(t.hex),
            crate::says!("log-rules-reserve", n = free, at = &*t.name),
        );
    }
}

/// Whether each seat has used its Emergency Reserve card.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct EmergencyReserveUsed(pub PerSeat<bool>);
