//! The readers of a version 2 save (analysis and comments), lesson files and puzzle files, and the
//! engine's edge cases, as a hostile user tries them with kete-cli: no file makes it print a lie,
//! forge a line, run without bound or disagree with the game. One test per defect of the issue
//! "The new readers bounded", each named after what it keeps true.

use kete::ai::analysis::{Analyser, Analysis};
use kete::rules::{AnyGame, GameKind, NoEvents, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const START: &str = "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S";

/// This build's kete-cli, or another named by `KETE_CLI` (to show the tests fail on an older one).
fn cli(args: &[&str]) -> Output {
    let program = std::env::var("KETE_CLI").unwrap_or_else(|_| env!("CARGO_BIN_EXE_kete-cli").to_string());
    Command::new(program).args(args).output().expect("kete-cli runs")
}

fn stdout(args: &[&str]) -> String {
    let out = cli(args);
    assert!(out.status.success(), "{args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Exit 2, nothing on stdout, one line on stderr that mentions `mentions`; the line.
fn refused(args: &[&str], mentions: &str) -> String {
    let out = cli(args);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "{args:?} must exit 2; stderr {err:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line on stderr, got {err:?}");
    assert!(err.contains(mentions), "{args:?}: {err:?} should mention {mentions:?}");
    err
}

/// Text as a terminal gets it: no control character but the line ends, no direction mark.
fn printable(text: &str) -> bool {
    text.chars().all(|c| {
        c == '\n'
            || !(c.is_control()
                || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'))
    })
}

/// A file of `text` in the temporary folder, by a name of its own.
fn file(text: &str) -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let path = std::env::temp_dir().join(format!("kete-readers-{}-{n}.json", std::process::id()));
    std::fs::write(&path, text).expect("written");
    path
}

fn arg(path: &std::path::Path) -> &str {
    path.to_str().expect("a path")
}

/// The two-move Kimasai game b2 k3 as a record (JSON).
fn record_of(start: &str, moves: &[&str]) -> Value {
    let mut args = vec!["record", "kimasai", "--start", start];
    args.extend_from_slice(moves);
    serde_json::from_str(&stdout(&args)).expect("a record")
}

/// The engine's analysis of a Kimasai game, as the game keeps it in a save.
fn analysis_of(start: &str, moves: &[&str]) -> Value {
    let start = AnyGame::from_text(start).expect("a position");
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let mut analyser = Analyser::of_game(&start, &moves, 300).expect("playable");
    while !analyser.work(64) {}
    serde_json::to_value(analyser.result().expect("done")).expect("json")
}

/// A version 2 save of the game b2 k3 with these notes.
fn save(analysis: Option<Value>, comments: Option<Value>) -> String {
    let mut save = json!({
        "format": "kete-autosave",
        "version": 2,
        "game": record_of(START, &["b2", "k3"]),
        "mode": "Classical",
    });
    if let Some(analysis) = analysis {
        save["analysis"] = analysis;
    }
    if let Some(comments) = comments {
        save["comments"] = comments;
    }
    save.to_string()
}

fn good_analysis() -> Value {
    analysis_of(START, &["b2", "k3"])
}

// 1. Comments the game drops are not printed.
#[test]
fn kept_prints_only_the_comments_the_game_keeps() {
    let long = "x".repeat(1_000_001);
    let path =
        file(&save(Some(good_analysis()), Some(json!({"0": "zero", "1": "kept", "999": "far", "2": long}))));
    let out = stdout(&["analyse", arg(&path), "--kept"]);
    assert!(out.contains("comment 1: kept\n"), "{out}");
    assert!(
        !out.contains("comment 0") && !out.contains("comment 999") && !out.contains("comment 2"),
        "{out}"
    );
    assert!(out.lines().all(|line| line.len() < 2_000), "a 1 MB comment printed");
}

// 2. Text from the file cannot reach the terminal raw.
#[test]
fn kept_escapes_what_it_prints_from_the_file() {
    let comment = "red \u{1b}[31m bell \u{7} nul \u{0} bidi \u{202e} end";
    let path = file(&save(Some(good_analysis()), Some(json!({"1": comment}))));
    let out = stdout(&["analyse", arg(&path), "--kept"]);
    assert!(printable(&out), "{out:?}");
    assert!(out.contains("comment 1: red \\u{1b}[31m bell"), "{out}");
    // A `played` field holding a newline would forge a summary line: it is not the game's move.
    let mut forged = good_analysis();
    forged["moves"][0]["played"] =
        json!("b2\nS: best 99 good 0 inaccuracy 0 mistake 0 blunder 0 mean_loss 0.0");
    let path = file(&save(Some(forged), None));
    refused(&["analyse", arg(&path), "--kept"], "let go");
}

// 3. An analysis is checked against the game before it is believed.
#[test]
fn kept_refuses_an_analysis_that_is_not_of_the_game() {
    let mut foreign = good_analysis();
    foreign["moves"][0]["played"] = json!("zz9");
    foreign["moves"][0]["ply"] = json!(77);
    let mut many = good_analysis();
    let review = many["moves"][0].clone();
    many["moves"] = Value::Array(vec![review; 1_000]);
    let mut none = good_analysis();
    none["moves"] = json!([]);
    let mut huge = good_analysis();
    huge["chances"][1] = json!(1e308);
    let mut negative = good_analysis();
    negative["moves"][1]["loss"] = json!(-0.5);
    let mut wrong_mover = good_analysis();
    wrong_mover["moves"][0]["mover"] = json!("North");
    let mut unplayable_better = good_analysis();
    unplayable_better["moves"][0]["better"] = json!("a9");
    unplayable_better["moves"][0]["mark"] = json!("best");
    for bad in [foreign, many, none, huge, negative, wrong_mover, unplayable_better] {
        let path = file(&save(Some(bad.clone()), None));
        refused(&["analyse", arg(&path), "--kept"], "let go");
        // The game reads the same file with the analysis let go, the game itself kept.
        let read =
            kete::saved::read(&std::fs::read_to_string(&path).expect("read")).expect("the game stands");
        assert_eq!(read.notes.analysis, None, "{bad}");
    }
    let path = file(&save(Some(good_analysis()), None));
    assert!(stdout(&["analyse", arg(&path), "--kept"]).contains("kept in the file"));
}

// 4. One bad comment key drops that comment only, in kete-cli and the game alike.
#[test]
fn a_bad_comment_key_drops_only_that_comment() {
    let comments =
        json!({"-1": "a", "abc": "b", "01": "c", "99999999999999999999999": "d", "2": 5, "1": "kept"});
    let text = save(Some(good_analysis()), Some(comments));
    let path = file(&text);
    assert!(stdout(&["check", arg(&path)]).starts_with("ok: kimasai, 2 moves"));
    let out = stdout(&["analyse", arg(&path), "--kept"]);
    assert_eq!(
        out.lines().filter(|line| line.starts_with("comment ")).collect::<Vec<_>>(),
        ["comment 1: kept"]
    );
    let read = kete::saved::read(&text).expect("the game reads it");
    assert_eq!(read.notes.comments.into_iter().collect::<Vec<_>>(), [(1, "kept".to_string())]);
}

/// A Kimasai position, reached from the start by random moves, where the side to move has one
/// legal move and it wins at once; and the moves that reach it.
fn lone_winning_move() -> (AnyGame, Vec<String>, Side) {
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..2_000 {
        let mut game = AnyGame::from_text(START).expect("start");
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 400 {
            let legal = game.legal_moves();
            if let [only] = legal.as_slice() {
                let mut after = game.clone();
                after.play(*only, &mut NoEvents).expect("legal");
                if after.outcome().is_some_and(|o| o.winner == Some(game.side_to_move())) {
                    return (game.clone(), moves, game.side_to_move());
                }
            }
            let mv = legal[rng.random_range(0..legal.len())];
            moves.push(game.format_move(mv));
            game.play(mv, &mut NoEvents).expect("legal");
        }
    }
    panic!("no lone winning move found");
}

// 5. The last position of a game in progress is valued by a search, even with one legal move.
#[test]
fn analyse_values_a_lone_move_at_the_end_of_a_game_in_progress() {
    let (_, moves, mover) = lone_winning_move();
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    let mut args = vec!["record", "kimasai"];
    args.extend_from_slice(&moves);
    let path = file(&stdout(&args));
    let out = stdout(&["analyse", arg(&path), "--nodes", "2000"]);
    let last = out.lines().rfind(|line| line.starts_with(|c: char| c.is_ascii_digit())).expect("a move");
    let after: f64 = last.split(' ').nth(4).expect("after").parse().expect("a number");
    let won = if mover == Side::South { 100.0 } else { 0.0 };
    assert_eq!(after, won, "{last}: the side to move wins with its only move");
}

// 6. A lone move is searched: its chance and its line are the position's.
#[test]
fn ai_searches_a_position_with_one_legal_move() {
    let (game, _, _) = lone_winning_move();
    let position = game.to_text();
    for level in ["1", "2", "3", "4", "5"] {
        let out = stdout(&["ai", &position, "--level", level]);
        let second = out.lines().nth(1).expect("a report");
        let pv = second.split(' ').find_map(|f| f.strip_prefix("pv=")).expect("pv=");
        assert!(!pv.is_empty(), "level {level}: {second}");
        if let Some(chance) = second.split(' ').find_map(|f| f.strip_prefix("chance=")) {
            assert_eq!(chance, "100", "level {level}: {second}");
        }
    }
    let out = stdout(&["ai", &position, "--nodes", "1000"]);
    assert!(out.contains("chance=100"), "{out}");
}

// 7. A careless move has no estimate, so none is printed.
#[test]
fn ai_says_no_chance_for_a_careless_move() {
    let start = stdout(&["new", "bao"]);
    for seed in 1..=40 {
        let seed = seed.to_string();
        let out = stdout(&["ai", start.trim(), "--level", "1", "--seed", &seed]);
        assert!(!out.contains("chance=0 "), "seed {seed}: {out}");
    }
}

fn lesson_file(game: &str, lessons: Value) -> PathBuf {
    file(&json!({"game": game, "lessons": lessons}).to_string())
}

fn kimasai_lesson() -> Value {
    let path: Value = serde_json::from_str(include_str!("../assets/lessons/kimasai.json")).expect("json");
    path["lessons"][0].clone()
}

// 8. A lesson's id is a plain name: it becomes a catalogue key and is printed.
#[test]
fn a_lesson_id_that_is_not_a_plain_name_is_refused() {
    for id in [
        "a\u{1b}[31mb".to_string(),
        String::new(),
        "x".repeat(1_000_000),
        "two\nlines".into(),
        "\u{202e}id".into(),
    ] {
        let mut lesson = kimasai_lesson();
        lesson["id"] = json!(id);
        let path = lesson_file("kimasai", json!([lesson]));
        let err = refused(&["lessons", "kimasai", "--file", arg(&path)], "plain name");
        assert!(printable(err.trim_end()) && err.len() < 400, "{err:?}");
    }
}

// 9. A lesson is written as kete-cli writes: the hint shows its solution as it is.
#[test]
fn a_lesson_in_another_notation_is_refused() {
    let lesson = kimasai_lesson();
    let mut plus = lesson.clone();
    plus["solution"] = json!("f+2");
    let mut zero = lesson.clone();
    zero["solution"] = json!("f02");
    for bad in [plus, zero] {
        let path = lesson_file("kimasai", json!([bad]));
        refused(&["lessons", "kimasai", "--file", arg(&path)], "as kete-cli writes it");
    }
    // A position read as another: "01" seeds for 1.
    let mut padded = lesson.clone();
    let position = lesson["position"].as_str().expect("text").replacen(",1,", ",01,", 1);
    padded["position"] = json!(position);
    let path = lesson_file("kimasai", json!([padded]));
    refused(&["lessons", "kimasai", "--file", arg(&path)], "as kete-cli writes it");
}

// 10. A Bao puzzle file holds Bao puzzles.
#[test]
fn a_puzzle_of_another_game_is_refused() {
    let kimasai: Value = serde_json::from_str(include_str!("../assets/puzzles/kimasai.json")).expect("json");
    let path = file(&json!({"game": "bao", "puzzles": [kimasai["puzzles"][0].clone()]}).to_string());
    refused(&["puzzles", "bao", "--check", arg(&path)], "not bao");
}

// 11. The work of checking a file is bounded.
#[test]
fn lesson_and_puzzle_files_are_checked_within_bounds() {
    let copies: Vec<Value> = (0..201)
        .map(|n| {
            let mut lesson = kimasai_lesson();
            lesson["id"] = json!(format!("copy-{n}"));
            lesson
        })
        .collect();
    refused(
        &["lessons", "kimasai", "--file", arg(&lesson_file("kimasai", Value::Array(copies)))],
        "at most 200",
    );
    let puzzles: Value = serde_json::from_str(include_str!("../assets/puzzles/omweso.json")).expect("json");
    let copy = puzzles["puzzles"][0].clone();
    let path = file(&json!({"game": "omweso", "puzzles": vec![copy.clone(); 1_001]}).to_string());
    refused(&["puzzles", "omweso", "--check", arg(&path)], "at most 1000");
    let path = file(&json!({"game": "omweso", "puzzles": vec![copy; 2]}).to_string());
    refused(&["puzzles", "omweso", "--check", arg(&path)], "another puzzle has its position");
    // A position whose moves the rules settle only after very many relays is no lesson.
    let long = json!({"id": "long", "rules": "seed", "position": LONG_CYCLE, "task": {"capture_from": "a1"}, "solution": "A1R"});
    refused(&["lessons", "bao", "--file", arg(&lesson_file("bao", json!([long])))], "not decided within");
}

/// The long-cycle Bao position of docs/BENCHMARKS.md: its A2L repeats only after 127 million relays.
const LONG_CYCLE: &str =
    "bao 1,0,0,1,0,2,1,1/0,0,0,0,0,0,1,1/2,2,1,0,7,6,1,0/14,2,1,7,6,0,4,3 S r=0,0 h=00 t=-";

// 12. What an error line repeats of the input is short.
#[test]
fn error_lines_repeat_at_most_a_short_piece_of_the_input() {
    let long = "y".repeat(5_000);
    let path = file(&format!("{{\"game\": \"kimasai\", \"{long}\": 1, \"lessons\": []}}"));
    let err = refused(&["lessons", "kimasai", "--file", arg(&path)], "not a lesson file");
    assert!(err.len() < 200, "{} characters: {err}", err.len());
    let path = file(&format!("{{\"game\": \"kimasai\", \"puzzles\": \"{long}\"}}"));
    let err = refused(&["puzzles", "kimasai", "--check", arg(&path)], "not a puzzle file");
    assert!(err.len() < 200, "{} characters: {err}", err.len());
}

// 13. A version is a whole number from 1, for saves and records alike.
#[test]
fn a_version_that_is_not_a_whole_number_is_refused_by_one_rule() {
    for version in [json!(2.5), json!("3"), json!(-1), json!(0)] {
        let mut bad: Value = serde_json::from_str(&save(None, None)).expect("json");
        bad["version"] = version.clone();
        refused(&["check", arg(&file(&bad.to_string()))], "whole number");
        let mut record = record_of(START, &["b2"]);
        record["version"] = version;
        refused(&["check", arg(&file(&record.to_string()))], "whole number");
    }
    let mut record = record_of(START, &["b2"]);
    record["version"] = json!(1.0);
    refused(&["check", arg(&file(&record.to_string()))], "whole number");
}

// 14. A bare record keeps no analysis, whatever fields it carries.
#[test]
fn kept_refuses_a_bare_record() {
    let mut record = record_of(START, &["b2", "k3"]);
    record["analysis"] = good_analysis();
    refused(&["analyse", arg(&file(&record.to_string())), "--kept"], "bare record");
}

// 15. The positions fitted on and tested on are counted alike.
#[test]
fn calibrate_counts_the_fitted_and_tested_positions_alike() {
    let out = stdout(&["calibrate", "kimasai", "--games", "4", "--nodes", "300"]);
    let samples = kete::ai::calibrate::samples(GameKind::Kimasai, "seed", 4, 300, 1).expect("samples");
    let counted = |parity: u32| {
        samples.iter().filter(|s| s.game % 2 == parity && kete::ai::calibrate::undecided(s)).count()
    };
    let expected = format!("fitted on {}, tested on {}", counted(0), counted(1));
    assert!(out.contains(&expected), "{out} should say {expected}");
}

// 16. `pv=` is a list of moves split at commas, an Omweso reverse lap's `cw`/`ccw` answers
// belonging to the move before them (docs/NOTATION.md): every move so read plays in turn.
#[test]
fn a_pv_read_by_its_documented_rule_plays() {
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..6 {
        let mut game = AnyGame::new(GameKind::Omweso).expect("start");
        for _ in 0..rng.random_range(4..30) {
            let legal = game.legal_moves();
            if game.outcome().is_some() || legal.is_empty() {
                break;
            }
            game.play(legal[rng.random_range(0..legal.len())], &mut NoEvents).expect("legal");
        }
        if game.outcome().is_some() {
            continue;
        }
        let position = game.to_text();
        let out = stdout(&["ai", &position, "--nodes", "3000"]);
        let pv =
            out.lines().nth(1).and_then(|l| l.split(' ').find_map(|f| f.strip_prefix("pv="))).expect("pv");
        let mut moves: Vec<String> = Vec::new();
        for field in pv.split(',').filter(|f| !f.is_empty()) {
            match (field, moves.last_mut()) {
                ("cw" | "ccw", Some(last)) => *last = format!("{last},{field}"),
                _ => moves.push(field.to_string()),
            }
        }
        let mut args = vec!["play", position.as_str()];
        args.extend(moves.iter().map(String::as_str));
        stdout(&args);
    }
}

// 17. A learning rule set's position says `t=-`.
#[test]
fn a_learning_position_without_its_takasia_field_is_refused() {
    let start = "bao 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S r=0,0 h=00";
    for rules in ["kujifunza", "hus"] {
        refused(&["--rules", rules, "show", start], "t=-");
        stdout(&["--rules", rules, "show", &format!("{start} t=-")]);
    }
}

// 18. A side with no move lost nothing: 0.0, never -0.0.
#[test]
fn a_side_with_no_move_has_a_mean_loss_of_zero() {
    let path = file(&stdout(&["record", "kimasai", "b2"]));
    let out = stdout(&["analyse", arg(&path), "--nodes", "300"]);
    assert!(out.contains("North: best 0 good 0 inaccuracy 0 mistake 0 blunder 0 mean_loss 0.0\n"), "{out}");
    assert!(!out.contains("-0.0"), "{out}");
    let empty = Analysis { chances: vec![0.5], moves: vec![] };
    assert!(empty.summary(Side::South).mean_loss.is_sign_positive());
}

// 19. `ai --help` names every field it prints.
#[test]
fn ai_help_names_the_chance() {
    assert!(stdout(&["ai", "--help"]).contains("chance="));
}

// 20. A learning game is shown by its own name and description.
#[test]
fn show_names_the_game_its_rules_make() {
    let start = stdout(&["--rules", "hus-namibian", "new", "bao"]);
    let out = stdout(&["--rules", "hus-namibian", "show", start.trim()]);
    assert!(out.starts_with("Hus (Namibia)\n"), "{out}");
    assert!(out.contains("Namibian Hus: 48 seeds"), "{out}");
    let start = stdout(&["--rules", "hus", "new", "bao"]);
    assert!(stdout(&["--rules", "hus", "show", start.trim()]).starts_with("Hus (Board Game Arena)\n"));
    let start = stdout(&["--rules", "kujifunza", "new", "bao"]);
    assert!(stdout(&["--rules", "kujifunza", "show", start.trim()]).starts_with("Bao la Kujifunza\n"));
}

// 21. A refusal of `--rules` speaks of what was given.
#[test]
fn a_rules_refusal_names_what_was_given() {
    let err = refused(&["--rules", "bogus", "new", "bao"], "bao has no rule set 'bogus'");
    assert!(!err.contains("malformed position"), "{err}");
    let err = refused(&["--rules", "bogus", "selfplay", "kimasai", "--games", "1"], "no rule set");
    assert!(!err.contains("malformed position"), "{err}");
    let err =
        refused(&["--rules", "seed", "puzzles", "bao", "--check", "x"], "each puzzle names its own rules");
    assert!(!err.contains("record"), "{err}");
}
