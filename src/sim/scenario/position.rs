//! A scenario's board position, built in a fresh app: the board, stars, ships, fleets,
//! levels, tracks, wars and the automas' own state, as the file lists them.

use super::format::{Scenario, StarSpec};
use crate::rules::board::{generate_map_with, hex_label};
use crate::rules::data::RulesData;
use crate::rules::dice::Dice;
use crate::rules::model::*;
use crate::rules::phases::{GamePhase, StartCursor};
use crate::rules::setup::{GameConfig, spawn_board};
use crate::rules::snapshot::{HomeStar, Snapshot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;

/// The scenario's automa states and forced deck cards, on a game set up.
pub(super) fn automa_states(world: &mut World, sc: &Scenario) -> Result<(), String> {
    for (key, state) in &sc.automas {
        let roster = world.resource::<Roster>();
        let Some(seat) = roster.seat_of(key) else {
            return Err(format!(
                "`automas`: no seat {key:?} at this table (its seats: {})",
                roster.keys().join(", ")
            ));
        };
        let Some(kind) = table::automa_kind(world, seat) else {
            return Err(format!("`automas`: {key:?} is not an automa"));
        };
        kind.scenario_state(world, seat, state.clone())
            .map_err(|e| format!("`automas` {key:?}: {e}"))?;
    }
    let mut decks = world.get_resource_or_init::<crate::rules::deck::Decks>();
    for (deck, cards) in &sc.decks {
        if cards.len() > 10_000 {
            return Err(format!("`decks` {deck:?}: more than 10000 cards"));
        }
        decks
            .force_names(deck, cards)
            .map_err(|e| format!("`decks`: {e}"))?;
    }
    Ok(())
}

/// The game a scenario plays: its seed, difficulty, your alignment, story, goal and
/// people, at its table.
pub(super) fn config_of(sc: &Scenario) -> GameConfig {
    GameConfig {
        seed: sc.seed,
        difficulty: sc.difficulty,
        alignment: sc.alignment,
        story: story_pick(sc),
        goal: goal_pick(sc),
        people: sc.people.clone().map_or(
            crate::rules::content::story::ContentPick::Off,
            crate::rules::content::story::ContentPick::Named,
        ),
        people_field: None,
        sector_bonus: false,
        setup: sc.setup.clone(),
        alignments: Vec::new(),
        tutorial: false,
        policy: Vec::new(),
    }
}

/// The scenario's story as a new game picks it (no story unless one is named).
pub(super) fn story_pick(sc: &Scenario) -> crate::rules::content::story::ContentPick {
    sc.story
        .as_deref()
        .map_or(crate::rules::content::story::ContentPick::Off, |k| {
            crate::rules::content::story::ContentPick::parse(k)
        })
}

/// The scenario's goal (none unless one is named).
pub(super) fn goal_pick(sc: &Scenario) -> crate::rules::content::story::ContentPick {
    sc.goal
        .as_deref()
        .map_or(crate::rules::content::story::ContentPick::Off, |k| {
            crate::rules::content::story::ContentPick::parse(k)
        })
}

/// Builds the position in a fresh app.
/// Counts a board can hold and positions a game can have: every ship is an entity, so
/// a count is bounded before anything is made; one star per hex, none on a wormhole,
/// one home star per seat, tracks within their discs.
fn check_counts(rules: &RulesData, sc: &Scenario) -> Result<(), String> {
    use crate::rules::data::in_range;
    // Positions past the piece limit are allowed (a test may want a crowd); a count that
    // would fill memory is not.
    let limit = 1000;
    let mut pieces: Vec<(Seat, u32)> = Vec::new();
    for (i, sh) in sc.ships.iter().enumerate() {
        in_range(&format!("ships[{i}].count"), sh.count, 0, limit)?;
        match pieces.iter_mut().find(|p| p.0 == sh.owner) {
            Some(p) => p.1 += sh.count,
            None => pieces.push((sh.owner, sh.count)),
        }
    }
    if let Some((seat, n)) = pieces.iter().find(|p| p.1 > limit) {
        return Err(format!(
            "`ships`: {n} pieces for seat {}, more than {limit}",
            seat.0
        ));
    }
    for (i, f) in sc.fleets.iter().enumerate() {
        in_range(&format!("fleets[{i}].ships"), f.ships, 1, 1000)?;
    }
    let mut hexes: Vec<(i32, i32)> = Vec::new();
    let mut homes: Vec<Seat> = Vec::new();
    for (i, s) in sc.stars.iter().enumerate() {
        in_range(&format!("stars[{i}].population"), s.population, 0, 100)?;
        if hexes.contains(&s.at) {
            return Err(format!("`stars`: two stars at {:?}", s.at));
        }
        hexes.push(s.at);
        if s.kind == StarKind::Home
            && let Some(o) = s.owner
        {
            if homes.contains(&o) {
                return Err(format!("`stars`: two home stars for seat {}", o.0));
            }
            homes.push(o);
        }
    }
    let discs = rules.base.population_track.len() as u32;
    for (name, v) in [
        ("player_track", sc.player_track),
        ("slaver_track", sc.slaver_track),
    ] {
        in_range(name, v.unwrap_or(0), 0, discs)?;
    }
    in_range("offboard", sc.offboard, 0, discs)?;
    in_range("dp", sc.dp, -100_000, 100_000)?;
    for (i, p) in sc.seats.iter().enumerate() {
        if sc.seats[..i].iter().any(|o| o.seat == p.seat) {
            return Err(format!("`seats[{i}]`: this seat is listed twice"));
        }
        in_range(&format!("seats[{i}].track"), p.track.unwrap_or(0), 0, discs)?;
        in_range(
            &format!("seats[{i}].dp"),
            p.dp.unwrap_or(0),
            -100_000,
            100_000,
        )?;
    }
    // A relic lies on one star.
    for (i, s) in sc.stars.iter().enumerate() {
        if let Some(r) = &s.relic
            && sc.stars[..i].iter().any(|o| o.relic.as_ref() == Some(r))
        {
            return Err(format!(
                "`stars[{i}].relic`: {r:?} is on another star already"
            ));
        }
    }
    if sc.wars.len() > 64 {
        return Err("`wars`: at most 64 pairs".into());
    }
    Ok(())
}

pub fn setup(rules: &RulesData, sc: &Scenario) -> Result<App, String> {
    let levels = super::table::named(rules, sc.setup.as_deref())
        .map(|t| crate::rules::setup::difficulty_levels(rules, &t))
        .unwrap_or_default();
    if !levels.iter().any(|(l, _)| *l == sc.difficulty) {
        return Err(format!(
            "`difficulty` {} is not a level of this table (0-{})",
            sc.difficulty,
            levels.len().saturating_sub(1)
        ));
    }
    if !matches!(
        sc.phase,
        GamePhase::MoveCombat | GamePhase::Growth | GamePhase::Trading
    ) {
        return Err("`phase` must be MoveCombat, Growth or Trading".into());
    }
    if sc.forced_dice.iter().any(|f| !(1..=6).contains(f)) {
        return Err("`forced_dice` faces must be 1-6".into());
    }
    if !(1..=rules.base.rounds).contains(&sc.round) {
        return Err(format!("`round` must be 1-{}", rules.base.rounds));
    }
    check_counts(rules, sc)?;
    // The table: its seats, by the keys the file was read with.
    let table_setup = super::table::named(rules, sc.setup.as_deref())?;
    let roster = Roster::from_setup(rules, &table_setup)?;
    let order = turn_order(sc, &roster)?;
    let you = roster.first_human();
    let mut app = crate::rules::headless_app(rules.clone());
    app.update();
    let world = app.world_mut();
    crate::rules::seat_resources(world, roster.clone());
    let plan = world.resource::<Roster>().sectors.clone();
    let mut map = generate_map_with(&rules.map, sc.seed, &plan, roster.wormholes);
    if sc.clear_terrain {
        for h in map.board.hexes.clone() {
            if map.board.terrain(h) != Some(Terrain::Star) {
                map.board.set_terrain(h, Terrain::Empty);
            }
        }
    }
    if sc.replace_stars {
        for s in &map.stars {
            map.board.set_terrain(s.hex, Terrain::Empty);
        }
        map.stars.clear();
    }
    if sc.stars.iter().any(|s| s.kind == StarKind::Home) {
        // A listed home star replaces the generated one.
        for s in map.stars.iter().filter(|s| s.kind == StarKind::Home) {
            map.board.set_terrain(s.hex, Terrain::Empty);
        }
        map.stars.retain(|s| s.kind != StarKind::Home);
    }
    for spec in &sc.stars {
        let h = Hex::new(spec.at.0, spec.at.1);
        let Some(sector) = map.board.sector_of(h) else {
            return Err(format!("`stars`: {} is not on the board", hex_label(h)));
        };
        map.stars.retain(|s| s.hex != h);
        map.board.set_terrain(h, Terrain::Star);
        map.stars.push(crate::rules::board::StarSite {
            hex: h,
            sector,
            kind: spec.kind,
            name: spec
                .name
                .clone()
                .unwrap_or_else(|| format!("Star {}", hex_label(h))),
        });
    }
    for &((x, y), t) in &sc.terrain {
        let h = Hex::new(x, y);
        if !map.board.contains(h) {
            return Err(format!("`terrain`: {} is not on the board", hex_label(h)));
        }
        if map.stars.iter().any(|s| s.hex == h) {
            return Err(format!("`terrain`: {} holds a star", hex_label(h)));
        }
        if t == Terrain::Star {
            return Err("`terrain`: list stars under `stars`".into());
        }
        map.board.set_terrain(h, t);
    }
    spawn_board(world, map.board.clone(), &map.stars);
    // spawn_board gives each home star to its sector's seat; listed stars set their own
    // state, and a listed home star is its owner's.
    let mut q = world.query::<(Entity, &Star, &Position)>();
    let listed: Vec<(Entity, &StarSpec)> = q
        .iter(world)
        .filter_map(|(e, _, pos)| {
            sc.stars
                .iter()
                .find(|s| s.at == (pos.0.x, pos.0.y))
                .map(|spec| (e, spec))
        })
        .collect();
    let mut homes = Vec::new();
    for (e, spec) in listed {
        crate::rules::ships::modify::<Star>(world, e, |star| {
            star.owner = spec.owner;
            star.population = spec.population;
            star.revealed = true;
        });
        if spec.kind == StarKind::Home && spec.owner.is_some() {
            homes.push(e);
        } else {
            homes.retain(|&x| x != e);
        }
    }
    // A home star is a home star of kind Home with an owner.
    let mut qh = world.query_filtered::<(Entity, &Star), With<HomeStar>>();
    let stale: Vec<Entity> = qh
        .iter(world)
        .filter(|(_, s)| s.owner.is_none() || s.kind != StarKind::Home)
        .map(|(e, _)| e)
        .collect();
    for e in stale {
        world.entity_mut(e).remove::<HomeStar>();
    }
    for e in homes {
        world.entity_mut(e).insert(HomeStar);
    }
    let mut q = world.query::<(Entity, &Position)>();
    let placed: Vec<(Entity, (i32, i32))> =
        q.iter(world).map(|(e, p)| (e, (p.0.x, p.0.y))).collect();
    for spec in sc.stars.iter().filter(|s| s.relic.is_some()) {
        let key = spec.relic.as_deref().unwrap_or_default();
        let relics = &world.resource::<RulesData>().relics;
        let Some(index) = relics.get(key) else {
            let keys: Vec<&str> = relics.relics.iter().map(|r| r.key.as_str()).collect();
            return Err(format!(
                "`stars`: no relic {key:?} (there are: {})",
                keys.join(", ")
            ));
        };
        let star = placed
            .iter()
            .find(|(e, at)| *at == spec.at && world.get::<Star>(*e).is_some())
            .map(|(e, _)| *e);
        if let Some(e) = star {
            crate::rules::content::relic::put(
                world,
                e,
                crate::rules::content::relic::Relic {
                    index,
                    revealed: spec.owner.is_some(),
                },
            );
        }
    }
    let mut dice = Dice::new(sc.seed);
    dice.force(sc.forced_dice.iter().copied());
    world.insert_resource(dice);
    world.insert_resource(config_of(sc));
    // A position's people is in play without its setup: the position lists what the
    // setup gave.
    let people = std::iter::once((you, sc.people.as_ref()))
        .chain(sc.seats.iter().map(|p| (p.seat, p.people.as_ref())));
    for (seat, key) in people {
        if let Some(key) = key {
            crate::rules::content::people::put_in_play(world, seat, key)?;
        }
    }
    let bonuses: Vec<(Seat, crate::rules::data::SectorBonus)> = sc
        .seats
        .iter()
        .filter_map(|p| p.sector_bonus.map(|b| (p.seat, b)))
        .collect();
    world.insert_resource(crate::rules::content::people::SectorBonuses(bonuses));
    crate::rules::content::story::choose(world, &story_pick(sc), sc.seed)?;
    crate::rules::content::goal::choose(world, &goal_pick(sc), sc.seed)?;
    goal_progress(world, sc)?;
    hands_and_deck(world, sc, &roster)?;
    world.insert_resource(DifficultyLevel(sc.difficulty));
    world.resource_mut::<Alignments>().0[you] = sc.alignment;
    world.insert_resource(Round(sc.round));
    world.insert_resource(TurnOrder(order.clone()));
    let slavers = roster.seat_of("Slavers");
    match slavers {
        Some(s) => {
            world
                .resource_mut::<crate::rules::automa::solo::OffboardPower>()
                .0[s] = sc.offboard;
        }
        None if sc.offboard > 0 => {
            return Err("`offboard` is the Slavers' track, and this table has none".into());
        }
        None => {}
    }
    world.resource_mut::<Scores>().0[you].dp = sc.dp;
    let mut dip = Diplomacy::new(roster.len(), &roster.permanent_war);
    for (flag, key) in [
        (sc.war_with_farmers, "Farmers"),
        (sc.war_with_slavers, "Slavers"),
    ] {
        match roster.seat_of(key) {
            Some(s) => dip.set_war(you, s, flag),
            None if flag => {
                return Err(format!(
                    "`war_with_{}`: this table has no {key} seat (use `wars`)",
                    key.to_lowercase()
                ));
            }
            None => {}
        }
    }
    for (i, &(a, b)) in sc.wars.iter().enumerate() {
        if a == b {
            return Err(format!("`wars[{i}]`: a seat is not at war with itself"));
        }
        dip.set_war(a, b, true);
    }
    world.insert_resource(dip);
    for p in &sc.seats {
        if let Some(a) = p.alignment {
            world.resource_mut::<Alignments>().0[p.seat] = a;
        }
        if let Some(dp) = p.dp {
            world.resource_mut::<Scores>().0[p.seat].dp = dp;
        }
    }
    let mut tech = Technology::new(roster.len());
    for (seat, levels) in &sc.technology {
        if levels.iter().any(|l| !(1..=6).contains(l)) {
            return Err("`technology` levels must be 1-6".into());
        }
        tech.0[*seat] = *levels;
    }
    world.insert_resource(tech);
    let total = rules.base.population_track.len() as u32;
    let snap = Snapshot::take(world);
    let on_board = |seat: Seat| -> u32 {
        snap.stars
            .iter()
            .filter(|s| s.owner == Some(seat))
            .map(|s| {
                if s.kind == StarKind::Home {
                    s.population.saturating_sub(rules.base.home_population)
                } else {
                    s.population
                }
            })
            .sum()
    };
    // Each track full less the discs on the board (and the Slavers' offboard), unless
    // the file says how many are left.
    let tracks: Vec<u32> = roster
        .seats()
        .map(|seat| {
            let given = sc
                .seats
                .iter()
                .find(|p| p.seat == seat)
                .and_then(|p| p.track)
                .or(if seat == you { sc.player_track } else { None })
                .or(if Some(seat) == slavers {
                    sc.slaver_track
                } else {
                    None
                });
            let offboard = if Some(seat) == slavers {
                sc.offboard
            } else {
                0
            };
            match given {
                _ if !table::has_population_track(world, seat) => 0,
                Some(n) => n,
                None => total.saturating_sub(on_board(seat) + offboard),
            }
        })
        .collect();
    if sc.slaver_track.is_some() && slavers.is_none() {
        return Err("`slaver_track`: this table has no Slavers (use `seats`)".into());
    }
    world.insert_resource(PopulationTracks(PerSeat(tracks)));
    let board = map.board;
    let mut supply = FleetSupply(PerSeat(
        roster
            .seats()
            .map(|s| {
                if table::has_fleets(world, s) {
                    FleetLetter::ALL.to_vec()
                } else {
                    Vec::new()
                }
            })
            .collect(),
    ));
    for sh in &sc.ships {
        let h = Hex::new(sh.at.0, sh.at.1);
        if !board.contains(h) {
            return Err(format!("`ships`: {} is not on the board", hex_label(h)));
        }
        for _ in 0..sh.count {
            world.spawn((ShipPiece { owner: sh.owner }, Position(h)));
        }
    }
    for f in &sc.fleets {
        let h = Hex::new(f.at.0, f.at.1);
        if !board.contains(h) {
            return Err(format!("`fleets`: {} is not on the board", hex_label(h)));
        }
        if !table::has_fleets(world, f.owner) {
            return Err(format!(
                "`fleets`: the {} have no fleets",
                roster.name(f.owner)
            ));
        }
        if !supply.0[f.owner].contains(&f.letter) {
            return Err(format!(
                "`fleets`: {} has fleet {:?} twice",
                roster.key(f.owner),
                f.letter
            ));
        }
        supply.0[f.owner].retain(|&l| l != f.letter);
        world.spawn((
            Fleet {
                owner: f.owner,
                letter: f.letter,
                ships: f.ships,
                face_down: f.letter != FleetLetter::D,
            },
            Position(h),
        ));
    }
    world.insert_resource(supply);
    crate::rules::fleet_supply::add_decks(world);
    let mut tactics = FleetTactics {
        assigned: PerSeat::filled(roster.len(), Vec::new()),
        unassigned: PerSeat::filled(roster.len(), 0),
    };
    for (seat, l, side) in &sc.tactics {
        tactics.assigned[*seat].push((*l, *side));
    }
    world.insert_resource(tactics);
    if let Some(a) = sc.active {
        if sc.phase != GamePhase::MoveCombat {
            return Err("`active` is only for the MoveCombat phase".into());
        }
        let Some(i) = order.iter().position(|&s| s == a) else {
            return Err("`active` is not in the turn order".into());
        };
        world.insert_resource(StartCursor(Some(i)));
    }
    automa_states(world, sc)?;
    world.resource_mut::<NextState<GamePhase>>().set(sc.phase);
    Ok(app)
}

/// The turn order a position plays in: the file's (each seat of the table once), or the
/// table's own order.
fn turn_order(sc: &Scenario, roster: &Roster) -> Result<Vec<Seat>, String> {
    // A seat acting in another's turns has no place of its own.
    let taking: Vec<Seat> = roster.taking_turns().collect();
    if sc.turn_order.is_empty() {
        return Ok(taking);
    }
    let mut order = sc.turn_order.clone();
    order.sort();
    order.dedup();
    if order != taking || sc.turn_order.len() != taking.len() {
        return Err(format!(
            "`turn_order` must list each of the table's seats that take turns once ({})",
            taking
                .iter()
                .map(|&s| roster.key(s))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    Ok(sc.turn_order.clone())
}

/// The goal's progress the file states: Discovery counters and Leadership's tile.
fn goal_progress(world: &mut World, sc: &Scenario) -> Result<(), String> {
    let g = &sc.goal_progress;
    if g.discovery.is_empty() && g.leadership.is_empty() {
        return Ok(());
    }
    if sc.goal.is_none() {
        return Err("`goal_progress` needs a `goal`".into());
    }
    if g.leadership.len() > 20 {
        return Err("`goal_progress.leadership`: at most 20 ships on the tile".into());
    }
    let mut state = world.resource_mut::<crate::rules::content::goal::GoalState>();
    for (i, &(seat, (a, b, c))) in g.discovery.iter().enumerate() {
        if [a, b, c].iter().any(|&n| n > 100) {
            return Err(format!(
                "`goal_progress.discovery[{i}]`: at most 100 counters"
            ));
        }
        if g.discovery[..i].iter().any(|d| d.0 == seat) {
            return Err(format!(
                "`goal_progress.discovery[{i}]`: a seat listed twice"
            ));
        }
        state.counters.push((seat, [a, b, c]));
    }
    state.tile.extend(g.leadership.iter().copied());
    Ok(())
}

/// Every person's hand (yours from `cards`, any seat's from `seats`) and the deck: the
/// other cards the table plays with, in file order, the last on top.
fn hands_and_deck(world: &mut World, sc: &Scenario, roster: &Roster) -> Result<(), String> {
    let all = world.resource::<RulesData>().cards.clone();
    let you = roster.first_human();
    let mut hands: Vec<(Seat, Vec<usize>)> = Vec::new();
    let listed =
        std::iter::once((you, &sc.cards)).chain(sc.seats.iter().map(|p| (p.seat, &p.cards)));
    for (seat, keys) in listed {
        if keys.is_empty() {
            continue;
        }
        if keys.len() > 12 {
            return Err(format!(
                "`cards` of {}: at most 12 cards in a hand",
                roster.key(seat)
            ));
        }
        let mut hand = Vec::new();
        for key in keys {
            match all.get(key) {
                Some(i) if !hands.iter().any(|h| h.1.contains(&i)) && !hand.contains(&i) => {
                    hand.push(i)
                }
                Some(_) => return Err(format!("`cards`: {key:?} is listed twice")),
                None => {
                    let keys: Vec<&str> = all.cards.iter().map(|c| c.key.as_str()).collect();
                    return Err(format!(
                        "`cards`: no domination card {key:?} (there are: {})",
                        keys.join(", ")
                    ));
                }
            }
        }
        match hands.iter_mut().find(|h| h.0 == seat) {
            Some(h) => h.1.extend(hand),
            None => hands.push((seat, hand)),
        }
    }
    if hands.is_empty() {
        hands.push((you, Vec::new()));
    }
    let solo = roster.humans().count() == 1;
    let top_first: Vec<usize> = (0..all.cards.len())
        .rev()
        .filter(|&i| {
            !hands.iter().any(|h| h.1.contains(&i))
                && (all.cards[i].solo || !solo)
                && !roster.removed_cards.contains(&all.cards[i].key)
        })
        .collect();
    world.insert_resource(crate::rules::content::card::Cards {
        hands,
        ..Default::default()
    });
    crate::rules::content::card::make_deck(world, &top_first, sc.seed);
    Ok(())
}
