//! Bao la Kimasai: the worked examples K1–K10 of `shared/rules/bao_la_kimasai.md`, by id, and
//! properties over many random games.

use kete::rules::kimasai::{Kimasai, Move};
use kete::rules::notation::PositionText;
use kete::rules::playout::random_playout;
use kete::rules::{AnyGame, EndReason, Event, NoEvents, Outcome, Pit, Rules, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::HashSet;

const START: &str = "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S";

/// A position from a diagram as the rules file prints it: rows 4, 3, 2, 1 of 0/1, columns a–l.
fn diagram(rows: [&str; 4], to_move: char) -> Kimasai {
    let rows: Vec<String> =
        rows.iter().map(|row| row.split_whitespace().collect::<Vec<_>>().join(",")).collect();
    let text = format!("kimasai {} {to_move}", rows.join("/"));
    Kimasai::from_text(&PositionText::parse(&text).expect("diagram parses")).expect("diagram is legal")
}

/// A position with stones on the named squares only.
fn stones(squares: &[&str], to_move: char) -> Kimasai {
    let mut rows = [[0u8; 12]; 4];
    for square in squares {
        let col = (square.as_bytes()[0] - b'a') as usize;
        let row = (square.as_bytes()[1] - b'0') as usize;
        rows[4 - row][col] = 1;
    }
    let rows: Vec<String> =
        rows.iter().map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(",")).collect();
    let text = format!("kimasai {} {to_move}", rows.join("/"));
    Kimasai::from_text(&PositionText::parse(&text).expect("parses")).expect("legal")
}

fn legal(game: &Kimasai) -> Vec<String> {
    let mut moves: Vec<String> = game.legal_moves().into_iter().map(|m| game.format_move(m)).collect();
    moves.sort();
    moves
}

fn play(game: &mut Kimasai, square: &str) -> Vec<Event> {
    let mv = game.parse_move(square).expect("readable move");
    let mut events = Vec::new();
    game.play(mv, &mut events).expect("legal move");
    events
}

fn captured(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::Capture { .. })).count()
}

#[test]
fn start_position_matches_the_issue_string() {
    let game = Kimasai::new();
    assert_eq!(game.to_text(), START);
    assert_eq!(AnyGame::from_text(START).expect("parses"), AnyGame::Kimasai(game.clone()));
    assert_eq!((game.stones(Side::South), game.stones(Side::North)), (23, 23));
}

#[test]
fn k1_opening_has_one_move_and_it_captures_two() {
    let mut game = Kimasai::new();
    assert_eq!(legal(&game), ["b2"]);
    let events = play(&mut game, "b2");
    assert_eq!(captured(&events), 2);
    assert_eq!((game.stones(Side::South), game.stones(Side::North)), (23, 21));
    let expected = diagram(
        [
            "0 1 1 1 1 1 1 1 1 1 1 1",
            "0 1 1 1 1 1 1 1 1 1 1 0",
            "1 0 1 1 1 1 1 1 1 1 1 1",
            "1 1 1 1 1 1 1 1 1 1 1 1",
        ],
        'N',
    );
    assert_eq!(game.to_text(), expected.to_text());
    // Had North moved first, its only move would be k3.
    let north_first =
        Kimasai::from_text(&PositionText::parse(&START.replace(" S", " N")).expect("parses")).expect("legal");
    assert_eq!(legal(&north_first), ["k3"]);
    let drawn = AnyGame::new(kete::rules::GameKind::Kimasai).expect("kimasai").with_first_player(Side::North);
    assert_eq!(drawn, AnyGame::Kimasai(north_first));
}

#[test]
fn k2_norths_two_replies_and_souths_answers() {
    let mut after_k1 = Kimasai::new();
    play(&mut after_k1, "b2");
    assert_eq!(legal(&after_k1), ["b4", "k3"]);

    let mut quiet = after_k1.clone();
    assert_eq!(captured(&play(&mut quiet, "b4")), 0);
    let expected = diagram(
        [
            "1 0 1 1 1 1 1 1 1 1 1 1",
            "0 1 1 1 1 1 1 1 1 1 1 0",
            "1 0 1 1 1 1 1 1 1 1 1 1",
            "1 1 1 1 1 1 1 1 1 1 1 1",
        ],
        'S',
    );
    assert_eq!(quiet.to_text(), expected.to_text());

    let mut capture = after_k1;
    assert_eq!(captured(&play(&mut capture, "k3")), 2);
    let expected = diagram(
        [
            "0 1 1 1 1 1 1 1 1 1 1 1",
            "0 1 1 1 1 1 1 1 1 1 0 1",
            "1 0 1 1 1 1 1 1 1 1 1 0",
            "1 1 1 1 1 1 1 1 1 1 1 0",
        ],
        'S',
    );
    assert_eq!(capture.to_text(), expected.to_text());
    assert_eq!((capture.stones(Side::South), capture.stones(Side::North)), (21, 21));
    assert_eq!(legal(&capture), ["c2", "k1"]);
    let mut c2 = capture.clone();
    let events = play(&mut c2, "c2");
    let taken: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { pit, .. } => Some(kete::rules::kimasai::GEOMETRY.square(*pit).to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(taken, ["b3", "b4"]);
    let mut k1 = capture;
    assert_eq!(captured(&play(&mut k1, "k1")), 0);
}

#[test]
fn k3_front_capture_only_when_the_back_hole_is_empty() {
    let mut game = stones(&["h4", "e3", "f2", "c1"], 'S');
    assert_eq!(legal(&game), ["c1", "f2"]);
    assert_eq!(captured(&play(&mut game, "f2")), 1);
    assert_eq!(game.to_text(), stones(&["h4", "e2", "c1"], 'N').to_text());
}

#[test]
fn k4_no_capture_when_the_opposite_front_hole_is_empty() {
    let mut game = stones(&["e4", "h3", "f2", "c1"], 'S');
    assert_eq!(captured(&play(&mut game, "f2")), 0);
    assert_eq!(game.to_text(), stones(&["e4", "h3", "e2", "c1"], 'N').to_text());
}

#[test]
fn k5_wrap_from_back_row_into_front_row_captures() {
    let mut game = stones(&["l4", "a4", "l3", "c2", "l1"], 'S');
    assert_eq!(legal(&game), ["c2", "l1"]);
    assert_eq!(captured(&play(&mut game, "l1")), 2);
    assert_eq!(game.to_text(), stones(&["a4", "c2", "l2"], 'N').to_text());
}

#[test]
fn k6_wrap_from_front_row_into_back_row_never_captures() {
    let mut game = stones(&["a4", "a3", "a2", "d1"], 'S');
    assert_eq!(legal(&game), ["a2", "d1"]);
    assert_eq!(captured(&play(&mut game, "a2")), 0);
    assert_eq!(game.to_text(), stones(&["a4", "a3", "a1", "d1"], 'N').to_text());
}

#[test]
fn k7_capturing_the_last_stone_wins() {
    let mut game = stones(&["e3", "f2", "b1"], 'S');
    let events = play(&mut game, "f2");
    let win = Outcome { winner: Some(Side::South), reason: EndReason::AllCaptured };
    assert_eq!(game.outcome(), Some(win));
    assert_eq!(events.last(), Some(&Event::GameOver { outcome: win }));
    assert_eq!(game.to_text(), stones(&["e2", "b1"], 'N').to_text());
    assert!(game.legal_moves().is_empty());
    assert!(game.play(Move(0), &mut NoEvents).is_err());
}

#[test]
fn k8_north_captures_moving_east() {
    let mut game = stones(&["c4", "d3", "e2", "a1", "e1"], 'N');
    assert_eq!(legal(&game), ["c4", "d3"]);
    assert_eq!(captured(&play(&mut game, "d3")), 2);
    assert_eq!(game.to_text(), stones(&["c4", "e3", "a1"], 'S').to_text());
}

#[test]
fn k9_a_stone_is_blocked_by_the_stone_ahead() {
    let mut game = Kimasai::new();
    play(&mut game, "b2");
    assert_eq!(legal(&game), ["b4", "k3"]);
    let blocked = game.parse_move("j3").expect("readable");
    let before = game.clone();
    assert!(game.play(blocked, &mut NoEvents).is_err());
    assert_eq!(game, before, "an illegal move changes nothing");
}

#[test]
fn k10a_single_stones_collide_at_ply_48() {
    let mut game = stones(&["a3", "a2"], 'S');
    for ply in 1..=48 {
        assert_eq!(game.outcome(), None, "still playing before ply {ply}");
        let moves = game.legal_moves();
        assert_eq!(moves.len(), 1, "every move is forced");
        let name = game.format_move(moves[0]);
        let events = play(&mut game, &name);
        if ply == 47 {
            assert_eq!(name, "b2", "South re-enters a2 at ply 47");
            assert_eq!(captured(&events), 0);
        }
        if ply == 48 {
            assert_eq!(name, "a4", "North plays a4-a3 at ply 48");
            assert_eq!(captured(&events), 1);
        }
    }
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::North), reason: EndReason::AllCaptured }));
}

#[test]
fn k10b_single_stones_collide_at_ply_4() {
    let mut game = stones(&["a3", "e2"], 'S');
    for (ply, expected) in ["e2", "a3", "d2", "b3"].iter().enumerate() {
        assert_eq!(legal(&game), [*expected], "ply {}", ply + 1);
        play(&mut game, expected);
    }
    assert_eq!(game.outcome(), Some(Outcome { winner: Some(Side::North), reason: EndReason::AllCaptured }));
    assert_eq!(game.to_text(), stones(&["c3"], 'S').to_text());
}

#[test]
fn bad_positions_and_moves_are_refused_with_a_reason() {
    for bad in [
        "kimasai 1,1/1,1/1,1/1,1 S",
        "kimasai 2,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,0/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S",
        "kimasai 1,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1/0,1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1,1 S",
        &format!("{START} t=1"),
    ] {
        assert!(AnyGame::from_text(bad).is_err(), "{bad} should be refused");
    }
    let game = Kimasai::new();
    assert!(game.parse_move("z9").is_err());
    assert!(game.parse_move("b3").is_err(), "North's hole while South moves");
    assert!(game.parse_move("m1").is_err(), "no column m");
}

/// The sum of occupied ring indices of `side`, mod 24 (property P4).
fn index_sum(game: &Kimasai, side: Side) -> u32 {
    (0..24u8).filter(|&i| game.seeds(Pit::new(side, i)) == 1).map(u32::from).sum::<u32>() % 24
}

#[test]
fn properties_hold_over_thousands_of_random_games() {
    let mut rng = SmallRng::seed_from_u64(0x6b657465);
    let mut longest = 0;
    for _ in 0..3000 {
        let mut game = Kimasai::new();
        let mut seen = HashSet::new();
        let mut plies = 0;
        while game.outcome().is_none() {
            let mover = game.side_to_move();
            assert!(seen.insert(game.to_text()), "P5: a position repeated: {}", game.to_text());
            let before = (game.stones(Side::South), game.stones(Side::North));
            let sum_before = index_sum(&game, mover);
            // P3: a side with stones always has a move.
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "P3 broken at {}", game.to_text());
            let mv = moves[rand::RngExt::random_range(&mut rng, 0..moves.len())];
            let mut events = Vec::new();
            game.play(mv, &mut events).expect("listed moves are legal");
            plies += 1;
            // P1: every hole holds 0 or 1 (the representation allows nothing else, and the
            // text form agrees); P2: counts never increase.
            let after = (game.stones(Side::South), game.stones(Side::North));
            assert!(after.0 <= before.0 && after.1 <= before.1, "P2 broken");
            assert_eq!(index_sum(&game, mover), (sum_before + 1) % 24, "P4 broken");
            assert_eq!(
                before.0 + before.1 - after.0 - after.1,
                captured(&events) as u32,
                "each capture event removes one stone"
            );
            assert!(plies < 10_000, "P6: game does not end");
        }
        let outcome = game.outcome().expect("over");
        assert!(outcome.winner.is_some(), "P6: every game ends with a winner, got {outcome:?}");
        assert_eq!(outcome.reason, EndReason::AllCaptured);
        longest = longest.max(plies);
    }
    println!("longest of 3000 random games: {longest} plies");
}

#[test]
fn random_playout_helper_finishes_games() {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut moves = Vec::new();
    for _ in 0..100 {
        let result = random_playout(&mut Kimasai::new(), &mut rng, 100_000, &mut moves).expect("ends");
        assert!(result.outcome.winner.is_some());
    }
}
