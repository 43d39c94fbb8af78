//! The decision panel: each automa decision as the rules recorded it (rolls, table row,
//! candidates, filters, tie-break, result), with the automa's table shown and the row
//! that was used highlighted.

use super::screen::Screen;
use super::state::ViewSettings;
use super::theme::DECISIONS_WIDTH;
use crate::rules::log::{Decision, GameLog};
use crate::rules::reference::topic_of_decision;
use crate::rules::table::Roster;
use crate::t;
use crate::view::keymap::{Action, shown};
use crate::view::names::seat_name;
use bevy::prelude::*;
use bevy_egui::egui;

/// Which decision is open in the panel (index among decisions; None = the newest), and
/// the one shown last frame: while the pointer is over the panel it stays there, so
/// that a new decision never pulls away the one you are reading.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Picked(Option<usize>, Option<usize>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Picked>()
        .add_systems(OnEnter(Screen::Game), |mut p: ResMut<Picked>| {
            *p = Picked::default();
        });
}

/// The left panel with the decision picked in it (shown from the side panel system so
/// that the panels share the window).
pub fn show(world: &mut World, root: &mut egui::Ui) {
    // Read in place: the log grows all game long and this runs every frame.
    let mut picked = *world.resource::<Picked>();
    let knows = super::state::secrets_for(world);
    let log = world.resource::<GameLog>();
    let roster = world.resource::<Roster>();
    // What you may know of each: a face-down counter's draw stays hidden.
    let decisions: Vec<std::borrow::Cow<'_, Decision>> = log
        .decisions()
        .filter(|d| roster.is_automa(d.seat))
        .map(|d| seen_decision(d, knows))
        .collect();
    let mut open = true;
    // A link followed to the rules reference.
    let mut look_up: Option<&'static str> = None;
    egui::Panel::left("decisions")
        .exact_size(DECISIONS_WIDTH - 20.0)
        .resizable(false)
        .show(root, |ui| {
            ui.horizontal(|ui| {
                ui.strong(t!("decisions-title"));
                if ui
                    .small_button("x")
                    .on_hover_text(t!("decisions-hide-tooltip", key = shown(Action::Decisions)))
                    .clicked()
                {
                    open = false;
                }
            });
            if decisions.is_empty() {
                ui.label(t!("decisions-none-yet"));
                return;
            }
            let newest = decisions.len() - 1;
            // Pinned while you read: the pointer over the panel holds the one shown.
            let reading = ui.rect_contains_pointer(ui.max_rect());
            let follow = if reading {
                picked.1.unwrap_or(newest)
            } else {
                newest
            };
            let i = picked.0.unwrap_or(follow).min(newest);
            picked.1 = Some(i);
            if reading && picked.0.is_none() && i < newest {
                ui.small(t!("decisions-held", n = newest - i));
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(i > 0, egui::Button::new(t!("decisions-older")))
                    .clicked()
                {
                    picked.0 = Some(i - 1);
                }
                ui.label(t!("decisions-position", n = i + 1, total = decisions.len()));
                if ui
                    .add_enabled(i < newest, egui::Button::new(t!("decisions-newer")))
                    .clicked()
                {
                    picked.0 = Some(i + 1);
                }
                if ui
                    .add_enabled(
                        picked.0.is_some(),
                        egui::Button::new(t!("decisions-newest")),
                    )
                    .clicked()
                {
                    picked.0 = None;
                }
            });
            let d = &*decisions[i];
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.strong(t!(
                    "decisions-heading",
                    round = d.round,
                    who = seat_name(roster, d.seat),
                    what = &d.what
                ));
                if !d.rolls.is_empty() {
                    dice_row(ui, d);
                }
                if let Some(row) = &d.table_row {
                    ui.label(t!("decisions-table-row", row = row));
                }
                if let Some(row) = &d.row
                    && !row.rows.is_empty()
                {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        for (k, text) in row.rows.iter().enumerate() {
                            let line = format!("{} {}", k + 1, text);
                            if k + 1 == row.row as usize {
                                ui.label(
                                    egui::RichText::new(format!("> {line}"))
                                        .strong()
                                        .background_color(egui::Color32::from_rgb(90, 80, 20))
                                        .color(egui::Color32::WHITE),
                                );
                            } else {
                                ui.label(egui::RichText::new(line).weak());
                            }
                        }
                    });
                }
                if !d.candidates.is_empty() {
                    ui.label(t!("decisions-candidates", n = d.candidates.len()));
                    for c in &d.candidates {
                        ui.label(format!("  {c}"));
                    }
                }
                for f in &d.filters {
                    ui.small(t!("decisions-left-out", what = f));
                }
                if let Some(t) = &d.tie_break {
                    ui.label(t!("decisions-tie-break", how = t));
                }
                ui.strong(format!("=> {}", d.result));
                if !d.hexes.is_empty() {
                    ui.small(t!("decisions-hexes-outlined"));
                }
                if d.scan.len() > 1 {
                    ui.small(t!("decisions-scan-drawn"));
                }
                ui.horizontal_wrapped(|ui| {
                    if ui
                        .link(t!("decisions-the-rule"))
                        .on_hover_text(t!("decisions-the-rule-tooltip"))
                        .clicked()
                    {
                        look_up = Some(topic_of_decision(d.kind));
                    }
                    if let Some(row) = &d.row
                        && !row.topic.is_empty()
                        && ui
                            .link(t!("decisions-whole-table"))
                            .on_hover_text(t!("decisions-whole-table-tooltip"))
                            .clicked()
                    {
                        look_up = Some(row.topic);
                    }
                });
            });
        });
    if let Some(topic) = look_up {
        world.resource_scope(|world, mut view: Mut<super::reference::ReferenceView>| {
            view.open(&mut world.resource_mut::<ViewSettings>(), topic);
        });
    }
    if !open {
        world.resource_mut::<ViewSettings>().show_decisions = false;
        world.resource_mut::<super::state::FitRequest>().0 = true;
    }
    world.insert_resource(picked);
}

/// Whether you opened an older decision than the newest (the guided game waits for it).
pub fn browsing(world: &World) -> bool {
    world.resource::<Picked>().0.is_some()
}

/// What the board marks of the decision the panel shows (the newest one unless you
/// picked or hold another).
pub struct ShownHexes {
    pub seat: crate::rules::model::Seat,
    /// Its hexes, highlighted.
    pub hexes: Vec<hexx::Hex>,
    /// The hexes a scan order read to break a tie, in its order (an arrow through them).
    pub scan: Vec<hexx::Hex>,
}

/// The automa and the hexes of the decision the panel shows (the newest one unless you
/// picked or hold another): the board keeps them highlighted.
pub fn shown_hexes(world: &World) -> Option<ShownHexes> {
    let picked = world.resource::<Picked>();
    let roster = world.resource::<Roster>();
    let log = world.resource::<GameLog>();
    let count = log.decisions().filter(|d| roster.is_automa(d.seat)).count();
    let newest = count.checked_sub(1)?;
    let i = picked.0.or(picked.1).unwrap_or(newest).min(newest);
    let d = log
        .decisions()
        .filter(|d| roster.is_automa(d.seat))
        .nth(i)?;
    let hex = |&(x, y): &(i32, i32)| hexx::Hex::new(x, y);
    Some(ShownHexes {
        seat: d.seat,
        hexes: d.hexes.iter().map(hex).collect(),
        scan: d.scan.iter().map(hex).collect(),
    })
}

/// A decision as `viewer` may know it (see [`crate::rules::log::seen_by`]).
fn seen_decision(
    d: &Decision,
    viewer: Option<crate::rules::model::Seat>,
) -> std::borrow::Cow<'_, Decision> {
    use crate::rules::log::{LogEntry, seen_by};
    if !d.secret {
        return std::borrow::Cow::Borrowed(d);
    }
    match seen_by(&LogEntry::Decision(Box::new(d.clone())), viewer).into_owned() {
        LogEntry::Decision(seen) => std::borrow::Cow::Owned(*seen),
        _ => std::borrow::Cow::Borrowed(d),
    }
}

/// A decision's dice, wrapped to the panel's width and smaller when there are many; a
/// die rolled again (its face chose nothing) greyed and struck through.
fn dice_row(ui: &mut egui::Ui, d: &crate::rules::log::Decision) {
    let rolls = &d.rolls;
    let size = if rolls.len() > 5 { 28.0 } else { 40.0 };
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("decisions-rolled"));
        for (i, &r) in rolls.iter().enumerate() {
            let again = d.is_rerolled(i);
            let die = super::theme::die_face_sized(ui, r, !again, size);
            if again {
                let rect = die.rect.shrink(size / 10.0);
                ui.painter().line_segment(
                    [rect.left_bottom(), rect.right_top()],
                    egui::Stroke::new(2.5, egui::Color32::from_rgb(200, 60, 60)),
                );
                die.on_hover_text(t!("decisions-rolled-again-tooltip"));
            }
        }
    });
    let again = d.rerolled.count_ones();
    if again > 0 {
        ui.small(t!("decisions-struck-through", n = again));
    }
}
