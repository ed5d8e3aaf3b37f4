//! Which of the board's windows are open.

use bevy::prelude::*;

/// The windows open over the board, and the position string being pasted: what the panels
/// remember between frames.
#[derive(Resource, Debug, Default)]
pub struct OpenWindows {
    pub show_rules: bool,
    pub show_moves: bool,
    pub show_position: bool,
    /// The rules window's page.
    pub rules_page: RulesPage,
    /// The position string being pasted.
    pub pasted: String,
}

/// The pages of the rules window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RulesPage {
    /// The rules of the game on the board, in short.
    #[default]
    Rules,
    /// How a move is named, with a picture of the holes' names.
    Notation,
    /// Every key.
    Keys,
}
