//! What the board is asked: a move being shown finished at once (a player). What the game tells
//! it (a board laid out afresh, the events of a move to show) is the game's (`game::messages`).

use bevy::prelude::*;

/// Finish the move being shown at once: the seeds jump to where the rules put them.
#[derive(Message, Clone, Copy, Debug)]
pub struct SkipPlayback;
