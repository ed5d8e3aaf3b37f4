//! Iterative-deepening alpha-beta (principal variation search) with a transposition table. It
//! runs a number of nodes at a time: a run that ends in the middle of a depth stops there, and
//! the next run searches that depth again from the root — the table returns at once every subtree
//! already finished, so the work carries on where it stopped (how the web spreads it over frames).
//! Its horizon is judged by an `Evaluation` (src/ai/evaluate.rs).

use super::evaluate::Evaluation;
use super::moves;
use super::search::Report;
use crate::rules::{AnyGame, AnyMove, NoEvents};
use rustc_hash::FxHashMap;

/// The value of a won position (less the plies to the win).
pub const WIN: i32 = 1_000_000;
const MAX_DEPTH: u32 = 64;
/// Moves are ordered by the measure where at least this much depth is left below them.
const ORDER_DEPTH: u32 = 2;

#[derive(Clone, Copy, Debug)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    depth: u32,
    score: i32,
    bound: Bound,
    best: usize,
}

/// A search under way.
pub struct AlphaBeta {
    root: AnyGame,
    moves: Vec<AnyMove>,
    table: FxHashMap<u64, Entry>,
    evaluation: Evaluation,
    nodes: u64,
    limit: u64,
    /// This run stops at this many nodes.
    until: u64,
    stopped: bool,
    /// The depth being searched, and the best move and score of the last depth finished.
    depth: u32,
    best: Option<(usize, i32, u32)>,
    done: bool,
    /// The search stops once this depth is finished.
    max_depth: u32,
}

impl AlphaBeta {
    /// A search of at most `nodes` nodes.
    pub fn new(game: &AnyGame, nodes: u64, evaluation: Evaluation) -> AlphaBeta {
        let moves = moves(game);
        // A lone move is searched too: what it leads to is the position's value.
        let done = moves.is_empty();
        let best = (!moves.is_empty()).then_some((0, 0, 0));
        AlphaBeta {
            root: game.clone(),
            moves,
            table: FxHashMap::default(),
            evaluation,
            nodes: 0,
            limit: nodes.max(1),
            until: 0,
            stopped: false,
            depth: 1,
            best,
            done,
            max_depth: MAX_DEPTH,
        }
    }

    /// The same search, stopping once depth `depth` is finished (a fixed-depth player).
    pub fn to_depth(mut self, depth: u32) -> AlphaBeta {
        self.max_depth = depth.clamp(1, MAX_DEPTH);
        self
    }

    /// Searches up to `nodes` more nodes: true once the budget is spent or the search is over.
    pub fn run(&mut self, nodes: u64) -> bool {
        while !self.done {
            self.until = self.limit.min(self.nodes + nodes.max(1));
            self.stopped = false;
            let (score, at) = self.search_root(self.depth);
            if self.stopped {
                self.done = self.nodes >= self.limit;
                return self.done;
            }
            self.best = Some((at, score, self.depth));
            self.depth += 1;
            self.done = self.depth > self.max_depth || score >= WIN / 2;
        }
        true
    }

    pub fn finished(&self) -> bool {
        self.done
    }

    pub fn best(&self) -> Option<AnyMove> {
        self.best.map(|(at, _, _)| self.moves[at])
    }

    pub fn report(&self) -> Report {
        let (score, depth) = self.best.map_or((0, 0), |(_, score, depth)| (score, depth));
        let mut pv = Vec::new();
        let mut game = self.root.clone();
        let mut list = self.moves.clone();
        while pv.len() < depth as usize {
            let Some(entry) = self.table.get(&key(&game)) else { break };
            let Some(&mv) = list.get(entry.best) else { break };
            pv.push(mv);
            if game.play(mv, &mut NoEvents).is_err() || game.outcome().is_some() {
                break;
            }
            list = moves(&game);
        }
        if let Some(first) = self.best()
            && pv.first() != Some(&first)
        {
            pv = vec![first];
        }
        Report { depth, nodes: self.nodes.min(u64::from(u32::MAX)) as u32, score, pv }
    }

    fn search_root(&mut self, depth: u32) -> (i32, usize) {
        let first = self.table.get(&key(&self.root)).map_or(0, |e| e.best);
        let mut order: Vec<usize> = (0..self.moves.len()).collect();
        order.swap(0, first.min(self.moves.len() - 1));
        let mut alpha = -WIN - 1;
        let mut best = order[0];
        let root = self.root.clone();
        for &i in &order {
            let Some(child) = played(&root, self.moves[i]) else { continue };
            let score = if child.side_to_move() == root.side_to_move() {
                self.negamax(&child, depth - 1, alpha, WIN + 1, 1)
            } else {
                -self.negamax(&child, depth - 1, -WIN - 1, -alpha, 1)
            };
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = i;
            }
        }
        if !self.stopped {
            self.table.insert(key(&root), Entry { depth, score: alpha, bound: Bound::Exact, best });
        }
        (alpha, best)
    }

    /// The value of `game` for its side to move, `ply` plies below the root: a win sooner is worth
    /// more, a loss later less bad (so a lost position still plays on as long as it can).
    fn negamax(&mut self, game: &AnyGame, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        if self.nodes >= self.until {
            self.stopped = true;
        }
        if let Some(outcome) = game.outcome().or(game.hidden_end()) {
            return match outcome.winner {
                Some(w) if w == game.side_to_move() => WIN - ply,
                Some(_) => ply - WIN,
                None => 0,
            };
        }
        if depth == 0 {
            return self.evaluation.of(game);
        }
        let k = key(game);
        let mut first = None;
        if let Some(entry) = self.table.get(&k).copied() {
            first = Some(entry.best);
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let list = moves(game);
        if list.is_empty() {
            return self.evaluation.of(game);
        }
        let children = self.ordered(game, &list, first, depth);
        let start = alpha;
        let (mut best_score, mut best) = (-WIN - 1, children[0].0);
        for (n, (i, child)) in children.into_iter().enumerate() {
            let Some(child) = child.or_else(|| played(game, list[i])) else { continue };
            let score = if child.side_to_move() == game.side_to_move() {
                self.negamax(&child, depth - 1, alpha, beta, ply + 1)
            } else if n == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // A null window first; the full window only if the move may be better.
                let probe = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1);
                if probe > alpha && probe < beta {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best = i;
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_score <= start {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(k, Entry { depth, score: to_table(best_score, ply), bound, best });
        best_score
    }

    /// The moves of `game` in the order to search them: the table's move first, then, where
    /// enough depth is left below for a good order to pay for playing every move up front, the
    /// others by how the measure sees the position each leaves (the best for the mover first),
    /// with the positions kept; nearer the horizon in the listed order, played one by one.
    fn ordered(
        &self,
        game: &AnyGame,
        list: &[AnyMove],
        first: Option<usize>,
        depth: u32,
    ) -> Vec<(usize, Option<AnyGame>)> {
        let first = first.map(|i| i.min(list.len() - 1));
        if depth < ORDER_DEPTH {
            let mut order: Vec<(usize, Option<AnyGame>)> = (0..list.len()).map(|i| (i, None)).collect();
            order.swap(0, first.unwrap_or(0));
            return order;
        }
        let me = game.side_to_move();
        let mut scored: Vec<(i32, usize, Option<AnyGame>)> = list
            .iter()
            .enumerate()
            .map(|(i, &mv)| {
                let child = played(game, mv);
                let worth = match &child {
                    _ if Some(i) == first => i32::MAX,
                    None => i32::MIN,
                    Some(child) => match child.outcome().or(child.hidden_end()) {
                        Some(outcome) if outcome.winner == Some(me) => WIN,
                        Some(outcome) if outcome.winner.is_some() => -WIN,
                        Some(_) => 0,
                        None if child.side_to_move() == me => self.evaluation.of(child),
                        None => -self.evaluation.of(child),
                    },
                };
                (worth, i, child)
            })
            .collect();
        // A stable sort: equal moves keep the listed order, so the search stays deterministic.
        scored.sort_by_key(|&(worth, _, _)| std::cmp::Reverse(worth));
        scored.into_iter().map(|(_, i, child)| (i, child)).collect()
    }
}

/// A win or loss is kept in the table counted from the position it is stored for, not the root.
fn to_table(score: i32, ply: i32) -> i32 {
    if score > WIN / 2 {
        score + ply
    } else if score < -WIN / 2 {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    if score > WIN / 2 {
        score - ply
    } else if score < -WIN / 2 {
        score + ply
    } else {
        score
    }
}

fn key(game: &AnyGame) -> u64 {
    game.position_key()
}

fn played(game: &AnyGame, mv: AnyMove) -> Option<AnyGame> {
    let mut child = game.clone();
    child.play(mv, &mut NoEvents).ok()?;
    Some(child)
}
