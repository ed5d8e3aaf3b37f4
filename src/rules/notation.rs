//! Positions as one line of text:
//! `<game> <row4>/<row3>/<row2>/<row1> <S|N> [field=value ...]`.
//! Rows are listed top to bottom as South sees the board, each a comma-separated list of counts
//! from South's left. Each game reads its own fields.

use super::{GameKind, PositionError, Side};

/// The parts of a position string every game shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText {
    pub game: GameKind,
    /// Rows 4, 3, 2, 1 (top to bottom as South sees the board), each from South's left.
    pub rows: [Vec<u8>; 4],
    pub to_move: Side,
    pub fields: Vec<(String, String)>,
}

fn malformed(why: impl Into<String>) -> PositionError {
    PositionError::Malformed(why.into())
}

impl PositionText {
    pub fn parse(text: &str) -> Result<PositionText, PositionError> {
        let mut words = text.split_whitespace();
        let game: GameKind = words.next().ok_or_else(|| malformed("empty position"))?.parse()?;
        let board = words.next().ok_or_else(|| malformed("missing the four rows"))?;
        let side = words.next().ok_or_else(|| malformed("missing the side to move (S or N)"))?;
        let to_move = Side::from_letter(side)
            .ok_or_else(|| malformed(format!("side to move must be S or N, not '{side}'")))?;
        let rows: Vec<&str> = board.split('/').collect();
        let [r4, r3, r2, r1] = rows.as_slice() else {
            return Err(malformed(format!("expected 4 rows separated by '/', found {}", rows.len())));
        };
        let parse_row = |row: &str, number: u8| -> Result<Vec<u8>, PositionError> {
            row.split(',')
                .map(|count| {
                    count
                        .parse::<u8>()
                        .map_err(|_| malformed(format!("row {number}: '{count}' is not a seed count")))
                })
                .collect()
        };
        let rows = [parse_row(r4, 4)?, parse_row(r3, 3)?, parse_row(r2, 2)?, parse_row(r1, 1)?];
        let fields = words
            .map(|word| {
                word.split_once('=')
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .ok_or_else(|| malformed(format!("'{word}' is not a field=value pair")))
            })
            .collect::<Result<_, _>>()?;
        Ok(PositionText { game, rows, to_move, fields })
    }

    /// Checks every row has `cols` pits.
    pub fn expect_cols(&self, cols: usize) -> Result<(), PositionError> {
        for (row, counts) in [4, 3, 2, 1].iter().zip(&self.rows) {
            if counts.len() != cols {
                return Err(malformed(format!(
                    "row {row} has {} pits; {} has {cols} per row",
                    counts.len(),
                    self.game
                )));
            }
        }
        Ok(())
    }

    /// The count on `row` (1..=4) at column `col`.
    pub fn count(&self, row: u8, col: u8) -> u8 {
        self.rows[4 - row as usize][col as usize]
    }
}

/// Writes the shared part of a position string; `count(row, col)` gives each pit's seeds.
pub fn format_position(game: GameKind, cols: u8, to_move: Side, count: impl Fn(u8, u8) -> u8) -> String {
    let rows: Vec<String> = [4, 3, 2, 1]
        .iter()
        .map(|&row| (0..cols).map(|col| count(row, col).to_string()).collect::<Vec<_>>().join(","))
        .collect();
    format!("{game} {} {}", rows.join("/"), to_move.letter())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_shared_parts() {
        let p = PositionText::parse("kimasai 1,0/0,1/1,1/0,0 N x=1").expect("valid");
        assert_eq!(p.game, GameKind::Kimasai);
        assert_eq!(p.to_move, Side::North);
        assert_eq!(p.count(4, 0), 1);
        assert_eq!(p.count(1, 1), 0);
        assert_eq!(p.fields, vec![("x".to_string(), "1".to_string())]);
    }

    #[test]
    fn rejects_bad_text_with_a_reason() {
        for bad in ["", "chess 1/1/1/1 S", "kimasai 1/1/1 S", "kimasai 1/1/1/1 W", "kimasai 1/x/1/1 S"] {
            assert!(PositionText::parse(bad).is_err(), "{bad:?} should be rejected");
        }
    }
}
