//! How fast moves are shown: the player's speed, and a long move that speeds itself up after its
//! first seeds, so that a forty-lap relay takes seconds, not minutes. Captures keep a readable
//! pace whatever the speed.

use bevy::prelude::*;

/// The player's choice of animation speed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    /// Every move lands at once.
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The speed's name in the log (players read `locale::names::speed`).
    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// How much longer than at Normal speed each hop takes.
    pub fn stretch(self) -> f32 {
        match self {
            Speed::Slow => 1.6,
            Speed::Normal => 1.0,
            Speed::Fast => 0.45,
            Speed::Instant => 0.0,
        }
    }

    /// One step faster (`+`), or slower (`-`), stopping at the ends.
    pub fn faster(self) -> Speed {
        let at = Speed::ALL.iter().position(|&s| s == self).unwrap_or(1);
        Speed::ALL[(at + 1).min(Speed::ALL.len() - 1)]
    }

    pub fn slower(self) -> Speed {
        let at = Speed::ALL.iter().position(|&s| s == self).unwrap_or(1);
        Speed::ALL[at.saturating_sub(1)]
    }
}

/// Hops of a move shown at the chosen pace before it starts to speed up.
pub const STEADY_HOPS: u32 = 10;
/// Each hop after those is this much shorter than the one before …
pub const SPEED_UP: f32 = 0.9;
/// … down to this share of the chosen pace.
pub const FASTEST_SHARE: f32 = 0.08;

#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Pace {
    pub speed: Speed,
    /// Reduce motion: every move lands at once, whatever the speed (`board::motion`).
    pub still: bool,
}

impl Pace {
    /// The length of a hop, `seconds` at Normal speed, when it is the `hop`-th hop of its move.
    pub fn hop(&self, seconds: f32, hop: u32) -> f32 {
        let later = hop.saturating_sub(STEADY_HOPS).min(64) as i32;
        seconds * self.stretch() * SPEED_UP.powi(later).max(FASTEST_SHARE)
    }

    /// Every move lands at once: the Instant speed, or reduce motion.
    pub fn instant(&self) -> bool {
        self.still || self.speed == Speed::Instant
    }

    fn stretch(&self) -> f32 {
        if self.still { 0.0 } else { self.speed.stretch() }
    }

    /// The length of a capture's flight or beat: the chosen pace, never sped up by a long move.
    pub fn capture(&self, seconds: f32) -> f32 {
        seconds * self.stretch()
    }
}

/// How long something has stayed in view (a missed move and its answer, before they go back).
#[derive(Debug, Default)]
pub struct InView(f32);

impl InView {
    /// Counts `seconds_passed` while `shown` holds (starting again when it does not); true once,
    /// when it has been in view for `seconds`.
    pub fn for_at_least(&mut self, shown: bool, seconds_passed: f32, seconds: f32) -> bool {
        if !shown {
            self.0 = 0.0;
            return false;
        }
        self.0 += seconds_passed;
        let enough = self.0 >= seconds;
        if enough {
            self.0 = 0.0;
        }
        enough
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_move_speeds_up_but_a_capture_keeps_its_pace() {
        let pace = Pace::default();
        assert_eq!(pace.hop(0.32, 0), 0.32);
        assert_eq!(pace.hop(0.32, STEADY_HOPS), 0.32);
        assert!(pace.hop(0.32, STEADY_HOPS + 5) < 0.2);
        let floor = 0.32 * FASTEST_SHARE;
        assert!((pace.hop(0.32, 10_000) - floor).abs() < 1e-6, "never faster than the floor");
        // Four hundred hops of a long relay take seconds.
        let total: f32 = (0..400).map(|n| pace.hop(0.32, n)).sum();
        assert!(total < 20.0, "{total}");
        assert_eq!(pace.capture(0.55), 0.55);
        assert_eq!(Speed::Normal.faster().faster().faster(), Speed::Instant);
        assert_eq!(Speed::Normal.slower().slower(), Speed::Slow);
    }
}
