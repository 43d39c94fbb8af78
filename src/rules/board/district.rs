//! Districts: the seven areas a sector is cut into, for rules that aim at part of a
//! sector rather than all of it (a card back naming where a force goes).
//!
//! District 0, the core, is the centre hex and the hexes within `core` of it. Districts
//! 1 to 6 are wedges of the rings beyond: wedge `i` at ring `r` holds the `r` hexes
//! from `centre + r·dir(i)` stepping along `dir(i + 2)`, so each ring is shared out
//! evenly and every hex of the sector lies in exactly one district. Directions 1 to 6
//! are (+1, 0), (0, +1), (−1, +1), (−1, 0), (0, −1), (+1, −1).

use super::Board;
use crate::rules::model::SectorId;
use hexx::Hex;

/// The six directions, in the order districts are numbered.
const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// How many districts a sector has: the core and six wedges.
pub const DISTRICTS: u8 = 7;

fn dir(i: usize) -> Hex {
    let (x, y) = DIRECTIONS[(i - 1) % 6];
    Hex::new(x, y)
}

/// The district of a hex at `offset` from its sector's centre, with a core of radius
/// `core` (0 for the core, 1 to 6 for a wedge).
pub fn district_at_offset(offset: Hex, core: u32) -> u8 {
    let r = offset.unsigned_distance_to(Hex::ZERO);
    if r <= core {
        return 0;
    }
    let r = r as i32;
    for i in 1..=6 {
        let corner = dir(i) * r;
        let step = dir(i + 2);
        if (0..r).any(|j| corner + step * j == offset) {
            return i as u8;
        }
    }
    // Every hex of a ring lies on one of the six runs; unreachable for a ring hex.
    0
}

/// The hexes of district `k` of `sector` that are on the board, in reading order (by y,
/// then x). Empty for a district number beyond 6 or a sector the board lacks.
pub fn district_hexes(board: &Board, sector: SectorId, k: u8, core: u32) -> Vec<Hex> {
    if k >= DISTRICTS || board.sector(sector).is_none() {
        return Vec::new();
    }
    let centre = board.sector_center(sector);
    let mut hexes: Vec<Hex> = board
        .hexes_of(sector)
        .filter(|&h| district_at_offset(h - centre, core) == k)
        .collect();
    hexes.sort_by(super::hex_order);
    hexes
}

/// The sector and district of a board hex.
pub fn district_of(board: &Board, h: Hex, core: u32) -> Option<(SectorId, u8)> {
    let sector = board.sector_of(h)?;
    Some((
        sector,
        district_at_offset(h - board.sector_center(sector), core),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::SectorPlan;
    use crate::rules::model::Seat;

    #[test]
    fn every_hex_of_a_sector_lies_in_one_district_and_the_wedges_share_the_rings() {
        let board = Board::new(4, Hex::new(4, 5), &SectorPlan::solo(Seat(0)));
        for sector in board.sector_ids() {
            let all: Vec<Hex> = board.hexes_of(sector).collect();
            assert_eq!(all.len(), 61);
            let mut seen = 0;
            for k in 0..DISTRICTS {
                let hexes = district_hexes(&board, sector, k, 1);
                // The core: 7 hexes; each wedge: 2 + 3 + 4 of rings 2 to 4.
                assert_eq!(hexes.len(), if k == 0 { 7 } else { 9 }, "district {k}");
                assert!(
                    hexes
                        .windows(2)
                        .all(|w| (w[0].y, w[0].x) < (w[1].y, w[1].x))
                );
                for &h in &hexes {
                    assert_eq!(district_of(&board, h, 1), Some((sector, k)));
                }
                seen += hexes.len();
            }
            assert_eq!(seen, all.len());
        }
        assert!(district_hexes(&board, SectorId(0), 7, 1).is_empty());
        assert!(district_hexes(&board, SectorId(9), 1, 1).is_empty());
    }

    #[test]
    fn the_wedges_turn_with_the_directions() {
        let c = Hex::ZERO;
        // Wedge 1 starts at 2 steps along (+1, 0) and runs along (-1, +1).
        assert_eq!(district_at_offset(c + Hex::new(2, 0), 1), 1);
        assert_eq!(district_at_offset(c + Hex::new(1, 1), 1), 1);
        // (0, 2) is wedge 2's corner.
        assert_eq!(district_at_offset(c + Hex::new(0, 2), 1), 2);
        assert_eq!(district_at_offset(c + Hex::new(1, -2), 1), 5);
        assert_eq!(district_at_offset(c + Hex::new(2, -1), 1), 6);
        assert_eq!(district_at_offset(c + Hex::new(1, -1), 1), 0);
        // A larger core takes ring 2 too.
        assert_eq!(district_at_offset(c + Hex::new(2, 0), 2), 0);
    }
}
