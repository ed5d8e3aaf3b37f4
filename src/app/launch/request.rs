//! What the command line asked for, read and checked before the game starts: a position or moves,
//! a game file, a new match, the lessons or a puzzle, a screenshot, and the scripted clicks of
//! `--pick`. Nothing here acts: `act` does, once the game runs.

use crate::app::files::notice::Notice;
use crate::app::learn::messages::FirstGame;
use crate::rules::notation::shown;
use crate::rules::{AnyGame, GameKind};
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use crate::saved::settings::{Seat, Seats};
use bevy::prelude::*;
use std::path::PathBuf;

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch {
    /// Open this position at once instead of the title screen.
    pub game: Option<AnyGame>,
    /// Or start a new match of a game, as the new-game dialog would (Omweso begins with the setup).
    pub new_match: Option<MatchSettings>,
    /// Or open a game file (`--open`): its name and text, already checked.
    pub file: Option<(String, String)>,
    /// Why what was asked for could not be opened, to say on the title screen (a position in the
    /// web page's address, say).
    pub refused: Option<Notice>,
    /// Clicks to make once the board is ready: a square (`e2`) clicks that pit (during Omweso's
    /// setup, places a seed there), `#N` takes the board's question's N-th answer (from 1).
    pub picks: Vec<Pick>,
    /// Render the board to this PNG and exit.
    pub screenshot: Option<PathBuf>,
    /// Open the Learn screen (`--learn`).
    pub learn: bool,
    /// Or put this lesson on the board: the game and the lesson's place in its path (`--lesson`).
    pub lesson: Option<(GameKind, usize)>,
    /// Or a guided first game: at this game's path's end (`--lesson GAME:first-game`), or of a
    /// learning game it goes through (`bao:first-game:hus`).
    pub first_game: Option<FirstGame>,
    /// Or this puzzle: the game and its place among the game's puzzles (`--puzzle`).
    pub puzzle: Option<(GameKind, usize)>,
    /// Or a friend's game link (`--link`, or the page's address), opened as a link pasted would
    /// be: one that cannot be is said so on the title screen.
    pub link: Option<String>,
    /// Or an online game (`--online`, or the page's address): `host` makes a room for the game
    /// asked for (or the last chosen), anything else is a friend's code or invitation to join.
    pub online: Option<String>,
}

/// One scripted click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Pit(crate::rules::Pit),
    Answer(usize),
    /// `pause`: open the pause panel, as Escape would.
    Pause,
    /// `hover:SQUARE`: hold the pointer over that pit from now on (the preview of its move).
    Hover(crate::rules::Pit),
    /// `moves`: open the move list.
    Moves,
    /// `rules`: open the rules reference.
    Rules,
    /// `notation`: open the rules reference at how a move is named.
    Notation,
    /// `back`: one move back, as ← would (the board then shows the game under review).
    Back,
    /// `analyse`: analyse the game, as the move list's button would.
    Analyse,
    /// `explore`: explore from the position shown, as the review bar's button would.
    Explore,
    /// `edit`: open the position editor on the position shown.
    Edit,
    /// `mistakes`: once the game is analysed, retry its first mistake, as the analysis's button would.
    Mistakes,
    /// `focus:SQUARE`: the keys' focus on that pit, as the arrows would bring it.
    Focus(crate::rules::Pit),
    /// `palette`: the colour-blind palette, as the pause panel's setting turns it on.
    Palette,
    /// `face`: face to face, as the bar's toggle turns it on.
    FaceToFace,
    /// `text:150`: the text size in per cent, as the pause panel's slider sets it.
    TextSize(u8),
    /// `send`: send the game to the friend by message, as the panel's button would.
    Send,
    /// `standard`: during Omweso's setup, the standard arrangement, as its button (or S) takes it.
    Standard,
    /// `done`: during Omweso's setup, the arrangement done, as its button (or D) says.
    Done,
    /// `play`: once it is the person's turn, a move as a newcomer might make it — the first pit
    /// that may move, then the first answer to each question it asks — to reach a game's end.
    Play,
}

/// `--players human,computer:3`: South's player, then North's.
fn parse_players(text: &str) -> Result<Seats, String> {
    let seat =
        |name: &str| Seat::named(&name.trim().replace(':', " ")).map_err(|why| format!("--players: {why}"));
    match text.split(',').collect::<Vec<_>>().as_slice() {
        [south, north] => Ok(Seats([seat(south)?, seat(north)?])),
        _ => Err(format!("--players {text}: South's player and North's, e.g. human,computer:3")),
    }
}

/// The command line's requests, as written.
#[derive(Clone, Debug, Default)]
pub struct LaunchOptions<'a> {
    pub game: Option<&'a str>,
    pub position: Option<&'a str>,
    /// A rule preset of the game (`rules::any::presets`).
    pub rules: Option<&'a str>,
    /// classical, contract or blitz (a new match only).
    pub mode: Option<&'a str>,
    /// South's and North's players, `human` or `computer:N` (a new match only).
    pub players: Option<&'a str>,
    pub moves: &'a [String],
    pub picks: &'a [String],
    pub screenshot: Option<PathBuf>,
    /// A game file to open (native only).
    pub open: Option<PathBuf>,
    /// `--learn`: the Learn screen.
    pub learn: bool,
    /// `--lesson GAME:N` or `GAME:ID`: a lesson on the board.
    pub lesson: Option<&'a str>,
    /// `--puzzle GAME:N`: a puzzle on the board.
    pub puzzle: Option<&'a str>,
    /// `--link TEXT`: a friend's game by message (a link, or a text holding one).
    pub link: Option<&'a str>,
}

impl Launch {
    /// Builds the launch request from the command-line options; errors are one line for the player.
    pub fn from_options(options: LaunchOptions) -> Result<Launch, String> {
        let LaunchOptions {
            game,
            position,
            rules,
            mode,
            players,
            moves,
            picks,
            screenshot,
            open,
            learn,
            lesson,
            puzzle,
            link,
        } = options;
        if let Some(text) = link {
            let others = [game, position, rules, mode, players, lesson, puzzle].iter().any(Option::is_some);
            if others || !moves.is_empty() || open.is_some() || learn {
                return Err(
                    "--link opens a friend's game: give it alone (with --pick or --screenshot)".to_string()
                );
            }
            // Clicks need the link's board; a link that cannot be opened is said so in the game.
            let linked = crate::saved::link::find(text).and_then(|link| crate::saved::link::read(link).ok());
            let picks = match linked {
                Some(linked) => parse_picks(linked.replay.last().geometry(), picks)?,
                None if picks.is_empty() => Vec::new(),
                None => return Err("--pick needs a board: the link cannot be opened".to_string()),
            };
            let screenshot = check_screenshot(screenshot)?;
            return Ok(Launch { link: Some(text.to_string()), picks, screenshot, ..default() });
        }
        if learn || lesson.is_some() || puzzle.is_some() {
            let board_asked = game.is_some() || position.is_some() || rules.is_some() || mode.is_some();
            let more_asked = players.is_some() || !moves.is_empty() || open.is_some();
            let asked = usize::from(learn) + usize::from(lesson.is_some()) + usize::from(puzzle.is_some());
            if board_asked || more_asked || asked > 1 {
                return Err(
                    "--learn, --lesson and --puzzle open the lessons: give one alone (a lesson or a puzzle with --pick)"
                        .to_string(),
                );
            }
            // The path's guided first game, after its last lesson, or of a learning game it goes
            // through (`bao:first-game:hus`).
            let first_game = match lesson.and_then(|text| text.split_once(":first-game")) {
                Some((game, rules)) => {
                    let kind = game.parse::<GameKind>().map_err(|e| format!("--lesson: {e}"))?;
                    Some(match rules.strip_prefix(':') {
                        Some(rules) => FirstGame::learning(kind, rules)
                            .ok_or_else(|| format!("--lesson: {kind} has no rules '{}'", shown(rules)))?,
                        None if rules.is_empty() => FirstGame::of(kind),
                        None => {
                            return Err(format!(
                                "--lesson: '{}' is no first game",
                                shown(lesson.unwrap_or(""))
                            ));
                        }
                    })
                }
                None => None,
            };
            let lesson = lesson.filter(|_| first_game.is_none()).map(find_lesson).transpose()?;
            let puzzle = puzzle.map(find_puzzle).transpose()?;
            if let Some(FirstGame { kind, .. }) = first_game {
                let start = AnyGame::new(kind).map_err(|e| e.to_string())?;
                let picks = parse_picks(start.geometry(), picks)?;
                return Ok(Launch {
                    first_game,
                    picks,
                    screenshot: check_screenshot(screenshot)?,
                    ..default()
                });
            }
            let picks = match (lesson, &puzzle) {
                (Some((kind, index)), _) => {
                    let path = crate::lessons::path_of(kind)?;
                    let start = path.lessons.get(index).ok_or("--lesson: no such lesson")?.game()?;
                    parse_picks(start.geometry(), picks)?
                }
                (_, Some((_, _, start))) => parse_picks(start.geometry(), picks)?,
                _ if picks.is_empty() => Vec::new(),
                _ => return Err("--pick needs a board: --lesson, --puzzle, --game or --position".to_string()),
            };
            return Ok(Launch {
                learn,
                lesson,
                puzzle: puzzle.map(|(kind, index, _)| (kind, index)),
                picks,
                screenshot: check_screenshot(screenshot)?,
                ..default()
            });
        }
        if let Some(path) = open {
            if game.is_some() || position.is_some() || rules.is_some() || mode.is_some() || !moves.is_empty()
            {
                return Err("--open opens a whole game: give it without --game, --position, --rules, --mode or --moves".to_string());
            }
            let (name, text, opened) = read_game_file(&path)?;
            let picks = parse_picks(opened.game.geometry(), picks)?;
            return Ok(Launch {
                file: Some((name, text)),
                picks,
                screenshot: check_screenshot(screenshot)?,
                ..default()
            });
        }
        if (mode.is_some() || players.is_some())
            && (game.is_none() || position.is_some() || !moves.is_empty())
        {
            return Err("--mode and --players set up a new match: give them with --game only".to_string());
        }
        let mut start = match (game, position) {
            (_, Some(text)) => AnyGame::from_text_with_rules(text, rules).map_err(|e| e.to_string())?,
            (Some(name), None) => {
                let kind: GameKind = name.parse().map_err(|e: crate::rules::PositionError| e.to_string())?;
                let fresh = AnyGame::new_with_rules(kind, rules).map_err(|e| e.to_string())?;
                if moves.is_empty() {
                    // As the dialog would have it: Omweso's first player by lot, South otherwise.
                    let first = FirstPlayer::default_for(kind);
                    let presets = crate::rules::any::presets(kind);
                    let preset = presets.iter().copied().find(|&p| Some(p) == rules).unwrap_or(presets[0]);
                    let mode = match mode {
                        None => PlayMode::Classical,
                        Some(name) => PlayMode::ALL
                            .into_iter()
                            .find(|m| m.name().eq_ignore_ascii_case(name))
                            .ok_or_else(|| format!("no play mode '{name}' (classical, contract or blitz)"))?,
                    };
                    let seats = players.map(parse_players).transpose()?.unwrap_or_default();
                    let settings = MatchSettings { kind, preset, first, mode, seats, ..default() };
                    let picks = parse_picks(fresh.geometry(), picks)?;
                    let screenshot = check_screenshot(screenshot)?;
                    return Ok(Launch { new_match: Some(settings), picks, screenshot, ..default() });
                }
                fresh
            }
            (None, None) if !moves.is_empty() || !picks.is_empty() || rules.is_some() => {
                return Err("--moves, --pick and --rules need --game or --position".to_string());
            }
            // Without a game, a screenshot shows the title screen.
            (None, None) => return Ok(Launch { screenshot: check_screenshot(screenshot)?, ..default() }),
        };
        if let (Some(name), Some(_)) = (game, position)
            && name != start.kind().id()
        {
            return Err(format!("--game {name} does not match the position, which is {}", start.kind()));
        }
        for (number, text) in moves.iter().enumerate() {
            start
                .play_text(text, &mut crate::rules::NoEvents)
                .map_err(|e| format!("move {} ({text}): {e}", number + 1))?;
        }
        let picks = parse_picks(start.geometry(), picks)?;
        let screenshot = check_screenshot(screenshot)?;
        Ok(Launch { game: Some(start), picks, screenshot, ..default() })
    }
}

/// `bao:3` (the third lesson of Bao's path) or `bao:hus-capture` (by its id).
fn find_lesson(text: &str) -> Result<(GameKind, usize), String> {
    let (game, which) =
        text.split_once(':').ok_or_else(|| format!("--lesson {text}: GAME:N or GAME:ID, e.g. bao:1"))?;
    let kind: GameKind = game.parse().map_err(|e: crate::rules::PositionError| format!("--lesson: {e}"))?;
    let path = crate::lessons::path_of(kind)?;
    let index = match which.parse::<usize>() {
        Ok(n) if (1..=path.lessons.len()).contains(&n) => Some(n - 1),
        Ok(_) => None,
        Err(_) => path.lessons.iter().position(|lesson| lesson.id == which),
    };
    let count = path.lessons.len();
    index
        .map(|index| (kind, index))
        .ok_or_else(|| format!("--lesson {text}: {kind} has lessons 1 to {count}"))
}

/// `bao:3`: the third of Bao's puzzles, easiest first (as the Learn screen counts them), with
/// its board.
fn find_puzzle(text: &str) -> Result<(GameKind, usize, AnyGame), String> {
    let (game, which) = text.split_once(':').ok_or_else(|| format!("--puzzle {text}: GAME:N, e.g. bao:1"))?;
    let kind: GameKind = game.parse().map_err(|e: crate::rules::PositionError| format!("--puzzle: {e}"))?;
    let book = crate::app::puzzles::book::Book::default();
    let puzzles = book.puzzles(kind);
    let count = puzzles.len();
    let index = which
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=count).contains(n))
        .ok_or_else(|| format!("--puzzle {text}: {kind} has puzzles 1 to {count}"))?
        - 1;
    let puzzle = &puzzles[index];
    let start =
        AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules)).map_err(|e| e.to_string())?;
    Ok((kind, index, start))
}

/// A game file, read and checked before any window opens; one line if it cannot be.
fn read_game_file(
    path: &std::path::Path,
) -> Result<(String, String, crate::app::game::the_match::Match), String> {
    let text =
        crate::text_file::read(path, crate::rules::record::MAX_BYTES).map_err(|e| format!("--open {e}"))?;
    let shown = crate::rules::notation::shown(&path.display().to_string());
    let opened = crate::app::files::game_file::read(&text).map_err(|problem| {
        // Said as the game says a file it cannot open, in English as the rest of the command line.
        let english = crate::app::locale::words::Words::default();
        let said = Notice::NotOpened { name: shown.clone(), problem };
        format!("--open: {}", crate::app::files::words::notice(&english, &said))
    })?;
    let name = path.file_name().map_or_else(|| shown.clone(), |n| n.to_string_lossy().into_owned());
    Ok((name, text, opened))
}

/// A screenshot goes into a folder that exists, as a PNG: said before any window opens.
fn check_screenshot(path: Option<PathBuf>) -> Result<Option<PathBuf>, String> {
    let Some(path) = path else { return Ok(None) };
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !folder.is_dir() {
        return Err(format!("--screenshot {}: no folder {}", path.display(), folder.display()));
    }
    if !path.extension().is_some_and(|ext| ext.eq_ignore_ascii_case("png")) {
        return Err(format!("--screenshot {}: the file must end in .png", path.display()));
    }
    Ok(Some(path))
}

fn parse_picks(geometry: crate::rules::Geometry, picks: &[String]) -> Result<Vec<Pick>, String> {
    picks
        .iter()
        .map(|text| match text.strip_prefix('#') {
            None if text == "pause" => Ok(Pick::Pause),
            None if text == "moves" => Ok(Pick::Moves),
            None if text == "rules" => Ok(Pick::Rules),
            None if text == "notation" => Ok(Pick::Notation),
            None if text == "back" => Ok(Pick::Back),
            None if text == "analyse" => Ok(Pick::Analyse),
            None if text == "explore" => Ok(Pick::Explore),
            None if text == "edit" => Ok(Pick::Edit),
            None if text == "mistakes" => Ok(Pick::Mistakes),
            None if text == "palette" => Ok(Pick::Palette),
            None if text == "face" => Ok(Pick::FaceToFace),
            None if text == "send" => Ok(Pick::Send),
            None if text == "standard" => Ok(Pick::Standard),
            None if text == "done" => Ok(Pick::Done),
            None if text == "play" => Ok(Pick::Play),
            None if text.starts_with("text:") => text["text:".len()..]
                .parse::<u8>()
                .ok()
                .filter(|percent| (100..=200).contains(percent))
                .map(Pick::TextSize)
                .ok_or_else(|| format!("--pick {text}: a text size from 100 to 200 %, e.g. text:150")),
            None if text.starts_with("focus:") => geometry
                .parse_square(&text["focus:".len()..])
                .map(|square| Pick::Focus(geometry.pit(square)))
                .ok_or_else(|| format!("--pick {text}: not a square of this board")),
            None if text.starts_with("hover:") => geometry
                .parse_square(&text["hover:".len()..])
                .map(|square| Pick::Hover(geometry.pit(square)))
                .ok_or_else(|| format!("--pick {text}: not a square of this board")),
            Some(n) => match n.parse::<usize>() {
                Ok(n) if n >= 1 => Ok(Pick::Answer(n - 1)),
                _ => Err(format!("--pick {text}: an answer is #1, #2, …")),
            },
            None => geometry
                .parse_square(text)
                .map(|square| Pick::Pit(geometry.pit(square)))
                .ok_or_else(|| format!("--pick {text}: not a square of this board")),
        })
        .collect()
}
