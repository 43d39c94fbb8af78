//! The fair undo: your last command may be taken back only while no die was rolled, no
//! automa acted and nothing hidden was revealed after it; taking it back (replaying the
//! commands before it) never takes back a roll.

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::log::GameLog;
use galactic_automa::rules::phases::FinalResult;
use galactic_automa::rules::player::CommandLog;
use galactic_automa::rules::prompt::PromptSlot;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::undo;
use galactic_automa::sim::{game, policy};

#[test]
fn undo_never_crosses_a_roll_over_whole_games() {
    let rules = RulesData::embedded().unwrap();
    let (mut allowed, mut refused) = (0u32, 0u32);
    for seed in 1..=8u64 {
        let config = GameConfig {
            seed,
            people: galactic_automa::rules::content::story::ContentPick::Random,
            sector_bonus: true,
            tutorial: false,
            ..Default::default()
        };
        let mut app = game::start(rules.clone(), config.clone()).unwrap();
        for _ in 0..100_000 {
            if app.world().contains_resource::<FinalResult>() {
                break;
            }
            if app.world().resource::<PromptSlot>().0.is_none() {
                app.update();
                continue;
            }
            // Each time you are asked: may your last command be taken back?
            if undo::why_not(app.world_mut()).is_none() {
                allowed += 1;
                let mut commands = app.world().resource::<CommandLog>().0.clone();
                commands.pop();
                let back = game::replay(&rules, config.clone(), &commands).unwrap();
                let rolls =
                    |a: &bevy::prelude::App| format!("{:?}", a.world().resource::<Dice>().rolls);
                assert_eq!(
                    rolls(&back),
                    rolls(&app),
                    "seed {seed}: an undo took back a roll"
                );
                assert_eq!(
                    back.world().resource::<GameLog>().settled(),
                    app.world().resource::<GameLog>().settled(),
                    "seed {seed}: an undo took back an automa action"
                );
            } else {
                refused += 1;
            }
            policy::act(app.world_mut());
        }
        assert!(app.world().contains_resource::<FinalResult>());
    }
    println!("undo: allowed {allowed} times, refused {refused} times, never across a roll");
    assert!(allowed > 0 && refused > 0, "{allowed} / {refused}");
}
