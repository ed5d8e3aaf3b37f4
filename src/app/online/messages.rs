//! What the title screen and the panel ask of an online game.

use crate::saved::settings::MatchSettings;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HostOnline>()
        .add_message::<JoinOnline>()
        .add_message::<ShowTables>()
        .add_message::<TableAsk>()
        .add_message::<AskTakeBack>()
        .add_message::<AnswerTakeBack>();
}

/// Make a room for a game with these settings, and wait in it for the friend.
#[derive(Message, Clone, Copy, Debug)]
pub struct HostOnline(pub MatchSettings);

/// The open tables of the game these settings choose, where players who do not know each other
/// meet (`None`: hide them; this player's table, if open, waits on).
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowTables(pub Option<MatchSettings>);

/// What this player does at the tables.
#[derive(Message, Clone, Debug)]
pub enum TableAsk {
    /// Opens a table for a game with these settings (one at a time).
    Open(MatchSettings),
    /// Closes this player's table.
    Close,
    /// Sits down at the table with this id: the game begins in the room the server gives.
    Sit(String),
    /// Someone sat down at this player's table: play them now (their device waits in the room).
    Play,
    /// Someone sat down, but not now: the table is let go.
    NotNow,
}

/// Join a friend's room: its code as typed, or the invitation link.
#[derive(Message, Clone, Debug)]
pub struct JoinOnline(pub String);

/// Ask the friend to take back this player's last move (and the friend's answer to it).
#[derive(Message, Clone, Copy, Debug)]
pub struct AskTakeBack;

/// This player's answer to the friend's take-back: yes takes the game back on both boards.
#[derive(Message, Clone, Copy, Debug)]
pub struct AnswerTakeBack(pub bool);
