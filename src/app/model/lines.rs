//! The legal moves of a position, each already played by the rules on a copy, with what it did.
//! The board takes a move from these: nothing is played a second time.

use crate::rules::{AnyGame, AnyMove, Event};
use bevy::prelude::*;

/// One legal move, played to its end by the rules on a copy of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub mv: AnyMove,
    pub notation: String,
    pub events: Vec<Event>,
    pub after: AnyGame,
}

/// Every legal move of `game`, each played once.
pub fn play_all(game: &AnyGame) -> Vec<Line> {
    game.legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let mut after = game.clone();
            let mut events = Vec::new();
            match after.play(mv, &mut events) {
                Ok(()) => Some(Line { mv, notation: game.format_move(mv), events, after }),
                Err(err) => {
                    warn!("the rules refused their own listed move: {err}");
                    None
                }
            }
        })
        .collect()
}
