//! What a battle would come to if your ships moved into a hex, told before you move:
//! both sides' combat values with their sources, who wins, the losses under the 3:1 rule
//! and whether the defender may slip away first. Only what you may know goes in: a
//! face-down fleet counts as a fleet of hidden size (and letter), and the outcome then
//! says how many ships it would take to beat you.

use crate::rules::combat::{ForceValue, value_of};
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::ships;
use crate::rules::table;
use bevy::prelude::*;
use hexx::Hex;

/// The ships you would move in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    Pieces(u32),
    Fleet(FleetLetter),
}

/// One side as you see it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SideView {
    pub seats: Vec<Seat>,
    /// The ships and combat value you can see, with their sources.
    pub seen: ForceValue,
    /// Face-down fleets of another seat: at least one ship each, letter unknown.
    pub hidden_fleets: u32,
    /// What each hidden ship adds at the least (their Military level).
    pub per_hidden_ship: u32,
    pub military: u8,
}

/// Who would win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    YouWin,
    YouLose,
    /// Their face-down fleets decide: you win if they hold fewer than this many ships
    /// in all (fewer still if one is an A fleet).
    HiddenDecides {
        you_win_below: u32,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattlePreview {
    pub hex: (i32, i32),
    pub you: SideView,
    pub them: SideView,
    pub outcome: Outcome,
    /// Whether they may retreat before combat, and why (or why it depends).
    pub retreat: Option<String>,
    /// The winner loses half the loser's losses, rounded up, unless its combat value is
    /// this many times the loser's.
    pub no_loss_ratio: u32,
    /// Whether they, winning, destroy all your ships here (their table says so).
    pub they_destroy_all: bool,
}

/// The battle your `mover` would start by entering `to`, if any (seats at war with you
/// with ships there). `you` is the seat moving and the one whose knowledge is used.
pub fn preview(
    world: &mut World,
    you: Seat,
    mover: Mover,
    from: Hex,
    to: Hex,
) -> Option<BattlePreview> {
    let dip = world.resource::<Diplomacy>().clone();
    let order = world.resource::<TurnOrder>().0.clone();
    let enemies: Vec<Seat> = order
        .into_iter()
        .filter(|&d| d != you && dip.at_war(you, d) && ships::ships_at(world, d, to) > 0)
        .collect();
    if enemies.is_empty() {
        return None;
    }
    // Your force after the move: what is there already and what comes.
    let (here_pieces, here_fleets) = ships::ships_entities_at(world, you, to);
    let mut your_fleets: Vec<Fleet> = here_fleets
        .iter()
        .filter_map(|&e| world.get::<Fleet>(e).copied())
        .collect();
    let mut your_pieces = here_pieces.len() as u32;
    match mover {
        Mover::Pieces(n) => your_pieces = your_pieces.saturating_add(n),
        Mover::Fleet(letter) => {
            let (_, fleets) = ships::ships_entities_at(world, you, from);
            if let Some(f) = fleets
                .iter()
                .filter_map(|&e| world.get::<Fleet>(e).copied())
                .find(|f| f.letter == letter)
            {
                your_fleets.push(f);
            }
        }
    }
    // Their force: pieces and the fleets you can see; face-down fleets stay unknown.
    let mut them = SideView {
        seats: enemies.clone(),
        ..Default::default()
    };
    let mut they_have_a = false;
    let mut visible_e = false;
    for &d in &enemies {
        let (pieces, fleets) = ships::ships_entities_at(world, d, to);
        let mut seen = Vec::new();
        for f in fleets
            .iter()
            .filter_map(|&e| world.get::<Fleet>(e).copied())
        {
            if f.face_down && f.owner != you {
                them.hidden_fleets += 1;
            } else {
                they_have_a |= f.letter == FleetLetter::A;
                visible_e |= f.letter == FleetLetter::E;
                seen.push(f);
            }
        }
        let you_have_a = your_fleets.iter().any(|f| f.letter == FleetLetter::A);
        let mut v = value_of(world, d, pieces.len() as u32, &seen, you_have_a);
        add_extras(world, &mut v, d, to, true, &[you]);
        them.seen.ships = them.seen.ships.saturating_add(v.ships);
        them.seen.cv = them.seen.cv.saturating_add(v.cv);
        let name = crate::rules::narrate::name_says(world, d);
        them.seen
            .sources
            .extend(v.sources.into_iter().map(|(s, n)| {
                (
                    crate::says!("log-rules-cv-of", who = name.clone(), source = s),
                    n,
                )
            }));
    }
    let rules = world.resource::<RulesData>();
    let tech = world.resource::<Technology>();
    them.military = enemies
        .iter()
        .map(|&d| tech.level(d, Field::Military))
        .max()
        .unwrap_or(0);
    them.per_hidden_ship = rules.tech.cv_per_ship(them.military);
    let no_loss_ratio = rules.base.no_loss_ratio;
    let mut yours = value_of(world, you, your_pieces, &your_fleets, they_have_a);
    add_extras(world, &mut yours, you, to, false, &enemies);
    let you_side = SideView {
        seats: vec![you],
        seen: yours,
        hidden_fleets: 0,
        per_hidden_ship: 0,
        military: world.resource::<Technology>().level(you, Field::Military),
    };
    let outcome = outcome(&you_side, &them);
    let retreat = retreat_chance(world, you, &enemies, &them, visible_e);
    let they_destroy_all = enemies
        .iter()
        .any(|&d| table::traits(world, d).is_some_and(|t| t.destroy_all_on_win));
    Some(BattlePreview {
        hex: (to.x, to.y),
        you: you_side,
        them,
        outcome,
        retreat,
        no_loss_ratio,
        they_destroy_all,
    })
}

/// A card's lasting combat value at the hex and a people's battle bonus.
fn add_extras(
    world: &World,
    v: &mut ForceValue,
    seat: Seat,
    hex: Hex,
    defending: bool,
    enemies: &[Seat],
) {
    let bonuses = crate::rules::combat::force_cv_bonuses(world, seat, hex).chain(
        crate::rules::combat::side_cv_bonuses(world, seat, v.ships, defending, enemies),
    );
    for (cv, source) in bonuses {
        if cv > 0 {
            v.cv = v.cv.saturating_add(cv);
            v.sources
                .push((crate::lang::Says::message(source, Vec::new()), cv));
        }
    }
}

/// The battle's result by the rules' own test, with hidden fleets counted at what they
/// add at the least.
fn outcome(you: &SideView, them: &SideView) -> Outcome {
    let beats = |their_cv: u32| {
        crate::rules::combat::wins_by(you.seen.cv, their_cv, you.military, them.military)
    };
    if them.hidden_fleets == 0 {
        return if beats(them.seen.cv) {
            Outcome::YouWin
        } else {
            Outcome::YouLose
        };
    }
    // The most hidden ships you still beat (each adds `per_hidden_ship` at the least).
    let per = them.per_hidden_ship.max(1);
    let mut most = None;
    let mut n = 0u32;
    while n <= 1000 && beats(them.seen.cv.saturating_add(n.saturating_mul(per))) {
        most = Some(n);
        n += 1;
    }
    match most {
        // Each face-down fleet holds one ship at the least.
        Some(m) if m >= them.hidden_fleets => Outcome::HiddenDecides {
            you_win_below: m + 1,
        },
        _ => Outcome::YouLose,
    }
}

/// Whether the defenders may retreat before combat, from what you can see.
fn retreat_chance(
    world: &World,
    you: Seat,
    enemies: &[Seat],
    them: &SideView,
    visible_e: bool,
) -> Option<String> {
    if crate::rules::combat::retreat_forbidden(world, you) {
        return None;
    }
    let tech = world.resource::<Technology>();
    let name = |d: Seat| crate::rules::narrate::name_says(world, d);
    for &d in enemies {
        if tech.level(d, Field::Spirituality) > tech.level(you, Field::Spirituality) {
            return Some(crate::t!(
                "refuse-preview-retreat-first",
                who = name(d),
                field = Field::Spirituality.says()
            ));
        }
        if tech.level(d, Field::Propulsion) > tech.level(you, Field::Propulsion) {
            return Some(crate::t!(
                "refuse-preview-retreat-first",
                who = name(d),
                field = Field::Propulsion.says()
            ));
        }
    }
    if visible_e {
        return Some(crate::t!("refuse-preview-e-evades"));
    }
    (them.hidden_fleets > 0).then(|| crate::t!("refuse-preview-e-may-evade"))
}
