//! The engine's slow work — the listing of a position's legal moves, the computer's search, the
//! analysis of a game, the weighing of a move, the live evaluation of a variation — described by
//! data and done a slice at a time, so it can run wherever there is room: natively on a thread
//! of its own, on the web in a Web Worker (`web/worker`, a small module of its own built from
//! this crate without the game engine), and in the frame only where neither exists. A task goes
//! in as data and its reports come out as data: on the web they cross to the worker and back
//! as JSON. Plain Rust, no engine.

pub mod analysis;
pub mod listing;
pub mod search;

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::time::Duration;

/// The clock a slice is timed by: the platform's, on the web too (the page's or the worker's).
pub use web_time::Instant;

/// Work done a slice at a time.
pub trait Sliced: Send + 'static {
    type Report: Send + 'static;

    /// Works for about `slice`: what there is to report (if anything), and whether it is done.
    fn work(&mut self, slice: Duration) -> (Option<Self::Report>, bool);
}

/// A piece of work described by data: what the worker is sent, and what it begins from it.
pub trait Task: Serialize + DeserializeOwned + Send + 'static {
    /// Its name in the messages to the worker.
    const KIND: &'static str;
    type Report: Serialize + DeserializeOwned + Send + 'static;
    type Work: Sliced<Report = Self::Report>;

    fn begin(self) -> Self::Work;
}

/// Work of any kind, its reports written as JSON: what the worker runs.
pub trait AnyWork {
    /// Works for about `slice`: the report as JSON (if any), and whether it is done.
    fn work_json(&mut self, slice: Duration) -> (Option<String>, bool);
}

impl<W: Sliced<Report: Serialize>> AnyWork for W {
    fn work_json(&mut self, slice: Duration) -> (Option<String>, bool) {
        let (report, done) = self.work(slice);
        // A report that will not write is a bug in this crate's types, not in the input: it is
        // left out, and the job's end still told.
        (report.and_then(|report| serde_json::to_string(&report).ok()), done)
    }
}

/// Why a task could not be begun.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    #[error("no such kind of work: {0}")]
    Kind(String),
    #[error("the task does not read: {0}")]
    Task(#[from] serde_json::Error),
}

/// Begins the task of the given kind from its JSON.
pub fn begin(kind: &str, task: &str) -> Result<Box<dyn AnyWork>, Refused> {
    fn read<T: Task>(task: &str) -> Result<Box<dyn AnyWork>, Refused> {
        Ok(Box::new(serde_json::from_str::<T>(task)?.begin()))
    }
    match kind {
        listing::ListTask::KIND => read::<listing::ListTask>(task),
        search::SearchTask::KIND => read::<search::SearchTask>(task),
        search::EvaluateTask::KIND => read::<search::EvaluateTask>(task),
        analysis::AnalyseTask::KIND => read::<analysis::AnalyseTask>(task),
        analysis::WeighTask::KIND => read::<analysis::WeighTask>(task),
        other => Err(Refused::Kind(other.chars().take(40).collect())),
    }
}
