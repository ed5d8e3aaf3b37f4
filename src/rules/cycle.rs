//! Brent's cycle detection: one saved state, compared with each new one, moved forward at
//! growing powers of two. Exact, constant memory, and a single comparison per step — some
//! never-ending moves repeat only after a billion laps.

/// The states of one move, looking for the first repeat.
#[derive(Clone, Debug)]
pub(crate) struct Brent<T> {
    saved: Option<T>,
    power: u64,
    steps: u64,
}

impl<T: Copy + PartialEq> Brent<T> {
    /// Saves the first state it is shown, then the state `first_gap` steps later, and so on at
    /// doubling gaps.
    pub(crate) fn new(first_gap: u64) -> Brent<T> {
        Brent { saved: None, power: first_gap, steps: first_gap }
    }

    /// Whether `state` is the saved one; otherwise it is counted and perhaps saved.
    #[inline]
    pub(crate) fn repeats(&mut self, state: T) -> bool {
        if self.saved == Some(state) {
            return true;
        }
        if self.steps >= self.power {
            self.saved = Some(state);
            self.power = (self.power * 2).max(1);
            self.steps = 0;
        }
        self.steps += 1;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::Brent;

    /// A tail then a cycle, as a move that begins to repeat itself: the repeat is always found.
    #[test]
    fn finds_every_cycle_after_any_tail() {
        for first_gap in [0, 1] {
            for tail in 0..20u64 {
                for cycle in 1..40u64 {
                    let state = |i: u64| if i < tail { i } else { tail + (i - tail) % cycle };
                    let mut brent = Brent::new(first_gap);
                    let found = (0..10_000).find(|&i| brent.repeats(state(i)));
                    let at = found.expect("a cycle is found");
                    assert!(at >= tail + cycle, "no repeat before the cycle has come round");
                    assert!(at <= 4 * (tail + cycle) + 2, "found within a few rounds: {at}");
                }
            }
        }
    }
}
