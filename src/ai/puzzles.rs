//! Puzzles: positions where exactly one move wins by force within a stated number of plies,
//! proved by a full-width search of every legal move to that depth (no evaluation, no budget
//! guess: a win is the rules' own game over). Found in games the engine plays against itself.

use super::{Budget, Thinking, arena, baseline};
use crate::rules::notation::{shown, shown_reason};
use crate::rules::{AnyGame, AnyMove, GameKind, NoEvents, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

/// One puzzle: the side to move wins within `depth` plies (1: at once; 3: after the opponent's
/// every reply, at once again; …) with `solution`, and with no other move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    pub rules: String,
    pub position: String,
    pub depth: u32,
    pub solution: String,
}

/// A game's puzzles, as a puzzle file holds them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleFile {
    pub game: String,
    pub puzzles: Vec<Puzzle>,
}

/// The deepest puzzle searched: five plies (the mover's third move wins).
pub const DEEPEST: u32 = 5;

/// Positions a proof may visit before it gives up (a position with very many moves).
const MOST_NODES: u64 = 2_000_000;

/// Positions the board's judgement of a move within a puzzle may visit: a few milliseconds, so
/// that it can be made inside a frame.
const MOST_NODES_AT_THE_BOARD: u64 = 20_000;

/// Positions visited, and how many a proof may visit before it gives up.
struct Nodes {
    visited: u64,
    most: u64,
}

impl Nodes {
    fn new(most: u64) -> Nodes {
        Nodes { visited: 0, most }
    }

    /// Counts one more; false once there have been too many.
    fn visit(&mut self) -> bool {
        self.visited += 1;
        self.visited <= self.most
    }
}

/// Whether the side to move can force a win within `plies`; `None` when the proof would take
/// more than its share of nodes.
fn wins_within(game: &AnyGame, plies: u32, nodes: &mut Nodes) -> Option<bool> {
    Some(!winning_moves(game, plies, nodes, 1)?.is_empty())
}

/// The moves that win within `plies`, at most `enough` of them (the search stops there).
fn winning_moves(game: &AnyGame, plies: u32, nodes: &mut Nodes, enough: usize) -> Option<Vec<AnyMove>> {
    let mover = game.side_to_move();
    let mut found = Vec::new();
    if plies == 0 || game.outcome().is_some() {
        return Some(found);
    }
    for mv in game.legal_moves() {
        if !nodes.visit() {
            return None;
        }
        let mut after = game.clone();
        if after.play(mv, &mut NoEvents).is_err() {
            continue;
        }
        let wins = match after.outcome() {
            Some(outcome) => outcome.winner == Some(mover),
            None => plies >= 3 && loses_within(&after, plies - 1, nodes)?,
        };
        if wins {
            found.push(mv);
            if found.len() >= enough {
                break;
            }
        }
    }
    Some(found)
}

/// Whether the side to move loses within `plies` whatever it plays: every move lets the opponent
/// win within `plies - 1` (a position with no move is not counted here: the rules end it).
fn loses_within(game: &AnyGame, plies: u32, nodes: &mut Nodes) -> Option<bool> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return Some(false);
    }
    for mv in moves {
        // Counted, not checked: the next move's search (`winning_moves`) gives up when too many.
        nodes.visited += 1;
        let mut after = game.clone();
        if after.play(mv, &mut NoEvents).is_err() {
            return Some(false);
        }
        let lost = match after.outcome() {
            Some(outcome) => outcome.winner == Some(game.side_to_move().opponent()),
            None => wins_within(&after, plies - 1, nodes)?,
        };
        if !lost {
            return Some(false);
        }
    }
    Some(true)
}

/// The puzzle `game` makes, if it makes one: the shallowest depth (1, 3 or 5) at which some move
/// wins by force, with exactly one move winning there.
pub fn puzzle_of(game: &AnyGame, preset: &str) -> Option<Puzzle> {
    for depth in (1..=DEEPEST).step_by(2) {
        let mut nodes = Nodes::new(MOST_NODES);
        let winning = winning_moves(game, depth, &mut nodes, 2)?;
        match winning.as_slice() {
            [] => continue,
            [only] => {
                return Some(Puzzle {
                    rules: preset.to_string(),
                    position: game.to_text(),
                    depth,
                    solution: game.format_move(*only),
                });
            }
            _ => return None,
        }
    }
    None
}

/// Whether the move that left `after` keeps `mover`'s forced win within `plies_left` more plies
/// (the opponent's next, `mover`'s after it, …): it won, or every reply still loses in time.
/// `None` when that would take longer than a frame allows to find out.
pub fn still_wins(after: &AnyGame, mover: Side, plies_left: u32) -> Option<bool> {
    if let Some(outcome) = after.outcome() {
        return Some(outcome.winner == Some(mover));
    }
    if plies_left < 2 || after.side_to_move() == mover {
        return Some(false);
    }
    loses_within(after, plies_left, &mut Nodes::new(MOST_NODES_AT_THE_BOARD))
}

impl Puzzle {
    /// A short name that stays the puzzle's whatever file it is in or where: its position's
    /// FNV-1a hash (the standard library's hasher may change between versions).
    pub fn id(&self) -> String {
        let hash = self.position.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
        format!("{hash:016x}")
    }
}

/// A puzzle file holds no more puzzles than `puzzles --count` finds: its proof is bounded.
pub const MOST_PUZZLES: usize = 1_000;

/// Whether a puzzle of `kind` holds: its position reads under its rules, written as kete-cli
/// writes it, its solution is the one move winning within its depth, and no move wins sooner.
/// Why not, if not.
pub fn check(kind: GameKind, puzzle: &Puzzle) -> Result<(), String> {
    let game =
        AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules)).map_err(|e| e.to_string())?;
    if game.kind() != kind {
        return Err(format!("its position is {}, not {kind}", game.kind()));
    }
    if game.to_text() != puzzle.position {
        return Err(format!("its position is not written as kete-cli writes it: {}", shown(&game.to_text())));
    }
    let found = puzzle_of(&game, &puzzle.rules).ok_or("no move wins alone within five plies")?;
    if found.depth != puzzle.depth || found.solution != puzzle.solution {
        return Err(format!("the one winning move is {} within {} plies", found.solution, found.depth));
    }
    Ok(())
}

/// A puzzle file of `kind` read and every puzzle proved again: the puzzles, or why not, naming
/// the first that does not hold. At most `MOST_PUZZLES`, no position twice.
pub fn check_file(kind: GameKind, text: &str) -> Result<Vec<Puzzle>, String> {
    let file: PuzzleFile = serde_json::from_str(text)
        .map_err(|e| format!("not a puzzle file: {}", shown_reason(&e.to_string())))?;
    if file.game != kind.id() {
        return Err(format!("the puzzle file is for '{}', not {kind}", shown(&file.game)));
    }
    if file.puzzles.len() > MOST_PUZZLES {
        return Err(format!("{} puzzles; a puzzle file holds at most {MOST_PUZZLES}", file.puzzles.len()));
    }
    let mut positions = std::collections::HashSet::new();
    for (n, puzzle) in file.puzzles.iter().enumerate() {
        if !positions.insert(puzzle.position.as_str()) {
            return Err(format!(
                "puzzle {} ({}): another puzzle has its position",
                n + 1,
                shown(&puzzle.position)
            ));
        }
        check(kind, puzzle)
            .map_err(|why| format!("puzzle {} ({}): {why}", n + 1, shown(&puzzle.position)))?;
    }
    Ok(file.puzzles)
}

/// Up to `count` puzzles of `kind`, from games the engine plays against itself (a share of its
/// moves random, so that positions where one move wins come up), shallow and deep alike.
pub fn find(kind: GameKind, preset: &str, count: usize, seed: u64) -> Result<Vec<Puzzle>, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found: Vec<Puzzle> = Vec::new();
    let mut games = 0;
    while found.len() < count && games < 20 * count + 100 {
        games += 1;
        let mut game = arena::opening(kind, preset, &mut rng)?;
        for ply in 0..arena::MAX_PLIES {
            if game.outcome().is_some() || found.len() >= count {
                break;
            }
            if let Some(puzzle) = puzzle_of(&game, preset)
                && !found.iter().any(|p| p.position == puzzle.position)
            {
                found.push(puzzle);
                // One puzzle a game: the next position is the same fight.
                break;
            }
            let mv = if rng.random_bool(0.3) {
                baseline::random(&game, &mut rng)
            } else {
                let mut thinking = Thinking::new(&game, Budget::nodes(2_000), seed ^ u64::from(ply));
                while !thinking.steps(8) {}
                thinking.best()
            };
            let Some(mv) = mv else { break };
            if game.play(mv, &mut NoEvents).is_err() {
                break;
            }
        }
    }
    Ok(found)
}

/// The puzzle files the game ships, built in.
const SHIPPED: [(GameKind, &str); 3] = [
    (GameKind::Bao, include_str!("../../assets/puzzles/bao.json")),
    (GameKind::Omweso, include_str!("../../assets/puzzles/omweso.json")),
    (GameKind::Kimasai, include_str!("../../assets/puzzles/kimasai.json")),
];

/// The puzzles shipped for `kind`, each position read under its rules (their proof is
/// `scripts/test`'s: `kete-cli puzzles --check`); why not, if the file does not read.
pub fn shipped(kind: GameKind) -> Result<Vec<Puzzle>, String> {
    let text = SHIPPED.iter().find(|(k, _)| *k == kind).map_or("", |(_, text)| text);
    let file: PuzzleFile = serde_json::from_str(text).map_err(|e| format!("the {kind} puzzles: {e}"))?;
    if file.game != kind.id() {
        return Err(format!("the {kind} puzzle file is for '{}'", file.game));
    }
    for puzzle in &file.puzzles {
        AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules))
            .map_err(|e| format!("the {kind} puzzle {}: {e}", puzzle.position))?;
    }
    Ok(file.puzzles)
}
