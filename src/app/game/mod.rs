//! The game at the board: the match and its record (`Match`), the turn being chosen (`Turn`),
//! the legal moves listed off the frame, starting and leaving games, choosing a move and its
//! questions, take-backs, and every message a player, a panel or a test writes to the board.

mod choose;
pub mod dice;
mod keys;
pub mod legal;
pub mod lines;
mod listing;
pub mod messages;
mod question_panel;
pub mod record;
mod session;
mod take_back;
pub mod turn;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<record::Match>()
        .init_resource::<legal::Legal>()
        .init_resource::<turn::Turn>()
        .init_resource::<dice::Dice>()
        .add_plugins((
            messages::plugin,
            session::plugin,
            choose::plugin,
            take_back::plugin,
            listing::plugin,
            keys::plugin,
        ));
}

/// The question's panel, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(question_panel::plugin);
}
