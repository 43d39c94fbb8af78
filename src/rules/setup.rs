//! Starting a solo game: the board, your pieces, the automas with their start bonus,
//! the difficulty, and a random turn order.

use crate::rules::board::{Board, generate_map_with};
use crate::rules::data::{RulesData, SetupFile, Validate};
use crate::rules::dice::Dice;
use crate::rules::hooks::{HookPoint, hooked_mut};
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::moments::GamePhase;
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::HomeStar;
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// How a piece of content (the story, a goal) is picked for a new game.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ContentPick {
    /// Drawn from the deck shuffled with the game's seed.
    #[default]
    Random,
    /// None in play.
    Off,
    /// The one with this key.
    Named(String),
}

impl ContentPick {
    /// Reads a command-line word: `random`, `none` or a key.
    pub fn parse(word: &str) -> ContentPick {
        match word {
            "random" => ContentPick::Random,
            "none" | "off" => ContentPick::Off,
            key => ContentPick::Named(key.to_string()),
        }
    }
}

/// What the player chooses before a game.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub seed: u64,
    pub difficulty: u8,
    pub alignment: Alignment,
    /// The galactic story: drawn at random unless chosen.
    #[serde(default)]
    pub story: ContentPick,
    /// The galactic goal: none unless chosen or asked to be drawn.
    #[serde(default = "no_goal")]
    pub goal: ContentPick,
    /// Your star people: two dealt and the first kept unless one is named; none when
    /// off. Its starting side is `alignment`.
    #[serde(default = "no_goal")]
    pub people: ContentPick,
    /// The field a people's "level of your choice" goes to (drawn when not given).
    #[serde(default)]
    pub people_field: Option<Field>,
    /// Whether home sectors carry their starting bonus.
    #[serde(default)]
    pub sector_bonus: bool,
    /// The table: a setup file's name (`setups/<name>.ron`); none for the solo table.
    #[serde(default, skip_serializing_if = "Option::is_none")] // not shown
    pub setup: Option<String>,
    /// Each person's alignment, in the roster's order, at a table of several people
    /// (empty: `alignment` for everyone).
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub alignments: Vec<Alignment>,
    /// The guided first game (`tutorial.ron`): its seed and arranged start replace
    /// the fields above.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tutorial: bool,
    /// The people's seats (their keys) the built-in policy plays; every other person
    /// plays at the device (a hot-seat game when there are several). The rules never
    /// read it: headless tools play every seat with the policy anyway.
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub policy: Vec<String>,
}

/// Hook point: the board is placed (stars, sectors, wormholes), before anyone is seated:
/// content that puts things on the board at setup (relics) does it now, in registration
/// order.
pub struct BoardPlaced;

impl HookPoint for BoardPlaced {
    type Fn = fn(&mut World, &GameConfig);
}

/// Hook point: an automa is seated, before its kind's own start (which builds on what
/// content gave it: a star people's levels, a home sector's bonus).
pub struct AutomaSeated;

impl HookPoint for AutomaSeated {
    type Fn = fn(&mut World, Seat, &GameConfig) -> Result<(), String>;
}

/// Hook point: every seat is seated, before the turn order is drawn (the people's star
/// peoples and home sector bonuses).
pub struct SeatsReady;

impl HookPoint for SeatsReady {
    type Fn = fn(&mut World, &GameConfig) -> Result<(), String>;
}

/// Hook point: the turn order is drawn; the game's content is dealt now, in registration
/// order (the story, the goal, the domination cards).
pub struct ContentDealt;

impl HookPoint for ContentDealt {
    type Fn = fn(&mut World, &GameConfig) -> Result<(), String>;
}

/// Runs every setup step registered at `H`, in order; the first refusal stops the setup.
fn setup_steps<H: HookPoint<Fn = fn(&mut World, &GameConfig) -> Result<(), String>>>(
    world: &mut World,
    config: &GameConfig,
) -> Result<(), String> {
    for step in hooked_mut::<H>(world).iter() {
        step(world, config)?;
    }
    Ok(())
}

fn no_goal() -> ContentPick {
    ContentPick::Off
}

impl GameConfig {
    /// The guided first game: the lesson's seed, standard difficulty, STO, no story,
    /// goal or people.
    pub fn tutorial(rules: &RulesData) -> GameConfig {
        GameConfig {
            seed: rules.tutorial.seed,
            difficulty: 1,
            alignment: Alignment::Sto,
            story: ContentPick::Off,
            goal: ContentPick::Off,
            people: ContentPick::Off,
            people_field: None,
            sector_bonus: false,
            setup: None,
            alignments: Vec::new(),
            tutorial: true,
            policy: Vec::new(),
        }
    }
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig {
            seed: 1,
            difficulty: 1,
            alignment: Alignment::Sto,
            story: ContentPick::Random,
            goal: ContentPick::Off,
            people: ContentPick::Off,
            people_field: None,
            sector_bonus: false,
            setup: None,
            alignments: Vec::new(),
            tutorial: false,
            policy: Vec::new(),
        }
    }
}

/// Spawns the board and sets every resource for a new game at the table the config
/// names (the solo table unless it names another), then enters round 1.
pub fn new_game(world: &mut World, config: GameConfig) -> Result<(), String> {
    let setup = setup_of(world.resource::<RulesData>(), &config)?;
    new_game_with(world, config, &setup)
}

/// The setup file a config names (the rules' default when it names none).
pub fn setup_of(rules: &RulesData, config: &GameConfig) -> Result<SetupFile, String> {
    match &config.setup {
        None => Ok(rules.setup.clone()),
        Some(name) => rules.setup_named(name).cloned().ok_or_else(|| {
            crate::t!(
                "refuse-setup-no-table",
                name = format!("{name:?}"),
                tables = rules.setup_names().join(", ")
            )
        }),
    }
}

/// The difficulty levels a table offers, numbered from 0 with their names: those of an
/// automa kind at the table with levels of its own (the first such seat's), else the
/// game's difficulty file's.
pub fn difficulty_levels(rules: &RulesData, setup: &SetupFile) -> Vec<(u8, String)> {
    let own = automa_seats(rules, setup).find_map(|(_, kind, data)| {
        let names = kind.own_levels(data);
        (!names.is_empty()).then_some(names)
    });
    match own {
        Some(names) => names
            .into_iter()
            .take(usize::from(u8::MAX))
            .enumerate()
            .map(|(i, n)| (i as u8, n))
            .collect(),
        None => rules
            .difficulty
            .levels
            .iter()
            .map(|d| (d.level, d.name.clone()))
            .collect(),
    }
}

/// What each automa seat's table calls the game's difficulty `level`, as "seat: name"
/// (the Remnants' "Scattered" at easy), for the seats whose kind names its levels.
pub fn kind_level_names(rules: &RulesData, setup: &SetupFile, level: u8) -> Vec<String> {
    automa_seats(rules, setup)
        .filter_map(|(seat, kind, data)| {
            Some(format!("{}: {}", seat.name, kind.level_name(data, level)?))
        })
        .collect()
}

/// The setup's automa seats whose kind and table the rules know, with both.
fn automa_seats<'a>(
    rules: &'a RulesData,
    setup: &'a SetupFile,
) -> impl Iterator<
    Item = (
        &'a crate::rules::data::SeatSpec,
        &'a dyn crate::rules::kind::AutomaKind,
        &'a crate::rules::data::KindTable,
    ),
> + 'a {
    setup.seats.iter().filter_map(|seat| {
        let crate::rules::data::ControllerSpec::Automa { kind, table, .. } = &seat.controller
        else {
            return None;
        };
        let data = &rules.automa.get(rules.automa_table(kind, table)?)?.data;
        Some((seat, rules.kinds.named(kind)?, data))
    })
}

/// A new game at the table a setup file describes.
pub fn new_game_with(
    world: &mut World,
    config: GameConfig,
    setup: &SetupFile,
) -> Result<(), String> {
    setup.validate()?;
    // What the rules give this game, read in place (the rules are large to copy).
    let (config, diff, roster, map, start_ships, discs) = {
        let rules = world.resource::<RulesData>();
        // The guided game is always the same game: its own seed, nothing drawn.
        let config = if config.tutorial {
            // Played at the solo table: its turn order, wars and ships name its seats.
            rules
                .tutorial
                .check_seats(rules.setup.seats.len())
                .map_err(|e| {
                    // not shown: from here (a modder's error, in English)
                    format!(
                        "the guided game does not fit these rules' solo table ({}): {e}",
                        crate::rules::data::TUTORIAL
                    )
                    // not shown: to here
                })?;
            GameConfig::tutorial(rules)
        } else {
            config
        };
        // A table whose automa has levels of its own offers those; the game's file still
        // names the nearest level for what the solo automas would read of it.
        let levels = difficulty_levels(rules, setup);
        let Some((_, level_name)) = levels.iter().find(|(l, _)| *l == config.difficulty) else {
            return Err(crate::t!(
                "refuse-setup-no-difficulty",
                level = config.difficulty,
                most = levels.len().saturating_sub(1)
            ));
        };
        let Some(mut diff) = rules
            .difficulty
            .get(config.difficulty)
            .or(rules.difficulty.levels.last())
            .cloned()
        else {
            return Err("the difficulty file has no level".into()); // not shown: a modder's error
        };
        diff.name = level_name.clone();
        let roster = Roster::from_setup(rules, setup)?;
        let map = generate_map_with(&rules.map, config.seed, &roster.sectors, roster.wormholes);
        (
            config,
            diff,
            roster,
            map,
            rules.base.start_ships,
            rules.base.population_track.len() as u32,
        )
    };
    for key in &config.policy {
        if !roster.seat_of(key).is_some_and(|s| roster.is_human(s)) {
            // not shown: from here (a command line's error, in English)
            return Err(format!(
                "the built-in policy plays a person's seat, and {key:?} is not one at this \
                 table (its people: {})",
                roster
                    .humans()
                    .map(|s| roster.key(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            // not shown: to here
        }
    }
    crate::rules::seat_resources(world, roster.clone());
    let you = roster.first_human();
    spawn_board(world, map.board, &map.stars);
    for place in hooked_mut::<BoardPlaced>(world).iter() {
        place(world, &config);
    }
    world.insert_resource(config.clone());
    // Keep faces a test queued before the game started.
    match world.get_resource_mut::<Dice>() {
        Some(mut dice) => dice.reseed(config.seed),
        None => world.insert_resource(Dice::new(config.seed)),
    }
    world.insert_resource(DifficultyLevel(config.difficulty));
    for (i, seat) in roster.humans().enumerate() {
        let alignment = config
            .alignments
            .get(i)
            .copied()
            .unwrap_or(config.alignment);
        world.resource_mut::<Alignments>().0[seat] = alignment;
    }
    // The game's first line, before everything its setup draws and deals.
    let people: Vec<crate::lang::Says> = roster
        .humans()
        .map(|s| {
            let a = world.resource::<Alignments>().of(s);
            crate::says!(
                "log-rules-new-game-person",
                who = narrate::name_says(world, s),
                alignment = a.name()
            )
        })
        .collect();
    let first = if people.len() == 1 {
        crate::says!(
            "log-rules-new-solo-game",
            seed = config.seed.to_string(),
            level = config.difficulty,
            difficulty = crate::lang::Says::content(
                "difficulty",
                diff.name.as_str(),
                "name",
                diff.name.as_str()
            ),
            alignment = config.alignment.name()
        )
    } else {
        crate::says!(
            "log-rules-new-game",
            table = &*roster.name,
            seed = config.seed.to_string(),
            people = crate::lang::Says::listing(people, false)
        )
    };
    narrate::log_event(world, first);
    for seat in roster.seats() {
        if table::has_population_track(world, seat) {
            world.resource_mut::<PopulationTracks>().0[seat] = discs;
        }
        if table::has_fleets(world, seat) {
            world.resource_mut::<FleetSupply>().0[seat] = FleetLetter::ALL.to_vec();
        }
    }
    crate::rules::fleet_supply::add_decks(world);

    // Each person's starting ships at their home star.
    let mut q = world.query_filtered::<(&Position, &Star), With<HomeStar>>();
    let homes: Vec<(Seat, hexx::Hex)> = q
        .iter(world)
        .filter_map(|(p, s)| s.owner.map(|o| (o, p.0)))
        .collect();
    for seat in roster.humans() {
        if let Some(&(_, home)) = homes.iter().find(|(o, _)| *o == seat) {
            ships::place_pieces(world, seat, home, start_ships);
        }
    }

    // The automas: a star people and home sector bonus for a kind that takes them
    // (before its own setup, which builds on its starting levels), then their start
    // (the solo kind's puts the difficulty's discs on an offboard track).
    for seat in roster.automas() {
        for seated in hooked_mut::<AutomaSeated>(world).iter() {
            seated(world, seat, &config)?;
        }
        if let Some(kind) = table::automa_kind(world, seat) {
            kind.start(world, seat);
        }
    }
    setup_steps::<SeatsReady>(world, &config)?;
    random_turn_order(world, you);
    setup_steps::<ContentDealt>(world, &config)?;
    if config.tutorial {
        crate::rules::tutorial::arrange(world)?;
    }
    world.resource_mut::<GameLog>().end_setup();
    world
        .resource_mut::<NextState<GamePhase>>()
        .set(GamePhase::MoveCombat);
    Ok(())
}

/// Spawns sectors, wormholes and stars for a board.
/// A home star goes to the seat whose home sector it is in.
pub fn spawn_board(world: &mut World, board: Board, stars: &[crate::rules::board::StarSite]) {
    let home_pop = world.resource::<RulesData>().base.home_population;
    for sector in board.sector_ids() {
        world.spawn(Sector {
            id: sector,
            center: board.sector_center(sector),
        });
    }
    for (i, &h) in board.wormholes.iter().enumerate() {
        world.spawn((
            Wormhole {
                number: i as u8 + 1,
                sector: board.sector_of(h).unwrap_or(SectorId(0)),
            },
            Position(h),
        ));
    }
    // The two ends of a link carry the same number.
    for (i, &(a, b)) in board.links.iter().enumerate() {
        for h in [a, b] {
            world.spawn((
                Wormhole {
                    number: i as u8 + 1,
                    sector: board.sector_of(h).unwrap_or(SectorId(0)),
                },
                Position(h),
            ));
        }
    }
    for s in stars {
        let home_owner = board.sector(s.sector).and_then(|x| x.home_of);
        let home = s.kind == StarKind::Home && home_owner.is_some();
        let mut e = world.spawn((
            Star {
                name: s.name.as_str().into(),
                kind: s.kind,
                owner: if home { home_owner } else { None },
                population: if home { home_pop } else { 0 },
                revealed: home,
            },
            Position(s.hex),
        ));
        if home {
            e.insert(HomeStar);
        }
    }
    world.insert_resource(board);
    // Searches made on another board do not hold on this one.
    world.insert_resource(crate::rules::board::ReachCache::default());
}

/// Turn order counters drawn at random: a die picks the first seat, then the second.
fn random_turn_order(world: &mut World, you: Seat) {
    let roster = world.resource::<Roster>().clone();
    // A seat acting in another's turns has no place of its own.
    let mut left: Vec<Seat> = roster.taking_turns().collect();
    let mut order = Vec::new();
    let mut d = Decision::new(
        0,
        you,
        DecisionKind::InitialTurnOrder,
        crate::says!("log-rules-decision-turn-order"),
    );
    d.offer(
        left.iter()
            .map(|&s| (Candidate::Seat(s), narrate::name_says(world, s))),
    );
    while left.len() > 1 {
        let pick = world.resource_mut::<Dice>().pick(left.len(), "turn order"); // not shown
        d.add_pick(&pick);
        order.push(left.remove(pick.index));
    }
    order.extend(left);
    d.result = crate::lang::Says::listing(
        order
            .iter()
            .map(|&s| narrate::name_says(world, s))
            .collect(),
        false,
    );
    world.resource_mut::<GameLog>().decision(d);
    world.insert_resource(TurnOrder(order));
}
