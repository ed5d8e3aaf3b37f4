//! Where a move begins to repeat itself: exactly, in constant memory, and in about one pass over
//! the cycle. Some never-ending moves repeat only after a billion laps.
//!
//! A move is never-ending when a state recurs; it stops at the *first* recurrence (the rules'
//! reference algorithm keeps every state). Keeping every state costs memory without bound, so the
//! finder keeps every state only while the move is being told step by step (the teller stops
//! listening long before that is much); otherwise it watches two ways at once:
//! - *distinguished states* (about one in `gap`, chosen by a fingerprint) are kept with when they
//!   were seen: one of them recurs about one gap after the cycle has come round once;
//! - Brent's method (one saved state, moved on at doubling gaps) catches a cycle too short to
//!   hold a distinguished state.
//!
//! Either finds a repeat later than the first, so it then *rewinds*: from a kept state before the
//! cycle and one a cycle later, both walked on in step until they meet, which is at the first
//! recurrence. That costs a few gaps of walking, and gives the same answer as keeping every state.

use rustc_hash::{FxHashMap, FxHashSet};
use std::hash::Hash;

/// A cheap fingerprint of a state, well mixed in its low bits: it picks the distinguished states.
pub(crate) trait Fingerprint {
    fn fingerprint(&self) -> u64;
}

/// Mixes a word so that every input bit reaches the low bits.
#[inline(always)]
pub(crate) fn mix(x: u64) -> u64 {
    x.wrapping_mul(0x9E37_79B9_7F4A_7C15).swap_bytes()
}

/// The most states kept while the move is being told; a teller that keeps fewer events than this
/// many laps tell stops listening first (`event::SHOWN_EVENTS`: a relay tells at least four).
const EXACT_LIMIT: usize = 8192;
/// The most distinguished states kept; past it only every other one is kept (the gap doubles).
const MARKS_LIMIT: usize = 2048;
/// The first gap between distinguished states.
const FIRST_GAP: u64 = 1 << 10;

/// The states of one move so far. `C` is what else a walk from a state needs to go on as the move
/// did (Omweso: how many choice points were met).
#[derive(Clone, Debug)]
pub(crate) struct Finder<S, C> {
    time: u64,
    first: Option<(S, C)>,
    every: Option<FxHashSet<S>>,
    saved: Option<S>,
    saved_fingerprint: u64,
    saved_at: u64,
    power: u64,
    marks: FxHashMap<S, (u64, C)>,
    mask: u64,
    last_mark: Option<(S, C, u64)>,
}

/// A repeat found, and how to find the first one.
#[derive(Debug)]
pub(crate) enum Repeat<S, C> {
    /// This is the first recurrence.
    First,
    /// An earlier state recurred here, `cycle` states after it was seen; walk from `behind`
    /// (before the cycle) and `ahead` (the same distance before this one, or `behind` walked
    /// `cycle` states on) until they meet.
    Later { behind: (S, C, u64), ahead: (S, C, u64), cycle: u64, ahead_is_behind: bool },
}

impl<S: Copy + Eq + Hash + Fingerprint, C: Copy> Finder<S, C> {
    pub(crate) fn new() -> Finder<S, C> {
        Finder {
            time: 0,
            first: None,
            every: Some(FxHashSet::default()),
            saved: None,
            saved_fingerprint: 0,
            saved_at: 0,
            power: 1,
            marks: FxHashMap::default(),
            mask: FIRST_GAP - 1,
            last_mark: None,
        }
    }

    /// How many states it has seen.
    pub(crate) fn seen(&self) -> u64 {
        self.time
    }

    /// Looks at the move's next state; `told` says whether its steps are being told right now.
    #[inline(always)]
    pub(crate) fn look(&mut self, state: S, context: C, told: bool) -> Option<Repeat<S, C>> {
        let time = self.time;
        self.time += 1;
        if time == 0 || self.every.is_some() {
            return self.look_first(state, context, told, time);
        }
        self.watch(state, context, time)
    }

    /// The first state, and the states seen while every one is kept.
    #[cold]
    #[inline(never)]
    fn look_first(&mut self, state: S, context: C, told: bool, time: u64) -> Option<Repeat<S, C>> {
        if time == 0 {
            self.first = Some((state, context));
        }
        if let Some(every) = &mut self.every {
            if told && every.len() < EXACT_LIMIT {
                if !every.insert(state) {
                    return Some(Repeat::First);
                }
            } else {
                // No longer told: the states kept so far are known to hold no repeat.
                self.every = None;
            }
        }
        self.watch(state, context, time)
    }

    /// Brent's saved state and the distinguished states.
    #[inline(always)]
    fn watch(&mut self, state: S, context: C, time: u64) -> Option<Repeat<S, C>> {
        // The fingerprint first: one word to compare, the whole state only when it matches.
        let fingerprint = state.fingerprint();
        if fingerprint == self.saved_fingerprint && self.saved.as_ref() == Some(&state) {
            return Some(self.rewind(self.saved_at, time - self.saved_at, None));
        }
        if time - self.saved_at >= self.power || self.saved.is_none() {
            self.saved = Some(state);
            self.saved_fingerprint = fingerprint;
            self.saved_at = time;
            self.power *= 2;
        }
        if fingerprint & self.mask == 0 {
            return self.mark(state, context, time);
        }
        None
    }

    #[cold]
    #[inline(never)]
    fn mark(&mut self, state: S, context: C, time: u64) -> Option<Repeat<S, C>> {
        let last = self.last_mark.replace((state, context, time));
        if let Some(&(at, _)) = self.marks.get(&state) {
            return Some(self.rewind(at, time - at, last));
        }
        self.marks.insert(state, (time, context));
        if self.marks.len() > MARKS_LIMIT {
            self.mask = self.mask << 1 | 1;
            let mask = self.mask;
            self.marks.retain(|s, _| s.fingerprint() & mask == 0);
        }
        None
    }

    #[cold]
    #[inline(never)]
    /// A state seen at `at` recurred `cycle` states later. `last` is the distinguished state seen
    /// last before now, when it was a distinguished state that recurred.
    fn rewind(&self, at: u64, cycle: u64, last: Option<(S, C, u64)>) -> Repeat<S, C> {
        // Every kept distinguished state seen before `at` lies before the cycle: one inside it
        // would have recurred (and been found) before now.
        let behind = self
            .marks
            .iter()
            .filter(|(_, (t, _))| *t < at)
            .max_by_key(|(_, (t, _))| *t)
            .map(|(s, &(t, c))| (*s, c, t))
            .or(self.first.map(|(s, c)| (s, c, 0)));
        let behind = behind.expect("a state was seen before the one that recurred");
        match last {
            // The distinguished state seen last lies within one cycle before now, and nothing
            // between it and now is distinguished: so it is no later than the first recurrence.
            Some(ahead) => Repeat::Later { behind, ahead, cycle, ahead_is_behind: false },
            None => Repeat::Later { behind, ahead: behind, cycle, ahead_is_behind: true },
        }
    }
}

impl<S: Copy + Eq, C: Copy> Repeat<S, C> {
    /// The state at the first recurrence (it equals the one where the cycle begins) and the
    /// walk's context there; `None` when this already is the first. `step` is one step of the move.
    pub(crate) fn first(self, now: u64, mut step: impl FnMut(S, C) -> (S, C)) -> Option<(S, C)> {
        let Repeat::Later { behind, ahead, cycle, ahead_is_behind } = self else { return None };
        let walk = |(s, c): (S, C), n: u64, step: &mut dyn FnMut(S, C) -> (S, C)| {
            (0..n).fold((s, c), |(s, c), _| step(s, c))
        };
        let (mut a, mut b) = ((behind.0, behind.1), (ahead.0, ahead.1));
        if ahead_is_behind {
            b = walk(b, cycle, &mut step);
        } else {
            // Both the same number of steps before a state and its recurrence.
            let (to_a, to_b) = (now - cycle - behind.2, now - ahead.2);
            if to_a > to_b {
                a = walk(a, to_a - to_b, &mut step);
            } else {
                b = walk(b, to_b - to_a, &mut step);
            }
        }
        while a.0 != b.0 {
            a = step(a.0, a.1);
            b = step(b.0, b.1);
        }
        Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    struct N(u64);

    impl Fingerprint for N {
        fn fingerprint(&self) -> u64 {
            mix(self.0)
        }
    }

    /// A tail of `tail` states, then a cycle of `cycle`: state i, and one step on.
    fn state(i: u64, tail: u64, cycle: u64) -> N {
        N(if i < tail { i } else { tail + (i - tail) % cycle } * 7919 + 3)
    }

    fn next(s: N, tail: u64, cycle: u64) -> N {
        let i = (s.0 - 3) / 7919;
        state(i + 1, tail, cycle)
    }

    /// The first recurrence is found, told or not, after any tail and cycle, short or long.
    #[test]
    fn finds_the_first_recurrence_of_every_cycle() {
        let shapes = (0..30u64).flat_map(|t| (1..30u64).map(move |c| (t, c))).chain([
            (0, 5000),
            (3, 70_000),
            (70_000, 3),
            (5000, 40_000),
            (123_457, 1_000_003),
        ]);
        for (tail, cycle) in shapes {
            for told in [true, false] {
                let mut finder = Finder::<N, u64>::new();
                let mut i = 0u64;
                let found = loop {
                    let s = state(i, tail, cycle);
                    if let Some(repeat) = finder.look(s, i, told && i < 100) {
                        break repeat;
                    }
                    i += 1;
                    assert!(i < 4 * (tail + cycle) + 3 * 4096, "no repeat found for {tail} {cycle}");
                };
                let at = found.first(i, |s, c| (next(s, tail, cycle), c + 1)).map_or(i, |(_, c)| c);
                assert_eq!(at, tail + cycle, "the first recurrence, for {tail} {cycle} told {told}");
                // About one pass: long cycles are found within a few gaps of it.
                if !told && cycle > 100_000 {
                    assert!(i < tail + cycle + (cycle / 8), "{i} for {tail} {cycle}");
                }
            }
        }
    }
}
