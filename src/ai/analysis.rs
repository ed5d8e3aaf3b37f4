//! A game gone through by the engine: every position's value as South's chance to win, the move
//! the engine would have played, and each move marked by how much of the mover's chance it gave
//! away. Plain Rust like the rest of the AI, done a few steps at a time so the game can spread it
//! over frames (the web) or run it beside the board (natively).

use super::{Budget, Thinking, chance};
use crate::rules::record::LOST_TURN;
use crate::rules::{AnyGame, AnyMove, Side};
use serde::{Deserialize, Serialize};

/// The search each position gets: level 5's alpha-beta in every game (Bao la Kiswahili's level 4
/// searches as much; the other games' level 4 is a tree search, weaker than this).
pub const NODES: u64 = 150_000;

/// What a move was, by the chance to win it gave away (docs/AI.md, "Analysis").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// The engine's own move, or one within `GOOD` of it.
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 5] = [Mark::Best, Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark of a move that lost `loss` of the mover's chance (0 to 1); the engine's own move
    /// is best whatever the values say (a deeper look after it can only move them by noise).
    pub fn of(loss: f64, engine_move: bool) -> Mark {
        match loss {
            _ if engine_move => Mark::Best,
            l if l < BEST => Mark::Best,
            l if l < INACCURACY => Mark::Good,
            l if l < MISTAKE => Mark::Inaccuracy,
            l if l < BLUNDER => Mark::Mistake,
            _ => Mark::Blunder,
        }
    }
}

/// Losses of chance (shares of 1) from which a move is marked worse: below 2 % it is as good as the
/// engine's; 5 %, 10 % and 20 % begin an inaccuracy, a mistake and a blunder.
pub const BEST: f64 = 0.02;
pub const INACCURACY: f64 = 0.05;
pub const MISTAKE: f64 = 0.10;
pub const BLUNDER: f64 = 0.20;

/// One move of the game, as the engine saw it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move's number, from 1.
    pub ply: usize,
    pub mover: Side,
    pub played: String,
    /// South's chance before the move (with the engine's best play) and after it.
    pub before: f64,
    pub after: f64,
    /// The engine's move, when it is another than the one played.
    pub better: Option<String>,
    /// The mover's chance the move gave away (0 when it gained).
    pub loss: f64,
    pub mark: Mark,
}

/// Each player's moves: how many of each mark, and the mean chance lost a move.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub counts: [usize; 5],
    pub mean_loss: f64,
    pub moves: usize,
}

/// The whole game's analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    /// South's chance at each position, the start first (one more than the moves).
    pub chances: Vec<f64>,
    /// Each move (a lost turn has none: no move was played).
    pub moves: Vec<MoveReview>,
}

impl Analysis {
    pub fn summary(&self, side: Side) -> Summary {
        let mine: Vec<&MoveReview> = self.moves.iter().filter(|m| m.mover == side).collect();
        let mut counts = [0; 5];
        for review in &mine {
            counts[review.mark as usize] += 1;
        }
        // An empty sum is -0.0: a side with no move lost nothing.
        let mean_loss =
            if mine.is_empty() { 0.0 } else { mine.iter().map(|m| m.loss).sum::<f64>() / mine.len() as f64 };
        Summary { counts, mean_loss, moves: mine.len() }
    }

    /// The review of the move numbered `ply` (from 1).
    pub fn review(&self, ply: usize) -> Option<&MoveReview> {
        self.moves.iter().find(|m| m.ply == ply)
    }

    /// Whether this is an analysis of the game played through `positions` by `moves` (as a
    /// record's replay gives them), as `Analyser` makes one: a chance from 0 to 1 for every
    /// position, and a review of every move in order (a lost turn has none) with its mover, the
    /// move played, its chances, its loss and mark as they follow from them, and a better move
    /// that can be played. Why not, if not: a file's analysis is never believed unread.
    pub fn fits(&self, positions: &[AnyGame], moves: &[String]) -> Result<(), String> {
        // Values pass through a file's decimal text: equal within rounding.
        let near = |a: f64, b: f64| (a - b).abs() <= 1e-9;
        if self.chances.len() != moves.len() + 1 || positions.len() != moves.len() + 1 {
            return Err(format!("{} chances for a game of {} moves", self.chances.len(), moves.len()));
        }
        if let Some(bad) = self.chances.iter().find(|c| !(0.0..=1.0).contains(*c)) {
            return Err(format!("a chance of {bad}, not from 0 to 1"));
        }
        let played = moves.iter().enumerate().filter(|(_, text)| text.as_str() != LOST_TURN);
        let mut reviews = self.moves.iter();
        for (i, text) in played {
            let ply = i + 1;
            let review = reviews.next().ok_or(format!("move {ply} has no review"))?;
            if review.ply != ply {
                return Err(format!("a review of move {} where move {ply} is", review.ply));
            }
            let game = &positions[i];
            let mover = game.side_to_move();
            if review.mover != mover || review.played != *text {
                return Err(format!("move {ply} is not the game's"));
            }
            if !near(review.before, self.chances[i]) || !near(review.after, self.chances[i + 1]) {
                return Err(format!("move {ply}'s chances are not the positions'"));
            }
            let mine = |south: f64| if mover == Side::South { south } else { 1.0 - south };
            let loss = (mine(review.before) - mine(review.after)).max(0.0);
            if !near(review.loss, loss) || review.mark != Mark::of(review.loss, review.better.is_none()) {
                return Err(format!("move {ply}'s loss or mark does not follow from its chances"));
            }
            if let Some(better) = &review.better {
                let mut after = game.clone();
                if better == text || after.play_text(better, &mut crate::rules::NoEvents).is_err() {
                    return Err(format!("move {ply}'s better move cannot be played there"));
                }
            }
        }
        match reviews.next() {
            Some(extra) => Err(format!("a review of move {}, which the game does not have", extra.ply)),
            None => Ok(()),
        }
    }
}

/// An analysis under way: the positions of the game and a search at a time.
pub struct Analyser {
    positions: Vec<AnyGame>,
    moves: Vec<String>,
    nodes: u64,
    /// Each position's value once searched: South's chance and the engine's move.
    values: Vec<Option<(f64, Option<AnyMove>)>>,
    next: usize,
    thinking: Option<Thinking>,
}

impl Analyser {
    /// The analysis of the game played from `start` by `moves` (a lost turn as the record writes
    /// it); why not, when a move cannot be played.
    pub fn of_game(start: &AnyGame, moves: &[String], nodes: u64) -> Result<Analyser, String> {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        positions.push(start.clone());
        for (n, text) in moves.iter().enumerate() {
            let mut next = positions[n].clone();
            let played = match text.as_str() {
                LOST_TURN => next.lose_turn(),
                _ => next.play_text(text, &mut crate::rules::NoEvents),
            };
            played.map_err(|e| format!("move {} ({text}): {e}", n + 1))?;
            positions.push(next);
        }
        Analyser::new(positions, moves.to_vec(), nodes)
    }

    /// The analysis of a game: its positions from the start (one more than its moves, as a
    /// record's replay gives them) and its moves as written.
    pub fn new(positions: Vec<AnyGame>, moves: Vec<String>, nodes: u64) -> Result<Analyser, String> {
        if positions.len() != moves.len() + 1 {
            return Err(format!("{} positions for {} moves", positions.len(), moves.len()));
        }
        let values = vec![None; positions.len()];
        Ok(Analyser { positions, moves, nodes, values, next: 0, thinking: None })
    }

    /// Positions searched so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.next.min(self.positions.len()), self.positions.len())
    }

    /// Works `steps` small steps (a few milliseconds each): true once every position is searched.
    pub fn work(&mut self, steps: u32) -> bool {
        let mut left = steps;
        while self.next < self.positions.len() && left > 0 {
            let game = &self.positions[self.next];
            if let Some(outcome) = game.outcome() {
                let south = match outcome.winner {
                    Some(Side::South) => 1.0,
                    Some(Side::North) => 0.0,
                    None => 0.5,
                };
                self.values[self.next] = Some((south, None));
                self.next += 1;
                continue;
            }
            let thinking =
                self.thinking.get_or_insert_with(|| Thinking::new(game, Budget::nodes(self.nodes), 1));
            left -= 1;
            if thinking.step() {
                let report = thinking.report();
                let best = thinking.best();
                // A lone move is not searched: its position is worth what the next one is. The
                // last position has no next one (a game in progress): it is searched.
                let lone = self.next + 1 < self.positions.len() && super::moves(game).len() <= 1;
                let south = (!lone).then(|| chance::south(game.kind(), game.side_to_move(), report.score));
                self.values[self.next] = south.map(|south| (south, best)).or(Some((f64::NAN, best)));
                self.thinking = None;
                self.next += 1;
            }
        }
        self.next >= self.positions.len()
    }

    /// The analysis, once every position is searched.
    pub fn result(&self) -> Option<Analysis> {
        let mut values: Vec<(f64, Option<AnyMove>)> =
            self.values.iter().copied().collect::<Option<Vec<_>>>()?;
        // A lone move's position takes the value after it (from the end, so chains of them do).
        for i in (0..values.len()).rev() {
            if values[i].0.is_nan() {
                values[i].0 = values.get(i + 1).map_or(0.5, |next| next.0);
            }
        }
        let chances: Vec<f64> = values.iter().map(|v| v.0).collect();
        let mut moves = Vec::new();
        for (i, played) in self.moves.iter().enumerate() {
            if played == LOST_TURN {
                continue;
            }
            let game = &self.positions[i];
            let mover = game.side_to_move();
            let mine = |south: f64| if mover == Side::South { south } else { 1.0 - south };
            let loss = (mine(chances[i]) - mine(chances[i + 1])).max(0.0);
            let engine = values[i].1.map(|mv| game.format_move(mv));
            let engine_move = engine.as_deref() == Some(played.as_str());
            let better = engine.filter(|_| !engine_move);
            moves.push(MoveReview {
                ply: i + 1,
                mover,
                played: played.clone(),
                before: chances[i],
                after: chances[i + 1],
                better,
                loss,
                mark: Mark::of(loss, engine_move),
            });
        }
        Some(Analysis { chances, moves })
    }
}
