//! What the title screen and the panel ask of an online game.

use crate::saved::settings::MatchSettings;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HostOnline>()
        .add_message::<JoinOnline>()
        .add_message::<AskTakeBack>()
        .add_message::<AnswerTakeBack>();
}

/// Make a room for a game with these settings, and wait in it for the friend.
#[derive(Message, Clone, Copy, Debug)]
pub struct HostOnline(pub MatchSettings);

/// Join a friend's room: its code as typed, or the invitation link.
#[derive(Message, Clone, Debug)]
pub struct JoinOnline(pub String);

/// Ask the friend to take back this player's last move (and the friend's answer to it).
#[derive(Message, Clone, Copy, Debug)]
pub struct AskTakeBack;

/// This player's answer to the friend's take-back: yes takes the game back on both boards.
#[derive(Message, Clone, Copy, Debug)]
pub struct AnswerTakeBack(pub bool);
