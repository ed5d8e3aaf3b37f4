//! The computer at the board, without a window: whole games of each kind played computer against
//! computer through the board's messages; a person against the computer, with a take-back that
//! goes back to the person's own move; and a hint.

use super::support::{assert_view_matches_rules, movable, settle, test_app_stepping};
use bevy::prelude::*;
use kete::app::computer::thoughts::{AskHint, Thoughts};
use kete::app::game::messages::{NewMatch, OptionChosen, PitChosen, TakeBack};
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::rules::{GameKind, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use kete::saved::settings::{Seat, Seats};
use std::time::Duration;

fn settings(kind: GameKind, seats: [Seat; 2]) -> MatchSettings {
    let first = if kind == GameKind::Omweso { FirstPlayer::South } else { FirstPlayer::default_for(kind) };
    MatchSettings { kind, preset: "seed", first, mode: PlayMode::Classical, target: 12, seats: Seats(seats) }
}

/// Frames until `done`, the computer thinking on its own thread meanwhile.
fn run_until(app: &mut App, what: &str, done: impl Fn(&Match) -> bool) {
    for _ in 0..200_000 {
        if done(app.world().resource::<Match>()) {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_micros(200));
    }
    panic!("never: {what}");
}

fn over(current: &Match) -> bool {
    current.arranging.is_none() && current.game.outcome().is_some()
}

#[test]
fn the_computer_plays_whole_games_against_itself() {
    for kind in [GameKind::Kimasai, GameKind::Bao, GameKind::Omweso] {
        let mut app = test_app_stepping(Duration::from_secs(1));
        let seats = [Seat::Computer(1), Seat::Computer(2)];
        app.world_mut().write_message(NewMatch(settings(kind, seats)));
        app.update();
        run_until(&mut app, "the game ends", over);
        let current = app.world().resource::<Match>();
        assert!(!current.moves.is_empty(), "{kind:?}: the computer moved");
        assert!(current.arranging.is_none(), "{kind:?}: the computer arranged its seeds");
        settle(&mut app);
        assert_view_matches_rules(&mut app);
    }
}

#[test]
fn against_the_computer_a_take_back_returns_to_the_persons_move() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    app.world_mut().write_message(NewMatch(settings(GameKind::Bao, [Seat::Human, Seat::Computer(1)])));
    app.update();
    settle(&mut app);
    // The person (South) plays the first movable pit and the first answer to every question.
    let pits = movable(&app);
    app.world_mut().write_message(PitChosen(pits[0]));
    app.update();
    for _ in 0..50 {
        settle(&mut app);
        let Some(question) = app.world().resource::<Turn>().question.clone() else { break };
        assert!(!question.answers.is_empty());
        app.world_mut().write_message(OptionChosen(0));
        app.update();
    }
    run_until(&mut app, "the computer replies", |m| m.moves.len() == 2);
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game.side_to_move(), Side::South);
    app.world_mut().write_message(TakeBack);
    app.update();
    settle(&mut app);
    let current = app.world().resource::<Match>();
    assert_eq!(current.moves.len(), 0, "the computer's reply and the person's move are taken back");
    assert_eq!(current.game.side_to_move(), Side::South, "the person is to move again");
    assert_view_matches_rules(&mut app);
}

#[test]
fn a_hint_names_a_legal_move_and_plays_nothing() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    app.world_mut().write_message(NewMatch(settings(GameKind::Bao, [Seat::Human, Seat::Human])));
    app.update();
    settle(&mut app);
    app.world_mut().write_message(AskHint);
    for _ in 0..20_000 {
        app.update();
        let position = app.world().resource::<Match>().position_id();
        if app.world().resource::<Thoughts>().hint_for(position).is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let current = app.world().resource::<Match>();
    let (mv, text) = app.world().resource::<Thoughts>().hint_for(current.position_id()).expect("a hint");
    assert!(current.game.legal_moves().contains(&mv), "the hint {text} is legal");
    assert!(current.moves.is_empty(), "a hint plays nothing");
}

/// A game the computer has just won can be taken back (a single game's end counts in no match
/// score): the person is to move again before the move that lost it.
#[test]
fn a_game_lost_to_the_computer_can_be_taken_back() {
    // South to move: a1 lets North's a3 take both of South's stones.
    let position = "kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S";
    let start = kete::rules::AnyGame::from_text(position).expect("a position");
    let mut app = test_app_stepping(Duration::from_millis(100));
    app.world_mut().write_message(kete::app::game::messages::NewGame(start.clone()));
    app.update();
    settle(&mut app);
    app.world_mut().resource_mut::<Match>().settings =
        Some(settings(GameKind::Kimasai, [Seat::Human, Seat::Computer(1)]));
    let geometry = start.geometry();
    app.world_mut().write_message(PitChosen(geometry.pit(geometry.parse_square("a1").expect("a square"))));
    run_until(&mut app, "the computer wins", |m| m.game.outcome().is_some());
    settle(&mut app);
    assert!(app.world().resource::<Match>().can_take_back());
    app.world_mut().write_message(TakeBack);
    app.update();
    settle(&mut app);
    let current = app.world().resource::<Match>();
    assert!(current.moves.is_empty(), "both moves taken back: {:?}", current.moves);
    assert_eq!(current.game, start);
}
