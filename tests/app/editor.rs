//! The position editor: a draft reads back exactly the position it was made from; the rules judge
//! every edit (a seed too many is refused with their reason); a click on a pit adds a seed there
//! and never moves; a position the rules accept is shown on the board as a variation, the game
//! kept aside, the board moved over for the editor's panel (which has the room the analysis
//! board's panel would take); and it can be played from.

use super::support::{settle, start, test_app};
use kete::app::analysis::variation::Variation;
use kete::app::board::layout::PanelRoom;
use kete::app::editor::draft::{Draft, Editor};
use kete::app::game::messages::{NewGame, PitChosen};
use kete::app::game::the_match::Match;
use kete::rules::{AnyGame, GameKind};

#[test]
fn a_draft_reads_back_the_position_it_was_made_from() {
    for kind in GameKind::ALL {
        let game = AnyGame::new(kind).expect("start");
        let draft = Draft::of(&game);
        assert_eq!(draft.text(), game.to_text(), "{kind}");
        assert_eq!(draft.check().expect("a position"), game, "{kind}");
    }
    let hus = AnyGame::new_with_rules(GameKind::Bao, Some("hus")).expect("Hus");
    assert_eq!(Draft::of(&hus).check().expect("a position").preset(), Some("hus"));
}

#[test]
fn the_rules_judge_every_edit() {
    let game = AnyGame::new(GameKind::Bao).expect("start");
    let mut draft = Draft::of(&game);
    draft.add_at("a1");
    let refused = draft.check().expect_err("65 seeds is no Bao position");
    assert!(!refused.is_empty());
    // The seed taken from a pit that has them: 64 again, and another position.
    draft.take(2, 4);
    let moved = draft.check().expect("a position");
    assert_ne!(moved, game);
    assert_eq!(moved.geometry().pits().map(|p| u32::from(moved.seeds(p))).sum::<u32>() + 44, 64);
}

#[test]
fn the_board_shows_the_position_set_up_and_plays_from_it() {
    let mut app = test_app();
    let game = AnyGame::new(GameKind::Kimasai).expect("start");
    start(&mut app, game.clone());
    app.world_mut().resource_mut::<Editor>().draft = Some(Draft::of(&game));
    // A click on the empty a2 adds a stone there: an edit, not a move.
    let geometry = game.geometry();
    let a2 = geometry.pit(geometry.parse_square("a2").expect("a square"));
    app.world_mut().write_message(PitChosen(a2));
    for _ in 0..4 {
        app.update();
    }
    settle(&mut app);
    let draft = app.world().resource::<Editor>().draft.clone().expect("open");
    assert_eq!(draft.rows[2][0], 1, "a stone added at a2");
    assert!(app.world().resource::<Match>().moves.is_empty(), "no move was played");
    // 24 stones for South is no position: the rules say why, and the board stays as it was.
    let why = draft.check().expect_err("a player has at most 23");
    assert!(why.contains("23"), "{why}");
    assert!(!app.world().resource::<Variation>().on());
    assert_eq!(app.world().resource::<Match>().game, game);
    // One taken from b2: a position, shown on the board.
    app.world_mut().resource_mut::<Editor>().draft.as_mut().expect("open").take(2, 1);
    for _ in 0..4 {
        app.update();
    }
    settle(&mut app);
    let draft = app.world().resource::<Editor>().draft.clone().expect("open");
    let edited = draft.check().expect("a position");
    assert!(app.world().resource::<Variation>().on(), "as a variation");
    assert_eq!(app.world().resource::<Match>().game, edited);
    let room = app.world().resource::<PanelRoom>();
    assert!(room.given_to("editor") && room.share() > 0.0, "the board leaves the editor room: {room:?}");
    assert!(!room.given_to("analysis_board"), "the editor's panel, not the analysis board's");
    // Played from: a game of its own, the variation over.
    app.world_mut().write_message(NewGame(edited.clone()));
    app.world_mut().resource_mut::<Editor>().draft = None;
    settle(&mut app);
    assert!(!app.world().resource::<Variation>().on());
    assert_eq!(app.world().resource::<Match>().start, edited);
    assert_eq!(app.world().resource::<PanelRoom>().share(), 0.0, "the board has the window back");
}
