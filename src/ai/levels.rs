//! The computer's levels: a budget of playouts and a share of careless moves, in one table. The
//! names are Swahili, from the learner to the champion.

use super::{Budget, Engine, Evaluation};
use crate::rules::GameKind;

/// One level of play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    /// What the name means, for the new-game dialog.
    pub meaning: &'static str,
    /// The share of moves chosen at random instead.
    pub careless: f64,
    /// The search in each game: Bao la Kiswahili, Omweso, Bao la Kimasai.
    bao: Engine,
    omweso: Engine,
    kimasai: Engine,
}

impl Level {
    /// What this level searches in a game of `kind`.
    pub fn budget(&self, kind: GameKind) -> Budget {
        let engine = match kind {
            GameKind::Bao => self.bao,
            GameKind::Omweso => self.omweso,
            GameKind::Kimasai => self.kimasai,
        };
        Budget { engine, careless: self.careless }
    }
}

const fn level(
    number: u8,
    name: &'static str,
    meaning: &'static str,
    [bao, omweso, kimasai]: [Engine; 3],
    careless: f64,
) -> Level {
    Level { number, name, meaning, careless, bao, omweso, kimasai }
}

const fn tree(playouts: u32) -> Engine {
    Engine::Tree { playouts }
}

const fn alpha_beta(nodes: u64) -> Engine {
    Engine::AlphaBeta { nodes, evaluation: Evaluation::Game }
}

/// Alpha-beta that only counts the seeds each side holds, as a player still learning the game does.
const fn alpha_beta_counting(nodes: u64) -> Engine {
    Engine::AlphaBeta { nodes, evaluation: Evaluation::Material }
}

/// Levels 1 and 2 play the tree search's looser game and slip now and then. Above them each game
/// takes what its arena rows showed climbs (docs/AI.md): Bao la Kiswahili is alpha-beta, counting
/// seeds only at level 3 and judging by the game's measure above; in Omweso and Bao la Kimasai a
/// deeper alpha-beta does not beat a shallower one, but with each game's measure it beats the
/// tree search, so there the tree search with more playouts makes the middle levels and
/// alpha-beta the top (Omweso's steps are sevenfold: its tree search gains less with each).
/// Level 5 takes about a second natively in the longest positions; the board also stops it at a
/// time limit.
pub const LEVELS: [Level; 5] = [
    level(1, "Mwanafunzi", "learner", [tree(24); 3], 0.35),
    level(2, "Mchezaji", "player", [tree(200); 3], 0.1),
    level(3, "Hodari", "skilful", [alpha_beta_counting(20_000), tree(700), tree(6_000)], 0.0),
    level(4, "Fundi", "master craftsman", [alpha_beta(150_000), tree(5_000), tree(24_000)], 0.0),
    level(5, "Bingwa", "champion", [alpha_beta(800_000), alpha_beta(150_000), alpha_beta(150_000)], 0.0),
];

/// The level numbered `n` (1–5).
pub fn level_of(n: u8) -> Option<Level> {
    LEVELS.iter().copied().find(|level| level.number == n)
}
