//! What the learner has done — the lessons finished and the puzzles solved — kept between runs
//! with the settings (`files::persist`).

use crate::lessons::Lesson;
use crate::rules::GameKind;
use bevy::prelude::*;
use std::collections::BTreeSet;

/// The lessons finished, as `game/id` (so a lesson keeps its tick when others are added), those
/// done right the first time, as `game/id*` (a star), and the puzzles solved, as `game/puzzle-id`.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Learned(pub BTreeSet<String>);

impl Learned {
    /// No more are kept than this: a settings file cannot make the game hold an unbounded list.
    pub const MOST: usize = 1_000;

    fn key(kind: GameKind, lesson: &Lesson) -> String {
        format!("{}/{}", kind.id(), lesson.id)
    }

    pub fn has(&self, kind: GameKind, lesson: &Lesson) -> bool {
        self.has_key(&Learned::key(kind, lesson))
    }

    pub fn tick(&mut self, kind: GameKind, lesson: &Lesson) {
        self.tick_key(Learned::key(kind, lesson));
    }

    /// A star: the lesson done right the first time it was tried.
    pub fn star(&mut self, kind: GameKind, lesson: &Lesson) {
        self.tick_key(format!("{}*", Learned::key(kind, lesson)));
    }

    pub fn has_star(&self, kind: GameKind, lesson: &Lesson) -> bool {
        self.has_key(&format!("{}*", Learned::key(kind, lesson)))
    }

    pub fn has_key(&self, key: &str) -> bool {
        self.0.contains(key)
    }

    pub fn tick_key(&mut self, key: String) {
        if self.0.len() < Learned::MOST {
            self.0.insert(key);
        }
    }

    /// How many of `kind`'s lessons are finished.
    pub fn count(&self, kind: GameKind, path: &[Lesson]) -> usize {
        path.iter().filter(|lesson| self.has(kind, lesson)).count()
    }
}
