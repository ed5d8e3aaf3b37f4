//! A board held by a panel: a lesson once its move is made, a puzzle solved, or waiting on the
//! engine's weighing or on a wrong move's take-back. The panel takes the board's picks away
//! itself; this tells the board, so that no pit glows as movable and the keys find nothing to
//! choose where a click would do nothing.

use bevy::prelude::*;

/// Who holds the board now: each panel says under its own name.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Held {
    by: Vec<&'static str>,
}

impl Held {
    pub fn any(&self) -> bool {
        !self.by.is_empty()
    }
}

/// `who` holds the board, or lets it go. A system may say so each frame: the resource is changed
/// only when this changes it.
pub fn hold(held: &mut ResMut<Held>, who: &'static str, holds: bool) {
    if held.by.contains(&who) != holds {
        held.by.retain(|name| *name != who);
        if holds {
            held.by.push(who);
        }
    }
}
