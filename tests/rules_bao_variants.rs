//! The learning games of the Bao family: the worked examples KJ-E1–KJ-E10 (Bao la Kujifunza) and
//! HU-E1–HU-E10 (Hus, and the Namibian Hus) of `shared/rules/bao_variants.md`, each a test by id.
//! Each checks the legal moves the example lists, the captures of its laps, the board after the
//! move, and who wins.

use kete::rules::bao::text::hole_name;
use kete::rules::bao::{Bao, BaoRules, Family, Hus};
use kete::rules::notation::PositionText;
use kete::rules::{EndReason, Event, Outcome, Rules, Side};
use std::collections::BTreeSet;

const KUJIFUNZA: BaoRules = BaoRules::KUJIFUNZA;
const HUS: BaoRules = BaoRules::HUS;
const NAMIBIAN: BaoRules = BaoRules::HUS_NAMIBIAN;

/// KJ2 and HU2: two seeds in every hole.
const TWO_EACH: &str = "2 2 2 2 2 2 2 2 | 2 2 2 2 2 2 2 2 | 2 2 2 2 2 2 2 2 | 2 2 2 2 2 2 2 2";

/// A position from the rules file's "Line" (rows b8..b1 | a8..a1 | A1..A8 | B1..B8).
fn position(line: &str, side: char, rules: BaoRules) -> Bao {
    let rows: Vec<String> =
        line.split('|').map(|row| row.split_whitespace().collect::<Vec<_>>().join(",")).collect();
    let text = format!("bao {} {side} r=0,0 h=00 t=-", rows.join("/"));
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

fn set(moves: &str) -> BTreeSet<String> {
    moves.split(", ").map(str::to_string).collect()
}

/// Plays `mv`: the position after it, and each capture as `hole:seeds` in the order made.
fn play(game: &Bao, mv: &str) -> (Bao, Vec<String>) {
    let mut next = game.clone();
    let parsed = next.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    let mut events = Vec::new();
    next.play(parsed, &mut events).unwrap_or_else(|e| panic!("{mv} in {}: {e}", game.to_text()));
    assert_eq!(next.total_seeds(), game.rules().total_seeds(), "no seed lost or made by {mv}");
    let captures = events
        .iter()
        .filter_map(|event| match event {
            Event::Capture { pit, count, .. } => {
                Some(format!("{}:{count}", hole_name(pit.side, Bao::ring_index(*pit))))
            }
            _ => None,
        })
        .collect();
    (next, captures)
}

fn captures(list: &str) -> Vec<String> {
    list.split_whitespace().map(str::to_string).collect()
}

fn won_by(winner: Side, reason: EndReason) -> Option<Outcome> {
    Some(Outcome { winner: Some(winner), reason })
}

#[test]
fn kj2_the_start_position() {
    let game = Bao::new(KUJIFUNZA);
    assert_eq!(
        game.to_text(),
        "bao 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S r=0,0 h=00 t=-"
    );
    assert_eq!(game, position(TWO_EACH, 'S', KUJIFUNZA));
}

#[test]
fn kj_e1_sixteen_capture_moves_and_a_capture_from_the_back_row() {
    let game = position(TWO_EACH, 'S', KUJIFUNZA);
    assert_eq!(
        legal(&game),
        set("A1R, A2R, A3R, A4R, A5R, A6R, A3L, A4L, A5L, A6L, A7L, A8L, B1L, B2L, B7R, B8R")
    );
    let (next, taken) = play(&game, "B1L");
    assert_eq!(taken, captures("a7:2 a3:2"));
    assert_eq!(line_of(&next), "2 2 2 2 2 2 2 2 | 2 0 2 2 2 0 2 2 | 5 1 3 3 3 3 2 2 | 0 2 2 2 2 2 2 2");
    assert_eq!((next.side_to_move(), next.outcome()), (Side::North, None));
}

#[test]
fn kj_e2_two_kimbi_reversals_in_one_move() {
    let game = position(TWO_EACH, 'S', KUJIFUNZA);
    let (next, taken) = play(&game, "A6R");
    assert_eq!(taken, captures("a1:2 a2:2 a7:2 a3:2"));
    assert_eq!(line_of(&next), "2 2 2 2 2 2 2 2 | 2 0 2 2 2 0 0 0 | 4 1 4 4 4 2 0 5 | 2 2 2 2 2 2 2 2");
}

#[test]
fn kj_e3_takasa_from_the_front_row_with_relays() {
    let game =
        position("6 6 6 6 6 6 6 5 | 2 0 0 3 0 0 0 1 | 0 0 3 0 2 0 2 0 | 0 0 0 0 2 0 1 1", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("A3R, A3L, A5R, A5L, A7R, A7L"));
    let (next, taken) = play(&game, "A5R");
    assert!(taken.is_empty());
    assert_eq!(line_of(&next), "6 6 6 6 6 6 6 5 | 2 0 0 3 0 0 0 1 | 0 0 3 0 0 1 0 1 | 0 1 1 1 0 1 0 2");
    assert!(next.to_text().ends_with("t=-"), "no takasia in Kujifunza: {}", next.to_text());
}

#[test]
fn kj_e4_takasa_from_the_back_row_passing_a_capture_position() {
    let game =
        position("6 6 6 6 6 6 6 5 | 0 2 3 2 0 1 0 0 | 1 0 1 0 1 0 0 1 | 0 0 3 0 0 0 2 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("B3L, B3R, B7L, B7R"));
    let (next, taken) = play(&game, "B3L");
    assert!(taken.is_empty(), "a takasa captures nothing (G6)");
    assert_eq!(line_of(&next), "6 6 6 6 6 6 6 5 | 0 2 3 2 0 1 0 0 | 0 1 0 1 0 1 1 1 | 1 1 0 0 0 0 2 0");
}

#[test]
fn kj_e5_sixteen_seeds_or_more_never_capture() {
    let game =
        position("0 0 0 0 0 0 0 41 | 3 0 0 2 0 0 0 0 | 0 18 0 0 0 0 0 0 | 0 0 0 0 0 0 0 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("A2R, A2L"));
    let (next, taken) = play(&game, "A2R");
    assert!(taken.is_empty());
    assert_eq!(line_of(&next), "0 0 0 0 0 0 0 41 | 3 0 0 2 0 0 0 0 | 2 0 3 1 2 0 2 0 | 0 2 0 2 0 2 0 2");
}

#[test]
fn kj_e6_a_lone_kichwa_is_sown_toward_the_centre() {
    let game =
        position("5 5 5 5 5 5 5 8 | 2 2 2 2 2 2 2 2 | 3 0 0 0 0 0 0 0 | 0 0 2 0 0 0 0 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("A1R"));
    let (next, _) = play(&game, "A1R");
    assert_eq!(line_of(&next), "5 5 5 5 5 5 5 8 | 2 2 2 2 2 2 2 2 | 0 1 1 1 0 0 0 0 | 0 0 2 0 0 0 0 0");
    assert_eq!((next.side_to_move(), next.outcome()), (Side::North, None));
}

#[test]
fn kj_e7_bao_hamna_a_capture_empties_the_front_row() {
    let game =
        position("7 7 7 7 7 7 7 7 | 0 0 0 0 5 0 0 0 | 0 0 2 0 1 0 0 0 | 0 0 0 0 0 0 0 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("A3R"));
    let (next, taken) = play(&game, "A3R");
    assert_eq!(taken, captures("a4:5"));
    assert_eq!(line_of(&next), "7 7 7 7 7 7 7 7 | 0 0 0 0 0 0 0 0 | 1 1 1 2 3 0 0 0 | 0 0 0 0 0 0 0 0");
    assert_eq!(next.outcome(), won_by(Side::South, EndReason::FrontRowEmpty));
}

#[test]
fn kj_e8_no_takasia_the_bao_specs_e13_position() {
    let game =
        position("0 0 0 0 0 0 0 44 | 0 6 0 0 2 0 2 0 | 0 0 1 0 0 0 0 0 | 2 3 0 0 0 0 4 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("B1L, B1R, B2L, B2R, B7L, B7R"));
    let (next, _) = play(&game, "B1L");
    assert_eq!(line_of(&next), "0 0 0 0 0 0 0 44 | 0 6 0 0 2 0 2 0 | 1 1 1 0 0 0 0 0 | 0 3 0 0 0 0 4 0");
    assert!(next.to_text().ends_with("t=-"), "nothing is marked: {}", next.to_text());
    assert_eq!(legal(&next), set("a2R, a2L, a4R, a4L, a7R, a7L"));
    let (reply, _) = play(&next, "a2R");
    assert_eq!(line_of(&reply), "1 1 1 1 1 1 0 44 | 1 0 1 1 0 1 0 0 | 1 1 1 0 0 0 0 0 | 0 3 0 0 0 0 4 0");
    assert_eq!(reply.side_to_move(), Side::South);
}

#[test]
fn kj_e9_a_capture_lap_ending_in_a5_simply_relays() {
    let game =
        position("5 5 5 5 5 5 5 6 | 5 0 2 6 0 0 0 1 | 1 0 2 0 6 0 0 0 | 0 0 0 0 0 0 0 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("A3L"));
    let (next, taken) = play(&game, "A3L");
    assert_eq!(taken, captures("a8:5"));
    assert_eq!(line_of(&next), "5 5 5 5 5 5 5 6 | 0 0 2 6 0 0 0 1 | 3 2 1 1 0 1 1 1 | 0 0 0 0 1 1 1 1");
}

#[test]
fn kj_e10_a_never_ending_move_is_not_legal() {
    let game =
        position("52 0 0 0 0 0 0 0 | 0 0 0 0 0 0 1 0 | 1 0 1 0 1 2 0 1 | 2 0 1 0 1 0 1 0", 'S', KUJIFUNZA);
    assert_eq!(legal(&game), set("A6L"));
    let mut refused = game.clone();
    let a6r = refused.parse_move("A6R").expect("notation");
    let why = refused.play(a6r, &mut Vec::new()).expect_err("never ends");
    assert!(why.to_string().contains("never end"), "{why}");
    let (next, _) = play(&game, "A6L");
    assert_eq!(line_of(&next), "52 0 0 0 0 0 0 0 | 0 0 0 0 0 0 1 0 | 1 0 1 1 2 0 0 1 | 2 0 1 0 1 0 1 0");
}

/// §2.5: a Kujifunza position is a Kiswahili mtaji position without nyumba or takasia, so the
/// two engines agree on every legal move and board from it (the takasia aside).
#[test]
fn kujifunza_agrees_with_the_kiswahili_mtaji_stage() {
    let lines = [
        TWO_EACH,
        "6 6 6 6 6 6 6 5 | 2 0 0 3 0 0 0 1 | 0 0 3 0 2 0 2 0 | 0 0 0 0 2 0 1 1",
        "5 5 5 5 5 5 5 6 | 5 0 2 6 0 0 0 1 | 1 0 2 0 6 0 0 0 | 0 0 0 0 0 0 0 0",
    ];
    for line in lines {
        let mut learning = position(line, 'S', KUJIFUNZA);
        let mut full = position(line, 'S', BaoRules::SEED);
        for _ in 0..40 {
            if learning.outcome().is_some() {
                break;
            }
            assert_eq!(legal(&learning), legal(&full), "{}", learning.to_text());
            let mv = learning.legal_moves()[0];
            learning.play(mv, &mut Vec::new()).expect("listed");
            full.play(mv, &mut Vec::new()).expect("listed");
            assert_eq!(line_of(&learning), line_of(&full));
            // The full game's takasia is the one difference: clear it to go on alike.
            full = position(
                &line_of(&full),
                if full.side_to_move() == Side::South { 'S' } else { 'N' },
                BaoRules::SEED,
            );
        }
    }
}

#[test]
fn hu_e1_thirty_two_moves_and_captures_go_on_from_the_next_hole() {
    let game = position(TWO_EACH, 'S', HUS);
    let all: Vec<String> = ["A", "B"]
        .iter()
        .flat_map(|row| (1..=8).flat_map(move |n| [format!("{row}{n}L"), format!("{row}{n}R")]))
        .collect();
    assert_eq!(legal(&game), all.into_iter().collect());
    let (next, taken) = play(&game, "A1R");
    assert_eq!(taken, captures("a6:2 a1:2"));
    assert_eq!(line_of(&next), "2 2 2 2 2 2 2 2 | 2 2 0 2 2 2 2 0 | 1 4 1 3 3 3 3 0 | 0 3 3 0 3 3 3 3");
}

#[test]
fn hu_e2_no_first_lap_rule_a_back_row_lap_captures_later() {
    let game = position(TWO_EACH, 'S', HUS);
    let (next, taken) = play(&game, "A1L");
    assert_eq!(taken, captures("a3:2"));
    assert_eq!(line_of(&next), "2 2 2 2 2 2 2 2 | 2 2 2 2 2 0 2 2 | 1 3 3 3 3 0 3 3 | 3 0 3 3 0 3 3 0");
}

#[test]
fn hu_e3_no_reversal_and_no_compulsory_capture() {
    let line = "5 5 5 5 5 5 5 6 | 5 0 2 6 0 0 0 1 | 1 0 2 0 6 0 0 0 | 0 0 0 0 0 0 0 0";
    let game = position(line, 'S', HUS);
    assert_eq!(legal(&game), set("A3L, A3R, A5L, A5R"));
    let (capture, taken) = play(&game, "A3L");
    assert_eq!(taken, captures("a8:5"));
    assert_eq!(line_of(&capture), "5 5 5 5 5 5 5 6 | 0 0 2 6 0 0 0 1 | 0 1 0 0 6 0 0 0 | 1 1 1 1 1 1 1 0");
    let (quiet, taken) = play(&game, "A3R");
    assert!(taken.is_empty(), "a capture may be declined");
    assert_eq!(line_of(&quiet), "5 5 5 5 5 5 5 6 | 5 0 2 6 0 0 0 1 | 1 0 0 1 0 1 1 1 | 0 0 0 0 1 1 1 1");
}

#[test]
fn hu_e4_eighteen_seeds_may_capture() {
    let game = position("0 0 0 0 0 0 0 41 | 3 0 0 2 0 0 0 0 | 0 18 0 0 0 0 0 0 | 0 0 0 0 0 0 0 0", 'S', HUS);
    assert_eq!(legal(&game), set("A2R, A2L"));
    let (next, taken) = play(&game, "A2R");
    assert_eq!(taken, captures("a5:2"));
    assert_eq!(line_of(&next), "0 0 0 0 0 0 0 41 | 3 0 0 0 0 0 0 0 | 2 0 3 1 2 2 2 0 | 0 2 0 2 0 2 0 2");
    assert_eq!(next.outcome(), None);
}

#[test]
fn hu_e5_a_lone_kichwa_with_ten_seeds() {
    let game = position("4 4 4 4 4 4 4 8 | 2 2 2 2 2 2 2 2 | 10 0 0 0 0 0 0 0 | 0 0 0 2 0 0 0 0", 'S', HUS);
    assert_eq!(legal(&game), set("A1R, B4L, B4R"));
    let (next, _) = play(&game, "A1R");
    assert_eq!(line_of(&next), "4 4 4 4 4 4 4 8 | 2 2 2 2 2 2 2 2 | 0 1 1 1 1 1 1 1 | 0 0 0 2 0 1 1 1");
}

#[test]
fn hu_e6_a_capture_empties_the_front_row_the_lap_is_sown_then_the_game_is_over() {
    let game = position("7 7 7 7 7 7 7 8 | 0 0 0 0 3 0 0 0 | 0 0 2 0 1 0 0 0 | 0 0 0 0 0 0 1 0", 'S', HUS);
    assert_eq!(legal(&game), set("A3L, A3R"));
    let (next, taken) = play(&game, "A3R");
    assert_eq!(taken, captures("a4:3"));
    assert_eq!(line_of(&next), "7 7 7 7 7 7 7 8 | 0 0 0 0 0 0 0 0 | 0 0 0 1 0 1 1 1 | 0 0 0 0 0 0 2 1");
    assert_eq!(next.outcome(), won_by(Side::South, EndReason::FrontRowEmpty));
}

#[test]
fn hu_e7_left_with_singletons_the_opponent_loses_on_his_turn() {
    let game = position("1 1 1 1 1 1 1 1 | 1 0 1 0 2 0 0 1 | 0 0 2 0 1 0 0 0 | 47 0 0 0 0 0 0 1", 'S', HUS);
    assert_eq!(legal(&game), set("A3L, A3R, B1L, B1R"));
    let (next, taken) = play(&game, "A3R");
    assert_eq!(taken, captures("a4:2"));
    assert_eq!(line_of(&next), "1 1 1 1 1 1 1 1 | 1 0 1 0 0 0 0 1 | 0 0 0 1 0 1 1 1 | 47 0 0 0 0 1 1 0");
    assert_eq!(next.outcome(), won_by(Side::South, EndReason::NoLegalMove));
}

#[test]
fn hu_e8_namibian_start_counter_clockwise_only() {
    let game = Bao::new(NAMIBIAN);
    assert_eq!(
        game.to_text(),
        "bao 2,2,2,2,2,2,2,2/2,2,2,2,0,0,0,0/0,0,0,0,2,2,2,2/2,2,2,2,2,2,2,2 S r=0,0 h=00 t=-"
    );
    assert_eq!(game.total_seeds(), 48);
    assert_eq!(legal(&game), set("A5L, A6L, A7L, A8L, B1R, B2R, B3R, B4R, B5R, B6R, B7R, B8R"));
    let (next, taken) = play(&game, "A8L");
    assert!(taken.is_empty());
    assert_eq!(line_of(&next), "2 2 2 2 2 2 2 2 | 2 2 2 2 0 0 0 0 | 0 0 1 1 3 0 3 0 | 2 2 2 2 2 2 2 2");
}

#[test]
fn hu_e9_namibian_captures_take_the_back_hole_too() {
    let game =
        position("2 2 2 2 2 2 2 2 | 2 2 2 2 0 0 0 0 | 0 0 1 1 3 0 3 0 | 2 2 2 2 2 2 2 2", 'N', NAMIBIAN);
    assert_eq!(legal(&game), set("a5L, a6L, a7L, a8L, b1R, b2R, b3R, b4R, b5R, b6R, b7R, b8R"));
    let (next, taken) = play(&game, "a7L");
    assert_eq!(taken, captures("A4:1 B4:2 A3:1 B3:2"));
    assert_eq!(line_of(&next), "0 3 3 0 3 3 1 4 | 3 1 0 1 2 2 2 2 | 0 0 0 0 3 0 3 0 | 2 2 0 0 2 2 2 2");
    assert_eq!(next.total_seeds(), 48);
}

#[test]
fn hu_e10_namibian_a_player_may_empty_his_own_front_row() {
    let game =
        position("40 0 0 0 0 0 0 0 | 0 0 0 2 0 0 1 0 | 3 0 0 0 0 0 0 0 | 0 0 0 0 2 0 0 0", 'S', NAMIBIAN);
    assert_eq!(legal(&game), set("A1L, B5R"));
    let (next, _) = play(&game, "A1L");
    assert_eq!(line_of(&next), "40 0 0 0 0 0 0 0 | 0 0 0 2 0 0 1 0 | 0 0 0 0 0 0 0 0 | 1 1 1 0 2 0 0 0");
    assert_eq!((next.side_to_move(), next.outcome()), (Side::North, None), "the game goes on");
    // With the front-row rule on (HU-O4, as under `hus`) the same move is refused by G10.
    let strict = BaoRules { family: Family::Hus(Hus { front_row_rule: true, ..Hus::NAMIBIAN }), ..NAMIBIAN };
    assert_eq!(legal(&position(&line_of(&game), 'S', strict)), set("B5R"));
}

/// The learning games' positions carry no reserve, nyumba or takasia, and hold their own number
/// of seeds: anything else is refused with its reason.
#[test]
fn learning_positions_refuse_what_they_cannot_hold() {
    let two = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2";
    for rules in [KUJIFUNZA, HUS] {
        for fields in ["r=1,0 h=00 t=-", "r=0,0 h=10 t=-", "r=0,0 h=00 t=a3"] {
            let parsed = PositionText::parse(&format!("bao {two} N {fields}")).expect("a position");
            assert!(Bao::from_text(&parsed, rules).is_err(), "{fields} under {rules:?}");
        }
    }
    let parsed = PositionText::parse(&format!("bao {two} S r=0,0 h=00 t=-")).expect("a position");
    let why = Bao::from_text(&parsed, NAMIBIAN).expect_err("64 seeds are not the Namibian game");
    assert!(why.to_string().contains("48"), "{why}");
}
