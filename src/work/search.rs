//! The engine's searches as tasks: the computer's move (or a hint), ended by its level's budget
//! or its time; and the live evaluation of a position, reported as it deepens.

use super::{Instant, Sliced, Task};
use crate::ai::search::Report;
use crate::ai::{Budget, Thinking};
use crate::rules::{AnyGame, AnyMove};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The task: the move to play in `game`, found within `budget` and at most `most`.
#[derive(Serialize, Deserialize)]
pub struct SearchTask {
    pub game: AnyGame,
    pub budget: Budget,
    pub seed: u64,
    pub most: Duration,
}

impl Task for SearchTask {
    const KIND: &'static str = "search";
    /// The move (`None`: it found none).
    type Report = Option<AnyMove>;
    type Work = TimedSearch;

    fn begin(self) -> TimedSearch {
        TimedSearch {
            thinking: Thinking::new(&self.game, self.budget, self.seed),
            started: Instant::now(),
            most: self.most,
        }
    }
}

/// A search that ends when its budget is spent or its time is up, and reports its move then.
pub struct TimedSearch {
    thinking: Thinking,
    started: Instant,
    most: Duration,
}

impl Sliced for TimedSearch {
    type Report = Option<AnyMove>;

    fn work(&mut self, slice: Duration) -> (Option<Option<AnyMove>>, bool) {
        let begun = Instant::now();
        while begun.elapsed() < slice {
            if self.thinking.step() || self.started.elapsed() >= self.most {
                return (Some(self.thinking.best()), true);
            }
        }
        (None, false)
    }
}

/// The task: search `game` within `budget`, telling after each slice what the search sees.
#[derive(Serialize, Deserialize)]
pub struct EvaluateTask {
    pub game: AnyGame,
    pub budget: Budget,
}

/// What the search sees so far, and whether it is done.
#[derive(Serialize, Deserialize)]
pub struct Seen {
    pub report: Report,
    pub done: bool,
}

impl Task for EvaluateTask {
    const KIND: &'static str = "evaluate";
    type Report = Seen;
    type Work = LiveSearch;

    fn begin(self) -> LiveSearch {
        LiveSearch { thinking: Thinking::new(&self.game, self.budget, 1) }
    }
}

/// A search reporting as it deepens.
pub struct LiveSearch {
    thinking: Thinking,
}

impl Sliced for LiveSearch {
    type Report = Seen;

    fn work(&mut self, slice: Duration) -> (Option<Seen>, bool) {
        let begun = Instant::now();
        let mut done = false;
        while !done && begun.elapsed() < slice {
            done = self.thinking.step();
        }
        (Some(Seen { report: self.thinking.report(), done }), done)
    }
}
