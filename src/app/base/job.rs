//! Work off the frame loop — the listing of the legal moves, the computer's searches — as one kind
//! of job. The work is done in slices (`Sliced`); natively the slices run one after another on a
//! thread of its own (Bevy's task pools also compile shaders and save screenshots, and a long
//! rules check or search must not hold one of their few threads), leaving each report for the
//! board to take, and stop at the next slice once the board drops the job. The web has no
//! threads: there one slice runs each time the board looks, inside the frame.

use std::time::Duration;

/// Work done a slice at a time.
pub(crate) trait Sliced: Send + 'static {
    type Report: Send + 'static;

    /// Works for about `slice`: what there is to report (if anything), and whether it is done.
    fn work(&mut self, slice: Duration) -> (Option<Self::Report>, bool);
}

#[cfg(not(target_arch = "wasm32"))]
pub(crate) use native::Job;
#[cfg(target_arch = "wasm32")]
pub(crate) use web::Job;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::Sliced;
    use bevy::prelude::*;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    /// A piece of work running on its own thread. Dropping it stops the work at its next slice.
    pub(crate) struct Job<W: Sliced> {
        latest: Arc<Mutex<Option<W::Report>>>,
        stop: Arc<AtomicBool>,
    }

    impl<W: Sliced> Job<W> {
        pub(crate) fn start(name: &str, mut work: W, slice: Duration) -> Job<W> {
            let (latest, stop) = (Arc::new(Mutex::new(None)), Arc::new(AtomicBool::new(false)));
            let (left, stopped) = (latest.clone(), stop.clone());
            let run = move || {
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
        pub(crate) fn take(&mut self) -> Option<W::Report> {
            self.latest.lock().ok().and_then(|mut slot| slot.take())
        }
    }

    impl<W: Sliced> Drop for Job<W> {
        fn drop(&mut self) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::Sliced;
    use std::time::Duration;

    /// A piece of work done one slice each time the board looks.
    pub(crate) struct Job<W: Sliced> {
        work: W,
        slice: Duration,
        done: bool,
    }

    impl<W: Sliced> Job<W> {
        pub(crate) fn start(_name: &str, work: W, slice: Duration) -> Job<W> {
            Job { work, slice, done: false }
        }

        /// One slice of the work, and what it reports.
        pub(crate) fn take(&mut self) -> Option<W::Report> {
            if self.done {
                return None;
            }
            let (report, done) = self.work.work(self.slice);
            self.done = done;
            report
        }
    }
}
