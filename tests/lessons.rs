//! The lessons: every game's lesson file reads and every lesson in it holds (checked as it is
//! read: its solution does the task, another legal move does not); each solution is judged done,
//! and a move that does not do the task is judged a miss, with the reason as the rules saw it.

use kete::lessons::{Arrange, Check, Miss, Path, arrange, path_of};
use kete::rules::GameKind;
use kete::rules::omweso::setup::{STANDARD, TWO_EACH};

#[test]
fn every_lesson_holds_and_its_solution_does_the_task() {
    for kind in GameKind::ALL {
        let path = path_of(kind).unwrap_or_else(|why| panic!("{kind}: {why}"));
        assert!(!path.lessons.is_empty(), "{kind} has lessons");
        for lesson in &path.lessons {
            if let Some(task) = lesson.arrangement() {
                let board = lesson.game().expect("a board");
                let arranged = arrange::arranged(&board, &lesson.solution).expect("the solution arranges");
                assert_eq!(task.judge(&arranged), Ok(()), "{kind} {}", lesson.id);
                continue;
            }
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
            if let Some(task) = lesson.arrangement() {
                let standard = arrange::with_pits(&game, STANDARD).expect("an Omweso board");
                let miss = task.judge(&standard).expect_err("the standard arrangement is not it");
                println!("{kind} {}: the standard arrangement is not it: {miss:?}", lesson.id);
                continue;
            }
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

/// What a lesson's sentences say of its board is data the rules prove: a claim that does not hold
/// refuses the lesson, naming it and what the rules found instead.
#[test]
fn a_lesson_whose_claim_is_false_is_refused() {
    // Hus, South to move: A3L captures a8 (the Hus capture lesson); A3R relays and captures nothing.
    let lesson = |claims: &str| {
        format!(
            r#"{{"game": "bao", "lessons": [{{"id": "x", "rules": "hus", "position":
            "bao 5,5,5,5,5,5,5,6/5,0,2,6,0,0,0,1/1,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S r=0,0 h=00 t=-",
            "task": {{"capture_from": "a8"}}, "solution": "A3L", "claims": [{claims}]}}]}}"#
        )
    };
    let legal: Vec<String> = {
        let path = Path::read(&lesson("")).expect("holds without claims");
        let game = path.lessons[0].game().expect("a board");
        game.legal_moves().into_iter().map(|mv| game.format_move(mv)).collect()
    };
    let all = legal.iter().map(|m| format!("\"{m}\"")).collect::<Vec<_>>().join(", ");
    assert!(Path::read(&lesson(&format!(r#"{{"legal": [{all}]}}"#))).is_ok(), "{all}");
    assert!(Path::read(&lesson(r#"{"only": {"moves": ["A3L"], "task": {"capture_from": "a8"}}}"#)).is_ok());
    assert!(Path::read(&lesson(r#"{"only": {"moves": [], "task": {"captures": 9}}}"#)).is_ok());

    let too_few = Path::read(&lesson(r#"{"legal": ["A3L"]}"#)).expect_err("refused");
    assert!(too_few.contains("lesson 'x'") && too_few.contains("legal moves"), "{too_few}");
    let not_every = Path::read(&lesson(r#"{"every": "capture"}"#)).expect_err("refused");
    assert!(not_every.contains("lesson 'x'") && not_every.contains("A3R"), "{not_every}");
    let not_only =
        Path::read(&lesson(r#"{"only": {"moves": ["A3R"], "task": "capture"}}"#)).expect_err("refused");
    assert!(not_only.contains("lesson 'x'") && not_only.contains("A3L"), "{not_only}");
    assert!(Path::read(&lesson(r#"{"never": "capture"}"#)).is_err(), "an unknown claim is refused");
}

/// A board no game reaches — seeds added or lost — is no lesson's board.
#[test]
fn a_lesson_on_a_board_of_the_wrong_seeds_is_refused() {
    let lesson = r#"{"game": "omweso", "lessons": [{"id": "x", "rules": "seed", "position":
        "omweso 0,0,1,0,0,3,0,0/0,0,1,0,0,0,0,0/0,0,1,0,0,0,0,0/3,0,0,0,2,0,0,0 S p=1 k=1",
        "task": "reverse", "solution": "a1cw"}]}"#;
    let why = Path::read(lesson).expect_err("refused");
    assert!(why.contains("lesson 'x'") && why.contains("11 seeds"), "{why}");
}

/// Safari pays when the seeds sown on capture again: the lesson's stop captures once, its safari
/// more, and a move capturing too few is told where it did capture.
#[test]
fn safari_is_judged_by_the_captures_it_makes() {
    let path = path_of(GameKind::Bao).expect("holds");
    let lesson = path.lessons.iter().find(|l| l.id == "bao-safari").expect("the safari lesson");
    let mover = kete::rules::Side::South;
    let (_, _, stop) = lesson.try_move("A2L").expect("plays");
    assert_eq!(stop.safari, Some(false));
    assert_eq!(
        Check::Captures(2).judge(&stop, mover),
        Err(Miss::TooFewCaptures { from: vec!["a7".to_string()] })
    );
    let (_, _, safari) = lesson.try_move("A2L+").expect("plays");
    assert!(safari.captures.len() >= 2, "{safari:?}");
    assert_eq!(lesson.task.judge(&safari, mover), Ok(()));
}

/// A concept is practised: a practice names an earlier lesson of its rules, takes its title and
/// sentences, and is numbered as that lesson's next exercise; one naming no such lesson is refused.
#[test]
fn a_practice_follows_the_lesson_it_practises() {
    let path = path_of(GameKind::Bao).expect("holds");
    let practices: Vec<_> = path.lessons.iter().filter(|l| l.practice_of.is_some()).collect();
    assert!(practices.len() >= 4, "{}", practices.len());
    for (index, each) in path.lessons.iter().enumerate() {
        let place = kete::lessons::place_of(&path.lessons, index);
        assert!(
            place.exercise <= place.exercises && place.concept <= place.concepts,
            "{}: {place:?}",
            each.id
        );
        match &each.practice_of {
            Some(of) => {
                assert_eq!(each.words_id(), of);
                assert!(place.exercise >= 2, "{}: {place:?}", each.id);
                let taught = path.lessons[..index].iter().find(|l| l.id == *of).expect("taught before");
                assert_eq!(
                    kete::lessons::place_of(
                        &path.lessons,
                        path.lessons.iter().position(|l| l.id == taught.id).expect("there")
                    )
                    .concept,
                    place.concept
                );
            }
            None => assert_eq!(place.exercise, 1, "{}", each.id),
        }
    }
    let concepts = path.lessons.iter().filter(|l| l.practice_of.is_none()).count();
    assert_eq!(kete::lessons::place_of(&path.lessons, path.lessons.len() - 1).concepts, concepts);

    let file = |of: &str| {
        format!(
            r#"{{"game": "bao", "lessons": [{{"id": "x", "rules": "hus", "position":
            "bao 5,5,5,5,5,5,5,6/5,0,2,6,0,0,0,1/1,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S r=0,0 h=00 t=-",
            "task": {{"capture_from": "a8"}}, "solution": "A3L"}},
            {{"id": "y", "rules": "hus", "position":
            "bao 5,5,5,5,5,5,5,6/5,0,2,6,0,0,0,1/1,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S r=0,0 h=00 t=-",
            "task": "relay", "solution": "A3R", "practice_of": "{of}"}}]}}"#
        )
    };
    assert!(Path::read(&file("x")).is_ok());
    for wrong in ["y", "z"] {
        let why = Path::read(&file(wrong)).expect_err("refused");
        assert!(why.contains("lesson 'y' practises"), "{why}");
    }
}

/// A scene of several moves is checked against every answer: one whose next task some answer
/// leaves undoable, or that every move does, is refused; the shipped scenes hold.
#[test]
fn a_scene_holds_whatever_the_opponent_answers() {
    let scene = |then: &str| {
        format!(
            r#"{{"game":"bao","lessons":[{{"id":"x","rules":"hus","position":"bao 2,8,1,2,1,3,2,5/2,1,0,4,8,1,6,6/0,0,0,0,2,0,0,2/1,1,0,2,0,2,1,1 S r=0,0 h=00 t=-","task":"capture","solution":"B4R","then":{then}}}]}}"#
        )
    };
    assert!(Path::read(&scene(r#"["capture"]"#)).is_ok());
    let why = Path::read(&scene(r#"["win"]"#)).expect_err("no answer leaves a win");
    assert!(why.contains("no move does its task"), "{why}");
    let why = Path::read(&scene(r#"["capture", "capture", "capture"]"#)).expect_err("too long");
    assert!(why.contains("at most"), "{why}");
    let scenes: usize = GameKind::ALL
        .into_iter()
        .map(|kind| path_of(kind).expect("holds").lessons.iter().filter(|l| !l.then.is_empty()).count())
        .sum();
    assert!(scenes >= 2, "{scenes} scenes");
}

/// Omweso's setup is practised: the learner arranges against North's arrangement, North moving
/// first. The standard arrangement is no answer (nothing of it can capture soon), and the miss
/// names the first move of North's after which no move of the learner's captures; the solution
/// is an answer whatever North plays first (each of its moves, then a capture of the learner's).
#[test]
fn an_arrangement_is_judged_by_what_the_rules_play_next() {
    let path = path_of(GameKind::Omweso).expect("holds");
    let setups: Vec<_> = path.lessons.iter().filter(|l| l.arrangement().is_some()).collect();
    assert!(setups.len() >= 2, "the setup is practised: {}", setups.len());
    for lesson in setups {
        let board = lesson.game().expect("a board");
        assert_eq!(board.side_to_move(), kete::rules::Side::North, "{}: North arranged first", lesson.id);
        let solved = arrange::arranged(&board, &lesson.solution).expect("arranges");
        assert_eq!(arrange::rows(&solved), lesson.solution);
        let firsts = solved.legal_moves();
        assert!(firsts.len() >= 3, "{}: North has a choice", lesson.id);
        for first in firsts {
            let mut after = solved.clone();
            after.play(first, &mut kete::rules::NoEvents).expect("legal");
            let captures = after.legal_moves().into_iter().any(|mv| {
                let mut events = Vec::new();
                after.clone().play(mv, &mut events).expect("legal");
                events.iter().any(|e| matches!(e, kete::rules::Event::Capture { .. }))
            });
            assert!(
                captures,
                "{}: after North's {} the learner captures",
                lesson.id,
                solved.format_move(first)
            );
        }
        let standard = arrange::with_pits(&board, STANDARD).expect("Omweso");
        assert!(
            matches!(Arrange::CaptureNext.judge(&standard), Err(Miss::NoCaptureAfter { first }) if !first.is_empty())
        );
        // Nor does the panel's other button: two in every pit.
        let two_each = arrange::with_pits(&board, TWO_EACH).expect("Omweso");
        assert!(Arrange::CaptureNext.judge(&two_each).is_err(), "{}", lesson.id);
        // A move is no arrangement.
        let (_, _, did) = path.lessons[0].try_move(&path.lessons[0].solution).expect("plays");
        assert_eq!(lesson.task.judge(&did, kete::rules::Side::South), Err(Miss::ArrangeFirst));
    }
}

/// A teacher's arrangement lesson is checked when read: the board must be North's arrangement with
/// the learner's pits empty, the solution a legal arrangement, written as it reads back, that does
/// the task.
#[test]
fn an_arrangement_lesson_that_does_not_hold_is_refused() {
    let north = "4,3,4,3,3,2,4,4/2,1,0,0,1,0,0,1";
    let lesson = |position: &str, solution: &str| {
        format!(
            r#"{{"game": "omweso", "lessons": [{{"id": "x", "rules": "seed", "position": "{position}",
            "task": {{"arrange": "capture_next"}}, "solution": "{solution}"}}]}}"#
        )
    };
    let board = format!("omweso {north}/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N p=0 k=0");
    let right = "0,0,0,0,1,0,0,1/4,4,4,4,4,4,4,2";
    assert!(Path::read(&lesson(&board, right)).is_ok());
    let refused = |position: &str, solution: &str, says: &str| {
        let why = Path::read(&lesson(position, solution)).expect_err("refused");
        assert!(why.contains("lesson 'x'") && why.contains(says), "{why}");
    };
    refused(&board, "0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4", "does not do the task");
    refused(&board, "0,0,0,0,1,0,0,1/4,4,4,4,4,4,4,3", "32");
    refused(&board, "0,0,0,0,1,0,0,1/4,4,4,4,4,4,4,+2", "written as it reads back");
    refused(&board, "11,0,0,0,1,0,0,1/4,4,4,0,0,0,3,4", "at most 10");
    let south_placed = format!("omweso {north}/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 N p=0 k=0");
    refused(&south_placed, right, "before the learner arranges");
    let played_on = format!("omweso {north}/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N p=2 k=0");
    refused(&played_on, right, "a game's start");
    let north_short = "omweso 4,3,4,3,3,2,4,4/2,1,0,0,1,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N p=0 k=0";
    refused(north_short, right, "the side moving first");
    // On this board two in every pit captures after any first move of North's: a button would do it.
    let easy = "omweso 3,3,3,3,3,3,3,3/2,0,2,0,2,0,2,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N p=0 k=0";
    refused(easy, "0,1,0,1,0,0,0,0/4,2,4,4,4,4,4,4", "asks nothing");
}
