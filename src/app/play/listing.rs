//! Lists the legal moves of the position on the board off the frame loop. Almost every position
//! takes microseconds; a rare Bao or Omweso position takes the rules seconds (an exact
//! never-ending check must walk a long cycle), and the board keeps drawing meanwhile.

use crate::app::model::game::Match;
use crate::app::model::lines::{Line, play_all};
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listing>();
}

/// The listing under way, and which position it is for.
#[derive(Resource, Default)]
pub(super) struct Listing {
    task: Option<(u64, Task<Vec<Line>>)>,
}

/// Runs while the board is listing (`BoardPhase::Listing`).
pub(super) fn list_lines(mut current: ResMut<Match>, mut listing: ResMut<Listing>) {
    if !current.needs_lines() {
        return;
    }
    let position = current.position_id();
    match &mut listing.task {
        Some((id, task)) if *id == position => {
            if let Some(lines) = check_ready(task) {
                current.set_lines(position, lines);
                listing.task = None;
            }
        }
        // A listing for an earlier position is dropped: its result is not wanted.
        _ => {
            let game = current.game.clone();
            let task = AsyncComputeTaskPool::get().spawn(async move { play_all(&game) });
            listing.task = Some((position, task));
        }
    }
}
