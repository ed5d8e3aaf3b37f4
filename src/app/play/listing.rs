//! Lists the legal moves of the position on the board off the frame loop, in two steps. Almost
//! every position takes microseconds; a rare Bao or Omweso position takes the rules seconds (an
//! exact never-ending check must walk a long cycle). So a quick listing first follows each move a
//! bounded way, and the board takes the moves it decided at once; the pits with a move still
//! undecided wait for the full listing, which runs meanwhile and replaces the quick one.

use crate::app::model::game::Match;
use crate::app::model::lines::{Line, play_all, play_quick};
use crate::app::model::messages::PitChosen;
use crate::rules::Pit;
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, ComputeTaskPool, Task};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listing>();
}

/// The listing under way, and which position it is for.
#[derive(Resource, Default)]
pub(super) struct Listing {
    task: Option<(u64, Step)>,
}

enum Step {
    Quick(Task<(Vec<Line>, Vec<Pit>)>),
    Full(Task<Vec<Line>>),
}

/// Runs while the board is listing, showing a move, or waiting for a pick with moves undecided.
pub(super) fn list_lines(
    mut current: ResMut<Match>,
    mut listing: ResMut<Listing>,
    mut picks: MessageWriter<PitChosen>,
) {
    let position = current.position_id();
    let (quick, full) = (current.needs_lines(), !current.pending_pits().is_empty());
    if !quick && !full {
        return;
    }
    match &mut listing.task {
        Some((id, Step::Quick(task))) if *id == position && quick => {
            if let Some((lines, pending)) = check_ready(task) {
                if !pending.is_empty() {
                    info!("moves still being decided: {}", names(&current, &pending));
                }
                current.set_quick_lines(position, lines, pending);
                listing.task = None;
            }
        }
        Some((id, Step::Full(task))) if *id == position && full => {
            if let Some(lines) = check_ready(task) {
                current.set_lines(position, lines);
                listing.task = None;
                info!("every move decided");
                if let Some(pit) = current.waiting_pick.take() {
                    picks.write(PitChosen(pit));
                }
            }
        }
        // A listing for an earlier position is dropped: its result is not wanted.
        _ => {
            let game = current.game.clone();
            // The quick listing (bounded work) has its own pool, so a new position is not listed
            // behind an earlier position's full listing that may still walk a long cycle.
            let step = if quick {
                Step::Quick(ComputeTaskPool::get().spawn(async move { play_quick(&game) }))
            } else {
                Step::Full(AsyncComputeTaskPool::get().spawn(async move { play_all(&game) }))
            };
            listing.task = Some((position, step));
        }
    }
}

fn names(current: &Match, pits: &[Pit]) -> String {
    pits.iter().map(|&pit| current.game.pit_name(pit)).collect::<Vec<_>>().join(" ")
}
