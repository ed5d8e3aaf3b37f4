//! What a search's value means to a player: the chance to win, from 0 to 1. Alpha-beta's value
//! (tenths of a seed, ±`WIN` for a win it has seen) is put through a logistic curve whose slope
//! was fitted for each game on the engine's own games (`kete-cli calibrate`; the fit and how well
//! it predicts are in docs/AI.md).

use super::alphabeta::WIN;
use crate::rules::{GameKind, Side};

/// The curve's slope per tenth of a seed, per game, as `kete-cli calibrate` fitted it.
pub fn slope(kind: GameKind) -> f64 {
    match kind {
        GameKind::Bao => 0.004709,
        GameKind::Omweso => 0.004303,
        GameKind::Kimasai => 0.077263,
    }
}

/// The side to move's chance to win, from alpha-beta's value of the position.
pub fn of_score(kind: GameKind, score: i32) -> f64 {
    with_slope(slope(kind), score)
}

/// The same, for a given slope (calibration tries them).
pub fn with_slope(slope: f64, score: i32) -> f64 {
    if score >= WIN / 2 {
        1.0
    } else if score <= -WIN / 2 {
        0.0
    } else {
        1.0 / (1.0 + (-slope * f64::from(score)).exp())
    }
}

/// South's chance, from the value of a position with `mover` to move.
pub fn south(kind: GameKind, mover: Side, score: i32) -> f64 {
    let chance = of_score(kind, score);
    if mover == Side::South { chance } else { 1.0 - chance }
}
