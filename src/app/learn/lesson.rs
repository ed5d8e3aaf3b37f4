//! The lessons as the game holds them: every game's path, read once; the lessons a player has
//! finished (kept with the settings); and the lesson on the board, with how the learner is doing.

use crate::lessons::{Check, Did, Lesson, Miss, Path, path_of};
use crate::rules::{AnyGame, GameKind, Pit};
use bevy::prelude::*;

/// Every game's path of lessons, each lesson checked by the rules when it was read. A path that
/// does not hold (a bug in a built-in file) is left out and logged, never shown half-checked.
#[derive(Resource, Debug)]
pub struct Lessons {
    paths: Vec<(GameKind, Path)>,
}

impl Default for Lessons {
    fn default() -> Lessons {
        let paths = GameKind::ALL
            .into_iter()
            .filter_map(|kind| match path_of(kind) {
                Ok(path) => Some((kind, path)),
                Err(why) => {
                    error!("the {kind} lessons are left out: {why}");
                    None
                }
            })
            .collect();
        Lessons { paths }
    }
}

impl Lessons {
    /// `kind`'s lessons in order (none if its path did not hold).
    pub fn path(&self, kind: GameKind) -> &[Lesson] {
        self.paths.iter().find(|(k, _)| *k == kind).map_or(&[], |(_, path)| &path.lessons)
    }

    pub fn lesson(&self, kind: GameKind, index: usize) -> Option<&Lesson> {
        self.path(kind).get(index)
    }
}

/// The lesson on the board, if the board holds one.
#[derive(Resource, Debug, Default)]
pub struct LessonOnBoard(pub Option<Attempt>);

/// Run condition: no lesson is on the board (a lesson's own panel says how the move went).
pub fn no_lesson(on_board: Res<LessonOnBoard>) -> bool {
    on_board.0.is_none()
}

/// A lesson being taken: which, its board, and how the learner's moves went.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub kind: GameKind,
    pub index: usize,
    pub lesson: Lesson,
    /// The lesson's board, the learner to move.
    pub start: AnyGame,
    /// The last move's verdict: done, or why not. `None` before the first move, and in a scene
    /// of several moves while its later moves are still to play.
    pub verdict: Option<Result<Did, Miss>>,
    pub misses: u32,
    /// Which of the scene's moves the learner is on (from 0; a lesson of one move has only 0):
    /// the learner's are the even plies of its board, the computer's answers the odd.
    pub step: usize,
    /// Misses at this move of the scene, and a move that does its task, shown after the second.
    pub step_misses: u32,
    pub step_hint: Option<String>,
    /// The hint was asked for at this move: it is shown without waiting for a second miss.
    pub step_hinted: bool,
    /// A hint was asked for at any move: no star.
    pub helped: bool,
}

impl Attempt {
    pub fn new(kind: GameKind, index: usize, lesson: &Lesson) -> Result<Attempt, String> {
        let start = lesson.game()?;
        Ok(Attempt {
            kind,
            index,
            lesson: lesson.clone(),
            start,
            verdict: None,
            misses: 0,
            step: 0,
            step_misses: 0,
            step_hint: Some(lesson.solution.clone()),
            step_hinted: false,
            helped: false,
        })
    }

    pub fn done(&self) -> bool {
        matches!(self.verdict, Some(Ok(_)))
    }

    /// How many moves the learner makes in the lesson: one, or a scene's.
    pub fn moves(&self) -> usize {
        1 + self.lesson.then.len()
    }

    /// The learner's move of the scene is judged at this ply of the board.
    pub fn ply(&self) -> usize {
        2 * self.step
    }

    /// After a second miss at a move of the lesson, or once the hint is asked for, a move that
    /// does its task: the lesson's solution at the first, one the rules find at a scene's later ones.
    pub fn hint_move(&self) -> Option<&str> {
        ((self.step_misses >= 2 || self.step_hinted) && !self.done())
            .then_some(self.step_hint.as_deref())
            .flatten()
    }

    /// Whether the lesson was done right the first time, without a hint: a star.
    pub fn starred(&self) -> bool {
        self.misses == 0 && !self.helped
    }

    /// The holes the task of the learner's move names (a scene's move they are on), marked on
    /// the board.
    pub fn targets(&self) -> Vec<Pit> {
        let named = self.lesson.task_of(self.step).map(Check::holes).unwrap_or_default();
        self.start
            .geometry()
            .pits()
            .filter(|&pit| named.contains(&self.start.pit_name(pit).as_str()))
            .collect()
    }

    /// After a second miss the lesson shows its move: where it starts, on the board before it.
    pub fn hint(&self, board: &AnyGame) -> Option<Pit> {
        let mv = board.parse_move(self.hint_move()?).ok()?;
        board.origin(mv)
    }
}
