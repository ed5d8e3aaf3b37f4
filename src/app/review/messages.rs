//! What a player asks of the review: the move list opened. A step through the game's moves is
//! the game's own message (`game::messages::Review`), which the analysis writes too.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ShowMoves>();
}

/// Open the move list (scripts; the bar's Moves button does the same).
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowMoves;
