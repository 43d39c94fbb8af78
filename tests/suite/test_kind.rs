//! A kind defined here, not registered in the game: the Drifters, a single automa that
//! each move turn rolls a die and walks its ships that many hexes in a random direction
//! (bouncing at the edge), answers battle questions by standing and destroying all, and
//! scores 1 DP a round it has ships on the board. Before each of your move turns it asks
//! you whether it should drift or sleep that round (a kind's question to a person). It
//! is read from a table file a mod adds, and plays whole games through the same entry
//! points as the built-in kinds.

use bevy::prelude::*;
use galactic_automa::rules::automa;
use galactic_automa::rules::board::Board;
use galactic_automa::rules::board::walk::{open_directions, walk};
use galactic_automa::rules::choice::{Question, Reply};
use galactic_automa::rules::data::{
    AutomaTraits, DataError, KindTable, RulesData, Validate, in_range, parse_ron,
};
use galactic_automa::rules::dice::Dice;
use galactic_automa::rules::kind::AutomaKind;
use galactic_automa::rules::log::{DecisionKind, DpKind, GameLog, KindRule};
use galactic_automa::rules::model::*;
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::rules::{dp, ships, snapshot};
use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct DriftTable {
    start_ships: u32,
}

impl Validate for DriftTable {
    fn validate(&self) -> Result<(), String> {
        in_range("start_ships", self.start_ships, 1, 20)
    }
}

struct Drifters;
static DRIFTERS: Drifters = Drifters;
const DRIFT: KindRule = KindRule("rules-13");

/// The round the Drifters last asked you, and whether you told them to sleep.
#[derive(Resource, Default)]
struct Mood {
    asked: u8,
    sleeping: bool,
}

/// Before your move turn, once a round: drift or sleep?
fn ask_mood(
    world: &mut World,
    person: Seat,
    phase: galactic_automa::rules::moments::GamePhase,
) -> bool {
    use galactic_automa::rules::prompt::{ChoiceOption, Prompt, PromptSlot};
    let drifters = world
        .resource::<galactic_automa::rules::table::Roster>()
        .automas()
        .find(|&s| {
            galactic_automa::rules::table::automa_kind(world, s)
                .is_some_and(|k| k.key() == "drifters")
        });
    let round = world.resource::<Round>().0;
    let Some(automa) = drifters else {
        return false;
    };
    if phase != galactic_automa::rules::moments::GamePhase::MoveCombat
        || world.resource::<Mood>().asked == round
    {
        return false;
    }
    world.resource_mut::<Mood>().asked = round;
    let option =
        |key: &str, label: &str| ChoiceOption::new(key, label, format!("they {key} this round"));
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa,
            topic: DRIFT,
            title: "The Drifters' mood".into(),
            text: "Do they drift this round?".into(),
            options: vec![option("drift", "Drift"), option("sleep", "Sleep")],
            suggested: 0,
        },
    );
    true
}

fn table(world: &World, seat: Seat) -> u32 {
    galactic_automa::rules::table::kind_table(world, seat)
        .and_then(|t| t.get::<DriftTable>())
        .map_or(1, |t| t.start_ships)
}

impl AutomaKind for Drifters {
    fn key(&self) -> &'static str {
        "drifters"
    }

    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError> {
        let t: DriftTable = parse_ron(file, text)?;
        Ok(KindTable::new(
            t,
            AutomaTraits {
                destroy_all_on_win: true,
                ..Default::default()
            },
        ))
    }

    fn answer(&self, _world: &mut World, _seat: Seat, question: &Question) -> Reply {
        match question {
            Question::RetreatBeforeCombat { .. } => Reply::Retreat(false),
            Question::ForceRetreat { .. } => Reply::ForceRetreat(false),
            Question::Losses { max, .. } => Reply::Losses(*max),
            Question::RetreatHex { options, .. } => Reply::RetreatTo(options[0]),
        }
    }

    fn moves(&self) -> bool {
        true
    }

    fn init(&self, world: &mut World, _seats: usize) {
        world.insert_resource(Mood::default());
    }

    fn plugin(&self, app: &mut App) {
        use galactic_automa::rules::hooks::AddHook;
        app.add_hook::<galactic_automa::rules::moments::PersonTurnStarting>(ask_mood);
    }

    fn chosen(
        &self,
        world: &mut World,
        _automa: Seat,
        _person: Seat,
        key: &str,
    ) -> Result<galactic_automa::lang::Says, galactic_automa::lang::Says> {
        let sleeping = key == "sleep";
        world.resource_mut::<Mood>().sleeping = sleeping;
        Ok(if sleeping {
            "they sleep this round"
        } else {
            "they drift"
        }
        .into())
    }

    fn scores(&self) -> bool {
        true
    }

    fn start(&self, world: &mut World, seat: Seat) {
        let board = world.resource::<Board>().clone();
        let at = board.sector_center(board.first_with(SectorRole::Center).unwrap());
        ships::place_pieces(world, seat, at, table(world, seat));
    }

    fn move_turn(&self, world: &mut World, seat: Seat) {
        if world.resource::<Mood>().sleeping {
            return;
        }
        let board = world.resource::<Board>().clone();
        let Some(&(_, _, from)) = snapshot::all_pieces(world).iter().find(|p| p.1 == seat) else {
            return;
        };
        let round = world.resource::<Round>().0;
        let mut d = galactic_automa::rules::log::Decision::new(
            round,
            seat,
            DecisionKind::Kind(DRIFT),
            "drift",
        );
        let steps = world.resource_mut::<Dice>().d6("drift steps");
        let dirs = open_directions(&board, from);
        let pick = world
            .resource_mut::<Dice>()
            .pick(dirs.len(), "drift direction");
        d.rolls = vec![steps];
        d.rolls.extend(pick.faces);
        let w = walk(&board, from, dirs[pick.index], steps as u32, |_| 0);
        let to = w.end(from);
        d.result = format!("to ({}, {})", to.x, to.y).into();
        world.resource_mut::<GameLog>().decision(d);
        ships::move_all(world, seat, from, to);
        dp::award_dp(
            world,
            seat,
            1,
            DpKind::Kind,
            "drifting",
            "ships on the board",
            None,
        );
    }
}

fn rules_with_drifters() -> RulesData {
    let dir = std::env::temp_dir().join(format!("ga-drifters-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("setups")).unwrap();
    std::fs::create_dir_all(dir.join("automa/drifters")).unwrap();
    std::fs::write(
        dir.join("manifest.ron"),
        r#"(adds: ["setups/drift.ron", "automa/drifters/drifters.ron"])"#,
    )
    .unwrap();
    std::fs::write(dir.join("automa/drifters/drifters.ron"), "(start_ships: 3)").unwrap();
    std::fs::write(
        dir.join("setups/drift.ron"),
        r#"(
            name: "You and the Drifters",
            seats: [
                (key: "Player", name: "You", colour: (86, 180, 233), token: Arrow,
                    alignment: Sto, controller: Human),
                (key: "Drifters", name: "Drifters", colour: (200, 200, 200), token: Cross,
                    alignment: Sts, controller: Automa(kind: "drifters", table: "drifters")),
            ],
            permanent_war: [("Drifters", "Player")],
        )"#,
    )
    .unwrap();
    // Without the kind, the table file is refused: no kind reads it.
    let refused = RulesData::validate_dir(&dir);
    assert!(
        refused
            .iter()
            .any(|e| e.message.contains("no automa kind \"drifters\"")),
        "{refused:?}"
    );
    let kinds = automa::builtin().with(&DRIFTERS);
    assert!(RulesData::validate_dir_with(&dir, &kinds).is_empty());
    let rules = RulesData::load_dir_with(&dir, &kinds).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    rules
}

#[test]
fn a_kind_defined_outside_the_game_plays_whole_games() {
    let rules = rules_with_drifters();
    for seed in 1..=4 {
        let config = GameConfig {
            seed,
            setup: Some("drift".into()),
            ..Default::default()
        };
        let mut app = galactic_automa::sim::game::start(rules.clone(), config.clone()).unwrap();
        galactic_automa::sim::runner::play_to_end(&mut app, None).unwrap();
        let world = app.world();
        let drifters = Seat(1);
        let drifts = world
            .resource::<GameLog>()
            .decisions()
            .filter(|d| d.seat == drifters && d.kind == DecisionKind::Kind(DRIFT))
            .count();
        // No move in round 1 (as every automa that moves); one drift a round after while
        // it has ships (your ships may destroy them).
        assert!((1..=7).contains(&drifts), "seed {seed}: {drifts}");
        let result = world
            .resource::<galactic_automa::rules::phases::FinalResult>()
            .clone();
        // A kind that scores stands in the standings beside you.
        assert_eq!(result.standings.len(), 2, "{result:?}");
        assert!(
            result
                .standings
                .iter()
                .any(|&(s, dp)| s == drifters && dp > 0)
        );
        // The same game replays from its seed and commands.
        let commands = world
            .resource::<galactic_automa::rules::player::CommandLog>()
            .0
            .clone();
        let entries = world.resource::<GameLog>().entries.len();
        let again = galactic_automa::sim::game::replay(&rules, config, &commands).unwrap();
        assert_eq!(again.world().resource::<GameLog>().entries.len(), entries);
    }
}

#[test]
fn a_kind_asks_you_before_your_turn_and_your_answer_is_its_rule() {
    use galactic_automa::rules::player::{PlayerCommand, apply_command};
    use galactic_automa::rules::prompt::{Prompt, PromptSlot};
    let rules = rules_with_drifters();
    let config = GameConfig {
        seed: 2,
        setup: Some("drift".into()),
        ..Default::default()
    };
    let mut app = galactic_automa::sim::game::start(rules.clone(), config.clone()).unwrap();
    let drifters = Seat(1);
    let drifts = |app: &App| {
        app.world()
            .resource::<GameLog>()
            .decisions()
            .filter(|d| d.seat == drifters && d.kind == DecisionKind::Kind(DRIFT))
            .count()
    };
    // Every round until the end: tell them to sleep, or let the policy play the rest.
    let mut asked = 0;
    for _ in 0..20_000 {
        if app
            .world()
            .get_resource::<galactic_automa::rules::phases::FinalResult>()
            .is_some()
        {
            break;
        }
        let open = app.world().resource::<PromptSlot>().0.clone();
        match open {
            Some(Prompt::KindChoice {
                automa,
                options,
                suggested,
                ..
            }) => {
                assert_eq!((automa, suggested, options.len()), (drifters, 0, 2));
                // A key it does not offer is refused, and the question stays.
                let e = apply_command(app.world_mut(), PlayerCommand::Choose("dance".into()))
                    .unwrap_err();
                assert!(e.contains("drift, sleep"), "{e}");
                assert!(app.world().resource::<PromptSlot>().0.is_some());
                apply_command(app.world_mut(), PlayerCommand::Choose("sleep".into())).unwrap();
                asked += 1;
            }
            Some(_) => galactic_automa::sim::policy::act(app.world_mut()),
            None => app.update(),
        }
    }
    assert_eq!(asked, 8, "once before each of your move turns");
    assert_eq!(drifts(&app), 0, "told to sleep, they never drift");
    // The answers are commands: the game replays to the same end.
    let commands = app
        .world()
        .resource::<galactic_automa::rules::player::CommandLog>()
        .0
        .clone();
    assert!(
        commands
            .iter()
            .any(|c| c.command == PlayerCommand::Choose("sleep".into()))
    );
    let again = galactic_automa::sim::game::replay(&rules, config, &commands).unwrap();
    assert_eq!(
        again.world().resource::<GameLog>().entries.len(),
        app.world().resource::<GameLog>().entries.len()
    );
}
