//! The quick listing (`AnyGame::legal_moves_within`): what it decides is legal; with no budget it
//! decides exactly the legal moves; on a small budget every legal move it leaves out starts from
//! a pit it says is undecided — over random games of every preset, and on a position whose
//! never-ending check walks a cycle of 127 million relays.

use kete::rules::{AnyGame, AnyMove, GameKind};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

fn names(game: &AnyGame, moves: &[AnyMove]) -> BTreeSet<String> {
    moves.iter().map(|&mv| game.format_move(mv)).collect()
}

fn check(game: &AnyGame, budget: u64) {
    let legal = game.legal_moves();
    let (decided, undecided) = game.legal_moves_within(budget);
    let (all, quick) = (names(game, &legal), names(game, &decided));
    assert!(quick.is_subset(&all), "decided but not legal in {}: {:?}", game.to_text(), &quick - &all);
    if undecided.is_empty() {
        assert_eq!(quick, all, "nothing undecided, so every legal move in {}", game.to_text());
    }
    let waiting: Vec<_> = undecided.iter().filter_map(|&mv| game.origin(mv)).collect();
    for &mv in &legal {
        if !quick.contains(&game.format_move(mv)) {
            let pit = game.origin(mv).expect("a pit");
            assert!(
                waiting.contains(&pit),
                "{} left out, yet its pit is not undecided",
                game.format_move(mv)
            );
        }
    }
}

#[test]
fn the_quick_listing_agrees_with_the_legal_moves() {
    for (kind, preset) in [
        (GameKind::Bao, "seed"),
        (GameKind::Bao, "masters"),
        (GameKind::Omweso, "seed"),
        (GameKind::Omweso, "traditional"),
    ] {
        let mut rng = SmallRng::seed_from_u64(11);
        for _ in 0..60 {
            let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a start");
            while game.outcome().is_none() {
                check(&game, u64::MAX);
                check(&game, 2);
                let (no_budget, undecided) = game.legal_moves_within(u64::MAX);
                assert!(undecided.is_empty(), "without a budget every move is decided");
                let mv = no_budget[rng.random_range(0..no_budget.len())];
                game.play(mv, &mut kete::rules::NoEvents).expect("a legal move plays");
            }
        }
    }
}

/// A2L repeats only after 127 million relays (docs/BENCHMARKS.md): on the quick budget it is
/// undecided, and every other pit's moves are decided at once.
#[test]
fn a_long_never_ending_check_leaves_only_its_pit_undecided() {
    let game = AnyGame::from_text(
        "bao 1,0,0,1,0,2,1,1/0,0,0,0,0,0,1,1/2,2,1,0,7,6,1,0/14,2,1,7,6,0,4,3 S r=0,0 h=00 t=-",
    )
    .expect("a position");
    let (decided, undecided) = game.legal_moves_within(1 << 16);
    assert_eq!(names(&game, &undecided), BTreeSet::from(["A2L".to_string()]));
    assert!(!decided.is_empty());
    assert!(decided.iter().all(|&mv| game.format_move(mv) != "A2L"));
}
