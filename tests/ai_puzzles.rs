//! The puzzles: every puzzle Kete ships is proved again here by a search written apart from the
//! one that found it — its solution forces a win within its depth, no other move does, and no
//! move wins sooner — and the finder's own check agrees.

use kete::ai::puzzles::{PuzzleFile, check, difficulty, theme_of};
use kete::rules::{AnyGame, AnyMove, Event, GameKind, NoEvents, Side};

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
        // Bao la Kimasai wins at once only by taking the last stones, never where another capture
        // stands beside it: its puzzles are all of three and five plies.
        let depths: &[u32] = if kind == GameKind::Kimasai { &[3, 5] } else { &[1, 3, 5] };
        for &depth in depths {
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

/// Whether a move captures, as the rules report it.
fn captures(game: &AnyGame, mv: AnyMove) -> bool {
    let mut after = game.clone();
    let mut events = Vec::new();
    after.play(mv, &mut events).expect("a legal move");
    events.iter().any(|event| matches!(event, Event::Capture { .. }))
}

/// A puzzle asks something: three legal moves or more (with two, a guess is right half the time),
/// and its solution is not the only capture on the board (played without a thought).
#[test]
fn every_shipped_puzzle_is_worth_solving() {
    for kind in GameKind::ALL {
        for puzzle in shipped(kind).puzzles {
            let game =
                AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules)).expect("a position");
            let moves = game.legal_moves();
            assert!(moves.len() >= 3, "{kind} {}: {} legal moves", puzzle.position, moves.len());
            let capturing: Vec<String> =
                moves.iter().filter(|&&mv| captures(&game, mv)).map(|&mv| game.format_move(mv)).collect();
            assert_ne!(
                capturing,
                std::slice::from_ref(&puzzle.solution),
                "{kind} {}: the only capture",
                puzzle.position
            );
        }
    }
}

/// Each shipped puzzle says what its winning move shows, as the rules tell it; the files run from
/// the easiest (the smallest proof) to the hardest; Bao's learning games have puzzles of their own.
#[test]
fn every_shipped_puzzle_has_its_theme_and_the_easiest_come_first() {
    for kind in GameKind::ALL {
        let file = shipped(kind);
        let mut last = 0;
        for puzzle in &file.puzzles {
            let game =
                AnyGame::from_text_with_rules(&puzzle.position, Some(&puzzle.rules)).expect("a position");
            let solution = game.parse_move(&puzzle.solution).expect("a legal move");
            assert!(puzzle.theme.is_some(), "{kind} {}: a theme", puzzle.position);
            assert_eq!(puzzle.theme, theme_of(&game, solution, puzzle.depth), "{kind} {}", puzzle.position);
            let hard = difficulty(&game, puzzle.depth);
            assert!(hard >= last, "{kind} {}: {hard} after {last}", puzzle.position);
            last = hard;
        }
        let themes: std::collections::BTreeSet<_> =
            file.puzzles.iter().filter_map(|p| p.theme).map(|t| t.id()).collect();
        assert!(themes.len() >= 2, "{kind}: {themes:?}");
    }
    let bao = shipped(GameKind::Bao);
    for rules in ["seed", "hus", "kujifunza"] {
        assert!(bao.puzzles.iter().filter(|p| p.rules == rules).count() >= 10, "Bao puzzles of {rules}");
    }
}

/// A theme a file claims must be the solution's own; a puzzle not worth solving is refused.
#[test]
fn a_puzzle_of_the_wrong_theme_or_too_few_moves_is_refused() {
    let mut puzzle = shipped(GameKind::Omweso).puzzles[0].clone();
    let told = puzzle.theme.expect("a theme");
    puzzle.theme = kete::ai::puzzles::Theme::ALL.into_iter().find(|&t| t != told);
    assert!(check(GameKind::Omweso, &puzzle).expect_err("refused").contains("theme is"));
    // Bao la Kimasai: one stone each way, the solver's two steps: a guess, not a puzzle.
    let guess = kete::ai::puzzles::Puzzle {
        rules: "seed".to_string(),
        position: "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0 S"
            .to_string(),
        depth: 1,
        solution: "f2".to_string(),
        theme: None,
    };
    assert!(check(GameKind::Kimasai, &guess).expect_err("refused").contains("2 legal moves"), "{guess:?}");
}
