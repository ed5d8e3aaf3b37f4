//! The analysis's words: each mark's name and sign, and a chance as a percentage.

use super::words::Words;
use crate::ai::analysis::Mark;

pub fn mark(words: &Words, mark: Mark) -> String {
    words.get(match mark {
        Mark::Best => "analysis-best",
        Mark::Good => "analysis-good",
        Mark::Inaccuracy => "analysis-inaccuracy",
        Mark::Mistake => "analysis-mistake",
        Mark::Blunder => "analysis-blunder",
    })
}

/// The sign a mark has beside a move in the move list, as chess writes them: seen without colour.
pub fn sign(mark: Mark) -> &'static str {
    match mark {
        Mark::Best | Mark::Good => "",
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// A share of 1 as a whole percentage: "12 %" is written by the catalogue around it.
pub fn percent(share: f64) -> String {
    format!("{:.0}", (share * 100.0).clamp(0.0, 100.0))
}
