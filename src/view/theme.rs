//! The look of the client in one place: the board's scale, seat and terrain colours,
//! the panels' sizes, and small widgets several panels draw.

use crate::rules::model::{Seat, Terrain};
use crate::rules::table::Roster;
use bevy::prelude::*;
use bevy_egui::egui;

/// Pixels from a hex's center to its corners.
pub const HEX_SIZE: f32 = 28.0;

/// A seat's colour, as its setup gives it (the solo setup uses Okabe-Ito colours, which
/// stay apart for colour-blind players); grey for no one.
pub fn seat_color(roster: &Roster, seat: Option<Seat>) -> Color {
    match seat {
        Some(s) if s.index() < roster.len() => {
            let (r, g, b) = roster.info(s).colour;
            Color::srgb_u8(r, g, b)
        }
        _ => Color::srgb_u8(170, 170, 170),
    }
}

pub fn terrain_color(t: Terrain) -> Color {
    match t {
        Terrain::Empty | Terrain::Star => Color::srgb_u8(22, 27, 45),
        Terrain::Nebula => Color::srgb_u8(86, 48, 92),
        Terrain::Asteroids => Color::srgb_u8(92, 76, 52),
        Terrain::NeutronStar => Color::srgb_u8(70, 90, 120),
    }
}

/// Logical pixels the decision panel takes on the left when shown.
pub const DECISIONS_WIDTH: f32 = 300.0;

/// Logical pixels the side panel and the log take (the board is fitted beside them).
pub const SIDE_WIDTH: f32 = 340.0;

pub const LOG_HEIGHT: f32 = 170.0;

/// A die drawn with its pips.
pub fn die_face(ui: &mut egui::Ui, face: u8, landed: bool) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(40.0, 40.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let fill = if landed {
        egui::Color32::from_rgb(240, 228, 66)
    } else {
        egui::Color32::from_rgb(200, 200, 200)
    };
    painter.rect_filled(rect.shrink(2.0), 6.0, fill);
    let c = rect.center();
    let o = 10.0;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    for (x, y) in pips {
        painter.circle_filled(c + egui::vec2(x * o, y * o), 3.5, egui::Color32::BLACK);
    }
}

/// A message saying how something went: green when it went well, amber when not.
pub fn outcome(ui: &mut bevy_egui::egui::Ui, ok: bool, text: &str) {
    let color = if ok {
        bevy_egui::egui::Color32::from_rgb(150, 200, 150)
    } else {
        bevy_egui::egui::Color32::from_rgb(230, 159, 0)
    };
    ui.colored_label(color, text);
}
