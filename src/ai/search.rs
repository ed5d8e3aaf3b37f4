//! Monte Carlo tree search: each round walks the tree by the UCT rule to a leaf, adds one move
//! there, plays a random game from it and counts the result back up the path. A search is run a
//! number of rounds at a time, so a caller can spread it over frames (the web has no threads).
//! The moves of a node are those the rules decide within the step budget; a move still undecided
//! (its never-ending check walks on) is tried only when no decided move exists.

use super::Budget;
use super::playout::{share, south_share};
use crate::rules::{AnyGame, AnyMove, NoEvents, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The exploration constant of UCT.
const EXPLORE: f64 = 1.2;

struct Node {
    game: AnyGame,
    /// The moves from here, and the child each leads to once added.
    moves: Vec<AnyMove>,
    children: Vec<Option<usize>>,
    visits: u32,
    /// The summed results for the player who moved into this node.
    wins: f64,
    /// The game is over here: South's share of its result.
    end: Option<f64>,
}

/// A search under way.
pub struct Search {
    nodes: Vec<Node>,
    playouts: u32,
    rng: SmallRng,
    rounds: u32,
}

/// What the search saw.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Report {
    /// The deepest line the tree holds.
    pub depth: u32,
    /// Playouts run (tree search) or positions searched (alpha-beta).
    pub nodes: u32,
    /// What the chosen move is worth to the side to move: the tree search's share of wins in
    /// percent; alpha-beta's value in tenths of a seed (±1,000,000: a win).
    pub score: i32,
    /// The moves the search expects, the chosen one first.
    pub pv: Vec<AnyMove>,
}

impl Search {
    /// A search of `playouts` playouts.
    pub fn new(game: &AnyGame, playouts: u32, seed: u64) -> Search {
        let rng = SmallRng::seed_from_u64(seed);
        let root = Node::new(game.clone());
        Search { nodes: vec![root], playouts, rng, rounds: 0 }
    }

    /// Runs up to `rounds` more rounds: true once the budget is spent (or there is no move to
    /// think about; a lone move is played out too: its share is the position's value).
    pub fn run(&mut self, rounds: u32) -> bool {
        for _ in 0..rounds {
            if self.finished() {
                return true;
            }
            self.round();
            self.rounds += 1;
        }
        self.finished()
    }

    pub fn finished(&self) -> bool {
        self.rounds >= self.playouts || self.nodes[0].moves.is_empty()
    }

    /// The move to play: the most tried at the root.
    pub fn best(&self) -> Option<AnyMove> {
        let root = &self.nodes[0];
        let best =
            (0..root.moves.len()).max_by_key(|&i| root.children[i].map_or(0, |c| self.nodes[c].visits))?;
        Some(root.moves[best])
    }

    pub fn report(&self) -> Report {
        let mut pv = Vec::new();
        let mut at = 0;
        let mut depth = 0;
        let mut score = 50;
        while let Some((i, child)) = self.most_visited(at) {
            if at == 0 {
                let node = &self.nodes[child];
                score = (100.0 * node.wins / f64::from(node.visits.max(1))).round() as i32;
            }
            pv.push(self.nodes[at].moves[i]);
            at = child;
            depth += 1;
        }
        Report { depth: self.max_depth().max(depth), nodes: self.rounds, score, pv }
    }

    /// The side to move's share of wins over every playout so far (½ before any).
    pub fn root_share(&self) -> f64 {
        let root = &self.nodes[0];
        let (mut wins, mut visits) = (0.0, 0u32);
        for &child in root.children.iter().flatten() {
            wins += self.nodes[child].wins;
            visits += self.nodes[child].visits;
        }
        if visits == 0 { 0.5 } else { wins / f64::from(visits) }
    }

    fn most_visited(&self, at: usize) -> Option<(usize, usize)> {
        let node = &self.nodes[at];
        node.children
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (i, c)))
            .max_by_key(|&(_, c)| self.nodes[c].visits)
    }

    fn max_depth(&self) -> u32 {
        fn depth(nodes: &[Node], at: usize) -> u32 {
            nodes[at].children.iter().flatten().map(|&c| 1 + depth(nodes, c)).max().unwrap_or(0)
        }
        depth(&self.nodes, 0)
    }

    fn round(&mut self) {
        // Down the tree by UCT, to a node with a move not yet added (or the game's end).
        let mut path = vec![0];
        let mut at = 0;
        loop {
            let node = &self.nodes[at];
            if node.end.is_some() || node.moves.is_empty() {
                break;
            }
            if let Some(i) = node.children.iter().position(Option::is_none) {
                let child = self.add(at, i);
                path.push(child);
                at = child;
                break;
            }
            let parent_visits = f64::from(node.visits.max(1)).ln();
            let uct = |c: usize| {
                let child = &self.nodes[c];
                let n = f64::from(child.visits.max(1));
                child.wins / n + EXPLORE * (parent_visits / n).sqrt()
            };
            let next = node.children.iter().flatten().copied().max_by(|&a, &b| uct(a).total_cmp(&uct(b)));
            let Some(next) = next else { break };
            path.push(next);
            at = next;
        }
        let node = &self.nodes[at];
        let south = match node.end {
            Some(end) => end,
            None => south_share(&node.game, Budget::STEPS, &mut self.rng),
        };
        // Each node counts the result for the player who moved into it.
        for pair in path.windows(2) {
            let mover = self.nodes[pair[0]].game.side_to_move();
            let node = &mut self.nodes[pair[1]];
            node.visits += 1;
            node.wins += if mover == Side::South { south } else { 1.0 - south };
        }
        self.nodes[0].visits += 1;
    }

    /// Adds the child of move `i` of node `at`.
    fn add(&mut self, at: usize, i: usize) -> usize {
        let mut game = self.nodes[at].game.clone();
        let mv = self.nodes[at].moves[i];
        // A listed move is one the rules played to its end: it plays.
        let _ = game.play(mv, &mut NoEvents);
        let child = Node::new(game);
        self.nodes.push(child);
        let index = self.nodes.len() - 1;
        self.nodes[at].children[i] = Some(index);
        index
    }
}

impl Node {
    fn new(game: AnyGame) -> Node {
        let end = game.outcome().or(game.hidden_end()).map(|o| share(o.winner));
        let moves = if end.is_some() { Vec::new() } else { super::moves(&game) };
        let children = vec![None; moves.len()];
        Node { game, moves, children, visits: 0, wins: 0.0, end }
    }
}
