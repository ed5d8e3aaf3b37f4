//! Game records: written and read back they give the same game; every refusal says why; and no
//! mangled record, however broken, panics or is taken for a game it is not.

use kete::rules::any::presets;
use kete::rules::record::{FORMAT, MAX_BYTES, MAX_MOVES, Record, RecordError, VERSION};
use kete::rules::{AnyGame, GameKind};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// A random game of `kind` under `preset`, as the moves' notation, to its end or `plies` moves.
fn random_game(kind: GameKind, preset: &str, plies: usize, rng: &mut SmallRng) -> (AnyGame, Vec<String>) {
    let start = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
    let mut game = start.clone();
    let mut moves = Vec::new();
    while moves.len() < plies && game.outcome().is_none() {
        let legal = game.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        moves.push(game.format_move(mv));
        game.play(mv, &mut kete::rules::NoEvents).expect("a listed move plays");
    }
    (start, moves)
}

#[test]
fn random_games_round_trip() {
    let mut rng = SmallRng::seed_from_u64(12);
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            for _ in 0..25 {
                let (start, moves) = random_game(kind, preset, 400, &mut rng);
                let written = Record::new(&start, preset, moves.clone()).expect("a played game records");
                let json = written.record.to_json();
                let read = Record::read(&json).expect("a written record reads");
                assert_eq!(read.record, written.record, "the same record");
                assert_eq!(read.positions, written.positions, "the same positions");
                assert_eq!(read.record.moves, moves);
                let mut replayed = start.clone();
                for text in &moves {
                    replayed.play_text(text, &mut kete::rules::NoEvents).expect("legal");
                }
                assert_eq!(read.last(), &replayed);
                assert_eq!(read.outcome().is_some(), read.record.result.is_some(), "the result is written");
            }
        }
    }
}

fn kimasai_record() -> String {
    let start = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    Record::new(&start, "seed", vec!["b2".into(), "k3".into()]).expect("legal").record.to_json()
}

#[test]
fn every_bad_record_is_refused_with_its_reason() {
    let good = kimasai_record();
    let refused = |text: &str| Record::read(text).expect_err("refused");
    assert!(matches!(refused("not json at all"), RecordError::NotJson(_)));
    assert!(
        matches!(refused("{\"format\": \"chess-pgn\"}"), RecordError::OtherFormat(f) if f == "chess-pgn")
    );
    // A kimasai record is written as version 1, the oldest that holds it.
    let newer = good.replace("\"version\": 1", "\"version\": 9");
    assert_eq!(refused(&newer), RecordError::NewerVersion(9));
    let game = good.replace("\"game\": \"kimasai\"", "\"game\": \"chess\"");
    assert!(refused(&game).to_string().contains("chess"));
    let preset = good.replace("\"rules\": \"seed\"", "\"rules\": \"blitz\"");
    assert!(refused(&preset).to_string().contains("blitz"));
    let illegal = good.replace("\"k3\"", "\"b3\"");
    match refused(&illegal) {
        RecordError::IllegalMove { ply, text, .. } => assert_eq!((ply, text.as_str()), (2, "b3")),
        other => panic!("{other:?}"),
    }
    let swapped = good.replace("\"b2\",", "\"k3x\",").replace("\"k3\"", "\"b2\"").replace("k3x", "k3");
    assert!(matches!(refused(&swapped), RecordError::IllegalMove { ply: 1, .. }), "moves out of order");
    let other_start = good.replace("\"start\": \"kimasai", "\"start\": \"kimasai 1");
    assert!(refused(&other_start).to_string().contains("start position"));
    assert!(matches!(refused(&" ".repeat(MAX_BYTES + 1)), RecordError::TooLarge(_)));
    let many = serde_json::json!({
        "format": FORMAT, "version": VERSION, "game": "kimasai", "rules": "seed",
        "start": AnyGame::new(GameKind::Kimasai).expect("kimasai").to_text(),
        "moves": vec!["b2"; MAX_MOVES + 1],
    });
    assert!(matches!(refused(&many.to_string()), RecordError::TooManyMoves(_)));
    // Options that are not the preset's.
    let bao = AnyGame::new(GameKind::Bao).expect("bao");
    let json = Record::new(&bao, "seed", vec![]).expect("empty").record.to_json();
    let changed = json.replacen("false", "true", 1);
    assert_ne!(changed, json);
    assert!(matches!(refused(&changed), RecordError::OtherOptions(_)));
    // An Omweso game needs its setup: a start that breaks the setup rules is refused.
    let omweso = serde_json::json!({
        "format": FORMAT, "version": VERSION, "game": "omweso", "rules": "seed",
        "start": "omweso 9,9,9,9,9,9,9,9/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S p=0 k=0",
        "moves": [],
    });
    assert!(Record::read(&omweso.to_string()).is_err(), "104 seeds is no Omweso position");
}

/// Thousands of mangled records: bytes flipped, moves swapped, fields cut, numbers huge. None
/// panics; any that still reads is a game whose positions are its moves replayed.
#[test]
fn mangled_records_never_panic() {
    let mut rng = SmallRng::seed_from_u64(99);
    let mut sources = vec![kimasai_record()];
    for kind in GameKind::ALL {
        let (start, moves) = random_game(kind, presets(kind)[0], 30, &mut rng);
        sources.push(Record::new(&start, presets(kind)[0], moves).expect("legal").record.to_json());
    }
    let mut read = 0;
    for n in 0..4000 {
        let mut bytes = sources[n % sources.len()].clone().into_bytes();
        match rng.random_range(0..5) {
            0 => {
                for _ in 0..rng.random_range(1..4) {
                    let at = rng.random_range(0..bytes.len());
                    bytes[at] = rng.random_range(0..=255);
                }
            }
            1 => {
                let at = rng.random_range(0..bytes.len());
                bytes.truncate(at);
            }
            2 => {
                let (a, b) = (rng.random_range(0..bytes.len()), rng.random_range(0..bytes.len()));
                bytes.swap(a, b);
            }
            3 => {
                let text = String::from_utf8_lossy(&bytes).replace(": 1,", ": 18446744073709551616999,");
                bytes = text.into_bytes();
            }
            _ => {
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let lines: Vec<&str> = text.lines().collect();
                let cut = rng.random_range(0..lines.len());
                bytes = lines
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != cut)
                    .map(|(_, l)| *l)
                    .collect::<Vec<_>>()
                    .join("\n")
                    .into_bytes();
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(replay) = Record::read(&text) {
            read += 1;
            assert_eq!(replay.positions.len(), replay.record.moves.len() + 1);
            let again = replay.record.replay().expect("a read record replays");
            assert_eq!(again.positions, replay.positions);
        }
    }
    println!("{read} of 4000 mangled records still read as games");
}

/// Bao's learning games are records of version 2 (with `family` in the options); every other game
/// is still written as version 1, as before them, so that an older Kete reads it.
#[test]
fn learning_games_are_version_2_records_and_the_others_stay_version_1() {
    for (preset, moves) in [("kujifunza", vec!["B1L"]), ("hus", vec!["A1R"]), ("hus-namibian", vec!["A8L"])] {
        let start = AnyGame::new_with_rules(GameKind::Bao, Some(preset)).expect("a preset");
        let moves = moves.into_iter().map(str::to_string).collect();
        let text = Record::new(&start, preset, moves).expect("played").record.to_json();
        assert!(text.contains(&format!("\"version\": {VERSION}")) && text.contains("\"family\""), "{text}");
        let replay = Record::read(&text).expect("reads back");
        assert_eq!(replay.record.rules, preset);
        assert_eq!(replay.positions.len(), 2);
    }
    let seed = AnyGame::new_with_rules(GameKind::Bao, Some("seed")).expect("seed");
    let text = Record::new(&seed, "seed", vec!["A6R".to_string()]).expect("played").record.to_json();
    assert!(text.contains("\"version\": 1") && !text.contains("family"), "{text}");
}
