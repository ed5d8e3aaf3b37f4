//! The computer opponent: over random positions of each game it returns a legal move within its
//! budget; it takes an immediate win when there is one; the same seed gives the same move; its
//! levels and the arena's players read as the command line writes them.

use kete::ai::arena::{self, Player};
use kete::ai::{Budget, LEVELS, choose};
use kete::rules::{AnyGame, GameKind, NoEvents};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// Positions a few random games pass through, every few plies.
fn positions(kind: GameKind, preset: &str, games: usize, seed: u64) -> Vec<AnyGame> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a start");
        let mut ply = 0;
        while game.outcome().is_none() {
            if ply % 7 == 0 {
                out.push(game.clone());
            }
            let moves = game.legal_moves();
            game.play(moves[rng.random_range(0..moves.len())], &mut NoEvents).expect("plays");
            ply += 1;
        }
    }
    out
}

#[test]
fn the_computer_always_chooses_a_legal_move_within_its_budget() {
    for (kind, preset) in [(GameKind::Bao, "seed"), (GameKind::Omweso, "seed"), (GameKind::Kimasai, "seed")] {
        for game in positions(kind, preset, 3, 1) {
            let legal = game.legal_moves();
            for budget in [Budget::playouts(60), Budget::nodes(300)] {
                let (mv, report) = choose(&game, budget, 7).expect("a move in a game not over");
                assert!(legal.contains(&mv), "{} is legal in {}", game.format_move(mv), game.to_text());
                assert!(report.nodes <= 300, "within its budget: {} nodes", report.nodes);
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for game in positions(GameKind::Bao, "seed", 1, 3).into_iter().take(6) {
        for budget in [Budget::playouts(150), Budget::nodes(2_000), LEVELS[0].budget(GameKind::Bao)] {
            let first = choose(&game, budget, 11).map(|(mv, _)| mv);
            let again = choose(&game, budget, 11).map(|(mv, _)| mv);
            assert_eq!(first, again, "in {}", game.to_text());
        }
    }
}

/// Positions from random games of each game where exactly one move wins at once (a Bao capture
/// that empties the front row, an Omweso both-ends or last capture, a Kimasai last capture).
#[test]
fn the_computer_takes_an_immediate_win() {
    let mut found = 0;
    for (kind, preset) in [(GameKind::Bao, "seed"), (GameKind::Omweso, "seed"), (GameKind::Kimasai, "seed")] {
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..30 {
            let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a start");
            while game.outcome().is_none() {
                if winning_moves(&game).len() == 1 && found < 30 {
                    assert_winning_move_taken(&game);
                    found += 1;
                }
                let moves = game.legal_moves();
                game.play(moves[rng.random_range(0..moves.len())], &mut NoEvents).expect("plays");
            }
        }
    }
    assert!(found >= 5, "random games hold positions with one winning move: {found}");
}

fn winning_moves(game: &AnyGame) -> Vec<kete::rules::AnyMove> {
    let mover = game.side_to_move();
    game.legal_moves()
        .into_iter()
        .filter(|&mv| {
            let mut after = game.clone();
            after.play(mv, &mut NoEvents).is_ok() && after.outcome().is_some_and(|o| o.winner == Some(mover))
        })
        .collect()
}

fn assert_winning_move_taken(game: &AnyGame) {
    let wins = winning_moves(game);
    assert!(!wins.is_empty(), "a winning move in {}", game.to_text());
    for budget in [LEVELS[2].budget(game.kind()), Budget::nodes(20_000), Budget::playouts(1_500)] {
        let (mv, _) = choose(game, budget, 1).expect("a move");
        assert!(wins.contains(&mv), "{} does not win at once in {}", game.format_move(mv), game.to_text());
    }
}

#[test]
fn players_read_as_the_command_line_writes_them() {
    assert_eq!("level:3".parse::<Player>(), Ok(Player::Level(3)));
    assert_eq!("nodes:500".parse::<Player>(), Ok(Player::Nodes(500)));
    assert_eq!("tree:500".parse::<Player>(), Ok(Player::Playouts(500)));
    assert_eq!("ms:20".parse::<Player>(), Ok(Player::Millis(20)));
    assert_eq!("greedy".parse::<Player>(), Ok(Player::Greedy));
    assert_eq!("depth:10".parse::<Player>(), Ok(Player::Depth(10)));
    for bad in ["level:0", "level:6", "nodes:", "ms:-1", "strong", "nodes:99999999999", "depth:0", "depth:31"]
    {
        assert!(bad.parse::<Player>().is_err(), "{bad} is refused");
    }
}

/// The McGill stand-in searches to its depth and no further, judging by the seeds alone.
#[test]
fn a_fixed_depth_search_stops_at_its_depth() {
    use kete::ai::alphabeta::AlphaBeta;
    use kete::ai::evaluate::Evaluation;
    let start = AnyGame::new_with_rules(GameKind::Omweso, Some("mcgill")).expect("mcgill");
    for depth in [1, 4, 6] {
        let mut search = AlphaBeta::new(&start, 10_000_000, Evaluation::Seeds).to_depth(depth);
        assert!(search.run(10_000_000));
        assert_eq!(search.report().depth, depth);
    }
    let mv = Player::Depth(3).choose(&start, 1).expect("a move");
    assert!(start.legal_moves().contains(&mv));
}

#[test]
fn a_short_arena_plays_every_game_to_a_result() {
    let tally = arena::play(
        GameKind::Kimasai,
        "seed",
        Player::Playouts(30),
        Player::Random,
        3,
        1,
        Default::default(),
    )
    .expect("plays");
    assert_eq!(tally.games(), 6);
    let (score, _) = tally.score();
    assert!(score > 50.0, "a search beats random play: {score}%");
}

#[test]
fn an_opening_won_at_once_counts_as_decided() {
    // After two random plies of an arena opening, South sows into a win five plies deep.
    let won = "omweso 5,0,6,5,0,5,0,7/1,1,1,1,0,0,0,0/1,1,1,1,1,1,1,1/0,4,5,3,0,7,5,0 S p=2 k=0";
    let won = AnyGame::from_text(won).expect("a position");
    assert!(arena::decided(&won), "{}", won.to_text());
    let start = AnyGame::new_with_rules(GameKind::Bao, None).expect("a game");
    assert!(!arena::decided(&start), "Bao's start is open");
}

/// The search's table is keyed by `position_key`, which hashes what the position string says:
/// over random games of every game and preset, the same string gives the same key and two
/// strings two keys.
#[test]
fn the_position_key_follows_the_position_string() {
    use std::collections::HashMap;
    let mut rng = SmallRng::seed_from_u64(41);
    let (mut by_text, mut by_key) = (HashMap::new(), HashMap::new());
    for kind in [GameKind::Bao, GameKind::Omweso, GameKind::Kimasai] {
        for &preset in kete::rules::any::presets(kind) {
            for _ in 0..20 {
                let mut game = AnyGame::new_with_rules(kind, Some(preset)).expect("a preset");
                for _ in 0..120 {
                    let (text, key) = (game.to_text(), game.position_key());
                    assert_eq!(*by_text.entry(text.clone()).or_insert(key), key, "{text}");
                    assert_eq!(*by_key.entry(key).or_insert(text.clone()), text, "two positions, one key");
                    let legal = game.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    game.play(legal[rng.random_range(0..legal.len())], &mut NoEvents).expect("legal");
                }
            }
        }
    }
    assert!(by_text.len() > 5_000, "{} positions", by_text.len());
}

/// Omweso from an empty board, each player arranging its own seeds: the stand-in throws them as
/// the McGill course's agent template did (the first player over all 16 pits, the second over its
/// outer row), Kete's players as the computer arranges at the board; every game is played out.
#[test]
fn an_arena_of_arranged_omweso_openings_plays_every_game() {
    use kete::rules::Side;
    let game = AnyGame::new_with_rules(GameKind::Omweso, Some("mcgill")).expect("McGill's rules");
    let rules = game.as_omweso().expect("Omweso").rules();
    for seed in 0..20 {
        let second = Player::Depth(10).arrangement(rules, Side::North, Side::South, seed);
        assert_eq!(second.iter().map(|&n| u32::from(n)).sum::<u32>(), 32);
        assert!(
            second[8..].iter().all(|&n| n == 0),
            "the second player's seeds on its outer row: {second:?}"
        );
        let first = Player::Depth(10).arrangement(rules, Side::South, Side::South, seed);
        assert_eq!(first.iter().map(|&n| u32::from(n)).sum::<u32>(), 32);
    }
    let openings = arena::Openings { arranged: true, ..Default::default() };
    let tally = arena::play(GameKind::Omweso, "mcgill", Player::Playouts(30), Player::Random, 2, 1, openings)
        .expect("plays");
    assert_eq!(tally.games(), 4);
}
