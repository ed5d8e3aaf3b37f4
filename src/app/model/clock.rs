//! Blitz (Omweso's *ekyobutabala*): the referee's count before each move. It starts when the
//! board has settled for the player to move and stops when they pick a pit; at zero the
//! opponent may take the turn (`TurnLost`).

use super::AppSystems;
use super::session::{Match, PlayMode};
use super::sowing::Playback;
use super::turn::Turn;
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BlitzClock>().add_systems(Update, count_down.in_set(AppSystems::Present));
}

/// Seconds a player has to begin a move in Blitz.
pub const BLITZ_SECONDS: f32 = 3.0;

/// The count for the player to move, when one is running.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct BlitzClock {
    /// Whose count it is and how many seconds are left; `None` when no count runs.
    pub running: Option<(Side, f32)>,
    /// The count for this position ran out: the opponent may take the turn.
    pub expired: bool,
    /// The position the count belongs to: (moves played, player to move).
    position: Option<(usize, Side)>,
}

fn count_down(
    time: Res<Time>,
    current: Res<Match>,
    playback: Res<Playback>,
    turn: Res<Turn>,
    mut clock: ResMut<BlitzClock>,
) {
    let playing = current.mode == PlayMode::Blitz
        && current.arranging.is_none()
        && current.game.outcome().is_none()
        && current.is_ready()
        && !playback.is_busy();
    if !playing {
        *clock = BlitzClock::default();
        return;
    }
    let mover = current.game.side_to_move();
    let position = Some((current.moves.len(), mover));
    if clock.position != position {
        *clock = BlitzClock { running: Some((mover, BLITZ_SECONDS)), expired: false, position };
    }
    if turn.is_choosing() {
        // The move has begun: the count stops.
        clock.running = None;
        return;
    }
    if let Some((side, left)) = clock.running {
        let left = left - time.delta_secs();
        if left <= 0.0 {
            clock.running = None;
            clock.expired = true;
            info!("{side}'s count ran out: {} may take the turn", side.opponent());
        } else {
            clock.running = Some((side, left));
        }
    }
}
