//! The players the arena measures the engine against: one that moves at random, and one that
//! takes the move leaving it the most seeds (the best immediate capture), looking one ply ahead.

use super::moves;
use super::playout::material;
use crate::rules::{AnyGame, AnyMove, NoEvents, Side};
use rand::RngExt;
use rand::rngs::SmallRng;

pub fn random(game: &AnyGame, rng: &mut SmallRng) -> Option<AnyMove> {
    let moves = moves(game);
    (!moves.is_empty()).then(|| moves[rng.random_range(0..moves.len())])
}

/// The move after which the mover holds the most seeds (a win outright first); ties at random.
pub fn greedy(game: &AnyGame, rng: &mut SmallRng) -> Option<AnyMove> {
    let mover = game.side_to_move();
    let worth = |mv: AnyMove| {
        let mut after = game.clone();
        if after.play(mv, &mut NoEvents).is_err() {
            return f64::MIN;
        }
        let south = match after.outcome() {
            Some(outcome) => super::playout::share(outcome.winner) * 10.0,
            None => material(&after),
        };
        if mover == Side::South { south } else { 10.0 - south }
    };
    let scored: Vec<(AnyMove, f64)> = moves(game).into_iter().map(|mv| (mv, worth(mv))).collect();
    let best = scored.iter().map(|&(_, w)| w).fold(f64::MIN, f64::max);
    let top: Vec<AnyMove> = scored.into_iter().filter(|&(_, w)| w == best).map(|(mv, _)| mv).collect();
    (!top.is_empty()).then(|| top[rng.random_range(0..top.len())])
}
