//! The solo board: two hex sectors side by side, their printed terrain, the stars and
//! the wormholes. Geometry lives in the [`Board`] resource; stars, sectors and wormholes
//! are entities.

mod generate;
mod reach;

pub use generate::*;
pub use reach::*;

use crate::rules::model::{SectorId, Terrain};
use bevy::prelude::*;
use hexx::Hex;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub sector: SectorId,
    pub terrain: Terrain,
}

/// The fixed geometry of the board: which hexes exist, their sector and terrain.
/// Cells are kept in a dense grid so look-ups in the movement search are cheap.
#[derive(Resource, Debug, Clone)]
pub struct Board {
    pub radius: u32,
    pub home_center: Hex,
    pub center_center: Hex,
    min: Hex,
    width: i32,
    height: i32,
    cells: Vec<Option<Cell>>,
    /// Every hex of the board in a stable reading order (by y, then x).
    pub hexes: Vec<Hex>,
    /// Wormhole hexes, numbered 1-3 in this order; the first is the center sector's.
    pub wormholes: Vec<Hex>,
}

/// Stable reading order for hexes: used to number candidates before a random selection.
pub fn hex_order(a: &Hex, b: &Hex) -> std::cmp::Ordering {
    (a.y, a.x).cmp(&(b.y, b.x))
}

/// How hexes are named in logs and scenario files: axial "(x, y)".
pub fn hex_label(h: Hex) -> String {
    format!("({}, {})", h.x, h.y)
}

impl Board {
    /// An empty board of two sectors (every hex empty space).
    pub fn new(radius: u32, center_offset: Hex) -> Self {
        let home = Hex::ZERO;
        let mut hexes: Vec<Hex> = hexx::shapes::hexagon(home, radius)
            .chain(hexx::shapes::hexagon(center_offset, radius))
            .collect();
        hexes.sort_by(hex_order);
        hexes.dedup();
        let min = Hex::new(
            hexes.iter().map(|h| h.x).min().unwrap(),
            hexes.iter().map(|h| h.y).min().unwrap(),
        );
        let width = hexes.iter().map(|h| h.x).max().unwrap() - min.x + 1;
        let height = hexes.iter().map(|h| h.y).max().unwrap() - min.y + 1;
        let mut board = Board {
            radius,
            home_center: home,
            center_center: center_offset,
            min,
            width,
            height,
            cells: vec![None; (width * height) as usize],
            hexes: Vec::new(),
            wormholes: Vec::new(),
        };
        for &h in &hexes {
            let sector = if h.unsigned_distance_to(home) <= radius {
                SectorId::Home
            } else {
                SectorId::Center
            };
            let i = board.index(h).unwrap();
            board.cells[i] = Some(Cell {
                sector,
                terrain: Terrain::Empty,
            });
        }
        board.hexes = hexes;
        board
    }

    /// Dense index of a hex, if it is on the board.
    pub fn index(&self, h: Hex) -> Option<usize> {
        let x = h.x - self.min.x;
        let y = h.y - self.min.y;
        if x < 0 || y < 0 || x >= self.width || y >= self.height {
            return None;
        }
        let i = (y * self.width + x) as usize;
        Some(i)
    }

    pub fn cell_count(&self) -> usize {
        self.cells.len()
    }

    pub fn cell(&self, h: Hex) -> Option<Cell> {
        self.index(h).and_then(|i| self.cells[i])
    }

    pub fn contains(&self, h: Hex) -> bool {
        self.cell(h).is_some()
    }

    pub fn terrain(&self, h: Hex) -> Option<Terrain> {
        self.cell(h).map(|c| c.terrain)
    }

    pub fn set_terrain(&mut self, h: Hex, terrain: Terrain) {
        if let Some(i) = self.index(h)
            && let Some(c) = self.cells[i].as_mut()
        {
            c.terrain = terrain;
        }
    }

    pub fn sector_of(&self, h: Hex) -> Option<SectorId> {
        self.cell(h).map(|c| c.sector)
    }

    pub fn sector_center(&self, sector: SectorId) -> Hex {
        match sector {
            SectorId::Home => self.home_center,
            SectorId::Center => self.center_center,
        }
    }

    pub fn hexes_of(&self, sector: SectorId) -> impl Iterator<Item = Hex> + '_ {
        self.hexes
            .iter()
            .copied()
            .filter(move |&h| self.sector_of(h) == Some(sector))
    }

    /// Inverse of [`Board::index`].
    pub fn hex_at(&self, i: usize) -> Hex {
        let i = i as i32;
        Hex::new(i % self.width + self.min.x, i / self.width + self.min.y)
    }
}
