//! The analysis at the board: asked for from a finished game, it runs off the frame while the
//! board stays live, then marks the move that threw the game and names the winning one — and the
//! game itself is left as it was.

use super::support::{ENDGAME, analyse, click, play_first_move, settle, start, test_app};
use bevy::prelude::*;
use kete::ai::analysis::Mark;
use kete::app::analysis::state::{Comments, GameAnalysis};
use kete::app::game::the_match::Match;
use kete::rules::{AnyGame, Side};

#[test]
fn a_lost_game_is_analysed_and_its_blunder_marked() {
    let mut app = test_app();
    let game = AnyGame::from_text(ENDGAME).expect("a position");
    start(&mut app, game.clone());
    click(&mut app, "a1");
    click(&mut app, "a3");
    let before = app.world().resource::<Match>().clone();
    assert_eq!(before.game.outcome().and_then(|o| o.winner), Some(Side::North));
    analyse(&mut app, &before);
    let analysis = app.world().resource::<GameAnalysis>();
    assert!(analysis.open, "its window opens");
    let found = analysis.of(&before).expect("done");
    let blunder = found.review(1).expect("South's move");
    assert_eq!(blunder.mark, Mark::Blunder);
    assert_eq!(blunder.better.as_deref(), Some("b2"));
    // The game on the board, its record and its position are as they were.
    let after = app.world().resource::<Match>();
    assert_eq!((&after.moves, &after.game, &after.start), (&before.moves, &before.game, &before.start));
}

/// The analysis board: moves tried from a position as a variation, the engine's chance of each
/// position of it live, and the game back exactly as it was — its save never touched meanwhile.
#[test]
fn a_variation_leaves_the_game_and_its_save_untouched() {
    use kete::app::analysis::messages::{BackToGame, Explore};
    use kete::app::analysis::variation::{LiveEvaluation, Variation};
    use kete::app::files::persist::Store;
    let dir = std::env::temp_dir().join(format!("kete-variation-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = test_app();
    app.insert_resource(Store::at(dir.clone()));
    app.update();
    start(&mut app, AnyGame::new(kete::rules::GameKind::Bao).expect("start"));
    for _ in 0..2 {
        play_first_move(&mut app);
    }
    let game = app.world().resource::<Match>().clone();
    assert_eq!(game.moves.len(), 2);
    let saved = std::fs::read_to_string(dir.join("autosave.json")).expect("the game is saved");
    app.world_mut().write_message(Explore::default());
    settle(&mut app);
    assert!(app.world().resource::<Variation>().on());
    let variation = app.world().resource::<Match>().clone();
    assert!(
        variation.moves.is_empty() && variation.start == game.game,
        "the variation starts where the game is"
    );
    // The engine's view of the position, as it deepens.
    let mut frames = 0;
    loop {
        app.update();
        let live = app.world().resource::<LiveEvaluation>().clone();
        let now = app.world().resource::<Match>().position_id();
        if live.position == Some(now) && live.south.is_some() && !live.line.is_empty() {
            break;
        }
        frames += 1;
        assert!(frames < 20_000, "the engine reports");
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    // A move of the variation, then back: the game is as it was, and so is its save.
    play_first_move(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 1, "the variation's move");
    assert_eq!(std::fs::read_to_string(dir.join("autosave.json")).expect("kept"), saved);
    app.world_mut().write_message(BackToGame);
    settle(&mut app);
    let back = app.world().resource::<Match>();
    assert!(!app.world().resource::<Variation>().on());
    assert_eq!((&back.moves, &back.game, &back.start), (&game.moves, &game.game, &game.start));
    let _ = std::fs::remove_dir_all(&dir);
}

/// An Omweso game begins after the setup: its analysis starts from the arrangement both players
/// made, not from an empty board.
#[test]
fn an_omweso_game_is_analysed_from_its_arrangement() {
    use kete::app::game::arranging::Fill;
    use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
    let mut app = test_app();
    let settings = MatchSettings {
        kind: kete::rules::GameKind::Omweso,
        preset: "seed",
        first: FirstPlayer::South,
        mode: PlayMode::Classical,
        ..Default::default()
    };
    app.world_mut().write_message(kete::app::game::messages::NewMatch(settings));
    app.update();
    app.update();
    super::support::arrange_both(&mut app, Fill::Standard);
    settle(&mut app);
    for _ in 0..2 {
        play_first_move(&mut app);
    }
    let game = app.world().resource::<Match>().clone();
    assert_eq!(game.moves.len(), 2);
    analyse(&mut app, &game);
    let found = app.world().resource::<GameAnalysis>().of(&game).expect("done").clone();
    assert_eq!(found.moves.len(), 2);
    assert_eq!(found.chances.len(), 3);
}

/// The analysis is kept with the game: the autosave becomes a version 2 save holding it, and the
/// next start continues the game with its analysis there at once. A save without one stays a
/// version 1 save, which an older Kete reads.
#[test]
fn the_analysis_is_kept_in_the_save_and_comes_back_with_the_game() {
    use kete::app::files::persist::Store;
    use kete::app::files::saved::Resumable;
    use kete::app::game::messages::ResumeSaved;
    let dir = std::env::temp_dir().join(format!("kete-analysis-kept-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = test_app();
    app.insert_resource(Store::at(dir.clone()));
    app.update();
    let game = AnyGame::from_text(ENDGAME).expect("a position");
    start(&mut app, game);
    click(&mut app, "b2");
    let saved = std::fs::read_to_string(dir.join("autosave.json")).expect("saved");
    assert!(saved.contains("\"version\": 1") && !saved.contains("\"analysis\""), "{saved}");
    let played = app.world().resource::<Match>().clone();
    analyse(&mut app, &played);
    app.update();
    let saved = std::fs::read_to_string(dir.join("autosave.json")).expect("saved");
    assert!(saved.contains("\"version\": 2") && saved.contains("\"analysis\""), "{saved}");
    // A comment of the player's on the move: kept too.
    app.world_mut().resource_mut::<Comments>().for_game(&played).insert(1, "the last stone".to_string());
    app.update();
    let saved = std::fs::read_to_string(dir.join("autosave.json")).expect("saved");
    assert!(saved.contains("the last stone"), "{saved}");
    drop(app);
    // The next start: the game to continue, and its analysis with it.
    let mut again = test_app();
    again.insert_resource(Store::at(dir.clone()));
    again.update();
    assert!(again.world().resource::<Resumable>().notes.analysis.is_some());
    again.world_mut().write_message(ResumeSaved);
    settle(&mut again);
    let current = again.world().resource::<Match>().clone();
    let found = again.world().resource::<GameAnalysis>().of(&current).expect("the analysis is back").clone();
    assert_eq!(found.review(1).map(|r| r.mark), Some(Mark::Best));
    let said = again.world().resource::<Comments>().of(&current).cloned().expect("the comments are back");
    assert_eq!(said.get(&1).map(String::as_str), Some("the last stone"));
    let _ = std::fs::remove_dir_all(&dir);
}
