//! Looking back over a game: the steps a player takes through its moves, a replay that steps on
//! by itself, and each move as the rules play it again so the board can show its seeds moving.
//! The positions come from the match's own history; nothing here decides a rule.

use crate::rules::record::LOST_TURN;
use crate::rules::{AnyGame, EndReason};
use crate::work::listing::Line;
use bevy::prelude::*;

/// A replay stepping through the moves by itself.
#[derive(Resource, Debug, Default)]
pub struct Replay {
    pub playing: bool,
    /// Seconds the board has rested since the last move was shown.
    pub rested: f32,
}

/// How long the board rests between two moves of a replay, at Normal speed.
pub const REST_SECONDS: f32 = 0.7;

/// The move `notation`, played from `before` again with its events, to show it; `None` for a
/// lost Blitz turn (no seed moves) or a never-ending move (its laps are not worth showing, and
/// would be without end to keep).
pub fn replayed(before: &AnyGame, notation: &str, after: &AnyGame) -> Option<Line> {
    let never_ending = after.outcome().is_some_and(|o| o.reason == EndReason::NeverEndingMove);
    if notation == LOST_TURN || never_ending {
        return None;
    }
    let mv = before.parse_move(notation).ok()?;
    let mut played = before.clone();
    let mut events = Vec::new();
    played.play(mv, &mut events).ok()?;
    Some(Line { mv, notation: notation.to_string(), events, after: played })
}
