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

fn refuse<T>(why: impl Into<String>) -> Result<T, String> {
    Err(why.into())
}

fn prompt(world: &World) -> Option<Prompt> {
    world.resource::<PromptSlot>().0.clone()
}

/// Answers the open question as the seat it is put to (scenario files and the built-in
/// policy: their commands name no seat). A refused command changes nothing.
pub fn apply_command(world: &mut World, cmd: PlayerCommand) -> Result<String, String> {
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
) -> Result<String, String> {
    if seat.index() >= world.resource::<Roster>().len() {
        return refuse(format!("there is no seat {} at this table", seat.0));
    }
    let asked = world.resource::<PromptSlot>().asked();
    if asked.is_some_and(|a| a != seat) {
        let roster = world.resource::<Roster>();
        return refuse(format!(
            "the game is waiting for {}, not {}",
            roster.name(asked.unwrap_or(seat)),
            roster.name(seat)
        ));
    }
    if let Some(why) = crate::rules::tutorial::refuses(world, &cmd) {
        return refuse(why);
    }
    let before = crate::rules::undo::barrier(world);
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

fn dispatch(world: &mut World, me: Seat, cmd: &PlayerCommand) -> Result<String, String> {
    let p = prompt(world);
    let in_move_turn = p == Some(Prompt::MoveTurn);
    match cmd {
        PlayerCommand::MoveShips { from, to, count } => {
            if !in_move_turn {
                return refuse("ships move only during your move/combat turn");
            }
            super::move_pieces(world, me, *from, *to, *count)
        }
        PlayerCommand::MoveFleet { letter, to } => {
            if !in_move_turn {
                return refuse("fleets move only during your move/combat turn");
            }
            super::move_fleet(world, me, *letter, *to)
        }
        PlayerCommand::UndoMove => {
            if !in_move_turn {
                return refuse("nothing to undo outside your move turn");
            }
            super::undo_move(world)
        }
        PlayerCommand::FormFleet { at, letter, ships } => {
            if !in_move_turn {
                return refuse("fleets are formed at the start of your move turn");
            }
            super::form_fleet(world, me, *at, *letter, *ships)
        }
        PlayerCommand::SplitFleet { letter, ships } => {
            if !in_move_turn {
                return refuse("fleets are split at the start of your move turn");
            }
            super::split_fleet(world, me, *letter, *ships)
        }
        PlayerCommand::SwapFleets { a, b } => {
            if !in_move_turn {
                return refuse("fleets are swapped at the start of your move turn");
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
                return refuse("cards are exchanged when the game waits for you");
            }
            crate::rules::content_commands::exchange_card(world, me, card)
        }
        PlayerCommand::RemoteView(target) => {
            if p.is_none() {
                return refuse("remote views are used when the game waits for you");
            }
            crate::rules::content_commands::remote_look(world, me, *target)
        }
        PlayerCommand::FireDeathRay(target) => {
            if !in_move_turn {
                return refuse("the Death Ray fires in your movement");
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
                return refuse("peace is asked on one of your turns (move, growth or trading)");
            }
            ask_peace(world, me, *automa)
        }
        PlayerCommand::AnswerOffer(yes) => {
            let Some(Prompt::Offer { from, offer }) = p else {
                return refuse("nobody is offering you anything");
            };
            answer_offer(world, me, from, offer, *yes)
        }
        PlayerCommand::EndTurn => {
            if !in_move_turn {
                return refuse("it is not your move/combat turn");
            }
            world.resource_mut::<PromptSlot>().0 = None;
            world.resource_mut::<TurnMoves>().ended = true;
            crate::rules::combat::queue_battles(world, me);
            Ok("turn ended".into())
        }
        PlayerCommand::Retreat(yes) => {
            if !matches!(p, Some(Prompt::Retreat { .. })) {
                return refuse("no retreat decision is pending");
            }
            world.resource_mut::<BattleQueue>().0[0].answer_retreat(*yes);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(if *yes {
                "you retreat".into()
            } else {
                "you stand and fight".into()
            })
        }
        PlayerCommand::LossOrder(order) => {
            let full = crate::rules::ships::complete_loss_order(order);
            let mut orders = world.resource_mut::<crate::rules::ships::LossOrders>();
            orders.0.retain(|(s, _)| *s != me);
            orders.0.push((me, full.clone()));
            let names: Vec<String> = full
                .iter()
                .map(|g| g.map_or("pieces".to_string(), |l| format!("{l:?}")))
                .collect();
            Ok(format!("losses now come from: {}", names.join(", ")))
        }
        PlayerCommand::Evacuate(to) => {
            if !matches!(p, Some(Prompt::GrowthSelection | Prompt::GrowthResolution)) {
                return refuse("you evacuate your home star in your growth phase");
            }
            crate::rules::player::evacuate(world, me, *to)
        }
        PlayerCommand::Choose(key) => {
            let Some(Prompt::KindChoice {
                automa, options, ..
            }) = p
            else {
                return refuse("nothing is asked to choose now");
            };
            if !options.iter().any(|o| &o.key == key) {
                return refuse(format!(
                    "{key:?} is not one of the options: {}",
                    options
                        .iter()
                        .map(|o| o.key.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            let Some(kind) = table::automa_kind(world, automa) else {
                return refuse("that automa is not at this table");
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
                return refuse("no forced retreat is offered");
            }
            world.resource_mut::<BattleQueue>().0[0].answer_force(*yes);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(if *yes {
                "you force them out".into()
            } else {
                "you let the battle go on".into()
            })
        }
        PlayerCommand::GuardStars(chosen) => {
            let Some(Prompt::GuardStars { taker, stars, what }) = p else {
                return refuse("no star to defend is offered");
            };
            if let Some(h) = chosen.iter().find(|h| !stars.contains(h)) {
                return refuse(format!(
                    "{} is not one of the stars offered",
                    crate::rules::board::hex_label(hexx::Hex::new(h.0, h.1))
                ));
            }
            crate::rules::block::guard(world, me, taker, what, chosen);
            world.resource_mut::<PromptSlot>().0 = None;
            let n = chosen.len();
            Ok(match what {
                Guarding::Gains if n == 0 => "you let them take any star".into(),
                Guarding::Gains => {
                    format!("you defend {}", crate::rules::nouns::count(n, "star"))
                }
                Guarding::Jumps if n == 0 => "you let them jump".into(),
                Guarding::Jumps if n == 1 => "your ships block jumps at 1 hex".into(),
                Guarding::Jumps => format!("your ships block jumps at {n} hexes"),
            })
        }
        PlayerCommand::RetreatTo(to) => {
            let Some(Prompt::RetreatWhere { options, .. }) = p else {
                return refuse("no retreat hex to choose");
            };
            let label = crate::rules::board::hex_label(hexx::Hex::new(to.0, to.1));
            if !options.contains(to) {
                return refuse(format!(
                    "{label} is not one of the nearest hexes without hostile ships"
                ));
            }
            world.resource_mut::<BattleQueue>().0[0].retreat_to = Some(*to);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(format!("your ships retreat to {label}"))
        }
        PlayerCommand::WinnerLossOrder(order) => {
            let Some(Prompt::ChooseLosses { .. }) = p else {
                return refuse("no battle won for an automa waits for your choice");
            };
            let slot = world.resource::<PromptSlot>();
            if slot.on_behalf_of().is_none() {
                return refuse("your own ships follow your loss order (LossOrder)");
            }
            world.resource_mut::<BattleQueue>().0[0].winner_loss_order = Some(order.clone());
            Ok("its losses will come off in that order".into())
        }
        PlayerCommand::Fight => {
            if !matches!(p, Some(Prompt::BattleCards { .. })) {
                return refuse("no battle waits for you");
            }
            world.resource_mut::<PromptSlot>().0 = None;
            Ok("to battle".into())
        }
        PlayerCommand::InflictLosses(n) => {
            let Some(Prompt::ChooseLosses { max, .. }) = p else {
                return refuse("no losses to choose");
            };
            if *n > max {
                return refuse(format!(
                    "the loser has only {max_counted}",
                    max_counted = crate::rules::nouns::count(max, "ship")
                ));
            }
            world.resource_mut::<BattleQueue>().0[0].losses = Some(*n);
            world.resource_mut::<PromptSlot>().0 = None;
            Ok(format!(
                "you destroy {n_counted}",
                n_counted = crate::rules::nouns::count(n, "ship")
            ))
        }
        PlayerCommand::SelectGrowth(sel) => {
            if p != Some(Prompt::GrowthSelection) {
                return refuse("growth counters are chosen at the start of the growth phase");
            }
            super::validate_selection(world, me, sel)?;
            super::accept_selection(world, me, sel.clone());
            world.resource_mut::<PromptSlot>().0 = None;
            // The growth driver rolls the automas' rows and moves on.
            Ok("growth counters chosen".into())
        }
        PlayerCommand::ResolveGrowth(choices) => {
            if p != Some(Prompt::GrowthResolution) {
                return refuse("it is not your growth turn");
            }
            super::validate_choices(world, me, choices)?;
            world.resource_mut::<PromptSlot>().0 = None;
            world.resource_mut::<Growths>().0[me].choices = Some(choices.clone());
            super::resolve_player_growth(world, me);
            crate::rules::turns::growth_turn_done(world, me);
            Ok("growth resolved".into())
        }
        PlayerCommand::Trade { with, take, give } => {
            if p != Some(Prompt::Trading) {
                return refuse("trades happen in the trading phase");
            }
            crate::rules::trading::trade(world, me, *with, *take, *give)
        }
        PlayerCommand::Levy { from, take } => {
            if p != Some(Prompt::Trading) {
                return refuse("a level is taken in the trading phase");
            }
            let done = crate::rules::trading::levy(world, me, *from, *take)?;
            world.resource_mut::<PromptSlot>().0 = None;
            world.resource_mut::<RoundFlags>().trading_done[me] = true;
            Ok(done)
        }
        PlayerCommand::LeaveGuide => {
            if !world.contains_resource::<crate::rules::tutorial::Guide>() {
                return refuse("this is not a guided game");
            }
            crate::rules::tutorial::leave(world);
            Ok("you leave the guide: the game goes on as a normal one".into())
        }
        PlayerCommand::EndTrading => {
            if p != Some(Prompt::Trading) {
                return refuse("it is not the trading phase");
            }
            world.resource_mut::<PromptSlot>().0 = None;
            // The trading driver asks the next person or ends the phase.
            world.resource_mut::<RoundFlags>().trading_done[me] = true;
            Ok("trading ended".into())
        }
        PlayerCommand::AssignTactic { letter, side } => {
            if world.resource::<FleetTactics>().unassigned[me] == 0 {
                return refuse("you have no advanced fleet tactic to assign");
            }
            if world.resource::<FleetTactics>().side(me, *letter).is_some() {
                return refuse(format!("fleet {letter:?} already has a tactic"));
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
            Ok(format!("fleet {letter:?} gets {side:?}"))
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
        return Some("war is declared on another seat at the table".into());
    }
    match when {
        WarMoment::MoveTurn => {}
        WarMoment::GrowthSelection => {
            if world.resource::<Alignments>().of(me) != Alignment::Sts
                || !world.resource::<Roster>().is_human(automa)
                || !stops_additional_action(world, me, automa)
            {
                return Some(
                    "in the growth selection, war is declared only as STS, to stop another \
                     person's additional action: a star of theirs (not their home) with 5+ \
                     population where your ships are"
                        .into(),
                );
            }
        }
        WarMoment::Other => {
            return Some("you declare war during your move/combat turn".into());
        }
    }
    if world.resource::<Diplomacy>().at_war(me, automa) {
        return Some(format!(
            "you are already at war with the {}",
            table::seat_name(world, automa)
        ));
    }
    if crate::rules::effects::has(world, me, crate::rules::data::PeopleEffect::NeverDeclareWar) {
        return Some("your people may never declare war".into());
    }
    let alignments = world.resource::<Alignments>();
    let may_on_sts = crate::rules::effects::has(
        world,
        me,
        crate::rules::data::PeopleEffect::MayDeclareWarOnSts,
    ) && alignments.of(automa) == Alignment::Sts;
    if alignments.of(me) == Alignment::Sto && !may_on_sts {
        return Some("as STO you may declare war only to block an STS conquest".into());
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
) -> Result<String, String> {
    if let Some(why) = why_not_declare_war(world, me, automa, when) {
        return refuse(why);
    }
    world.resource_mut::<Diplomacy>().set_war(me, automa, true);
    crate::rules::facts::record(
        world,
        crate::rules::facts::Fact::WarDeclared { by: me, on: automa },
    );
    let who = narrate::subject(world, me);
    narrate::log_event(
        world,
        format!("{who} declare war on {}", narrate::object(world, automa)),
    );
    Ok("war declared".into())
}

/// `me` answers `from`'s offer; the question `from` was answering comes back.
fn answer_offer(
    world: &mut World,
    me: Seat,
    from: Seat,
    offer: crate::rules::prompt::Offer,
    yes: bool,
) -> Result<String, String> {
    use crate::rules::prompt::Offer;
    let (who, them) = (narrate::subject(world, me), table::seat_name(world, from));
    let said = match (offer, yes) {
        (Offer::Peace, true) => {
            world.resource_mut::<Diplomacy>().set_war(me, from, false);
            narrate::log_event(world, format!("{who} accept peace with {them}"));
            "peace made".to_string()
        }
        (Offer::Peace, false) => {
            narrate::log_event(world, format!("{who} refuse peace with {them}"));
            "peace refused".to_string()
        }
        (Offer::Trade { take, give }, true) => {
            crate::rules::trading::exchange(world, from, me, take, give)?
        }
        // The STS Caninoids oblige their partners to trade.
        (Offer::Trade { .. }, false) if crate::rules::trading::must_trade_with(world, from) => {
            return Err(format!(
                "{them} oblige their partners to trade (their people's power): accept"
            ));
        }
        (Offer::Trade { take, .. }, false) => {
            narrate::log_event(
                world,
                format!("{who} refuse to trade {} with {them}", take.name()),
            );
            "trade refused".to_string()
        }
    };
    crate::rules::prompt::resume_after_offer(world);
    Ok(said)
}

/// Why `me` may not ask `automa` for peace now, if not.
pub fn why_not_ask_peace(world: &World, me: Seat, automa: Seat) -> Option<String> {
    if automa == me || automa.index() >= world.resource::<Roster>().len() {
        return Some("peace is asked of another seat at the table".into());
    }
    if !world.resource::<Diplomacy>().at_war(me, automa) {
        return Some(format!(
            "you are not at war with the {}",
            table::seat_name(world, automa)
        ));
    }
    if world.resource::<Diplomacy>().permanent(me, automa) {
        return Some(format!(
            "the {} are at war with you for good: they never make peace",
            table::seat_name(world, automa)
        ));
    }
    if world
        .resource::<RoundFlags>()
        .peace_asked
        .contains(&(me, automa))
    {
        return Some(format!(
            "you have already asked the {} for peace this round",
            table::seat_name(world, automa)
        ));
    }
    None
}

fn ask_peace(world: &mut World, me: Seat, automa: Seat) -> Result<String, String> {
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
        let who = narrate::subject(world, me);
        narrate::log_event(
            world,
            format!("{who} offer peace to {}", table::seat_name(world, automa)),
        );
        return Ok("peace offered".into());
    }
    let accepted = table::automa_kind(world, automa).is_some_and(|k| k.peace(world, me, automa));
    if accepted {
        narrate::log_event(
            world,
            format!("The {} accept peace", table::seat_name(world, automa)),
        );
        Ok("peace".into())
    } else {
        narrate::log_event(
            world,
            format!("The {} refuse peace", table::seat_name(world, automa)),
        );
        Ok("refused".into())
    }
}
