//! The computer's levels: a budget of playouts and a share of careless moves, in one table. The
//! names are Swahili, from the learner to the champion.

use super::Budget;

/// One level of play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    /// What the name means, for the new-game dialog.
    pub meaning: &'static str,
    pub budget: Budget,
}

const fn level(number: u8, name: &'static str, meaning: &'static str, playouts: u32, careless: f64) -> Level {
    Level { number, name, meaning, budget: Budget { playouts, careless, steps: Budget::STEPS } }
}

/// Level 1 plays on a glance and slips often; level 5 is the whole engine (about a second a move
/// natively on the longest games; the board also stops it at a time limit).
pub const LEVELS: [Level; 5] = [
    level(1, "Mwanafunzi", "learner", 24, 0.35),
    level(2, "Mchezaji", "player", 200, 0.1),
    level(3, "Hodari", "skilful", 1_500, 0.0),
    level(4, "Fundi", "master craftsman", 6_000, 0.0),
    level(5, "Bingwa", "champion", 24_000, 0.0),
];

/// The level numbered `n` (1–5).
pub fn level_of(n: u8) -> Option<Level> {
    LEVELS.iter().copied().find(|level| level.number == n)
}
