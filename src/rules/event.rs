//! What a move does, told step by step, so the view can animate it without knowing the rules.

use super::Outcome;
use super::board::Pit;
use serde::{Deserialize, Serialize};

/// One step of a move, in the order it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// `count` seeds picked up from `pit` into the mover's hand.
    Lift { pit: Pit, count: u8 },
    /// One seed from the hand dropped into `pit`.
    Sow { pit: Pit },
    /// `count` seeds taken from the opponent's `pit`: into the mover's hand to be sown on, or
    /// out of the game for good (Bao la Kimasai).
    Capture { pit: Pit, count: u8, into_hand: bool },
    /// The game ended with this move.
    GameOver { outcome: Outcome },
}

/// Where the rules tell what happened. The game records; searches and benchmarks ignore.
pub trait EventSink {
    fn record(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn record(&mut self, event: Event) {
        self.push(event);
    }
}

/// A sink that drops every event, so playing a move for search costs nothing extra.
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn record(&mut self, _event: Event) {}
}
