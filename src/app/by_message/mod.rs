//! A game with a friend by message: no server, only links. The game goes as a link (the whole
//! game, `crate::saved::link`) through a chat or an SMS; the friend opens it, sees the last
//! move played, plays theirs and sends the link back. The friend's seat is the game's one remote
//! seat (`game::remote::Remote::ByMessage`; online is its other way): the board takes no pick for
//! it, and the match says what the game allows (`Match::allowed`).

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
