//! What the Learn screen, the lesson's panel, the command line and tests ask.

use crate::rules::GameKind;
use crate::rules::any::presets;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartLesson>().add_message::<FirstGame>();
}

/// Put the `index`-th lesson of `kind`'s path on the board (again, to retry it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartLesson {
    pub kind: GameKind,
    pub index: usize,
}

/// A guided first game against the computer's first level: at a path's end, of its game's first
/// rules (`FirstGame::of`); inside it, of a learning game it goes through (Bao's `hus`…).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstGame {
    pub kind: GameKind,
    pub preset: &'static str,
}

impl FirstGame {
    /// The path's last step: a game of `kind` in its first rules.
    pub fn of(kind: GameKind) -> FirstGame {
        FirstGame { kind, preset: presets(kind)[0] }
    }

    /// A game of a learning game the path goes through, by its rules' name (`hus`), if `kind`
    /// has such rules.
    pub fn learning(kind: GameKind, rules: &str) -> Option<FirstGame> {
        presets(kind).iter().find(|preset| **preset == rules).map(|&preset| FirstGame { kind, preset })
    }
}
