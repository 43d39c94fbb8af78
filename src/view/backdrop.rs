//! The sky behind the title and new-game screens: the board's kind of starfield, a few
//! faint clouds, drifting slowly to the left, nearer stars faster. Painted under every
//! window, at the window's size, so it needs no camera and no board.

use super::meshes::Scatter;
use super::screen::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        sky.run_if(in_state(Screen::Title).or_else(in_state(Screen::NewGame))),
    );
}

/// How many points a second the nearest stars drift.
const DRIFT: f32 = 6.0;
const STARS: usize = 700;

/// One star of the sky, its place a fraction of the screen.
#[derive(Clone, Copy)]
struct Star {
    at: egui::Vec2,
    /// 0.25 (far: dim, slow) to 1 (near: bright, fast).
    depth: f32,
    radius: f32,
    colour: egui::Color32,
}

/// The sky, made once (always the same: a fixed scatter).
#[derive(Default)]
struct Sky {
    stars: Vec<Star>,
    clouds: Vec<(egui::Vec2, f32, egui::Color32)>,
}

impl Sky {
    fn new() -> Sky {
        let mut rng = Scatter::new(11);
        let stars = (0..STARS)
            .map(|_| {
                let at = egui::vec2(rng.next(), rng.next());
                let depth = rng.range(0.25, 1.0);
                let bright = (rng.range(0.3, 0.95) * (0.5 + 0.5 * depth)).min(1.0);
                let warm = rng.range(-0.1, 0.1);
                let radius = if rng.next() > 0.94 { 1.5 } else { 0.8 } * (0.6 + 0.4 * depth);
                let c = |v: f32| (v.clamp(0.0, 1.0) * 255.0) as u8;
                Star {
                    at,
                    depth,
                    radius,
                    colour: egui::Color32::from_rgb(c(bright + warm), c(bright), c(bright - warm)),
                }
            })
            .collect();
        let clouds = (0..4)
            .map(|_| {
                let at = egui::vec2(rng.next(), rng.range(0.15, 0.85));
                let size = rng.range(0.25, 0.45);
                let g = rng.range(40.0, 80.0) as u8;
                (
                    at,
                    size,
                    egui::Color32::from_rgba_unmultiplied(90, g, 160, 26),
                )
            })
            .collect();
        Sky { stars, clouds }
    }
}

/// Paints the sky on egui's background layer, under every window.
fn sky(
    mut contexts: bevy_egui::EguiContexts,
    time: Res<Time<Real>>,
    mut made: Local<Option<Sky>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let sky = made.get_or_insert_with(Sky::new);
    let screen = ctx.content_rect();
    let painter = ctx.layer_painter(egui::LayerId::background());
    painter.rect_filled(screen, 0.0, egui::Color32::from_rgb(3, 2, 10));
    let (w, h) = (screen.width(), screen.height());
    let t = time.elapsed_secs();
    // Where a point of the sky is now: drifted left, wrapped round the screen's width.
    let place = |at: egui::Vec2, speed: f32| -> egui::Pos2 {
        let x = (at.x * w - t * DRIFT * speed).rem_euclid(w);
        screen.min + egui::vec2(x, at.y * h)
    };
    for &(at, size, colour) in &sky.clouds {
        let r = size * w.max(h);
        // Wrapped across a wider band, so a cloud leaves one side wholly before it
        // comes back on the other.
        let x = (at.x * (w + 2.0 * r) - t * DRIFT * 0.15).rem_euclid(w + 2.0 * r) - r;
        glow(&painter, screen.min + egui::vec2(x, at.y * h), r, colour);
    }
    for s in &sky.stars {
        painter.circle_filled(place(s.at, s.depth), s.radius, s.colour);
    }
    Ok(())
}

/// A soft disc of light: `colour` at the middle, fading to nothing at `radius`.
fn glow(painter: &egui::Painter, at: egui::Pos2, radius: f32, colour: egui::Color32) {
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(at, colour);
    let rim = 32;
    for k in 0..rim {
        let a = k as f32 * std::f32::consts::TAU / rim as f32;
        mesh.colored_vertex(
            at + radius * egui::vec2(a.cos(), a.sin()),
            egui::Color32::TRANSPARENT,
        );
    }
    for k in 0..rim {
        mesh.add_triangle(0, 1 + k, 1 + (k + 1) % rim);
    }
    painter.add(egui::Shape::mesh(mesh));
}
