//! Ancient relics: placed at setup, turned up and applied when their star is gained,
//! the lasting ones (Death Ray, Defense Grid, Super-Stargate, Pyramids), both Death Rays
//! and the Legacy goal.

use crate::common;
use common::*;
use galactic_automa::rules::content::relic::RayTarget;
use galactic_automa::rules::data::{RelicFile, parse_ron};
use galactic_automa::rules::log::{DecisionKind, DpKind, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::sim::scenario::{self, Scenario, Stop};

/// Your growth turn gaining the star at (2, 0) with `relic` on it, `ships` of yours there.
fn gain_relic_star(
    relic: &str,
    owner: Option<Seat>,
    population: u32,
    ships_there: u32,
) -> Scenario {
    let mut sc = clean(GamePhase::Growth);
    sc.forced_dice = vec![4, 1];
    sc.war_with_slavers = owner == Some(Seat::SLAVERS);
    let mut s = star((2, 0), StarKind::Uninhabited, owner, population);
    s.relic = Some(relic.into());
    sc.stars.push(s);
    sc.ships = vec![ships(Seat::PLAYER, (2, 0), ships_there)];
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::GainStar, Oval::Research],
            squares: vec![Square::Tech(Field::Genetics)],
        }),
        PlayerCommand::ResolveGrowth(GrowthChoices {
            gain: vec![(2, 0)],
            ..Default::default()
        }),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
    sc
}

#[test]
fn ancient_technology_gives_a_level_and_leaves_the_game() {
    let out = run(&gain_relic_star("tech-military", None, 0, 1));
    assert_eq!(out.star((2, 0)).unwrap().owner, Some(Seat::PLAYER));
    assert_eq!(tech(&out, Seat::PLAYER, Field::Military), 2);
    assert_eq!(out.star((2, 0)).unwrap().relic, None, "one-shot: removed");
}

#[test]
fn ancient_technology_at_six_gives_you_the_fields_six_plus_effect() {
    // Robotics at 6, researching Genetics this turn (1 to 2): the Robotics relic's 6+
    // raises Genetics once more, for 2 DP.
    let mut sc = gain_relic_star("tech-robotics", None, 0, 1);
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 6, 1])];
    let out = run(&sc);
    assert_eq!(tech(&out, Seat::PLAYER, Field::Robotics), 6);
    assert_eq!(tech(&out, Seat::PLAYER, Field::Genetics), 3);
    assert_eq!(out.dp, -2, "{:?}", out.log);
    // Genetics at 6: a free Grow Population with 2 bonus discs (the new star and home).
    let mut sc = gain_relic_star("tech-genetics", None, 0, 1);
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 6])];
    let out = run(&sc);
    assert_eq!(out.star((2, 0)).unwrap().population, 3, "{:?}", out.log);
    // Military at 6: its cancellation is chosen with the counters, too late now.
    let mut sc = gain_relic_star("tech-military", None, 0, 1);
    sc.technology = vec![(Seat::PLAYER, [6, 1, 1, 1, 1])];
    let out = run(&sc);
    assert!(
        out.log
            .iter()
            .any(|l| l.contains("Military 6+ from the relic")),
        "{:?}",
        out.log
    );
}

#[test]
fn buried_ships_place_three_ships_at_the_star() {
    let out = run(&gain_relic_star("buried-ships", None, 0, 1));
    assert_eq!(out.ships_at((2, 0), Seat::PLAYER), 1 + 3);
}

#[test]
fn a_lasting_relic_stays_turned_up_and_changes_owner_with_the_star() {
    let out = run(&gain_relic_star("pyramids", None, 0, 1));
    assert_eq!(
        out.star((2, 0)).unwrap().relic,
        Some(("pyramids".into(), true))
    );
}

#[test]
fn the_defense_grid_needs_eight_more_ships_to_take_the_star_from_its_owner() {
    // Liberating a Slaver star of 2 population takes 3 ships; with the grid, 11.
    let short = scenario::run(
        &rules(),
        &gain_relic_star("defense-grid", Some(Seat::SLAVERS), 2, 10),
    );
    assert!(short.unwrap_err().contains("needs 11 ships, has 10"));
    let out = run(&gain_relic_star("defense-grid", Some(Seat::SLAVERS), 2, 11));
    assert_eq!(out.star((2, 0)).unwrap().owner, Some(Seat::PLAYER));
    // The first capture of a neutral star with the grid costs nothing extra.
    let out = run(&gain_relic_star("defense-grid", None, 0, 1));
    assert_eq!(out.star((2, 0)).unwrap().owner, Some(Seat::PLAYER));
}

/// Your move turn holding the Death Ray at (2, 0), at war with the Slavers.
fn your_ray() -> Scenario {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    sc.alignment = Alignment::Sts;
    sc.war_with_slavers = true;
    let mut s = star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1);
    s.relic = Some("death-ray".into());
    sc.stars.push(s);
    sc.stars
        .push(star((-1, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 1));
    sc.ships = vec![
        ships(Seat::SLAVERS, (4, 0), 2),
        ships(Seat::SLAVERS, (-2, 0), 2),
        ships(Seat::FARMERS, (3, 0), 1),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
    sc
}

fn ray(at: (i32, i32), victim: Seat, disc: bool) -> PlayerCommand {
    PlayerCommand::FireDeathRay(RayTarget { at, victim, disc })
}

#[test]
fn your_death_ray_hits_a_ship_or_a_disc_of_a_faction_at_war_within_three_hexes() {
    let mut sc = your_ray();
    sc.commands = vec![ray((4, 0), Seat::SLAVERS, false), PlayerCommand::EndTurn];
    let out = run(&sc);
    assert_eq!(out.ships_at((4, 0), Seat::SLAVERS), 1);
    // The last disc of a star: it becomes uninhabited, the disc goes back to the track.
    let mut sc = your_ray();
    sc.commands = vec![ray((-1, 0), Seat::SLAVERS, true), PlayerCommand::EndTurn];
    let out = run(&sc);
    let s = out.star((-1, 0)).unwrap();
    assert_eq!((s.owner, s.population), (None, 0));
}

#[test]
fn your_death_ray_refuses_what_it_may_not_hit_and_fires_once_a_round() {
    let rules = rules();
    let mut app = scenario::setup(&rules, &your_ray()).unwrap();
    app.update();
    let w = app.world_mut();
    let refused = |w: &mut bevy::prelude::World, c: PlayerCommand| {
        apply_command_as(w, Seat::PLAYER, c).is_err()
    };
    assert!(
        refused(w, ray((6, 0), Seat::SLAVERS, false)),
        "4 hexes away"
    );
    assert!(
        refused(w, ray((3, 0), Seat::FARMERS, false)),
        "at peace with the Farmers"
    );
    assert!(
        refused(w, ray((4, 0), Seat::SLAVERS, true)),
        "no disc there"
    );
    assert!(!refused(w, ray((4, 0), Seat::SLAVERS, false)));
    assert!(
        refused(w, ray((4, 0), Seat::SLAVERS, false)),
        "once per round"
    );
}

#[test]
fn the_defense_grid_hex_is_safe_from_the_death_ray() {
    let mut sc = your_ray();
    let mut grid = star((4, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 2);
    grid.relic = Some("defense-grid".into());
    sc.stars.push(grid);
    let rules = rules();
    let mut app = scenario::setup(&rules, &sc).unwrap();
    app.update();
    let w = app.world_mut();
    assert!(apply_command_as(w, Seat::PLAYER, ray((4, 0), Seat::SLAVERS, false)).is_err());
    assert!(apply_command_as(w, Seat::PLAYER, ray((4, 0), Seat::SLAVERS, true)).is_err());
}

#[test]
fn the_slavers_death_ray_always_fires_and_prefers_population() {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.war_with_slavers = true;
    sc.forced_dice = vec![6];
    let mut s = star((3, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 2);
    s.relic = Some("death-ray".into());
    sc.stars.push(s);
    sc.stars
        .push(star((2, 1), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    sc.ships = vec![ships(Seat::PLAYER, (1, 0), 3)];
    let out = run(&sc);
    let d = out
        .decisions
        .iter()
        .find(|d| d.kind == DecisionKind::DeathRayTarget)
        .expect("the Slavers fire");
    assert_eq!(d.candidates.len(), 1, "{d:?}");
    assert!(
        d.filters
            .iter()
            .any(|f| f.contains("population is preferred"))
    );
    assert_eq!(out.star((2, 1)).unwrap().population, 1);
    assert_eq!(out.ships_at((1, 0), Seat::PLAYER), 3);
    // Your home star's miniature is not a disc: with nothing else, they shoot a ship.
    sc.stars.pop();
    let out = run(&sc);
    assert_eq!(out.ships_at((1, 0), Seat::PLAYER), 2);
    assert_eq!(out.star(HOME).unwrap().population, 6);
}

/// The Slavers' ray with your ships and the Farmers' sharing (1, 0) and one ship of
/// yours at (4, 0): `faces` after the movement row's 6.
fn slavers_ray_at_two_hexes(faces: &[u8]) -> scenario::ScenarioOutput {
    let mut sc = move_turn(Seat::SLAVERS);
    sc.war_with_slavers = true;
    sc.forced_dice = [&[6], faces].concat();
    let mut s = star((3, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 2);
    s.relic = Some("death-ray".into());
    sc.stars.push(s);
    sc.ships = vec![
        ships(Seat::PLAYER, (1, 0), 3),
        ships(Seat::FARMERS, (1, 0), 2),
        ships(Seat::PLAYER, (4, 0), 1),
    ];
    run(&sc)
}

#[test]
fn the_slavers_death_ray_draws_a_hex_then_whose_ships_when_several_share_it() {
    // Two target hexes, each as likely, though (1, 0) holds two factions' ships.
    let out = slavers_ray_at_two_hexes(&[2]);
    let rays: Vec<_> = out
        .decisions
        .iter()
        .filter(|d| d.kind == DecisionKind::DeathRayTarget)
        .collect();
    assert_eq!(rays.len(), 1, "one hex, one victim: no second die");
    assert_eq!(rays[0].candidates.len(), 2, "{:?}", rays[0]);
    assert_eq!(out.ships_at((4, 0), Seat::PLAYER), 0);
    assert_eq!(out.ships_at((1, 0), Seat::PLAYER), 3);
    // The first hex: a second die picks between you and the Farmers.
    for (face, player, farmers) in [(1, 2, 2), (2, 3, 1)] {
        let out = slavers_ray_at_two_hexes(&[1, face]);
        let rays: Vec<_> = out
            .decisions
            .iter()
            .filter(|d| d.kind == DecisionKind::DeathRayTarget)
            .collect();
        assert_eq!(rays.len(), 2, "{rays:?}");
        assert_eq!(rays[1].what, "Death Ray victim");
        assert_eq!(rays[1].candidates.len(), 2);
        assert_eq!(out.ships_at((1, 0), Seat::PLAYER), player, "face {face}");
        assert_eq!(out.ships_at((1, 0), Seat::FARMERS), farmers, "face {face}");
        assert_eq!(out.ships_at((4, 0), Seat::PLAYER), 1);
    }
}

/// Your ray at (4, 0), where the Slavers have 2 pieces and fleet B of 3 ships.
fn ray_at_pieces_and_fleet(faces: Vec<u8>) -> scenario::ScenarioOutput {
    let mut sc = your_ray();
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::B, (4, 0), 3)];
    sc.forced_dice = faces;
    sc.commands = vec![ray((4, 0), Seat::SLAVERS, false), PlayerCommand::EndTurn];
    run(&sc)
}

#[test]
fn an_automa_losing_some_of_its_ships_draws_whether_pieces_or_a_fleet_go() {
    let fleet_b = |out: &scenario::ScenarioOutput| {
        out.fleets
            .iter()
            .find(|f| f.owner == Seat::SLAVERS && f.letter == FleetLetter::B)
            .map_or(0, |f| f.ships)
    };
    let lost = |out: &scenario::ScenarioOutput| {
        out.decisions
            .iter()
            .find(|d| d.kind == DecisionKind::ShipsLost)
            .cloned()
            .expect("a die picks the ships lost")
    };
    let out = ray_at_pieces_and_fleet(vec![1]);
    let d = lost(&out);
    // The face-down fleet's size stays hidden in the record.
    assert_eq!(d.candidates, ["ship pieces (2)", "fleet B"]);
    assert_eq!(d.rolls, [1]);
    assert_eq!(fleet_b(&out), 3);
    assert_eq!(out.ships_at((4, 0), Seat::SLAVERS), 4);
    let out = ray_at_pieces_and_fleet(vec![2]);
    assert_eq!(lost(&out).result, "fleet B, then ship pieces");
    assert_eq!(fleet_b(&out), 2);
    assert_eq!(out.ships_at((4, 0), Seat::SLAVERS), 4);
}

#[test]
fn the_super_stargate_links_your_stars_to_it() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    let mut gate = star(CENTER, StarKind::Uninhabited, Some(Seat::PLAYER), 1);
    gate.relic = Some("super-stargate".into());
    sc.stars.push(gate);
    sc.ships = vec![ships(Seat::PLAYER, HOME, 2)];
    sc.commands = vec![
        PlayerCommand::MoveShips {
            from: HOME,
            to: CENTER,
            count: 2,
        },
        PlayerCommand::EndTurn,
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
    let out = run(&sc);
    assert_eq!(out.ships_at(CENTER, Seat::PLAYER), 2, "one jump from home");
    // Hostile ships at the gate block it below Propulsion 5.
    sc.war_with_slavers = true;
    sc.ships.push(ships(Seat::SLAVERS, CENTER, 1));
    let rules = rules();
    let mut app = scenario::setup(&rules, &sc).unwrap();
    app.update();
    let refused = apply_command_as(
        app.world_mut(),
        Seat::PLAYER,
        PlayerCommand::MoveShips {
            from: HOME,
            to: CENTER,
            count: 2,
        },
    );
    assert!(refused.is_err());
    sc.technology = vec![(Seat::PLAYER, [1, 1, 5, 1, 1])];
    let mut app = scenario::setup(&rules, &sc).unwrap();
    app.update();
    assert!(
        apply_command_as(
            app.world_mut(),
            Seat::PLAYER,
            PlayerCommand::MoveShips {
                from: HOME,
                to: CENTER,
                count: 2,
            },
        )
        .is_ok()
    );
}

#[test]
fn the_pyramids_add_a_bonus_disc_at_their_star() {
    let mut sc = clean(GamePhase::Growth);
    sc.forced_dice = vec![4, 1];
    let mut p = star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 2);
    p.relic = Some("pyramids".into());
    sc.stars.push(p);
    sc.commands = vec![PlayerCommand::SelectGrowth(GrowthSelection {
        ovals: vec![Oval::GrowPopulation, Oval::Research],
        squares: vec![Square::Tech(Field::Military)],
    })];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
    let out = run(&sc);
    // At its limit of 2 (2 from home), the Pyramids still add one (Genetics 1 gives no
    // bonus of its own).
    assert_eq!(out.star((2, 0)).unwrap().population, 3);
    assert_eq!(out.star(HOME).unwrap().population, 6);
}

#[test]
fn legacy_scores_your_stars_with_relics() {
    let mut sc = clean(GamePhase::Trading);
    sc.round = 8;
    sc.goal = Some("legacy".into());
    let mut p = star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1);
    p.relic = Some("pyramids".into());
    sc.stars.push(p);
    sc.commands = vec![PlayerCommand::EndTrading];
    sc.stop = Stop::EndOfGame;
    let out = run(&sc);
    let legacy: i32 = out
        .entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Destiny(r) if r.kind == DpKind::Goal => Some(r.dp),
            _ => None,
        })
        .sum();
    assert_eq!(legacy, 10);
}

/// A relic placed at setup: hex, relic, turned up, sector role.
type PlacedRelic = ((i32, i32), usize, bool, Option<SectorRole>);

#[test]
fn a_new_game_puts_the_relics_face_down_on_the_center_sector_stars() {
    use galactic_automa::rules::board::Board;
    use galactic_automa::rules::content::relic::Relic;
    use galactic_automa::rules::setup::GameConfig;
    let relics_of = |seed: u64| {
        let mut app = galactic_automa::sim::game::start(
            rules(),
            GameConfig {
                seed,
                ..Default::default()
            },
        )
        .unwrap();
        let w = app.world_mut();
        let board = w.resource::<Board>().clone();
        let mut q = w.query::<(&Position, &Relic)>();
        let mut v: Vec<PlacedRelic> = q
            .iter(w)
            .map(|(p, r)| {
                let role = board
                    .sector_of(p.0)
                    .and_then(|s| board.sector(s))
                    .map(|s| s.role);
                ((p.0.x, p.0.y), r.index, r.revealed, role)
            })
            .collect();
        v.sort_by_key(|x| x.0);
        v
    };
    let a = relics_of(3);
    assert!((7..=10).contains(&a.len()), "{} relics", a.len());
    assert!(a.iter().all(|x| !x.2 && x.3 == Some(SectorRole::Center)));
    let mut kinds: Vec<usize> = a.iter().map(|x| x.1).collect();
    kinds.sort();
    kinds.dedup();
    assert_eq!(kinds.len(), a.len(), "each relic once");
    assert_eq!(a, relics_of(3), "the same seed, the same relics");
    assert_ne!(a, relics_of(4));
}

#[test]
fn relic_files_are_checked_with_the_field_named() {
    let bad = |text: &str| {
        parse_ron::<RelicFile>("content/relics.ron", text)
            .unwrap_err()
            .to_string()
    };
    assert!(
        bad("(relics: [(key: \"x\", name: \"X\", text: \"t\", effect: DeathRay(range: 0))])")
            .contains("range")
    );
    assert!(
        bad("(relics: [(key: \"x\", name: \"X\", text: \"t\", effect: Ships(1000))])")
            .contains("at most 40")
    );
    assert!(
        bad("(relics: [(key: \"x\", name: \"X\", text: \"t\", effect: Teleport)])")
            .contains("line 1")
    );
}
