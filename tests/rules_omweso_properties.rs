//! Omweso over many random games from random free setups, under both presets: 64 seeds always,
//! seeds change sides only by captures, every legal move (every choice sequence) plays, events
//! replayed give the board, every game ends or is annulled, and match scores add up.

use kete::rules::omweso::setup::{check_arrangement, draw_first_player, random_arrangement};
use kete::rules::omweso::{Omweso, OmwesoMatch, OmwesoRules, WinKind};
use kete::rules::{EndReason, Event, NoEvents, Rules, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn replay(game: &Omweso, events: &[Event], mover: Side) -> [[i32; 16]; 2] {
    let (pits, hand) = replay_part(game, events, mover);
    assert_eq!(hand, 0, "every seed lifted or captured was sown");
    pits
}

/// The board and the seeds in hand after `events`, no count ever negative.
fn replay_part(game: &Omweso, events: &[Event], mover: Side) -> ([[i32; 16]; 2], i32) {
    let mut pits = [[0i32; 16]; 2];
    for side in Side::BOTH {
        for (k, &n) in game.pits(side).iter().enumerate() {
            pits[side.index()][k] = i32::from(n);
        }
    }
    let mut hand = 0;
    for event in events {
        match *event {
            Event::Lift { pit, count } => {
                assert_eq!(pit.side, mover, "only the mover lifts");
                pits[pit.side.index()][pit.index as usize] -= i32::from(count);
                hand += i32::from(count);
            }
            Event::Sow { pit } => {
                assert_eq!(pit.side, mover, "sowing never enters the opponent's pits");
                pits[pit.side.index()][pit.index as usize] += 1;
                hand -= 1;
            }
            Event::Capture { pit, count, .. } => {
                assert_eq!(pit.side, mover.opponent());
                pits[pit.side.index()][pit.index as usize] -= i32::from(count);
                hand += i32::from(count);
            }
            _ => {}
        }
        assert!(hand >= 0 && pits.iter().flatten().all(|&n| n >= 0), "a count went negative");
    }
    (pits, hand)
}

fn random_games(rules: OmwesoRules, games: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut contest = OmwesoMatch::new(12, draw_first_player(&mut rng));
    let (mut annulled, mut longest) = (0, 0);
    for _ in 0..games {
        let arrangement = [random_arrangement(&rules, &mut rng), random_arrangement(&rules, &mut rng)];
        for side in &arrangement {
            assert_eq!(check_arrangement(side, &rules), Ok(()));
        }
        let mut game = Omweso::from_pits(rules, arrangement, contest.next_first);
        let mut plies = 0;
        while game.outcome().is_none() {
            let mover = game.side_to_move();
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "a game not over has a move: {}", game.to_text());
            for &mv in &moves {
                let mut copy = game.clone();
                assert!(
                    copy.play(mv, &mut NoEvents).is_ok(),
                    "{} in {}",
                    game.format_move(mv),
                    game.to_text()
                );
            }
            let mv = moves[rng.random_range(0..moves.len())];
            let before = game.clone();
            let mut events = Vec::new();
            game.play(mv, &mut events).expect("a listed move plays");
            // A never-ending move is told only in part: its first steps, one Cut, and its end.
            let cut = events.iter().position(|e| *e == Event::Cut);
            if let Some(cut) = cut {
                assert_eq!(
                    game.outcome().map(|o| o.reason),
                    Some(EndReason::NeverEndingMove),
                    "only a never-ending move is cut"
                );
                assert!(
                    matches!(events[cut + 1..], [Event::GameOver { .. }]),
                    "nothing but the end follows a cut"
                );
                replay_part(&before, &events[..cut], mover);
            } else {
                let replayed = replay(&before, &events, mover);
                for side in Side::BOTH {
                    let actual: Vec<i32> = game.pits(side).iter().map(|&n| i32::from(n)).collect();
                    assert_eq!(replayed[side.index()].to_vec(), actual, "events replayed give the board");
                }
                let captured = events.iter().any(|e| matches!(e, Event::Capture { .. }));
                let (mine_before, mine_after) = (before.seeds_of(mover), game.seeds_of(mover));
                if captured {
                    assert!(mine_after > mine_before, "a capture moves seeds to the mover");
                } else {
                    assert_eq!(mine_after, mine_before, "without a capture no seed changes sides");
                }
            }
            assert_eq!(game.total_seeds(), 64, "64 seeds always");
            let mut silent = before.clone();
            silent.play(mv, &mut NoEvents).expect("plays silently too");
            assert_eq!(silent.to_text(), game.to_text(), "silent and narrated play agree");
            plies += 1;
            assert!(plies < 2_000, "the game ends");
        }
        let outcome = game.outcome().expect("over");
        if WinKind::of(&outcome) == WinKind::Annulled {
            annulled += 1;
        }
        longest = longest.max(plies);
        let before = contest.scores;
        let result = contest.record(outcome).clone();
        let gained: u32 = Side::BOTH.iter().map(|s| contest.scores[s.index()] - before[s.index()]).sum();
        assert_eq!(gained, result.points, "match scores add up");
        if contest.winner().is_some() {
            contest = OmwesoMatch::new(12, contest.next_first);
        }
    }
    println!("{games} games, {annulled} annulled, longest {longest} plies");
}

#[test]
fn random_games_under_the_seed_rules() {
    random_games(OmwesoRules::SEED, 150, 21);
}

#[test]
fn random_games_under_the_traditional_rules() {
    random_games(OmwesoRules::TRADITIONAL, 150, 22);
}
