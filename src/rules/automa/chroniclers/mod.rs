//! The Chroniclers: the Automa and the Shadow Empire of Tapestry's solo mode, mapped
//! onto our galaxy (design: `seed-automas.md` section 2; RULES.md section 15). Two bots
//! driven by pairs of decision cards race you up the five technology fields for
//! milestones and achievements; the Automa conquers your small stars and neutral ones
//! without ships and explores new stars, and scores at income turns with multipliers.
//! One seat in turn order (the Automa's); the Shadow Empire acts in its turns and owns
//! nothing but claim markers.

pub mod advance;
pub mod benefits;
pub mod conquer;
pub mod display;
pub mod income;
pub mod scenario;
pub mod state;
pub mod tables;
#[cfg(test)]
mod tests;
pub mod turn;

pub use state::Chroniclers;
pub use tables::*;

use crate::lang::JoinedBy as _;
use crate::rules::choice::{Question, Reply};
use crate::rules::data::{AutomaTraits, DataError, KindTable, parse_ron};
use crate::rules::facts::{Fact, OnFact};
use crate::rules::hooks::AddHook;
use crate::rules::kind::{AutomaKind, HexMark, KindPanel};
use crate::rules::log::{Decision, DecisionKind, GameLog, KindRule};
use crate::rules::model::*;
use crate::rules::moments::{
    GameEndScoring, GamePhase, PersonTurnEnded, PersonTurnStarting, ScoringStep,
};
use crate::rules::narrate;
use crate::rules::prompt::{ChoiceOption, Prompt, PromptSlot};
use crate::rules::snapshot::{Snapshot, StarView};
use crate::rules::table;
use bevy::prelude::*;
use state::Claimant;
use std::sync::Arc;

/// The rules reference topics of their decisions.
pub const TURN: KindRule = KindRule("rules-15-their-turn");
pub const ADVANCE: KindRule = KindRule("rules-15-advancing");
pub const CONQUER: KindRule = KindRule("rules-15-conquering-and-exploring");
pub const INCOME: KindRule = KindRule("rules-15-income-turns");
pub const SCORING: KindRule = KindRule("rules-15-scoring-and-the-end");

pub static KIND: ChroniclersKind = ChroniclersKind;

pub struct ChroniclersKind;

pub fn read_table(file: &str, text: &str) -> Result<ChroniclersTable, DataError> {
    let mut t: ChroniclersTable = parse_ron(file, text)?;
    t.benefit_rows = t.benefit_says().into();
    Ok(t)
}

/// The Automa's seat and the table, when the Chroniclers sit at this table.
pub fn chroniclers(world: &World) -> Option<(Seat, Arc<ChroniclersTable>)> {
    let seat = world.get_resource::<Chroniclers>()?.seat?;
    let t = table::kind_data::<Arc<ChroniclersTable>>(world, seat)?;
    Some((seat, t))
}

impl AutomaKind for ChroniclersKind {
    fn key(&self) -> &'static str {
        "chroniclers"
    }

    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError> {
        let t = read_table(file, text)?;
        // No population track, no ships, no people: stars and levels only.
        Ok(KindTable::new(Arc::new(t), AutomaTraits::default()))
    }

    /// They have no ships: no battle question ever reaches them.
    fn answer(&self, _world: &mut World, _seat: Seat, question: &Question) -> Reply {
        crate::rules::automa::shared::never_yields(question)
    }

    fn moves(&self) -> bool {
        true
    }

    /// No ships: stars, levels and claim markers only.
    fn has_pieces(&self) -> bool {
        false
    }

    fn first_round_turn(&self) -> bool {
        true
    }

    fn attacks(&self) -> bool {
        false
    }

    fn scores(&self) -> bool {
        true
    }

    fn init(&self, world: &mut World, _seats: usize) {
        world.insert_resource(Chroniclers::default());
    }

    /// The Automa's seat sets both bots up; the Shadow Empire's (acting in its turns)
    /// has nothing of its own to set.
    fn start(&self, world: &mut World, seat: Seat) {
        if world
            .resource::<crate::rules::table::Roster>()
            .turn_with(seat)
            .is_some()
        {
            return;
        }
        let Some(t) = table::kind_data::<Arc<ChroniclersTable>>(world, seat) else {
            return;
        };
        let t = t.clone();
        set_up(world, seat, &t, true);
    }

    /// A bot turn in the move/combat phase (the first round's too).
    fn move_turn(&self, world: &mut World, _seat: Seat) {
        if let Some((_, t)) = chroniclers(world) {
            turn::bot_turn(world, &t);
        }
    }

    /// A bot turn in the growth phase.
    fn growth_turn(&self, world: &mut World, _seat: Seat) {
        if let Some((_, t)) = chroniclers(world) {
            turn::bot_turn(world, &t);
        }
    }

    fn difficulty_words(
        &self,
        _difficulty: &crate::rules::data::DifficultyTable,
        table: &KindTable,
        level: u8,
    ) -> Option<String> {
        let t = table.get::<Arc<ChroniclersTable>>()?;
        let l = t.level(level);
        Some(display::level_words(l, t.income_dp))
    }

    /// The seed's six levels, "Automa the Underachiever" to "the Crusher of Dreams".
    fn own_levels(&self, table: &KindTable) -> Vec<String> {
        table
            .get::<Arc<ChroniclersTable>>()
            .map_or(Vec::new(), |t| {
                t.levels.iter().map(|l| l.name.clone()).collect()
            })
    }

    fn chosen(
        &self,
        world: &mut World,
        _automa: Seat,
        person: Seat,
        key: &str,
    ) -> Result<crate::lang::Says, crate::lang::Says> {
        let field = Field::ALL
            .into_iter()
            .find(|f| f.name() == key)
            .ok_or_else(|| crate::t!("log-chr-no-field", key = key))?;
        if !world.resource::<Chroniclers>().you_start_level {
            return Err(crate::says!("log-chr-nothing-asked"));
        }
        if !crate::rules::levels::can_gain_level(world, person, field) {
            return Err(crate::says!("log-chr-cannot-rise", field = field.says()));
        }
        world.resource_mut::<Chroniclers>().you_start_level = false;
        crate::rules::levels::gain_level(world, person, field);
        Ok(crate::says!(
            "log-chr-you-start-with",
            field = field.says(),
            level = world.resource::<Technology>().level(person, field)
        ))
    }

    fn scenario_state(
        &self,
        world: &mut World,
        seat: Seat,
        state: ron::Value,
    ) -> Result<(), String> {
        // A position is not a new game: their decks, civilization and Zenith, but no
        // capital and no first income (the file says what they own and their levels).
        let seat = world
            .resource::<crate::rules::table::Roster>()
            .turn_with(seat)
            .unwrap_or(seat);
        if world.resource::<Chroniclers>().seat.is_none()
            && let Some(t) = table::kind_data::<Arc<ChroniclersTable>>(world, seat)
        {
            set_up(world, seat, &t, false);
        }
        let Some((_, t)) = chroniclers(world) else {
            return Err("the Chroniclers are not at this table".into()); // not shown
        };
        let state: scenario::ChroniclersState = state.into_rust().map_err(|e| e.to_string())?;
        scenario::set(world, &t, state)
    }

    /// Once, for the Automa's seat (the Shadow Empire's would repeat them).
    fn marks(&self, world: &World, seat: Seat) -> Vec<HexMark> {
        if world.resource::<Chroniclers>().seat != Some(seat) {
            return Vec::new();
        }
        display::marks(world)
    }

    fn legend(&self) -> Vec<(String, String)> {
        vec![
            (
                "F".into(), // not shown: a mark on the board, as the rules print it
                crate::t!("log-chr-legend-fortified"),
            ),
            (
                "C".into(), // not shown: a mark on the board, as the rules print it
                crate::t!("log-chr-legend-claim"),
            ),
        ]
    }

    fn table_rows(&self, world: &World, seat: Seat) -> Vec<crate::rules::kind::TableRow> {
        match chroniclers(world) {
            Some((automa, t)) if automa == seat => display::rows(world, &t),
            _ => Vec::new(),
        }
    }

    fn panel(&self, world: &World, seat: Seat) -> Vec<KindPanel> {
        match chroniclers(world) {
            Some((automa, t)) if automa == seat => display::panel(world, &t),
            _ => Vec::new(),
        }
    }

    fn tables(&self, table: &KindTable) -> Vec<crate::rules::kind::TableExcerpt> {
        table
            .get::<Arc<ChroniclersTable>>()
            .map_or(Vec::new(), |t| display::tables(t))
    }

    fn question_hint(&self, _world: &World, _topic: KindRule) -> Option<&'static str> {
        Some("kind-prompts-chroniclers-hint-start-level")
    }

    fn plugin(&self, app: &mut App) {
        app.add_hook::<PersonTurnEnded>(after_person_turn)
            .add_hook::<PersonTurnStarting>(ask_start_level)
            .add_hook::<OnFact>(on_fact)
            .add_hook::<crate::rules::gain::DefenseGrid>(fortified_ships)
            .add_hook::<crate::rules::gain::GainVeto>(fortified_veto)
            .add_hook::<crate::rules::gain::GainSprung>(trap)
            .add_systems(
                GameEndScoring,
                final_income.before(ScoringStep::PopulationTrack),
            );
    }
}

/// Setup (design 2.1 and 2.5): decks, Zenith, the civilizations and favourites rolled,
/// the Automa's capital, income turn 1.
fn set_up(world: &mut World, seat: Seat, t: &ChroniclersTable, fresh: bool) {
    let seed = world.resource::<crate::rules::dice::Dice>().seed();
    let level = t.level(world.resource::<DifficultyLevel>().0).clone();
    // The Shadow Empire: the seat that acts in the Automa's turns, if the table has it.
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let shadow = roster
        .automas()
        .find(|&s| roster.turn_with(s) == Some(seat));
    *world.resource_mut::<Chroniclers>() = Chroniclers {
        seat: Some(seat),
        shadow,
        you_start_level: level.you_start_level,
        ..Default::default()
    };
    state::deal(world, t, seed);
    let round = narrate::current_round(world);
    let board = world.resource::<crate::rules::board::Board>().clone();
    let snap = Snapshot::take(world);
    // Zenith: the star nearest the center sector's centre.
    let centre = board
        .first_with(SectorRole::Center)
        .map(|s| board.sector_center(s));
    let zenith = centre.and_then(|c| {
        snap.stars
            .iter()
            .min_by_key(|s| (s.hex.unsigned_distance_to(c), s.hex.y, s.hex.x))
            .map(|s| s.hex)
    });
    world.resource_mut::<Chroniclers>().zenith = zenith.map(state::key);
    // The civilization (and its favourite) by the science die; the Shadow Empire's
    // favourite differs.
    let mut fields: Vec<Field> = Field::ALL.to_vec();
    let mut civs = Vec::new();
    let n = if level.extra_civilization { 2 } else { 1 };
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(SCORING),
        crate::says!("log-chr-civilization-what"),
    );
    d.offer(fields.iter().map(|&f| {
        (
            crate::rules::log::Candidate::Field(f),
            t.civilization(f).map_or(f.says(), |c| {
                crate::says!(
                    "log-chr-civilization-option",
                    civ = civ_says(&c.name),
                    field = f.says()
                )
            }),
        )
    }));
    for _ in 0..n {
        let pick = world
            .resource_mut::<crate::rules::dice::Dice>()
            .pick(fields.len(), "the Automa's civilization"); // not shown
        d.add_pick(&pick);
        civs.push(fields.remove(pick.index));
    }
    let fav = civs[0];
    let shadow_options: Vec<Field> = Field::ALL.into_iter().filter(|&f| f != fav).collect();
    let pick = world
        .resource_mut::<crate::rules::dice::Dice>()
        .pick(shadow_options.len(), "the Shadow Empire's favourite"); // not shown
    d.add_pick(&pick);
    let shadow_fav = shadow_options[pick.index];
    d.result = crate::says!(
        "log-chr-civilization-result",
        civs = civs
            .iter()
            .map(|&f| t.civilization(f).map_or("?".into(), |c| civ_says(&c.name)))
            .joined_by(crate::lang::Joint::And),
        field = fav.says(),
        shadow = shadow_fav.says()
    );
    world.resource_mut::<GameLog>().decision(d);
    {
        let mut c = world.resource_mut::<Chroniclers>();
        c.civilizations = civs;
        c.favourite = Some(fav);
        c.shadow_favourite = Some(shadow_fav);
    }
    if !fresh {
        return;
    }
    // The capital: the center-sector star farthest from your home star.
    let you = world
        .resource::<crate::rules::table::Roster>()
        .first_human();
    let home = crate::rules::snapshot::home_star(world, you);
    let center: Vec<&StarView> = snap
        .stars
        .iter()
        .filter(|s| s.owner.is_none() && board.in_center(s.hex) && Some(s.hex) != zenith)
        .collect();
    let far = |s: &&StarView| home.map_or(0, |h| h.unsigned_distance_to(s.hex));
    let best = center.iter().map(far).max();
    let far_ones: Vec<hexx::Hex> = center
        .iter()
        .filter(|s| Some(far(s)) == best)
        .map(|s| s.hex)
        .collect();
    let scan = t
        .cards
        .first()
        .map_or(crate::rules::board::scan::ScanOrder::READING, |c| c.hex);
    if let Some(capital) = scan.first(&far_ones) {
        let mut d = Decision::new(
            round,
            seat,
            DecisionKind::Kind(SCORING),
            crate::says!("log-chr-capital-what"),
        );
        d.offer(far_ones.iter().map(|&h| {
            (
                crate::rules::log::Candidate::Hex(state::key(h)),
                crate::rules::board::hex_label(h),
            )
        }));
        d.table_row = Some(crate::says!("log-chr-capital-row"));
        if far_ones.len() > 1 {
            d.tie_break = Some(crate::says!(
                "log-chr-capital-tie-break",
                scan = scan.label()
            ));
        }
        d.concern([capital]);
        let e = snap.star_at(capital).map(|s| s.entity);
        if let Some(e) = e {
            crate::rules::ships::modify::<Star>(world, e, |s| {
                s.owner = Some(seat);
                s.population = t.capital_discs;
                s.revealed = true;
            });
        }
        d.result = crate::says!(
            "log-chr-capital-result",
            at = crate::rules::board::hex_label(capital),
            n = t.capital_discs
        );
        world.resource_mut::<GameLog>().decision(d);
    }
    income::first(world, t, &level);
}

/// After a person's turn: the milestones and places they reached are theirs.
fn after_person_turn(world: &mut World, _person: Seat, _phase: GamePhase) {
    if let Some((_, t)) = chroniclers(world) {
        advance::claim_people(world, &t);
    }
}

/// The easiest level: before your first turn, a level in a field of your choice.
fn ask_start_level(world: &mut World, person: Seat, _phase: GamePhase) -> bool {
    let Some((automa, _)) = chroniclers(world) else {
        return false;
    };
    if !world.resource::<Chroniclers>().you_start_level {
        return false;
    }
    let options: Vec<ChoiceOption> = Field::ALL
        .into_iter()
        .filter(|&f| crate::rules::levels::can_gain_level(world, person, f))
        .map(|f| {
            ChoiceOption::new(
                f.name(),
                f.shown_name(),
                crate::says!(
                    "kind-prompts-chroniclers-start-level-hover",
                    field = f.shown_name()
                ),
            )
        })
        .collect();
    if options.is_empty() {
        world.resource_mut::<Chroniclers>().you_start_level = false;
        return false;
    }
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa,
            topic: SCORING,
            title: crate::says!("kind-prompts-chroniclers-start-level-title"),
            text: crate::says!("kind-prompts-chroniclers-start-level-text"),
            options,
            suggested: 0,
        },
    );
    true
}

/// A person took a star: claims on it go; a Chronicler star counts for "Take two stars";
/// Zenith takes a place.
fn on_fact(world: &mut World, fact: &Fact) {
    let Some((automa, t)) = chroniclers(world) else {
        return;
    };
    let Fact::StarGained {
        seat, hex, from, ..
    } = fact
    else {
        return;
    };
    if *seat == automa {
        return;
    }
    let h = hexx::Hex::new(hex.0, hex.1);
    world.resource_mut::<Chroniclers>().unclaim(h);
    if *from == Some(automa) {
        let n = world
            .resource_mut::<Chroniclers>()
            .add_taken(Claimant::Seat(*seat));
        if n >= 2 {
            advance::take_place(world, &t, Achievement::TakeTwoStars, Claimant::Seat(*seat));
        }
    }
    if world.resource::<Chroniclers>().zenith() == Some(h) {
        advance::take_place(world, &t, Achievement::Zenith, Claimant::Seat(*seat));
    }
}

fn fortified_ships(world: &World, _seat: Seat, star: &StarView) -> u32 {
    let Some(c) = world.get_resource::<Chroniclers>() else {
        return 0;
    };
    match (c.seat, chroniclers(world)) {
        (Some(a), Some((_, t))) if star.owner == Some(a) && c.fortified(star.hex) => {
            t.fortified_extra_ships
        }
        _ => 0,
    }
}

fn fortified_veto(world: &World, _seat: Seat, star: &StarView) -> Option<String> {
    let c = world.get_resource::<Chroniclers>()?;
    let (a, t) = chroniclers(world)?;
    (t.fortified_blocks_gain && star.owner == Some(a) && c.fortified(star.hex))
        .then(|| crate::t!("log-chr-fortified-veto"))
}

/// Taking a Chronicler star: the Automa discards its Chronicle cards at random until one
/// is a trap (the gain fails) or none is left.
fn trap(world: &mut World, seat: Seat, star: &StarView) -> Option<crate::lang::Says> {
    let (automa, _) = chroniclers(world)?;
    if star.owner != Some(automa) || seat == automa {
        return None;
    }
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        automa,
        DecisionKind::Kind(CONQUER),
        crate::says!("log-chr-trap-what"),
    );
    d.concern([star.hex]);
    let mut sprung = false;
    let mut shown = Vec::new();
    while !world.resource::<Chroniclers>().held.is_empty() {
        let n = world.resource::<Chroniclers>().held.len();
        let pick = world
            .resource_mut::<crate::rules::dice::Dice>()
            .pick(n, "a Chronicle card the Automa discards"); // not shown
        d.add_pick(&pick);
        let card = world.resource_mut::<Chroniclers>().held.remove(pick.index);
        let name = world
            .resource::<crate::rules::deck::Decks>()
            .get(state::CHRONICLE)
            .map_or("?".to_string(), |d| d.card_name(card).to_string());
        world
            .resource_mut::<crate::rules::deck::Decks>()
            .discard(state::CHRONICLE, card);
        shown.push(name.clone());
        if name == "trap" {
            sprung = true;
            break;
        }
    }
    d.candidates = shown.iter().map(|n| chronicle_says(n)).collect();
    if shown.is_empty() {
        return None;
    }
    let cards = shown
        .iter()
        .map(|n| chronicle_says(n))
        .joined_by(crate::lang::Joint::Comma);
    d.result = if sprung {
        crate::says!("log-chr-trap-sprung", cards = cards, star = &*star.name)
    } else {
        crate::says!("log-chr-trap-none", cards = cards)
    };
    world.resource_mut::<GameLog>().decision(d);
    sprung.then(|| crate::says!("log-chr-trap-gain-fails", star = &*star.name))
}

/// A civilization's name as words for the player.
pub fn civ_says(name: &str) -> crate::lang::Says {
    crate::lang::Says::content("civilization", name, "name", name)
}

/// A Chronicle card's name ("trap", "plain") as words for the player.
fn chronicle_says(name: &str) -> crate::lang::Says {
    crate::says!("log-chr-chronicle-card", name = name)
}

/// The last income turn, at the game's end, before your end scoring.
fn final_income(world: &mut World) {
    let Some((_, t)) = chroniclers(world) else {
        return;
    };
    let c = world.resource::<Chroniclers>();
    if c.income_turns >= 5 {
        return;
    }
    income::income(world, &t);
}

/// The shipped table's text.
pub const SHIPPED: &str =
    include_str!("../../../../assets/rules/automa/chroniclers/chroniclers.ron");
