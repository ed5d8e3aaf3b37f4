//! What a player asks of the review: a step through the game's moves, the move list opened.

use super::replay::ReviewStep;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ShowMoves>();
}

/// A step through the game's moves (the move list, the arrow keys, a replay).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review(pub ReviewStep);

/// Open the move list (scripts; the bar's Moves button does the same).
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowMoves;
