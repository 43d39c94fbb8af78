//! Star peoples: each tile's setup on each side, its Gain Star rows and its effects at
//! their hook points; the home-sector starting bonuses; the data file's checks.

use crate::common;
use bevy::prelude::*;
use common::*;
use galactic_automa::rules::combat::{battle_value, combat_value};
use galactic_automa::rules::content::people::{Peoples, SectorBonuses};
use galactic_automa::rules::content::story::ContentPick;
use galactic_automa::rules::data::*;
use galactic_automa::rules::discs;
use galactic_automa::rules::gain;
use galactic_automa::rules::levels;
use galactic_automa::rules::log::{DecisionKind, DpKind, GameLog};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::ships;
use galactic_automa::rules::snapshot::{HomeStar, Snapshot};
use galactic_automa::sim::game;
use galactic_automa::sim::scenario::Scenario;

/// A new game (seed 5) with `people` on `side`, no sector bonus: the world after setup.
fn new_game(people: Option<&str>, side: Alignment, field: Option<Field>) -> App {
    game::start(
        rules(),
        GameConfig {
            seed: 5,
            alignment: side,
            people: people.map_or(ContentPick::Off, |p| ContentPick::Named(p.into())),
            people_field: field,
            ..Default::default()
        },
    )
    .unwrap()
}

fn home(app: &mut App) -> (Entity, hexx::Hex) {
    let mut q = app
        .world_mut()
        .query_filtered::<(Entity, &Position), With<HomeStar>>();
    q.iter(app.world()).map(|(e, p)| (e, p.0)).next().unwrap()
}

/// What a setup gave you: levels, ships at home, home population, track, DP.
fn start_of(app: &mut App) -> ([u8; 5], u32, u32, u32, i32) {
    let (e, h) = home(app);
    let levels = Field::ALL.map(|f| app.world().resource::<Technology>().level(Seat::PLAYER, f));
    let ships = ships::ships_at(app.world_mut(), Seat::PLAYER, h);
    let pop = app.world().get::<Star>(e).unwrap().population;
    let track = app.world().resource::<PopulationTracks>().0[Seat::PLAYER];
    let dp = app.world().resource::<Scores>().of(Seat::PLAYER).dp;
    (levels, ships, pop, track, dp)
}

#[test]
fn each_tile_gives_its_setup_on_the_side_you_start() {
    // Levels in field order: Military, Spirituality, Propulsion, Robotics, Genetics.
    let plain = |side| start_of(&mut new_game(None, side, None));
    let (levels, ships, pop, track, dp) = plain(Alignment::Sto);
    assert_eq!((levels, pop, dp), ([1; 5], 6, 0));
    // (people, side, levels, more ships, more home population, DP)
    type Case = (&'static str, Alignment, [u8; 5], i32, u32, i32);
    let cases: [Case; 10] = [
        ("dracos", Alignment::Sto, [2, 1, 1, 1, 1], 3, 0, 0),
        ("avians", Alignment::Sts, [1, 2, 2, 1, 1], 0, 0, 0),
        ("mantids", Alignment::Sto, [1, 1, 1, 1, 1], 0, 2, 0),
        ("mantids", Alignment::Sts, [1, 1, 1, 1, 2], 0, 0, 0),
        ("anchara", Alignment::Sto, [1; 5], 0, 0, 2),
        ("anchara", Alignment::Sts, [1; 5], 2, 0, 0),
        ("icc", Alignment::Sto, [1, 1, 2, 1, 1], 0, 0, 0),
        ("icc", Alignment::Sts, [1, 1, 1, 2, 1], 1, 0, 0),
        ("yowies", Alignment::Sts, [1, 3, 1, 1, 1], 0, 0, 0),
        ("caninoids", Alignment::Sto, [1, 1, 1, 2, 1], 0, 0, 0),
    ];
    for (key, side, want_levels, more_ships, more_pop, want_dp) in cases {
        let mut app = new_game(Some(key), side, Some(Field::Robotics));
        let (l, s, p, t, d) = start_of(&mut app);
        assert_eq!(l, want_levels, "{key} {side:?}: levels");
        assert_eq!(s as i32, ships as i32 + more_ships, "{key} {side:?}: ships");
        assert_eq!(p, pop + more_pop, "{key} {side:?}: home population");
        assert_eq!(
            t,
            track - more_pop,
            "{key} {side:?}: discs come off the track"
        );
        assert_eq!(d, want_dp, "{key} {side:?}: DP");
        let log = app.world().resource::<GameLog>().to_text();
        assert!(log.contains("You play the"), "{key}: {log}");
    }
    // Dracos' Military 2 brings its advanced fleet tactic, as research would.
    let dracos = new_game(Some("dracos"), Alignment::Sto, None);
    assert_eq!(
        dracos.world().resource::<FleetTactics>().unassigned[Seat::PLAYER],
        1
    );
}

#[test]
fn a_level_of_your_choice_is_drawn_and_recorded_when_not_chosen() {
    let app = new_game(Some("caninoids"), Alignment::Sto, None);
    let log = app.world().resource::<GameLog>();
    let d = log
        .decisions()
        .find(|d| d.kind == DecisionKind::FieldOfChoice)
        .expect("the field was drawn");
    assert_eq!(d.options.len(), 5);
    assert_eq!(d.rolls.len(), 1);
    let tech = app.world().resource::<Technology>();
    let raised: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|&f| tech.level(Seat::PLAYER, f) == 2)
        .collect();
    assert_eq!(raised.len(), 1);
    assert_eq!(d.result, raised[0].name());
}

#[test]
fn an_unknown_people_is_refused_with_the_list() {
    let err = game::start(
        rules(),
        GameConfig {
            people: ContentPick::Named("klingons".into()),
            ..Default::default()
        },
    )
    .err()
    .unwrap();
    assert!(err.contains("klingons") && err.contains("mantids"), "{err}");
}

#[test]
fn two_tiles_are_dealt_and_the_first_is_kept() {
    let rules = rules();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..40 {
        let app = game::start(
            rules.clone(),
            GameConfig {
                seed,
                people: ContentPick::Random,
                ..Default::default()
            },
        )
        .unwrap();
        let kept = app.world().resource::<Peoples>().0.clone();
        assert_eq!(kept.len(), 1);
        seen.insert(kept[0].1);
        let text = app.world().resource::<GameLog>().to_text();
        assert!(
            text.contains("are dealt") && text.contains("and keep"),
            "{text}"
        );
    }
    assert!(seen.len() > 5, "every tile can be dealt: {seen:?}");
}

#[test]
fn each_home_sector_bonus_applies() {
    let rules = rules();
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 1..60 {
        let plain = start_of(
            &mut game::start(
                rules.clone(),
                GameConfig {
                    seed,
                    ..Default::default()
                },
            )
            .unwrap(),
        );
        let mut app = game::start(
            rules.clone(),
            GameConfig {
                seed,
                sector_bonus: true,
                tutorial: false,
                ..Default::default()
            },
        )
        .unwrap();
        let bonus = app.world().resource::<SectorBonuses>().0[0].1;
        let (levels, ships, pop, _, _) = start_of(&mut app);
        let free = app.world().resource::<FreeCounters>().0[Seat::PLAYER];
        match bonus {
            SectorBonus::ExtraGrowthAction => {
                kinds.insert("action");
                assert_eq!(free, 1);
            }
            SectorBonus::Level(f, l) => {
                kinds.insert("level");
                assert_eq!(levels[f as usize], l, "seed {seed}: {f:?}");
            }
            SectorBonus::Ships(n) => {
                kinds.insert("ships");
                assert_eq!(ships, plain.1 + n);
            }
            SectorBonus::Population(n) => {
                kinds.insert("population");
                assert_eq!(pop, plain.2 + n);
            }
        }
    }
    assert_eq!(kinds.len(), 4, "{kinds:?}");
    // A field you already have at 2 (the Avians' Propulsion): another field is drawn.
    let bonus_of = |seed, people: ContentPick| {
        let app = game::start(
            rules.clone(),
            GameConfig {
                seed,
                people,
                sector_bonus: true,
                tutorial: false,
                ..Default::default()
            },
        )
        .unwrap();
        let bonus = app.world().resource::<SectorBonuses>().0[0].1;
        let tech = app.world().resource::<Technology>().clone();
        (bonus, tech)
    };
    let seed = (1..80)
        .find(|&s| bonus_of(s, ContentPick::Off).0 == SectorBonus::Level(Field::Propulsion, 2))
        .expect("a seed draws the Propulsion tile");
    let (applied, tech) = bonus_of(seed, ContentPick::Named("avians".into()));
    let SectorBonus::Level(other, 2) = applied else {
        panic!("{applied:?}");
    };
    assert!(other != Field::Propulsion && other != Field::Spirituality);
    let at_two: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|&f| tech.level(Seat::PLAYER, f) == 2)
        .collect();
    assert_eq!(
        at_two.len(),
        3,
        "Spirituality, Propulsion and {other:?}: {at_two:?}"
    );
}

fn with_people(mut sc: Scenario, key: &str, side: Alignment) -> Scenario {
    sc.people = Some(key.into());
    sc.alignment = side;
    sc
}

#[test]
fn mantids_grow_two_discs_a_star_within_the_limit() {
    let grow = |people: Option<&str>| {
        let mut sc = clean(GamePhase::Growth);
        sc.people = people.map(String::from);
        sc.stars
            .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
        sc.stars.push(star((6, 2), StarKind::Uninhabited, None, 0));
        sc.commands = vec![PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::GrowPopulation, Oval::Research],
            squares: vec![Square::Tech(Field::Military)],
        })];
        sc.stop = galactic_automa::sim::scenario::Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
        let out = run(&sc);
        out.stars
            .iter()
            .find(|s| s.at == (4, 5))
            .unwrap()
            .population
    };
    // The star at (4, 5) is 3 hexes from (6, 2)... and 9 from home: its limit is 6.
    assert_eq!(grow(None), 2);
    assert_eq!(grow(Some("mantids")), 3);
}

#[test]
fn yowies_never_raise_robotics_and_take_ships_from_its_relic() {
    let mut sc = with_people(clean(GamePhase::MoveCombat), "yowies", Alignment::Sto);
    sc.stars.push(galactic_automa::sim::scenario::StarSpec {
        relic: Some("tech-robotics".into()),
        ..star((4, 5), StarKind::Uninhabited, None, 0)
    });
    sc.ships = vec![ships(Seat::PLAYER, (4, 5), 1)];
    let mut app = table(&sc);
    assert!(!levels::can_gain_level(
        app.world(),
        Seat::PLAYER,
        Field::Robotics
    ));
    assert!(levels::can_gain_level(
        app.world(),
        Seat::PLAYER,
        Field::Military
    ));
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
    let plan = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
    gain::apply_gain(world, Seat::PLAYER, &plan);
    assert_eq!(
        world
            .resource::<Technology>()
            .level(Seat::PLAYER, Field::Robotics),
        1
    );
    assert_eq!(
        ships::ships_at(world, Seat::PLAYER, hexx::Hex::new(4, 5)),
        3
    );
    assert!(
        world
            .resource::<GameLog>()
            .to_text()
            .contains("2 ships instead")
    );
}

#[test]
fn anchara_get_a_free_counter_with_switch_alignment_and_the_alliance_pays_for_a_switch() {
    let mut sc = clean(GamePhase::Growth);
    let three = GrowthSelection {
        ovals: vec![Oval::SwitchAlignment, Oval::Research, Oval::BuildShips],
        squares: vec![Square::Tech(Field::Military)],
    };
    sc.commands = vec![PlayerCommand::SelectGrowth(three.clone())];
    let mut app = table(&sc);
    let err =
        apply_command(app.world_mut(), PlayerCommand::SelectGrowth(three.clone())).unwrap_err();
    assert!(err.contains("oval counters"), "{err}");
    let sc = with_people(clean(GamePhase::Growth), "anchara", Alignment::Sto);
    let mut app = table(&sc);
    apply_command(app.world_mut(), PlayerCommand::SelectGrowth(three)).unwrap();
    let chosen = app.world().resource::<Growths>().0[Seat::PLAYER]
        .selection
        .clone()
        .unwrap();
    assert_eq!(chosen.ovals.len(), 3);
    assert_eq!(selection_cost(app.world_mut(), Seat::PLAYER, &chosen), 0);

    // The Alliance of Light switching to the Alliance of Darkness: −2 DP.
    let mut sc = with_people(clean(GamePhase::Growth), "alliance", Alignment::Sto);
    sc.commands = vec![PlayerCommand::SelectGrowth(GrowthSelection {
        ovals: vec![Oval::SwitchAlignment, Oval::Research],
        squares: vec![Square::Tech(Field::Military)],
    })];
    sc.stop = galactic_automa::sim::scenario::Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
    let out = run(&sc);
    assert_eq!(out.player_alignment, Alignment::Sts);
    let people: Vec<i32> = out
        .destiny
        .iter()
        .filter(|r| r.kind == DpKind::People)
        .map(|r| r.dp)
        .collect();
    assert_eq!(people, vec![-2]);
}

#[test]
fn icc_trade_with_each_automa_and_caninoids_score_and_oblige() {
    let trading = |people: Option<&str>, side: Alignment| {
        let mut sc = clean(GamePhase::Trading);
        sc.people = people.map(String::from);
        sc.alignment = side;
        // Spirituality 4 on both automas: trading anywhere, no contact needed.
        sc.technology = vec![
            (Seat::FARMERS, [3, 4, 3, 3, 3]),
            (Seat::SLAVERS, [3, 4, 3, 3, 3]),
        ];
        // Willing on a 1 for both (the Slavers roll 1-2 with an STO player).
        sc.forced_dice = vec![1, 1, 1, 1, 1, 1];
        table(&sc)
    };
    let trade = |app: &mut App, with: Seat, take: Field| {
        apply_command(
            app.world_mut(),
            PlayerCommand::Trade {
                with,
                take,
                give: None,
            },
        )
    };
    let mut plain = trading(None, Alignment::Sto);
    trade(&mut plain, Seat::FARMERS, Field::Military).unwrap();
    assert!(trade(&mut plain, Seat::SLAVERS, Field::Propulsion).is_err());
    let mut icc = trading(Some("icc"), Alignment::Sto);
    trade(&mut icc, Seat::FARMERS, Field::Military).unwrap();
    trade(&mut icc, Seat::SLAVERS, Field::Propulsion).unwrap();
    let err = trade(&mut icc, Seat::SLAVERS, Field::Robotics).unwrap_err();
    assert!(err.contains("already traded with the Slavers"), "{err}");
    assert_eq!(
        icc.world()
            .resource::<Technology>()
            .level(Seat::PLAYER, Field::Propulsion),
        2
    );

    let mut caninoids = trading(Some("caninoids"), Alignment::Sto);
    trade(&mut caninoids, Seat::FARMERS, Field::Military).unwrap();
    let people_dp: Vec<i32> = caninoids
        .world()
        .resource::<GameLog>()
        .destiny()
        .filter(|r| r.kind == DpKind::People && r.seat == Seat::PLAYER)
        .map(|r| r.dp)
        .collect();
    assert_eq!(people_dp, vec![1]);

    // Unwilling dice (6s): the STS Caninoids trade anyway.
    let unwilling = |people: Option<&str>| {
        let mut sc = clean(GamePhase::Trading);
        sc.people = people.map(String::from);
        sc.alignment = Alignment::Sts;
        sc.technology = vec![(Seat::FARMERS, [3, 4, 3, 3, 3])];
        sc.forced_dice = vec![6, 6, 6, 6];
        let mut app = table(&sc);
        apply_command(
            app.world_mut(),
            PlayerCommand::Trade {
                with: Seat::FARMERS,
                take: Field::Military,
                give: None,
            },
        )
        .unwrap()
    };
    assert!(unwilling(None).contains("not willing"));
    assert!(unwilling(Some("caninoids")).starts_with("traded"));
}

#[test]
fn orion_population_defends_double_and_the_empire_conquers_with_one_ship() {
    // The Slavers (at war) with 4 ships at your star of 2 population.
    let plan = |people: Option<&str>| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.people = people.map(String::from);
        sc.war_with_slavers = true;
        sc.stars
            .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
        sc.ships = vec![ships(Seat::SLAVERS, (4, 5), 4)];
        let mut app = table(&sc);
        let world = app.world_mut();
        let snap = Snapshot::take(world);
        let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
        gain::plan_gain(world, &snap, Seat::SLAVERS, &s, false).map(|p| p.ships_needed)
    };
    assert_eq!(plan(None), Ok(3));
    assert_eq!(plan(Some("orion")), Err("needs 5 ships, has 4".into()));

    // As the Orion Empire, one ship conquers a Slaver star of 3 and an advanced neutral.
    let mut sc = with_people(clean(GamePhase::MoveCombat), "orion", Alignment::Sts);
    sc.war_with_slavers = true;
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::SLAVERS), 3));
    sc.stars.push(star((6, 2), StarKind::Advanced, None, 0));
    sc.ships = vec![
        ships(Seat::PLAYER, (4, 5), 1),
        ships(Seat::PLAYER, (6, 2), 1),
    ];
    let mut app = table(&sc);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    for at in [(4, 5), (6, 2)] {
        let s = snap.star_at(hexx::Hex::new(at.0, at.1)).unwrap().clone();
        let p = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
        assert_eq!(
            (p.ships_needed, p.discs, p.verb.as_str()),
            (1, Some(1), "conquer")
        );
    }
}

#[test]
fn plejars_ally_as_sts_and_as_sto_declare_war_on_sts_and_score_liberations() {
    let mut sc = with_people(clean(GamePhase::MoveCombat), "plejars", Alignment::Sts);
    sc.stars.push(star((6, 2), StarKind::Advanced, None, 0));
    sc.ships = vec![ships(Seat::PLAYER, (6, 2), 1)];
    let mut app = table(&sc);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    let s = snap.star_at(hexx::Hex::new(6, 2)).unwrap().clone();
    let p = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
    assert_eq!(
        (p.ships_needed, p.discs, p.verb.as_str()),
        (1, Some(3), "ally with")
    );

    let declare = |people: Option<&str>, on: Seat| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.people = people.map(String::from);
        // You move first: the Slavers have not declared war yet.
        sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
        let mut app = table(&sc);
        apply_command(app.world_mut(), PlayerCommand::DeclareWar(on))
    };
    assert!(declare(None, Seat::SLAVERS).is_err());
    let ok = declare(Some("plejars"), Seat::SLAVERS);
    assert!(ok.is_ok(), "{ok:?}");
    assert!(
        declare(Some("plejars"), Seat::FARMERS).is_err(),
        "the Farmers are STO"
    );

    let mut sc = with_people(clean(GamePhase::MoveCombat), "plejars", Alignment::Sto);
    sc.war_with_slavers = true;
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::SLAVERS), 2));
    sc.ships = vec![ships(Seat::PLAYER, (4, 5), 3)];
    let mut app = table(&sc);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
    let p = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
    assert_eq!(p.verb, "liberate");
    gain::apply_gain(world, Seat::PLAYER, &p);
    let people: Vec<(i32, String)> = world
        .resource::<GameLog>()
        .destiny()
        .filter(|r| r.kind == DpKind::People)
        .map(|r| (r.dp, r.detail.english()))
        .collect();
    assert_eq!(people, vec![(2, "a star you liberated".to_string())]);
}

#[test]
fn the_alliance_fights_harder_and_its_light_side_ignores_sto_stars_for_growth() {
    let mut sc = with_people(clean(GamePhase::MoveCombat), "alliance", Alignment::Sto);
    sc.ships = vec![
        ships(Seat::PLAYER, (4, 5), 3),
        ships(Seat::SLAVERS, (4, 5), 2),
        ships(Seat::FARMERS, (4, 5), 1),
    ];
    sc.stars
        .push(star((1, 1), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.stars
        .push(star((1, 2), StarKind::Uninhabited, Some(Seat::FARMERS), 1));
    let mut app = table(&sc);
    let world = app.world_mut();
    let h = hexx::Hex::new(4, 5);
    let (_, base) = combat_value(world, Seat::PLAYER, h, &[Seat::SLAVERS]);
    assert_eq!(
        battle_value(world, Seat::PLAYER, h, &[Seat::SLAVERS], true).1,
        base + 12
    );
    assert_eq!(
        battle_value(world, Seat::PLAYER, h, &[Seat::SLAVERS], false).1,
        base
    );
    // Growth limits: the Farmers' star next door (1 hex) does not count, your home
    // star 2 hexes away does; and the Farmers' star ignores yours (it is alone: 6).
    let limits = |world: &mut World| {
        let snap = Snapshot::take(world);
        (
            discs::growth_limit(world, &snap, Seat::PLAYER, hexx::Hex::new(1, 1)),
            discs::growth_limit(world, &snap, Seat::FARMERS, hexx::Hex::new(1, 2)),
        )
    };
    assert_eq!(limits(world), (2, 6));
    let mut plain = sc.clone();
    plain.people = None;
    assert_eq!(limits(table(&plain).world_mut()), (1, 1));

    let mut sc = with_people(clean(GamePhase::MoveCombat), "alliance", Alignment::Sts);
    sc.ships = vec![
        ships(Seat::PLAYER, (4, 5), 3),
        ships(Seat::FARMERS, (4, 5), 1),
    ];
    let mut app = table(&sc);
    let world = app.world_mut();
    let (_, base) = combat_value(world, Seat::PLAYER, h, &[Seat::FARMERS]);
    assert_eq!(
        battle_value(world, Seat::PLAYER, h, &[Seat::FARMERS], false).1,
        base + 6
    );
    assert_eq!(
        battle_value(world, Seat::PLAYER, h, &[Seat::SLAVERS], false).1,
        base
    );
}

fn rules_dir_with(name: &str, text: &str) -> Result<RulesData, DataError> {
    let dir = std::env::temp_dir().join(format!("ga-peoples-{}-{name}", std::process::id()));
    for f in rule_files() {
        let path = dir.join(f);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, read(f)).unwrap();
    }
    std::fs::write(dir.join(PEOPLES), text).unwrap();
    let out = RulesData::load_dir(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    out
}

fn read(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/assets/rules/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn a_broken_peoples_file_names_the_file_and_the_field() {
    let shipped = read(PEOPLES);
    let bad = [
        (
            shipped.replace(
                "levels: [(Military, 2)], ships: 3",
                "levels: [(Military, 9)], ships: 3",
            ),
            "levels",
        ),
        (
            shipped.replace("GrowthDiscsPerStar(2)", "GrowthDiscsPerStar(0)"),
            "GrowthDiscsPerStar",
        ),
        (
            shipped.replace(
                "alignment: Sts, verb: \"ally with\"",
                "alignment: Sto, verb: \"ally with\"",
            ),
            "gain_star",
        ),
        (
            shipped.replace("key: \"icc\"", "key: \"mantids\""),
            "mantids",
        ),
        (
            shipped.replace("ExtraGrowthAction,\n        ExtraGrowthAction,", ""),
            "",
        ),
        (shipped.replace("Ships(2),", "Ships(0),"), "sector_bonuses"),
        (shipped.replace("ships: 3", "ships: 300"), "ships"),
    ];
    for (i, (text, field)) in bad.iter().enumerate() {
        if i == 4 {
            // Fewer sector tiles is still a valid file.
            assert!(rules_dir_with(&format!("{i}"), text).is_ok());
            continue;
        }
        let err = rules_dir_with(&format!("{i}"), text).unwrap_err();
        assert!(err.file.ends_with(PEOPLES), "{err}");
        assert!(err.message.contains(field), "case {i}: {err}");
    }
}

#[test]
fn greys_leap_from_one_to_three_never_declare_war_and_as_sts_take_a_level() {
    let (_, plain, ..) = start_of(&mut new_game(None, Alignment::Sto, None));
    let (_, sto_ships, ..) = start_of(&mut new_game(Some("greys"), Alignment::Sto, None));
    let (_, sts_ships, ..) = start_of(&mut new_game(Some("greys"), Alignment::Sts, None));
    assert_eq!((sto_ships + 1, sts_ships), (plain, plain + 1));

    let research = |people: Option<&str>| {
        let mut sc = clean(GamePhase::Growth);
        sc.people = people.map(String::from);
        sc.commands = vec![PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::Research, Oval::BuildShips],
            squares: vec![Square::Tech(Field::Military)],
        })];
        sc.stop = galactic_automa::sim::scenario::Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
        tech(&run(&sc), Seat::PLAYER, Field::Military)
    };
    assert_eq!(research(None), 2);
    assert_eq!(research(Some("greys")), 3);

    let mut sc = with_people(clean(GamePhase::MoveCombat), "greys", Alignment::Sto);
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    let mut app = table(&sc);
    let err = apply_command(app.world_mut(), PlayerCommand::DeclareWar(Seat::SLAVERS)).unwrap_err();
    assert!(err.contains("never declare war"), "{err}");

    // STS: in contact with the Farmers (a shared hex), who lead in Military.
    let levy = |people: &str, trade_first: bool| {
        let mut sc = with_people(clean(GamePhase::Trading), people, Alignment::Sts);
        sc.ships = vec![
            ships(Seat::PLAYER, (4, 5), 1),
            ships(Seat::FARMERS, (4, 5), 1),
        ];
        sc.technology = vec![(Seat::FARMERS, [3, 1, 1, 3, 1])];
        sc.forced_dice = vec![1, 1, 1, 1];
        let mut app = table(&sc);
        if trade_first {
            apply_command(
                app.world_mut(),
                PlayerCommand::Trade {
                    with: Seat::FARMERS,
                    take: Field::Robotics,
                    give: None,
                },
            )
            .unwrap();
        }
        let out = apply_command(
            app.world_mut(),
            PlayerCommand::Levy {
                from: Seat::FARMERS,
                take: Field::Military,
            },
        );
        let level = app
            .world()
            .resource::<Technology>()
            .level(Seat::PLAYER, Field::Military);
        let farmers = app
            .world()
            .resource::<Technology>()
            .level(Seat::FARMERS, Field::Military);
        (out, level, farmers)
    };
    let (ok, level, farmers) = levy("greys", false);
    assert!(ok.is_ok(), "{ok:?}");
    assert_eq!((level, farmers), (2, 3), "the Farmers keep their level");
    assert!(levy("greys", true).0.unwrap_err().contains("you traded"));
    assert!(levy("mantids", false).0.is_err());
}

#[test]
fn cosmic_mayans_build_no_asteroid_ships_save_population_and_score_their_losses() {
    let build = |people: Option<&str>| {
        let mut sc = clean(GamePhase::Growth);
        sc.people = people.map(String::from);
        sc.terrain = vec![((1, 0), Terrain::Asteroids)];
        sc.ships = vec![ships(Seat::PLAYER, (1, 0), 1)];
        let mut app = table(&sc);
        build_count(app.world_mut(), Seat::PLAYER)
    };
    assert_eq!(build(None), build(Some("mayans")) + 1);

    // The Slavers conquer your star of 3 at (4, 5); your star at (6, 2) is in range.
    let conquest = |people: Option<&str>| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.people = people.map(String::from);
        sc.war_with_slavers = true;
        sc.stars
            .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
        sc.stars
            .push(star((6, 2), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
        sc.ships = vec![
            ships(Seat::SLAVERS, (4, 5), 4),
            ships(Seat::PLAYER, (6, 2), 1),
        ];
        // Your move first: the Slavers' ships are still where the position puts them.
        sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
        let mut app = table(&sc);
        let world = app.world_mut();
        let snap = Snapshot::take(world);
        let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
        let track = world.resource::<PopulationTracks>().0[Seat::PLAYER];
        let plan = gain::plan_gain(world, &snap, Seat::SLAVERS, &s, false).unwrap();
        gain::apply_gain(world, Seat::SLAVERS, &plan);
        let after = Snapshot::take(world);
        let refuge = after.star_at(hexx::Hex::new(6, 2)).unwrap().population;
        let back = world.resource::<PopulationTracks>().0[Seat::PLAYER] - track;
        (refuge, back)
    };
    assert_eq!(conquest(None), (1, 3));
    assert_eq!(conquest(Some("mayans")), (4, 0));

    // STS: 1 DP per ship lost in a battle, at most 3 in a battle lost.
    let losses = |won: bool, lost_ships: u32| {
        let sc = with_people(clean(GamePhase::MoveCombat), "mayans", Alignment::Sts);
        let mut app = table(&sc);
        let world = app.world_mut();
        use galactic_automa::rules::content::{Fact, record};
        let (winner, loser) = if won {
            (Seat::PLAYER, Seat::SLAVERS)
        } else {
            (Seat::SLAVERS, Seat::PLAYER)
        };
        let hex = (4, 5);
        record(world, Fact::BattleWon { winner, loser, hex });
        record(
            world,
            Fact::ShipsDestroyed {
                by: Seat::SLAVERS,
                victim: Seat::PLAYER,
                ships: lost_ships,
                hex,
                in_battle: true,
            },
        );
        world
            .resource::<GameLog>()
            .destiny()
            .filter(|r| r.kind == DpKind::People)
            .map(|r| r.dp)
            .sum::<i32>()
    };
    assert_eq!(losses(true, 2), 2);
    assert_eq!(losses(false, 5), 3);
    assert_eq!(losses(false, 2), 2);
}

/// Chooses `ovals` (and Military) and plays on until you are asked where they apply.
fn to_resolution(app: &mut App, ovals: Vec<Oval>) -> Result<String, String> {
    let done = apply_command(
        app.world_mut(),
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals,
            squares: vec![Square::Tech(Field::Military)],
        }),
    )
    .map(|s| s.english())
    .map_err(|e| e.english())?;
    for _ in 0..20 {
        if app
            .world()
            .resource::<galactic_automa::rules::prompt::PromptSlot>()
            .0
            == Some(galactic_automa::rules::prompt::Prompt::GrowthResolution)
        {
            break;
        }
        app.update();
    }
    Ok(done)
}

/// Says where your growth actions apply and plays the turn out.
fn resolve(app: &mut App, choices: GrowthChoices) -> Result<String, String> {
    let done = apply_command(app.world_mut(), PlayerCommand::ResolveGrowth(choices))
        .map(|s| s.english())
        .map_err(|e| e.english())?;
    for _ in 0..20 {
        app.update();
    }
    Ok(done)
}

/// Your growth turn with `ovals` chosen and `choices` made; the stars you own after it.
fn growth_with(
    people: &str,
    side: Alignment,
    ovals: Vec<Oval>,
    choices: GrowthChoices,
    stars: Vec<galactic_automa::sim::scenario::StarSpec>,
) -> Result<Vec<(i32, i32)>, String> {
    growth_with_left(people, side, ovals, choices, stars).map(|(owned, _)| owned)
}

/// [`growth_with`], and the free gains left for the game after it.
fn growth_with_left(
    people: &str,
    side: Alignment,
    ovals: Vec<Oval>,
    choices: GrowthChoices,
    stars: Vec<galactic_automa::sim::scenario::StarSpec>,
) -> Result<(Vec<(i32, i32)>, u32), String> {
    let mut sc = with_people(clean(GamePhase::Growth), people, side);
    for s in &stars {
        sc.ships.push(ships(Seat::PLAYER, s.at, 1));
    }
    sc.stars.extend(stars);
    let mut app = table(&sc);
    to_resolution(&mut app, ovals)?;
    resolve(&mut app, choices)?;
    let snap = Snapshot::take(app.world_mut());
    let left = galactic_automa::rules::content::people::free_gains_left(app.world(), Seat::PLAYER);
    Ok((
        snap.stars
            .iter()
            .filter(|s| s.owner == Some(Seat::PLAYER) && s.hex != hexx::Hex::ZERO)
            .map(|s| (s.hex.x, s.hex.y))
            .collect(),
        left,
    ))
}

#[test]
fn the_galactic_confederation_allies_for_free_and_the_empire_keeps_three() {
    let advanced = |at| star(at, StarKind::Advanced, None, 0);
    let choices = |gain: Vec<(i32, i32)>, free_gain: Vec<(i32, i32)>| GrowthChoices {
        gain,
        free_gain,
        ..Default::default()
    };
    let mut owned = growth_with(
        "galactic",
        Alignment::Sto,
        vec![Oval::GainStar, Oval::Research],
        choices(vec![(4, 5)], vec![(6, 2)]),
        vec![advanced((4, 5)), advanced((6, 2))],
    )
    .unwrap();
    owned.sort();
    assert_eq!(owned, vec![(4, 5), (6, 2)]);
    // No Gain Star counter, no free ally; and the free gain is for advanced stars only.
    let err = growth_with(
        "galactic",
        Alignment::Sto,
        vec![Oval::Research, Oval::BuildShips],
        choices(vec![], vec![(6, 2)]),
        vec![advanced((6, 2))],
    )
    .unwrap_err();
    assert!(err.contains("no free gain"), "{err}");
    let err = growth_with(
        "galactic",
        Alignment::Sto,
        vec![Oval::GainStar, Oval::Research],
        choices(vec![], vec![(6, 2)]),
        vec![star((6, 2), StarKind::Uninhabited, None, 0)],
    )
    .unwrap_err();
    assert!(err.contains("no free gain"), "{err}");

    // The Empire keeps up to 3 of a conquered star's population.
    let mut sc = with_people(clean(GamePhase::MoveCombat), "galactic", Alignment::Sts);
    sc.war_with_slavers = true;
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::SLAVERS), 5));
    sc.stars
        .push(star((6, 2), StarKind::Uninhabited, Some(Seat::SLAVERS), 2));
    sc.stars.push(star((1, 4), StarKind::Advanced, None, 0));
    sc.ships = vec![
        ships(Seat::PLAYER, (4, 5), 6),
        ships(Seat::PLAYER, (6, 2), 3),
        ships(Seat::PLAYER, (1, 4), 4),
    ];
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    let mut app = table(&sc);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    for (at, discs) in [((4, 5), 3), ((6, 2), 2), ((1, 4), 3)] {
        let s = snap.star_at(hexx::Hex::new(at.0, at.1)).unwrap().clone();
        let p = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
        assert_eq!(p.discs, Some(discs), "{at:?}");
    }
}

#[test]
fn progenitors_colonize_four_times_for_free_in_any_growth_turn() {
    let app = new_game(Some("progenitors"), Alignment::Sto, None);
    assert_eq!(
        galactic_automa::rules::content::people::free_gains_left(app.world(), Seat::PLAYER),
        4
    );
    let uninhabited = |at| star(at, StarKind::Uninhabited, None, 0);
    let (owned, left) = growth_with_left(
        "progenitors",
        Alignment::Sto,
        vec![Oval::Research, Oval::BuildShips],
        GrowthChoices {
            free_gain: vec![(4, 5), (6, 2)],
            ..Default::default()
        },
        vec![
            uninhabited((4, 5)),
            uninhabited((6, 2)),
            uninhabited((1, 4)),
        ],
    )
    .unwrap();
    assert_eq!((owned.len(), left), (2, 2));
    // Five at once is one too many.
    let err = growth_with(
        "progenitors",
        Alignment::Sto,
        vec![Oval::Research, Oval::BuildShips],
        GrowthChoices {
            free_gain: vec![(4, 5), (6, 2), (1, 4), (2, 7), (-3, 1)],
            ..Default::default()
        },
        vec![
            uninhabited((4, 5)),
            uninhabited((6, 2)),
            uninhabited((1, 4)),
            uninhabited((2, 7)),
            uninhabited((-3, 1)),
        ],
    )
    .unwrap_err();
    assert!(err.contains("no free gain"), "{err}");
}

#[test]
fn annunaki_turn_primitives_advanced_and_subjugate_one_more() {
    let primitive = |at| star(at, StarKind::Primitive, None, 0);
    let mut sc = with_people(clean(GamePhase::Growth), "annunaki", Alignment::Sto);
    for at in [(4, 5), (6, 2), (1, 4)] {
        sc.stars.push(primitive(at));
        sc.ships.push(ships(Seat::PLAYER, at, 1));
    }
    let mut app = table(&sc);
    to_resolution(&mut app, vec![Oval::GainStar, Oval::Research]).unwrap();
    // Three stars need two Gain Star actions: one counter turns two.
    let three = GrowthChoices {
        upgrade: vec![(4, 5), (6, 2), (1, 4)],
        ..Default::default()
    };
    let err = apply_command(app.world_mut(), PlayerCommand::ResolveGrowth(three)).unwrap_err();
    assert!(err.contains("Gain Star counter"), "{err}");
    resolve(
        &mut app,
        GrowthChoices {
            upgrade: vec![(4, 5), (6, 2)],
            ..Default::default()
        },
    )
    .unwrap();
    let snap = Snapshot::take(app.world_mut());
    let kind = |at: (i32, i32)| snap.star_at(hexx::Hex::new(at.0, at.1)).unwrap().kind;
    assert_eq!(
        [kind((4, 5)), kind((6, 2)), kind((1, 4))],
        [StarKind::Advanced, StarKind::Advanced, StarKind::Primitive]
    );

    // STS: 3 discs where the growth limit allows, 2 next to another owned star.
    let subjugate = |at: (i32, i32)| {
        let mut sc = with_people(clean(GamePhase::MoveCombat), "annunaki", Alignment::Sts);
        sc.stars.push(primitive(at));
        sc.ships = vec![ships(Seat::PLAYER, at, 1)];
        let mut app = table(&sc);
        let world = app.world_mut();
        let snap = Snapshot::take(world);
        let s = snap.star_at(hexx::Hex::new(at.0, at.1)).unwrap().clone();
        gain::plan_gain(world, &snap, Seat::PLAYER, &s, false)
            .unwrap()
            .discs
    };
    assert_eq!(subjugate((4, 5)), Some(3));
    assert_eq!(subjugate((1, 0)), Some(2), "1 hex from your home star");
}

#[test]
fn a_primitive_the_annunaki_turned_advanced_counts_as_primitive_for_discovery() {
    use galactic_automa::rules::content::goal::GoalState;
    let mut sc = with_people(clean(GamePhase::Growth), "annunaki", Alignment::Sto);
    sc.goal = Some("discovery".into());
    for at in [(4, 5), (2, 0)] {
        sc.stars.push(star(at, StarKind::Primitive, None, 0));
        sc.ships.push(ships(Seat::PLAYER, at, 4));
    }
    let mut app = table(&sc);
    to_resolution(&mut app, vec![Oval::GainStar, Oval::Research]).unwrap();
    resolve(
        &mut app,
        GrowthChoices {
            upgrade: vec![(4, 5), (2, 0)],
            ..Default::default()
        },
    )
    .unwrap();
    // Later gained (as the advanced stars they now are), both counters are primitive.
    let world = app.world_mut();
    for at in [(4, 5), (2, 0)] {
        let snap = Snapshot::take(world);
        let s = snap.star_at(hexx::Hex::new(at.0, at.1)).unwrap().clone();
        assert_eq!(s.kind, StarKind::Advanced);
        let plan = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
        gain::apply_gain(world, Seat::PLAYER, &plan);
    }
    let counters = world.resource::<GoalState>().counters.clone();
    assert_eq!(
        counters,
        [(Seat::PLAYER, [0, 2, 0])],
        "primitive, not advanced"
    );
}

#[test]
fn rogue_ai_turn_ships_into_population_and_population_into_ships() {
    let mut sc = with_people(clean(GamePhase::Growth), "rogue-ai", Alignment::Sto);
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.ships = vec![ships(Seat::PLAYER, (4, 5), 2)];
    let mut app = table(&sc);
    to_resolution(&mut app, vec![Oval::GrowPopulation, Oval::Research]).unwrap();
    resolve(
        &mut app,
        GrowthChoices {
            ships_to_population: vec![(4, 5)],
            ..Default::default()
        },
    )
    .unwrap();
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    // Grown by 1 (below its limit) and 1 more from a ship: 3 population, 1 ship left.
    assert_eq!(snap.star_at(hexx::Hex::new(4, 5)).unwrap().population, 3);
    assert_eq!(
        ships::ships_at(world, Seat::PLAYER, hexx::Hex::new(4, 5)),
        1
    );

    let mut sc = with_people(clean(GamePhase::Growth), "rogue-ai", Alignment::Sts);
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
    let mut app = table(&sc);
    to_resolution(&mut app, vec![Oval::BuildShips, Oval::Research]).unwrap();
    let too_many = GrowthChoices {
        population_to_ships: vec![((4, 5), 3)],
        ..Default::default()
    };
    assert!(apply_command(app.world_mut(), PlayerCommand::ResolveGrowth(too_many)).is_err());
    let track = app.world().resource::<PopulationTracks>().0[Seat::PLAYER];
    resolve(
        &mut app,
        GrowthChoices {
            population_to_ships: vec![((4, 5), 2)],
            ..Default::default()
        },
    )
    .unwrap();
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    assert_eq!(snap.star_at(hexx::Hex::new(4, 5)).unwrap().population, 1);
    assert_eq!(
        ships::ships_at(world, Seat::PLAYER, hexx::Hex::new(4, 5)),
        4
    );
    assert_eq!(
        world.resource::<PopulationTracks>().0[Seat::PLAYER],
        track + 2
    );
}

#[test]
fn felines_force_a_retreat_once_a_round_and_bar_the_hex_to_those_forced_out() {
    use galactic_automa::rules::combat::{queue_battles, resolve_battles};
    use galactic_automa::rules::prompt::{Prompt, PromptSlot};
    // STO: the Slavers attack your ships at (4, 5); you force them out.
    let mut sc = with_people(clean(GamePhase::MoveCombat), "felines", Alignment::Sto);
    sc.war_with_slavers = true;
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    sc.ships = vec![
        ships(Seat::PLAYER, (4, 5), 1),
        ships(Seat::SLAVERS, (4, 5), 5),
    ];
    let mut app = table(&sc);
    let world = app.world_mut();
    queue_battles(world, Seat::SLAVERS);
    resolve_battles(world);
    assert_eq!(
        world.resource::<PromptSlot>().0,
        Some(Prompt::ForceRetreat {
            hex: (4, 5),
            other: Seat::SLAVERS
        })
    );
    apply_command(world, PlayerCommand::ForceRetreat(true)).unwrap();
    resolve_battles(world);
    let at = hexx::Hex::new(4, 5);
    assert_eq!(ships::ships_at(world, Seat::SLAVERS, at), 0, "forced out");
    assert_eq!(ships::ships_at(world, Seat::PLAYER, at), 1, "no battle");
    // Once a round: the next attack asks the usual question (your Propulsion does not
    // let you retreat, so none: the battle is fought).
    let h2 = (1, 4);
    galactic_automa::rules::ships::place_pieces(world, Seat::PLAYER, hexx::Hex::new(h2.0, h2.1), 1);
    galactic_automa::rules::ships::place_pieces(
        world,
        Seat::SLAVERS,
        hexx::Hex::new(h2.0, h2.1),
        3,
    );
    queue_battles(world, Seat::SLAVERS);
    resolve_battles(world);
    assert!(!matches!(
        world.resource::<PromptSlot>().0,
        Some(Prompt::ForceRetreat { .. })
    ));
    // And that battle was fought there (not skipped).
    assert!(
        world
            .resource::<GameLog>()
            .battles()
            .any(|b| b.hex == h2 && !b.retreated),
        "the second battle is fought"
    );

    // STS: you attack the Slavers at (4, 5) and force them out; later this round the
    // Slavers, heading for your ships there, stop short of the hex.
    let mut sc = with_people(clean(GamePhase::MoveCombat), "felines", Alignment::Sts);
    sc.war_with_slavers = true;
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    sc.ships = vec![
        ships(Seat::PLAYER, (3, 5), 2),
        ships(Seat::SLAVERS, (4, 5), 3),
    ];
    sc.commands = vec![
        PlayerCommand::MoveShips {
            from: (3, 5),
            to: (4, 5),
            count: 2,
        },
        PlayerCommand::EndTurn,
        PlayerCommand::ForceRetreat(true),
    ];
    // The Slavers' movement row 2: to the hex in range with the most hostile ships.
    sc.forced_dice = vec![2];
    sc.stop = galactic_automa::sim::scenario::Stop::AfterTurn(Seat::SLAVERS, GamePhase::MoveCombat);
    let out = run(&sc);
    assert!(
        out.log.iter().any(|l| l.contains("force the Slavers out")),
        "{:#?}",
        out.log
    );
    let slavers = where_ships(&out, Seat::SLAVERS);
    assert!(!slavers.contains(&(4, 5)), "{slavers:?}");
    assert!(
        out.decisions.iter().any(|d| d
            .filters
            .iter()
            .any(|f| f.contains("forced out of this round"))),
        "the stop is explained"
    );
}

#[test]
fn with_the_track_empty_a_gain_takes_a_disc_from_your_most_populated_unblocked_star() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.player_track = Some(0);
    sc.stars.push(star((4, 5), StarKind::Uninhabited, None, 0));
    sc.stars
        .push(star((6, 2), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
    sc.stars
        .push(star((1, 4), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    sc.ships = vec![ships(Seat::PLAYER, (4, 5), 1)];
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    let mut app = table(&sc);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
    let plan = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap();
    gain::apply_gain(world, Seat::PLAYER, &plan);
    let after = Snapshot::take(world);
    let pop = |at: (i32, i32)| {
        after
            .star_at(hexx::Hex::new(at.0, at.1))
            .unwrap()
            .population
    };
    assert_eq!((pop((4, 5)), pop((6, 2)), pop((1, 4))), (1, 2, 2));
    assert_eq!(world.resource::<PopulationTracks>().0[Seat::PLAYER], 0);
    // With no disc anywhere (the home miniature is not one), the gain is refused.
    let mut sc = clean(GamePhase::MoveCombat);
    sc.player_track = Some(0);
    sc.stars.push(star((4, 5), StarKind::Uninhabited, None, 0));
    sc.ships = vec![ships(Seat::PLAYER, (4, 5), 1)];
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    let mut app = table(&sc);
    let world = app.world_mut();
    let snap = Snapshot::take(world);
    let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
    let err = gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).unwrap_err();
    assert!(err.contains("no population disc"), "{err}");
}

#[test]
fn the_emergency_reserve_comes_when_a_lost_star_leaves_you_two_stars_behind_everyone() {
    let lose = |farmer_stars: usize| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.war_with_slavers = true;
        sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
        sc.stars
            .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
        for at in [(6, 2), (1, 4), (7, 4)] {
            sc.stars
                .push(star(at, StarKind::Uninhabited, Some(Seat::SLAVERS), 1));
        }
        for at in [(2, 7), (-3, 1), (5, 8)].into_iter().take(farmer_stars) {
            sc.stars
                .push(star(at, StarKind::Uninhabited, Some(Seat::FARMERS), 1));
        }
        sc.ships = vec![ships(Seat::SLAVERS, (4, 5), 2)];
        let mut app = table(&sc);
        let world = app.world_mut();
        let snap = Snapshot::take(world);
        let s = snap.star_at(hexx::Hex::new(4, 5)).unwrap().clone();
        let plan = gain::plan_gain(world, &snap, Seat::SLAVERS, &s, false).unwrap();
        gain::apply_gain(world, Seat::SLAVERS, &plan);
        ships::ships_at(world, Seat::PLAYER, hexx::Hex::ZERO)
    };
    // You keep your home star only (no ship there); the Slavers have 4, the Farmers 3:
    // the reserve's 6 ships.
    assert_eq!(lose(3), 6);
    // The Farmers have 2 stars: you are only 1 behind them, no reserve.
    assert_eq!(lose(2), 0);
}
