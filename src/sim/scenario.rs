//! Scenarios: a board position written in RON, run until a stop point, printing the
//! resulting position and the automa decision records. The format is documented in
//! `docs/scenarios.md`; the examples in `scenarios/` double as tests.

use super::policy;
use crate::rules::board::{generate_map_for, hex_label};
use crate::rules::data::RulesData;
use crate::rules::dice::{Dice, Roll};
use crate::rules::log::{Decision, GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::phases::{GamePhase, StartCursor, TurnsDone};
use crate::rules::player::{PlayerCommand, apply_command};
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::setup::{GameConfig, spawn_board};
use crate::rules::snapshot::{HomeStar, Snapshot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use hexx::Hex;
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Seed of the generated board and of the dice after the forced faces run out.
    pub seed: u64,
    #[serde(default = "one")]
    pub difficulty: u8,
    #[serde(default = "sto")]
    pub alignment: Alignment,
    #[serde(default = "one")]
    pub round: u8,
    /// `MoveCombat`, `Growth` or `Trading` (a scenario that starts a new game starts in
    /// the first move/combat phase whatever this says).
    #[serde(default = "move_combat")]
    pub phase: GamePhase,
    /// Start a new game from a setup instead of building a position: the board is
    /// generated from `seed`, the start bonus, difficulty and turn order dice come from
    /// `forced_dice` first, and the position fields below are not used.
    #[serde(default)]
    pub new_game: Option<NewGame>,
    /// The galactic story in play: a story's key or `random` (drawn with the seed);
    /// without it the scenario plays without a story.
    #[serde(default)]
    pub story: Option<String>,
    /// The galactic goal in play: a goal's key or `random`; none without it.
    #[serde(default)]
    pub goal: Option<String>,
    /// Your star people (a key of `content/peoples.ron`), on the side of `alignment`. In
    /// a new game its setup applies; in a position it is only in play.
    #[serde(default)]
    pub people: Option<String>,
    /// The domination cards in your hand (keys of `content/cards.ron`); the deck holds the
    /// others in file order, the last on top.
    #[serde(default)]
    pub cards: Vec<String>,
    /// The seat whose turn comes first (move/combat only); default: the first in order.
    #[serde(default)]
    pub active: Option<Seat>,
    #[serde(default = "default_order")]
    pub turn_order: Vec<Seat>,
    /// Remove the generated stars and use only those listed.
    #[serde(default)]
    pub replace_stars: bool,
    /// Make every generated nebula, asteroid system and neutron star empty space.
    #[serde(default)]
    pub clear_terrain: bool,
    #[serde(default)]
    pub stars: Vec<StarSpec>,
    #[serde(default)]
    pub terrain: Vec<((i32, i32), Terrain)>,
    #[serde(default)]
    pub ships: Vec<ShipSpec>,
    #[serde(default)]
    pub fleets: Vec<FleetSpec>,
    /// Technology levels in die order (Military, Spirituality, Propulsion, Robotics, Genetics).
    #[serde(default)]
    pub technology: Vec<(Seat, [u8; 5])>,
    /// Discs on the population tracks; default: full tracks less the discs on the board.
    #[serde(default)]
    pub player_track: Option<u32>,
    #[serde(default)]
    pub slaver_track: Option<u32>,
    #[serde(default)]
    pub offboard: u32,
    #[serde(default)]
    pub war_with_farmers: bool,
    #[serde(default)]
    pub war_with_slavers: bool,
    #[serde(default)]
    pub dp: i32,
    /// Advanced fleet tactics already assigned.
    #[serde(default)]
    pub tactics: Vec<(Seat, FleetLetter, TacticSide)>,
    /// The automas' own state, by seat key, in each kind's form (see
    /// `docs/scenarios.md`): for the Remnants, their unopened systems and forces.
    #[serde(default)]
    pub automas: Vec<(String, ron::Value)>,
    /// The next cards drawn from named decks (by card name), before their own order:
    /// `("remnant pool", ["ship-2", "blank"])`, `("fleet counters: Slavers", ["C"])`.
    #[serde(default)]
    pub decks: Vec<(String, Vec<String>)>,
    /// Faces the next dice show, in order.
    #[serde(default)]
    pub forced_dice: Vec<u8>,
    /// Answers to the player's prompts, in order; after them the built-in policy plays.
    #[serde(default)]
    pub commands: Vec<PlayerCommand>,
    pub stop: Stop,
}

fn one() -> u8 {
    1
}
fn move_combat() -> GamePhase {
    GamePhase::MoveCombat
}

/// How a scenario starts a new game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// A setup file, relative to the scenario file (default: the rules' solo setup).
    #[serde(default)]
    pub setup: Option<String>,
}
fn sto() -> Alignment {
    Alignment::Sto
}
fn default_order() -> Vec<Seat> {
    vec![Seat::PLAYER, Seat::FARMERS, Seat::SLAVERS]
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StarSpec {
    pub at: (i32, i32),
    pub kind: StarKind,
    #[serde(default)]
    pub owner: Option<Seat>,
    #[serde(default)]
    pub population: u32,
    #[serde(default)]
    pub name: Option<String>,
    /// A relic on the star (its key in `content/relics.ron`): turned up if the star has
    /// an owner, else face down.
    #[serde(default)]
    pub relic: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShipSpec {
    pub owner: Seat,
    pub at: (i32, i32),
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FleetSpec {
    pub owner: Seat,
    pub letter: FleetLetter,
    pub at: (i32, i32),
    pub ships: u32,
}

/// Where a scenario stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// After this seat's turn in this phase.
    AfterTurn(Seat, GamePhase),
    /// When the game leaves this phase.
    EndOfPhase(GamePhase),
    EndOfRound,
    EndOfGame,
}

/// The position a scenario ended in, and what happened on the way.
#[derive(Debug, Clone, Serialize)]
pub struct ScenarioOutput {
    pub round: u8,
    pub phase: GamePhase,
    pub turn_order: Vec<Seat>,
    pub war_with_farmers: bool,
    pub war_with_slavers: bool,
    /// Every pair of seats at war (the lower seat first), and whether for good (a
    /// permanent pair, such as you and the Remnants): any table's diplomacy.
    #[serde(default)]
    pub wars: Vec<(Seat, Seat, bool)>,
    pub player_alignment: Alignment,
    pub dp: i32,
    pub offboard: u32,
    /// Whether a seat at this table keeps an offboard track (the solo kind's Slavers),
    /// for the text form.
    #[serde(skip)]
    pub has_offboard: bool,
    pub tracks: PerSeat<u32>,
    pub technology: PerSeat<[u8; 5]>,
    pub stars: Vec<StarOut>,
    /// Ships per hex: (hex, seat, ship pieces, fleet ships).
    pub ships: Vec<ShipsOut>,
    pub fleets: Vec<FleetSpec>,
    pub decisions: Vec<Decision>,
    pub rolls: Vec<Roll>,
    /// What happened to the decks during the run (draws with their purpose, discards,
    /// reshuffles); left out of the JSON when nothing did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decks: Vec<crate::rules::deck::DeckEvent>,
    pub log: Vec<String>,
    /// Each seat's name, for the text form.
    #[serde(skip)]
    pub seat_names: Vec<String>,
    /// The log entries of the run as records (the `log` lines are their text).
    #[serde(skip)]
    pub entries: Vec<LogEntry>,
    /// Every DP gained or lost during the run, with its source.
    pub destiny: Vec<crate::rules::log::DpRecord>,
    /// The board: each sector's centre and role, and the wormholes (1 first).
    pub board: BoardOut,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoardOut {
    pub sectors: Vec<SectorOut>,
    pub wormholes: Vec<(i32, i32)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SectorOut {
    pub center: (i32, i32),
    pub role: SectorRole,
    /// The seat whose home sector it is.
    pub home_of: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StarOut {
    pub at: (i32, i32),
    pub name: String,
    pub kind: StarKind,
    pub owner: Option<Seat>,
    pub population: u32,
    /// The relic on the star (its key), and whether it is turned up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relic: Option<(String, bool)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShipsOut {
    pub at: (i32, i32),
    pub owner: Seat,
    pub pieces: u32,
    pub in_fleets: u32,
}

impl ScenarioOutput {
    /// Ships of `owner` at `at` (pieces and fleets).
    pub fn ships_at(&self, at: (i32, i32), owner: Seat) -> u32 {
        self.ships
            .iter()
            .filter(|s| s.at == at && s.owner == owner)
            .map(|s| s.pieces + s.in_fleets)
            .sum()
    }

    pub fn star(&self, at: (i32, i32)) -> Option<&StarOut> {
        self.stars.iter().find(|s| s.at == at)
    }

    fn name(&self, seat: Seat) -> &str {
        self.seat_names.get(seat.index()).map_or("?", |n| n)
    }

    pub fn to_text(&self) -> String {
        let mut s = format!(
            "Round {}, {:?}; turn order {}; you are {} with {} DP\n",
            self.round,
            self.phase,
            self.turn_order
                .iter()
                .map(|&s| self.name(s))
                .collect::<Vec<_>>()
                .join(", "),
            self.player_alignment.name(),
            self.dp,
        );
        let wars: Vec<String> = self
            .wars
            .iter()
            .map(|&(a, b, for_good)| {
                format!(
                    "{} and {}{}",
                    self.name(a),
                    self.name(b),
                    if for_good { " (for good)" } else { "" }
                )
            })
            .collect();
        if wars.is_empty() {
            s += "At war: no one";
        } else {
            s += &format!("At war: {}", wars.join(", "));
        }
        if self.has_offboard {
            s += &format!("; offboard discs: {}", self.offboard);
        }
        s += "\n";
        s += "\nStars:\n";
        for st in &self.stars {
            s += &format!(
                "  {:<10} {:<9} {:<12} {} pop {}\n",
                st.name,
                hex_label(Hex::new(st.at.0, st.at.1)),
                st.kind.name(),
                st.owner.map_or("neutral", |o| self.name(o)),
                st.population
            );
        }
        s += "\nShips:\n";
        for sh in &self.ships {
            s += &format!(
                "  {:<9} {:<16} {} pieces, {} in fleets\n",
                hex_label(Hex::new(sh.at.0, sh.at.1)),
                self.name(sh.owner),
                sh.pieces,
                sh.in_fleets
            );
        }
        if !self.decks.is_empty() {
            s += "\nDecks:\n";
            for e in &self.decks {
                s += &format!("  {}\n", crate::rules::deck::event_line(e));
            }
        }
        s += "\nLog:\n";
        for l in &self.log {
            s += &format!("  {l}\n");
        }
        s
    }
}

pub fn parse(file: &str, text: &str) -> Result<Scenario, String> {
    ron::from_str(text).map_err(|e| {
        format!(
            "{file}: line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

/// The largest scenario (or setup file a scenario names) read: 4 MiB.
pub const MAX_SCENARIO_FILE: u64 = 4 << 20;

pub fn run_file(rules: &RulesData, file: &Path) -> Result<ScenarioOutput, String> {
    let text = crate::rules::data::read::read_text_capped(file, MAX_SCENARIO_FILE)
        .map_err(|e| format!("{}: {e}", file.display()))?;
    let mut sc = parse(&file.display().to_string(), &text)?;
    // A setup file is named relative to the scenario file.
    if let Some(ng) = sc.new_game.as_mut()
        && let Some(path) = ng.setup.as_mut()
        && let Some(dir) = file.parent()
    {
        *path = dir.join(&*path).display().to_string();
    }
    run(rules, &sc)
}

/// Starts a new game from a setup with the scenario's seed, difficulty, alignment and
/// forced dice.
fn new_game_app(rules: &RulesData, sc: &Scenario, ng: &NewGame) -> Result<App, String> {
    if sc.forced_dice.iter().any(|f| !(1..=6).contains(f)) {
        return Err("`forced_dice` faces must be 1-6".into());
    }
    let setup = match &ng.setup {
        None => rules.setup.clone(),
        Some(path) => {
            let text = crate::rules::data::read::read_text_capped(
                std::path::Path::new(path),
                MAX_SCENARIO_FILE,
            )
            .map_err(|e| format!("`new_game.setup`: {path}: {e}"))?;
            crate::rules::data::parse_ron::<crate::rules::data::SetupFile>(path, &text)
                .map_err(|e| e.to_string())?
        }
    };
    let mut app = crate::rules::headless_app(rules.clone());
    app.update();
    // Faces queued before the game are kept by it: they decide the start.
    app.world_mut()
        .resource_mut::<Dice>()
        .force(sc.forced_dice.iter().copied());
    let config = GameConfig {
        seed: sc.seed,
        difficulty: sc.difficulty,
        alignment: sc.alignment,
        story: story_pick(sc),
        goal: goal_pick(sc),
        people: sc.people.clone().map_or(
            crate::rules::content::story::ContentPick::Off,
            crate::rules::content::story::ContentPick::Named,
        ),
        people_field: None,
        sector_bonus: false,
        setup: None,
        alignments: Vec::new(),
        tutorial: false,
        policy: Vec::new(),
    };
    crate::rules::setup::new_game_with(app.world_mut(), config, &setup)?;
    automa_states(app.world_mut(), sc)?;
    Ok(app)
}

/// The scenario's automa states and forced deck cards, on a game set up.
fn automa_states(world: &mut World, sc: &Scenario) -> Result<(), String> {
    for (key, state) in &sc.automas {
        let roster = world.resource::<Roster>();
        let Some(seat) = roster.seat_of(key) else {
            return Err(format!(
                "`automas`: no seat {key:?} at this table (its seats: {})",
                roster.keys().join(", ")
            ));
        };
        let Some(kind) = table::automa_kind(world, seat) else {
            return Err(format!("`automas`: {key:?} is not an automa"));
        };
        kind.scenario_state(world, seat, state.clone())
            .map_err(|e| format!("`automas` {key:?}: {e}"))?;
    }
    let mut decks = world.get_resource_or_init::<crate::rules::deck::Decks>();
    for (deck, cards) in &sc.decks {
        if cards.len() > 10_000 {
            return Err(format!("`decks` {deck:?}: more than 10000 cards"));
        }
        decks
            .force_names(deck, cards)
            .map_err(|e| format!("`decks`: {e}"))?;
    }
    Ok(())
}

/// The scenario's story as a new game picks it (no story unless one is named).
fn story_pick(sc: &Scenario) -> crate::rules::content::story::ContentPick {
    sc.story
        .as_deref()
        .map_or(crate::rules::content::story::ContentPick::Off, |k| {
            crate::rules::content::story::ContentPick::parse(k)
        })
}

/// The scenario's goal (none unless one is named).
fn goal_pick(sc: &Scenario) -> crate::rules::content::story::ContentPick {
    sc.goal
        .as_deref()
        .map_or(crate::rules::content::story::ContentPick::Off, |k| {
            crate::rules::content::story::ContentPick::parse(k)
        })
}

/// Builds the position in a fresh app.
/// Counts a board can hold and positions a game can have: every ship is an entity, so
/// a count is bounded before anything is made; one star per hex, none on a wormhole,
/// one home star per seat, tracks within their discs.
fn check_counts(rules: &RulesData, sc: &Scenario) -> Result<(), String> {
    use crate::rules::data::in_range;
    // Positions past the piece limit are allowed (a test may want a crowd); a count that
    // would fill memory is not.
    let limit = 1000;
    let mut pieces: Vec<(Seat, u32)> = Vec::new();
    for (i, sh) in sc.ships.iter().enumerate() {
        in_range(&format!("ships[{i}].count"), sh.count, 0, limit)?;
        match pieces.iter_mut().find(|p| p.0 == sh.owner) {
            Some(p) => p.1 += sh.count,
            None => pieces.push((sh.owner, sh.count)),
        }
    }
    if let Some((seat, n)) = pieces.iter().find(|p| p.1 > limit) {
        return Err(format!(
            "`ships`: {n} pieces for seat {}, more than {limit}",
            seat.0
        ));
    }
    for (i, f) in sc.fleets.iter().enumerate() {
        in_range(&format!("fleets[{i}].ships"), f.ships, 1, 1000)?;
    }
    let mut hexes: Vec<(i32, i32)> = Vec::new();
    let mut homes: Vec<Seat> = Vec::new();
    for (i, s) in sc.stars.iter().enumerate() {
        in_range(&format!("stars[{i}].population"), s.population, 0, 100)?;
        if hexes.contains(&s.at) {
            return Err(format!("`stars`: two stars at {:?}", s.at));
        }
        hexes.push(s.at);
        if s.kind == StarKind::Home
            && let Some(o) = s.owner
        {
            if homes.contains(&o) {
                return Err(format!("`stars`: two home stars for seat {}", o.0));
            }
            homes.push(o);
        }
    }
    let discs = rules.base.population_track.len() as u32;
    for (name, v) in [
        ("player_track", sc.player_track),
        ("slaver_track", sc.slaver_track),
    ] {
        in_range(name, v.unwrap_or(0), 0, discs)?;
    }
    in_range("offboard", sc.offboard, 0, discs)?;
    in_range("dp", sc.dp, -100_000, 100_000)?;
    Ok(())
}

pub fn setup(rules: &RulesData, sc: &Scenario) -> Result<App, String> {
    if rules.difficulty.get(sc.difficulty).is_none() {
        return Err(format!(
            "`difficulty` {} is not in the rules",
            sc.difficulty
        ));
    }
    if !matches!(
        sc.phase,
        GamePhase::MoveCombat | GamePhase::Growth | GamePhase::Trading
    ) {
        return Err("`phase` must be MoveCombat, Growth or Trading".into());
    }
    if sc.forced_dice.iter().any(|f| !(1..=6).contains(f)) {
        return Err("`forced_dice` faces must be 1-6".into());
    }
    let mut order = sc.turn_order.clone();
    order.sort();
    order.dedup();
    if order.len() != 3 || sc.turn_order.len() != 3 {
        return Err("`turn_order` must list Player, Farmers and Slavers once each".into());
    }
    if !(1..=rules.base.rounds).contains(&sc.round) {
        return Err(format!("`round` must be 1-{}", rules.base.rounds));
    }
    check_counts(rules, sc)?;
    let mut app = crate::rules::headless_app(rules.clone());
    app.update();
    let world = app.world_mut();
    let plan = world.resource::<Roster>().sectors.clone();
    let mut map = generate_map_for(&rules.map, sc.seed, &plan);
    if sc.clear_terrain {
        for h in map.board.hexes.clone() {
            if map.board.terrain(h) != Some(Terrain::Star) {
                map.board.set_terrain(h, Terrain::Empty);
            }
        }
    }
    if sc.replace_stars {
        for s in &map.stars {
            map.board.set_terrain(s.hex, Terrain::Empty);
        }
        map.stars.clear();
    }
    if sc.stars.iter().any(|s| s.kind == StarKind::Home) {
        // A listed home star replaces the generated one.
        for s in map.stars.iter().filter(|s| s.kind == StarKind::Home) {
            map.board.set_terrain(s.hex, Terrain::Empty);
        }
        map.stars.retain(|s| s.kind != StarKind::Home);
    }
    for spec in &sc.stars {
        let h = Hex::new(spec.at.0, spec.at.1);
        let Some(sector) = map.board.sector_of(h) else {
            return Err(format!("`stars`: {} is not on the board", hex_label(h)));
        };
        map.stars.retain(|s| s.hex != h);
        map.board.set_terrain(h, Terrain::Star);
        map.stars.push(crate::rules::board::StarSite {
            hex: h,
            sector,
            kind: spec.kind,
            name: spec
                .name
                .clone()
                .unwrap_or_else(|| format!("Star {}", hex_label(h))),
        });
    }
    for &((x, y), t) in &sc.terrain {
        let h = Hex::new(x, y);
        if !map.board.contains(h) {
            return Err(format!("`terrain`: {} is not on the board", hex_label(h)));
        }
        if map.stars.iter().any(|s| s.hex == h) {
            return Err(format!("`terrain`: {} holds a star", hex_label(h)));
        }
        if t == Terrain::Star {
            return Err("`terrain`: list stars under `stars`".into());
        }
        map.board.set_terrain(h, t);
    }
    let roster = world.resource::<Roster>().clone();
    spawn_board(world, map.board.clone(), &map.stars);
    // spawn_board gives the home star to the player; listed stars set their own state.
    let mut q = world.query::<(Entity, &Star, &Position)>();
    let listed: Vec<(Entity, &StarSpec)> = q
        .iter(world)
        .filter_map(|(e, _, pos)| {
            sc.stars
                .iter()
                .find(|s| s.at == (pos.0.x, pos.0.y))
                .map(|spec| (e, spec))
        })
        .collect();
    let mut homes = Vec::new();
    for (e, spec) in listed {
        crate::rules::ships::modify::<Star>(world, e, |star| {
            star.owner = spec.owner;
            star.population = spec.population;
            star.revealed = true;
        });
        if spec.kind == StarKind::Home && spec.owner == Some(Seat::PLAYER) {
            homes.push(e);
        } else {
            homes.retain(|&x| x != e);
        }
    }
    let mut qh = world.query_filtered::<(Entity, &Star), With<HomeStar>>();
    let stale: Vec<Entity> = qh
        .iter(world)
        .filter(|(_, s)| s.owner != Some(Seat::PLAYER))
        .map(|(e, _)| e)
        .collect();
    for e in stale {
        world.entity_mut(e).remove::<HomeStar>();
    }
    for e in homes {
        world.entity_mut(e).insert(HomeStar);
    }
    let mut q = world.query::<(Entity, &Position)>();
    let placed: Vec<(Entity, (i32, i32))> =
        q.iter(world).map(|(e, p)| (e, (p.0.x, p.0.y))).collect();
    for spec in sc.stars.iter().filter(|s| s.relic.is_some()) {
        let key = spec.relic.as_deref().unwrap_or_default();
        let relics = &world.resource::<RulesData>().relics;
        let Some(index) = relics.get(key) else {
            let keys: Vec<&str> = relics.relics.iter().map(|r| r.key.as_str()).collect();
            return Err(format!(
                "`stars`: no relic {key:?} (there are: {})",
                keys.join(", ")
            ));
        };
        let star = placed
            .iter()
            .find(|(e, at)| *at == spec.at && world.get::<Star>(*e).is_some())
            .map(|(e, _)| *e);
        if let Some(e) = star {
            crate::rules::content::relic::put(
                world,
                e,
                crate::rules::content::relic::Relic {
                    index,
                    revealed: spec.owner.is_some(),
                },
            );
        }
    }
    let mut dice = Dice::new(sc.seed);
    dice.force(sc.forced_dice.iter().copied());
    world.insert_resource(dice);
    world.insert_resource(GameConfig {
        seed: sc.seed,
        difficulty: sc.difficulty,
        alignment: sc.alignment,
        story: story_pick(sc),
        goal: goal_pick(sc),
        people: sc.people.clone().map_or(
            crate::rules::content::story::ContentPick::Off,
            crate::rules::content::story::ContentPick::Named,
        ),
        people_field: None,
        sector_bonus: false,
        setup: None,
        alignments: Vec::new(),
        tutorial: false,
        policy: Vec::new(),
    });
    // A position's people is in play without its setup: the position lists what the
    // setup gave.
    if let Some(key) = &sc.people {
        crate::rules::content::people::put_in_play(world, Seat::PLAYER, key)?;
    }
    crate::rules::content::story::choose(world, &story_pick(sc), sc.seed)?;
    crate::rules::content::goal::choose(world, &goal_pick(sc), sc.seed)?;
    let all = world.resource::<RulesData>().cards.clone();
    let mut hand = Vec::new();
    for key in &sc.cards {
        match all.get(key) {
            Some(i) if !hand.contains(&i) => hand.push(i),
            Some(_) => return Err(format!("`cards`: {key:?} is listed twice")),
            None => {
                let keys: Vec<&str> = all.cards.iter().map(|c| c.key.as_str()).collect();
                return Err(format!(
                    "`cards`: no domination card {key:?} (there are: {})",
                    keys.join(", ")
                ));
            }
        }
    }
    // The deck holds the other solo cards in file order, the last on top.
    let top_first: Vec<usize> = (0..all.cards.len())
        .rev()
        .filter(|i| !hand.contains(i) && all.cards[*i].solo)
        .collect();
    world.insert_resource(crate::rules::content::card::Cards {
        hands: vec![(Seat::PLAYER, hand)],
        ..Default::default()
    });
    crate::rules::content::card::make_deck(world, &top_first, sc.seed);
    world.insert_resource(DifficultyLevel(sc.difficulty));
    world.resource_mut::<Alignments>().0[Seat::PLAYER] = sc.alignment;
    world.insert_resource(Round(sc.round));
    world.insert_resource(TurnOrder(sc.turn_order.clone()));
    world
        .resource_mut::<crate::rules::automa::solo::OffboardPower>()
        .0[Seat::SLAVERS] = sc.offboard;
    world.resource_mut::<Scores>().0[Seat::PLAYER].dp = sc.dp;
    let mut dip = Diplomacy::new(roster.len(), &roster.permanent_war);
    dip.set_war(Seat::PLAYER, Seat::FARMERS, sc.war_with_farmers);
    dip.set_war(Seat::PLAYER, Seat::SLAVERS, sc.war_with_slavers);
    world.insert_resource(dip);
    let mut tech = Technology::new(roster.len());
    for (seat, levels) in &sc.technology {
        if levels.iter().any(|l| !(1..=6).contains(l)) {
            return Err("`technology` levels must be 1-6".into());
        }
        tech.0[*seat] = *levels;
    }
    world.insert_resource(tech);
    let total = rules.base.population_track.len() as u32;
    let snap = Snapshot::take(world);
    let on_board = |seat: Seat| -> u32 {
        snap.stars
            .iter()
            .filter(|s| s.owner == Some(seat))
            .map(|s| {
                if s.kind == StarKind::Home {
                    s.population.saturating_sub(rules.base.home_population)
                } else {
                    s.population
                }
            })
            .sum()
    };
    let player_track = sc
        .player_track
        .unwrap_or(total.saturating_sub(on_board(Seat::PLAYER)));
    let slaver_track = sc
        .slaver_track
        .unwrap_or(total.saturating_sub(on_board(Seat::SLAVERS) + sc.offboard));
    world.insert_resource(PopulationTracks(PerSeat(vec![
        player_track,
        0,
        slaver_track,
    ])));
    let board = map.board;
    let mut supply = FleetSupply(PerSeat(
        roster
            .seats()
            .map(|s| {
                if table::has_fleets(world, s) {
                    FleetLetter::ALL.to_vec()
                } else {
                    Vec::new()
                }
            })
            .collect(),
    ));
    for sh in &sc.ships {
        let h = Hex::new(sh.at.0, sh.at.1);
        if !board.contains(h) {
            return Err(format!("`ships`: {} is not on the board", hex_label(h)));
        }
        for _ in 0..sh.count {
            world.spawn((ShipPiece { owner: sh.owner }, Position(h)));
        }
    }
    for f in &sc.fleets {
        let h = Hex::new(f.at.0, f.at.1);
        if !board.contains(h) {
            return Err(format!("`fleets`: {} is not on the board", hex_label(h)));
        }
        if !table::has_fleets(world, f.owner) {
            return Err(format!(
                "`fleets`: the {} have no fleets",
                roster.name(f.owner)
            ));
        }
        if !supply.0[f.owner].contains(&f.letter) {
            return Err(format!(
                "`fleets`: {} has fleet {:?} twice",
                roster.key(f.owner),
                f.letter
            ));
        }
        supply.0[f.owner].retain(|&l| l != f.letter);
        world.spawn((
            Fleet {
                owner: f.owner,
                letter: f.letter,
                ships: f.ships,
                face_down: f.letter != FleetLetter::D,
            },
            Position(h),
        ));
    }
    world.insert_resource(supply);
    crate::rules::fleet_supply::add_decks(world);
    let mut tactics = FleetTactics {
        assigned: PerSeat::filled(roster.len(), Vec::new()),
        unassigned: PerSeat::filled(roster.len(), 0),
    };
    for (seat, l, side) in &sc.tactics {
        tactics.assigned[*seat].push((*l, *side));
    }
    world.insert_resource(tactics);
    if let Some(a) = sc.active {
        if sc.phase != GamePhase::MoveCombat {
            return Err("`active` is only for the MoveCombat phase".into());
        }
        let i = sc.turn_order.iter().position(|&s| s == a).unwrap();
        world.insert_resource(StartCursor(Some(i)));
    }
    automa_states(world, sc)?;
    world.resource_mut::<NextState<GamePhase>>().set(sc.phase);
    Ok(app)
}

fn phase_of(app: &App) -> GamePhase {
    *app.world().resource::<State<GamePhase>>().get()
}

fn stopped(app: &App, stop: Stop, start_round: u8, entered: bool, done_before: usize) -> bool {
    let phase = phase_of(app);
    match stop {
        Stop::AfterTurn(seat, p) => app.world().resource::<TurnsDone>().0[done_before..]
            .iter()
            .any(|t| t.seat == Some(seat) && t.phase == p),
        Stop::EndOfPhase(p) => entered && phase != p,
        Stop::EndOfRound => app.world().resource::<TurnsDone>().0[done_before..]
            .iter()
            .any(|t| t.phase == GamePhase::Scoring && t.round == start_round),
        Stop::EndOfGame => phase == GamePhase::GameOver,
    }
}

/// The scenario's game or position, built and not yet run.
pub fn build(rules: &RulesData, sc: &Scenario) -> Result<App, String> {
    match &sc.new_game {
        Some(ng) => new_game_app(rules, sc, ng),
        None => setup(rules, sc),
    }
}

/// Runs a scenario to its stop point.
pub fn run(rules: &RulesData, sc: &Scenario) -> Result<ScenarioOutput, String> {
    let mut app = build(rules, sc)?;
    let done_before = app.world().resource::<TurnsDone>().0.len();
    // A new game's deck events are shown from its start, a position's from the run's.
    let decks_before = match (
        &sc.new_game,
        app.world().get_resource::<crate::rules::deck::Decks>(),
    ) {
        (None, Some(d)) => d.events.len(),
        _ => 0,
    };
    // A new game's log is shown from its start (the start bonus and turn order).
    let log_before = if sc.new_game.is_some() {
        0
    } else {
        app.world().resource::<GameLog>().entries.len()
    };
    let mut commands = sc.commands.iter().peekable();
    let mut entered = false;
    for _ in 0..100_000 {
        if stopped(&app, sc.stop, sc.round, entered, done_before) {
            return Ok(output(app.world_mut(), log_before, decks_before));
        }
        if let Some(prompt) = app.world().resource::<PromptSlot>().0.clone() {
            // The retreat-hex and star-guarding questions take only their own answer:
            // files written before they existed keep their meaning, and the policy
            // answers them for them.
            let fits = match prompt {
                Prompt::RetreatWhere { .. } => {
                    matches!(commands.peek(), Some(PlayerCommand::RetreatTo(_)))
                }
                Prompt::GuardStars { .. } => {
                    matches!(commands.peek(), Some(PlayerCommand::GuardStars(_)))
                }
                _ => true,
            };
            match commands.next_if(|_| fits) {
                Some(c) => {
                    apply_command(app.world_mut(), c.clone())
                        .map_err(|e| format!("command {c:?} refused: {e}"))?;
                }
                None => policy::act(app.world_mut()),
            }
            continue;
        }
        app.update();
        if let Stop::EndOfPhase(p) = sc.stop
            && phase_of(&app) == p
        {
            entered = true;
        }
    }
    Err("the scenario did not reach its stop point".into())
}

pub fn output(world: &mut World, log_from: usize, decks_from: usize) -> ScenarioOutput {
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>().clone();
    let mut fleets: Vec<FleetSpec> = {
        let mut q = world.query::<(&Fleet, &Position)>();
        q.iter(world)
            .map(|(f, p)| FleetSpec {
                owner: f.owner,
                letter: f.letter,
                at: (p.0.x, p.0.y),
                ships: f.ships,
            })
            .collect()
    };
    fleets.sort_by_key(|f| (f.owner, f.letter));
    let mut ships = Vec::new();
    for &h in &snap.occupied {
        for seat in Seat::all(snap.seat_count()) {
            let total = snap.ships(&board, h, seat);
            if total > 0 {
                let in_fleets: u32 = fleets
                    .iter()
                    .filter(|f| f.owner == seat && f.at == (h.x, h.y))
                    .map(|f| f.ships)
                    .sum();
                ships.push(ShipsOut {
                    at: (h.x, h.y),
                    owner: seat,
                    pieces: total - in_fleets,
                    in_fleets,
                });
            }
        }
    }
    let log = world.resource::<GameLog>();
    let relics = world.resource::<RulesData>().relics.clone();
    ScenarioOutput {
        round: world.resource::<Round>().0,
        phase: *world.resource::<State<GamePhase>>().get(),
        turn_order: world.resource::<TurnOrder>().0.clone(),
        war_with_farmers: world
            .resource::<Diplomacy>()
            .at_war(Seat::PLAYER, Seat::FARMERS),
        war_with_slavers: world
            .resource::<Diplomacy>()
            .at_war(Seat::PLAYER, Seat::SLAVERS),
        wars: {
            let roster = world.resource::<Roster>();
            let dip = world.resource::<Diplomacy>();
            let seats: Vec<Seat> = roster.seats().collect();
            seats
                .iter()
                .enumerate()
                .flat_map(|(i, &a)| seats[i + 1..].iter().map(move |&b| (a, b)))
                .filter(|&(a, b)| dip.at_war(a, b))
                .map(|(a, b)| (a, b, dip.permanent(a, b)))
                .collect()
        },
        has_offboard: {
            let roster = world.resource::<Roster>();
            roster
                .seats()
                .any(|s| roster.kind(s).is_some_and(|k| k.key() == "solo"))
        },
        player_alignment: world.resource::<Alignments>().of(Seat::PLAYER),
        dp: world.resource::<Scores>().of(Seat::PLAYER).dp,
        offboard: world
            .resource::<crate::rules::automa::solo::OffboardPower>()
            .total(),
        tracks: world.resource::<PopulationTracks>().0.clone(),
        technology: world.resource::<Technology>().0.clone(),
        stars: snap
            .stars
            .iter()
            .map(|s| StarOut {
                at: (s.hex.x, s.hex.y),
                name: s.name.to_string(),
                kind: s.kind,
                owner: s.owner,
                population: s.population,
                relic: s.relic.and_then(|r| {
                    relics
                        .relics
                        .get(r.index)
                        .map(|d| (d.key.clone(), r.revealed))
                }),
            })
            .collect(),
        ships,
        fleets,
        decisions: log.decisions().cloned().collect(),
        rolls: world.resource::<Dice>().rolls.clone(),
        decks: world
            .get_resource::<crate::rules::deck::Decks>()
            .map(|d| d.events[decks_from.min(d.events.len())..].to_vec())
            .unwrap_or_default(),
        log: log
            .text_entries_from(log_from)
            .map(|e| log.line(e))
            .collect(),
        entries: log.entries[log_from..].to_vec(),
        destiny: log.entries[log_from..]
            .iter()
            .filter_map(|e| match e {
                LogEntry::Destiny(r) => Some(r.clone()),
                _ => None,
            })
            .collect(),
        board: BoardOut {
            sectors: board
                .sectors
                .iter()
                .map(|s| SectorOut {
                    center: (s.center.x, s.center.y),
                    role: s.role,
                    home_of: s.home_of,
                })
                .collect(),
            wormholes: board.wormholes.iter().map(|h| (h.x, h.y)).collect(),
        },
        seat_names: world
            .resource::<Roster>()
            .seats
            .iter()
            .map(|s| s.name.to_string())
            .collect(),
    }
}
