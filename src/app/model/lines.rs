//! The legal moves of a position, each already played by the rules on a copy, with what it did.
//! The board takes a move from these: nothing is played a second time.

use crate::rules::{AnyGame, AnyMove, Event, Pit};
use bevy::prelude::*;

/// One legal move, played to its end by the rules on a copy of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub mv: AnyMove,
    pub notation: String,
    pub events: Vec<Event>,
    pub after: AnyGame,
}

/// How far each move is followed in the first, quick listing: relays (Bao) or laps (Omweso). Moves
/// that end take a handful; only a move whose never-ending check walks a long cycle takes more.
pub const QUICK_BUDGET: u64 = 1 << 16;

/// The legal moves the rules decide quickly, each played once, and the pits with a move still
/// to be decided (its check may take the rules seconds): the board shows the first at once.
pub fn play_quick(game: &AnyGame) -> (Vec<Line>, Vec<Pit>) {
    let (decided, undecided) = game.legal_moves_within(QUICK_BUDGET);
    let lines = decided.into_iter().filter_map(|mv| play_one(game, mv)).collect();
    let mut pending: Vec<Pit> = undecided.into_iter().filter_map(|mv| game.origin(mv)).collect();
    pending.sort_by_key(|pit| (pit.side.index(), pit.index));
    pending.dedup();
    (lines, pending)
}

fn play_one(game: &AnyGame, mv: AnyMove) -> Option<Line> {
    let mut after = game.clone();
    let mut events = Vec::new();
    match after.play(mv, &mut events) {
        Ok(()) => Some(Line { mv, notation: game.format_move(mv), events, after }),
        Err(err) => {
            warn!("the rules refused their own listed move: {err}");
            None
        }
    }
}

/// Every legal move of `game`, each played once.
pub fn play_all(game: &AnyGame) -> Vec<Line> {
    game.legal_moves().into_iter().filter_map(|mv| play_one(game, mv)).collect()
}
