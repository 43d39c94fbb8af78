//! Shared helpers: a clean board (no anomalies, only the stars a test lists) and a
//! runner that returns the resulting position.
#![allow(dead_code)]

use galactic_automa::rules::data::RulesData;
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::{GrowthSelection, Oval, PlayerCommand, Square};
use galactic_automa::sim::scenario::{
    self, FleetSpec, Scenario, ScenarioOutput, ShipSpec, StarSpec, Stop,
};

pub const HOME: (i32, i32) = (0, 0);
pub const CENTER: (i32, i32) = (4, 5);
/// The wormholes, numbered as the rules number them: the center sector's first.
pub const WORMHOLES: [(i32, i32); 3] = [(6, 7), (-2, 4), (4, -2)];

pub fn rules() -> RulesData {
    RulesData::embedded().expect("shipped rules parse")
}

/// A move/combat position at round 3 with only your home star on an empty board.
pub fn clean(phase: GamePhase) -> Scenario {
    Scenario {
        seed: 11,
        setup: None,
        difficulty: 1,
        alignment: Alignment::Sto,
        round: 3,
        phase,
        new_game: None,
        story: None,
        goal: None,
        people: None,
        cards: vec![],
        active: None,
        turn_order: vec![Seat::SLAVERS, Seat::PLAYER, Seat::FARMERS],
        replace_stars: true,
        clear_terrain: true,
        stars: vec![star(HOME, StarKind::Home, Some(Seat::PLAYER), 6)],
        terrain: vec![],
        ships: vec![],
        fleets: vec![],
        technology: vec![],
        player_track: None,
        slaver_track: None,
        offboard: 0,
        war_with_farmers: false,
        war_with_slavers: false,
        dp: 0,
        seats: vec![],
        wars: vec![],
        goal_progress: Default::default(),
        tactics: vec![],
        automas: vec![],
        decks: vec![],
        forced_dice: vec![],
        commands: vec![],
        stop: Stop::EndOfPhase(phase),
    }
}

/// The automa's move/combat turn only.
pub fn move_turn(seat: Seat) -> Scenario {
    let mut sc = clean(GamePhase::MoveCombat);
    sc.active = Some(seat);
    sc.stop = Stop::AfterTurn(seat, GamePhase::MoveCombat);
    sc
}

/// The growth phase up to the end of `seat`'s growth turn; you research Military.
pub fn growth_turn(seat: Seat) -> Scenario {
    let mut sc = clean(GamePhase::Growth);
    sc.commands = vec![PlayerCommand::SelectGrowth(GrowthSelection {
        ovals: vec![Oval::Research, Oval::GrowPopulation],
        squares: vec![Square::Tech(Field::Military)],
    })];
    sc.stop = Stop::AfterTurn(seat, GamePhase::Growth);
    sc
}

pub fn star(at: (i32, i32), kind: StarKind, owner: Option<Seat>, population: u32) -> StarSpec {
    StarSpec {
        at,
        kind,
        owner,
        population,
        name: None,
        relic: None,
    }
}

pub fn ships(owner: Seat, at: (i32, i32), count: u32) -> ShipSpec {
    ShipSpec { owner, at, count }
}

pub fn fleet(owner: Seat, letter: FleetLetter, at: (i32, i32), ships: u32) -> FleetSpec {
    FleetSpec {
        owner,
        letter,
        at,
        ships,
    }
}

pub fn run(sc: &Scenario) -> ScenarioOutput {
    scenario::run(&rules(), sc).unwrap_or_else(|e| panic!("scenario failed: {e}"))
}

pub fn tech(out: &ScenarioOutput, seat: Seat, field: Field) -> u8 {
    out.technology[seat][field.index()]
}

/// The hexes where `owner` has ships.
pub fn where_ships(out: &ScenarioOutput, owner: Seat) -> Vec<(i32, i32)> {
    let mut v: Vec<_> = out
        .ships
        .iter()
        .filter(|s| s.owner == owner)
        .map(|s| s.at)
        .collect();
    v.sort();
    v
}

pub fn dist(a: (i32, i32), b: (i32, i32)) -> i32 {
    let (dx, dy) = (a.0 - b.0, a.1 - b.1);
    dx.abs().max(dy.abs()).max((dx + dy).abs())
}

/// The position of `sc` in an app, stepped until the game asks a question (for tests
/// that send commands themselves).
pub fn table(sc: &Scenario) -> bevy::prelude::App {
    let mut app = scenario::setup(&rules(), sc).unwrap();
    for _ in 0..10 {
        if app
            .world()
            .resource::<galactic_automa::rules::prompt::PromptSlot>()
            .0
            .is_some()
        {
            break;
        }
        app.update();
    }
    app
}

/// The scenario's app, played on until the rules ask `prompt`.
pub fn until_prompt(
    sc: &Scenario,
    prompt: galactic_automa::rules::prompt::Prompt,
) -> bevy::prelude::App {
    use galactic_automa::rules::prompt::PromptSlot;
    let mut app = galactic_automa::sim::scenario::setup(&rules(), sc).expect("scenario sets up");
    for _ in 0..200 {
        if app.world().resource::<PromptSlot>().0.as_ref() == Some(&prompt) {
            return app;
        }
        app.update();
    }
    panic!("{prompt:?} never came");
}
