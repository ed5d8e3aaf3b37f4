//! The puzzles: every puzzle Kete ships is proved again here by a search written apart from the
//! one that found it — its solution forces a win within its depth, no other move does, and no
//! move wins sooner — and the finder's own check agrees.

use kete::ai::puzzles::{PuzzleFile, check};
use kete::rules::{AnyGame, AnyMove, GameKind, NoEvents, Side};

fn played(game: &AnyGame, mv: AnyMove) -> AnyGame {
    let mut after = game.clone();
    after.play(mv, &mut NoEvents).expect("a legal move");
    after
}

/// Whether `mover`, to move in `game`, forces a win within `plies`: some move wins at once, or
/// leaves the opponent moves that all lead to a position it forces again within two plies fewer.
fn forces_win(game: &AnyGame, mover: Side, plies: u32) -> bool {
    plies > 0 && game.legal_moves().into_iter().any(|mv| wins_by(game, mv, mover, plies))
}

fn wins_by(game: &AnyGame, mv: AnyMove, mover: Side, plies: u32) -> bool {
    let after = played(game, mv);
    match after.outcome() {
        Some(outcome) => outcome.winner == Some(mover),
        None => {
            let replies = after.legal_moves();
            plies >= 3
                && !replies.is_empty()
                && replies.into_iter().all(|reply| {
                    let next = played(&after, reply);
                    match next.outcome() {
                        Some(outcome) => outcome.winner == Some(mover),
                        None => forces_win(&next, mover, plies - 2),
                    }
                })
        }
    }
}

fn shipped(kind: GameKind) -> PuzzleFile {
    let text =
        std::fs::read_to_string(format!("{}/assets/puzzles/{}.json", env!("CARGO_MANIFEST_DIR"), kind.id()))
            .expect("the game's puzzle file");
    serde_json::from_str(&text).expect("a puzzle file")
}

#[test]
fn every_shipped_puzzle_has_one_winning_move_at_its_depth() {
    for kind in GameKind::ALL {
        let file = shipped(kind);
        assert_eq!(file.game, kind.id());
        assert!(file.puzzles.len() >= 50, "{kind}: {} puzzles", file.puzzles.len());
        for depth in [1, 3, 5] {
            assert!(file.puzzles.iter().any(|p| p.depth == depth), "{kind} has puzzles of {depth} plies");
        }
        for puzzle in &file.puzzles {
            let game =
                AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules)).expect("a position");
            let mover = game.side_to_move();
            assert!(game.outcome().is_none(), "{kind} {}: not over", puzzle.position);
            let solution = game.parse_move(&puzzle.solution).expect("a legal move");
            assert!(
                wins_by(&game, solution, mover, puzzle.depth),
                "{kind} {}: {} wins",
                puzzle.position,
                puzzle.solution
            );
            for mv in game.legal_moves().into_iter().filter(|&mv| mv != solution) {
                assert!(
                    !wins_by(&game, mv, mover, puzzle.depth),
                    "{kind} {}: {} wins too",
                    puzzle.position,
                    game.format_move(mv)
                );
            }
            if puzzle.depth > 1 {
                assert!(
                    !forces_win(&game, mover, puzzle.depth - 2),
                    "{kind} {}: a quicker win",
                    puzzle.position
                );
            }
            assert_eq!(check(kind, puzzle), Ok(()), "{kind} {}", puzzle.position);
        }
    }
}

#[test]
fn a_puzzle_that_does_not_hold_is_refused_with_why() {
    let mut puzzle = shipped(GameKind::Kimasai).puzzles[0].clone();
    let game = AnyGame::from_text(&puzzle.position).expect("a position");
    let other = game.legal_moves().into_iter().map(|mv| game.format_move(mv)).find(|m| *m != puzzle.solution);
    if let Some(other) = other {
        puzzle.solution = other;
        assert!(check(GameKind::Kimasai, &puzzle).expect_err("refused").contains("the one winning move is"));
    }
}
