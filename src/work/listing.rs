//! The legal moves of a position, each already played by the rules on a copy, with what it did.
//! The board takes a move from these: nothing is played a second time. Almost every position is
//! listed in microseconds; a rare Bao or Omweso position takes the rules seconds (an exact
//! never-ending check walks a cycle of up to a billion steps), so the listing goes a slice of time
//! at a time, telling after each what is decided and which pits are still open.

use super::{Instant, Sliced, Task};
use crate::rules::{AnyGame, AnyMove, Event, Listing, Pit};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The task: list the legal moves of this position.
#[derive(Serialize, Deserialize)]
pub struct ListTask {
    pub game: AnyGame,
}

impl Task for ListTask {
    const KIND: &'static str = "list";
    type Report = Listed;
    type Work = Lister;

    fn begin(self) -> Lister {
        Lister::new(&self.game)
    }
}

impl Sliced for Lister {
    type Report = Listed;

    fn work(&mut self, slice: Duration) -> (Option<Listed>, bool) {
        let listed = Lister::work(self, slice);
        let finished = listed.as_ref().is_some_and(|listed| listed.finished);
        (listed, finished)
    }
}

/// One legal move, played to its end by the rules on a copy of the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub mv: AnyMove,
    pub notation: String,
    pub events: Vec<Event>,
    pub after: AnyGame,
}

/// How far each open move is followed between two looks at the clock: relays (Bao) or laps
/// (Omweso). A move that ends takes a handful; only a never-ending check takes more.
const STEP: u64 = 1 << 14;

/// While nothing is decided, how often a long check tells how far it has got.
const PROGRESS_EVERY: Duration = Duration::from_millis(200);

/// The legal moves of one position, listed a slice of time at a time.
#[derive(Clone)]
pub struct Lister {
    game: AnyGame,
    listing: Box<Listing>,
    /// The decided moves, played once each.
    lines: Vec<Line>,
    /// The pits still open when it last told, and when (none: it has not told yet).
    told: Option<(Vec<Pit>, Instant)>,
}

/// What a listing has shown so far: whole in itself, so that only the latest counts (a report
/// not yet taken may be replaced by the next).
#[derive(Serialize, Deserialize)]
pub struct Listed {
    /// The decided moves.
    pub lines: Vec<Line>,
    /// The pits with a move still open, and the most steps one of them has taken.
    pub pending: Vec<Pit>,
    pub steps: u64,
    pub finished: bool,
}

impl Lister {
    pub fn new(game: &AnyGame) -> Lister {
        Lister { game: game.clone(), listing: Box::new(Listing::new(game)), lines: Vec::new(), told: None }
    }

    /// Works for about `time` (at least one step), then tells what is decided — when it changed,
    /// or now and then how far a long check has got.
    pub fn work(&mut self, time: Duration) -> Option<Listed> {
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
        let tell = grew
            || finished
            || self.told.as_ref().is_none_or(|(told, at)| *told != pending || at.elapsed() >= PROGRESS_EVERY);
        if !tell {
            return None;
        }
        self.told = Some((pending.clone(), Instant::now()));
        Some(Listed { lines: self.lines.clone(), pending, steps, finished })
    }
}

fn play_one(game: &AnyGame, mv: AnyMove) -> Option<Line> {
    let mut after = game.clone();
    let mut events = Vec::new();
    // A listed move the rules then refuse would be their bug (the property tests look for it):
    // it is left out rather than shown.
    after.play(mv, &mut events).ok()?;
    Some(Line { mv, notation: game.format_move(mv), events, after })
}

/// Every legal move of `game`, each played once (all at once: for tests and tools).
pub fn play_all(game: &AnyGame) -> Vec<Line> {
    game.legal_moves().into_iter().filter_map(|mv| play_one(game, mv)).collect()
}
