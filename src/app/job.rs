//! Work off the frame loop, natively: a thread of its own (Bevy's task pools also compile shaders
//! and save screenshots, and a long rules check or search must not hold one of their few
//! threads). It leaves its latest result for the board to take, and stops at its next look once
//! the board drops it. (The web has no threads: there the same work runs in slices in the frame.)

use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A piece of work running on its own thread, leaving results of type `T`.
pub(super) struct Worker<T> {
    latest: Arc<Mutex<Option<T>>>,
    stop: Arc<AtomicBool>,
}

/// What the work sees of the board: whether it is still wanted, and where to leave a result.
pub(super) struct Errand<T> {
    latest: Arc<Mutex<Option<T>>>,
    stop: Arc<AtomicBool>,
}

impl<T> Errand<T> {
    pub(super) fn wanted(&self) -> bool {
        !self.stop.load(Ordering::Relaxed)
    }

    /// Leaves a result, replacing one not yet taken.
    pub(super) fn leave(&self, result: T) {
        if let Ok(mut slot) = self.latest.lock() {
            *slot = Some(result);
        }
    }
}

impl<T: Send + 'static> Worker<T> {
    pub(super) fn start(name: &str, work: impl FnOnce(Errand<T>) + Send + 'static) -> Worker<T> {
        let (latest, stop) = (Arc::new(Mutex::new(None)), Arc::new(AtomicBool::new(false)));
        let errand = Errand { latest: latest.clone(), stop: stop.clone() };
        if let Err(err) = std::thread::Builder::new().name(name.into()).spawn(move || work(errand)) {
            error!("no thread for {name}: {err}");
        }
        Worker { latest, stop }
    }

    /// The latest result, once.
    pub(super) fn take(&self) -> Option<T> {
        self.latest.lock().ok().and_then(|mut slot| slot.take())
    }
}

impl<T> Drop for Worker<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
