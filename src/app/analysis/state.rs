//! The analysis of the game on the board, as far as it has got.

use crate::ai::analysis::Analysis;
use crate::app::game::the_match::Match;
use bevy::prelude::*;
use std::collections::BTreeMap;
use std::time::Duration;

/// How long a slice of the engine's weighing (the analysis, the analysis board, a mistake's other
/// move) runs before it reports.
pub const SLICE: Duration = Duration::from_millis(50);

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
    /// A finished analysis of the game on the board (one kept in its save file), shown when asked.
    pub fn finished(current: &Match, found: Analysis) -> GameAnalysis {
        let all = found.chances.len();
        GameAnalysis {
            game: Some(GameAnalysis::key(current)),
            progress: (all, all),
            result: Some(found),
            ..default()
        }
    }

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

/// A player's own comments on the moves of the game on the board, by move number (from 1): kept
/// with the game in its save.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Comments {
    /// The game they are of: its start (a comment stays with its move while the game goes on).
    pub start: Option<String>,
    pub by_ply: BTreeMap<usize, String>,
}

impl Comments {
    /// The longest comment kept, in characters.
    pub const LONGEST: usize = crate::saved::notes::LONGEST_COMMENT;

    /// The comments, if there are any of the game on the board.
    pub fn of(&self, current: &Match) -> Option<&BTreeMap<usize, String>> {
        let mine = self.start.as_deref() == Some(current.start.to_text().as_str());
        (mine && !self.by_ply.is_empty()).then_some(&self.by_ply)
    }

    /// The comments of the game on the board, to write: a new game's start begins none.
    pub fn for_game(&mut self, current: &Match) -> &mut BTreeMap<usize, String> {
        let start = current.start.to_text();
        if self.start.as_deref() != Some(start.as_str()) {
            *self = Comments { start: Some(start), by_ply: Default::default() };
        }
        &mut self.by_ply
    }
}
