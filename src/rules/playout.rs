//! Random games, for self-play statistics, benchmarks and property tests.

use super::{Outcome, Rules};
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
        // A uniformly random legal move: draw among the candidates, dropping any the rules refuse.
        moves.clear();
        game.candidate_moves_into(moves);
        loop {
            if moves.is_empty() {
                return None; // a game that is not over always has a legal move
            }
            let mv = moves.swap_remove(rng.random_range(0..moves.len()));
            if game.try_play(mv) {
                break;
            }
        }
    }
    None
}
