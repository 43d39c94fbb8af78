//! Your growth phase: counters, gaining stars, growth limits, building, and the "6+"
//! effects of researching a field already at level 6.

use crate::common;
use common::*;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::sim::scenario::{self, Scenario, Stop};

/// Your growth turn: the Slavers roll 4 (Robotics, spawn at the center), the Farmers
/// (no ships) take row 6 and spawn at wormhole 1.
fn your_growth(ovals: Vec<Oval>, squares: Vec<Square>, choices: GrowthChoices) -> Scenario {
    let mut sc = clean(GamePhase::Growth);
    sc.forced_dice = vec![4, 1];
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection { ovals, squares }),
        PlayerCommand::ResolveGrowth(choices),
    ];
    sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::Growth);
    sc
}

fn gains(hexes: &[(i32, i32)]) -> GrowthChoices {
    GrowthChoices {
        gain: hexes.to_vec(),
        ..Default::default()
    }
}

#[test]
fn gaining_stars_by_alignment() {
    let stars = [(2, 0), (-2, 1)];
    let mut sc = your_growth(
        vec![Oval::GainStar, Oval::GainStar],
        vec![Square::TurnOrderDown],
        gains(&stars),
    );
    sc.stars.push(star((2, 0), StarKind::Uninhabited, None, 0));
    sc.stars.push(star((-2, 1), StarKind::Advanced, None, 0));
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::PLAYER, (-2, 1), 1),
    ];
    let out = run(&sc);
    assert_eq!(out.star((2, 0)).unwrap().population, 1, "colonize: 1 disc");
    assert_eq!(
        out.star((-2, 1)).unwrap().population,
        3,
        "ally with an advanced star: 3 discs"
    );
    assert_eq!(out.tracks[Seat::PLAYER], 39 - 4);
}

#[test]
fn as_sto_you_cannot_subjugate_a_primitive_star() {
    let mut sc = your_growth(
        vec![Oval::GainStar, Oval::Research],
        vec![Square::Tech(Field::Military)],
        gains(&[(2, 0)]),
    );
    sc.stars.push(star((2, 0), StarKind::Primitive, None, 0));
    sc.ships = vec![ships(Seat::PLAYER, (2, 0), 3)];
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("STO cannot gain"), "{err}");
    sc.alignment = Alignment::Sts;
    let out = run(&sc);
    assert_eq!(
        out.star((2, 0)).unwrap().population,
        2,
        "subjugate: 2 discs"
    );
}

#[test]
fn liberating_a_slaver_star_keeps_its_population_and_takes_a_level() {
    let mut sc = your_growth(
        vec![Oval::GainStar, Oval::Research],
        vec![Square::Tech(Field::Genetics)],
        gains(&[(2, 0)]),
    );
    sc.war_with_slavers = true;
    sc.stars
        .push(star((2, 0), StarKind::Uninhabited, Some(Seat::SLAVERS), 2));
    sc.ships = vec![ships(Seat::PLAYER, (2, 0), 3)];
    sc.technology = vec![(Seat::SLAVERS, [3, 1, 1, 1, 1])];
    let out = run(&sc);
    let s = out.star((2, 0)).unwrap();
    assert_eq!((s.owner, s.population), (Some(Seat::PLAYER), 2));
    assert_eq!(
        tech(&out, Seat::PLAYER, Field::Military),
        2,
        "a level where the Slavers led"
    );
    assert_eq!(
        out.tracks[Seat::SLAVERS],
        39,
        "their discs went back to their track"
    );
}

#[test]
fn as_sts_you_declare_war_on_the_spot_to_take_a_factions_star() {
    // The Farmers' star, you at peace with them: as STS the gain declares the war.
    let taking = |alignment: Alignment| {
        let mut sc = your_growth(
            vec![Oval::GainStar, Oval::Research],
            vec![Square::Tech(Field::Genetics)],
            gains(&[(2, 0)]),
        );
        sc.alignment = alignment;
        sc.stars
            .push(star((2, 0), StarKind::Uninhabited, Some(Seat::FARMERS), 1));
        sc.ships = vec![ships(Seat::PLAYER, (2, 0), 3)];
        sc
    };
    let out = run(&taking(Alignment::Sts));
    assert_eq!(out.star((2, 0)).unwrap().owner, Some(Seat::PLAYER));
    assert!(
        out.wars
            .iter()
            .any(|w| (w.0, w.1) == (Seat::PLAYER, Seat::FARMERS)),
        "{:?}",
        out.wars
    );
    assert!(out.war_with_farmers);
    // As STO the same gain is refused: the war would be yours to declare.
    let err = scenario::run(&rules(), &taking(Alignment::Sto)).unwrap_err();
    assert!(err.contains("not at war"), "{err}");
}

#[test]
fn growth_limit_is_the_distance_to_the_nearest_other_owned_star() {
    let mut sc = your_growth(
        vec![Oval::GrowPopulation, Oval::Research],
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    sc.stars
        .push(star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    sc.stars
        .push(star((-3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    let out = run(&sc);
    // (2, 0) is 2 from home: at its limit. (-3, 0) is 3 from home: grows to 2. Home is
    // already above its limit of 2.
    assert_eq!(out.star((2, 0)).unwrap().population, 2);
    assert_eq!(out.star((-3, 0)).unwrap().population, 2);
    assert_eq!(out.star(HOME).unwrap().population, 6);
}

#[test]
fn genetics_adds_bonus_population_once_per_star() {
    let mut sc = your_growth(
        vec![Oval::GrowPopulation, Oval::Research],
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 3])];
    sc.stars
        .push(star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 2));
    let out = run(&sc);
    // Bonus 2 at Genetics 3: one disc each to the two stars, ignoring the limit.
    assert_eq!(out.star((2, 0)).unwrap().population, 3);
    assert_eq!(out.star(HOME).unwrap().population, 7);
}

#[test]
fn building_counts_track_asteroids_and_robotics() {
    let build = GrowthChoices {
        gain: vec![],
        build: vec![BuildOrder {
            at: HOME,
            ships: 20,
            fleet: None,
        }],
        cancel: None,
        ..Default::default()
    };
    let mut sc = your_growth(
        vec![Oval::BuildShips, Oval::Research],
        vec![Square::Tech(Field::Military)],
        build,
    );
    sc.terrain = vec![((1, 1), Terrain::Asteroids)];
    sc.ships = vec![ships(Seat::PLAYER, (1, 1), 1)];
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 2, 1])];
    let out = run(&sc);
    // Track 6 -> 2 ships, +1 for the asteroid system with your ship, +1 for Robotics 2.
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 4);
}

#[test]
fn an_additional_action_costs_dp_and_needs_a_big_star() {
    let three = vec![Oval::GrowPopulation, Oval::Research, Oval::BuildShips];
    let mut sc = your_growth(
        three.clone(),
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.dp = 10;
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("5+ population"), "{err}");
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    let out = run(&sc);
    assert_eq!(out.dp, 7, "3 DP for the extra counter");
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 5])];
    assert_eq!(run(&sc).dp, 8, "2 DP with Genetics 5");
}

#[test]
fn a_blocked_big_star_gives_no_additional_action() {
    let three = vec![Oval::GrowPopulation, Oval::Research, Oval::BuildShips];
    let mut sc = your_growth(
        three,
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.dp = 10;
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    // A Slavers ship at war with you stands on the big star: it is blocked.
    sc.ships.push(ships(Seat::SLAVERS, (3, 0), 1));
    sc.war_with_slavers = true;
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("5+ population"), "{err}");
    // At peace the same ship blocks nothing, and the third counter is allowed.
    sc.war_with_slavers = false;
    assert_eq!(run(&sc).dp, 7, "3 DP for the extra counter");
}

#[test]
fn propulsion_six_plus_gives_two_free_gain_star_actions() {
    let stars = [(2, 0), (-2, 1), (0, 3)];
    let mut sc = your_growth(
        vec![Oval::GainStar, Oval::Research],
        vec![Square::Tech(Field::Propulsion)],
        gains(&stars),
    );
    for s in stars {
        sc.stars.push(star(s, StarKind::Uninhabited, None, 0));
        sc.ships.push(ships(Seat::PLAYER, s, 1));
    }
    sc.technology = vec![(Seat::PLAYER, [1, 1, 6, 1, 1])];
    let out = run(&sc);
    for s in stars {
        assert_eq!(out.star(s).unwrap().owner, Some(Seat::PLAYER), "{s:?}");
    }
    sc.technology = vec![(Seat::PLAYER, [1, 1, 5, 1, 1])];
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("not 3"), "{err}");
}

#[test]
fn robotics_six_plus_raises_the_other_field_for_two_dp() {
    let mut sc = your_growth(
        vec![Oval::Research, Oval::GrowPopulation],
        vec![Square::Tech(Field::Robotics), Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    sc.dp = 5;
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 6, 1])];
    let out = run(&sc);
    assert_eq!(
        tech(&out, Seat::PLAYER, Field::Military),
        3,
        "researched, then +1 from Robotics 6+"
    );
    assert_eq!(out.dp, 3);
}

#[test]
fn genetics_six_plus_is_a_free_grow_population() {
    let mut sc = your_growth(
        vec![Oval::Research, Oval::BuildShips],
        vec![Square::Tech(Field::Genetics)],
        GrowthChoices::default(),
    );
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 6])];
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    let out = run(&sc);
    // +1 below the limit of 3, then one bonus disc (at most one per star).
    assert_eq!(out.star((3, 0)).unwrap().population, 3);
}

#[test]
fn spirituality_six_plus_gives_a_free_counter_next_time() {
    let mut sc = your_growth(
        vec![Oval::Research, Oval::GrowPopulation],
        vec![Square::Tech(Field::Spirituality)],
        GrowthChoices::default(),
    );
    sc.commands.pop();
    sc.technology = vec![(Seat::PLAYER, [1, 6, 1, 1, 1])];
    let mut app = scenario::setup(&rules(), &sc).unwrap();
    for _ in 0..200 {
        let w = app.world_mut();
        if w.resource::<galactic_automa::rules::prompt::PromptSlot>()
            .0
            .is_some()
        {
            let done = w.resource::<FreeCounters>().0[Seat::PLAYER] > 0;
            if done {
                break;
            }
            let cmd = sc.commands.remove(0);
            apply_command(w, cmd).unwrap();
        }
        app.update();
    }
    let w = app.world_mut();
    assert_eq!(w.resource::<FreeCounters>().0[Seat::PLAYER], 1);
    let sel = GrowthSelection {
        ovals: vec![Oval::Research, Oval::GrowPopulation, Oval::BuildShips],
        squares: vec![Square::Tech(Field::Military)],
    };
    assert!(
        validate_selection(w, Seat::PLAYER, &sel).is_ok(),
        "three ovals with the free counter"
    );
    assert_eq!(
        selection_cost(w, Seat::PLAYER, &sel),
        0,
        "the free counter costs nothing"
    );
}

#[test]
fn selections_are_validated() {
    let mut app = scenario::setup(&rules(), &clean(GamePhase::Growth)).unwrap();
    app.update();
    app.update();
    let w = app.world_mut();
    let bad = [
        (
            vec![Oval::Research],
            vec![Square::Tech(Field::Military)],
            "two oval",
        ),
        (
            vec![Oval::Research, Oval::Research],
            vec![Square::Tech(Field::Military)],
            "only one",
        ),
        (vec![Oval::Research, Oval::GrowPopulation], vec![], "square"),
        (
            vec![Oval::Research, Oval::GrowPopulation],
            vec![Square::Tech(Field::Military), Square::TurnOrderUp],
            "square",
        ),
    ];
    for (ovals, squares, why) in bad {
        let err = apply_command(
            w,
            PlayerCommand::SelectGrowth(GrowthSelection { ovals, squares }),
        )
        .unwrap_err();
        assert!(err.contains(why), "{err}");
    }
    assert!(
        w.resource::<CommandLog>().0.is_empty(),
        "refused commands are not recorded"
    );
    let err = apply_command(w, PlayerCommand::EndTurn).unwrap_err();
    assert!(err.contains("not your move"), "{err}");
}

#[test]
fn military_six_plus_cancels_a_slaver_action_and_spares_their_disc() {
    // Turn order: you before the Slavers. Slavers row 2: down, gain your star or two
    // neutral ones (none possible here), spawn at two wormholes. You cancel the gain.
    let choices = GrowthChoices {
        cancel: Some((Seat::SLAVERS, 1)),
        ..Default::default()
    };
    let mut sc = your_growth(
        vec![Oval::Research, Oval::GrowPopulation],
        vec![Square::Tech(Field::Military)],
        choices,
    );
    sc.turn_order = vec![Seat::PLAYER, Seat::SLAVERS, Seat::FARMERS];
    sc.war_with_slavers = true;
    sc.technology = vec![(Seat::PLAYER, [6, 1, 1, 1, 1])];
    sc.ships = vec![ships(Seat::FARMERS, (-3, 4), 1)];
    // Farmers row 1; Slavers row 2; then the Slavers' two wormholes.
    sc.forced_dice = vec![1, 2, 1, 1];
    sc.stop = Stop::AfterTurn(Seat::SLAVERS, GamePhase::Growth);
    let out = run(&sc);
    assert_eq!(out.offboard, 0, "a cancelled gain costs no disc");
    assert!(out.log.iter().any(|l| l.contains("is cancelled")));
    assert_eq!(
        out.ships_at(WORMHOLES[0], Seat::SLAVERS),
        3,
        "the spawn still happens"
    );
    // Without war, or without Military 6, the cancel is refused.
    sc.war_with_slavers = false;
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("not at war"), "{err}");
}

#[test]
fn your_growth_events_say_they_are_yours_and_where_they_happened() {
    use galactic_automa::rules::log::LogEntry;
    let mut sc = your_growth(
        vec![Oval::GainStar, Oval::Research],
        vec![Square::Tech(Field::Genetics)],
        gains(&[(2, 0)]),
    );
    sc.stars.push(star((2, 0), StarKind::Uninhabited, None, 0));
    sc.ships = vec![ships(Seat::PLAYER, (2, 0), 1)];
    let out = run(&sc);
    let yours: Vec<(String, Option<(i32, i32)>)> = out
        .entries
        .iter()
        .filter_map(|e| match e {
            LogEntry::Event {
                text,
                seat: Some(s),
                hex,
                ..
            } if *s == Seat::PLAYER => Some((text.english(), *hex)),
            _ => None,
        })
        .collect();
    // The colonized star's event names its hex as data; the research names none.
    assert!(yours.iter().any(|(_, h)| *h == Some((2, 0))), "{yours:?}");
    assert!(
        yours
            .iter()
            .any(|(t, h)| t.contains("Genetics 2") && h.is_none()),
        "{yours:?}"
    );
    // The automas' growth events are theirs, not yours.
    let slavers = out.entries.iter().any(
        |e| matches!(e, LogEntry::Event { seat: Some(s), hex: Some(_), .. } if *s == Seat::SLAVERS),
    );
    assert!(
        slavers,
        "the Slavers' spawn is recorded as theirs, with its hex"
    );
}

#[test]
fn you_choose_the_level_you_take_with_a_star() {
    // The Slavers lead you by 2 in Military and by 1 in Robotics; you liberate their star.
    let take = |fields: Vec<Field>| {
        let mut sc = your_growth(
            vec![Oval::GainStar, Oval::Research],
            vec![Square::Tech(Field::Spirituality)],
            GrowthChoices {
                gain: vec![(4, 5)],
                take_fields: if fields.is_empty() {
                    vec![]
                } else {
                    vec![((4, 5), fields)]
                },
                ..Default::default()
            },
        );
        sc.war_with_slavers = true;
        sc.technology = vec![(Seat::SLAVERS, [3, 1, 1, 2, 1])];
        sc.stars
            .push(star((4, 5), StarKind::Uninhabited, Some(Seat::SLAVERS), 2));
        sc.ships.push(ships(Seat::PLAYER, (4, 5), 3));
        let out = run(&sc);
        (
            tech(&out, Seat::PLAYER, Field::Military),
            tech(&out, Seat::PLAYER, Field::Robotics),
        )
    };
    assert_eq!(
        take(vec![]),
        (2, 1),
        "by default the field where they lead most"
    );
    assert_eq!(take(vec![Field::Robotics]), (1, 2));
}

#[test]
fn propulsion_teleports_population_and_you_may_evacuate_your_home_star() {
    let mut sc = your_growth(
        vec![Oval::Research, Oval::BuildShips],
        vec![Square::Tech(Field::Military)],
        GrowthChoices {
            teleport: vec![((4, 5), (6, 2), 1)],
            ..Default::default()
        },
    );
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
    sc.stars
        .push(star((6, 2), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    // Propulsion 4: nothing may teleport.
    sc.technology = vec![(Seat::PLAYER, [1, 1, 4, 1, 1])];
    let err = scenario::run(&rules(), &sc).unwrap_err();
    assert!(err.contains("teleport 0 population"), "{err}");
    // Propulsion 5: one disc.
    sc.technology = vec![(Seat::PLAYER, [1, 1, 5, 1, 1])];
    let out = run(&sc);
    let pop = |out: &galactic_automa::sim::scenario::ScenarioOutput, at: (i32, i32)| {
        out.stars.iter().find(|s| s.at == at).unwrap().population
    };
    assert_eq!((pop(&out, (4, 5)), pop(&out, (6, 2))), (2, 2));
    // Two discs need Propulsion 6.
    sc.commands[1] = PlayerCommand::ResolveGrowth(GrowthChoices {
        teleport: vec![((4, 5), (6, 2), 2)],
        ..Default::default()
    });
    assert!(scenario::run(&rules(), &sc).is_err());

    // Voluntary evacuation, in your growth phase: the miniature moves to (4, 5), its 3
    // discs go back to the track, the old home star keeps no disc (the miniature was not
    // one) and the Emergency Reserve places 6 ships at the new home.
    let mut sc = your_growth(
        vec![Oval::Research, Oval::GrowPopulation],
        vec![Square::Tech(Field::Military)],
        GrowthChoices::default(),
    );
    sc.commands = vec![
        PlayerCommand::Evacuate((4, 5)),
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::Research, Oval::BuildShips],
            squares: vec![Square::Tech(Field::Military)],
        }),
    ];
    sc.stars
        .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
    let out = run(&sc);
    let home = out.stars.iter().find(|s| s.at == (4, 5)).unwrap();
    assert_eq!((home.owner, home.population), (Some(Seat::PLAYER), 6));
    let old = out.stars.iter().find(|s| s.at == HOME).unwrap();
    assert_eq!(old.owner, None);
    assert!(
        out.log
            .iter()
            .any(|l| l.contains("Emergency Reserve: 6 ships"))
    );
}

#[test]
fn you_choose_where_the_genetics_bonus_goes_first() {
    // Genetics 2: one bonus disc. Three stars of yours: home (6), (4, 5) at 1 (it grows
    // 1) and (6, 2) at 3, already at its limit (3 hexes from (4, 5)).
    let grow = |bonus_first: Vec<(i32, i32)>| {
        let mut sc = your_growth(
            vec![Oval::GrowPopulation, Oval::Research],
            vec![Square::Tech(Field::Military)],
            GrowthChoices {
                bonus_first,
                ..Default::default()
            },
        );
        sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 1, 2])];
        sc.stars
            .push(star((4, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
        sc.stars
            .push(star((6, 2), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
        let out = run(&sc);
        let pop = |at: (i32, i32)| out.stars.iter().find(|s| s.at == at).unwrap().population;
        (pop((4, 5)), pop((6, 2)))
    };
    // The bonus goes to the least populated by default...
    assert_eq!(grow(vec![]), (3, 3));
    // ...or where you say (beyond the limit, as bonus discs may).
    assert_eq!(grow(vec![(6, 2)]), (2, 4));
}

#[test]
fn you_choose_the_order_of_your_actions() {
    // Your star at (0, 3) (3 from home, limit 3) and a neutral star next to it, with
    // your ship there.
    let scenario = |order: Vec<Oval>| {
        let mut sc = your_growth(
            vec![Oval::GainStar, Oval::GrowPopulation],
            vec![Square::Tech(Field::Military)],
            GrowthChoices {
                order,
                ..gains(&[(1, 3)])
            },
        );
        sc.stars
            .push(star((0, 3), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
        sc.stars.push(star((1, 3), StarKind::Uninhabited, None, 0));
        sc.ships = vec![ships(Seat::PLAYER, (1, 3), 1)];
        run(&sc)
    };
    // Gain first (the default): the new star 1 away lowers (0, 3)'s limit to 1.
    let out = scenario(vec![]);
    assert_eq!(out.star((1, 3)).unwrap().owner, Some(Seat::PLAYER));
    assert_eq!(out.star((0, 3)).unwrap().population, 1);
    // Grow first: (0, 3) still has its limit of 3 and grows, then you gain the star.
    let out = scenario(vec![Oval::GrowPopulation]);
    assert_eq!(out.star((1, 3)).unwrap().owner, Some(Seat::PLAYER));
    assert_eq!(out.star((0, 3)).unwrap().population, 2);
}

#[test]
fn an_order_that_repeats_or_names_another_counter_is_refused() {
    for order in [
        vec![Oval::GrowPopulation, Oval::GrowPopulation],
        vec![Oval::SwitchAlignment],
    ] {
        let sc = your_growth(
            vec![Oval::GainStar, Oval::GrowPopulation],
            vec![Square::Tech(Field::Military)],
            GrowthChoices {
                order,
                ..Default::default()
            },
        );
        let err = scenario::run(&rules(), &sc).unwrap_err();
        assert!(err.contains("order"), "{err}");
    }
}
