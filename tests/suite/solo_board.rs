//! The solo board as the solo layout has it (spawn points), and blocked population that
//! does not count for building or spawning.

use crate::common;
use common::*;
use galactic_automa::rules::board::Board;
use galactic_automa::rules::log::LogEntry;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::scenario::Stop;
use hexx::Hex;

#[test]
fn the_spawn_points_sit_where_the_solo_layout_puts_them() {
    for seed in [1, 2, 3] {
        let app = galactic_automa::sim::game::start(
            rules(),
            GameConfig {
                seed,
                ..Default::default()
            },
        )
        .unwrap();
        let board = app.world().resource::<Board>();
        let home = Hex::new(HOME.0, HOME.1);
        let center = Hex::new(CENTER.0, CENTER.1);
        let w = &board.wormholes;
        assert_eq!(w.len(), 3);
        // The center sector's, on its far edge.
        assert_eq!(w[0].unsigned_distance_to(home), 13);
        assert_eq!(w[0].unsigned_distance_to(center), 4);
        // Your home sector's two, on its side edges.
        for &h in &w[1..] {
            assert_eq!(h.unsigned_distance_to(home), 4);
            assert_eq!(h.unsigned_distance_to(center), 7);
        }
        assert_eq!(
            w.iter().map(|h| (h.x, h.y)).collect::<Vec<_>>(),
            WORMHOLES.to_vec()
        );
    }
}

/// Your growth building ships, with a star of 5 population at (3, 0), blocked or not.
fn build_with(blocked: bool) -> u32 {
    let mut sc = clean(GamePhase::Growth);
    sc.forced_dice = vec![4, 1];
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    if blocked {
        sc.war_with_slavers = true;
        sc.ships = vec![ships(Seat::SLAVERS, (3, 0), 1)];
    }
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::BuildShips, Oval::Research],
            squares: vec![Square::Tech(Field::Military)],
        }),
        PlayerCommand::ResolveGrowth(GrowthChoices::default()),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
    run(&sc).ships_at(HOME, Seat::PLAYER)
}

#[test]
fn population_on_blocked_stars_does_not_count_for_your_build_ships() {
    // 5 discs off the track: value 11, 4 ships. Blocked, they count as still on it: 2.
    assert_eq!(build_with(false), 4);
    assert_eq!(build_with(true), 2);
}

/// The Slavers' growth (row 4: spawn at the center wormhole) with a star of 5 population.
fn slaver_spawn_with(blocked: bool) -> u32 {
    let mut sc = growth_turn(Seat::SLAVERS);
    sc.forced_dice = vec![4, 4];
    sc.stars
        .push(star((5, 5), StarKind::Uninhabited, Some(Seat::SLAVERS), 5));
    sc.slaver_track = Some(30);
    if blocked {
        sc.war_with_slavers = true;
        sc.ships = vec![ships(Seat::PLAYER, (5, 5), 1)];
    }
    let out = run(&sc);
    out.entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Spawn {
                seat: Seat::SLAVERS,
                ships,
                ..
            } => Some(*ships),
            _ => None,
        })
        .sum()
}

#[test]
fn population_on_blocked_stars_does_not_count_for_the_slavers_spawn() {
    let open = slaver_spawn_with(false);
    let blocked = slaver_spawn_with(true);
    // 9 discs off their track (value 15: 5 ships) against 4 (value 10: 3 ships).
    assert_eq!(open - blocked, 2, "{open} against {blocked}");
}

#[test]
fn as_close_as_possible_ties_are_broken_by_a_die() {
    // Farmers row 3: to the center of their sector, (0, 0), 4 hexes away with a range of
    // 3: (1, -1) and (1, 0) are both 1 from it. The die picks, in reading order.
    for (die, expected) in [(1, (1, -1)), (2, (1, 0))] {
        let mut sc = move_turn(Seat::FARMERS);
        sc.ships = vec![ships(Seat::FARMERS, (4, -1), 1)];
        sc.forced_dice = vec![3, die];
        let out = run(&sc);
        assert_eq!(out.ships_at(expected, Seat::FARMERS), 1, "die {die}");
        let d = out
            .decisions
            .iter()
            .find(|d| d.kind == galactic_automa::rules::log::DecisionKind::MoveTarget)
            .unwrap();
        assert!(
            d.tie_break
                .as_ref()
                .is_some_and(|t| t.contains("as close as possible")),
            "{d:?}"
        );
        assert_eq!(d.rolls, vec![die]);
    }
}

#[test]
fn peace_may_be_asked_in_your_growth_turn_too() {
    let mut sc = clean(GamePhase::Growth);
    sc.war_with_slavers = true;
    let rules = rules();
    let mut app = galactic_automa::sim::scenario::setup(&rules, &sc).unwrap();
    app.update();
    let prompt = app
        .world()
        .resource::<galactic_automa::rules::prompt::PromptSlot>()
        .0
        .clone();
    assert_eq!(
        prompt,
        Some(galactic_automa::rules::prompt::Prompt::GrowthSelection)
    );
    let asked = apply_command_as(
        app.world_mut(),
        Seat::PLAYER,
        PlayerCommand::AskPeace(Seat::SLAVERS),
    );
    assert!(asked.is_ok(), "{asked:?}");
    // Once a round.
    assert!(
        apply_command_as(
            app.world_mut(),
            Seat::PLAYER,
            PlayerCommand::AskPeace(Seat::SLAVERS)
        )
        .is_err()
    );
}
