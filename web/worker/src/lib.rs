//! Kete's engine in the page's Web Worker (`web/engine-worker.js`): a task of `kete::work` begun
//! from its JSON, worked a slice at a time, its reports given back as JSON. Nothing of the game
//! engine: the module is the rules and the computer alone.

use std::time::Duration;
use wasm_bindgen::prelude::*;

/// A task under way in the worker.
#[wasm_bindgen]
pub struct Running {
    work: Box<dyn kete::work::AnyWork>,
    finished: bool,
}

/// Begins the task of `kind` from its JSON.
#[wasm_bindgen]
pub fn begin(kind: &str, task: &str) -> Result<Running, JsError> {
    let work = kete::work::begin(kind, task)?;
    Ok(Running { work, finished: false })
}

#[wasm_bindgen]
impl Running {
    /// Works for about `slice_ms` milliseconds: the report as JSON, if there is one.
    pub fn work(&mut self, slice_ms: f64) -> Option<String> {
        if self.finished {
            return None;
        }
        let (report, done) = self.work.work_json(Duration::from_secs_f64(slice_ms.max(0.0) / 1000.0));
        self.finished = done;
        report
    }

    /// Whether the task is done.
    pub fn finished(&self) -> bool {
        self.finished
    }
}
