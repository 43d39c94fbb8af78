//! The 2-player variant's passive automa: its setup step by step with forced dice, and
//! who answers its battle questions.

use crate::common;
use bevy::prelude::*;
use common::rules;
use galactic_automa::rules::board::Board;
use galactic_automa::rules::choice::{self, Question, Reply};
use galactic_automa::rules::combat;
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::log::{DecisionKind, GameLog, LogEntry, seen_by};
use galactic_automa::rules::model::*;
use galactic_automa::rules::player::{PlayerCommand, apply_command_as};
use galactic_automa::rules::prompt::{Offer, Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::ships;
use galactic_automa::rules::snapshot::{self, HomeStar};
use hexx::Hex;

const P1: Seat = Seat(0);
const P2: Seat = Seat(1);
const ELDERS: Seat = Seat(2);

/// Chips 10, 5, 5 and 2 (the largest fleet, 22 ships); fleet counter E after a 5 is
/// rolled again; technology dice 6 (rolled again), then `tech`.
fn setup_faces(tech: [u8; 2]) -> Vec<u8> {
    let mut f = vec![5, 4, 5, 2, 5, 2, 3, 6, 5, 4, 6];
    f.extend(tech);
    f
}

fn start(faces: Vec<u8>) -> App {
    let rules = rules();
    let setup = rules.setup_named("two-players").unwrap().clone();
    let mut app = galactic_automa::rules::headless_app(rules);
    app.update();
    app.world_mut().resource_mut::<Dice>().force(faces);
    let config = GameConfig {
        seed: 5,
        setup: Some("two-players".into()),
        alignments: vec![Alignment::Sts, Alignment::Sto],
        ..Default::default()
    };
    galactic_automa::rules::setup::new_game_with(app.world_mut(), config, &setup).unwrap();
    app
}

/// Resolves the queued battles, the policy answering every question they put.
fn fight(world: &mut World) {
    for _ in 0..20 {
        let _ = combat::resolve_battles(world);
        if world.resource::<PromptSlot>().0.is_none() {
            break;
        }
        galactic_automa::sim::policy::act(world);
    }
}

fn home_of(world: &mut World, seat: Seat) -> Hex {
    let mut q = world.query_filtered::<(&Position, &Star), With<HomeStar>>();
    q.iter(world)
        .find(|(_, s)| s.owner == Some(seat))
        .map(|(p, _)| p.0)
        .unwrap()
}

#[test]
fn the_passive_automa_is_set_up_as_the_variant_says() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let home = home_of(world, ELDERS);
    // Its home-star fleet: four hidden chips (10 + 5 + 5 + 2) under a face-down E.
    let mut q = world.query::<(&Fleet, &Position)>();
    let fleets: Vec<(Fleet, Position)> = q.iter(world).map(|(f, p)| (*f, *p)).collect();
    assert_eq!(fleets.len(), 1);
    let (fleet, at) = fleets[0];
    assert_eq!(
        (fleet.owner, fleet.letter, fleet.ships),
        (ELDERS, FleetLetter::E, 22)
    );
    assert!(fleet.face_down);
    assert_eq!(at.0, home);
    assert!(!world.resource::<FleetSupply>().0[ELDERS].contains(&FleetLetter::E));
    // Two Military dice: +4, and the advanced fleet tactics of levels 2 and 4 go on
    // random fleet spots, x2 side up.
    let tech = world.resource::<Technology>();
    assert_eq!(tech.level(ELDERS, Field::Military), 5);
    assert_eq!(tech.level(ELDERS, Field::Spirituality), 1);
    let tactics = world.resource::<FleetTactics>();
    assert_eq!(tactics.assigned[ELDERS].len(), 2);
    assert!(
        tactics.assigned[ELDERS]
            .iter()
            .all(|t| t.1 == TacticSide::Double)
    );
    // No population track; every other star of its sector is its own, with discs by
    // distance (kept within 1-4) and two ship pieces; no neutral counter there.
    assert_eq!(world.resource::<PopulationTracks>().0[ELDERS], 0);
    let board = world.resource::<Board>().clone();
    let sector = board.sector_of(home);
    let mut q = world.query::<(&Star, &Position)>();
    let stars: Vec<(Star, Position)> = q.iter(world).map(|(s, p)| (s.clone(), *p)).collect();
    let mut others = 0;
    for (s, p) in stars.iter().filter(|(_, p)| board.sector_of(p.0) == sector) {
        assert_eq!(s.owner, Some(ELDERS), "{}", s.name);
        if p.0 != home {
            others += 1;
            let d = p.0.unsigned_distance_to(home).clamp(1, 4);
            assert_eq!(s.population, d, "{} at distance {d}", s.name);
            assert_eq!(ships::ships_at(world, ELDERS, p.0), 2);
        }
    }
    assert!(others >= 6, "its sector has 6-7 other stars");
    // The chips are a secret from both people; the full record keeps them.
    let log = world.resource::<GameLog>();
    let chips = log
        .entries
        .iter()
        .find(|e| matches!(e, LogEntry::Decision(d) if d.kind == DecisionKind::HiddenShipChips))
        .unwrap();
    let LogEntry::Decision(d) = chips else {
        unreachable!()
    };
    assert!(d.secret);
    assert_eq!(d.result, "chips 10, 5, 5, 2: 22 ships");
    assert_eq!(d.candidates.len(), 16);
    for person in [P1, P2] {
        let LogEntry::Decision(seen) = &*seen_by(chips, Some(person)) else {
            unreachable!()
        };
        assert!(seen.rolls.is_empty() && !seen.result.contains("22"));
    }
    let boost = log
        .decisions()
        .find(|d| d.kind == DecisionKind::TechnologyBoost)
        .unwrap();
    assert_eq!(boost.rolls, vec![6, 1, 1]);
    assert!(boost.filters.iter().any(|f| f.contains("six")));
    // The people have their own home stars and starting ships; the automa is at peace.
    for person in [P1, P2] {
        let h = home_of(world, person);
        assert_eq!(ships::ships_at(world, person, h), 3);
        assert!(!world.resource::<Diplomacy>().at_war(person, ELDERS));
    }
}

#[test]
fn the_person_not_attacking_answers_for_the_automa() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let hex = Hex::new(1, 1);
    let losses = |attacker| Question::Losses {
        hex,
        loser: P1,
        max: 3,
        attacker,
    };
    assert_eq!(choice::decide(world, ELDERS, losses(P1)), None);
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P2));
    // The question says whose battle it is: the screens and the policy read it.
    assert_eq!(world.resource::<PromptSlot>().on_behalf_of(), Some(ELDERS));
    assert_eq!(world.resource::<PromptSlot>().subject(), Some(ELDERS));
    world.resource_mut::<PromptSlot>().0 = None;
    assert_eq!(choice::decide(world, ELDERS, losses(P2)), None);
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P1));
    world.resource_mut::<PromptSlot>().0 = None;
    // Outside a battle nobody is asked: a die picks among the options.
    let away = Question::RetreatHex {
        hex,
        options: vec![Hex::new(1, 2), Hex::new(2, 1)],
        why: "test".into(),
        attacker: None,
    };
    assert!(!choice::answered_later(world, ELDERS, None));
    assert!(matches!(
        choice::decide(world, ELDERS, away),
        Some(Reply::RetreatTo(_))
    ));
    assert!(world.resource::<PromptSlot>().0.is_none());
}

#[test]
fn attacked_at_its_star_the_other_person_decides_its_retreat() {
    // Propulsion +4: 5 against the attacker's 1, so it may retreat before combat.
    let mut app = start(setup_faces([3, 3]));
    let world = app.world_mut();
    let home = home_of(world, ELDERS);
    let board = world.resource::<Board>().clone();
    let mut q = world.query::<(&Star, &Position)>();
    let target = q
        .iter(world)
        .filter(|(s, p)| {
            s.owner == Some(ELDERS) && p.0 != home && board.sector_of(p.0) == board.sector_of(home)
        })
        .map(|(_, p)| p.0)
        .next()
        .unwrap();
    world.resource_mut::<Diplomacy>().set_war(P1, ELDERS, true);
    ships::place_pieces(world, P1, target, 6);
    combat::queue_battles(world, P1);
    let _ = combat::resolve_battles(world);
    let slot = world.resource::<PromptSlot>();
    assert_eq!(slot.asked(), Some(P2), "{:?}", slot.0);
    assert!(
        matches!(slot.0, Some(Prompt::Retreat { attacker, .. }) if attacker == P1),
        "{:?}",
        slot.0
    );
    // Player 2 keeps its ships there: the battle goes on, and Player 1, the winner,
    // chooses the losses.
    galactic_automa::rules::player::apply_command_as(
        world,
        P2,
        galactic_automa::rules::player::PlayerCommand::Retreat(false),
    )
    .unwrap();
    let _ = combat::resolve_battles(world);
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P1));
}

/// The Elders' star next to nothing else: one of their stars in their sector other
/// than the home star.
fn an_elder_star(world: &mut World) -> Hex {
    let home = home_of(world, ELDERS);
    let board = world.resource::<Board>().clone();
    let mut q = world.query::<(&Star, &Position)>();
    q.iter(world)
        .filter(|(s, p)| {
            s.owner == Some(ELDERS) && p.0 != home && board.sector_of(p.0) == board.sector_of(home)
        })
        .map(|(_, p)| p.0)
        .min_by_key(|h| (h.x, h.y))
        .unwrap()
}

#[test]
fn the_policy_deciding_for_the_automa_weighs_the_automas_ships() {
    // Propulsion +4, so the Elders may retreat; one attacking piece against their two:
    // they stand. (Weighed with the deciding person's ships, none there, they would
    // always flee.)
    let mut app = start(setup_faces([3, 3]));
    let world = app.world_mut();
    let target = an_elder_star(world);
    world.resource_mut::<Diplomacy>().set_war(P1, ELDERS, true);
    ships::place_pieces(world, P1, target, 1);
    combat::queue_battles(world, P1);
    let _ = combat::resolve_battles(world);
    let slot = world.resource::<PromptSlot>().clone();
    assert_eq!(
        (slot.asked(), slot.on_behalf_of()),
        (Some(P2), Some(ELDERS)),
        "{:?}",
        slot.0
    );
    galactic_automa::sim::policy::act(world);
    let given = world
        .resource::<galactic_automa::rules::player::CommandLog>()
        .0
        .last()
        .cloned()
        .unwrap();
    assert_eq!(given.seat, P2);
    assert_eq!(
        given.command,
        galactic_automa::rules::player::PlayerCommand::Retreat(false)
    );
}

#[test]
fn a_two_player_save_names_the_tables_seats_and_loads_back_to_the_same_game() {
    use galactic_automa::save;
    let rules = rules();
    let config = GameConfig {
        seed: 31,
        setup: Some("two-players".into()),
        alignments: vec![Alignment::Sto, Alignment::Sts],
        ..Default::default()
    };
    let mut app = galactic_automa::sim::game::start(rules.clone(), config).unwrap();
    galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
    let text = save::to_text(&save::capture(app.world(), 0));
    assert!(
        text.contains("seat: Player2"),
        "commands by the table's keys"
    );
    assert!(!text.contains("seat: Farmers"), "not the solo table's keys");
    let back = save::parse(&text).unwrap();
    assert_eq!(back.seats, vec!["Player1", "Player2", "Elders"]);
    let loaded = save::load(&rules, &back).unwrap();
    assert_eq!(
        loaded.world().resource::<GameLog>().to_text(),
        app.world().resource::<GameLog>().to_text()
    );
    assert!(back.about.result.as_deref().unwrap().ends_with(" wins"));
    // Seats that are not this table's are refused with both lists named.
    let renamed = text.replace("\"Elders\"", "\"Ancients\"");
    let e = save::parse(&renamed)
        .and_then(|s| save::check(&s, &rules))
        .unwrap_err();
    assert!(e.contains("Ancients") && e.contains("Elders"), "{e}");
    // Cut short, it says where it is damaged (not that a seat key is unknown).
    let cut = &text[..text.len() * 3 / 4];
    let e = save::parse(cut).unwrap_err();
    assert!(e.contains("damaged: line"), "{e}");
    assert!(!e.contains("not a seat"), "{e}");
}

#[test]
fn simulating_the_table_reports_every_seat() {
    let rules = rules();
    let template = GameConfig {
        seed: 40,
        ..Default::default()
    };
    let r =
        galactic_automa::sim::table_report::simulate_table(&rules, 4, &template, "two-players", 1)
            .unwrap();
    let keys: Vec<&str> = r.seats.iter().map(|s| s.seat.as_str()).collect();
    assert_eq!(keys, ["Player1", "Player2", "Elders"]);
    assert_eq!(r.seats[0].wins + r.seats[1].wins, 4, "one winner a game");
    assert_eq!(r.seats[2].wins, 0);
    assert_eq!(r.seats[2].dp.max, 0, "the automa scores no DP");
    for g in &r.per_game {
        let places: Vec<Option<u32>> = g.seats.iter().map(|s| s.place).collect();
        assert!(places == [Some(1), Some(2), None] || places == [Some(2), Some(1), None]);
        let first = g.seats.iter().find(|s| s.place == Some(1)).unwrap();
        assert_eq!(first.seat, g.winner);
        assert!(g.seats.iter().all(|s| s.dp <= first.dp));
    }
    // The same seeds give the same games.
    let again =
        galactic_automa::sim::table_report::simulate_table(&rules, 4, &template, "two-players", 1)
            .unwrap();
    assert_eq!(again.per_game, r.per_game);
    assert!(
        galactic_automa::sim::table_report::simulate_table(&rules, 1, &template, "nowhere", 1)
            .unwrap_err()
            .contains("two-players")
    );
}

#[test]
fn growth_counters_are_told_only_once_both_people_have_chosen() {
    let rules = rules();
    let config = GameConfig {
        seed: 12,
        setup: Some("two-players".into()),
        ..Default::default()
    };
    let mut app = galactic_automa::sim::game::start(rules, config).unwrap();
    // The policy plays until the first person is asked for growth counters.
    let first = loop {
        let slot = app.world().resource::<PromptSlot>().clone();
        match slot.0 {
            Some(Prompt::GrowthSelection) => break slot.1,
            Some(_) => galactic_automa::sim::policy::act(app.world_mut()),
            None => app.update(),
        }
    };
    let chosen = |app: &App| {
        app.world()
            .resource::<GameLog>()
            .to_text()
            .lines()
            .filter(|l| l.contains(" choose "))
            .count()
    };
    let before = chosen(&app);
    galactic_automa::sim::policy::act(app.world_mut());
    app.update();
    // The first person's counters lie face down: not in the log, and the other person is
    // asked next without seeing them.
    let slot = app.world().resource::<PromptSlot>().clone();
    assert_eq!(slot.0, Some(Prompt::GrowthSelection));
    assert_ne!(slot.1, first);
    assert_eq!(chosen(&app), before, "nothing told before both have chosen");
    galactic_automa::sim::policy::act(app.world_mut());
    app.update();
    assert_eq!(chosen(&app), before + 2, "both told together");
}

#[test]
fn an_sts_person_declares_war_on_the_other_and_they_fight() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    // Player 1 is STS (the faces' start), Player 2 STO.
    world.resource_mut::<PromptSlot>().ask(P2, Prompt::MoveTurn);
    let e = apply_command_as(world, P2, PlayerCommand::DeclareWar(P1)).unwrap_err();
    assert!(e.contains("STO"), "{e}");
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::MoveTurn);
    apply_command_as(world, P1, PlayerCommand::DeclareWar(P2)).unwrap();
    assert!(world.resource::<Diplomacy>().at_war(P1, P2));
    assert!(apply_command_as(world, P1, PlayerCommand::DeclareWar(P1)).is_err());
    // Six of Player 1's pieces at Player 2's home: a battle between the two people.
    let home2 = home_of(world, P2);
    ships::place_pieces(world, P1, home2, 6);
    world.resource_mut::<PromptSlot>().0 = None;
    combat::queue_battles(world, P1);
    fight(world);
    let fought: Vec<_> = world
        .resource::<GameLog>()
        .battles()
        .filter(|b| b.attacker == P1 && b.hex == (home2.x, home2.y))
        .cloned()
        .collect();
    assert_eq!(fought.len(), 1, "one battle between the people");
}

#[test]
fn the_passive_automa_never_begins_a_battle() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    // Player 1 at war with the Elders, with ships at the Elders' home star.
    world.resource_mut::<Diplomacy>().set_war(P1, ELDERS, true);
    let home = home_of(world, ELDERS);
    ships::place_pieces(world, P1, home, 2);
    world.resource_mut::<PromptSlot>().0 = None;
    combat::queue_battles(world, ELDERS);
    assert!(
        world.resource::<combat::BattleQueue>().0.is_empty(),
        "its turn queues nothing"
    );
    combat::queue_battles(world, P1);
    let queued: Vec<_> = world
        .resource::<combat::BattleQueue>()
        .0
        .iter()
        .map(|b| b.attacker)
        .collect();
    assert_eq!(queued, [P1], "Player 1's turn attacks it");
}

/// Both people's levels set, and Player 1's ships at Player 2's home (in contact).
fn partners(world: &mut World) {
    let home2 = home_of(world, P2);
    ships::place_pieces(world, P1, home2, 1);
    let mut tech = world.resource_mut::<Technology>();
    tech.set(P1, Field::Military, 3);
    tech.set(P2, Field::Military, 1);
    tech.set(P1, Field::Genetics, 1);
    tech.set(P2, Field::Genetics, 3);
}

#[test]
fn peace_offered_to_the_other_person_waits_for_their_answer() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    world.resource_mut::<Diplomacy>().set_war(P1, P2, true);
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::MoveTurn);
    apply_command_as(world, P1, PlayerCommand::AskPeace(P2)).unwrap();
    assert_eq!(
        world.resource::<PromptSlot>().0,
        Some(Prompt::Offer {
            from: P1,
            offer: Offer::Peace
        })
    );
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P2));
    // Player 1 waits: their commands are refused until the answer.
    assert!(apply_command_as(world, P1, PlayerCommand::EndTurn).is_err());
    apply_command_as(world, P2, PlayerCommand::AnswerOffer(false)).unwrap();
    assert!(world.resource::<Diplomacy>().at_war(P1, P2), "refused");
    assert_eq!(world.resource::<PromptSlot>().0, Some(Prompt::MoveTurn));
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P1));
    // Once a round.
    let e = apply_command_as(world, P1, PlayerCommand::AskPeace(P2)).unwrap_err();
    assert!(e.contains("already"), "{e}");
    // Player 2 may offer it in turn; accepted, the two are at peace.
    world.resource_mut::<PromptSlot>().ask(P2, Prompt::Trading);
    apply_command_as(world, P2, PlayerCommand::AskPeace(P1)).unwrap();
    apply_command_as(world, P1, PlayerCommand::AnswerOffer(true)).unwrap();
    assert!(!world.resource::<Diplomacy>().at_war(P1, P2));
    assert_eq!(world.resource::<PromptSlot>().0, Some(Prompt::Trading));
    assert!(apply_command_as(world, P2, PlayerCommand::AnswerOffer(true)).is_err());
}

#[test]
fn two_people_trade_a_level_each_when_the_other_accepts() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    partners(world);
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::Trading);
    let trade = |give| PlayerCommand::Trade {
        with: P2,
        take: Field::Genetics,
        give,
    };
    // A person partner is told what they learn in return.
    assert!(apply_command_as(world, P1, trade(None)).is_err());
    // Only a field where you are ahead.
    assert!(apply_command_as(world, P1, trade(Some(Field::Genetics))).is_err());
    apply_command_as(world, P1, trade(Some(Field::Military))).unwrap();
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P2));
    // Refused: nothing changes, and the offer is not made again this round.
    apply_command_as(world, P2, PlayerCommand::AnswerOffer(false)).unwrap();
    assert_eq!(world.resource::<Technology>().level(P1, Field::Genetics), 1);
    let e = apply_command_as(world, P1, trade(Some(Field::Military))).unwrap_err();
    assert!(e.contains("offered"), "{e}");
    // Next round: offered again, and accepted.
    world.resource_mut::<RoundFlags>().trade_offered.clear();
    apply_command_as(world, P1, trade(Some(Field::Military))).unwrap();
    apply_command_as(world, P2, PlayerCommand::AnswerOffer(true)).unwrap();
    let tech = world.resource::<Technology>();
    assert_eq!(tech.level(P1, Field::Genetics), 2);
    assert_eq!(tech.level(P2, Field::Military), 2);
    let flags = world.resource::<RoundFlags>();
    assert!(flags.traded[P1] && flags.traded[P2], "a trade for both");
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P1));
    assert_eq!(world.resource::<PromptSlot>().0, Some(Prompt::Trading));
    // Player 2 has traded this round: no second trade with them (offer or not).
    world.resource_mut::<RoundFlags>().trade_offered.clear();
    let e = apply_command_as(world, P1, trade(Some(Field::Military))).unwrap_err();
    assert!(e.contains("already traded"), "{e}");
}

#[test]
fn the_sts_caninoids_trade_offer_binds_the_other_person() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    partners(world);
    // Player 1 plays the Caninoids on their STS side (the faces' start).
    assert_eq!(world.resource::<Alignments>().of(P1), Alignment::Sts);
    galactic_automa::rules::content::people::put_in_play(world, P1, "caninoids").unwrap();
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::Trading);
    apply_command_as(
        world,
        P1,
        PlayerCommand::Trade {
            with: P2,
            take: Field::Genetics,
            give: Some(Field::Military),
        },
    )
    .unwrap();
    let e = apply_command_as(world, P2, PlayerCommand::AnswerOffer(false)).unwrap_err();
    assert!(e.contains("oblige"), "{e}");
    assert_eq!(
        world.resource::<PromptSlot>().asked(),
        Some(P2),
        "still asked"
    );
    apply_command_as(world, P2, PlayerCommand::AnswerOffer(true)).unwrap();
    assert_eq!(world.resource::<Technology>().level(P1, Field::Genetics), 2);
}

#[test]
fn an_answer_without_an_offer_is_refused() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::MoveTurn);
    let e = apply_command_as(world, P1, PlayerCommand::AnswerOffer(true)).unwrap_err();
    assert!(e.contains("nobody"), "{e}");
}

#[test]
fn the_base_games_wormholes_join_the_home_sectors_across_each_gap() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let board = world.resource::<Board>().clone();
    assert!(board.wormholes.is_empty(), "no spawn points at this table");
    assert_eq!(
        board.links.len(),
        3,
        "three gaps, each between two home sectors"
    );
    let homes: Vec<(Seat, Hex)> = [P1, P2, ELDERS]
        .into_iter()
        .map(|s| (s, home_of(world, s)))
        .collect();
    let mut joined = Vec::new();
    for &(a, b) in &board.links {
        let sector = |h: Hex| board.sector_of(h).unwrap();
        assert_ne!(sector(a), sector(b), "a link joins two sectors");
        for end in [a, b] {
            // On the edge of a home sector (4 from its home star), with no star on it.
            let (seat, _) = homes
                .iter()
                .find(|(_, home)| home.unsigned_distance_to(end) == 4)
                .expect("a home sector's edge");
            joined.push(*seat);
            assert_eq!(board.terrain(end), Some(Terrain::Empty));
        }
    }
    joined.sort();
    assert_eq!(
        joined,
        vec![P1, P1, P2, P2, ELDERS, ELDERS],
        "two ends in each"
    );
    // The solo board keeps its spawn points and has no links.
    let solo = galactic_automa::rules::board::generate_map(&rules().map, 5).board;
    assert!(solo.links.is_empty() && solo.wormholes.len() == 3);
}

#[test]
fn a_ship_steps_through_a_wormhole_unless_hostile_ships_block_an_end() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let board = world.resource::<Board>().clone();
    let (a, b) = board.links[0];
    assert!(
        a.unsigned_distance_to(b) > 5,
        "the ends are far apart on the board"
    );
    let snap = snapshot::Snapshot::take(world);
    let ability = ships::move_ability(world, &snap, P1, 0);
    let r = galactic_automa::rules::board::reach(&board, a, &ability);
    assert_eq!(r.cost(&board, b), Some(1), "one step through");
    assert_eq!(r.path(&board, b), vec![a, b]);
    // Player 2's ships at the far end, at war with Player 1: the link is closed to it.
    ships::place_pieces(world, P2, b, 1);
    world.resource_mut::<Diplomacy>().set_war(P1, P2, true);
    let snap = snapshot::Snapshot::take(world);
    let blocked = ships::move_ability(world, &snap, P1, 0);
    assert!(blocked.links.iter().all(|&l| l != (a, b)));
    let r = galactic_automa::rules::board::reach(&board, a, &blocked);
    assert_ne!(r.cost(&board, b), Some(1));
}

#[test]
fn the_automa_is_dealt_a_star_people_and_a_sector_bonus_before_the_people() {
    use galactic_automa::rules::content::people::{Peoples, SectorBonuses};
    let rules = rules();
    let config = GameConfig {
        seed: 3,
        setup: Some("two-players".into()),
        people: galactic_automa::rules::content::story::ContentPick::Random,
        sector_bonus: true,
        ..Default::default()
    };
    let app = galactic_automa::sim::game::start(rules.clone(), config).unwrap();
    let world = app.world();
    let peoples = world.resource::<Peoples>().0.clone();
    assert_eq!(peoples.len(), 3, "a people for each seat: {peoples:?}");
    assert_eq!(peoples[0].0, ELDERS, "the automa's first");
    // Seed 3 deals it the ICC, which the people are never dealt.
    assert_eq!(rules.peoples.peoples[peoples[0].1].key, "icc");
    let tiles: std::collections::BTreeSet<usize> = peoples.iter().map(|p| p.1).collect();
    assert_eq!(tiles.len(), 3, "no tile twice");
    let bonuses = world.resource::<SectorBonuses>().0.clone();
    assert_eq!(bonuses.len(), 3);
    assert_eq!(bonuses[0].0, ELDERS);
    // Its people and bonus come before its own setup's extra levels.
    let log = world.resource::<GameLog>().to_text();
    let dealt = log.find("Elder Civilization are dealt ICC").unwrap();
    let boost = log.find("extra technology levels").unwrap();
    assert!(dealt < boost, "{log}");
    // Without peoples, none for it either.
    let plain = GameConfig {
        seed: 3,
        setup: Some("two-players".into()),
        ..Default::default()
    };
    let app = galactic_automa::sim::game::start(rules, plain).unwrap();
    assert!(app.world().resource::<Peoples>().0.is_empty());
}

#[test]
fn a_named_people_is_the_first_persons_the_others_are_dealt_and_a_removed_one_is_refused() {
    use galactic_automa::rules::content::people::Peoples;
    use galactic_automa::rules::content::story::ContentPick;
    let rules = rules();
    let config = |seed: u64, people: ContentPick| GameConfig {
        seed,
        setup: Some("two-players".into()),
        people,
        ..Default::default()
    };
    // The table removes the ICC for the people: naming it is refused, saying why.
    let err = galactic_automa::sim::game::start(
        rules.clone(),
        config(3, ContentPick::Named("icc".into())),
    )
    .expect_err("the ICC is refused");
    assert!(err.contains("not played by a person"), "{err}");
    // A seed whose automa is dealt a tile a person may name: naming it gives it to
    // Player 1, and the automa and Player 2 are dealt others.
    let (seed, automa_tile) = (0..40u64)
        .find_map(|seed| {
            let app =
                galactic_automa::sim::game::start(rules.clone(), config(seed, ContentPick::Random))
                    .unwrap();
            let tile = app.world().resource::<Peoples>().0[0].1;
            (rules.peoples.peoples[tile].key != "icc").then_some((seed, tile))
        })
        .expect("a seed dealing the automa another tile than the ICC");
    let key = rules.peoples.peoples[automa_tile].key.clone();
    let app =
        galactic_automa::sim::game::start(rules.clone(), config(seed, ContentPick::Named(key)))
            .unwrap();
    let peoples = app.world().resource::<Peoples>().0.clone();
    let of = |seat: Seat| peoples.iter().find(|p| p.0 == seat).map(|p| p.1).unwrap();
    assert_eq!(of(P1), automa_tile, "Player 1 has the named tile");
    assert_ne!(of(ELDERS), automa_tile, "the automa is dealt another");
    assert_ne!(of(P2), automa_tile, "so is Player 2");
    assert_ne!(of(P2), of(ELDERS));
    let icc = rules.peoples.peoples.iter().position(|p| p.key == "icc");
    assert_ne!(Some(of(P2)), icc, "never the ICC for a person");
}

#[test]
fn the_automas_extra_levels_stop_at_its_peoples_cap() {
    use galactic_automa::rules::content::people::Peoples;
    use galactic_automa::rules::content::story::ContentPick;
    let rules = rules();
    let yowies = rules
        .peoples
        .peoples
        .iter()
        .position(|p| p.key == "yowies")
        .unwrap();
    // Seeds dealing the automa the Yowies (Robotics capped at 1) whose extra-level dice
    // show Robotics (a 4): the two levels are lost, and the decision says so.
    let mut seen = 0;
    for seed in 0..3000u64 {
        let config = GameConfig {
            seed,
            setup: Some("two-players".into()),
            people: ContentPick::Random,
            ..Default::default()
        };
        let app = galactic_automa::sim::game::start(rules.clone(), config).unwrap();
        let world = app.world();
        if world.resource::<Peoples>().0[0] != (ELDERS, yowies) {
            continue;
        }
        let boost = world
            .resource::<GameLog>()
            .decisions()
            .find(|d| d.kind == DecisionKind::TechnologyBoost)
            .cloned()
            .unwrap();
        if !boost
            .rolls
            .iter()
            .zip(0..)
            .any(|(&f, i)| f == 4 && !boost.is_rerolled(i))
        {
            continue;
        }
        let tech = world.resource::<Technology>();
        assert_eq!(tech.level(ELDERS, Field::Robotics), 1, "seed {seed}");
        assert!(
            boost.result.contains("Robotics +0 (now 1, its cap)"),
            "{}",
            boost.result
        );
        seen += 1;
        if seen == 2 {
            return;
        }
    }
    panic!("only {seen} seeds dealt the automa the Yowies and rolled Robotics");
}

#[test]
fn the_icc_automa_trades_with_both_people_in_a_round() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let home = home_of(world, ELDERS);
    for p in [P1, P2] {
        ships::place_pieces(world, p, home, 1);
    }
    let trade = |world: &mut World, p: Seat| {
        world.resource_mut::<PromptSlot>().ask(p, Prompt::Trading);
        apply_command_as(
            world,
            p,
            PlayerCommand::Trade {
                with: ELDERS,
                take: Field::Spirituality,
                give: None,
            },
        )
        .unwrap()
    };
    world
        .resource_mut::<Technology>()
        .set(ELDERS, Field::Spirituality, 4);
    // Without the ICC: once a round in all.
    assert!(trade(world, P1).starts_with("traded"));
    assert!(trade(world, P2).contains("not willing"));
    *world.resource_mut::<RoundFlags>() = RoundFlags::new(3);
    galactic_automa::rules::content::people::put_in_play(world, ELDERS, "icc").unwrap();
    assert!(trade(world, P1).starts_with("traded"));
    assert!(
        trade(world, P2).starts_with("traded"),
        "once with each person"
    );
}

#[test]
fn the_felines_automa_forces_an_attacker_out_at_its_home_star_only() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    galactic_automa::rules::content::people::put_in_play(world, ELDERS, "felines").unwrap();
    world.resource_mut::<Diplomacy>().set_war(P1, ELDERS, true);
    // At another of its stars: no.
    let other = an_elder_star(world);
    ships::place_pieces(world, P1, other, 6);
    combat::queue_battles(world, P1);
    fight(world);
    let forced = |world: &World| {
        world
            .resource::<GameLog>()
            .to_text()
            .contains("force Player 1 out")
    };
    assert!(!forced(world));
    // At its home star: the attacker is forced out before combat.
    let home = home_of(world, ELDERS);
    ships::place_pieces(world, P1, home, 6);
    combat::queue_battles(world, P1);
    fight(world);
    assert!(forced(world), "{}", world.resource::<GameLog>().to_text());
    assert_eq!(ships::ships_at(world, P1, home), 0);
}

#[test]
fn a_side_forced_out_is_asked_where_to_retreat_when_several_hexes_are_as_near() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    galactic_automa::rules::content::people::put_in_play(world, ELDERS, "felines").unwrap();
    world.resource_mut::<Diplomacy>().set_war(P1, ELDERS, true);
    let home = home_of(world, ELDERS);
    ships::place_pieces(world, P1, home, 6);
    world.resource_mut::<PromptSlot>().0 = None;
    combat::queue_battles(world, P1);
    let options = combat::retreat_hexes(world, P1, home);
    assert!(options.len() > 1, "{options:?}");
    assert_eq!(
        combat::resolve_battles(world),
        combat::BattleProgress::WaitingForPlayer
    );
    // Player 1's ships were sent away: Player 1 says where to.
    let Some(Prompt::RetreatWhere {
        options: offered, ..
    }) = world.resource::<PromptSlot>().0.clone()
    else {
        panic!("{:?}", world.resource::<PromptSlot>().0);
    };
    assert_eq!(world.resource::<PromptSlot>().asked(), Some(P1));
    let to = *offered.last().unwrap();
    apply_command_as(world, P1, PlayerCommand::RetreatTo(to)).unwrap();
    let _ = combat::resolve_battles(world);
    assert_eq!(ships::ships_at(world, P1, Hex::new(to.0, to.1)), 6);
    assert_eq!(ships::ships_at(world, P1, home), 0);
}

#[test]
fn the_person_deciding_for_the_winning_automa_chooses_which_of_its_ships_are_lost() {
    // At one of its stars: its 2 pieces and a fleet B of 3 ships; Player 1 attacks with
    // 3 (Military 1 both): it wins 5 to 3, not 3:1, so it loses 2 of its own. Player 2
    // decides for it, B first or its pieces first: each choice is followed (one of the
    // two is not what its own die would pick).
    let battle = |first: Option<FleetLetter>| {
        let mut app = start(setup_faces([1, 1]));
        let world = app.world_mut();
        let star = an_elder_star(world);
        world.spawn((
            Fleet {
                owner: ELDERS,
                letter: FleetLetter::B,
                ships: 3,
                face_down: true,
            },
            Position(star),
        ));
        world.resource_mut::<Diplomacy>().set_war(P1, ELDERS, true);
        ships::place_pieces(world, P1, star, 3);
        for seat in [P1, ELDERS] {
            world
                .resource_mut::<Technology>()
                .set(seat, Field::Military, 1);
        }
        world.resource_mut::<PromptSlot>().0 = None;
        combat::queue_battles(world, P1);
        let mut asked_p2 = false;
        for _ in 0..6 {
            if combat::resolve_battles(world) == combat::BattleProgress::Done {
                break;
            }
            let slot = world.resource::<PromptSlot>();
            let reply = match slot.0.clone().unwrap() {
                Prompt::Retreat { .. } => vec![PlayerCommand::Retreat(false)],
                Prompt::ChooseLosses { max, .. } => {
                    asked_p2 = slot.asked() == Some(P2);
                    vec![
                        PlayerCommand::WinnerLossOrder(vec![first]),
                        PlayerCommand::InflictLosses(max),
                    ]
                }
                p => panic!("{p:?}"),
            };
            for c in reply {
                apply_command_as(world, P2, c).unwrap();
            }
        }
        assert!(asked_p2, "Player 2 decides for it");
        // The order holds for that battle only.
        assert!(
            world
                .get_resource::<ships::LossOrders>()
                .is_none_or(|o| o.0.iter().all(|(s, _)| *s != ELDERS))
        );
        let mut q = world.query::<(&Fleet, &Position)>();
        let b = q
            .iter(world)
            .find(|(f, p)| f.owner == ELDERS && p.0 == star)
            .map_or(0, |(f, _)| f.ships);
        (ships::ships_at(world, ELDERS, star) - b, b)
    };
    assert_eq!(battle(Some(FleetLetter::B)), (2, 1), "(pieces, fleet B)");
    assert_eq!(battle(None), (0, 3));
}

#[test]
fn the_mayan_automas_fleeing_population_goes_all_to_one_star_drawn_by_die() {
    // Propulsion +4: its other stars are within its ships' range.
    let mut app = start(setup_faces([3, 3]));
    let world = app.world_mut();
    galactic_automa::rules::content::people::put_in_play(world, ELDERS, "mayans").unwrap();
    let lost = an_elder_star(world);
    let snap = snapshot::Snapshot::take(world);
    let star = snap.stars.iter().find(|s| s.hex == lost).unwrap().clone();
    let before: Vec<(Hex, u32)> = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(ELDERS) && s.hex != lost)
        .map(|s| (s.hex, s.population))
        .collect();
    let moved = galactic_automa::rules::content::people::evacuate(world, ELDERS, &star, 3);
    assert_eq!(moved, 3);
    let after = snapshot::Snapshot::take(world);
    let grown: Vec<Hex> = before
        .iter()
        .filter(|(h, pop)| {
            after
                .stars
                .iter()
                .any(|s| s.hex == *h && s.population > *pop)
        })
        .map(|(h, _)| *h)
        .collect();
    assert_eq!(grown.len(), 1, "all on one star: {grown:?}");
    let d = world
        .resource::<GameLog>()
        .decisions()
        .find(|d| d.kind == DecisionKind::RefugeStar)
        .cloned()
        .expect("the refuge drawn by die, recorded");
    assert_eq!(d.seat, ELDERS);
    assert!(!d.rolls.is_empty());
}

#[test]
fn general_scientifics_extra_trade_is_one_more_with_the_automa_after_its_regular_one() {
    use galactic_automa::rules::content::card::{Cards, Lasting, has_extra_trade};
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let home = home_of(world, ELDERS);
    for p in [P1, P2] {
        ships::place_pieces(world, p, home, 1);
    }
    let mut tech = world.resource_mut::<Technology>();
    tech.set(ELDERS, Field::Spirituality, 4);
    tech.set(ELDERS, Field::Genetics, 4);
    let trade = |world: &mut World, p: Seat, take| {
        world.resource_mut::<PromptSlot>().ask(p, Prompt::Trading);
        apply_command_as(
            world,
            p,
            PlayerCommand::Trade {
                with: ELDERS,
                take,
                give: None,
            },
        )
        .unwrap()
    };
    // Player 1's regular trade; Player 2 holds General Scientific's extra trade.
    assert!(trade(world, P1, Field::Spirituality).starts_with("traded"));
    let round = world.resource::<Round>().0;
    world
        .resource_mut::<Cards>()
        .lasting
        .push((P2, round, Lasting::ExtraTrade));
    assert!(trade(world, P2, Field::Genetics).starts_with("traded"));
    assert!(!has_extra_trade(world, P2), "used up");
    // Player 1 has no such card: no second trade for them.
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::Trading);
    assert!(
        apply_command_as(
            world,
            P1,
            PlayerCommand::Trade {
                with: ELDERS,
                take: Field::Genetics,
                give: None,
            },
        )
        .is_err(),
        "Player 1 has traded this round"
    );
}

#[test]
fn the_anchara_may_take_switch_alignment_at_spirituality_5_for_their_free_counter() {
    use galactic_automa::rules::player::{
        GrowthSelection, Oval, Square, selection_cost, validate_selection,
    };
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let sel = GrowthSelection {
        ovals: vec![Oval::SwitchAlignment, Oval::Research, Oval::BuildShips],
        squares: vec![Square::Tech(Field::Military)],
    };
    world
        .resource_mut::<Technology>()
        .set(P2, Field::Spirituality, 5);
    // Without the Anchara: refused.
    assert!(validate_selection(world, P2, &sel).is_err());
    galactic_automa::rules::content::people::put_in_play(world, P2, "anchara").unwrap();
    validate_selection(world, P2, &sel).unwrap();
    assert_eq!(selection_cost(world, P2, &sel), 0, "the third oval is free");
    // Chosen in the game, it switches nothing: Player 2 stays STO.
    for _ in 0..10_000 {
        let slot = app.world().resource::<PromptSlot>().clone();
        match slot.0 {
            Some(Prompt::GrowthSelection) if slot.1 == P2 => {
                apply_command_as(
                    app.world_mut(),
                    P2,
                    PlayerCommand::SelectGrowth(sel.clone()),
                )
                .unwrap();
                break;
            }
            Some(_) => galactic_automa::sim::policy::act(app.world_mut()),
            None => app.update(),
        }
    }
    for _ in 0..20 {
        if app.world().resource::<PromptSlot>().0.is_some() {
            galactic_automa::sim::policy::act(app.world_mut());
        }
        app.update();
    }
    let world = app.world();
    assert_eq!(world.resource::<Alignments>().of(P2), Alignment::Sto);
    assert!(
        world
            .resource::<GameLog>()
            .to_text()
            .contains("Player 2 stay STO: at Spirituality 5+ Switch Alignment has no effect")
    );
}

#[test]
fn sts_caninoids_turned_sto_by_a_trade_score_that_trade_as_sto_caninoids() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    // Player 1 starts STS: the Caninoids, at Spirituality 4, take a fifth level from the
    // Elders in a trade and are STO at once.
    galactic_automa::rules::content::people::put_in_play(world, P1, "caninoids").unwrap();
    let home = home_of(world, ELDERS);
    ships::place_pieces(world, P1, home, 1);
    let mut tech = world.resource_mut::<Technology>();
    tech.set(P1, Field::Spirituality, 4);
    tech.set(ELDERS, Field::Spirituality, 6);
    let before = world.resource::<Scores>().of(P1).dp;
    world.resource_mut::<PromptSlot>().ask(P1, Prompt::Trading);
    apply_command_as(
        world,
        P1,
        PlayerCommand::Trade {
            with: ELDERS,
            take: Field::Spirituality,
            give: None,
        },
    )
    .unwrap();
    assert_eq!(world.resource::<Alignments>().of(P1), Alignment::Sto);
    assert_eq!(
        world.resource::<Scores>().of(P1).dp,
        before + 1,
        "1 DP for the trade"
    );
}

#[test]
fn leadership_at_this_table_puts_the_most_dp_of_each_alignment_on_the_tile() {
    use galactic_automa::rules::content::goal::GoalState;
    use galactic_automa::rules::content::story::ContentPick;
    use galactic_automa::rules::moments::RoundScoring;
    let rules = rules();
    let setup = rules.setup_named("two-players").unwrap().clone();
    let mut app = galactic_automa::rules::headless_app(rules.clone());
    app.update();
    app.world_mut()
        .resource_mut::<Dice>()
        .force(setup_faces([1, 1]));
    let config = GameConfig {
        seed: 5,
        setup: Some("two-players".into()),
        alignments: vec![Alignment::Sto, Alignment::Sto],
        story: ContentPick::Named("journeys".into()),
        goal: ContentPick::Named("leadership".into()),
        ..Default::default()
    };
    galactic_automa::rules::setup::new_game_with(app.world_mut(), config, &setup).unwrap();
    let world = app.world_mut();
    // The last round of era 1, where Journeys' mark is 3 DP.
    let base = rules.base.clone();
    let last = (1..base.rounds)
        .find(|&r| base.era(r) != base.era(r + 1))
        .unwrap();
    world.resource_mut::<Round>().0 = last;
    world.resource_mut::<Scores>().0[P1].dp = 9;
    world.resource_mut::<Scores>().0[P2].dp = 2;
    world.run_schedule(RoundScoring);
    assert_eq!(
        world.resource::<GoalState>().tile,
        vec![P1],
        "Player 1 leads the STO"
    );
    // With both people below the mark, the Elders (STO) lead with the story's 3 DP.
    world.resource_mut::<GoalState>().tile.clear();
    world.resource_mut::<Scores>().0[P1].dp = -10;
    world.resource_mut::<Scores>().0[P2].dp = -10;
    world.run_schedule(RoundScoring);
    assert_eq!(world.resource::<GoalState>().tile, vec![ELDERS]);
    assert!(
        world
            .resource::<GameLog>()
            .to_text()
            .contains("Elder Civilization lead the STO seats with 3 DP")
    );
    // As the Anchara they count 2 more: 5.
    world.resource_mut::<GoalState>().tile.clear();
    galactic_automa::rules::content::people::put_in_play(world, ELDERS, "anchara").unwrap();
    world.resource_mut::<Scores>().0[P1].dp = 2;
    world.run_schedule(RoundScoring);
    assert!(world.resource::<GameLog>().to_text().contains("with 5 DP"));
    // At the end, the most ships on the tile give 10 DP (not the solo game's 20).
    world.resource_mut::<GoalState>().tile = vec![P1, P1, P2, ELDERS];
    world.run_schedule(galactic_automa::rules::moments::GameEndScoring);
    let goal_dp = |world: &World, p: Seat| {
        world
            .resource::<Scores>()
            .of(p)
            .by_source
            .iter()
            .find(|(s, _)| s.contains("Leadership"))
            .map(|(_, dp)| *dp)
    };
    assert_eq!(goal_dp(world, P1), Some(10));
    assert_eq!(goal_dp(world, P2).unwrap_or(0), 0);
}

#[test]
fn the_policy_offers_the_other_person_trades_and_answers_theirs() {
    let rules = rules();
    let mut offered = 0;
    for seed in 1..=6u64 {
        let config = GameConfig {
            seed,
            setup: Some("two-players".into()),
            people: galactic_automa::rules::content::story::ContentPick::Random,
            sector_bonus: true,
            ..Default::default()
        };
        let mut app = galactic_automa::sim::game::start(rules.clone(), config).unwrap();
        galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
        let commands = &app
            .world()
            .resource::<galactic_automa::rules::player::CommandLog>()
            .0;
        for (i, c) in commands.iter().enumerate() {
            if let PlayerCommand::Trade { with, give, .. } = &c.command
                && (*with == P1 || *with == P2)
            {
                offered += 1;
                assert!(give.is_some(), "a person is told what they learn");
                // The other person's answer comes next.
                let next = &commands[i + 1];
                assert_eq!(next.seat, *with);
                assert!(matches!(next.command, PlayerCommand::AnswerOffer(_)));
            }
        }
    }
    assert!(
        offered > 0,
        "no trade offered between the people in 6 games"
    );
}

#[test]
fn the_automa_scores_nothing_but_denies_a_sector_majority() {
    let mut app = start(setup_faces([1, 1]));
    let world = app.world_mut();
    let star = an_elder_star(world);
    let board = world.resource::<Board>().clone();
    let sector = board.sector_of(star).unwrap();
    let snap = snapshot::Snapshot::take(world);
    let theirs: u32 = board
        .hexes_of(sector)
        .map(|h| snap.ships(&board, h, ELDERS))
        .sum();
    assert!(theirs > 0);
    let told = |world: &mut World| {
        galactic_automa::rules::phases::score_sectors(world);
        world.resource::<GameLog>().to_text()
    };
    // Fewer of Player 1's ships in the Elders' sector: only Player 1's home counts.
    ships::place_pieces(world, P1, star, theirs - 1);
    let log = told(world);
    assert!(
        log.contains("Player 1: +4 DP, sector majorities (most ships in 1 sector)"),
        "{log}"
    );
    assert_eq!(
        world.resource::<Scores>().of(ELDERS).dp,
        0,
        "the automa scores none"
    );
    // As many as the Elders there: a shared majority counts for the person.
    ships::place_pieces(world, P1, star, 1);
    let log = told(world);
    assert!(
        log.contains("Player 1: +8 DP, sector majorities (most ships in 2 sectors)"),
        "{log}"
    );
}
