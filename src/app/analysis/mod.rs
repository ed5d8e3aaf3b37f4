//! Review with the computer: the game on the board gone through move by move by the engine, off
//! the frame (natively on a thread of its own, on the web a slice a frame), then shown — South's
//! chance across the game as a graph to click through, each player's marks, the moves that lost
//! most with the engine's move instead, previewed on the board before them; and the marks beside
//! the moves in the move list; and the analysis board, where moves are tried as a variation from
//! any position, with the engine's chance and line live beside the board. The
//! analysis itself is plain Rust (`ai::analysis`).

mod explore;
mod explore_panel;
mod keys;
pub mod messages;
pub mod mistakes;
mod panel;
mod run;
pub mod state;
mod suggest;
pub mod variation;

use crate::app::base::frames::redraw_on_change;
use bevy::prelude::*;

/// What runs without a window too: the analysis and its job.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<state::GameAnalysis>()
        .init_resource::<state::Comments>()
        .add_plugins((messages::plugin, run::plugin, suggest::plugin, explore::plugin, keys::plugin))
        // The analysis reports as it goes: each report is drawn (its thread wakes the window).
        .add_systems(Last, redraw_on_change::<state::GameAnalysis>);
}

/// The analysis window, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((panel::plugin, explore_panel::plugin));
}
