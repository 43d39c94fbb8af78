//! Saves: a game saved at any point loads and plays on exactly as if never stopped;
//! damaged, foreign, newer or oversized saves are refused with a message, never a panic;
//! an interrupted write leaves the previous save whole.

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::log::GameLog;
use galactic_automa::rules::phases::{FinalResult, GamePhase};
use galactic_automa::rules::prompt::PromptSlot;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::save::{self, SaveFile};
use galactic_automa::sim::{game, policy, runner};

fn rules() -> RulesData {
    RulesData::embedded().unwrap()
}

fn config(seed: u64) -> GameConfig {
    GameConfig {
        seed,
        people: galactic_automa::rules::content::story::ContentPick::Random,
        sector_bonus: true,
        tutorial: false,
        ..Default::default()
    }
}

/// Plays with the policy until it has answered `answers` questions, then until the next
/// question (where a loaded save stands too), or the game ends.
fn play_answers(app: &mut bevy::prelude::App, answers: usize) {
    let mut given = 0;
    for _ in 0..100_000 {
        let over = app.world().contains_resource::<FinalResult>();
        let asked = app.world().resource::<PromptSlot>().0.is_some();
        if over || (given >= answers && asked) {
            return;
        }
        if app.world().resource::<PromptSlot>().0.is_some() {
            policy::act(app.world_mut());
            given += 1;
        } else {
            app.update();
        }
    }
}

fn finish(app: &mut bevy::prelude::App) -> (i32, String) {
    runner::play_to_end(app, None).unwrap();
    let result = app.world().resource::<FinalResult>().clone();
    (result.dp, app.world().resource::<GameLog>().to_text())
}

#[test]
fn a_game_saved_anywhere_loads_and_plays_on_as_if_never_stopped() {
    let rules = rules();
    let mut checked = 0;
    for seed in 1..=12u64 {
        // A save point spread over the game: after 7, 20, 33... answers.
        let at = 7 + (seed as usize * 13) % 80;
        let mut original = game::start(rules.clone(), config(seed)).unwrap();
        play_answers(&mut original, at);
        let text = save::to_text(&save::capture(original.world(), 0));
        let saved = save::parse(&text).expect("a save reads back");
        let mut loaded = save::load(&rules, &saved).expect("a save replays");
        assert_eq!(
            loaded.world().resource::<GameLog>().to_text(),
            original.world().resource::<GameLog>().to_text(),
            "seed {seed}: the loaded game is the saved one"
        );
        assert_eq!(finish(&mut loaded), finish(&mut original), "seed {seed}");
        checked += 1;
    }
    assert_eq!(checked, 12);
}

fn finished_save(seed: u64) -> String {
    let mut app = game::start(rules(), config(seed)).unwrap();
    runner::play_to_end(&mut app, None).unwrap();
    save::to_text(&save::capture(app.world(), 1_700_000_000))
}

#[test]
fn a_finished_game_replays_to_the_same_result() {
    let text = finished_save(3);
    let saved = save::parse(&text).unwrap();
    assert!(saved.about.result.is_some());
    let mut app = save::load(&rules(), &saved).unwrap();
    assert_eq!(
        *app.world()
            .resource::<bevy::prelude::State<GamePhase>>()
            .get(),
        GamePhase::GameOver
    );
    let dp = app.world_mut().resource::<FinalResult>().dp;
    assert_eq!(dp, saved.about.dp);
    // What the list of saves names in the language in use: the rank, the people and the
    // story by their keys (the words beside them are the language of the day it was saved).
    let rank = app.world_mut().resource::<FinalResult>().rank.clone();
    assert_eq!(saved.about.rank.as_deref(), Some(rank.as_str()));
    assert!(saved.about.people_key.is_some(), "{:?}", saved.about);
    assert!(saved.about.story_key.is_some(), "{:?}", saved.about);
    assert!(saved.about.side.is_some(), "{:?}", saved.about);
    // A whole game is a small file.
    assert!(text.len() < 64 * 1024, "{} bytes", text.len());
}

#[test]
fn a_newer_or_foreign_save_says_what_is_wrong() {
    let text = finished_save(4);
    let newer = text.replacen("format: 1,", "format: 99,", 1);
    let err = save::parse(&newer).unwrap_err();
    assert!(err.contains("newer version"), "{err}");
    assert!(
        save::parse("(rounds: 8)")
            .unwrap_err()
            .contains("not a Galactic Automa save")
    );
    // Other rules (a mod changed or missing): refused before any replay.
    let other = text.replacen("fnv64:", "fnv64:0", 1);
    let saved = save::parse(&other).unwrap();
    let err = save::load(&rules(), &saved).err().unwrap();
    assert!(err.contains("other rules"), "{err}");
    // Too large to be a save: refused unread.
    let huge = " ".repeat(save::MAX_BYTES + 1);
    assert!(save::parse(&huge).unwrap_err().contains("too large"));
}

/// Damaged saves (cut short, bytes changed): every one is refused with a message or,
/// when the change still makes a valid game, loads; none panics.
#[test]
fn damaged_saves_are_refused_without_a_panic() {
    let rules = rules();
    let text = finished_save(5);
    let bytes = text.as_bytes();
    let (mut refused, mut loaded) = (0u32, 0u32);
    let mut try_one = |candidate: &[u8]| {
        let outcome = std::panic::catch_unwind(|| {
            let Ok(s) = std::str::from_utf8(candidate) else {
                return false;
            };
            save::parse(s)
                .and_then(|saved: SaveFile| save::load(&rules, &saved).map(|_| ()))
                .is_ok()
        });
        match outcome {
            Ok(true) => loaded += 1,
            Ok(false) => refused += 1,
            Err(_) => panic!("a damaged save panicked"),
        }
    };
    // Cut short at 60 places.
    for k in 0..60 {
        try_one(&bytes[..bytes.len() * k / 60]);
    }
    // 200 single-byte changes at places spread by a fixed generator.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..200 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let mut b = bytes.to_vec();
        let i = (x as usize) % b.len();
        b[i] = b"0123456789(),:[]\"xZ"[(x >> 32) as usize % 19];
        try_one(&b);
    }
    println!("damaged saves: {refused} refused, {loaded} still a valid game, 0 panics");
    assert_eq!(refused + loaded, 260);
    assert!(refused >= 60, "every cut is refused: {refused}");
}

#[test]
fn an_interrupted_write_leaves_the_previous_save_whole() {
    let dir = std::env::temp_dir().join(format!("ga-saves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("slot.ron");
    let first = finished_save(6);
    save::store::write_atomic(&path, &first).unwrap();
    // A kill in the middle of the next write: the temporary file holds half of it.
    let second = finished_save(7);
    std::fs::write(dir.join("slot.ron.part"), &second[..second.len() / 2]).unwrap();
    let read = save::store::read_file(&path).unwrap();
    assert_eq!(read, first);
    assert!(save::parse(&read).is_ok());
    // The next complete write replaces it.
    save::store::write_atomic(&path, &second).unwrap();
    assert_eq!(save::store::read_file(&path).unwrap(), second);
    assert!(!dir.join("slot.ron.part").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn save_names_are_checked() {
    use galactic_automa::save::store::slot_name;
    assert_eq!(slot_name(" my game 2 ").unwrap(), "my game 2");
    for bad in ["", "../etc/passwd", "a/b", &"x".repeat(41), "nul\0"] {
        assert!(slot_name(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn save_dates_read_as_calendar_dates() {
    assert_eq!(save::date_text(0), "unknown date");
    assert_eq!(save::date_text(1_700_000_000), "2023-11-14 22:13");
    assert_eq!(save::date_text(951_782_400), "2000-02-29 00:00");
}

#[test]
fn your_history_keeps_each_finished_game_once_and_the_best_per_difficulty() {
    use galactic_automa::save::history::{History, PlayedGame};
    let game = |seed: u64, difficulty: u8, dp: i32| PlayedGame {
        date: 1_700_000_000 + seed,
        seed,
        difficulty,
        story: None,
        goal: None,
        people: Some("Mantids (STO)".into()),
        people_key: None,
        side: None,
        dp,
        rank: "lunar".into(),
        commands: 90,
        table: (seed == 3).then(|| "remnants".into()),
        by_policy: seed == 3,
    };
    let mut h = History::default();
    assert!(h.add(game(1, 1, 40)));
    assert!(h.add(game(2, 1, 55)));
    assert!(h.add(game(3, 3, 30)));
    assert!(h.add(game(4, 3, 20)));
    // The same finished game loaded and ended again is not counted twice.
    assert!(!h.add(game(2, 1, 55)));
    assert_eq!(h.games.len(), 4);
    // Game 3 was at another table and finished by the built-in player: not a solo record.
    let best = |table: Option<&str>| -> Vec<(u8, i32)> {
        h.best_per_difficulty(table)
            .iter()
            .map(|b| (b.0, b.1))
            .collect()
    };
    assert_eq!(best(None), vec![(1, 55), (3, 20)]);
    assert_eq!(best(Some("remnants")), vec![]);
    assert_eq!(h.last_at(Some("remnants")).map(|g| g.dp), Some(30));
    assert_eq!(h.last_at(None).map(|g| g.seed), Some(4));
    assert_eq!(h.last_at(Some("campaign")), None);
    // It reads back; a damaged file starts a new history instead of failing.
    assert_eq!(History::parse(&h.to_text()), h);
    assert_eq!(History::parse("(games: [(date: "), History::default());
    // A history kept before tables and the built-in player were recorded still reads:
    // its games were at the solo table, played by you.
    let old = "(games: [(date: 1700000001, seed: 1, difficulty: 1, story: None, goal: None, \
               people: None, dp: 40, rank: \"lunar\", commands: 90)])";
    let read = History::parse(old);
    assert_eq!(read.games.len(), 1);
    assert_eq!(
        (read.games[0].table.clone(), read.games[0].by_policy),
        (None, false)
    );
}
