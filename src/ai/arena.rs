//! Paired games between two players: each opening (a few random plies from the start; Omweso from
//! random arrangements) is played twice, the players swapping sides, so neither gains from the
//! opening or from moving first.

use super::Thinking;
use super::alphabeta::AlphaBeta;
use super::{Budget, Engine, Evaluation, baseline, levels};
use crate::rules::omweso::{Omweso, OmwesoRules, setup};
use crate::rules::{AnyGame, AnyMove, GameKind, NoEvents, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::str::FromStr;
use std::time::{Duration, Instant};

/// A player of the arena, as the command line names it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// `level:N`
    Level(u8),
    /// `nodes:N`: alpha-beta of N nodes.
    Nodes(u64),
    /// `material:N`: alpha-beta of N nodes judging by the shared measure alone (for comparison).
    Material(u64),
    /// `depth:N`: alpha-beta to depth N judging by the seeds held alone — a stand-in for the
    /// McGill Omweso tournament's winner (alpha-beta to depth 10 on the seed difference).
    Depth(u32),
    /// `ms:N`: alpha-beta for N milliseconds a move.
    Millis(u64),
    /// `tree:N`: the tree search of N playouts.
    Playouts(u32),
    /// `tree-ms:N`: the tree search for N milliseconds a move.
    TreeMillis(u64),
    Random,
    Greedy,
}

/// The largest node budget a player or `kete-cli ai` is given: some twenty minutes of search.
pub const MAX_NODES: u64 = 1_000_000_000;

impl FromStr for Player {
    type Err = String;

    fn from_str(text: &str) -> Result<Player, String> {
        let bad = || {
            format!(
                "not a player: {} (level:1..5, nodes:N, material:N, depth:N, ms:N, tree:N, tree-ms:N, random or greedy)",
                crate::rules::notation::shown(text)
            )
        };
        let number = |n: &str| n.parse::<u64>().ok().filter(|&n| n > 0);
        match text.split_once(':') {
            None if text == "random" => Ok(Player::Random),
            None if text == "greedy" => Ok(Player::Greedy),
            Some(("level", n)) => {
                number(n).filter(|&n| n <= 5).map(|n| Player::Level(n as u8)).ok_or_else(bad)
            }
            Some(("nodes", n)) => number(n).filter(|&n| n <= MAX_NODES).map(Player::Nodes).ok_or_else(bad),
            Some(("material", n)) => {
                number(n).filter(|&n| n <= MAX_NODES).map(Player::Material).ok_or_else(bad)
            }
            Some(("depth", n)) => {
                number(n).filter(|&n| n <= 30).map(|n| Player::Depth(n as u32)).ok_or_else(bad)
            }
            Some(("ms", n)) => number(n).filter(|&n| n <= 600_000).map(Player::Millis).ok_or_else(bad),
            Some(("tree", n)) => {
                number(n).filter(|&n| n <= 10_000_000).map(|n| Player::Playouts(n as u32)).ok_or_else(bad)
            }
            Some(("tree-ms", n)) => {
                number(n).filter(|&n| n <= 600_000).map(Player::TreeMillis).ok_or_else(bad)
            }
            _ => Err(bad()),
        }
    }
}

impl Player {
    /// This player's move, or `None` when it has none.
    pub fn choose(&self, game: &AnyGame, seed: u64) -> Option<AnyMove> {
        let mut rng = SmallRng::seed_from_u64(seed);
        let search = |budget: Budget| super::choose(game, budget, seed).map(|(mv, _)| mv);
        match *self {
            Player::Random => baseline::random(game, &mut rng),
            Player::Greedy => baseline::greedy(game, &mut rng),
            Player::Level(n) => levels::level_of(n).and_then(|level| search(level.budget(game.kind()))),
            Player::Nodes(n) => search(Budget::nodes(n)),
            Player::Material(nodes) => search(Budget {
                engine: Engine::AlphaBeta { nodes, evaluation: Evaluation::Material },
                careless: 0.0,
            }),
            Player::Depth(depth) => {
                let mut search = AlphaBeta::new(game, MAX_NODES, Evaluation::Seeds).to_depth(depth);
                search.run(MAX_NODES);
                search.best()
            }
            Player::Playouts(n) => search(Budget::playouts(n)),
            Player::Millis(ms) => timed(game, Budget::nodes(u64::MAX), seed, ms),
            Player::TreeMillis(ms) => timed(game, Budget::playouts(u32::MAX), seed, ms),
        }
    }
}

impl Player {
    /// This player's Omweso arrangement for `side`, laid without seeing the other's (as at the
    /// McGill tournament, where both were sent at once); `first` moves first. Kete's searches
    /// arrange as the computer does at the board (src/ai/setup.rs); the stand-in and the baselines
    /// as the course's agent template did, which the tournament's winner kept: the first player's
    /// 32 seeds each thrown into a random pit of its 16, the second's into a random outer pit.
    pub fn arrangement(&self, rules: OmwesoRules, side: Side, first: Side, seed: u64) -> [u8; 16] {
        match self {
            Player::Depth(_) | Player::Random | Player::Greedy => thrown(rules, side == first, seed),
            _ => super::setup::arrangement(rules, side, None, first, seed),
        }
    }
}

/// The McGill course's agent template's arrangement: 32 seeds each thrown into a random pit, of
/// all 16 for the first player, of the outer row for the second.
pub fn thrown(rules: OmwesoRules, first: bool, seed: u64) -> [u8; 16] {
    let mut rng = SmallRng::seed_from_u64(seed);
    let pits = if first { 16 } else { 8 };
    // Another rule set may refuse such a throw (McGill's refuses none).
    for _ in 0..100 {
        let mut thrown = [0u8; 16];
        for _ in 0..setup::SEEDS_PER_PLAYER {
            thrown[rng.random_range(0..pits)] += 1;
        }
        if setup::check_arrangement(&thrown, &rules).is_ok() {
            return thrown;
        }
    }
    super::setup::outer_row(&mut rng)
}

/// The move a search of `budget` settles on within `ms` milliseconds.
pub fn timed(game: &AnyGame, budget: Budget, seed: u64, ms: u64) -> Option<AnyMove> {
    let mut thinking = Thinking::new(game, budget, seed);
    let start = Instant::now();
    while !thinking.step() && start.elapsed() < Duration::from_millis(ms) {}
    thinking.best()
}

/// What the arena found, from A's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
    /// Time spent choosing, and moves chosen, by A and by B.
    pub a_time: Duration,
    pub a_moves: u32,
    pub b_time: Duration,
    pub b_moves: u32,
    /// Openings where A scored more than B over the two games, as much, and less: where both
    /// players win an opening from the same side, the opening decided it, not the players.
    pub pairs_won: u32,
    pub pairs_split: u32,
    pub pairs_lost: u32,
    /// Openings passed over as already decided (with `skip_decided`).
    pub skipped: u32,
}

impl Tally {
    /// The mean length of a game in plies (the random opening included).
    pub fn mean_plies(&self) -> f64 {
        f64::from(self.a_moves + self.b_moves) / f64::from(self.games().max(1)) + f64::from(OPENING_PLIES)
    }
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// A's score in percent (a draw is half), and the half-width of its 95% interval.
    pub fn score(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let p = (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n;
        (100.0 * p, 100.0 * 1.96 * (p * (1.0 - p) / n).sqrt())
    }
}

/// A game that runs this long is a draw.
pub(crate) const MAX_PLIES: u32 = 1000;
/// Random plies before the players take over.
const OPENING_PLIES: u32 = 2;

/// An opening is decided when a search of this many nodes finds it won or lost for the side to
/// move.
const PROOF_NODES: u64 = 200_000;
/// Openings drawn for one pair before the arena gives up on finding an undecided one.
const MOST_TRIES: u32 = 100;

/// How an arena's games begin.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Openings {
    /// Pass over openings that a search finds already won for one side: whoever plays, such an
    /// opening is won from the same side both times, and says nothing of the players.
    pub skip_decided: bool,
    /// Omweso from an empty board, each player arranging its own seeds unseen by the other
    /// (`Player::arrangement`), instead of random outer rows and random plies.
    pub arranged: bool,
}

/// Plays `pairs` openings twice each, A and B swapping sides.
pub fn play(
    kind: GameKind,
    preset: &str,
    a: Player,
    b: Player,
    pairs: u32,
    seed: u64,
    openings: Openings,
) -> Result<Tally, String> {
    let Openings { skip_decided, arranged } = openings;
    let arranged = arranged && kind == GameKind::Omweso;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tally = Tally::default();
    for pair in 0..pairs {
        if arranged {
            let start = AnyGame::new_with_rules(kind, Some(preset)).map_err(|e| e.to_string())?;
            let Some(rules) = start.as_omweso().map(Omweso::rules) else { break };
            let mut points = 0;
            for a_side in [Side::South, Side::North] {
                // Each side's arrangement is thrown from the same seed in both games of the pair.
                let arrangement = |side: Side| {
                    let player = if side == a_side { a } else { b };
                    player.arrangement(
                        rules,
                        side,
                        Side::South,
                        seed ^ (u64::from(pair) << 20) ^ (side.index() as u64 + 2),
                    )
                };
                let pits = [arrangement(Side::South), arrangement(Side::North)];
                let opening = AnyGame::Omweso(Omweso::from_pits(rules, pits, Side::South));
                let game_seed = seed ^ (u64::from(pair) << 20) ^ u64::from(a_side == Side::North);
                let winner = play_one(&opening, a, b, a_side, game_seed, &mut tally);
                points += tally.count(winner, a_side);
            }
            tally.count_pair(points);
            continue;
        }
        let mut opening = opening(kind, preset, &mut rng)?;
        let mut tries = 1;
        while skip_decided && decided(&opening) {
            if tries == MOST_TRIES {
                return Err(format!("no undecided opening in {MOST_TRIES} tries"));
            }
            tally.skipped += 1;
            tries += 1;
            opening = self::opening(kind, preset, &mut rng)?;
        }
        let mut points = 0;
        for a_side in [Side::South, Side::North] {
            let game_seed = seed ^ (u64::from(pair) << 20) ^ u64::from(a_side == Side::North);
            let winner = play_one(&opening, a, b, a_side, game_seed, &mut tally);
            points += tally.count(winner, a_side);
        }
        tally.count_pair(points);
    }
    Ok(tally)
}

impl Tally {
    /// Counts a game A played from `a_side` that `winner` won (`None`: drawn): A's points from it,
    /// 2 a win, 1 a draw.
    fn count(&mut self, winner: Option<Side>, a_side: Side) -> u32 {
        match winner {
            Some(winner) if winner == a_side => {
                self.wins += 1;
                2
            }
            Some(_) => {
                self.losses += 1;
                0
            }
            None => {
                self.draws += 1;
                1
            }
        }
    }

    /// Counts an opening's pair of games by A's points from the two.
    fn count_pair(&mut self, points: u32) {
        match points {
            3.. => self.pairs_won += 1,
            2 => self.pairs_split += 1,
            _ => self.pairs_lost += 1,
        }
    }
}

/// Whether a search finds `game` won or lost already (or over).
pub fn decided(game: &AnyGame) -> bool {
    super::choose(game, Budget::nodes(PROOF_NODES), 0)
        .is_none_or(|(_, report)| report.score.unsigned_abs() > super::alphabeta::WIN as u32 / 2)
}

pub(crate) fn opening(kind: GameKind, preset: &str, rng: &mut SmallRng) -> Result<AnyGame, String> {
    let mut game = AnyGame::new_with_rules(kind, Some(preset)).map_err(|e| e.to_string())?;
    if let AnyGame::Omweso(start) = &game {
        // Random arrangements of the outer rows. (Arrangements over both rows, as the setup allows,
        // open with captures at once: such games last about seven plies and the arrangement, not
        // the players, decides them.)
        let rules = start.rules();
        let pits = [super::setup::outer_row(rng), super::setup::outer_row(rng)];
        game = AnyGame::Omweso(Omweso::from_pits(rules, pits, Side::South));
    }
    for _ in 0..OPENING_PLIES {
        let Some(mv) = baseline::random(&game, rng) else { break };
        if game.play(mv, &mut NoEvents).is_err() {
            break;
        }
    }
    Ok(game)
}

/// The winner, or `None` for a draw (an annulled Omweso game counts as one).
fn play_one(
    opening: &AnyGame,
    a: Player,
    b: Player,
    a_side: Side,
    seed: u64,
    tally: &mut Tally,
) -> Option<Side> {
    let mut game = opening.clone();
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = game.outcome() {
            return outcome.winner;
        }
        let a_moves = game.side_to_move() == a_side;
        let player = if a_moves { a } else { b };
        let start = Instant::now();
        let mv = player.choose(&game, seed.wrapping_add(u64::from(ply)))?;
        let spent = start.elapsed();
        if a_moves {
            tally.a_time += spent;
            tally.a_moves += 1;
        } else {
            tally.b_time += spent;
            tally.b_moves += 1;
        }
        game.play(mv, &mut NoEvents).ok()?;
    }
    None
}
