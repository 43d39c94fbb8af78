//! What the rules are waiting for from the player. While a prompt is open the phase
//! drivers do nothing; a valid command answers it.

use crate::rules::model::Seat;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prompt {
    /// Your move/combat turn: move, form fleets, declare war, ask for peace, then end it.
    MoveTurn,
    /// An attacker came; you may retreat before combat. `sees_fleets`: your E fleet's
    /// ×2 tactic shows you the attacker's fleets first.
    Retreat {
        hex: (i32, i32),
        attacker: Seat,
        sees_fleets: bool,
    },
    /// Your people may force `other` out of the battle at `hex` before combat (once a
    /// round).
    ForceRetreat { hex: (i32, i32), other: Seat },
    /// Your ships must retreat from `hex` and several hexes are equally near: choose one.
    RetreatWhere {
        hex: (i32, i32),
        options: Vec<(i32, i32)>,
    },
    /// A battle you fight in is about to be fought: a card you hold may be played for it
    /// (its combat value at home, no losses); then fight.
    BattleCards { hex: (i32, i32) },
    /// You won: choose how many of the loser's ships to destroy (0..=max).
    ChooseLosses {
        hex: (i32, i32),
        loser: Seat,
        max: u32,
    },
    /// Choose your growth counters.
    GrowthSelection,
    /// Say where your growth actions apply (stars to gain, where to build).
    GrowthResolution,
    /// Trade, ask for peace, or end the trading phase.
    Trading,
    /// Assign advanced fleet tactic counters you have gained.
    AssignTactics { count: u32 },
    /// Before `taker`'s growth turn: which of these innocent stars where your ships stand
    /// do you defend (declaring war if it picks one)? Before its movement (`what` is
    /// `Jumps`): at which of these hexes do your ships block its stargate and wormhole
    /// jumps (declaring war if a move needs one)?
    GuardStars {
        taker: Seat,
        stars: Vec<(i32, i32)>,
        #[serde(default)]
        what: Guarding,
    },
    /// Another person offers you something that needs your yes or no (their own
    /// question waits meanwhile).
    Offer { from: Seat, offer: Offer },
    /// An automa's kind asks you to choose among options its rules give (a role you
    /// declare to the Ancients): `suggested` is the option the game proposes.
    KindChoice {
        automa: Seat,
        /// The rules reference topic that explains the question.
        topic: crate::rules::log::KindRule,
        title: crate::lang::Says,
        text: crate::lang::Says,
        options: Vec<ChoiceOption>,
        suggested: usize,
    },
}

/// One option of a kind's question: the key an answer names, its label, and what
/// choosing it does (its tooltip).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoiceOption {
    pub key: String,
    /// Its words, written out in the language in use only when shown.
    pub label: crate::lang::Says,
    pub hover: crate::lang::Says,
    /// The hex the option is about, if any: the board marks it and a click there
    /// answers with this option.
    #[serde(default)]
    pub hex: Option<(i32, i32)>,
}

impl ChoiceOption {
    pub fn new(
        key: impl Into<String>,
        label: impl Into<crate::lang::Says>,
        hover: impl Into<crate::lang::Says>,
    ) -> Self {
        ChoiceOption {
            key: key.into(),
            label: label.into(),
            hover: hover.into(),
            hex: None,
        }
    }

    /// The option, about hex `h`.
    pub fn at(mut self, h: hexx::Hex) -> Self {
        self.hex = Some((h.x, h.y));
        self
    }
}

/// What a guard's ships stand ready to block by declaring war.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Guarding {
    /// An STO seat's defence of innocent population against an STS seat's gain.
    #[default]
    Gains,
    /// An STS seat's block of another seat's stargate or wormhole jump from or to a hex
    /// where its ships stand.
    Jumps,
}

/// What one person may offer another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    /// Peace between the two.
    Peace,
    /// A trade: the one offering learns `take` from you, you learn `give` from them.
    Trade {
        take: crate::rules::model::Field,
        give: crate::rules::model::Field,
    },
}

/// The question of the person who made an offer, put aside until it is answered.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct SuspendedPrompt(pub Option<PromptSlot>);

/// Puts `offer` from `from` to `to`: `from`'s open question waits until `to` answers.
pub fn put_offer(world: &mut World, from: Seat, to: Seat, offer: Offer) {
    let waiting = world.resource::<PromptSlot>().clone();
    world.insert_resource(SuspendedPrompt(Some(waiting)));
    world
        .resource_mut::<PromptSlot>()
        .ask(to, Prompt::Offer { from, offer });
}

/// The offer answered: the question that waited comes back.
pub fn resume_after_offer(world: &mut World) {
    let back = world
        .resource_mut::<SuspendedPrompt>()
        .0
        .take()
        .unwrap_or_default();
    world.insert_resource(back);
}

/// The open question, if any (`.0`), and the seat it is put to (`.1`): only that seat's
/// commands answer it. `.2`: the seat it is about, when it is asked on another seat's
/// behalf (a passive automa's battle questions go to a person).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PromptSlot(pub Option<Prompt>, pub Seat, pub Option<Seat>);

impl PromptSlot {
    /// Puts a question to a seat, about itself.
    pub fn ask(&mut self, seat: Seat, prompt: Prompt) {
        self.0 = Some(prompt);
        self.1 = seat;
        self.2 = None;
    }

    /// Puts a question about `about`'s ships to `seat`, who decides for it.
    pub fn ask_for(&mut self, seat: Seat, about: Seat, prompt: Prompt) {
        self.ask(seat, prompt);
        self.2 = (about != seat).then_some(about);
    }

    /// The seat whose ships or choice the open question is about: the seat asked,
    /// unless it decides for another.
    pub fn subject(&self) -> Option<Seat> {
        self.asked().map(|s| self.2.unwrap_or(s))
    }

    /// The seat the open question is asked for, when that is not the seat asked.
    pub fn on_behalf_of(&self) -> Option<Seat> {
        self.asked().and(self.2)
    }

    /// The seat asked, while a question is open.
    pub fn asked(&self) -> Option<Seat> {
        self.0.as_ref().map(|_| self.1)
    }
}
