//! The board's phase: what the board is doing (setting up, listing, waiting for a pick, asking,
//! showing a move, over, under review), set once at the start of each frame. Every capability
//! reads it; systems run on it with `run_if(in_state(…))`.

pub mod board_phase;
mod follow;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(follow::plugin);
}
