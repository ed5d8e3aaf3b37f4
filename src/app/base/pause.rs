//! The pause panel that Escape opens, and the question it asks before a game or match is
//! abandoned.

use bevy::prelude::*;

#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pause {
    /// The pause panel is showing: the board waits, the Blitz count stops.
    pub open: bool,
    /// The player asked to leave and is asked to confirm, since something would be lost.
    pub confirm: Option<LeaveTo>,
}

impl Pause {
    /// Whether the board is held: the pause panel or a confirmation is showing.
    pub fn holds(&self) -> bool {
        self.open || self.confirm.is_some()
    }
}

/// Run condition: the board is not held by the pause panel.
pub fn not_paused(pause: Res<Pause>) -> bool {
    !pause.holds()
}

/// Where a player may go from the board, abandoning what is on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveTo {
    /// The title screen.
    Menu,
    /// The same game (or match) from its start.
    Restart,
}
