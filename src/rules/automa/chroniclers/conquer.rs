//! Conquering and exploring (RULES.md 15, "Conquering and exploring"): the stars the
//! Automa reaches, the path distance it measures "closest" with, conquering your stars
//! before neutral ones, exploring new stars, the hex tiebreaker as a scan order, and the
//! benefit board that sends it there.

use super::CONQUER;
use super::state::{self, Bot, Chroniclers, Claim, Claimant};
use super::tables::{Achievement, ChroniclersTable, DecisionCard};
use crate::lang::Says;
use crate::rules::board::Board;
use crate::rules::board::path::PathDistances;
use crate::rules::deck::Decks;
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot::{HomeStar, Snapshot, StarView};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

/// The people at the table (the Chroniclers race every one of them).
fn people(world: &World) -> Vec<Seat> {
    world.resource::<Roster>().humans().collect()
}

fn person_ships(snap: &Snapshot, board: &Board, people: &[Seat], h: Hex) -> u32 {
    people.iter().map(|&p| snap.ships(board, h, p)).sum()
}

/// The Automa's stars that project reach: those where no ship of yours stands.
pub fn reach_sources(world: &World) -> Vec<Hex> {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return Vec::new();
    };
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let people = people(world);
    snap.stars
        .iter()
        .filter(|s| s.owner == Some(seat) && person_ships(&snap, board, &people, s.hex) == 0)
        .map(|s| s.hex)
        .collect()
}

/// How far the Automa reaches now (by its Propulsion level); `None`: everywhere.
pub fn reach(world: &World, table: &ChroniclersTable) -> Option<u32> {
    let l = state::level(world, Bot::Automa, Field::Propulsion);
    table
        .reach
        .get(usize::from(l.clamp(1, 6)) - 1)
        .copied()
        .flatten()
}

fn in_reach(sources: &[Hex], reach: Option<u32>, anywhere: bool, h: Hex) -> bool {
    anywhere
        || match reach {
            None => !sources.is_empty(),
            Some(r) => sources.iter().any(|s| s.unsigned_distance_to(h) <= r),
        }
}

/// Your stars the Automa could topple: population at most the table's, none of your
/// ships there, not a home star, no claim marker.
fn topplable(world: &World, table: &ChroniclersTable, snap: &Snapshot, s: &StarView) -> bool {
    let board = world.resource::<Board>();
    let people = people(world);
    s.owner.is_some_and(|o| people.contains(&o))
        && s.population <= table.conquerable_population
        && person_ships(snap, board, &people, s.hex) == 0
        && world.get::<HomeStar>(s.entity).is_none()
        && world.resource::<Chroniclers>().claim_at(s.hex).is_none()
}

/// Steps from `from` to every hex along a path the Automa could conquer: not through its
/// own stars, nor through your stars it could not topple.
pub fn distances(world: &World, table: &ChroniclersTable, from: &[Hex]) -> PathDistances {
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let seat = world.resource::<Chroniclers>().seat;
    let blocked: Vec<Hex> = snap
        .stars
        .iter()
        .filter(|s| s.owner.is_some() && (s.owner == seat || !topplable(world, table, &snap, s)))
        .map(|s| s.hex)
        .collect();
    PathDistances::measure(board, from, |h| !blocked.contains(&h))
}

/// Keeps the hexes with the fewest steps (`nearest`) or the most, by `dist`; a hex no
/// path reaches counts as the farthest.
fn keep_by(
    hexes: Vec<Hex>,
    board: &Board,
    dist: &PathDistances,
    nearest: bool,
) -> (Vec<Hex>, Says) {
    let steps = |h: Hex| dist.to(board, h).unwrap_or(u32::MAX);
    let best = if nearest {
        hexes.iter().map(|&h| steps(h)).min()
    } else {
        hexes.iter().map(|&h| steps(h)).max()
    };
    let kept: Vec<Hex> = hexes
        .into_iter()
        .filter(|&h| Some(steps(h)) == best)
        .collect();
    let words = match best {
        Some(u32::MAX) => crate::says!("log-chr-no-path"),
        Some(n) => crate::says!("log-chr-steps", n = n),
        None => "-".into(),
    };
    (kept, words)
}

fn label(h: Hex) -> String {
    crate::rules::board::hex_label(h)
}

/// The hexes where a new star may go (at least the table's distance from every star),
/// in reading order.
fn frontier_hexes(world: &World, table: &ChroniclersTable) -> Vec<Hex> {
    let board = world.resource::<Board>();
    let mut v: Vec<Hex> = board
        .hexes
        .iter()
        .copied()
        .filter(|&h| {
            crate::rules::stars::legal_new_star(world, h, table.frontier.min_star_distance)
        })
        .collect();
    v.sort_by(crate::rules::board::hex_order);
    v
}

/// A new star from the Chroniclers' pool at `h`: its kind drawn (recorded). `None` when
/// the pool is empty.
fn new_star(world: &mut World, h: Hex, table: &ChroniclersTable) -> Option<Entity> {
    let c = world
        .resource_mut::<Decks>()
        .draw(state::FRONTIER, "the kind of a new star")?; // not shown
    let kind = table
        .frontier
        .pool
        .iter()
        .flat_map(|&(k, n)| std::iter::repeat_n(k, n as usize))
        .nth(c)
        .unwrap_or(StarKind::Uninhabited);
    Some(crate::rules::stars::create(world, h, kind))
}

/// Puts one Chronicler disc on the star at `h` (revealed), as its owner.
fn occupy(world: &mut World, h: Hex, discs: u32) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    let snap = Snapshot::take(world);
    let Some(star) = snap.star_at(h).cloned() else {
        return;
    };
    crate::rules::ships::modify::<Star>(world, star.entity, |s| {
        s.owner = Some(seat);
        s.population = discs;
        s.revealed = true;
    });
    if world.resource::<Chroniclers>().zenith() == Some(h)
        && let Some(t) = super::chroniclers(world).map(|(_, t)| t)
    {
        super::advance::take_place(world, &t, Achievement::Zenith, Claimant::Bot(Bot::Automa));
    }
}

/// Conquer (design 2.3): one of your stars if any is legal, else a neutral star or an
/// empty hex. `anywhere` drops the reach.
pub fn conquer(world: &mut World, table: &ChroniclersTable, card: &DecisionCard, anywhere: bool) {
    if !conquer_yours(world, table, card, anywhere) {
        conquer_neutral(world, table, card, anywhere);
    }
}

fn decision(world: &World, what: Says) -> Decision {
    let seat = world.resource::<Chroniclers>().seat.unwrap_or(Seat(0));
    Decision::new(
        narrate::current_round(world),
        seat,
        DecisionKind::Kind(CONQUER),
        what,
    )
}

/// The hex tiebreaker: the first of `hexes` in the card's scan order.
fn scan(d: &mut Decision, card: &DecisionCard, hexes: &[Hex]) -> Option<Hex> {
    let first = card.hex.first(hexes)?;
    if hexes.len() > 1 {
        let mut v = hexes.to_vec();
        card.hex.sort(&mut v);
        d.scan = v.iter().map(|&h| state::key(h)).collect();
        d.tie_break = Some(crate::says!(
            "log-chr-scan-tie-break",
            scan = card.hex.label(),
            card = card.label_says(),
            words = card.hex.says(),
            hexes = v.iter().map(|&h| label(h)).collect::<Vec<_>>().join(", "),
            first = label(first)
        ));
    }
    Some(first)
}

fn conquer_yours(
    world: &mut World,
    table: &ChroniclersTable,
    card: &DecisionCard,
    anywhere: bool,
) -> bool {
    let snap = Snapshot::take(world);
    let sources = reach_sources(world);
    let r = reach(world, table);
    let mut d = decision(world, crate::says!("log-chr-conquer-yours-what"));
    let mut legal: Vec<Hex> = Vec::new();
    for s in &snap.stars {
        if topplable(world, table, &snap, s) {
            if in_reach(&sources, r, anywhere, s.hex) {
                legal.push(s.hex);
            } else {
                d.filters.push(crate::says!(
                    "log-chr-out-of-reach",
                    star = &*s.name,
                    at = label(s.hex)
                ));
            }
        }
    }
    if legal.is_empty() {
        return false;
    }
    d.offer(
        legal
            .iter()
            .map(|&h| (Candidate::Hex(state::key(h)), label(h))),
    );
    d.table_row = Some(crate::says!(
        "log-chr-conquer-yours-row",
        population = table.conquerable_population,
        reach = reach_says(r, anywhere)
    ));
    let mut kept = legal;
    if let Some(z) = zenith_open(world) {
        let dist = distances(world, table, &[z]);
        let (k, w) = keep_by(kept, world.resource::<Board>(), &dist, true);
        d.filters
            .push(crate::says!("log-chr-farther-from-zenith", steps = w));
        kept = k;
    }
    let Some(h) = scan(&mut d, card, &kept) else {
        return false;
    };
    let star = snap.star_at(h).cloned();
    let Some(star) = star else { return false };
    let owner = star.owner.unwrap_or(Seat(0));
    let lost = crate::rules::discs::discs_on(world, &star);
    crate::rules::discs::return_discs(world, owner, lost);
    occupy(world, h, 1);
    world
        .resource_mut::<Chroniclers>()
        .claims
        .push((state::key(h), Claim::Toppled(owner)));
    d.concern([h]);
    d.result = crate::says!(
        "log-chr-conquer-yours-result",
        star = &*star.name,
        at = label(h)
    );
    world.resource_mut::<GameLog>().decision(d);
    let n = world
        .resource_mut::<Chroniclers>()
        .add_taken(Claimant::Bot(Bot::Automa));
    if n >= 2 {
        super::advance::take_place(
            world,
            table,
            Achievement::TakeTwoStars,
            Claimant::Bot(Bot::Automa),
        );
    }
    true
}

/// Zenith, while nobody owns it.
fn zenith_open(world: &World) -> Option<Hex> {
    let z = world.resource::<Chroniclers>().zenith()?;
    let snap = Snapshot::take(world);
    snap.star_at(z).filter(|s| s.owner.is_none()).map(|s| s.hex)
}

/// How far it may go, as words for the player.
fn reach_says(r: Option<u32>, anywhere: bool) -> Says {
    match (anywhere, r) {
        (true, _) => crate::says!("log-chr-reach-anywhere"),
        (false, None) => crate::says!("log-chr-reach-whole-board"),
        (false, Some(r)) => crate::says!("log-chr-reach-hexes", r = r),
    }
}

fn your_stars(world: &World, snap: &Snapshot) -> Vec<StarView> {
    let people = people(world);
    snap.stars
        .iter()
        .filter(|s| s.owner.is_some_and(|o| people.contains(&o)))
        .cloned()
        .collect()
}

fn conquer_neutral(
    world: &mut World,
    table: &ChroniclersTable,
    card: &DecisionCard,
    anywhere: bool,
) {
    let snap = Snapshot::take(world);
    let sources = reach_sources(world);
    let r = reach(world, table);
    let board = world.resource::<Board>().clone();
    let people = people(world);
    let yours = your_stars(world, &snap);
    let mut d = decision(world, crate::says!("log-chr-conquer-neutral-what"));
    let near_you = |h: Hex| {
        yours
            .iter()
            .any(|s| s.hex.unsigned_distance_to(h) <= table.near_you)
    };
    let mut valid = Vec::new();
    let mut near = 0;
    let mut candidates: Vec<Hex> = snap
        .stars
        .iter()
        .filter(|s| s.owner.is_none() && person_ships(&snap, &board, &people, s.hex) == 0)
        .map(|s| s.hex)
        .collect();
    candidates.extend(frontier_hexes(world, table));
    for h in candidates {
        if !in_reach(&sources, r, anywhere, h) {
            continue;
        }
        if !card.adjacent && near_you(h) {
            near += 1;
            continue;
        }
        valid.push(h);
    }
    if near > 0 {
        d.filters.push(crate::says!(
            "log-chr-near-you-left-out",
            n = near,
            near = table.near_you
        ));
    }
    d.table_row = Some(crate::says!(
        "log-chr-conquer-neutral-row",
        reach = reach_says(r, anywhere)
    ));
    if valid.is_empty() {
        d.result = crate::says!("log-chr-conquer-nothing");
        world.resource_mut::<GameLog>().decision(d);
        return;
    }
    d.offer(valid.iter().map(|&h| {
        (
            Candidate::Hex(state::key(h)),
            match snap.star_at(h) {
                Some(s) => Says::Text(format!("{} {}", s.name, label(h))),
                None => crate::says!("log-chr-empty-hex", at = label(h)),
            },
        )
    }));
    let mut kept = valid;
    if let Some(z) = zenith_open(world) {
        let dist = distances(world, table, &[z]);
        let (k, w) = keep_by(kept, &board, &dist, true);
        d.filters
            .push(crate::says!("log-chr-farther-from-zenith", steps = w));
        kept = k;
    }
    let small: Vec<Hex> = yours
        .iter()
        .filter(|s| s.population == 1)
        .map(|s| s.hex)
        .collect();
    if kept.len() > 1 && !small.is_empty() {
        let dist = distances(world, table, &small);
        let (k, w) = keep_by(kept, &board, &dist, true);
        d.filters
            .push(crate::says!("log-chr-farther-from-small", steps = w));
        kept = k;
    } else if kept.len() > 1 && !yours.is_empty() {
        let all: Vec<Hex> = yours.iter().map(|s| s.hex).collect();
        let dist = distances(world, table, &all);
        let (k, w) = keep_by(kept, &board, &dist, true);
        d.filters
            .push(crate::says!("log-chr-farther-from-yours", steps = w));
        kept = k;
    }
    let Some(h) = scan(&mut d, card, &kept) else {
        return;
    };
    let made = if Snapshot::take(world).star_at(h).is_none() {
        if new_star(world, h, table).is_none() {
            d.result = crate::says!("log-chr-pool-empty-conquest");
            world.resource_mut::<GameLog>().decision(d);
            return;
        }
        true
    } else {
        false
    };
    occupy(world, h, 1);
    let zenith = world.resource::<Chroniclers>().zenith() == Some(h);
    let fortified = card.shadow_claim && !zenith;
    if fortified {
        world
            .resource_mut::<Chroniclers>()
            .claims
            .push((state::key(h), Claim::Shadow));
    }
    let name = Snapshot::take(world)
        .star_at(h)
        .map_or_else(|| "?".to_string(), |s| s.name.to_string());
    d.concern([h]);
    d.result = crate::says!(
        "log-chr-conquer-neutral-result",
        made = if made { "yes" } else { "no" },
        star = name,
        at = label(h),
        fortified = if fortified { "yes" } else { "no" }
    );
    world.resource_mut::<GameLog>().decision(d);
}

/// Explore (design 2.3): a new neutral star on a legal hex in reach, farthest from your
/// stars unless its favourite is Military, then by the hex tiebreaker.
pub fn explore(world: &mut World, table: &ChroniclersTable, card: &DecisionCard, anywhere: bool) {
    let sources = reach_sources(world);
    let r = reach(world, table);
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    let mut d = decision(world, crate::says!("log-chr-explore-what"));
    d.table_row = Some(crate::says!(
        "log-chr-explore-row",
        reach = reach_says(r, anywhere)
    ));
    let valid: Vec<Hex> = frontier_hexes(world, table)
        .into_iter()
        .filter(|&h| in_reach(&sources, r, anywhere, h))
        .collect();
    if valid.is_empty() {
        d.result = crate::says!("log-chr-explore-nothing");
        world.resource_mut::<GameLog>().decision(d);
        return;
    }
    d.offer(
        valid
            .iter()
            .map(|&h| (Candidate::Hex(state::key(h)), label(h))),
    );
    let mut kept = valid;
    let yours: Vec<Hex> = your_stars(world, &snap).iter().map(|s| s.hex).collect();
    if state::favourite(world, Bot::Automa) != Some(Field::Military) && !yours.is_empty() {
        let dist = distances(world, table, &yours);
        let (k, w) = keep_by(kept, &board, &dist, false);
        d.filters
            .push(crate::says!("log-chr-nearer-your-stars", steps = w));
        kept = k;
    }
    let Some(h) = scan(&mut d, card, &kept) else {
        return;
    };
    if new_star(world, h, table).is_none() {
        d.result = crate::says!("log-chr-pool-empty-exploration");
        world.resource_mut::<GameLog>().decision(d);
        return;
    }
    let name = Snapshot::take(world)
        .star_at(h)
        .map_or_else(|| "?".to_string(), |s| s.name.to_string());
    d.concern([h]);
    d.result = crate::says!("log-chr-explore-result", star = name, at = label(h));
    world.resource_mut::<GameLog>().decision(d);
}

/// The Automa takes a card of the Chronicle deck (face down: a trap or not).
pub fn chronicle_card(world: &mut World) {
    let Some(seat) = world.resource::<Chroniclers>().seat else {
        return;
    };
    // not shown: from here
    let Some(c) = world
        .resource_mut::<Decks>()
        .draw(state::CHRONICLE, "a Chronicle card for the Automa")
    // not shown: to here
    else {
        narrate::log_seat_event(world, seat, None, crate::says!("log-chr-chronicle-empty"));
        return;
    };
    world.resource_mut::<Chroniclers>().held.push(c);
    let n = world.resource::<Chroniclers>().held.len() as u32;
    narrate::log_seat_event(
        world,
        seat,
        None,
        crate::says!("log-chr-chronicle-taken", n = n),
    );
}
