//! "Learn from your mistakes": the moves of a game the analysis marked a mistake or a blunder,
//! each with the position it was played in, for a person (not the computer) to find the engine's
//! move there.

use crate::ai::analysis::{Analysis, Mark, MoveReview};
use crate::app::game::the_match::Match;
use crate::rules::{AnyGame, NoEvents};
use crate::saved::settings::{Seat, Seats};

/// A person's move the engine would have played otherwise, and that cost a mistake's chance.
fn to_retry(seats: Seats, review: &MoveReview) -> bool {
    review.mark >= Mark::Mistake && review.better.is_some() && seats.of(review.mover) == Seat::Human
}

/// How many there are, without setting up their positions (the analysis window asks each frame).
pub fn count(current: &Match, found: &Analysis) -> usize {
    found.moves.iter().filter(|review| to_retry(current.seats(), review)).count()
}

/// The people's mistakes and blunders in the game on the board, in the order they were made.
pub fn of_game(current: &Match, found: &Analysis) -> Vec<Mistake> {
    let (moves, _) = current.kept();
    let mut position = current.start.clone();
    let mut mistakes = Vec::new();
    for (ply, notation) in (1..).zip(&moves) {
        let before = position.clone();
        // The game was played by the rules: a move they refuse ends the list, it cannot be retried.
        if position.play_text(notation, &mut NoEvents).is_err() {
            break;
        }
        if let Some(review) = found.review(ply).filter(|review| to_retry(current.seats(), review))
            && let Some(better) = &review.better
        {
            mistakes.push(Mistake {
                ply,
                before,
                played: review.played.clone(),
                better: better.clone(),
                mark: review.mark,
            });
        }
    }
    mistakes
}

/// A move of a player's game that the analysis marked a mistake or a blunder.
#[derive(Clone, Debug)]
pub struct Mistake {
    /// The move's number in the game, from 1.
    pub ply: usize,
    /// The position it was played in.
    pub before: AnyGame,
    pub played: String,
    /// The engine's move there.
    pub better: String,
    pub mark: Mark,
}
