//! The Remnants (RULES.md 13), rule by rule through the app with forced dice and forced
//! draws from their pool, asserting on the typed records: entry and the pool draw, the
//! move die, the target pick, deep-space moves, walks, merging, battles with them
//! attacking, bases lost first, blocking, a garrison destroyed, the campaign's end and
//! bonus; and their table refused when its numbers are impossible.

use crate::common;
use bevy::prelude::*;
use common::rules;
use galactic_automa::rules::automa::remnants::{
    self, ENTRY, Force, MOVES, POOL, Remnants, RemnantsTable,
};
use galactic_automa::rules::board::{Board, hex_order};
use galactic_automa::rules::combat::{self, BattleQueue};
use galactic_automa::rules::data::{RulesData, parse_ron};
use galactic_automa::rules::deck::{DeckEvent, Decks};
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::log::{DecisionKind, DpKind, GameLog, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::moments::GamePhase;
use galactic_automa::rules::player::{PlayerCommand, apply_command_as};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::ships;
use galactic_automa::rules::snapshot::{self, Snapshot};
use hexx::Hex;

const YOU: Seat = Seat(0);

/// Indices of the shipped pool's chits (blank x20, ship-1 x14, ship-2 x6, ship-3 x2,
/// base-2 x4, base-4 x2, in that order).
const BLANK: usize = 0;
const SHIP1: usize = 20;
const SHIP2: usize = 34;
const BASE2: usize = 42;
const BASE4: usize = 46;

fn start(setup: &str, seed: u64, difficulty: u8) -> App {
    let config = GameConfig {
        seed,
        difficulty,
        setup: Some(setup.into()),
        ..Default::default()
    };
    galactic_automa::sim::game::start(rules(), config).expect("the table sets up")
}

fn remnant_seat(world: &World) -> Seat {
    remnants::remnants(world).expect("the Remnants sit here").0
}

fn table_of(world: &World) -> std::sync::Arc<RemnantsTable> {
    remnants::remnants(world).unwrap().1
}

fn pieces_at(world: &mut World, seat: Seat, hex: Hex) -> u32 {
    ships::ships_at(world, seat, hex)
}

/// The decisions of a kind's rule, in order.
fn decisions(
    world: &World,
    rule: galactic_automa::rules::log::KindRule,
) -> Vec<galactic_automa::rules::log::Decision> {
    world
        .resource::<GameLog>()
        .decisions()
        .filter(|d| d.kind == DecisionKind::Kind(rule))
        .cloned()
        .collect()
}

/// Opens `hex` for you with a forced die and forced chits.
fn open(world: &mut World, hex: Hex, die: u8, chits: &[usize]) {
    world.resource_mut::<Dice>().force([die]);
    world.resource_mut::<Decks>().force(POOL, chits).unwrap();
    ships::arrived(world, YOU, hex);
}

/// Stars within `reach` of `from` (not `from`), in reading order: a move's candidates.
fn stars_near(world: &mut World, from: Hex, reach: u32) -> Vec<Hex> {
    let snap = Snapshot::take(world);
    let mut v: Vec<Hex> = snap
        .stars
        .iter()
        .map(|s| s.hex)
        .filter(|h| (1..=reach).contains(&h.unsigned_distance_to(from)))
        .collect();
    v.sort_by(hex_order);
    v
}

/// Resolves the queued battles, answering each question of yours with `answer`.
fn fight(world: &mut World, answer: impl Fn(Prompt) -> PlayerCommand) {
    for _ in 0..10 {
        let _ = combat::resolve_battles(world);
        let Some(prompt) = world.resource::<PromptSlot>().0.clone() else {
            return;
        };
        apply_command_as(world, YOU, answer(prompt)).unwrap();
    }
    panic!("the battles never ended");
}

/// Faces that make `Dice::pick` choose the first of `n` candidates.
fn first_of(n: usize) -> Vec<u8> {
    if n <= 1 {
        vec![]
    } else if n <= 6 {
        vec![1]
    } else {
        vec![1, 1]
    }
}

#[test]
fn the_remnant_systems_are_the_neutral_stars_the_level_names() {
    // Solo with the Remnants, Standard: every neutral star outside your home sector.
    let mut app = start("remnants", 3, 1);
    let world = app.world_mut();
    let board = world.resource::<Board>().clone();
    let unopened = world.resource::<Remnants>().unopened.clone();
    assert!(unopened.len() >= 5, "{unopened:?}");
    let snap = Snapshot::take(world);
    for h in &unopened {
        let star = snap.star_at(*h).expect("a star");
        assert_eq!(star.owner, None);
        assert!(!board.in_home_of(*h, YOU), "{h:?} is in your home sector");
    }
    let expected = snap
        .stars
        .iter()
        .filter(|s| s.owner.is_none() && !board.in_home_of(s.hex, YOU))
        .count();
    assert_eq!(unopened.len(), expected);

    // The campaign has its own table: at its Standard level, every neutral star, your
    // home sector's too.
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let board = world.resource::<Board>().clone();
    let unopened = world.resource::<Remnants>().unopened.clone();
    let snap = Snapshot::take(world);
    let neutral: Vec<Hex> = snap
        .stars
        .iter()
        .filter(|s| s.owner.is_none())
        .map(|s| s.hex)
        .collect();
    assert_eq!(unopened.len(), neutral.len());
    assert!(neutral.iter().all(|h| unopened.contains(h)));
    assert!(
        unopened.iter().any(|h| board.in_home_of(*h, YOU)),
        "some in your home sector"
    );
    // Hidden until opened: no Remnant ship on the board yet.
    let seat = remnant_seat(world);
    assert_eq!(snap.hexes_of(&board, seat).len(), 0);
    // At war with you for good: asking them for peace is refused with the reason.
    assert!(world.resource::<Diplomacy>().at_war(YOU, seat));
    let why = galactic_automa::rules::player::why_not_ask_peace(world, YOU, seat).unwrap();
    assert!(why.contains("never make peace"), "{why}");

    // Scattered (difficulty 0): advanced stars only.
    let mut app = start("campaign", 3, 0);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    let unopened = world.resource::<Remnants>().unopened.clone();
    assert!(!unopened.is_empty());
    assert!(
        unopened
            .iter()
            .all(|h| snap.star_at(*h).unwrap().kind == StarKind::Advanced)
    );
}

#[test]
fn entering_a_system_draws_a_die_of_chits_from_the_pool() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let hex = world.resource::<Remnants>().unopened[0];
    open(world, hex, 3, &[SHIP2, BLANK, BASE4]);
    let d = decisions(world, ENTRY)
        .pop()
        .expect("the entry is a decision");
    assert_eq!(d.rolls, vec![3]);
    assert!(d.result.contains("ship-2, blank, base-4"), "{}", d.result);
    assert!(d.result.contains("2 mobile ships, 4 bases"), "{}", d.result);
    assert_eq!(pieces_at(world, seat, hex), 6);
    let r = world.resource::<Remnants>();
    assert!(!r.unopened.contains(&hex));
    let f = r.force_at(hex).unwrap();
    assert_eq!((f.mobile, f.bases, f.origin), (2, 4, None));
    // Each draw recorded with its deck, card and purpose; the blank discarded at once.
    let events = &world.resource::<Decks>().events;
    let draws: Vec<&DeckEvent> = events
        .iter()
        .filter(|e| matches!(e, DeckEvent::Draw { deck, .. } if deck == POOL))
        .collect();
    assert_eq!(draws.len(), 3);
    assert!(matches!(
        draws[0],
        DeckEvent::Draw { card, purpose: "Remnant garrison", forced: true, .. } if card == "ship-2"
    ));
    assert!(events.contains(&DeckEvent::Discard {
        deck: POOL.into(),
        card: "blank".into()
    }));
    // A second arrival there opens nothing.
    let rolls = world.resource::<Dice>().rolls.len();
    ships::arrived(world, YOU, hex);
    assert_eq!(world.resource::<Dice>().rolls.len(), rolls);
}

#[test]
fn an_unopened_system_cannot_be_gained_and_automas_do_not_open_one() {
    let mut app = start("remnants", 4, 1);
    let world = app.world_mut();
    let hex = world.resource::<Remnants>().unopened[0];
    let snap = Snapshot::take(world);
    let star = snap.star_at(hex).unwrap().clone();
    let slavers = Seat(2);
    ships::place_pieces(world, slavers, hex, 10);
    let snap = Snapshot::take(world);
    let err = galactic_automa::rules::gain::plan_gain(world, &snap, slavers, &star, true)
        .expect_err("vetoed");
    assert!(err.contains("Remnant garrison"), "{err}");
    let rolls = world.resource::<Dice>().rolls.len();
    ships::arrived(world, slavers, hex);
    assert_eq!(
        world.resource::<Dice>().rolls.len(),
        rolls,
        "no die for an automa"
    );
    assert!(world.resource::<Remnants>().unopened.contains(&hex));
}

#[test]
fn a_garrison_moves_on_a_six_leaves_new_chits_and_merges_where_it_lands() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let hex = world.resource::<Remnants>().unopened[0];
    open(world, hex, 2, &[SHIP2, BASE4]);
    // A 5: it stays.
    world.resource_mut::<Dice>().force([5]);
    remnants::after_turn(world, YOU, GamePhase::MoveCombat);
    let d = decisions(world, MOVES).pop().unwrap();
    assert_eq!(
        (d.rolls.clone(), d.result.english().as_str()),
        (vec![5], "it stays")
    );
    assert_eq!(pieces_at(world, seat, hex), 6);

    // A 6: the two mobile ships go to the first star in reach, where a base waits (it
    // never moves, so it rolls no die); the bases stay and a die of new chits joins them.
    let targets = stars_near(world, hex, 6);
    assert!(!targets.is_empty());
    let to = targets[0];
    ships::place_pieces(world, seat, to, 1);
    world.resource_mut::<Remnants>().forces.push(Force {
        hex: to,
        origin: None,
        mobile: 0,
        bases: 1,
        chits: vec![],
    });
    let mut faces = vec![6];
    faces.extend(first_of(targets.len()));
    faces.push(2); // chits left behind
    world.resource_mut::<Dice>().force(faces);
    world
        .resource_mut::<Decks>()
        .force(POOL, &[SHIP1, BASE2])
        .unwrap();
    remnants::after_turn(world, YOU, GamePhase::MoveCombat);
    let moves = decisions(world, MOVES);
    let target = moves
        .iter()
        .rev()
        .find(|d| d.what.starts_with("where the force"))
        .unwrap();
    assert_eq!(
        target.candidates.len(),
        targets.len(),
        "every star in reach"
    );
    assert!(target.result.contains(&format!("({}, {})", to.x, to.y)));
    assert_eq!(pieces_at(world, seat, to), 3, "merged: 2 + 1");
    let r = world.resource::<Remnants>();
    assert_eq!(r.forces.iter().filter(|f| f.hex == to).count(), 1);
    let merged = r.force_at(to).unwrap();
    assert_eq!((merged.mobile, merged.bases), (2, 1));
    assert_eq!(
        r.force_at(to).unwrap().origin,
        Some(hex),
        "the arriving force's origin"
    );
    let left = r.force_at(hex).unwrap();
    assert_eq!(
        (left.mobile, left.bases),
        (1, 4 + 2),
        "bases stay, new chits join"
    );
    assert_eq!(pieces_at(world, seat, hex), 7);
    // The move is animated like any other.
    assert!(world.resource::<GameLog>().entries.iter().any(|e| matches!(
        e,
        LogEntry::Move { seat: s, path, .. } if *s == seat && path.last() == Some(&(to.x, to.y))
    )));
    // The merge is a record of its own, which the view plays after the flight: the two
    // ships that came, and the three that stand there now.
    let merges: Vec<&LogEntry> = world
        .resource::<GameLog>()
        .entries
        .iter()
        .filter(|e| matches!(e, LogEntry::Merge { .. }))
        .collect();
    assert_eq!(
        merges,
        vec![&LogEntry::Merge {
            round: 1,
            seat,
            hex: (to.x, to.y),
            joined: 2,
            total: 3,
        }]
    );
}

#[test]
fn a_force_in_deep_space_moves_every_time_and_never_back_to_its_origin() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    // An empty hex with at least two stars in reach.
    let (from, near) = board
        .hexes
        .iter()
        .filter(|&&h| snap.star_at(h).is_none())
        .map(|&h| (h, stars_near(world, h, 6)))
        .find(|(_, v)| v.len() >= 2)
        .unwrap();
    let origin = near[0];
    ships::place_pieces(world, seat, from, 2);
    world.resource_mut::<Remnants>().forces.push(Force {
        hex: from,
        origin: Some(origin),
        mobile: 2,
        bases: 0,
        chits: vec![],
    });
    world.resource_mut::<Dice>().force(first_of(near.len() - 1));
    remnants::after_turn(world, YOU, GamePhase::MoveCombat);
    let d = decisions(world, MOVES).pop().unwrap();
    assert!(
        d.what.starts_with("where the force"),
        "no move die: {}",
        d.what
    );
    assert!(
        d.filters
            .iter()
            .any(|f| f.contains("the star it came from"))
    );
    assert_eq!(d.candidates.len(), near.len() - 1);
    assert_eq!(
        pieces_at(world, seat, near[1]),
        2,
        "to the first other star"
    );
    assert_eq!(pieces_at(world, seat, from), 0);
}

/// The shipped rules with the Remnants' tables changed by `edit`.
fn rules_with(edit: impl Fn(&str) -> String) -> RulesData {
    // Both of their tables (the solo table's and the campaign's) take the edit.
    let read = |name: &str| {
        std::fs::read_to_string(format!(
            "{}/assets/rules/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
    };
    let edited = [
        "automa/remnants/remnants.ron",
        "automa/remnants/campaign.ron",
    ]
    .map(|file| (file, edit(&read(file).unwrap())));
    RulesData::from_texts("assets/rules", |name| {
        if let Some((_, text)) = edited.iter().find(|(file, _)| *file == name) {
            return Ok(text.clone());
        }
        read(name).map_err(|e| galactic_automa::rules::data::DataError {
            file: name.into(),
            message: e.to_string(),
        })
    })
    .unwrap()
}

#[test]
fn with_no_star_in_reach_a_force_walks_and_bounces_at_the_edge() {
    let rules = rules_with(|t| {
        t.replace("reach: 6,", "reach: 1,")
            .replace("walk_steps: 6,", "walk_steps: 30,")
    });
    let config = GameConfig {
        seed: 3,
        setup: Some("campaign".into()),
        ..Default::default()
    };
    let mut app = galactic_automa::sim::game::start(rules, config).unwrap();
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let board = world.resource::<Board>().clone();
    let from = board
        .hexes
        .iter()
        .copied()
        .find(|&h| stars_near(world, h, 1).is_empty() && Snapshot::take(world).star_at(h).is_none())
        .unwrap();
    ships::place_pieces(world, seat, from, 1);
    world.resource_mut::<Remnants>().forces.push(Force {
        hex: from,
        origin: None,
        mobile: 1,
        bases: 0,
        chits: vec![],
    });
    remnants::after_turn(world, YOU, GamePhase::MoveCombat);
    let d = decisions(world, MOVES).pop().unwrap();
    assert!(d.table_row.as_ref().unwrap().contains("random direction"));
    assert!(d.candidates.iter().all(|c| c.starts_with("direction ")));
    // 30 steps on this board cannot stay clear of the edge.
    let bounced = d
        .tie_break
        .as_ref()
        .map(|t| t.english())
        .unwrap_or_default();
    assert!(bounced.starts_with("bounced at"), "{bounced:?}");
    let end = world.resource::<Remnants>().forces[0].hex;
    assert!(board.contains(end));
    assert!(d.result.contains(&format!("({}, {})", end.x, end.y)));
}

#[test]
fn arriving_on_your_ships_is_a_battle_with_the_remnants_attacking_and_on_your_star_blocks_it() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let hex = world.resource::<Remnants>().unopened[0];
    open(world, hex, 1, &[ONE_SHIP2]);
    let targets = stars_near(world, hex, 6);
    let to = targets[0];
    ships::place_pieces(world, YOU, to, 1);
    let mut faces = vec![6];
    faces.extend(first_of(targets.len()));
    faces.push(1);
    world.resource_mut::<Dice>().force(faces);
    world
        .resource_mut::<Decks>()
        .force(POOL, &[BLANK + 1])
        .unwrap();
    remnants::after_turn(world, YOU, GamePhase::MoveCombat);
    let queue = world.resource::<BattleQueue>().0.clone();
    assert_eq!(queue.len(), 1);
    assert_eq!(queue[0].attacker, seat);
    assert_eq!(queue[0].hex, (to.x, to.y));
    // They win (more CV) and destroy all; never retreating before combat.
    // You are asked only whether to retreat first: you stand.
    fight(world, |p| match p {
        Prompt::Retreat { .. } => PlayerCommand::Retreat(false),
        p => panic!("unexpected {p:?}"),
    });
    let battle = world
        .resource::<GameLog>()
        .entries
        .iter()
        .rev()
        .find_map(|e| match e {
            LogEntry::Battle(b) => Some(b.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!((battle.attacker, battle.winner), (seat, Some(seat)));
    assert_eq!(pieces_at(world, YOU, to), 0);

    // A force on one of your stars blocks it.
    let home = snapshot::home_star(world, YOU).unwrap();
    ships::place_pieces(world, seat, home, 1);
    let snap = Snapshot::take(world);
    assert!(snapshot::is_blocked(world, &snap, YOU, home));
}

/// Another ship-2 chit (the shipped pool has them at 34-39).
const ONE_SHIP2: usize = SHIP2 + 1;

#[test]
fn when_they_lose_their_bases_go_first_and_the_survivors_retreat_into_deep_space() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let hex = world.resource::<Remnants>().unopened[0];
    open(world, hex, 2, &[SHIP2, BASE2]);
    ships::place_pieces(world, YOU, hex, 20);
    combat::queue_battles(world, YOU);
    // You destroy one ship: mobile first, so one mobile ship is left.
    fight(world, |p| match p {
        Prompt::ChooseLosses { .. } => PlayerCommand::InflictLosses(1),
        p => panic!("unexpected {p:?}"),
    });
    assert_eq!(
        pieces_at(world, seat, hex),
        0,
        "the bases could not retreat"
    );
    let r = world.resource::<Remnants>().clone();
    assert_eq!(r.forces.len(), 1, "{:?}", r.forces);
    let f = &r.forces[0];
    assert_eq!((f.mobile, f.bases, f.origin), (1, 0, Some(hex)));
    assert_eq!(f.hex.unsigned_distance_to(hex), 1);
    // Not destroyed completely: no DP.
    assert_eq!(r.destroyed, 0);
}

#[test]
fn destroying_a_garrison_scores_and_clearing_the_board_ends_the_campaign_early() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let all = world.resource::<Remnants>().unopened.clone();
    // Every system but one is taken off the board; the last is opened and destroyed.
    let hex = all[0];
    world.resource_mut::<Remnants>().unopened = vec![hex];
    open(world, hex, 1, &[SHIP2]);
    ships::place_pieces(world, YOU, hex, 20);
    combat::queue_battles(world, YOU);
    fight(world, |p| match p {
        Prompt::ChooseLosses { max, .. } => PlayerCommand::InflictLosses(max),
        p => panic!("unexpected {p:?}"),
    });
    assert_eq!(pieces_at(world, seat, hex), 0);
    let dp: Vec<(i32, String)> = world
        .resource::<GameLog>()
        .entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Destiny(r) if r.kind == DpKind::Kind => Some((r.dp, r.detail.english())),
            _ => None,
        })
        .collect();
    assert_eq!(dp.len(), 1, "{dp:?}");
    assert_eq!(dp[0].0, table_of(world).dp_per_garrison);
    assert_eq!(world.resource::<Remnants>().destroyed, 1);

    // The board is clear: the game ends after this round, with the campaign's bonus.
    world.resource_mut::<PromptSlot>().0 = None;
    let round = world.resource::<Round>().0;
    galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
    let world = app.world_mut();
    let log = world.resource::<GameLog>();
    assert!(log.entries.iter().any(|e| matches!(
        e,
        LogEntry::Event { text, .. } if text.starts_with(&format!("The game ends after round {round}"))
    )));
    let t = table_of(world);
    let spare = (world.resource::<RulesData>().base.rounds - round) as i32;
    let bonus = log.entries.iter().find_map(|e| match e {
        LogEntry::Destiny(r) if r.kind == DpKind::Kind && r.detail.starts_with("campaign") => {
            Some(r.dp)
        }
        _ => None,
    });
    assert_eq!(
        bonus,
        Some(t.campaign.bonus + t.campaign.per_round_to_spare * spare)
    );
    let result = world.resource::<galactic_automa::rules::phases::FinalResult>();
    let (after, why) = result
        .ended_early
        .clone()
        .expect("the result says it ended early");
    assert_eq!(after, round);
    assert!(why.contains("Remnant"), "{why}");
}

#[test]
fn a_player_expects_a_mean_garrison_at_an_unopened_system_and_strikes_it_all_at_once() {
    let mut app = start("campaign", 3, 1);
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let kind = galactic_automa::rules::table::automa_kind(world, seat).unwrap();
    let unopened = world.resource::<Remnants>().unopened.clone();
    let home = snapshot::home_star(world, YOU).unwrap();
    // The system nearest your home star (the one the built-in player strikes first).
    let target = *unopened
        .iter()
        .min_by_key(|t| (t.unsigned_distance_to(home), t.y, t.x))
        .unwrap();
    // The shipped pool: 48 ships on 48 chits, so one die of chits brings 3.5 ships on
    // average: 4 expected, and nothing once the system is open.
    assert_eq!(kind.expected_ships(world, seat, target), 4);
    assert_eq!(kind.expected_ships(world, seat, home), 0, "not a system");
    open(world, target, 1, &[SHIP1]);
    assert_eq!(
        kind.expected_ships(world, seat, target),
        0,
        "opened: on the board"
    );

    // The built-in player at your move turn, with only `n` ships, next to the system:
    // it strikes with all the ships that beat the garrison it expects (4 ships of the
    // Remnants' Military 1 against your Military 1: 5), or sends none.
    let strikes = |n: u32| -> Vec<u32> {
        let mut app = start("campaign", 3, 1);
        for _ in 0..300 {
            if app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn) {
                break;
            }
            app.update();
        }
        let world = app.world_mut();
        assert_eq!(world.resource::<PromptSlot>().0, Some(Prompt::MoveTurn));
        let board = world.resource::<Board>().clone();
        let beside = target
            .all_neighbors()
            .into_iter()
            .find(|&h| board.contains(h) && !unopened.contains(&h))
            .expect("a hex beside the system");
        let mine: Vec<Entity> = snapshot::all_pieces(world)
            .into_iter()
            .filter(|(_, owner, _)| *owner == YOU)
            .map(|(e, _, _)| e)
            .chain(
                snapshot::all_fleets(world)
                    .into_iter()
                    .filter(|(_, f, _)| f.owner == YOU)
                    .map(|(e, _, _)| e),
            )
            .collect();
        for e in mine {
            world.despawn(e);
        }
        ships::place_pieces(world, YOU, beside, n);
        world.resource_mut::<BoardCache>().board_changed();
        galactic_automa::sim::policy::act(world);
        let to = (target.x, target.y);
        world
            .resource::<galactic_automa::rules::player::CommandLog>()
            .0
            .iter()
            .filter_map(|c| match c.command {
                PlayerCommand::MoveShips { to: t, count, .. } if t == to => Some(count),
                _ => None,
            })
            .collect()
    };
    assert_eq!(strikes(3), Vec::<u32>::new(), "too few: none sent");
    assert_eq!(
        strikes(7),
        vec![5],
        "enough: the ships that beat it, at once"
    );
}

#[test]
fn the_campaign_report_gives_your_ranks_since_no_one_else_scores() {
    let template = GameConfig {
        seed: 1,
        ..Default::default()
    };
    let report =
        galactic_automa::sim::table_report::simulate_table(&rules(), 4, &template, "campaign", 1)
            .unwrap();
    assert_eq!(report.scorers, 1);
    let text = report.to_text();
    assert!(text.contains(": ranks "), "{text}");
    assert!(!text.contains(" won "), "no one to beat: {text}");
    let ranked: usize = report
        .per_game
        .iter()
        .filter(|g| !g.rank.is_empty())
        .count();
    assert_eq!(ranked, 4);
}

#[test]
fn whole_games_play_at_both_tables_and_replay_the_same() {
    for setup in ["remnants", "campaign"] {
        for seed in 1..=4 {
            let config = GameConfig {
                seed,
                setup: Some(setup.into()),
                ..Default::default()
            };
            let rules = rules();
            let mut app = galactic_automa::sim::game::start(rules.clone(), config.clone()).unwrap();
            galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
            let world = app.world();
            assert!(world.contains_resource::<galactic_automa::rules::phases::FinalResult>());
            // Their ledger never knows fewer ships than the board holds (losses not yet
            // brought up to date leave it higher).
            let seat = remnant_seat(world);
            let commands = world
                .resource::<galactic_automa::rules::player::CommandLog>()
                .0
                .clone();
            let log_len = world.resource::<GameLog>().entries.len();
            let mut again = galactic_automa::sim::game::replay(&rules, config, &commands).unwrap();
            assert_eq!(again.world().resource::<GameLog>().entries.len(), log_len);
            let w = again.world_mut();
            let on_board: u32 = snapshot::all_pieces(w)
                .iter()
                .filter(|p| p.1 == seat)
                .count() as u32;
            let ledger: u32 = w
                .resource::<Remnants>()
                .forces
                .iter()
                .map(Force::ships)
                .sum();
            assert!(ledger >= on_board, "{setup} {seed}: {ledger} vs {on_board}");
        }
    }
}

#[test]
fn impossible_numbers_are_refused_with_the_file_and_the_field() {
    let file = "mods/x/automa/remnants/remnants.ron";
    let text = std::fs::read_to_string(format!(
        "{}/assets/rules/automa/remnants/remnants.ron",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    for (from, to, field) in [
        ("reach: 6,", "reach: 0,", "reach"),
        ("walk_steps: 6,", "walk_steps: 1000000000,", "walk_steps"),
        ("move_on: [6],", "move_on: [],", "move_on"),
        ("move_on: [6],", "move_on: [7],", "move_on"),
        (
            "military_by_era: [1, 3, 4],",
            "military_by_era: [],",
            "military_by_era",
        ),
        ("(Ship(1), 14),", "(Ship(1), 4000000000),", "pool"),
    ] {
        let bad = text.replace(from, to);
        let err = parse_ron::<RemnantsTable>(file, &bad).unwrap_err();
        assert_eq!(err.file, file);
        assert!(err.message.contains(field), "{field}: {err}");
    }
    // A pool of nothing but blanks is refused too.
    let blanks = "pool: [(Blank, 5)],";
    let start = text.find("pool: [").unwrap();
    let end = start + text[start..].find("],").unwrap() + 2;
    let bad = format!("{}{blanks}{}", &text[..start], &text[end..]);
    let err = parse_ron::<RemnantsTable>(file, &bad).unwrap_err();
    assert!(err.message.contains("pool"), "{err}");
}

#[test]
fn the_rules_reference_explains_every_remnant_decision_and_lists_their_pool() {
    let rules = rules();
    let reference = galactic_automa::rules::reference::Reference::build(&rules);
    for id in [ENTRY.0, MOVES.0, "rules-13", "automa-remnants"] {
        assert!(reference.topics.iter().any(|t| t.id == id), "no topic {id}");
    }
    let pool = reference
        .topics
        .iter()
        .find(|t| t.id == "automa-remnants")
        .unwrap();
    assert!(format!("{:?}", pool.lines).contains("20 x blank"));
}

/// A mod that adds a table with a fourth automa of the solo kind, from its own table
/// file, by files alone (its manifest lists them): checked like the game's files, and
/// whole games play at it headless.
#[test]
fn a_mod_adds_a_table_and_an_automa_by_files_alone() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("mods/pirates");
    assert_eq!(RulesData::validate_dir(&dir), vec![]);
    let rules = RulesData::load_dir(&dir).unwrap();
    let setup = rules.setup_named("pirates").expect("the mod's table");
    assert_eq!(setup.seats.len(), 4);
    assert!(rules.automa_table("solo", "pirates").is_some());
    for seed in 1..=3 {
        let config = GameConfig {
            seed,
            setup: Some("pirates".into()),
            ..Default::default()
        };
        let mut app = galactic_automa::sim::game::start(rules.clone(), config).unwrap();
        galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
        let world = app.world();
        let pirates = world
            .resource::<galactic_automa::rules::table::Roster>()
            .seat_of("Pirates")
            .unwrap();
        let acted = world
            .resource::<GameLog>()
            .decisions()
            .filter(|d| d.seat == pirates)
            .count();
        assert!(acted > 20, "the Pirates play: {acted} decisions");
    }

    // A manifest that lists a file the folder lacks, or a name outside setups/ and
    // automa/, is refused with the manifest's name.
    let tmp = std::env::temp_dir().join(format!("ga-manifest-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    for (text, says) in [
        (r#"(adds: ["setups/ghost.ron"])"#, "not in the folder"),
        (r#"(adds: ["../base.ron"])"#, "a file name"),
        (r#"(adds: ["content/more.ron"])"#, "a mod adds"),
        (r#"(adds: ["setups/solo.ron"])"#, "has this file already"),
    ] {
        std::fs::write(tmp.join("manifest.ron"), text).unwrap();
        let errors = RulesData::validate_dir(&tmp);
        assert_eq!(errors.len(), 1, "{text}: {errors:?}");
        assert!(errors[0].file.ends_with("manifest.ron"), "{errors:?}");
        assert!(errors[0].message.contains(says), "{text}: {errors:?}");
    }
    std::fs::remove_dir_all(&tmp).ok();
}

/// A scenario's text at the campaign table (the setup named from the scenarios folder).
fn campaign_scenario(extra: &str) -> galactic_automa::sim::scenario::Scenario {
    let text = format!(
        "(seed: 5, difficulty: 1, \
         new_game: Some((setup: Some({:?}))), {extra} \
         commands: [EndTurn], stop: AfterTurn(Player, MoveCombat))",
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/rules/setups/campaign.ron"
        )
    );
    galactic_automa::sim::scenario::parse("test.ron", &text).expect("the scenario parses")
}

#[test]
fn a_campaign_scenario_reports_the_tables_own_wars() {
    let sc = campaign_scenario("");
    let out = galactic_automa::sim::scenario::run(&rules(), &sc).unwrap();
    let seat = Seat(1);
    assert_eq!(
        out.wars,
        vec![(YOU, seat, true)],
        "you and the Remnants, for good"
    );
    let text = out.to_text();
    assert!(
        text.contains("At war: You and Remnants (for good)\n"),
        "{text}"
    );
    assert!(
        !text.contains("Farmers") && !text.contains("offboard"),
        "{text}"
    );
}

#[test]
fn a_scenario_places_systems_and_forces_and_orders_the_pool() {
    use galactic_automa::sim::scenario;
    let sc = campaign_scenario(
        "automas: [(\"Remnants\", (unopened: Some([(6, 1), (0, 6)]), \
         forces: [(at: (4, 1), mobile: 2, bases: 1), (at: (2, 2), mobile: 1, origin: Some((2, -1)))], \
         destroyed: 1))], \
         decks: [(\"remnant pool\", [\"base-4\", \"blank\", \"blank\"])],",
    );
    let mut app = scenario::build(&rules(), &sc).unwrap();
    let world = app.world_mut();
    let seat = remnant_seat(world);
    let r = world.resource::<Remnants>().clone();
    assert_eq!(r.unopened, vec![Hex::new(6, 1), Hex::new(0, 6)]);
    assert_eq!(r.destroyed, 1);
    let garrison = r.force_at(Hex::new(4, 1)).unwrap();
    assert_eq!(
        (garrison.mobile, garrison.bases, garrison.origin),
        (2, 1, None)
    );
    let deep = r.force_at(Hex::new(2, 2)).unwrap();
    assert_eq!((deep.mobile, deep.origin), (1, Some(Hex::new(2, -1))));
    assert_eq!(pieces_at(world, seat, Hex::new(4, 1)), 3);
    assert_eq!(pieces_at(world, seat, Hex::new(2, 2)), 1);
    // The pool's next chits are the scenario's, in its order; then the pool's own.
    let t = table_of(world);
    let drawn = remnants::draw_chits(world, &t, 4, "test");
    assert_eq!(drawn.names[..3], ["base-4", "blank", "blank"]);
    let forced: Vec<bool> = world
        .resource::<Decks>()
        .events
        .iter()
        .filter_map(|e| match e {
            DeckEvent::Draw { deck, forced, .. } if deck == POOL => Some(*forced),
            _ => None,
        })
        .collect();
    assert_eq!(forced, [true, true, true, false]);

    // Played on: the garrison rolls 1 and stays; the force in deep space moves (never
    // back to its origin), every step a decision.
    let mut sc = sc.clone();
    sc.forced_dice = vec![2, 1];
    let out = scenario::run(&rules(), &sc).unwrap();
    assert_eq!(out.ships_at((4, 1), seat), 3, "the garrison stays");
    assert_eq!(
        out.ships_at((2, 2), seat),
        0,
        "a force in deep space always moves"
    );
    let moved = out
        .decisions
        .iter()
        .filter(|d| d.kind == DecisionKind::Kind(MOVES))
        .map(|d| d.result.clone())
        .collect::<Vec<_>>();
    assert_eq!(moved.len(), 2, "{moved:?}");
    assert_eq!(moved[0], "it stays");
    assert!(!moved[1].contains("(2, -1)"), "{moved:?}");
}

#[test]
fn a_scenario_that_places_impossible_remnants_is_refused_with_the_field() {
    use galactic_automa::sim::scenario;
    let refused = |extra: &str| -> String {
        let sc = campaign_scenario(extra);
        match scenario::build(&rules(), &sc) {
            Ok(_) => panic!("accepted: {extra}"),
            Err(e) => e,
        }
    };
    let cases = [
        (
            "automas: [(\"Remnants\", (unopened: Some([(0, 0)])))],",
            "not a neutral star",
        ),
        (
            "automas: [(\"Remnants\", (unopened: Some([(6, 1), (6, 1)])))],",
            "twice",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (0, 0), mobile: 1)]))],",
            "holds ships",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (4, 1))]))],",
            "1-1000",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (4, 1), mobile: 4000000000, bases: 4000000000)]))],",
            "1-1000",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (99, 99), mobile: 1)]))],",
            "not on the board",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (4, 1), mobile: 1), (at: (4, 1), mobile: 1)]))],",
            "second force",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (4, 1), mobile: 1, origin: Some((2, 2)))]))],",
            "not a star",
        ),
        (
            "automas: [(\"Remnants\", (forces: [(at: (4, 1), mobile: 600), (at: (2, 2), mobile: 600)]))],",
            "in all the forces",
        ),
        ("automas: [(\"Remnants\", (armies: []))],", "armies"),
        ("automas: [(\"Pirates\", ())],", "Remnants"),
        ("automas: [(\"Player\", ())],", "not an automa"),
        ("decks: [(\"remnant pool\", [\"base-9\"])],", "ship-1"),
        (
            "decks: [(\"remnant pool\", [\"base-4\", \"base-4\", \"base-4\"])],",
            "no more",
        ),
        ("decks: [(\"treasure\", [])],", "remnant pool"),
    ];
    for (extra, says) in cases {
        let e = refused(extra);
        assert!(e.contains(says), "{extra}: {e}");
    }
    // A kind with no state of its own says so.
    let solo = galactic_automa::sim::scenario::parse(
        "test.ron",
        "(seed: 5, new_game: Some((setup: None)), automas: [(\"Farmers\", ())], \
         stop: EndOfGame)",
    )
    .unwrap();
    let e = scenario::build(&rules(), &solo).err().unwrap();
    assert!(e.contains("no state a scenario sets"), "{e}");
}

#[test]
fn one_simulator_plays_and_sums_up_every_table_in_turn() {
    // The summary of a game names the solo table's seats: a table without them must sum
    // up as "none of theirs", not stop the run (the benchmark plays every table in one
    // simulator).
    let mut sim = galactic_automa::sim::runner::Simulator::new(rules());
    for setup in ["solo", "campaign", "two-players", "remnants", "campaign"] {
        let config = GameConfig {
            seed: 3,
            setup: Some(setup.into()),
            ..Default::default()
        };
        let summary = sim.play(config, None).unwrap();
        if setup == "campaign" {
            assert_eq!(summary.slaver_ships, 0, "{setup}");
            assert_eq!(summary.farmer_ships, 0, "{setup}");
            assert!(!summary.slavers_at_war_end, "{setup}");
        }
        assert!(summary.decisions > 0, "{setup}");
    }
}
