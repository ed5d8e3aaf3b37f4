//! Never-ending moves stop where they first repeat, however they are found; and a move or a
//! listing stopped and resumed at any budget ends exactly as one played at once.
//!
//! A move told step by step keeps every state and sees its first repeat as it happens; a silent
//! move watches distinguished states and Brent's saved state, finds a later repeat, and rewinds
//! to the first. Both must leave the same board — on random positions with many never-ending
//! moves (Omweso with the opponent's inner row empty: no capture can ever stop a move), random
//! games, and the Bao fixtures under the rule options where a never-ending move is played.

use kete::rules::bao::trial::Verdict as BaoVerdict;
use kete::rules::bao::{BaoRules, NeverEnding};
use kete::rules::omweso::trial::{Trial as OmwesoTrial, Verdict as OmwesoVerdict};
use kete::rules::{AnyGame, AnyMove, EndReason, Event, GameKind, Listing, NoEvents, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// `mv` leaves the same board told and silent; the two positions after it.
fn assert_same_either_way(game: &AnyGame, mv: AnyMove) -> (AnyGame, AnyGame) {
    let (told, silent) = both_ways(game, mv);
    assert_eq!(told.to_text(), silent.to_text(), "{} in {}", game.format_move(mv), game.to_text());
    assert_eq!(told.outcome(), silent.outcome());
    (told, silent)
}

/// The position after `mv`, told (every event to a list) and silent.
fn both_ways(game: &AnyGame, mv: AnyMove) -> (AnyGame, AnyGame) {
    let (mut told, mut silent) = (game.clone(), game.clone());
    let mut events: Vec<Event> = Vec::new();
    told.play(mv, &mut events).expect("a legal move plays told");
    silent.play(mv, &mut NoEvents).expect("a legal move plays silently");
    (told, silent)
}

/// `count` seeds spread at random over `pits` pits.
fn spread(rng: &mut SmallRng, count: u32, pits: usize) -> Vec<u32> {
    let mut out = vec![0; pits];
    for _ in 0..count {
        out[rng.random_range(0..pits)] += 1;
    }
    out
}

fn row(values: &[u32]) -> String {
    values.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// An Omweso position where North's inner row is empty: South's moves never capture.
fn omweso_without_captures(rng: &mut SmallRng, preset: &str) -> AnyGame {
    let north = spread(rng, 32, 8);
    let south = spread(rng, 32, 16);
    let text = format!(
        "omweso {}/0,0,0,0,0,0,0,0/{}/{} S p=10 k=1",
        row(&north),
        row(&south[..8]),
        row(&south[8..])
    );
    AnyGame::from_text_with_rules(&text, Some(preset)).expect("a position")
}

/// Never-ending Omweso moves met in random games (with choice points named after the start),
/// and O14.
const NEVER_ENDING: [(&str, &str, &str); 13] = [
    ("seed", "omweso 0,1,0,0,0,0,0,0/2,1,1,0,0,1,0,0/11,1,3,2,5,0,1,4/1,2,0,3,5,9,10,1 S p=24 k=1", "e1,cw"),
    ("seed", "omweso 8,0,1,2,1,0,3,11/1,14,0,3,0,1,8,1/0,0,0,0,0,0,0,0/1,1,1,0,4,2,1,0 N p=17 k=1", "b3"),
    ("seed", "omweso 1,0,0,0,0,0,0,3/1,0,0,1,1,0,0,0/10,11,1,4,3,2,0,1/3,4,5,2,1,2,6,2 S p=20 k=1", "f1"),
    ("seed", "omweso 4,1,2,1,6,9,10,0/1,0,3,4,9,1,2,8/1,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N p=63 k=1", "d3"),
    ("seed", "omweso 0,1,2,1,2,0,1,0/6,1,4,3,0,1,0,0/0,2,2,5,4,3,6,3/1,1,1,7,2,1,0,4 S p=16 k=1", "b2,cw,cw"),
    (
        "seed",
        "omweso 1,2,1,1,0,1,0,0/5,2,1,1,1,5,0,1/1,2,6,0,4,4,4,4/3,2,1,0,2,4,0,5 S p=14 k=1",
        "a1cw,cw,cw,ccw,ccw",
    ),
    (
        "seed",
        "omweso 3,0,1,3,1,0,1,0/5,0,2,2,1,2,1,5/10,1,0,0,1,3,1,2/5,1,7,0,2,1,3,0 N p=23 k=1",
        "d4,cw,ccw,ccw,ccw,cw,ccw",
    ),
    (
        "seed",
        "omweso 3,1,1,4,0,1,5,0/5,4,4,4,4,1,2,1/1,2,0,0,1,1,1,0/0,0,0,7,2,1,1,7 N p=11 k=1",
        "g3cw,ccw,ccw",
    ),
    ("seed", "omweso 2,14,4,5,3,1,2,0/1,2,1,3,2,1,17,1/0,0,0,0,1,0,0,1/0,0,0,1,0,0,0,2 N p=21 k=1", "g4cw"),
    ("seed", "omweso 3,8,0,1,4,1,11,14/1,0,1,2,1,13,1,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,1 N p=85 k=1", "a4"),
    (
        "seed",
        "omweso 0,2,0,2,3,3,3,1/1,1,0,0,0,0,3,1/3,1,8,5,1,4,4,0/1,4,2,1,0,4,0,6 S p=40 k=1",
        "c2,ccw,ccw",
    ),
    ("seed", "omweso 1,2,1,0,4,1,3,2/1,4,2,1,1,1,5,8/5,0,0,3,9,0,2,0/1,1,1,2,0,3,0,0 N p=19 k=1", "e4,cw,cw"),
    ("traditional", "omweso 5,5,5,5,6,6,6,6/0,0,0,0,0,0,0,0/1,0,1,2,0,1,2,0/2,3,1,2,0,2,1,2 S p=1 k=1", "h1"),
];

#[test]
fn a_never_ending_omweso_move_stops_at_its_first_repeat_told_or_silent() {
    for (preset, text, mv) in NEVER_ENDING {
        let game = AnyGame::from_text_with_rules(text, Some(preset)).expect("a position");
        let mv = game.parse_move(mv).expect("a move");
        let (_, silent) = assert_same_either_way(&game, mv);
        let end = silent.outcome().or(silent.hidden_end());
        assert!(end.is_some_and(|o| o.reason == EndReason::NeverEndingMove), "{text}: never ends");
    }
}

/// Every legal move of every position of random games, told and silent: the same board after.
#[test]
fn every_move_of_random_games_ends_the_same_told_or_silent() {
    let mut rng = SmallRng::seed_from_u64(5);
    for (kind, preset, games) in
        [(GameKind::Bao, "seed", 8), (GameKind::Omweso, "seed", 30), (GameKind::Omweso, "traditional", 30)]
    {
        for _ in 0..games {
            let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a start");
            while game.outcome().is_none() {
                let moves = game.legal_moves();
                for &mv in &moves {
                    assert_same_either_way(&game, mv);
                }
                game.play(moves[rng.random_range(0..moves.len())], &mut NoEvents).expect("plays");
            }
        }
    }
}

/// The Bao fixture of docs/BENCHMARKS.md whose A4R repeats after 120 relays (a cycle of 58).
const BAO_CYCLE: &str =
    "bao 0,0,0,0,0,0,0,22/0,0,0,0,0,0,2,0/1,4,5,2,2,4,0,1/2,3,0,3,4,3,4,2 S r=0,0 h=00 t=-";

fn bao(text: &str, never_ending: NeverEnding) -> AnyGame {
    let AnyGame::Bao(game) = AnyGame::from_text(text).expect("a position") else { panic!("a Bao position") };
    AnyGame::Bao(game.with_rules(BaoRules { never_ending, ..BaoRules::SEED }))
}

/// Random mtaji positions: no reserves, 64 seeds spread with both front rows occupied.
fn bao_mtaji(rng: &mut SmallRng) -> Option<AnyGame> {
    let seeds = spread(rng, 64, 32);
    let text = format!(
        "bao {}/{}/{}/{} S r=0,0 h=00 t=-",
        row(&seeds[..8]),
        row(&seeds[8..16]),
        row(&seeds[16..24]),
        row(&seeds[24..])
    );
    AnyGame::from_text(&text).ok()
}

#[test]
fn a_never_ending_bao_move_that_is_played_stops_at_its_first_repeat() {
    let mut rng = SmallRng::seed_from_u64(3);
    for policy in [NeverEnding::MoverStops, NeverEnding::GameVoid, NeverEnding::MoverLoses] {
        let fixture = bao(BAO_CYCLE, policy);
        let mut positions = vec![fixture.clone()];
        positions.extend((0..300).filter_map(|_| bao_mtaji(&mut rng)).filter_map(|g| {
            let AnyGame::Bao(b) = g else { return None };
            Some(AnyGame::Bao(b.with_rules(BaoRules { never_ending: policy, ..BaoRules::SEED })))
        }));
        for game in positions.iter().filter(|g| g.outcome().is_none()) {
            for mv in game.legal_moves() {
                assert_same_either_way(game, mv);
            }
        }
        // A4R is the never-ending one: it is played, and ends the game as the policy says.
        let mv = fixture.parse_move("A4R").expect("a move");
        assert!(fixture.legal_moves().contains(&mv), "{policy:?} plays a never-ending move");
    }
    let illegal = bao(BAO_CYCLE, NeverEnding::Illegal);
    assert!(!illegal.legal_moves().contains(&illegal.parse_move("A4R").expect("a move")));
}

/// The positions a few random games pass through.
fn positions(kind: GameKind, preset: &str, games: usize, seed: u64) -> Vec<AnyGame> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a start");
        while game.outcome().is_none() {
            out.push(game.clone());
            let moves = game.legal_moves();
            game.play(moves[rng.random_range(0..moves.len())], &mut NoEvents).expect("plays");
        }
    }
    out
}

#[test]
fn a_listing_resumed_at_any_budget_lists_exactly_the_legal_moves() {
    let mut rng = SmallRng::seed_from_u64(9);
    let mut all = positions(GameKind::Bao, "seed", 8, 1);
    all.extend(positions(GameKind::Bao, "masters", 4, 2));
    all.extend(positions(GameKind::Omweso, "seed", 8, 3));
    all.extend(positions(GameKind::Omweso, "traditional", 8, 4));
    all.extend(positions(GameKind::Kimasai, "seed", 1, 5));
    all.extend((0..40).map(|_| omweso_without_captures(&mut rng, "seed")));
    all.push(bao(BAO_CYCLE, NeverEnding::Illegal));
    for game in &all {
        let legal = game.legal_moves();
        for budget in [1, 2, 7, 64, 5000] {
            let mut listing = Listing::new(game);
            let mut rounds = 0;
            while !listing.advance(budget) {
                let decided = listing.decided();
                assert!(
                    decided.iter().all(|mv| legal.contains(mv)),
                    "decided means legal, in {}",
                    game.to_text()
                );
                let open: Vec<AnyMove> = listing.undecided().into_iter().map(|(mv, _)| mv).collect();
                assert!(open.iter().all(|mv| !decided.contains(mv)), "a move is decided or open, not both");
                rounds += 1;
                assert!(rounds < 10_000_000, "a listing ends");
            }
            assert_eq!(listing.decided(), legal, "budget {budget} in {}", game.to_text());
            assert!(listing.undecided().is_empty());
        }
    }
}

#[test]
fn a_trial_resumed_at_any_budget_ends_as_one_played_at_once() {
    let mut rng = SmallRng::seed_from_u64(17);
    let mut all = positions(GameKind::Bao, "seed", 6, 7);
    all.extend(positions(GameKind::Omweso, "traditional", 6, 8));
    all.extend((0..40).map(|_| omweso_without_captures(&mut rng, "traditional")));
    all.push(bao(BAO_CYCLE, NeverEnding::Illegal));
    // The never-ending fixtures, whose cycles run long: cut into larger pieces.
    let fixtures = NEVER_ENDING.iter().map(|(preset, text, _)| {
        (AnyGame::from_text_with_rules(text, Some(preset)).expect("a position"), [257, 4099, 65_537])
    });
    for (game, budgets) in all.into_iter().map(|game| (game, [1, 3, 50])).chain(fixtures) {
        let game = &game;
        match game {
            AnyGame::Bao(bao) => {
                for start in bao.trials() {
                    let mut whole = start.clone();
                    let verdict = whole.advance(u64::MAX);
                    for budget in budgets {
                        let mut trial = start.clone();
                        while trial.advance(budget) == BaoVerdict::NotYet {}
                        assert_eq!(trial.verdict(), verdict);
                        assert_eq!(trial.after(), whole.after(), "{:?} in {}", trial.mv(), game.to_text());
                    }
                }
            }
            AnyGame::Omweso(omweso) => {
                let mut work: Vec<OmwesoTrial> = omweso.trials();
                while let Some(start) = work.pop() {
                    let mut whole = start.clone();
                    let verdict = whole.advance(u64::MAX);
                    for budget in budgets {
                        let mut trial = start.clone();
                        while trial.advance(budget) == OmwesoVerdict::NotYet {}
                        assert_eq!(trial.verdict(), verdict);
                        let text =
                            |t: &OmwesoTrial| t.after().map(|g| [*g.pits(Side::South), *g.pits(Side::North)]);
                        assert_eq!(text(&trial), text(&whole), "{:?} in {}", trial.mv(), game.to_text());
                    }
                    if verdict == OmwesoVerdict::Divides {
                        work.extend(whole.ways().into_iter().flatten());
                    }
                }
            }
            AnyGame::Kimasai(_) => {}
        }
    }
}
