//! The board: hex sectors (home sectors and the center sector) laid out as the base
//! game lays them, their printed terrain, the stars and the wormholes. Geometry lives in
//! the [`Board`] resource; stars, sectors and wormholes are entities.

pub mod district;
mod generate;
pub mod path;
mod reach;
pub mod scan;
pub mod walk;

pub use generate::*;
pub use reach::*;

use crate::rules::model::{Seat, SectorId, SectorRole, Terrain};
use bevy::prelude::*;
use hexx::Hex;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub sector: SectorId,
    pub terrain: Terrain,
}

/// One sector tile: what it is for, whose home it is, and its central hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SectorInfo {
    pub role: SectorRole,
    /// The seat whose home sector it is.
    pub home_of: Option<Seat>,
    pub center: Hex,
}

/// The sectors a board is made of, in order (home sectors first, then the center).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectorPlan {
    pub role: SectorRole,
    pub home_of: Option<Seat>,
}

impl SectorPlan {
    /// The solo board: your home sector and the center sector.
    pub fn solo(you: Seat) -> Vec<SectorPlan> {
        vec![
            SectorPlan {
                role: SectorRole::Home,
                home_of: Some(you),
            },
            SectorPlan {
                role: SectorRole::Center,
                home_of: None,
            },
        ]
    }
}

/// No board cell (a neighbour off the board).
pub const NO_CELL: u32 = u32::MAX;

/// Turns an axial offset by 60 degrees around the origin.
fn turn(h: Hex) -> Hex {
    Hex::new(-h.y, h.x + h.y)
}

/// The fixed geometry of the board: which hexes exist, their sector and terrain. Shared:
/// rule code copies the board out of the world to read it beside the world, and a copy
/// is then a pointer (it is changed only while it is laid out).
#[derive(Resource, Debug, Clone)]
pub struct Board(std::sync::Arc<BoardData>);

impl std::ops::Deref for Board {
    type Target = BoardData;
    fn deref(&self) -> &BoardData {
        &self.0
    }
}

impl std::ops::DerefMut for Board {
    fn deref_mut(&mut self) -> &mut BoardData {
        std::sync::Arc::make_mut(&mut self.0)
    }
}

/// The board's cells and sectors. Cells are kept in a dense grid so look-ups in the
/// movement search are cheap.
#[derive(Debug, Clone)]
pub struct BoardData {
    pub radius: u32,
    pub sectors: Vec<SectorInfo>,
    min: Hex,
    width: i32,
    height: i32,
    cells: Vec<Option<Cell>>,
    /// For every cell, the cells of its six neighbours on the board ([`NO_CELL`] where
    /// the board ends): the movement search walks these instead of hex arithmetic.
    neighbours: Vec<[u32; 6]>,
    /// The cell of each hex of `hexes`, in the same order.
    hex_cells: Vec<u32>,
    /// For every cell, what entering it is to the movement search ([`MoveClass`]):
    /// kept with the terrain, so a search need not read every cell's terrain first.
    move_class: Vec<u8>,
    /// Every hex of the board in a stable reading order (by y, then x).
    pub hexes: Vec<Hex>,
    /// Wormhole hexes, numbered 1-3 in this order; the first is the center sector's.
    pub wormholes: Vec<Hex>,
    /// Wormholes joined in pairs (the base game's): a ship steps from one end to the
    /// other as to a neighbouring hex. Numbered from 1 in this order, both ends alike.
    pub links: Vec<(Hex, Hex)>,
}

/// What entering a cell is to the movement search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum MoveClass {
    /// Not on the board.
    Off = 0,
    /// One movement point.
    Open = 1,
    Nebula = 2,
    NeutronStar = 3,
}

impl MoveClass {
    pub fn of(terrain: Option<Terrain>) -> MoveClass {
        match terrain {
            None => MoveClass::Off,
            Some(Terrain::Nebula) => MoveClass::Nebula,
            Some(Terrain::NeutronStar) => MoveClass::NeutronStar,
            Some(_) => MoveClass::Open,
        }
    }
}

/// Stable reading order for hexes: used to number candidates before a random selection.
pub fn hex_order(a: &Hex, b: &Hex) -> std::cmp::Ordering {
    (a.y, a.x).cmp(&(b.y, b.x))
}

/// How hexes are named in logs and scenario files: axial "(x, y)".
pub fn hex_label(h: Hex) -> String {
    let mut s = String::with_capacity(12);
    push_hex_label(&mut s, h);
    s
}

/// Appends a hex's label ("(3, -2)") to `out`: the log writes thousands of them a game,
/// and this skips the formatting machinery.
pub fn push_hex_label(out: &mut String, h: Hex) {
    fn push_int(out: &mut String, v: i32) {
        if v < 0 {
            out.push('-');
        }
        let mut n = v.unsigned_abs();
        let mut digits = [0u8; 10];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &d in &digits[i..] {
            out.push(d as char);
        }
    }
    out.push('(');
    push_int(out, h.x);
    out.push_str(", ");
    push_int(out, h.y);
    out.push(')');
}

impl Board {
    /// An empty board (every hex empty space) of the planned sectors, laid out as the
    /// base game lays them: the center sector at `center_offset` and the home sectors
    /// around it at every other position, the first at the origin (so the solo board is
    /// the first home sector with the center sector beside it).
    pub fn new(radius: u32, center_offset: Hex, plan: &[SectorPlan]) -> Self {
        let mut homes_placed = 0;
        let sectors: Vec<SectorInfo> = plan
            .iter()
            .map(|p| {
                let center = match p.role {
                    SectorRole::Center => center_offset,
                    SectorRole::Home => {
                        // From the center back to the origin, turned 120 degrees per home.
                        let mut v = Hex::ZERO - center_offset;
                        for _ in 0..homes_placed * 2 {
                            v = turn(v);
                        }
                        homes_placed += 1;
                        center_offset + v
                    }
                };
                SectorInfo {
                    role: p.role,
                    home_of: p.home_of,
                    center,
                }
            })
            .collect();
        let mut hexes: Vec<Hex> = sectors
            .iter()
            .flat_map(|s| hexx::shapes::hexagon(s.center, radius))
            .collect();
        hexes.sort_by(hex_order);
        hexes.dedup();
        let min = Hex::new(
            hexes.iter().map(|h| h.x).min().unwrap(),
            hexes.iter().map(|h| h.y).min().unwrap(),
        );
        let width = hexes.iter().map(|h| h.x).max().unwrap() - min.x + 1;
        let height = hexes.iter().map(|h| h.y).max().unwrap() - min.y + 1;
        let mut board = BoardData {
            radius,
            sectors: sectors.clone(),
            min,
            width,
            height,
            cells: vec![None; (width * height) as usize],
            neighbours: Vec::new(),
            hex_cells: Vec::new(),
            move_class: Vec::new(),
            hexes: Vec::new(),
            wormholes: Vec::new(),
            links: Vec::new(),
        };
        for &h in &hexes {
            let nearest = sectors
                .iter()
                .position(|s| h.unsigned_distance_to(s.center) <= radius)
                .unwrap_or(0);
            let sector = SectorId(nearest as u8);
            let i = board.index(h).unwrap();
            board.cells[i] = Some(Cell {
                sector,
                terrain: Terrain::Empty,
            });
        }
        board.neighbours = (0..board.cells.len())
            .map(|i| {
                let here = board.hex_at(i);
                let mut out = [NO_CELL; 6];
                for (slot, nb) in out.iter_mut().zip(here.all_neighbors()) {
                    if let Some(j) = board.index(nb).filter(|&j| board.cells[j].is_some()) {
                        *slot = j as u32;
                    }
                }
                out
            })
            .collect();
        board.move_class = (0..board.cells.len())
            .map(|i| MoveClass::of(board.terrain_at_cell(i)) as u8)
            .collect();
        board.hex_cells = hexes
            .iter()
            .map(|&h| board.index(h).unwrap() as u32)
            .collect();
        board.hexes = hexes;
        Board(std::sync::Arc::new(board))
    }
}

impl BoardData {
    /// The base game's wormhole links for this board: for each gap in the ring of
    /// sectors around the center that two home sectors border, the middle hex of each
    /// one's edge facing it, joined to the other's.
    pub fn gap_links(&self) -> Vec<(Hex, Hex)> {
        let Some(center) = self
            .sectors
            .iter()
            .find(|s| s.role == SectorRole::Center)
            .map(|s| s.center)
        else {
            return Vec::new();
        };
        let homes: Vec<Hex> = self
            .sectors
            .iter()
            .filter(|s| s.role == SectorRole::Home)
            .map(|s| s.center)
            .collect();
        let Some(&first) = homes.first() else {
            return Vec::new();
        };
        // The six positions around the center, turning from the first home sector's.
        let mut v = first - center;
        let mut ring = Vec::new();
        for _ in 0..6 {
            ring.push(center + v);
            v = turn(v);
        }
        let step = first.unsigned_distance_to(center);
        let mut links = Vec::new();
        for (i, &gap) in ring.iter().enumerate() {
            if self.sectors.iter().any(|s| s.center == gap) {
                continue;
            }
            let beside = [ring[(i + 5) % 6], ring[(i + 1) % 6]];
            if !beside.iter().all(|b| homes.contains(b)) {
                continue;
            }
            let [a, b] = beside.map(|home| {
                // The edge facing the gap: the hexes of this sector nearest to it; its
                // middle is the median of them in reading order.
                let mut edge: Vec<Hex> = hexx::shapes::hexagon(home, self.radius)
                    .filter(|h| h.unsigned_distance_to(gap) == step - self.radius)
                    .collect();
                edge.sort_by(hex_order);
                edge[edge.len() / 2]
            });
            links.push((a, b));
        }
        links
    }

    /// Every wormhole hex: the spawn points and both ends of every link.
    pub fn wormhole_hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        self.wormholes
            .iter()
            .copied()
            .chain(self.links.iter().flat_map(|&(a, b)| [a, b]))
    }

    /// The board cells next to cell `i` ([`NO_CELL`] where the board ends).
    pub fn neighbour_cells(&self, i: usize) -> &[u32; 6] {
        &self.neighbours[i]
    }

    /// The terrain of cell `i`, if it is on the board.
    pub fn terrain_at_cell(&self, i: usize) -> Option<Terrain> {
        self.cells.get(i).copied().flatten().map(|c| c.terrain)
    }

    /// The cells of [`Board::hexes`], in the same order.
    pub fn hex_cells(&self) -> &[u32] {
        &self.hex_cells
    }

    /// Dense index of a hex, if it is on the board.
    pub fn index(&self, h: Hex) -> Option<usize> {
        // Checked: a hex from a file may lie anywhere in i32.
        let x = h.x.checked_sub(self.min.x)?;
        let y = h.y.checked_sub(self.min.y)?;
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
            self.move_class[i] = MoveClass::of(Some(terrain)) as u8;
        }
    }

    /// What entering each cell is to the movement search, by cell ([`MoveClass`] as
    /// numbers).
    pub fn move_classes(&self) -> &[u8] {
        &self.move_class
    }

    pub fn sector_of(&self, h: Hex) -> Option<SectorId> {
        self.cell(h).map(|c| c.sector)
    }

    /// The sector a hex lies in, with its role and owner.
    pub fn sector_info_at(&self, h: Hex) -> Option<&SectorInfo> {
        self.sector(self.sector_of(h)?)
    }

    /// Whether a hex lies in a center sector.
    pub fn in_center(&self, h: Hex) -> bool {
        self.sector_info_at(h)
            .is_some_and(|s| s.role == SectorRole::Center)
    }

    /// Whether a hex lies in `seat`'s home sector.
    pub fn in_home_of(&self, h: Hex, seat: Seat) -> bool {
        self.sector_info_at(h)
            .is_some_and(|s| s.home_of == Some(seat))
    }

    pub fn sector_center(&self, sector: SectorId) -> Hex {
        self.sectors
            .get(sector.0 as usize)
            .map_or(Hex::ZERO, |s| s.center)
    }

    /// Every sector, in order.
    pub fn sector_ids(&self) -> impl Iterator<Item = SectorId> + use<> {
        (0..self.sectors.len() as u8).map(SectorId)
    }

    pub fn sector(&self, sector: SectorId) -> Option<&SectorInfo> {
        self.sectors.get(sector.0 as usize)
    }

    /// The first sector with this role.
    pub fn first_with(&self, role: SectorRole) -> Option<SectorId> {
        self.sectors
            .iter()
            .position(|s| s.role == role)
            .map(|i| SectorId(i as u8))
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

#[cfg(test)]
mod label_tests {
    use super::*;

    #[test]
    fn hex_labels_read_like_the_formatter() {
        for (x, y) in [(0, 0), (3, -2), (-17, 250), (i32::MIN, i32::MAX), (9, 10)] {
            assert_eq!(hex_label(Hex::new(x, y)), format!("({x}, {y})"));
        }
    }
}
