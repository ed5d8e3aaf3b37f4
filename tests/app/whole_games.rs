//! Whole games at the board, without a window: a Bao game to its end and an Omweso match to 12
//! points, every move and every answer sent as the messages the board writes, every game set up
//! through the setup panel's messages. Frames last a whole second so each hop lands at once.

use super::support::{arrange_both, assert_view_matches_rules, movable, settle, test_app_stepping};
use bevy::prelude::*;
use kete::app::game::arranging::Fill;
use kete::app::game::arranging::SetupAction;
use kete::app::game::messages::{NewMatch, NextGame};
use kete::app::game::messages::{OptionChosen, PitChosen};
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::rules::GameKind;
use kete::rules::omweso::WinKind;
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use std::time::Duration;

fn settings(kind: GameKind) -> MatchSettings {
    MatchSettings {
        kind,
        preset: "seed",
        first: FirstPlayer::South,
        mode: PlayMode::Contract,
        target: 12,
        ..Default::default()
    }
}

/// Plays one move at the board: the `choice`-th movable pit, then the `choice`-th answer to every
/// question, as a player varying their play would.
fn play_one_move(app: &mut App, choice: usize) {
    settle(app);
    let pits = movable(app);
    assert!(!pits.is_empty(), "a game that is not over has a move");
    app.world_mut().write_message(PitChosen(pits[choice % pits.len()]));
    app.update();
    for _ in 0..200 {
        settle(app);
        let Some(question) = app.world().resource::<Turn>().question.clone() else { break };
        app.world_mut().write_message(OptionChosen(choice % question.answers.len()));
        app.update();
    }
    settle(app);
    assert!(!app.world().resource::<Turn>().is_choosing(), "the move was played to its end");
}

/// Plays the game on the board to its end; returns the number of moves.
fn play_to_the_end(app: &mut App, seed: usize) -> usize {
    let mut plies = 0;
    while app.world().resource::<Match>().game.outcome().is_none() {
        play_one_move(app, seed.wrapping_mul(31).wrapping_add(plies * 7 + plies / 3));
        plies += 1;
        assert_eq!(app.world().resource::<Match>().moves.len(), plies);
        assert!(plies < 3_000, "the game ends");
    }
    assert_view_matches_rules(app);
    plies
}

#[test]
fn a_whole_bao_game_at_the_board() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    app.world_mut().write_message(NewMatch(settings(GameKind::Bao)));
    app.update();
    app.update();
    let plies = play_to_the_end(&mut app, 1);
    let game = app.world().resource::<Match>().game.clone();
    let outcome = game.outcome().expect("over");
    assert!(outcome.winner.is_some(), "Bao has no draw");
    println!("Bao game over after {plies} moves: {outcome}");
}

/// Bao's learning games, chosen as the new-game dialog chooses a rule set, each played to its
/// end at the board: every capture's seeds sown on as the rules' events say (Hus gathers the
/// capturing hole's seeds with the captured ones), the board the rules' at the end.
#[test]
fn whole_games_of_bao_la_kujifunza_and_hus_at_the_board() {
    for (n, preset) in ["kujifunza", "hus", "hus-namibian"].into_iter().enumerate() {
        let mut app = test_app_stepping(Duration::from_secs(1));
        app.world_mut().write_message(NewMatch(MatchSettings { preset, ..settings(GameKind::Bao) }));
        app.update();
        app.update();
        let start = app.world().resource::<Match>().game.clone();
        assert_eq!(start.preset(), Some(preset), "the game is played under the chosen rules");
        let plies = play_to_the_end(&mut app, n + 2);
        let outcome = app.world().resource::<Match>().game.outcome().expect("over");
        println!("{preset}: over after {plies} moves: {outcome}");
    }
}

#[test]
fn a_whole_omweso_match_to_twelve_at_the_board() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    app.world_mut().write_message(NewMatch(settings(GameKind::Omweso)));
    app.update();
    for game in 0..60 {
        // Each game begins with the setup: both players take an arrangement.
        app.update();
        let arranging = app.world().resource::<Match>().arranging.clone().expect("each game is set up");
        let fills = [Fill::Standard, Fill::TwoEach, Fill::Random];
        for player in 0..2 {
            app.world_mut().write_message(SetupAction::Fill(fills[(game + player) % 3]));
            app.update();
            app.world_mut().write_message(SetupAction::Done);
            app.update();
        }
        app.update();
        let current = app.world().resource::<Match>().clone();
        assert!(current.arranging.is_none(), "play begins after both arranged");
        assert_eq!(current.game.side_to_move(), arranging.first, "the first player moves first");
        play_to_the_end(&mut app, game);
        app.update();
        let score = app.world().resource::<Match>().score.clone().expect("a match");
        assert_eq!(score.games.len(), game + 1, "each game is scored once");
        let last = &score.games[game];
        assert_eq!(last.points, last.kind.points());
        if last.kind != WinKind::Annulled {
            assert_eq!(score.next_first, last.first.opponent(), "the first player alternates");
        }
        let total: u32 = score.games.iter().map(|g| g.points).sum();
        assert_eq!(total, score.scores[0] + score.scores[1]);
        if let Some(winner) = score.winner() {
            assert!(score.scores[winner.index()] >= 12);
            let kinds: Vec<&str> = score.games.iter().map(|g| g.kind.name()).collect();
            println!("match won by {winner} {:?} after {} games: {kinds:?}", score.scores, game + 1);
            return;
        }
        app.world_mut().write_message(NextGame);
        app.update();
    }
    panic!("a match to 12 ends within 60 games");
}

/// Classical play takes back across an Omweso game's end: at the start of the next game, the
/// game before comes back without its result, and Redo counts the result again.
#[test]
fn a_take_back_at_the_start_of_a_game_reaches_into_the_game_before() {
    use kete::app::game::messages::{Redo, TakeBack};
    let mut app = test_app_stepping(Duration::from_secs(1));
    let classical = MatchSettings { mode: PlayMode::Classical, ..settings(GameKind::Omweso) };
    app.world_mut().write_message(NewMatch(classical));
    app.update();
    app.update();
    arrange_both(&mut app, Fill::Standard);
    app.update();
    play_to_the_end(&mut app, 3);
    app.update();
    let ended = app.world().resource::<Match>().clone();
    assert_eq!(ended.score.as_ref().map(|s| s.games.len()), Some(1), "the result counts");
    app.world_mut().write_message(NextGame);
    app.update();
    app.update();
    assert!(app.world().resource::<Match>().arranging.is_some(), "the next game's setup");

    app.world_mut().write_message(TakeBack);
    app.update();
    settle(&mut app);
    let back = app.world().resource::<Match>().clone();
    assert!(back.arranging.is_none(), "the game before is back");
    assert_eq!(back.moves[..], ended.moves[..ended.moves.len() - 1], "without its last move");
    assert!(back.game.outcome().is_none());
    assert_eq!(back.score.as_ref().map(|s| s.games.len()), Some(0), "its result is out of the score");
    assert_view_matches_rules(&mut app);

    app.world_mut().write_message(Redo);
    app.update();
    settle(&mut app);
    app.update();
    let again = app.world().resource::<Match>().clone();
    assert_eq!((again.game.clone(), again.moves.clone()), (ended.game.clone(), ended.moves.clone()));
    assert_eq!(again.score, ended.score, "the result counts again, once");
}
