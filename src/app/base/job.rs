//! Work off the frame loop — the listing of the legal moves, the computer's searches — as one kind
//! of job. The work is done in slices (`Sliced`); natively the slices run one after another on a
//! thread of its own (Bevy's task pools also compile shaders and save screenshots, and a long
//! rules check or search must not hold one of their few threads), leaving each report for the
//! board to take, and stop at the next slice once the board drops the job. The web has no
//! threads: there one slice runs each time the board looks, inside the frame.
//!
//! An idle window sleeps (`base::frames`), so work must wake it: natively a job's thread wakes
//! the window when it leaves a report ([`wake_with`]); on the web a job's slices need frames, and
//! [`needs_frames`] says so while one is under way.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// How the window is woken from another thread: set once, by the windowed game.
static WAKE: OnceLock<Box<dyn Fn() + Send + Sync>> = OnceLock::new();

/// Jobs started and neither done nor dropped.
static UNDER_WAY: AtomicUsize = AtomicUsize::new(0);

/// Sets how a job wakes the sleeping window when it has something to report (the first call
/// wins: there is one window).
pub fn wake_with(wake: impl Fn() + Send + Sync + 'static) {
    let _ = WAKE.set(Box::new(wake));
}

/// Wakes the window, if it sleeps, so the board takes a report.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn wake() {
    if let Some(wake) = WAKE.get() {
        wake();
    }
}

/// Whether the work under way needs the window to keep drawing: on the web, where each frame
/// runs a slice of it; never natively, where a job's thread wakes the window with its report.
pub fn needs_frames() -> bool {
    cfg!(target_arch = "wasm32") && UNDER_WAY.load(Ordering::Relaxed) > 0
}

/// Counts a job as under way until it is done or dropped, whichever comes first.
struct UnderWay(bool);

impl UnderWay {
    fn begin() -> UnderWay {
        UNDER_WAY.fetch_add(1, Ordering::Relaxed);
        UnderWay(true)
    }

    fn end(&mut self) {
        if std::mem::take(&mut self.0) {
            UNDER_WAY.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

impl Drop for UnderWay {
    fn drop(&mut self) {
        self.end();
    }
}

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
    use super::{Sliced, UnderWay, wake};
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
            let mut under_way = UnderWay::begin();
            let run = move || {
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
                under_way.end();
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
    use super::{Sliced, UnderWay};
    use std::time::Duration;

    /// A piece of work done one slice each time the board looks.
    pub(crate) struct Job<W: Sliced> {
        work: W,
        slice: Duration,
        done: bool,
        under_way: UnderWay,
    }

    impl<W: Sliced> Job<W> {
        pub(crate) fn start(_name: &str, work: W, slice: Duration) -> Job<W> {
            Job { work, slice, done: false, under_way: UnderWay::begin() }
        }

        /// One slice of the work, and what it reports.
        pub(crate) fn take(&mut self) -> Option<W::Report> {
            if self.done {
                return None;
            }
            let (report, done) = self.work.work(self.slice);
            self.done = done;
            if done {
                self.under_way.end();
            }
            report
        }
    }
}
