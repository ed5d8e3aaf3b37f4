//! Playing one Omweso move: laps, relays, captures re-sown from the lap's origin, reverse laps at
//! choice points, and the end of the game. The only sowing routine; it reports every step.

use super::{Move, Omweso, is_left_pit};
use crate::rules::board::Side;
use crate::rules::cycle::Brent;
use crate::rules::event::{Event, EventSink};
use crate::rules::ring;
use crate::rules::{EndReason, Outcome};
use rustc_hash::FxHashSet;

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    TooFewSeeds,
    NotThreeSeeds,
    NoThreeSeedOpening,
    ClockwiseNotFromLeftPit,
    ClockwiseDoesNotCapture,
    TooManyChoices,
}

impl Refusal {
    pub(super) fn explain(self) -> &'static str {
        match self {
            Refusal::TooFewSeeds => "a move starts from a pit with at least two seeds",
            Refusal::NotThreeSeeds => "the three-seed opening needs a pit with exactly three seeds",
            Refusal::NoThreeSeedOpening => {
                "the three-seed opening is allowed only before the game's first capture"
            }
            Refusal::ClockwiseNotFromLeftPit => "only a lap from one of the four left pits may go clockwise",
            Refusal::ClockwiseDoesNotCapture => "a clockwise lap must capture directly",
            Refusal::TooManyChoices => "the move names more choice points than it meets",
        }
    }
}

/// How a move went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Played {
    /// The move ended, having met this many choice points.
    Ended { choice_points: u8 },
    /// Enumerating: the move reached a choice point it does not name.
    NeedsChoice,
    /// The move would never end (its lap-start state recurred).
    NeverEnding,
    /// Still sowing when the caller's budget of laps ran out: not yet decided.
    Undecided,
}

/// A lap about to be sown: `hand` seeds from the pit after `origin`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Lap {
    origin: u8,
    hand: u32,
    cw: bool,
}

type LapState = ([[u8; 16]; 2], Lap);

/// The lap-start states of one move; a recurrence means the move never ends (rule 23). The first
/// states are all kept (most moves have a few laps: those go in a small array), so a repeat is
/// found at its first occurrence; past that, Brent's method keeps one state, as some never-ending
/// cycles run to a billion laps.
struct LapStates {
    first: Vec<LapState>,
    more: FxHashSet<LapState>,
    later: Brent<LapState>,
}

impl Default for LapStates {
    fn default() -> LapStates {
        LapStates { first: Vec::new(), more: FxHashSet::default(), later: Brent::new(0) }
    }
}

impl LapStates {
    const SCANNED: usize = 16;
    const KEPT: usize = 256;

    fn repeats(&mut self, state: LapState) -> bool {
        if self.first.len() < LapStates::SCANNED {
            if self.first.contains(&state) {
                return true;
            }
            self.first.push(state);
            return false;
        }
        if self.more.len() < LapStates::KEPT {
            return self.first.contains(&state) || !self.more.insert(state);
        }
        self.later.repeats(state)
    }
}

/// Rule 16 on given rings (the origin already emptied, unless captured seeds re-enter from it).
pub(super) fn cw_captures(mut mine: [u8; 16], theirs: &[u8; 16], origin: u8, hand: u32) -> bool {
    if hand == 0 {
        return false;
    }
    let mut at = origin;
    for _ in 0..hand {
        at = step(at, true);
        mine[at as usize] += 1;
    }
    at >= 8 && mine[at as usize] >= 2 && theirs[23 - at as usize] > 0 && theirs[at as usize - 8] > 0
}

pub(super) fn step(k: u8, cw: bool) -> u8 {
    if cw { (k + 15) % 16 } else { (k + 1) % 16 }
}

impl Omweso {
    /// Rule 16: whether `hand` seeds sown clockwise from `origin` end in a direct capture.
    pub(super) fn cw_captures(&self, me: usize, origin: u8, hand: u32) -> bool {
        self.captures_enabled() && cw_captures(self.pits[me], &self.pits[1 - me], origin, hand)
    }

    /// Plays `mv` for the side to move. With `enumerate`, a choice point beyond those the move
    /// names stops the move with `NeedsChoice` (the caller explores both ways); otherwise such
    /// choice points go counter-clockwise. On a refusal the position may be half-played: callers
    /// play on a copy.
    pub(super) fn execute<S: EventSink>(
        &mut self,
        mv: Move,
        sink: &mut S,
        enumerate: bool,
    ) -> Result<Played, Refusal> {
        self.execute_within(mv, sink, enumerate, u64::MAX)
    }

    /// `execute`, giving up with `Played::Undecided` once `budget` laps are sown.
    pub(super) fn execute_within<S: EventSink>(
        &mut self,
        mv: Move,
        sink: &mut S,
        enumerate: bool,
        budget: u64,
    ) -> Result<Played, Refusal> {
        let side = self.to_move;
        let (me, op) = (side.index(), side.opponent().index());
        let start = mv.start;
        let count = self.pits[me][start as usize];
        if mv.three_seed {
            return self.three_seed_opening(start, sink).map(|()| Played::Ended { choice_points: 0 });
        }
        if count < 2 {
            return Err(Refusal::TooFewSeeds);
        }
        self.pits[me][start as usize] = 0;
        if mv.first_cw {
            if !is_left_pit(start) {
                return Err(Refusal::ClockwiseNotFromLeftPit);
            }
            if !self.cw_captures(me, start, u32::from(count)) {
                return Err(Refusal::ClockwiseDoesNotCapture);
            }
        }
        sink.record(Event::Lift { pit: Omweso::pit(side, start), count });

        let mut lap = Lap { origin: start, hand: u32::from(count), cw: mv.first_cw };
        let mut ends_captured = 0u8; // bit 0: my left end column, bit 7: my right end
        let mut captured = false;
        let mut choice_points = 0u8;
        let mut states = LapStates::default();
        let mut laps = 0u64;
        let never_ending = loop {
            laps += 1;
            if laps > budget {
                return Ok(Played::Undecided);
            }
            // The move has begun to repeat itself: sow the lap in hand (so no seed is lost) and
            // stop there.
            let repeating = states.repeats((self.pits, lap));
            // Sow the lap (counter-clockwise is up the ring indices).
            let first = step(lap.origin, lap.cw);
            let last = if sink.listening() {
                let mut last = lap.origin;
                for _ in 0..lap.hand {
                    last = step(last, lap.cw);
                    self.pits[me][last as usize] += 1;
                    sink.record(Event::Sow { pit: Omweso::pit(side, last) });
                }
                last
            } else {
                let packed = u128::from_le_bytes(self.pits[me]) + ring::drops(first, lap.hand, !lap.cw);
                self.pits[me] = packed.to_le_bytes();
                ring::last_pit(first, lap.hand, !lap.cw)
            };
            if repeating {
                break true;
            }
            // Rule 8: the last seed fell into an empty pit.
            if self.pits[me][last as usize] == 1 {
                break false;
            }
            // Rule 9: capture.
            let (inner, outer) = (23u8.wrapping_sub(last), last.wrapping_sub(8));
            let (next_origin, hand, reentry) = if last >= 8
                && self.captures_enabled()
                && self.pits[op][inner as usize] > 0
                && self.pits[op][outer as usize] > 0
            {
                let opponent = side.opponent();
                let mut hand = 0u32;
                for k in [inner, outer] {
                    let taken = std::mem::take(&mut self.pits[op][k as usize]);
                    sink.record(Event::Capture {
                        pit: Omweso::pit(opponent, k),
                        count: taken,
                        into_hand: true,
                    });
                    hand += u32::from(taken);
                }
                captured = true;
                ends_captured |= 1 << (15 - last);
                // Rule 12: the captured seeds are sown from the capturing lap's origin.
                sink.record(Event::Reentry { pit: Omweso::pit(side, lap.origin) });
                (lap.origin, hand, true)
            } else {
                // Rule 10: relay.
                sink.record(Event::Relay { pit: Omweso::pit(side, last) });
                let taken = std::mem::take(&mut self.pits[me][last as usize]);
                sink.record(Event::Lift { pit: Omweso::pit(side, last), count: taken });
                (last, u32::from(taken), false)
            };
            // Rule 15: a lap starting at a left pit may go clockwise if it captures directly.
            let may_reverse = is_left_pit(next_origin)
                && (!reentry || lap.cw || self.rules.cw_reentry_after_ccw_capture)
                && self.cw_captures(me, next_origin, hand);
            let cw = if may_reverse {
                let index = usize::from(choice_points);
                choice_points = choice_points.saturating_add(1);
                if enumerate && index >= usize::from(mv.named) {
                    return Ok(Played::NeedsChoice);
                }
                let cw = mv.cw_at(index);
                sink.record(Event::DirectionChosen { pit: Omweso::pit(side, next_origin), clockwise: cw });
                cw
            } else {
                false
            };
            lap = Lap { origin: next_origin, hand, cw };
        };
        if choice_points < mv.named && !never_ending {
            return Err(Refusal::TooManyChoices);
        }
        self.finish_move(side, captured, ends_captured, never_ending, sink);
        Ok(if never_ending { Played::NeverEnding } else { Played::Ended { choice_points } })
    }

    /// Rule 28: two seeds into the next pit, one into the pit after; the turn ends.
    fn three_seed_opening<S: EventSink>(&mut self, start: u8, sink: &mut S) -> Result<(), Refusal> {
        let side = self.to_move;
        let me = side.index();
        if !self.rules.three_seed_opening || self.captured_yet {
            return Err(Refusal::NoThreeSeedOpening);
        }
        if self.pits[me][start as usize] != 3 {
            return Err(Refusal::NotThreeSeeds);
        }
        self.pits[me][start as usize] = 0;
        sink.record(Event::Lift { pit: Omweso::pit(side, start), count: 3 });
        let (next, after) = (step(start, false), step(step(start, false), false));
        for k in [next, next, after] {
            self.pits[me][k as usize] += 1;
            sink.record(Event::Sow { pit: Omweso::pit(side, k) });
        }
        self.finish_move(side, false, 0, false, sink);
        Ok(())
    }

    /// After a move: the win conditions in order of value (§2.8, the preface's table), then the
    /// turn passes.
    fn finish_move<S: EventSink>(
        &mut self,
        side: Side,
        captured: bool,
        ends_captured: u8,
        never_ending: bool,
        sink: &mut S,
    ) {
        let (me, op) = (side.index(), side.opponent().index());
        self.ply = self.ply.saturating_add(1);
        if captured {
            self.captured_yet = true;
            self.capture_turns[me] = self.capture_turns[me].saturating_add(1);
            self.since_capture.clear();
        }
        let win = |reason| Some(Outcome { winner: Some(side), reason });
        let opponent_empty = self.pits[op].iter().all(|&n| n == 0);
        let inner_empty = self.pits[op][8..].iter().all(|&n| n == 0);
        let both_ends = ends_captured & 0x81 == 0x81;
        self.ended = if captured && self.rules.akawumbi && opponent_empty {
            win(EndReason::AllCaptured)
        } else if both_ends {
            win(EndReason::BothEnds)
        } else if never_ending {
            Some(Outcome { winner: None, reason: EndReason::NeverEndingMove })
        } else if captured && self.rules.okutema_clears_front_row && inner_empty {
            win(EndReason::FrontRowEmpty)
        } else if self.rules.akakyala && self.capture_turns[me] >= 2 && self.capture_turns[op] == 0 {
            win(EndReason::TwoCapturesFirst)
        } else {
            None
        };
        self.to_move = side.opponent();
        if self.ended.is_none() {
            self.ended = self.decided_outcome();
        }
        if self.ended.is_none() && self.rules.house_rule_repetition {
            let position = super::Seen::new(self.pits, self.to_move);
            let seen =
                self.since_capture.iter().filter(|p| p.hash == position.hash && **p == position).count();
            self.since_capture.push(position);
            // `seen` earlier sightings: this one is the (seen + 1)-th.
            if seen + 1 >= super::options::REPETITION_LIMIT
                || self.since_capture.len() > super::options::PLIES_WITHOUT_CAPTURE
            {
                self.ended = Some(Outcome { winner: None, reason: EndReason::Repetition });
            }
        }
        if let Some(outcome) = self.ended {
            sink.record(Event::GameOver { outcome });
        }
    }
}
