//! What the Learn screen, the puzzle's panel, the command line and tests ask. (The analysis asks
//! for its mistakes as puzzles with `analysis::messages::RetryMistakes`.)

use crate::rules::GameKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartPuzzle>().add_message::<BackFromMistakes>();
}

/// Put the `index`-th of `kind`'s puzzles (easiest first) on the board (again, to retry it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StartPuzzle {
    pub kind: GameKind,
    pub index: usize,
}

/// Leave the mistakes: the game comes back as it was.
#[derive(Message, Clone, Copy, Debug)]
pub struct BackFromMistakes;
