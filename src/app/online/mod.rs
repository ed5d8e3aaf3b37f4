//! A game with a friend online: a room on the signalling server, a WebRTC connection between the
//! two devices, and the friend's moves played at this board as any move is — each checked through
//! the rules first (`crate::online::Session`), and what each word does at the board decided by a plain
//! function (`heard`). The friend's seat is the game's one remote seat
//! (`game::remote::Remote::Online`; by message is its other way): the board takes no pick for it,
//! and the match says what the game allows (`Match::allowed`). A game that loses its connection,
//! or its page, goes back to its room.

mod connect;
pub mod heard;
pub mod messages;
mod panel;
mod qr;
pub mod state;
pub mod table;
pub mod tables;
mod tables_panel;
pub mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<state::Online>().add_plugins((messages::plugin, connect::plugin, tables::plugin));
}

/// The panel, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((panel::plugin, tables_panel::plugin));
}
