//! The Remnants: neutral forces left in the galaxy, from the solitaire variant of the
//! Galactic Empires campaign (design: `seed-automas.md` section 3; RULES.md section 13).
//! One seat with no turn, at war with everyone, that never makes peace or trades. Its
//! systems are drawn when a person's ships end a move on them; after each of your turns
//! its forces may move; it never retreats before combat, destroys all when it wins and
//! loses its bases first. It scores nothing: destroying its garrisons scores for you,
//! and at a table where it is the only automa, clearing the board is the campaign.

mod forces;
mod scenario;
mod tables;
mod turn;

pub use forces::*;
pub use scenario::{ForceSpec, RemnantsState};
pub use tables::*;
pub use turn::{after_turn, on_arrival, sync_military};

use crate::rules::automa::shared::retreat_hex_by_die;
use crate::rules::choice::{Question, Reply};
use crate::rules::data::{DataError, KindTable, RulesData, parse_ron};
use crate::rules::deck::{Deck, Decks};
use crate::rules::facts::{Fact, OnFact};
use crate::rules::hooks::AddHook;
use crate::rules::kind::{AutomaKind, HexMark, KindPanel, TableExcerpt};
use crate::rules::log::{DpKind, KindRule};
use crate::rules::model::*;
use crate::rules::moments::{EarlyEnd, GameEndScoring, GamePhase, PersonTurnEnded, ScoringStep};
use crate::rules::narrate;
use crate::rules::snapshot::{Snapshot, StarView};
use crate::rules::table::{self, Roster};
use crate::rules::{gain, ships};
use bevy::prelude::*;
use hexx::Hex;
use std::sync::Arc;

/// The rules reference topics of the Remnants' decisions.
pub const ENTRY: KindRule = KindRule("rules-13-remnant-systems");
pub const MOVES: KindRule = KindRule("rules-13-after-each-of-your-turns");

/// The source of the Remnants' DP as the score breakdown counts it.
const DP_SOURCE: &str = "the Remnants"; // not shown

/// The Remnants' kind, as the registry in `automa/mod.rs` lists it.
pub static KIND: RemnantsKind = RemnantsKind;

pub struct RemnantsKind;

/// The Remnants' seat and table (shared, not copied: asked at every move and battle),
/// when they sit at this table.
pub fn remnants(world: &World) -> Option<(Seat, Arc<RemnantsTable>)> {
    // Asked at every move and fact of every game: the cheap answer first.
    let seat = world.get_resource::<Remnants>()?.seat?;
    let table = table::kind_data::<Arc<RemnantsTable>>(world, seat)?;
    Some((seat, table))
}

/// Whether the Remnants are the only automas at the table (their campaign).
pub fn campaign(world: &World) -> bool {
    let roster = world.resource::<Roster>();
    roster.automas().count() == 1
}

impl AutomaKind for RemnantsKind {
    fn key(&self) -> &'static str {
        "remnants"
    }

    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError> {
        let t: RemnantsTable = parse_ron(file, text)?;
        let traits = t.traits();
        Ok(KindTable::new(Arc::new(t), traits))
    }

    /// A Military level for each era of the game, in the table and at every difficulty.
    fn check_table(
        &self,
        table: &KindTable,
        base: &crate::rules::data::base::BaseRules,
    ) -> Result<(), String> {
        let Some(t) = table.get::<Arc<RemnantsTable>>() else {
            return Ok(());
        };
        let eras = base.era(base.rounds) as usize;
        let lists = std::iter::once(("military_by_era".to_string(), &t.military_by_era)).chain(
            t.difficulty.iter().enumerate().filter_map(|(i, l)| {
                Some((
                    format!("difficulty[{i}].military_by_era"),
                    l.military_by_era.as_ref()?,
                ))
            }),
        );
        for (field, list) in lists {
            if list.len() != eras {
                return Err(crate::t!(
                    "log-rem-data-eras",
                    field = field.as_str(),
                    n = list.len(),
                    eras = eras
                ));
            }
        }
        Ok(())
    }

    /// Each level of their table: its name, where their systems are and how hard they
    /// fight.
    fn difficulty_words(
        &self,
        _difficulty: &crate::rules::data::DifficultyTable,
        table: &KindTable,
        level: u8,
    ) -> Option<String> {
        let t = table.get::<Arc<RemnantsTable>>()?;
        let l = t.difficulty.get(level as usize).or(t.difficulty.last())?;
        Some(level_words(t, l))
    }

    fn level_name(&self, table: &KindTable, level: u8) -> Option<String> {
        let t = table.get::<Arc<RemnantsTable>>()?;
        let l = t.difficulty.get(level as usize).or(t.difficulty.last())?;
        Some(l.name.clone())
    }

    /// They never retreat before combat, never force anyone out, destroy all when they
    /// win, and retreat to a hex drawn by die.
    fn answer(&self, world: &mut World, seat: Seat, question: &Question) -> Reply {
        match question {
            Question::RetreatBeforeCombat { .. } => Reply::Retreat(false),
            Question::ForceRetreat { .. } => Reply::ForceRetreat(false),
            Question::Losses { max, .. } => Reply::Losses(*max),
            Question::RetreatHex {
                hex, options, why, ..
            } => Reply::RetreatTo(retreat_hex_by_die(world, seat, *hex, options, why.clone())),
        }
    }

    fn init(&self, world: &mut World, _seats: usize) {
        world.insert_resource(Remnants::default());
    }

    /// Marks the Remnant systems, makes the pool and sets their Military for the era.
    fn start(&self, world: &mut World, seat: Seat) {
        let Some(t) = table::kind_data::<Arc<RemnantsTable>>(world, seat) else {
            return;
        };
        let t = t.clone();
        let level = world.resource::<DifficultyLevel>().0;
        let systems = t.systems_at(level).clone();
        let board = world.resource::<crate::rules::board::Board>().clone();
        let roster = world.resource::<Roster>().clone();
        let snap = Snapshot::take(world);
        let in_a_home = |h: Hex| roster.humans().any(|p| board.in_home_of(h, p));
        let mut unopened: Vec<Hex> = snap
            .stars
            .iter()
            .filter(|s| s.owner.is_none() && s.kind != StarKind::Home)
            .filter(|s| match &systems {
                Systems::All => true,
                Systems::OutsideHome => !in_a_home(s.hex),
                Systems::ByType(kinds) => kinds.contains(&s.kind) && !in_a_home(s.hex),
            })
            .map(|s| s.hex)
            .collect();
        unopened.sort_by(crate::rules::board::hex_order);
        let seed = world.resource::<crate::rules::dice::Dice>().seed();
        let names = t.chits().iter().map(|c| c.name()).collect();
        world
            .get_resource_or_init::<Decks>()
            .add(Deck::new(POOL, names, seed));
        let count = unopened.len();
        let mut r = world.resource_mut::<Remnants>();
        r.seat = Some(seat);
        r.unopened = unopened;
        turn::sync_military(world, seat, &t);
        let name = narrate::name_says(world, seat);
        let level_name = t.level(level).map_or(crate::lang::Says::default(), |l| {
            crate::lang::Says::content("level", &l.name, "name", &l.name)
        });
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!(
                "log-rem-start",
                who = name,
                level = level_name,
                count = count
            ),
        );
    }

    /// Their bases cannot retreat: they are lost first.
    fn retreating(&self, world: &mut World, seat: Seat, from: Hex) {
        let Some((_, t)) = remnants(world) else {
            return;
        };
        forces::sync(world, seat, &t);
        let bases = world
            .resource::<Remnants>()
            .force_at(from)
            .map_or(0, |f| f.bases);
        if bases > 0 {
            // The ledger first, so that the pieces removed are taken as its bases.
            if let Some(f) = world.resource_mut::<Remnants>().force_at_mut(from) {
                f.bases = 0;
            }
            ships::remove_ships(world, seat, from, bases);
            narrate::log_seat_event(
                world,
                seat,
                Some(from),
                crate::says!(
                    "log-rem-bases-lost",
                    bases = bases,
                    at = crate::rules::board::hex_label(from)
                ),
            );
            garrisons_gone(world, seat, &t);
        }
    }

    /// Survivors that retreated are a force in deep space, from the star they left.
    fn retreated(&self, world: &mut World, seat: Seat, from: Hex, to: Option<Hex>) {
        let Some((_, t)) = remnants(world) else {
            return;
        };
        let moved = {
            let mut r = world.resource_mut::<Remnants>();
            match (r.forces.iter().position(|f| f.hex == from), to) {
                (Some(i), Some(to)) => {
                    let mut f = r.forces.remove(i);
                    f.hex = to;
                    f.origin = Some(from);
                    r.add(f);
                    false
                }
                _ => true,
            }
        };
        if moved {
            garrisons_gone(world, seat, &t);
        }
    }

    /// An unopened system: the mean garrison one die of chits from the table's pool
    /// brings (its ships and bases).
    fn expected_ships(&self, world: &World, seat: Seat, hex: Hex) -> u32 {
        // Asked for every neutral star the built-in player weighs: the cheap test first.
        let unopened = world
            .get_resource::<Remnants>()
            .is_some_and(|r| r.unopened.contains(&hex));
        if !unopened {
            return 0;
        }
        let Some(t) = table::kind_data::<Arc<RemnantsTable>>(world, seat) else {
            return 0;
        };
        let (chits, ships) = t.pool.iter().fold((0u64, 0u64), |(c, s), (chit, n)| {
            let (m, b) = chit.ships();
            (c + u64::from(*n), s + u64::from(*n) * u64::from(m + b))
        });
        // A die draws 3.5 chits on average: 7/2 of the mean chit, rounded up.
        (7 * ships).div_ceil(2 * chits.max(1)) as u32
    }

    fn plugin(&self, app: &mut App) {
        app.add_hook::<ships::ShipsArrived>(on_arrival)
            .add_hook::<PersonTurnEnded>(after_turn)
            .add_hook::<gain::GainVeto>(veto)
            .add_hook::<OnFact>(on_fact)
            .add_hook::<EarlyEnd>(campaign_won)
            .add_systems(OnEnter(GamePhase::MoveCombat), era_military)
            .add_systems(
                GameEndScoring,
                campaign_bonus.after(ScoringStep::PopulationTrack),
            );
    }

    fn tables(&self, table: &KindTable) -> Vec<TableExcerpt> {
        let Some(t) = table.get::<Arc<RemnantsTable>>() else {
            return Vec::new();
        };
        let mut rows: Vec<String> = t
            .pool
            .iter()
            .map(|(c, n)| format!("{n} x {}", c.name()))
            .collect();
        rows.push(crate::t!(
            "log-rem-table-moves",
            faces = format!("{:?}", t.move_on),
            reach = t.reach,
            walk = t.walk_steps
        ));
        rows.push(crate::t!(
            "log-rem-table-military",
            levels = format!("{:?}", t.military_by_era)
        ));
        rows.push(crate::t!(
            "log-rem-table-dp",
            dp = t.dp_per_garrison,
            bonus = t.campaign.bonus,
            spare = t.campaign.per_round_to_spare
        ));
        rows.extend(t.difficulty.iter().map(|l| level_words(t, l)));
        vec![TableExcerpt {
            topic: "automa-remnants",
            title: crate::t!("log-rem-pool-title"),
            intro: crate::t!("log-rem-table-intro"),
            rule: "rules-13",
            rows,
        }]
    }

    /// An unopened system shows as "RS" beside its star, in their colour.
    fn marks(&self, world: &World, _seat: Seat) -> Vec<HexMark> {
        world
            .get_resource::<Remnants>()
            .map(|r| {
                r.unopened
                    .iter()
                    .map(|&hex| HexMark {
                        hex,
                        label: crate::t!("log-rem-mark"),
                        hover: crate::t!("log-rem-mark-hover"),
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    fn legend(&self) -> Vec<(String, String)> {
        vec![(
            "RS".into(), // not shown: a mark on the board, as the rules print it
            crate::t!("log-rem-legend-system"),
        )]
    }

    /// A scenario's unopened systems and forces ([`RemnantsState`]).
    fn scenario_state(
        &self,
        world: &mut World,
        seat: Seat,
        state: ron::Value,
    ) -> Result<(), String> {
        let state: RemnantsState = state.into_rust().map_err(|e| e.to_string())?;
        scenario::set(world, seat, state)
    }

    fn panel(&self, world: &World, _seat: Seat) -> Vec<KindPanel> {
        let r = world.resource::<Remnants>();
        let pool = world
            .get_resource::<Decks>()
            .and_then(|d| d.get(POOL))
            .map_or((0, 0), |d| (d.left(), d.discarded()));
        let in_deep_space = {
            let snap = Snapshot::take(world);
            r.forces
                .iter()
                .filter(|f| snap.star_at(f.hex).is_none())
                .count()
        };
        vec![KindPanel {
            title: crate::t!("log-rem-panel-title"),
            lines: vec![
                (
                    crate::t!("log-rem-panel-unopened", n = r.unopened.len()),
                    false,
                ),
                (
                    crate::t!(
                        "log-rem-panel-forces",
                        n = r.forces.len(),
                        deep = in_deep_space,
                        ships = r.forces.iter().map(Force::ships).sum::<u32>()
                    ),
                    false,
                ),
                (crate::t!("log-rem-panel-destroyed", n = r.destroyed), false),
                (
                    crate::t!("log-rem-panel-pool", left = pool.0, discarded = pool.1),
                    false,
                ),
            ],
        }]
    }
}

/// An unopened Remnant system cannot be gained: its garrison must be drawn and fought.
fn veto(world: &World, _seat: Seat, star: &StarView) -> Option<String> {
    world
        .get_resource::<Remnants>()
        .filter(|r| r.unopened.contains(&star.hex))
        .map(|_| crate::t!("log-rem-veto"))
}

/// After a battle, the ledger follows the board (losses, destroyed garrisons).
fn on_fact(world: &mut World, fact: &Fact) {
    let touches = match fact {
        Fact::BattleWon { winner, loser, .. } => [*winner, *loser],
        Fact::ShipsDestroyed { victim, by, .. } => [*victim, *by],
        _ => return,
    };
    let Some((seat, t)) = remnants(world) else {
        return;
    };
    if touches.contains(&seat) {
        garrisons_gone(world, seat, &t);
    }
}

/// Brings the ledger up to date and scores each garrison destroyed: `dp_per_garrison`
/// to the person whose ships hold its star.
fn garrisons_gone(world: &mut World, seat: Seat, t: &RemnantsTable) {
    for hex in forces::sync(world, seat, t) {
        let roster = world.resource::<Roster>().clone();
        let holder = roster
            .humans()
            .find(|&p| ships::ships_at(world, p, hex) > 0);
        let Some(person) = holder else {
            continue;
        };
        crate::rules::dp::award(
            world,
            person,
            t.dp_per_garrison,
            DpKind::Kind,
            DP_SOURCE,
            crate::says!("log-rem-dp-source"),
            crate::says!(
                "log-rem-dp-garrison",
                at = crate::rules::board::hex_label(hex)
            ),
            Some(hex),
        );
    }
}

/// Their Military follows the era, from each round's start.
fn era_military(world: &mut World) {
    if let Some((seat, t)) = remnants(world) {
        turn::sync_military(world, seat, &t);
    }
}

/// Whether no Remnant system or force is left on the board.
fn all_cleared(world: &World, seat: Seat) -> bool {
    if !world
        .get_resource::<Remnants>()
        .is_some_and(|r| r.unopened.is_empty())
    {
        return false;
    }
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>();
    !snap
        .occupied
        .iter()
        .any(|&h| snap.ships(board, h, seat) > 0)
}

/// The campaign ends early once the board is clear of the Remnants.
fn campaign_won(world: &World) -> Option<crate::lang::Says> {
    let (seat, _) = remnants(world)?;
    (campaign(world) && all_cleared(world, seat)).then(|| crate::says!("log-rem-campaign-won"))
}

/// The campaign's bonus at the end: the board clear of the Remnants, and each round to
/// spare.
fn campaign_bonus(world: &mut World) {
    let Some((seat, t)) = remnants(world) else {
        return;
    };
    if !campaign(world) || !all_cleared(world, seat) {
        return;
    }
    let last = world.resource::<RulesData>().base.rounds;
    let ended = world
        .resource::<crate::rules::turns::TurnsDone>()
        .0
        .iter()
        .rev()
        .find(|t| t.phase == GamePhase::Scoring)
        .map_or(last, |t| t.round);
    let spare = last.saturating_sub(ended) as i32;
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    for person in people {
        crate::rules::dp::award(
            world,
            person,
            t.campaign.bonus + t.campaign.per_round_to_spare * spare,
            DpKind::Kind,
            DP_SOURCE,
            crate::says!("log-rem-dp-source"),
            crate::says!("log-rem-dp-campaign", spare = spare),
            None,
        );
    }
}

/// One level of their table in words: its name, which stars hold their systems and how
/// hard they fight (the new-game screen's difficulty and the rules reference).
fn level_words(t: &RemnantsTable, l: &RemnantsLevel) -> String {
    let systems = match l.systems.as_ref().unwrap_or(&t.systems) {
        Systems::All => crate::t!("levels-remnants-systems-all"),
        Systems::OutsideHome => crate::t!("levels-remnants-systems-outside-home"),
        Systems::ByType(kinds) => crate::t!(
            "levels-remnants-systems-by-kind",
            kinds = kinds
                .iter()
                .map(|k| match k {
                    StarKind::Home => crate::t!("levels-remnants-kind-home"),
                    StarKind::Uninhabited => crate::t!("levels-remnants-kind-uninhabited"),
                    StarKind::Primitive => crate::t!("levels-remnants-kind-primitive"),
                    StarKind::Advanced => crate::t!("levels-remnants-kind-advanced"),
                })
                .reduce(|list, item| {
                    crate::t!("levels-remnants-kinds-and", list = list, item = item)
                })
                .unwrap_or_default()
        ),
    };
    let military = l.military_by_era.as_ref().unwrap_or(&t.military_by_era);
    let military = military
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    crate::t!(
        "levels-remnants",
        name = crate::lang::content("level", &l.name, "name", &l.name),
        systems = systems,
        military = military
    )
}
