//! The computer opponent: plain Rust over the rules' public API (no engine, no I/O), deterministic
//! for a position, a budget and a seed. Monte Carlo tree search (`search`): random playouts held
//! to a budget of relays or laps per move, so no node waits on a never-ending check; levels
//! (`levels`) are a number of playouts and a share of careless moves; `baseline` holds the
//! random and greedy players the arena measures against.

pub mod arena;
pub mod baseline;
pub mod levels;
mod playout;
pub mod search;

pub use levels::{LEVELS, Level};
pub use search::{Report, Search};

use crate::rules::{AnyGame, AnyMove};

/// How much a search may do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Playouts (each a random game from a new leaf to its end).
    pub playouts: u32,
    /// The share of moves chosen at random among the legal ones instead (a beginner's slips).
    pub careless: f64,
    /// Relays (Bao) or laps (Omweso) that any one move may take in the search before it counts
    /// as undecided: a never-ending check is never waited on.
    pub steps: u64,
}

impl Budget {
    pub const STEPS: u64 = 1 << 12;

    pub fn playouts(playouts: u32) -> Budget {
        Budget { playouts, careless: 0.0, steps: Budget::STEPS }
    }
}

/// The move a search of `budget` chooses in `game`, and how it saw the position; `None` when the
/// game is over.
pub fn choose(game: &AnyGame, budget: Budget, seed: u64) -> Option<(AnyMove, Report)> {
    let mut search = Search::new(game, budget, seed);
    while !search.run(256) {}
    search.best().map(|mv| (mv, search.report()))
}
