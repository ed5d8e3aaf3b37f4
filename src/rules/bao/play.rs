//! Playing one move: the reserve seed, the laps, captures, relays, the nyumba, takasia; and Hus's
//! laps. This is the only sowing routine; it tells an `EventSink` each step as it happens.

use super::{Bao, Dir, Hand, HusCapture, Move, NYUMBA, NeverEnding, NyumbaInMtaji};
use crate::rules::board::Side;
use crate::rules::cycle::{Finder, Fingerprint, Repeat, mix};
use crate::rules::event::{Event, EventSink, NoEvents};
use crate::rules::ring;
use crate::rules::{EndReason, Outcome};

/// A lap's drops and last hole on the packed ring (clockwise is up the ring indices).
fn drops(first: u8, count: u32, dir: Dir) -> u128 {
    ring::drops(first, count, dir == Dir::Cw)
}

fn last_hole(first: u8, count: u32, dir: Dir) -> u8 {
    ring::last_pit(first, count, dir == Dir::Cw)
}

/// Why a candidate move cannot be played after all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    /// Some drop would leave the mover's front row empty (G10).
    FrontRowEmptied,
    /// The move never ends (§2.9, O6 = illegal).
    NeverEnding,
    /// The move asks for safari, but no lap ends in the functional nyumba.
    NoDecision,
    /// Still relaying when the caller's budget of relays ran out: not yet decided.
    Undecided,
}

impl Refusal {
    pub(super) fn explain(self) -> &'static str {
        match self {
            Refusal::FrontRowEmptied => "it would empty the front row (a lone kichwa sows toward the centre)",
            Refusal::NeverEnding => "the move would never end",
            Refusal::NoDecision => "no lap of this move ends in the functional nyumba, so there is no safari",
            Refusal::Undecided => "the move was not played to its end",
        }
    }
}

/// What a played move showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Played {
    /// A lap ended in the functional nyumba during a namua capture (stop or safari was decided).
    pub decision_reached: bool,
}

/// The state of the move at a relay pick-up: if it ever recurs, the move never ends (§2.9).
/// The mover's side comes first (within one move that is always the same side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct RelayState {
    /// The mover's ring and the opponent's, one byte per hole.
    pits: [u128; 2],
    /// The hole being lifted, the direction and both nyumba flags (the mover's first).
    rest: u32,
}

impl RelayState {
    fn new(game: &Bao, me: usize, hole: u8, dir: Dir) -> RelayState {
        let owned = [game.owned[me], game.owned[1 - me]];
        let rest = u32::from(hole) | (dir as u32) << 8 | u32::from(owned[0]) << 9 | u32::from(owned[1]) << 10;
        let ring = |side: usize| u128::from_le_bytes(game.pits[side]);
        RelayState { pits: [ring(me), ring(1 - me)], rest }
    }

    /// Puts the state on the board of `game`, whose mover is `me`.
    fn restore(&self, game: &mut Bao, me: usize) {
        game.pits[me] = self.pits[0].to_le_bytes();
        game.pits[1 - me] = self.pits[1].to_le_bytes();
        game.owned[me] = self.rest >> 9 & 1 == 1;
        game.owned[1 - me] = self.rest >> 10 & 1 == 1;
    }

    fn hole(&self) -> u8 {
        (self.rest & 0xff) as u8
    }

    fn dir(&self) -> Dir {
        if self.rest >> 8 & 1 == 0 { Dir::Cw } else { Dir::Ccw }
    }
}

impl Fingerprint for RelayState {
    /// The mover's ring and the hole: the rest changes too seldom to matter here.
    #[inline(always)]
    fn fingerprint(&self) -> u64 {
        let ring = self.pits[0];
        mix((ring as u64) ^ ((ring >> 64) as u64).rotate_left(29) ^ u64::from(self.rest))
    }
}

/// A move under way, all but its board: so a move can stop after a budget of relays and go on
/// later from where it stopped (a never-ending check may take a billion relays).
#[derive(Clone, Debug)]
pub(super) struct Progress {
    mv: Move,
    side: Side,
    me: usize,
    op: usize,
    namua: bool,
    capture_move: bool,
    dir: Option<Dir>,
    decision_reached: bool,
    /// Laps resolved so far.
    laps: u32,
    /// The move began by lifting the mover's still-owned nyumba (for O3).
    from_owned_nyumba: bool,
    /// The takasia the move is played under.
    takasia: Option<u8>,
    /// The relay states so far, for the never-ending check.
    states: Finder<RelayState, ()>,
    /// The move pauses once this many relays are done.
    limit: u64,
    /// When only walking the move (to find where it first repeats): the next relay state.
    walking: Option<Option<RelayState>>,
    /// Where the move goes on.
    next: LapEnd,
}

impl Progress {
    /// How many relays the move has made.
    pub(super) fn relays(&self) -> u64 {
        self.states.seen()
    }
}

/// How far a move got.
pub(super) enum Step {
    /// Played to its end.
    Done(Played),
    /// Stopped at the budget; it goes on with `Bao::resume`.
    Paused(Box<Progress>),
}

#[derive(Clone, Copy, Debug)]
enum LapEnd {
    /// The lap ended in this hole and needs resolving.
    At(u8),
    /// The move is over.
    Over,
    /// The budget of relays is spent; the lap that ended in this hole is resolved on resuming.
    Paused(u8),
}

/// One move being played.
struct Turn<'a, S: EventSink> {
    game: &'a mut Bao,
    sink: &'a mut S,
    p: &'a mut Progress,
}

impl<S: EventSink> Turn<'_, S> {
    fn pit(&self, side: Side, k: u8) -> crate::rules::Pit {
        Bao::pit(side, k)
    }

    fn dir(&self) -> Dir {
        self.p.dir.unwrap_or(Dir::Cw)
    }

    /// Drops `count` seeds one by one, the first into `first`; returns the last hole.
    fn sow(&mut self, first: u8, count: u32) -> Result<u8, Refusal> {
        if count == 0 {
            return Ok(first);
        }
        let me = self.p.me;
        // G10: only a lift can empty the front row, so right after the first drop is when to look.
        if first >= 8 && self.game.rules.front_row_rule() && self.game.front_empty(me) {
            return Err(Refusal::FrontRowEmptied);
        }
        let dir = self.dir();
        if !self.sink.listening() {
            // Nobody watches the single drops: add them all at once, one byte per hole.
            let pits = &mut self.game.pits[me];
            *pits = (u128::from_le_bytes(*pits) + drops(first, count, dir)).to_le_bytes();
            return Ok(last_hole(first, count, dir));
        }
        let mut hole = first;
        for i in 0..count {
            if i > 0 {
                hole = dir.step(hole);
            }
            self.game.pits[me][hole as usize] += 1;
            self.sink.record(Event::Sow { pit: self.pit(self.p.side, hole) });
        }
        Ok(hole)
    }

    /// Lifts every seed of `hole` and sows them from the next hole on.
    fn lift_and_sow(&mut self, hole: u8) -> Result<u8, Refusal> {
        let me = self.p.me;
        let count = std::mem::take(&mut self.game.pits[me][hole as usize]);
        self.sink.record(Event::Lift { pit: self.pit(self.p.side, hole), count });
        if hole == NYUMBA && self.game.owned[me] {
            self.destroy_nyumba(self.p.side);
        }
        self.sow(self.dir().step(hole), u32::from(count))
    }

    fn destroy_nyumba(&mut self, side: Side) {
        self.game.owned[side.index()] = false;
        self.sink.record(Event::NyumbaDestroyed { pit: Bao::pit(side, NYUMBA) });
    }

    fn end_game(&mut self, outcome: Outcome) -> LapEnd {
        self.game.ended = Some(outcome);
        self.sink.record(Event::GameOver { outcome });
        LapEnd::Over
    }

    /// C1–C3: take the opposite hole and sow its seeds from the right kichwa.
    fn capture(&mut self, hole: u8, choice: Option<Hand>) -> Result<LapEnd, Refusal> {
        let (side, opponent) = (self.p.side, self.p.side.opponent());
        let target = 7 - hole;
        let count = std::mem::take(&mut self.game.pits[self.p.op][target as usize]);
        self.sink.record(Event::Capture { pit: self.pit(opponent, target), count, into_hand: true });
        if target == NYUMBA && self.game.owned[self.p.op] {
            self.destroy_nyumba(opponent);
        }
        // L1 / G11a: the opponent's front row is empty: Bao hamna. The game is decided now; the
        // captured seeds are still sown from the kichwa (one lap, nothing more) so none are lost.
        let bao_hamna = self.game.front_empty(self.p.op);
        // C2: a kichwa or kimbi forces its own side; a central hole keeps the move's direction,
        // or, for the first capture of a namua move, lets the player choose.
        let chosen = choice.map(|hand| if hand == Hand::Left { Dir::Cw } else { Dir::Ccw });
        let (kichwa, dir) = match (hole, self.p.dir.or(chosen)) {
            (0 | 1, _) => (0, Dir::Cw),
            (6 | 7, _) => (7, Dir::Ccw),
            (_, Some(Dir::Ccw)) => (7, Dir::Ccw),
            _ => (0, Dir::Cw),
        };
        self.p.dir = Some(dir);
        self.sink.record(Event::Kichwa { pit: self.pit(side, kichwa) });
        let end = self.sow(kichwa, u32::from(count))?;
        if bao_hamna {
            let outcome = Outcome { winner: Some(side), reason: EndReason::FrontRowEmpty };
            return Ok(self.end_game(outcome));
        }
        Ok(LapEnd::At(end))
    }

    /// Whether the relay state the move is at has been seen: `Some` with what the move does then.
    /// While walking, the state is kept and the move pauses.
    #[inline(always)]
    fn look(&mut self, state: RelayState) -> Option<Result<LapEnd, Refusal>> {
        if let Some(walked) = &mut self.p.walking {
            *walked = Some(state);
            return Some(Ok(LapEnd::Paused(state.hole())));
        }
        let repeat = self.p.states.look(state, (), self.sink.listening())?;
        Some(self.never_ending(repeat))
    }

    /// The relays of a silent move, with the mover's ring in a register, until a lap ends in an
    /// empty hole or in one of `stops` (`Over`), ends in one of `hands_back` (`At` it, for the lap
    /// by lap resolving to take), or repeats a relay state; `guard_front` is G10. Used where only
    /// these can stop a move: a takasa past its first lap with no nyumba owned (L3, L5 — `stops`
    /// is the takasia'd hole — and G10), and Hus (`hands_back` the front holes that capture).
    /// `resolve` and `resolve_hus` give the same result, lap by lap; this is what makes exact
    /// never-ending checks affordable: some such moves repeat only after a billion relays.
    fn relay_silently(
        &mut self,
        mut hole: u8,
        stops: u16,
        hands_back: u16,
        guard_front: bool,
    ) -> Result<LapEnd, Refusal> {
        let (me, op) = (self.p.me, self.p.op);
        let dir = self.dir();
        let mut ring = u128::from_le_bytes(self.game.pits[me]);
        let theirs = u128::from_le_bytes(self.game.pits[op]);
        let rest = RelayState::new(self.game, me, 0, dir).rest;
        let upward = dir == Dir::Cw;
        // The front row is emptied only by lifting its last occupied hole into the back row.
        let (edge, front) = if upward { (7, 0xffu64 << 56) } else { (0, 0xff) };
        let mut left = self.p.limit.saturating_sub(self.p.states.seen());
        // A local finder, so that its counters can stay in registers.
        let mut states = std::mem::replace(&mut self.p.states, Finder::new());
        let end = loop {
            // The budget first, as `resolve` looks at it: a paused move resumes at this very lap.
            if left == 0 {
                break Ok(LapEnd::Paused(hole));
            }
            let count = ring::seeds(ring, hole);
            if count == 1 || stops >> hole & 1 == 1 {
                break Ok(LapEnd::Over);
            }
            if hands_back >> hole & 1 == 1 {
                break Ok(LapEnd::At(hole));
            }
            left -= 1;
            let state = RelayState { pits: [ring, theirs], rest: rest | u32::from(hole) };
            if let Some(repeat) = states.look(state, (), false) {
                self.p.states = states;
                self.game.pits[me] = ring.to_le_bytes();
                return self.never_ending(repeat);
            }
            if guard_front && hole == edge && ring as u64 & !front == 0 {
                break Err(Refusal::FrontRowEmptied);
            }
            (ring, hole) = ring::relay(ring, hole, count, upward);
        };
        self.p.states = states;
        self.game.pits[me] = ring.to_le_bytes();
        end
    }

    /// O6: what a move whose relays repeat does. It stops where it first repeated.
    fn never_ending(&mut self, repeat: Repeat<RelayState, ()>) -> Result<LapEnd, Refusal> {
        if self.game.rules.never_ending == NeverEnding::Illegal {
            return Err(Refusal::NeverEnding);
        }
        let now = self.p.states.seen() - 1;
        let mut walker = Walker { game: self.game.clone(), p: self.p.clone() };
        walker.p.states = Finder::new();
        if let Some((state, ())) = repeat.first(now, |s, ()| (walker.step(s), ())) {
            state.restore(self.game, self.p.me);
        }
        let side = self.p.side;
        match self.game.rules.never_ending {
            NeverEnding::Illegal => Err(Refusal::NeverEnding),
            NeverEnding::MoverLoses => {
                Ok(self
                    .end_game(Outcome { winner: Some(side.opponent()), reason: EndReason::NeverEndingMove }))
            }
            NeverEnding::GameVoid => {
                Ok(self.end_game(Outcome { winner: None, reason: EndReason::NeverEndingMove }))
            }
            NeverEnding::MoverStops => Ok(LapEnd::Over),
        }
    }

    /// L1–L6, in that order, for a lap that ended in `hole`.
    fn resolve(&mut self, hole: u8) -> Result<LapEnd, Refusal> {
        // The budget is looked at before anything changes, so the move resumes right here.
        if self.p.states.seen() >= self.p.limit {
            return Ok(LapEnd::Paused(hole));
        }
        let me = self.p.me;
        if self.game.rules.hus().is_some() {
            return self.resolve_hus(hole);
        }
        let silent = !self.sink.listening() && self.p.walking.is_none();
        if silent && !self.p.capture_move && self.p.laps > 0 && !self.game.owned[me] {
            let takasia = self.p.takasia.map_or(0, |k| 1 << k);
            return self.relay_silently(hole, takasia, 0, true);
        }
        self.p.laps += 1;
        let count = self.game.pits[me][hole as usize];
        let front = hole < 8;
        // L2: capture takes precedence over everything below.
        if self.p.capture_move && front && count >= 2 && self.game.pits[self.p.op][7 - hole as usize] > 0 {
            return self.capture(hole, None);
        }
        // L3: the last seed fell into an empty hole.
        if count == 1 {
            return Ok(LapEnd::Over);
        }
        // L4: the functional nyumba in the namua stage; O1 for the mtaji stage.
        if hole == NYUMBA && self.game.owned[me] && count >= 6 {
            if self.p.namua {
                if !self.p.capture_move {
                    return Ok(LapEnd::Over);
                }
                self.p.decision_reached = true;
                let pit = self.pit(self.p.side, hole);
                self.sink.record(Event::Decision { pit, safari: self.p.mv.safari });
                if !self.p.mv.safari {
                    return Ok(LapEnd::Over);
                }
            } else if !self.p.capture_move && self.game.rules.nyumba_in_mtaji == NyumbaInMtaji::TakasaStops {
                return Ok(LapEnd::Over);
            }
        }
        // L5: a takasa lap that ends in the takasia'd hole stops there (O3: unless it is the
        // first lap from the mover's nyumba).
        if !self.p.capture_move && self.p.takasia == Some(hole) {
            let excepted = self.game.rules.takasia_nyumba_first_lap_exception
                && self.p.laps == 1
                && self.p.from_owned_nyumba;
            if !excepted {
                return Ok(LapEnd::Over);
            }
        }
        // L6: relay, unless the move has begun to repeat itself.
        if let Some(end) = self.look(RelayState::new(self.game, me, hole, self.dir())) {
            return end;
        }
        self.sink.record(Event::Relay { pit: self.pit(self.p.side, hole) });
        Ok(LapEnd::At(self.lift_and_sow(hole)?))
    }

    /// HU5 for a lap that ended in `hole`: an empty hole ends the move; an own front hole facing
    /// what HU-O3 takes captures, and the hole's seeds go on with the captured ones from the next
    /// hole; any other hole relays.
    fn resolve_hus(&mut self, mut hole: u8) -> Result<LapEnd, Refusal> {
        let (me, op) = (self.p.me, self.p.op);
        if !self.sink.listening() && self.p.walking.is_none() {
            // The opponent's side does not change between captures: the own front holes where a
            // lap would capture are known before the first relay.
            let capturing = (0..8u8).filter(|&k| self.hus_targets(k)[0].is_some()).fold(0, |m, k| m | 1 << k);
            let guard_front = self.game.rules.front_row_rule();
            match self.relay_silently(hole, 0, capturing, guard_front)? {
                LapEnd::At(capturing) => hole = capturing,
                end => return Ok(end),
            }
        }
        self.p.laps += 1;
        let count = self.game.pits[me][hole as usize];
        if count == 1 {
            return Ok(LapEnd::Over);
        }
        let targets = if hole < 8 { self.hus_targets(hole) } else { [None, None] };
        if targets[0].is_none() {
            if let Some(end) = self.look(RelayState::new(self.game, me, hole, self.dir())) {
                return end;
            }
            self.sink.record(Event::Relay { pit: self.pit(self.p.side, hole) });
            return Ok(LapEnd::At(self.lift_and_sow(hole)?));
        }
        // The capturing hole's seeds in hand first, then the captured ones join them.
        let (side, opponent) = (self.p.side, self.p.side.opponent());
        let own = std::mem::take(&mut self.game.pits[me][hole as usize]);
        self.sink.record(Event::Lift { pit: self.pit(side, hole), count: own });
        let mut taken = u32::from(own);
        for target in targets.into_iter().flatten() {
            let count = std::mem::take(&mut self.game.pits[op][target as usize]);
            self.sink.record(Event::Capture { pit: self.pit(opponent, target), count, into_hand: true });
            taken += u32::from(count);
        }
        // HU7a: an emptied front row decides the game; the lap is still sown, then the move stops.
        let won = self.game.rules.front_row_rule() && self.game.front_empty(op);
        self.sink.record(Event::Reentry { pit: self.pit(side, hole) });
        let end = self.sow(self.dir().step(hole), taken)?;
        if won {
            let outcome = Outcome { winner: Some(side), reason: EndReason::FrontRowEmpty };
            return Ok(self.end_game(outcome));
        }
        Ok(LapEnd::At(end))
    }

    /// HU-O3: the opponent's holes a Hus lap ending in the own front hole `hole` captures: the
    /// facing front hole, and the back hole behind it where the option takes it. None if no
    /// capture.
    fn hus_targets(&self, hole: u8) -> [Option<u8>; 2] {
        let theirs = &self.game.pits[self.p.op];
        let (front, back) = (7 - hole, 8 + hole);
        let (front_full, back_full) = (theirs[front as usize] > 0, theirs[back as usize] > 0);
        let capture = self.game.rules.hus().map_or(HusCapture::Front, |hus| hus.capture);
        match capture {
            HusCapture::Front if front_full => [Some(front), None],
            HusCapture::FrontAndBack if front_full => [Some(front), back_full.then_some(back)],
            HusCapture::BothRequired if front_full && back_full => [Some(front), Some(back)],
            _ => [None, None],
        }
    }

    /// Resolves lap ends until the move is over or the budget is spent.
    fn run(&mut self, mut end: LapEnd) -> Result<LapEnd, Refusal> {
        while let LapEnd::At(hole) = end {
            end = self.resolve(hole)?;
        }
        Ok(end)
    }
}

/// Walks a move from one relay state to the next, to find where it first repeated.
struct Walker {
    game: Bao,
    p: Progress,
}

impl Walker {
    fn step(&mut self, state: RelayState) -> RelayState {
        state.restore(&mut self.game, self.p.me);
        self.p.dir = Some(state.dir());
        // Past the first lap: O3's exception is behind it.
        self.p.laps = 2;
        self.p.walking = Some(None);
        let mut turn = Turn { game: &mut self.game, sink: &mut NoEvents, p: &mut self.p };
        let hole = state.hole();
        let _ = turn.lift_and_sow(hole).and_then(|end| turn.run(LapEnd::At(end)));
        // A state on the move's own way always has a next one; were it not so, stay put.
        self.p.walking.flatten().unwrap_or(state)
    }
}

impl Bao {
    /// Plays a move that `candidates` lists. On a refusal the position is left half-played: the
    /// caller plays on a copy.
    pub(super) fn execute<S: EventSink>(&mut self, mv: Move, sink: &mut S) -> Result<Played, Refusal> {
        self.execute_within(mv, sink, u64::MAX)
    }

    /// `execute`, giving up with `Refusal::Undecided` after `budget` relays.
    pub(super) fn execute_within<S: EventSink>(
        &mut self,
        mv: Move,
        sink: &mut S,
        budget: u64,
    ) -> Result<Played, Refusal> {
        match self.begin(mv, sink, budget)? {
            Step::Done(played) => Ok(played),
            Step::Paused(_) => Err(Refusal::Undecided),
        }
    }

    /// Starts a move: its first lap, then relays until it ends or `budget` relays are done.
    pub(super) fn begin<S: EventSink>(
        &mut self,
        mv: Move,
        sink: &mut S,
        budget: u64,
    ) -> Result<Step, Refusal> {
        let side = self.to_move;
        let (me, op) = (side.index(), side.opponent().index());
        let namua = self.reserve[me] > 0;
        let mut p = Progress {
            mv,
            side,
            me,
            op,
            namua,
            capture_move: false,
            dir: None,
            decision_reached: false,
            laps: 0,
            from_owned_nyumba: false,
            takasia: self.takasia,
            states: Finder::new(),
            limit: budget,
            walking: None,
            next: LapEnd::Over,
        };
        let mut turn = Turn { game: &mut *self, sink: &mut *sink, p: &mut p };
        let hole = mv.hole;
        let end = if namua {
            turn.game.reserve[me] -= 1;
            let before = turn.game.pits[me][hole as usize];
            turn.game.pits[me][hole as usize] += 1;
            turn.sink.record(Event::FromReserve { pit: Bao::pit(side, hole) });
            // N1/N2: the hole faces an occupied hole, so this is a capture.
            turn.p.capture_move = hole < 8 && turn.game.pits[op][7 - hole as usize] > 0;
            if turn.p.capture_move {
                turn.capture(hole, Some(mv.hand))?
            } else {
                turn.p.dir = Some(mv.dir());
                // N4: a nyumba functional before the seed is taxed two seeds and stays owned.
                let owned = turn.game.owned[me];
                let tax = hole == NYUMBA
                    && owned
                    && (before >= 6 || (before == 5 && turn.game.rules.tax_when_reserve_seed_makes_six));
                if tax {
                    turn.game.pits[me][hole as usize] -= 2;
                    let pit = Bao::pit(side, hole);
                    turn.sink.record(Event::NyumbaTaxed { pit });
                    turn.sink.record(Event::Lift { pit, count: 2 });
                    LapEnd::At(turn.sow(mv.dir().step(hole), 2)?)
                } else {
                    LapEnd::At(turn.lift_and_sow(hole)?)
                }
            }
        } else {
            turn.p.dir = Some(mv.dir());
            // G6 decides the move's kind by its first lap; Hus has no kinds of move.
            turn.p.capture_move =
                turn.game.rules.hus().is_none() && turn.game.first_lap_capture(me, hole, mv.dir()).is_some();
            turn.p.from_owned_nyumba = hole == NYUMBA && turn.game.owned[me];
            LapEnd::At(turn.lift_and_sow(hole)?)
        };
        p.next = end;
        Ok(match self.go_on(&mut p, sink, budget)? {
            Some(played) => Step::Done(played),
            None => Step::Paused(Box::new(p)),
        })
    }

    /// Goes on with a paused move for up to `budget` more relays.
    pub(super) fn resume<S: EventSink>(
        &mut self,
        mut p: Box<Progress>,
        sink: &mut S,
        budget: u64,
    ) -> Result<Step, Refusal> {
        Ok(match self.go_on(&mut p, sink, budget)? {
            Some(played) => Step::Done(played),
            None => Step::Paused(p),
        })
    }

    /// Relays on for up to `budget` relays: how the move ended, or `None` if it is paused.
    fn go_on<S: EventSink>(
        &mut self,
        p: &mut Progress,
        sink: &mut S,
        budget: u64,
    ) -> Result<Option<Played>, Refusal> {
        p.limit = p.relays().saturating_add(budget);
        let next = p.next;
        let end = Turn { game: &mut *self, sink: &mut *sink, p: &mut *p }.run(next)?;
        if let LapEnd::Paused(hole) = end {
            p.next = LapEnd::At(hole);
            return Ok(None);
        }
        self.finish(p, sink).map(Some)
    }

    /// After the last lap: safari's condition, takasia and the turn passing.
    fn finish<S: EventSink>(&mut self, p: &Progress, sink: &mut S) -> Result<Played, Refusal> {
        let (side, namua, mv) = (p.side, p.namua, p.mv);
        let (me, op) = (p.me, p.op);
        if mv.safari && !p.decision_reached {
            return Err(Refusal::NoDecision);
        }
        // T1: a takasa in the mtaji stage (O8: or the last namua move) may block one hole of an
        // opponent who is in the mtaji stage too; it holds for the opponent's next move only.
        let eligible = namua && self.rules.takasia_after_last_namua_move && self.reserve[me] == 0;
        let blocks = self.rules.is_kiswahili()
            && !p.capture_move
            && self.ended.is_none()
            && self.reserve[op] == 0
            && (!namua || eligible);
        self.takasia = if blocks { self.takasia_against(side.opponent()) } else { None };
        if let Some(hole) = self.takasia {
            sink.record(Event::TakasiaSet { pit: Bao::pit(side.opponent(), hole) });
        }
        // O4: whoever set the takasia this player just played under must now capture that hole.
        self.must_capture =
            if self.rules.blocker_must_capture && self.rules.is_kiswahili() { p.takasia } else { None };
        self.to_move = side.opponent();
        // Whether the next player can move at all is the caller's question (`Bao::play`): asked
        // here, every trial of a move would play out the rest of the game.
        Ok(Played { decision_reached: p.decision_reached })
    }
}
