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
    /// A seed from the mover's reserve put into `pit` (Bao's namua stage).
    FromReserve { pit: Pit },
    /// Captured seeds enter the board at this kichwa; the next `Sow` events carry them.
    Kichwa { pit: Pit },
    /// Captured seeds are sown on from this pit, starting with the pit after it (Omweso).
    Reentry { pit: Pit },
    /// At a choice point the player sent the next lap this way (Omweso's reverse laps).
    DirectionChosen { pit: Pit, clockwise: bool },
    /// The lap ended in an occupied hole and goes on: its seeds are lifted next.
    Relay { pit: Pit },
    /// Two seeds lifted from a functional nyumba that stays owned (Bao, N4).
    NyumbaTaxed { pit: Pit },
    /// A nyumba becomes an ordinary hole for the rest of the game.
    NyumbaDestroyed { pit: Pit },
    /// A lap ended in the mover's functional nyumba during a namua capture: the move stops here
    /// or goes on (safari), as the move says.
    Decision { pit: Pit, safari: bool },
    /// After this move the opponent may not start from, nor relay out of, `pit` (Bao's takasia).
    TakasiaSet { pit: Pit },
    /// The game ended with this move.
    GameOver { outcome: Outcome },
    /// The rest of the move is not told: it ran past what can be shown (a never-ending move
    /// walks its cycle for up to billions of laps). The board is as the rules leave it.
    Cut,
}

/// Where the rules tell what happened. The game records; searches and benchmarks ignore.
pub trait EventSink {
    /// False for a sink that ignores everything, so the rules can skip work done only to report.
    const LISTENS: bool = true;

    fn record(&mut self, event: Event);

    /// Whether the sink still takes the single steps of a move (a capped sink stops taking them
    /// once full, and the rules sow the rest a whole lap at a time).
    #[inline(always)]
    fn listening(&self) -> bool {
        Self::LISTENS
    }
}

/// The events of one move, the first `limit` of them and then only its end: however long the
/// move, it holds bounded memory. What was left out is marked by one `Event::Cut`.
pub struct Capped {
    events: Vec<Event>,
    limit: usize,
    cut: bool,
}

impl Capped {
    pub fn new(limit: usize) -> Capped {
        Capped { events: Vec::new(), limit, cut: false }
    }

    /// The events kept, with `Cut` where the rest were left out (before the game's end, if the
    /// move ended it).
    pub fn into_events(mut self) -> Vec<Event> {
        if self.cut {
            let at = self.events.iter().position(|e| matches!(e, Event::GameOver { .. }));
            self.events.insert(at.unwrap_or(self.events.len()), Event::Cut);
        }
        self.events
    }
}

impl EventSink for Capped {
    fn record(&mut self, event: Event) {
        if matches!(event, Event::GameOver { .. }) || self.events.len() < self.limit && !self.cut {
            self.events.push(event);
        } else {
            self.cut = true;
        }
    }

    fn listening(&self) -> bool {
        !self.cut && self.events.len() < self.limit
    }
}

/// The most events a move played for the board keeps: far more than a move that ends tells (a
/// forty-lap relay is about a thousand), and a few hundred kilobytes at most.
pub const SHOWN_EVENTS: usize = 20_000;

impl EventSink for Vec<Event> {
    fn record(&mut self, event: Event) {
        self.push(event);
    }
}

/// A sink that drops every event, so playing a move for search costs nothing extra.
pub struct NoEvents;

impl EventSink for NoEvents {
    const LISTENS: bool = false;

    #[inline(always)]
    fn record(&mut self, _event: Event) {}
}
