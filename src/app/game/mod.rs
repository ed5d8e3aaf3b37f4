//! The game at the board: the match and its record (`Match`), the turn being chosen (`Turn`),
//! the legal moves listed off the frame, starting and leaving games, choosing a move and its
//! questions, take-backs, the board's phase (`phase`, set at the start of each frame), the Omweso
//! setup under way, the last move and the last click refused; and every message a player, a panel
//! or a test writes to the board. It stands on the rules and `base` alone: what the board shows of it is the board's.

pub mod arranging;
mod choose;
pub mod dice;
mod follow_phase;
mod frames;
mod friends_game;
mod keys;
pub mod last_move;
pub mod legal;
mod listing;
pub mod messages;
pub mod phase;
pub mod refused;
pub mod remote;
pub mod starting;
mod take_back;
pub mod the_match;
pub mod turn;
pub mod view;
pub mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<the_match::Match>()
        .init_resource::<legal::Legal>()
        .init_resource::<turn::Turn>()
        .init_resource::<dice::Dice>()
        .init_resource::<last_move::LastMove>()
        .init_resource::<refused::Refused>()
        .add_message::<arranging::SetupRefused>()
        .add_plugins((
            messages::plugin,
            starting::plugin,
            choose::plugin,
            take_back::plugin,
            listing::plugin,
            keys::plugin,
            follow_phase::plugin,
            frames::plugin,
        ));
}
