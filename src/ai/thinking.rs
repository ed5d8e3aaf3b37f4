//! One search of either kind, with the level's careless moves, run a step at a time.

use super::alphabeta::AlphaBeta;
use super::search::{Report, Search};
use super::{Budget, Engine, baseline};
use crate::rules::{AnyGame, AnyMove};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A search under way.
pub enum Thinking {
    Tree(Box<Search>),
    AlphaBeta(Box<AlphaBeta>),
    /// A careless move, chosen at once.
    Careless(AnyMove),
    /// No move to choose.
    Nothing,
}

impl Thinking {
    pub fn new(game: &AnyGame, budget: Budget, seed: u64) -> Thinking {
        let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
        if budget.careless > 0.0 && rng.random_bool(budget.careless.clamp(0.0, 1.0)) {
            return baseline::random(game, &mut rng).map_or(Thinking::Nothing, Thinking::Careless);
        }
        match budget.engine {
            Engine::Tree { playouts } => Thinking::Tree(Box::new(Search::new(game, playouts, seed))),
            Engine::AlphaBeta { nodes, evaluation } => {
                Thinking::AlphaBeta(Box::new(AlphaBeta::new(game, nodes, evaluation)))
            }
        }
    }

    /// A small step of work (a few milliseconds at most): true once the search is over.
    pub fn step(&mut self) -> bool {
        self.steps(1)
    }

    /// `n` small steps as one: on a thread of its own a search takes long steps (a stopped
    /// alpha-beta depth is searched again from the root, which the table makes quick but not free).
    /// A search of the same budget in steps of the same size always chooses the same move.
    pub fn steps(&mut self, n: u32) -> bool {
        match self {
            Thinking::Tree(search) => search.run(16 * n),
            Thinking::AlphaBeta(search) => search.run(2_000 * u64::from(n)),
            Thinking::Careless(_) | Thinking::Nothing => true,
        }
    }

    /// Whether the move is a careless one, chosen at random: nothing was searched, so the report
    /// holds no estimate.
    pub fn careless(&self) -> bool {
        matches!(self, Thinking::Careless(_))
    }

    pub fn best(&self) -> Option<AnyMove> {
        match self {
            Thinking::Tree(search) => search.best(),
            Thinking::AlphaBeta(search) => search.best(),
            Thinking::Careless(mv) => Some(*mv),
            Thinking::Nothing => None,
        }
    }

    pub fn report(&self) -> Report {
        match self {
            Thinking::Tree(search) => search.report(),
            Thinking::AlphaBeta(search) => search.report(),
            Thinking::Careless(mv) => Report { depth: 0, nodes: 0, score: 0, pv: vec![*mv] },
            Thinking::Nothing => Report { depth: 0, nodes: 0, score: 0, pv: Vec::new() },
        }
    }
}
