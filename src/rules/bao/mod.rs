//! Bao la Kiswahili, exact to `shared/rules/bao_la_kiswahili.md` (rule ids below are its own:
//! G…, N…, M…, C…, L…, T…, E…, I…).
//!
//! Holes are kept per player on the ring of §1.4: index k 0..=7 is the front row from the owner's
//! left (A1..A8), 8..=15 the back row from the owner's right (B8..B1). k+1 is clockwise (CW).

mod moves;
mod no_move;
pub mod options;
mod play;
pub mod text;
pub mod trial;
pub mod used;

pub use options::{BaoRules, Family, Hus, HusCapture, NeverEnding, NyumbaInMtaji};

use super::board::{Geometry, Pit, Side};
use super::{EndReason, Outcome};
use serde::{Deserialize, Serialize};

pub const GEOMETRY: Geometry = Geometry::new(8);
/// Ring index of the nyumba (A5/a5).
pub const NYUMBA: u8 = 4;
/// Seeds in the game: board plus both reserves (48 from the Namibian Hus start).
pub const TOTAL_SEEDS: u32 = 64;

/// Which way a move or a lap goes round the owner's ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// k+1: along the front row toward the owner's right.
    Cw,
    /// k−1: along the front row toward the owner's left.
    Ccw,
}

impl Dir {
    pub fn step(self, k: u8) -> u8 {
        match self {
            Dir::Cw => (k + 1) % 16,
            Dir::Ccw => (k + 15) % 16,
        }
    }
}

/// A side as the notation writes it: toward the owner's left or right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hand {
    Left,
    Right,
}

/// One whole turn, with every decision its player makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// The hole lifted first; in the namua stage, the hole that receives the reserve seed.
    pub hole: u8,
    /// The first step toward the owner's left or right; for a namua capture, the kichwa that
    /// receives the captured seeds.
    pub hand: Hand,
    /// Safari at the functional nyumba when a namua capture lap ends there (otherwise stop).
    pub safari: bool,
}

impl Move {
    /// The direction of the first lap of a sowing (not a namua capture) from `hole`.
    pub fn dir(&self) -> Dir {
        match (self.hole < 8, self.hand) {
            (true, Hand::Right) | (false, Hand::Left) => Dir::Cw,
            _ => Dir::Ccw,
        }
    }

    /// The move that sows from `hole` in `dir`.
    pub fn sowing(hole: u8, dir: Dir) -> Move {
        let hand = match (hole < 8, dir) {
            (true, Dir::Cw) | (false, Dir::Ccw) => Hand::Right,
            _ => Hand::Left,
        };
        Move { hole, hand, safari: false }
    }
}

/// A Bao la Kiswahili game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bao {
    rules: BaoRules,
    /// Seeds per hole, `[side][k]`.
    pits: [[u8; 16]; 2],
    reserve: [u8; 2],
    /// Whether each player's nyumba still stands (never emptied).
    owned: [bool; 2],
    /// The front hole (k) the side to move may not start from nor relay out of (§2.7).
    takasia: Option<u8>,
    /// O4: the opponent's front hole (k) the side to move must capture first, when it can.
    must_capture: Option<u8>,
    to_move: Side,
    /// Set when the game ended during a move (Bao hamna, or a never-ending move under O6).
    ended: Option<Outcome>,
}

impl Bao {
    /// The start position under a rule set, South to move: Bao la Kiswahili's (§1.5, 22 seeds in
    /// each reserve), or the learning games' (KJ2, HU2: two in every hole; HU-O1: the Namibian).
    pub fn new(rules: BaoRules) -> Bao {
        let mut side = [0u8; 16];
        let (reserve, owned) = match rules.family {
            Family::Kiswahili => {
                side[NYUMBA as usize] = 6;
                side[5] = 2;
                side[6] = 2;
                (22, true)
            }
            Family::Hus(Hus { namibian_start: true, .. }) => {
                // The right half of the front row (A5–A8) and the whole back row.
                side[4..].fill(2);
                (0, false)
            }
            Family::Kujifunza | Family::Hus(_) => {
                side.fill(2);
                (0, false)
            }
        };
        Bao {
            rules,
            pits: [side, side],
            reserve: [reserve, reserve],
            owned: [owned, owned],
            takasia: None,
            must_capture: None,
            to_move: Side::South,
            ended: None,
        }
    }

    pub fn rules(&self) -> BaoRules {
        self.rules
    }

    /// The same position under another rule set.
    pub fn with_rules(mut self, rules: BaoRules) -> Bao {
        self.rules = rules;
        self.ended = self.decided_outcome();
        self
    }

    pub fn pits(&self, side: Side) -> &[u8; 16] {
        &self.pits[side.index()]
    }

    pub fn reserve(&self, side: Side) -> u8 {
        self.reserve[side.index()]
    }

    pub fn nyumba_owned(&self, side: Side) -> bool {
        self.owned[side.index()]
    }

    /// Owned and holding at least six seeds (§2.0).
    pub fn nyumba_functional(&self, side: Side) -> bool {
        self.owned[side.index()] && self.pits[side.index()][NYUMBA as usize] >= 6
    }

    /// The hole the side to move may not start from, if a takasia stands.
    pub fn takasia(&self) -> Option<u8> {
        self.takasia
    }

    /// True while the side to move still has seeds in reserve (the namua stage).
    pub fn in_namua(&self) -> bool {
        self.side_in_namua(self.to_move)
    }

    /// True while `side` still has seeds in reserve: its namua stage; then mtaji.
    pub fn side_in_namua(&self, side: Side) -> bool {
        self.reserve[side.index()] > 0
    }

    /// Seeds on the board and in both reserves: always 64 (48 from the Namibian Hus start).
    pub fn total_seeds(&self) -> u32 {
        self.pits.iter().flatten().map(|&n| u32::from(n)).sum::<u32>()
            + self.reserve.iter().map(|&n| u32::from(n)).sum::<u32>()
    }

    fn front_empty(&self, side: usize) -> bool {
        u128::from_le_bytes(self.pits[side]) as u64 == 0
    }

    /// The shared board's pit for a hole of the ring.
    pub fn pit(side: Side, k: u8) -> Pit {
        Pit::new(side, 15 - k)
    }

    /// The ring index of a shared board pit.
    pub fn ring_index(pit: Pit) -> u8 {
        15 - pit.index
    }

    /// `decided_outcome` with its trials held to `budget` relays: `None` when that does not tell.
    fn decided_outcome_within(&self, budget: u64) -> Option<Option<Outcome>> {
        let mover = self.to_move;
        let front_row_lost = self.front_empty(mover.index()) || self.front_empty(mover.opponent().index());
        if self.rules.front_row_rule() && front_row_lost {
            return Some(self.decided_outcome());
        }
        let lose = Outcome { winner: Some(mover.opponent()), reason: EndReason::NoLegalMove };
        Some((!self.has_legal_move_within(budget)?).then_some(lose))
    }

    /// The end of the game as far as the board decides it before the side to move plays (E1, E2,
    /// I2): an empty front row, or no legal move.
    fn decided_outcome(&self) -> Option<Outcome> {
        let mover = self.to_move;
        let lose = |reason| Some(Outcome { winner: Some(mover.opponent()), reason });
        // HU-O4 off: an empty front row loses nothing; only having no move does.
        if self.rules.front_row_rule() {
            if self.front_empty(mover.index()) {
                return lose(EndReason::FrontRowEmpty);
            }
            if self.front_empty(mover.opponent().index()) {
                return Some(Outcome { winner: Some(mover), reason: EndReason::FrontRowEmpty });
            }
        }
        if !self.has_legal_move() {
            return lose(EndReason::NoLegalMove);
        }
        None
    }
}

/// The game a rule set of Bao makes, by its name.
pub fn title(rules: &BaoRules) -> &'static str {
    match rules.family {
        Family::Kiswahili => "Bao la Kiswahili",
        Family::Kujifunza => "Bao la Kujifunza",
        Family::Hus(hus) if hus == Hus::NAMIBIAN => "Hus (Namibia)",
        Family::Hus(_) => "Hus (Board Game Arena)",
    }
}

/// The parts of a Bao position the board diagram does not show, in words.
pub fn describe(game: &Bao) -> String {
    let mut out = String::from("    rows 4..1 = b8..b1 / a8..a1 / A1..A8 / B1..B8\n");
    match game.rules.family {
        Family::Kiswahili => {}
        Family::Kujifunza => {
            out.push_str("  Bao la Kujifunza: mtaji moves only; no nyumba, no takasia\n");
            return out;
        }
        Family::Hus(hus) if hus == Hus::NAMIBIAN => {
            out.push_str(
                "  Namibian Hus: 48 seeds; any hole of two or more, counter-clockwise; a capture at the end\n  of any lap takes the front and back holes; an empty front row loses nothing\n",
            );
            return out;
        }
        Family::Hus(_) => {
            out.push_str("  Hus: any hole of two or more; a capture at the end of any lap\n");
            return out;
        }
    }
    for side in Side::BOTH {
        let nyumba = if game.nyumba_functional(side) {
            "functional"
        } else if game.nyumba_owned(side) {
            "owned, not functional"
        } else {
            "destroyed"
        };
        let stage = if game.reserve(side) > 0 { "namua" } else { "mtaji" };
        out.push_str(&format!(
            "  {side}: {} in reserve ({stage}), nyumba {} {nyumba}\n",
            game.reserve(side),
            text::hole_name(side, NYUMBA)
        ));
    }
    if let Some(k) = game.takasia {
        out.push_str(&format!(
            "  takasia: {} may not be played this turn\n",
            text::hole_name(game.to_move, k)
        ));
    }
    out
}
