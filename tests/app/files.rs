//! Game files: the game on the board written as Save game writes it opens again exactly (a
//! match's score and play mode too, and a record printed by kete-cli), a broken file or a bad
//! pasted position is said so and changes nothing, and a pasted position becomes the game.

use super::support::{arrange_both, assert_view_matches_rules, movable, settle, start, test_app};
use bevy::prelude::*;
use kete::app::files::game_file;
use kete::app::files::messages::{FileOpened, PositionPasted};
use kete::app::files::notice::FileNotice;
use kete::app::game::arranging::Fill;
use kete::app::game::messages::{NewMatch, PitChosen};
use kete::app::game::the_match::Match;
use kete::rules::record::Record;
use kete::rules::{AnyGame, GameKind};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};

fn play_some(app: &mut App, moves: usize) {
    for _ in 0..moves {
        let pit = *movable(app).last().expect("a move");
        app.world_mut().write_message(PitChosen(pit));
        app.update();
        settle(app);
    }
}

fn open(app: &mut App, text: &str) {
    app.world_mut().write_message(FileOpened { name: "game.json".to_string(), text: text.to_string() });
    app.update();
    app.update();
    settle(app);
}

fn notice(app: &App) -> String {
    let words = kete::app::locale::words::Words::default();
    app.world()
        .resource::<FileNotice>()
        .0
        .as_ref()
        .map(|n| kete::app::files::words::notice(&words, n))
        .unwrap_or_default()
}

#[test]
fn a_saved_game_opens_again_exactly() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    play_some(&mut app, 5);
    let played = app.world().resource::<Match>().clone();
    let text = game_file::write(&played, None, None).expect("a file");
    assert!(game_file::suggested_name(&played).ends_with("-5-moves.json"));

    // Another game is on the board when the file is opened.
    let mut other = test_app();
    start(&mut other, AnyGame::new(GameKind::Bao).expect("bao"));
    open(&mut other, &text);
    let opened = other.world().resource::<Match>().clone();
    assert_eq!((opened.game.clone(), opened.moves.clone()), (played.game.clone(), played.moves.clone()));
    assert!(notice(&other).starts_with("Opened game.json"), "{}", notice(&other));
    assert_view_matches_rules(&mut other);
}

#[test]
fn an_omweso_match_keeps_its_score_and_mode_in_its_file() {
    let mut app = test_app();
    let settings = MatchSettings {
        kind: GameKind::Omweso,
        preset: "seed",
        first: FirstPlayer::South,
        mode: PlayMode::Blitz,
        target: 6,
        ..Default::default()
    };
    app.world_mut().write_message(NewMatch(settings));
    app.update();
    arrange_both(&mut app, Fill::Standard);
    settle(&mut app);
    play_some(&mut app, 2);
    let played = app.world().resource::<Match>().clone();
    let mut other = test_app();
    open(&mut other, &game_file::write(&played, None, None).expect("a file"));
    let opened = other.world().resource::<Match>().clone();
    assert_eq!(opened.moves, played.moves);
    assert_eq!(opened.mode, PlayMode::Blitz);
    assert_eq!(opened.score, played.score);
    assert_eq!(opened.settings, played.settings);
}

#[test]
fn a_record_from_kete_cli_opens_as_a_game() {
    let start_position = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let replay = Record::new(&start_position, "seed", vec!["b2".to_string()]).expect("a record");
    let mut app = test_app();
    open(&mut app, &replay.record.to_json());
    let opened = app.world().resource::<Match>().clone();
    assert_eq!(opened.moves, ["b2"]);
    assert_eq!(&opened.game, replay.last());
    assert_view_matches_rules(&mut app);
}

#[test]
fn a_broken_file_or_position_changes_nothing_and_says_why() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Kimasai).expect("kimasai"));
    play_some(&mut app, 3);
    let before = app.world().resource::<Match>().clone();
    let good = game_file::write(&before, None, None).expect("a file");
    let cases = [
        ("not json at all".to_string(), "not JSON"),
        ("{\"format\": \"zip\"}".to_string(), "format is 'zip'"),
        ("{}".to_string(), "says no format"),
        (good.replace("\"b2\"", "\"z9\""), "z9"),
        (good[..good.len() / 2].to_string(), "not"),
        ("x".repeat(5 << 20), "bytes"),
    ];
    for (text, why) in cases {
        open(&mut app, &text);
        let now = app.world().resource::<Match>().clone();
        assert_eq!((now.game.clone(), now.moves.clone()), (before.game.clone(), before.moves.clone()));
        let said = notice(&app);
        assert!(said.contains(why) && said.contains("Nothing was changed"), "{why}: {said}");
    }
    for bad in ["bao 1,2,3", &"x".repeat(2000)] {
        app.world_mut().write_message(PositionPasted(bad.to_string()));
        app.update();
        assert_eq!(app.world().resource::<Match>().moves, before.moves);
        assert!(notice(&app).starts_with("Not a position"), "{}", notice(&app));
    }
    // A good position becomes the game.
    let bao = AnyGame::new(GameKind::Bao).expect("bao");
    app.world_mut().write_message(PositionPasted(format!("  {}\n", bao.to_text())));
    app.update();
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game, bao);
    assert_view_matches_rules(&mut app);
}
