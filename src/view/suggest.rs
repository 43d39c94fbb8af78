//! "Suggest" (P): what the built-in policy would answer to the question in front of you,
//! shown in words, and played only if you accept. It is worked out on a copy of the game
//! (replayed from its seed and commands), so asking changes nothing.

use super::screen::Screen;
use super::state::viewer;
use super::state::{Asked, Shown};
use crate::rules::board::hex_label;
use crate::rules::player::{CommandLog, GrowthChoices, PlayerCommand, SubmitCommand};
use crate::rules::table::Roster;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};
use hexx::Hex;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (work_out, drop_stale).run_if(in_state(Screen::Game)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        window.run_if(in_state(Screen::Game).and_then(super::state::not_passing)),
    )
    .add_systems(OnExit(Screen::Game), |mut c: Commands| {
        c.remove_resource::<Shown>();
        c.remove_resource::<Asked>();
    });
}

fn work_out(world: &mut World) {
    if world.remove_resource::<Asked>().is_none() {
        return;
    }
    let s = crate::sim::policy::suggestion(world);
    world.insert_resource(Shown(s));
}

/// A suggestion is for one moment of the game: gone once a command is played.
fn drop_stale(world: &mut World) {
    let played = world.resource::<CommandLog>().0.len();
    if world
        .get_resource::<Shown>()
        .is_some_and(|s| s.0.as_ref().is_ok_and(|s| s.for_commands != played))
    {
        world.remove_resource::<Shown>();
    }
}

fn window(world: &mut World) {
    let Some(Shown(shown)) = world.get_resource::<Shown>().cloned() else {
        return;
    };
    let Some(ctx) = super::screen::egui_ctx(world) else {
        return;
    };
    let roster = world.resource::<Roster>().clone();
    let mut accept = false;
    let mut close = false;
    egui::Window::new("The policy suggests")
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-340.0, 60.0))
        .collapsible(false)
        .resizable(false)
        .show(&ctx, |ui| {
            ui.set_max_width(360.0);
            match &shown {
                Err(why) => {
                    ui.label(format!("No suggestion: {why}."));
                }
                Ok(s) if s.commands.is_empty() => {
                    ui.label("Nothing to do here: the policy would pass.");
                }
                Ok(s) => {
                    for c in &s.commands {
                        ui.label(format!("- {}", describe(c, &roster)));
                    }
                    ui.small(
                        "The built-in policy expands to nearby stars, builds, researches, \
                         defends its home and trades. It plays from all the engine knows, \
                         hidden counters included, so its advice may hint at them.",
                    );
                }
            }
            ui.horizontal(|ui| {
                if shown.as_ref().is_ok_and(|s| !s.commands.is_empty())
                    && (ui.button("Play it  (Enter)").clicked()
                        || ui.input(|i| i.key_pressed(egui::Key::Enter)))
                {
                    accept = true;
                }
                if ui.button("No thanks  (Esc)").clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Escape))
                {
                    close = true;
                }
            });
        });
    if accept && let Ok(s) = shown {
        let seat = viewer(world);
        for command in s.commands {
            world.write_message(SubmitCommand { seat, command });
        }
        close = true;
    }
    if close {
        world.remove_resource::<Shown>();
    }
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
