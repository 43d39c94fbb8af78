//! What the rules may ask a seat to decide in a battle or a retreat, and the answers:
//! the vocabulary shared by the code that asks ([`crate::rules::choice`]), the people who
//! answer through prompts and the automa kinds that answer at once.

use crate::rules::model::Seat;
use hexx::Hex;

/// Something the rules need a seat to decide.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Question {
    /// Attacked at `hex`: retreat before combat? `sees_fleets`: the attacker's fleets
    /// are revealed first (an E fleet with the ×2 tactic).
    RetreatBeforeCombat {
        hex: Hex,
        attacker: Seat,
        sees_fleets: bool,
    },
    /// At `hex`, your people may force `other` to retreat before combat: do it?
    ForceRetreat { hex: Hex, other: Seat },
    /// Won at `hex` (a battle `attacker` began): how many of the loser's `max` ships to
    /// destroy?
    Losses {
        hex: Hex,
        loser: Seat,
        max: u32,
        attacker: Seat,
    },
    /// Ships must leave `hex` ("why" says for the log): to which of these equally near
    /// hexes without hostile ships? `attacker`: of the battle they leave, if any.
    RetreatHex {
        hex: Hex,
        options: Vec<Hex>,
        why: crate::lang::Says,
        attacker: Option<Seat>,
    },
}

/// A seat's answer to a [`Question`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reply {
    Retreat(bool),
    ForceRetreat(bool),
    Losses(u32),
    RetreatTo(Hex),
}

impl Question {
    /// The seat that began the battle the question comes from, if it comes from one.
    pub fn attacker(&self) -> Option<Seat> {
        match self {
            Question::RetreatBeforeCombat { attacker, .. } | Question::Losses { attacker, .. } => {
                Some(*attacker)
            }
            Question::RetreatHex { attacker, .. } => *attacker,
            Question::ForceRetreat { .. } => None,
        }
    }
}
