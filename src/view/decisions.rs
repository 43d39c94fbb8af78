//! The decision panel: each automa decision as the rules recorded it (rolls, table row,
//! candidates, filters, tie-break, result), with the automa's table shown and the row
//! that was used highlighted.

use super::Screen;
use super::settings::ViewSettings;
use crate::rules::data::{GrowthAction, RulesData, StartBonus};
use crate::rules::log::{Decision, GameLog};
use crate::rules::model::Seat;
use bevy::prelude::*;
use bevy_egui::egui;

/// Logical pixels the decision panel takes on the left when shown.
pub const DECISIONS_WIDTH: f32 = 300.0;

/// Which decision is open in the panel (index among decisions; None = the newest).
#[derive(Resource, Debug, Clone, Default)]
struct Picked(Option<usize>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Picked>()
        .add_systems(OnEnter(Screen::Game), |mut p: ResMut<Picked>| p.0 = None);
}

/// The table a decision's row belongs to, and the row number (1-6).
fn table_of(d: &Decision) -> Option<(&'static str, usize)> {
    let row = d.table_row.as_deref()?;
    let n: usize = row.rsplit("row ").next()?.trim().parse().ok()?;
    let kind = if row.contains("movement") {
        "movement"
    } else if row.contains("growth") {
        "growth"
    } else if row.contains("start bonus") {
        "start bonus"
    } else {
        return None;
    };
    Some((kind, n))
}

/// The rows of an automa table, in words.
fn table_rows(rules: &RulesData, seat: Seat, kind: &str) -> Vec<String> {
    let t = &rules.automa;
    let farmers = seat == Seat::FARMERS;
    match kind {
        "movement" => {
            let rows = if farmers {
                &t.movement.farmers
            } else {
                &t.movement.slavers
            };
            rows.iter()
                .map(|r| {
                    format!(
                        "{}{}",
                        if r.declare_war {
                            "declare war, then "
                        } else {
                            ""
                        },
                        r.target.describe()
                    )
                })
                .collect()
        }
        "growth" => {
            let rows = if farmers {
                &t.growth.farmers
            } else {
                &t.growth.slavers
            };
            rows.iter()
                .map(|r| {
                    r.iter()
                        .map(GrowthAction::describe)
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .collect()
        }
        _ => {
            let rows = if farmers {
                &t.start_bonus.farmers
            } else {
                &t.start_bonus.slavers
            };
            rows.iter()
                .map(|r| match r {
                    StartBonus::Levels(l) => l
                        .iter()
                        .map(|(f, n)| format!("{} {n}", f.name()))
                        .collect::<Vec<_>>()
                        .join(", "),
                    StartBonus::TwoRandomFields(n) => format!("two random fields at {n}"),
                    StartBonus::OffboardDiscs(n) => format!("{n} disc(s) to offboard power"),
                })
                .collect()
        }
    }
}

/// The left panel with the decision picked in it (shown from the side panel system so
/// that the panels share the window).
pub fn show(world: &mut World, root: &mut egui::Ui) {
    // Read in place: the log grows all game long and this runs every frame.
    let mut picked = world.resource::<Picked>().clone();
    let log = world.resource::<GameLog>();
    let rules = world.resource::<RulesData>();
    let decisions: Vec<&Decision> = log.decisions().filter(|d| d.seat.is_automa()).collect();
    let mut open = true;
    egui::Panel::left("decisions")
        .exact_size(DECISIONS_WIDTH - 20.0)
        .resizable(false)
        .show(root, |ui| {
            ui.horizontal(|ui| {
                ui.strong("Automa decisions");
                if ui.small_button("x").on_hover_text("Hide (Tab)").clicked() {
                    open = false;
                }
            });
            if decisions.is_empty() {
                ui.label("No automa decision yet.");
                return;
            }
            let newest = decisions.len() - 1;
            let i = picked.0.unwrap_or(newest).min(newest);
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(i > 0, egui::Button::new("< older"))
                    .clicked()
                {
                    picked.0 = Some(i - 1);
                }
                ui.label(format!("{} of {}", i + 1, decisions.len()));
                if ui
                    .add_enabled(i < newest, egui::Button::new("newer >"))
                    .clicked()
                {
                    picked.0 = Some(i + 1);
                }
                if ui
                    .add_enabled(picked.0.is_some(), egui::Button::new("newest"))
                    .clicked()
                {
                    picked.0 = None;
                }
            });
            let d = decisions[i];
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.strong(format!("Round {}: {} - {}", d.round, d.seat.name(), d.what));
                if !d.rolls.is_empty() {
                    ui.horizontal(|ui| {
                        ui.label("Rolled");
                        for &r in &d.rolls {
                            super::animation::die_face(ui, r, true);
                        }
                    });
                }
                if let Some(row) = &d.table_row {
                    ui.label(format!("Table: {row}"));
                }
                if let Some((kind, n)) = table_of(d) {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        for (k, text) in table_rows(rules, d.seat, kind).iter().enumerate() {
                            let line = format!("{} {}", k + 1, text);
                            if k + 1 == n {
                                ui.label(
                                    egui::RichText::new(format!("> {line}"))
                                        .strong()
                                        .background_color(egui::Color32::from_rgb(90, 80, 20))
                                        .color(egui::Color32::WHITE),
                                );
                            } else {
                                ui.small(line);
                            }
                        }
                    });
                }
                if !d.candidates.is_empty() {
                    ui.label(format!("Candidates ({}):", d.candidates.len()));
                    for c in &d.candidates {
                        ui.small(format!("  {c}"));
                    }
                }
                for f in &d.filters {
                    ui.small(format!("Left out: {f}"));
                }
                if let Some(t) = &d.tie_break {
                    ui.label(format!("Tie-break: {t}"));
                }
                ui.strong(format!("=> {}", d.result));
            });
        });
    if !open {
        world.resource_mut::<ViewSettings>().show_decisions = false;
        world.resource_mut::<super::camera::FitRequest>().0 = true;
    }
    world.insert_resource(picked);
}
