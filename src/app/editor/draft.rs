//! A position being set up by hand, as its position string holds it (docs/NOTATION.md): the
//! game, the pits row by row as the string writes them, the side to move, and the fields after
//! it, kept as text. The rules judge it: `check` reads the string as any pasted position is read,
//! and says why when it cannot be a position.

use crate::rules::{AnyGame, GameKind, Side};
use bevy::prelude::*;

/// The position being set up, while the editor is open.
#[derive(Resource, Debug, Default)]
pub struct Editor {
    pub draft: Option<Draft>,
}

/// The most seeds the editor puts in one pit (a position string's number is a byte).
pub const MOST_IN_A_PIT: u8 = 200;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub kind: GameKind,
    /// The rule preset the position is read under.
    pub preset: &'static str,
    /// The rows as the string writes them, top (North's back row) first.
    pub rows: Vec<Vec<u8>>,
    pub side: Side,
    /// The fields after the side (`r`, `h`, `t` for Bao; `p`, `k` for Omweso), in order.
    pub fields: Vec<(String, String)>,
}

impl Draft {
    /// The position on the board, to start from.
    pub fn of(game: &AnyGame) -> Draft {
        let text = game.to_text();
        let mut words = text.split_whitespace();
        let _game = words.next();
        let rows = words
            .next()
            .unwrap_or_default()
            .split('/')
            .map(|row| row.split(',').map(|n| n.parse().unwrap_or(0)).collect())
            .collect();
        let side = if words.next() == Some("N") { Side::North } else { Side::South };
        let fields = words
            .filter_map(|field| field.split_once('='))
            .map(|(key, value)| (key.to_string(), value.to_string()))
            .collect();
        Draft { kind: game.kind(), preset: game.preset().unwrap_or("seed"), rows, side, fields }
    }

    /// The position string it makes.
    pub fn text(&self) -> String {
        let rows: Vec<String> =
            self.rows.iter().map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(",")).collect();
        let side = if self.side == Side::South { "S" } else { "N" };
        let mut text = format!("{} {} {side}", self.kind.id(), rows.join("/"));
        for (key, value) in &self.fields {
            text.push_str(&format!(" {key}={value}"));
        }
        text
    }

    /// The position, or why it is none (the rules' own words).
    pub fn check(&self) -> Result<AnyGame, String> {
        AnyGame::from_text_with_rules(&self.text(), Some(self.preset)).map_err(|e| e.to_string())
    }

    /// One more seed in the pit at `row`, `column` (as the string writes them).
    pub fn add(&mut self, row: usize, column: usize) {
        if let Some(n) = self.rows.get_mut(row).and_then(|r| r.get_mut(column)) {
            *n = (*n + 1).min(MOST_IN_A_PIT);
        }
    }

    /// One more seed in the pit named `square` (`e2`), as the board names its squares.
    pub fn add_at(&mut self, square: &str) {
        let mut letters = square.chars();
        let column = letters.next().map(|c| (c as usize).wrapping_sub('a' as usize));
        let row: Option<usize> = letters.as_str().parse().ok();
        if let (Some(column), Some(row)) = (column, row)
            && (1..=self.rows.len()).contains(&row)
        {
            // The string writes row 4 first.
            self.add(self.rows.len() - row, column);
        }
    }

    /// One seed fewer there.
    pub fn take(&mut self, row: usize, column: usize) {
        if let Some(n) = self.rows.get_mut(row).and_then(|r| r.get_mut(column)) {
            *n = n.saturating_sub(1);
        }
    }

    /// Seeds on the board.
    pub fn seeds(&self) -> u32 {
        self.rows.iter().flatten().map(|&n| u32::from(n)).sum()
    }
}
