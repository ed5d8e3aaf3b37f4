//! The analysis as tasks: a whole game gone through position by position, telling how far it has
//! got; and one move weighed against the engine's (a puzzle's mistake put right another way).

use super::{Instant, Sliced, Task};
use crate::ai::analysis::{Analyser, Analysis, Mark};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The task: analyse the game from `start` through `moves` (in notation), `nodes` a position.
#[derive(Serialize, Deserialize)]
pub struct AnalyseTask {
    pub start: crate::rules::AnyGame,
    pub moves: Vec<String>,
    pub nodes: u64,
}

/// What the analysis tells: how far it has got, its findings at the end, or why the game cannot
/// be analysed.
#[derive(Serialize, Deserialize)]
pub enum Analysed {
    Progress(usize, usize),
    Done(Box<Analysis>),
    Refused(String),
}

impl Task for AnalyseTask {
    const KIND: &'static str = "analyse";
    type Report = Analysed;
    type Work = GameAnalyser;

    fn begin(self) -> GameAnalyser {
        GameAnalyser(Analyser::of_game(&self.start, &self.moves, self.nodes))
    }
}

/// The analyser at work, or why there is none.
pub struct GameAnalyser(Result<Analyser, String>);

impl Sliced for GameAnalyser {
    type Report = Analysed;

    fn work(&mut self, slice: Duration) -> (Option<Analysed>, bool) {
        let analyser = match &mut self.0 {
            Ok(analyser) => analyser,
            Err(why) => return (Some(Analysed::Refused(why.clone())), true),
        };
        let begun = Instant::now();
        while begun.elapsed() < slice {
            if analyser.work(1) {
                return match analyser.result() {
                    Some(found) => (Some(Analysed::Done(Box::new(found))), true),
                    None => (None, true),
                };
            }
        }
        let (done, all) = analyser.progress();
        (Some(Analysed::Progress(done, all)), false)
    }
}

/// The task: weigh `played` from `start` (the position before it searched, then the one after).
#[derive(Serialize, Deserialize)]
pub struct WeighTask {
    pub start: crate::rules::AnyGame,
    pub played: String,
    pub nodes: u64,
}

/// What the weighing tells: the move's mark (none: the engine could not weigh it), or why the
/// move cannot be weighed.
pub type Weighed = Result<Option<Mark>, String>;

impl Task for WeighTask {
    const KIND: &'static str = "weigh";
    type Report = Weighed;
    type Work = MoveWeigher;

    fn begin(self) -> MoveWeigher {
        MoveWeigher(GameAnalyser(Analyser::of_game(
            &self.start,
            std::slice::from_ref(&self.played),
            self.nodes,
        )))
    }
}

/// One move weighed: the analysis of a game of that one move, of which its mark is kept.
pub struct MoveWeigher(GameAnalyser);

impl Sliced for MoveWeigher {
    type Report = Weighed;

    fn work(&mut self, slice: Duration) -> (Option<Weighed>, bool) {
        match self.0.work(slice) {
            (Some(Analysed::Done(found)), done) => {
                (Some(Ok(found.review(1).map(|review| review.mark))), done)
            }
            (Some(Analysed::Refused(why)), done) => (Some(Err(why)), done),
            // Done without findings: the engine could not weigh it.
            (_, true) => (Some(Ok(None)), true),
            (_, false) => (None, false),
        }
    }
}
