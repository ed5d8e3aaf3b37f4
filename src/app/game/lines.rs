//! The legal moves of a position, each already played by the rules on a copy, with what it did.
//! The board takes a move from these: nothing is played a second time.

use crate::rules::{AnyGame, AnyMove, Event, Listing, Pit};
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::time::Duration;

/// One legal move, played to its end by the rules on a copy of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub mv: AnyMove,
    pub notation: String,
    pub events: Vec<Event>,
    pub after: AnyGame,
}

/// How far each open move is followed between two looks at the clock: relays (Bao) or laps
/// (Omweso). A move that ends takes a handful; only a never-ending check takes more.
const STEP: u64 = 1 << 14;

/// The legal moves of one position, listed a slice of time at a time.
#[derive(Clone)]
pub struct Lister {
    game: AnyGame,
    listing: Box<Listing>,
    /// The decided moves, played once each.
    lines: Vec<Line>,
    /// The pits still open when it last told, and whether it has told at all.
    told: Option<Vec<Pit>>,
}

/// What a listing has shown so far.
pub struct Listed {
    /// The decided moves, when they or the open pits changed since it last told (or it is done):
    /// the board then takes them anew.
    pub lines: Option<Vec<Line>>,
    /// The pits with a move still open, and the most steps one of them has taken.
    pub pending: Vec<Pit>,
    pub steps: u64,
    pub finished: bool,
}

impl Lister {
    pub fn new(game: &AnyGame) -> Lister {
        Lister { game: game.clone(), listing: Box::new(Listing::new(game)), lines: Vec::new(), told: None }
    }

    /// Works for about `time` (at least one step), then tells what is decided.
    pub fn work(&mut self, time: Duration) -> Listed {
        let start = Instant::now();
        while !self.listing.advance(STEP) && start.elapsed() < time {}
        let decided = self.listing.decided();
        let grew = decided.len() != self.lines.len();
        if grew {
            let mut lines = Vec::with_capacity(decided.len());
            for mv in decided {
                match self.lines.iter().position(|line| line.mv == mv) {
                    Some(at) => lines.push(self.lines.swap_remove(at)),
                    None => lines.extend(play_one(&self.game, mv)),
                }
            }
            self.lines = lines;
        }
        let undecided = self.listing.undecided();
        let mut pending: Vec<Pit> = undecided.iter().filter_map(|&(mv, _)| self.game.origin(mv)).collect();
        pending.sort_by_key(|pit| (pit.side.index(), pit.index));
        pending.dedup();
        let steps = undecided.iter().map(|&(_, steps)| steps).max().unwrap_or(0);
        let finished = self.listing.finished();
        let changed = grew || finished || self.told.as_ref() != Some(&pending);
        self.told = Some(pending.clone());
        Listed { lines: changed.then(|| self.lines.clone()), pending, steps, finished }
    }
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

/// Every legal move of `game`, each played once (all at once: for tests and tools).
pub fn play_all(game: &AnyGame) -> Vec<Line> {
    game.legal_moves().into_iter().filter_map(|mv| play_one(game, mv)).collect()
}
