//! A game with a friend by message: no server, only links. The game goes as a link (the whole
//! game, `crate::saved::message`) through a chat or an SMS; the friend opens it, sees the last
//! move played, plays theirs and sends the link back. A friend's seat is a seat of its own
//! (`Seat::Friend`): the board takes no pick for it, and the hint and the analysis are off until
//! the game is over.

mod keys;
pub mod messages;
mod open;
mod panel;
mod send;
pub mod state;
mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<state::Linking>().add_plugins((
        messages::plugin,
        open::plugin,
        send::plugin,
        keys::plugin,
    ));
}

/// The panel, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}
