//! The guided first game on screen: the step card at the top of the side panel, the
//! rings on the hexes a step points at, and the watch that passes the steps waiting for
//! something done on the screen (a selection, a hover, the decision panel).
//! The steps, their order and the commands they wait for are the rules' (`tutorial.rs`).

use super::screen::Screen;
use super::state::{Hover, Selection, ViewSettings};
use crate::rules::data::{Sight, Wait};
use crate::rules::player::PlayerCommand;
use crate::rules::tutorial;
use crate::t;
use crate::view::keymap::{self, Action};
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

/// How long the pointer rests on a hex before a "point at it" step counts it as seen.
const HOVER_SECONDS: f32 = 0.6;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (watch, log_steps).run_if(in_state(Screen::Game)));
}

/// Each step reached, in the log (the rendered tests follow the guide by it).
fn log_steps(world: &mut World, mut last: Local<Option<usize>>) {
    let now = tutorial::current(world);
    let index = now.as_ref().map(|n| n.0);
    if index != *last {
        *last = index;
        if let Some((i, step)) = now {
            info!("guide: step {} ({})", i + 1, step.title);
        }
    }
}

/// Passes a step that waits for something on the screen once it is there.
fn watch(world: &mut World, mut rested: Local<(Option<Hex>, f32)>) {
    let Some((_, step)) = tutorial::current(world) else {
        return;
    };
    let Wait::See(sight) = step.wait else {
        return;
    };
    let seen = match sight {
        Sight::Select((q, r)) => world.resource::<Selection>().hex == Some(Hex::new(q, r)),
        Sight::Hover((q, r)) => {
            let over = world.resource::<Hover>().hex;
            let dt = world.resource::<Time>().delta_secs();
            *rested = if over == rested.0 {
                (over, rested.1 + dt)
            } else {
                (over, 0.0)
            };
            let on_it = over == Some(Hex::new(q, r));
            if on_it && rested.1 < HOVER_SECONDS {
                // The game draws only on input while it waits: frames until the rest
                // has lasted long enough.
                world.write_message(bevy::window::RequestRedraw);
            }
            on_it && rested.1 >= HOVER_SECONDS
        }
        Sight::OlderDecision => super::decisions::browsing(world),
    };
    if seen {
        tutorial::saw(world, sight);
    }
}

/// The guide's card: the step, what it waits for, and its buttons.
pub fn show(world: &mut World, ui: &mut egui::Ui) {
    if !super::state::guide_showing(world) {
        return;
    }
    let steps = world
        .resource::<crate::rules::data::RulesData>()
        .tutorial
        .clone();
    let current = tutorial::current(world);
    let mut send: Option<PlayerCommand> = None;
    let mut next = false;
    let mut look_up: Option<String> = None;
    let mut to_title = false;
    let accent = super::theme::egui_color(super::theme::HIGHLIGHT);
    // Enter presses the step's button, unless a text field or the policy's suggestion
    // (which Enter accepts) has it.
    let enter = !world.contains_resource::<super::state::Shown>()
        && !ui.ctx().egui_wants_keyboard_input()
        && ui.input(|i| keymap::egui_hit(Action::Confirm, i));
    egui::Frame::group(ui.style())
        .fill(egui::Color32::from_rgb(34, 32, 18))
        .stroke(egui::Stroke::new(1.5, accent))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let Some((i, step)) = current else {
                ui.label(
                    egui::RichText::new(t!("guide-complete"))
                        .strong()
                        .color(accent),
                );
                ui.label(t!("guide-complete-text"));
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .button(t!(
                            "guide-play-on",
                            key = crate::view::keymap::shown(crate::view::keymap::Action::Confirm),
                        ))
                        .clicked()
                        || enter
                    {
                        send = Some(PlayerCommand::LeaveGuide);
                    }
                    if ui.button(t!("guide-title-screen")).clicked() {
                        to_title = true;
                    }
                });
                return;
            };
            ui.horizontal_wrapped(|ui| {
                ui.small(t!("guide-step", n = i + 1, total = steps.steps.len()));
                if ui
                    .small_button(t!("guide-leave"))
                    .on_hover_text(t!("guide-leave-tooltip"))
                    .clicked()
                {
                    send = Some(PlayerCommand::LeaveGuide);
                }
            });
            // The step's words in the player's language (`content-tutorial-step<N>-…`).
            let item = format!("step{}", i + 1);
            ui.label(
                egui::RichText::new(crate::lang::content(
                    "tutorial",
                    &item,
                    "title",
                    &step.title,
                ))
                .strong()
                .size(16.0)
                .color(accent),
            );
            ui.label(crate::lang::content("tutorial", &item, "text", &step.text));
            ui.horizontal_wrapped(|ui| {
                match &step.wait {
                    Wait::Read => {
                        if ui
                            .button(t!(
                                "guide-next",
                                key = crate::view::keymap::shown(
                                    crate::view::keymap::Action::Confirm
                                ),
                            ))
                            .clicked()
                            || enter
                        {
                            next = true;
                        }
                    }
                    Wait::Do(cmd) => {
                        ui.weak(t!("guide-waiting"));
                        if ui
                            .small_button(t!(
                                "guide-do-it",
                                key = crate::view::keymap::shown(
                                    crate::view::keymap::Action::Confirm
                                ),
                            ))
                            .on_hover_text(t!("guide-do-it-tooltip"))
                            .clicked()
                            || enter
                        {
                            send = Some((**cmd).clone());
                        }
                    }
                    Wait::See(_) => {
                        ui.weak(t!("guide-waiting"));
                    }
                    Wait::Reach { .. } => {
                        ui.weak(t!("guide-watch"));
                    }
                }
                if let Some(topic) = &step.topic
                    && ui
                        .link(t!("guide-more"))
                        .on_hover_text(t!("guide-more-tooltip"))
                        .clicked()
                {
                    look_up = Some(topic.clone());
                }
            });
        });
    if next {
        tutorial::next(world);
    }
    if let Some(cmd) = send {
        world.resource_mut::<Selection>().clear();
        super::send::submit(world, cmd);
    }
    if let Some(topic) = look_up {
        world.resource_scope(|world, mut view: Mut<super::reference::ReferenceView>| {
            view.open(&mut world.resource_mut::<ViewSettings>(), &topic);
        });
    }
    if to_title {
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    }
}

/// Rings the hexes the step shown points at, over the board (under egui's windows and
/// tooltips). They stand still: a pulse would redraw the window every frame while the
/// game waits for you (1.7 cores of software rendering here, and a laptop's battery).
pub fn paint_rings(world: &mut World, ctx: &egui::Context, area: egui::Rect) {
    let hexes = tutorial::highlighted(world);
    if hexes.is_empty() {
        return;
    }
    let layout = world.resource::<super::state::BoardLayout>().0.clone();
    let Some(view) = super::labels::BoardView::of(world, ctx) else {
        return;
    };
    let painter = super::labels::BoardView::painter(ctx, area);
    let color = super::theme::egui_color(super::theme::HIGHLIGHT);
    let radius = super::theme::HEX_SIZE * view.points_per_unit;
    for h in hexes {
        let Some(centre) = view.point(layout.hex_to_world_pos(h)) else {
            continue;
        };
        // A dark edge under the yellow: the ring reads over light stars and nebulae.
        painter.circle_stroke(centre, radius, egui::Stroke::new(5.0, egui::Color32::BLACK));
        painter.circle_stroke(centre, radius, egui::Stroke::new(3.0, color));
    }
}
