//! The board's phases and the defects they removed: a take-back in the middle of a move, the
//! Blitz count after letting go of a pit, a lost turn during a chosen move, sounds after leaving
//! the board, leaving a setup or a match without being asked, and a never-ending move that could
//! not be skipped.

use super::support::{
    assert_view_matches_rules, legal, movable, press, settle, start, test_app, test_app_stepping,
};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use kete::app::Screen;
use kete::app::base::pause::Pause;
use kete::app::blitz::clock::BlitzClock;
use kete::app::blitz::messages::TurnLost;
use kete::app::board::audio::SoundLog;
use kete::app::board::messages::SkipPlayback;
use kete::app::board::playback::Playback;
use kete::app::game::arranging::Fill;
use kete::app::game::arranging::SetupAction;
use kete::app::game::messages::{
    Leave, LeaveConfirmed, LeaveTo, NewMatch, OptionChosen, PitChosen, TakeBack,
};
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::rules::omweso::Omweso;
use kete::rules::{AnyGame, GameKind, Pit, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use std::time::Duration;

/// The board's phase, as the next frame sees it (the phase is set at the start of a frame).
fn phase(app: &mut App) -> BoardPhase {
    app.update();
    *app.world().resource::<State<BoardPhase>>().get()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn omweso_match(mode: PlayMode) -> MatchSettings {
    MatchSettings {
        kind: GameKind::Omweso,
        preset: "seed",
        first: FirstPlayer::North,
        mode,
        target: 12,
        ..Default::default()
    }
}

fn act(app: &mut App, action: SetupAction) {
    app.world_mut().write_message(action);
    app.update();
}

/// Plays moves (the `n`-th movable pit, the `n`-th answer to questions asked before any seed
/// moves) until the board asks in the middle of a move, after at least one move.
fn play_to_a_mid_move_question(app: &mut App, kind: GameKind, seed: usize) -> bool {
    for ply in 0..300 {
        settle(app);
        let current = app.world().resource::<Match>().clone();
        if current.game.outcome().is_some() {
            return false;
        }
        let pits = legal(app).movable_pits(&current);
        let choice = seed.wrapping_mul(7919).wrapping_add(ply * 31 + ply / 5);
        app.world_mut().write_message(PitChosen(pits[choice % pits.len()]));
        app.update();
        for _ in 0..50 {
            settle(app);
            let Some(question) = app.world().resource::<Turn>().question.clone() else { break };
            if !question.at_start && !app.world().resource::<Match>().moves.is_empty() {
                println!("{kind}: a mid-move question at ply {ply}: {:?}", question.prompt);
                return true;
            }
            app.world_mut().write_message(OptionChosen(choice % question.answers.len()));
            app.update();
        }
    }
    false
}

/// It used to undo the half-shown move and the move before it.
#[test]
fn take_back_in_the_middle_of_a_move_takes_back_only_that_move() {
    let mut found = false;
    'search: for kind in [GameKind::Omweso, GameKind::Bao] {
        for seed in 0..12 {
            let mut app = test_app_stepping(Duration::from_secs(1));
            let settings = MatchSettings {
                kind,
                preset: "seed",
                first: FirstPlayer::South,
                mode: PlayMode::Classical,
                target: 12,
                ..Default::default()
            };
            app.world_mut().write_message(NewMatch(settings));
            app.update();
            app.update();
            if kind == GameKind::Omweso {
                for _ in 0..2 {
                    act(&mut app, SetupAction::Fill(Fill::Standard));
                    act(&mut app, SetupAction::Done);
                }
            }
            if !play_to_a_mid_move_question(&mut app, kind, seed) {
                continue;
            }
            let before = app.world().resource::<Match>().clone();
            assert_eq!(phase(&mut app), BoardPhase::Asking);
            app.world_mut().write_message(TakeBack);
            app.update();
            settle(&mut app);
            let after = app.world().resource::<Match>().clone();
            assert_eq!(after.moves, before.moves, "the moves already played stay");
            assert_eq!(after.game, before.game, "the position is the one before the half-shown move");
            assert!(app.world().resource::<Turn>().question.is_none());
            assert!(!app.world().resource::<Turn>().is_choosing());
            assert_view_matches_rules(&mut app);
            assert_eq!(phase(&mut app), BoardPhase::AwaitingPit);
            found = true;
            break 'search;
        }
    }
    assert!(found, "some game reaches a question in the middle of a move");
}

/// North arranges two in every pit but three in one (the three-seed opening is offered there),
/// South the standard arrangement; Blitz, North to move.
fn blitz_with_a_question_ready() -> App {
    let mut app = test_app();
    app.world_mut().write_message(NewMatch(omweso_match(PlayMode::Blitz)));
    app.update();
    app.update();
    act(&mut app, SetupAction::Fill(Fill::TwoEach));
    act(&mut app, SetupAction::Move { from: Pit::new(Side::North, 0), to: Pit::new(Side::North, 1) });
    act(&mut app, SetupAction::Done);
    act(&mut app, SetupAction::Fill(Fill::Standard));
    act(&mut app, SetupAction::Done);
    settle(&mut app);
    app.update();
    app
}

/// It used to stay stopped for good once a pit had been chosen and let go.
#[test]
fn blitz_count_resumes_after_letting_go_of_a_pit() {
    let mut app = blitz_with_a_question_ready();
    assert!(app.world().resource::<BlitzClock>().running.is_some_and(|(side, _)| side == Side::North));
    for _ in 0..60 {
        app.update();
    }
    app.world_mut().write_message(PitChosen(Omweso::pit(Side::North, 1)));
    app.update();
    let asked = app.world().resource::<Turn>().question.clone().expect("the three-seed opening is offered");
    assert!(asked.at_start);
    for _ in 0..120 {
        app.update();
    }
    assert_eq!(app.world().resource::<BlitzClock>().running, None, "no count while the move is chosen");
    assert!(!app.world().resource::<BlitzClock>().expired);
    press(&mut app, KeyCode::Escape, Key::Escape);
    assert!(app.world().resource::<Turn>().question.is_none(), "Escape let go of the pit");
    assert!(!app.world().resource::<Pause>().holds(), "and did not open the pause panel");
    app.update();
    let (side, left) = app.world().resource::<BlitzClock>().running.expect("the count runs again");
    assert_eq!(side, Side::North);
    assert!(left < 2.1 && left > 1.5, "it resumes where it stopped: {left}");
    for _ in 0..140 {
        app.update();
    }
    assert!(app.world().resource::<BlitzClock>().expired);
}

/// It used to change the position under a question still showing, and send no board reset.
#[test]
fn a_lost_turn_ends_a_move_being_chosen() {
    let mut app = blitz_with_a_question_ready();
    for _ in 0..200 {
        app.update();
    }
    assert!(app.world().resource::<BlitzClock>().expired);
    app.world_mut().write_message(PitChosen(Omweso::pit(Side::North, 1)));
    app.update();
    assert!(app.world().resource::<Turn>().question.is_some(), "the late player picked a pit");
    app.world_mut().write_message(TurnLost);
    app.update();
    assert!(app.world().resource::<Turn>().question.is_none(), "the question goes with the turn");
    assert!(!app.world().resource::<Turn>().is_choosing());
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game.side_to_move(), Side::South);
    assert_view_matches_rules(&mut app);
    assert_eq!(phase(&mut app), BoardPhase::AwaitingPit);
}

/// Capture sounds used to go on over the title screen.
#[test]
fn leaving_the_board_during_a_move_silences_it() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    let b2 =
        kete::rules::kimasai::GEOMETRY.pit(kete::rules::kimasai::GEOMETRY.parse_square("b2").expect("b2"));
    app.world_mut().write_message(PitChosen(b2));
    app.update();
    app.update();
    assert_eq!(phase(&mut app), BoardPhase::Animating);
    app.world_mut().write_message(LeaveConfirmed(LeaveTo::Menu));
    for _ in 0..300 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Title);
    let log = app.world().resource::<SoundLog>();
    assert_eq!(log.captures, 0, "the move's captures were not heard after leaving");
    assert!(log.silences >= 1, "what was sounding was stopped");
    assert!(!app.world().resource::<Playback>().is_busy());
}

/// Escape, or Menu, during a setup or a match used to drop it without asking.
#[test]
fn leaving_a_setup_or_a_match_asks_first() {
    let mut app = test_app();
    app.world_mut().write_message(NewMatch(omweso_match(PlayMode::Classical)));
    app.update();
    app.update();
    assert_eq!(phase(&mut app), BoardPhase::Setup);
    press(&mut app, KeyCode::Escape, Key::Escape);
    assert_eq!(screen(&app), Screen::Playing, "Escape does not leave the setup");
    assert!(app.world().resource::<Pause>().open, "it opens the pause panel");
    // Setup keys do nothing while the pause panel shows.
    press(&mut app, KeyCode::KeyS, Key::Character("s".into()));
    let arranging = app.world().resource::<Match>().arranging.clone().expect("still arranging");
    assert_eq!(arranging.to_place(Side::North), 32);
    press(&mut app, KeyCode::KeyM, Key::Character("m".into()));
    assert_eq!(screen(&app), Screen::Playing, "Menu asks before the setup is lost");
    assert_eq!(app.world().resource::<Pause>().confirm, Some(LeaveTo::Menu));
    press(&mut app, KeyCode::KeyN, Key::Character("n".into()));
    assert_eq!(app.world().resource::<Pause>().confirm, None, "N keeps the game");
    assert_eq!(screen(&app), Screen::Playing);
    app.world_mut().write_message(Leave(LeaveTo::Menu));
    app.update();
    assert_eq!(app.world().resource::<Pause>().confirm, Some(LeaveTo::Menu));
    press(&mut app, KeyCode::Enter, Key::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Title, "confirmed, the board is left");
    assert!(!app.world().resource::<Pause>().holds());

    // Nothing played: Menu leaves at once.
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    app.world_mut().write_message(Leave(LeaveTo::Menu));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
}

/// Restart from the pause panel starts the same game again, once confirmed.
#[test]
fn restart_asks_then_starts_the_game_again() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    let pit = *movable(&app).last().expect("a move");
    app.world_mut().write_message(PitChosen(pit));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 1);
    press(&mut app, KeyCode::Escape, Key::Escape);
    press(&mut app, KeyCode::KeyR, Key::Character("r".into()));
    assert_eq!(app.world().resource::<Pause>().confirm, Some(LeaveTo::Restart));
    assert_eq!(app.world().resource::<Match>().moves.len(), 1, "nothing is lost before the answer");
    app.world_mut().write_message(LeaveConfirmed(LeaveTo::Restart));
    app.update();
    settle(&mut app);
    assert!(app.world().resource::<Match>().moves.is_empty());
    assert_eq!(app.world().resource::<Match>().game, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    assert_view_matches_rules(&mut app);
}

/// O14's h1 never ends: its playback took 104 s and could not be skipped. Space finishes it.
#[test]
fn a_never_ending_move_can_be_finished_at_once() {
    let mut app = test_app();
    let game = AnyGame::from_text(
        "omweso 5,5,5,5,6,6,6,6/0,0,0,0,0,0,0,0/1,0,1,2,0,1,2,0/2,3,1,2,0,2,1,2 S p=1 k=1",
    )
    .expect("O14");
    start(&mut app, game.clone());
    app.world_mut().write_message(PitChosen(Omweso::pit(Side::South, 7)));
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(phase(&mut app), BoardPhase::Animating);
    let drops_before = app.world().resource::<SoundLog>().drops;
    press(&mut app, KeyCode::Space, Key::Space);
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<Playback>().is_busy(), "the move is shown to its end at once");
    assert_eq!(phase(&mut app), BoardPhase::GameOver, "the never-ending move annuls the game");
    let log = app.world().resource::<SoundLog>();
    assert_eq!(log.drops, drops_before, "the rest was not heard");
    assert!(log.silences >= 1);
    assert_view_matches_rules(&mut app);
    let played = app.world().resource::<Match>().clone();
    let mut expected = game.clone();
    expected.play_text("h1", &mut kete::rules::NoEvents).expect("h1 is legal");
    assert_eq!(played.game, expected);

    // A click on the board finishes a move too (the same message).
    let mut app = test_app();
    start(&mut app, game);
    app.world_mut().write_message(PitChosen(Omweso::pit(Side::South, 7)));
    app.update();
    app.update();
    app.world_mut().write_message(SkipPlayback);
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<Playback>().is_busy());
    assert_view_matches_rules(&mut app);
}
