//! The analysis runs as a job off the frame: started by `AnalyseGame`, reporting how far it has
//! got, and its findings once every position is searched.

use super::messages::AnalyseGame;
use super::state::{GameAnalysis, SLICE};
use crate::ai::analysis::NODES;
use crate::app::base::AppSystems;
use crate::app::base::job::Job;
use crate::app::game::the_match::Match;
use crate::work::analysis::{AnalyseTask, Analysed};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysing>().add_systems(Update, (start, follow).chain().in_set(AppSystems::Think));
}

/// The analysis job under way.
#[derive(Resource, Default)]
struct Analysing {
    job: Option<Job<AnalyseTask>>,
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
    if !current.allowed().help {
        info!("no analysis while a game with a friend runs");
        return;
    }
    analysis.open = true;
    let key = GameAnalysis::key(&current);
    if analysis.game.as_ref() == Some(&key) && analysis.failed.is_none() {
        return;
    }
    let (_, moves) = &key;
    info!("analysing {} moves", moves.len());
    // A game of n moves has n + 1 positions; the job tells the exact count as it goes.
    *analysis = GameAnalysis { progress: (0, moves.len() + 1), open: true, ..default() };
    let task = AnalyseTask { start: current.start.clone(), moves: moves.clone(), nodes: NODES };
    analysing.job = Some(Job::start("analysis", task, SLICE));
    analysis.game = Some(key);
}

fn follow(mut analysis: ResMut<GameAnalysis>, mut analysing: ResMut<Analysing>) {
    let Some(job) = analysing.job.as_mut() else { return };
    match job.take() {
        Some(Analysed::Progress(done, all)) => {
            // Every tenth position is logged: the browser test measures the pace by it.
            if done / 10 > analysis.progress.0 / 10 {
                info!("analysed {done} of {all} positions");
            }
            analysis.progress = (done, all);
        }
        Some(Analysed::Done(found)) => {
            let all = found.chances.len();
            info!("analysis done: {} moves", found.moves.len());
            analysis.progress = (all, all);
            analysis.result = Some(*found);
            analysing.job = None;
        }
        Some(Analysed::Refused(why)) => {
            warn!("the game cannot be analysed: {why}");
            analysis.failed = Some(why);
            analysing.job = None;
        }
        None => {}
    }
}
