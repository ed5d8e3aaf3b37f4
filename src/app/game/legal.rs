//! The legal moves of the position on the board, as the listing finds them: each move already
//! played by the rules (`Line`), the pits whose moves are still being decided (a never-ending
//! check can take seconds), how far the longest check has got, and a pick that waits for its
//! pit to be decided. Owned by the listing; what it holds counts only for the position it was
//! listed for (`Match::position_id`), so a new position needs no clearing.

use super::the_match::Match;
use crate::rules::Pit;
use crate::work::listing::Line;
use bevy::prelude::*;
use std::sync::Arc;

#[derive(Resource, Clone, Debug, Default)]
pub struct Legal {
    /// The position all this is for.
    position: Option<u64>,
    /// The moves decided so far (all of them once `pending` is empty).
    lines: Arc<[Line]>,
    /// Pits with a move the rules are still deciding: the other pits' moves may be played.
    pending: Vec<Pit>,
    /// How far the longest check still running has got: relays (Bao) or laps (Omweso).
    checking: u64,
    /// A pit chosen while its moves were still being decided, or before any move of its position
    /// was listed, with that position: chosen again once they are.
    waiting_pick: Option<(u64, Pit)>,
}

impl Legal {
    /// Whether what is held was listed for the position on the board.
    fn is_for(&self, current: &Match) -> bool {
        self.position == Some(current.position_id())
    }

    /// The legal moves of the position on the board, each already played (none while arranging
    /// or while the rules are still listing them).
    pub fn lines(&self, current: &Match) -> &[Line] {
        if self.is_for(current) && current.arranging.is_none() { &self.lines } else { &[] }
    }

    /// Whether the board may take a move: the legal moves are known (or the game is being set up).
    pub fn is_ready(&self, current: &Match) -> bool {
        current.arranging.is_some() || self.is_for(current)
    }

    /// Whether the legal moves of the position on the board are still to be listed.
    pub fn needs_lines(&self, current: &Match) -> bool {
        !self.is_ready(current)
    }

    /// Pits whose moves the rules are still deciding.
    pub fn pending_pits(&self, current: &Match) -> &[Pit] {
        if self.is_for(current) { &self.pending } else { &[] }
    }

    /// The pits whose seeds the player to move may move (a pit still being decided waits).
    pub fn movable_pits(&self, current: &Match) -> Vec<Pit> {
        let pending = self.pending_pits(current);
        let mut pits: Vec<Pit> = self
            .lines(current)
            .iter()
            .filter_map(|line| current.game.origin(line.mv))
            .filter(|pit| !pending.contains(pit))
            .collect();
        pits.sort_by_key(|pit| (pit.side.index(), pit.index));
        pits.dedup();
        pits
    }

    /// How far the longest check still running on this position has got.
    pub fn checking(&self, current: &Match) -> u64 {
        if self.is_for(current) { self.checking } else { 0 }
    }

    /// The pick waiting for its pit's moves to be decided, on this position.
    pub fn waiting_pick(&self, current: &Match) -> Option<Pit> {
        self.waiting_pick.filter(|&(id, _)| id == current.position_id()).map(|(_, pit)| pit)
    }

    /// A pick on the board's position to make once its pit's moves are decided (or listed at all).
    pub fn wait_for(&mut self, current: &Match, pit: Pit) {
        self.waiting_pick = Some((current.position_id(), pit));
    }

    /// How far the checks of position `id` have got (before any move of it is decided).
    pub fn set_checking(&mut self, id: u64, steps: u64) {
        if self.position != Some(id) {
            // A pick made before this position's first moves were listed is kept for them.
            *self = Legal { position: None, waiting_pick: self.waiting_pick, ..Legal::default() };
        }
        self.checking = steps;
    }

    /// The moves of position `id` decided so far, and the pits whose moves are still undecided;
    /// with none undecided, every legal move. A pick waiting on this position is kept.
    pub fn set(&mut self, id: u64, lines: Vec<Line>, pending: Vec<Pit>) {
        let carried = self.waiting_pick.filter(|&(at, _)| at == id);
        let checking = self.checking;
        *self =
            Legal { position: Some(id), lines: Arc::from(lines), pending, checking, waiting_pick: carried };
    }

    /// The pick that waited, once its pit's moves on the board's position are decided: to be made.
    pub fn decided_pick(&self, current: &Match) -> Option<Pit> {
        self.waiting_pick(current).filter(|pit| self.is_for(current) && !self.pending.contains(pit))
    }

    /// The pick that waited is made.
    pub fn forget_pick(&mut self) {
        self.waiting_pick = None;
    }
}
