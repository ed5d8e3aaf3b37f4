//! Puzzles: positions where exactly one move wins by force within a stated number of plies,
//! proved by a full-width search of every legal move to that depth (no evaluation, no budget
//! guess: a win is the rules' own game over). Found in games the engine plays against itself.

use super::{Budget, Thinking, arena, baseline};
use crate::rules::notation::{shown, shown_reason};
use crate::rules::{AnyGame, AnyMove, EndReason, Event, GameKind, NoEvents, Side};
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
    /// What the winning move shows, said once the puzzle is solved (a file may leave it out;
    /// given, it must be the solution's own, `theme_of`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<Theme>,
}

/// What a puzzle's winning move shows: the data the game puts into words once it is solved.
/// Told from the rules' report of the move and of the other legal moves, never guessed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// It wins at once by captures at both end columns (Omweso).
    BothEnds,
    /// It wins at once by emptying the opponent's front row.
    ClearTheRow,
    /// It wins at once by taking the opponent's last seeds or stones.
    LastSeeds,
    /// It wins at once by leaving the opponent no move.
    NoMoveLeft,
    /// It wins at once by a second capture before the opponent's first (Omweso).
    TwoCaptures,
    /// It captures nothing, and the win follows.
    Quiet,
    /// Its first lap goes clockwise (Omweso), and the win follows.
    Reverse,
    /// It goes on from the nyumba (Bao's safari), and the win follows.
    Safari,
    /// Another move captures more; this smaller one is the one that wins.
    NotTheBiggest,
    /// It captures three times or more in one move, and the win follows.
    Sweep,
    /// The biggest capture on the board, and the win follows.
    Forcing,
}

impl Theme {
    pub const ALL: [Theme; 11] = [
        Theme::BothEnds,
        Theme::ClearTheRow,
        Theme::LastSeeds,
        Theme::NoMoveLeft,
        Theme::TwoCaptures,
        Theme::Quiet,
        Theme::Reverse,
        Theme::Safari,
        Theme::NotTheBiggest,
        Theme::Sweep,
        Theme::Forcing,
    ];

    /// The theme's name in a puzzle file and in the catalogues (`puzzle-theme-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            Theme::BothEnds => "both-ends",
            Theme::ClearTheRow => "clear-the-row",
            Theme::LastSeeds => "last-seeds",
            Theme::NoMoveLeft => "no-move-left",
            Theme::TwoCaptures => "two-captures",
            Theme::Quiet => "quiet",
            Theme::Reverse => "reverse",
            Theme::Safari => "safari",
            Theme::NotTheBiggest => "not-the-biggest",
            Theme::Sweep => "sweep",
            Theme::Forcing => "forcing",
        }
    }
}

/// What one legal move did, as the rules reported it.
struct Played {
    captures: usize,
    seeds_taken: u32,
    reverse: bool,
    safari: bool,
    won_by: Option<EndReason>,
}

fn played(game: &AnyGame, mv: AnyMove) -> Option<Played> {
    let mut after = game.clone();
    let mut events = Vec::new();
    after.play(mv, &mut events).ok()?;
    let mut did = Played {
        captures: 0,
        seeds_taken: 0,
        reverse: matches!(mv, AnyMove::Omweso(m) if m.first_cw),
        safari: false,
        won_by: None,
    };
    for event in &events {
        match *event {
            Event::Capture { count, .. } => {
                did.captures += 1;
                did.seeds_taken += u32::from(count);
            }
            Event::DirectionChosen { clockwise: true, .. } => did.reverse = true,
            Event::Decision { safari: true, .. } => did.safari = true,
            _ => {}
        }
    }
    did.won_by = after.outcome().filter(|o| o.winner == Some(game.side_to_move())).map(|o| o.reason);
    Some(did)
}

/// The theme of the winning move `solution` of a puzzle `depth` plies deep.
pub fn theme_of(game: &AnyGame, solution: AnyMove, depth: u32) -> Option<Theme> {
    let did = played(game, solution)?;
    if depth == 1 {
        return Some(match did.won_by? {
            EndReason::BothEnds => Theme::BothEnds,
            EndReason::FrontRowEmpty => Theme::ClearTheRow,
            EndReason::AllCaptured => Theme::LastSeeds,
            EndReason::NoLegalMove => Theme::NoMoveLeft,
            EndReason::TwoCapturesFirst => Theme::TwoCaptures,
            EndReason::Repetition | EndReason::NeverEndingMove | EndReason::MoveLimit => return None,
        });
    }
    let most_taken =
        game.legal_moves().into_iter().filter_map(|mv| played(game, mv)).map(|d| d.seeds_taken).max();
    Some(if did.captures == 0 {
        Theme::Quiet
    } else if did.reverse {
        Theme::Reverse
    } else if did.safari {
        Theme::Safari
    } else if most_taken > Some(did.seeds_taken) {
        Theme::NotTheBiggest
    } else if did.captures >= 3 {
        Theme::Sweep
    } else {
        Theme::Forcing
    })
}

/// The fewest legal moves a puzzle's position has: with two, a guess is right half the time.
pub const FEWEST_MOVES: usize = 3;

/// Whether a puzzle asks something: at least `FEWEST_MOVES` legal moves, and its solution not
/// the only capture on the board (which a solver plays without thinking). Why not, if not.
pub fn worth_solving(game: &AnyGame, solution: AnyMove) -> Result<(), String> {
    let moves = game.legal_moves();
    if moves.len() < FEWEST_MOVES {
        return Err(format!("its position has {} legal moves: a guess, not a puzzle", moves.len()));
    }
    let capturing: Vec<AnyMove> =
        moves.into_iter().filter(|&mv| played(game, mv).is_some_and(|did| did.captures > 0)).collect();
    if capturing == [solution] {
        return Err("its solution is the only capture on the board".to_string());
    }
    Ok(())
}

/// How hard a puzzle is: the positions a full-width proof visits to show that its solution, and
/// no other move, wins within its depth, and that nothing wins sooner — every candidate a solver
/// must weigh and reject, and how deep. The shipped files are in this order, easiest first.
pub fn difficulty(game: &AnyGame, depth: u32) -> u64 {
    let mut nodes = Nodes::new(MOST_NODES);
    for plies in (1..=depth).step_by(2) {
        if winning_moves(game, plies, &mut nodes, 2).is_none() {
            break;
        }
    }
    nodes.visited
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
                    theme: theme_of(game, *only, depth),
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
    let solution = game.parse_move(&puzzle.solution).map_err(|e| e.to_string())?;
    worth_solving(&game, solution)?;
    if puzzle.theme.is_some() && puzzle.theme != found.theme {
        let theme = found.theme.map_or("none", Theme::id);
        return Err(format!("its solution's theme is {theme}"));
    }
    Ok(())
}

/// A puzzle file of `kind` read and every puzzle proved again: the puzzles, or why not, naming
/// the first that does not hold. At most `MOST_PUZZLES`, no position twice.
pub fn check_file(kind: GameKind, text: &str) -> Result<Vec<Puzzle>, String> {
    let puzzles = read_file(kind, text)?;
    let mut positions = std::collections::HashSet::new();
    for (n, puzzle) in puzzles.iter().enumerate() {
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
    Ok(puzzles)
}

/// A puzzle file of `kind` read, its puzzles not proved (`check_file` proves them).
pub fn read_file(kind: GameKind, text: &str) -> Result<Vec<Puzzle>, String> {
    let file: PuzzleFile = serde_json::from_str(text)
        .map_err(|e| format!("not a puzzle file: {}", shown_reason(&e.to_string())))?;
    if file.game != kind.id() {
        return Err(format!("the puzzle file is for '{}', not {kind}", shown(&file.game)));
    }
    if file.puzzles.len() > MOST_PUZZLES {
        return Err(format!("{} puzzles; a puzzle file holds at most {MOST_PUZZLES}", file.puzzles.len()));
    }
    Ok(file.puzzles)
}

/// Up to `count` puzzles of `kind`, from games the engine plays against itself (a share of its
/// moves random, so that positions where one move wins come up), shallow and deep alike, each
/// worth solving and with its theme; the easiest first (`difficulty`).
pub fn find(kind: GameKind, preset: &str, count: usize, seed: u64) -> Result<Vec<Puzzle>, String> {
    find_more(kind, preset, count, seed, Vec::new())
}

/// `count` puzzles of `kind`: those of `kept` that still hold and are worth solving (their
/// themes told), then new ones found under `preset` as `find` finds them; all in order of
/// difficulty, easiest first.
pub fn find_more(
    kind: GameKind,
    preset: &str,
    count: usize,
    seed: u64,
    kept: Vec<Puzzle>,
) -> Result<Vec<Puzzle>, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found: Vec<Puzzle> = Vec::new();
    for puzzle in kept {
        let Ok(game) = AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules)) else { continue };
        let Ok(solution) = game.parse_move(&puzzle.solution) else { continue };
        // Its theme told from its solution, then proved once (`check` proves the rest).
        let told = Puzzle { theme: theme_of(&game, solution, puzzle.depth), ..puzzle };
        if told.theme.is_some()
            && check(kind, &told).is_ok()
            && !found.iter().any(|p| p.position == told.position)
        {
            found.push(told);
        }
    }
    found.truncate(count);
    let mut games = 0;
    while found.len() < count && games < 20 * count + 100 {
        games += 1;
        let mut game = arena::opening(kind, preset, &mut rng)?;
        for ply in 0..arena::MAX_PLIES {
            if game.outcome().is_some() || found.len() >= count {
                break;
            }
            if let Some(puzzle) = puzzle_of(&game, preset)
                && puzzle.theme.is_some()
                && game.parse_move(&puzzle.solution).is_ok_and(|mv| worth_solving(&game, mv).is_ok())
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
    found.sort_by_cached_key(|puzzle| {
        AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules))
            .map_or(u64::MAX, |game| difficulty(&game, puzzle.depth))
    });
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
