//! The board camera: fit the board beside the panels, pan (drag, WASD or arrows) and
//! zoom (mouse wheel, + and -).

use super::screen::Screen;
use super::state::{BoardBounds, Drag, FitRequest};
use super::theme::{LOG_HEIGHT, SIDE_WIDTH};

use super::state::ViewSettings;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardBounds>()
        .init_resource::<FitRequest>()
        .init_resource::<Drag>()
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
        })
        .add_systems(
            Update,
            (fit_camera, pan_and_zoom)
                .chain()
                .run_if(in_state(Screen::Game).or_else(in_state(Screen::GameOver))),
        );
}

fn fit_camera(
    mut fit: ResMut<FitRequest>,
    mut resized: MessageReader<bevy::window::WindowResized>,
    mut last_panels: Local<Option<(bool, f32)>>,
    bounds: Res<BoardBounds>,
    settings: Res<ViewSettings>,
    window: Query<&Window>,
    mut camera: Query<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    // Panels that change size change the free area.
    let panels = (settings.show_decisions, settings.ui_scale);
    if resized.read().count() > 0 || *last_panels != Some(panels) {
        *last_panels = Some(panels);
        fit.0 = true;
    }
    if !fit.0 {
        return;
    }
    fit.0 = false;
    let (w, h) = window
        .single()
        .map(|w| (w.width(), w.height()))
        .unwrap_or((1280.0, 800.0));
    let left = if settings.show_decisions {
        super::theme::DECISIONS_WIDTH * settings.ui_scale
    } else {
        0.0
    };
    let side = SIDE_WIDTH * settings.ui_scale + left;
    let bottom = LOG_HEIGHT * settings.ui_scale;
    let free = Vec2::new((w - side).max(200.0), (h - bottom).max(200.0));
    let size = bounds.max - bounds.min + Vec2::splat(super::theme::HEX_SIZE * 3.0);
    let scale = (size.x / free.x).max(size.y / free.y);
    let center = (bounds.min + bounds.max) / 2.0;
    let shift = Vec2::new(side - 2.0 * left, -bottom) / 2.0 * scale;
    if let Ok((mut t, mut projection)) = camera.single_mut() {
        t.translation = (center + shift).extend(0.0);
        if let Projection::Orthographic(o) = projection.as_mut() {
            o.scale = scale;
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn pan_and_zoom(
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    wants: Res<EguiWantsInput>,
    area: Res<super::state::BoardArea>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    time: Res<Time>,
    mut drag: ResMut<Drag>,
    mut fit: ResMut<FitRequest>,
    mut camera: Query<(&mut Transform, &mut Projection), With<Camera2d>>,
    map: Res<super::keymap::KeyMap>,
) {
    use super::keymap::Action;
    let Ok((mut t, mut projection)) = camera.single_mut() else {
        return;
    };
    let Projection::Orthographic(o) = projection.as_mut() else {
        return;
    };
    let keyboard_free = !wants.wants_any_keyboard_input();
    let on_ui = window.single().is_ok_and(|w| area.pointer_on_ui(&wants, w));
    // Keyboard pan, in screen pixels per second whatever the zoom.
    let mut dir = Vec2::ZERO;
    if keyboard_free {
        for (a, d) in [
            (Action::PanUp, Vec2::Y),
            (Action::PanDown, -Vec2::Y),
            (Action::PanLeft, -Vec2::X),
            (Action::PanRight, Vec2::X),
        ] {
            if map.pressed(a, &keys) {
                dir += d;
            }
        }
        if map.just_pressed(Action::FitBoard, &keys) {
            fit.0 = true;
        }
    }
    t.translation += (dir * 600.0 * o.scale * time.delta_secs()).extend(0.0);

    // Drag with any button held, once the mouse has moved a few pixels.
    let held = buttons.pressed(MouseButton::Left)
        || buttons.pressed(MouseButton::Right)
        || buttons.pressed(MouseButton::Middle);
    if buttons.get_just_pressed().next().is_some() {
        drag.travelled = 0.0;
        drag.dragging = false;
    }
    if held && !on_ui {
        drag.travelled += motion.delta.length();
        if drag.travelled > 6.0 {
            drag.dragging = true;
        }
        if drag.dragging {
            t.translation += Vec3::new(-motion.delta.x, motion.delta.y, 0.0) * o.scale;
        }
    }

    // Zoom: wheel over the board, or + and -.
    let mut zoom = 0.0;
    if !on_ui {
        zoom += match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
    }
    if keyboard_free {
        if map.just_pressed(Action::ZoomIn, &keys) {
            zoom += 1.0;
        }
        if map.just_pressed(Action::ZoomOut, &keys) {
            zoom -= 1.0;
        }
    }
    if zoom != 0.0 {
        o.scale = (o.scale * 0.9f32.powf(zoom)).clamp(0.2, 5.0);
        // For the tests through real input (`scripts/test-click`).
        info!("board zoom: {:.3}", o.scale);
    }
}
