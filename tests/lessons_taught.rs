//! The Bao path teaches a whole game: a "learner" who may use only the rules the path's lessons
//! teach (their ids, each one of docs/RULES.md's) plays whole games of Bao la Kiswahili's seed
//! rules against the computer's first level, as the path's last step does, and every rule either
//! side's moves used is one the path taught.

use kete::ai::{LEVELS, choose};
use kete::lessons::path_of;
use kete::rules::bao::used::RULE_IDS;
use kete::rules::{AnyGame, AnyMove, Event, GameKind, NoEvents, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};

const RULES_PAGE: &str = include_str!("../docs/RULES.md");

fn rules_used(game: &AnyGame, mv: AnyMove) -> BTreeSet<&'static str> {
    match (game.as_bao(), mv) {
        (Some(bao), AnyMove::Bao(mv)) => bao.rules_used(mv).expect("a legal move"),
        _ => panic!("a Bao la Kiswahili game"),
    }
}

#[test]
fn every_rule_id_is_one_of_the_rules_page() {
    for id in RULE_IDS {
        assert!(RULES_PAGE.contains(&format!("**{id}**")), "{id} is in docs/RULES.md");
    }
    let path = path_of(GameKind::Bao).expect("the Bao path holds");
    for id in path.taught() {
        assert!(RULES_PAGE.contains(&format!("**{id}**")), "the Bao path teaches {id}, of docs/RULES.md");
    }
}

#[test]
fn a_learner_taught_by_the_bao_path_plays_whole_games_of_bao() {
    let path = path_of(GameKind::Bao).expect("the Bao path holds");
    let taught = path.taught();
    let level_one = LEVELS[0].budget(GameKind::Bao);
    let mut met: BTreeMap<&str, usize> = BTreeMap::new();
    for seed in 0..100u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = AnyGame::new_with_rules(GameKind::Bao, Some("seed")).expect("the start");
        let mut plies = 0;
        while game.outcome().is_none() {
            let mv = if game.side_to_move() == Side::South {
                let knows = |mv: &AnyMove| rules_used(&game, *mv).iter().all(|id| taught.contains(id));
                let known: Vec<AnyMove> = game.legal_moves().into_iter().filter(knows).collect();
                assert!(
                    !known.is_empty(),
                    "game {seed}, ply {plies}: the learner knows no legal move of {}",
                    game.to_text()
                );
                known[rng.random_range(0..known.len())]
            } else {
                choose(&game, level_one, seed * 1000 + plies).expect("a move").0
            };
            let used = rules_used(&game, mv);
            for id in &used {
                *met.entry(id).or_default() += 1;
            }
            let untaught: Vec<&&str> = used.iter().filter(|id| !taught.contains(*id)).collect();
            assert!(
                untaught.is_empty(),
                "game {seed}, ply {plies}: {} from {} used {untaught:?}, which the Bao path does not teach",
                game.format_move(mv),
                game.to_text()
            );
            game.play(mv, &mut NoEvents).expect("a legal move");
            plies += 1;
        }
    }
    eprintln!("rules met in 100 games: {met:?}");
}

/// The rules' report of a move, on the path's own boards: each lesson's solution uses the rule it
/// is there to show.
#[test]
fn the_rules_tell_which_rules_a_move_used() {
    let path = path_of(GameKind::Bao).expect("the Bao path holds");
    let cases = [
        ("bao-namua", &["N1", "N2", "G3", "G4", "G5", "C1", "C3", "G7"][..]),
        ("bao-takasa", &["G1", "G2", "G6", "N3", "L3"][..]),
        ("bao-nyumba", &["L4"][..]),
        ("bao-tax", &["N4"][..]),
        ("bao-safari", &["L4", "G7"][..]),
        ("bao-mtaji", &["M1", "M2", "G9", "N5"][..]),
        ("bao-takasia", &["M3", "T1", "T2"][..]),
        ("bao-win", &["G11", "L1"][..]),
    ];
    for (id, expected) in cases {
        let lesson = path.lessons.iter().find(|lesson| lesson.id == id).expect("the lesson");
        let game = lesson.game().expect("its board");
        let mv = game.parse_move(&lesson.solution).expect("its solution");
        let used = rules_used(&game, mv);
        for rule in expected {
            assert!(used.contains(rule), "{id}'s {} uses {rule}: {used:?}", lesson.solution);
        }
        let other_stage = if game.reserve(game.side_to_move()) > 0 { "M1" } else { "N1" };
        assert!(!used.contains(other_stage), "{id}: {used:?}");
    }
}

/// No exercise of Bao la Kiswahili asks for a rule the path has not taught by then: each lesson's
/// solution uses only the rules its own lesson and the earlier ones teach (its first namua lesson
/// once asked for the kichwa choice two lessons early). The rules' ids are Bao la Kiswahili's: the
/// learning games' moves are reported as mtaji moves of the seed rules, so their lessons are held
/// to their own rules by their claims instead. G1 (South first, then in turn) is a rule of every
/// move, not one an exercise asks for.
#[test]
fn each_lesson_asks_only_what_the_path_has_taught_by_then() {
    let path = path_of(GameKind::Bao).expect("the Bao path holds");
    let mut taught: BTreeSet<&str> = BTreeSet::from(["G1"]);
    let mut early = Vec::new();
    let mut held = 0;
    for lesson in &path.lessons {
        taught.extend(lesson.teaches.iter().map(String::as_str));
        if lesson.rules != "seed" {
            continue;
        }
        held += 1;
        let game = lesson.game().expect("its board");
        let mv = game.parse_move(&lesson.solution).expect("its solution");
        let untaught: Vec<&str> =
            rules_used(&game, mv).into_iter().filter(|id| !taught.contains(id)).collect();
        if !untaught.is_empty() {
            early.push(format!("{}: {} uses {untaught:?}", lesson.id, lesson.solution));
        }
    }
    assert!(early.is_empty(), "exercises ahead of the path: {early:#?}");
    assert!(held >= 15, "the Bao la Kiswahili lessons: {held}");
}

/// No namua exercise asks which kichwa its captured seeds come in at before the lesson that
/// teaches that choice (the first namua lesson once did, two lessons early): before it, a namua
/// capture is made from a hole with one way to go.
#[test]
fn no_namua_exercise_asks_the_kichwa_before_its_lesson() {
    let path = path_of(GameKind::Bao).expect("the Bao path holds");
    let kichwa_lesson = path.lessons.iter().position(|l| l.id == "bao-kichwa").expect("the kichwa lesson");
    let mut early = Vec::new();
    for (index, lesson) in path.lessons.iter().enumerate() {
        let game = lesson.game().expect("its board");
        let mv = game.parse_move(&lesson.solution).expect("its solution");
        let mut events = Vec::new();
        game.clone().play(mv, &mut events).expect("a legal move");
        let from_hand = game.reserve(game.side_to_move()) > 0;
        let captures = events.iter().any(|e| matches!(e, Event::Capture { .. }));
        let ways =
            game.legal_moves().into_iter().filter(|&other| game.origin(other) == game.origin(mv)).count();
        if from_hand && captures && ways > 1 && index < kichwa_lesson {
            early.push(format!("{}: {} asks the kichwa before its lesson", lesson.id, lesson.solution));
        }
    }
    assert!(early.is_empty(), "exercises ahead of the path: {early:#?}");
}

/// Every game's path, not Bao's alone: no exercise's move relays before the path's first relay
/// task, captures before its first capture task, or sows a reverse lap before its first reverse
/// task — what a move does is taught before an exercise's move does it.
#[test]
fn no_exercise_of_any_path_does_what_a_later_lesson_teaches() {
    use kete::lessons::Check;
    fn asks(task: &Check, what: &dyn Fn(&Check) -> bool) -> bool {
        match task {
            Check::All(all) => all.iter().any(|task| asks(task, what)),
            task => what(task),
        }
    }
    let captures = |task: &Check| matches!(task, Check::Capture | Check::CaptureFrom(_) | Check::Captures(_));
    let relays = |task: &Check| matches!(task, Check::Relay);
    let reverses = |task: &Check| matches!(task, Check::Reverse);
    let mut early = Vec::new();
    for kind in [GameKind::Bao, GameKind::Omweso, GameKind::Kimasai] {
        let path = path_of(kind).expect("the path holds");
        let first = |what: &dyn Fn(&Check) -> bool| path.lessons.iter().position(|l| asks(&l.task, what));
        let (capture, relay, reverse) = (first(&captures), first(&relays), first(&reverses));
        for (index, lesson) in path.lessons.iter().enumerate() {
            if lesson.arrangement().is_some() {
                continue;
            }
            let game = lesson.game().expect("its board");
            let mv = game.parse_move(&lesson.solution).expect("its solution");
            let mut events = Vec::new();
            game.clone().play(mv, &mut events).expect("a legal move");
            let before = |at: Option<usize>| at.is_none_or(|at| index < at);
            let did = |what: fn(&Event) -> bool| events.iter().any(what);
            if did(|e| matches!(e, Event::Capture { .. })) && before(capture) {
                early.push(format!(
                    "{kind}/{}: {} captures before a capture is taught",
                    lesson.id, lesson.solution
                ));
            }
            if did(|e| matches!(e, Event::Relay { .. })) && before(relay) {
                early.push(format!(
                    "{kind}/{}: {} relays before relays are taught",
                    lesson.id, lesson.solution
                ));
            }
            if did(|e| matches!(e, Event::DirectionChosen { clockwise: true, .. })) && before(reverse) {
                early.push(format!(
                    "{kind}/{}: {} reverses before the reverse lap is taught",
                    lesson.id, lesson.solution
                ));
            }
        }
    }
    assert!(early.is_empty(), "exercises ahead of their paths: {early:#?}");
}
