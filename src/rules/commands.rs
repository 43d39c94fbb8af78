//! Player commands as data: everything a person can tell the game, with the seat that
//! says it, and the record of accepted commands (enough, with the seed, to replay a
//! game). Vocabulary only: `player/command.rs` validates and applies them.

use crate::rules::content_commands::{CardPlay, RayTarget, ViewTarget};
use crate::rules::counters::{GrowthChoices, GrowthSelection};
use crate::rules::model::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Everything the player can tell the game.
// A few commands a turn, kept in the record as they are: the growth choices' size
// costs nothing worth a box in every file and test that writes one.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerCommand {
    /// Move `count` unmoved ship pieces from one hex to another within range.
    MoveShips {
        from: (i32, i32),
        to: (i32, i32),
        count: u32,
    },
    /// Move a fleet (it keeps its hidden size).
    MoveFleet {
        letter: FleetLetter,
        to: (i32, i32),
    },
    /// Take back the last move of this turn (before combat).
    UndoMove,
    /// Put ship pieces at a hex into a fleet (a new counter, or the one already there).
    FormFleet {
        at: (i32, i32),
        letter: FleetLetter,
        ships: u32,
    },
    /// Take ships out of a fleet as pieces.
    SplitFleet {
        letter: FleetLetter,
        ships: u32,
    },
    /// Swap two fleet counters (same hex or both at your stars), or give a fleet the
    /// letter of a counter in your supply.
    SwapFleets {
        a: FleetLetter,
        b: FleetLetter,
    },
    /// War on another seat (an automa, or another person).
    DeclareWar(Seat),
    /// Peace asked of an automa (its rule decides), or offered to another person (who
    /// answers).
    AskPeace(Seat),
    /// Yes or no to another person's offer (peace, or a trade).
    AnswerOffer(bool),
    /// Play a domination card from your hand (by its key) for A or B.
    PlayCard {
        card: String,
        how: CardPlay,
    },
    /// Swap a domination card of your hand for the top of the deck (when you may).
    ExchangeCard(String),
    /// Look at something hidden with a remote view (Spirituality 2+, the Pyramids).
    RemoteView(ViewTarget),
    /// Fire the Planetary Death Ray you hold (once per round, in your movement).
    FireDeathRay(RayTarget),
    /// End movement: battles are fought, then the next seat plays.
    EndTurn,
    /// Answer to a retreat prompt.
    Retreat(bool),
    /// Answer to a retreat-hex prompt: where your retreating ships go.
    RetreatTo((i32, i32)),
    /// Answer to a losses prompt: how many of the loser's ships to destroy.
    InflictLosses(u32),
    /// Answer to the cards prompt before a battle: fight it (after playing a card for
    /// it, or none).
    Fight,
    /// Deciding for an automa that won a battle (the 2-player variant), before the
    /// losses: the order in which its ship groups lose its own ships (`None` its pieces,
    /// a letter that fleet; groups left out come after, in the default order).
    WinnerLossOrder(Vec<Option<FleetLetter>>),
    /// Answer to your people's offer to force the other side out before combat.
    ForceRetreat(bool),
    /// Before an STS automa's growth turn: the offered innocent stars you defend (war on
    /// it if it picks one); empty to let it take any.
    GuardStars(Vec<(i32, i32)>),
    /// Answer an automa kind's question with one of its options, by key.
    Choose(String),
    /// The order in which your ships absorb losses from now on: `None` for your ship
    /// pieces, a letter for that fleet; groups left out come after, in the default
    /// order.
    LossOrder(Vec<Option<FleetLetter>>),
    /// Voluntary evacuation in your growth phase: your home-star miniature moves to
    /// this star of yours.
    Evacuate((i32, i32)),
    SelectGrowth(GrowthSelection),
    ResolveGrowth(GrowthChoices),
    /// Trade with an automa: take a level in `take`; they learn a field chosen by die,
    /// or `give` where the automa lets the trader choose (the passive automa).
    Trade {
        with: Seat,
        take: Field,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        give: Option<Field>,
    },
    EndTrading,
    /// Instead of trading (the Greys' STS side): take a level in `take` from `from`, a
    /// faction in contact that is ahead there; it ends your trading.
    Levy {
        from: Seat,
        take: Field,
    },
    AssignTactic {
        letter: FleetLetter,
        side: TacticSide,
    },
    /// Leave the guided game's steps: the game goes on as a normal one. Recorded like any
    /// command, so a replay leaves them at the same point.
    LeaveGuide,
}

/// A command as sent by the view: the seat that sends it, and what it says.
#[derive(Message, Debug, Clone)]
pub struct SubmitCommand {
    pub seat: Seat,
    pub command: PlayerCommand,
}

#[derive(Message, Debug, Clone)]
pub struct CommandResult {
    pub seat: Seat,
    pub command: PlayerCommand,
    pub result: Result<crate::lang::Says, crate::lang::Says>,
}

/// An accepted command and the seat that gave it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatCommand {
    pub seat: Seat,
    pub command: PlayerCommand,
}

/// Accepted commands in order: enough, with the seed, to replay the game.
#[derive(Resource, Debug, Clone, Default, Serialize, Deserialize)]
pub struct CommandLog(pub Vec<SeatCommand>);
