//! What the board's drawings are made of: each drawn shape is an entity marked as the
//! current game's, and each redraw removes its own before drawing again.

use super::state::Looks;
use bevy::prelude::*;

/// Everything drawn for the current game (removed when the game is left).
#[derive(Component)]
pub struct OnBoard;

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
