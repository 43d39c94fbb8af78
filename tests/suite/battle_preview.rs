//! Odds before you fight: the preview of a battle your move would start gives the combat
//! values the battle then uses and its winner; a face-down fleet stays a fleet of hidden
//! size in it.

use crate::common;

use bevy::prelude::*;
use common::*;
use galactic_automa::rules::battle_preview::{Mover, Outcome, preview};
use galactic_automa::rules::log::{GameLog, LogEntry};
use galactic_automa::rules::model::*;
use galactic_automa::rules::player::{PlayerCommand, apply_command};
use galactic_automa::rules::prompt::{Prompt, PromptSlot};
use galactic_automa::sim::scenario::Scenario;
use hexx::Hex;

const THEIRS: (i32, i32) = (1, 0);

fn at_your_move(sc: &Scenario) -> App {
    until_prompt(sc, Prompt::MoveTurn)
}

/// Plays on until the battle at THEIRS is reported (you choose all losses if asked),
/// with what the losses prompt said you would lose.
fn battle_report(app: &mut App) -> (galactic_automa::rules::log::BattleReport, Option<u32>) {
    let mut said = None;
    for _ in 0..500 {
        let found = app
            .world()
            .resource::<GameLog>()
            .entries
            .iter()
            .find_map(|e| match e {
                LogEntry::Battle(b) if b.hex == THEIRS && !b.retreated => Some(b.clone()),
                _ => None,
            });
        if let Some(b) = found {
            return (b, said);
        }
        match app.world().resource::<PromptSlot>().0.clone() {
            Some(Prompt::ChooseLosses { max, .. }) => {
                said = galactic_automa::rules::combat::losses_if(app.world_mut(), max).map(|c| c.0);
                apply_command(app.world_mut(), PlayerCommand::InflictLosses(max)).unwrap();
            }
            Some(Prompt::RetreatWhere { options, .. }) => {
                apply_command(app.world_mut(), PlayerCommand::RetreatTo(options[0])).unwrap();
            }
            Some(Prompt::Retreat { .. }) => {
                apply_command(app.world_mut(), PlayerCommand::Retreat(false)).unwrap();
            }
            _ => app.update(),
        }
    }
    panic!("no battle at {THEIRS:?}");
}

#[test]
fn the_preview_gives_the_values_and_the_winner_of_the_battle() {
    let mut told = 0;
    for (yours, theirs) in [(5, 2), (2, 4), (3, 3)] {
        let mut sc = move_turn(Seat::PLAYER);
        sc.war_with_farmers = true;
        sc.ships = vec![
            ships(Seat::PLAYER, HOME, yours),
            ships(Seat::FARMERS, THEIRS, theirs),
        ];
        let mut app = at_your_move(&sc);
        let world = app.world_mut();
        let home = Hex::new(HOME.0, HOME.1);
        let to = Hex::new(THEIRS.0, THEIRS.1);
        let p = preview(world, Seat::PLAYER, Mover::Pieces(yours), home, to)
            .expect("a battle: at war, ships there");
        assert_eq!(p.them.hidden_fleets, 0);
        assert_eq!(p.you.seen.ships, yours);
        assert_eq!(p.them.seen.ships, theirs);
        // Sources add up to the value.
        let sum = |v: &galactic_automa::rules::combat::ForceValue| {
            v.sources.iter().map(|s| s.1).sum::<u32>()
        };
        assert_eq!(sum(&p.you.seen), p.you.seen.cv);
        assert_eq!(sum(&p.them.seen), p.them.seen.cv);
        apply_command(
            world,
            PlayerCommand::MoveShips {
                from: HOME,
                to: THEIRS,
                count: yours,
            },
        )
        .unwrap();
        apply_command(world, PlayerCommand::EndTurn).unwrap();
        let (b, said) = battle_report(&mut app);
        if let Some(said) = said {
            told += 1;
            assert_eq!(
                said, b.winner_losses,
                "the losses prompt told your own losses"
            );
        }
        assert_eq!(
            (b.attacker_cv, b.defender_cv),
            (p.you.seen.cv, p.them.seen.cv)
        );
        let you_won = b.winner == Some(Seat::PLAYER);
        assert_eq!(
            p.outcome,
            if you_won {
                Outcome::YouWin
            } else {
                Outcome::YouLose
            },
            "{yours} against {theirs}"
        );
    }
    assert!(
        told > 0,
        "you won no battle: the losses prompt was not checked"
    );
}

#[test]
fn a_face_down_fleet_keeps_its_size_in_the_preview() {
    let mut sc = move_turn(Seat::PLAYER);
    sc.war_with_slavers = true;
    sc.ships = vec![
        ships(Seat::PLAYER, HOME, 6),
        ships(Seat::SLAVERS, THEIRS, 1),
    ];
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::B, THEIRS, 4)];
    let mut app = at_your_move(&sc);
    let world = app.world_mut();
    let p = preview(
        world,
        Seat::PLAYER,
        Mover::Pieces(6),
        Hex::new(HOME.0, HOME.1),
        Hex::new(THEIRS.0, THEIRS.1),
    )
    .unwrap();
    assert_eq!(p.them.hidden_fleets, 1);
    // Only the piece is seen: the fleet's 4 ships are not told.
    assert_eq!(p.them.seen.ships, 1);
    match p.outcome {
        Outcome::HiddenDecides { you_win_below } => assert!(you_win_below >= 2),
        other => panic!("{other:?}"),
    }
    assert!(p.retreat.is_some_and(|r| r.contains("E (Evade)")));
}
