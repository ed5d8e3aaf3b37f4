//! Which of the board's windows are open.

use bevy::prelude::*;

/// The windows open over the board, and the position string being pasted: what the panels
/// remember between frames.
#[derive(Resource, Debug, Default)]
pub struct OpenWindows {
    pub show_rules: bool,
    pub show_moves: bool,
    pub show_position: bool,
    /// The position string being pasted.
    pub pasted: String,
}
