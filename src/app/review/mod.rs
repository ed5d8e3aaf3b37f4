//! Review: stepping through the game's moves, a replay from the start, playing on from a
//! position looked at, the review bar and the move list.

mod keys;
pub mod messages;
mod moves_panel;
pub mod replay;
mod step;
mod step_bar;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<replay::Replay>().add_plugins((messages::plugin, step::plugin, keys::plugin));
}

/// The review bar and the move list, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((step_bar::plugin, moves_panel::plugin));
}
