//! What a coach on the board (a lesson, a puzzle) asks it to show beside the game: the holes'
//! names, whatever the player's setting — a task says "capture a3", and the learner must find a3 —
//! and the holes its task names, marked.

use crate::rules::Pit;
use bevy::prelude::*;

#[derive(Resource, Debug, Default, PartialEq, Eq)]
pub struct Coached {
    /// Each coach on the board, by its name, with the holes its task names.
    on: Vec<(&'static str, Vec<Pit>)>,
}

impl Coached {
    /// Whether the holes' names are shown for a coach.
    pub fn names(&self) -> bool {
        !self.on.is_empty()
    }

    /// The holes the coaches' tasks name.
    pub fn targets(&self) -> Vec<Pit> {
        let mut targets = Vec::new();
        for &pit in self.on.iter().flat_map(|(_, pits)| pits) {
            if !targets.contains(&pit) {
                targets.push(pit);
            }
        }
        targets
    }

    /// What the coach `name` asks: `None` when it is not on the board.
    pub fn asked(&self, name: &str) -> Option<&[Pit]> {
        self.on.iter().find(|(n, _)| *n == name).map(|(_, pits)| pits.as_slice())
    }

    pub fn ask(&mut self, name: &'static str, targets: Option<Vec<Pit>>) {
        self.on.retain(|(n, _)| *n != name);
        if let Some(targets) = targets {
            self.on.push((name, targets));
        }
    }
}
