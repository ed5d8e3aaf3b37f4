//! McGill's rules (`--rules mcgill`) against the McGill engine itself: every game of the course
//! tournament's logs (tests/data/mcgill_games.txt, from github.com/HSY3D/Omweso) replayed move
//! for move — each arrangement and move the server took is legal here, each it refused is
//! refused here, and each game ends here as it ended there (won by the same player, drawn at the
//! move limit, cancelled by a never-ending move of the same player, or not ended at all).

use kete::rules::notation::PositionText;
use kete::rules::omweso::{Omweso, OmwesoRules, setup};
use kete::rules::{EndReason, Outcome, Rules, Side};

const GAMES: &str = include_str!("data/mcgill_games.txt");

/// A player's arrangement as a log line writes it.
fn pits(text: &str) -> Option<Vec<u8>> {
    (text != "-").then(|| text.split(',').map(|n| n.parse().expect("a count")).collect())
}

/// The course engine's player 0 moves first and is South here; player 1 North.
fn side_of(player: usize) -> Side {
    if player == 0 { Side::South } else { Side::North }
}

#[test]
fn every_game_of_the_mcgill_tournament_replays_to_its_result() {
    let rules = OmwesoRules::MCGILL;
    let mut ends = std::collections::BTreeMap::<&str, usize>::new();
    let mut moves_played = 0;
    for line in GAMES.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split(' ').collect();
        let [log, first, second, moves, end] = fields[..] else { panic!("a line of five fields: {line}") };
        *ends.entry(end).or_default() += 1;
        let arrangements = [pits(first), pits(second)];
        // An arrangement the server refused is refused here; the others are legal.
        let mut board = [[0u8; 16]; 2];
        let mut refused = false;
        for (player, arrangement) in arrangements.iter().enumerate() {
            let Some(arrangement) = arrangement else { continue };
            let fitted: Option<[u8; 16]> = arrangement.clone().try_into().ok();
            let legal = fitted.is_some_and(|pits| setup::check_arrangement(&pits, &rules).is_ok());
            if end == "ILLEGAL" && moves == "-" {
                assert!(!legal, "{log}: player {player}'s arrangement was refused there, taken here");
                refused = true;
            } else {
                assert!(legal, "{log}: player {player}'s arrangement was taken there, refused here");
                board[side_of(player).index()] = fitted.unwrap_or_default();
            }
        }
        if refused || arrangements.iter().any(Option::is_none) {
            assert!(matches!(end, "ILLEGAL" | "OPEN"), "{log}: a result without both arrangements");
            continue;
        }
        let mut game = Omweso::from_pits(rules, board, Side::South);
        let pits: Vec<u8> = if moves == "-" {
            Vec::new()
        } else {
            moves.chars().map(|c| c.to_digit(16).expect("a hexadecimal pit") as u8).collect()
        };
        for (ply, &pit) in pits.iter().enumerate() {
            let side = side_of(ply % 2);
            assert_eq!(game.side_to_move(), side, "{log}: move {}", ply + 1);
            assert_eq!(game.outcome(), None, "{log}: over before move {}", ply + 1);
            let legal = game.legal_moves();
            let chosen = legal.iter().copied().find(|mv| game.origin(*mv) == Omweso::pit(side, pit));
            if end == "ILLEGAL" && ply + 1 == pits.len() {
                assert_eq!(chosen, None, "{log}: move {} was refused there, is legal here", ply + 1);
                break;
            }
            let Some(mv) = chosen else { panic!("{log}: move {} (pit {pit}) is not legal here", ply + 1) };
            // Every lap counter-clockwise: one move a pit, with nothing to choose.
            assert_eq!(legal.iter().filter(|m| game.origin(**m) == game.origin(mv)).count(), 1);
            game.play(mv, &mut kete::rules::NoEvents).expect("a legal move plays");
            moves_played += 1;
        }
        let last_mover = side_of((pits.len() + 1) % 2);
        let expected = match end {
            "W0" | "W1" => {
                let winner = side_of(usize::from(end == "W1"));
                Some(Outcome { winner: Some(winner), reason: EndReason::NoLegalMove })
            }
            "DRAW" => Some(Outcome { winner: None, reason: EndReason::MoveLimit }),
            "C0" | "C1" => {
                assert_eq!(
                    last_mover,
                    side_of(usize::from(end == "C1")),
                    "{log}: the cancelling move's player"
                );
                Some(Outcome { winner: None, reason: EndReason::NeverEndingMove })
            }
            "OPEN" | "ILLEGAL" => None,
            other => panic!("{log}: an end no log has: {other}"),
        };
        assert_eq!(game.outcome(), expected, "{log}: the end after {} moves", pits.len());
    }
    println!("McGill logs: {ends:?}, {moves_played} moves replayed");
    assert_eq!(ends.values().sum::<usize>(), 382, "every game of the logs");
}

/// A position from rows 4, 3, 2, 1 as the rules file prints them, under McGill's rules.
fn mcgill(rows: [&str; 4], side: char, fields: &str) -> Omweso {
    let rows: Vec<String> = rows.iter().map(|r| r.split_whitespace().collect::<Vec<_>>().join(",")).collect();
    let text = format!("omweso {} {side} {fields}", rows.join("/"));
    Omweso::from_text(&PositionText::parse(&text).expect("parses"), OmwesoRules::MCGILL).expect("legal")
}

fn legal(game: &Omweso) -> Vec<String> {
    game.legal_moves().into_iter().map(|mv| game.format_move(mv)).collect()
}

/// O6's position (a reverse capture from a1 under the other presets): every lap counter-clockwise,
/// so a1 has one move, and a clockwise one is refused by name.
#[test]
fn every_lap_goes_counter_clockwise() {
    let game =
        mcgill(["0 0 1 0 0 3 0 0", "0 0 1 0 0 0 0 0", "0 0 1 0 0 0 0 0", "3 0 0 0 2 0 0 0"], 'S', "p=2 k=1");
    assert_eq!(legal(&game), ["a1", "e1"]);
    let cw = game.parse_move("a1cw").expect("a move's notation");
    let refused = game.clone().play(cw, &mut kete::rules::NoEvents).expect_err("refused");
    assert!(refused.to_string().contains("every lap goes counter-clockwise"), "{refused}");
}

/// O13's position (okutema under the other presets): both ends captured in one move win nothing
/// here; the game goes on.
#[test]
fn both_ends_captured_win_nothing() {
    let game =
        mcgill(["1 0 0 3 0 0 0 6", "1 0 0 0 0 0 0 5", "1 0 0 0 0 0 0 1", "0 0 0 0 4 0 0 0"], 'S', "p=2 k=1");
    let mut after = game.clone();
    after.play(game.parse_move("e1").expect("e1"), &mut kete::rules::NoEvents).expect("legal");
    assert_eq!(after.outcome(), None);
    assert_eq!(after.side_to_move(), Side::North);
}

/// Neither player captures on their first move: c2 (f3 for North, the board turned round) ends in
/// an occupied inner pit facing two seeds — taken from each player's second move on.
#[test]
fn no_capture_on_either_players_first_move() {
    let souths = ["1 0 0 0 0 0 0 2", "1 0 0 0 0 0 0 0", "1 0 2 0 0 0 0 0", "0 0 0 0 0 0 0 2"];
    let turned = |rows: [&str; 4]| -> [String; 4] {
        let back = |row: &str| row.split(' ').rev().collect::<Vec<_>>().join(" ");
        [back(rows[3]), back(rows[2]), back(rows[1]), back(rows[0])]
    };
    let norths = turned(souths);
    for (ply, captures) in [(0, false), (1, false), (2, true), (3, true)] {
        let (side, rows, mv, other) = if ply % 2 == 0 {
            ('S', souths.map(str::to_string), "c2", Side::North)
        } else {
            ('N', norths.clone(), "f3", Side::South)
        };
        let game = mcgill(rows.each_ref().map(String::as_str), side, &format!("p={ply} k=0"));
        let mut after = game.clone();
        after.play(game.parse_move(mv).expect("a move"), &mut kete::rules::NoEvents).expect("legal");
        let left: u32 = after.pits(other).iter().map(|&n| u32::from(n)).sum();
        assert_eq!(left < 4, captures, "ply {ply}: {} seeds left to {other}", left);
    }
}

/// The 10,000th move ends the game in a draw, written into the position as `end=-:movelimit`
/// and read back; other rules refuse that end.
#[test]
fn the_limit_of_moves_draws_the_game() {
    let game = mcgill(
        ["0 0 0 0 0 0 0 4", "0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0", "4 0 0 0 0 0 0 0"],
        'N',
        "p=9999 k=1",
    );
    let mut after = game.clone();
    let mv = game.legal_moves()[0];
    after.play(mv, &mut kete::rules::NoEvents).expect("legal");
    assert_eq!(after.outcome(), Some(Outcome { winner: None, reason: EndReason::MoveLimit }));
    let text = after.to_text();
    assert!(text.ends_with("p=10000 k=1 end=-:movelimit"), "{text}");
    let read =
        Omweso::from_text(&PositionText::parse(&text).expect("parses"), OmwesoRules::MCGILL).expect("reads");
    assert_eq!(read.outcome(), after.outcome());
    assert!(
        Omweso::from_text(&PositionText::parse(&text).expect("parses"), OmwesoRules::TRADITIONAL).is_err()
    );
    let early = text.replace("p=10000", "p=9000");
    assert!(Omweso::from_text(&PositionText::parse(&early).expect("parses"), OmwesoRules::MCGILL).is_err());
}
