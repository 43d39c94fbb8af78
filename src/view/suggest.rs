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
use crate::sim::strong::StrongPlayer;
use crate::sim::strong::coach::{self, Advice};
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use hexx::Hex;

/// The coach's budget: futures per answer weighed (about a second on a desktop core;
/// the browser, on one thread, plays fewer).
const COACH: StrongPlayer = StrongPlayer {
    playouts: if cfg!(target_arch = "wasm32") { 8 } else { 24 },
    seed: 0xc0ac4,
};

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
    coach::advise(pos, &COACH, &mut sim)
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
                Some(Err("the coach stopped before it finished".into()))
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
                "coach: advice ready ({} answers compared, {} futures)",
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
    egui::Window::new("The coach suggests")
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-340.0, 60.0))
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            ui.set_max_width(420.0);
            match &shown {
                Shown::Thinking { since, .. } => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(format!(
                            "Thinking: playing the rest of the game out for each answer \
                             ({:.0} s)…",
                            (now - since).max(0.0)
                        ));
                    });
                    ctx.request_repaint();
                }
                Shown::Done(Err(why)) => {
                    ui.label(format!("No suggestion: {why}."));
                }
                Shown::Done(Ok(a)) if a.commands.is_empty() => {
                    ui.label("Nothing to do here: the coach would pass.");
                }
                Shown::Done(Ok(a)) => advice(ui, a, &roster),
            }
            ui.horizontal(|ui| {
                let ready = matches!(&shown, Shown::Done(Ok(a)) if !a.commands.is_empty());
                if ready
                    && (ui
                        .button("Play it  (Enter)")
                        .on_hover_text("Give these commands now")
                        .clicked()
                        || ui.input(|i| i.key_pressed(egui::Key::Enter)))
                {
                    accept = true;
                }
                if ui
                    .button("No thanks  (Esc)")
                    .on_hover_text("Close the coach; nothing is played")
                    .clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Escape))
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
                ui.strong("Answer");
                ui.strong("DP at the end").on_hover_text(
                    "The mean of the seat's DP at the end of the futures played for it",
                );
                if a.compared.iter().any(|c| c.wins.is_some()) {
                    ui.strong("Won");
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
                        words.push(format!("(the same as: {})", c.same_as.join("; ")));
                    }
                    ui.label(name).on_hover_text(words.join("\n"));
                    ui.label(format!("{:.1}", c.dp))
                        .on_hover_text(format!("over {} futures", c.futures));
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
    ui.small(format!(
        "{} futures played. The rest of each game is played by the built-in policy; \
         hidden counters, fleets, decks and dice are drawn at random, so the advice \
         hints at nothing you cannot see.{}",
        a.playouts,
        if cfg!(target_arch = "wasm32") {
            " In the browser it thinks on one thread with fewer futures, and the game \
             pauses while it does."
        } else {
            ""
        },
    ));
}

fn at(h: (i32, i32)) -> String {
    hex_label(Hex::new(h.0, h.1))
}

/// A command in words (what you would do, nothing hidden).
pub fn describe(c: &PlayerCommand, roster: &Roster) -> String {
    match c {
        PlayerCommand::Choose(key) => format!("choose {key}"),
        PlayerCommand::MoveShips { from, to, count } => {
            format!(
                "move {count_counted} from {} to {}",
                at(*from),
                at(*to),
                count_counted = crate::rules::nouns::count(count, "ship")
            )
        }
        PlayerCommand::MoveFleet { letter, to } => format!("move fleet {letter:?} to {}", at(*to)),
        PlayerCommand::UndoMove => "take back the last move".into(),
        PlayerCommand::FormFleet {
            at: h,
            letter,
            ships,
        } => {
            format!(
                "put {ships_counted} at {} into fleet {letter:?}",
                at(*h),
                ships_counted = crate::rules::nouns::count(ships, "ship")
            )
        }
        PlayerCommand::SplitFleet { letter, ships } => {
            format!(
                "take {ships_counted} out of fleet {letter:?}",
                ships_counted = crate::rules::nouns::count(ships, "ship")
            )
        }
        PlayerCommand::SwapFleets { a, b } => format!("swap fleets {a:?} and {b:?}"),
        PlayerCommand::DeclareWar(s) => format!("declare war on the {}", roster.name(*s)),
        PlayerCommand::AskPeace(s) => format!("ask the {} for peace", roster.name(*s)),
        PlayerCommand::PlayCard { card, how } => format!("play the card {card} for {how:?}"),
        PlayerCommand::ExchangeCard(card) => format!("exchange the card {card}"),
        PlayerCommand::RemoteView(t) => format!("remote view: {t:?}"),
        PlayerCommand::FireDeathRay(t) => format!("fire the Death Ray: {t:?}"),
        PlayerCommand::EndTurn => "end your movement".into(),
        PlayerCommand::Retreat(true) => "retreat before combat".into(),
        PlayerCommand::Retreat(false) => "stay and fight".into(),
        PlayerCommand::RetreatTo(h) => format!("retreat to {}", at(*h)),
        PlayerCommand::InflictLosses(n) => format!("destroy {n} of their ships"),
        PlayerCommand::Fight => "fight the battle".into(),
        PlayerCommand::WinnerLossOrder(_) => "choose which of its ships it loses".into(),
        PlayerCommand::ForceRetreat(yes) => {
            if *yes {
                "force them out before combat".into()
            } else {
                "let them stay".into()
            }
        }
        PlayerCommand::AnswerOffer(true) => "accept the offer".into(),
        PlayerCommand::AnswerOffer(false) => "refuse the offer".into(),
        PlayerCommand::GuardStars(stars) if stars.is_empty() => {
            "guard none of the offered stars".into()
        }
        PlayerCommand::GuardStars(stars) => format!(
            "guard {}",
            stars.iter().map(|h| at(*h)).collect::<Vec<_>>().join(", ")
        ),
        PlayerCommand::LossOrder(order) => format!("losses first from {order:?}"),
        PlayerCommand::Evacuate(h) => format!("move your home to {}", at(*h)),
        PlayerCommand::SelectGrowth(sel) => format!("growth counters: {}", sel.describe()),
        PlayerCommand::ResolveGrowth(choices) => growth_words(choices),
        PlayerCommand::Trade { with, take, give } => match give {
            Some(g) => format!(
                "trade with the {} for {}, giving {}",
                roster.name(*with),
                take.name(),
                g.name()
            ),
            None => format!("trade with the {} for {}", roster.name(*with), take.name()),
        },
        PlayerCommand::EndTrading => "end trading".into(),
        PlayerCommand::LeaveGuide => "leave the guided game".into(),
        PlayerCommand::Levy { from, take } => {
            format!("levy {} from the {}", take.name(), roster.name(*from))
        }
        PlayerCommand::AssignTactic { letter, side } => {
            format!("fleet {letter:?} takes the {side:?} tactic")
        }
    }
}

fn growth_words(c: &GrowthChoices) -> String {
    let mut parts = Vec::new();
    if !c.gain.is_empty() {
        parts.push(format!(
            "gain {}",
            c.gain.iter().map(|h| at(*h)).collect::<Vec<_>>().join(", ")
        ));
    }
    for b in &c.build {
        parts.push(format!(
            "build {} at {}",
            crate::rules::nouns::count(b.ships, "ship"),
            at(b.at)
        ));
    }
    if parts.is_empty() {
        "resolve your growth".into()
    } else {
        format!("resolve growth: {}", parts.join("; "))
    }
}
