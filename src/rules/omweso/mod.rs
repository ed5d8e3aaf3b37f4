//! Omweso, exact to `shared/rules/omweso.md` (rule numbers below are its §2 rules).
//!
//! Each player's 16 pits form a counter-clockwise ring, the same indexing as the shared board:
//! 0..=7 the outer row from the owner's left, 8..=15 the inner row from the owner's right.

mod moves;
pub mod options;
mod play;
pub mod scoring;
pub mod setup;
pub mod text;
pub mod trial;

pub use options::{
    BLITZ_SECONDS, FirstTurnNoCapture, NeverEndingPolicy, OmwesoRules, PLIES_WITHOUT_CAPTURE,
    REPETITION_LIMIT, REPETITION_RULE,
};
pub use scoring::{OmwesoMatch, WinKind};

use super::board::{Geometry, Pit, Side};
use super::{EndReason, Outcome};
use serde::{Deserialize, Serialize};

pub const GEOMETRY: Geometry = Geometry::new(8);
/// Seeds in a game: 32 each.
pub const TOTAL_SEEDS: u32 = 64;
/// The four left pits of a player (two outer, two inner), from which laps may go clockwise.
pub const LEFT_PITS: [u8; 4] = [0, 1, 14, 15];

pub fn is_left_pit(k: u8) -> bool {
    LEFT_PITS.contains(&k)
}

/// One whole Omweso turn, with every decision in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The pit lifted first.
    pub start: u8,
    /// The first lap goes clockwise (a reverse capture from a left pit).
    pub first_cw: bool,
    /// At the i-th later choice point the lap goes clockwise when bit i is set.
    pub choices: u128,
    /// How many choice points the move names (later ones are counter-clockwise).
    pub named: u8,
    /// Rule 28: the three-seed opening sowing (2 + 1, then the turn ends).
    pub three_seed: bool,
}

impl Move {
    pub fn simple(start: u8) -> Move {
        Move { start, first_cw: false, choices: 0, named: 0, three_seed: false }
    }

    /// The direction taken at choice point `index`.
    pub fn cw_at(&self, index: usize) -> bool {
        index < 128 && self.choices >> index & 1 == 1
    }

    fn with_choice(mut self, cw: bool) -> Move {
        if cw && self.named < 128 {
            self.choices |= 1 << self.named;
        }
        self.named = self.named.saturating_add(1);
        self
    }
}

/// An Omweso game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Omweso {
    rules: OmwesoRules,
    pits: [[u8; 16]; 2],
    to_move: Side,
    /// Plies played in this game.
    ply: u32,
    /// Whether any capture has happened in this game.
    captured_yet: bool,
    /// Turns in which each player captured (for akakyala).
    capture_turns: [u32; 2],
    /// Positions since the last capture, for the house rule on repetition.
    since_capture: Vec<Seen>,
    ended: Option<Outcome>,
}

impl Omweso {
    /// A game from an arrangement of both sides, South's seeds `pits[0]`, North's `pits[1]`.
    pub fn from_pits(rules: OmwesoRules, pits: [[u8; 16]; 2], to_move: Side) -> Omweso {
        let mut game = Omweso {
            rules,
            pits,
            to_move,
            ply: 0,
            captured_yet: false,
            capture_turns: [0, 0],
            since_capture: Vec::new(),
            ended: None,
        };
        game.since_capture.push(Seen::new(pits, to_move));
        game.ended = game.decided_outcome();
        game
    }

    /// The standard start (§1.4): four seeds in every outer pit, South to move.
    pub fn new(rules: OmwesoRules) -> Omweso {
        Omweso::from_pits(rules, [setup::STANDARD, setup::STANDARD], Side::South)
    }

    pub fn rules(&self) -> OmwesoRules {
        self.rules
    }

    pub fn pits(&self, side: Side) -> &[u8; 16] {
        &self.pits[side.index()]
    }

    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn captured_yet(&self) -> bool {
        self.captured_yet
    }

    pub fn seeds_of(&self, side: Side) -> u32 {
        self.pits[side.index()].iter().map(|&n| u32::from(n)).sum()
    }

    pub fn total_seeds(&self) -> u32 {
        self.seeds_of(Side::South) + self.seeds_of(Side::North)
    }

    pub fn pit(side: Side, k: u8) -> Pit {
        Pit::new(side, k)
    }

    /// Blitz (§2.10 rule 26): the player to move did not begin in time and the opponent takes
    /// the turn. No seed moves; the opponent, now to move, loses at once if they cannot move.
    pub fn lose_turn(&mut self) -> Result<(), super::MoveError> {
        if self.ended.is_some() {
            return Err(super::MoveError::GameOver);
        }
        self.to_move = self.to_move.opponent();
        self.ended = self.decided_outcome();
        // A lost turn is a ply without a capture: endless lost turns repeat the position and
        // end the game as any other repetition does (rule 25).
        self.count_repetition();
        Ok(())
    }

    /// Rule 25, the house rule, after a ply that did not end the game: the position now reached
    /// is the (n + 1)-th sighting since the last capture; the third, or the 501st ply without a
    /// capture, annuls the game. Without the rule nothing is kept, so nothing grows.
    fn count_repetition(&mut self) {
        if self.ended.is_some() || !self.rules.house_rule_repetition {
            return;
        }
        let position = Seen::new(self.pits, self.to_move);
        let seen = self.since_capture.iter().filter(|p| p.hash == position.hash && **p == position).count();
        self.since_capture.push(position);
        if seen + 1 >= REPETITION_LIMIT || self.since_capture.len() > PLIES_WITHOUT_CAPTURE {
            self.ended = Some(Outcome { winner: None, reason: EndReason::Repetition });
        }
    }

    /// Rule 27: whether a landing may capture on this ply.
    fn captures_enabled(&self) -> bool {
        match self.rules.first_turn_no_capture {
            FirstTurnNoCapture::Off => true,
            FirstTurnNoCapture::FirstMoveOfGame => self.ply >= 1,
            FirstTurnNoCapture::EachPlayersFirstMove => self.ply >= 2,
        }
    }

    /// Rules 15–18: whether a lap may go clockwise on this ply at all — the rules play reverse
    /// laps, and a landing may capture (a reverse lap must).
    fn reverse_laps_now(&self) -> bool {
        self.rules.reverse_laps && self.captures_enabled()
    }

    /// Rule 19: the side to move with no pit of two or more has lost (bulijo).
    /// How the game ended when the board alone cannot show it (okutema, akawumbi, akakyala, an
    /// annulled game): what a position string's `end=` field says.
    pub fn hidden_end(&self) -> Option<Outcome> {
        self.ended.filter(|&ended| Some(ended) != self.decided_outcome())
    }

    fn decided_outcome(&self) -> Option<Outcome> {
        let mover = self.to_move;
        let stuck = self.pits[mover.index()].iter().all(|&n| n < 2);
        stuck.then_some(Outcome { winner: Some(mover.opponent()), reason: EndReason::NoLegalMove })
    }
}

/// A whole position with its hash first, so that looking for a repetition compares hashes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Seen {
    hash: u64,
    pits: [[u8; 16]; 2],
    to_move: Side,
}

impl Seen {
    fn new(pits: [[u8; 16]; 2], to_move: Side) -> Seen {
        use std::hash::{Hash, Hasher};
        let mut hasher = rustc_hash::FxHasher::default();
        (pits, to_move).hash(&mut hasher);
        Seen { hash: hasher.finish(), pits, to_move }
    }
}
