//! The analysis of the game on the board, as far as it has got.

use crate::ai::analysis::Analysis;
use crate::app::game::record::Match;
use bevy::prelude::*;

/// The game analysed, how far the engine has got, and its findings once done.
#[derive(Resource, Debug, Default)]
pub struct GameAnalysis {
    /// The game it is of: its start and its moves.
    pub game: Option<(String, Vec<String>)>,
    /// Positions searched, and in all.
    pub progress: (usize, usize),
    pub result: Option<Analysis>,
    /// Why the game could not be analysed (a move the rules refuse: cannot happen at the board).
    pub failed: Option<String>,
    /// The analysis window is open.
    pub open: bool,
}

impl GameAnalysis {
    /// The start and moves of the game on the board, as the analysis names a game.
    pub fn key(current: &Match) -> (String, Vec<String>) {
        let (moves, _) = current.kept();
        (current.start.to_text(), moves)
    }

    /// The finished analysis, if it is of the game on the board.
    pub fn of(&self, current: &Match) -> Option<&Analysis> {
        self.result.as_ref().filter(|_| self.game.as_ref() == Some(&GameAnalysis::key(current)))
    }

    /// An analysis of the game on the board is under way.
    pub fn running(&self, current: &Match) -> bool {
        self.result.is_none()
            && self.failed.is_none()
            && self.game.as_ref() == Some(&GameAnalysis::key(current))
    }
}
