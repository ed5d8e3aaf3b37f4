//! Lessons: a short task on a real board ("capture the seeds in a3"), judged by what the rules
//! report of the move played — never by the lessons re-deriving a rule. Plain Rust like the rules
//! (no engine): the game shows a lesson and makes its words from the catalogues
//! (`lesson-<game>-<id>-title`, `-text`, `-task`), and from a `Miss` the reason a move was not it.
//!
//! Lessons are data, a file per game under `assets/lessons/` (built in, as the catalogues are),
//! so a teacher adds one without touching the code: every lesson is checked when its file is
//! read — its position and rules, its solution legal and doing the task, and some other legal
//! move not doing it.

pub mod arrange;
mod check;
mod claim;
mod path;

pub use check::{Arrange, Check, Did, Miss};
pub use claim::Claim;
pub use path::{Lesson, Path, Place, learning_games, path_of, place_of};
