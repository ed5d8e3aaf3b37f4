//! The lessons: every game's lesson file reads and every lesson in it holds (checked as it is
//! read: its solution does the task, another legal move does not); each solution is judged done,
//! and a move that does not do the task is judged a miss, with the reason as the rules saw it.

use kete::lessons::{Check, Miss, Path, path_of};
use kete::rules::GameKind;

#[test]
fn every_lesson_holds_and_its_solution_does_the_task() {
    for kind in GameKind::ALL {
        let path = path_of(kind).unwrap_or_else(|why| panic!("{kind}: {why}"));
        assert!(!path.lessons.is_empty(), "{kind} has lessons");
        for lesson in &path.lessons {
            let (_, _, did) = lesson.try_move(&lesson.solution).expect("the solution plays");
            let mover = lesson.game().expect("a board").side_to_move();
            assert_eq!(lesson.task.judge(&did, mover), Ok(()), "{kind} {}", lesson.id);
        }
    }
}

#[test]
fn every_lesson_refuses_a_wrong_move_with_its_reason() {
    for kind in GameKind::ALL {
        for lesson in path_of(kind).expect("holds").lessons {
            let game = lesson.game().expect("a board");
            let mover = game.side_to_move();
            let wrong = game.legal_moves().into_iter().find_map(|mv| {
                let text = game.format_move(mv);
                let (_, _, did) = lesson.try_move(&text).ok()?;
                lesson.task.judge(&did, mover).err().map(|miss| (text, miss))
            });
            let (text, miss) = wrong.unwrap_or_else(|| panic!("{kind} {}: no wrong move", lesson.id));
            println!("{kind} {}: {text} is not it: {miss:?}", lesson.id);
        }
    }
}

/// The reasons are what the move did: a Hus lap that ends in an empty hole captured nothing, and
/// says where it ended.
#[test]
fn a_miss_says_what_the_move_did() {
    let path = path_of(GameKind::Bao).expect("holds");
    let capture = path.lessons.iter().find(|l| l.id == "hus-capture").expect("the Hus capture");
    let (_, _, did) = capture.try_move("A3R").expect("plays");
    assert_eq!(
        Check::CaptureFrom("a8".to_string()).judge(&did, kete::rules::Side::South),
        Err(Miss::NothingCaptured { ended_in: did.ended_in.clone() })
    );
    assert!(did.ended_in.is_some() && did.relays > 0, "{did:?}");
}

/// A teacher's mistakes are named when the file is read.
#[test]
fn a_lesson_that_does_not_hold_is_refused_with_its_name() {
    let lesson = |task: &str, solution: &str| {
        format!(
            r#"{{"game": "bao", "lessons": [{{"id": "x", "rules": "hus", "position":
            "bao 5,5,5,5,5,5,5,6/5,0,2,6,0,0,0,1/1,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S r=0,0 h=00 t=-",
            "task": {task}, "solution": "{solution}"}}]}}"#
        )
    };
    assert!(Path::read(&lesson(r#"{"capture_from": "a8"}"#, "A3L")).is_ok());
    let wrong_solution = Path::read(&lesson(r#"{"capture_from": "a8"}"#, "A3R")).expect_err("refused");
    assert!(
        wrong_solution.contains("lesson 'x'") && wrong_solution.contains("does not do the task"),
        "{wrong_solution}"
    );
    let illegal = Path::read(&lesson(r#""capture""#, "B1L")).expect_err("refused");
    assert!(illegal.contains("lesson 'x'"), "{illegal}");
    assert!(Path::read("{\"game\": \"bao\"}").is_err());
}

/// Omweso's three-seed opening is judged from the move itself: the same pit sown the ordinary way
/// is not it.
#[test]
fn the_three_seed_opening_is_told_from_an_ordinary_sowing() {
    let path = path_of(GameKind::Omweso).expect("holds");
    let lesson = path.lessons.iter().find(|l| l.id == "three-seed").expect("the three-seed lesson");
    let mover = kete::rules::Side::South;
    let (_, _, opening) = lesson.try_move("d1:3").expect("plays");
    assert_eq!(Check::ThreeSeed.judge(&opening, mover), Ok(()));
    let (_, _, ordinary) = lesson.try_move("d1").expect("plays");
    assert_eq!(Check::ThreeSeed.judge(&ordinary, mover), Err(Miss::NoThreeSeed));
}
