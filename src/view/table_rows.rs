//! The rows of cards an automa's kind lays out over the board (the Ancients' queue and
//! rondel): small cards at the board's top-right corner, the one in force lit in the
//! seat's colour, each explained on hover; folded with a click on the title.

use super::theme::{egui_color, seat_color};
use crate::rules::kind::TableCard;
use crate::rules::table::Roster;
use crate::view::names::seat_name;
use bevy::prelude::*;
use bevy_egui::egui;

pub fn show(world: &mut World, ctx: &egui::Context, board: egui::Rect) {
    let roster = world.resource::<Roster>().clone();
    for (i, seat) in roster.automas().enumerate() {
        let Some(kind) = roster.kind(seat) else {
            continue;
        };
        let rows = kind.table_rows(world, seat);
        if rows.is_empty() {
            continue;
        }
        let colour = egui_color(seat_color(&roster, Some(seat)));
        egui::Area::new(egui::Id::new(("table rows", i)))
            .pivot(egui::Align2::RIGHT_TOP)
            .fixed_pos(board.right_top() + egui::vec2(-8.0, 8.0))
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    egui::CollapsingHeader::new(
                        egui::RichText::new(seat_name(&roster, seat)).color(colour),
                    )
                    .id_salt(("table rows header", i))
                    .default_open(true)
                    .show(ui, |ui| {
                        for row in &rows {
                            ui.small(&row.title);
                            ui.horizontal(|ui| {
                                ui.spacing_mut().item_spacing.x = 3.0;
                                for card in &row.cards {
                                    card_ui(ui, card, colour);
                                }
                            });
                        }
                    });
                });
            });
    }
}

/// One card: a framed pair of short lines.
fn card_ui(ui: &mut egui::Ui, card: &TableCard, colour: egui::Color32) {
    let fill = if card.lit {
        colour.gamma_multiply(0.35)
    } else if card.face_down {
        egui::Color32::from_gray(40)
    } else {
        egui::Color32::from_gray(24)
    };
    let stroke = if card.lit {
        egui::Stroke::new(1.5, colour)
    } else {
        egui::Stroke::new(1.0, egui::Color32::from_gray(90))
    };
    let frame = egui::Frame::new()
        .fill(fill)
        .stroke(stroke)
        .corner_radius(3.0)
        .inner_margin(egui::Margin::symmetric(4, 2));
    frame
        .show(ui, |ui| {
            ui.set_min_width(52.0);
            ui.vertical(|ui| {
                ui.spacing_mut().item_spacing.y = 0.0;
                ui.label(egui::RichText::new(&card.top).small().strong());
                ui.label(
                    egui::RichText::new(if card.bottom.is_empty() {
                        " " // not shown (a blank line's height)
                    } else {
                        &card.bottom
                    })
                    .small(),
                );
            });
        })
        .response
        .on_hover_text(&card.hover);
}
