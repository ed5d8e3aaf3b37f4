//! Any of the games behind one type, for the command line and the app.

use super::kimasai::{self, Kimasai};
use super::notation::PositionText;
use super::{EventSink, GameKind, Geometry, MoveError, Outcome, Pit, PositionError, Rules, Side};
use serde::{Deserialize, Serialize};

/// A game in progress, of any kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyGame {
    Kimasai(Kimasai),
}

/// A move of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnyMove {
    Kimasai(kimasai::Move),
}

impl AnyGame {
    /// The start position of a game.
    pub fn new(kind: GameKind) -> Result<AnyGame, PositionError> {
        match kind {
            GameKind::Kimasai => Ok(AnyGame::Kimasai(Kimasai::new())),
            other => Err(PositionError::NotImplemented(other)),
        }
    }

    /// Reads a position string (see `notation`).
    pub fn from_text(text: &str) -> Result<AnyGame, PositionError> {
        let parsed = PositionText::parse(text)?;
        match parsed.game {
            GameKind::Kimasai => Ok(AnyGame::Kimasai(Kimasai::from_text(&parsed)?)),
            other => Err(PositionError::NotImplemented(other)),
        }
    }

    pub fn to_text(&self) -> String {
        match self {
            AnyGame::Kimasai(game) => game.to_text(),
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Kimasai(_) => GameKind::Kimasai,
        }
    }

    pub fn geometry(&self) -> Geometry {
        match self {
            AnyGame::Kimasai(game) => game.geometry(),
        }
    }

    pub fn side_to_move(&self) -> Side {
        match self {
            AnyGame::Kimasai(game) => game.side_to_move(),
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Kimasai(game) => game.outcome(),
        }
    }

    pub fn seeds(&self, pit: Pit) -> u8 {
        match self {
            AnyGame::Kimasai(game) => game.seeds(pit),
        }
    }

    /// Seeds `captor` has taken out of play for good (only Bao la Kimasai removes seeds).
    pub fn removed_by(&self, captor: Side) -> u32 {
        match self {
            AnyGame::Kimasai(game) => game.captured_by(captor),
        }
    }

    pub fn legal_moves(&self) -> Vec<AnyMove> {
        match self {
            AnyGame::Kimasai(game) => game.legal_moves().into_iter().map(AnyMove::Kimasai).collect(),
        }
    }

    pub fn origin(&self, mv: AnyMove) -> Pit {
        match (self, mv) {
            (AnyGame::Kimasai(game), AnyMove::Kimasai(mv)) => game.origin(mv),
        }
    }

    pub fn format_move(&self, mv: AnyMove) -> String {
        match (self, mv) {
            (AnyGame::Kimasai(game), AnyMove::Kimasai(mv)) => game.format_move(mv),
        }
    }

    pub fn parse_move(&self, text: &str) -> Result<AnyMove, MoveError> {
        match self {
            AnyGame::Kimasai(game) => game.parse_move(text).map(AnyMove::Kimasai),
        }
    }

    pub fn play<S: EventSink>(&mut self, mv: AnyMove, sink: &mut S) -> Result<(), MoveError> {
        match (self, mv) {
            (AnyGame::Kimasai(game), AnyMove::Kimasai(mv)) => game.play(mv, sink),
        }
    }

    /// Reads and plays one move written in the game's notation.
    pub fn play_text<S: EventSink>(&mut self, text: &str, sink: &mut S) -> Result<(), MoveError> {
        let mv = self.parse_move(text)?;
        self.play(mv, sink)
    }

    /// The board as a player reads it: rows 4 to 1 top to bottom, columns labelled.
    pub fn render_board(&self) -> String {
        let g = self.geometry();
        let mut out = String::from("    ");
        for col in 0..g.cols() {
            out.push_str(&format!("{:>3}", (b'a' + col) as char));
        }
        out.push('\n');
        for row in (1..=4).rev() {
            out.push_str(&format!("  {row}:"));
            for col in 0..g.cols() {
                let pit = g.pit(super::Square { col, row });
                out.push_str(&format!("{:>3}", self.seeds(pit)));
            }
            out.push('\n');
        }
        out
    }
}
