//! How fast the other side may speak: a token bucket, so a device that floods is cut off while
//! one that plays, however quickly, never is. Used by the game and by the signalling server.

use web_time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Allowance {
    burst: f64,
    per_second: f64,
    tokens: f64,
    at: Instant,
}

impl Allowance {
    /// `burst` messages at once, then `per_second` more each second.
    pub fn new(burst: u32, per_second: u32, now: Instant) -> Self {
        let burst = f64::from(burst);
        Allowance { burst, per_second: f64::from(per_second), tokens: burst, at: now }
    }

    /// Whether one more message may come at `now`: if so, it is counted.
    pub fn take(&mut self, now: Instant) -> bool {
        if !self.ready(now) {
            return false;
        }
        self.tokens -= 1.0;
        true
    }

    /// Whether one more message may come at `now`, without counting one.
    pub fn ready(&mut self, now: Instant) -> bool {
        let seconds = now.checked_duration_since(self.at).unwrap_or(Duration::ZERO).as_secs_f64();
        self.tokens = (self.tokens + seconds * self.per_second).min(self.burst);
        self.at = self.at.max(now);
        self.tokens >= 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flood_runs_out_and_a_steady_sender_does_not() {
        let start = Instant::now();
        let mut flood = Allowance::new(100, 20, start);
        assert_eq!((0..1000).filter(|_| flood.take(start)).count(), 100);
        let mut steady = Allowance::new(100, 20, start);
        assert!((0..600).all(|n| steady.take(start + Duration::from_millis(100 * n))));
        // Asking whether one may come counts none.
        let mut asked = Allowance::new(1, 1, start);
        assert!((0..10).all(|_| asked.ready(start)));
        assert!(asked.take(start) && !asked.ready(start) && !asked.take(start));
        assert!(asked.ready(start + Duration::from_secs(1)));
    }
}
