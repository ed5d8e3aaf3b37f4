//! Playing one move: the reserve seed, the laps, captures, relays, the nyumba, takasia. This is
//! the only sowing routine; it tells an `EventSink` each step as it happens.

use super::{Bao, Dir, Hand, Move, NYUMBA, NeverEnding, NyumbaInMtaji};
use crate::rules::board::Side;
use crate::rules::cycle::Brent;
use crate::rules::event::{Event, EventSink};
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
#[derive(Clone, Copy, PartialEq, Eq)]
struct RelayState {
    /// Both rings, one byte per hole.
    pits: [u128; 2],
    /// The hole being lifted, the direction and both nyumba flags.
    rest: u32,
}

impl RelayState {
    fn new(pits: &[[u8; 16]; 2], owned: [bool; 2], hole: u8, dir: Dir) -> RelayState {
        let rest = u32::from(hole) | (dir as u32) << 8 | u32::from(owned[0]) << 9 | u32::from(owned[1]) << 10;
        RelayState { pits: [u128::from_le_bytes(pits[0]), u128::from_le_bytes(pits[1])], rest }
    }
}

/// Brent's cycle detection over relay states. Some never-ending moves repeat only after 10^9
/// laps, so a caller may first try moves on a budget of relays and decide the undecided ones
/// afterwards.
struct CycleCheck {
    states: Brent<RelayState>,
    relays: u64,
    budget: u64,
}

enum Verdict {
    New,
    Repeats,
    OverBudget,
}

impl CycleCheck {
    fn new(budget: u64) -> CycleCheck {
        CycleCheck { states: Brent::new(1), relays: 0, budget }
    }

    fn check(&mut self, state: RelayState) -> Verdict {
        // Over budget the move is given up, so the state saved on the way does not matter.
        if self.states.repeats(state) {
            return Verdict::Repeats;
        }
        self.relays += 1;
        if self.relays > self.budget {
            return Verdict::OverBudget;
        }
        Verdict::New
    }
}

enum LapEnd {
    /// The lap ended in this hole and needs resolving.
    At(u8),
    /// The move is over.
    Over,
}

/// One move being played.
struct Turn<'a, S: EventSink> {
    game: &'a mut Bao,
    sink: &'a mut S,
    side: Side,
    me: usize,
    op: usize,
    namua: bool,
    capture_move: bool,
    dir: Option<Dir>,
    safari: bool,
    decision_reached: bool,
    /// Laps resolved so far.
    laps: u32,
    /// The move began by lifting the mover's still-owned nyumba (for O3).
    from_owned_nyumba: bool,
    takasia: Option<u8>,
    cycle: CycleCheck,
}

impl<S: EventSink> Turn<'_, S> {
    fn pit(&self, side: Side, k: u8) -> crate::rules::Pit {
        Bao::pit(side, k)
    }

    fn dir(&self) -> Dir {
        self.dir.unwrap_or(Dir::Cw)
    }

    /// Drops `count` seeds one by one, the first into `first`; returns the last hole.
    fn sow(&mut self, first: u8, count: u32) -> Result<u8, Refusal> {
        if count == 0 {
            return Ok(first);
        }
        // G10: only a lift can empty the front row, so right after the first drop is when to look.
        if first >= 8 && self.game.front_empty(self.me) {
            return Err(Refusal::FrontRowEmptied);
        }
        let dir = self.dir();
        if !self.sink.listening() {
            // Nobody watches the single drops: add them all at once, one byte per hole.
            let pits = &mut self.game.pits[self.me];
            *pits = (u128::from_le_bytes(*pits) + drops(first, count, dir)).to_le_bytes();
            return Ok(last_hole(first, count, dir));
        }
        let mut hole = first;
        for i in 0..count {
            if i > 0 {
                hole = dir.step(hole);
            }
            self.game.pits[self.me][hole as usize] += 1;
            self.sink.record(Event::Sow { pit: self.pit(self.side, hole) });
        }
        Ok(hole)
    }

    /// Lifts every seed of `hole` and sows them from the next hole on.
    fn lift_and_sow(&mut self, hole: u8) -> Result<u8, Refusal> {
        let count = std::mem::take(&mut self.game.pits[self.me][hole as usize]);
        self.sink.record(Event::Lift { pit: self.pit(self.side, hole), count });
        if hole == NYUMBA && self.game.owned[self.me] {
            self.destroy_nyumba(self.side);
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
        let opponent = self.side.opponent();
        let target = 7 - hole;
        let count = std::mem::take(&mut self.game.pits[self.op][target as usize]);
        self.sink.record(Event::Capture { pit: self.pit(opponent, target), count, into_hand: true });
        if target == NYUMBA && self.game.owned[self.op] {
            self.destroy_nyumba(opponent);
        }
        // L1 / G11a: the opponent's front row is empty: Bao hamna. The game is decided now; the
        // captured seeds are still sown from the kichwa (one lap, nothing more) so none are lost.
        let bao_hamna = self.game.front_empty(self.op);
        // C2: a kichwa or kimbi forces its own side; a central hole keeps the move's direction,
        // or, for the first capture of a namua move, lets the player choose.
        let chosen = choice.map(|hand| if hand == Hand::Left { Dir::Cw } else { Dir::Ccw });
        let (kichwa, dir) = match (hole, self.dir.or(chosen)) {
            (0 | 1, _) => (0, Dir::Cw),
            (6 | 7, _) => (7, Dir::Ccw),
            (_, Some(Dir::Ccw)) => (7, Dir::Ccw),
            _ => (0, Dir::Cw),
        };
        self.dir = Some(dir);
        self.sink.record(Event::Kichwa { pit: self.pit(self.side, kichwa) });
        let end = self.sow(kichwa, u32::from(count))?;
        if bao_hamna {
            let outcome = Outcome { winner: Some(self.side), reason: EndReason::FrontRowEmpty };
            return Ok(self.end_game(outcome));
        }
        Ok(LapEnd::At(end))
    }

    /// The relays of a silent takasa once its first lap is done and no nyumba is owned by the
    /// mover: then only L3 (empty hole), L5 (takasia) and G10 can stop it, so the ring stays in a
    /// register. This is what makes exact never-ending checks affordable: some such moves
    /// repeat only after a hundred million laps. `resolve` gives the same result, lap by lap.
    fn relay_takasa_silently(&mut self, mut hole: u8) -> Result<LapEnd, Refusal> {
        let dir = self.dir();
        let mut ring = u128::from_le_bytes(self.game.pits[self.me]);
        let theirs = u128::from_le_bytes(self.game.pits[self.op]);
        let rest = RelayState::new(&self.game.pits, self.game.owned, 0, dir).rest;
        let end = loop {
            let count = (ring >> (8 * hole)) as u8;
            if count == 1 || self.takasia == Some(hole) {
                break Ok(LapEnd::Over);
            }
            let mine = if self.me == 0 { [ring, theirs] } else { [theirs, ring] };
            match self.cycle.check(RelayState { pits: mine, rest: rest | u32::from(hole) }) {
                Verdict::New => {}
                Verdict::Repeats => break self.never_ending(),
                Verdict::OverBudget => break Err(Refusal::Undecided),
            }
            ring &= !(0xff << (8 * hole));
            let first = dir.step(hole);
            if first >= 8 && ring as u64 == 0 {
                break Err(Refusal::FrontRowEmptied);
            }
            ring += drops(first, u32::from(count), dir);
            hole = last_hole(first, u32::from(count), dir);
        };
        self.game.pits[self.me] = ring.to_le_bytes();
        end
    }

    /// O6: what a move whose relays repeat does.
    fn never_ending(&mut self) -> Result<LapEnd, Refusal> {
        match self.game.rules.never_ending {
            NeverEnding::Illegal => Err(Refusal::NeverEnding),
            NeverEnding::MoverLoses => Ok(self.end_game(Outcome {
                winner: Some(self.side.opponent()),
                reason: EndReason::NeverEndingMove,
            })),
            NeverEnding::GameVoid => {
                Ok(self.end_game(Outcome { winner: None, reason: EndReason::NeverEndingMove }))
            }
            NeverEnding::MoverStops => Ok(LapEnd::Over),
        }
    }

    /// L1–L6, in that order, for a lap that ended in `hole`.
    fn resolve(&mut self, hole: u8) -> Result<LapEnd, Refusal> {
        if !self.sink.listening() && !self.capture_move && self.laps > 0 && !self.game.owned[self.me] {
            return self.relay_takasa_silently(hole);
        }
        self.laps += 1;
        let count = self.game.pits[self.me][hole as usize];
        let front = hole < 8;
        // L2: capture takes precedence over everything below.
        if self.capture_move && front && count >= 2 && self.game.pits[self.op][7 - hole as usize] > 0 {
            return self.capture(hole, None);
        }
        // L3: the last seed fell into an empty hole.
        if count == 1 {
            return Ok(LapEnd::Over);
        }
        // L4: the functional nyumba in the namua stage; O1 for the mtaji stage.
        if hole == NYUMBA && self.game.owned[self.me] && count >= 6 {
            if self.namua {
                if !self.capture_move {
                    return Ok(LapEnd::Over);
                }
                self.decision_reached = true;
                let pit = self.pit(self.side, hole);
                self.sink.record(Event::Decision { pit, safari: self.safari });
                if !self.safari {
                    return Ok(LapEnd::Over);
                }
            } else if !self.capture_move && self.game.rules.nyumba_in_mtaji == NyumbaInMtaji::TakasaStops {
                return Ok(LapEnd::Over);
            }
        }
        // L5: a takasa lap that ends in the takasia'd hole stops there (O3: unless it is the
        // first lap from the mover's nyumba).
        if !self.capture_move && self.takasia == Some(hole) {
            let excepted = self.game.rules.takasia_nyumba_first_lap_exception
                && self.laps == 1
                && self.from_owned_nyumba;
            if !excepted {
                return Ok(LapEnd::Over);
            }
        }
        // L6: relay, unless the move has begun to repeat itself.
        let state = RelayState::new(&self.game.pits, self.game.owned, hole, self.dir());
        match self.cycle.check(state) {
            Verdict::New => {}
            Verdict::Repeats => return self.never_ending(),
            Verdict::OverBudget => return Err(Refusal::Undecided),
        }
        self.sink.record(Event::Relay { pit: self.pit(self.side, hole) });
        Ok(LapEnd::At(self.lift_and_sow(hole)?))
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
        let side = self.to_move;
        let (me, op) = (side.index(), side.opponent().index());
        let namua = self.reserve[me] > 0;
        let takasia = self.takasia;
        let mut turn = Turn {
            side,
            me,
            op,
            namua,
            capture_move: false,
            dir: None,
            safari: mv.safari,
            decision_reached: false,
            laps: 0,
            from_owned_nyumba: false,
            takasia,
            cycle: CycleCheck::new(budget),
            game: &mut *self,
            sink: &mut *sink,
        };
        let hole = mv.hole;
        let mut end = if namua {
            turn.game.reserve[me] -= 1;
            let before = turn.game.pits[me][hole as usize];
            turn.game.pits[me][hole as usize] += 1;
            turn.sink.record(Event::FromReserve { pit: Bao::pit(side, hole) });
            // N1/N2: the hole faces an occupied hole, so this is a capture.
            turn.capture_move = hole < 8 && turn.game.pits[op][7 - hole as usize] > 0;
            if turn.capture_move {
                turn.capture(hole, Some(mv.hand))?
            } else {
                turn.dir = Some(mv.dir());
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
            turn.dir = Some(mv.dir());
            turn.capture_move = turn.game.first_lap_capture(me, hole, mv.dir()).is_some();
            turn.from_owned_nyumba = hole == NYUMBA && turn.game.owned[me];
            LapEnd::At(turn.lift_and_sow(hole)?)
        };
        while let LapEnd::At(hole) = end {
            end = turn.resolve(hole)?;
        }
        let (decision_reached, capture_move) = (turn.decision_reached, turn.capture_move);
        if mv.safari && !decision_reached {
            return Err(Refusal::NoDecision);
        }

        // T1: a takasa in the mtaji stage (O8: or the last namua move) may block one hole of an
        // opponent who is in the mtaji stage too; it holds for the opponent's next move only.
        let eligible = namua && self.rules.takasia_after_last_namua_move && self.reserve[me] == 0;
        let blocks = !capture_move && self.ended.is_none() && self.reserve[op] == 0 && (!namua || eligible);
        self.takasia = if blocks { self.takasia_against(side.opponent()) } else { None };
        if let Some(hole) = self.takasia {
            sink.record(Event::TakasiaSet { pit: Bao::pit(side.opponent(), hole) });
        }
        // O4: whoever set the takasia this player just played under must now capture that hole.
        self.must_capture = if self.rules.blocker_must_capture { takasia } else { None };
        self.to_move = side.opponent();
        // Whether the next player can move at all is the caller's question (`Bao::play`): asked
        // here, every trial of a move would play out the rest of the game.
        Ok(Played { decision_reached })
    }
}
