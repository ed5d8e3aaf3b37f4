//! kete-cli: the rules from the command line, without the game engine.
//! The interface is a contract other tools rely on; see `docs/NOTATION.md`.

use clap::{Parser, Subcommand};
use kete::ai::arena::{self, MAX_NODES, Player};
use kete::ai::{Budget, Engine, LEVELS, Thinking, levels};
use kete::lessons::{Path, path_of};
use kete::rules::notation::{shortened, shown};
use kete::rules::omweso::{Omweso, setup};
use kete::rules::playout::{PlayoutResult, random_playout};
use kete::rules::record::{self, Record, Replay};
use kete::rules::{AnyGame, GameKind, NoEvents, Side};
use kete::saved::GameFile;
use kete::saved::link;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(name = "kete-cli", about = "Kete's rules engines from the command line", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The rule preset: seed (default), masters, or the learning games kujifunza, hus and
    /// hus-namibian for bao; seed, traditional or mcgill for omweso.
    #[arg(long, global = true)]
    rules: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Print the start position of a game (bao, omweso or kimasai).
    New {
        game: String,
        /// Omweso only: standard (4 in each outer pit), two-each, or random (a random legal
        /// arrangement for each player).
        #[arg(long)]
        setup: Option<String>,
        /// Omweso only: who moves first: S, N, or lot.
        #[arg(long)]
        first: Option<String>,
        /// The random seed for --setup random and --first lot.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Omweso free setup: put a player's 32 seeds as given and print the position. ROWS are that
    /// player's two rows as the position writes them: `<row2>/<row1>` for S, `<row4>/<row3>` for N.
    Arrange { position: String, side: String, rows: String },
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
        /// At most 10000000.
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
    /// Play moves from a game's start (or --start POSITION) and print the game's record (JSON).
    Record {
        game: String,
        /// The position the moves start from (default: the game's start position).
        #[arg(long)]
        start: Option<String>,
        moves: Vec<String>,
    },
    /// Read a record and print the position before the first move and after each move, one a
    /// line (or only the one after move N, with --ply N; 0 is the start).
    Replay {
        file: PathBuf,
        #[arg(long)]
        ply: Option<usize>,
    },
    /// Check a record: every move replayed through the rules. Exits 2 with the reason if it is bad.
    Check { file: PathBuf },
    /// A game by message: print the game link of a record (docs/NOTATION.md, "Game links"), for a
    /// game of id ID (a new random one unless given).
    Link {
        file: PathBuf,
        #[arg(long)]
        id: Option<String>,
    },
    /// Read a game link (or a text or an address holding one), replay it through the rules and
    /// print its game's record (JSON). Exits 2 with the reason if it is bad.
    ReadLink { text: String },
    /// Check a game's lessons — the built-in ones, or a lesson file (docs/LESSONS.md) — and list
    /// them, a line each: id, rules, solution. Exits 2 naming the lesson that does not hold.
    Lessons {
        game: String,
        #[arg(long)]
        file: Option<PathBuf>,
    },
    /// The computer's move in a position: the move on the first line, then
    /// `depth=D nodes=N score=S chance=C ms=T pv=...` (see docs/NOTATION.md; no `chance=` for a
    /// careless move, which nothing searched).
    Ai {
        position: String,
        /// A level, 1 (Mwanafunzi) to 5 (Bingwa); the default is 5.
        #[arg(long, conflicts_with_all = ["nodes", "ms"])]
        level: Option<u8>,
        /// An alpha-beta search of this many nodes (at most 1000000000).
        #[arg(long, conflicts_with = "ms")]
        nodes: Option<u64>,
        /// A search of this many milliseconds.
        #[arg(long)]
        ms: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Go through a recorded game with the engine (docs/AI.md, "Analysis"): a line per move with
    /// South's chance before and after it, the chance the mover gave away, its mark and the
    /// engine's move where it was another; then each player's marks and mean loss.
    Analyse {
        file: PathBuf,
        /// The alpha-beta nodes of each position's search (at most 10000000).
        #[arg(long, default_value_t = kete::ai::analysis::NODES)]
        nodes: u64,
        /// Print the analysis a Kete save file keeps (version 2) instead of searching again.
        #[arg(long, conflicts_with = "nodes")]
        kept: bool,
    },
    /// Puzzles: positions where exactly one move wins by force within 1, 3 or 5 plies, proved by
    /// a full-width search. Finds COUNT of them in the engine's own games and prints a puzzle file
    /// (JSON); with --check FILE, proves every puzzle of a file again and says how many hold.
    Puzzles {
        game: String,
        /// How many to find, from 1 to 1000.
        #[arg(long, default_value_t = 20)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A puzzle file to prove again instead.
        #[arg(long)]
        check: Option<PathBuf>,
        /// A puzzle file whose puzzles (of any rules) come first where they still hold and are
        /// worth solving, their themes told; COUNT counts them too. The file printed is in order
        /// of difficulty, easiest first.
        #[arg(long, conflicts_with = "check")]
        keep: Option<PathBuf>,
    },
    /// Fit the chance to win (docs/AI.md): the engine plays itself, every position's value is
    /// kept with whether the side to move won; the curve is fitted on half the games and measured
    /// on the other half. Prints the slope, the log-loss and Brier score, and a calibration table.
    Calibrate {
        game: String,
        /// Games to play, from 2 to 10000.
        #[arg(long, default_value_t = 40)]
        games: u32,
        /// The alpha-beta nodes of each position's search (at most 10000000).
        #[arg(long, default_value_t = 50_000)]
        nodes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Paired games between two players (each opening played twice, the sides swapped): wins,
    /// losses and draws of A, A's score with a 95% interval, the time per move, and how the
    /// openings' pairs went. A player is level:N, nodes:N, material:N, depth:N, ms:N, tree:N, tree-ms:N,
    /// random or greedy.
    Arena {
        game: String,
        #[arg(long)]
        a: String,
        #[arg(long)]
        b: String,
        /// Games in all, an even number from 2 to 100000 (two per opening).
        #[arg(long, default_value_t = 20)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Pass over openings that a short search finds already won for one side.
        #[arg(long)]
        skip_decided: bool,
        /// Omweso: each player arranges its own seeds on an empty board, unseen by the other (the
        /// stand-in and the baselines as the McGill course's agent template threw them), instead of
        /// random outer rows and two random plies.
        #[arg(long)]
        arrange: bool,
    },
}

/// A random game may not run longer than this; no game of Kete's comes near it.
const MAX_PLIES: u32 = 1_000_000;
/// `selfplay --games`: some minutes of random games at most.
const MAX_SELFPLAY_GAMES: u32 = 10_000_000;
/// What an error line may hold: the sentence, with any input in it already cut to 80 characters.
const MAX_ERROR_CHARS: usize = 400;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => {
            // --help and --version.
            return write_out(&err.to_string());
        }
        Err(err) => {
            let first = err.to_string();
            let line = first.lines().next().unwrap_or("bad arguments").trim_start_matches("error: ");
            refuse(&format!("{line} (see kete-cli --help)"));
            return ExitCode::from(2);
        }
    };
    match run(cli.command, cli.rules.as_deref()) {
        Ok(output) => write_out(&output),
        Err(message) => {
            refuse(&message);
            ExitCode::from(2)
        }
    }
}

/// Writes the output whole. A reader that closed the pipe (`| head -1`) wanted no more: a quiet
/// exit. Any other failure (a full disk) is one line on stderr and exit 2.
fn write_out(output: &str) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(output.as_bytes()).and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            refuse(&format!("cannot write the output: {err}"));
            ExitCode::from(2)
        }
    }
}

/// One line on stderr: `kete-cli: <message>`, escaped and bounded, whatever input it repeats.
/// A stderr that cannot be written to is let be: there is nowhere left to say so.
fn refuse(message: &str) {
    let _ = writeln!(std::io::stderr(), "kete-cli: {}", shortened(message, MAX_ERROR_CHARS));
}

/// Runs a command and returns what to print; nothing reaches stdout on error.
fn run(command: Command, rules: Option<&str>) -> Result<String, String> {
    match command {
        Command::New { game, setup, first, seed } => {
            let kind = parse_kind(&game)?;
            let game = start(kind, rules)?;
            if setup.is_none() && first.is_none() {
                return Ok(format!("{}\n", game.to_text()));
            }
            let AnyGame::Omweso(omweso) = game else {
                return Err(format!("--setup and --first are for omweso, not {kind}"));
            };
            Ok(format!("{}\n", omweso_start(omweso, setup.as_deref(), first.as_deref(), seed)?.to_text()))
        }
        Command::Arrange { position, side, rows } => {
            let AnyGame::Omweso(game) = parse_position(&position, rules)? else {
                return Err("arrange is for omweso positions".to_string());
            };
            let side = Side::from_letter(&side)
                .ok_or_else(|| format!("side must be S or N, not '{}'", shown(&side)))?;
            Ok(format!("{}\n", game.arranged(side, &rows)?.to_text()))
        }
        Command::Show { position } => {
            let game = parse_position(&position, rules)?;
            let status = match game.outcome() {
                Some(outcome) => format!("Game over: {outcome}"),
                None => format!("{} to move", game.side_to_move()),
            };
            Ok(format!("{}\n{}{status}\n", game.title(), game.render_board()))
        }
        Command::Legal { position } => {
            let game = parse_position(&position, rules)?;
            Ok(game.legal_moves().into_iter().map(|mv| format!("{}\n", game.format_move(mv))).collect())
        }
        Command::Play { position, moves } => {
            let mut game = parse_position(&position, rules)?;
            for (number, text) in moves.iter().enumerate() {
                game.play_text(text, &mut NoEvents)
                    .map_err(|e| format!("move {} ({}): {e}", number + 1, shown(text)))?;
            }
            // The position's `end=` field says when the game ended with seeds on the board; say it
            // beside the output too.
            match game.outcome() {
                Some(outcome) if outcome.winner.is_none() => {
                    refuse(&format!("note: the game ended without a winner: {}", outcome.reason_text()));
                }
                Some(outcome) if game.hidden_end().is_some() => {
                    refuse(&format!("note: the game is over: {outcome}"));
                }
                _ => {}
            }
            Ok(format!("{}\n", game.to_text()))
        }
        Command::Record { game, start: from, moves } => {
            let kind = parse_kind(&game)?;
            let preset = rules.unwrap_or(kete::rules::any::presets(kind)[0]);
            let first = match from {
                Some(text) => parse_position(&text, Some(preset))?,
                None => start(kind, Some(preset))?,
            };
            if first.kind() != kind {
                return Err(format!("--start is a position of {}, not {kind}", first.kind()));
            }
            let replay = Record::new(&first, preset, moves).map_err(|e| e.to_string())?;
            Ok(format!("{}\n", replay.record.to_json()))
        }
        Command::Replay { file, ply } => {
            no_rules_for("replay", rules)?;
            let replay = read_record(&file)?;
            match ply {
                Some(n) => {
                    let at = replay.positions.get(n).ok_or_else(|| {
                        format!("--ply {n}: the record has {} moves", replay.positions.len() - 1)
                    })?;
                    Ok(format!("{}\n", at.to_text()))
                }
                None => Ok(replay.positions.iter().map(|p| format!("{}\n", p.to_text())).collect()),
            }
        }
        Command::Lessons { game, file } => {
            no_rules_for("lessons", rules)?;
            let kind = parse_kind(&game)?;
            let path = match file {
                Some(file) => {
                    // A lesson file is smaller than a record can be.
                    let text = kete::text_file::read(&file, record::MAX_BYTES).map_err(|e| e.to_string())?;
                    let path = Path::read(&text)
                        .map_err(|why| format!("{}: {why}", shown(&file.display().to_string())))?;
                    if path.game != kind.id() {
                        return Err(format!(
                            "the file's lessons are for '{}', not {kind}",
                            shown(&path.game)
                        ));
                    }
                    path
                }
                None => path_of(kind)?,
            };
            let mut out = format!("ok: {}, {} lessons\n", path.game, path.lessons.len());
            for lesson in &path.lessons {
                out.push_str(&format!(
                    "{} {} {}\n",
                    escaped(&lesson.id),
                    escaped(&lesson.rules),
                    escaped(&lesson.solution)
                ));
            }
            Ok(out)
        }
        Command::Check { file } => {
            no_rules_for("check", rules)?;
            let replay = read_record(&file)?;
            let state = match replay.outcome() {
                Some(outcome) => format!("over: {outcome}"),
                None => format!("{} to move", replay.last().side_to_move()),
            };
            Ok(format!("ok: {}, {} moves, {state}\n", replay.record.game, replay.record.moves.len()))
        }
        Command::Link { file, id } => {
            no_rules_for("link", rules)?;
            let replay = read_record(&file)?;
            let id = id.unwrap_or_else(|| link::new_id(rand::random()));
            Ok(format!("{}\n", link::write(&id, &replay.record).map_err(|e| e.to_string())?))
        }
        Command::ReadLink { text } => {
            no_rules_for("read-link", rules)?;
            let link = link::find(&text).ok_or_else(|| link::LinkError::NotALink.to_string())?;
            let game = link::read(link).map_err(|e| e.to_string())?;
            Ok(format!("{}\n", game.replay.record.to_json()))
        }
        Command::Analyse { file, nodes, kept } => {
            no_rules_for("analyse", rules)?;
            if !(1..=10_000_000).contains(&nodes) {
                return Err(format!("--nodes must be from 1 to 10000000, not {nodes}"));
            }
            if kept {
                return kept_analysis(read_game_file(&file)?);
            }
            analyse(read_record(&file)?, nodes)
        }
        Command::Ai { position, level, nodes, ms, seed } => {
            let game = parse_position(&position, rules)?;
            if game.outcome().is_some() {
                return Err("the game is over: there is no move to choose".to_string());
            }
            ai_move(&game, level, nodes, ms, seed)
        }
        Command::Arena { game, a, b, games, seed, skip_decided, arrange } => {
            let (a, b): (Player, Player) = (a.parse()?, b.parse()?);
            if !(2..=100_000).contains(&games) || games % 2 == 1 {
                return Err(format!(
                    "--games must be an even number from 2 to 100000 (each opening is played twice), not {games}"
                ));
            }
            let kind = parse_kind(&game)?;
            let preset = rules.unwrap_or(kete::rules::any::presets(kind)[0]);
            let openings = arena::Openings { skip_decided, arranged: arrange };
            let tally = arena::play(kind, preset, a, b, games / 2, seed, openings)?;
            let (score, interval) = tally.score();
            let per_move = |time: Duration, moves: u32| time.as_secs_f64() * 1000.0 / f64::from(moves.max(1));
            Ok(format!(
                "games {} wins {} losses {} draws {} plies_mean {:.1}\nscore {score:.1}% ± {interval:.1}\nms/move a {:.2} b {:.2}\npairs won {} split {} lost {} skipped {}\n",
                tally.games(),
                tally.wins,
                tally.losses,
                tally.draws,
                tally.mean_plies(),
                per_move(tally.a_time, tally.a_moves),
                per_move(tally.b_time, tally.b_moves),
                tally.pairs_won,
                tally.pairs_split,
                tally.pairs_lost,
                tally.skipped,
            ))
        }
        Command::Puzzles { game, count, seed, check, keep } => {
            let kind = parse_kind(&game)?;
            match check {
                Some(path) => {
                    no_rules_for("puzzles --check", rules)?;
                    check_puzzles(kind, &path)
                }
                None => {
                    if !(1..=1000).contains(&count) {
                        return Err(format!("--count must be from 1 to 1000, not {count}"));
                    }
                    let preset = rules.unwrap_or(kete::rules::any::presets(kind)[0]);
                    let kept = match keep {
                        Some(path) => {
                            let text =
                                kete::text_file::read(&path, record::MAX_BYTES).map_err(|e| e.to_string())?;
                            kete::ai::puzzles::read_file(kind, &text)?
                        }
                        None => Vec::new(),
                    };
                    let puzzles = kete::ai::puzzles::find_more(kind, preset, count, seed, kept)?;
                    let file = kete::ai::puzzles::PuzzleFile { game: kind.id().to_string(), puzzles };
                    Ok(serde_json::to_string_pretty(&file).unwrap_or_default() + "\n")
                }
            }
        }
        Command::Calibrate { game, games, nodes, seed } => {
            if !(2..=10_000).contains(&games) {
                return Err(format!("--games must be from 2 to 10000, not {games}"));
            }
            if !(1..=10_000_000).contains(&nodes) {
                return Err(format!("--nodes must be from 1 to 10000000, not {nodes}"));
            }
            let kind = parse_kind(&game)?;
            let preset = rules.unwrap_or(kete::rules::any::presets(kind)[0]);
            calibration(kind, preset, games, nodes, seed)
        }
        Command::Selfplay { game, games, seed } => {
            if games > MAX_SELFPLAY_GAMES {
                return Err(format!("--games must be at most {MAX_SELFPLAY_GAMES}, not {games}"));
            }
            selfplay(start(parse_kind(&game)?, rules)?, games, seed)
        }
        Command::Bench { game, seconds } => {
            // A day at most: `Duration` cannot hold just any number of seconds.
            if !(seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0) {
                return Err(format!("--seconds must be a positive number of at most 86400, not {seconds}"));
            }
            bench(start(parse_kind(&game)?, rules)?, Duration::from_secs_f64(seconds))
        }
    }
}

/// `kete-cli ai`: the search's move and what it saw.
fn ai_move(
    game: &AnyGame,
    level: Option<u8>,
    nodes: Option<u64>,
    ms: Option<u64>,
    seed: u64,
) -> Result<String, String> {
    let started = Instant::now();
    let budget = match (level, nodes, ms) {
        (_, Some(nodes), _) if nodes > 0 && nodes <= MAX_NODES => Budget::nodes(nodes),
        (_, _, Some(ms)) if ms > 0 && ms <= 600_000 => Budget::nodes(u64::MAX),
        (Some(n), None, None) => {
            let level = levels::level_of(n).ok_or_else(|| format!("--level must be from 1 to 5, not {n}"))?;
            level.budget(game.kind())
        }
        (None, None, None) => LEVELS[4].budget(game.kind()),
        _ => {
            return Err(format!(
                "--nodes and --ms take a positive number (--nodes at most {MAX_NODES}, --ms at most 600000)"
            ));
        }
    };
    let deadline = ms.filter(|_| nodes.is_none()).map(Duration::from_millis);
    let mut thinking = Thinking::new(game, budget, seed);
    while !thinking.step() && deadline.is_none_or(|limit| started.elapsed() < limit) {}
    let mv = thinking.best().ok_or("there is no move to choose")?;
    let report = thinking.report();
    // The side to move's chance to win: alpha-beta's value through the calibrated curve, the
    // tree search's share of wins as it is. A careless move was not searched: no chance is said.
    let chance = match budget.engine {
        _ if thinking.careless() => None,
        Engine::AlphaBeta { .. } => Some(kete::ai::chance::of_score(game.kind(), report.score) * 100.0),
        Engine::Tree { .. } => Some(f64::from(report.score)),
    };
    let chance = chance.map_or(String::new(), |chance| format!(" chance={:.0}", chance.clamp(0.0, 100.0)));
    let pv: Vec<String> = pv_text(game, &report.pv);
    Ok(format!(
        "{}\ndepth={} nodes={} score={}{chance} ms={} pv={}\n",
        game.format_move(mv),
        report.depth,
        report.nodes,
        report.score,
        started.elapsed().as_millis(),
        pv.join(",")
    ))
}

/// The moves of a line, each in the notation of the position it is played in.
fn pv_text(game: &AnyGame, line: &[kete::rules::AnyMove]) -> Vec<String> {
    let mut game = game.clone();
    let mut out = Vec::new();
    for &mv in line {
        out.push(game.format_move(mv));
        if game.play(mv, &mut kete::rules::NoEvents).is_err() {
            break;
        }
    }
    out
}

/// Reads a record file or a Kete save file — by the game's own reader, so that what one accepts
/// the other does: a regular file, read no further than a record can be long.
fn read_game_file(path: &std::path::Path) -> Result<GameFile, String> {
    let text = kete::text_file::read(path, record::MAX_BYTES).map_err(|e| e.to_string())?;
    kete::saved::read(&text).map_err(|e| format!("{}: {e}", shown(&path.display().to_string())))
}

/// The game a record or a save file holds, every move replayed.
fn read_record(path: &std::path::Path) -> Result<Replay, String> {
    read_game_file(path).map(|file| file.replay)
}

/// `check` and `replay` play a record under the rules it names, and each lesson names its own:
/// another preset cannot apply.
fn no_rules_for(command: &str, rules: Option<&str>) -> Result<(), String> {
    match rules {
        Some(_) if command == "lessons" => {
            Err("--rules does not apply to lessons: each lesson names its own rules".to_string())
        }
        Some(_) if command.starts_with("puzzles") => {
            Err(format!("--rules does not apply to {command}: each puzzle names its own rules"))
        }
        Some(_) => Err(format!("--rules does not apply to {command}: a record names its own rules")),
        None => Ok(()),
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
        AnyGame::Omweso(game) => random_playout(&mut game.clone(), rng, MAX_PLIES, &mut buffers.omweso),
    };
    result.ok_or_else(|| format!("a random game passed {MAX_PLIES} plies"))
}

#[derive(Default)]
struct Buffers {
    kimasai: Vec<kete::rules::kimasai::Move>,
    bao: Vec<kete::rules::bao::Move>,
    omweso: Vec<kete::rules::omweso::Move>,
}

/// An Omweso start: the setup for both players, and who moves first.
fn omweso_start(game: Omweso, setup: Option<&str>, first: Option<&str>, seed: u64) -> Result<Omweso, String> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = game.rules();
    let mut pits = [*game.pits(Side::South), *game.pits(Side::North)];
    match setup.unwrap_or("standard") {
        "standard" => pits = [setup::STANDARD; 2],
        "two-each" => pits = [setup::TWO_EACH; 2],
        "random" => {
            for side in &mut pits {
                *side = setup::random_arrangement(&rules, &mut rng);
            }
        }
        other => return Err(format!("unknown setup '{}' (standard, two-each or random)", shown(other))),
    }
    let first = match first.unwrap_or("S") {
        "lot" => setup::draw_first_player(&mut rng),
        letter => Side::from_letter(letter)
            .ok_or_else(|| format!("--first must be S, N or lot, not '{}'", shown(letter)))?,
    };
    Ok(Omweso::from_pits(rules, pits, first))
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

/// `calibrate`: fit the chance curve on the even games, measure it on the odd ones.
fn calibration(kind: GameKind, preset: &str, games: u32, nodes: u64, seed: u64) -> Result<String, String> {
    use kete::ai::calibrate::{fit, measure, samples, undecided};
    let all = samples(kind, preset, games, nodes, seed)?;
    let (fitted, tested): (Vec<_>, Vec<_>) = all.iter().partition(|sample| sample.game % 2 == 0);
    let slope = fit(&fitted);
    let test = measure(&tested, slope);
    let mut out = format!(
        "{kind} {preset}: {games} games, {} positions; fitted on {}, tested on {}\nslope {slope:.6} per tenth of a seed\ntest log-loss {:.4} (a coin: 0.6931) brier {:.4} (a coin: 0.2500)\nchance positions predicted won\n",
        all.len(),
        // Counted as the test counts: the undecided positions, which the curve is fitted on.
        fitted.iter().filter(|sample| undecided(sample)).count(),
        test.positions,
        test.log_loss,
        test.brier,
    );
    for (tenth, (count, predicted, won)) in test.buckets.iter().enumerate() {
        out += &format!(
            "{:>3}-{:<3}% {count:>6} {:>8.1}% {:>5.1}%\n",
            tenth * 10,
            tenth * 10 + 10,
            predicted * 100.0,
            won * 100.0
        );
    }
    Ok(out)
}

/// `analyse`: every position of a recorded game searched, each move marked.
fn analyse(replay: Replay, nodes: u64) -> Result<String, String> {
    use kete::ai::analysis::Analyser;
    let started = Instant::now();
    let moves = replay.record.moves.clone();
    let mut analyser = Analyser::new(replay.positions.clone(), moves, nodes)?;
    while !analyser.work(64) {}
    let analysis = analyser.result().ok_or("the analysis did not finish")?;
    let how = format!("{nodes} nodes a position, {:.1} s", started.elapsed().as_secs_f64());
    Ok(analysis_text(&replay, &analysis, &how))
}

/// `analyse --kept`: the analysis a save file keeps, printed as `analyse` prints one, then the
/// player's comments — each as the game reads them: what does not fit the game is let go.
fn kept_analysis(file: GameFile) -> Result<String, String> {
    if file.around.is_none() {
        return Err("a bare record keeps no analysis (a Kete save of version 2 does)".to_string());
    }
    let Some(analysis) = &file.notes.analysis else {
        return Err(match file.notes.let_go.iter().find(|why| why.starts_with("the analysis")) {
            Some(why) => format!("the file's analysis is not of its game, so it is let go: {why}"),
            None => "the file keeps no analysis (a Kete save of version 2 does)".to_string(),
        });
    };
    let mut out = analysis_text(&file.replay, analysis, "kept in the file");
    for (ply, text) in &file.notes.comments {
        let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
        out += &format!("comment {ply}: {}\n", escaped(&words));
    }
    Ok(out)
}

/// Text from a file as it may be printed: every control and direction character escaped (as in
/// an error line), nothing cut, so that no file can forge a line or move the terminal.
fn escaped(text: &str) -> String {
    kete::rules::notation::shortened(text, usize::MAX)
}

/// An analysis as `analyse` prints it: the header, a line a move, a line a side.
fn analysis_text(replay: &Replay, analysis: &kete::ai::analysis::Analysis, how: &str) -> String {
    use kete::ai::analysis::Mark;
    let percent = |share: f64| format!("{:.1}", share * 100.0);
    let mut out = format!(
        "analysis: {} {}, {} moves, {how}\nply side move before after loss mark better\n",
        replay.record.game,
        replay.record.rules,
        replay.record.moves.len(),
    );
    for review in &analysis.moves {
        out += &format!(
            "{} {} {} {} {} {} {} {}\n",
            review.ply,
            review.mover.letter(),
            escaped(&review.played),
            percent(review.before),
            percent(review.after),
            percent(review.loss),
            mark_name(review.mark),
            escaped(review.better.as_deref().unwrap_or("-")),
        );
    }
    for side in [Side::South, Side::North] {
        let summary = analysis.summary(side);
        let counts: Vec<String> = Mark::ALL
            .iter()
            .map(|&mark| format!("{} {}", mark_name(mark), summary.counts[mark as usize]))
            .collect();
        out += &format!("{side}: {} mean_loss {}\n", counts.join(" "), percent(summary.mean_loss));
    }
    out
}

/// A mark as `analyse` writes it.
fn mark_name(mark: kete::ai::analysis::Mark) -> &'static str {
    use kete::ai::analysis::Mark;
    match mark {
        Mark::Best => "best",
        Mark::Good => "good",
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}

/// `puzzles --check`: every puzzle of a file proved again.
fn check_puzzles(kind: GameKind, path: &std::path::Path) -> Result<String, String> {
    let text = kete::text_file::read(path, record::MAX_BYTES).map_err(|e| e.to_string())?;
    let puzzles = kete::ai::puzzles::check_file(kind, &text)?;
    let mut depths = [0usize; 3];
    for puzzle in &puzzles {
        depths[(puzzle.depth as usize / 2).min(2)] += 1;
    }
    Ok(format!(
        "ok: {}, {} puzzles (1 ply: {}, 3 plies: {}, 5 plies: {})\n",
        kind.id(),
        puzzles.len(),
        depths[0],
        depths[1],
        depths[2]
    ))
}
