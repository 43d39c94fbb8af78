//! The look of the client in one place: the board's scale, seat and terrain colours,
//! the panels' sizes, and small widgets several panels draw.

use crate::rules::data::TokenShape;
use crate::rules::model::{Seat, StarKind, Terrain};
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
        Terrain::Ruin => Color::srgb_u8(40, 26, 30),
    }
}

/// Logical pixels the decision panel takes on the left when shown.
pub const DECISIONS_WIDTH: f32 = 300.0;

/// Logical pixels the side panel and the log take (the board is fitted beside them).
pub const SIDE_WIDTH: f32 = 340.0;

pub const LOG_HEIGHT: f32 = 170.0;

/// A die drawn with its pips.
pub fn die_face(ui: &mut egui::Ui, face: u8, landed: bool) {
    die_face_sized(ui, face, landed, 40.0);
}

/// A die `size` points across; `landed` colours it as a face that counts.
pub fn die_face_sized(ui: &mut egui::Ui, face: u8, landed: bool, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let fill = if landed {
        egui::Color32::from_rgb(240, 228, 66)
    } else {
        egui::Color32::from_rgb(200, 200, 200)
    };
    painter.rect_filled(rect.shrink(size / 20.0), size * 0.15, fill);
    let c = rect.center();
    let o = size / 4.0;
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
        painter.circle_filled(
            c + egui::vec2(x * o, y * o),
            size * 0.0875,
            egui::Color32::BLACK,
        );
    }
    response
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

/// A seat's token outline around (0, 0), about one unit across, pointing up where it
/// has a point (the board and the legend draw the same shapes).
pub fn token_outline(shape: TokenShape) -> Vec<Vec2> {
    let around = |n: usize, r: f32, turn: f32| -> Vec<Vec2> {
        (0..n)
            .map(|k| {
                let a = std::f32::consts::FRAC_PI_2
                    + turn
                    + k as f32 * std::f32::consts::TAU / n as f32;
                Vec2::from_angle(a) * r
            })
            .collect()
    };
    match shape {
        TokenShape::Arrow => vec![
            Vec2::new(0.0, 0.62),
            Vec2::new(-0.5, -0.5),
            Vec2::new(0.0, -0.22),
            Vec2::new(0.5, -0.5),
        ],
        TokenShape::Square => around(4, 0.58, std::f32::consts::FRAC_PI_4),
        TokenShape::Diamond => around(4, 0.6, 0.0),
        TokenShape::Hexagon => around(6, 0.52, 0.0),
        TokenShape::Circle => around(20, 0.46, 0.0),
        TokenShape::Triangle => around(3, 0.6, 0.0)
            .into_iter()
            .map(|p| p - Vec2::Y * 0.1)
            .collect(),
        TokenShape::Pentagon => around(5, 0.52, 0.0),
        TokenShape::Cross => {
            let (a, b) = (0.17, 0.5);
            vec![
                Vec2::new(a, a),
                Vec2::new(a, b),
                Vec2::new(-a, b),
                Vec2::new(-a, a),
                Vec2::new(-b, a),
                Vec2::new(-b, -a),
                Vec2::new(-a, -a),
                Vec2::new(-a, -b),
                Vec2::new(a, -b),
                Vec2::new(a, -a),
                Vec2::new(b, -a),
                Vec2::new(b, a),
            ]
        }
    }
}

/// A star's colour on the board: its owner's, or what its counter shows of it.
pub fn star_color(roster: &Roster, owner: Option<Seat>, revealed: bool, kind: StarKind) -> Color {
    match (owner, revealed, kind) {
        (Some(o), _, _) => seat_color(roster, Some(o)),
        (None, false, _) => FACE_DOWN,
        (None, true, StarKind::Advanced) => Color::srgb_u8(240, 228, 66),
        (None, true, StarKind::Primitive) => Color::srgb_u8(200, 170, 110),
        (None, true, _) => Color::srgb_u8(205, 210, 220),
    }
}

/// A face-down counter (a star or a fleet not yet seen).
pub const FACE_DOWN: Color = Color::srgb(0.43, 0.43, 0.48);
/// Wormholes and relics.
pub const WORMHOLE: Color = Color::srgb(0.8, 0.47, 0.65);
/// The ring round a home star, and the highlights of things you pick.
pub const HIGHLIGHT: Color = Color::srgb(0.94, 0.89, 0.26);

/// An egui colour from a Bevy one.
pub fn egui_color(c: Color) -> egui::Color32 {
    let [r, g, b, a] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}
