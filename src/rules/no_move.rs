//! Why no move may start from a pit now, as data: the rules say which rule stands in the way, the
//! app says it in the player's words (a click on a hole that cannot move is never met with
//! silence).

use super::Outcome;
use super::board::{Pit, Side};

/// The rule that keeps a pit from starting a move, in the position as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoMove {
    /// The game is over.
    GameOver,
    /// The pit is the other player's: a player sows only their own (Bao G2).
    NotYourSide,
    /// Nothing in it to lift (Bao la Kimasai: no stone there).
    Empty,
    /// One seed: a move lifts at least two (Bao G9, Hus HU3, Omweso).
    Single,
    /// Bao's namua stage: the reserve seed goes into the front row, never the back (N2, N3).
    NamuaBackRow,
    /// Capture is compulsory (Bao G5) and no capture starts here: in namua this hole faces an
    /// empty hole; in mtaji no first lap from it ends in a capture.
    MustCapture,
    /// Capture is compulsory, and under the blocked-hole option (O4) it must take the hole the
    /// last takasia blocked: this hole's captures take another.
    MustCaptureBlocked,
    /// Bao's namua takasa: the functional nyumba takes the reserve seed only when it is the only
    /// occupied front hole (N3a).
    NyumbaKept,
    /// Bao's namua takasa without a functional nyumba: a hole of two or more takes the reserve
    /// seed before a single seed does (N3b).
    SingleWhileMore,
    /// Bao's mtaji takasa: a front hole holds two or more, so the back row may not start (M3).
    FrontRowFirst,
    /// Bao's takasia: the hole is blocked for this move (T3).
    Takasia,
    /// Every way from here would leave the front row empty (G10).
    EmptiesFrontRow,
    /// Every way from here would never end, and these rules forbid such a move (§2.9, O6).
    NeverEnds,
    /// Bao la Kimasai: the next hole along is taken, and stones never share a hole or jump (3).
    NextHoleTaken,
}

/// The reasons every game shares, before its own: the game over, or the other player's pit.
pub(super) fn shared(outcome: Option<Outcome>, to_move: Side, pit: Pit) -> Option<NoMove> {
    if outcome.is_some() {
        Some(NoMove::GameOver)
    } else if pit.side != to_move {
        Some(NoMove::NotYourSide)
    } else {
        None
    }
}
