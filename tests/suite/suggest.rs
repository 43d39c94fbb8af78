//! "Suggest" works on a copy: asking changes nothing, and playing the suggestion is
//! playing what the built-in policy would have played.

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::log::GameLog;
use galactic_automa::rules::phases::FinalResult;
use galactic_automa::rules::player::{CommandLog, apply_command};
use galactic_automa::rules::prompt::PromptSlot;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::{game, policy};

#[test]
fn a_suggestion_changes_nothing_and_plays_as_the_policy_does() {
    let rules = RulesData::embedded().unwrap();
    let config = GameConfig {
        seed: 5,
        ..Default::default()
    };
    let mut asked = game::start(rules.clone(), config.clone()).unwrap();
    let mut auto = game::start(rules, config).unwrap();
    let mut suggestions = 0;
    for _ in 0..100_000 {
        if asked.world().contains_resource::<FinalResult>() {
            break;
        }
        if asked.world().resource::<PromptSlot>().0.is_none() {
            asked.update();
            auto.update();
            continue;
        }
        let w = asked.world_mut();
        let (commands, entries) = (
            w.resource::<CommandLog>().0.len(),
            w.resource::<GameLog>().entries.len(),
        );
        let s = policy::suggestion(w).expect("a suggestion at every question");
        assert_eq!(
            w.resource::<CommandLog>().0.len(),
            commands,
            "asking played nothing"
        );
        assert_eq!(
            w.resource::<GameLog>().entries.len(),
            entries,
            "asking logged nothing"
        );
        suggestions += 1;
        for c in s.commands {
            apply_command(w, c).expect("the suggestion is valid");
        }
        policy::act(auto.world_mut());
        assert_eq!(
            asked.world().resource::<CommandLog>().0,
            auto.world().resource::<CommandLog>().0,
            "accepting the suggestion is playing the policy"
        );
    }
    assert!(asked.world().contains_resource::<FinalResult>());
    assert!(suggestions > 20, "{suggestions} suggestions");
}
