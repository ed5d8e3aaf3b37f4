//! Nothing is lost: the game on the board is saved as it goes, a new start continues it exactly
//! (a setup under way too), a save that cannot be read is reported and kept aside, and leaving
//! the board on purpose leaves nothing to continue.

use super::support::{assert_view_matches_rules, movable, settle, start, test_app};
use bevy::prelude::*;
use kete::app::Screen;
use kete::app::files::persist::Store;
use kete::app::files::saved::Resumable;
use kete::app::game::arranging::Fill;
use kete::app::game::arranging::SetupAction;
use kete::app::game::messages::{LeaveConfirmed, LeaveTo, NewMatch, PitChosen, ResumeSaved};
use kete::app::game::the_match::Match;
use kete::rules::{AnyGame, GameKind, Pit, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use std::path::PathBuf;

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kete-saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A game with saves in `dir`.
fn app_saving_in(dir: &std::path::Path) -> App {
    let mut app = test_app();
    app.insert_resource(Store::at(dir.to_path_buf()));
    app.update();
    app
}

fn play_last_movable(app: &mut App) {
    let pit = *movable(app).last().expect("a move");
    app.world_mut().write_message(PitChosen(pit));
    settle(app);
}

#[test]
fn a_game_is_saved_as_it_goes_and_continues_where_it_stopped() {
    let dir = folder("continue");
    let mut app = app_saving_in(&dir);
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    for _ in 0..3 {
        play_last_movable(&mut app);
    }
    app.update();
    let played = app.world().resource::<Match>().clone();
    assert_eq!(played.moves.len(), 3);
    assert!(dir.join("autosave.json").is_file(), "saved");

    // The window closes; Kete starts again.
    let mut again = app_saving_in(&dir);
    let found = again.world().resource::<Resumable>();
    assert!(found.problem.is_none(), "{:?}", found.problem);
    assert!(found.game.is_some(), "the title screen offers to continue");
    again.world_mut().write_message(ResumeSaved);
    again.update();
    settle(&mut again);
    assert_eq!(*again.world().resource::<State<Screen>>().get(), Screen::Playing);
    let resumed = again.world().resource::<Match>().clone();
    assert_eq!(resumed.moves, played.moves);
    assert_eq!(resumed.game, played.game);
    assert_view_matches_rules(&mut again);
    // Taking back works on the continued game: its history came back with it.
    assert!(resumed.can_take_back());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A game under way put aside (for a stranger's, `online::tables`) is kept beside the autosave:
/// a new start still offers it, and back on the board it is the game it was, its file gone. A
/// game not yet begun is not worth keeping.
#[test]
fn a_game_put_aside_is_kept_and_comes_back() {
    use kete::app::files::put_aside::{BackToPutAside, PutAside, PutAsideGame};
    let dir = folder("aside");
    let mut app = app_saving_in(&dir);
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    let unbegun = app.world().resource::<Match>().clone();
    app.world_mut().write_message(PutAside(Box::new(unbegun)));
    app.update();
    assert!(app.world().resource::<PutAsideGame>().0.is_none(), "no move made: nothing to keep");
    for _ in 0..2 {
        play_last_movable(&mut app);
    }
    let played = app.world().resource::<Match>().clone();
    app.world_mut().write_message(PutAside(Box::new(played.clone())));
    app.update();
    assert!(dir.join("aside.json").is_file(), "kept beside the autosave");
    drop(app);

    let mut again = app_saving_in(&dir);
    let aside = again.world().resource::<PutAsideGame>().0.as_ref().map(|game| game.moves.clone());
    assert_eq!(aside, Some(played.moves.clone()), "the next start offers it");
    again.world_mut().write_message(BackToPutAside);
    again.update();
    settle(&mut again);
    assert_eq!(*again.world().resource::<State<Screen>>().get(), Screen::Playing);
    let back = again.world().resource::<Match>().clone();
    assert_eq!((back.moves, back.game), (played.moves, played.game));
    assert!(again.world().resource::<PutAsideGame>().0.is_none() && !dir.join("aside.json").exists());
    assert_view_matches_rules(&mut again);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_setup_under_way_is_continued() {
    let dir = folder("setup");
    let mut app = app_saving_in(&dir);
    let settings = MatchSettings {
        kind: GameKind::Omweso,
        preset: "seed",
        first: FirstPlayer::North,
        mode: PlayMode::Blitz,
        target: 6,
        ..Default::default()
    };
    app.world_mut().write_message(NewMatch(settings));
    for action in
        [SetupAction::Fill(Fill::Standard), SetupAction::Done, SetupAction::Add(Pit::new(Side::South, 2))]
    {
        app.update();
        app.world_mut().write_message(action);
    }
    for _ in 0..3 {
        app.update();
    }
    let before = app.world().resource::<Match>().clone();
    let arranging = before.arranging.clone().expect("South is arranging");
    assert_eq!((arranging.side, arranging.to_place(Side::South)), (Side::South, 31));

    let mut again = app_saving_in(&dir);
    again.world_mut().write_message(ResumeSaved);
    for _ in 0..3 {
        again.update();
    }
    let resumed = again.world().resource::<Match>().clone();
    let resumed_setup = resumed.arranging.clone().expect("still the setup");
    assert_eq!((resumed_setup.first, resumed_setup.side), (Side::North, Side::South));
    assert_eq!(resumed_setup.pits(), arranging.pits());
    assert_eq!((resumed.mode, resumed.settings), (PlayMode::Blitz, Some(settings)));
    assert_eq!(resumed.game, before.game);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unreadable_save_is_reported_and_kept_aside() {
    let dir = folder("corrupt");
    std::fs::create_dir_all(&dir).expect("a folder");
    let broken = "{\"format\": \"kete-autosave\", \"version\": 1, \"game\": {\"moves\": [";
    std::fs::write(dir.join("autosave.json"), broken).expect("written");
    let mut app = app_saving_in(&dir);
    let found = app.world().resource::<Resumable>();
    assert!(found.game.is_none());
    assert!(said(&found.problem).is_some_and(|p| p.contains("could not be read")), "{:?}", found.problem);
    assert_eq!(std::fs::read_to_string(dir.join("autosave.unreadable.json")).ok().as_deref(), Some(broken));
    // Playing on saves anew; what was kept aside stays.
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    play_last_movable(&mut app);
    app.update();
    assert!(dir.join("autosave.json").is_file());
    assert_eq!(std::fs::read_to_string(dir.join("autosave.unreadable.json")).ok().as_deref(), Some(broken));

    // A save that names an illegal move is refused the same way: nothing on screen changes.
    let save = std::fs::read_to_string(dir.join("autosave.json")).expect("saved");
    let mut value: serde_json::Value = serde_json::from_str(&save).expect("a save is JSON");
    value["game"]["moves"] = serde_json::json!(["a1"]);
    let tampered = value.to_string();
    std::fs::write(dir.join("autosave.json"), tampered).expect("written");
    let again = app_saving_in(&dir);
    assert!(said(&again.world().resource::<Resumable>().problem).is_some_and(|p| p.contains("move 1 (a1)")));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A save or settings file that is no regular file (a FIFO would block the start until someone
/// wrote to it) is refused unread: the game starts, says the save could not be read, and keeps
/// the defaults.
#[cfg(unix)]
#[test]
fn a_save_that_is_no_regular_file_is_refused_unread() {
    let dir = folder("fifo");
    std::fs::create_dir_all(&dir).expect("a folder");
    for name in ["autosave.json", "settings.json"] {
        let made = std::process::Command::new("mkfifo").arg(dir.join(name)).status().expect("mkfifo runs");
        assert!(made.success());
    }
    let app = app_saving_in(&dir);
    let found = app.world().resource::<Resumable>();
    assert!(found.game.is_none());
    assert!(said(&found.problem).is_some_and(|p| p.contains("not a regular file")), "{:?}", found.problem);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn leaving_the_board_on_purpose_leaves_nothing_to_continue() {
    let dir = folder("leave");
    let mut app = app_saving_in(&dir);
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    play_last_movable(&mut app);
    app.update();
    assert!(dir.join("autosave.json").is_file());
    app.world_mut().write_message(LeaveConfirmed(LeaveTo::Menu));
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert!(!dir.join("autosave.json").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Undo and redo across a capture: the board goes back seed for seed, and forward again to the
/// rules' own position; a new move ends what could be redone; Contract play takes nothing back.
#[test]
fn undo_and_redo_across_a_capture() {
    use kete::app::game::messages::{NewGame, Redo, TakeBack};
    let mut app = test_app();
    let start_position = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    start(&mut app, start_position.clone());
    play_last_movable(&mut app); // b2 captures a3 and a4
    let after_capture = app.world().resource::<Match>().clone();
    assert_eq!(after_capture.moves, ["b2"]);
    app.world_mut().write_message(TakeBack);
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game, start_position, "the capture is undone");
    assert_view_matches_rules(&mut app);
    assert!(app.world().resource::<Match>().can_redo());
    app.world_mut().write_message(Redo);
    app.update();
    settle(&mut app);
    let redone = app.world().resource::<Match>().clone();
    assert_eq!(
        (redone.game.clone(), redone.moves.clone()),
        (after_capture.game.clone(), after_capture.moves.clone())
    );
    assert_view_matches_rules(&mut app);
    assert!(!redone.can_redo());
    // Undo, then a new move: nothing is left to redo.
    app.world_mut().write_message(TakeBack);
    app.update();
    settle(&mut app);
    play_last_movable(&mut app);
    assert!(!app.world().resource::<Match>().can_redo());

    // Contract play: a move once made stands.
    let mut contract = test_app();
    contract.world_mut().write_message(NewGame(start_position));
    contract.update();
    contract.world_mut().resource_mut::<Match>().mode = PlayMode::Contract;
    settle(&mut contract);
    play_last_movable(&mut contract);
    contract.world_mut().write_message(TakeBack);
    contract.update();
    settle(&mut contract);
    assert_eq!(contract.world().resource::<Match>().moves.len(), 1);
}

/// Sound, volume, speed, the preview and the hole names are kept between runs.
#[test]
fn settings_are_kept_between_runs() {
    use kete::app::base::settings::{NewGameChoice, Settings};
    use kete::app::board::pace::{Pace, Speed};
    let dir = folder("settings");
    let mut app = app_saving_in(&dir);
    app.update();
    *app.world_mut().resource_mut::<Settings>() = Settings {
        sound_on: false,
        volume: 0.3,
        preview: Some(false),
        hole_names: true,
        ..Settings::default()
    };
    app.world_mut().resource_mut::<Pace>().speed = Speed::Fast;
    // The new-game dialog's last choices.
    let chosen = MatchSettings {
        kind: GameKind::Omweso,
        preset: "traditional",
        first: FirstPlayer::North,
        mode: PlayMode::Blitz,
        target: 6,
        ..Default::default()
    };
    app.world_mut().resource_mut::<NewGameChoice>().0 = chosen;
    app.update();
    assert!(dir.join("settings.json").is_file());
    let again = app_saving_in(&dir);
    assert_eq!(
        *again.world().resource::<Settings>(),
        Settings {
            sound_on: false,
            volume: 0.3,
            preview: Some(false),
            hole_names: true,
            ..Settings::default()
        }
    );
    assert_eq!(again.world().resource::<Pace>().speed, Speed::Fast);
    assert_eq!(again.world().resource::<NewGameChoice>().0, chosen, "the dialog opens as it was left");
    // A settings file that cannot be read leaves the defaults.
    std::fs::write(dir.join("settings.json"), "{ nope").expect("written");
    let broken = app_saving_in(&dir);
    assert_eq!(*broken.world().resource::<Settings>(), Settings::default());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A notice as an English player reads it.
fn said(notice: &Option<kete::app::files::notice::Notice>) -> Option<String> {
    let words = kete::app::locale::words::Words::default();
    notice.as_ref().map(|n| kete::app::files::words::notice(&words, n))
}
