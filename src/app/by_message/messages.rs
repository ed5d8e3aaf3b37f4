//! What a player (or the page's address, or a test) asks of a game by message.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenLink>().add_message::<SendMove>();
}

/// A text holding a game link — an address, a message pasted, the link alone — to open.
#[derive(Message, Clone, Debug)]
pub struct OpenLink(pub String);

/// Send the game on the board to the friend: its link to the share sheet or the clipboard.
#[derive(Message, Clone, Copy, Debug)]
pub struct SendMove;
