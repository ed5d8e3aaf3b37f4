//! What the game-over panel, the move list, the review bar and tests ask of the analysis: a game
//! analysed, a variation explored from a position and left, its mistakes retried as puzzles.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AnalyseGame>()
        .add_message::<Explore>()
        .add_message::<BackToGame>()
        .add_message::<RetryMistakes>();
}

/// The analysed game's mistakes as puzzles (`puzzles` sets them): the `n`-th (from 0), the game
/// set aside meanwhile.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryMistakes(pub usize);

/// Analyse the game on the board (or, when it is analysed already, show the analysis).
#[derive(Message, Clone, Copy, Debug)]
pub struct AnalyseGame;

/// Explore from the position shown (or from this one, set up by hand): the moves played now are a
/// variation, the game is kept aside.
#[derive(Message, Clone, Debug, Default)]
pub struct Explore(pub Option<crate::rules::AnyGame>);

/// Leave the variation: the game comes back as it was.
#[derive(Message, Clone, Copy, Debug)]
pub struct BackToGame;
