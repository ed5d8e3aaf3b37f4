//! Lists the legal moves of the position on the board without ever holding up a frame. Almost
//! every position is listed in microseconds; a rare Bao or Omweso position takes the rules
//! seconds (an exact never-ending check walks a cycle of up to a billion steps). The listing goes
//! a slice of time at a time: after each slice the board takes the moves decided so far and
//! rings the pits whose moves are still open. Natively a slice runs on a worker thread; on the
//! web (no threads) it runs inside the frame, a few milliseconds each. A listing for a position
//! no longer on the board is dropped: it stops at the end of its slice.

use crate::app::model::game::Match;
use crate::app::model::lines::{Listed, Lister};
use crate::app::model::messages::PitChosen;
use crate::rules::Pit;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Listing>();
}

/// How long a slice of listing works before it tells what it has.
#[cfg(not(target_arch = "wasm32"))]
const SLICE: Duration = Duration::from_millis(25);
/// On the web a slice runs in the frame: short enough that the page keeps drawing.
#[cfg(target_arch = "wasm32")]
const SLICE: Duration = Duration::from_millis(6);

/// The listing under way, and which position it is for.
#[derive(Resource, Default)]
pub(super) struct Listing {
    job: Option<(u64, Job)>,
}

enum Job {
    /// Between slices.
    Idle(Box<Lister>),
    /// A slice running on a worker thread.
    #[cfg(not(target_arch = "wasm32"))]
    Working(bevy::tasks::Task<(Box<Lister>, Listed)>),
}

/// Runs while the board is listing, showing a move, or waiting for a pick with moves undecided.
pub(super) fn list_lines(
    mut current: ResMut<Match>,
    mut listing: ResMut<Listing>,
    mut picks: MessageWriter<PitChosen>,
) {
    let position = current.position_id();
    if !current.needs_lines() && current.pending_pits().is_empty() {
        return;
    }
    let job = match listing.job.take() {
        Some((id, job)) if id == position => job,
        // A listing for an earlier position is dropped (a slice under way ends on its own).
        _ => Job::Idle(Box::new(Lister::new(&current.game))),
    };
    let job = match job {
        #[cfg(not(target_arch = "wasm32"))]
        Job::Idle(mut lister) => Job::Working(bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
            let listed = lister.work(SLICE);
            (lister, listed)
        })),
        #[cfg(target_arch = "wasm32")]
        Job::Idle(mut lister) => {
            let listed = lister.work(SLICE);
            take(&mut current, position, listed, &mut picks);
            Job::Idle(lister)
        }
        #[cfg(not(target_arch = "wasm32"))]
        Job::Working(mut task) => match bevy::tasks::futures::check_ready(&mut task) {
            Some((lister, listed)) => {
                take(&mut current, position, listed, &mut picks);
                Job::Idle(lister)
            }
            None => Job::Working(task),
        },
    };
    listing.job = Some((position, job));
}

/// The board takes what a slice decided.
fn take(current: &mut Match, position: u64, listed: Listed, picks: &mut MessageWriter<PitChosen>) {
    let was_pending = current.pending_pits().to_vec();
    if listed.finished {
        if !was_pending.is_empty() {
            info!("every move decided");
        }
        current.set_lines(position, listed.lines);
    } else {
        if was_pending.is_empty() && current.needs_lines() {
            info!("moves still being decided: {}", names(current, &listed.pending));
        }
        current.set_quick_lines(position, listed.lines, listed.pending);
    }
    current.checking = listed.steps;
    // A pick that waited on a pit now decided goes ahead.
    if let Some(pit) = current.waiting_pick
        && !current.pending_pits().contains(&pit)
    {
        current.waiting_pick = None;
        picks.write(PitChosen(pit));
    }
}

fn names(current: &Match, pits: &[Pit]) -> String {
    pits.iter().map(|&pit| current.game.pit_name(pit)).collect::<Vec<_>>().join(" ")
}
