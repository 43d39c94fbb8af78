//! Straight walks that bounce at the board's edge: a force walking a number of hexes in
//! one of the six directions (anomalies ignored), turning when the next hex is off the
//! board. Directions are numbered 1-6 as the rules number them: (+1,0), (0,+1),
//! (-1,+1), (-1,0), (0,-1), (+1,-1), each 60 degrees from the one before.
//!
//! The bounce (our rule, RULES.md): when the next hex is off the board, the walk tries the
//! direction two further on and the one two back (120 degrees either way: the mirror on a
//! straight edge); if only one leads onto the board it takes it, if both do the caller
//! chooses (a die), if neither does it turns back. A bounce costs no step.

use super::Board;
use hexx::Hex;

/// The six directions, numbered 1-6 (index + 1).
pub const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// The most steps a walk takes, whatever it is asked (a table's number is checked far
/// below this; this bound only keeps a hostile value from hanging the game).
pub const MAX_STEPS: u32 = 1_000;

/// The hex next to `h` in direction `dir` (1-6).
pub fn step(h: Hex, dir: u8) -> Hex {
    let (x, y) = DIRECTIONS[(dir.clamp(1, 6) - 1) as usize];
    Hex::new(h.x + x, h.y + y)
}

/// The direction `turn` steps of 60 degrees on from `dir` (negative: back), in 1-6.
pub fn turn(dir: u8, turn: i8) -> u8 {
    ((dir as i16 - 1 + turn as i16).rem_euclid(6) + 1) as u8
}

/// The directions (1-6) whose first hex from `h` is on the board, in order.
pub fn open_directions(board: &Board, h: Hex) -> Vec<u8> {
    (1..=6).filter(|&d| board.contains(step(h, d))).collect()
}

/// A turn the walk made at the edge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bounce {
    /// Where the walk stood when the next hex was off the board.
    pub at: Hex,
    /// The direction it was going.
    pub from: u8,
    /// The direction it took.
    pub to: u8,
    /// Both turns led onto the board: the two it chose between (by the caller's die).
    pub between: Option<[u8; 2]>,
}

/// A walk as it went: every hex entered in order (the last is where it ended) and the
/// bounces on the way.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Walk {
    pub path: Vec<Hex>,
    pub bounces: Vec<Bounce>,
}

impl Walk {
    /// Where the walk ended (`from` when it could not move at all).
    pub fn end(&self, from: Hex) -> Hex {
        self.path.last().copied().unwrap_or(from)
    }
}

/// Walks `steps` hexes from `from` in direction `dir`, bouncing at the board's edge.
/// `choose` picks one of two directions when both turns lead onto the board (it returns
/// 0 or 1: the caller rolls the die and records it). A board of one hex goes nowhere.
pub fn walk(
    board: &Board,
    from: Hex,
    dir: u8,
    steps: u32,
    mut choose: impl FnMut([u8; 2]) -> usize,
) -> Walk {
    let mut out = Walk::default();
    let mut at = from;
    let mut dir = dir.clamp(1, 6);
    for _ in 0..steps.min(MAX_STEPS) {
        if !board.contains(step(at, dir)) {
            let left = turn(dir, 2);
            let right = turn(dir, -2);
            let (to, between) = match (
                board.contains(step(at, left)),
                board.contains(step(at, right)),
            ) {
                (true, true) => {
                    let pair = [left, right];
                    (pair[choose(pair).min(1)], Some(pair))
                }
                (true, false) => (left, None),
                (false, true) => (right, None),
                (false, false) => (turn(dir, 3), None),
            };
            out.bounces.push(Bounce {
                at,
                from: dir,
                to,
                between,
            });
            dir = to;
            if !board.contains(step(at, dir)) {
                // Nowhere to go from here (a board of one hex, or a spike).
                break;
            }
        }
        at = step(at, dir);
        out.path.push(at);
    }
    out
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
    fn directions_turn_round_the_clock() {
        assert_eq!(turn(1, 2), 3);
        assert_eq!(turn(1, -2), 5);
        assert_eq!(turn(5, 3), 2);
        assert_eq!(turn(6, 1), 1);
        for d in 1..=6 {
            // Each direction's neighbour in the list is 60 degrees round: adjacent hexes.
            let a = step(Hex::ZERO, d);
            let b = step(Hex::ZERO, turn(d, 1));
            assert_eq!(a.unsigned_distance_to(b), 1, "{d}");
            assert_eq!(step(step(Hex::ZERO, d), turn(d, 3)), Hex::ZERO);
        }
    }

    #[test]
    fn a_walk_inside_the_board_goes_straight() {
        let b = board();
        let w = walk(&b, Hex::ZERO, 1, 2, |_| panic!("no bounce"));
        assert_eq!(w.path, vec![Hex::new(1, 0), Hex::new(2, 0)]);
        assert!(w.bounces.is_empty());
    }

    #[test]
    fn a_walk_bounces_at_the_edge_without_spending_a_step_and_never_leaves() {
        let b = board();
        for &start in b.hexes.iter() {
            for d in open_directions(&b, start) {
                let w = walk(&b, start, d, 30, |_| 0);
                assert_eq!(w.path.len(), 30, "from {start:?} dir {d}: every step taken");
                assert!(w.path.iter().all(|h| b.contains(*h)));
                for pair in w.path.windows(2) {
                    assert_eq!(pair[0].unsigned_distance_to(pair[1]), 1);
                }
            }
        }
    }

    #[test]
    fn a_bounce_between_two_open_turns_asks_the_caller() {
        let b = board();
        // Walk far in every direction from the middle: some bounce must offer a choice.
        let mut asked = 0;
        for d in 1..=6 {
            let w = walk(&b, Hex::new(4, 5), d, 40, |pair| {
                asked += 1;
                assert_ne!(pair[0], pair[1]);
                1
            });
            for bounce in w.bounces.iter().filter(|x| x.between.is_some()) {
                assert_eq!(Some(bounce.to), bounce.between.map(|p| p[1]));
            }
        }
        assert!(asked > 0);
    }

    #[test]
    fn a_huge_walk_is_bounded() {
        let b = board();
        let w = walk(&b, Hex::ZERO, 1, u32::MAX, |_| 0);
        assert_eq!(w.path.len(), MAX_STEPS as usize);
    }
}
