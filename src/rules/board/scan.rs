//! Scan orders: the twelve ways of reading the hexes of the board row by row, for rules
//! that break a tie between hexes by "the first one met" (the Chroniclers' hex
//! tiebreaker). Rows run along one of the three hex axes: rows of constant `y` read
//! along `x`, rows of constant `x` read along `y`, rows of constant `s = -x-y` read
//! along `x`. Each order says which row comes first (`+`: the lowest key) and which end
//! of a row comes first. Our reading order (by `y`, then `x`) is `y+ x+`.
//!
//! Written as two words: the row axis with its direction, then the axis along the row
//! with its direction ("y+ x+", "s- x+", "x- y-").

use hexx::Hex;
use serde::{Deserialize, Serialize};

/// The axis that is constant along a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RowAxis {
    X,
    Y,
    S,
}

impl RowAxis {
    fn letter(self) -> char {
        match self {
            RowAxis::X => 'x',
            RowAxis::Y => 'y',
            RowAxis::S => 's',
        }
    }

    /// The axis read along a row of this one.
    fn along(self) -> char {
        match self {
            RowAxis::X => 'y',
            RowAxis::Y | RowAxis::S => 'x',
        }
    }

    fn key(self, h: Hex) -> i32 {
        match self {
            RowAxis::X => h.x,
            RowAxis::Y => h.y,
            RowAxis::S => -h.x - h.y,
        }
    }

    fn along_key(self, h: Hex) -> i32 {
        match self {
            RowAxis::X => h.y,
            RowAxis::Y | RowAxis::S => h.x,
        }
    }
}

/// One of the twelve scan orders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ScanOrder {
    pub rows: RowAxis,
    /// Rows from the lowest key first (else the highest).
    pub rows_up: bool,
    /// Along a row, from the lowest key first (else the highest).
    pub along_up: bool,
}

impl ScanOrder {
    /// Our reading order: by `y`, then by `x`.
    pub const READING: ScanOrder = ScanOrder {
        rows: RowAxis::Y,
        rows_up: true,
        along_up: true,
    };

    /// All twelve, in a fixed order (row axis y, x, s; each with ++, +-, -+, --).
    pub fn all() -> Vec<ScanOrder> {
        let mut v = Vec::with_capacity(12);
        for rows in [RowAxis::Y, RowAxis::X, RowAxis::S] {
            for rows_up in [true, false] {
                for along_up in [true, false] {
                    v.push(ScanOrder {
                        rows,
                        rows_up,
                        along_up,
                    });
                }
            }
        }
        v
    }

    /// The sort key of a hex: smaller comes first.
    pub fn key(self, h: Hex) -> (i32, i32) {
        let sign = |up: bool| if up { 1 } else { -1 };
        (
            self.rows.key(h) * sign(self.rows_up),
            self.rows.along_key(h) * sign(self.along_up),
        )
    }

    /// Sorts hexes in this order.
    pub fn sort(self, hexes: &mut [Hex]) {
        hexes.sort_by_key(|&h| self.key(h));
    }

    /// The first of these hexes in this order.
    pub fn first(self, hexes: &[Hex]) -> Option<Hex> {
        hexes.iter().copied().min_by_key(|&h| self.key(h))
    }

    /// Its two words ("y+ x+").
    pub fn label(self) -> String {
        let sign = |up: bool| if up { '+' } else { '-' };
        format!(
            "{}{} {}{}",
            self.rows.letter(),
            sign(self.rows_up),
            self.rows.along(),
            sign(self.along_up)
        )
    }

    /// The order in a player's words ("rows of equal y from the lowest, each read from
    /// the lowest x").
    pub fn words(self) -> String {
        let end = |up: bool| if up { "lowest" } else { "highest" };
        format!(
            "rows of equal {} from the {}, each read from the {} {}",
            self.rows.letter(),
            end(self.rows_up),
            end(self.along_up),
            self.rows.along()
        )
    }

    /// The order as words for the player, in the reader's language ([`Self::words`] in
    /// English).
    pub fn says(self) -> crate::lang::Says {
        let end = |up: bool| if up { "lowest" } else { "highest" };
        crate::says!(
            "log-chr-scan-words",
            rows = self.rows.letter().to_string(),
            from = end(self.rows_up),
            read = end(self.along_up),
            along = self.rows.along().to_string()
        )
    }

    /// Reads the two words; an error says what is wrong.
    pub fn parse(text: &str) -> Result<ScanOrder, String> {
        let bad = || {
            format!(
                "{text:?} is no scan order: write the row axis and the axis along the row, each with + or - (\"y+ x+\"; rows of x read along y, rows of y or s along x)"
            )
        };
        let mut words = text.split_whitespace();
        let (Some(a), Some(b), None) = (words.next(), words.next(), words.next()) else {
            return Err(bad());
        };
        let split = |w: &str| -> Option<(char, bool)> {
            let mut c = w.chars();
            let axis = c.next()?;
            let up = match c.next()? {
                '+' => true,
                '-' => false,
                _ => return None,
            };
            c.next().is_none().then_some((axis, up))
        };
        let (Some((ra, rows_up)), Some((aa, along_up))) = (split(a), split(b)) else {
            return Err(bad());
        };
        let rows = match ra {
            'x' => RowAxis::X,
            'y' => RowAxis::Y,
            's' => RowAxis::S,
            _ => return Err(bad()),
        };
        if rows.along() != aa {
            return Err(bad());
        }
        Ok(ScanOrder {
            rows,
            rows_up,
            along_up,
        })
    }
}

impl TryFrom<String> for ScanOrder {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        ScanOrder::parse(&s)
    }
}

impl From<ScanOrder> for String {
    fn from(s: ScanOrder) -> String {
        s.label()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(x: i32, y: i32) -> Hex {
        Hex::new(x, y)
    }

    #[test]
    fn reading_order_is_y_then_x() {
        let mut v = vec![h(1, 1), h(0, 1), h(2, 0), h(-1, 2)];
        ScanOrder::READING.sort(&mut v);
        assert_eq!(v, vec![h(2, 0), h(0, 1), h(1, 1), h(-1, 2)]);
        assert_eq!(ScanOrder::READING.label(), "y+ x+");
    }

    #[test]
    fn twelve_different_orders_over_a_ring() {
        // On the ring of radius 2 around the origin every order starts somewhere, and
        // each label reads back to its order.
        let ring: Vec<Hex> = Hex::ZERO.ring(2).collect();
        let all = ScanOrder::all();
        assert_eq!(all.len(), 12);
        for o in &all {
            assert_eq!(ScanOrder::parse(&o.label()), Ok(*o));
        }
        // Each starts at a corner (two orders share each of the six), and no two read
        // the ring in the same order.
        let firsts: std::collections::HashSet<Hex> =
            all.iter().map(|o| o.first(&ring).unwrap()).collect();
        assert_eq!(firsts.len(), 6);
        let orders: std::collections::HashSet<Vec<Hex>> = all
            .iter()
            .map(|o| {
                let mut v = ring.clone();
                o.sort(&mut v);
                v
            })
            .collect();
        assert_eq!(orders.len(), 12);
    }

    #[test]
    fn each_axis_and_direction() {
        let v = [h(0, 0), h(1, -1), h(-1, 1), h(1, 0), h(0, 1)];
        let first = |s: &str| ScanOrder::parse(s).unwrap().first(&v).unwrap();
        assert_eq!(first("y+ x-"), h(1, -1));
        assert_eq!(first("x+ y-"), h(-1, 1));
        assert_eq!(first("y+ x+"), h(1, -1));
        assert_eq!(first("y- x-"), h(0, 1));
        assert_eq!(first("y- x+"), h(-1, 1));
        assert_eq!(first("x+ y+"), h(-1, 1));
        assert_eq!(first("x- y-"), h(1, 0));
        assert_eq!(first("x- y+"), h(1, -1));
        // s = -x-y: lowest s is the highest x+y.
        assert_eq!(first("s+ x+"), h(0, 1));
        assert_eq!(first("s+ x-"), h(1, 0));
        assert_eq!(first("s- x+"), h(-1, 1));
        assert_eq!(first("s- x-"), h(1, -1));
    }

    #[test]
    fn bad_words_are_refused() {
        for bad in [
            "", "y+", "y+ y+", "x+ x+", "s+ y+", "q+ x+", "y* x+", "y+ x+ z+", "y++ x+",
        ] {
            assert!(ScanOrder::parse(bad).is_err(), "{bad:?}");
        }
    }
}
