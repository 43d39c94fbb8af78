//! The board drawn in 2D: hexes by terrain, stars by owner, wormholes, and the ships in
//! each hex. The picture is rebuilt whenever the game log grows.

use super::Screen;
use crate::rules::board::Board;
use crate::rules::log::GameLog;
use crate::rules::model::*;
use crate::rules::ops::Snapshot;
use bevy::prelude::*;
use hexx::{Hex, HexLayout};

/// Pixels from a hex's center to its corners.
const HEX_SIZE: f32 = 28.0;

/// Colours that stay apart for colour-blind players (Okabe-Ito).
pub fn seat_color(seat: Option<Seat>) -> Color {
    match seat {
        Some(Seat::Player) => Color::srgb_u8(86, 180, 233),
        Some(Seat::Farmers) => Color::srgb_u8(0, 158, 115),
        Some(Seat::Slavers) => Color::srgb_u8(213, 94, 0),
        None => Color::srgb_u8(170, 170, 170),
    }
}

fn terrain_color(t: Terrain) -> Color {
    match t {
        Terrain::Empty | Terrain::Star => Color::srgb_u8(22, 27, 45),
        Terrain::Nebula => Color::srgb_u8(86, 48, 92),
        Terrain::Asteroids => Color::srgb_u8(92, 76, 52),
        Terrain::NeutronStar => Color::srgb_u8(70, 90, 120),
    }
}

#[derive(Resource)]
pub struct BoardLayout(pub HexLayout);

impl BoardLayout {
    pub fn world(&self, h: Hex) -> Vec2 {
        let p = self.0.hex_to_world_pos(h);
        Vec2::new(p.x, p.y)
    }
}

/// The star disc mesh and one material per star colour, made once: redraws reuse them.
#[derive(Resource)]
struct StarLooks {
    disc: Handle<Mesh>,
    materials: Vec<(Srgba, Handle<ColorMaterial>)>,
}

impl StarLooks {
    fn material(
        &mut self,
        color: Color,
        assets: &mut Assets<ColorMaterial>,
    ) -> Handle<ColorMaterial> {
        let key = color.to_srgba();
        if let Some((_, h)) = self.materials.iter().find(|(c, _)| *c == key) {
            return h.clone();
        }
        let h = assets.add(color);
        self.materials.push((key, h.clone()));
        h
    }
}

/// Drawn pieces that are rebuilt when the game changes.
#[derive(Component)]
struct Dynamic;

pub fn plugin(app: &mut App) {
    app.insert_resource(BoardLayout(HexLayout::pointy().with_hex_size(HEX_SIZE)))
        .insert_resource(ClearColor(Color::srgb_u8(8, 10, 20)))
        .add_systems(Startup, |mut commands: Commands| {
            commands.spawn(Camera2d);
        })
        .add_systems(OnEnter(Screen::Game), draw_board)
        .add_systems(Update, redraw_pieces.run_if(in_state(Screen::Game)));
}

fn draw_board(
    mut commands: Commands,
    board: Res<Board>,
    layout: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut camera: Query<(&mut Transform, &mut Projection), With<Camera2d>>,
    window: Query<&Window>,
) {
    let hex_mesh = meshes.add(RegularPolygon::new(HEX_SIZE * 0.95, 6));
    let ring = meshes.add(Annulus::new(HEX_SIZE * 0.55, HEX_SIZE * 0.75));
    commands.insert_resource(StarLooks {
        disc: meshes.add(Circle::new(HEX_SIZE * 0.42)),
        materials: Vec::new(),
    });
    let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for &h in &board.hexes {
        let p = layout.world(h);
        min = min.min(p);
        max = max.max(p);
        let t = board.terrain(h).unwrap_or(Terrain::Empty);
        commands.spawn((
            Mesh2d(hex_mesh.clone()),
            MeshMaterial2d(materials.add(terrain_color(t))),
            Transform::from_xyz(p.x, p.y, 0.0),
        ));
    }
    for &w in &board.wormholes {
        let p = layout.world(w);
        commands.spawn((
            Mesh2d(ring.clone()),
            MeshMaterial2d(materials.add(Color::srgb_u8(204, 121, 167))),
            Transform::from_xyz(p.x, p.y, 0.5),
        ));
    }
    // Fit the board into the part of the window the panels leave free.
    let (w, h) = window
        .single()
        .map(|w| (w.width(), w.height()))
        .unwrap_or((1280.0, 800.0));
    let free = Vec2::new(
        (w - super::panel::SIDE_WIDTH).max(200.0),
        (h - super::panel::LOG_HEIGHT).max(200.0),
    );
    let size = max - min + Vec2::splat(HEX_SIZE * 2.2);
    let scale = (size.x / free.x).max(size.y / free.y);
    let center = (min + max) / 2.0;
    let shift = Vec2::new(super::panel::SIDE_WIDTH, -super::panel::LOG_HEIGHT) / 2.0 * scale;
    if let Ok((mut t, mut projection)) = camera.single_mut() {
        t.translation = (center + shift).extend(0.0);
        if let Projection::Orthographic(o) = projection.as_mut() {
            o.scale = scale;
        }
    }
}

/// Redraws stars and ships when the log has grown (every rule change writes to it).
fn redraw_pieces(world: &mut World, mut seen: Local<usize>) {
    let len = world.resource::<GameLog>().entries.len();
    if len == *seen && *seen != 0 {
        return;
    }
    let Some(mut looks) = world.remove_resource::<StarLooks>() else {
        return;
    };
    *seen = len.max(1);
    let mut old = world.query_filtered::<Entity, With<Dynamic>>();
    let old: Vec<Entity> = old.iter(world).collect();
    for e in old {
        world.despawn(e);
    }
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let disc = looks.disc.clone();
    let mut q = world.query::<(&Star, &Position)>();
    let stars: Vec<(Star, Hex)> = q.iter(world).map(|(s, p)| (s.clone(), p.0)).collect();
    for (s, hex) in &stars {
        let p = layout.world(*hex);
        // Face-down counters keep their type hidden until your ships have seen them.
        let color = match (s.owner, s.revealed, s.kind) {
            (Some(o), _, _) => seat_color(Some(o)),
            (None, false, _) => Color::srgb_u8(110, 110, 120),
            (None, true, StarKind::Advanced) => Color::srgb_u8(240, 228, 66),
            (None, true, StarKind::Primitive) => Color::srgb_u8(200, 180, 120),
            (None, true, _) => Color::srgb_u8(200, 200, 200),
        };
        let mat = looks.material(color, &mut world.resource_mut::<Assets<ColorMaterial>>());
        world.spawn((
            Dynamic,
            Mesh2d(disc.clone()),
            MeshMaterial2d(mat),
            Transform::from_xyz(p.x, p.y, 1.0),
        ));
        let label = match (s.owner, s.revealed) {
            (Some(_), _) => format!("{}", s.population),
            (None, false) => "?".to_string(),
            (None, true) => s.name.chars().take(3).collect(),
        };
        world.spawn((
            Dynamic,
            Text2d::new(label),
            TextFont::from_font_size(12.0),
            TextColor(Color::BLACK),
            Transform::from_xyz(p.x, p.y, 2.0),
        ));
    }
    for &h in &snap.occupied {
        let p = layout.world(h);
        let mut parts = Vec::new();
        for seat in Seat::ALL {
            let n = snap.ships(&board, h, seat);
            if n > 0 {
                parts.push((seat, n));
            }
        }
        for (i, (seat, n)) in parts.iter().enumerate() {
            let y = p.y - HEX_SIZE * 0.62 + i as f32 * 11.0;
            world.spawn((
                Dynamic,
                Text2d::new(format!("{n}")),
                TextFont::from_font_size(11.0),
                TextColor(seat_color(Some(*seat))),
                Transform::from_xyz(p.x, y, 3.0),
            ));
        }
    }
    world.insert_resource(looks);
}
