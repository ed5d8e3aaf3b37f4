//! Every hole of real positions of each game clicked at the board: one that cannot move says why —
//! the rules' reason, in words, in the live region and the bar's line — and plays nothing; one that
//! can plays on that one click, or asks its one question where the move is not whole yet. The same
//! of Omweso's setup: each click that places nothing says why. And a click made while the rules
//! still list the moves is played once they are listed.

use crate::support::{settle, start, test_app};
use bevy::prelude::*;
use kete::app::access::spoken::Spoken;
use kete::app::game::arranging::{SetupAction, SetupRefusal};
use kete::app::game::messages::{NewGame, NewMatch, PitChosen};
use kete::app::game::phase::BoardPhase;
use kete::app::game::refused::Refused;
use kete::app::game::the_match::Match;
use kete::app::game::turn::{Refusal, Turn};
use kete::app::game::words::{refusal, setup_refusal};
use kete::app::locale::words::Words;
use kete::rules::omweso::setup::ArrangementError;
use kete::rules::omweso::{Omweso, OmwesoRules, setup};
use kete::rules::{AnyGame, GameKind, NoMove, Pit, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};
use std::collections::BTreeSet;

fn game(text: &str) -> AnyGame {
    AnyGame::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Positions where the refusals a newcomer meets stand: each game's start, Bao's namua with a
/// capture to make, its mtaji with a capture compulsory, a takasia, Omweso in play.
fn positions() -> Vec<(&'static str, AnyGame)> {
    let e13 = game("bao 0,0,0,0,0,0,0,44/0,6,0,0,2,0,2,0/0,0,1,0,0,0,0,0/2,3,0,0,0,0,4,0 S r=0,0 h=00 t=-");
    let mut takasia = e13.clone();
    takasia.play_text("B1L", &mut kete::rules::NoEvents).expect("E13's B1L");
    let mut namua_capture = AnyGame::new(GameKind::Bao).expect("bao");
    namua_capture.play_text("A6L", &mut kete::rules::NoEvents).expect("A6L");
    namua_capture.play_text("a6L", &mut kete::rules::NoEvents).expect("a6L");
    let omweso = Omweso::from_pits(OmwesoRules::SEED, [setup::STANDARD, setup::TWO_EACH], Side::South);
    vec![
        ("Bao's start: the nyumba kept", AnyGame::new(GameKind::Bao).expect("bao")),
        ("Bao's namua with captures", namua_capture),
        ("E13: mtaji, a capture compulsory", e13),
        ("E13 after B1L: a7 takasia'd", takasia),
        ("Omweso in play", AnyGame::Omweso(omweso)),
        ("Bao la Kimasai's start", AnyGame::new(GameKind::Kimasai).expect("kimasai")),
    ]
}

#[test]
fn every_hole_that_cannot_move_says_why_and_every_other_plays_on_one_click() {
    let words = Words::new("en");
    let mut reasons = BTreeSet::new();
    for (name, position) in positions() {
        let mut app = test_app();
        let legal = position.legal_moves();
        for pit in position.geometry().pits() {
            start(&mut app, position.clone());
            let hole = position.pit_name(pit);
            let serial = app.world().resource::<Spoken>().serial;
            app.world_mut().write_message(PitChosen(pit));
            settle(&mut app);
            let current = app.world().resource::<Match>();
            let asked = app.world().resource::<Turn>().question.as_ref().map(|q| q.at_start);
            match position.why_no_move(pit, &legal) {
                None => assert!(
                    current.moves.len() == 1 || asked == Some(true),
                    "{name}: {hole} may move, and one click neither played it nor asked its question"
                ),
                Some(why) => {
                    reasons.insert(format!("{why:?}"));
                    assert!(
                        current.moves.is_empty() && asked.is_none(),
                        "{name}: {hole} cannot move, yet did"
                    );
                    let refused = app.world().resource::<Refused>().now(current);
                    assert_eq!(refused, Some((pit, Refusal::Rules(why))), "{name}: {hole}");
                    let spoken = app.world().resource::<Spoken>();
                    let expected = refusal(&words, &position, pit, Refusal::Rules(why));
                    assert!(spoken.serial > serial, "{name}: the refusal of {hole} was not said");
                    assert_eq!(spoken.said, expected, "{name}: {hole}");
                    assert!(expected.contains(&hole) || why == NoMove::GameOver, "{name}: {expected}");
                }
            }
        }
    }
    for met in [
        "NotYourSide",
        "Empty",
        "Single",
        "NyumbaKept",
        "MustCapture",
        "Takasia",
        "FrontRowFirst",
        "NextHoleTaken",
    ] {
        assert!(reasons.contains(met), "{met} never met: {reasons:?}");
    }
}

/// One setup action at the board (a click on a pit writes `Add`), and what the live region said
/// of it, if anything.
fn arrange(app: &mut App, action: SetupAction) -> Option<String> {
    let serial = app.world().resource::<Spoken>().serial;
    app.world_mut().write_message(action);
    app.update();
    let spoken = app.world().resource::<Spoken>();
    (spoken.serial > serial).then(|| spoken.said.clone())
}

/// The refusal standing in the setup's panel.
fn setup_notice(app: &App) -> Option<SetupRefusal> {
    app.world().resource::<Match>().arranging.as_ref().and_then(|arranging| arranging.notice)
}

/// Asserts that `action` was refused for `why`: the panel shows it and the live region says it,
/// naming the pit where there is one.
fn refused_for(app: &mut App, action: SetupAction, why: SetupRefusal) {
    let said = arrange(app, action);
    assert_eq!(setup_notice(app), Some(why), "{action:?}");
    let game = app.world().resource::<Match>().game.clone();
    let expected = setup_refusal(&Words::new("en"), &game, why);
    assert_eq!(said.as_deref(), Some(expected.as_str()), "{action:?} was refused without a word said");
    if let SetupRefusal::NotYours { pit, .. }
    | SetupRefusal::PitFull { pit, .. }
    | SetupRefusal::PitEmpty { pit } = why
    {
        assert!(expected.contains(&game.pit_name(pit)), "{expected}");
    }
}

/// Omweso's setup with North arranging: every pit of the board clicked — North's own take a seed
/// each, South's are refused and the live region says why — then Done too soon, a pit over the
/// cap, a seed taken back from an empty pit, and a seed with all 32 placed.
#[test]
fn every_setup_click_that_places_nothing_says_why() {
    let mut app = test_app();
    let settings = MatchSettings {
        kind: GameKind::Omweso,
        preset: "seed",
        first: FirstPlayer::North,
        mode: PlayMode::Classical,
        ..Default::default()
    };
    app.world_mut().write_message(NewMatch(settings));
    for _ in 0..3 {
        app.update();
    }
    let board = app.world().resource::<Match>().game.clone();
    let to_place =
        |app: &App| app.world().resource::<Match>().arranging.as_ref().map(|a| a.to_place(Side::North));
    assert_eq!(to_place(&app), Some(32), "the setup comes first");
    for pit in board.geometry().pits() {
        let before = to_place(&app);
        if pit.side == Side::North {
            arrange(&mut app, SetupAction::Add(pit));
            assert_eq!(setup_notice(&app), None, "{}: a seed placed", board.pit_name(pit));
            assert_eq!(to_place(&app), before.map(|n| n - 1), "{}: a seed placed", board.pit_name(pit));
        } else {
            refused_for(
                &mut app,
                SetupAction::Add(pit),
                SetupRefusal::NotYours { pit, arranging: Side::North },
            );
            assert_eq!(to_place(&app), before, "{}: nothing placed", board.pit_name(pit));
        }
    }
    let placed = ArrangementError::NotAllPlaced { placed: 16 };
    refused_for(&mut app, SetupAction::Done, SetupRefusal::Arrangement(placed));
    let north = |k: u8| Pit::new(Side::North, k);
    for _ in 1..10 {
        arrange(&mut app, SetupAction::Add(north(0)));
    }
    refused_for(&mut app, SetupAction::Add(north(0)), SetupRefusal::PitFull { pit: north(0), cap: 10 });
    arrange(&mut app, SetupAction::Remove(north(1)));
    refused_for(&mut app, SetupAction::Remove(north(1)), SetupRefusal::PitEmpty { pit: north(1) });
    arrange(&mut app, SetupAction::Fill(kete::app::game::arranging::Fill::Standard));
    refused_for(&mut app, SetupAction::Add(north(9)), SetupRefusal::AllPlaced);
    assert_eq!(app.world().resource::<Match>().arranging.as_ref().map(|a| a.side), Some(Side::North));
}

/// The newcomer's "first click only previewed": a click while the rules list the new position's
/// moves (a frame or two natively, longer on the web) was dropped. It now waits and plays.
#[test]
fn a_click_while_the_moves_are_listed_plays_once_they_are() {
    let mut app = test_app();
    let kimasai = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let only = kimasai.origin(kimasai.legal_moves()[0]).expect("K1's one move");
    app.world_mut().write_message(NewGame(kimasai));
    let mut clicked = false;
    for _ in 0..10 {
        app.update();
        let phase = app.world().get_resource::<State<BoardPhase>>().map(|phase| *phase.get());
        if phase == Some(BoardPhase::Listing) {
            app.world_mut().write_message(PitChosen(only));
            clicked = true;
            break;
        }
    }
    assert!(clicked, "the board never listed the moves of the new position");
    // The board settles once the moves are listed; the pick that waited is made the frame after.
    for _ in 0..3 {
        settle(&mut app);
    }
    assert_eq!(app.world().resource::<Match>().moves.len(), 1, "the click made while listing was dropped");
}
