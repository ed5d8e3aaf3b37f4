//! Blitz, Omweso's way of play with a count of three before each move: the count, the bar's
//! show of it, and the turn a player loses when it runs out.

pub mod clock;
mod count_down;
mod frames;
mod lost_turn;
pub mod messages;
mod panel;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<clock::BlitzClock>().add_plugins((
        count_down::plugin,
        lost_turn::plugin,
        frames::plugin,
    ));
}

/// The count on screen, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}
