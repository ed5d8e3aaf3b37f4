//! The computer's Omweso arrangement: a few candidates (the standard one, random arrangements of
//! the outer row, random arrangements over both rows), each tried by a short search from the
//! position it would make, the best kept.

use super::Search;
use crate::rules::omweso::{Omweso, OmwesoRules, setup};
use crate::rules::{AnyGame, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Candidates tried, and the playouts each gets.
const CANDIDATES: usize = 4;
const PLAYOUTS: u32 = 48;

/// A player's 32 seeds spread at random over the outer row, at least two in each pit.
pub fn outer_row(rng: &mut SmallRng) -> [u8; 16] {
    let mut pits = [0u8; 16];
    pits[..8].fill(2);
    for _ in 0..(setup::SEEDS_PER_PLAYER - 16) {
        pits[rng.random_range(0..8)] += 1;
    }
    pits
}

/// The arrangement for `side`, the opponent's being `theirs` (the standard one when it is not
/// laid yet); `first` moves first.
pub fn arrangement(
    rules: OmwesoRules,
    side: Side,
    theirs: Option<[u8; 16]>,
    first: Side,
    seed: u64,
) -> [u8; 16] {
    let mut rng = SmallRng::seed_from_u64(seed);
    let theirs = theirs.unwrap_or(setup::STANDARD);
    let mut candidates = vec![setup::STANDARD];
    while candidates.len() < CANDIDATES {
        let pits = if candidates.len() % 2 == 1 {
            outer_row(&mut rng)
        } else {
            setup::random_arrangement(&rules, &mut rng)
        };
        if setup::check_arrangement(&pits, &rules).is_ok() {
            candidates.push(pits);
        }
    }
    let worth = |mine: &[u8; 16]| {
        let mut both = [theirs; 2];
        both[side.index()] = *mine;
        let game = AnyGame::Omweso(Omweso::from_pits(rules, both, first));
        let mut search = Search::new(&game, PLAYOUTS, seed);
        while !search.run(PLAYOUTS) {}
        let share = search.root_share();
        // The search's share is for the side to move.
        if first == side { share } else { 1.0 - share }
    };
    let scored: Vec<f64> = candidates.iter().map(worth).collect();
    let best = (0..candidates.len()).max_by(|&a, &b| scored[a].total_cmp(&scored[b])).unwrap_or(0);
    candidates[best]
}
