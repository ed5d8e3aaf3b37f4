//! Omweso: the worked examples O1–O16 of `shared/rules/omweso.md`, each a test by id. The
//! examples were derived with the seed-only rules off: they run under the Traditional preset,
//! and under the Seed preset from a position after the first move and the first capture
//! (`p=1 k=1`), as the rules file says; O15 and O16 show the seed-only rules at work.

use kete::rules::notation::PositionText;
use kete::rules::omweso::{NeverEndingPolicy, Omweso, OmwesoMatch, OmwesoRules, WinKind};
use kete::rules::{EndReason, Event, Outcome, Rules, Side};
use std::collections::BTreeSet;

const PRESETS: [OmwesoRules; 2] = [OmwesoRules::TRADITIONAL, OmwesoRules::SEED];

/// A position from a diagram: rows 4, 3, 2, 1 as printed in the rules file, columns a–h.
fn diagram(rows: [&str; 4], side: char, fields: &str, rules: OmwesoRules) -> Omweso {
    let rows: Vec<String> = rows.iter().map(|r| r.split_whitespace().collect::<Vec<_>>().join(",")).collect();
    let text = format!("omweso {} {side} {fields}", rows.join("/"));
    Omweso::from_text(&PositionText::parse(&text).expect("parses"), rules).expect("legal")
}

/// A position mid-game for the preset: the seed's first-move and opening rules no longer apply.
fn midgame(rows: [&str; 4], side: char, rules: OmwesoRules) -> Omweso {
    diagram(rows, side, "p=1 k=1", rules)
}

fn rows_of(game: &Omweso) -> [String; 4] {
    let text = game.to_text();
    let board = text.split_whitespace().nth(1).unwrap_or_default().to_string();
    let rows: Vec<String> = board.split('/').map(|r| r.replace(',', " ")).collect();
    [rows[0].clone(), rows[1].clone(), rows[2].clone(), rows[3].clone()]
}

fn play(game: &Omweso, mv: &str) -> (Omweso, Vec<Event>) {
    let mut next = game.clone();
    let parsed = next.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    let mut events = Vec::new();
    next.play(parsed, &mut events).unwrap_or_else(|e| panic!("{mv} in {}: {e}", game.to_text()));
    assert_eq!(next.total_seeds(), game.total_seeds(), "seeds conserved by {mv}");
    (next, events)
}

fn legal(game: &Omweso) -> BTreeSet<String> {
    game.legal_moves().into_iter().map(|m| game.format_move(m)).collect()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn assert_rows(game: &Omweso, expected: [&str; 4]) {
    let expected = expected.map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "));
    assert_eq!(rows_of(game), expected, "board after the move");
}

const STANDARD: [&str; 4] = ["4 4 4 4 4 4 4 4", "0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0", "4 4 4 4 4 4 4 4"];

#[test]
fn o1_single_lap_from_the_standard_start() {
    for rules in PRESETS {
        let start = Omweso::new(rules);
        assert_eq!(
            start.to_text(),
            "omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S p=0 k=0"
        );
        let (after, _) = play(&start, "e1");
        assert_rows(&after, ["4 4 4 4 4 4 4 4", "0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 1", "4 4 4 4 0 5 5 5"]);
        assert_eq!(after.side_to_move(), Side::North);
    }
}

#[test]
fn o2_relay_from_the_standard_start() {
    for rules in PRESETS {
        let start = Omweso::new(rules);
        let (after, events) = play(&start, "a1");
        assert_rows(&after, ["4 4 4 4 4 4 4 4", "0 0 0 0 0 0 0 0", "0 0 0 0 0 0 1 1", "0 5 5 5 0 5 5 5"]);
        assert_eq!(events.iter().filter(|e| matches!(e, Event::Relay { .. })).count(), 1);
        let (d1, _) = play(&start, "d1");
        assert_rows(&d1, ["4 4 4 4 4 4 4 4", "0 0 0 0 0 0 0 0", "0 0 0 1 1 1 1 1", "4 4 4 0 5 5 5 0"]);
    }
}

#[test]
fn o3_north_sows_west_then_east() {
    for rules in PRESETS {
        let north_first = diagram(STANDARD, 'N', "p=0 k=0", rules);
        let (after, _) = play(&north_first, "a4");
        assert_rows(&after, ["0 4 4 4 4 4 4 4", "1 1 1 1 0 0 0 0", "0 0 0 0 0 0 0 0", "4 4 4 4 4 4 4 4"]);
    }
}

const O4: [&str; 4] = ["2 0 0 0 0 4 0 3", "0 1 0 0 0 2 0 3", "0 0 0 0 0 1 0 1", "2 0 0 0 4 0 0 0"];

#[test]
fn o4_capture_resown_from_the_lap_origin_and_chained() {
    for rules in PRESETS {
        let game = midgame(O4, 'S', rules);
        let (after, events) = play(&game, "e1");
        assert_rows(&after, ["2 0 0 0 0 0 0 0", "0 1 0 0 0 0 0 0", "0 0 1 1 1 0 2 4", "2 0 0 0 0 3 3 3"]);
        assert_eq!(after.seeds_of(Side::South), 20);
        assert_eq!(after.seeds_of(Side::North), 3);
        let reentries: Vec<_> = events.iter().filter(|e| matches!(e, Event::Reentry { .. })).collect();
        assert_eq!(reentries.len(), 2, "both captures re-enter from e1");
        assert!(reentries.iter().all(|e| **e == Event::Reentry { pit: Omweso::pit(Side::South, 4) }));
    }
}

#[test]
fn o5_no_capture_unless_both_opposite_pits_hold_seeds() {
    for rules in PRESETS {
        let game =
            midgame(["0 0 3 0 0 0 0 0", "0 0 0 0 0 0 0 2", "0 0 0 0 0 0 0 1", "2 0 0 0 4 0 0 0"], 'S', rules);
        let (after, _) = play(&game, "e1");
        assert_rows(&after, ["0 0 3 0 0 0 0 0", "0 0 0 0 0 0 0 2", "0 0 0 0 0 1 1 0", "2 0 0 0 0 1 1 1"]);
    }
}

const O6: [&str; 4] = ["0 0 1 0 0 3 0 0", "0 0 1 0 0 0 0 0", "0 0 1 0 0 0 0 0", "3 0 0 0 2 0 0 0"];

#[test]
fn o6_reverse_capture_from_a1_then_a_forced_ccw_reentry() {
    for rules in PRESETS {
        let game = midgame(O6, 'S', rules);
        assert_eq!(legal(&game), set(&["a1", "a1cw", "e1"]));
        let (after, _) = play(&game, "a1cw");
        assert_rows(&after, ["0 0 0 0 0 3 0 0", "0 0 0 0 0 0 0 0", "1 1 2 0 0 0 0 0", "0 1 1 0 2 0 0 0"]);
        let (ccw, _) = play(&game, "a1");
        assert_rows(&ccw, ["0 0 1 0 0 3 0 0", "0 0 1 0 0 0 0 0", "0 0 1 0 0 0 0 0", "0 1 1 1 2 0 0 0"]);
    }
}

#[test]
fn o7_reverse_is_not_legal_without_a_direct_capture() {
    for rules in PRESETS {
        let game =
            midgame(["0 0 1 0 0 3 0 0", "0 0 1 0 0 0 0 0", "0 0 0 0 0 0 0 0", "3 0 0 0 2 0 0 0"], 'S', rules);
        assert_eq!(legal(&game), set(&["a1", "e1"]));
        for bad in ["a1cw", "e1cw"] {
            let mv = game.parse_move(bad).expect("readable");
            assert!(game.clone().play(mv, &mut Vec::new()).is_err(), "{bad} is refused");
        }
    }
}

const O8: [&str; 4] = ["0 2 1 0 0 0 3 0", "0 1 1 0 0 0 0 0", "0 0 1 0 0 0 0 0", "3 0 0 0 2 0 0 0"];

#[test]
fn o8_repeated_reverse_capture_is_a_choice() {
    for rules in PRESETS {
        let game = midgame(O8, 'S', rules);
        assert!(legal(&game).is_superset(&set(&["a1cw,cw", "a1cw,ccw"])), "{:?}", legal(&game));
        let (cw, _) = play(&game, "a1cw,cw");
        assert_rows(&cw, ["0 0 0 0 0 0 3 0", "0 0 0 0 0 0 0 0", "2 2 2 0 0 0 0 0", "0 1 1 1 2 0 0 0"]);
        let (ccw, _) = play(&game, "a1cw,ccw");
        assert_rows(&ccw, ["0 2 0 0 0 0 3 0", "0 1 0 0 0 0 0 0", "1 1 2 0 0 0 0 0", "0 1 1 0 2 0 0 0"]);
        // A trailing counter-clockwise choice may be left out.
        assert_eq!(play(&game, "a1cw").0, ccw);
    }
}

const O9: [&str; 4] = ["0 0 1 0 2 0 0 0", "0 0 2 0 0 0 0 0", "0 2 1 0 0 0 0 0", "2 0 0 0 0 0 2 0"];

#[test]
fn o9_a_relay_ending_at_a_left_pit_may_switch_to_clockwise() {
    for rules in PRESETS {
        let game = midgame(O9, 'S', rules);
        assert!(legal(&game).is_superset(&set(&["b2,cw", "b2,ccw"])), "{:?}", legal(&game));
        let (cw, events) = play(&game, "b2,cw");
        assert_rows(&cw, ["0 0 0 0 2 0 0 0", "0 0 0 0 0 0 0 0", "2 1 2 0 0 0 0 0", "0 1 1 1 0 0 2 0"]);
        assert!(
            events.contains(&Event::DirectionChosen { pit: Omweso::pit(Side::South, 0), clockwise: true })
        );
        let (ccw, _) = play(&game, "b2,ccw");
        assert_rows(&ccw, ["0 0 1 0 2 0 0 0", "0 0 2 0 0 0 0 0", "1 0 1 0 0 0 0 0", "0 1 1 1 0 0 2 0"]);
    }
}

#[test]
fn o10_north_captures_with_the_right_opposites() {
    for rules in PRESETS {
        let game =
            midgame(["0 0 3 0 0 2 0 0", "1 0 0 0 0 0 0 0", "2 0 0 0 0 0 0 0", "1 0 0 0 2 0 0 0"], 'N', rules);
        let (after, _) = play(&game, "c4");
        assert_rows(&after, ["2 2 0 0 0 2 0 0", "0 1 1 1 0 0 0 0", "0 0 0 0 0 0 0 0", "0 0 0 0 2 0 0 0"]);
    }
}

#[test]
fn o11_north_reverse_capture_from_h4() {
    for rules in PRESETS {
        let game =
            midgame(["0 0 0 0 0 0 0 3", "0 0 0 0 0 1 0 0", "0 0 0 0 0 2 0 0", "2 0 0 0 0 1 0 0"], 'N', rules);
        assert!(legal(&game).contains("h4cw"));
        let (after, _) = play(&game, "h4cw");
        assert_rows(&after, ["0 0 0 0 1 1 1 0", "0 0 0 0 0 2 1 1", "0 0 0 0 0 0 0 0", "2 0 0 0 0 0 0 0"]);
    }
}

#[test]
fn o12_ordinary_win_bulijo() {
    for rules in PRESETS {
        let game =
            midgame(["1 0 0 0 1 0 0 2", "0 0 1 0 0 0 0 1", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 2 0"], 'S', rules);
        let (after, _) = play(&game, "g1");
        assert_rows(&after, ["1 0 0 0 1 0 0 0", "0 0 1 0 0 0 0 0", "0 0 0 0 0 0 1 3", "0 0 0 0 0 0 0 2"]);
        let outcome = after.outcome().expect("over");
        assert_eq!(outcome, Outcome { winner: Some(Side::South), reason: EndReason::NoLegalMove });
        assert_eq!((WinKind::of(&outcome), WinKind::of(&outcome).points()), (WinKind::Bulijo, 1));
    }
}

#[test]
fn o13_both_ends_win_okutema() {
    for rules in PRESETS {
        let game =
            midgame(["1 0 0 3 0 0 0 6", "1 0 0 0 0 0 0 5", "1 0 0 0 0 0 0 1", "0 0 0 0 4 0 0 0"], 'S', rules);
        let (after, _) = play(&game, "e1");
        assert_rows(&after, ["0 0 0 3 0 0 0 0", "0 0 0 0 0 0 0 0", "0 2 0 2 0 2 0 4", "1 1 1 0 0 3 0 3"]);
        let outcome = after.outcome().expect("over");
        assert_eq!(outcome, Outcome { winner: Some(Side::South), reason: EndReason::BothEnds });
        assert_eq!((WinKind::of(&outcome).name(), WinKind::of(&outcome).points()), ("okutema", 2));
    }
}

const O14: [&str; 4] = ["5 5 5 5 6 6 6 6", "0 0 0 0 0 0 0 0", "1 0 1 2 0 1 2 0", "2 3 1 2 0 2 1 2"];

#[test]
fn o14_a_never_ending_move_annuls_the_game() {
    for rules in PRESETS {
        let game = midgame(O14, 'S', rules);
        assert!(legal(&game).contains("h1"), "under the Annul policy the move is playable");
        let (after, events) = play(&game, "h1");
        let annulled = Outcome { winner: None, reason: EndReason::NeverEndingMove };
        assert_eq!(after.outcome(), Some(annulled));
        assert_eq!(events.last(), Some(&Event::GameOver { outcome: annulled }));
        assert_eq!(WinKind::of(&annulled), WinKind::Annulled);
    }
    // The other policy forbids it while another move ends.
    let forbid = OmwesoRules { never_ending: NeverEndingPolicy::ForbidIfAlternative, ..OmwesoRules::SEED };
    let game = midgame(O14, 'S', forbid);
    assert!(!legal(&game).contains("h1"));
    assert!(game.clone().play(game.parse_move("h1").expect("readable"), &mut Vec::new()).is_err());
}

#[test]
fn o15_no_capture_on_the_games_first_move_under_the_seed_rules() {
    let game = diagram(O4, 'S', "p=0 k=0", OmwesoRules::SEED);
    let (after, events) = play(&game, "e1");
    assert_rows(&after, ["2 0 0 0 0 4 0 3", "0 1 0 0 0 2 0 3", "0 0 0 1 1 0 1 0", "2 0 0 0 0 1 1 1"]);
    assert!(!events.iter().any(|e| matches!(e, Event::Capture { .. })));
    // Traditional rules capture at once.
    let traditional = diagram(O4, 'S', "p=0 k=0", OmwesoRules::TRADITIONAL);
    assert!(play(&traditional, "e1").1.iter().any(|e| matches!(e, Event::Capture { .. })));
}

#[test]
fn o16_the_three_seed_opening_under_the_seed_rules() {
    let rows = ["4 4 4 4 4 4 4 4", "0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0", "4 4 3 5 4 4 4 4"];
    let game = diagram(rows, 'S', "p=0 k=0", OmwesoRules::SEED);
    assert!(legal(&game).contains("c1:3"));
    let (after, _) = play(&game, "c1:3");
    assert_rows(&after, ["4 4 4 4 4 4 4 4", "0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0", "4 4 0 7 5 4 4 4"]);
    assert_eq!(after.side_to_move(), Side::North);
    // Not under the traditional rules, and not once a capture has happened.
    assert!(!legal(&diagram(rows, 'S', "p=0 k=0", OmwesoRules::TRADITIONAL)).contains("c1:3"));
    assert!(!legal(&diagram(rows, 'S', "p=4 k=1", OmwesoRules::SEED)).contains("c1:3"));
}

#[test]
fn seed_rules_score_okutema_for_a_cleared_inner_row_and_akawumbi_for_everything() {
    // South captures North's only inner pits: the inner row is empty after the capture.
    let cleared = midgame(
        ["0 0 0 0 0 0 0 3", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 2 0"],
        'S',
        OmwesoRules::SEED,
    );
    let (after, _) = play(&cleared, "g1");
    assert_eq!(after.outcome(), Some(Outcome { winner: Some(Side::South), reason: EndReason::AllCaptured }));
    assert_eq!(WinKind::of(&after.outcome().expect("over")).points(), 12);
    let inner = midgame(
        ["0 3 0 0 0 0 0 3", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 2 0"],
        'S',
        OmwesoRules::SEED,
    );
    let (after, _) = play(&inner, "g1");
    assert_eq!(
        after.outcome(),
        Some(Outcome { winner: Some(Side::South), reason: EndReason::FrontRowEmpty })
    );
    assert_eq!(WinKind::of(&after.outcome().expect("over")).name(), "okutema");
    // Traditional rules know neither: North cannot move (b4 holds 3, so it can): play on.
    let traditional = midgame(
        ["0 3 0 0 0 0 0 3", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 0 1", "0 0 0 0 0 0 2 0"],
        'S',
        OmwesoRules::TRADITIONAL,
    );
    assert_eq!(play(&traditional, "g1").0.outcome(), None);
}

#[test]
fn a_match_runs_to_twelve_points_and_alternates_the_first_player() {
    let mut contest = OmwesoMatch::new(12, Side::South);
    let win = |side, reason| Outcome { winner: Some(side), reason };
    contest.record(win(Side::South, EndReason::NoLegalMove));
    assert_eq!(contest.next_first, Side::North);
    contest.record(Outcome { winner: None, reason: EndReason::NeverEndingMove });
    assert_eq!(contest.next_first, Side::North, "an annulled game is replayed by the same first player");
    contest.record(win(Side::North, EndReason::BothEnds));
    assert_eq!(contest.scores, [1, 2]);
    assert_eq!(contest.winner(), None);
    contest.record(win(Side::South, EndReason::AllCaptured));
    assert_eq!(contest.scores, [13, 2]);
    assert_eq!(contest.winner(), Some(Side::South));
    let kinds: Vec<&str> = contest.games.iter().map(|g| g.kind.name()).collect();
    assert_eq!(kinds, ["bulijo", "annulled", "okutema", "akawumbi"]);
}

/// Blitz: a player who does not begin in time loses the turn; nothing else changes, and an
/// opponent who then cannot move has lost (rule 19).
#[test]
fn blitz_lost_turn_passes_the_move_and_nothing_else() {
    let game = Omweso::new(OmwesoRules::SEED);
    let mut late = game.clone();
    late.lose_turn().expect("the game is on");
    assert_eq!(late.side_to_move(), Side::North);
    assert_eq!(
        (late.pits(Side::South), late.pits(Side::North)),
        (game.pits(Side::South), game.pits(Side::North))
    );
    assert_eq!(late.ply(), game.ply(), "no move was played");
    assert_eq!(late.outcome(), None);

    let stuck = diagram(
        ["1 1 1 1 1 1 1 1", "1 1 1 1 1 1 1 1", "0 0 0 0 0 0 0 0", "4 4 4 4 4 4 4 4"],
        'S',
        "p=9 k=1",
        OmwesoRules::SEED,
    );
    let mut over = stuck.clone();
    over.lose_turn().expect("the game is on");
    assert_eq!(over.outcome(), Some(Outcome { winner: Some(Side::South), reason: EndReason::NoLegalMove }));
    assert!(over.lose_turn().is_err(), "no turn to lose once the game is over");
}

/// Rule 25 (the house rule) over lost turns (rule 26): a lost turn is a ply without a capture,
/// so four in a row bring the start round a third time and annul the game; mixed with moves,
/// they count toward the position's sightings as any ply does. (Endless lost turns used to grow
/// the game's history without end, and nothing ended them.)
#[test]
fn endless_lost_turns_annul_the_game_by_repetition() {
    let annulled = Some(Outcome { winner: None, reason: EndReason::Repetition });
    for rules in PRESETS {
        let mut game = Omweso::new(rules);
        for turn in 1..=4 {
            assert_eq!(game.outcome(), None, "before lost turn {turn}");
            game.lose_turn().expect("the game is on");
        }
        assert_eq!(game.outcome(), annulled, "the start came round a third time");
        assert!(game.lose_turn().is_err());
    }
    // Without the house rule nothing ends them, and nothing is kept for it either.
    let mut game = Omweso::new(OmwesoRules { house_rule_repetition: false, ..OmwesoRules::SEED });
    for _ in 0..10_000 {
        game.lose_turn().expect("the game is on");
    }
    assert_eq!(game.outcome(), None);
}

/// A game that ends with seeds still on the board says so in its position string (`end=`), so
/// that a later reader sees it over: the okutema after h1.
#[test]
fn a_position_says_when_the_game_ended_with_seeds_on_the_board() {
    use kete::rules::AnyGame;
    let before = AnyGame::from_text(
        "omweso 2,1,1,6,0,5,1,4/1,1,2,0,7,0,8,5/2,0,2,0,0,2,2,1/2,2,1,2,0,1,1,2 S p=70 k=1",
    )
    .expect("a position");
    let mut after = before.clone();
    after.play_text("h1", &mut Vec::new()).expect("h1 is legal");
    let okutema = Outcome { winner: Some(Side::South), reason: EndReason::BothEnds };
    assert_eq!(after.outcome(), Some(okutema));
    let text = after.to_text();
    assert!(text.ends_with(" end=S:bothends"), "{text}");
    let read = AnyGame::from_text(&text).expect("the string reads back");
    assert_eq!(read.outcome(), Some(okutema));
    assert!(read.legal_moves().is_empty(), "no move after the end");
    // Strings without the field mean what they always meant.
    assert!(!before.to_text().contains("end="));
    for bad in ["end=S", "end=X:bothends", "end=S:checkmate"] {
        let text = format!(
            "omweso 2,1,1,6,0,5,1,4/1,1,2,0,7,0,8,5/2,0,2,0,0,2,2,1/2,2,1,2,0,1,1,2 S p=70 k=1 {bad}"
        );
        assert!(AnyGame::from_text(&text).is_err(), "{bad} is refused");
    }
}

/// Over random games, every position's string gives back the same result, seen or hidden.
#[test]
fn every_ended_game_reads_back_over() {
    use kete::rules::AnyGame;
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(5);
    let mut hidden = 0;
    for rules in PRESETS {
        for _ in 0..120 {
            let mut game = AnyGame::Omweso(Omweso::new(rules));
            while game.outcome().is_none() {
                let legal = game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                game.play(mv, &mut kete::rules::NoEvents).expect("a listed move plays");
            }
            let text = game.to_text();
            hidden += usize::from(text.contains(" end="));
            let read = AnyGame::from_text_with_rules(&text, game.preset()).expect("reads back");
            assert_eq!(read.outcome(), game.outcome(), "{text}");
        }
    }
    assert!(hidden > 0, "some games end with seeds on the board");
}

fn read(text: &str) -> Result<Omweso, String> {
    let parsed = PositionText::parse(text).map_err(|e| e.to_string())?;
    Omweso::from_text(&parsed, OmwesoRules::SEED).map_err(|e| e.to_string())
}

/// A move that repeats only after about a billion laps (found by `kete-cli bench`): played for
/// the board, it tells its first steps and then one `Cut`, never the billions of sowings — it
/// used to abort the game, asking for 17 GB. The position it stops in is the one the silent
/// play reaches.
#[test]
fn a_never_ending_move_told_to_the_board_holds_bounded_memory() {
    use kete::rules::event::SHOWN_EVENTS;
    let text = "omweso 4,1,0,1,4,7,0,1/1,0,10,0,3,9,16,1/0,0,0,0,0,0,0,1/0,1,1,1,0,0,1,1 N p=63 k=1";
    let start = read(text).expect("a position");
    let mv = start.parse_move("f3").expect("f3");
    let mut told = start.clone();
    let mut events = Vec::new();
    told.play(mv, &mut events).expect("legal");
    assert!(events.len() <= SHOWN_EVENTS + 2, "{} events kept", events.len());
    let n = events.len();
    assert_eq!(events[n - 2], Event::Cut);
    assert!(
        matches!(events[n - 1], Event::GameOver { outcome } if outcome.reason == EndReason::NeverEndingMove)
    );
    let mut silent = start.clone();
    silent.play(mv, &mut kete::rules::NoEvents).expect("legal");
    assert_eq!(told.to_text(), silent.to_text());
}

/// A ply count no game reaches is refused, not wrapped round (it used to overflow).
#[test]
fn a_huge_ply_count_is_refused() {
    let board = "omweso 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S";
    for field in ["p=4294967295", "p=4294967296", "p=1000000001", "k=1 c=4294967295,0"] {
        let err = read(&format!("{board} {field}")).expect_err(field);
        assert!(err.contains("up to") || err.contains("c="), "{field}: {err}");
    }
    assert!(read(&format!("{board} p=1000000000")).is_ok());
}
