//! Random games, for self-play statistics, benchmarks and property tests.

use super::{NoEvents, Outcome, Rules};
use rand::{Rng, RngExt};

/// How a random game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    pub plies: u32,
    pub outcome: Outcome,
}

/// Plays uniformly random legal moves until the game ends or `max_plies` is reached (`None`).
pub fn random_playout<G: Rules, R: Rng>(
    game: &mut G,
    rng: &mut R,
    max_plies: u32,
    moves: &mut Vec<G::Move>,
) -> Option<PlayoutResult> {
    for plies in 0..=max_plies {
        if let Some(outcome) = game.outcome() {
            return Some(PlayoutResult { plies, outcome });
        }
        moves.clear();
        game.legal_moves_into(moves);
        let mv = moves[rng.random_range(0..moves.len())];
        // A move the rules just listed as legal always plays.
        if game.play(mv, &mut NoEvents).is_err() {
            return None;
        }
    }
    None
}
