//! Path distance: how many steps from a set of hexes to every other along the board,
//! where a rule says which hexes a path may pass through (the Chroniclers measure
//! "closest" along a path they could conquer, not as the crow flies). The first and
//! the last hex of a path need not be passable: a star that blocks the way can still be
//! the one measured to. Steps go to the six neighbours on the board only (no wormhole,
//! no stargate).

use super::{Board, NO_CELL};
use hexx::Hex;
use std::collections::VecDeque;

/// Steps from the nearest of `from` to each board cell (by [`Board::index`]), passing
/// only through hexes where `passable` holds; `None` where no such path exists.
pub struct PathDistances {
    steps: Vec<Option<u32>>,
}

impl PathDistances {
    /// Measures from `from` (hexes off the board are ignored).
    pub fn measure(board: &Board, from: &[Hex], passable: impl Fn(Hex) -> bool) -> Self {
        let mut steps = vec![None; board.cell_count()];
        let mut queue = VecDeque::new();
        for &h in from {
            if let Some(i) = board
                .index(h)
                .filter(|&i| board.cell(board.hex_at(i)).is_some())
                && steps[i].is_none()
            {
                steps[i] = Some(0);
                queue.push_back((i, true));
            }
        }
        while let Some((i, start)) = queue.pop_front() {
            let d = steps[i].unwrap_or(0);
            // A path goes on only through a passable hex (its start always).
            if !start && !passable(board.hex_at(i)) {
                continue;
            }
            for &n in board.neighbour_cells(i) {
                if n == NO_CELL {
                    continue;
                }
                let n = n as usize;
                if steps[n].is_none() {
                    steps[n] = Some(d + 1);
                    queue.push_back((n, false));
                }
            }
        }
        PathDistances { steps }
    }

    /// Steps to `h`, if a path reaches it.
    pub fn to(&self, board: &Board, h: Hex) -> Option<u32> {
        board
            .index(h)
            .and_then(|i| self.steps.get(i).copied().flatten())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::SectorPlan;
    use crate::rules::model::Seat;

    fn board() -> Board {
        Board::new(4, Hex::new(4, 5), &SectorPlan::solo(Seat(0)))
    }

    #[test]
    fn open_space_is_hex_distance() {
        let b = board();
        let c = b.sector_center(crate::rules::model::SectorId(0));
        let p = PathDistances::measure(&b, &[c], |_| true);
        for h in c.range(3) {
            assert_eq!(p.to(&b, h), Some(c.unsigned_distance_to(h)), "{h:?}");
        }
    }

    #[test]
    fn a_wall_makes_the_path_go_round_and_the_wall_is_still_reached() {
        let b = board();
        let c = b.sector_center(crate::rules::model::SectorId(0));
        // A wall of the ring-1 hexes but one: the far side is reached through the gap.
        let gap = c + Hex::new(1, 0);
        let wall: Vec<Hex> = c.ring(1).filter(|&h| h != gap).collect();
        let p = PathDistances::measure(&b, &[c], |h| !wall.contains(&h));
        // Behind the wall, opposite the gap: two steps straight, more around.
        let behind = c + Hex::new(-2, 0);
        assert_eq!(c.unsigned_distance_to(behind), 2);
        assert!(p.to(&b, behind).unwrap() > 2, "{:?}", p.to(&b, behind));
        // A wall hex itself is one step away: the end of a path may be impassable.
        assert_eq!(p.to(&b, wall[0]), Some(1));
        // Fully walled in: nothing beyond the wall.
        let p = PathDistances::measure(&b, &[c], |h| h.unsigned_distance_to(c) != 1);
        assert_eq!(p.to(&b, behind), None);
        assert_eq!(p.to(&b, Hex::new(1000, 1000)), None);
    }
}
