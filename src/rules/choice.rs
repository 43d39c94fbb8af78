//! One path for every choice the rules need from a seat: the rules say what they need
//! to know ([`Question`]) and ask the seat's controller. A person gets a prompt that
//! carries the options the rules computed; an automa's kind answers at once.

use crate::rules::dice::Dice;
use crate::rules::log::{Candidate, Decision};
use crate::rules::model::Seat;
use crate::rules::prompt::{Prompt, PromptSlot};
pub use crate::rules::question::{Question, Reply};
use crate::rules::table::{self, Controller, Decider, Roster};
use bevy::prelude::*;

/// The question as a person's prompt.
fn prompt_of(question: &Question) -> Prompt {
    match question {
        Question::RetreatBeforeCombat {
            hex,
            attacker,
            sees_fleets,
        } => Prompt::Retreat {
            hex: (hex.x, hex.y),
            attacker: *attacker,
            sees_fleets: *sees_fleets,
        },
        Question::ForceRetreat { hex, other } => Prompt::ForceRetreat {
            hex: (hex.x, hex.y),
            other: *other,
        },
        Question::Losses {
            hex, loser, max, ..
        } => Prompt::ChooseLosses {
            hex: (hex.x, hex.y),
            loser: *loser,
            max: *max,
        },
        Question::RetreatHex { hex, options, .. } => Prompt::RetreatWhere {
            hex: (hex.x, hex.y),
            options: options.iter().map(|h| (h.x, h.y)).collect(),
        },
    }
}

/// Asks `seat`: an automa's answer comes back at once; a person is prompted and `None`
/// comes back (their command answers later); an automa decided by another seat hands
/// the question to that seat.
pub fn decide(world: &mut World, seat: Seat, question: Question) -> Option<Reply> {
    let to = decider(world.resource::<Roster>(), seat, question.attacker());
    match world.resource::<Roster>().controller(to) {
        Controller::Human => {
            let prompt = prompt_of(&question);
            world.resource_mut::<PromptSlot>().ask_for(to, seat, prompt);
            None
        }
        // An automa deciding for another answers as its kind would for itself.
        Controller::Automa { .. } => {
            table::automa_kind(world, to).map(|kind| kind.answer(world, to, &question))
        }
    }
}

/// The seat that answers `seat`'s questions (`attacker`: of the battle they come from):
/// itself, or the seat its controller hands them to.
pub fn decider(roster: &Roster, seat: Seat, attacker: Option<Seat>) -> Seat {
    match roster.controller(seat) {
        Controller::Automa {
            decided_by: Some(Decider::Seat(to)),
            ..
        } => to,
        // The person not attacking it: in a battle someone began, the first person in
        // the roster who is not that attacker.
        Controller::Automa {
            decided_by: Some(Decider::OtherPerson),
            ..
        } => attacker
            .and_then(|a| roster.humans().find(|&p| p != a))
            .unwrap_or(seat),
        _ => seat,
    }
}

/// Whether a question to `seat` (from a battle `attacker` began, if any) is answered by a
/// person, later (so the rules must wait).
pub fn answered_later(world: &World, seat: Seat, attacker: Option<Seat>) -> bool {
    let roster = world.resource::<Roster>();
    roster.is_human(decider(roster, seat, attacker))
}

/// Picks one of `candidates` with the tables' die procedure (see [`Dice::pick`]) and
/// records it in `d`: the faces, the candidates as data and as text, and the chosen
/// one's text as the result (a caller may word the result differently after).
pub fn pick_one<T: Copy, S: Into<crate::lang::Says>>(
    world: &mut World,
    d: &mut Decision,
    candidates: &[T],
    purpose: &'static str,
    show: impl Fn(T) -> (Candidate, S),
) -> T {
    let pick = world.resource_mut::<Dice>().pick(candidates.len(), purpose);
    d.add_pick(&pick);
    d.offer(candidates.iter().map(|&c| show(c)));
    d.result = d.candidates[pick.index].clone();
    candidates[pick.index]
}

/// A field as a decision's candidate.
pub fn field_candidate(f: crate::rules::model::Field) -> (Candidate, crate::lang::Says) {
    (Candidate::Field(f), f.says())
}

/// The event roll of the automa tables: one die, success on 1 to `max` (from 6 on the
/// answer is yes without a roll). The face goes into the decision.
pub fn roll_at_most(world: &mut World, d: &mut Decision, max: u8, purpose: &'static str) -> bool {
    if max >= 6 {
        return true;
    }
    let face = world.resource_mut::<Dice>().d6(purpose);
    d.rolls.push(face);
    face <= max
}
