//! The strong player: it weighs its answers in copies of the game whose secrets are
//! drawn again, so a secret changes nothing of what it weighs or chooses; it is
//! repeatable; it plays whole games at every table.

use bevy::prelude::*;
use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::deck::Decks;
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::FinalResult;
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::runner::Simulator;
use galactic_automa::sim::strong::{self, Origin, StrongPlayer};
use galactic_automa::sim::{game, policy};
use rand::SeedableRng;

fn rules() -> RulesData {
    RulesData::embedded().unwrap()
}

/// Plays a game with the cheap policy until `stop` holds at an open question.
fn play_until(rules: &RulesData, config: GameConfig, stop: impl Fn(&mut World) -> bool) -> App {
    let mut app = game::start(rules.clone(), config).unwrap();
    for _ in 0..100_000 {
        assert!(
            !app.world().contains_resource::<FinalResult>(),
            "the game ended before the moment looked for"
        );
        if app.world().resource::<PromptSlot>().0.is_some() {
            if stop(app.world_mut()) {
                return app;
            }
            policy::act(app.world_mut());
        } else {
            app.update();
        }
    }
    panic!("the game did not end");
}

/// Whether the open question is your growth selection.
fn your_growth(w: &mut World) -> bool {
    let slot = w.resource::<PromptSlot>();
    slot.0 == Some(Prompt::GrowthSelection) && slot.asked().unwrap_or(slot.1) == Seat(0)
}

/// The fleets of `seat` the player cannot see into, in a fixed order.
fn hidden_fleets(world: &mut World, seat: Seat) -> Vec<(Entity, Fleet)> {
    let mut q = world.query::<(Entity, &Fleet, &Position)>();
    let mut v: Vec<(Entity, Fleet, (i32, i32))> = q
        .iter(world)
        .filter(|(_, f, _)| f.owner == seat)
        .map(|(e, f, p)| (e, *f, (p.0.y, p.0.x)))
        .collect();
    v.sort_by_key(|x| x.2);
    v.into_iter().map(|(e, f, _)| (e, f)).collect()
}

/// Every secret of the game changed: one ship moved from a hidden Slaver fleet to
/// another (their total kept), two face-down stars of a sector with different
/// counters swapped, every draw pile shuffled, the dice to come changed.
fn change_every_secret(world: &mut World) {
    let fleets = hidden_fleets(world, Seat::SLAVERS);
    if let Some(from) = fleets.iter().position(|(_, f)| f.ships >= 2) {
        let to = (from + 1) % fleets.len();
        let (a, fa) = fleets[from];
        let (b, fb) = fleets[to];
        world.entity_mut(a).insert(Fleet {
            ships: fa.ships - 1,
            ..fa
        });
        world.entity_mut(b).insert(Fleet {
            ships: fb.ships + 1,
            ..fb
        });
    }
    let board = world
        .resource::<galactic_automa::rules::board::Board>()
        .clone();
    let mut q = world.query::<(Entity, &Star, &Position)>();
    let face_down: Vec<(Entity, Star, Option<SectorId>)> = q
        .iter(world)
        .filter(|(_, s, _)| !s.revealed && s.owner.is_none() && s.kind != StarKind::Home)
        .map(|(e, s, p)| (e, s.clone(), board.sector_of(p.0)))
        .collect();
    'swap: for (i, (a, sa, sec)) in face_down.iter().enumerate() {
        for (b, sb, sec_b) in &face_down[i + 1..] {
            if sec == sec_b && sa.kind != sb.kind {
                world.entity_mut(*a).insert(Star {
                    kind: sb.kind,
                    ..sa.clone()
                });
                world.entity_mut(*b).insert(Star {
                    kind: sa.kind,
                    ..sb.clone()
                });
                break 'swap;
            }
        }
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    world.resource_mut::<Decks>().resample(&mut rng);
    world.resource_mut::<Dice>().resample(12345);
}

/// The game copied in `sim`, `tweak`ed, then played to its end by the cheap policy
/// with its secrets as they are: the player's DP and the dice rolled.
fn ending(world: &World, sim: &mut Simulator, tweak: &dyn Fn(&mut World)) -> (i32, usize) {
    Origin::of(world).unwrap().build(sim, world).unwrap();
    tweak(sim.app.world_mut());
    galactic_automa::sim::runner::play_to_end(&mut sim.app, None).unwrap();
    let w = sim.app.world();
    (
        w.resource::<Scores>().of(Seat::PLAYER).dp,
        w.resource::<Dice>().rolls.len(),
    )
}

/// A solo game at your move turn with at least two hidden Slaver fleets holding four
/// ships or more.
fn at_a_move_with_hidden_fleets(rules: &RulesData) -> App {
    play_until(
        rules,
        GameConfig {
            seed: 3,
            difficulty: 3,
            ..Default::default()
        },
        |w| {
            let fleets = hidden_fleets(w, Seat::SLAVERS);
            w.resource::<PromptSlot>().0 == Some(Prompt::MoveTurn)
                && fleets.len() >= 2
                && fleets.iter().map(|(_, f)| f.ships).sum::<u32>() >= 4
        },
    )
}

#[test]
fn a_secret_changes_nothing_the_strong_player_weighs_or_chooses() {
    let rules = rules();
    let app = at_a_move_with_hidden_fleets(&rules);
    let world = app.world();
    let mut sim = Simulator::new(rules.clone());
    // The secrets matter: with them changed and not drawn again, the game ends
    // otherwise.
    assert_ne!(
        ending(world, &mut sim, &|_| {}),
        ending(world, &mut sim, &change_every_secret),
        "changing the secrets changes how the game goes"
    );
    let player = StrongPlayer {
        playouts: 2,
        seed: 7,
    };
    let plain = strong::weigh(world, &player, &mut sim, &|_| {}).unwrap();
    let changed = strong::weigh(world, &player, &mut sim, &change_every_secret).unwrap();
    assert!(
        plain.options.len() >= 2,
        "it weighs answers here: {plain:?}"
    );
    assert!(plain.playouts > 0);
    assert_eq!(
        plain, changed,
        "what it weighs and chooses is the same whatever the secrets"
    );
    // Its own seed is what draws the futures: another gives other futures.
    let other = strong::weigh(
        world,
        &StrongPlayer {
            playouts: 2,
            seed: 8,
        },
        &mut sim,
        &|_| {},
    )
    .unwrap();
    assert_ne!(
        plain.options.iter().map(|o| &o.dp).collect::<Vec<_>>(),
        other.options.iter().map(|o| &o.dp).collect::<Vec<_>>()
    );
    // And asking again gives the same verdict.
    assert_eq!(
        plain,
        strong::weigh(world, &player, &mut sim, &|_| {}).unwrap()
    );
}

#[test]
fn the_verdict_is_the_same_on_one_thread_or_several() {
    let rules = rules();
    let app = play_until(
        &rules,
        GameConfig {
            seed: 5,
            ..Default::default()
        },
        |w| w.resource::<PromptSlot>().0 == Some(Prompt::GrowthSelection),
    );
    let pos = strong::Position::of(app.world()).unwrap();
    let mut sim = Simulator::new(rules.clone());
    // Past one batch of futures, so that answers are dropped between batches too.
    let player = StrongPlayer {
        playouts: 10,
        seed: 2,
    };
    let one = strong::weigh_on(&pos, &player, &mut sim, 1, &|_| {}).unwrap();
    assert!(one.options.len() >= 3, "{one:?}");
    assert!(one.playouts > 8 * 2, "{}", one.playouts);
    for threads in [2, 3] {
        assert_eq!(
            one,
            strong::weigh_on(&pos, &player, &mut sim, threads, &|_| {}).unwrap(),
            "{threads} threads"
        );
    }
    // The coach's advice too.
    assert_eq!(
        strong::coach::advise(&pos, &player, &mut sim, 1).unwrap(),
        strong::coach::advise(&pos, &player, &mut sim, 2).unwrap()
    );
}

/// At solo seed 1's first growth, the plan takes no Research counter, so choosing
/// another field for it changes nothing: those answers end every future as the plan
/// does and are shown with it, not weighed as answers of their own.
#[test]
fn answers_that_end_every_future_alike_are_weighed_as_one() {
    let rules = rules();
    let app = play_until(
        &rules,
        GameConfig {
            seed: 1,
            difficulty: 1,
            ..Default::default()
        },
        your_growth,
    );
    let mut sim = Simulator::new(rules.clone());
    let player = StrongPlayer {
        playouts: 16,
        seed: 0xc0ac4,
    };
    let v = strong::weigh(app.world(), &player, &mut sim, &|_| {}).unwrap();
    let plan = &v.options[0];
    assert!(
        plan.same_as
            .iter()
            .filter(|l| l.starts_with("research"))
            .count()
            >= 2,
        "{:?}",
        v.options
            .iter()
            .map(|o| (&o.label, &o.same_as))
            .collect::<Vec<_>>()
    );
    for (i, a) in v.options.iter().enumerate() {
        for b in &v.options[i + 1..] {
            assert_ne!(a.commands, b.commands);
            assert!(
                a.dp.len() < 8 || b.dp.len() < 8 || a.dp[..8] != b.dp[..8],
                "{} and {} ended alike: {:?}",
                a.label,
                b.label,
                a.dp
            );
        }
    }
    // The plan and the answers still weighed went on past the first batch.
    assert_eq!(plan.dp.len(), 16);
}

#[test]
fn the_elder_civilizations_hidden_chips_change_nothing_the_strong_player_weighs() {
    let rules = rules();
    let app = play_until(
        &rules,
        GameConfig {
            seed: 2,
            setup: Some("two-players".into()),
            ..Default::default()
        },
        your_growth,
    );
    let world = app.world();
    let elder = world
        .resource::<galactic_automa::rules::table::Roster>()
        .automas()
        .next()
        .unwrap();
    let more_chips = move |w: &mut World| {
        for (e, f) in hidden_fleets(w, elder) {
            w.entity_mut(e).insert(Fleet {
                ships: f.ships + 7,
                ..f
            });
        }
    };
    let mut sim = Simulator::new(rules.clone());
    let player = StrongPlayer {
        playouts: 2,
        seed: 1,
    };
    let mut fleets = Vec::new();
    Origin::of(world).unwrap().build(&mut sim, world).unwrap();
    fleets.extend(hidden_fleets(sim.app.world_mut(), elder));
    assert!(
        !fleets.is_empty(),
        "the Elder Civilization keeps a hidden fleet"
    );
    assert_eq!(
        strong::weigh(world, &player, &mut sim, &|_| {}).unwrap(),
        strong::weigh(world, &player, &mut sim, &more_chips).unwrap()
    );
}

#[test]
fn the_strong_player_plays_whole_games_at_every_table() {
    let rules = rules();
    for setup in [
        None,
        Some("two-players"),
        Some("remnants"),
        Some("campaign"),
        Some("ancients"),
        Some("chroniclers"),
    ] {
        let config = GameConfig {
            seed: 4,
            setup: setup.map(String::from),
            ..Default::default()
        };
        let mut app = game::start(rules.clone(), config).unwrap();
        let mut look = Simulator::new(rules.clone());
        let player = StrongPlayer {
            playouts: 1,
            seed: 3,
        };
        let mut weighed = 0;
        let mut answer = |w: &mut World| {
            let slot = w.resource::<PromptSlot>();
            if slot.asked().unwrap_or(slot.1) != Seat::PLAYER {
                return policy::act(w);
            }
            if strong::act(w, &player, &mut look).is_some_and(|v| v.options.len() > 1) {
                weighed += 1;
            }
        };
        galactic_automa::sim::runner::play_to_end_with(&mut app, None, &mut answer)
            .unwrap_or_else(|e| panic!("{setup:?}: {e}"));
        assert!(weighed > 5, "{setup:?}: it weighed {weighed} questions");
    }
}

#[test]
fn the_coach_says_what_it_compared_and_its_advice_is_played_as_given() {
    let rules = rules();
    let mut app = play_until(
        &rules,
        GameConfig {
            seed: 5,
            ..Default::default()
        },
        |w| w.resource::<PromptSlot>().0 == Some(Prompt::GrowthSelection),
    );
    let world = app.world_mut();
    let played = world
        .resource::<galactic_automa::rules::player::CommandLog>()
        .0
        .len();
    let pos = strong::Position::of(world).unwrap();
    let mut sim = Simulator::new(rules.clone());
    let player = StrongPlayer {
        playouts: 2,
        seed: 1,
    };
    let advice = strong::coach::advise(&pos, &player, &mut sim, 1).unwrap();
    assert_eq!(advice.for_commands, played);
    assert!(!advice.commands.is_empty());
    assert!(advice.compared.len() >= 2, "{advice:?}");
    assert_eq!(advice.compared.iter().filter(|c| c.chosen).count(), 1);
    assert!(advice.compared[0].chosen, "the chosen answer comes first");
    assert_eq!(advice.compared.iter().filter(|c| c.plan).count(), 1);
    assert!(advice.why.iter().any(|l| l.contains("DP at the end")));
    assert!(advice.playouts >= 2 * advice.compared.len() as u32 - 2);
    // Asking changed nothing; the advice is accepted as it is.
    assert_eq!(
        world
            .resource::<galactic_automa::rules::player::CommandLog>()
            .0
            .len(),
        played
    );
    for c in advice.commands {
        galactic_automa::rules::player::apply_command(world, c).expect("the advice is valid");
    }
}

#[test]
fn a_fleet_you_looked_at_this_round_is_no_secret_to_your_look_ahead() {
    use galactic_automa::rules::content::remote_view::RemoteViews;
    let rules = rules();
    let app = at_a_move_with_hidden_fleets(&rules);
    let world = app.world();
    let mut sim = Simulator::new(rules.clone());
    let origin = Origin::of(world).unwrap();
    // The first hidden Slaver fleet's size in copies drawn again with 30 seeds, with
    // the player's look at it this round or without.
    let mut sizes = |looked: bool| -> (u32, Vec<u32>) {
        let mut out = Vec::new();
        let mut before = 0;
        for seed in 0..30 {
            origin.build(&mut sim, world).unwrap();
            let w = sim.app.world_mut();
            let (e, f) = hidden_fleets(w, Seat::SLAVERS)[0];
            before = f.ships;
            if looked {
                let round = galactic_automa::rules::narrate::current_round(w);
                w.resource_mut::<RemoteViews>()
                    .seen_fleets
                    .push((Seat::PLAYER, e, round));
            }
            galactic_automa::rules::secrets::resample(w, Seat::PLAYER, seed);
            out.push(w.get::<Fleet>(e).unwrap().ships);
        }
        (before, out)
    };
    let (before, unseen) = sizes(false);
    assert!(
        unseen.iter().any(|&s| s != before),
        "unseen, its size is drawn again: {unseen:?}"
    );
    let (before, seen) = sizes(true);
    assert!(
        seen.iter().all(|&s| s == before),
        "looked at this round, its size stays: {seen:?}"
    );
}
