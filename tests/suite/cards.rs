//! Domination cards: each A condition met and not met, the B formulas, every immediate
//! effect, the limits, the draw after a play, the exchanges, Personal
//! Growth, and the solo deck.

use crate::common;
use bevy::prelude::*;
use common::*;
use galactic_automa::rules::content::card::{CardPlay, Cards, EffectChoice, protected_from_war};
use galactic_automa::rules::log::{DpKind, GameLog};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::sim::scenario::{Scenario, Stop};

/// Your trading turn with `cards` in hand.
fn trading(cards: &[&str]) -> Scenario {
    let mut sc = clean(GamePhase::Trading);
    sc.cards = cards.iter().map(|c| c.to_string()).collect();
    sc
}

fn a() -> CardPlay {
    CardPlay::A {
        effect: false,
        at: None,
        choice: Default::default(),
    }
}

fn play(app: &mut App, card: &str, how: CardPlay) -> Result<String, String> {
    apply_command_as(
        app.world_mut(),
        Seat::PLAYER,
        PlayerCommand::PlayCard {
            card: card.into(),
            how,
        },
    )
    .map(|s| s.english())
    .map_err(|e| e.english())
}

/// The card DP you received, by source.
fn card_dp(app: &App) -> Vec<(String, i32)> {
    app.world()
        .resource::<GameLog>()
        .destiny()
        .filter(|r| r.kind == DpKind::Card)
        .map(|r| (r.source.english(), r.dp))
        .collect()
}

/// Plays `card` for A in `sc` and returns the result (the refusal says why).
fn try_a(sc: &Scenario, card: &str) -> Result<Vec<(String, i32)>, String> {
    let mut app = table(sc);
    play(&mut app, card, a())?;
    Ok(card_dp(&app))
}

#[test]
fn each_a_condition_is_checked_when_the_card_is_played() {
    let player_star = |at| star(at, StarKind::Uninhabited, Some(Seat::PLAYER), 1);

    // Central: 4 stars in the center sector.
    let mut sc = trading(&["central"]);
    for at in [CENTER, (5, 5), (3, 6), (5, 3)] {
        sc.stars.push(player_star(at));
    }
    assert_eq!(
        try_a(&sc, "central").unwrap(),
        vec![("Central (A)".into(), 12)]
    );
    sc.stars.pop();
    let err = try_a(&sc, "central").unwrap_err();
    assert!(err.contains("3 of 4 stars in the center sector"), "{err}");

    // Defensive: every star of your home sector.
    let mut sc = trading(&["defensive"]);
    sc.stars.push(player_star((2, 0)));
    assert_eq!(try_a(&sc, "defensive").unwrap()[0].1, 9);
    sc.stars.push(star((-2, 0), StarKind::Primitive, None, 0));
    assert!(try_a(&sc, "defensive").is_err());

    // Density: 3 stars with 5+ population.
    let mut sc = trading(&["density"]);
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    sc.stars
        .push(star((-3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    assert_eq!(try_a(&sc, "density").unwrap()[0].1, 7, "home 6 + two at 5");
    sc.stars[2].population = 4;
    assert!(try_a(&sc, "density").is_err());

    // Diplomatic: Spirituality 4, the center star, peace with everyone.
    let mut sc = trading(&["diplomatic"]);
    sc.stars.push(player_star(CENTER));
    sc.technology = vec![(Seat::PLAYER, [1, 4, 1, 1, 1])];
    assert_eq!(try_a(&sc, "diplomatic").unwrap()[0].1, 14);
    sc.war_with_slavers = true;
    assert!(
        try_a(&sc, "diplomatic")
            .unwrap_err()
            .contains("peace with everyone")
    );

    // General Scientific: 16 levels.
    let mut sc = trading(&["general-scientific"]);
    sc.technology = vec![(Seat::PLAYER, [4, 3, 3, 3, 3])];
    assert_eq!(try_a(&sc, "general-scientific").unwrap()[0].1, 9);
    sc.technology = vec![(Seat::PLAYER, [4, 3, 3, 3, 2])];
    assert!(
        try_a(&sc, "general-scientific")
            .unwrap_err()
            .contains("15 of 16")
    );

    // Spatial: 10 stars.
    let mut sc = trading(&["spatial"]);
    for x in [-3, -2, 2, 3] {
        for y in [-1, 1] {
            sc.stars.push(player_star((x, y)));
        }
    }
    sc.stars.push(player_star(CENTER));
    assert_eq!(try_a(&sc, "spatial").unwrap()[0].1, 11);
    sc.stars.pop();
    assert!(try_a(&sc, "spatial").unwrap_err().contains("9 of 10"));

    // Special Scientific: 6 in one field, 5+ in another.
    let mut sc = trading(&["special-scientific"]);
    sc.technology = vec![(Seat::PLAYER, [6, 1, 5, 1, 1])];
    assert_eq!(try_a(&sc, "special-scientific").unwrap()[0].1, 11);
    sc.technology = vec![(Seat::PLAYER, [6, 1, 4, 1, 1])];
    assert!(try_a(&sc, "special-scientific").is_err());

    // Military: 120 combat value by Military alone.
    let mut sc = trading(&["military"]);
    sc.technology = vec![(Seat::PLAYER, [6, 1, 1, 1, 1])];
    sc.ships = vec![ships(Seat::PLAYER, HOME, 16)];
    sc.fleets = vec![fleet(Seat::PLAYER, FleetLetter::A, (2, 0), 14)];
    // 30 ships at 10 CV each (Military 6 in technology.ron): 300, enough.
    assert_eq!(rules().tech.cv_per_ship(6), 10);
    assert_eq!(
        try_a(&sc, "military").unwrap(),
        vec![("Military (A)".into(), 10)]
    );
    // 11 ships: 110, not enough.
    sc.ships = vec![ships(Seat::PLAYER, HOME, 11)];
    sc.fleets.clear();
    assert!(try_a(&sc, "military").unwrap_err().contains("110 of 120"));
    sc.ships.clear();
    sc.fleets.clear();
    assert!(try_a(&sc, "military").unwrap_err().contains("combat value"));
}

#[test]
fn alignment_compares_technology_levels_with_the_automa_of_your_alignment_in_solo() {
    // You are STO: the Farmers are the automa of your alignment.
    let mut sc = trading(&["alignment"]);
    sc.dp = 5;
    sc.technology = vec![(Seat::PLAYER, [2, 1, 1, 1, 1])];
    assert_eq!(try_a(&sc, "alignment").unwrap()[0].1, 9);
    // The Slavers' levels do not matter; the Farmers' do.
    sc.technology.push((Seat::SLAVERS, [6, 6, 6, 6, 6]));
    assert!(try_a(&sc, "alignment").is_ok());
    sc.technology.push((Seat::FARMERS, [2, 1, 1, 1, 1]));
    assert!(try_a(&sc, "alignment").is_err(), "a tie is not more");
    // At least 5 DP.
    let mut sc = trading(&["alignment"]);
    sc.dp = 4;
    sc.technology = vec![(Seat::PLAYER, [2, 1, 1, 1, 1])];
    assert!(try_a(&sc, "alignment").is_err());
}

#[test]
fn etheric_is_played_at_the_start_of_your_movement() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    sc.cards = vec!["etheric".into()];
    let nebulae = [(2, 0), (-2, 0), (0, 2), (0, -2)];
    sc.terrain = nebulae.iter().map(|&h| (h, Terrain::Nebula)).collect();
    sc.ships = nebulae.iter().map(|&h| ships(Seat::PLAYER, h, 1)).collect();
    assert_eq!(try_a(&sc, "etheric").unwrap()[0].1, 8);
    sc.ships.pop();
    assert!(
        try_a(&sc, "etheric")
            .unwrap_err()
            .contains("3 of 4 nebulae")
    );
    // In trading it is not the start of your movement.
    let mut sc2 = trading(&["etheric"]);
    sc2.terrain = sc.terrain.clone();
    assert!(
        try_a(&sc2, "etheric")
            .unwrap_err()
            .contains("start of your movement")
    );
}

#[test]
fn acquisition_and_economic_read_what_happened_this_round() {
    // You liberate two Slaver stars in your growth, then play Acquisition in trading.
    let mut sc = clean(GamePhase::Growth);
    sc.cards = vec!["acquisition".into()];
    sc.forced_dice = vec![4, 1];
    sc.war_with_slavers = true;
    for at in [(2, 0), (-2, 0)] {
        sc.stars
            .push(star(at, StarKind::Uninhabited, Some(Seat::SLAVERS), 1));
        sc.ships.push(ships(Seat::PLAYER, at, 2));
    }
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::GainStar, Oval::GainStar],
            squares: vec![Square::TurnOrderDown],
        }),
        PlayerCommand::ResolveGrowth(GrowthChoices {
            gain: vec![(2, 0), (-2, 0)],
            ..Default::default()
        }),
        PlayerCommand::PlayCard {
            card: "acquisition".into(),
            how: CardPlay::A {
                effect: true,
                at: None,
                choice: Default::default(),
            },
        },
        PlayerCommand::EndTrading,
    ];
    sc.stop = galactic_automa::sim::scenario::Stop::EndOfPhase(GamePhase::Trading);
    // The Slavers lead in Military and Propulsion; liberating each star already takes
    // a level where they lead, the card's effect one more.
    sc.technology = vec![(Seat::SLAVERS, [5, 1, 4, 1, 1])];
    let out = run(&sc);
    assert_eq!(out.star((2, 0)).unwrap().owner, Some(Seat::PLAYER));
    let levels =
        tech(&out, Seat::PLAYER, Field::Military) + tech(&out, Seat::PLAYER, Field::Propulsion);
    assert_eq!(
        levels,
        2 + 2 + 1,
        "two stars, a level each, plus the card's"
    );
    assert!(
        out.destiny
            .iter()
            .any(|r| r.kind == DpKind::Card && r.dp == 10)
    );
    // Without the stars taken, it is refused.
    let err = try_a(&trading(&["acquisition"]), "acquisition").unwrap_err();
    assert!(err.contains("0 of 2"), "{err}");
    let err = try_a(&trading(&["economic"]), "economic").unwrap_err();
    assert!(err.contains("0 of 10 ships"), "{err}");
}

#[test]
fn b_takes_the_better_formula_or_the_sum() {
    let b = |sc: &Scenario, card: &str| {
        let mut app = table(sc);
        play(&mut app, card, CardPlay::B).unwrap();
        card_dp(&app)[0].1
    };
    // General Scientific: 2 x your lowest level.
    let mut sc = trading(&["general-scientific"]);
    sc.technology = vec![(Seat::PLAYER, [3, 2, 4, 5, 3])];
    assert_eq!(b(&sc, "general-scientific"), 4);
    // Special Scientific: your highest level.
    let mut sc = trading(&["special-scientific"]);
    sc.technology = vec![(Seat::PLAYER, [3, 2, 4, 5, 3])];
    assert_eq!(b(&sc, "special-scientific"), 5);
    // Spatial: 2 per 3 stars (7 stars: 4) or Propulsion (3): 4.
    let mut sc = trading(&["spatial"]);
    for x in [-3, -2, 2, 3] {
        for y in [-1, 1] {
            if sc.stars.len() < 7 {
                sc.stars
                    .push(star((x, y), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
            }
        }
    }
    sc.technology = vec![(Seat::PLAYER, [1, 1, 3, 1, 1])];
    assert_eq!(b(&sc, "spatial"), 4);
    // Defensive adds up: 4 (your home sector is yours alone) + Military 5 / 2 = 6.
    let mut sc = trading(&["defensive"]);
    sc.technology = vec![(Seat::PLAYER, [5, 1, 1, 1, 1])];
    assert_eq!(b(&sc, "defensive"), 6);
    // Central: the population of your best center-sector star.
    let mut sc = trading(&["central"]);
    sc.stars
        .push(star(CENTER, StarKind::Uninhabited, Some(Seat::PLAYER), 3));
    assert_eq!(b(&sc, "central"), 3);
}

#[test]
fn immediate_effects_density_and_diplomatic_and_an_effect_without_its_choice_refused() {
    // Density: +1 on each of your stars with 5+ (your home star too).
    let mut sc = trading(&["density"]);
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    sc.stars
        .push(star((-3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 5));
    let mut app = table(&sc);
    let with_effect = CardPlay::A {
        effect: true,
        at: None,
        choice: Default::default(),
    };
    play(&mut app, "density", with_effect).unwrap();
    let pops: Vec<u32> = app
        .world_mut()
        .query::<&Star>()
        .iter(app.world())
        .filter(|s| s.owner == Some(Seat::PLAYER))
        .map(|s| s.population)
        .collect();
    assert!(
        pops.contains(&7) && pops.iter().filter(|&&p| p == 6).count() == 2,
        "{pops:?}"
    );

    // Diplomatic: nobody may declare war on you this round.
    let mut sc = trading(&["diplomatic"]);
    sc.stars
        .push(star(CENTER, StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    sc.technology = vec![(Seat::PLAYER, [1, 4, 1, 1, 1])];
    let mut app = table(&sc);
    assert!(!protected_from_war(app.world(), Seat::PLAYER));
    play(&mut app, "diplomatic", with_effect).unwrap();
    assert!(protected_from_war(app.world(), Seat::PLAYER));

    // An effect that needs a choice is refused without it, and outside its window.
    let mut sc = trading(&["special-scientific"]);
    sc.technology = vec![(Seat::PLAYER, [6, 5, 1, 1, 1])];
    let mut app = table(&sc);
    let err = play(&mut app, "special-scientific", with_effect).unwrap_err();
    assert!(err.contains("name the field"), "{err}");
    let research = CardPlay::A {
        effect: true,
        at: None,
        choice: EffectChoice::Field(Field::Propulsion),
    };
    let err = play(&mut app, "special-scientific", research).unwrap_err();
    assert!(err.contains("growth turn"), "{err}");
    assert!(
        play(&mut app, "special-scientific", a()).is_ok(),
        "without the effect"
    );
}

fn with_effect() -> CardPlay {
    CardPlay::A {
        effect: true,
        at: None,
        choice: Default::default(),
    }
}

#[test]
fn general_scientific_gives_one_more_trade_this_round() {
    let mut sc = trading(&["general-scientific"]);
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::FARMERS, (2, 0), 1),
    ];
    sc.technology = vec![
        (Seat::PLAYER, [4, 3, 3, 3, 3]),
        (Seat::FARMERS, [6, 4, 1, 1, 1]),
    ];
    let mut app = table(&sc);
    let trade = |app: &mut App, take| {
        apply_command_as(
            app.world_mut(),
            Seat::PLAYER,
            PlayerCommand::Trade {
                with: Seat::FARMERS,
                take,
                give: None,
            },
        )
    };
    trade(&mut app, Field::Military).unwrap();
    assert!(
        trade(&mut app, Field::Spirituality)
            .unwrap_err()
            .contains("already traded")
    );
    play(&mut app, "general-scientific", with_effect()).unwrap();
    trade(&mut app, Field::Spirituality).unwrap();
    let tech = app.world().resource::<Technology>();
    assert_eq!(tech.level(Seat::PLAYER, Field::Spirituality), 4);
    assert!(
        trade(&mut app, Field::Military).is_err(),
        "one more, not more"
    );
}

#[test]
fn etheric_lets_ships_starting_in_a_nebula_move_four_farther() {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(Seat::PLAYER);
    sc.cards = vec!["etheric".into()];
    let nebulae = [(2, 0), (-2, 0), (0, 2), (0, -2)];
    sc.terrain = nebulae.iter().map(|&h| (h, Terrain::Nebula)).collect();
    sc.ships = nebulae.iter().map(|&h| ships(Seat::PLAYER, h, 1)).collect();
    let mut app = table(&sc);
    let bonus = |app: &mut App| {
        let snap = galactic_automa::rules::snapshot::Snapshot::take(app.world_mut());
        galactic_automa::rules::ships::move_ability(app.world(), &snap, Seat::PLAYER, 0)
            .nebula_start_bonus
    };
    assert_eq!(bonus(&mut app), 2);
    play(&mut app, "etheric", with_effect()).unwrap();
    assert_eq!(bonus(&mut app), 4);
}

#[test]
fn defensive_adds_twenty_combat_value_in_a_home_sector_battle() {
    // The Slavers (row 1) attack your home: asked to retreat, you play Defensive.
    let mut sc = move_turn(Seat::SLAVERS);
    sc.cards = vec!["defensive".into()];
    sc.forced_dice = vec![1];
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 2),
        ships(Seat::SLAVERS, (1, 0), 4),
    ];
    sc.technology = vec![(Seat::PLAYER, [1, 1, 2, 1, 1])];
    sc.commands = vec![
        PlayerCommand::PlayCard {
            card: "defensive".into(),
            how: with_effect(),
        },
        PlayerCommand::Retreat(false),
        PlayerCommand::InflictLosses(4),
    ];
    let out = run(&sc);
    let b = out
        .entries
        .iter()
        .find_map(|e| match e {
            galactic_automa::rules::log::LogEntry::Battle(b) => Some(b.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(b.defender_cv, 2 + 20);
    assert_eq!(b.winner, Some(Seat::PLAYER));
}

#[test]
fn two_plays_a_game_one_for_a_and_a_draw_after_the_first() {
    let mut sc = trading(&["general-scientific"]);
    sc.technology = vec![(Seat::PLAYER, [4, 3, 3, 3, 3])];
    let mut app = table(&sc);
    play(&mut app, "general-scientific", a()).unwrap();
    let hand = app.world().resource::<Cards>().hand(Seat::PLAYER);
    assert_eq!(hand.len(), 1, "a card is drawn after the first play");
    let rules = rules();
    let second = rules.cards.cards[hand[0]].key.clone();
    // A second A play is refused; B is fine; then no more draws and no more plays.
    assert!(
        play(&mut app, &second, a())
            .unwrap_err()
            .contains("already played a card for A")
    );
    play(&mut app, &second, CardPlay::B).unwrap();
    assert!(
        app.world()
            .resource::<Cards>()
            .hand(Seat::PLAYER)
            .is_empty()
    );
    assert!(play(&mut app, "central", CardPlay::B).is_err());
    // A card not in the hand is refused.
    let mut app = table(&trading(&[]));
    assert!(
        play(&mut app, "central", CardPlay::B)
            .unwrap_err()
            .contains("not in your hand")
    );
}

#[test]
fn personal_growth_doubles_card_dp() {
    let mut sc = trading(&["general-scientific"]);
    sc.goal = Some("personal-growth".into());
    sc.technology = vec![(Seat::PLAYER, [4, 3, 3, 3, 3])];
    assert_eq!(try_a(&sc, "general-scientific").unwrap()[0].1, 18);
    // Half DP are not lost when doubled: Defensive B with Military 5 is 2 x 4 + 5 = 13.
    let mut sc = trading(&["defensive"]);
    sc.goal = Some("personal-growth".into());
    sc.technology = vec![(Seat::PLAYER, [5, 1, 1, 1, 1])];
    let mut app = table(&sc);
    play(&mut app, "defensive", CardPlay::B).unwrap();
    assert_eq!(card_dp(&app)[0].1, 13);
}

#[test]
fn the_start_of_era_two_allows_one_exchange_that_round() {
    let mut sc = trading(&["central"]);
    sc.round = 2;
    let mut app = table(&sc);
    let exchange = |app: &mut App| {
        let first = app.world().resource::<Cards>().hand(Seat::PLAYER)[0];
        let key = rules().cards.cards[first].key.clone();
        apply_command_as(
            app.world_mut(),
            Seat::PLAYER,
            PlayerCommand::ExchangeCard(key),
        )
    };
    assert!(
        exchange(&mut app)
            .unwrap_err()
            .contains("no card exchange now")
    );
    apply_command_as(app.world_mut(), Seat::PLAYER, PlayerCommand::EndTrading).unwrap();
    for _ in 0..50 {
        app.update();
        if app.world().resource::<PromptSlot>().0 == Some(Prompt::MoveTurn) {
            break;
        }
        if app.world().resource::<PromptSlot>().0.is_some() {
            galactic_automa::sim::policy::act(app.world_mut());
        }
    }
    assert_eq!(app.world().resource::<Round>().0, 3);
    let before = app.world().resource::<Cards>().hand(Seat::PLAYER);
    exchange(&mut app).unwrap();
    let after = app.world().resource::<Cards>().hand(Seat::PLAYER);
    assert_eq!(after.len(), 1);
    assert_ne!(before, after);
    assert!(exchange(&mut app).is_err(), "one exchange");
}

#[test]
fn the_solo_deck_leaves_out_exploratory_and_deals_one_card() {
    use galactic_automa::rules::setup::GameConfig;
    let rules = rules();
    let exploratory = rules.cards.get("exploratory").unwrap();
    for seed in 1..20 {
        let app = galactic_automa::sim::game::start(
            rules.clone(),
            GameConfig {
                seed,
                ..Default::default()
            },
        )
        .unwrap();
        let cards = app.world().resource::<Cards>();
        assert_eq!(cards.hand(Seat::PLAYER).len(), 1);
        let deck = app
            .world()
            .resource::<galactic_automa::rules::deck::Decks>()
            .get(galactic_automa::rules::content::card::DECK)
            .unwrap()
            .order();
        assert_eq!(deck.len(), 11);
        assert!(!deck.contains(&exploratory));
        assert!(!cards.hand(Seat::PLAYER).contains(&exploratory));
        assert!(cards.hand(Seat::SLAVERS).is_empty(), "automas get no card");
    }
}

/// Your growth resolution (Build Ships and Research Military selected) with `cards`.
fn growth_resolution(cards: &[&str]) -> App {
    let mut sc = clean(GamePhase::Growth);
    sc.cards = cards.iter().map(|c| c.to_string()).collect();
    sc.forced_dice = vec![4, 1];
    sc.technology = vec![(Seat::PLAYER, [6, 5, 1, 1, 1])];
    for x in [3, 4, 5, 6] {
        sc.stars
            .push(star((x, 5), StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    }
    sc.war_with_slavers = true;
    sc.stars
        .push(star((5, 3), StarKind::Uninhabited, Some(Seat::SLAVERS), 3));
    sc.ships = vec![ships(Seat::PLAYER, (5, 3), 2)];
    let mut app = table(&sc);
    apply_command_as(
        app.world_mut(),
        Seat::PLAYER,
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::BuildShips, Oval::Research],
            squares: vec![Square::Tech(Field::Military)],
        }),
    )
    .unwrap();
    for _ in 0..20 {
        if app.world().resource::<PromptSlot>().0 == Some(Prompt::GrowthResolution) {
            break;
        }
        app.update();
    }
    assert_eq!(
        app.world().resource::<PromptSlot>().0,
        Some(Prompt::GrowthResolution)
    );
    app
}

#[test]
fn special_scientific_researches_a_field_you_did_not_select() {
    let mut app = growth_resolution(&["special-scientific"]);
    let research = |f| CardPlay::A {
        effect: true,
        at: None,
        choice: EffectChoice::Field(f),
    };
    let err = play(&mut app, "special-scientific", research(Field::Military)).unwrap_err();
    assert!(err.contains("you selected"), "{err}");
    play(&mut app, "special-scientific", research(Field::Propulsion)).unwrap();
    let tech = app.world().resource::<Technology>();
    assert_eq!(tech.level(Seat::PLAYER, Field::Propulsion), 2);
}

#[test]
fn central_gains_a_center_star_with_ships_counting_double() {
    // Liberating the Slavers' star of 3 needs 4 ships; your 2 count double.
    let mut app = growth_resolution(&["central"]);
    let gain = CardPlay::A {
        effect: true,
        at: Some((5, 3)),
        choice: EffectChoice::None,
    };
    play(&mut app, "central", gain).unwrap();
    let owner = app
        .world_mut()
        .query::<(&Star, &Position)>()
        .iter(app.world())
        .find(|(_, p)| (p.0.x, p.0.y) == (5, 3))
        .and_then(|(s, _)| s.owner);
    assert_eq!(owner, Some(Seat::PLAYER));
}

#[test]
fn spatial_moves_up_to_three_population_between_your_stars() {
    let mut sc = trading(&["spatial"]);
    for x in [-3, -2, 2, 3] {
        for y in [-1, 1] {
            sc.stars
                .push(star((x, y), StarKind::Uninhabited, Some(Seat::PLAYER), 4));
        }
    }
    sc.stars
        .push(star(CENTER, StarKind::Uninhabited, Some(Seat::PLAYER), 1));
    let mut app = table(&sc);
    let teleport = |discs| CardPlay::A {
        effect: true,
        at: Some(CENTER),
        choice: EffectChoice::From {
            star: (3, 1),
            discs,
        },
    };
    assert!(
        play(&mut app, "spatial", teleport(4))
            .unwrap_err()
            .contains("up to 3")
    );
    play(&mut app, "spatial", teleport(3)).unwrap();
    let pop = |app: &mut App, at: (i32, i32)| {
        app.world_mut()
            .query::<(&Star, &Position)>()
            .iter(app.world())
            .find(|(_, p)| (p.0.x, p.0.y) == at)
            .map(|(s, _)| s.population)
    };
    assert_eq!(pop(&mut app, (3, 1)), Some(1));
    assert_eq!(pop(&mut app, CENTER), Some(4));
}

#[test]
fn military_spares_all_your_ships_in_the_battle() {
    // The Slavers' big assault fleet attacks your 20 ships at Military 6 (200 against
    // 120): you win, but not 3 to 1, so you would lose half of what you destroy.
    let battle = |with_card: bool| {
        let mut sc = move_turn(Seat::SLAVERS);
        sc.cards = vec!["military".into()];
        sc.forced_dice = vec![1];
        sc.technology = vec![(Seat::PLAYER, [6, 1, 2, 1, 1])];
        sc.ships = vec![ships(Seat::PLAYER, HOME, 16)];
        sc.fleets = vec![
            fleet(Seat::PLAYER, FleetLetter::B, HOME, 4),
            fleet(Seat::SLAVERS, FleetLetter::A, (1, 0), 60),
        ];
        let mut commands = vec![];
        if with_card {
            commands.push(PlayerCommand::PlayCard {
                card: "military".into(),
                how: CardPlay::A {
                    effect: true,
                    at: None,
                    choice: EffectChoice::None,
                },
            });
        }
        commands.push(PlayerCommand::Retreat(false));
        // Still in hand, the card is offered once more before the battle: fight.
        if !with_card {
            commands.push(PlayerCommand::Fight);
        }
        commands.push(PlayerCommand::InflictLosses(10));
        sc.commands = commands;
        let out = run(&sc);
        out.ships_at(HOME, Seat::PLAYER)
    };
    assert_eq!(battle(false), 20 - 5);
    assert_eq!(battle(true), 20);
}

#[test]
fn attacking_in_your_home_sector_you_may_play_defensive_before_the_battle() {
    // Your move turn: you attack 3 Slaver ships in your home sector with 2 of yours.
    // There is no retreat question for an attacker: the card is offered before the
    // battle is fought.
    let attack = |play: bool| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.active = Some(Seat::PLAYER);
        sc.alignment = Alignment::Sts;
        sc.war_with_slavers = true;
        sc.cards = vec!["defensive".into()];
        sc.ships = vec![
            ships(Seat::PLAYER, HOME, 2),
            ships(Seat::SLAVERS, (1, 0), 3),
        ];
        let mut commands = vec![
            PlayerCommand::MoveShips {
                from: HOME,
                to: (1, 0),
                count: 2,
            },
            PlayerCommand::EndTurn,
        ];
        if play {
            commands.push(PlayerCommand::PlayCard {
                card: "defensive".into(),
                how: with_effect(),
            });
        }
        commands.extend([PlayerCommand::Fight, PlayerCommand::InflictLosses(3)]);
        sc.commands = commands;
        sc.stop = Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
        let out = run(&sc);
        out.entries
            .iter()
            .find_map(|e| match e {
                galactic_automa::rules::log::LogEntry::Battle(b) => Some(b.clone()),
                _ => None,
            })
            .unwrap()
    };
    let b = attack(true);
    assert_eq!(b.attacker_cv, 2 + 20);
    assert_eq!(b.winner, Some(Seat::PLAYER));
    let b = attack(false);
    assert_eq!(b.attacker_cv, 2);
    assert_eq!(b.winner, Some(Seat::SLAVERS));
}

#[test]
fn military_played_in_your_movement_forbids_your_opponents_to_retreat() {
    // You attack 2 Slaver ships with 12 at Military 6. They lead in Propulsion, so they
    // may retreat before combat (a roll of 1-3 does it; the die shows 3).
    let attack = |with_card: bool| {
        let mut sc = clean(GamePhase::MoveCombat);
        sc.active = Some(Seat::PLAYER);
        sc.alignment = Alignment::Sts;
        sc.war_with_slavers = true;
        sc.cards = vec!["military".into()];
        sc.technology = vec![
            (Seat::PLAYER, [6, 1, 1, 1, 1]),
            (Seat::SLAVERS, [1, 1, 2, 1, 1]),
        ];
        sc.ships = vec![
            ships(Seat::PLAYER, HOME, 12),
            ships(Seat::SLAVERS, (2, 0), 2),
        ];
        sc.forced_dice = vec![3, 1];
        let mut commands = vec![];
        if with_card {
            commands.push(PlayerCommand::PlayCard {
                card: "military".into(),
                how: CardPlay::A {
                    effect: true,
                    at: None,
                    choice: EffectChoice::NoRetreat,
                },
            });
        }
        commands.extend([
            PlayerCommand::MoveShips {
                from: HOME,
                to: (2, 0),
                count: 12,
            },
            PlayerCommand::EndTurn,
            PlayerCommand::InflictLosses(2),
        ]);
        sc.commands = commands;
        sc.stop =
            galactic_automa::sim::scenario::Stop::AfterTurn(Seat::PLAYER, GamePhase::MoveCombat);
        let out = run(&sc);
        out.ships
            .iter()
            .filter(|s| s.owner == Seat::SLAVERS)
            .map(|s| s.pieces)
            .sum::<u32>()
    };
    assert_eq!(attack(false), 2, "they retreat");
    assert_eq!(attack(true), 0, "no retreat: they fight and are destroyed");
}

#[test]
fn economic_needs_ten_ships_from_one_build_and_places_six_more() {
    // 34 discs off your track (value 48: 8 ships) and Robotics 3 (+3): 11 ships built.
    let mut sc = clean(GamePhase::Growth);
    sc.cards = vec!["economic".into()];
    sc.forced_dice = vec![4, 1];
    sc.player_track = Some(5);
    sc.technology = vec![(Seat::PLAYER, [1, 1, 1, 3, 1])];
    sc.commands = vec![
        PlayerCommand::SelectGrowth(GrowthSelection {
            ovals: vec![Oval::BuildShips, Oval::Research],
            squares: vec![Square::Tech(Field::Military)],
        }),
        PlayerCommand::ResolveGrowth(GrowthChoices::default()),
        PlayerCommand::PlayCard {
            card: "economic".into(),
            how: CardPlay::A {
                effect: true,
                at: None,
                choice: EffectChoice::None,
            },
        },
        PlayerCommand::EndTrading,
    ];
    sc.stop = galactic_automa::sim::scenario::Stop::EndOfPhase(GamePhase::Trading);
    let out = run(&sc);
    assert!(
        out.destiny
            .iter()
            .any(|r| r.kind == DpKind::Card && r.dp == 7),
        "{:?}",
        out.destiny
    );
    assert_eq!(out.ships_at(HOME, Seat::PLAYER), 11 + 6);
}

#[test]
fn more_b_formulas() {
    let b = |sc: &Scenario, card: &str| {
        let mut app = table(sc);
        play(&mut app, card, CardPlay::B).unwrap();
        card_dp(&app)[0].1
    };
    // Acquisition: neutral star hexes where only you have a ship (2), or Military (1).
    let mut sc = trading(&["acquisition"]);
    sc.stars.push(star((2, 0), StarKind::Primitive, None, 0));
    sc.stars.push(star((-2, 0), StarKind::Primitive, None, 0));
    sc.stars.push(star((0, 2), StarKind::Primitive, None, 0));
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::PLAYER, (-2, 0), 1),
        ships(Seat::PLAYER, (0, 2), 1),
        ships(Seat::FARMERS, (0, 2), 1),
    ];
    assert_eq!(b(&sc, "acquisition"), 2);
    // Etheric: Spirituality for STO, Military for STS.
    let mut sc = trading(&["etheric"]);
    sc.technology = vec![(Seat::PLAYER, [4, 2, 1, 1, 1])];
    assert_eq!(b(&sc, "etheric"), 2);
    sc.alignment = Alignment::Sts;
    assert_eq!(b(&sc, "etheric"), 4);
    // Density: stars with 4+ population (your home star and one more).
    let mut sc = trading(&["density"]);
    sc.stars
        .push(star((3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 4));
    sc.stars
        .push(star((-3, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 3));
    assert_eq!(b(&sc, "density"), 2);
    // Economic: asteroid hexes with your ships (2), or Robotics (1).
    let mut sc = trading(&["economic"]);
    sc.terrain = vec![((2, 0), Terrain::Asteroids), ((-2, 0), Terrain::Asteroids)];
    sc.ships = vec![
        ships(Seat::PLAYER, (2, 0), 1),
        ships(Seat::PLAYER, (-2, 0), 1),
    ];
    assert_eq!(b(&sc, "economic"), 2);
    // Military: 2 per sector where only you have a fleet (the home sector: 2), or
    // Military (1).
    let mut sc = trading(&["military"]);
    sc.fleets = vec![
        fleet(Seat::PLAYER, FleetLetter::A, (2, 0), 2),
        fleet(Seat::PLAYER, FleetLetter::B, CENTER, 2),
        fleet(Seat::SLAVERS, FleetLetter::C, (5, 5), 2),
    ];
    assert_eq!(b(&sc, "military"), 2);
    // Alignment: 4 when you scored no alignment DP this round (trading comes before
    // scoring), or Spirituality (1).
    assert_eq!(b(&trading(&["alignment"]), "alignment"), 4);
}
