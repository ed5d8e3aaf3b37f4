//! What the computer is thinking about: the position, whether for its own move or for a hint to
//! the player, and what it found. The search itself runs in `think`.

use crate::rules::AnyMove;
use bevy::prelude::*;

/// Why a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move, at its level.
    Move,
    /// What the strongest level would play, shown to the player.
    Hint,
}

/// The computer's thoughts about one position (`Match::position_id`).
#[derive(Resource, Default, Debug)]
pub struct Thoughts {
    /// Thinking now: the position and why.
    pub thinking: Option<(u64, Purpose)>,
    /// The computer's chosen move, being played through the board's questions.
    pub playing: Option<(u64, AnyMove)>,
    /// A hint found for the player, and its words.
    pub hint: Option<(u64, AnyMove, String)>,
}

impl Thoughts {
    /// The hint for position `id`, if one was found.
    pub fn hint_for(&self, id: u64) -> Option<(AnyMove, &str)> {
        self.hint.as_ref().filter(|(p, _, _)| *p == id).map(|(_, mv, text)| (*mv, text.as_str()))
    }

    pub fn is_thinking_about(&self, id: u64, purpose: Purpose) -> bool {
        self.thinking == Some((id, purpose))
    }
}

/// Ask for a hint: what the strongest level would play here.
#[derive(Message, Clone, Copy, Debug)]
pub struct AskHint;
