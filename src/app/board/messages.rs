//! What the board is asked, and told: a move being shown finished at once (a player), the board
//! and its seeds laid out afresh, the events of a move to show (the game).

use crate::rules::Event;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<BoardReset>().add_message::<SeedsReset>().add_message::<ShowEvents>();
}

/// Finish the move being shown at once: the seeds jump to where the rules put them.
#[derive(Message, Clone, Copy, Debug)]
pub struct SkipPlayback;

/// A new game began: the board and its seeds are laid out afresh from `Match`.
#[derive(Message, Clone, Copy, Debug)]
pub struct BoardReset;

/// The seeds are laid out afresh from `Match` (the board stays): an Omweso setup changed.
#[derive(Message, Clone, Copy, Debug)]
pub struct SeedsReset;

/// Events for playback to show, in order: part of a move still being chosen, or the rest of it.
#[derive(Message, Clone, Debug)]
pub struct ShowEvents(pub Vec<Event>);
