//! The engine as a teacher, without the game: a search's value as a chance to win (won positions
//! near 100 %, lost near 0, an even one 50 %, and more seeds never less), and a game's analysis
//! marking a known blunder and naming the move that wins.

use kete::ai::alphabeta::WIN;
use kete::ai::analysis::{Analyser, Mark, NODES};
use kete::ai::{Budget, chance, choose};
use kete::rules::{AnyGame, GameKind, Side};

#[test]
fn a_won_position_is_a_certain_win_and_a_lost_one_a_certain_loss() {
    for kind in GameKind::ALL {
        assert_eq!(chance::of_score(kind, WIN - 3), 1.0, "{kind}");
        assert_eq!(chance::of_score(kind, -(WIN - 3)), 0.0, "{kind}");
        assert_eq!(chance::of_score(kind, 0), 0.5, "{kind}");
        assert!(chance::slope(kind) > 0.0, "{kind}: the curve is fitted");
        let mut last = 0.0;
        for score in (-2_000..=2_000).step_by(50) {
            let now = chance::of_score(kind, score);
            assert!(now >= last && (0.0..=1.0).contains(&now), "{kind}: {score} gives {now}");
            last = now;
        }
        assert!(chance::of_score(kind, 200) > 0.5 && chance::of_score(kind, -200) < 0.5);
    }
    // The same from the side that is not to move: South's chance is North's complement.
    assert_eq!(chance::south(GameKind::Bao, Side::North, WIN - 3), 0.0);
}

/// South to move in Bao la Kimasai: b2 captures North's last stone; a1 lets North's a3 take both
/// of South's stones at once.
const ENDGAME: &str = "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S";

#[test]
fn a_search_finds_the_endgame_won_and_its_chance_is_certain() {
    let game = AnyGame::from_text(ENDGAME).expect("a position");
    let (mv, report) = choose(&game, Budget::nodes(NODES), 1).expect("a move");
    assert_eq!(game.format_move(mv), "b2");
    assert_eq!(chance::south(game.kind(), game.side_to_move(), report.score), 1.0);
}

#[test]
fn the_analysis_marks_the_losing_move_a_blunder_and_names_the_winning_one() {
    let start = AnyGame::from_text(ENDGAME).expect("a position");
    let moves = vec!["a1".to_string(), "a3".to_string()];
    let mut analyser = Analyser::of_game(&start, &moves, NODES).expect("the moves are legal");
    let mut steps = 0;
    while !analyser.work(16) {
        steps += 1;
        assert!(steps < 100_000, "the analysis ends");
    }
    let found = analyser.result().expect("done");
    assert_eq!(found.chances.len(), 3);
    assert_eq!(found.chances[0], 1.0, "South wins from the start with best play");
    assert_eq!(found.chances[2], 0.0, "North has won at the end");
    let blunder = found.review(1).expect("the first move");
    assert_eq!((blunder.mover, blunder.played.as_str()), (Side::South, "a1"));
    assert_eq!(blunder.mark, Mark::Blunder);
    assert_eq!(blunder.better.as_deref(), Some("b2"));
    assert!(blunder.loss > 0.99);
    let reply = found.review(2).expect("North's reply");
    assert_eq!((reply.mover, reply.mark, reply.better.as_deref()), (Side::North, Mark::Best, None));
    let south = found.summary(Side::South);
    assert_eq!(south.counts[Mark::Blunder as usize], 1);
    assert_eq!(found.summary(Side::North).counts[Mark::Best as usize], 1);
}

#[test]
fn a_move_the_rules_refuse_is_named() {
    let start = AnyGame::from_text(ENDGAME).expect("a position");
    let refused = Analyser::of_game(&start, &["l1".to_string()], NODES).err().expect("refused");
    assert!(refused.starts_with("move 1 (l1)"), "{refused}");
}

#[test]
fn the_marks_follow_the_chance_lost() {
    assert_eq!(Mark::of(0.3, true), Mark::Best, "the engine's own move");
    assert_eq!(Mark::of(0.01, false), Mark::Best);
    assert_eq!(Mark::of(0.03, false), Mark::Good);
    assert_eq!(Mark::of(0.07, false), Mark::Inaccuracy);
    assert_eq!(Mark::of(0.15, false), Mark::Mistake);
    assert_eq!(Mark::of(0.25, false), Mark::Blunder);
}
