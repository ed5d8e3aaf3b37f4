//! The last click that started nothing, and why: the bar says it beside the board and the live
//! region speaks it, until the position changes or the player's next choice does something.

use super::the_match::Match;
use super::turn::Refusal;
use crate::rules::Pit;
use bevy::prelude::*;

#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// The position the click was refused in: it says nothing of a later one.
    position: u64,
    refused: Option<(Pit, Refusal)>,
}

impl Refused {
    /// The refusal standing on the board's position, if any.
    pub fn now(&self, current: &Match) -> Option<(Pit, Refusal)> {
        self.refused.filter(|_| self.position == current.position_id())
    }

    pub fn set(&mut self, current: &Match, pit: Pit, why: Refusal) {
        *self = Refused { position: current.position_id(), refused: Some((pit, why)) };
    }

    pub fn clear(&mut self) {
        self.refused = None;
    }
}
