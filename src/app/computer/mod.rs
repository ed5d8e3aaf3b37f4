//! The computer: its searches at the board off the frame loop
//! (its moves, its Omweso arrangement, the hints a player asks for) and what it thinks.

mod frames;
mod keys;
mod think;
pub mod thoughts;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<thoughts::Thoughts>().add_message::<thoughts::AskHint>().add_plugins((
        think::plugin,
        keys::plugin,
        frames::plugin,
    ));
}
