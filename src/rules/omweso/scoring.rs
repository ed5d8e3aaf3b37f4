//! Omweso results and the match (the preface's scoring table): points per kind of win, a match
//! to 12 (or 6) points, the first player alternating between games.

use crate::rules::board::Side;
use crate::rules::{EndReason, Outcome};
use serde::{Deserialize, Serialize};

/// The kinds of result, by the names Omweso players use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WinKind {
    /// The opponent cannot move: 1 point.
    Bulijo,
    /// Both end columns captured in one move, or the opponent's inner row cleared by a capture:
    /// 2 points.
    Okutema,
    /// The opponent left with no seeds: 12 points, the match at once.
    Akawumbi,
    /// Captures in two turns before the opponent's first (optional): 2 points.
    Akakyala,
    /// A never-ending move, or the house rule on repetition: no points, the game is replayed.
    Annulled,
}

impl WinKind {
    pub fn of(outcome: &Outcome) -> WinKind {
        match (outcome.winner, outcome.reason) {
            (None, _) => WinKind::Annulled,
            (Some(_), EndReason::AllCaptured) => WinKind::Akawumbi,
            (Some(_), EndReason::BothEnds | EndReason::FrontRowEmpty) => WinKind::Okutema,
            (Some(_), EndReason::TwoCapturesFirst) => WinKind::Akakyala,
            (Some(_), _) => WinKind::Bulijo,
        }
    }

    pub fn points(self) -> u32 {
        match self {
            WinKind::Bulijo => 1,
            WinKind::Okutema | WinKind::Akakyala => 2,
            WinKind::Akawumbi => 12,
            WinKind::Annulled => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            WinKind::Bulijo => "bulijo",
            WinKind::Okutema => "okutema",
            WinKind::Akawumbi => "akawumbi",
            WinKind::Akakyala => "akakyala",
            WinKind::Annulled => "annulled",
        }
    }
}

/// One finished game of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub first: Side,
    pub outcome: Outcome,
    pub kind: WinKind,
    pub points: u32,
}

/// A match: games until a player reaches the target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OmwesoMatch {
    pub target: u32,
    pub scores: [u32; 2],
    pub games: Vec<GameResult>,
    /// Who moves first in the next game.
    pub next_first: Side,
}

impl OmwesoMatch {
    /// A match to `target` points (6 or 12) whose first game `first` begins.
    pub fn new(target: u32, first: Side) -> OmwesoMatch {
        OmwesoMatch { target, scores: [0, 0], games: Vec::new(), next_first: first }
    }

    /// Records a finished game. An annulled game scores nothing and is replayed with the same
    /// first player; otherwise the first player alternates.
    pub fn record(&mut self, outcome: Outcome) -> &GameResult {
        let kind = WinKind::of(&outcome);
        let points = kind.points();
        if let Some(winner) = outcome.winner {
            self.scores[winner.index()] += points;
        }
        let first = self.next_first;
        if kind != WinKind::Annulled {
            self.next_first = first.opponent();
        }
        self.games.push(GameResult { first, outcome, kind, points });
        &self.games[self.games.len() - 1]
    }

    /// The match to `target` points whose first game `first` began, after games that ended so:
    /// its score made from their results alone.
    pub fn replayed(target: u32, first: Side, outcomes: impl IntoIterator<Item = Outcome>) -> OmwesoMatch {
        let mut played = OmwesoMatch::new(target, first);
        for outcome in outcomes {
            played.record(outcome);
        }
        played
    }

    /// Who began the match's first game.
    pub fn first(&self) -> Side {
        self.games.first().map_or(self.next_first, |game| game.first)
    }

    /// The match winner, once a player has reached the target.
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH.into_iter().find(|side| self.scores[side.index()] >= self.target)
    }
}
