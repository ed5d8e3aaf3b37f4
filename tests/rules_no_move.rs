//! Why a pit cannot start a move (`Rules::why_no_move`): over random games of every game and rule
//! set, a pit has a reason exactly when no legal move starts there; and each reason at a position
//! of the rules files where that rule is the one in the way.

use kete::rules::any::presets;
use kete::rules::{AnyGame, GameKind, NoMove, Pit, Rules, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeMap;

fn game(text: &str) -> AnyGame {
    AnyGame::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn at(game: &AnyGame, square: &str) -> Pit {
    let geometry = game.geometry();
    geometry.pit(geometry.parse_square(square).unwrap_or_else(|| panic!("{square}")))
}

/// The reason of each named pit (Bao's holes by their names, A1…b8).
fn reasons(game: &AnyGame) -> BTreeMap<String, Option<NoMove>> {
    let legal = game.legal_moves();
    game.geometry().pits().map(|pit| (game.pit_name(pit), game.why_no_move(pit, &legal))).collect()
}

fn why(game: &AnyGame, name: &str) -> Option<NoMove> {
    *reasons(game).get(name).unwrap_or_else(|| panic!("no pit {name}"))
}

/// The game's own judgement, without the legal moves.
fn each_rules(game: &AnyGame, pit: Pit) -> Option<NoMove> {
    match game {
        AnyGame::Bao(bao) => bao.why_no_move(pit),
        AnyGame::Omweso(omweso) => omweso.why_no_move(pit),
        AnyGame::Kimasai(kimasai) => kimasai.why_no_move(pit),
    }
}

#[test]
fn a_pit_has_a_reason_exactly_when_no_legal_move_starts_there() {
    let mut rng = SmallRng::seed_from_u64(0x6e6f6d76);
    let mut counted: BTreeMap<String, usize> = BTreeMap::new();
    for kind in GameKind::ALL {
        for &preset in presets(kind) {
            for _ in 0..12 {
                let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
                for _ply in 0..120 {
                    let legal = game.legal_moves();
                    for pit in game.geometry().pits() {
                        let starts = legal.iter().any(|&mv| game.origin(mv) == Some(pit));
                        let why = game.why_no_move(pit, &legal);
                        let judged = each_rules(&game, pit);
                        assert!(
                            judged.is_none() || judged == why,
                            "{}: {judged:?} but {why:?}",
                            game.to_text()
                        );
                        assert_eq!(
                            starts,
                            why.is_none(),
                            "{} at {}: {why:?}",
                            game.to_text(),
                            game.pit_name(pit)
                        );
                        if let Some(why) = why {
                            *counted.entry(format!("{kind} {why:?}")).or_default() += 1;
                        }
                    }
                    if legal.is_empty() {
                        break;
                    }
                    let mv = legal[rng.random_range(0..legal.len())];
                    game.play(mv, &mut kete::rules::NoEvents).expect("a legal move plays");
                }
                let over = game.outcome().is_some();
                assert!(
                    game.geometry()
                        .pits()
                        .all(|pit| !over || game.why_no_move(pit, &[]) == Some(NoMove::GameOver))
                );
            }
        }
    }
    // The random games meet the everyday reasons of each game.
    for seen in [
        "bao NotYourSide",
        "bao Empty",
        "bao Single",
        "bao NamuaBackRow",
        "bao MustCapture",
        "bao NyumbaKept",
        "bao FrontRowFirst",
        "omweso Empty",
        "omweso Single",
        "kimasai Empty",
        "kimasai NextHoleTaken",
    ] {
        assert!(counted.contains_key(seen), "{seen} never met: {counted:?}");
    }
}

/// E1: the start. The nyumba keeps its seeds while A6 and A7 hold some (N3a); empty holes, the
/// back row (empty too) and North's holes have nothing for South to move.
#[test]
fn e1_the_nyumba_is_kept_at_the_start() {
    let start = AnyGame::new(GameKind::Bao).expect("bao");
    assert_eq!(why(&start, "A5"), Some(NoMove::NyumbaKept));
    assert_eq!(why(&start, "A6"), None);
    assert_eq!(why(&start, "A7"), None);
    assert_eq!(why(&start, "A1"), Some(NoMove::Empty));
    assert_eq!(why(&start, "B5"), Some(NoMove::Empty));
    assert_eq!(why(&start, "a5"), Some(NoMove::NotYourSide));
}

/// E13: South must capture (B7, B2, B1 capture; A-row holes do not); after B1L, North's a7 is
/// takasia'd (T3) and its singles may not start (G9).
#[test]
fn e13_a_compulsory_capture_then_a_takasia() {
    let before =
        game("bao 0,0,0,0,0,0,0,44/0,6,0,0,2,0,2,0/0,0,1,0,0,0,0,0/2,3,0,0,0,0,4,0 S r=0,0 h=00 t=-");
    assert_eq!(why(&before, "B7"), None);
    assert_eq!(why(&before, "A3"), Some(NoMove::Single));
    assert_eq!(why(&before, "A1"), Some(NoMove::Empty));
    let mut blocked = before.clone();
    blocked.play_text("B1L", &mut kete::rules::NoEvents).expect("B1L");
    assert_eq!(blocked.side_to_move(), Side::North);
    assert_eq!(why(&blocked, "a7"), Some(NoMove::Takasia));
    assert_eq!(why(&blocked, "a2"), None);
    assert_eq!(why(&blocked, "a4"), None);
    assert_eq!(why(&blocked, "b1"), Some(NoMove::FrontRowFirst));
}

/// K9: North's j3 may not move, k3 being taken (rule 3); k3 may.
#[test]
fn k9_a_blocked_stone() {
    let mut after_k1 = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let first = after_k1.legal_moves()[0];
    after_k1.play(first, &mut kete::rules::NoEvents).expect("K1's move");
    let legal = after_k1.legal_moves();
    assert_eq!(after_k1.why_no_move(at(&after_k1, "j3"), &legal), Some(NoMove::NextHoleTaken));
    assert_eq!(after_k1.why_no_move(at(&after_k1, "k3"), &legal), None);
    assert_eq!(after_k1.why_no_move(at(&after_k1, "a1"), &legal), Some(NoMove::NotYourSide));
}
