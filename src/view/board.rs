//! The board drawn in 2D: hexes by terrain, stars by owner with their population,
//! wormholes, and the ships and fleets in each hex. Pieces are redrawn when the game
//! changes and no animation is playing; the selection overlay when the selection does.

use super::Screen;
use super::animation::Animations;
use super::state::{BoardBounds, BoardLayout, FitRequest, GameVersion, Hover, Looks, Selection};
use super::theme::{HEX_SIZE, seat_color, terrain_color};

use super::labels::{BoardLabel, LabelAnchor};
use crate::rules::board::Board;
use crate::rules::model::*;
use crate::rules::ops::{self, HomeStar};
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::{Hex, HexLayout};

/// Spawns one flat shape on the board with its cached colour material; `tag` says
/// which redraw owns it.
pub fn spawn_shape(
    world: &mut World,
    looks: &mut Looks,
    mesh: Handle<Mesh>,
    color: Color,
    transform: Transform,
    tag: impl Bundle,
) {
    let mat = looks.material(color, &mut world.resource_mut::<Assets<ColorMaterial>>());
    world.spawn((OnBoard, tag, Mesh2d(mesh), MeshMaterial2d(mat), transform));
}

/// Removes every entity with the marker `T` (one redraw's shapes).
pub fn despawn_all<T: Component>(world: &mut World) {
    let old: Vec<Entity> = world
        .query_filtered::<Entity, With<T>>()
        .iter(world)
        .collect();
    for e in old {
        world.despawn(e);
    }
}

/// Everything drawn for the current game (removed when the game is left).
#[derive(Component)]
pub struct OnBoard;

/// Stars, ships and labels: rebuilt when the game changes.
#[derive(Component)]
struct Pieces;

/// Selection, reach and path highlights: rebuilt when the selection changes.
#[derive(Component)]
struct Overlay;

pub fn plugin(app: &mut App) {
    app.insert_resource(BoardLayout(HexLayout::pointy().with_hex_size(HEX_SIZE)))
        .insert_resource(ClearColor(Color::srgb_u8(8, 10, 20)))
        .add_systems(Startup, make_looks)
        .add_systems(OnEnter(Screen::Game), draw_board)
        .add_systems(OnEnter(Screen::Title), clear_board)
        .add_systems(OnEnter(Screen::NewGame), clear_board)
        .add_systems(
            PostUpdate,
            (redraw_pieces, redraw_overlay)
                .run_if(in_state(Screen::Game).or_else(in_state(Screen::GameOver))),
        );
}

fn make_looks(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.insert_resource(Looks {
        hex: meshes.add(RegularPolygon::new(HEX_SIZE * 0.96, 6)),
        disc: meshes.add(Circle::new(HEX_SIZE * 0.40)),
        token: meshes.add(Rectangle::new(HEX_SIZE * 0.8, HEX_SIZE * 0.44)),
        dot: meshes.add(Circle::new(HEX_SIZE * 0.12)),
        ring: meshes.add(Annulus::new(HEX_SIZE * 0.55, HEX_SIZE * 0.75)),
        outline: meshes.add(Annulus::new(HEX_SIZE * 0.78, HEX_SIZE * 0.9)),
        ship: meshes.add(Triangle2d::new(
            Vec2::new(7.0, 0.0),
            Vec2::new(-5.0, 4.5),
            Vec2::new(-5.0, -4.5),
        )),
        beam: meshes.add(Rectangle::new(1.0, 1.0)),
        materials: Vec::new(),
    });
}

fn clear_board(mut commands: Commands, drawn: Query<Entity, With<OnBoard>>) {
    for e in &drawn {
        commands.entity(e).despawn();
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_board(
    mut commands: Commands,
    board: Res<Board>,
    layout: Res<BoardLayout>,
    mut looks: ResMut<Looks>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    drawn: Query<Entity, With<OnBoard>>,
    mut bounds: ResMut<BoardBounds>,
    mut fit: ResMut<FitRequest>,
) {
    for e in &drawn {
        commands.entity(e).despawn();
    }
    let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for &h in &board.hexes {
        let p = layout.world(h);
        min = min.min(p);
        max = max.max(p);
        let t = board.terrain(h).unwrap_or(Terrain::Empty);
        commands.spawn((
            OnBoard,
            Mesh2d(looks.hex.clone()),
            MeshMaterial2d(looks.material(terrain_color(t), &mut materials)),
            Transform::from_xyz(p.x, p.y, 0.0),
        ));
    }
    let wormhole = looks.material(Color::srgb_u8(204, 121, 167), &mut materials);
    for &w in &board.wormholes {
        let p = layout.world(w);
        commands.spawn((
            OnBoard,
            Mesh2d(looks.ring.clone()),
            MeshMaterial2d(wormhole.clone()),
            Transform::from_xyz(p.x, p.y, 0.5),
        ));
    }
    *bounds = BoardBounds { min, max };
    fit.0 = true;
}

/// Redraws stars and ships when the game changed and nothing is being animated.
fn redraw_pieces(world: &mut World, mut seen: Local<Option<GameVersion>>) {
    if world.resource::<Animations>().busy() || !world.contains_resource::<Board>() {
        return;
    }
    let now = GameVersion::of(world);
    let fresh = world
        .query_filtered::<(), With<Pieces>>()
        .iter(world)
        .next()
        .is_none();
    if *seen == Some(now) && !fresh {
        return;
    }
    *seen = Some(now);
    draw_pieces(world);
}

fn draw_pieces(world: &mut World) {
    // Whose fleets you may read: your own, and everyone's once the game is over.
    let knows = super::state::secrets_for(world);
    let hidden = |seat: Seat| knows.is_some_and(|v| v != seat);
    let roster = world.resource::<Roster>().clone();
    let Some(mut looks) = world.remove_resource::<Looks>() else {
        return;
    };
    despawn_all::<Pieces>(world);
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let homes: Vec<Hex> = world
        .query_filtered::<&Position, With<HomeStar>>()
        .iter(world)
        .map(|p| p.0)
        .collect();
    let stars: Vec<(Star, Hex)> = world
        .query::<(&Star, &Position)>()
        .iter(world)
        .map(|(s, p)| (s.clone(), p.0))
        .collect();
    let relics: Vec<(Hex, bool)> = world
        .query::<(&crate::rules::content::relic::Relic, &Position)>()
        .iter(world)
        .map(|(r, p)| (p.0, r.revealed))
        .collect();
    let spawn = |world: &mut World, (mesh, color, at): (Mesh2d, Color, Vec3), looks: &mut Looks| {
        spawn_shape(
            world,
            looks,
            mesh.0,
            color,
            Transform::from_translation(at),
            Pieces,
        );
    };
    for (s, hex) in &stars {
        let p = layout.world(*hex);
        // Face-down counters keep their type hidden until your ships have seen them.
        let color = match (s.owner, s.revealed, s.kind) {
            (Some(o), _, _) => seat_color(&roster, Some(o)),
            (None, false, _) => Color::srgb_u8(110, 110, 120),
            (None, true, StarKind::Advanced) => Color::srgb_u8(240, 228, 66),
            (None, true, StarKind::Primitive) => Color::srgb_u8(200, 180, 120),
            (None, true, _) => Color::srgb_u8(200, 200, 200),
        };
        if homes.contains(hex) {
            spawn(
                world,
                (
                    Mesh2d(looks.outline.clone()),
                    Color::srgb_u8(240, 228, 66),
                    p.extend(0.8),
                ),
                &mut looks,
            );
        }
        spawn(
            world,
            (Mesh2d(looks.disc.clone()), color, p.extend(1.0)),
            &mut looks,
        );
        let label = match (s.owner, s.revealed) {
            (Some(_), _) => format!("{}", s.population),
            (None, false) => "?".to_string(),
            (None, true) => format!("{}", s.population),
        };
        world.spawn((
            OnBoard,
            Pieces,
            BoardLabel {
                text: label,
                at: p,
                size: 15.0,
                color: Color::BLACK,
                anchor: LabelAnchor::Center,
            },
        ));
        // A relic: "R?" face down, "R" turned up (the hex tooltip says which).
        if let Some(&(_, up)) = relics.iter().find(|(h, _)| h == hex) {
            world.spawn((
                OnBoard,
                Pieces,
                BoardLabel {
                    text: if up { "R".into() } else { "R?".into() },
                    at: p + Vec2::new(HEX_SIZE * 0.62, HEX_SIZE * 0.35),
                    size: 12.0,
                    color: Color::srgb_u8(204, 121, 167),
                    anchor: LabelAnchor::Right,
                },
            ));
        }
        if s.revealed || s.owner.is_some() {
            world.spawn((
                OnBoard,
                Pieces,
                BoardLabel {
                    text: s.name.to_string(),
                    // On the star's ring, not over it.
                    at: p + Vec2::Y * HEX_SIZE * 0.75,
                    size: 11.0,
                    color: Color::srgb_u8(200, 205, 220),
                    anchor: LabelAnchor::Above,
                },
            ));
        }
    }
    sector_bonus_labels(world, &layout, &roster);
    // Ships: one token per seat in the hex, pieces count then fleet letters. Automa
    // fleet sizes stay hidden ("?").
    let pieces = ops::all_pieces(world);
    let fleets = ops::all_fleets(world);
    let mut hexes: Vec<Hex> = pieces
        .iter()
        .map(|p| p.2)
        .chain(fleets.iter().map(|f| f.2))
        .collect();
    hexes.sort_by(crate::rules::board::hex_order);
    hexes.dedup();
    for h in hexes {
        let p = layout.world(h);
        let mut row = 0;
        for seat in roster.seats() {
            let n = pieces
                .iter()
                .filter(|(_, s, at)| *s == seat && *at == h)
                .count();
            let mut text = if n > 0 { n.to_string() } else { String::new() };
            for (_, f, at) in &fleets {
                if f.owner == seat && *at == h {
                    let letter = if f.face_down && hidden(seat) {
                        "?".to_string()
                    } else {
                        format!("{:?}", f.letter)
                    };
                    let size = if !hidden(seat) {
                        f.ships.to_string()
                    } else {
                        "?".into()
                    };
                    if !text.is_empty() {
                        text.push(' ');
                    }
                    text.push_str(&format!("{letter}{size}"));
                }
            }
            if text.is_empty() {
                continue;
            }
            // Under the star's ring (its outer edge is at 0.75), one row per seat.
            let at = Vec2::new(p.x, p.y - HEX_SIZE * 0.95 + row as f32 * -14.0);
            spawn(
                world,
                (
                    Mesh2d(looks.token.clone()),
                    Color::srgba(0.0, 0.0, 0.0, 0.7),
                    at.extend(3.0),
                ),
                &mut looks,
            );
            world.spawn((
                OnBoard,
                Pieces,
                BoardLabel {
                    text,
                    at,
                    size: 13.0,
                    color: seat_color(&roster, Some(seat)),
                    anchor: LabelAnchor::Center,
                },
            ));
            row += 1;
        }
    }
    world.insert_resource(looks);
}

/// Each home sector's starting bonus, written under the sector in its owner's colour.
fn sector_bonus_labels(world: &mut World, layout: &BoardLayout, roster: &Roster) {
    let bonuses = world
        .resource::<crate::rules::content::people::SectorBonuses>()
        .0
        .clone();
    let board = world.resource::<Board>().clone();
    for (seat, bonus) in bonuses {
        let Some(sector) = board
            .sector_ids()
            .find(|&id| board.sector(id).is_some_and(|s| s.home_of == Some(seat)))
        else {
            continue;
        };
        // Under the sector's lowest hex, centred on the sector.
        let mid = layout.world(board.sector_center(sector)).x;
        let low = board
            .hexes
            .iter()
            .filter(|&&h| board.sector_of(h) == Some(sector))
            .map(|&h| layout.world(h).y)
            .fold(f32::MAX, f32::min);
        world.spawn((
            OnBoard,
            Pieces,
            BoardLabel {
                text: format!("Sector bonus: {}", super::panel::sector_bonus_text(bonus)),
                at: Vec2::new(mid, low - HEX_SIZE * 1.0),
                size: 13.0,
                color: seat_color(roster, Some(seat)),
                anchor: LabelAnchor::Below,
            },
        ));
    }
}

/// Highlights: the hovered hex, the selected ships' hex, where they can go and the
/// path to the hovered hex.
#[allow(clippy::type_complexity)]
fn redraw_overlay(world: &mut World, mut seen: Local<Option<(u64, Option<Hex>, Vec<Hex>)>>) {
    let sel_gen = world.resource::<Selection>().generation;
    let hover = world.resource::<Hover>().hex;
    // Hexes you may retreat to, or stars you may defend, while you are asked.
    let retreat: Vec<Hex> = match &world.resource::<PromptSlot>().0 {
        Some(Prompt::RetreatWhere { options, .. } | Prompt::GuardStars { stars: options, .. }) => {
            options.iter().map(|&(x, y)| Hex::new(x, y)).collect()
        }
        _ => Vec::new(),
    };
    let key = (sel_gen, hover, retreat.clone());
    if seen.as_ref() == Some(&key) {
        return;
    }
    *seen = Some(key);
    let Some(mut looks) = world.remove_resource::<Looks>() else {
        return;
    };
    despawn_all::<Overlay>(world);
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let board = world.resource::<Board>().clone();
    let sel = world.resource::<Selection>().clone();
    let put = |world: &mut World, mesh: Handle<Mesh>, color: Color, at: Vec3, looks: &mut Looks| {
        spawn_shape(
            world,
            looks,
            mesh,
            color,
            Transform::from_translation(at),
            Overlay,
        );
    };
    // Hexes you can pick: where the selection can go (faint), where to retreat (yellow).
    let reachable = board.hexes.iter().filter(|&&h| {
        Some(h) != sel.hex && sel.reach.as_ref().is_some_and(|r| r.contains(&board, h))
    });
    let picks = reachable
        .map(|&h| (h, Color::srgba(1.0, 1.0, 1.0, 0.09)))
        .chain(
            retreat
                .iter()
                .map(|&h| (h, Color::srgba(0.94, 0.89, 0.26, 0.3))),
        );
    for (h, color) in picks {
        put(
            world,
            looks.hex.clone(),
            color,
            layout.world(h).extend(0.3),
            &mut looks,
        );
    }
    if let Some(reach) = &sel.reach
        && let Some(to) = hover.filter(|h| reach.contains(&board, *h) && Some(*h) != sel.hex)
    {
        for step in reach.path(&board, to) {
            put(
                world,
                looks.dot.clone(),
                Color::srgb_u8(240, 228, 66),
                layout.world(step).extend(4.0),
                &mut looks,
            );
        }
    }
    if let Some(h) = sel.hex {
        put(
            world,
            looks.outline.clone(),
            Color::srgb_u8(240, 228, 66),
            layout.world(h).extend(4.0),
            &mut looks,
        );
    }
    if let Some(h) = hover.filter(|h| board.contains(*h)) {
        put(
            world,
            looks.outline.clone(),
            Color::srgba(1.0, 1.0, 1.0, 0.5),
            layout.world(h).extend(4.1),
            &mut looks,
        );
    }
    world.insert_resource(looks);
}
