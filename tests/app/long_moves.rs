//! Positions whose checks take the rules seconds. An Omweso move that repeats only after about a
//! billion laps: the game lists its moves (off the frame loop) without holding the move's billions
//! of steps, and playing it shows its first laps, lays the seeds where the rules stop it, and
//! annuls the game (it used to abort the game, asking for 17 GB). A Bao position whose check
//! takes seconds: the board takes the other moves meanwhile.

use super::support::{assert_view_matches_rules, legal, settle, test_app_stepping};
use bevy::prelude::*;
use kete::app::game::messages::{NewGame, PitChosen};
use kete::app::game::the_match::Match;
use kete::rules::{AnyGame, EndReason};
use std::time::{Duration, Instant};

// The listing takes the rules' one background thread for about twenty seconds: among other
// tests it would starve their listings, so scripts/test runs these one at a time, on their own.
#[test]
#[ignore = "runs on its own: scripts/test, step 'a never-ending move at the board'"]
fn a_never_ending_omweso_move_is_listed_and_played_within_bounds() {
    let text = "omweso 4,1,0,1,4,7,0,1/1,0,10,0,3,9,16,1/0,0,0,0,0,0,0,1/0,1,1,1,0,0,1,1 N p=63 k=1";
    let game = AnyGame::from_text(text).expect("a position");
    let mut app = test_app_stepping(Duration::from_millis(250));
    app.world_mut().write_message(NewGame(game.clone()));
    let began = Instant::now();
    // The quick listing leaves f3 undecided; the full one decides it.
    while !legal(&app).is_ready(app.world().resource::<Match>())
        || !legal(&app).pending_pits(app.world().resource::<Match>()).is_empty()
    {
        assert!(began.elapsed() < Duration::from_secs(600), "the moves are listed");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let f3 = game.geometry().pit(game.geometry().parse_square("f3").expect("f3"));
    let current = app.world().resource::<Match>().clone();
    assert!(
        legal(&app).movable_pits(&current).contains(&f3),
        "the never-ending move is legal (it annuls the game)"
    );
    let line = legal(&app).lines(&current).iter().find(|line| line.notation == "f3").expect("f3 listed");
    assert!(line.events.len() <= kete::rules::event::SHOWN_EVENTS + 2, "{} events held", line.events.len());

    app.world_mut().write_message(PitChosen(f3));
    app.update();
    settle(&mut app);
    let after = app.world().resource::<Match>().game.clone();
    assert_eq!(after.outcome().map(|o| o.reason), Some(EndReason::NeverEndingMove));
    assert_view_matches_rules(&mut app);
}

/// A2L repeats only after 127 million relays (about two seconds of the rules): the board takes
/// the other pits' moves at once, marks A2 as still being checked, and a click on A2 waits until
/// its moves are decided, then plays its one legal move.
#[test]
#[ignore = "runs on its own: scripts/test, step 'a never-ending move at the board'"]
fn the_board_takes_decided_moves_while_a_long_check_runs() {
    use kete::app::game::messages::OptionChosen;
    let text = "bao 1,0,0,1,0,2,1,1/0,0,0,0,0,0,1,1/2,2,1,0,7,6,1,0/14,2,1,7,6,0,4,3 S r=0,0 h=00 t=-";
    let game = AnyGame::from_text(text).expect("a position");
    let pit = |hole: &str| game.origin(game.parse_move(&format!("{hole}R")).expect("a move")).expect("a pit");
    let ready = |app: &mut App| {
        let began = Instant::now();
        while !legal(app).is_ready(app.world().resource::<Match>()) {
            assert!(began.elapsed() < Duration::from_secs(300), "the quick listing is done");
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
    };

    // A decided move is played while A2 is still being checked.
    let mut app = test_app_stepping(Duration::from_millis(250));
    app.world_mut().write_message(NewGame(game.clone()));
    app.update();
    ready(&mut app);
    let current = app.world().resource::<Match>().clone();
    assert_eq!(legal(&app).pending_pits(&current), [pit("A2")], "only A2 waits for its check");
    assert!(!legal(&app).movable_pits(&current).contains(&pit("A2")));
    assert!(legal(&app).movable_pits(&current).contains(&pit("A5")));
    app.world_mut().write_message(PitChosen(pit("A5")));
    app.update();
    app.world_mut().write_message(OptionChosen(0));
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 1, "played without waiting for A2's check");

    // A click on A2 — even while the board asks which way A5 goes — lets go of A5 and waits
    // for A2's check, then plays A2R, its one legal move.
    let mut app = test_app_stepping(Duration::from_millis(250));
    app.world_mut().write_message(NewGame(game.clone()));
    app.update();
    ready(&mut app);
    app.world_mut().write_message(PitChosen(pit("A5")));
    app.update();
    assert!(app.world().resource::<kete::app::game::turn::Turn>().question.is_some(), "which way from A5?");
    app.world_mut().write_message(PitChosen(pit("A2")));
    app.update();
    assert_eq!(legal(&app).waiting_pick(app.world().resource::<Match>()), Some(pit("A2")));
    assert!(app.world().resource::<kete::app::game::turn::Turn>().question.is_none(), "A5 let go");
    let began = Instant::now();
    while app.world().resource::<Match>().moves.is_empty() {
        assert!(began.elapsed() < Duration::from_secs(300), "A2's move is played once decided");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["A2R"]);
    assert_view_matches_rules(&mut app);
}
