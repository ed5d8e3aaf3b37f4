//! The words for a screen reader: the latest announcement (numbered, so the same words said twice
//! are said again), and the pit the keys have reached.

use bevy::prelude::*;

#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Spoken {
    /// The latest announcement.
    pub said: String,
    /// How many have been made: a new one, even in the same words, is spoken again.
    pub serial: u64,
    /// The pit the keys have reached, described.
    pub focused: String,
}

impl Spoken {
    pub fn say(&mut self, text: String) {
        self.said = text;
        self.serial += 1;
    }
}
