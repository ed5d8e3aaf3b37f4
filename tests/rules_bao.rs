//! Bao la Kiswahili: the worked examples E1–E22 of `shared/rules/bao_la_kiswahili.md`, each a
//! test by id, under both rule presets (the rules file says every example holds under both).

use kete::rules::bao::{Bao, BaoRules, NyumbaInMtaji};
use kete::rules::notation::PositionText;
use kete::rules::{EndReason, Outcome, Rules, Side};
use std::collections::BTreeSet;

const PRESETS: [BaoRules; 2] = [BaoRules::SEED, BaoRules::MASTERS];

/// A position from the rules file's "Line" (rows b8..b1 | a8..a1 | A1..A8 | B1..B8) and fields.
fn position(line: &str, side: char, fields: &str, rules: BaoRules) -> Bao {
    let rows: Vec<String> =
        line.split('|').map(|row| row.split_whitespace().collect::<Vec<_>>().join(",")).collect();
    let text = format!("bao {} {side} {fields}", rows.join("/"));
    let parsed = PositionText::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Bao::from_text(&parsed, rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The board part of a position string, as a rules-file line.
fn line_of(game: &Bao) -> String {
    let text = game.to_text();
    let board = text.split_whitespace().nth(1).unwrap_or_default();
    board.split('/').map(|row| row.replace(',', " ")).collect::<Vec<_>>().join(" | ")
}

fn legal(game: &Bao) -> BTreeSet<String> {
    game.legal_moves().into_iter().map(|mv| game.format_move(mv)).collect()
}

/// Legal moves without the safari variants (`+`): the rules file lists hole and kichwa only.
fn legal_base(game: &Bao) -> BTreeSet<String> {
    legal(game).into_iter().filter(|m| !m.ends_with('+')).collect()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn play(game: &Bao, mv: &str) -> Bao {
    let mut next = game.clone();
    let parsed = next.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    next.play(parsed, &mut Vec::new()).unwrap_or_else(|e| panic!("{mv} in {}: {e}", game.to_text()));
    assert_eq!(next.total_seeds(), 64, "64 seeds after {mv}");
    next
}

fn nyumba(game: &Bao, side: Side) -> &'static str {
    match (game.nyumba_owned(side), game.nyumba_functional(side)) {
        (_, true) => "functional",
        (true, false) => "owned",
        (false, _) => "destroyed",
    }
}

const START: &str = "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 0 6 2 2 0 | 0 0 0 0 0 0 0 0";

#[test]
fn e1_initial_position_and_souths_four_openings() {
    for rules in PRESETS {
        let game = Bao::new(rules);
        assert_eq!(
            game.to_text(),
            "bao 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S r=22,22 h=11 t=-"
        );
        assert_eq!(line_of(&game), START);
        assert_eq!(legal(&game), set(&["A6R", "A6L", "A7R", "A7L"]));
        for (mv, after) in [
            ("A6R", "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 0 6 0 3 1 | 0 0 0 0 0 0 0 1"),
            ("A6L", "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 1 1 7 0 2 0 | 0 0 0 0 0 0 0 0"),
            ("A7R", "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 0 6 2 0 1 | 0 0 0 0 0 0 1 1"),
            ("A7L", "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 1 7 3 0 0 | 0 0 0 0 0 0 0 0"),
        ] {
            let next = play(&game, mv);
            assert_eq!(line_of(&next), after, "{mv}");
            assert_eq!(next.reserve(Side::South), 21);
        }
    }
}

#[test]
fn e2_ramadhan_kijumbe_1994_opening() {
    for rules in PRESETS {
        let after_a7l = play(&Bao::new(rules), "A7L");
        assert_eq!(
            line_of(&after_a7l),
            "0 0 0 0 0 0 0 0 | 0 2 2 6 0 0 0 0 | 0 0 0 1 7 3 0 0 | 0 0 0 0 0 0 0 0"
        );
        assert_eq!(legal(&after_a7l), set(&["a5L", "a5R"]), "the capture is compulsory");
        let right = play(&after_a7l, "a5R");
        assert_eq!(line_of(&right), "0 0 0 0 0 0 0 0 | 1 2 2 7 0 0 0 0 | 0 0 0 0 7 3 0 0 | 0 0 0 0 0 0 0 0");
        assert_eq!((right.reserve(Side::South), right.reserve(Side::North)), (21, 21));
        assert_eq!((nyumba(&right, Side::South), nyumba(&right, Side::North)), ("functional", "functional"));
        let left = play(&after_a7l, "a5L");
        assert_eq!(line_of(&left), "0 0 0 0 0 0 0 0 | 0 2 2 7 0 0 0 1 | 0 0 0 0 7 3 0 0 | 0 0 0 0 0 0 0 0");
    }
}

#[test]
fn e3_namua_capture_from_the_nyumba_with_a_free_kichwa() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 1 | 0 1 2 6 1 0 0 0 | 0 0 0 0 6 1 2 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=22,22 h=11 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A5L", "A5R"]));
        let right = play(&game, "A5R");
        assert_eq!(line_of(&right), "0 0 0 0 0 0 0 1 | 0 1 2 6 0 0 0 0 | 0 0 0 0 7 1 2 1 | 0 0 0 0 0 0 0 0");
        assert_eq!((nyumba(&right, Side::South), nyumba(&right, Side::North)), ("functional", "functional"));
        let left = play(&game, "A5L");
        assert_eq!(line_of(&left), "0 0 0 0 0 0 0 1 | 0 1 2 6 0 0 0 0 | 1 0 0 0 7 1 2 0 | 0 0 0 0 0 0 0 0");
    }
}

#[test]
fn e4_namua_capture_in_a_kimbi_forces_the_kichwa() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 0 | 0 3 1 6 0 1 0 0 | 0 1 0 0 7 1 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=22,22 h=11 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A2L", "A6L", "A6R"]));
        let next = play(&game, "A2L");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 0 | 0 0 1 6 0 1 0 0 | 1 3 1 0 7 1 0 0 | 0 0 0 0 0 0 0 0");
        assert_eq!((nyumba(&next, Side::South), nyumba(&next, Side::North)), ("functional", "functional"));
        assert!(
            game.parse_move("A2R").is_ok_and(|mv| game.clone().play(mv, &mut Vec::new()).is_err()),
            "A2's kichwa is forced"
        );
    }
}

#[test]
fn e5_relay_from_the_kichwa_and_a_second_capture_keeping_the_direction() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 1 | 0 0 2 6 1 1 0 0 | 0 0 0 0 6 1 1 1 | 0 0 0 0 0 0 0 0",
            'S',
            "r=22,22 h=11 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A5L", "A5R", "A6L", "A6R"]));
        let next = play(&game, "A5R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 1 | 0 0 2 6 0 0 0 0 | 0 0 0 0 7 2 2 1 | 0 0 0 0 0 0 0 0");
        assert_eq!((nyumba(&next, Side::South), nyumba(&next, Side::North)), ("functional", "functional"));
    }
}

#[test]
fn e6_far_kimbi_capture_reverses_and_the_lap_stops_in_the_nyumba() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 2 | 0 2 2 6 0 7 0 0 | 0 1 0 0 7 1 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=18,18 h=11 t=-",
            rules,
        );
        assert_eq!(legal_base(&game), set(&["A2L", "A6L", "A6R"]));
        assert!(legal(&game).contains("A6R+"), "the nyumba lap offers safari");
        let next = play(&game, "A6R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 2 | 0 0 2 6 0 0 0 0 | 1 0 2 2 9 3 1 1 | 0 0 0 0 0 0 0 0");
        assert_eq!((nyumba(&next, Side::South), nyumba(&next, Side::North)), ("functional", "functional"));
    }
}

#[test]
fn e7_kichwa_capture_then_stop_or_safari_at_the_nyumba() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 1 | 5 0 2 6 0 0 0 0 | 1 0 2 2 7 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=19,19 h=11 t=-",
            rules,
        );
        assert_eq!(legal_base(&game), set(&["A1L", "A3L", "A3R", "A4L", "A4R"]));
        let stop = play(&game, "A1L");
        assert_eq!(line_of(&stop), "0 0 0 0 0 0 0 1 | 0 0 2 6 0 0 0 0 | 3 1 3 3 8 0 0 0 | 0 0 0 0 0 0 0 0");
        assert_eq!(nyumba(&stop, Side::South), "functional");
        let safari = play(&game, "A1L+");
        assert_eq!(line_of(&safari), "0 0 0 0 0 0 0 1 | 0 0 2 6 0 0 0 0 | 3 1 3 3 0 1 1 1 | 0 0 0 1 1 1 1 1");
        assert_eq!((nyumba(&safari, Side::South), nyumba(&safari, Side::North)), ("destroyed", "functional"));
    }
}

#[test]
fn e8_taxing_the_lone_functional_nyumba() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 1 | 0 2 0 6 0 2 0 0 | 0 0 0 0 6 0 0 0 | 0 0 0 0 1 0 0 2",
            'S',
            "r=22,22 h=11 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A5R", "A5L"]));
        let next = play(&game, "A5L");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 1 | 0 2 0 6 0 2 0 0 | 0 0 1 1 5 0 0 0 | 0 0 0 0 1 0 0 2");
        assert_eq!((nyumba(&next, Side::South), nyumba(&next, Side::North)), ("owned", "functional"));
    }
}

#[test]
fn e9_namua_takasa_ending_in_the_nyumba_with_6_5_4_before() {
    for rules in PRESETS {
        for (before, legal_holes, after, status) in [
            (
                "0 0 0 0 0 0 0 6 | 2 0 0 2 0 0 2 0 | 0 2 0 0 6 0 0 0 | 0 0 0 0 0 0 0 0",
                &["A2R", "A2L"][..],
                "0 0 0 0 0 0 0 6 | 2 0 0 2 0 0 2 0 | 0 0 1 1 7 0 0 0 | 0 0 0 0 0 0 0 0",
                "functional",
            ),
            (
                "0 0 0 0 0 0 0 7 | 2 0 0 2 0 0 2 0 | 0 2 0 0 5 0 0 0 | 0 0 0 0 0 0 0 0",
                &["A2R", "A2L", "A5R", "A5L"][..],
                "0 0 0 0 0 0 0 7 | 2 0 0 2 0 0 2 0 | 0 0 1 1 6 0 0 0 | 0 0 0 0 0 0 0 0",
                "functional",
            ),
            (
                "0 0 0 0 0 0 0 8 | 2 0 0 2 0 0 2 0 | 0 2 0 0 4 0 0 0 | 0 0 0 0 0 0 0 0",
                &["A2R", "A2L", "A5R", "A5L"][..],
                "0 0 0 0 0 0 0 8 | 2 0 0 2 0 0 2 0 | 0 0 1 1 0 1 1 1 | 0 0 0 0 0 0 1 1",
                "destroyed",
            ),
        ] {
            let game = position(before, 'S', "r=22,22 h=10 t=-", rules);
            assert_eq!(legal(&game), set(legal_holes), "{before}");
            let next = play(&game, "A2R");
            assert_eq!(line_of(&next), after);
            assert_eq!(nyumba(&next, Side::South), status, "{before}: South's nyumba after A2R");
        }
    }
}

#[test]
fn e10_mtaji_takasa_with_one_relay() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 46 | 0 1 2 2 0 1 0 0 | 0 0 1 3 1 0 2 0 | 0 0 0 0 3 0 0 2",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A4R", "A4L", "A7R", "A7L"]));
        let next = play(&game, "A4R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 46 | 0 1 2 2 0 1 0 0 | 0 0 1 0 2 1 0 1 | 0 0 0 0 3 0 1 3");
    }
}

#[test]
fn e11_mtaji_takasa_from_the_back_row_captures_nothing() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 52 | 0 1 2 0 1 0 0 0 | 0 0 0 1 1 0 1 0 | 0 0 0 0 3 0 0 2",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["B8L", "B8R", "B5L", "B5R"]));
        let next = play(&game, "B8R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 52 | 0 1 2 0 1 0 0 0 | 0 0 1 2 0 1 0 1 | 0 0 0 0 3 0 0 0");
    }
}

#[test]
fn e12_mtaji_capture_with_two_captures_and_a_kimbi_reversal() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 39 | 0 0 0 1 3 1 6 0 | 0 3 2 1 1 0 1 0 | 0 0 0 0 0 2 3 1",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A2R", "A3R", "B7R"]));
        let next = play(&game, "A2R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 39 | 0 0 0 1 0 1 0 0 | 1 1 1 4 4 2 3 1 | 0 0 0 0 0 2 3 1");
    }
}

#[test]
fn e13_takasia_and_the_blocked_players_reply() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 44 | 0 6 0 0 2 0 2 0 | 0 0 1 0 0 0 0 0 | 2 3 0 0 0 0 4 0",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["B7L", "B7R", "B2L", "B2R", "B1L", "B1R"]));
        let blocked = play(&game, "B1L");
        assert_eq!(
            line_of(&blocked),
            "0 0 0 0 0 0 0 44 | 0 6 0 0 2 0 2 0 | 1 1 1 0 0 0 0 0 | 0 3 0 0 0 0 4 0"
        );
        assert!(blocked.to_text().ends_with("t=a7"), "a7 is takasia'd: {}", blocked.to_text());
        assert_eq!(legal(&blocked), set(&["a2R", "a2L", "a4R", "a4L"]));
        let reply = play(&blocked, "a2R");
        assert_eq!(line_of(&reply), "0 0 0 0 0 0 0 44 | 0 7 1 1 0 1 0 0 | 1 1 1 0 0 0 0 0 | 0 3 0 0 0 0 4 0");
        assert!(reply.to_text().ends_with("t=-"), "the takasia lapses after one move");
        assert_eq!(legal(&reply), set(&["B2L"]));
    }
}

#[test]
fn e14_takasia_in_the_kiba_position() {
    for rules in PRESETS {
        let game = position(
            "0 1 2 1 4 8 2 2 | 10 0 0 10 2 1 0 1 | 0 2 0 0 0 0 2 0 | 0 0 2 2 0 2 6 4",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A2R", "A2L", "A7R", "A7L"]));
        let blocked = play(&game, "A7L");
        assert_eq!(
            line_of(&blocked),
            "0 1 2 1 4 8 2 2 | 10 0 0 10 2 1 0 1 | 0 2 0 0 1 1 0 0 | 0 0 2 2 0 2 6 4"
        );
        assert!(blocked.to_text().ends_with("t=a4"), "a4 is takasia'd: {}", blocked.to_text());
        assert_eq!(legal(&blocked), set(&["a5R", "a5L", "a8R", "a8L"]));
        for (reply, after, a4) in [
            ("a5R", "1 2 3 2 5 9 0 3 | 11 1 1 0 2 1 1 2 | 0 2 0 0 1 1 0 0 | 0 0 2 2 0 2 6 4", 2),
            ("a5L", "3 0 2 4 1 11 0 5 | 2 1 0 1 6 1 3 4 | 0 2 0 0 1 1 0 0 | 0 0 2 2 0 2 6 4", 6),
            ("a8R", "1 2 3 2 5 9 3 3 | 0 0 0 10 2 1 1 2 | 0 2 0 0 1 1 0 0 | 0 0 2 2 0 2 6 4", 2),
            ("a8L", "0 3 4 3 6 1 4 4 | 2 0 3 1 5 3 2 3 | 0 2 0 0 1 1 0 0 | 0 0 2 2 0 2 6 4", 5),
        ] {
            let next = play(&blocked, reply);
            assert_eq!(line_of(&next), after, "{reply}");
            assert_eq!(next.pits(Side::North)[3], a4, "a4 after {reply}");
            assert_eq!(legal(&next), set(&["B8R"]), "after {reply}");
        }
    }
}

#[test]
fn e15_sixteen_seeds_travel_once_round_the_ring() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 46 | 1 0 0 0 0 0 0 0 | 1 0 0 16 0 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A4R", "A4L"]));
        let next = play(&game, "A4R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 46 | 1 0 0 0 0 0 0 0 | 2 1 1 1 1 1 1 1 | 1 1 1 1 1 1 1 1");
    }
}

#[test]
fn e16_seventeen_seeds_never_capture() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 45 | 0 0 0 0 2 0 0 0 | 0 0 0 17 0 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A4R", "A4L"]));
        let next = play(&game, "A4R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 45 | 0 0 0 0 2 0 0 0 | 0 2 0 2 1 2 0 2 | 2 0 2 0 2 0 2 0");
    }
}

#[test]
fn e17_a_lone_kichwa_sows_toward_the_centre_in_mtaji() {
    for rules in PRESETS {
        let game = position(
            "4 4 4 4 4 4 4 13 | 2 2 2 2 2 2 2 0 | 0 0 0 0 0 0 0 3 | 0 0 4 0 2 0 0 0",
            'S',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A8L"]));
        let next = play(&game, "A8L");
        assert_eq!(line_of(&next), "4 4 4 4 4 4 4 13 | 2 2 2 2 2 2 2 0 | 0 0 0 0 1 1 1 0 | 0 0 4 0 2 0 0 0");
        let outward = game.parse_move("A8R").expect("readable");
        assert!(game.clone().play(outward, &mut Vec::new()).is_err(), "A8R would empty the front row");
    }
}

#[test]
fn e18_a_lone_kichwa_in_namua() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 1 | 0 2 2 2 0 0 0 0 | 1 0 0 0 0 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=28,28 h=00 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A1R"]));
        let next = play(&game, "A1R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 1 | 0 2 2 2 0 0 0 0 | 0 1 1 0 0 0 0 0 | 0 0 0 0 0 0 0 0");
    }
}

#[test]
fn e19_where_the_reserve_seed_may_go() {
    for rules in PRESETS {
        for (line, owned, holes) in [
            (
                "0 0 0 0 0 0 0 5 | 0 2 0 2 0 0 2 0 | 0 0 1 0 6 2 0 0 | 0 0 0 0 0 0 0 0",
                "h=10",
                &["A3", "A6"][..],
            ),
            (
                "0 0 0 0 0 0 0 5 | 0 2 0 2 0 0 2 0 | 0 0 1 0 6 2 0 0 | 0 0 0 0 0 0 0 0",
                "h=00",
                &["A5", "A6"][..],
            ),
            (
                "0 0 0 0 0 0 0 12 | 0 2 0 2 0 0 2 0 | 0 0 1 0 0 1 0 0 | 0 0 0 0 0 0 0 0",
                "h=00",
                &["A3", "A6"][..],
            ),
            ("0 0 0 0 0 0 0 8 | 2 0 0 2 0 0 2 0 | 0 0 1 0 5 0 0 0 | 0 0 0 0 0 0 0 0", "h=10", &["A5"][..]),
        ] {
            let game = position(line, 'S', &format!("r=22,22 {owned} t=-"), rules);
            let expected: BTreeSet<String> =
                holes.iter().flat_map(|h| [format!("{h}L"), format!("{h}R")]).collect();
            assert_eq!(legal(&game), expected, "{line} {owned}");
        }
        let owned_five = position(
            "0 0 0 0 0 0 0 8 | 2 0 0 2 0 0 2 0 | 0 0 1 0 5 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=22,22 h=10 t=-",
            rules,
        );
        let next = play(&owned_five, "A5R");
        assert_eq!(line_of(&next), "0 0 0 0 0 0 0 8 | 2 0 0 2 0 0 2 0 | 0 0 1 0 0 1 1 1 | 0 0 0 0 0 1 1 1");
        assert_eq!(nyumba(&next, Side::South), "destroyed");
    }
}

#[test]
fn e19_option_o2_lets_the_owned_five_seed_nyumba_keep_its_rights() {
    let rules = BaoRules { owned_nyumba_keeps_placement_rights: true, ..BaoRules::SEED };
    let game = position(
        "0 0 0 0 0 0 0 8 | 2 0 0 2 0 0 2 0 | 0 0 1 0 5 0 0 0 | 0 0 0 0 0 0 0 0",
        'S',
        "r=22,22 h=10 t=-",
        rules,
    );
    assert_eq!(legal(&game), set(&["A3L", "A3R", "A5L", "A5R"]));
}

#[test]
fn e20_capture_before_the_nyumba_stop_then_stop_or_safari() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 0 | 0 2 0 6 1 0 0 0 | 0 1 0 0 6 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=24,24 h=11 t=-",
            rules,
        );
        assert_eq!(legal_base(&game), set(&["A2L", "A5L", "A5R"]));
        let stop = play(&game, "A2L");
        assert_eq!(line_of(&stop), "0 0 0 0 0 0 0 0 | 0 0 0 6 0 0 0 0 | 0 1 0 2 8 0 0 0 | 0 0 0 0 0 0 0 0");
        assert_eq!((nyumba(&stop, Side::South), nyumba(&stop, Side::North)), ("functional", "functional"));
        let safari = play(&game, "A2L+");
        assert_eq!(line_of(&safari), "0 0 0 0 0 0 0 0 | 0 0 0 6 0 0 0 0 | 0 1 0 2 0 1 1 1 | 0 0 0 1 1 1 1 1");
        assert_eq!(nyumba(&safari, Side::South), "destroyed");
    }
}

#[test]
fn e21_mtaji_lap_ending_in_the_functional_nyumba_relays() {
    for rules in PRESETS {
        let game = position(
            "5 5 5 5 5 5 5 6 | 2 2 2 2 0 2 2 2 | 0 0 2 0 7 0 0 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=0,0 h=10 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A3R", "A3L", "A5R", "A5L"]));
        let next = play(&game, "A3R");
        assert_eq!(line_of(&next), "5 5 5 5 5 5 5 6 | 2 2 2 2 0 2 2 2 | 0 0 0 1 0 1 1 1 | 0 0 0 1 1 1 1 1");
        assert_eq!((nyumba(&next, Side::South), nyumba(&next, Side::North)), ("destroyed", "destroyed"));
    }
    // Option O1 (geziefer's code): the takasa stops in the still-owned nyumba.
    let rules = BaoRules { nyumba_in_mtaji: NyumbaInMtaji::TakasaStops, ..BaoRules::SEED };
    let game = position(
        "5 5 5 5 5 5 5 6 | 2 2 2 2 0 2 2 2 | 0 0 2 0 7 0 0 0 | 0 0 0 0 0 0 0 0",
        'S',
        "r=0,0 h=10 t=-",
        rules,
    );
    let next = play(&game, "A3R");
    assert_eq!(line_of(&next), "5 5 5 5 5 5 5 6 | 2 2 2 2 0 2 2 2 | 0 0 0 1 8 0 0 0 | 0 0 0 0 0 0 0 0");
}

#[test]
fn e22_bao_hamna_in_the_namua_stage() {
    for rules in PRESETS {
        let game = position(
            "0 0 0 0 0 0 0 8 | 0 0 0 3 0 0 0 0 | 0 0 0 1 6 2 2 0 | 0 0 0 0 0 0 0 0",
            'S',
            "r=21,21 h=10 t=-",
            rules,
        );
        assert_eq!(legal(&game), set(&["A4L", "A4R"]));
        for mv in ["A4L", "A4R"] {
            let mut events = Vec::new();
            let mut next = game.clone();
            next.play(next.parse_move(mv).expect("readable"), &mut events).expect("legal");
            let win = Outcome { winner: Some(Side::South), reason: EndReason::FrontRowEmpty };
            assert_eq!(next.outcome(), Some(win), "{mv}");
            assert!(next.legal_moves().is_empty());
            assert_eq!(events.last(), Some(&kete::rules::Event::GameOver { outcome: win }));
            // The game is decided at the capture; the captured seeds are sown from the kichwa in
            // one lap and nothing follows, so all 64 seeds stay on the board.
            assert_eq!(next.total_seeds(), 64);
            let laps = events.iter().filter(|e| matches!(e, kete::rules::Event::Relay { .. })).count();
            assert_eq!(laps, 0, "{mv}: no relay after Bao hamna");
            let kichwa = if mv == "A4L" { "1 1 1 2 6 2 2 0" } else { "0 0 0 2 6 3 3 1" };
            assert_eq!(line_of(&next).split(" | ").nth(2), Some(kichwa), "{mv}");
        }
        // Companion: North in mtaji with only singletons has no move and loses.
        let stuck = position(
            "1 1 1 1 1 1 1 1 | 1 0 1 0 0 1 0 0 | 1 1 1 1 1 1 1 1 | 45 0 0 0 0 0 0 0",
            'N',
            "r=0,0 h=00 t=-",
            rules,
        );
        assert!(stuck.legal_moves().is_empty());
        assert_eq!(
            stuck.outcome(),
            Some(Outcome { winner: Some(Side::South), reason: EndReason::NoLegalMove })
        );
    }
}
