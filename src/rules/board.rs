//! Four-row board geometry shared by all three games.
//!
//! Each player owns two rows and plays around them as a ring: local index 0 is the player's own
//! leftmost back-row pit, the back row runs left to right (0..cols), the front row right to left
//! (cols..2·cols). Going up the indices is counter-clockwise seen from above, for both players.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two players. South sits at rows 1–2, North at rows 3–4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// 0 for South, 1 for North: an index into per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter used in position strings.
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    pub fn from_letter(text: &str) -> Option<Side> {
        match text {
            "S" => Some(Side::South),
            "N" => Some(Side::North),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "South",
            Side::North => "North",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A pit named by its owner and its index on the owner's counter-clockwise ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pit {
    pub side: Side,
    pub index: u8,
}

impl Pit {
    pub fn new(side: Side, index: u8) -> Pit {
        Pit { side, index }
    }
}

/// A square in board coordinates: column 0.. from South's left (a, b, …), row 1..=4 from South's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    pub col: u8,
    pub row: u8,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row)
    }
}

/// The shape of a four-row board: 8 columns (Bao, Omweso) or 12 (Bao la Kimasai).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Geometry {
    cols: u8,
}

impl Geometry {
    pub const fn new(cols: u8) -> Geometry {
        Geometry { cols }
    }

    pub fn cols(self) -> u8 {
        self.cols
    }

    /// Pits in one player's ring.
    pub fn ring_len(self) -> u8 {
        2 * self.cols
    }

    /// Whether `pit` is a pit of this board (one of another board may come from a stale layout).
    pub fn contains(self, pit: Pit) -> bool {
        pit.index < self.ring_len()
    }

    pub fn is_front(self, index: u8) -> bool {
        index >= self.cols
    }

    /// The next pit counter-clockwise on the same ring.
    pub fn next(self, index: u8) -> u8 {
        (index + 1) % self.ring_len()
    }

    /// The next pit clockwise on the same ring.
    pub fn prev(self, index: u8) -> u8 {
        (index + self.ring_len() - 1) % self.ring_len()
    }

    /// For a front-row pit, the opponent's front-row pit in the same column (opponent's index).
    pub fn opposite_front(self, front_index: u8) -> u8 {
        debug_assert!(self.is_front(front_index));
        3 * self.cols - 1 - front_index
    }

    /// For a front-row pit, the opponent's back-row pit in the same column (opponent's index).
    pub fn opposite_back(self, front_index: u8) -> u8 {
        debug_assert!(self.is_front(front_index));
        front_index - self.cols
    }

    pub fn square(self, pit: Pit) -> Square {
        let (c, i) = (self.cols, pit.index);
        match (pit.side, i < c) {
            (Side::South, true) => Square { col: i, row: 1 },
            (Side::South, false) => Square { col: 2 * c - 1 - i, row: 2 },
            (Side::North, true) => Square { col: c - 1 - i, row: 4 },
            (Side::North, false) => Square { col: i - c, row: 3 },
        }
    }

    pub fn pit(self, square: Square) -> Pit {
        let (c, col) = (self.cols, square.col);
        match square.row {
            1 => Pit::new(Side::South, col),
            2 => Pit::new(Side::South, 2 * c - 1 - col),
            3 => Pit::new(Side::North, c + col),
            _ => Pit::new(Side::North, c - 1 - col),
        }
    }

    /// Reads a square name such as `b2`; `None` if it is not on this board.
    pub fn parse_square(self, text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let col = chars.next()?;
        let row = chars.as_str().parse::<u8>().ok()?;
        if !col.is_ascii_lowercase() || !(1..=4).contains(&row) {
            return None;
        }
        let col = col as u8 - b'a';
        (col < self.cols).then_some(Square { col, row })
    }

    /// Every pit of both players, South's ring first.
    pub fn pits(self) -> impl Iterator<Item = Pit> {
        Side::BOTH.into_iter().flat_map(move |side| self.pits_of(side))
    }

    /// Every pit of `side`, in the order of its ring.
    pub fn pits_of(self, side: Side) -> impl Iterator<Item = Pit> {
        (0..self.ring_len()).map(move |i| Pit::new(side, i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_pits_are_inverse_on_both_boards() {
        for cols in [8, 12] {
            let g = Geometry::new(cols);
            for pit in g.pits() {
                assert_eq!(g.pit(g.square(pit)), pit);
            }
        }
    }

    #[test]
    fn kimasai_index_table_matches_the_rules_file() {
        let g = Geometry::new(12);
        let name = |side, i| g.square(Pit::new(side, i)).to_string();
        assert_eq!(name(Side::South, 0), "a1");
        assert_eq!(name(Side::South, 12), "l2");
        assert_eq!(name(Side::South, 23), "a2");
        assert_eq!(name(Side::North, 0), "l4");
        assert_eq!(name(Side::North, 11), "a4");
        assert_eq!(name(Side::North, 12), "a3");
        assert_eq!(name(Side::North, 23), "l3");
        // South a2 (23) faces North a3 (12) and North a4 (11).
        assert_eq!(g.opposite_front(23), 12);
        assert_eq!(g.opposite_back(23), 11);
    }
}
