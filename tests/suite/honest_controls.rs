//! The buttons tell the truth: an action the view shows disabled is one the rules
//! refuse, with the very reason the command gives (one check for both), and the odds a
//! button shows are those of the roll it leads to.

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::{FinalResult, why_not_trade};
use galactic_automa::rules::player::{
    CommandLog, PlayerCommand, apply_command, why_not_ask_peace, why_not_declare_war,
};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::table;
use galactic_automa::sim::{game, policy};

#[test]
fn a_disabled_action_is_refused_with_the_reason_it_shows() {
    let rules = RulesData::embedded().unwrap();
    let (mut checked, mut refused) = (0u32, 0u32);
    for (seed, alignment) in [
        (1, Alignment::Sto),
        (2, Alignment::Sts),
        (3, Alignment::Sto),
    ] {
        let config = GameConfig {
            seed,
            alignment,
            difficulty: 2,
            ..Default::default()
        };
        let mut app = game::start(rules.clone(), config).unwrap();
        for _ in 0..100_000 {
            if app.world().contains_resource::<FinalResult>() {
                break;
            }
            let Some(prompt) = app.world().resource::<PromptSlot>().0.clone() else {
                app.update();
                continue;
            };
            let world = app.world_mut();
            let commands = world.resource::<CommandLog>().0.len();
            let automas: Vec<Seat> = world
                .resource::<galactic_automa::rules::table::Roster>()
                .automas()
                .collect();
            let mut expect_refusal =
                |world: &mut bevy::prelude::World, why: Option<String>, cmd: PlayerCommand| {
                    checked += 1;
                    if let Some(why) = why {
                        refused += 1;
                        assert_eq!(
                            apply_command(world, cmd.clone()).map_err(|e| e.english()),
                            Err(why),
                            "{cmd:?}"
                        );
                    }
                };
            for &a in &automas {
                if prompt == Prompt::MoveTurn {
                    let why = why_not_declare_war(
                        world,
                        Seat::PLAYER,
                        a,
                        galactic_automa::rules::player::WarMoment::MoveTurn,
                    );
                    expect_refusal(world, why, PlayerCommand::DeclareWar(a));
                }
                let why = why_not_ask_peace(world, Seat::PLAYER, a);
                // Peace buttons show on your move and trading turns.
                if why.is_some() && matches!(prompt, Prompt::MoveTurn | Prompt::Trading) {
                    expect_refusal(world, why, PlayerCommand::AskPeace(a));
                }
                if prompt == Prompt::Trading {
                    for f in Field::ALL {
                        let why = why_not_trade(world, Seat::PLAYER, a, f);
                        expect_refusal(
                            world,
                            why.map(|w| w.english()),
                            PlayerCommand::Trade {
                                with: a,
                                take: f,
                                give: None,
                            },
                        );
                    }
                }
                // The odds shown are a die's faces.
                if let Some(k) = table::automa_kind(world, a) {
                    assert!(k.peace_odds(world, Seat::PLAYER, a).0 <= 6);
                    assert!(k.trade_odds(world, Seat::PLAYER, a).0 <= 6);
                }
            }
            // A refusal changes nothing and is not recorded.
            assert_eq!(world.resource::<CommandLog>().0.len(), commands);
            policy::act(world);
        }
    }
    assert!(refused > 50, "only {refused} refusals in {checked} checks");
    println!("{checked} checks, {refused} refusals, each with the reason shown");
}
