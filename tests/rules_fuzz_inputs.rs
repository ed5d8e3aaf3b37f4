//! Every reader of a person's text, fed random mutations of good input: position strings, moves,
//! records and save files. Each call ends in a value or an error of one line, never a panic; and
//! every position Kete prints reads back as itself, before and after a move.

use kete::rules::any::presets;
use kete::rules::record::Record;
use kete::rules::{AnyGame, GameKind, NoEvents};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

#[path = "common/mutate.rs"]
mod mutate;
use mutate::mutated;

/// Mutations per kind of input; the whole test runs in seconds.
const ROUNDS: usize = 20_000;

/// Pieces a mutation splices in: the notation's own words, numbers at the edges of their types,
/// and the characters that break naive readers.
const PIECES: &[&str] = &[
    "0",
    "1",
    "2",
    "9",
    "10",
    "64",
    "255",
    "256",
    "-1",
    "4294967295",
    "4294967296",
    "1000000000",
    "1000000001",
    ",",
    "/",
    " ",
    "=",
    ":",
    "S",
    "N",
    "-",
    "r=",
    "h=",
    "t=",
    "c=",
    "p=",
    "k=",
    "end=",
    "S:bothends",
    "-:repetition",
    "N:nomove",
    "A1",
    "a8",
    "B8",
    "h4",
    "cw",
    ",ccw",
    ":3",
    "L",
    "R",
    "+",
    "\n",
    "\u{1b}[31m",
    "\u{202e}",
    "é",
    "ŋ",
    "\"",
    "{",
    "}",
    "[",
    "]",
    "lost-turn",
];

/// Positions from random games of every game and preset: starts, middles and ends.
fn positions(rng: &mut SmallRng) -> Vec<(AnyGame, &'static str)> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            for _ in 0..6 {
                let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
                out.push((game.clone(), preset));
                while game.outcome().is_none() {
                    let legal = game.legal_moves();
                    game.play(legal[rng.random_range(0..legal.len())], &mut NoEvents).expect("listed");
                    if rng.random_range(0..8) == 0 {
                        out.push((game.clone(), preset));
                    }
                }
                out.push((game, preset));
            }
        }
    }
    out
}

/// A position Kete prints is one it reads, and reads as the same position.
fn reads_back(game: &AnyGame, preset: &str, from: &str) {
    let text = game.to_text();
    let read = AnyGame::from_text_with_rules(&text, Some(preset))
        .unwrap_or_else(|e| panic!("{text:?} (from {from:?}) does not read back: {e}"));
    assert_eq!(read.to_text(), text, "from {from:?}");
    assert_eq!(read.outcome(), game.outcome(), "{text:?} (from {from:?}) reads back with another result");
}

fn one_line(error: &str, input: &str) {
    assert!(!error.contains('\n'), "the error for {input:?} is more than one line: {error:?}");
    assert!(error.chars().count() < 400, "the error for {input:?} is {} characters", error.chars().count());
}

#[test]
fn mutated_positions_read_or_are_refused_and_what_is_printed_reads_back() {
    let mut rng = SmallRng::seed_from_u64(23);
    let sources = positions(&mut rng);
    let mut read = 0;
    for n in 0..ROUNDS {
        let (game, preset) = &sources[n % sources.len()];
        let text = mutated(&game.to_text(), PIECES, &mut rng);
        match AnyGame::from_text_with_rules(&text, Some(preset)) {
            Err(error) => one_line(&error.to_string(), &text),
            Ok(position) => {
                read += 1;
                reads_back(&position, preset, &text);
                // And after any move it allows (each listed one is legal by the listing).
                if let Some(&mv) = position.legal_moves().first() {
                    let mut next = position.clone();
                    next.play(mv, &mut NoEvents).expect("a listed move plays");
                    reads_back(&next, preset, &text);
                }
            }
        }
    }
    assert!(read > ROUNDS / 100, "only {read} mutated positions were positions: the mutations test little");
}

#[test]
fn mutated_moves_play_or_are_refused_and_the_position_reads_back() {
    let mut rng = SmallRng::seed_from_u64(31);
    let sources = positions(&mut rng);
    let mut played = 0;
    for n in 0..ROUNDS {
        let (game, preset) = &sources[n % sources.len()];
        let legal = game.legal_moves();
        let Some(&mv) = legal.get(rng.random_range(0..legal.len().max(1))) else { continue };
        let text = mutated(&game.format_move(mv), PIECES, &mut rng);
        let mut after = game.clone();
        match after.play_text(&text, &mut NoEvents) {
            Err(error) => {
                one_line(&error.to_string(), &text);
                assert_eq!(&after, game, "a refused move {text:?} changed the position");
            }
            Ok(()) => {
                played += 1;
                reads_back(&after, preset, &text);
            }
        }
    }
    assert!(played > 0, "no mutated move was a move: the mutations test little");
}

#[test]
fn mutated_records_and_saves_read_or_are_refused_in_one_line() {
    let mut rng = SmallRng::seed_from_u64(37);
    let mut sources = Vec::new();
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            let start = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
            let mut game = start.clone();
            let mut moves = Vec::new();
            while moves.len() < 20 && game.outcome().is_none() {
                let legal = game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                moves.push(game.format_move(mv));
                game.play(mv, &mut NoEvents).expect("listed");
            }
            let record = Record::new(&start, preset, moves).expect("played").record.to_json();
            // A save file holds the record in its `game` field.
            let save = format!(
                "{{\"format\":\"kete-autosave\",\"version\":1,\"mode\":\"Classical\",\"game\":{record}}}"
            );
            sources.push(record);
            sources.push(save);
        }
    }
    for n in 0..ROUNDS {
        let text = mutated(&sources[n % sources.len()], PIECES, &mut rng);
        match kete::saved::read(&text) {
            Err(error) => one_line(&error.to_string(), &text),
            Ok(kete::saved::GameFile { replay, .. }) => {
                let preset = replay.record.rules.clone();
                for position in &replay.positions {
                    reads_back(position, &preset, &text);
                }
            }
        }
    }
}

/// Text as kete-cli may print it: no control character, no direction mark.
fn printable(text: &str) -> bool {
    !text.chars().any(|c| {
        c.is_control()
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

/// Mutations of the files that take longer to check than a record: fewer, still thousands of cases.
const FILE_ROUNDS: usize = 2_000;

#[test]
fn mutated_saves_with_analysis_and_comments_keep_only_what_fits_the_game() {
    use kete::ai::analysis::Analyser;
    let mut rng = SmallRng::seed_from_u64(41);
    let mut sources = Vec::new();
    for _ in 0..4 {
        let start = AnyGame::new(GameKind::Kimasai).expect("start");
        let mut game = start.clone();
        let mut moves = Vec::new();
        while moves.len() < 8 && game.outcome().is_none() {
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            moves.push(game.format_move(mv));
            game.play(mv, &mut NoEvents).expect("listed");
        }
        let mut analyser = Analyser::of_game(&start, &moves, 200).expect("playable");
        while !analyser.work(64) {}
        let analysis = serde_json::to_string(&analyser.result().expect("done")).expect("json");
        let record = Record::new(&start, "seed", moves).expect("played").record.to_json();
        sources.push(format!(
            "{{\"format\":\"kete-autosave\",\"version\":2,\"mode\":\"Classical\",\"game\":{record},\
             \"analysis\":{analysis},\"comments\":{{\"1\":\"first\",\"2\":\"second \\u001b[31m\"}}}}"
        ));
    }
    let mut with_analysis = 0;
    for n in 0..FILE_ROUNDS {
        let text = mutated(&sources[n % sources.len()], PIECES, &mut rng);
        match kete::saved::read(&text) {
            Err(error) => one_line(&error.to_string(), &text),
            Ok(file) => {
                let moves = &file.replay.record.moves;
                if let Some(analysis) = &file.notes.analysis {
                    with_analysis += 1;
                    assert_eq!(analysis.fits(&file.replay.positions, moves), Ok(()), "{text}");
                }
                for (ply, comment) in &file.notes.comments {
                    assert!((1..=moves.len()).contains(ply) && comment.chars().count() <= 1_000, "{text}");
                }
                for why in &file.notes.let_go {
                    one_line(why, &text);
                }
            }
        }
    }
    assert!(with_analysis > 0, "no mutated save kept its analysis: the mutations test little");
}

#[test]
fn mutated_lesson_files_are_read_or_refused_in_one_line_and_print_plain_text() {
    let mut rng = SmallRng::seed_from_u64(43);
    let sources = [
        include_str!("../assets/lessons/kimasai.json"),
        include_str!("../assets/lessons/omweso.json"),
        include_str!("../assets/lessons/bao.json"),
    ];
    let mut read = 0;
    for n in 0..FILE_ROUNDS / 2 {
        let text = mutated(sources[n % sources.len()], PIECES, &mut rng);
        match kete::lessons::Path::read(&text) {
            Err(error) => one_line(&error, &text),
            Ok(path) => {
                read += 1;
                for lesson in &path.lessons {
                    assert!(printable(&lesson.id) && lesson.id.len() <= 48, "{:?}", lesson.id);
                    let game = lesson.game().expect("a checked lesson reads");
                    assert_eq!(game.to_text(), lesson.position, "a lesson's position as kete-cli writes it");
                }
            }
        }
    }
    assert!(read > 0, "no mutated lesson file was read: the mutations test little");
}

#[test]
fn mutated_puzzle_files_are_proved_or_refused_in_one_line() {
    let mut rng = SmallRng::seed_from_u64(47);
    let source = include_str!("../assets/puzzles/kimasai.json");
    let mut proved = 0;
    for _ in 0..FILE_ROUNDS / 4 {
        let text = mutated(source, PIECES, &mut rng);
        for kind in [GameKind::Kimasai, GameKind::Bao] {
            match kete::ai::puzzles::check_file(kind, &text) {
                Err(error) => one_line(&error, &text),
                Ok(puzzles) => {
                    proved += 1;
                    assert_eq!(kind, GameKind::Kimasai, "a Kimasai file proved as Bao");
                    assert!(puzzles.iter().all(|p| printable(&p.position) && printable(&p.solution)));
                }
            }
        }
    }
    assert!(proved > 0, "no mutated puzzle file held: the mutations test little");
}
