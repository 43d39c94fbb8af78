//! The passive automa of the 2-player variant: an ancient light-side civilization that
//! takes no turns. It is set up at random before the people (see [`setup`]); in play
//! the person not attacking it answers its battle questions (the setup's
//! `decided_by: Some(OtherPerson)`), it accepts peace, and it trades with whoever may.

mod setup;
mod table;

pub use setup::*;
pub use table::*;

use crate::rules::choice::{Question, Reply};
use crate::rules::data::{DataError, KindTable, parse_ron};
use crate::rules::kind::AutomaKind;
use crate::rules::model::*;
use bevy::prelude::*;

/// The passive kind, as the registry in `automa/mod.rs` lists it.
pub static KIND: PassiveKind = PassiveKind;

/// The 2-player variant's passive automa kind. It never takes a turn: no movement, no
/// growth actions (the trait's defaults).
pub struct PassiveKind;

impl AutomaKind for PassiveKind {
    fn key(&self) -> &'static str {
        "passive"
    }

    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError> {
        let t: PassiveTable = parse_ron(file, text)?;
        let traits = t.traits();
        Ok(KindTable::new(t, traits))
    }

    fn answer(&self, world: &mut World, seat: Seat, question: &Question) -> Reply {
        answer(world, seat, question)
    }

    /// It only ever defends: hostile ships sharing its hexes fight it in their own turn.
    fn attacks(&self) -> bool {
        false
    }

    fn start(&self, world: &mut World, seat: Seat) {
        start(world, seat);
    }

    fn peace(&self, world: &mut World, asker: Seat, automa: Seat) -> bool {
        world
            .resource_mut::<Diplomacy>()
            .set_war(asker, automa, false);
        true
    }

    fn peace_odds(&self, _: &World, _: Seat, _: Seat) -> (u8, String) {
        (6, crate::t!("log-solo-odds-passive-peace"))
    }

    /// Its regular trade of the round done, it trades once more with a person whose
    /// card gives one more trade (General Scientific), which that uses up.
    fn trade_willing(&self, world: &mut World, asker: Seat, automa: Seat) -> bool {
        has_trade_left(world, asker, automa)
            || crate::rules::trade_rights::use_extra_trade(world, asker)
    }

    fn trade_odds(&self, world: &World, asker: Seat, automa: Seat) -> (u8, String) {
        if has_trade_left(world, asker, automa) {
            (6, crate::t!("log-solo-odds-passive-trade"))
        } else if crate::rules::trade_rights::has_extra_trade(world, asker) {
            (6, crate::t!("log-solo-odds-passive-extra-trade"))
        } else {
            (0, crate::t!("log-solo-odds-passive-traded"))
        }
    }

    fn after_gain(&self, world: &mut World, seat: Seat) {
        crate::rules::automa::shared::assign_tactics(world, seat);
    }

    fn plugin(&self, app: &mut App) {
        use crate::rules::hooks::AddHook;
        app.add_hook::<crate::rules::secrets::Resample>(resample_chips);
    }
}

/// Its face-down fleet holds chips drawn from the pool, not the ships of a supply: in a
/// copy of the game for another seat's look-ahead, each of its hidden fleets holds as
/// many ships as the chips drawn again from the pool (the count is not kept).
fn resample_chips(world: &mut World, viewer: Seat, rng: &mut rand_chacha::ChaCha8Rng) {
    use rand::RngExt;
    for (owner, _, e, fleet) in crate::rules::secrets::hidden_fleets(world, viewer) {
        let Some(t) = passive_table(world, owner).filter(|_| fleet.face_down) else {
            continue;
        };
        let mut pool = t.chips();
        let mut ships = 0;
        for _ in 0..t.chips_drawn.min(pool.len() as u32) {
            ships += pool.remove(rng.random_range(0..pool.len()));
        }
        world.entity_mut(e).insert(Fleet { ships, ..fleet });
    }
}

/// Whether it still trades with `asker` this round: once a round in all, or once with
/// each person when its people trade with each partner (the ICC).
fn has_trade_left(world: &World, asker: Seat, automa: Seat) -> bool {
    !crate::rules::trading::has_traded(world, automa, asker)
}

/// Its own answers, when no person answers for it (outside a battle, or with nobody
/// else at the table): it stands, destroys all it may, and draws a retreat hex. Its
/// people's power to force an attacker out (the Felines) it uses at its home star, the
/// first time there each round.
fn answer(world: &mut World, seat: Seat, question: &Question) -> Reply {
    match question {
        Question::ForceRetreat { hex, .. } => {
            let home = crate::rules::snapshot::home_star(world, seat);
            Reply::ForceRetreat(home == Some(*hex))
        }
        Question::RetreatBeforeCombat { .. } => Reply::Retreat(false),
        Question::Losses { max, .. } => Reply::Losses(*max),
        Question::RetreatHex {
            hex, options, why, ..
        } => Reply::RetreatTo(crate::rules::automa::shared::retreat_hex_by_die(
            world,
            seat,
            *hex,
            options,
            why.clone(),
        )),
    }
}
