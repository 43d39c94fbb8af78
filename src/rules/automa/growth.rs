//! The automas' growth phase: the growth roll right after the player selects counters,
//! and the actions of the rolled row on the automa's turn.

use crate::rules::board::hex_label;
use crate::rules::data::{GrowthAction, RulesData};
use crate::rules::dice::Dice;
use crate::rules::gain::{self, GainPlan};
use crate::rules::log::{Decision, GameLog};
use crate::rules::model::*;
use crate::rules::ops::{self, Snapshot};
use crate::rules::population::grow_population;
use bevy::prelude::*;

/// The growth row each automa rolled this round (die face).
#[derive(Resource, Debug, Clone, Default)]
pub struct AutomaGrowthDice {
    pub rows: PerSeat<Option<u8>>,
    /// A "research a random field" row picks its field as soon as it is rolled.
    pub random_field: PerSeat<Option<Field>>,
    /// An action of the row cancelled by your Military 6+ research (counts as blocked:
    /// a cancelled Gain Star costs the Slavers no disc).
    pub cancelled: PerSeat<Option<usize>>,
}

pub fn growth_row(world: &World, seat: Seat) -> Vec<GrowthAction> {
    let face = world.resource::<AutomaGrowthDice>().rows[seat].unwrap_or(6);
    let t = &world.resource::<RulesData>().automa.growth;
    let rows = if seat == Seat::Farmers {
        &t.farmers
    } else {
        &t.slavers
    };
    rows[(face - 1) as usize].clone()
}

/// Rolls the growth die of both automas (the Farmers use their fixed row without ships).
pub fn roll_growth_dice(world: &mut World) {
    let round = ops::current_round(world);
    for seat in Seat::AUTOMAS {
        let mut d = Decision::new(round, seat, "growth row");
        let face = if seat == Seat::Farmers && ops::pieces_on_board(world, seat) == 0 {
            let row = world.resource::<RulesData>().automa.farmers_no_ships_row;
            d.filters
                .push(format!("no ships on the board: row {row} without rolling"));
            row
        } else {
            let (face, rolls) = super::roll_row(world, seat, "automa growth row");
            d.rolls = rolls;
            face
        };
        world.resource_mut::<AutomaGrowthDice>().rows[seat] = Some(face);
        d.table_row = Some(format!("{} growth, row {face}", seat.name()));
        d.result = growth_row(world, seat)
            .iter()
            .map(GrowthAction::describe)
            .collect::<Vec<_>>()
            .join(", ");
        world.resource_mut::<GameLog>().decision(d);
        let field = if growth_row(world, seat).contains(&GrowthAction::ResearchRandom) {
            super::random_field(world, seat, None, "chosen when the row is rolled")
        } else {
            None
        };
        world.resource_mut::<AutomaGrowthDice>().random_field[seat] = field;
        world.resource_mut::<AutomaGrowthDice>().cancelled[seat] = None;
    }
}

/// Carries out the automa's growth actions in the order listed (turn order changes
/// happened earlier, in the turn order step).
pub fn automa_growth(In(seat): In<Seat>, world: &mut World) {
    let cancelled = world.resource::<AutomaGrowthDice>().cancelled[seat];
    for (i, action) in growth_row(world, seat).into_iter().enumerate() {
        if cancelled == Some(i) {
            ops::log_event(world, format!("{}: {action:?} is cancelled", seat.name()));
            continue;
        }
        match action {
            GrowthAction::Research(f) => super::automa_research(world, seat, Some(f), "growth row"),
            GrowthAction::ResearchRandom => {
                let field = world.resource::<AutomaGrowthDice>().random_field[seat];
                super::automa_research(world, seat, field, "growth row")
            }
            GrowthAction::TurnOrderUp | GrowthAction::TurnOrderDown => {}
            GrowthAction::SpawnAtWormholes(n) => spawn(world, seat, Some(n)),
            GrowthAction::SpawnAtCenterWormhole => spawn(world, seat, None),
            GrowthAction::GainPlayerStarElseNeutral(n) => {
                let got = gain_stars(world, seat, Some(Seat::Player), 1, true);
                let got = if got == 0 {
                    gain_stars(world, seat, None, n, false)
                } else {
                    got
                };
                no_star_penalty(world, seat, got);
            }
            GrowthAction::GainAnyStar => {
                let got = gain_any(world, seat);
                no_star_penalty(world, seat, got);
            }
            GrowthAction::GainNeutralElsePlayerStar => {
                let got = gain_stars(world, seat, None, 1, false);
                let got = if got == 0 {
                    gain_stars(world, seat, Some(Seat::Player), 1, false)
                } else {
                    got
                };
                no_star_penalty(world, seat, got);
            }
            GrowthAction::GrowPopulationElseSpawnCenter => {
                if grow_population(world, seat, 0) == 0 {
                    ops::log_event(
                        world,
                        format!("{} cannot grow population: they spawn instead", seat.name()),
                    );
                    spawn(world, seat, None);
                }
            }
        }
    }
}

fn spawn(world: &mut World, seat: Seat, wormholes: Option<u8>) {
    let round = ops::current_round(world);
    let amount = if seat == Seat::Farmers {
        world.resource::<RulesData>().automa.farmers_spawn_ships
    } else {
        super::slaver_spawn_amount(world)
    };
    let mut d = Decision::new(round, seat, "spawn ships");
    let hexes = match wormholes {
        Some(n) => super::choose_wormholes(world, n, &mut d),
        None => vec![world.resource::<crate::rules::board::Board>().wormholes[0]],
    };
    d.result = format!(
        "{amount} ships at each of {}",
        hexes
            .iter()
            .map(|h| hex_label(*h))
            .collect::<Vec<_>>()
            .join(", ")
    );
    world.resource_mut::<GameLog>().decision(d);
    for h in hexes {
        super::spawn_at(world, seat, h, amount);
    }
}

fn no_star_penalty(world: &mut World, seat: Seat, gained: u32) {
    if gained == 0 && seat == Seat::Slavers {
        ops::disc_to_offboard(world, "no star gained");
    }
}

/// Stars where the automa has ships that it can gain, owned by `owner` (None = neutral).
fn candidates(
    world: &mut World,
    seat: Seat,
    owner: Option<Seat>,
    allow_declare: bool,
    d: &mut Decision,
) -> Vec<GainPlan> {
    let snap = Snapshot::take(world);
    let present: Vec<_> = {
        let board = world.resource::<crate::rules::board::Board>();
        snap.stars
            .iter()
            .filter(|s| s.owner == owner && snap.ships(board, s.hex, seat) > 0)
            .cloned()
            .collect()
    };
    let mut plans = Vec::new();
    for s in &present {
        match gain::plan_gain(world, &snap, seat, s, allow_declare) {
            Ok(p) => plans.push(p),
            Err(why) => d
                .filters
                .push(format!("{} {}: {why}", s.name, hex_label(s.hex))),
        }
    }
    plans
}

/// Gains up to `n` stars owned by `owner`, each chosen by die among those possible.
fn gain_stars(
    world: &mut World,
    seat: Seat,
    owner: Option<Seat>,
    n: u8,
    allow_declare: bool,
) -> u32 {
    let mut got = 0;
    for _ in 0..n {
        let round = ops::current_round(world);
        let kind = if owner.is_some() {
            "a star of yours"
        } else {
            "a neutral star"
        };
        let mut d = Decision::new(round, seat, format!("gain {kind}"));
        let plans = candidates(world, seat, owner, allow_declare, &mut d);
        if plans.is_empty() {
            d.result = "none can be gained".into();
            world.resource_mut::<GameLog>().decision(d);
            break;
        }
        if !take_one(world, seat, plans, d) {
            break;
        }
        got += 1;
    }
    got
}

/// Gains one star of any owner (neutral, or the player's if already at war).
fn gain_any(world: &mut World, seat: Seat) -> u32 {
    let round = ops::current_round(world);
    let mut d = Decision::new(round, seat, "gain a star");
    let mut plans = candidates(world, seat, None, false, &mut d);
    plans.extend(candidates(world, seat, Some(Seat::Player), false, &mut d));
    plans.sort_by(|a, b| crate::rules::board::hex_order(&a.star.hex, &b.star.hex));
    if plans.is_empty() {
        d.result = "none can be gained".into();
        world.resource_mut::<GameLog>().decision(d);
        return 0;
    }
    take_one(world, seat, plans, d) as u32
}

fn take_one(world: &mut World, seat: Seat, plans: Vec<GainPlan>, mut d: Decision) -> bool {
    d.candidates = plans
        .iter()
        .map(|p| {
            format!(
                "{} {} ({})",
                p.star.name,
                hex_label(p.star.hex),
                p.star.kind.name()
            )
        })
        .collect();
    let pick = world
        .resource_mut::<Dice>()
        .pick(plans.len(), "star to gain");
    d.rolls = pick.faces;
    let plan = &plans[pick.index];
    d.result = format!("{} {}", plan.verb, plan.star.name);
    world.resource_mut::<GameLog>().decision(d);
    gain::apply_gain(world, seat, plan);
    true
}
