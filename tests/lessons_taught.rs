//! The Bao path teaches a whole game: a "learner" who may use only the rules the path's lessons
//! teach (their ids, each one of docs/RULES.md's) plays whole games of Bao la Kiswahili's seed
//! rules against the computer's first level, as the path's last step does, and every rule either
//! side's moves used is one the path taught.

use kete::ai::{LEVELS, choose};
use kete::lessons::path_of;
use kete::rules::bao::used::RULE_IDS;
use kete::rules::{AnyGame, AnyMove, GameKind, NoEvents, Side};
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
        ("bao-namua", &["N1", "N2", "G3", "G4", "G5", "C1", "C3", "L2"][..]),
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
