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

/// No position string comes near this (the longest, Omweso's with every field, is under 150).
pub const MAX_POSITION_LEN: usize = 1_000;

/// How much of a person's input an error message repeats.
const SHOWN_CHARS: usize = 80;

/// Input as an error message repeats it: control and direction-changing characters escaped (a
/// newline cannot forge a second line, nor an escape sequence colour the terminal), and no more
/// than 80 characters of it, the rest said as "…".
pub fn shown(text: &str) -> String {
    shortened(text, SHOWN_CHARS)
}

/// A reader's complaint (serde's), which may quote a value of the input: escaped and short, with
/// where it was found (` at line L column C`) kept after the cut.
pub fn shown_reason(text: &str) -> String {
    text.split_once(" at line ")
        .map_or_else(|| shown(text), |(what, at)| format!("{} at line {}", shown(what), shown(at)))
}

/// `text` escaped as `shown` does, cut after `chars` characters.
pub fn shortened(text: &str, chars: usize) -> String {
    let mut out = String::new();
    for (n, c) in text.chars().enumerate() {
        if n == chars {
            out.push('…');
            break;
        }
        let invisible =
            matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || invisible {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

fn malformed(why: impl Into<String>) -> PositionError {
    PositionError::Malformed(why.into())
}

impl PositionText {
    pub fn parse(text: &str) -> Result<PositionText, PositionError> {
        if text.len() > MAX_POSITION_LEN {
            return Err(malformed(format!("{} bytes; a position is at most {MAX_POSITION_LEN}", text.len())));
        }
        let mut words = text.split_whitespace();
        let game: GameKind = words.next().ok_or_else(|| malformed("empty position"))?.parse()?;
        let board = words.next().ok_or_else(|| malformed("missing the four rows"))?;
        let side = words.next().ok_or_else(|| malformed("missing the side to move (S or N)"))?;
        let to_move = Side::from_letter(side)
            .ok_or_else(|| malformed(format!("side to move must be S or N, not '{}'", shown(side))))?;
        let rows: Vec<&str> = board.split('/').collect();
        let [r4, r3, r2, r1] = rows.as_slice() else {
            return Err(malformed(format!("expected 4 rows separated by '/', found {}", rows.len())));
        };
        let parse_row = |row: &str, number: u8| -> Result<Vec<u8>, PositionError> {
            row.split(',')
                .map(|count| {
                    count.parse::<u8>().map_err(|_| {
                        malformed(format!("row {number}: '{}' is not a seed count", shown(count)))
                    })
                })
                .collect()
        };
        let rows = [parse_row(r4, 4)?, parse_row(r3, 3)?, parse_row(r2, 2)?, parse_row(r1, 1)?];
        let mut fields: Vec<(String, String)> = Vec::new();
        for word in words {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| malformed(format!("'{}' is not a field=value pair", shown(word))))?;
            // The last of two would silently win, and a position must say one thing.
            if fields.iter().any(|(seen, _)| seen == key) {
                return Err(malformed(format!("the field {}= is given twice", shown(key))));
            }
            fields.push((key.to_string(), value.to_string()));
        }
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
    fn input_is_shown_escaped_and_short() {
        assert_eq!(shown("a1\nkete-cli: forged"), "a1\\nkete-cli: forged");
        assert_eq!(shown("\u{1b}[31mred"), "\\u{1b}[31mred");
        assert_eq!(shown(&"x".repeat(200)), format!("{}…", "x".repeat(80)));
        assert_eq!(shown("A6R"), "A6R");
    }

    #[test]
    fn a_field_given_twice_is_refused() {
        let err = PositionText::parse(
            "bao 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S h=11 t=- h=00",
        );
        assert!(matches!(err, Err(PositionError::Malformed(why)) if why.contains("h= is given twice")));
    }

    #[test]
    fn rejects_bad_text_with_a_reason() {
        for bad in ["", "chess 1/1/1/1 S", "kimasai 1/1/1 S", "kimasai 1/1/1/1 W", "kimasai 1/x/1/1 S"] {
            assert!(PositionText::parse(bad).is_err(), "{bad:?} should be rejected");
        }
        let long = format!("kimasai 1/1/1/1 S {}", "x=1 ".repeat(300));
        assert!(
            matches!(PositionText::parse(&long), Err(PositionError::Malformed(why)) if why.contains("at most 1000"))
        );
    }
}
