//! Commands that content answers (a domination card played or exchanged, the Death Ray
//! fired): their words, and the hook points where the content registers what they do. A
//! command names what the player does; the content that owns it acts, and a game without
//! that content refuses it with a reason.

use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::model::{Field, FleetLetter, Seat};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// How a card is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardPlay {
    /// For its A section; `effect` uses the immediate effect too, and `at` says where
    /// (the star that takes the Economic card's ships; default your home star).
    A {
        effect: bool,
        at: Option<(i32, i32)>,
        /// What the effect needs besides a hex: a field, or where population comes from.
        #[serde(default)]
        choice: EffectChoice,
    },
    /// For its B section.
    B,
}

/// The choices an immediate effect needs (beyond `at`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum EffectChoice {
    #[default]
    None,
    /// The field of a free Research.
    Field(Field),
    /// Population moved from this star of yours (to `at`), this many discs.
    From { star: (i32, i32), discs: u32 },
    /// The Military card's other choice: no retreat before combat for your opponents.
    NoRetreat,
}

/// A Death Ray shot: the hex, the seat hit, and whether a population disc (else a ship).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RayTarget {
    pub at: (i32, i32),
    pub victim: Seat,
    pub disc: bool,
}

/// What a remote view looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ViewTarget {
    /// A face-down star counter.
    Star((i32, i32)),
    /// A face-down relic on a star.
    Relic((i32, i32)),
    /// A fleet: its owner and letter.
    Fleet { seat: Seat, letter: FleetLetter },
}

/// Hook point: a domination card of `seat`'s hand (by key) is played as `how`.
pub struct PlayCard;

impl HookPoint for PlayCard {
    type Fn = fn(&mut World, Seat, &str, CardPlay) -> Result<crate::lang::Says, crate::lang::Says>;
}

/// Hook point: a domination card of `seat`'s hand (by key) is exchanged.
pub struct ExchangeCard;

impl HookPoint for ExchangeCard {
    type Fn = fn(&mut World, Seat, &str) -> Result<crate::lang::Says, crate::lang::Says>;
}

/// Hook point: `seat` fires a Death Ray it holds.
pub struct FireRay;

impl HookPoint for FireRay {
    type Fn = fn(&mut World, Seat, RayTarget) -> Result<crate::lang::Says, crate::lang::Says>;
}

/// Hook point: `seat` looks at something hidden with a remote view.
pub struct RemoteLook;

impl HookPoint for RemoteLook {
    type Fn = fn(&mut World, Seat, ViewTarget) -> Result<crate::lang::Says, crate::lang::Says>;
}

/// Hook point: `seat` may exchange a domination card (Spirituality 6+).
pub struct ExchangeGranted;

impl HookPoint for ExchangeGranted {
    type Fn = fn(&mut World, Seat);
}

/// The first content registered at `H` acts; without any, the command is refused.
fn first<H: HookPoint, R>(
    world: &mut World,
    missing: impl FnOnce() -> crate::lang::Says,
    act: impl FnOnce(&mut World, H::Fn) -> Result<R, crate::lang::Says>,
) -> Result<R, crate::lang::Says> {
    // A hook is a plain function: copied out, the world is free for it.
    match hooked::<H>(world).first().copied() {
        Some(f) => act(world, f),
        None => Err(missing()),
    }
}

/// Plays a card (see [`PlayCard`]).
pub fn play_card(
    world: &mut World,
    seat: Seat,
    card: &str,
    how: CardPlay,
) -> Result<crate::lang::Says, crate::lang::Says> {
    first::<PlayCard, _>(
        world,
        || crate::says!("refuse-no-cards"),
        |w, f| f(w, seat, card, how),
    )
}

/// Exchanges a card (see [`ExchangeCard`]).
pub fn exchange_card(
    world: &mut World,
    seat: Seat,
    card: &str,
) -> Result<crate::lang::Says, crate::lang::Says> {
    first::<ExchangeCard, _>(
        world,
        || crate::says!("refuse-no-cards"),
        |w, f| f(w, seat, card),
    )
}

/// Fires a Death Ray (see [`FireRay`]).
pub fn fire_ray(
    world: &mut World,
    seat: Seat,
    target: RayTarget,
) -> Result<crate::lang::Says, crate::lang::Says> {
    first::<FireRay, _>(
        world,
        || crate::says!("refuse-no-death-ray"),
        |w, f| f(w, seat, target),
    )
}

/// Looks at something hidden (see [`RemoteLook`]).
pub fn remote_look(
    world: &mut World,
    seat: Seat,
    target: ViewTarget,
) -> Result<crate::lang::Says, crate::lang::Says> {
    first::<RemoteLook, _>(
        world,
        || crate::says!("refuse-no-remote-views"),
        |w, f| f(w, seat, target),
    )
}

/// Gives `seat` a card exchange, if the game has cards.
pub fn grant_exchange(world: &mut World, seat: Seat) {
    for f in hooked_mut::<ExchangeGranted>(world).iter() {
        f(world, seat);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_no_content_answers_is_refused_with_a_reason() {
        let mut world = World::new();
        let seat = Seat(0);
        let err = play_card(&mut world, seat, "central", CardPlay::B).unwrap_err();
        assert!(err.contains("no domination cards"), "{err}");
        assert!(exchange_card(&mut world, seat, "central").is_err());
        let target = RayTarget {
            at: (0, 0),
            victim: Seat(1),
            disc: false,
        };
        assert!(
            fire_ray(&mut world, seat, target)
                .unwrap_err()
                .contains("Death Ray")
        );
        grant_exchange(&mut world, seat); // nothing to grant: no effect, no panic
    }
}
