//! The board's legend: every kind of star, token, counter, terrain and highlight drawn
//! as on the board, with what it means. Folded into a button at the board's corner
//! until you open it (L).

use super::state::ViewSettings;
use super::theme::{
    FACE_DOWN, HIGHLIGHT, WORMHOLE, egui_color, seat_color, star_color, terrain_color,
    token_outline,
};
use crate::rules::model::{Seat, StarKind, Terrain};
use crate::rules::table::Roster;
use crate::t;
use crate::view::keymap::{Action, shown};
use crate::view::names::seat_name;
use bevy::prelude::*;
use bevy_egui::egui;

/// One sample on the legend: where it is painted and by what.
type Sample<'a> = Box<dyn Fn(&egui::Painter, egui::Pos2) + 'a>;

/// The legend at the bottom-left corner of `board` (the part of the window the panels
/// leave to the board).
pub fn show(world: &mut World, ctx: &egui::Context, board: egui::Rect) {
    let roster = world.resource::<Roster>().clone();
    let you = super::state::viewer(world);
    // A ruin is listed once the board holds one (a destroyed star).
    let ruins = world
        .get_resource::<crate::rules::board::Board>()
        .is_some_and(|b| b.hexes.iter().any(|&h| b.terrain(h) == Some(Terrain::Ruin)));
    let mut open = world.resource::<ViewSettings>().show_legend;
    // Folded: a button at the bottom-left corner. Open: a list from the top-left
    // corner down (an area grows away from its anchor, and the board is taller there).
    let (pivot, at) = if open {
        (
            egui::Align2::LEFT_TOP,
            board.left_top() + egui::vec2(8.0, 8.0),
        )
    } else {
        (
            egui::Align2::LEFT_BOTTOM,
            board.left_bottom() + egui::vec2(8.0, -8.0),
        )
    };
    egui::Area::new(egui::Id::new(("legend", open)))
        .pivot(pivot)
        .fixed_pos(at)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                let label = if open {
                    t!("legend-hide", key = shown(Action::Legend))
                } else {
                    t!("legend-show", key = shown(Action::Legend))
                };
                if ui
                    .small_button(label)
                    .on_hover_text(t!("legend-show-tooltip"))
                    .clicked()
                {
                    open = !open;
                }
                if open {
                    let tall = (board.height() - 60.0).max(80.0);
                    egui::ScrollArea::vertical()
                        .max_height(tall)
                        .min_scrolled_height(tall)
                        .show(ui, |ui| entries(ui, &roster, you, ruins));
                }
            });
        });
    world.resource_mut::<ViewSettings>().show_legend = open;
}

fn entries(ui: &mut egui::Ui, roster: &Roster, you: Seat, ruins: bool) {
    let automa = roster.seats().find(|&s| roster.is_automa(s)).unwrap_or(you);
    let disc = |c: Color, text: &'static str| -> Sample<'_> {
        Box::new(move |p: &egui::Painter, at: egui::Pos2| {
            p.circle_filled(at, 8.0, egui_color(c));
            centred(p, at, text, egui::Color32::BLACK);
        })
    };
    ui.strong(t!("legend-stars-heading"));
    let stars: Vec<(Sample, String)> = vec![
        (disc(FACE_DOWN, "?"), t!("legend-star-face-down")),
        (
            disc(star_color(roster, None, true, StarKind::Uninhabited), "0"),
            t!("legend-star-uninhabited"),
        ),
        (
            disc(star_color(roster, None, true, StarKind::Primitive), "2"),
            t!("legend-star-primitive"),
        ),
        (
            disc(star_color(roster, None, true, StarKind::Advanced), "3"),
            t!("legend-star-advanced"),
        ),
        (
            Box::new(|p: &egui::Painter, at: egui::Pos2| {
                p.circle_stroke(at, 10.0, egui::Stroke::new(2.5, egui_color(HIGHLIGHT)));
                p.circle_filled(at, 7.0, egui_color(seat_color(roster, Some(you))));
            }),
            t!("legend-star-home"),
        ),
    ];
    rows(ui, stars);
    ui.strong(t!("legend-ships-heading"));
    let mut ships: Vec<(Sample, String)> = Vec::new();
    // Seats that have pieces on the board (the Chroniclers have none).
    for seat in roster
        .seats()
        .filter(|&s| roster.kind(s).is_none_or(|k| k.has_pieces()))
    {
        let colour = egui_color(seat_color(roster, Some(seat)));
        let shape = roster.info(seat).token;
        ships.push((
            Box::new(move |p: &egui::Painter, at: egui::Pos2| {
                let at = at - egui::vec2(6.0, 0.0);
                paint_token(p, at, shape, colour, 17.0);
                badge(p, at + egui::vec2(15.0, 2.0), "3");
            }),
            t!(
                "legend-seat-pieces",
                who = seat_name(roster, seat),
                piece = roster.kind(seat).map_or("ship", |k| k.piece_noun()),
                shape = shape.name()
            ),
        ));
    }
    let colour = egui_color(seat_color(roster, Some(you)));
    ships.push((
        Box::new(move |p: &egui::Painter, at: egui::Pos2| {
            let at = at - egui::vec2(6.0, 0.0);
            tile(p, at, colour, colour, "C"); // not shown
            badge(p, at + egui::vec2(15.0, 2.0), "4");
        }),
        t!("legend-fleet"),
    ));
    ships.push((
        Box::new(move |p: &egui::Painter, at: egui::Pos2| {
            let at = at - egui::vec2(6.0, 0.0);
            tile(p, at, colour, egui_color(FACE_DOWN), "?");
            badge(p, at + egui::vec2(15.0, 2.0), "?");
        }),
        t!("legend-fleet-face-down"),
    ));
    rows(ui, ships);
    ui.strong(t!("legend-space-heading"));
    let hex = |t: Terrain, dots: egui::Color32| -> Sample<'static> {
        Box::new(move |p: &egui::Painter, at: egui::Pos2| {
            p.add(egui::Shape::convex_polygon(
                hexagon(at, 11.0),
                egui_color(terrain_color(t)),
                egui::Stroke::NONE,
            ));
            for (dx, dy) in [(-3.0, -2.0), (3.0, 1.0), (-1.0, 4.0)] {
                p.circle_filled(at + egui::vec2(dx, dy), 1.6, dots);
            }
        })
    };
    let last = egui_color(seat_color(roster, Some(automa)).mix(&Color::WHITE, 0.25));
    let mut space: Vec<(Sample, String)> = vec![
        (
            hex(Terrain::Nebula, egui::Color32::from_rgb(220, 140, 230)),
            t!("legend-nebula"),
        ),
        (
            hex(Terrain::Asteroids, egui::Color32::from_rgb(170, 150, 120)),
            t!("legend-asteroids"),
        ),
        (
            hex(Terrain::NeutronStar, egui::Color32::WHITE),
            t!("legend-neutron-star"),
        ),
        (
            Box::new(|p: &egui::Painter, at: egui::Pos2| {
                p.circle_stroke(at, 8.0, egui::Stroke::new(2.5, egui_color(WORMHOLE)));
            }),
            t!("legend-wormhole"),
        ),
        (
            Box::new(|p: &egui::Painter, at: egui::Pos2| {
                centred(p, at, "R?", egui_color(WORMHOLE)); // not shown
            }),
            t!("legend-relic"),
        ),
        (
            Box::new(|p: &egui::Painter, at: egui::Pos2| {
                p.line_segment(
                    [at + egui::vec2(-10.0, 6.0), at + egui::vec2(10.0, -6.0)],
                    egui::Stroke::new(2.0, egui::Color32::from_rgb(158, 173, 217)),
                );
            }),
            t!("legend-sector-border"),
        ),
        (
            Box::new(|p: &egui::Painter, at: egui::Pos2| {
                p.add(egui::Shape::closed_line(
                    hexagon(at, 10.0),
                    egui::Stroke::new(2.5, last),
                ));
            }),
            t!("legend-decision-hexes"),
        ),
        (
            Box::new(move |p: &egui::Painter, at: egui::Pos2| {
                let stroke = egui::Stroke::new(2.0, last);
                let (a, b) = (at - egui::vec2(11.0, 0.0), at + egui::vec2(11.0, 0.0));
                p.line_segment([a, b], stroke);
                p.line_segment([b, b + egui::vec2(-5.0, -4.0)], stroke);
                p.line_segment([b, b + egui::vec2(-5.0, 4.0)], stroke);
            }),
            t!("legend-scan-arrow"),
        ),
    ];
    if ruins {
        space.push((
            hex(Terrain::Ruin, egui::Color32::from_rgb(160, 90, 80)),
            t!("legend-ruin"),
        ));
    }
    rows(ui, space);
    // What each automa's kind marks on the board, in the seat's colour.
    let mut marks: Vec<(Sample, String)> = Vec::new();
    // Once a kind, for the seat that takes its turns (a partner draws no marks).
    for seat in roster.automas().filter(|&s| roster.turn_with(s).is_none()) {
        let Some(kind) = roster.kind(seat) else {
            continue;
        };
        let color = egui_color(seat_color(roster, Some(seat)));
        for (label, text) in kind.legend() {
            marks.push((
                Box::new(move |p: &egui::Painter, at: egui::Pos2| {
                    centred(p, at, &label, color);
                }),
                t!("legend-mark", who = seat_name(roster, seat), text = text),
            ));
        }
    }
    if !marks.is_empty() {
        ui.strong(t!("legend-marks-heading"));
        rows(ui, marks);
    }
}

/// Text centred on a point, 12 points tall.
fn centred(p: &egui::Painter, at: egui::Pos2, text: &str, color: egui::Color32) {
    p.text(
        at,
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(12.0),
        color,
    );
}

fn rows(ui: &mut egui::Ui, rows: Vec<(Sample, String)>) {
    for (draw, text) in rows {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(40.0, 24.0), egui::Sense::hover());
            draw(&ui.painter_at(rect.expand(4.0)), rect.center());
            ui.label(text);
        });
    }
}

/// A seat's ship token as the board draws it, `size` points across, outlined in black
/// (the legend and the new-game screen's table cards).
pub fn paint_token(
    p: &egui::Painter,
    at: egui::Pos2,
    shape: crate::rules::data::TokenShape,
    colour: egui::Color32,
    size: f32,
) {
    let points = |scale: f32| -> Vec<egui::Pos2> {
        token_outline(shape)
            .iter()
            .map(|v| at + egui::vec2(v.x, -v.y) * scale)
            .collect()
    };
    fan(p, &points(size * 22.0 / 17.0), egui::Color32::BLACK);
    fan(p, &points(size), colour);
}

fn fan(p: &egui::Painter, points: &[egui::Pos2], color: egui::Color32) {
    // egui fills convex shapes only: a fan of triangles from the middle fills any
    // outline every point of which is seen from there (the arrow, the cross).
    let mid = points.iter().fold(egui::Vec2::ZERO, |a, q| a + q.to_vec2()) / points.len() as f32;
    for k in 0..points.len() {
        p.add(egui::Shape::convex_polygon(
            vec![mid.to_pos2(), points[k], points[(k + 1) % points.len()]],
            color,
            egui::Stroke::new(0.5, color),
        ));
    }
}

fn tile(p: &egui::Painter, at: egui::Pos2, edge: egui::Color32, face: egui::Color32, text: &str) {
    let r = egui::Rect::from_center_size(at, egui::vec2(16.0, 16.0));
    p.rect_filled(r, 1.0, edge);
    p.rect_filled(r.shrink(2.5), 0.0, face);
    centred(p, at, text, egui::Color32::BLACK);
}

fn badge(p: &egui::Painter, at: egui::Pos2, text: &str) {
    p.circle_filled(at, 7.5, egui::Color32::from_rgb(5, 8, 20));
    p.circle_stroke(
        at,
        7.5,
        egui::Stroke::new(1.0, egui::Color32::from_gray(150)),
    );
    centred(p, at, text, egui::Color32::WHITE);
}

fn hexagon(at: egui::Pos2, r: f32) -> Vec<egui::Pos2> {
    (0..6)
        .map(|k| {
            let a = std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::TAU / 6.0;
            at + egui::vec2(a.cos(), -a.sin()) * r
        })
        .collect()
}
