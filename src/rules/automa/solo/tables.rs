//! The solo variant's automa table (`assets/rules/automa/solo/<table>.ron`): each row
//! is a list of behaviours that the solo kind's systems carry out, so a modder can
//! rearrange or retune them. Only the solo kind reads it; shared rules read the
//! [`AutomaTraits`] it gives.

use crate::lang::Says;
use crate::rules::data::automa::{AutomaTraits, GrowthAction, cap_in};
use crate::rules::data::parse::{Validate, all_in_range, expect_len, in_range};
use crate::rules::kind::TableExcerpt;
use crate::rules::log::{Decision, TableRow};
use crate::rules::model::{Field, Seat};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One automa table file (`assets/rules/automa/<kind>/<table>.ron`): the rows an automa
/// of a kind plays by and every number in which two automas of the kind differ. The
/// solo variant's Genetic Farmers and Slavers are one kind with two such files.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AutomaTable {
    /// Start bonus rows, die faces 1-6.
    pub start_bonus: Vec<StartBonus>,
    pub movement: Vec<MoveRow>,
    pub growth: Vec<Vec<GrowthAction>>,
    /// Growth row used without rolling while the automa has no ships on the board.
    #[serde(default)]
    pub growth_row_without_ships: Option<u8>,
    /// Highest die face on which asking this automa for peace works.
    pub peace: u8,
    /// Highest die face on which it retreats before combat (6 = always).
    pub retreat: u8,
    /// Highest die face on which it trades, by the alignment of the seat asking.
    pub trade_with_sto: u8,
    pub trade_with_sts: u8,
    /// When it wins a battle: destroy all of the loser's ships (true) or none (false).
    pub destroy_all_on_win: bool,
    /// How many ships it places at each wormhole when it spawns.
    pub spawn: SpawnAmount,
    /// Whether it has a population track (discs lost from the board return to it).
    pub population_track: bool,
    /// Whether it uses fleet counters (and advanced fleet tactics, put on the x2 side).
    pub fleets: bool,
    /// Each ship piece moves on its own, by its own target (else ships in a hex move
    /// together, with their fleets).
    #[serde(default)]
    pub pieces_move_alone: bool,
    /// Fields it cannot research past a level.
    #[serde(default)]
    pub level_caps: Vec<(Field, u8)>,
    /// Its offboard power track and what the discs on it do, if it has one.
    #[serde(default)]
    pub offboard: Option<OffboardEffects>,
    /// Its die tables in words, made once when the file is read (decisions carry them).
    #[serde(skip)]
    pub texts: TableTexts,
}

/// A solo table's die tables in words: each decision that uses a row carries its table.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TableTexts(Vec<(TableKind, Arc<[Says]>)>);

impl TableTexts {
    /// The texts of every die table of `t`.
    pub fn of(t: &AutomaTable) -> Self {
        TableTexts(
            [
                TableKind::Movement,
                TableKind::Growth,
                TableKind::StartBonus,
            ]
            .into_iter()
            .map(|k| (k, table_rows(t, k).into()))
            .collect(),
        )
    }
}

/// Ships an automa places at each wormhole when it spawns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SpawnAmount {
    /// Always this many.
    Fixed(u32),
    /// Ships per its population track value, + its Robotics bonus + the difficulty's
    /// spawn bonus.
    PopulationTrack,
}

/// One row of the start bonus table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum StartBonus {
    /// These fields start at these levels.
    Levels(Vec<(Field, u8)>),
    /// Roll two dice for two different fields that start at the given level
    /// (doubles and sixes are rolled again).
    TwoRandomFields(u8),
    /// Discs leave the population track for the offboard power track.
    OffboardDiscs(u32),
}

/// One row of the movement table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveRow {
    /// Declare war on the player first, if at peace.
    pub declare_war: bool,
    pub target: MoveTarget,
}

/// Where a movement row sends ships. Fallbacks nest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum MoveTarget {
    /// The nearest star owned by the player (or as close as possible).
    NearestPlayerStar,
    /// The nearest star, optionally other than the one the ships are at,
    /// optionally excluding the mover's own stars.
    NearestStar {
        exclude_current: bool,
        exclude_own: bool,
    },
    /// As close as possible to the central hex of the ships' sector.
    SectorCenter,
    /// Any star within range (random), else the fallback.
    StarInRange {
        exclude_own: bool,
        neutral_only: bool,
        otherwise: Box<MoveTarget>,
    },
    /// The hex within range with the most hostile ships, else the fallback.
    MostHostileShipsInRange { otherwise: Box<MoveTarget> },
    /// As close as possible to the nearest hostile ships; no move if there are none.
    NearestHostileShips,
    /// Full range in a random direction in which at least one hex can be entered.
    RandomDirection,
    /// No movement.
    Stay,
    /// No movement unless hostile ships share the hex: then the nearest hex without them.
    StayUnlessHostile,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OffboardEffects {
    /// From this many discs the Slavers never make peace.
    pub never_peace: u32,
    /// From this many discs the Slavers gain a level in a trading phase without a trade.
    pub tech_without_trade: u32,
    /// From this many discs the Slavers roll two dice and use the lower.
    pub lower_of_two_dice: u32,
    /// From this many discs each new disc costs the player DP.
    pub dp_loss_from: u32,
    pub dp_loss: i32,
    /// A growth turn in which it gains no star sends a disc offboard.
    pub disc_when_no_star_gained: bool,
}

impl Validate for AutomaTable {
    fn validate(&self) -> Result<(), String> {
        expect_len("start_bonus", &self.start_bonus, 6)?;
        expect_len("movement", &self.movement, 6)?;
        expect_len("growth", &self.growth, 6)?;
        for (i, b) in self.start_bonus.iter().enumerate() {
            let field = format!("start_bonus[{i}]");
            match b {
                StartBonus::Levels(levels) => {
                    all_in_range(&field, levels.iter().map(|l| l.1), 1, 6)?
                }
                StartBonus::TwoRandomFields(level) => in_range(&field, *level, 1, 6)?,
                StartBonus::OffboardDiscs(n) => in_range(&field, *n, 0, 100)?,
            }
        }
        if let Some(row) = self.growth_row_without_ships
            && !(1..=6).contains(&row)
        {
            return Err(crate::t!("log-solo-data-row-without-ships"));
        }
        for (name, v) in [
            ("peace", self.peace),
            ("retreat", self.retreat),
            ("trade_with_sto", self.trade_with_sto),
            ("trade_with_sts", self.trade_with_sts),
        ] {
            if v > 6 {
                return Err(crate::t!("log-solo-data-die-face", name = name, found = v));
            }
        }
        for (i, (f, cap)) in self.level_caps.iter().enumerate() {
            if !(1..=6).contains(cap) {
                return Err(crate::t!(
                    "log-solo-data-cap",
                    field = f.name(),
                    found = *cap
                ));
            }
            if self.level_caps[..i].iter().any(|o| o.0 == *f) {
                return Err(crate::t!(
                    "log-solo-data-capped-twice",
                    i = i,
                    field = f.name()
                ));
            }
        }
        for (i, b) in self.start_bonus.iter().enumerate() {
            if let StartBonus::Levels(levels) = b {
                let mut f: Vec<usize> = levels.iter().map(|l| l.0.index()).collect();
                f.sort_unstable();
                if levels.is_empty() || f.windows(2).any(|w| w[0] == w[1]) {
                    return Err(crate::t!("log-solo-data-start-levels", i = i));
                }
            }
        }
        for (i, row) in self.growth.iter().enumerate() {
            if row.is_empty() {
                return Err(crate::t!("log-solo-data-growth-empty", i = i));
            }
            for (j, a) in row.iter().enumerate() {
                match a {
                    GrowthAction::SpawnAtWormholes(n)
                    | GrowthAction::GainPlayerStarElseNeutral(n) => {
                        in_range(&format!("growth[{i}][{j}]"), *n, 1, 3)?;
                    }
                    _ => {}
                }
            }
        }
        if let SpawnAmount::Fixed(n) = self.spawn {
            in_range("spawn", n, 1, 40)?;
        }
        if let Some(o) = &self.offboard {
            for (name, v) in [
                ("offboard.never_peace", o.never_peace),
                ("offboard.tech_without_trade", o.tech_without_trade),
                ("offboard.lower_of_two_dice", o.lower_of_two_dice),
                ("offboard.dp_loss_from", o.dp_loss_from),
            ] {
                in_range(name, v, 1, 200)?;
            }
            in_range("offboard.dp_loss", o.dp_loss, 0, 100)?;
        }
        Ok(())
    }
}

impl AutomaTable {
    /// The highest level it may reach in a field.
    pub fn cap(&self, field: Field) -> u8 {
        cap_in(&self.level_caps, field)
    }
}

impl MoveTarget {
    /// The target in words, for the log and the decision panel.
    pub fn says(&self) -> Says {
        let yes = |b: bool| if b { "yes" } else { "no" };
        match self {
            MoveTarget::NearestPlayerStar => crate::says!("log-solo-target-your-star"),
            MoveTarget::NearestStar {
                exclude_current,
                exclude_own,
            } => crate::says!(
                "log-solo-target-nearest-star",
                current = yes(*exclude_current),
                own = yes(*exclude_own)
            ),
            MoveTarget::SectorCenter => crate::says!("log-solo-target-center"),
            MoveTarget::StarInRange {
                exclude_own,
                neutral_only,
                otherwise,
            } => crate::says!(
                "log-solo-target-star-in-range",
                neutral = yes(*neutral_only),
                own = yes(*exclude_own && !*neutral_only),
                otherwise = otherwise.says()
            ),
            MoveTarget::MostHostileShipsInRange { otherwise } => {
                crate::says!("log-solo-target-most-hostile", otherwise = otherwise.says())
            }
            MoveTarget::NearestHostileShips => crate::says!("log-solo-target-hostile"),
            MoveTarget::RandomDirection => crate::says!("log-solo-target-random"),
            MoveTarget::Stay => crate::says!("log-solo-target-stay"),
            MoveTarget::StayUnlessHostile => crate::says!("log-solo-target-stay-unless"),
        }
    }

    /// The target in words, in English.
    pub fn describe(&self) -> String {
        self.says().english()
    }
}

impl AutomaTable {
    /// What shared rule code reads of a solo table.
    pub fn traits(&self) -> AutomaTraits {
        AutomaTraits {
            population_track: self.population_track,
            fleets: self.fleets,
            level_caps: self.level_caps.clone(),
            destroy_all_on_win: self.destroy_all_on_win,
            trader_picks_level: false,
            star_people: false,
        }
    }
}

/// The solo table a seat plays by (None for a person or an automa of another kind).
pub fn automa_table(world: &World, seat: Seat) -> Option<&AutomaTable> {
    crate::rules::table::kind_table(world, seat).and_then(|t| t.get::<AutomaTable>())
}

/// Which of a solo table's die tables a decision used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableKind {
    StartBonus,
    Movement,
    Growth,
}

impl TableKind {
    /// Its name in decision records ("Movement").
    pub fn name(self) -> &'static str {
        match self {
            TableKind::StartBonus => "StartBonus", // not shown
            TableKind::Movement => "Movement",     // not shown
            TableKind::Growth => "Growth",         // not shown
        }
    }

    /// Its name in the log's words, in the reader's language.
    pub fn says(self) -> Says {
        match self {
            TableKind::StartBonus => crate::says!("log-solo-table-start-bonus"),
            TableKind::Movement => crate::says!("log-solo-table-movement"),
            TableKind::Growth => crate::says!("log-solo-table-growth"),
        }
    }

    /// The rules reference's topic gathering this table of every automa.
    pub fn topic(self) -> &'static str {
        match self {
            TableKind::Movement => "automa-movement",
            TableKind::Growth => "automa-growth",
            TableKind::StartBonus => "automa-start-bonus",
        }
    }
}

/// Records in `d` the row of one of `seat`'s die tables that it used (face 1-6), with
/// the table's text.
pub fn use_row(world: &World, d: &mut Decision, seat: Seat, kind: TableKind, face: u8) {
    let rows = automa_table(world, seat)
        .and_then(|t| t.texts.0.iter().find(|(k, _)| *k == kind))
        .map(|(_, rows)| rows.clone())
        .unwrap_or_else(|| Vec::new().into());
    let row = TableRow {
        table: kind.name().into(),
        row: face,
        topic: kind.topic(),
        rows,
    };
    d.use_row(
        crate::rules::narrate::name_says(world, seat),
        kind.says(),
        row,
    );
}

/// A solo table's three die tables in words, for the reference and the decision panel.
pub fn excerpts(t: &AutomaTable) -> Vec<TableExcerpt> {
    [
        (
            TableKind::Movement,
            crate::t!("log-solo-tables-movement"),
            "rules-4-automa-movement",
        ),
        (
            TableKind::Growth,
            crate::t!("log-solo-tables-growth"),
            "rules-5-automa-growth",
        ),
        (
            TableKind::StartBonus,
            crate::t!("log-solo-tables-start-bonus"),
            "rules-3",
        ),
    ]
    .into_iter()
    .map(|(kind, title, rule)| TableExcerpt {
        topic: kind.topic(),
        title,
        intro: crate::t!("log-solo-excerpt-intro", table = kind.says()),
        rule,
        rows: table_rows(t, kind).iter().map(Says::text).collect(),
    })
    .collect()
}

/// The rows of one of an automa's tables, in words.
fn table_rows(t: &AutomaTable, kind: TableKind) -> Vec<Says> {
    match kind {
        TableKind::Movement => t
            .movement
            .iter()
            .map(|r| {
                if r.declare_war {
                    crate::says!("log-solo-row-war-then", target = r.target.says())
                } else {
                    r.target.says()
                }
            })
            .collect(),
        TableKind::Growth => t
            .growth
            .iter()
            .map(|r| {
                crate::lang::Says::joined(
                    r.iter().map(GrowthAction::says),
                    crate::lang::Joint::Comma,
                )
            })
            .collect(),
        TableKind::StartBonus => t
            .start_bonus
            .iter()
            .map(|r| match r {
                StartBonus::Levels(l) => crate::lang::Says::joined(
                    l.iter().map(|(f, n)| {
                        crate::says!("log-solo-field-level", field = f.says(), n = *n)
                    }),
                    crate::lang::Joint::Comma,
                ),
                StartBonus::TwoRandomFields(n) => {
                    crate::says!("log-solo-row-two-random", n = *n)
                }
                StartBonus::OffboardDiscs(n) => {
                    crate::says!("log-solo-row-offboard", n = *n)
                }
            })
            .collect(),
    }
}

// not shown: from here
#[cfg(test)]
mod tests {
    use crate::rules::data::automa::GrowthAction;
    use crate::rules::model::Field;

    #[test]
    fn a_growth_action_says_in_english_what_it_describes() {
        let mut actions = vec![
            GrowthAction::ResearchRandom,
            GrowthAction::TurnOrderUp,
            GrowthAction::TurnOrderDown,
            GrowthAction::SpawnAtCenterWormhole,
            GrowthAction::GainAnyStar,
            GrowthAction::GainNeutralElsePlayerStar,
            GrowthAction::GrowPopulationElseSpawnCenter,
        ];
        for f in Field::ALL {
            actions.push(GrowthAction::Research(f));
        }
        for n in 0..4 {
            actions.push(GrowthAction::SpawnAtWormholes(n));
            actions.push(GrowthAction::GainPlayerStarElseNeutral(n));
        }
        for a in actions {
            assert_eq!(a.says().english(), a.describe());
        }
    }
}
// not shown: to here
