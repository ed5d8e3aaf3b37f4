//! The computer opponent: plain Rust over the rules' public API (no engine, no I/O), deterministic
//! for a position, a budget and a seed. Two searches: iterative-deepening alpha-beta with a
//! transposition table (`alphabeta`, the stronger at equal time: docs/AI.md) and Monte Carlo tree
//! search (`search`, the gentler play of the first levels). Both hold every move they play out to
//! a budget of relays or laps, so no node waits on a never-ending check, and both run a number
//! of steps at a time, so the web can spread them over frames. `levels` holds the levels,
//! `setup` the Omweso arrangement, `baseline` the random and greedy players, `arena` the matches.

pub mod alphabeta;
pub mod analysis;
pub mod arena;
pub mod baseline;
pub mod calibrate;
pub mod chance;
pub mod evaluate;
pub mod levels;
mod playout;
pub mod puzzles;
pub mod search;
pub mod setup;
mod thinking;

pub use evaluate::Evaluation;
pub use levels::{LEVELS, Level};
pub use search::{Report, Search};
pub use thinking::Thinking;

use crate::rules::{AnyGame, AnyMove};

/// Which search, and how far it may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Engine {
    /// Monte Carlo tree search of this many playouts.
    Tree { playouts: u32 },
    /// Alpha-beta of this many nodes, judging its horizon by `evaluation`.
    AlphaBeta { nodes: u64, evaluation: Evaluation },
}

/// How much a search may do.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Budget {
    pub engine: Engine,
    /// The share of moves chosen at random among the legal ones instead (a beginner's slips).
    pub careless: f64,
}

impl Budget {
    /// Relays (Bao) or laps (Omweso) any one move may take in a search before it counts as
    /// undecided: a never-ending check is never waited on.
    pub const STEPS: u64 = 1 << 12;

    pub const fn playouts(playouts: u32) -> Budget {
        Budget { engine: Engine::Tree { playouts }, careless: 0.0 }
    }

    pub const fn nodes(nodes: u64) -> Budget {
        Budget { engine: Engine::AlphaBeta { nodes, evaluation: Evaluation::Game }, careless: 0.0 }
    }
}

/// The moves a search considers in `game`: those the rules decide within `Budget::STEPS` steps
/// each; a move still undecided then is considered only when no move is decided.
pub fn moves(game: &AnyGame) -> Vec<AnyMove> {
    let mut listing = crate::rules::Listing::new(game);
    listing.advance(Budget::STEPS);
    let decided = listing.decided();
    if decided.is_empty() { listing.undecided().into_iter().map(|(mv, _)| mv).collect() } else { decided }
}

/// The move a search of `budget` chooses in `game`, and how it saw the position; `None` when the
/// game is over.
pub fn choose(game: &AnyGame, budget: Budget, seed: u64) -> Option<(AnyMove, Report)> {
    let mut thinking = Thinking::new(game, budget, seed);
    while !thinking.step() {}
    thinking.best().map(|mv| (mv, thinking.report()))
}
