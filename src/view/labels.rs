//! Text on the board (populations, star names, ship counts) and the client's fonts.
//!
//! Board text is painted by egui at the labels' projected positions instead of with
//! Bevy's own text renderer: egui already ships a font rasteriser, and a second text
//! stack (shaping, line breaking and its Unicode tables) would cost about a megabyte of
//! the web download. Labels scale with the camera zoom like the shapes under them.

use super::screen::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A line of text at a board position, `size` in world units (it grows as you zoom in).
#[derive(Component, Debug, Clone)]
pub struct BoardLabel {
    pub text: String,
    pub at: Vec2,
    pub size: f32,
    pub color: Color,
    /// Which point of the text sits at `at`: labels above a star sit on it, those below
    /// hang from it, so that a text grown to a readable size never covers its ring.
    pub anchor: LabelAnchor,
    /// A badge: the text on a rounded patch of this colour, painted after every other
    /// label so that nothing covers it (ship counts, fleet sizes).
    pub backdrop: Option<Color>,
    /// Shown only when its own size is readable (star names): zoomed out, it is left
    /// out rather than grown over its neighbours; the hex tooltip still gives it.
    pub optional: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LabelAnchor {
    #[default]
    Center,
    /// The text's bottom edge at the point.
    Above,
    /// The text's top edge at the point.
    Below,
    /// The text's left edge at the point (beside a star).
    Right,
    /// The text's right edge at the point.
    Left,
}

/// Board text is drawn at least this many points tall, however far the board is zoomed
/// out (the layout then keeps it clear of the rings by its anchor)...
const READABLE: f32 = 12.0;

/// ... unless the board is zoomed so far out that its own size would be under this:
/// then it is left out rather than piled over the hexes.
const SMALLEST_SHOWN: f32 = 4.0;

/// Optional text (star names) shows from this size on, grown to [`READABLE`]: at the
/// board's fitted zoom in a 1280x720 window names come out about 10 points, and a
/// player expects to read them there. Stars stand two hexes apart at least, so names
/// grown this much still clear their neighbours.
const OPTIONAL_SHOWN: f32 = 9.0;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, install_fonts)
        .add_systems(
            EguiPrimaryContextPass,
            paint_whole_window.run_if(
                in_state(Screen::GameOver).and_then(|s: Res<super::state::ViewSettings>| !s.review),
            ),
        );
}

/// The desktop's font: egui's own, whole.
#[cfg(not(target_arch = "wasm32"))]
const FONT: &[u8] = epaint_default_fonts::UBUNTU_LIGHT;

/// The browser's: the same font cut down to the characters a game shows
/// (`scripts/subset-font`), 150 KB less in the gzipped bundle.
#[cfg(target_arch = "wasm32")]
const FONT: &[u8] = include_bytes!("../../assets/fonts/UbuntuLight-derivative-GalacticAutoma.ttf");

/// One font for all text: egui's proportional one. Its monospace and emoji fonts are
/// left out (the game's text needs neither, and together they weigh about 1 MB).
fn install_fonts(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut fonts = egui::FontDefinitions::empty();
    let name = "Ubuntu-Light".to_string(); // not shown
    fonts.font_data.insert(
        name.clone(),
        std::sync::Arc::new(egui::FontData::from_static(FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec![name.clone()]);
    }
    ctx.set_fonts(fonts);
    // No game text under 12 px at UI scale 1 (egui's small text is 9 px, its body 12.5).
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        for (text, size) in [
            (TextStyle::Small, 12.0),
            (TextStyle::Body, 14.0),
            (TextStyle::Button, 14.0),
            (TextStyle::Monospace, 13.0),
            (TextStyle::Heading, 20.0),
        ] {
            let family = if text == TextStyle::Monospace {
                FontFamily::Monospace
            } else {
                FontFamily::Proportional
            };
            style.text_styles.insert(text, FontId::new(size, family));
        }
    });
    *done = true;
    Ok(())
}

/// On the game-over screen no side panels take space: labels may use the whole window.
fn paint_whole_window(world: &mut World) {
    if let Some(ctx) = super::screen::egui_ctx(world) {
        let area = ctx.viewport_rect();
        paint(world, &ctx, area);
    }
}

/// The board camera as it stands this frame: where a board position shows in egui's
/// points, and how many points a world unit takes.
pub struct BoardView {
    camera: Camera,
    at: GlobalTransform,
    points_per_pixel: f32,
    pub points_per_unit: f32,
}

impl BoardView {
    pub fn of(world: &mut World, ctx: &egui::Context) -> Option<BoardView> {
        let mut cameras =
            world.query_filtered::<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>();
        let (camera, at, projection) = cameras.iter(world).next()?;
        let world_per_pixel = match projection {
            Projection::Orthographic(o) => o.scale,
            _ => 1.0,
        };
        let points_per_pixel = 1.0 / ctx.zoom_factor();
        Some(BoardView {
            camera: camera.clone(),
            at: *at,
            points_per_pixel,
            points_per_unit: points_per_pixel / world_per_pixel,
        })
    }

    /// Where the board position `p` shows, in points.
    pub fn point(&self, p: Vec2) -> Option<egui::Pos2> {
        let v = self
            .camera
            .world_to_viewport(&self.at, p.extend(0.0))
            .ok()?;
        Some(egui::pos2(
            v.x * self.points_per_pixel,
            v.y * self.points_per_pixel,
        ))
    }

    /// A painter over the board's part of the window, under egui's windows and tooltips.
    pub fn painter(ctx: &egui::Context, area: egui::Rect) -> egui::Painter {
        ctx.layer_painter(egui::LayerId::background())
            .with_clip_rect(area)
    }
}

/// Paints every board label that falls inside `area` (the part of the window the panels
/// leave to the board), under egui's windows and tooltips.
pub fn paint(world: &mut World, ctx: &egui::Context, area: egui::Rect) {
    let Some(view) = BoardView::of(world, ctx) else {
        return;
    };
    let mut labels = world.query::<&BoardLabel>();
    let world = &*world;
    let painter = BoardView::painter(ctx, area);
    // Optional text first, badges last: what matters most is painted on top.
    let mut order: Vec<&BoardLabel> = labels.iter(world).collect();
    order.sort_by_key(|l| (!l.optional, l.backdrop.is_some()));
    for label in order {
        let natural = label.size * view.points_per_unit;
        if natural < SMALLEST_SHOWN || (label.optional && natural < OPTIONAL_SHOWN) {
            continue;
        }
        let size = natural.max(READABLE);
        let Some(pos) = view.point(label.at) else {
            continue;
        };
        if !area.expand(size * 4.0).contains(pos) {
            continue;
        }
        let align = match label.anchor {
            LabelAnchor::Center => egui::Align2::CENTER_CENTER,
            LabelAnchor::Above => egui::Align2::CENTER_BOTTOM,
            LabelAnchor::Below => egui::Align2::CENTER_TOP,
            LabelAnchor::Right => egui::Align2::LEFT_CENTER,
            LabelAnchor::Left => egui::Align2::RIGHT_CENTER,
        };
        let font = egui::FontId::proportional(size);
        let color = super::theme::egui_color(label.color);
        if let Some(back) = label.backdrop {
            let galley = painter.layout_no_wrap(label.text.clone(), font, color);
            let rect = align.anchor_size(pos, galley.size());
            // Round for one digit, a pill for more.
            let patch = rect.expand2(egui::vec2(
                (size * 0.5 - rect.width() * 0.5).max(size * 0.25),
                0.0,
            ));
            painter.rect_filled(patch, size * 0.6, super::theme::egui_color(back));
            painter.rect_stroke(
                patch,
                size * 0.6,
                egui::Stroke::new(1.0, egui::Color32::from_gray(150)),
                egui::StrokeKind::Outside,
            );
            painter.galley(rect.min, galley, color);
        } else {
            painter.text(pos, align, &label.text, font, color);
        }
    }
}
