//! The pieces on the board: stars by kind and owner with their population, relics, and
//! in each hex one ship token per seat (its shape and colour, a count badge) and one
//! counter per fleet (its letter, a size badge where you may know the size).
//!
//! In a hex the star sits a little above the middle and the pieces in a row under it;
//! a hex without a star has its row in the middle. Badges are text painted over every
//! shape, so no token or ring ever covers a count.

use super::labels::{BoardLabel, LabelAnchor};
use super::state::{BoardLayout, Looks};
use super::theme::{FACE_DOWN, HEX_SIZE, HIGHLIGHT, WORMHOLE, seat_color, star_color};
use crate::rules::model::*;
use crate::rules::snapshot::{self, HomeStar};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

/// Stars, ships and labels: rebuilt when the game changes.
#[derive(Component)]
pub struct Pieces;

/// A seat's ships in a hex as drawn: what the view shows, as data (tests read it).
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct ShipToken {
    pub seat: Seat,
    pub hex: Hex,
    /// The count on its badge.
    pub ships: usize,
}

/// A fleet counter as drawn: its letter and size when you may know them.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct FleetCounter {
    pub seat: Seat,
    pub hex: Hex,
    pub letter: Option<FleetLetter>,
    pub ships: Option<u32>,
}

/// How far a star sits above its hex's middle, leaving room for the pieces under it.
pub const STAR_LIFT: f32 = HEX_SIZE * 0.28;
const STAR_RADIUS: f32 = HEX_SIZE * 0.33;
/// The row of pieces under a star.
const ROW_UNDER_STAR: f32 = -HEX_SIZE * 0.5;
/// A token's size (its outline is about one unit across).
const TOKEN: f32 = HEX_SIZE * 0.64;
/// From one piece to the next in a row of three (a token and its badge).
const SPACING: f32 = HEX_SIZE * 1.0;
/// Two pieces sit this far either side of the middle, their badges on the outer sides.
const PAIR: f32 = HEX_SIZE * 0.45;

/// Where a hex's star is drawn.
pub fn star_at(layout: &BoardLayout, hex: Hex) -> Vec2 {
    layout.world(hex) + Vec2::Y * STAR_LIFT
}

fn label(text: impl Into<String>, at: Vec2, size: f32, color: Color) -> BoardLabel {
    BoardLabel {
        text: text.into(),
        at,
        size,
        color,
        anchor: LabelAnchor::Center,
        backdrop: None,
        optional: false,
    }
}

/// A count in a dark round badge, painted over everything.
fn badge(text: impl Into<String>, at: Vec2) -> BoardLabel {
    BoardLabel {
        backdrop: Some(Color::srgba(0.02, 0.03, 0.08, 0.92)),
        ..label(text, at, 12.0, Color::WHITE)
    }
}

fn put(world: &mut World, mesh: Handle<Mesh>, looks: &mut Looks, color: Color, t: Transform) {
    super::shapes::spawn_shape(world, looks, mesh, color, t, Pieces);
}

/// A shape of `size` filled with `fill`, on the same shape `rim` times as big in
/// `edge`: a token with its outline, a counter with its border.
#[allow(clippy::too_many_arguments)]
fn edged(
    world: &mut World,
    looks: &mut Looks,
    mesh: Handle<Mesh>,
    at: Vec2,
    size: f32,
    rim: f32,
    edge: Color,
    fill: Color,
) {
    let t = |z: f32, s: f32| Transform::from_translation(at.extend(z)).with_scale(Vec3::splat(s));
    put(world, mesh.clone(), looks, edge, t(3.0, size * rim));
    put(world, mesh, looks, fill, t(3.1, size));
}

pub fn draw(world: &mut World) {
    // Whose fleets you may read: your own, and everyone's once the game is over.
    let knows = super::state::secrets_for(world);
    let hidden = |seat: Seat| knows.is_some_and(|v| v != seat);
    let roster = world.resource::<Roster>().clone();
    let Some(mut looks) = world.remove_resource::<Looks>() else {
        return;
    };
    super::shapes::despawn_all::<Pieces>(world);
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
    for (s, hex) in &stars {
        let p = star_at(&layout, *hex);
        // Face-down counters keep their type hidden until your ships have seen them.
        let color = star_color(&roster, s.owner, s.revealed, s.kind);
        put(
            world,
            looks.glow.clone(),
            &mut looks,
            color.with_alpha(0.45),
            Transform::from_translation(p.extend(0.6)),
        );
        if homes.contains(hex) {
            put(
                world,
                looks.home_ring.clone(),
                &mut looks,
                HIGHLIGHT,
                Transform::from_translation(p.extend(0.8)),
            );
        }
        put(
            world,
            looks.disc.clone(),
            &mut looks,
            color,
            Transform::from_translation(p.extend(1.0))
                .with_scale(Vec3::splat(STAR_RADIUS / (HEX_SIZE * 0.4))),
        );
        let text = match (s.owner, s.revealed) {
            (None, false) => "?".to_string(),
            _ => s.population.to_string(),
        };
        world.spawn((
            super::shapes::OnBoard,
            Pieces,
            label(text, p, 15.0, Color::BLACK),
        ));
        // A relic: "R?" face down, "R" turned up (the hex tooltip says which).
        if let Some(&(_, up)) = relics.iter().find(|(h, _)| h == hex) {
            world.spawn((
                super::shapes::OnBoard,
                Pieces,
                BoardLabel {
                    anchor: LabelAnchor::Right,
                    ..label(
                        if up {
                            crate::t!("pieces-relic-up")
                        } else {
                            crate::t!("pieces-relic-down")
                        },
                        p + Vec2::new(STAR_RADIUS + 2.0, 0.0),
                        12.0,
                        WORMHOLE,
                    )
                },
            ));
        }
        if s.revealed || s.owner.is_some() {
            // Names are read when zoomed in; at a distance the hex tooltip gives them.
            world.spawn((
                super::shapes::OnBoard,
                Pieces,
                BoardLabel {
                    anchor: LabelAnchor::Above,
                    optional: true,
                    ..label(
                        s.name.to_string(),
                        p + Vec2::Y * (STAR_RADIUS + 1.0),
                        12.0,
                        Color::srgb_u8(200, 205, 220),
                    )
                },
            ));
        }
    }
    // What each automa's kind marks beside a hex, in the seat's colour (a Remnant system
    // not opened yet).
    for seat in roster.automas().collect::<Vec<_>>() {
        let Some(kind) = roster.kind(seat) else {
            continue;
        };
        let (r, g, b) = roster.info(seat).colour;
        for mark in kind.marks(world, seat) {
            let p = star_at(&layout, mark.hex);
            world.spawn((
                super::shapes::OnBoard,
                Pieces,
                BoardLabel {
                    anchor: LabelAnchor::Left,
                    backdrop: Some(Color::srgb_u8(30, 30, 40)),
                    ..label(
                        mark.label,
                        p - Vec2::new(STAR_RADIUS + 2.0, 0.0),
                        12.0,
                        Color::srgb_u8(r, g, b),
                    )
                },
            ));
        }
    }
    // What stands in each hex: per seat, its ships then its fleets.
    let pieces = snapshot::all_pieces(world);
    let fleets = snapshot::all_fleets(world);
    let mut hexes: Vec<Hex> = pieces
        .iter()
        .map(|p| p.2)
        .chain(fleets.iter().map(|f| f.2))
        .collect();
    hexes.sort_by(crate::rules::board::hex_order);
    hexes.dedup();
    for h in hexes {
        let mut items: Vec<Item> = Vec::new();
        for seat in roster.seats() {
            let ships = pieces
                .iter()
                .filter(|(_, s, at)| *s == seat && *at == h)
                .count();
            if ships > 0 {
                items.push(Item::Ships(ShipToken {
                    seat,
                    hex: h,
                    ships,
                }));
            }
            for (_, f, at) in &fleets {
                if f.owner == seat && *at == h {
                    items.push(Item::Fleet(FleetCounter {
                        seat,
                        hex: h,
                        letter: (!(f.face_down && hidden(seat))).then_some(f.letter),
                        ships: (!hidden(seat)).then_some(f.ships),
                    }));
                }
            }
        }
        let has_star = stars.iter().any(|(_, at)| *at == h);
        let middle = layout.world(h);
        let row_y = if has_star { ROW_UNDER_STAR } else { 0.0 };
        // Up to three a row; more rows hang below. A badge goes on the side away from
        // its row's neighbours, so that a two-digit count covers no other piece.
        for (k, item) in items.iter().enumerate() {
            let (row, col) = (k / 3, k % 3);
            let in_row = (items.len() - row * 3).min(3);
            let x = match in_row {
                2 => (col as f32 * 2.0 - 1.0) * PAIR,
                _ => (col as f32 - (in_row as f32 - 1.0) / 2.0) * SPACING,
            };
            let side = if in_row > 1 && col == 0 { -1.0 } else { 1.0 };
            let at = middle + Vec2::new(x, row_y - row as f32 * SPACING);
            draw_item(world, &mut looks, &roster, item, at, side);
        }
    }
    world.insert_resource(looks);
}

enum Item {
    Ships(ShipToken),
    Fleet(FleetCounter),
}

/// Draws one piece at `at`, its badge on the right (`side` 1) or the left (-1).
fn draw_item(
    world: &mut World,
    looks: &mut Looks,
    roster: &Roster,
    item: &Item,
    at: Vec2,
    side: f32,
) {
    // The badge hangs on the token's side, clear of the star above it, growing away
    // from the token as its digits do.
    let badge_at = |text: String| BoardLabel {
        anchor: if side > 0.0 {
            LabelAnchor::Right
        } else {
            LabelAnchor::Left
        },
        ..badge(text, at + Vec2::new(side * TOKEN * 0.62, -TOKEN * 0.12))
    };
    match item {
        Item::Ships(t) => {
            let colour = seat_color(roster, Some(t.seat));
            let mesh = looks.token(roster.info(t.seat).token);
            edged(world, looks, mesh, at, TOKEN, 1.3, Color::BLACK, colour);
            world.spawn((
                super::shapes::OnBoard,
                Pieces,
                t.clone(),
                badge_at(t.ships.to_string()),
            ));
        }
        Item::Fleet(f) => {
            let colour = seat_color(roster, Some(f.seat));
            // A counter: the seat's colour round it; face down, grey inside.
            let face = if f.letter.is_some() {
                colour
            } else {
                FACE_DOWN
            };
            let tile = looks.tile.clone();
            edged(world, looks, tile, at, TOKEN * 0.8, 1.3125, colour, face);
            let letter = f.letter.map_or("?".to_string(), |l| format!("{l:?}"));
            world.spawn((
                super::shapes::OnBoard,
                Pieces,
                label(letter, at, 13.0, Color::BLACK),
            ));
            let size = f.ships.map_or("?".to_string(), |n| n.to_string());
            world.spawn((super::shapes::OnBoard, Pieces, f.clone(), badge_at(size)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The seed-9 game at your first move, with the view's meshes and layout.
    fn drawn_game() -> App {
        let mut app = crate::view::game_at_your_move(9);
        app.init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<ColorMaterial>>()
            .insert_resource(BoardLayout(
                hexx::HexLayout::pointy().with_hex_size(HEX_SIZE),
            ));
        let world = app.world_mut();
        let mut meshes = world.resource_mut::<Assets<Mesh>>();
        let mesh = meshes.add(Rectangle::new(1.0, 1.0));
        world.insert_resource(Looks {
            hex: mesh.clone(),
            disc: mesh.clone(),
            dot: mesh.clone(),
            outline: mesh.clone(),
            hex_ring: mesh.clone(),
            home_ring: mesh.clone(),
            glow: mesh.clone(),
            tile: mesh.clone(),
            tokens: vec![mesh.clone(); crate::rules::data::TokenShape::ALL.len()],
            beam: mesh,
            materials: Vec::new(),
        });
        app
    }

    fn shown<T: Component + Clone>(world: &mut World) -> Vec<T> {
        world.query::<&T>().iter(world).cloned().collect()
    }

    #[test]
    fn a_face_down_fleet_shows_neither_letter_nor_size_until_the_game_ends() {
        let mut app = drawn_game();
        let world = app.world_mut();
        let home = crate::view::your_home(world);
        let near = home + hexx::Hex::new(1, 0);
        world.spawn((
            Fleet {
                owner: Seat::SLAVERS,
                letter: FleetLetter::C,
                ships: 5,
                face_down: true,
            },
            Position(near),
        ));
        draw(world);
        let tokens: Vec<ShipToken> = shown(world);
        let yours = snapshot::all_pieces(world)
            .iter()
            .filter(|p| p.1 == Seat::PLAYER && p.2 == home)
            .count();
        assert!(
            tokens.contains(&ShipToken {
                seat: Seat::PLAYER,
                hex: home,
                ships: yours
            }),
            "your ships at home, counted on one token: {tokens:?}"
        );
        let counters: Vec<FleetCounter> = shown(world);
        assert!(
            counters.contains(&FleetCounter {
                seat: Seat::SLAVERS,
                hex: near,
                letter: None,
                ships: None
            }),
            "{counters:?}"
        );
        // Every badge is painted over the shapes: none is optional.
        let labels: Vec<BoardLabel> = shown(world);
        assert!(labels.iter().any(|l| l.backdrop.is_some() && l.text == "?"));
        assert!(
            labels
                .iter()
                .filter(|l| l.backdrop.is_some())
                .all(|l| !l.optional)
        );

        // Once the game is over every counter is told.
        world.insert_resource(crate::rules::phases::FinalResult {
            dp: 0,
            rank: String::new(),
            by_source: Vec::new(),
            standings: Vec::new(),
            ended_early: None,
        });
        draw(world);
        let counters: Vec<FleetCounter> = shown(world);
        assert!(
            counters.contains(&FleetCounter {
                seat: Seat::SLAVERS,
                hex: near,
                letter: Some(FleetLetter::C),
                ships: Some(5)
            }),
            "{counters:?}"
        );
    }
}
