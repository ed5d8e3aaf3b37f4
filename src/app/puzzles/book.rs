//! The puzzles as the board plays them: the shipped ones of each game, easiest first; the puzzle
//! on the board and how the solver is doing; a player's mistakes set up to be put right.

use crate::ai::puzzles::{Puzzle, Theme, shipped};
pub use crate::app::analysis::mistakes::Mistake;
use crate::app::base::progress::Learned;
use crate::app::game::the_match::Match;
use crate::rules::{AnyGame, GameKind, Side};
use bevy::prelude::*;

/// Every game's shipped puzzles, in their files' order: the easiest first (`puzzles::difficulty`).
/// A file that does not read (a bug in a built-in file) is left out and logged.
#[derive(Resource, Debug)]
pub struct Book {
    shelves: Vec<(GameKind, Vec<Puzzle>)>,
}

impl Default for Book {
    fn default() -> Book {
        let shelves = GameKind::ALL
            .into_iter()
            .filter_map(|kind| match shipped(kind) {
                Ok(puzzles) => Some((kind, puzzles)),
                Err(why) => {
                    error!("the {kind} puzzles are left out: {why}");
                    None
                }
            })
            .collect();
        Book { shelves }
    }
}

impl Book {
    pub fn puzzles(&self, kind: GameKind) -> &[Puzzle] {
        self.shelves.iter().find(|(k, _)| *k == kind).map_or(&[], |(_, puzzles)| puzzles)
    }

    /// How a solved puzzle is kept with the lessons finished: by its position, not its place in
    /// a file that may grow.
    pub fn key(kind: GameKind, puzzle: &Puzzle) -> String {
        format!("{}/puzzle-{}", kind.id(), puzzle.id())
    }

    pub fn solved(&self, kind: GameKind, learned: &Learned) -> usize {
        self.puzzles(kind).iter().filter(|puzzle| learned.has_key(&Book::key(kind, puzzle))).count()
    }

    /// The first puzzle not yet solved from `from` on, round the shelf; `from` when all are.
    pub fn next_unsolved(&self, kind: GameKind, from: usize, learned: &Learned) -> usize {
        let puzzles = self.puzzles(kind);
        (0..puzzles.len())
            .map(|step| (from + step) % puzzles.len())
            .find(|&index| !learned.has_key(&Book::key(kind, &puzzles[index])))
            .unwrap_or(from)
    }
}

/// Where the puzzle on the board came from.
#[derive(Clone, Debug)]
pub enum Source {
    Book {
        kind: GameKind,
        index: usize,
    },
    /// The `index`-th of a game's mistakes; the game waits aside, as it was.
    Mistakes {
        index: usize,
        mistakes: Vec<Mistake>,
        game: Box<Match>,
    },
}

/// How the solver is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Every move so far is right (or none is made yet).
    Solving,
    Solved,
    /// A mistake's first move, not the engine's nor the one it puts right: the engine weighs it
    /// as the analysis weighs a game's moves (`weigh`), while the computer answers it.
    Weighing {
        played: String,
    },
    /// The move played as the `ply`-th of the puzzle (from 0) does not win: the computer answers
    /// it, then it is taken back.
    Wrong {
        ply: usize,
        played: String,
    },
}

/// The puzzle on the board.
#[derive(Clone, Debug)]
pub struct Solving {
    pub source: Source,
    pub start: AnyGame,
    pub solver: Side,
    /// The one move that wins (a puzzle) or the engine's move (a mistake).
    pub solution: String,
    /// The plies within which the solver wins; a mistake is put right in one.
    pub depth: u32,
    pub progress: Progress,
    /// Wrong first moves so far: after the second, the board shows the solution.
    pub misses: u32,
    /// The hint was asked for: the board shows the solution at once.
    pub hinted: bool,
    /// How a shipped puzzle is kept once solved.
    pub key: Option<String>,
    /// A mistake put right by a move other than the engine's that it weighed as good.
    pub as_good: Option<String>,
    /// What a shipped puzzle's winning move shows, said once it is solved.
    pub theme: Option<Theme>,
}

impl Solving {
    pub fn of_puzzle(kind: GameKind, index: usize, puzzle: &Puzzle) -> Result<Solving, String> {
        let start = AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules))
            .map_err(|e| e.to_string())?;
        Ok(Solving {
            source: Source::Book { kind, index },
            solver: start.side_to_move(),
            start,
            solution: puzzle.solution.clone(),
            depth: puzzle.depth,
            progress: Progress::Solving,
            misses: 0,
            hinted: false,
            key: Some(Book::key(kind, puzzle)),
            as_good: None,
            theme: puzzle.theme,
        })
    }

    /// The `index`-th mistake, `game` kept aside to go back to.
    pub fn of_mistake(index: usize, mistakes: Vec<Mistake>, game: Box<Match>) -> Option<Solving> {
        let mistake = mistakes.get(index)?.clone();
        Some(Solving {
            solver: mistake.before.side_to_move(),
            start: mistake.before,
            solution: mistake.better,
            depth: 1,
            progress: Progress::Solving,
            misses: 0,
            hinted: false,
            key: None,
            as_good: None,
            theme: None,
            source: Source::Mistakes { index, mistakes, game },
        })
    }

    pub fn mistake(&self) -> Option<&Mistake> {
        match &self.source {
            Source::Mistakes { index, mistakes, .. } => mistakes.get(*index),
            Source::Book { .. } => None,
        }
    }

    /// After a second wrong first move, or asked for, the solution, to show while no move is on
    /// the board.
    pub fn hint(&self, plies_played: usize) -> Option<&str> {
        let asked = self.misses >= 2 || self.hinted;
        let shown = asked && plies_played == 0 && self.progress == Progress::Solving;
        shown.then_some(self.solution.as_str())
    }
}

/// The puzzle on the board, if the board holds one.
#[derive(Resource, Debug, Default)]
pub struct PuzzleOnBoard(pub Option<Solving>);

/// Run condition: no puzzle is on the board (its own panel says how it goes).
pub fn no_puzzle(on_board: Res<PuzzleOnBoard>) -> bool {
    on_board.0.is_none()
}
