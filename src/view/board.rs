//! The board drawn in 2D: a starfield, hexes by terrain with their details, wormholes
//! and sector borders (once a game); the pieces (see `pieces`), redrawn when the game
//! changes and no animation is playing; the overlay (selection, reach, path, the last
//! automa decision's hexes) when any of them does.

use super::animation::Animations;
use super::screen::Screen;
use super::shapes::{OnBoard, despawn_all, spawn_shape};
use super::state::{BoardBounds, BoardLayout, FitRequest, GameVersion, Hover, Looks, Selection};
use super::theme::{HEX_SIZE, seat_color, terrain_color};

use super::labels::{BoardLabel, LabelAnchor};
use super::meshes::{Scatter, Shapes};
use super::pieces::Pieces;
use crate::rules::board::Board;
use crate::rules::data::TokenShape;
use crate::rules::model::*;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::{Hex, HexLayout};

/// The board's own art (hexes by terrain, wormholes, borders, the sky): drawn again
/// alone when the terrain changes.
#[derive(Component)]
struct BoardArt;

/// Selection, reach and path highlights: rebuilt when the selection changes.
#[derive(Component)]
struct Overlay;

pub fn plugin(app: &mut App) {
    app.insert_resource(BoardLayout(HexLayout::pointy().with_hex_size(HEX_SIZE)))
        .insert_resource(ClearColor(Color::srgb_u8(8, 10, 20)))
        .add_systems(Startup, make_looks)
        .add_systems(
            OnEnter(Screen::Game),
            (clear_board, draw_board, fit_board).chain(),
        )
        // A star destroyed or made during play changes the terrain: drawn again.
        .add_systems(
            PostUpdate,
            draw_board.run_if(in_state(Screen::Game).and_then(resource_changed::<Board>)),
        )
        .add_systems(OnEnter(Screen::Title), clear_board)
        .add_systems(OnEnter(Screen::NewGame), clear_board)
        .add_systems(
            PostUpdate,
            (redraw_pieces, redraw_overlay)
                .run_if(in_state(Screen::Game).or_else(in_state(Screen::GameOver))),
        );
}

fn make_looks(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    use super::meshes;
    commands.insert_resource(Looks {
        hex: meshes.add(RegularPolygon::new(HEX_SIZE * 0.96, 6)),
        disc: meshes.add(Circle::new(HEX_SIZE * 0.40)),
        dot: meshes.add(Circle::new(HEX_SIZE * 0.12)),
        outline: meshes.add(Annulus::new(HEX_SIZE * 0.78, HEX_SIZE * 0.9)),
        hex_ring: meshes.add(meshes::hex_ring(HEX_SIZE * 0.9, HEX_SIZE * 0.1)),
        home_ring: meshes.add(Annulus::new(HEX_SIZE * 0.37, HEX_SIZE * 0.46)),
        glow: meshes.add(meshes::glow(HEX_SIZE * 0.8)),
        tile: meshes.add(Rectangle::new(1.0, 1.0)),
        tokens: TokenShape::ALL
            .iter()
            .map(|&t| meshes.add(meshes::solid(&super::theme::token_outline(t))))
            .collect(),
        beam: meshes.add(Rectangle::new(1.0, 1.0)),
        materials: Vec::new(),
    });
}

fn clear_board(mut commands: Commands, drawn: Query<Entity, With<OnBoard>>) {
    for e in &drawn {
        commands.entity(e).despawn();
    }
}

/// The board itself, drawn once a game: the sky, hexes by terrain with their details,
/// wormholes, and the borders of the sectors.
fn draw_board(world: &mut World) {
    despawn_all::<BoardArt>(world);
    let Some(mut looks) = world.remove_resource::<Looks>() else {
        return;
    };
    let board = world.resource::<Board>().clone();
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let (mut min, mut max) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for &h in &board.hexes {
        let p = layout.world(h);
        min = min.min(p);
        max = max.max(p);
        let t = board.terrain(h).unwrap_or(Terrain::Empty);
        let mesh = looks.hex.clone();
        spawn_shape(
            world,
            &mut looks,
            mesh,
            terrain_color(t),
            Transform::from_xyz(p.x, p.y, 0.0),
            BoardArt,
        );
    }
    let mut art = Shapes::default();
    for &h in &board.hexes {
        terrain_details(
            &mut art,
            &layout,
            h,
            board.terrain(h).unwrap_or(Terrain::Empty),
        );
    }
    // Spawn points in purple; linked wormholes in blue-green, each end numbered alike.
    let spawn_points = board.wormholes.iter().map(|&w| (w, [0.8, 0.47, 0.65]));
    let link_ends = board
        .links
        .iter()
        .flat_map(|&(a, b)| [a, b])
        .map(|w| (w, [0.35, 0.8, 0.75]));
    for (w, [r, g, b]) in spawn_points.chain(link_ends) {
        let p = layout.world(w);
        art.glow(p, HEX_SIZE * 0.85, [r, g, b, 0.55]);
        let ring = super::meshes::circle(p, HEX_SIZE * 0.62, 24);
        for k in 0..ring.len() {
            art.line(ring[k], ring[(k + 1) % ring.len()], 3.0, [r, g, b, 1.0]);
        }
        art.disc(p, HEX_SIZE * 0.4, 20, [0.03, 0.02, 0.06, 1.0]);
    }
    sector_borders(&mut art, &board, &layout);
    let mut meshes = world.resource_mut::<Assets<Mesh>>();
    let art = meshes.add(art.into_mesh());
    let margin = Vec2::splat(HEX_SIZE * 60.0);
    let sky = meshes.add(super::meshes::starfield(min - margin, max + margin));
    for (mesh, z) in [(sky, -5.0), (art, 0.5)] {
        spawn_shape(
            world,
            &mut looks,
            mesh,
            super::meshes::BY_VERTEX,
            Transform::from_xyz(0.0, 0.0, z),
            BoardArt,
        );
    }
    world.insert_resource(looks);
    *world.resource_mut::<BoardBounds>() = BoardBounds { min, max };
}

/// A new game's board is fitted to the window once drawn.
fn fit_board(mut fit: ResMut<FitRequest>) {
    fit.0 = true;
}

/// What makes a terrain recognisable without a tooltip: a nebula's clouds, an asteroid
/// field's rocks, a neutron star's bright point and beams.
fn terrain_details(art: &mut Shapes, layout: &BoardLayout, h: Hex, t: Terrain) {
    let p = layout.world(h);
    let mut rng = Scatter::new(((h.x as i64 * 7919) ^ (h.y as i64 * 104_729)) as u64);
    let spot = |rng: &mut Scatter, r: f32| {
        let a = rng.range(0.0, std::f32::consts::TAU);
        p + Vec2::from_angle(a) * rng.range(0.0, r)
    };
    match t {
        Terrain::Nebula => {
            for _ in 0..4 {
                let at = spot(&mut rng, HEX_SIZE * 0.4);
                art.glow(
                    at,
                    rng.range(HEX_SIZE * 0.3, HEX_SIZE * 0.55),
                    [0.85, 0.5, 0.9, 0.35],
                );
            }
        }
        Terrain::Asteroids => {
            for _ in 0..7 {
                let at = spot(&mut rng, HEX_SIZE * 0.62);
                let r = rng.range(1.6, 3.6);
                let rock: Vec<Vec2> = (0..6)
                    .map(|k| {
                        let a = k as f32 * std::f32::consts::TAU / 6.0;
                        at + Vec2::from_angle(a) * r * rng.range(0.7, 1.2)
                    })
                    .collect();
                let g = rng.range(0.55, 0.75);
                let c = [g, g * 0.85, g * 0.65, 1.0];
                art.fan(at, &rock, c, c);
            }
        }
        Terrain::NeutronStar => {
            art.glow(p, HEX_SIZE * 0.6, [0.7, 0.85, 1.0, 0.6]);
            let beam = Vec2::from_angle(1.1) * HEX_SIZE * 0.7;
            art.line(p - beam, p + beam, 1.6, [0.85, 0.93, 1.0, 0.8]);
            art.disc(p, 3.0, 10, [1.0, 1.0, 1.0, 1.0]);
        }
        // Rubble: a dim red glow, a broken ring and scattered shards.
        Terrain::Ruin => {
            art.glow(p, HEX_SIZE * 0.55, [0.55, 0.18, 0.12, 0.45]);
            let ring = super::meshes::circle(p, HEX_SIZE * 0.42, 18);
            for k in (0..ring.len()).filter(|k| k % 3 != 0) {
                art.line(
                    ring[k],
                    ring[(k + 1) % ring.len()],
                    2.0,
                    [0.62, 0.32, 0.26, 0.9],
                );
            }
            for _ in 0..5 {
                let at = spot(&mut rng, HEX_SIZE * 0.5);
                let a = rng.range(0.0, std::f32::consts::TAU);
                let shard: Vec<Vec2> = [0.0, 2.2, 4.1]
                    .iter()
                    .map(|&k| at + Vec2::from_angle(a + k) * rng.range(1.5, 3.5))
                    .collect();
                let c = [0.5, 0.36, 0.32, 1.0];
                art.fan(at, &shard, c, c);
            }
        }
        Terrain::Empty | Terrain::Star => {}
    }
}

/// Lines where one sector meets another, and round the board's edge.
fn sector_borders(art: &mut Shapes, board: &Board, layout: &BoardLayout) {
    let color = [0.62, 0.68, 0.85, 0.75];
    for &h in &board.hexes {
        let p = layout.world(h);
        let corners = super::meshes::circle(p, HEX_SIZE, 6);
        for n in h.all_neighbors() {
            let other = board.contains(n).then(|| board.sector_of(n));
            let border = match other {
                None => true,
                // Each inner edge once, from the hex that sorts first.
                Some(s) => {
                    s != board.sector_of(h)
                        && crate::rules::board::hex_order(&h, &n) == std::cmp::Ordering::Less
                }
            };
            if !border {
                continue;
            }
            let mid = (p + layout.world(n)) / 2.0;
            let mut near: Vec<Vec2> = corners.clone();
            near.sort_by(|a, b| a.distance(mid).total_cmp(&b.distance(mid)));
            art.line(near[0], near[1], 2.2, color);
        }
    }
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
    super::pieces::draw(world);
    sector_bonus_labels(world);
    link_labels(world);
}

/// The number of each wormhole link on both its ends, so that the pairs read at a glance.
fn link_labels(world: &mut World) {
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let links = world.resource::<Board>().links.clone();
    for (i, (a, b)) in links.into_iter().enumerate() {
        for h in [a, b] {
            world.spawn((
                OnBoard,
                Pieces,
                BoardLabel {
                    text: (i + 1).to_string(),
                    at: layout.world(h),
                    size: 12.0,
                    color: Color::srgb(0.55, 0.95, 0.9),
                    anchor: LabelAnchor::Center,
                    backdrop: None,
                    optional: false,
                },
            ));
        }
    }
}

/// Each home sector's starting bonus, written under the sector in its owner's colour.
fn sector_bonus_labels(world: &mut World) {
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let roster = world.resource::<Roster>().clone();
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
        // Under the sector's lowest hex, centred on the sector; beside it, on its right,
        // where another sector lies below it (a home sector above the center).
        let centre = layout.world(board.sector_center(sector));
        let mid = centre.x;
        let points: Vec<Vec2> = board
            .hexes
            .iter()
            .filter(|&&h| board.sector_of(h) == Some(sector))
            .map(|&h| layout.world(h))
            .collect();
        let low = points.iter().map(|p| p.y).fold(f32::MAX, f32::min);
        let right = points.iter().map(|p| p.x).fold(f32::MIN, f32::max);
        let below_is_board = board.hexes.iter().any(|&h| {
            let p = layout.world(h);
            board.sector_of(h) != Some(sector) && p.y < low && (p.x - mid).abs() < HEX_SIZE * 2.0
        });
        // Beside a sector the text takes two lines, to stay narrow.
        let bonus = super::words::sector_bonus_text(bonus);
        let (at, anchor, text) = if below_is_board {
            (
                Vec2::new(right + HEX_SIZE, centre.y),
                LabelAnchor::Right,
                crate::t!("board-sector-bonus-beside", bonus = bonus.as_str()),
            )
        } else {
            (
                Vec2::new(mid, low - HEX_SIZE),
                LabelAnchor::Below,
                crate::t!("board-sector-bonus", bonus = bonus.as_str()),
            )
        };
        world.spawn((
            OnBoard,
            Pieces,
            BoardLabel {
                text,
                at,
                size: 13.0,
                color: seat_color(&roster, Some(seat)),
                anchor,
                backdrop: None,
                optional: false,
            },
        ));
    }
}

/// What the overlay was drawn from: the selection, the hovered hex, the hexes offered,
/// and the log's length with the decision picked in the panel.
type OverlayKey = (u64, Option<Hex>, Vec<Hex>, usize, super::decisions::Picked);

/// A scan that broke a tie between hexes: an arrow from each tied hex to the next in the
/// order it read them, the first (the one taken) outlined.
fn draw_scan(
    world: &mut World,
    looks: &mut Looks,
    layout: &BoardLayout,
    board: &Board,
    scan: &[Hex],
    colour: Color,
) {
    let on: Vec<Hex> = scan
        .iter()
        .copied()
        .filter(|h| board.contains(*h))
        .collect();
    if on.len() < 2 {
        return;
    }
    let arrow = colour.with_alpha(0.85);
    let beam = |world: &mut World, looks: &mut Looks, from: Vec2, to: Vec2, width: f32| {
        let d = to - from;
        spawn_shape(
            world,
            looks,
            looks.beam.clone(),
            arrow,
            Transform {
                translation: ((from + to) / 2.0).extend(4.2),
                rotation: Quat::from_rotation_z(d.y.atan2(d.x)),
                scale: Vec3::new(d.length(), width, 1.0),
            },
            Overlay,
        );
    };
    for pair in on.windows(2) {
        let (a, b) = (layout.world(pair[0]), layout.world(pair[1]));
        let dir = (b - a).normalize_or_zero();
        // Off the stars at both ends, so their tokens stay readable.
        let (from, to) = (a + dir * 14.0, b - dir * 14.0);
        if (to - from).dot(dir) <= 0.0 {
            continue;
        }
        beam(world, looks, from, to, 2.5);
        // The head: two short strokes back from the tip.
        for turn in [2.6f32, -2.6] {
            let back = Vec2::from_angle(turn).rotate(dir) * 9.0;
            beam(world, looks, to, to + back, 2.5);
        }
    }
    spawn_shape(
        world,
        looks,
        looks.outline.clone(),
        Color::srgb_u8(240, 228, 66),
        Transform::from_translation(layout.world(on[0]).extend(4.3)),
        Overlay,
    );
}

/// Highlights: the hovered hex, the selected ships' hex, where they can go, the path to
/// the hovered hex, and the hexes of the automa decision the panel shows.
fn redraw_overlay(world: &mut World, mut seen: Local<Option<OverlayKey>>) {
    let sel_gen = world.resource::<Selection>().generation;
    let hover = world.resource::<Hover>().hex;
    // Hexes you may retreat to, or stars you may defend, while you are asked.
    let retreat: Vec<Hex> = match &world.resource::<PromptSlot>().0 {
        Some(Prompt::RetreatWhere { options, .. } | Prompt::GuardStars { stars: options, .. }) => {
            options.iter().map(|&(x, y)| Hex::new(x, y)).collect()
        }
        // A kind's question about hexes: each option's hex.
        Some(Prompt::KindChoice { options, .. }) => options
            .iter()
            .filter_map(|o| o.hex.map(|(x, y)| Hex::new(x, y)))
            .collect(),
        _ => Vec::new(),
    };
    // Cheap to compare every frame; the log is read only when it or the panel changed.
    let key = (
        sel_gen,
        hover,
        retreat.clone(),
        world.resource::<crate::rules::log::GameLog>().entries.len(),
        *world.resource::<super::decisions::Picked>(),
    );
    if seen.as_ref() == Some(&key) {
        return;
    }
    *seen = Some(key);
    // The last automa decision's hexes stay marked in its colour.
    let last = super::decisions::shown_hexes(world);
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
        .map(|&h| (h, Color::srgba(1.0, 1.0, 1.0, 0.05)))
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
    if let Some(shown) = &last {
        let roster = world.resource::<Roster>().clone();
        let colour = seat_color(&roster, Some(shown.seat)).mix(&Color::WHITE, 0.25);
        for &h in shown.hexes.iter().filter(|h| board.contains(**h)) {
            put(
                world,
                looks.hex_ring.clone(),
                colour,
                layout.world(h).extend(3.9),
                &mut looks,
            );
        }
        draw_scan(world, &mut looks, &layout, &board, &shown.scan, colour);
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
