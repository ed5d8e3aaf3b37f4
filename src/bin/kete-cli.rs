//! kete-cli: the rules from the command line, without the game engine.
//! The interface is a contract other tools rely on; see `docs/NOTATION.md`.

use clap::{Parser, Subcommand};
use kete::rules::kimasai::Kimasai;
use kete::rules::playout::{PlayoutResult, random_playout};
use kete::rules::{AnyGame, GameKind, NoEvents, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(name = "kete-cli", about = "Kete's rules engines from the command line", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the start position of a game (bao, omweso or kimasai).
    New { game: String },
    /// Print the board, the side to move and the result if the game is over.
    Show { position: String },
    /// Print every legal move, one per line.
    Legal { position: String },
    /// Play moves from a position and print the position after them.
    Play {
        position: String,
        #[arg(required = true)]
        moves: Vec<String>,
    },
    /// Play random games and print a summary.
    Selfplay {
        game: String,
        #[arg(long, default_value_t = 1000)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play random games for a while and print moves and games per second.
    Bench {
        game: String,
        #[arg(long, default_value_t = 5.0, allow_negative_numbers = true)]
        seconds: f64,
    },
}

/// A random game may not run longer than this; no game of Kete's comes near it.
const MAX_PLIES: u32 = 1_000_000;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => {
            // --help and --version.
            print!("{err}");
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            let first = err.to_string();
            let line = first.lines().next().unwrap_or("bad arguments").trim_start_matches("error: ");
            eprintln!("kete-cli: {line} (see kete-cli --help)");
            return ExitCode::from(2);
        }
    };
    match run(cli.command) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("kete-cli: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs a command and returns what to print; nothing reaches stdout on error.
fn run(command: Command) -> Result<String, String> {
    match command {
        Command::New { game } => {
            let kind = parse_kind(&game)?;
            Ok(format!("{}\n", AnyGame::new(kind).map_err(|e| e.to_string())?.to_text()))
        }
        Command::Show { position } => {
            let game = parse_position(&position)?;
            let status = match game.outcome() {
                Some(outcome) => format!("Game over: {outcome}"),
                None => format!("{} to move", game.side_to_move()),
            };
            Ok(format!("{}\n{}{status}\n", game.kind().title(), game.render_board()))
        }
        Command::Legal { position } => {
            let game = parse_position(&position)?;
            Ok(game.legal_moves().into_iter().map(|mv| format!("{}\n", game.format_move(mv))).collect())
        }
        Command::Play { position, moves } => {
            let mut game = parse_position(&position)?;
            for (number, text) in moves.iter().enumerate() {
                game.play_text(text, &mut NoEvents)
                    .map_err(|e| format!("move {} ({text}): {e}", number + 1))?;
            }
            Ok(format!("{}\n", game.to_text()))
        }
        Command::Selfplay { game, games, seed } => selfplay(parse_kind(&game)?, games, seed),
        Command::Bench { game, seconds } => {
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(format!("--seconds must be a positive number, not {seconds}"));
            }
            bench(parse_kind(&game)?, Duration::from_secs_f64(seconds))
        }
    }
}

fn parse_kind(text: &str) -> Result<GameKind, String> {
    let kind: GameKind = text.parse().map_err(|e: kete::rules::PositionError| e.to_string())?;
    AnyGame::new(kind).map(|_| kind).map_err(|e| e.to_string())
}

fn parse_position(text: &str) -> Result<AnyGame, String> {
    AnyGame::from_text(text).map_err(|e| e.to_string())
}

/// One random game of `kind` from its start.
fn playout(
    kind: GameKind,
    rng: &mut SmallRng,
    buffer: &mut Vec<kete::rules::kimasai::Move>,
) -> Result<PlayoutResult, String> {
    match kind {
        GameKind::Kimasai => random_playout(&mut Kimasai::new(), rng, MAX_PLIES, buffer)
            .ok_or_else(|| format!("a random game passed {MAX_PLIES} plies")),
        other => Err(format!("the rules of {other} are not built yet")),
    }
}

fn selfplay(kind: GameKind, games: u32, seed: u64) -> Result<String, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut buffer = Vec::new();
    let (mut south, mut north, mut draws, mut plies, mut longest) = (0u32, 0u32, 0u32, 0u64, 0u32);
    let start = Instant::now();
    for _ in 0..games {
        let result = playout(kind, &mut rng, &mut buffer)?;
        match result.outcome.winner {
            Some(Side::South) => south += 1,
            Some(Side::North) => north += 1,
            None => draws += 1,
        }
        plies += u64::from(result.plies);
        longest = longest.max(result.plies);
    }
    let elapsed = start.elapsed().as_secs_f64();
    let mean = if games == 0 { 0.0 } else { plies as f64 / f64::from(games) };
    Ok(format!(
        "game {kind} games {games} seed {seed}\nsouth_wins {south} north_wins {north} draws {draws}\n\
         plies_total {plies} plies_mean {mean:.1} plies_max {longest}\ntime {elapsed:.3}s\n"
    ))
}

fn bench(kind: GameKind, budget: Duration) -> Result<String, String> {
    let mut rng = SmallRng::seed_from_u64(0x6b657465);
    let mut buffer = Vec::new();
    let (mut games, mut moves) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < budget {
        // Check the clock every 100 games so timing costs nothing measurable.
        for _ in 0..100 {
            moves += u64::from(playout(kind, &mut rng, &mut buffer)?.plies);
            games += 1;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(format!(
        "game {kind} seconds {seconds:.2} games {games} moves {moves}\n\
         moves/s {:.0}\ngames/s {:.0}\n",
        moves as f64 / seconds,
        games as f64 / seconds
    ))
}
