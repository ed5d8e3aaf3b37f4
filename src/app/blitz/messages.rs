//! What the Blitz count tells the game.

use bevy::prelude::*;

/// Blitz: the player to move did not begin in time, and the opponent takes the turn.
#[derive(Message, Clone, Copy, Debug)]
pub struct TurnLost;
