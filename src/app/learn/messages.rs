//! What the Learn screen, the lesson's panel, the command line and tests ask.

use crate::rules::GameKind;
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

/// The end of a path: a first game of `kind` against the computer's first level.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstGame(pub GameKind);
