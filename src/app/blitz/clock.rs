//! Blitz (Omweso's *ekyobutabala*, rule 26): the referee's count before each move. It runs while
//! the board waits for the player to move, stops while they choose a move, and resumes where it
//! stopped if they let go of their pit; at zero the opponent may take the turn (`TurnLost`).

use crate::rules::Side;
use crate::rules::omweso::BLITZ_SECONDS;
use bevy::prelude::*;

/// The count for the player to move, when one is running.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct BlitzClock {
    /// Whose count is showing and how many seconds are left; `None` when no count runs.
    pub running: Option<(Side, f32)>,
    /// The count for this position ran out: the opponent may take the turn.
    pub expired: bool,
    /// The position the count belongs to (moves played, player to move) and the seconds left.
    count: Option<((usize, Side), f32)>,
}

impl BlitzClock {
    /// Advances the count by `seconds`. `position` is the Blitz game's (moves played, player to
    /// move), or `None` when no Blitz game is in play; `waiting` says the board waits for that
    /// player to begin a move (not moving seeds, not paused, no pit chosen). Returns the side
    /// whose count ran out at this tick.
    pub fn tick(&mut self, seconds: f32, position: Option<(usize, Side)>, waiting: bool) -> Option<Side> {
        let Some(position) = position else {
            *self = BlitzClock::default();
            return None;
        };
        if self.count.is_none_or(|(at, _)| at != position) {
            *self = BlitzClock { count: Some((position, BLITZ_SECONDS)), ..BlitzClock::default() };
        }
        let (at, left) = self.count?;
        if self.expired || !waiting {
            self.running = None;
            return None;
        }
        let left = left - seconds;
        self.count = Some((at, left.max(0.0)));
        if left <= 0.0 {
            self.running = None;
            self.expired = true;
            return Some(at.1);
        }
        self.running = Some((at.1, left));
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_stops_while_a_move_is_chosen_and_resumes_where_it_stopped() {
        let mut clock = BlitzClock::default();
        let at = Some((4, Side::North));
        assert_eq!(clock.tick(1.0, at, true), None);
        assert_eq!(clock.running, Some((Side::North, 2.0)));
        for _ in 0..10 {
            assert_eq!(clock.tick(1.0, at, false), None, "a chosen pit stops the count");
        }
        assert_eq!(clock.running, None);
        clock.tick(1.5, at, true);
        assert_eq!(clock.running, Some((Side::North, 0.5)), "it resumes with what was left");
        assert_eq!(clock.tick(0.5, at, true), Some(Side::North));
        assert!(clock.expired);
        clock.tick(1.0, Some((5, Side::South)), true);
        assert_eq!((clock.running, clock.expired), (Some((Side::South, BLITZ_SECONDS - 1.0)), false));
    }
}
