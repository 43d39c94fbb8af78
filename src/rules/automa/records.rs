//! What the automas did, kept for the view to animate: moves with their paths and
//! spawns. Any kind records into these.

use crate::rules::model::Seat;
use bevy::prelude::*;

/// A move that happened, for the view to animate.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveMade {
    pub seat: Seat,
    pub path: Vec<(i32, i32)>,
}

#[derive(Resource, Debug, Clone, Default)]
pub struct MovesMade(pub Vec<MoveMade>);

/// Spawns that happened (seat, hex, ships), for the view to show.
#[derive(Resource, Debug, Clone, Default)]
pub struct Spawned(pub Vec<(Seat, (i32, i32), u32)>);
