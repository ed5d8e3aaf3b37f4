//! The analysis runs as a job off the frame: started by `AnalyseGame`, reporting how far it has
//! got, and its findings once every position is searched.

use super::messages::AnalyseGame;
use super::state::{GameAnalysis, SLICE};
use crate::ai::analysis::{Analyser, Analysis, NODES};
use crate::app::base::AppSystems;
use crate::app::base::job::{Job, Sliced};
use crate::app::game::the_match::Match;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysing>().add_systems(Update, (start, follow).chain().in_set(AppSystems::Think));
}

/// The analysis job under way.
#[derive(Resource, Default)]
struct Analysing {
    job: Option<Job<AnalysisJob>>,
}

/// The analyser as a job.
struct AnalysisJob {
    analyser: Analyser,
}

/// What a slice reports: how far it has got, and the findings at the end.
enum Report {
    Progress(usize, usize),
    Done(Box<Analysis>),
}

impl Sliced for AnalysisJob {
    type Report = Report;

    fn work(&mut self, slice: Duration) -> (Option<Report>, bool) {
        let begun = Instant::now();
        while begun.elapsed() < slice {
            if self.analyser.work(1) {
                return match self.analyser.result() {
                    Some(found) => (Some(Report::Done(Box::new(found))), true),
                    None => (None, true),
                };
            }
        }
        let (done, all) = self.analyser.progress();
        (Some(Report::Progress(done, all)), false)
    }
}

fn start(
    mut asked: MessageReader<AnalyseGame>,
    current: Res<Match>,
    mut analysis: ResMut<GameAnalysis>,
    mut analysing: ResMut<Analysing>,
) {
    if asked.read().last().is_none() {
        return;
    }
    analysis.open = true;
    let key = GameAnalysis::key(&current);
    if analysis.game.as_ref() == Some(&key) && analysis.failed.is_none() {
        return;
    }
    let (_, moves) = &key;
    match Analyser::of_game(&current.start, moves, NODES) {
        Ok(analyser) => {
            info!("analysing {} moves", moves.len());
            *analysis = GameAnalysis { progress: analyser.progress(), open: true, ..default() };
            analysing.job = Some(Job::start("analysis", AnalysisJob { analyser }, SLICE));
        }
        Err(why) => {
            warn!("the game cannot be analysed: {why}");
            *analysis = GameAnalysis { failed: Some(why), open: true, ..default() };
        }
    }
    analysis.game = Some(key);
}

fn follow(mut analysis: ResMut<GameAnalysis>, mut analysing: ResMut<Analysing>) {
    let Some(job) = analysing.job.as_mut() else { return };
    match job.take() {
        Some(Report::Progress(done, all)) => {
            // Every tenth position is logged: the browser test measures the pace by it.
            if done / 10 > analysis.progress.0 / 10 {
                info!("analysed {done} of {all} positions");
            }
            analysis.progress = (done, all);
        }
        Some(Report::Done(found)) => {
            let all = found.chances.len();
            info!("analysis done: {} moves", found.moves.len());
            analysis.progress = (all, all);
            analysis.result = Some(*found);
            analysing.job = None;
        }
        None => {}
    }
}
