//! kete-cli: the rules from the command line, without the game engine.
//! The interface is a contract other tools rely on; see `docs/NOTATION.md`.

use clap::{Parser, Subcommand};
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
    /// The rule preset: seed (default) or masters for bao; seed or traditional for omweso.
    #[arg(long, global = true)]
    rules: Option<String>,
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
    match run(cli.command, cli.rules.as_deref()) {
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
fn run(command: Command, rules: Option<&str>) -> Result<String, String> {
    match command {
        Command::New { game } => {
            let kind = parse_kind(&game)?;
            Ok(format!("{}\n", start(kind, rules)?.to_text()))
        }
        Command::Show { position } => {
            let game = parse_position(&position, rules)?;
            let status = match game.outcome() {
                Some(outcome) => format!("Game over: {outcome}"),
                None => format!("{} to move", game.side_to_move()),
            };
            Ok(format!("{}\n{}{status}\n", game.kind().title(), game.render_board()))
        }
        Command::Legal { position } => {
            let game = parse_position(&position, rules)?;
            Ok(game.legal_moves().into_iter().map(|mv| format!("{}\n", game.format_move(mv))).collect())
        }
        Command::Play { position, moves } => {
            let mut game = parse_position(&position, rules)?;
            for (number, text) in moves.iter().enumerate() {
                game.play_text(text, &mut NoEvents)
                    .map_err(|e| format!("move {} ({text}): {e}", number + 1))?;
            }
            Ok(format!("{}\n", game.to_text()))
        }
        Command::Selfplay { game, games, seed } => selfplay(start(parse_kind(&game)?, rules)?, games, seed),
        Command::Bench { game, seconds } => {
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(format!("--seconds must be a positive number, not {seconds}"));
            }
            bench(start(parse_kind(&game)?, rules)?, Duration::from_secs_f64(seconds))
        }
    }
}

fn parse_kind(text: &str) -> Result<GameKind, String> {
    text.parse().map_err(|e: kete::rules::PositionError| e.to_string())
}

fn start(kind: GameKind, rules: Option<&str>) -> Result<AnyGame, String> {
    AnyGame::new_with_rules(kind, rules).map_err(|e| e.to_string())
}

fn parse_position(text: &str, rules: Option<&str>) -> Result<AnyGame, String> {
    AnyGame::from_text_with_rules(text, rules).map_err(|e| e.to_string())
}

/// One random game from `start`, with a move buffer kept between games.
fn playout(start: &AnyGame, rng: &mut SmallRng, buffers: &mut Buffers) -> Result<PlayoutResult, String> {
    let result = match start {
        AnyGame::Kimasai(game) => random_playout(&mut game.clone(), rng, MAX_PLIES, &mut buffers.kimasai),
        AnyGame::Bao(game) => random_playout(&mut game.clone(), rng, MAX_PLIES, &mut buffers.bao),
    };
    result.ok_or_else(|| format!("a random game passed {MAX_PLIES} plies"))
}

#[derive(Default)]
struct Buffers {
    kimasai: Vec<kete::rules::kimasai::Move>,
    bao: Vec<kete::rules::bao::Move>,
}

fn selfplay(first: AnyGame, games: u32, seed: u64) -> Result<String, String> {
    let kind = first.kind();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut buffers = Buffers::default();
    let (mut south, mut north, mut draws, mut plies, mut longest) = (0u32, 0u32, 0u32, 0u64, 0u32);
    let start = Instant::now();
    for _ in 0..games {
        let result = playout(&first, &mut rng, &mut buffers)?;
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

fn bench(first: AnyGame, budget: Duration) -> Result<String, String> {
    let kind = first.kind();
    let mut rng = SmallRng::seed_from_u64(0x6b657465);
    let mut buffers = Buffers::default();
    let (mut games, mut moves) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < budget {
        // Check the clock every 100 games so timing costs nothing measurable.
        for _ in 0..100 {
            moves += u64::from(playout(&first, &mut rng, &mut buffers)?.plies);
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
