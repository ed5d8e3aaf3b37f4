//! Bao la Kimasai (4×12, Klamroth 1911): single stones stepping one hole counter-clockwise.
//! Reference: `shared/rules/bao_la_kimasai.md`; the rule numbers below are its §2.

use super::board::{Geometry, Pit, Side};
use super::event::{Event, EventSink};
use super::no_move::{self, NoMove};
use super::notation::{PositionText, format_position};
use super::{EndReason, GameKind, MoveError, Outcome, PositionError, Rules};
use serde::{Deserialize, Serialize};

pub const GEOMETRY: Geometry = Geometry::new(12);
const RING: u32 = 24;
const FULL: u32 = (1 << RING) - 1;
/// A player never has more stones than at the start (rule 9).
const MAX_STONES: u32 = 23;
/// Equal positions are a multiple of 48 plies apart: each player's index sum rises by one mod 24
/// per own move, and only captures (after which nothing earlier can recur) change it otherwise.
const REPEAT_PERIOD: usize = 48;

/// A move: the mover's stone at this ring index steps to the next hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move(pub u8);

/// A Bao la Kimasai game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kimasai {
    /// Bit `i` of `holes[side]` is set when that side's ring hole `i` holds a stone.
    holes: [u32; 2],
    to_move: Side,
    /// Boards since the last capture, oldest first, for the repetition rule (rule 10).
    since_capture: Vec<[u32; 2]>,
    outcome: Option<Outcome>,
}

impl Default for Kimasai {
    fn default() -> Kimasai {
        Kimasai::new()
    }
}

impl Kimasai {
    /// The start position (§1.3): every hole full but each player's leftmost front hole; South
    /// moves first unless the players drew otherwise.
    pub fn new() -> Kimasai {
        Kimasai::from_holes([FULL & !(1 << 23), FULL & !(1 << 23)], Side::South)
    }

    fn from_holes(holes: [u32; 2], to_move: Side) -> Kimasai {
        let mut game = Kimasai { holes, to_move, since_capture: vec![holes], outcome: None };
        game.outcome = game.decided_outcome();
        game
    }

    /// The same board with `side` to move and no history (who starts is drawn by lot, rule 1).
    pub fn with_side_to_move(&self, side: Side) -> Kimasai {
        Kimasai::from_holes(self.holes, side)
    }

    /// Reads the board part of a position string (Kimasai has no fields).
    pub fn from_text(text: &PositionText) -> Result<Kimasai, PositionError> {
        text.expect_cols(12)?;
        if let Some((key, _)) = text.fields.first() {
            return Err(PositionError::Malformed(format!(
                "kimasai has no field '{}'",
                crate::rules::notation::shown(key)
            )));
        }
        let mut holes = [0u32; 2];
        for row in 1..=4 {
            for col in 0..12 {
                let pit = GEOMETRY.pit(super::Square { col, row });
                match text.count(row, col) {
                    0 => {}
                    1 => holes[pit.side.index()] |= 1 << pit.index,
                    n => {
                        return Err(PositionError::Malformed(format!(
                            "{} holds {n} stones; a Kimasai hole holds 0 or 1",
                            GEOMETRY.square(pit)
                        )));
                    }
                }
            }
        }
        for side in Side::BOTH {
            if holes[side.index()].count_ones() > MAX_STONES {
                return Err(PositionError::Malformed(format!(
                    "{side} has 24 stones; a player has at most {MAX_STONES}"
                )));
            }
        }
        Ok(Kimasai::from_holes(holes, text.to_move))
    }

    /// What `to_text` writes, into a hasher.
    pub fn hash_position<H: std::hash::Hasher>(&self, hasher: &mut H) {
        use std::hash::Hash;
        (self.holes, self.to_move).hash(hasher);
    }

    pub fn to_text(&self) -> String {
        format_position(GameKind::Kimasai, 12, self.to_move, |row, col| {
            self.seeds(GEOMETRY.pit(super::Square { col, row }))
        })
    }

    /// Stones `captor` has taken out of the game: every player starts with 23 (§1.3).
    pub fn captured_by(&self, captor: Side) -> u32 {
        MAX_STONES - self.stones(captor.opponent())
    }

    pub fn stones(&self, side: Side) -> u32 {
        self.holes[side.index()].count_ones()
    }

    /// The mover's stones whose next hole is empty, as a bit set.
    fn movable(&self) -> u32 {
        let own = self.holes[self.to_move.index()];
        // Bit i of `next_empty` is set when hole i+1 (mod 24) is empty.
        let empty = !own & FULL;
        let next_empty = (empty >> 1) | ((empty & 1) << (RING - 1));
        own & next_empty
    }

    /// Whether the game is decided by the board alone (rules 8 and 9).
    fn decided_outcome(&self) -> Option<Outcome> {
        let mover = self.to_move;
        if self.stones(mover) == 0 {
            let reason = EndReason::AllCaptured;
            return Some(Outcome { winner: Some(mover.opponent()), reason });
        }
        if self.stones(mover.opponent()) == 0 {
            return Some(Outcome { winner: Some(mover), reason: EndReason::AllCaptured });
        }
        if self.movable() == 0 {
            return Some(Outcome { winner: Some(mover.opponent()), reason: EndReason::NoLegalMove });
        }
        None
    }

    /// Rule 10, checked only where a repeat is possible (see `REPEAT_PERIOD`).
    fn repeats(&self) -> bool {
        let last = self.since_capture.len() - 1;
        (REPEAT_PERIOD..=last)
            .step_by(REPEAT_PERIOD)
            .any(|back| self.since_capture[last - back] == self.holes)
    }
}

impl Rules for Kimasai {
    type Move = Move;

    fn geometry(&self) -> Geometry {
        GEOMETRY
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn seeds(&self, pit: Pit) -> u8 {
        ((self.holes[pit.side.index()] >> pit.index) & 1) as u8
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        if self.outcome.is_some() {
            return;
        }
        let mut movable = self.movable();
        while movable != 0 {
            out.push(Move(movable.trailing_zeros() as u8));
            movable &= movable - 1;
        }
    }

    fn play<S: EventSink>(&mut self, mv: Move, sink: &mut S) -> Result<(), MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        let mover = self.to_move;
        let from = mv.0;
        if u32::from(from) >= RING || self.movable() & (1 << from) == 0 {
            let why = if u32::from(from) < RING && self.holes[mover.index()] & (1 << from) == 0 {
                format!("{mover} has no stone there")
            } else {
                "the next hole counter-clockwise is not empty".to_string()
            };
            return Err(MoveError::Illegal(self.format_move(mv), why));
        }
        let to = GEOMETRY.next(from);
        let (me, them) = (mover.index(), mover.opponent().index());
        self.holes[me] ^= (1 << from) | (1 << to);
        sink.record(Event::Lift { pit: Pit::new(mover, from), count: 1 });
        sink.record(Event::Sow { pit: Pit::new(mover, to) });

        // Rule 5: a stone entering the front row takes the opposite front stone, and only then
        // the back stone of that column too.
        let mut captured = false;
        if GEOMETRY.is_front(to) {
            let front = GEOMETRY.opposite_front(to);
            if self.holes[them] & (1 << front) != 0 {
                self.holes[them] &= !(1 << front);
                captured = true;
                let opponent = mover.opponent();
                sink.record(Event::Capture { pit: Pit::new(opponent, front), count: 1, into_hand: false });
                let back = GEOMETRY.opposite_back(to);
                if self.holes[them] & (1 << back) != 0 {
                    self.holes[them] &= !(1 << back);
                    sink.record(Event::Capture { pit: Pit::new(opponent, back), count: 1, into_hand: false });
                }
            }
        }

        self.to_move = mover.opponent();
        if captured {
            self.since_capture.clear();
        }
        self.since_capture.push(self.holes);
        self.outcome = self.decided_outcome();
        if self.outcome.is_none() && self.repeats() {
            self.outcome = Some(Outcome { winner: None, reason: EndReason::Repetition });
        }
        if let Some(outcome) = self.outcome {
            sink.record(Event::GameOver { outcome });
        }
        Ok(())
    }

    fn origin(&self, mv: Move) -> Pit {
        Pit::new(self.to_move, mv.0)
    }

    fn why_no_move(&self, pit: Pit) -> Option<NoMove> {
        let why = no_move::shared(self.outcome, self.to_move, pit);
        why.or_else(|| match (self.seeds(pit), self.movable() & (1 << pit.index)) {
            (0, _) => Some(NoMove::Empty),
            (_, 0) => Some(NoMove::NextHoleTaken),
            _ => None,
        })
    }

    fn format_move(&self, mv: Move) -> String {
        GEOMETRY.square(Pit::new(self.to_move, mv.0 % RING as u8)).to_string()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let square = GEOMETRY.parse_square(text).ok_or_else(|| MoveError::Unreadable(text.to_string()))?;
        let pit = GEOMETRY.pit(square);
        if pit.side != self.to_move {
            let why = format!("{square} is {}'s hole and {} is to move", pit.side, self.to_move);
            return Err(MoveError::Illegal(text.to_string(), why));
        }
        Ok(Move(pit.index))
    }
}
