//! Fitting the chance curve (`chance`): positions of the engine's own games, each with the value a
//! search gives it and whether the side to move went on to win; the slope that predicts the
//! results best (maximum likelihood), and how well it predicts positions it was not fitted on.

use super::{Budget, Thinking, arena, baseline, chance};
use crate::rules::{GameKind, NoEvents};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// One position: its value to the side to move, and whether that side won the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub score: i32,
    pub won: bool,
    /// Which game of the run it came from (the fit and the test take alternate games).
    pub game: u32,
}

/// Plays `games` games of the engine against itself (alpha-beta of `nodes` nodes, with a share of
/// random moves so that won and lost positions both appear) and returns every position's sample.
/// Games without a winner say nothing of a chance to win and are left out.
pub fn samples(
    kind: GameKind,
    preset: &str,
    games: u32,
    nodes: u64,
    seed: u64,
) -> Result<Vec<Sample>, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut all = Vec::new();
    for game_number in 0..games {
        let mut game = arena::opening(kind, preset, &mut rng)?;
        let mut seen: Vec<(i32, crate::rules::Side)> = Vec::new();
        for ply in 0..arena::MAX_PLIES {
            if game.outcome().is_some() {
                break;
            }
            let mut thinking = Thinking::new(&game, Budget::nodes(nodes), seed ^ u64::from(ply));
            while !thinking.steps(64) {}
            let Some(best) = thinking.best() else { break };
            // A lone move is not searched: its value says nothing.
            if super::moves(&game).len() > 1 {
                seen.push((thinking.report().score, game.side_to_move()));
            }
            let mv = if rng.random_bool(RANDOM_SHARE) {
                baseline::random(&game, &mut rng).unwrap_or(best)
            } else {
                best
            };
            if game.play(mv, &mut NoEvents).is_err() {
                break;
            }
        }
        let Some(winner) = game.outcome().and_then(|outcome| outcome.winner) else { continue };
        all.extend(seen.into_iter().map(|(score, mover)| Sample {
            score,
            won: mover == winner,
            game: game_number,
        }));
    }
    Ok(all)
}

/// The share of moves played at random in the calibration games.
const RANDOM_SHARE: f64 = 0.12;

/// Positions a search has already seen won or lost: their chance is 1 or 0 whatever the slope.
pub fn undecided(sample: &Sample) -> bool {
    sample.score.abs() < super::alphabeta::WIN / 2
}

/// The slope that makes the samples' results likeliest: the log-likelihood of a logistic curve
/// through the origin (a position of value 0 is an even game) is concave in the slope, so a
/// ternary search over [0, 1] per tenth of a seed finds its peak (Newton's method overshoots when
/// values run to thousands of tenths, as Omweso's do).
pub fn fit(samples: &[Sample]) -> f64 {
    let points: Vec<(f64, bool)> =
        samples.iter().filter(|s| undecided(s)).map(|s| (f64::from(s.score), s.won)).collect();
    let likelihood = |slope: f64| {
        points
            .iter()
            .map(|&(x, won)| {
                let p = chance::with_slope(slope, x as i32).clamp(1e-12, 1.0 - 1e-12);
                if won { p.ln() } else { (1.0 - p).ln() }
            })
            .sum::<f64>()
    };
    let (mut low, mut high) = (0.0, 1.0);
    for _ in 0..200 {
        let (a, b) = (low + (high - low) / 3.0, high - (high - low) / 3.0);
        if likelihood(a) < likelihood(b) {
            low = a;
        } else {
            high = b;
        }
    }
    (low + high) / 2.0
}

/// How well a slope predicts samples: the mean log-loss (a coin's is ln 2 = 0.693), the Brier
/// score (a coin's is 0.25), and the predicted and observed win rates by tenths of the chance.
#[derive(Clone, Debug, PartialEq)]
pub struct Measure {
    pub positions: usize,
    pub log_loss: f64,
    pub brier: f64,
    /// For each tenth of predicted chance: (positions, mean predicted, share won).
    pub buckets: Vec<(usize, f64, f64)>,
}

pub fn measure(samples: &[Sample], slope: f64) -> Measure {
    let points: Vec<(f64, bool)> = samples
        .iter()
        .filter(|s| undecided(s))
        .map(|s| (chance::with_slope(slope, s.score), s.won))
        .collect();
    let n = points.len().max(1) as f64;
    let clamp = |p: f64| p.clamp(1e-6, 1.0 - 1e-6);
    let log_loss =
        points.iter().map(|&(p, won)| -(if won { clamp(p) } else { 1.0 - clamp(p) }).ln()).sum::<f64>() / n;
    let brier = points.iter().map(|&(p, won)| (p - f64::from(u8::from(won))).powi(2)).sum::<f64>() / n;
    let mut buckets = vec![(0usize, 0.0, 0.0); 10];
    for &(p, won) in &points {
        let bucket = &mut buckets[((p * 10.0) as usize).min(9)];
        bucket.0 += 1;
        bucket.1 += p;
        bucket.2 += f64::from(u8::from(won));
    }
    for bucket in &mut buckets {
        if bucket.0 > 0 {
            bucket.1 /= bucket.0 as f64;
            bucket.2 /= bucket.0 as f64;
        }
    }
    Measure { positions: points.len(), log_loss, brier, buckets }
}
