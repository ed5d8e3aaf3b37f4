//! Bao in text: hole names (A1–A8, B1–B8, a1–a8, b1–b8), moves (`A6R`, `a5L`, `A1L+`) and the
//! position fields `r=<S>,<N>`, `h=<S><N>`, `t=<hole>|-` (and `c=<hole>` under rule O4).

use super::{Bao, BaoRules, Hand, Move, NYUMBA};
use crate::rules::board::{Side, Square};
use crate::rules::notation::{PositionText, format_position, shown};
use crate::rules::{GameKind, MoveError, PositionError};

/// The hole's name: front `A1`–`A8` (South) / `a1`–`a8` (North) from the owner's left, back
/// `B1`–`B8` / `b1`–`b8`.
pub fn hole_name(side: Side, k: u8) -> String {
    let (front, back) = match side {
        Side::South => ('A', 'B'),
        Side::North => ('a', 'b'),
    };
    if k < 8 { format!("{front}{}", k + 1) } else { format!("{back}{}", 16 - k) }
}

/// Reads a hole name: its owner and ring index.
pub fn parse_hole(text: &str) -> Option<(Side, u8)> {
    let mut chars = text.chars();
    let row = chars.next()?;
    let number: u8 = chars.as_str().parse().ok()?;
    if !(1..=8).contains(&number) {
        return None;
    }
    let (side, front) = match row {
        'A' => (Side::South, true),
        'B' => (Side::South, false),
        'a' => (Side::North, true),
        'b' => (Side::North, false),
        _ => return None,
    };
    Some((side, if front { number - 1 } else { 16 - number }))
}

pub(super) fn format_move(side: Side, mv: Move) -> String {
    let hand = match mv.hand {
        Hand::Left => 'L',
        Hand::Right => 'R',
    };
    format!("{}{hand}{}", hole_name(side, mv.hole), if mv.safari { "+" } else { "" })
}

pub(super) fn parse_move(side: Side, text: &str) -> Result<Move, MoveError> {
    let unreadable = || MoveError::Unreadable(text.to_string());
    let (rest, safari) = match text.strip_suffix('+') {
        Some(rest) => (rest, true),
        None => (text, false),
    };
    let (hole, hand) = match rest.char_indices().last() {
        Some((i, 'L')) => (&rest[..i], Hand::Left),
        Some((i, 'R')) => (&rest[..i], Hand::Right),
        _ => return Err(unreadable()),
    };
    let (owner, hole) = parse_hole(hole).ok_or_else(unreadable)?;
    if owner != side {
        let why = format!("{} is {owner}'s hole and {side} is to move", hole_name(owner, hole));
        return Err(MoveError::Illegal(text.to_string(), why));
    }
    Ok(Move { hole, hand, safari })
}

fn malformed(why: impl Into<String>) -> PositionError {
    PositionError::Malformed(why.into())
}

impl Bao {
    /// Reads a position string under a rule set.
    pub fn from_text(text: &PositionText, rules: BaoRules) -> Result<Bao, PositionError> {
        text.expect_cols(8)?;
        let mut game = Bao::new(rules);
        game.to_move = text.to_move;
        for row in 1..=4u8 {
            for col in 0..8u8 {
                let pit = super::GEOMETRY.pit(Square { col, row });
                game.pits[pit.side.index()][Bao::ring_index(pit) as usize] = text.count(row, col);
            }
        }
        let (mut reserve, mut owned, mut takasia_said) = (None, None, false);
        game.takasia = None;
        for (key, value) in &text.fields {
            match key.as_str() {
                "r" => {
                    let parsed: Option<Vec<u8>> = value.split(',').map(|n| n.parse().ok()).collect();
                    match parsed.as_deref() {
                        Some(&[s, n]) => reserve = Some([s, n]),
                        _ => {
                            return Err(malformed(format!("r={}: expected r=<South>,<North>", shown(value))));
                        }
                    }
                }
                "h" => {
                    let flags: Vec<Option<bool>> = value
                        .chars()
                        .map(|c| match c {
                            '1' => Some(true),
                            '0' => Some(false),
                            _ => None,
                        })
                        .collect();
                    match flags.as_slice() {
                        &[Some(s), Some(n)] => owned = Some([s, n]),
                        _ => {
                            return Err(malformed(format!(
                                "h={}: expected two flags 0/1, South first",
                                shown(value)
                            )));
                        }
                    }
                }
                "t" => {
                    game.takasia = parse_front_hole(value, text.to_move, "t")?;
                    takasia_said = true;
                }
                "c" => game.must_capture = parse_front_hole(value, text.to_move.opponent(), "c")?,
                other => return Err(malformed(format!("bao has no field '{}'", shown(other)))),
            }
        }
        game.reserve = reserve.ok_or_else(|| malformed("missing r=<South>,<North> (the reserves)"))?;
        game.owned = owned.ok_or_else(|| malformed("missing h=<South><North> (nyumba owned flags)"))?;
        // The learning games have no reserves, nyumba or takasia (KJ3, KJ5, KJ6, HU8).
        if !rules.is_kiswahili() {
            let plain = game.reserve == [0, 0] && game.owned == [false, false];
            if !plain || !takasia_said || game.takasia.is_some() || game.must_capture.is_some() {
                return Err(malformed("these rules have no reserves, nyumba or takasia: r=0,0 h=00 t=-"));
            }
        }
        let total = game.total_seeds();
        if total != rules.total_seeds() {
            let has = if rules.total_seeds() == 48 { "the Namibian Hus has 48" } else { "Bao has 64" };
            return Err(malformed(format!("{total} seeds on the board and in reserve; {has}")));
        }
        for side in Side::BOTH {
            if game.owned[side.index()] && game.pits[side.index()][NYUMBA as usize] == 0 {
                let name = hole_name(side, NYUMBA);
                return Err(malformed(format!("{side}'s nyumba {name} is marked owned but is empty")));
            }
        }
        game.ended = game.decided_outcome();
        Ok(game)
    }

    /// What `to_text` writes, into a hasher.
    pub fn hash_position<H: std::hash::Hasher>(&self, hasher: &mut H) {
        use std::hash::Hash;
        (self.pits, self.to_move, self.reserve, self.owned, self.takasia, self.must_capture).hash(hasher);
    }

    pub fn to_text(&self) -> String {
        let board = format_position(GameKind::Bao, 8, self.to_move, |row, col| {
            let pit = super::GEOMETRY.pit(Square { col, row });
            self.pits[pit.side.index()][Bao::ring_index(pit) as usize]
        });
        let flag = |owned: bool| if owned { '1' } else { '0' };
        let takasia = self.takasia.map_or("-".to_string(), |k| hole_name(self.to_move, k));
        let mut text = format!(
            "{board} r={},{} h={}{} t={takasia}",
            self.reserve[0],
            self.reserve[1],
            flag(self.owned[0]),
            flag(self.owned[1])
        );
        if let Some(k) = self.must_capture {
            text.push_str(&format!(" c={}", hole_name(self.to_move.opponent(), k)));
        }
        text
    }
}

/// A front hole of `owner` named in field `key`, or `-` for none.
fn parse_front_hole(value: &str, owner: Side, key: &str) -> Result<Option<u8>, PositionError> {
    if value == "-" {
        return Ok(None);
    }
    match parse_hole(value) {
        Some((side, k)) if side == owner && k < 8 => Ok(Some(k)),
        _ => Err(malformed(format!("{key}={}: expected one of {owner}'s front holes or -", shown(value)))),
    }
}
