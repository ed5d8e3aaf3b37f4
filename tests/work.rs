//! The engine's work as the web's worker does it: each task written as JSON, begun by its kind,
//! worked a slice at a time, its reports read back as JSON — and what comes back is what the
//! same task gives done directly, on a thread. A kind or a task that does not read is refused.

use kete::ai::Budget;
use kete::ai::analysis::{Analyser, Mark, NODES};
use kete::rules::{AnyGame, GameKind};
use kete::work::analysis::{AnalyseTask, Analysed, WeighTask, Weighed};
use kete::work::listing::{ListTask, Listed, play_all};
use kete::work::search::{EvaluateTask, SearchTask, Seen};
use kete::work::{Refused, Sliced, Task, begin};
use std::time::Duration;

/// The same endgame as `ai_analysis`: b2 wins, a1 loses both of South's stones.
const ENDGAME: &str = "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S";

const SLICE: Duration = Duration::from_millis(5);

/// Runs the task as the worker does (JSON in, JSON out): every report, read back.
fn through_json<T: Task>(task: &T) -> Vec<T::Report> {
    let json = serde_json::to_string(task).expect("a task writes");
    let mut work = begin(T::KIND, &json).expect("the worker begins it");
    let mut reports = Vec::new();
    for _ in 0..100_000 {
        let (report, done) = work.work_json(SLICE);
        if let Some(report) = report {
            reports.push(serde_json::from_str(&report).expect("a report reads"));
        }
        if done {
            return reports;
        }
    }
    panic!("the task never ended");
}

/// Runs the task directly: its last report.
fn directly<T: Task>(task: T) -> Option<T::Report> {
    let mut work = task.begin();
    let mut last = None;
    for _ in 0..100_000 {
        let (report, done) = work.work(SLICE);
        last = report.or(last);
        if done {
            return last;
        }
    }
    panic!("the task never ended");
}

#[test]
fn a_listing_through_the_worker_gives_every_legal_move_played_as_the_rules_play_it() {
    for kind in GameKind::ALL {
        let game = AnyGame::new(kind).expect("a start");
        let reports: Vec<Listed> = through_json(&ListTask { game: game.clone() });
        let last = reports.last().expect("a report");
        assert!(last.finished && last.pending.is_empty(), "{kind}");
        let mut listed = last.lines.clone();
        let mut all = play_all(&game);
        listed.sort_by(|a, b| a.notation.cmp(&b.notation));
        all.sort_by(|a, b| a.notation.cmp(&b.notation));
        assert!(!all.is_empty(), "{kind}");
        assert_eq!(listed, all, "{kind}: the moves, their events and the positions after");
    }
}

#[test]
fn a_search_through_the_worker_finds_the_move_it_finds_directly() {
    let game = AnyGame::from_text(ENDGAME).expect("a position");
    let task = || SearchTask {
        game: game.clone(),
        budget: Budget::nodes(NODES),
        seed: 7,
        most: Duration::from_secs(30),
    };
    let reports = through_json(&task());
    assert_eq!(reports.len(), 1, "one report: the move");
    let found = reports[0].expect("a move");
    assert_eq!(game.format_move(found), "b2");
    assert_eq!(directly(task()), Some(Some(found)));
}

#[test]
fn an_evaluation_through_the_worker_deepens_and_ends_done() {
    let game = AnyGame::from_text(ENDGAME).expect("a position");
    let reports: Vec<Seen> = through_json(&EvaluateTask { game: game.clone(), budget: Budget::nodes(NODES) });
    let last = reports.last().expect("a report");
    assert!(last.done && reports[..reports.len() - 1].iter().all(|seen| !seen.done));
    assert_eq!(game.format_move(last.report.pv[0]), "b2");
    assert!(last.report.depth > 0);
}

#[test]
fn an_analysis_through_the_worker_tells_its_progress_and_finds_what_the_analyser_finds() {
    let start = AnyGame::from_text(ENDGAME).expect("a position");
    let moves = vec!["a1".to_string(), "a3".to_string()];
    let task = AnalyseTask { start: start.clone(), moves: moves.clone(), nodes: NODES };
    let reports = through_json(&task);
    let Some(Analysed::Done(found)) = reports.last() else { panic!("the findings come last") };
    for report in &reports[..reports.len() - 1] {
        assert!(matches!(report, Analysed::Progress(done, 3) if *done <= 3), "progress of 3 positions");
    }
    let mut analyser = Analyser::of_game(&start, &moves, NODES).expect("legal");
    while !analyser.work(16) {}
    assert_eq!(Some(&**found), analyser.result().as_ref());
    assert_eq!(found.review(1).map(|review| review.mark), Some(Mark::Blunder));
    // A game the rules refuse is told as refused, not lost in the worker.
    let refused = through_json(&AnalyseTask { start, moves: vec!["l1".into()], nodes: NODES });
    assert!(matches!(&refused[..], [Analysed::Refused(why)] if why.starts_with("move 1 (l1)")));
}

#[test]
fn a_move_weighed_through_the_worker_is_marked_as_the_analysis_marks_it() {
    let start = AnyGame::from_text(ENDGAME).expect("a position");
    let weigh = |played: &str| -> Vec<Weighed> {
        through_json(&WeighTask { start: start.clone(), played: played.into(), nodes: NODES })
    };
    assert_eq!(weigh("b2"), vec![Ok(Some(Mark::Best))]);
    assert_eq!(weigh("a1"), vec![Ok(Some(Mark::Blunder))]);
    assert!(matches!(&weigh("l1")[..], [Err(why)] if why.starts_with("move 1 (l1)")));
}

#[test]
fn a_kind_or_a_task_that_does_not_read_is_refused() {
    assert!(matches!(begin("fly", "{}"), Err(Refused::Kind(kind)) if kind == "fly"));
    assert!(matches!(begin("list", "{\"game\": 3}"), Err(Refused::Task(_))));
    assert!(matches!(begin("analyse", "not json"), Err(Refused::Task(_))));
    let long = "x".repeat(10_000);
    let Err(Refused::Kind(named)) = begin(&long, "{}") else { panic!("refused") };
    assert!(named.len() <= 40, "a refusal does not repeat an unbounded input");
}

#[test]
fn positions_along_random_games_cross_to_the_worker_whole_and_list_the_same_moves() {
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(38);
    for kind in GameKind::ALL {
        for _ in 0..20 {
            let mut game = AnyGame::new(kind).expect("a start");
            for _ in 0..rng.random_range(0..60) {
                let moves = game.legal_moves();
                if moves.is_empty() || game.outcome().is_some() {
                    break;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                game.play(mv, &mut kete::rules::NoEvents).expect("a legal move");
            }
            let json = serde_json::to_string(&game).expect("writes");
            assert_eq!(serde_json::from_str::<AnyGame>(&json).expect("reads"), game, "{kind}: {json}");
            let reports: Vec<Listed> = through_json(&ListTask { game: game.clone() });
            let mut listed = reports.last().map(|last| last.lines.clone()).unwrap_or_default();
            let mut all = play_all(&game);
            listed.sort_by(|a, b| a.notation.cmp(&b.notation));
            all.sort_by(|a, b| a.notation.cmp(&b.notation));
            assert_eq!(listed, all, "{kind}: {}", game.to_text());
        }
    }
}

/// The Bao position whose A1R walks a cycle of 1.2 billion relays before the rules know it never
/// ends (as `tests/web/long_check.mjs`).
const LONG_CHECK: &str =
    "bao 2,2,1,1,0,0,0,1/0,0,0,1,0,0,0,1/2,3,2,13,4,1,8,1/6,0,5,0,1,0,1,8 S r=0,0 h=00 t=-";

#[test]
fn during_a_long_check_the_latest_report_alone_holds_every_move_decided() {
    let game = AnyGame::from_text(LONG_CHECK).expect("a position");
    let task = serde_json::to_string(&ListTask { game: game.clone() }).expect("writes");
    let mut work = begin(ListTask::KIND, &task).expect("begun");
    // The page takes only the latest report: every earlier one may have been replaced.
    let (mut latest, mut reports) = (None, 0);
    let begun = std::time::Instant::now();
    while begun.elapsed() < Duration::from_millis(450) {
        if let (Some(report), _) = work.work_json(SLICE) {
            latest = Some(report);
            reports += 1;
        }
    }
    let latest: Listed = serde_json::from_str(&latest.expect("a report")).expect("reads");
    assert!(reports >= 2, "a long check tells how far it has got now and then, not only once");
    assert!(!latest.finished && latest.steps > 0, "A1 is still being checked");
    let pending: Vec<String> = latest.pending.iter().map(|&pit| game.pit_name(pit)).collect();
    assert_eq!(pending, ["A1"]);
    let decided: Vec<&str> = latest.lines.iter().map(|line| line.notation.as_str()).collect();
    assert!(decided.len() > 5 && !decided.contains(&"A1R"), "{decided:?}");
}
