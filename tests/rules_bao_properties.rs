//! Bao la Kiswahili over many random games under both presets, and the learning games (Bao la
//! Kujifunza, Hus, the Namibian Hus): conservation, the front row, stages, termination, and the
//! events telling exactly what happened; plus a never-ending move.

use kete::rules::bao::{Bao, BaoRules, HusCapture, NeverEnding};
use kete::rules::notation::PositionText;
use kete::rules::{EndReason, Event, Outcome, Rules, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// The board as the events say it is: replaying them on a copy must give the rules' board.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Replay {
    pits: [[i32; 16]; 2],
    reserve: [i32; 2],
    hand: i32,
}

impl Replay {
    fn of(game: &Bao) -> Replay {
        let mut pits = [[0; 16]; 2];
        for side in Side::BOTH {
            for (k, &n) in game.pits(side).iter().enumerate() {
                pits[side.index()][k] = i32::from(n);
            }
        }
        let reserve = [i32::from(game.reserve(Side::South)), i32::from(game.reserve(Side::North))];
        Replay { pits, reserve, hand: 0 }
    }

    fn at(&mut self, pit: kete::rules::Pit) -> &mut i32 {
        &mut self.pits[pit.side.index()][Bao::ring_index(pit) as usize]
    }

    /// Applies one event, checking what must hold at every step of a move.
    fn apply(&mut self, event: &Event, mover: Side, rules: BaoRules) {
        match *event {
            Event::FromReserve { pit } => {
                self.reserve[mover.index()] -= 1;
                *self.at(pit) += 1;
            }
            Event::Lift { pit, count } => {
                *self.at(pit) -= i32::from(count);
                self.hand += i32::from(count);
            }
            Event::Sow { pit } => {
                *self.at(pit) += 1;
                self.hand -= 1;
                let front: i32 = self.pits[mover.index()][..8].iter().sum();
                assert!(
                    front > 0 || !rules.front_row_rule(),
                    "the mover's front row was emptied mid-move (G10)"
                );
            }
            Event::Capture { pit, count, into_hand } => {
                assert!(into_hand, "Bao captures are sown on");
                assert_eq!(pit.side, mover.opponent(), "only the opponent is captured");
                let namibian = rules.hus().is_some_and(|hus| hus.capture != HusCapture::Front);
                assert!(Bao::ring_index(pit) < 8 || namibian, "only the front row is captured (G3)");
                *self.at(pit) -= i32::from(count);
                assert_eq!(*self.at(pit), 0, "a capture takes the whole hole");
                self.hand += i32::from(count);
            }
            _ => {}
        }
        assert!(self.hand >= 0, "more seeds sown than held");
        assert!(self.pits.iter().flatten().all(|&n| n >= 0), "a pit went negative");
        assert!(self.reserve.iter().all(|&n| n >= 0), "a reserve went negative");
    }
}

fn random_games(rules: BaoRules, games: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut longest = 0;
    for game_number in 0..games {
        let mut game = Bao::new(rules);
        let mut plies = 0;
        while game.outcome().is_none() {
            let mover = game.side_to_move();
            let namua = game.in_namua();
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "a game not over has a move: {}", game.to_text());
            if plies % 7 == 0 {
                // Every listed move can be played.
                for &mv in &moves {
                    let mut copy = game.clone();
                    assert!(
                        copy.play(mv, &mut Vec::new()).is_ok(),
                        "{} in {}",
                        game.format_move(mv),
                        game.to_text()
                    );
                }
            }
            let mv = moves[rng.random_range(0..moves.len())];
            let mut replay = Replay::of(&game);
            let mut events = Vec::new();
            let before = game.clone();
            game.play(mv, &mut events).expect("a listed move plays");
            for event in &events {
                replay.apply(event, mover, rules);
            }
            // Played silently (as searches and legality checks do), the move ends the same way.
            let mut silent = before.clone();
            silent.play(mv, &mut kete::rules::NoEvents).expect("plays silently too");
            assert_eq!(silent, game, "silent and narrated play agree");
            assert_eq!(replay.hand, 0, "every lifted or captured seed was sown");
            assert_eq!(
                replay,
                Replay::of(&game),
                "events replayed on {} give the board after {}",
                before.to_text(),
                before.format_move(mv)
            );
            assert_eq!(game.total_seeds(), rules.total_seeds(), "every seed stays in the game");
            if !rules.is_kiswahili() {
                assert!(game.to_text().ends_with(" r=0,0 h=00 t=-"), "no reserve, nyumba or takasia");
            }
            // The stage is the mover's reserve: a namua move takes exactly one reserve seed.
            let took = events.iter().filter(|e| matches!(e, Event::FromReserve { .. })).count();
            assert_eq!(took, usize::from(namua), "stage of {}", before.to_text());
            assert_eq!(before.reserve(mover) - game.reserve(mover), u8::from(namua));
            plies += 1;
            assert!(plies < 5_000, "game {game_number} does not end");
        }
        let outcome = game.outcome().expect("over");
        assert!(outcome.winner.is_some(), "Bao has no draws: {outcome:?}");
        longest = longest.max(plies);
    }
    println!("{games} random games, longest {longest} plies");
}

#[test]
fn random_games_under_the_seed_rules() {
    random_games(BaoRules::SEED, 2000, 11);
}

#[test]
fn random_games_under_the_masters_rules() {
    random_games(BaoRules::MASTERS, 2000, 12);
}

#[test]
fn random_games_of_bao_la_kujifunza() {
    random_games(BaoRules::KUJIFUNZA, 2000, 13);
}

#[test]
fn random_games_of_hus() {
    random_games(BaoRules::HUS, 2000, 14);
}

#[test]
fn random_games_of_the_namibian_hus() {
    random_games(BaoRules::HUS_NAMIBIAN, 2000, 15);
}

/// South's A4R relays for ever: its relay states repeat with a period of 58 laps. North's seeds
/// face only South's empty A7, so South has no capture and must play a takasa.
const NEVER_ENDING: &str =
    "bao 0,0,0,0,0,0,0,22/0,0,0,0,0,0,2,0/1,4,5,2,2,4,0,1/2,3,0,3,4,3,4,2 S r=0,0 h=00 t=-";

fn never_ending_position(rules: BaoRules) -> Bao {
    Bao::from_text(&PositionText::parse(NEVER_ENDING).expect("parses"), rules).expect("legal")
}

#[test]
fn a_never_ending_move_is_illegal() {
    for rules in [BaoRules::SEED, BaoRules::MASTERS] {
        let game = never_ending_position(rules);
        let legal: Vec<String> = game.legal_moves().into_iter().map(|m| game.format_move(m)).collect();
        assert!(!legal.contains(&"A4R".to_string()), "A4R never ends, so it is not legal: {legal:?}");
        assert!(legal.contains(&"A4L".to_string()), "the other direction ends: {legal:?}");
        let mut copy = game.clone();
        let err = copy.play(game.parse_move("A4R").expect("readable"), &mut Vec::new()).expect_err("refused");
        assert!(err.to_string().contains("never end"), "{err}");
        assert_eq!(copy, game, "a refused move changes nothing");
    }
}

#[test]
fn never_ending_moves_under_the_other_o6_rulings() {
    let play = |ruling| {
        let mut game = never_ending_position(BaoRules { never_ending: ruling, ..BaoRules::SEED });
        let mv = game.parse_move("A4R").expect("readable");
        game.play(mv, &mut Vec::new()).expect("playable under this ruling");
        assert_eq!(game.total_seeds(), 64);
        game
    };
    let lost = play(NeverEnding::MoverLoses);
    assert_eq!(
        lost.outcome(),
        Some(Outcome { winner: Some(Side::North), reason: EndReason::NeverEndingMove })
    );
    let void = play(NeverEnding::GameVoid);
    assert_eq!(void.outcome(), Some(Outcome { winner: None, reason: EndReason::NeverEndingMove }));
    let stopped = play(NeverEnding::MoverStops);
    assert_eq!(stopped.outcome(), None);
    assert_eq!(stopped.side_to_move(), Side::North);
}
