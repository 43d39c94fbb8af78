//! "Suggest" (P): the coach's answer to the question in front of you, with why: the
//! strong player plays the rest of the game out many times for each answer it weighs,
//! in copies of the game whose secrets are drawn again (so its advice hints at nothing
//! you cannot see), and shows what each answer came to. It works on another thread on
//! the desktop, so the game stays responsive; in the browser it thinks in place, with
//! fewer futures. Nothing is played unless you accept.

use super::screen::Screen;
use super::state::viewer;
use super::state::{Asked, Shown};
use crate::rules::board::hex_label;
use crate::rules::player::{CommandLog, GrowthChoices, PlayerCommand, SubmitCommand};
use crate::rules::table::Roster;
use crate::sim::strong::coach::{self, Advice};
use crate::view::keymap::{self, Action};
use crate::view::names::{card_key_name, field_name, seat_name};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use hexx::Hex;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (work_out, collect, drop_stale)
            .chain()
            .run_if(in_state(Screen::Game)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        window.run_if(in_state(Screen::Game).and_then(super::state::not_passing)),
    )
    .add_systems(OnExit(Screen::Game), |mut c: Commands| {
        c.remove_resource::<Shown>();
        c.remove_resource::<Asked>();
        c.remove_resource::<Working>();
    });
}

/// The advice being worked out: on another thread, or (in the browser) here, once the
/// "thinking" window has been drawn.
#[derive(Resource)]
enum Working {
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Thread(std::sync::Mutex<std::sync::mpsc::Receiver<Result<Advice, String>>>),
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    InPlace {
        pos: Box<crate::sim::strong::Position>,
        frames: u8,
    },
}

fn think(pos: &crate::sim::strong::Position) -> Result<Advice, String> {
    let mut sim = crate::sim::runner::Simulator::new(pos.origin.rules.clone());
    coach::advise(pos, &coach::COACH, &mut sim, coach::threads())
}

fn work_out(world: &mut World) {
    if world.remove_resource::<Asked>().is_none() {
        return;
    }
    let pos = match crate::sim::strong::Position::of(world) {
        Ok(p) => p,
        Err(why) => {
            world.insert_resource(Shown::Done(Err(why)));
            return;
        }
    };
    let since = world.resource::<Time<Real>>().elapsed_secs_f64();
    let for_commands = pos.origin.commands.len();
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(think(&pos));
        });
        world.insert_resource(Working::Thread(std::sync::Mutex::new(rx)));
    }
    #[cfg(target_arch = "wasm32")]
    world.insert_resource(Working::InPlace {
        pos: Box::new(pos),
        frames: 2,
    });
    world.insert_resource(Shown::Thinking {
        since,
        for_commands,
    });
}

/// The advice, once the other thread has it.
fn collect(world: &mut World) {
    let Some(mut working) = world.get_resource_mut::<Working>() else {
        return;
    };
    let got = match &mut *working {
        Working::Thread(rx) => match rx
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .try_recv()
        {
            Ok(advice) => Some(advice),
            Err(std::sync::mpsc::TryRecvError::Empty) => None,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                Some(Err(crate::t!("suggest-coach-stopped")))
            }
        },
        // The window says "thinking" for a frame or two before the game pauses.
        Working::InPlace { frames, .. } if *frames > 0 => {
            *frames -= 1;
            None
        }
        Working::InPlace { pos, .. } => Some(think(pos)),
    };
    if let Some(advice) = got {
        match &advice {
            Ok(a) => info!(
                "coach: advice ready ({} answers compared, {} futures)", // not shown
                a.compared.len(),
                a.playouts
            ),
            Err(why) => info!("coach: no advice ({why})"),
        }
        world.remove_resource::<Working>();
        if matches!(world.get_resource::<Shown>(), Some(Shown::Thinking { .. })) {
            world.insert_resource(Shown::Done(advice));
        }
    }
}

/// Advice is for one moment of the game: gone once a command is played.
fn drop_stale(world: &mut World) {
    let played = world.resource::<CommandLog>().0.len();
    let stale = match world.get_resource::<Shown>() {
        Some(Shown::Thinking { for_commands, .. }) => *for_commands != played,
        Some(Shown::Done(Ok(a))) => a.for_commands != played,
        _ => false,
    };
    if stale {
        world.remove_resource::<Shown>();
        world.remove_resource::<Working>();
    }
}

fn window(world: &mut World) {
    let Some(shown) = world.get_resource::<Shown>().cloned() else {
        return;
    };
    let Some(ctx) = super::screen::egui_ctx(world) else {
        return;
    };
    let roster = world.resource::<Roster>().clone();
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let mut accept = false;
    let mut close = false;
    egui::Window::new(crate::t!("suggest-title"))
        .id(egui::Id::new("coach-window"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-340.0, 60.0))
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            ui.set_max_width(420.0);
            match &shown {
                Shown::Thinking { since, .. } => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(crate::t!(
                            "suggest-thinking",
                            secs = (now - since).max(0.0).round() as u64
                        ));
                    });
                    ctx.request_repaint();
                }
                Shown::Done(Err(why)) => {
                    ui.label(crate::t!("suggest-no-suggestion", why = why));
                }
                Shown::Done(Ok(a)) if a.commands.is_empty() => {
                    ui.label(crate::t!("suggest-would-pass"));
                }
                Shown::Done(Ok(a)) => advice(ui, a, &roster),
            }
            ui.horizontal(|ui| {
                let ready = matches!(&shown, Shown::Done(Ok(a)) if !a.commands.is_empty());
                if ready
                    && (ui
                        .button(crate::t!(
                            "suggest-play-it",
                            key = crate::view::keymap::shown(crate::view::keymap::Action::Confirm),
                        ))
                        .on_hover_text(crate::t!("suggest-play-it-hover"))
                        .clicked()
                        || ui.input(|i| keymap::egui_hit(Action::Confirm, i)))
                {
                    accept = true;
                }
                if ui
                    .button(crate::t!(
                        "suggest-no-thanks",
                        key = crate::view::keymap::shown(crate::view::keymap::Action::Back),
                    ))
                    .on_hover_text(crate::t!("suggest-no-thanks-hover"))
                    .clicked()
                    || ui.input(|i| keymap::egui_hit(Action::Back, i))
                {
                    close = true;
                }
            });
        });
    if accept && let Shown::Done(Ok(a)) = shown {
        let seat = viewer(world);
        for command in a.commands {
            world.write_message(SubmitCommand { seat, command });
        }
        close = true;
    }
    if close {
        world.remove_resource::<Shown>();
        world.remove_resource::<Working>();
    }
}

/// The advice: what to do, the answers compared, and why.
fn advice(ui: &mut egui::Ui, a: &Advice, roster: &Roster) {
    for c in &a.commands {
        ui.label(format!("- {}", describe(c, roster)));
    }
    if !a.compared.is_empty() {
        ui.separator();
        egui::Grid::new("coach-compared")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                ui.strong(crate::t!("suggest-answer"));
                ui.strong(crate::t!("suggest-dp-at-end"))
                    .on_hover_text(crate::t!("suggest-dp-at-end-hover"));
                if a.compared.iter().any(|c| c.wins.is_some()) {
                    ui.strong(crate::t!("suggest-won"));
                }
                ui.end_row();
                // The best few, and the built-in plan wherever it came.
                let shown = a
                    .compared
                    .iter()
                    .enumerate()
                    .filter(|(i, c)| *i < 6 || c.plan)
                    .map(|(_, c)| c);
                for c in shown {
                    let name = if c.chosen {
                        egui::RichText::new(format!("> {}", c.label)).strong()
                    } else {
                        egui::RichText::new(&c.label)
                    };
                    let mut words: Vec<String> =
                        c.commands.iter().map(|x| describe(x, roster)).collect();
                    if !c.same_as.is_empty() {
                        words.push(crate::t!("suggest-same-as", answers = c.same_as.join("; ")));
                    }
                    ui.label(name).on_hover_text(words.join("\n"));
                    ui.label(format!("{:.1}", c.dp))
                        .on_hover_text(crate::t!("suggest-over-futures", n = c.futures));
                    if let Some(w) = c.wins {
                        ui.label(format!("{:.0}%", 100.0 * w));
                    }
                    ui.end_row();
                }
            });
    }
    ui.separator();
    for line in &a.why {
        ui.label(line);
    }
    let mut note = crate::t!("suggest-futures-played", n = a.playouts);
    if cfg!(target_arch = "wasm32") {
        note.push(' ');
        note.push_str(&crate::t!("suggest-futures-played-browser"));
    }
    ui.small(note);
}

fn at(h: (i32, i32)) -> String {
    hex_label(Hex::new(h.0, h.1))
}

/// A command in words (what you would do, nothing hidden).
pub fn describe(c: &PlayerCommand, roster: &Roster) -> String {
    match c {
        PlayerCommand::Choose(key) => crate::t!("suggest-do-choose", key = key),
        PlayerCommand::MoveShips { from, to, count } => crate::t!(
            "suggest-do-move-ships",
            n = count,
            from = at(*from),
            to = at(*to)
        ),
        PlayerCommand::MoveFleet { letter, to } => crate::t!(
            "suggest-do-move-fleet",
            letter = format!("{letter:?}"),
            to = at(*to)
        ),
        PlayerCommand::UndoMove => crate::t!("suggest-do-undo-move"),
        PlayerCommand::FormFleet {
            at: h,
            letter,
            ships,
        } => crate::t!(
            "suggest-do-form-fleet",
            n = ships,
            at = at(*h),
            letter = format!("{letter:?}")
        ),
        PlayerCommand::SplitFleet { letter, ships } => crate::t!(
            "suggest-do-split-fleet",
            n = ships,
            letter = format!("{letter:?}")
        ),
        PlayerCommand::SwapFleets { a, b } => crate::t!(
            "suggest-do-swap-fleets",
            a = format!("{a:?}"),
            b = format!("{b:?}")
        ),
        PlayerCommand::DeclareWar(s) => {
            crate::t!("suggest-do-declare-war", who = seat_name(roster, *s))
        }
        PlayerCommand::AskPeace(s) => {
            crate::t!("suggest-do-ask-peace", who = seat_name(roster, *s))
        }
        PlayerCommand::PlayCard { card, how } => crate::t!(
            "suggest-do-play-card",
            card = card_key_name(card),
            how = format!("{how:?}")
        ),
        PlayerCommand::ExchangeCard(card) => {
            crate::t!("suggest-do-exchange-card", card = card_key_name(card))
        }
        PlayerCommand::RemoteView(t) => {
            crate::t!("suggest-do-remote-view", target = format!("{t:?}"))
        }
        PlayerCommand::FireDeathRay(t) => {
            crate::t!("suggest-do-death-ray", target = format!("{t:?}"))
        }
        PlayerCommand::EndTurn => crate::t!("suggest-do-end-movement"),
        PlayerCommand::Retreat(true) => crate::t!("suggest-do-retreat"),
        PlayerCommand::Retreat(false) => crate::t!("suggest-do-stay"),
        PlayerCommand::RetreatTo(h) => crate::t!("suggest-do-retreat-to", to = at(*h)),
        PlayerCommand::InflictLosses(n) => crate::t!("suggest-do-inflict-losses", n = n),
        PlayerCommand::Fight => crate::t!("suggest-do-fight"),
        PlayerCommand::WinnerLossOrder(_) => crate::t!("suggest-do-winner-loss-order"),
        PlayerCommand::ForceRetreat(yes) => {
            if *yes {
                crate::t!("suggest-do-force-retreat")
            } else {
                crate::t!("suggest-do-let-stay")
            }
        }
        PlayerCommand::AnswerOffer(true) => crate::t!("suggest-do-accept-offer"),
        PlayerCommand::AnswerOffer(false) => crate::t!("suggest-do-refuse-offer"),
        PlayerCommand::GuardStars(stars) if stars.is_empty() => {
            crate::t!("suggest-do-guard-none")
        }
        PlayerCommand::GuardStars(stars) => crate::t!(
            "suggest-do-guard",
            stars = stars.iter().map(|h| at(*h)).collect::<Vec<_>>().join(", ")
        ),
        PlayerCommand::LossOrder(order) => {
            crate::t!("suggest-do-loss-order", order = format!("{order:?}"))
        }
        PlayerCommand::Evacuate(h) => crate::t!("suggest-do-evacuate", to = at(*h)),
        PlayerCommand::SelectGrowth(sel) => {
            crate::t!("suggest-do-select-growth", counters = sel.describe())
        }
        PlayerCommand::ResolveGrowth(choices) => growth_words(choices),
        PlayerCommand::Trade { with, take, give } => match give {
            Some(g) => crate::t!(
                "suggest-do-trade-giving",
                who = seat_name(roster, *with),
                take = field_name(*take),
                give = field_name(*g)
            ),
            None => crate::t!(
                "suggest-do-trade",
                who = seat_name(roster, *with),
                take = field_name(*take)
            ),
        },
        PlayerCommand::EndTrading => crate::t!("suggest-do-end-trading"),
        PlayerCommand::LeaveGuide => crate::t!("suggest-do-leave-guide"),
        PlayerCommand::Levy { from, take } => crate::t!(
            "suggest-do-levy",
            take = field_name(*take),
            who = seat_name(roster, *from)
        ),
        PlayerCommand::AssignTactic { letter, side } => crate::t!(
            "suggest-do-assign-tactic",
            letter = format!("{letter:?}"),
            side = format!("{side:?}")
        ),
    }
}

fn growth_words(c: &GrowthChoices) -> String {
    let mut parts = Vec::new();
    if !c.gain.is_empty() {
        parts.push(crate::t!(
            "suggest-growth-gain",
            stars = c.gain.iter().map(|h| at(*h)).collect::<Vec<_>>().join(", ")
        ));
    }
    for b in &c.build {
        parts.push(crate::t!(
            "suggest-growth-build",
            n = b.ships,
            at = at(b.at)
        ));
    }
    if parts.is_empty() {
        crate::t!("suggest-growth-resolve")
    } else {
        crate::t!("suggest-growth-resolve-with", parts = parts.join("; "))
    }
}
