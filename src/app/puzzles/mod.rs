//! Puzzles at the board: the ones Kete ships (each proved to have one winning move), the
//! computer answering for the opponent, a wrong move shown answered and taken back, the progress
//! kept; and "learn from your mistakes", a player's own analysed game turned into puzzles.

pub mod book;
pub mod messages;
mod panel;
mod solve;
mod weigh;

use bevy::prelude::*;

/// What runs without a window too: the puzzles read, the one on the board, and its judging.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<book::Book>().init_resource::<book::PuzzleOnBoard>().add_plugins((
        messages::plugin,
        solve::plugin,
        weigh::plugin,
    ));
}

/// The puzzle's panel, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}
