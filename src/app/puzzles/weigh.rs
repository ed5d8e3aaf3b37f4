//! A mistake put right by another move than the engine's: the engine weighs it off the frame, as
//! the analysis weighs a game's moves (the position before it searched, then the one after), and
//! takes it as right when it gives away less than an inaccuracy's chance (`ai::analysis`), so a
//! move as good as the engine's is not called wrong.

use super::book::{Progress, PuzzleOnBoard};
use crate::ai::analysis::{Mark, NODES};
use crate::app::analysis::state::SLICE;
use crate::app::base::AppSystems;
use crate::app::base::job::Job;
use crate::work::analysis::WeighTask;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Weighing>().add_systems(Update, weigh.in_set(AppSystems::Think));
}

/// The move being weighed (the position before it, the move), and the job weighing it.
#[derive(Resource, Default)]
struct Weighing {
    job: Option<((String, String), Job<WeighTask>)>,
}

/// Starts weighing the move a mistake's panel waits on, and gives the verdict: right (solved, as
/// good as the engine's) or wrong (answered, then taken back, as any wrong move).
fn weigh(mut on_board: ResMut<PuzzleOnBoard>, mut weighing: ResMut<Weighing>) {
    let asked = on_board.0.as_ref().and_then(|solving| match &solving.progress {
        Progress::Weighing { played } => Some((solving.start.to_text(), played.clone())),
        _ => None,
    });
    // A move taken back, or a puzzle left, is weighed no more.
    if weighing.job.as_ref().map(|(key, _)| key) != asked.as_ref() {
        weighing.job = None;
    }
    // Only a move being weighed touches the puzzle.
    let Some((position, played)) = asked else { return };
    let Some(solving) = on_board.0.as_mut() else { return };
    if weighing.job.is_none() {
        let task = WeighTask { start: solving.start.clone(), played: played.clone(), nodes: NODES };
        weighing.job = Some(((position, played), Job::start("weighing", task, SLICE)));
        return;
    }
    let Some(weighed) = weighing.job.as_mut().and_then(|(_, job)| job.take()) else { return };
    weighing.job = None;
    // The rules played it: they cannot refuse it now. Were they to, it is not the answer.
    let mark = weighed.unwrap_or_else(|why| {
        warn!("{played} cannot be weighed: {why}");
        None
    });
    info!("puzzle move {played} weighed: {mark:?}");
    if mark.is_some_and(|mark| mark <= Mark::Good) {
        solving.progress = Progress::Solved;
        solving.as_good = Some(played);
    } else {
        solving.progress = Progress::Wrong { ply: 0, played };
        solving.misses += 1;
    }
}
