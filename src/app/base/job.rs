//! Work off the frame loop — the listing of the legal moves, the computer's searches, the
//! analysis — as one kind of job: a task (`crate::work`) started, its latest report taken when
//! the board looks, dropped when no longer wanted. The app does not know where it runs: natively
//! on a thread of its own (Bevy's task pools also compile shaders and save screenshots, and a
//! long rules check or search must not hold one of their few threads); on the web in the page's
//! engine worker (`web/engine.js`), off the page's only thread, at full speed whatever the frame
//! rate. Only a page without the worker, or a task the worker failed, runs its slices in the
//! frame, one each time it looks.
//!
//! An idle window sleeps (`base::frames`), so a report must wake it: a job's thread, or the
//! worker's message, wakes the window when it leaves one ([`wake_with`]); slices run in the frame
//! need frames, and [`needs_frames`] says so while one is under way.

use crate::work::Task;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// How the window is woken: set once, by the windowed game.
static WAKE: OnceLock<Box<dyn Fn() + Send + Sync>> = OnceLock::new();

/// Jobs whose slices run in the frame, started and neither done nor dropped.
static IN_FRAME_UNDER_WAY: AtomicUsize = AtomicUsize::new(0);

/// Sets how a job wakes the sleeping window when it has something to report (the first call
/// wins: there is one window).
pub fn wake_with(wake: impl Fn() + Send + Sync + 'static) {
    let _ = WAKE.set(Box::new(wake));
}

/// Wakes the window, if it sleeps, so the board takes a report (or the friend's word, online).
pub fn wake() {
    if let Some(wake) = WAKE.get() {
        wake();
    }
}

/// Whether the work under way needs the window to keep drawing: only slices run in the frame (a
/// page without the engine worker) do; a thread or the worker wakes the window with its reports.
pub fn needs_frames() -> bool {
    IN_FRAME_UNDER_WAY.load(Ordering::Relaxed) > 0
}

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
                        drop(slot);
                        wake();
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
    use std::sync::Once;
    use wasm_bindgen::prelude::*;

    // The page's engine worker (web/engine.js): a task goes in as JSON, its latest report comes
    // back as JSON.
    #[wasm_bindgen(js_namespace = keteEngine)]
    extern "C" {
        #[wasm_bindgen(catch, js_name = start)]
        fn engine_start(kind: &str, task: &str, slice_ms: f64) -> Result<u32, JsValue>;
        #[wasm_bindgen(catch, js_name = take)]
        fn engine_take(id: u32) -> Result<Option<String>, JsValue>;
        #[wasm_bindgen(js_name = stop)]
        fn engine_stop(id: u32);
        #[wasm_bindgen(js_name = onReport)]
        fn engine_on_report(wake: &Closure<dyn Fn()>);
    }

    /// Each report from the worker wakes the window (set up with the first job).
    fn wake_on_reports() {
        static SET: Once = Once::new();
        SET.call_once(|| {
            let closure = Closure::<dyn Fn()>::new(wake);
            engine_on_report(&closure);
            // The page keeps it for as long as the game runs.
            closure.forget();
        });
    }

    /// Counts a job run in the frame as under way until it is done or dropped.
    pub(crate) struct UnderWay(bool);

    impl UnderWay {
        fn begin() -> UnderWay {
            IN_FRAME_UNDER_WAY.fetch_add(1, Ordering::Relaxed);
            UnderWay(true)
        }

        fn end(&mut self) {
            if std::mem::take(&mut self.0) {
                IN_FRAME_UNDER_WAY.fetch_sub(1, Ordering::Relaxed);
            }
        }
    }

    impl Drop for UnderWay {
        fn drop(&mut self) {
            self.end();
        }
    }

    /// A slice run in the frame is short, so the page keeps drawing.
    const IN_FRAME: Duration = Duration::from_millis(8);

    /// Where a task runs: in the worker, or (a page without it) in the frame. A task in the
    /// worker is kept, to be run in the frame should the worker fail it.
    pub(crate) enum Job<T: Task> {
        Worker { id: u32, task: Option<T>, slice: Duration },
        InFrame { work: T::Work, slice: Duration, under_way: UnderWay },
    }

    impl<T: Task> Job<T> {
        pub(crate) fn start(name: &str, task: T, slice: Duration) -> Job<T> {
            let sent = serde_json::to_string(&task).map_err(|err| err.to_string()).and_then(|json| {
                engine_start(T::KIND, &json, slice.as_secs_f64() * 1000.0).map_err(|err| format!("{err:?}"))
            });
            match sent {
                Ok(id) => {
                    wake_on_reports();
                    Job::Worker { id, task: Some(task), slice }
                }
                Err(why) => {
                    warn!("{name} runs in the frame: the engine worker is not there ({why})");
                    Job::in_frame(task, slice)
                }
            }
        }

        fn in_frame(task: T, slice: Duration) -> Job<T> {
            Job::InFrame { work: task.begin(), slice: slice.min(IN_FRAME), under_way: UnderWay::begin() }
        }

        /// The latest report, once.
        pub(crate) fn take(&mut self) -> Option<T::Report> {
            match self {
                Job::Worker { id, task, slice } => match engine_take(*id) {
                    Ok(json) => json.and_then(|json| match serde_json::from_str(&json) {
                        Ok(report) => Some(report),
                        Err(err) => {
                            error!("a report from the engine worker did not read: {err}");
                            None
                        }
                    }),
                    // The worker failed the task (or itself): the task goes on in the frame.
                    Err(why) => {
                        let task = task.take()?;
                        warn!("a task runs in the frame: the engine worker failed it ({why:?})");
                        *self = Job::in_frame(task, *slice);
                        self.take()
                    }
                },
                Job::InFrame { work, slice, under_way } => {
                    if !under_way.0 {
                        return None;
                    }
                    let (report, finished) = work.work(*slice);
                    if finished {
                        under_way.end();
                    }
                    report
                }
            }
        }
    }

    impl<T: Task> Drop for Job<T> {
        fn drop(&mut self) {
            if let Job::Worker { id, .. } = self {
                engine_stop(*id);
            }
        }
    }
}
