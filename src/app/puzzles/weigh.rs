//! A mistake put right by another move than the engine's: the engine weighs it off the frame, as
//! the analysis weighs a game's moves (the position before it searched, then the one after), and
//! takes it as right when it gives away less than an inaccuracy's chance (`ai::analysis`), so a
//! move as good as the engine's is not called wrong.

use super::book::{Progress, PuzzleOnBoard};
use crate::ai::analysis::{Analyser, Mark, NODES};
use crate::app::analysis::state::SLICE;
use crate::app::base::AppSystems;
use crate::app::base::job::{Job, Sliced};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Weighing>().add_systems(Update, weigh.in_set(AppSystems::Think));
}

/// The move being weighed (the position before it, the move), and the job weighing it.
#[derive(Resource, Default)]
struct Weighing {
    job: Option<((String, String), Job<WeighJob>)>,
}

struct WeighJob {
    analyser: Analyser,
}

impl Sliced for WeighJob {
    /// The move's mark, or none when the engine could not weigh it.
    type Report = Option<Mark>;

    fn work(&mut self, slice: Duration) -> (Option<Option<Mark>>, bool) {
        let begun = bevy::platform::time::Instant::now();
        while begun.elapsed() < slice {
            if self.analyser.work(1) {
                let mark = self.analyser.result().and_then(|found| found.review(1).map(|review| review.mark));
                return (Some(mark), true);
            }
        }
        (None, false)
    }
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
        match Analyser::of_game(&solving.start, std::slice::from_ref(&played), NODES) {
            Ok(analyser) => {
                let job = Job::start("weighing", WeighJob { analyser }, SLICE);
                weighing.job = Some(((position, played), job));
            }
            // The rules played it: they cannot refuse it now. Were they to, it is not the answer.
            Err(why) => {
                warn!("{played} cannot be weighed: {why}");
                solving.progress = Progress::Wrong { ply: 0, played };
                solving.misses += 1;
            }
        }
        return;
    }
    let Some(mark) = weighing.job.as_mut().and_then(|(_, job)| job.take()) else { return };
    weighing.job = None;
    info!("puzzle move {played} weighed: {mark:?}");
    if mark.is_some_and(|mark| mark <= Mark::Good) {
        solving.progress = Progress::Solved;
        solving.as_good = Some(played);
    } else {
        solving.progress = Progress::Wrong { ply: 0, played };
        solving.misses += 1;
    }
}
