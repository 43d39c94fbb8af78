//! The automas' growth phase: the growth roll right after the player selects counters,
//! and the actions of the rolled row on the automa's turn.

use super::TableKind;
use crate::rules::board::hex_label;
use crate::rules::data::GrowthAction;
use crate::rules::dice::Dice;
use crate::rules::gain::{self, GainPlan};
use crate::rules::log::{Candidate, Decision, DecisionKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::population::grow_population;
use crate::rules::ships;
use crate::rules::snapshot::Snapshot;
use crate::rules::table;
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

impl AutomaGrowthDice {
    pub fn new(seats: usize) -> Self {
        AutomaGrowthDice {
            rows: PerSeat::filled(seats, None),
            random_field: PerSeat::filled(seats, None),
            cancelled: PerSeat::filled(seats, None),
        }
    }
}

pub fn growth_row(world: &World, seat: Seat) -> Vec<GrowthAction> {
    let face = world.resource::<AutomaGrowthDice>().rows[seat].unwrap_or(6);
    super::automa_table(world, seat)
        .map(|t| t.growth[(face - 1) as usize].clone())
        .unwrap_or_default()
}

/// Rolls an automa's growth die (an automa whose table has a row for having no ships
/// uses it without rolling then: the Farmers).
pub fn roll_growth_row(world: &mut World, seat: Seat) {
    let round = narrate::current_round(world);
    {
        let mut d = Decision::new(
            round,
            seat,
            DecisionKind::GrowthRow,
            crate::says!("log-solo-growth-row"),
        );
        let without_ships =
            super::automa_table(world, seat).and_then(|t| t.growth_row_without_ships);
        let face = if let Some(row) = without_ships
            && ships::pieces_on_board(world, seat) == 0
        {
            d.filters
                .push(crate::says!("log-solo-row-without-ships", row = row));
            row
        } else {
            let (face, rolls) = super::roll_row(world, seat, "automa growth row"); // not shown
            d.rolls = rolls;
            face
        };
        world.resource_mut::<AutomaGrowthDice>().rows[seat] = Some(face);
        super::use_row(world, &mut d, seat, TableKind::Growth, face);
        d.result = crate::lang::Says::joined(
            growth_row(world, seat).iter().map(GrowthAction::says),
            crate::lang::Joint::Comma,
        );
        world.resource_mut::<GameLog>().decision(d);
        let field = if growth_row(world, seat).contains(&GrowthAction::ResearchRandom) {
            super::random_field(world, seat, None, crate::says!("log-solo-why-row-rolled"))
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
            narrate::log_seat_event(
                world,
                seat,
                None,
                crate::says!(
                    "log-solo-action-cancelled",
                    who = narrate::name_says(world, seat),
                    action = action.says()
                ),
            );
            continue;
        }
        match action {
            GrowthAction::Research(f) => {
                super::automa_research(world, seat, Some(f), crate::says!("log-solo-growth-row"))
            }
            GrowthAction::ResearchRandom => {
                let field = world.resource::<AutomaGrowthDice>().random_field[seat];
                super::automa_research(world, seat, field, crate::says!("log-solo-growth-row"))
            }
            GrowthAction::TurnOrderUp | GrowthAction::TurnOrderDown => {}
            GrowthAction::SpawnAtWormholes(n) => spawn(world, seat, Some(n)),
            GrowthAction::SpawnAtCenterWormhole => spawn(world, seat, None),
            GrowthAction::GainPlayerStarElseNeutral(n) => {
                let got = gain_stars(world, seat, Some(table::human(world)), 1, true);
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
                    gain_stars(world, seat, Some(table::human(world)), 1, false)
                } else {
                    got
                };
                no_star_penalty(world, seat, got);
            }
            GrowthAction::GrowPopulationElseSpawnCenter => {
                if grow_population(world, seat, Default::default()) == 0 {
                    narrate::log_seat_event(
                        world,
                        seat,
                        None,
                        crate::says!(
                            "log-solo-spawn-instead",
                            who = narrate::name_says(world, seat)
                        ),
                    );
                    spawn(world, seat, None);
                }
            }
        }
    }
}

fn spawn(world: &mut World, seat: Seat, wormholes: Option<u8>) {
    let round = narrate::current_round(world);
    let amount = super::spawn_amount(world, seat);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::SpawnShips,
        crate::says!("log-solo-spawn-ships"),
    );
    let hexes = match wormholes {
        Some(n) => super::choose_wormholes(world, n, &mut d),
        // A board of linked wormholes has no spawn points: nothing appears.
        None => world
            .resource::<crate::rules::board::Board>()
            .wormholes
            .first()
            .copied()
            .into_iter()
            .collect(),
    };
    d.concern(hexes.iter().copied());
    d.result = crate::says!(
        "log-solo-spawn-each",
        n = amount,
        at = hexes
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
    let costs_disc = super::automa_table(world, seat)
        .and_then(|t| t.offboard.as_ref())
        .is_some_and(|o| o.disc_when_no_star_gained);
    if gained == 0 && costs_disc {
        super::disc_to_offboard(world, seat, crate::says!("log-solo-why-no-star"));
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
        match gain::plan_gain_says(world, &snap, seat, s, allow_declare) {
            Ok(p) => plans.push(p),
            Err(why) => d.filters.push(crate::says!(
                "log-solo-gain-not",
                star = &*s.name,
                at = hex_label(s.hex),
                why = why
            )),
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
    let mut allow_declare = allow_declare;
    // A pick blocked by a defender's war is made again (a war blocks at most once).
    let mut picks = 0;
    while got < u32::from(n) && picks < u32::from(n) + 2 {
        picks += 1;
        let round = narrate::current_round(world);
        let what = if owner.is_some() {
            crate::says!("log-solo-gain-yours")
        } else {
            crate::says!("log-solo-gain-neutral")
        };
        let mut d = Decision::new(round, seat, DecisionKind::GainStar, what);
        // The Diplomatic card: no war may be declared on its player this round.
        if owner.is_some_and(|o| crate::rules::modifiers::war_protected(world, o)) {
            allow_declare = false;
        }
        let mut plans = candidates(world, seat, owner, allow_declare, &mut d);
        // Cooperation: the war this gain needs is declared only on an extra roll.
        if plans.iter().any(|p| p.needs_war)
            && let Some(victim) = owner
            && !super::war_roll_allows(world, seat, victim)
        {
            allow_declare = false;
            plans.retain(|p| !p.needs_war);
            d.filters.push(crate::says!("log-solo-gain-no-war"));
        }
        if plans.is_empty() {
            d.result = crate::says!("log-solo-gain-none");
            world.resource_mut::<GameLog>().decision(d);
            break;
        }
        if take_one(world, seat, plans, d) {
            got += 1;
        }
    }
    got
}

/// Gains one star of any owner (neutral, or the player's if already at war); a pick
/// blocked by a defender's war is made again.
fn gain_any(world: &mut World, seat: Seat) -> u32 {
    for _ in 0..2 {
        match gain_any_once(world, seat) {
            Some(got) => return got,
            None => continue,
        }
    }
    0
}

/// One pick for [`gain_any`]: `None` when a defender blocked it.
fn gain_any_once(world: &mut World, seat: Seat) -> Option<u32> {
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::GainStar,
        crate::says!("log-solo-gain-any"),
    );
    let mut plans = candidates(world, seat, None, false, &mut d);
    let you = table::human(world);
    plans.extend(candidates(world, seat, Some(you), false, &mut d));
    plans.sort_by(|a, b| crate::rules::board::hex_order(&a.star.hex, &b.star.hex));
    if plans.is_empty() {
        d.result = crate::says!("log-solo-gain-none");
        world.resource_mut::<GameLog>().decision(d);
        return Some(0);
    }
    take_one(world, seat, plans, d).then_some(1)
}

/// Picks one of the plans by die and carries it out; false when a seat defending the
/// star declared war to block it.
fn take_one(world: &mut World, seat: Seat, plans: Vec<GainPlan>, mut d: Decision) -> bool {
    d.offer(plans.iter().map(|p| {
        (
            Candidate::Hex((p.star.hex.x, p.star.hex.y)),
            crate::says!(
                "log-solo-gain-candidate",
                star = &*p.star.name,
                at = hex_label(p.star.hex),
                kind = star_kind(p.star.kind)
            ),
        )
    }));
    let pick = world
        .resource_mut::<Dice>()
        .pick(plans.len(), "star to gain"); // not shown
    d.add_pick(&pick);
    let plan = &plans[pick.index];
    d.concern([plan.star.hex]);
    if let Some(guard) = crate::rules::block::defend(world, seat, plan.star.hex, &mut d) {
        d.result = crate::says!(
            "log-solo-gain-blocked",
            verb = verb_says(plan),
            star = &*plan.star.name,
            who = narrate::name_says(world, guard)
        );
        world.resource_mut::<GameLog>().decision(d);
        return false;
    }
    d.result = crate::says!(
        "log-solo-gain-result",
        verb = verb_says(plan),
        star = &*plan.star.name
    );
    world.resource_mut::<GameLog>().decision(d);
    gain::apply_gain(world, seat, plan);
    true
}

/// How a plan gains its star ("conquer"), in the reader's language.
fn verb_says(plan: &GainPlan) -> crate::lang::Says {
    crate::lang::Says::content("gain-star", plan.verb.as_str(), "verb", plan.verb.as_str())
}

/// A star's kind as words for the player.
fn star_kind(kind: StarKind) -> crate::lang::Says {
    kind.says()
}
