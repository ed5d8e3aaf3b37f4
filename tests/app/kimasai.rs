//! The game without a window: moves go in as the same messages the board writes on a click, time
//! is stepped by hand, and after playback every seed entity must stand where the rules say.

use super::support::{assert_view_matches_rules, movable, seeds, settle, start, test_app};
use bevy::prelude::*;
use kete::app::Screen;
use kete::app::board::audio::SoundLog;
use kete::app::board::playback::Playback;
use kete::app::board::seeds::{FLYING_Z, Seed};
use kete::app::game::messages::PitChosen;
use kete::app::game::the_match::Match;
use kete::rules::kimasai::GEOMETRY;
use kete::rules::{AnyGame, GameKind, Pit, Side};

fn square(name: &str) -> Pit {
    GEOMETRY.pit(GEOMETRY.parse_square(name).expect("a square"))
}

#[test]
fn a_capturing_move_plays_back_and_sounds() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    assert_eq!(seeds(&mut app).len(), 46);
    assert_view_matches_rules(&mut app);

    app.world_mut().write_message(PitChosen(square("b2")));
    app.update();
    assert!(app.world().resource::<Playback>().is_busy(), "the move is being shown");
    // The stone is in the air between b2 and a2.
    app.update();
    let moving = seeds(&mut app).into_iter().filter(|(_, at)| at.z >= FLYING_Z).count();
    assert_eq!(moving, 1, "one stone hops");

    let frames = settle(&mut app);
    assert!(frames > 10, "a move is animated over time, not cut ({frames} frames)");
    assert_view_matches_rules(&mut app);
    let captured = seeds(&mut app).iter().filter(|(s, _)| *s == Seed::Captured { by: Side::South }).count();
    assert_eq!(captured, 2, "a3 and a4 went to South's tray");
    let log = app.world().resource::<SoundLog>();
    assert_eq!(log.captures, 2, "one capture sound for each captured pit, a3 then a4");
    assert_eq!(log.drops, 1, "the landing knock was requested once");
    assert_eq!(app.world().resource::<Match>().moves, ["b2"]);
}

#[test]
fn clicks_during_an_animation_are_ignored() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    app.world_mut().write_message(PitChosen(square("b2")));
    app.update();
    app.update();
    // North's only legal moves after b2 are b4 and k3; a click on k3 mid-animation must not play.
    app.world_mut().write_message(PitChosen(square("k3")));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["b2"], "the early click was dropped, not queued");
    // Two clicks in one frame play at most one move.
    app.world_mut().write_message(PitChosen(square("k3")));
    app.world_mut().write_message(PitChosen(square("b4")));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["b2", "k3"]);
    // A click on a pit with no legal move does nothing.
    app.world_mut().write_message(PitChosen(square("e1")));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 2);
    assert_view_matches_rules(&mut app);
}

#[test]
fn a_whole_game_played_through_messages_ends_with_the_rules_winner() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    let mut plies = 0;
    loop {
        let game = app.world().resource::<Match>().game.clone();
        if game.outcome().is_some() {
            break;
        }
        // Always the last movable pit: a fixed, deterministic line of play.
        let pits = movable(&app);
        let pit = *pits.last().expect("a side with stones has a move");
        app.world_mut().write_message(PitChosen(pit));
        settle(&mut app);
        plies += 1;
        assert_eq!(app.world().resource::<Match>().moves.len(), plies);
        assert!(plies < 2_000, "the game ends");
    }
    assert_view_matches_rules(&mut app);
    let game = app.world().resource::<Match>().game.clone();
    let winner = game.outcome().and_then(|o| o.winner).expect("a winner");
    let loser_left =
        game.geometry().pits().filter(|p| p.side == winner.opponent()).map(|p| game.seeds(p)).sum::<u8>();
    assert_eq!(loser_left, 0);
    let in_tray = seeds(&mut app).iter().filter(|(s, _)| *s == Seed::Captured { by: winner }).count();
    assert_eq!(in_tray, 23, "all 23 of the loser's stones sit in the winner's tray");
}
