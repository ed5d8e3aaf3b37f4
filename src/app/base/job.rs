//! Work off the frame loop — the listing of the legal moves, the computer's searches, the
//! analysis — as one kind of job: a task (`crate::work`) started, its latest report taken when
//! the board looks, dropped when no longer wanted. The app does not know where it runs: natively
//! on a thread of its own (Bevy's task pools also compile shaders and save screenshots, and a
//! long rules check or search must not hold one of their few threads); on the web in the page's
//! engine worker (`web/engine.js`), off the page's only thread, at full speed whatever the frame
//! rate. Only a page without the worker runs the slices in the frame, one each time it looks.

use crate::work::Task;
use std::time::Duration;

#[cfg(not(target_arch = "wasm32"))]
pub(crate) use native::Job;
#[cfg(target_arch = "wasm32")]
pub(crate) use web::Job;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::*;
    use crate::work::Sliced;
    use bevy::prelude::*;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};

    /// A task running on its own thread. Dropping it stops the work at its next slice.
    pub(crate) struct Job<T: Task> {
        latest: Arc<Mutex<Option<T::Report>>>,
        stop: Arc<AtomicBool>,
    }

    impl<T: Task> Job<T> {
        pub(crate) fn start(name: &str, task: T, slice: Duration) -> Job<T> {
            let (latest, stop) = (Arc::new(Mutex::new(None)), Arc::new(AtomicBool::new(false)));
            let (left, stopped) = (latest.clone(), stop.clone());
            let run = move || {
                let mut work = task.begin();
                while !stopped.load(Ordering::Relaxed) {
                    let (report, done) = work.work(slice);
                    // A report not yet taken is replaced: the board wants the latest.
                    if let (Some(report), Ok(mut slot)) = (report, left.lock()) {
                        *slot = Some(report);
                    }
                    if done {
                        break;
                    }
                }
            };
            if let Err(err) = std::thread::Builder::new().name(name.into()).spawn(run) {
                error!("no thread for {name}: {err}");
            }
            Job { latest, stop }
        }

        /// The latest report, once.
        pub(crate) fn take(&mut self) -> Option<T::Report> {
            self.latest.lock().ok().and_then(|mut slot| slot.take())
        }
    }

    impl<T: Task> Drop for Job<T> {
        fn drop(&mut self) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::*;
    use crate::work::Sliced;
    use bevy::prelude::*;
    use wasm_bindgen::prelude::*;

    // The page's engine worker (web/engine.js): a task goes in as JSON, its latest report comes
    // back as JSON.
    #[wasm_bindgen(js_namespace = keteEngine)]
    extern "C" {
        #[wasm_bindgen(catch, js_name = start)]
        fn engine_start(kind: &str, task: &str, slice_ms: f64) -> Result<u32, JsValue>;
        #[wasm_bindgen(js_name = take)]
        fn engine_take(id: u32) -> Option<String>;
        #[wasm_bindgen(js_name = stop)]
        fn engine_stop(id: u32);
    }

    /// A slice run in the frame is short, so the page keeps drawing.
    const IN_FRAME: Duration = Duration::from_millis(8);

    /// Where a task runs: in the worker, or (a page without it) in the frame.
    pub(crate) enum Job<T: Task> {
        Worker(u32),
        InFrame { work: T::Work, slice: Duration, done: bool },
    }

    impl<T: Task> Job<T> {
        pub(crate) fn start(name: &str, task: T, slice: Duration) -> Job<T> {
            let sent = serde_json::to_string(&task).map_err(|err| err.to_string()).and_then(|json| {
                engine_start(T::KIND, &json, slice.as_secs_f64() * 1000.0).map_err(|err| format!("{err:?}"))
            });
            match sent {
                Ok(id) => Job::Worker(id),
                Err(why) => {
                    warn!("{name} runs in the frame: the engine worker is not there ({why})");
                    Job::InFrame { work: task.begin(), slice: slice.min(IN_FRAME), done: false }
                }
            }
        }

        /// The latest report, once.
        pub(crate) fn take(&mut self) -> Option<T::Report> {
            match self {
                Job::Worker(id) => engine_take(*id).and_then(|json| match serde_json::from_str(&json) {
                    Ok(report) => Some(report),
                    Err(err) => {
                        error!("a report from the engine worker did not read: {err}");
                        None
                    }
                }),
                Job::InFrame { work, slice, done } => {
                    if *done {
                        return None;
                    }
                    let (report, finished) = work.work(*slice);
                    *done = finished;
                    report
                }
            }
        }
    }

    impl<T: Task> Drop for Job<T> {
        fn drop(&mut self) {
            if let Job::Worker(id) = self {
                engine_stop(*id);
            }
        }
    }
}
