//! Playing one Omweso move: laps, relays, captures re-sown from the lap's origin, reverse laps at
//! choice points, and the end of the game. The only sowing routine; it reports every step.

use super::{Move, Omweso, is_left_pit};
use crate::rules::board::Side;
use crate::rules::cycle::{Finder, Fingerprint, Repeat, mix};
use crate::rules::event::{Event, EventSink, NoEvents};
use crate::rules::ring;
use crate::rules::{EndReason, Outcome};

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    TooFewSeeds,
    NotThreeSeeds,
    NoThreeSeedOpening,
    ClockwiseNotFromLeftPit,
    ClockwiseDoesNotCapture,
    NoReverseLaps,
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
            Refusal::NoReverseLaps => "under these rules every lap goes counter-clockwise",
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
}

/// A lap about to be sown: `hand` seeds from the pit after `origin`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Lap {
    origin: u8,
    hand: u32,
    cw: bool,
}

/// The state at a lap's start (rule 23): both rings, one byte per pit, the mover's first (within
/// one move that is always the same side), and the lap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LapState {
    pits: [u128; 2],
    lap: Lap,
}

impl LapState {
    fn new(pits: &[[u8; 16]; 2], me: usize, lap: Lap) -> LapState {
        LapState { pits: [u128::from_le_bytes(pits[me]), u128::from_le_bytes(pits[1 - me])], lap }
    }

    /// Both rings, South's first, for a move of `me`.
    fn rings(&self, me: usize) -> [[u8; 16]; 2] {
        let (mine, theirs) = (self.pits[0].to_le_bytes(), self.pits[1].to_le_bytes());
        if me == 0 { [mine, theirs] } else { [theirs, mine] }
    }
}

impl Fingerprint for LapState {
    /// The mover's ring and the lap: the opponent's ring changes too seldom to matter here.
    #[inline(always)]
    fn fingerprint(&self) -> u64 {
        let ring = self.pits[0];
        let lap = u64::from(self.lap.origin) | u64::from(self.lap.hand) << 8 | u64::from(self.lap.cw) << 40;
        mix((ring as u64) ^ ((ring >> 64) as u64).rotate_left(29) ^ lap)
    }
}

/// A move under way, all but its board: so it can stop after a budget of laps and go on later
/// from where it stopped, or from a choice point either way.
#[derive(Clone, Debug)]
pub(super) struct Progress {
    pub(super) mv: Move,
    side: Side,
    enumerate: bool,
    /// The lap to sow next.
    lap: Lap,
    /// Bit 0: my left end column captured; bit 7: my right end.
    ends_captured: u8,
    captured: bool,
    choice_points: u8,
    /// A choice point the move does not name yet: the lap's origin, hand, and which choice it is.
    pending: Option<(u8, u32, u8)>,
    /// The lap-start states so far, with how many choice points the move had met at each.
    states: Finder<LapState, u8>,
    /// The move pauses once this many laps are sown.
    limit: u64,
}

impl Progress {
    /// How many laps the move has sown.
    pub(super) fn laps(&self) -> u64 {
        self.states.seen()
    }
}

/// How far a move got.
pub(super) enum Step {
    /// Played to its end (or, enumerating, to a choice point it does not name).
    Done(Played),
    /// Stopped at the budget; it goes on with `Omweso::resume`.
    Paused(Box<Progress>),
    /// Stopped at a choice point it does not name: name it in `mv` and resume.
    Choice(Box<Progress>),
}

/// Where `go_on` stopped.
enum Gone {
    Done(Played),
    Paused,
    Choice,
}

/// Where the silent laps stopped.
enum Silent {
    /// The budget is spent.
    Paused,
    /// The lap in hand begins a repeat.
    Repeats(Repeat<LapState, u8>),
    /// The lap in hand ends otherwise than in a plain relay.
    Handoff,
}

/// What one lap led to.
enum LapEnd {
    Next,
    Ended,
    NeverEnding,
    NeedsChoice,
}

/// Rule 16 on given rings (the origin already emptied, unless captured seeds re-enter from it):
/// `hand` seeds sown clockwise from `origin` end in a direct capture.
pub(super) fn cw_captures(mine: [u8; 16], theirs: &[u8; 16], origin: u8, hand: u32) -> bool {
    if hand == 0 {
        return false;
    }
    // Going clockwise is down the ring: the last seed lands `hand` pits on, and that pit gets one
    // seed for every time round.
    let last = ring::last_pit(step(origin, true), hand, false);
    let landed = (hand - 1) / 16 + 1;
    last >= 8
        && u32::from(mine[last as usize]) + landed >= 2
        && theirs[23 - last as usize] > 0
        && theirs[last as usize - 8] > 0
}

pub(super) fn step(k: u8, cw: bool) -> u8 {
    if cw { (k + 15) % 16 } else { (k + 1) % 16 }
}

/// Walks a move from one lap-start state to the next, to find where it first repeated.
struct Walker {
    game: Omweso,
    p: Progress,
}

impl Walker {
    fn step(&mut self, state: LapState, choice_points: u8) -> (LapState, u8) {
        let me = self.p.side.index();
        self.game.pits = state.rings(me);
        self.p.lap = state.lap;
        self.p.choice_points = choice_points;
        // A state on the move's own way always leads to a next one.
        self.game.lap(&mut self.p, &mut NoEvents, false);
        (LapState::new(&self.game.pits, me, self.p.lap), self.p.choice_points)
    }
}

impl Omweso {
    /// Rule 16: whether `hand` seeds sown clockwise from `origin` end in a direct capture.
    pub(super) fn cw_captures(&self, me: usize, origin: u8, hand: u32) -> bool {
        self.reverse_laps_now() && cw_captures(self.pits[me], &self.pits[1 - me], origin, hand)
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
        Ok(match self.begin(mv, sink, enumerate, u64::MAX)? {
            Step::Done(played) => played,
            // (No budget: never paused.)
            Step::Paused(_) | Step::Choice(_) => Played::NeedsChoice,
        })
    }

    /// Starts a move: it is lifted, then sown lap by lap until it ends or `budget` laps are sown.
    pub(super) fn begin<S: EventSink>(
        &mut self,
        mv: Move,
        sink: &mut S,
        enumerate: bool,
        budget: u64,
    ) -> Result<Step, Refusal> {
        let side = self.to_move;
        let me = side.index();
        let start = mv.start;
        let count = self.pits[me][start as usize];
        if mv.three_seed {
            return self
                .three_seed_opening(start, sink)
                .map(|()| Step::Done(Played::Ended { choice_points: 0 }));
        }
        if count < 2 {
            return Err(Refusal::TooFewSeeds);
        }
        self.pits[me][start as usize] = 0;
        if mv.first_cw {
            if !self.rules.reverse_laps {
                return Err(Refusal::NoReverseLaps);
            }
            if !is_left_pit(start) {
                return Err(Refusal::ClockwiseNotFromLeftPit);
            }
            if !self.cw_captures(me, start, u32::from(count)) {
                return Err(Refusal::ClockwiseDoesNotCapture);
            }
        }
        sink.record(Event::Lift { pit: Omweso::pit(side, start), count });
        let mut p = Progress {
            mv,
            side,
            enumerate,
            lap: Lap { origin: start, hand: u32::from(count), cw: mv.first_cw },
            ends_captured: 0,
            captured: false,
            choice_points: 0,
            pending: None,
            states: Finder::new(),
            limit: 0,
        };
        Ok(match self.go_on(&mut p, sink, budget)? {
            Gone::Done(played) => Step::Done(played),
            Gone::Paused => Step::Paused(Box::new(p)),
            Gone::Choice => Step::Choice(Box::new(p)),
        })
    }

    /// Goes on with a paused move (or one stopped at a choice point that `p.mv` now names) for up
    /// to `budget` more laps.
    pub(super) fn resume<S: EventSink>(
        &mut self,
        mut p: Box<Progress>,
        sink: &mut S,
        budget: u64,
    ) -> Result<Step, Refusal> {
        Ok(match self.go_on(&mut p, sink, budget)? {
            Gone::Done(played) => Step::Done(played),
            Gone::Paused => Step::Paused(p),
            Gone::Choice => Step::Choice(p),
        })
    }

    /// Sows on for up to `budget` laps.
    fn go_on<S: EventSink>(&mut self, p: &mut Progress, sink: &mut S, budget: u64) -> Result<Gone, Refusal> {
        // The rules' cap on laps, if they have one: a move reaching it is a never-ending move.
        let cap = self.rules.lap_limit.map_or(u64::MAX, u64::from);
        p.limit = p.laps().saturating_add(budget).min(cap);
        if let Some((origin, hand, index)) = p.pending.take() {
            let cw = p.mv.cw_at(usize::from(index));
            sink.record(Event::DirectionChosen { pit: Omweso::pit(p.side, origin), clockwise: cw });
            p.lap = Lap { origin, hand, cw };
        }
        let never_ending = loop {
            if p.laps() >= cap {
                break true;
            }
            if p.laps() >= p.limit {
                return Ok(Gone::Paused);
            }
            // The move has begun to repeat itself: from where it first did, sow the lap in hand
            // (so no seed is lost) and stop there.
            if !sink.listening() && !p.lap.cw {
                match self.laps_silently(p) {
                    Silent::Paused if p.laps() >= cap => break true,
                    Silent::Paused => return Ok(Gone::Paused),
                    Silent::Repeats(repeat) => {
                        self.rewind(p, repeat);
                        self.lap(p, sink, true);
                        break true;
                    }
                    Silent::Handoff => {}
                }
                if p.laps() >= p.limit {
                    return Ok(Gone::Paused);
                }
            }
            let state = LapState::new(&self.pits, p.side.index(), p.lap);
            let repeat = p.states.look(state, p.choice_points, sink.listening());
            let repeating = repeat.is_some();
            if let Some(repeat) = repeat {
                self.rewind(p, repeat);
            }
            match self.lap(p, sink, repeating) {
                LapEnd::Next => {}
                LapEnd::Ended => break false,
                LapEnd::NeverEnding => break true,
                LapEnd::NeedsChoice => return Ok(Gone::Choice),
            }
        };
        if p.choice_points < p.mv.named && !never_ending {
            return Err(Refusal::TooManyChoices);
        }
        self.finish_move(p.side, p.captured, p.ends_captured, never_ending, sink);
        Ok(Gone::Done(if never_ending {
            Played::NeverEnding
        } else {
            Played::Ended { choice_points: p.choice_points }
        }))
    }

    /// Puts the move back where its lap-start state first recurred.
    fn rewind(&mut self, p: &mut Progress, repeat: Repeat<LapState, u8>) {
        let now = p.laps() - 1;
        let mut walker = Walker { game: self.clone_position(), p: p.clone() };
        walker.p.states = Finder::new();
        if let Some((state, choice_points)) = repeat.first(now, |s, c| walker.step(s, c)) {
            self.pits = state.rings(p.side.index());
            p.lap = state.lap;
            p.choice_points = choice_points;
        }
    }

    /// The laps of a silent move while each ends in a plain relay: no capture, no choice point,
    /// no end. Then the opponent's ring stays as it is and the mover's stays in a register, as a
    /// never-ending check walks a cycle of up to a billion laps. A lap that ends otherwise is left
    /// to `lap`, not yet looked at.
    fn laps_silently(&mut self, p: &mut Progress) -> Silent {
        let me = p.side.index();
        let theirs = self.pits[1 - me];
        // The pits where a lap's last seed would capture (rule 9): both opposite pits occupied.
        let mut capturing = 0u16;
        if self.captures_enabled() {
            for k in 8..16 {
                if theirs[23 - k] > 0 && theirs[k - 8] > 0 {
                    capturing |= 1 << k;
                }
            }
        }
        let theirs_ring = u128::from_le_bytes(theirs);
        let mut ring = u128::from_le_bytes(self.pits[me]);
        let Lap { mut origin, mut hand, .. } = p.lap;
        let mut left = p.limit.saturating_sub(p.laps());
        let mut states = std::mem::replace(&mut p.states, Finder::new());
        let end = loop {
            if left == 0 {
                break Silent::Paused;
            }
            let (after, last) = ring::sow(ring, step(origin, false), hand, true);
            let count = ring::seeds(after, last);
            if count == 1 || capturing >> last & 1 == 1 {
                break Silent::Handoff;
            }
            // Rule 15: a relay out of a left pit may go clockwise when that captures directly.
            let lifted = after & !(0xff << (8 * last));
            if self.rules.reverse_laps && is_left_pit(last) && capturing != 0 {
                let end = ring::last_pit(step(last, true), u32::from(count), false);
                let landed = (u32::from(count) - 1) / 16 + 1;
                if capturing >> end & 1 == 1 && u32::from(ring::seeds(lifted, end)) + landed >= 2 {
                    break Silent::Handoff;
                }
            }
            left -= 1;
            let state = LapState { pits: [ring, theirs_ring], lap: Lap { origin, hand, cw: false } };
            if let Some(repeat) = states.look(state, p.choice_points, false) {
                break Silent::Repeats(repeat);
            }
            (ring, origin, hand) = (lifted, last, u32::from(count));
        };
        p.states = states;
        self.pits[me] = ring.to_le_bytes();
        p.lap = Lap { origin, hand, cw: false };
        end
    }

    /// Sows the lap in hand and resolves its end (rules 8–18), readying the next lap in `p.lap`.
    fn lap<S: EventSink>(&mut self, p: &mut Progress, sink: &mut S, repeating: bool) -> LapEnd {
        let side = p.side;
        let (me, op) = (side.index(), side.opponent().index());
        let lap = p.lap;
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
            return LapEnd::NeverEnding;
        }
        // Rule 8: the last seed fell into an empty pit.
        if self.pits[me][last as usize] == 1 {
            return LapEnd::Ended;
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
                sink.record(Event::Capture { pit: Omweso::pit(opponent, k), count: taken, into_hand: true });
                hand += u32::from(taken);
            }
            p.captured = true;
            p.ends_captured |= 1 << (15 - last);
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
            let index = p.choice_points;
            p.choice_points = p.choice_points.saturating_add(1);
            if p.enumerate && index >= p.mv.named {
                p.pending = Some((next_origin, hand, index));
                return LapEnd::NeedsChoice;
            }
            let cw = p.mv.cw_at(usize::from(index));
            sink.record(Event::DirectionChosen { pit: Omweso::pit(side, next_origin), clockwise: cw });
            cw
        } else {
            false
        };
        p.lap = Lap { origin: next_origin, hand, cw };
        LapEnd::Next
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
        self.ply = count_on(self.ply);
        if captured {
            self.captured_yet = true;
            self.capture_turns[me] = count_on(self.capture_turns[me]);
            self.since_capture.clear();
        }
        let win = |reason| Some(Outcome { winner: Some(side), reason });
        let opponent_empty = self.pits[op].iter().all(|&n| n == 0);
        let inner_empty = self.pits[op][8..].iter().all(|&n| n == 0);
        let both_ends = self.rules.both_ends_win && ends_captured & 0x81 == 0x81;
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
        if self.ended.is_none() && self.rules.ply_limit.is_some_and(|limit| self.ply >= limit) {
            self.ended = Some(Outcome { winner: None, reason: EndReason::MoveLimit });
        }
        self.count_repetition();
        if let Some(outcome) = self.ended {
            sink.record(Event::GameOver { outcome });
        }
    }
}

/// A counter of the position string one further, stopping where the string's reader stops.
fn count_on(count: u32) -> u32 {
    count.saturating_add(1).min(super::text::MAX_PLY)
}
