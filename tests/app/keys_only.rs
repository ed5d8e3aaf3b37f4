//! Whole games played by keys alone, as a player without a pointer plays them: the arrows move
//! the focus over the pits that may be chosen, Enter plays the pit reached, the digits answer the
//! board's questions, and Omweso's setup is made seed by seed with the arrows, Enter and Backspace.
//! The test writes only key presses — never a pick or an answer — and checks that the focus is on
//! a pit that may be chosen whenever one is to choose: after a move, a question, a take-back and
//! the pause panel.

use super::support::{
    assert_view_matches_rules, choices_now, keep_to_the_move, legal, press, settle, test_app_stepping,
};
use bevy::input::keyboard::Key;
use bevy::prelude::*;
use kete::app::Screen;
use kete::app::access::spoken::Spoken;
use kete::app::base::panel_keys::PanelKeys;
use kete::app::base::pause::{LeaveTo, Pause};
use kete::app::board::focus::{KeyFocus, Step, step};
use kete::app::board::hover::PreviewChoice;
use kete::app::board::layout::BoardLayout;
use kete::app::game::messages::NewMatch;
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::rules::{AnyMove, GameKind, Pit};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use std::time::Duration;

fn key(app: &mut App, code: KeyCode) {
    let logical = match code {
        KeyCode::ArrowLeft => Key::ArrowLeft,
        KeyCode::ArrowRight => Key::ArrowRight,
        KeyCode::ArrowUp => Key::ArrowUp,
        KeyCode::ArrowDown => Key::ArrowDown,
        KeyCode::Enter => Key::Enter,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Escape => Key::Escape,
        KeyCode::Space => Key::Space,
        KeyCode::Tab => Key::Tab,
        _ => Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
    };
    press(app, code, logical);
}

fn digit(n: usize) -> KeyCode {
    [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ][n]
}

/// Where the window would say the keys are (it notes egui's focus; there is no window here).
fn keys_at(app: &mut App, at: PanelKeys) {
    *app.world_mut().resource_mut::<PanelKeys>() = at;
}

fn focus(app: &App) -> KeyFocus {
    *app.world().resource::<KeyFocus>()
}

/// The focus is on a pit that may be chosen, whenever one is to choose.
fn assert_focus_on_a_choice(app: &App, when: &str) {
    let choices = choices_now(app);
    if !choices.is_empty() {
        let pit = focus(app).pit;
        assert!(pit.is_some_and(|p| choices.contains(&p)), "{when}: the focus {pit:?} is not on a choice");
    }
}

/// The arrows that take the focus from `from` to `target`: the shortest way, found over where
/// each arrow leads (`board::focus::step`) — which also proves that every pit to choose can be
/// reached from every other.
fn arrows_to(app: &App, from: Pit, target: Pit) -> Vec<KeyCode> {
    let layout = *app.world().resource::<BoardLayout>();
    let choices = choices_now(app);
    let screen = |pit: Pit| layout.pit_position(pit);
    let mut way: std::collections::HashMap<Pit, Vec<KeyCode>> = [(from, Vec::new())].into();
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == target {
            return way[&at].clone();
        }
        for (code, arrow) in Step::ALL {
            let next = step(at, arrow, &choices, screen);
            if !way.contains_key(&next) {
                let mut keys = way[&at].clone();
                keys.push(code);
                way.insert(next, keys);
                queue.push_back(next);
            }
        }
    }
    panic!("{target:?} cannot be reached by the arrows from {from:?} among {choices:?}");
}

/// Moves the focus to `target` with the arrow keys.
fn focus_on(app: &mut App, target: Pit) {
    if !focus(app).active {
        // The first arrow shows the focus where it is.
        key(app, KeyCode::ArrowRight);
    }
    let from = focus(app).pit.expect("the focus is on a pit");
    for code in arrows_to(app, from, target) {
        key(app, code);
    }
    assert_eq!(focus(app).pit, Some(target), "the arrows led to the pit");
}

/// Plays `mv` by keys: the arrows to its pit, Enter, then the digit of each answer that keeps it.
fn play_by_keys(app: &mut App, mv: AnyMove) {
    let pit = app.world().resource::<Match>().game.origin(mv).expect("a move starts from a pit");
    focus_on(app, pit);
    key(app, KeyCode::Enter);
    keep_to_the_move(app, mv, |app, answer| {
        assert!(answer < 9, "an answer has a digit");
        key(app, digit(answer));
    });
}

/// Plays the game on the board to its end by keys alone, a different move each time.
fn play_to_the_end(app: &mut App, seed: usize) -> usize {
    let mut plies = 0;
    while app.world().resource::<Match>().game.outcome().is_none() {
        settle(app);
        assert_focus_on_a_choice(app, "before a move");
        let current = app.world().resource::<Match>().clone();
        let lines = legal(app).lines(&current);
        assert!(!lines.is_empty(), "a game that is not over has a move");
        let mv = lines[(seed * 31 + plies * 7 + plies / 3) % lines.len()].mv;
        play_by_keys(app, mv);
        plies += 1;
        assert_eq!(app.world().resource::<Match>().moves.len(), plies, "the move was played");
        assert!(plies < 3_000, "the game ends");
    }
    assert_view_matches_rules(app);
    plies
}

fn new_match(app: &mut App, kind: GameKind, mode: PlayMode) {
    let settings =
        MatchSettings { kind, preset: "seed", first: FirstPlayer::South, mode, ..Default::default() };
    app.world_mut().write_message(NewMatch(settings));
    app.update();
    app.update();
    settle(app);
}

#[test]
fn whole_games_of_bao_and_bao_la_kimasai_by_keys_alone() {
    for (kind, seed) in [(GameKind::Kimasai, 3), (GameKind::Bao, 1)] {
        let mut app = test_app_stepping(Duration::from_secs(1));
        new_match(&mut app, kind, PlayMode::Contract);
        let plies = play_to_the_end(&mut app, seed);
        let outcome = app.world().resource::<Match>().game.outcome().expect("over");
        println!("{kind} by keys: over after {plies} moves: {outcome}");
        // The screen reader heard the end.
        let said = &app.world().resource::<Spoken>().said;
        assert!(said.contains("wins"), "the result is announced: {said}");
    }
}

#[test]
fn an_omweso_setup_and_game_by_keys_alone() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    new_match(&mut app, GameKind::Omweso, PlayMode::Contract);
    for _ in 0..2 {
        assert_eq!(*app.world().resource::<State<BoardPhase>>().get(), BoardPhase::Setup);
        assert_focus_on_a_choice(&app, "the setup");
        let side = app.world().resource::<Match>().arranging.as_ref().expect("arranging").side;
        let pits: Vec<Pit> = choices_now(&app);
        assert_eq!(pits.len(), 16);
        assert!(pits.iter().all(|p| p.side == side));
        // Two seeds into each pit, one taken back from the first and put in again.
        for (n, &pit) in pits.iter().enumerate() {
            focus_on(&mut app, pit);
            key(&mut app, KeyCode::Enter);
            key(&mut app, KeyCode::Enter);
            if n == 0 {
                key(&mut app, KeyCode::Backspace);
                assert_eq!(app.world().resource::<Match>().game.seeds(pit), 1, "Backspace takes one back");
                key(&mut app, KeyCode::Enter);
            }
            assert_eq!(app.world().resource::<Match>().game.seeds(pit), 2);
        }
        press(&mut app, KeyCode::KeyD, Key::Character("d".into()));
        settle(&mut app);
    }
    assert!(app.world().resource::<Match>().arranging.is_none(), "play begins");
    let plies = play_to_the_end(&mut app, 2);
    println!("Omweso by keys: over after {plies} moves");
}

#[test]
fn the_focus_is_never_lost_after_a_question_a_take_back_or_a_panel() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    new_match(&mut app, GameKind::Bao, PlayMode::Classical);
    for ply in 0..6 {
        let current = app.world().resource::<Match>().clone();
        let lines = legal(&app).lines(&current);
        // A move whose pit asks a question when there is one (Bao's directions and kichwa).
        let mv = lines.iter().map(|l| l.mv).find(|&mv| {
            let pit = current.game.origin(mv);
            lines.iter().filter(|l| current.game.origin(l.mv) == pit).count() > 1
        });
        let mv = mv.unwrap_or(lines[ply % lines.len()].mv);
        play_by_keys(&mut app, mv);
        assert_focus_on_a_choice(&app, "after a move");
    }
    // Ctrl+Z takes the last move back: the focus is on a pit of the position before.
    let ctrl = |state| bevy::input::keyboard::KeyboardInput {
        key_code: KeyCode::ControlLeft,
        logical_key: Key::Control,
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    };
    app.world_mut().write_message(ctrl(bevy::input::ButtonState::Pressed));
    press(&mut app, KeyCode::KeyZ, Key::Character("z".into()));
    app.world_mut().write_message(ctrl(bevy::input::ButtonState::Released));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 5, "taken back");
    assert_focus_on_a_choice(&app, "after a take-back");
    // The pause panel, opened and closed by Escape: the focus waits where it was.
    let before = focus(&app);
    key(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<Pause>().open, "Escape pauses");
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(focus(&app), before, "the arrows do nothing behind the pause panel");
    key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<Pause>().open);
    assert_focus_on_a_choice(&app, "after the pause panel");
    // And Enter plays from there.
    let moves = app.world().resource::<Match>().moves.len();
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::Enter);
    for _ in 0..20 {
        settle(&mut app);
        if app.world().resource::<Turn>().question.is_none() {
            break;
        }
        key(&mut app, KeyCode::Digit1);
    }
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), moves + 1, "Enter played the focused pit");
}

/// While a panel's button has the keys (Tab put them there), Enter, Space, the arrows, Tab and
/// Escape are the button's: egui presses it, walks the buttons, lets it go — and the board hears
/// none of them. Enter on a focused "Keep playing" must not also abandon the game, nor play the
/// board's focused pit. (The window notes where egui's focus is; the test says it, as there is
/// no window here.)
#[test]
fn a_focused_panel_button_keeps_its_keys_from_the_board() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    new_match(&mut app, GameKind::Kimasai, PlayMode::Contract);
    key(&mut app, KeyCode::ArrowRight);
    let (before, moves) = (focus(&app), app.world().resource::<Match>().moves.len());
    assert!(before.active, "the board has the keys' focus");
    let way = app.world().resource::<PreviewChoice>().0;

    keys_at(&mut app, PanelKeys::Button);
    for code in [KeyCode::Enter, KeyCode::Space, KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Tab] {
        key(&mut app, code);
        settle(&mut app);
        assert_eq!(app.world().resource::<Match>().moves.len(), moves, "{code:?} is the button's: no move");
        assert_eq!(focus(&app), before, "{code:?} is the button's: the board's focus stays");
    }
    assert_eq!(
        app.world().resource::<PreviewChoice>().0,
        way,
        "Tab walks the buttons, not the preview's ways"
    );
    key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<Pause>().open, "Escape lets the button go: it does not pause");

    // The question before the game is abandoned: Enter on a focused button (say "Keep playing")
    // presses that button only.
    app.world_mut().resource_mut::<Pause>().confirm = Some(LeaveTo::Menu);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Pause>().confirm, Some(LeaveTo::Menu), "still asked");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing, "the game is not abandoned");
    app.world_mut().resource_mut::<Pause>().confirm = None;

    // The keys back at the board: Enter plays its focused pit again.
    keys_at(&mut app, PanelKeys::Board);
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), moves + 1, "Enter played the focused pit");
}

/// In Omweso's setup, Enter with no pit focused says the arrangement is done — but not while a
/// panel's button has the keys (the setup's keys are read in order, so they ask where the keys are).
#[test]
fn a_focused_panel_button_does_not_end_the_setup() {
    let mut app = test_app_stepping(Duration::from_secs(1));
    new_match(&mut app, GameKind::Omweso, PlayMode::Contract);
    press(&mut app, KeyCode::KeyS, Key::Character("s".into()));
    assert!(!focus(&app).active, "no pit has the keys' focus");
    let side = |app: &App| app.world().resource::<Match>().arranging.as_ref().map(|a| a.side);
    let arranging = side(&app);
    keys_at(&mut app, PanelKeys::Button);
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(side(&app), arranging, "Enter pressed the button, not the setup's Done");
    keys_at(&mut app, PanelKeys::Board);
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_ne!(side(&app), arranging, "with the keys at the board, Enter is Done");
}
