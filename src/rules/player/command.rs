//! The command type, its validation and its effects.

use super::{Growths, TurnMoves};
use crate::rules::combat::BattleQueue;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::{Guarding, Prompt, PromptSlot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;

pub use crate::rules::commands::*;

/// Applies the commands sent as messages (the game client's path).
pub fn apply_submitted_commands(world: &mut World) {
    let cmds: Vec<SubmitCommand> = world
        .resource_mut::<Messages<SubmitCommand>>()
        .drain()
        .collect();
    for c in cmds {
        let result = apply_command_as(world, c.seat, c.command.clone());
        world.write_message(CommandResult {
            seat: c.seat,
            command: c.command,
            result,
        });
    }
}

fn refuse<T>(why: impl Into<crate::lang::Says>) -> Result<T, crate::lang::Says> {
    Err(why.into())
}

fn prompt(world: &World) -> Option<Prompt> {
    world.resource::<PromptSlot>().0.clone()
}

/// Answers the open question as the seat it is put to (scenario files and the built-in
/// policy: their commands name no seat). A refused command changes nothing.
pub fn apply_command(
    world: &mut World,
    cmd: PlayerCommand,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let slot = world.resource::<PromptSlot>();
    let seat = slot.asked().unwrap_or(slot.1);
    apply_command_as(world, seat, cmd)
}

/// Validates and applies one command from a seat: refused (nothing changed) when the
/// game is not waiting for that seat, or when the command does not fit the question.
pub fn apply_command_as(
    world: &mut World,
    seat: Seat,
    cmd: PlayerCommand,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if seat.index() >= world.resource::<Roster>().len() {
        return refuse(crate::says!("refuse-no-seat", seat = seat.0));
    }
    let asked = world.resource::<PromptSlot>().asked();
    if asked.is_some_and(|a| a != seat) {
        return refuse(crate::t!(
            "refuse-waiting-for",
            asked = narrate::name_says(world, asked.unwrap_or(seat)),
            who = narrate::name_says(world, seat)
        ));
    }
    if let Some(why) = crate::rules::tutorial::refuses(world, &cmd) {
        return refuse(why);
    }
    let before = crate::rules::undo::before_command(world);
    let result = dispatch(world, seat, &cmd);
    if result.is_ok() {
        crate::rules::undo::accepted(world, before);
        crate::rules::tutorial::did(world, &cmd);
        world
            .resource_mut::<CommandLog>()
            .0
            .push(SeatCommand { seat, command: cmd });
    }
    result
}

fn dispatch(
    world: &mut World,
    me: Seat,
    cmd: &PlayerCommand,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let p = prompt(world);
    let in_move_turn = p == Some(Prompt::MoveTurn);
    match cmd {
        PlayerCommand::MoveShips { from, to, count } => {
            if !in_move_turn {
                return refuse(crate::says!("refuse-ships-move-turn"));
            }
            super::move_pieces(world, me, *from, *to, *count)
        }
        PlayerCommand::MoveFleet { letter, to } => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-fleets-move-turn"));
            }
            super::move_fleet(world, me, *letter, *to)
        }
        PlayerCommand::UndoMove => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-undo-move-turn"));
            }
            super::undo_move(world)
        }
        PlayerCommand::FormFleet { at, letter, ships } => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-fleets-formed"));
            }
            super::form_fleet(world, me, *at, *letter, *ships)
        }
        PlayerCommand::SplitFleet { letter, ships } => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-fleets-split"));
            }
            super::split_fleet(world, me, *letter, *ships)
        }
        PlayerCommand::SwapFleets { a, b } => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-fleets-swapped"));
            }
            super::swap_fleets(world, me, *a, *b)
        }
        PlayerCommand::DeclareWar(automa) => {
            let when = match p {
                Some(Prompt::MoveTurn) => WarMoment::MoveTurn,
                Some(Prompt::GrowthSelection) => WarMoment::GrowthSelection,
                _ => WarMoment::Other,
            };
            declare_war(world, me, *automa, when)
        }
        PlayerCommand::PlayCard { card, how } => {
            crate::rules::content_commands::play_card(world, me, card, *how)
        }
        PlayerCommand::ExchangeCard(card) => {
            if p.is_none() {
                return refuse(crate::t!("refuse-exchange-when"));
            }
            crate::rules::content_commands::exchange_card(world, me, card)
        }
        PlayerCommand::RemoteView(target) => {
            if p.is_none() {
                return refuse(crate::t!("refuse-remote-view-when"));
            }
            crate::rules::content_commands::remote_look(world, me, *target)
        }
        PlayerCommand::FireDeathRay(target) => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-death-ray-when"));
            }
            crate::rules::content_commands::fire_ray(world, me, *target)
        }
        PlayerCommand::AskPeace(automa) => {
            // Peace may be asked on any of your turns (move, growth, trading).
            let your_turn = in_move_turn
                || matches!(
                    p,
                    Some(Prompt::Trading | Prompt::GrowthSelection | Prompt::GrowthResolution)
                );
            if !your_turn {
                return refuse(crate::t!("refuse-peace-when"));
            }
            ask_peace(world, me, *automa)
        }
        PlayerCommand::AnswerOffer(yes) => {
            let Some(Prompt::Offer { from, offer }) = p else {
                return refuse(crate::t!("refuse-no-offer"));
            };
            answer_offer(world, me, from, offer, *yes)
        }
        PlayerCommand::EndTurn => {
            if !in_move_turn {
                return refuse(crate::t!("refuse-not-move-turn"));
            }
            world.resource_mut::<PromptSlot>().0 = None;
            world.resource_mut::<TurnMoves>().ended = true;
            crate::rules::combat::queue_battles(world, me);
            Ok(crate::says!("log-rules-reply-turn-ended"))
        }
        PlayerCommand::Retreat(yes) => {
            if !matches!(p, Some(Prompt::Retreat { .. })) {
                return refuse(crate::t!("refuse-no-retreat-pending"));
            }
            world.resource_mut::<BattleQueue>().0[0].answer_retreat(*yes);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(if *yes {
                crate::says!("log-rules-reply-retreat")
            } else {
                crate::says!("log-rules-reply-stand")
            })
        }
        PlayerCommand::LossOrder(order) => {
            let full = crate::rules::ships::complete_loss_order(order);
            let mut orders = world.resource_mut::<crate::rules::ships::LossOrders>();
            orders.0.retain(|(s, _)| *s != me);
            orders.0.push((me, full.clone()));
            let names: Vec<String> = full
                .iter()
                .map(|g| {
                    g.map_or_else(|| crate::t!("log-rules-reply-pieces"), |l| format!("{l:?}"))
                })
                .collect();
            Ok(crate::says!(
                "log-rules-reply-loss-order",
                order = names.join(", ")
            ))
        }
        PlayerCommand::Evacuate(to) => {
            if !matches!(p, Some(Prompt::GrowthSelection | Prompt::GrowthResolution)) {
                return refuse(crate::t!("refuse-evacuate-when"));
            }
            crate::rules::player::evacuate(world, me, *to)
        }
        PlayerCommand::Choose(key) => {
            let Some(Prompt::KindChoice {
                automa, options, ..
            }) = p
            else {
                return refuse(crate::t!("refuse-nothing-to-choose"));
            };
            if !options.iter().any(|o| &o.key == key) {
                return refuse(crate::t!(
                    "refuse-not-an-option",
                    key = format!("{key:?}"),
                    options = options
                        .iter()
                        .map(|o| o.key.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            let Some(kind) = table::automa_kind(world, automa) else {
                return refuse(crate::t!("refuse-automa-not-here"));
            };
            // Answered: the kind may put its next question (a refusal puts this one back).
            let asked = std::mem::take(&mut *world.resource_mut::<PromptSlot>());
            match kind.chosen(world, automa, me, key) {
                Ok(said) => Ok(said),
                Err(why) => {
                    *world.resource_mut::<PromptSlot>() = asked;
                    Err(why)
                }
            }
        }
        PlayerCommand::ForceRetreat(yes) => {
            if !matches!(p, Some(Prompt::ForceRetreat { .. })) {
                return refuse(crate::t!("refuse-no-forced-retreat"));
            }
            world.resource_mut::<BattleQueue>().0[0].answer_force(*yes);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(if *yes {
                crate::says!("log-rules-reply-force-out")
            } else {
                crate::says!("log-rules-reply-battle-goes-on")
            })
        }
        PlayerCommand::GuardStars(chosen) => {
            let Some(Prompt::GuardStars { taker, stars, what }) = p else {
                return refuse(crate::t!("refuse-no-star-to-defend"));
            };
            if let Some(h) = chosen.iter().find(|h| !stars.contains(h)) {
                return refuse(crate::t!(
                    "refuse-star-not-offered",
                    at = crate::rules::board::hex_label(hexx::Hex::new(h.0, h.1))
                ));
            }
            crate::rules::block::guard(world, me, taker, what, chosen);
            world.resource_mut::<PromptSlot>().0 = None;
            let n = chosen.len();
            Ok(match what {
                Guarding::Gains if n == 0 => crate::says!("log-rules-reply-guard-none"),
                Guarding::Gains => crate::says!("log-rules-reply-guard-stars", n = n),
                Guarding::Jumps if n == 0 => crate::says!("log-rules-reply-let-jump"),
                Guarding::Jumps => crate::says!("log-rules-reply-block-jumps", n = n),
            })
        }
        PlayerCommand::RetreatTo(to) => {
            let Some(Prompt::RetreatWhere { options, .. }) = p else {
                return refuse(crate::t!("refuse-no-retreat-hex"));
            };
            let label = crate::rules::board::hex_label(hexx::Hex::new(to.0, to.1));
            if !options.contains(to) {
                return refuse(crate::t!("refuse-retreat-hex-not-offered", at = label));
            }
            world.resource_mut::<BattleQueue>().0[0].retreat_to = Some(*to);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(crate::says!("log-rules-reply-retreat-to", at = label))
        }
        PlayerCommand::WinnerLossOrder(order) => {
            let Some(Prompt::ChooseLosses { .. }) = p else {
                return refuse(crate::t!("refuse-no-winner-choice"));
            };
            let slot = world.resource::<PromptSlot>();
            if slot.on_behalf_of().is_none() {
                return refuse(crate::t!("refuse-own-loss-order"));
            }
            world.resource_mut::<BattleQueue>().0[0].winner_loss_order = Some(order.clone());
            Ok(crate::says!("log-rules-reply-winner-loss-order"))
        }
        PlayerCommand::Fight => {
            if !matches!(p, Some(Prompt::BattleCards { .. })) {
                return refuse(crate::t!("refuse-no-battle"));
            }
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(crate::says!("log-rules-reply-to-battle"))
        }
        PlayerCommand::InflictLosses(n) => {
            let Some(Prompt::ChooseLosses { max, .. }) = p else {
                return refuse(crate::t!("refuse-no-losses"));
            };
            if *n > max {
                return refuse(crate::t!("refuse-loser-has-only", n = max));
            }
            world.resource_mut::<BattleQueue>().0[0].losses = Some(*n);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(crate::says!("log-rules-reply-destroy", n = *n))
        }
        PlayerCommand::SelectGrowth(sel) => {
            if p != Some(Prompt::GrowthSelection) {
                return refuse(crate::t!("refuse-growth-selection-when"));
            }
            super::validate_selection(world, me, sel)?;
            super::accept_selection(world, me, sel.clone());
            world.resource_mut::<PromptSlot>().0 = None;
            // The growth driver rolls the automas' rows and moves on.
            Ok(crate::says!("log-rules-reply-growth-chosen"))
        }
        PlayerCommand::ResolveGrowth(choices) => {
            if p != Some(Prompt::GrowthResolution) {
                return refuse(crate::t!("refuse-not-growth-turn"));
            }
            super::validate_choices(world, me, choices)?;
            world.resource_mut::<PromptSlot>().0 = None;
            world.resource_mut::<Growths>().0[me].choices = Some(choices.clone());
            super::resolve_player_growth(world, me);
            crate::rules::turns::growth_turn_done(world, me);
            Ok(crate::says!("log-rules-reply-growth-resolved"))
        }
        PlayerCommand::Trade { with, take, give } => {
            if p != Some(Prompt::Trading) {
                return refuse(crate::t!("refuse-trade-when"));
            }
            crate::rules::trading::trade(world, me, *with, *take, *give)
        }
        PlayerCommand::Levy { from, take } => {
            if p != Some(Prompt::Trading) {
                return refuse(crate::t!("refuse-levy-when"));
            }
            let done = crate::rules::trading::levy(world, me, *from, *take)?;
            world.resource_mut::<PromptSlot>().0 = None;
            world.resource_mut::<RoundFlags>().trading_done[me] = true;
            Ok(done)
        }
        PlayerCommand::LeaveGuide => {
            if !world.contains_resource::<crate::rules::tutorial::Guide>() {
                return refuse(crate::t!("refuse-not-guided"));
            }
            crate::rules::tutorial::leave(world);
            Ok(crate::says!("log-rules-reply-leave-guide"))
        }
        PlayerCommand::EndTrading => {
            if p != Some(Prompt::Trading) {
                return refuse(crate::t!("refuse-not-trading"));
            }
            world.resource_mut::<PromptSlot>().0 = None;
            // The trading driver asks the next person or ends the phase.
            world.resource_mut::<RoundFlags>().trading_done[me] = true;
            Ok(crate::says!("log-rules-reply-trading-ended"))
        }
        PlayerCommand::AssignTactic { letter, side } => {
            if world.resource::<FleetTactics>().unassigned[me] == 0 {
                return refuse(crate::t!("refuse-no-tactic"));
            }
            if world.resource::<FleetTactics>().side(me, *letter).is_some() {
                return refuse(crate::t!(
                    "refuse-fleet-has-tactic",
                    letter = format!("{letter:?}")
                ));
            }
            let mut t = world.resource_mut::<FleetTactics>();
            t.unassigned[me] -= 1;
            t.assigned[me].push((*letter, *side));
            // Counters beyond the five letters have nowhere to go.
            if t.assigned[me].len() >= FleetLetter::ALL.len() {
                t.unassigned[me] = 0;
            }
            let done = t.unassigned[me] == 0;
            if done && matches!(p, Some(Prompt::AssignTactics { .. })) {
                world.resource_mut::<PromptSlot>().0 = None;
            }
            Ok(crate::says!(
                "log-rules-reply-tactic",
                letter = format!("{letter:?}"),
                side = format!("{side:?}")
            ))
        }
    }
}

/// When a person declares war: in their move/combat turn, or in their growth selection
/// (as STS, only to stop another person's additional action: the 2-player variant).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WarMoment {
    MoveTurn,
    GrowthSelection,
    Other,
}

/// Why `me` may not declare war on `automa` now, if not: the one check the command and
/// the view's button both use.
pub fn why_not_declare_war(
    world: &mut World,
    me: Seat,
    automa: Seat,
    when: WarMoment,
) -> Option<String> {
    if automa == me || automa.index() >= world.resource::<Roster>().len() {
        return Some(crate::t!("refuse-war-on-whom"));
    }
    match when {
        WarMoment::MoveTurn => {}
        WarMoment::GrowthSelection => {
            if world.resource::<Alignments>().of(me) != Alignment::Sts
                || !world.resource::<Roster>().is_human(automa)
                || !stops_additional_action(world, me, automa)
            {
                return Some(crate::t!("refuse-war-in-growth"));
            }
        }
        WarMoment::Other => {
            return Some(crate::t!("refuse-war-when"));
        }
    }
    if world.resource::<Diplomacy>().at_war(me, automa) {
        return Some(crate::t!(
            "refuse-war-already",
            who = narrate::name_says(world, automa)
        ));
    }
    if crate::rules::effects::has(world, me, crate::rules::data::PeopleEffect::NeverDeclareWar) {
        return Some(crate::t!("refuse-war-never"));
    }
    let alignments = world.resource::<Alignments>();
    let may_on_sts = crate::rules::effects::has(
        world,
        me,
        crate::rules::data::PeopleEffect::MayDeclareWarOnSts,
    ) && alignments.of(automa) == Alignment::Sts;
    if alignments.of(me) == Alignment::Sto && !may_on_sts {
        return Some(crate::t!("refuse-war-sto"));
    }
    None
}

/// Whether war by `me` would block a star of `other` that now buys them an additional
/// growth action (5+ population, not their home, unblocked, your ships there).
fn stops_additional_action(world: &mut World, me: Seat, other: Seat) -> bool {
    let snap = crate::rules::snapshot::Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>();
    snap.stars.iter().any(|s| {
        snap.ships(board, s.hex, me) > 0 && super::buys_additional_action(world, &snap, other, s)
    })
}

fn declare_war(
    world: &mut World,
    me: Seat,
    automa: Seat,
    when: WarMoment,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if let Some(why) = why_not_declare_war(world, me, automa, when) {
        return refuse(why);
    }
    world.resource_mut::<Diplomacy>().set_war(me, automa, true);
    crate::rules::facts::record(
        world,
        crate::rules::facts::Fact::WarDeclared { by: me, on: automa },
    );
    let who = narrate::subject_says(world, me);
    let whom = narrate::object_says(world, automa);
    narrate::log_event(
        world,
        crate::says!("log-rules-war-declared", who = who, whom = whom),
    );
    Ok(crate::says!("log-rules-reply-war-declared"))
}

/// `me` answers `from`'s offer; the question `from` was answering comes back.
fn answer_offer(
    world: &mut World,
    me: Seat,
    from: Seat,
    offer: crate::rules::prompt::Offer,
    yes: bool,
) -> Result<crate::lang::Says, crate::lang::Says> {
    use crate::rules::prompt::Offer;
    let (who, them) = (
        narrate::subject_says(world, me),
        narrate::name_says(world, from),
    );
    let said = match (offer, yes) {
        (Offer::Peace, true) => {
            world.resource_mut::<Diplomacy>().set_war(me, from, false);
            narrate::log_event(
                world,
                crate::says!("log-rules-peace-accepted", who = who, them = them),
            );
            crate::says!("log-rules-reply-peace-made")
        }
        (Offer::Peace, false) => {
            narrate::log_event(
                world,
                crate::says!("log-rules-peace-refused", who = who, them = them),
            );
            crate::says!("log-rules-reply-peace-refused")
        }
        (Offer::Trade { take, give }, true) => {
            crate::rules::trading::exchange(world, from, me, take, give)?
        }
        // The STS Caninoids oblige their partners to trade.
        (Offer::Trade { .. }, false) if crate::rules::trading::must_trade_with(world, from) => {
            return Err(crate::says!("refuse-must-trade", them = them));
        }
        (Offer::Trade { take, .. }, false) => {
            narrate::log_event(
                world,
                crate::says!(
                    "log-rules-trade-refused",
                    who = who,
                    field = take.says(),
                    them = them
                ),
            );
            crate::says!("log-rules-reply-trade-refused")
        }
    };
    crate::rules::prompt::resume_after_offer(world);
    Ok(said)
}

/// Why `me` may not ask `automa` for peace now, if not.
pub fn why_not_ask_peace(world: &World, me: Seat, automa: Seat) -> Option<String> {
    if automa == me || automa.index() >= world.resource::<Roster>().len() {
        return Some(crate::t!("refuse-peace-of-whom"));
    }
    if !world.resource::<Diplomacy>().at_war(me, automa) {
        return Some(crate::t!(
            "refuse-not-at-war",
            who = narrate::name_says(world, automa)
        ));
    }
    if world.resource::<Diplomacy>().permanent(me, automa) {
        return Some(crate::t!(
            "refuse-peace-never",
            who = narrate::name_says(world, automa)
        ));
    }
    if world
        .resource::<RoundFlags>()
        .peace_asked
        .contains(&(me, automa))
    {
        return Some(crate::t!(
            "refuse-peace-asked",
            who = narrate::name_says(world, automa)
        ));
    }
    None
}

fn ask_peace(
    world: &mut World,
    me: Seat,
    automa: Seat,
) -> Result<crate::lang::Says, crate::lang::Says> {
    if let Some(why) = why_not_ask_peace(world, me, automa) {
        return refuse(why);
    }
    world
        .resource_mut::<RoundFlags>()
        .peace_asked
        .push((me, automa));
    // Another person answers for themselves: the offer waits for their yes or no.
    if world.resource::<Roster>().is_human(automa) {
        crate::rules::prompt::put_offer(world, me, automa, crate::rules::prompt::Offer::Peace);
        let who = narrate::subject_says(world, me);
        let them = narrate::name_says(world, automa);
        narrate::log_event(
            world,
            crate::says!("log-rules-peace-offered", who = who, them = them),
        );
        return Ok(crate::says!("log-rules-reply-peace-offered"));
    }
    let accepted = table::automa_kind(world, automa).is_some_and(|k| k.peace(world, me, automa));
    if accepted {
        let them = narrate::name_says(world, automa);
        narrate::log_event(world, crate::says!("log-rules-automa-peace", them = them));
        Ok(crate::says!("log-rules-reply-peace"))
    } else {
        let them = narrate::name_says(world, automa);
        narrate::log_event(
            world,
            crate::says!("log-rules-automa-no-peace", them = them),
        );
        Ok(crate::says!("log-rules-reply-refused"))
    }
}
