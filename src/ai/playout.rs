//! A random game from a position to its end, each move held to a budget of steps, and what it
//! is worth to each side.

use crate::rules::{AnyGame, GameKind, Rules, Side, Tried};
use rand::RngExt;
use rand::rngs::SmallRng;

/// A playout stops here and is judged on the board (no game of these runs near this long).
const MAX_PLIES: u32 = 400;

/// Plays random moves from `game` to the end (or the ply limit): South's share of the result,
/// 1 a win, 0 a loss, ½ a draw or an annulled game; unfinished, judged by the seeds.
pub(super) fn south_share(game: &AnyGame, steps: u64, rng: &mut SmallRng) -> f64 {
    match game {
        AnyGame::Bao(g) => run(g.clone(), steps, rng, |g| material(&AnyGame::Bao(g.clone()))),
        AnyGame::Omweso(g) => run(g.clone(), steps, rng, |g| material(&AnyGame::Omweso(g.clone()))),
        AnyGame::Kimasai(g) => run(g.clone(), steps, rng, |g| material(&AnyGame::Kimasai(g.clone()))),
    }
}

fn run<G: Rules>(mut game: G, steps: u64, rng: &mut SmallRng, judge: impl Fn(&G) -> f64) -> f64 {
    let mut moves = Vec::new();
    for _ in 0..MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return share(outcome.winner);
        }
        moves.clear();
        game.candidate_moves_into(&mut moves);
        let played = loop {
            if moves.is_empty() {
                break false;
            }
            let mv = moves.swap_remove(rng.random_range(0..moves.len()));
            if game.try_play_within(mv, steps) == Tried::Played {
                break true;
            }
        };
        if !played {
            // Only undecided moves are left: judge the board as it stands.
            break;
        }
    }
    judge(&game)
}

pub(super) fn share(winner: Option<Side>) -> f64 {
    match winner {
        Some(Side::South) => 1.0,
        Some(Side::North) => 0.0,
        None => 0.5,
    }
}

/// South's share judged by the seeds each side holds: a half for an even board.
pub(super) fn material(game: &AnyGame) -> f64 {
    let held = |side: Side| -> f64 {
        let on_board: u32 = game.geometry().pits_of(side).map(|p| u32::from(game.seeds(p))).sum();
        f64::from(on_board + u32::from(game.reserve(side)))
    };
    let scale = match game.kind() {
        GameKind::Kimasai => 8.0,
        _ => 12.0,
    };
    0.5 + 0.5 * ((held(Side::South) - held(Side::North)) / scale).tanh()
}
