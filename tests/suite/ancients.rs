//! The Ancients through the app: your role feeds their queue, the Ancient turn (feed,
//! event, reveal, the Monolith's walk, their role), their moves that destroy stars, the
//! events, the end triggers, and whole games that replay.

use crate::common::rules;
use bevy::prelude::*;
use galactic_automa::rules::automa::ancients::{
    self, Ancients, AncientsTable, Card, CardEvent, Role, moves, state, turn,
};
use galactic_automa::rules::board::Board;
use galactic_automa::rules::deck::Decks;
use galactic_automa::rules::log::{DecisionKind, GameLog};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::{FinalResult, GamePhase};
use galactic_automa::rules::player::{CommandLog, PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::snapshot::{self, Snapshot};
use std::sync::Arc;

const YOU: Seat = Seat(0);
const THEM: Seat = Seat(1);

fn config(seed: u64) -> GameConfig {
    GameConfig {
        seed,
        setup: Some("ancients".into()),
        ..Default::default()
    }
}

fn game(seed: u64) -> App {
    galactic_automa::sim::game::start(rules(), config(seed)).unwrap()
}

fn table(app: &App) -> Arc<AncientsTable> {
    ancients::ancients(app.world()).unwrap().1
}

/// A game in which you declared Merchant for your first move turn, your move waiting.
fn merchant_game(seed: u64) -> App {
    let mut app = game(seed);
    until_asked(&mut app);
    apply_command(app.world_mut(), PlayerCommand::Choose("Merchant".into())).unwrap();
    until_asked(&mut app);
    app
}

/// Updates until a question is open.
fn until_asked(app: &mut App) -> Prompt {
    for _ in 0..500 {
        if let Some(p) = app.world().resource::<PromptSlot>().0.clone() {
            return p;
        }
        app.update();
    }
    panic!("nothing was asked");
}

#[test]
fn you_declare_a_role_before_your_move_turn_and_its_deck_feeds_their_queue() {
    let mut app = game(3);
    let Prompt::KindChoice {
        automa,
        options,
        suggested,
        ..
    } = until_asked(&mut app)
    else {
        panic!("first the role");
    };
    assert_eq!(automa, THEM);
    let keys: Vec<&str> = options.iter().map(|o| o.key.as_str()).collect();
    assert_eq!(keys, ["Warlord", "Merchant"]);
    assert_eq!(suggested, 1, "no cruiser near: Merchant proposed");
    let e = apply_command(app.world_mut(), PlayerCommand::Choose("Regent".into())).unwrap_err();
    assert!(e.contains("Warlord, Merchant"), "{e}");
    apply_command(app.world_mut(), PlayerCommand::Choose("Merchant".into())).unwrap();
    assert_eq!(until_asked(&mut app), Prompt::MoveTurn);
    let credits = app.world().resource::<Ancients>().credits;
    apply_command(app.world_mut(), PlayerCommand::EndTurn).unwrap();
    until_asked(&mut app);
    let w = app.world();
    let a = w.resource::<Ancients>();
    // Fed from the Merchant deck: its card at the left of the queue, 7 left.
    assert!(
        matches!(
            a.queue[0],
            Card::Event {
                role: Role::Merchant,
                ..
            }
        ),
        "{:?}",
        a.queue
    );
    assert_eq!(
        a.queue.len(),
        3,
        "one fed, the face-up one resolved and gone: always three"
    );
    assert_eq!(state::left_in(w, Role::Merchant), 7);
    // The Ancient turn is in the decisions, with the Monolith's walk.
    let turns: Vec<_> = w
        .resource::<GameLog>()
        .decisions()
        .filter(|d| d.seat == THEM && d.kind == DecisionKind::Kind(ancients::TURN))
        .collect();
    assert_eq!(turns.len(), 1);
    let walk = w
        .resource::<GameLog>()
        .decisions()
        .find(|d| d.what == "the Monolith's walk")
        .expect("the walk is a decision");
    assert!(
        walk.result.contains("=> the Ancients are"),
        "{}",
        walk.result
    );
    // Merchant as your role: 3 credits (and far space, which 15 + 3 credits would buy).
    assert!(
        a.credits != credits || a.far_space > 0,
        "{credits} -> {}",
        a.credits
    );
}

#[test]
fn the_ancient_turn_feeds_resolves_reveals_walks_and_acts() {
    let mut app = game(5);
    until_asked(&mut app);
    let t = table(&app);
    let w = app.world_mut();
    // A known queue: Warlord 1 (left), then a card whose event gives you 2 DP face up.
    let wf = t
        .deck(Role::Explorer)
        .unwrap()
        .cards
        .iter()
        .position(|c| c.event.as_deref() == Some("WF"))
        .unwrap();
    {
        let mut a = w.resource_mut::<Ancients>();
        a.queue = vec![
            Card::Story(Role::Regent),
            Card::Story(Role::Steward),
            Card::Event {
                role: Role::Explorer,
                index: wf,
            },
        ];
        a.monolith = Some(Role::Explorer);
        a.credits = 1;
        a.lying = vec![0; 7];
    }
    w.resource_mut::<Decks>()
        .force(&state::deck_name(Role::Scientist), &[4])
        .unwrap();
    let dp = w.resource::<Scores>().of(YOU).dp;
    ancients::steps::ancient_turn(w, Role::Scientist);
    let a = w.resource::<Ancients>().clone();
    // Fed: Scientist 5 at the left; the WF card resolved (+2 DP) and gone.
    assert_eq!(
        a.queue,
        [
            Card::Event {
                role: Role::Scientist,
                index: 4
            },
            Card::Story(Role::Regent),
            Card::Story(Role::Steward),
        ]
    );
    assert_eq!(w.resource::<Scores>().of(YOU).dp, dp + 2);
    // Revealed Steward: Explorer to Steward passes Scientist, 1 credit dropped there;
    // the Ancients are Steward (5 credits).
    assert_eq!(a.monolith, Some(Role::Steward));
    assert_eq!(a.lying[1], 1);
    assert_eq!(a.credits, 5);
}

#[test]
fn a_cruiser_leaving_your_home_star_destroys_it_and_ends_the_game_at_once() {
    let mut app = game(7);
    until_asked(&mut app);
    let t = table(&app);
    let w = app.world_mut();
    let home = snapshot::home_star(w, YOU).unwrap();
    w.resource_mut::<Ancients>().staging = 0;
    galactic_automa::rules::ships::place_pieces(w, THEM, home, 1);
    // Every deck's top back in your home sector but the Scientist deck's (C0, then C2):
    // the move reveals the Scientist deck and goes to C2.
    let force = |w: &mut World, role: Role, cards: &[usize]| {
        w.resource_mut::<Decks>()
            .force(&state::deck_name(role), cards)
            .unwrap();
    };
    let first_h = |role: Role| {
        t.deck(role)
            .unwrap()
            .cards
            .iter()
            .position(|c| matches!(c.back, ancients::District::H(1..=6)))
            .unwrap()
    };
    for role in Role::ALL {
        if role != Role::Scientist {
            force(w, role, &[first_h(role)]);
        }
    }
    force(w, Role::Scientist, &[5, 7]);
    let colony = w.resource::<Ancients>().colony;
    moves::move_ancients(w, &t, false, "test");
    let c2 = moves::district_hexes(w, &t, ancients::District::C(2));
    let snap = Snapshot::take(w);
    let board = w.resource::<Board>().clone();
    assert!(
        c2.iter().any(|&h| snap.ships(&board, h, THEM) == 1),
        "the cruiser is in C2"
    );
    assert!(snap.star_at(home).is_none(), "your home star is destroyed");
    assert_eq!(board.terrain(home), Some(Terrain::Ruin));
    assert_eq!(
        w.resource::<Ancients>().colony,
        colony + 2,
        "your star: two tokens"
    );
    assert_eq!(
        w.resource::<Ancients>()
            .ending
            .as_ref()
            .map(|s| s.english())
            .as_deref(),
        Some("your home star is destroyed")
    );
    ancients::finish_steps(w);
    app.update();
    app.update();
    let w = app.world();
    assert_eq!(*w.resource::<State<GamePhase>>().get(), GamePhase::GameOver);
    assert_eq!(
        w.resource::<FinalResult>()
            .ended_early
            .as_ref()
            .map(|e| e.1.english()),
        Some("your home star is destroyed".to_string())
    );
}

#[test]
fn events_act_on_you_and_for_them() {
    let mut app = game(9);
    until_asked(&mut app);
    let t = table(&app);
    let w = app.world_mut();
    let credits = w.resource::<Ancients>().credits;
    turn::resolve_event(w, &t, CardEvent::AncientCredits(2));
    assert_eq!(w.resource::<Ancients>().credits, credits + 2);
    let (staging, supply) = {
        let a = w.resource::<Ancients>();
        (a.staging, a.supply)
    };
    turn::resolve_event(w, &t, CardEvent::AncientCruiser(1));
    assert_eq!(w.resource::<Ancients>().staging, staging + 1);
    assert_eq!(w.resource::<Ancients>().supply, supply - 1);
    let dp = w.resource::<Scores>().of(THEM).dp;
    turn::resolve_event(w, &t, CardEvent::AncientGalaxyToken);
    assert_eq!(
        w.resource::<Scores>().of(THEM).dp,
        dp + t.galaxy_tokens[0] as i32,
        "the lowest token"
    );
    let home = snapshot::home_star(w, YOU).unwrap();
    let ships = galactic_automa::rules::ships::ships_at(w, YOU, home);
    turn::resolve_event(w, &t, CardEvent::ShipsAtHome(1));
    assert_eq!(
        galactic_automa::rules::ships::ships_at(w, YOU, home),
        ships + 1
    );
    let tech = w.resource::<Technology>().clone();
    turn::resolve_event(w, &t, CardEvent::LevelInLowestField(1));
    let raised = Field::ALL
        .into_iter()
        .filter(|&f| w.resource::<Technology>().level(YOU, f) == tech.level(YOU, f) + 1)
        .count();
    assert_eq!(raised, 1);
    // Build Ships makes 2 fewer until you build.
    let before = galactic_automa::rules::player::build_count(w, YOU);
    turn::resolve_event(w, &t, CardEvent::FewerShipsNextBuild(2));
    assert_eq!(
        galactic_automa::rules::player::build_count(w, YOU),
        before.saturating_sub(2)
    );
    galactic_automa::rules::facts::record(
        w,
        galactic_automa::rules::facts::Fact::ShipsBuilt {
            seat: YOU,
            ships: 1,
        },
    );
    assert_eq!(galactic_automa::rules::player::build_count(w, YOU), before);
}

#[test]
fn a_role_deck_run_dry_ends_the_game_after_the_step() {
    let mut app = game(11);
    until_asked(&mut app);
    let w = app.world_mut();
    while state::left_in(w, Role::Steward) > 1 {
        state::draw(w, Role::Steward, "test");
    }
    ancients::steps::ancient_turn(w, Role::Steward);
    assert_eq!(
        w.resource::<Ancients>()
            .ending
            .as_ref()
            .map(|s| s.english())
            .as_deref(),
        Some("the Steward deck is empty")
    );
}

#[test]
fn whole_games_against_the_ancients_end_with_a_winner_and_replay() {
    for seed in 1..=3 {
        let mut app = game(seed);
        galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
        let w = app.world();
        let result = w.resource::<FinalResult>().clone();
        assert_eq!(result.standings.len(), 2, "{result:?}");
        let log = w.resource::<GameLog>();
        let kinds = |k| {
            log.decisions()
                .filter(|d| d.kind == DecisionKind::Kind(k))
                .count()
        };
        assert!(kinds(ancients::TURN) >= 2, "seed {seed}");
        assert!(kinds(ancients::ROLE) >= 2, "seed {seed}");
        let commands = w.resource::<CommandLog>().0.clone();
        assert!(
            commands
                .iter()
                .any(|c| matches!(c.command, PlayerCommand::Choose(_)))
        );
        let again = galactic_automa::sim::game::replay(&rules(), config(seed), &commands).unwrap();
        assert_eq!(
            again.world().resource::<GameLog>().entries.len(),
            log.entries.len(),
            "seed {seed}"
        );
        assert_eq!(
            again.world().resource::<FinalResult>().standings,
            result.standings
        );
    }
}

#[test]
fn a_battle_with_them_asks_your_plan_and_their_card_decides_it() {
    use galactic_automa::rules::combat::{self, BattleProgress};
    let mut app = merchant_game(13);
    let w = app.world_mut();
    // Three of your ships and one cruiser at an empty hex next to your home star.
    let home = snapshot::home_star(w, YOU).unwrap();
    let board = w.resource::<Board>().clone();
    let at = board
        .hexes
        .iter()
        .copied()
        .find(|h| h.unsigned_distance_to(home) == 1 && Snapshot::take(w).star_at(*h).is_none())
        .unwrap();
    galactic_automa::rules::ships::place_pieces(w, YOU, at, 3);
    galactic_automa::rules::ships::place_pieces(w, THEM, at, 1);
    // Their plan from the deck you choose, the Explorer deck, forced to its card with
    // dial 3/2/2.
    w.resource_mut::<Decks>()
        .force(&state::deck_name(Role::Explorer), &[0])
        .unwrap();
    combat::queue_battles(w, YOU);
    let mut answered = false;
    for _ in 0..10 {
        if combat::resolve_battles(w) == BattleProgress::Done {
            break;
        }
        let asked = w.resource::<PromptSlot>().0.clone();
        match asked {
            Some(Prompt::KindChoice { options, title, .. })
                if title == "Their battle plan: which deck?" =>
            {
                assert_eq!(options.len(), 7);
                apply_command(w, PlayerCommand::Choose("Explorer".into())).unwrap();
            }
            Some(Prompt::KindChoice { options, title, .. }) => {
                assert_eq!(title, "Your battle plan");
                // CV 3: 3 strength points; the strike plan puts them all on weapons.
                assert!(
                    options
                        .iter()
                        .any(|o| o.key == "strike" && o.label.ends_with("0/3/0")),
                    "{options:?}"
                );
                apply_command(w, PlayerCommand::Choose("strike".into())).unwrap();
                answered = true;
            }
            Some(Prompt::BattleCards { .. }) => {
                apply_command(w, PlayerCommand::Fight).unwrap();
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(answered);
    // 2 cruisers owned (1 here, 1 in staging): their 3/2/2 falls by 2 to 1/0/0. Your
    // 0/3/0: tactics theirs, 3 hits on their one cruiser, none on you.
    let d = w
        .resource::<GameLog>()
        .decisions()
        .find(|d| d.kind == DecisionKind::Kind(ancients::BATTLE))
        .unwrap()
        .clone();
    assert!(d.table_row.as_ref().unwrap().ends_with(": 1/0/0"), "{d:?}");
    assert!(
        d.result.contains("tactics won by the Ancients"),
        "{}",
        d.result
    );
    assert!(
        d.result.contains("3 hits on them: 1 cruiser destroyed")
            && d.result.contains("no hit on you"),
        "{}",
        d.result
    );
    assert_eq!(galactic_automa::rules::ships::ships_at(w, THEM, at), 0);
    assert_eq!(galactic_automa::rules::ships::ships_at(w, YOU, at), 3);
    let a = w.resource::<Ancients>();
    assert_eq!(
        (a.staging, a.your_colony, a.galaxy.clone()),
        (2, 1, vec![table(&app).galaxy_tokens[0]])
    );
}

#[test]
fn after_the_blows_you_choose_your_losses_and_push_their_cruisers() {
    use galactic_automa::rules::automa::ancients::Dial;
    use galactic_automa::rules::combat::{self, BattleProgress};
    use galactic_automa::rules::ships;
    let mut app = merchant_game(13);
    let w = app.world_mut();
    // A battle at your home star (with 2 discs and 4 ships): 2 cruisers there, 1 more on a free
    // star, 1 in staging: 4 owned, no cut.
    let home = snapshot::home_star(w, YOU).unwrap();
    let snap = Snapshot::take(w);
    let free = snap
        .stars
        .iter()
        .filter(|s| s.owner.is_none())
        .min_by_key(|s| s.hex.unsigned_distance_to(home))
        .unwrap()
        .hex;
    // Two discs on your home star (above its miniature).
    let star = snap.star_at(home).unwrap().clone();
    ships::modify::<Star>(w, star.entity, |s| s.population += 2);
    let discs_before = star.population + 2;
    let there = ships::ships_at(w, YOU, home).min(4);
    ships::place_pieces(w, YOU, home, 4 - there);
    ships::place_pieces(w, THEM, home, 2);
    ships::place_pieces(w, THEM, free, 1);
    assert_eq!(w.resource::<Ancients>().staging, 1);
    // Your plan 5/0/0 against the Explorer card 3/2/2: tactics yours by 2, no hits on
    // them, 2 on you.
    w.resource_mut::<Ancients>().plan = Some(((home.x, home.y), Dial(5, 0, 0)));
    w.resource_mut::<Ancients>().battle_deck = Some(Role::Explorer);
    w.resource_mut::<Decks>()
        .force(&state::deck_name(Role::Explorer), &[0])
        .unwrap();
    let colony_before = w.resource::<Ancients>().colony;
    combat::queue_battles(w, THEM);
    let mut asked = Vec::new();
    for _ in 0..20 {
        if combat::resolve_battles(w) == BattleProgress::Done {
            break;
        }
        let Some(Prompt::KindChoice { title, options, .. }) = w.resource::<PromptSlot>().0.clone()
        else {
            panic!("{:?}", w.resource::<PromptSlot>().0);
        };
        asked.push(title.clone());
        let keys: Vec<&str> = options.iter().map(|o| o.key.as_str()).collect();
        match title.english().as_str() {
            "Your losses" => {
                assert_eq!(keys, ["ships:2", "ships:1", "ships:0"]);
                // Refused: more ships than hits; nothing changes and the question stays.
                assert!(apply_command(w, PlayerCommand::Choose("ships:3".into())).is_err());
                assert!(
                    ancients::battle::chosen_after(w, "ships:3").is_err(),
                    "not a way to take 2 hits"
                );
                assert_eq!(ships::ships_at(w, YOU, home), 4);
                apply_command(w, PlayerCommand::Choose("ships:1".into())).unwrap();
            }
            "Push their cruisers" => {
                let from = format!("from:{},{}", free.x, free.y);
                if asked.iter().filter(|t| *t == "Push their cruisers").count() == 1 {
                    assert!(keys.contains(&from.as_str()), "{keys:?}");
                    assert!(keys.contains(&"done"));
                    // Only hexes with a cruiser of theirs.
                    assert!(apply_command(w, PlayerCommand::Choose("from:99,99".into())).is_err());
                    apply_command(w, PlayerCommand::Choose(from)).unwrap();
                } else {
                    apply_command(w, PlayerCommand::Choose("done".into())).unwrap();
                }
            }
            t if t.starts_with("Push the cruiser from") => {
                // Within 3 hexes by the usual movement, each marked on the board.
                let board = w.resource::<Board>().clone();
                for o in options.iter().filter(|o| o.key.starts_with("to:")) {
                    let (x, y) = o.hex.unwrap();
                    assert!(board.contains(hexx::Hex::new(x, y)));
                    assert!(hexx::Hex::new(x, y).unsigned_distance_to(free) <= 3);
                }
                let to = options.iter().find(|o| o.key.starts_with("to:")).unwrap();
                apply_command(w, PlayerCommand::Choose(to.key.clone())).unwrap();
            }
            other => panic!("asked {other}"),
        }
    }
    assert_eq!(
        asked,
        [
            "Your losses",
            "Push their cruisers",
            &format!(
                "Push the cruiser from {}",
                galactic_automa::rules::board::hex_label(free)
            ),
            "Push their cruisers"
        ]
    );
    let snap = Snapshot::take(w);
    // One ship and one disc lost; the disc scores them a colony token, the star the
    // pushed cruiser left another (a free star: one).
    assert_eq!(snap.star_at(home).unwrap().population, discs_before - 1);
    assert!(snap.star_at(free).is_none(), "the star it left is a ruin");
    // A typed record of it, which the view animates.
    assert!(w.resource::<GameLog>().entries.iter().any(|e| matches!(
        e,
        galactic_automa::rules::log::LogEntry::Ruin { hex, .. } if *hex == (free.x, free.y)
    )));
    assert_eq!(w.resource::<Ancients>().colony, colony_before + 2);
    assert_eq!(ships::ships_at(w, THEM, free), 0);
    assert!(w.resource::<Ancients>().after.is_none());
    let d = w
        .resource::<GameLog>()
        .decisions()
        .find(|d| d.kind == DecisionKind::Kind(ancients::BATTLE) && d.what == "your push")
        .unwrap()
        .clone();
    assert!(
        d.result.contains("the star it left is destroyed"),
        "{}",
        d.result
    );
    let b = w
        .resource::<GameLog>()
        .decisions()
        .find(|d| d.kind == DecisionKind::Kind(ancients::BATTLE) && d.what.starts_with("battle"))
        .unwrap()
        .clone();
    assert!(
        b.result.contains("tactics won by you")
            && b.result.contains("2 hits on you: 1 ship and 1 disc lost"),
        "{}",
        b.result
    );
}

#[test]
fn their_queue_and_rondel_are_laid_out_over_the_board() {
    use galactic_automa::rules::table;
    let mut app = game(13);
    until_asked(&mut app);
    let w = app.world();
    let kind = table::automa_kind(w, THEM).unwrap();
    let rows = kind.table_rows(w, THEM);
    assert_eq!(rows.len(), 2);
    let (queue, rondel) = (&rows[0], &rows[1]);
    let a = w.resource::<Ancients>();
    // Three cards, two face down, the right one face up and lit.
    assert_eq!(queue.cards.len(), a.queue.len());
    assert_eq!(
        queue
            .cards
            .iter()
            .map(|c| (c.face_down, c.lit))
            .collect::<Vec<_>>(),
        [(true, false), (true, false), (false, true)]
    );
    // Seven roles, the Monolith's lit, their credits in the title.
    let t = table(&app);
    assert_eq!(rondel.cards.len(), t.rondel.len());
    let lit: Vec<&str> = rondel
        .cards
        .iter()
        .filter(|c| c.lit)
        .map(|c| c.top.as_str())
        .collect();
    assert_eq!(lit, [a.monolith.unwrap().name()]);
    assert!(
        rondel.title.contains(&format!("{} credits", a.credits)),
        "{}",
        rondel.title
    );
    assert!(
        rondel
            .cards
            .iter()
            .all(|c| c.hover.contains("left, the top card's back"))
    );
}

#[test]
fn a_save_replays_exactly_mid_battle_and_undo_never_crosses_a_reveal() {
    use galactic_automa::rules::setup::ContentPick;
    let cfg = GameConfig {
        seed: 3,
        difficulty: 2,
        people: ContentPick::Random,
        sector_bonus: true,
        setup: Some("ancients".into()),
        ..Default::default()
    };
    let mut app = galactic_automa::sim::game::start(rules(), cfg.clone()).unwrap();
    // Warlord: they move first (you choose the Regent deck) onto your ships; you stay,
    // plan to outmanoeuvre them and draw their plan from the Merchant deck: you win
    // tactics and may push the cruiser left.
    let answers = [
        PlayerCommand::Choose("Warlord".into()),
        PlayerCommand::Choose("Regent".into()),
        PlayerCommand::Retreat(false),
        PlayerCommand::Choose("outmanoeuvre".into()),
        PlayerCommand::Choose("Merchant".into()),
    ];
    for c in answers {
        until_asked(&mut app);
        apply_command(app.world_mut(), c.clone()).unwrap_or_else(|e| panic!("{c:?}: {e}"));
    }
    let asked = until_asked(&mut app);
    assert!(
        matches!(&asked, Prompt::KindChoice { title, .. } if title == "Push their cruisers"),
        "{asked:?}"
    );
    let w = app.world_mut();
    // Their plan's card is revealed: the answer before it cannot be taken back.
    assert!(galactic_automa::rules::undo::why_not(w).is_some());
    // The commands alone bring back the same position, the push question open.
    let commands = w.resource::<CommandLog>().0.clone();
    let mut again = galactic_automa::sim::game::replay(&rules(), cfg, &commands).unwrap();
    let v = again.world_mut();
    assert_eq!(v.resource::<PromptSlot>().0, Some(asked));
    let (a, b) = (w.resource::<Ancients>(), v.resource::<Ancients>());
    assert_eq!(a.after, b.after);
    assert!(a.after.as_ref().is_some_and(|x| x.push > 0 && x.landed));
    assert_eq!(
        (
            &a.queue,
            a.credits,
            a.monolith,
            a.staging,
            &a.galaxy,
            &a.your_galaxy
        ),
        (
            &b.queue,
            b.credits,
            b.monolith,
            b.staging,
            &b.galaxy,
            &b.your_galaxy
        )
    );
    assert_eq!(
        w.resource::<GameLog>().entries.len(),
        v.resource::<GameLog>().entries.len()
    );
    assert_eq!(w.resource::<Decks>().draws(), v.resource::<Decks>().draws());
}

/// Puts one of your choices in their turn and runs it: the question it asks.
fn ask_now(app: &mut App, ask: state::Ask) -> (String, Vec<String>) {
    use galactic_automa::rules::automa::ancients::steps;
    let w = app.world_mut();
    w.resource_mut::<PromptSlot>().0 = None;
    steps::next(w, [steps::Step::Ask(ask)]);
    steps::run(w);
    asked_now(app)
}

/// The question open now: its title and its option keys.
fn asked_now(app: &App) -> (String, Vec<String>) {
    match app.world().resource::<PromptSlot>().0.clone() {
        Some(Prompt::KindChoice { title, options, .. }) => (
            title.english(),
            options.into_iter().map(|o| o.key).collect(),
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn as_explorer_you_choose_the_counter_and_where_your_star_goes() {
    let mut app = game(13);
    until_asked(&mut app);
    let t = table(&app);
    let track = app.world().resource::<PopulationTracks>().0[YOU];
    let shown = app.world().resource::<Ancients>().frontier.clone();
    assert_eq!(shown.len(), 3);
    let (title, keys) = ask_now(&mut app, state::Ask::ExploreCounter);
    assert_eq!(title, "Explorer: your new star");
    assert_eq!(keys, ["counter:0", "counter:1", "counter:2"]);
    // The last counter, wherever it ranks.
    let kind = state::frontier_kind(&t, shown[2]);
    apply_command(app.world_mut(), PlayerCommand::Choose("counter:2".into())).unwrap();
    let (title, keys) = asked_now(&app);
    assert!(title.starts_with("Explorer: where does your"), "{title}");
    let legal = moves::your_frontier_hexes(app.world(), &t);
    assert_eq!(keys.len(), legal.len());
    // A hex not offered is refused; the question stays.
    assert!(apply_command(app.world_mut(), PlayerCommand::Choose("hex:99,99".into())).is_err());
    assert_eq!(asked_now(&app).0, title);
    // The farthest offered, not the proposal.
    let far = *legal.last().unwrap();
    apply_command(
        app.world_mut(),
        PlayerCommand::Choose(format!("hex:{},{}", far.x, far.y)),
    )
    .unwrap();
    let w = app.world_mut();
    let star = Snapshot::take(w).star_at(far).cloned().unwrap();
    assert_eq!(
        (star.owner, star.population, star.kind),
        (Some(YOU), 1, kind)
    );
    assert_eq!(w.resource::<PopulationTracks>().0[YOU], track - 1);
    assert_eq!(w.resource::<Ancients>().frontier.len(), 3, "refilled");
    assert!(w.resource::<Ancients>().asking.is_none());
}

#[test]
fn regent_discs_go_where_you_say_one_a_star_and_scientist_sells_a_level() {
    let mut app = game(13);
    until_asked(&mut app);
    let t = table(&app);
    // Two more stars of yours.
    let w = app.world_mut();
    for h in moves::your_frontier_hexes(w, &t).into_iter().take(2) {
        let e = galactic_automa::rules::stars::create(w, h, StarKind::Primitive);
        galactic_automa::rules::ships::modify::<Star>(w, e, |s| {
            s.owner = Some(YOU);
            s.population = 1;
        });
    }
    let track = w.resource::<PopulationTracks>().0[YOU];
    let dp = w.resource::<Scores>().of(YOU).dp;
    let (title, keys) = ask_now(
        &mut app,
        state::Ask::Disc {
            left: 2,
            limit: false,
            used: Vec::new(),
            buy_dp: Some(2),
        },
    );
    assert_eq!(title, "Place a disc (2 to place)");
    assert_eq!(keys.len(), 3, "your three stars");
    let second = keys[1].clone();
    apply_command(app.world_mut(), PlayerCommand::Choose(second.clone())).unwrap();
    let (_, keys) = asked_now(&app);
    assert_eq!(keys.len(), 2);
    assert!(!keys.contains(&second), "one disc a star");
    apply_command(app.world_mut(), PlayerCommand::Choose(keys[0].clone())).unwrap();
    let (title, keys) = asked_now(&app);
    assert_eq!(title, "Buy one more disc for 2 DP?");
    assert_eq!(keys, ["no", "buy"]);
    apply_command(app.world_mut(), PlayerCommand::Choose("buy".into())).unwrap();
    let (_, keys) = asked_now(&app);
    assert_eq!(keys.len(), 1, "the star with no disc this time");
    apply_command(app.world_mut(), PlayerCommand::Choose(keys[0].clone())).unwrap();
    let w = app.world_mut();
    assert_eq!(w.resource::<PopulationTracks>().0[YOU], track - 3);
    assert_eq!(w.resource::<Scores>().of(YOU).dp, dp - 2);
    assert!(w.resource::<PromptSlot>().0.is_none());
    // Scientist: a face-up card for 1 DP, +1 level in a field of its type.
    let tech = w.resource::<Technology>().clone();
    let draws = w.resource::<Decks>().draws();
    let (title, keys) = ask_now(&mut app, state::Ask::Archive { dp: 1 });
    assert_eq!(title, "Buy an archive card for 1 DP?");
    assert_eq!(keys[0], "none");
    let card = keys[1].clone();
    apply_command(app.world_mut(), PlayerCommand::Choose(card)).unwrap();
    // A card of two fields asks which; of one, raises it at once.
    if let Some(Prompt::KindChoice { options, .. }) = app.world().resource::<PromptSlot>().0.clone()
    {
        apply_command(
            app.world_mut(),
            PlayerCommand::Choose(options[0].key.clone()),
        )
        .unwrap();
    }
    let w = app.world_mut();
    let gained: u32 = Field::ALL
        .into_iter()
        .map(|f| u32::from(w.resource::<Technology>().level(YOU, f) - tech.level(YOU, f)))
        .sum();
    assert_eq!(gained, 1);
    assert_eq!(w.resource::<Scores>().of(YOU).dp, dp - 3);
    assert_eq!(
        w.resource::<Decks>().draws(),
        draws + 1,
        "the card bought leaves"
    );
}

#[test]
fn before_their_warlord_move_you_may_move_one_ship() {
    use galactic_automa::rules::automa::ancients::steps;
    use galactic_automa::rules::ships;
    let mut app = game(13);
    until_asked(&mut app);
    let t = table(&app);
    let w = app.world_mut();
    w.resource_mut::<PromptSlot>().0 = None;
    let home = snapshot::home_star(w, YOU).unwrap();
    let at_home = ships::ships_at(w, YOU, home);
    assert!(at_home > 0);
    turn::ancients_role(w, &t, Role::Warlord);
    steps::run(w);
    let (title, keys) = asked_now(&app);
    assert_eq!(title, "Their Warlord: move one ship first?");
    assert_eq!(keys[0], "stay", "the proposal: move none");
    let from = format!("from:{},{}", home.x, home.y);
    assert!(keys.contains(&from), "{keys:?}");
    apply_command(app.world_mut(), PlayerCommand::Choose(from)).unwrap();
    let (title, keys) = asked_now(&app);
    assert!(title.starts_with("Where does the ship from"), "{title}");
    let to = keys.iter().find(|k| k.starts_with("to:")).unwrap().clone();
    let reply = apply_command(app.world_mut(), PlayerCommand::Choose(to.clone())).unwrap();
    let w = app.world_mut();
    let (x, y) = to["to:".len()..].split_once(',').unwrap();
    let dest = hexx::Hex::new(x.parse().unwrap(), y.parse().unwrap());
    let moved = format!(
        "1 ship moves {} to {} (",
        galactic_automa::rules::board::hex_label(home),
        galactic_automa::rules::board::hex_label(dest)
    );
    assert!(
        reply.starts_with(&moved)
            && (reply.ends_with(" movement point)") || reply.ends_with(" movement points)")),
        "{reply}"
    );
    assert!(!reply.contains("(0 movement"), "{reply}");
    let logged = format!("Before their Warlord move: {reply}");
    assert!(
        w.resource::<GameLog>().entries.iter().any(|e| matches!(
            e,
            galactic_automa::rules::log::LogEntry::Event { text, .. } if text.english() == logged
        )),
        "{logged}"
    );
    assert_eq!(ships::ships_at(w, YOU, home), at_home - 1);
    assert!(ships::ships_at(w, YOU, dest) >= 1);
    // Then their move waits for the deck you choose.
    let (title, _) = asked_now(&app);
    assert_eq!(
        title,
        "Move the Ancients: the Ancients are Warlord: they move"
    );
}

#[test]
fn as_merchant_no_move_of_yours_may_end_where_their_cruisers_stand() {
    let mut app = game(17);
    until_asked(&mut app);
    apply_command(app.world_mut(), PlayerCommand::Choose("Merchant".into())).unwrap();
    assert_eq!(until_asked(&mut app), Prompt::MoveTurn);
    let w = app.world_mut();
    let home = snapshot::home_star(w, YOU).unwrap();
    let board = w.resource::<Board>().clone();
    let mut near: Vec<_> = board
        .hexes
        .iter()
        .copied()
        .filter(|h| h.unsigned_distance_to(home) == 1 && Snapshot::take(w).star_at(*h).is_none())
        .collect();
    near.sort_by(galactic_automa::rules::board::hex_order);
    let (cruiser, free) = (near[0], near[1]);
    galactic_automa::rules::ships::place_pieces(w, THEM, cruiser, 1);
    let to = |h: hexx::Hex| PlayerCommand::MoveShips {
        from: (home.x, home.y),
        to: (h.x, h.y),
        count: 1,
    };
    let e = apply_command(w, to(cruiser)).unwrap_err();
    assert!(e.contains("you declared Merchant"), "{e}");
    apply_command(w, to(free)).unwrap();
}

#[test]
fn a_scenario_sets_their_state_and_the_warlord_move_destroys_the_star_they_leave() {
    use galactic_automa::sim::scenario as sc;
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios/ancients-warlord-destroys.ron");
    let out = sc::run_file(&rules(), &path).unwrap();
    assert_eq!(out.board.ruins, [(2, 1)]);
    assert_eq!(out.ships_at((3, 7), THEM), 1);
    assert!(out.star((2, 1)).is_none());
    let them = out.seats.iter().find(|s| s.seat == THEM).unwrap();
    let shipped = ancients::read_table("ancients.ron", ancients::SHIPPED).unwrap();
    assert_eq!(them.dp, shipped.colony_token_dp as i32, "one colony token");
    // A role the game does not know is refused by name.
    let text = std::fs::read_to_string(&path).unwrap().replace(
        "monolith: Some(\"Engineer\")",
        "monolith: Some(\"Emperor\")",
    );
    let scen = sc::parse_for(&rules(), "t.ron", None, &text).unwrap();
    let e = sc::run(&rules(), &scen).unwrap_err();
    assert!(
        e.contains("\"Emperor\" is no role") && e.contains("Warlord"),
        "{e}"
    );
    // A card number the deck does not have.
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("(role: \"Regent\")", "(role: \"Regent\", card: Some(9))");
    let scen = sc::parse_for(&rules(), "t.ron", None, &text).unwrap();
    let e = sc::run(&rules(), &scen).unwrap_err();
    assert!(e.contains("queue[0] card number"), "{e}");
}

#[test]
fn their_decisions_and_questions_name_rules_reference_topics_that_exist() {
    let reference = galactic_automa::rules::reference::Reference::build(&rules());
    for topic in [
        ancients::ROLE,
        ancients::TURN,
        ancients::MOVE,
        ancients::BATTLE,
    ] {
        assert!(reference.get(topic.0).is_some(), "{}", topic.0);
    }
}

#[test]
fn as_warlord_you_choose_the_deck_their_move_reveals() {
    let mut app = game(19);
    until_asked(&mut app);
    apply_command(app.world_mut(), PlayerCommand::Choose("Warlord".into())).unwrap();
    let Prompt::KindChoice { title, options, .. } = until_asked(&mut app) else {
        panic!("the deck is asked");
    };
    assert_eq!(
        title,
        "Move the Ancients: you chose Warlord: the Ancients move first"
    );
    assert_eq!(options.len(), 7, "every deck with cards");
    // A deck that does not exist is refused and the question stays.
    let e = apply_command(app.world_mut(), PlayerCommand::Choose("Emperor".into())).unwrap_err();
    assert!(e.contains("not one of the options"), "{e}");
    assert!(matches!(
        app.world().resource::<PromptSlot>().0,
        Some(Prompt::KindChoice { .. })
    ));
    let regent = state::left_in(app.world(), Role::Regent);
    apply_command(app.world_mut(), PlayerCommand::Choose("Regent".into())).unwrap();
    let w = app.world();
    assert_eq!(
        state::left_in(w, Role::Regent),
        regent - 1,
        "its top card revealed"
    );
    let d = w
        .resource::<GameLog>()
        .decisions()
        .filter(|d| d.kind == DecisionKind::Kind(ancients::MOVE))
        .last()
        .unwrap();
    assert!(
        d.table_row
            .as_ref()
            .unwrap()
            .starts_with("the deck you chose, Regent"),
        "{d:?}"
    );
    // Then your move turn.
    assert_eq!(until_asked(&mut app), Prompt::MoveTurn);
}
