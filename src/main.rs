//! Kete, the game. `kete` opens the title screen; `--game`/`--position`/`--moves` open a board,
//! `--open FILE` opens a game file, `--pick` clicks on it; `--screenshot FILE` renders the board to a
//! PNG and exits.

// A released Windows game opens its window alone, without a console behind it (kete-cli is the
// console tool).
#![cfg_attr(all(target_os = "windows", not(debug_assertions)), windows_subsystem = "windows")]

use bevy::prelude::*;
use clap::Parser;
use kete::app::AppPlugin;
use kete::app::files::notice::Notice;
use kete::app::launch::{Launch, LaunchOptions};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "kete", about = "Kete: Bao la Kiswahili, Omweso and Bao la Kimasai", version)]
struct Options {
    /// Start a new game of bao, omweso or kimasai at once (Omweso begins with the setup; with
    /// --moves, from the standard start).
    #[arg(long)]
    game: Option<String>,
    /// Open this position (see docs/NOTATION.md).
    #[arg(long)]
    position: Option<String>,
    /// The rule preset: bao seed|masters|kujifunza|hus|hus-namibian, omweso seed|traditional|mcgill.
    #[arg(long)]
    rules: Option<String>,
    /// With --game: classical, contract or blitz.
    #[arg(long)]
    mode: Option<String>,
    /// With --game: who plays South and North, e.g. `human,computer:3` (levels 1-5).
    #[arg(long)]
    players: Option<String>,
    /// Play these moves first.
    #[arg(long, num_args = 1..)]
    moves: Vec<String>,
    /// Then click these: a square (e2) clicks its pit, #N takes the N-th answer to the board's
    /// question, `pause` opens the pause panel, `hover:e2` holds the pointer over a pit, `moves`
    /// opens the move list, `back` steps one move back, `rules` opens the rules reference and
    /// `notation` its page on a move's name, `analyse` analyses the game, `explore` explores from the position shown, `edit` opens the
    /// position editor (then a square adds a seed there), `mistakes` retries the analysed game's
    /// first mistake, `focus:e2` puts the keys' focus on a pit, `palette` the colour-blind palette, `face` face to face, `text:150` the text size; in Omweso's setup
    /// a square adds a seed, `standard` takes the standard arrangement and `done` finishes it;
    /// `play` plays a move on the person's turn (the first pit that may move, the first answers).
    #[arg(long, num_args = 1..)]
    pick: Vec<String>,
    /// Render the board to this PNG file and exit.
    #[arg(long)]
    screenshot: Option<PathBuf>,
    /// The window's size in pixels, WIDTHxHEIGHT (1280x800 unless given).
    #[arg(long, value_parser = parse_size)]
    size: Option<(u32, u32)>,
    /// Open a game file: one saved from Kete, or a record from `kete-cli record`.
    #[arg(long)]
    open: Option<PathBuf>,
    /// Open the Learn screen: each game's lessons.
    #[arg(long)]
    learn: bool,
    /// Put a lesson on the board: GAME:N (the N-th of the game's path) or GAME:ID, e.g. bao:1;
    /// GAME:first-game for the guided first game at the path's end, bao:first-game:hus (or
    /// :kujifunza) for one of a learning game the Bao path goes through.
    #[arg(long)]
    lesson: Option<String>,
    /// Put a puzzle on the board: GAME:N, the N-th of the game's puzzles (easiest first), e.g. bao:1.
    #[arg(long)]
    puzzle: Option<String>,
    /// Open a friend's game by message: its link (m1.…), or an address or a message holding it.
    #[arg(long)]
    link: Option<String>,
    /// Play a friend online: `host` makes a room for the game asked for (--game, --rules), or give
    /// a friend's code or invitation to join their game; or play anyone: `tables` shows that
    /// game's open tables, `table` opens one and plays the computer meanwhile (docs/ONLINE.md).
    #[arg(long)]
    online: Option<String>,
}

fn main() -> AppExit {
    let options = Options::parse();
    // On the web the page's address may hold a position (a shared link).
    let from_page = kete::app::base::page::requested_position();
    let position = options.position.clone().or(from_page.clone());
    let (page_game, page_players) = kete::app::base::page::requested_match();
    let position_in_address = from_page.is_some();
    let (page_learn, page_lesson) = kete::app::base::page::requested_lessons();
    let page_puzzle = kete::app::base::page::requested_puzzle();
    let page_link = kete::app::base::page::requested_link();
    let link = options.link.clone().or(page_link.clone());
    let from_page = from_page
        .or(page_link)
        .or(page_game.clone())
        .or(page_players.clone())
        .or(page_lesson.clone())
        .or(page_puzzle.clone());
    let lesson = options.lesson.clone().or(page_lesson);
    let puzzle = options.puzzle.clone().or(page_puzzle);
    let game = options.game.clone().or(page_game);
    let players = options.players.clone().or(page_players);
    let launch = match Launch::from_options(LaunchOptions {
        game: game.as_deref(),
        position: position.as_deref(),
        rules: options.rules.as_deref(),
        mode: options.mode.as_deref(),
        players: players.as_deref(),
        moves: &options.moves,
        picks: &options.pick,
        screenshot: options.screenshot,
        open: options.open,
        learn: options.learn || page_learn,
        lesson: lesson.as_deref(),
        puzzle: puzzle.as_deref(),
        link: link.as_deref(),
    }) {
        Ok(launch) => launch,
        // A bad position in a link is said on the title screen: a page cannot exit.
        Err(message) if from_page.is_some() => Launch {
            refused: Some(Notice::AddressRefused { position: position_in_address, why: message }),
            ..default()
        },
        Err(message) => {
            eprintln!("kete: {message}");
            return AppExit::from_code(2);
        }
    };
    let launch =
        Launch { online: options.online.clone().or_else(kete::app::base::page::requested_online), ..launch };
    let window_size = options.size.unwrap_or((1280, 800));
    App::new().add_plugins(AppPlugin { launch, window_size }).run()
}

/// `1920x1080`: a window from 320×320 to 7680×4320.
fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("not a window size: {text} (WIDTHxHEIGHT, e.g. 1920x1080)");
    let (w, h) = text.split_once('x').ok_or_else(bad)?;
    let (w, h) = (w.parse::<u32>().map_err(|_| bad())?, h.parse::<u32>().map_err(|_| bad())?);
    if !(320..=7680).contains(&w) || !(320..=4320).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}
