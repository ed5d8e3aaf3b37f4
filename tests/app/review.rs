//! Looking back over a game: the board steps back and forth through the moves seed for seed, a
//! position under review takes no move, play goes on from it only where take-backs are allowed,
//! a replay shows the finished game again, and a save made during a review keeps every move.

use super::support::{assert_view_matches_rules, movable, settle, start, test_app, test_app_stepping};
use bevy::prelude::*;
use kete::app::board::playback::Playback;
use kete::app::files::saved::SavedMatch;
use kete::app::game::messages::PitChosen;
use kete::app::game::messages::Review;
use kete::app::game::messages::ReviewStep;
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::review::replay::Replay;
use kete::rules::{AnyGame, GameKind};
use kete::saved::settings::PlayMode;
use std::time::Duration;

fn play_first_movable(app: &mut App) {
    let pit = movable(app)[0];
    app.world_mut().write_message(PitChosen(pit));
    app.update();
    settle(app);
}

fn review(app: &mut App, step: ReviewStep) {
    app.world_mut().write_message(Review(step));
    app.update();
    settle(app);
    app.update();
}

fn phase(app: &App) -> BoardPhase {
    *app.world().resource::<State<BoardPhase>>().get()
}

/// Six moves of Bao la Kimasai (each with a capture or a sowing to show), and the position after
/// each (the start first).
fn six_moves(app: &mut App) -> Vec<AnyGame> {
    start(app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    let mut positions = vec![app.world().resource::<Match>().game.clone()];
    for _ in 0..6 {
        play_first_movable(app);
        positions.push(app.world().resource::<Match>().game.clone());
    }
    positions
}

#[test]
fn the_board_steps_back_and_forth_through_the_moves() {
    let mut app = test_app();
    let positions = six_moves(&mut app);
    let moves = app.world().resource::<Match>().moves.clone();

    review(&mut app, ReviewStep::Back);
    assert_eq!(phase(&app), BoardPhase::Reviewing, "a clear reviewing state");
    assert_eq!(app.world().resource::<Match>().game, positions[5]);
    assert_view_matches_rules(&mut app);

    review(&mut app, ReviewStep::To(2));
    assert_eq!(app.world().resource::<Match>().game, positions[2]);
    assert_view_matches_rules(&mut app);

    // A pit clicked under review plays nothing.
    app.world_mut().write_message(PitChosen(positions[2].geometry().pits().next().expect("a pit")));
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().ply(), (2, 6), "no move is played while reviewing");

    // A step forward shows the move's seeds moving, and ends where the rules say.
    app.world_mut().write_message(Review(ReviewStep::Forward));
    app.update();
    app.update();
    assert!(app.world().resource::<Playback>().is_busy(), "the move is shown being played");
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game, positions[3]);
    assert_view_matches_rules(&mut app);

    review(&mut app, ReviewStep::Start);
    assert_eq!(app.world().resource::<Match>().game, positions[0]);
    assert_view_matches_rules(&mut app);

    // While reviewing, a save keeps the whole game.
    let saved = SavedMatch::of(app.world().resource::<Match>()).expect("saved");
    assert_eq!(saved.game.moves.len(), 6, "a review loses no move: {:?}", saved.game.moves);

    review(&mut app, ReviewStep::Live);
    let live = app.world().resource::<Match>().clone();
    assert_eq!((live.game.clone(), live.moves.clone()), (positions[6].clone(), moves));
    assert!(!live.reviewing);
    assert_eq!(phase(&app), BoardPhase::AwaitingPit, "back to the game: the board takes a move again");
    assert_view_matches_rules(&mut app);
}

#[test]
fn play_goes_on_from_a_reviewed_position_only_where_take_backs_are_allowed() {
    let mut app = test_app();
    let positions = six_moves(&mut app);
    review(&mut app, ReviewStep::To(3));
    review(&mut app, ReviewStep::PlayOnHere);
    let current = app.world().resource::<Match>().clone();
    assert!(!current.reviewing);
    assert_eq!(current.ply(), (3, 3), "the later moves are dropped");
    assert_eq!(current.game, positions[3]);
    play_first_movable(&mut app);
    assert_eq!(app.world().resource::<Match>().ply(), (4, 4));

    // Contract play: a move once made stands; the review can look, not play on.
    let mut contract = test_app();
    let positions = six_moves(&mut contract);
    contract.world_mut().resource_mut::<Match>().mode = PlayMode::Contract;
    review(&mut contract, ReviewStep::To(3));
    assert!(contract.world().resource::<Match>().can_play_on_here().is_err());
    review(&mut contract, ReviewStep::PlayOnHere);
    assert_eq!(contract.world().resource::<Match>().ply(), (3, 6), "nothing is dropped");
    review(&mut contract, ReviewStep::Live);
    assert_eq!(contract.world().resource::<Match>().game, positions[6]);
}

#[test]
fn a_finished_game_is_replayed_from_its_start() {
    let mut app = test_app_stepping(Duration::from_millis(250));
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    while app.world().resource::<Match>().game.outcome().is_none() {
        let pit = *movable(&app).last().expect("a move");
        app.world_mut().write_message(PitChosen(pit));
        app.update();
        settle(&mut app);
    }
    app.update();
    assert_eq!(phase(&app), BoardPhase::GameOver);
    let finished = app.world().resource::<Match>().clone();

    app.world_mut().write_message(Review(ReviewStep::Replay));
    app.update();
    app.update();
    assert!(app.world().resource::<Replay>().playing);
    let mut shown = Vec::new();
    for _ in 0..200_000 {
        app.update();
        let current = app.world().resource::<Match>();
        if shown.last() != Some(&current.ply().0) {
            shown.push(current.ply().0);
        }
        if phase(&app) == BoardPhase::GameOver {
            break;
        }
    }
    assert_eq!(shown, (0..=finished.moves.len()).collect::<Vec<_>>(), "every move, in turn");
    let replayed = app.world().resource::<Match>().clone();
    assert_eq!((replayed.game.clone(), replayed.moves.clone()), (finished.game, finished.moves));
    assert!(!app.world().resource::<Replay>().playing, "the replay stops at the end");
    assert_view_matches_rules(&mut app);
}
