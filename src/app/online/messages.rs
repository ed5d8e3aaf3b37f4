//! What the title screen and the panel ask of an online game.

use crate::saved::settings::MatchSettings;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HostOnline>().add_message::<JoinOnline>();
}

/// Make a room for a game with these settings, and wait in it for the friend.
#[derive(Message, Clone, Copy, Debug)]
pub struct HostOnline(pub MatchSettings);

/// Join a friend's room: its code as typed, or the invitation link.
#[derive(Message, Clone, Debug)]
pub struct JoinOnline(pub String);
