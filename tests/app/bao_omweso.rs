//! Bao la Kiswahili and Omweso at the board, without a window: every decision goes in as the
//! message the board or a panel writes, time is stepped by hand, and the result must be the
//! rules' own move, shown seed by seed.

use super::support::{assert_view_matches_rules, legal, seeds, settle, start, test_app};
use bevy::prelude::*;
use kete::app::blitz::clock::BlitzClock;
use kete::app::blitz::messages::TurnLost;
use kete::app::board::audio::SoundLog;
use kete::app::board::playback::Playback;
use kete::app::board::seeds::Seed;
use kete::app::game::arranging::Fill;
use kete::app::game::arranging::{SetupAction, SetupRefusal};
use kete::app::game::messages::NewMatch;
use kete::app::game::messages::{OptionChosen, PitChosen};
use kete::app::game::the_match::Match;
use kete::app::game::turn::{Question, Turn};
use kete::app::game::words as game_words;
use kete::app::locale::words::Words;
use kete::rules::bao::Bao;
use kete::rules::omweso::{Omweso, setup};
use kete::rules::{AnyGame, Event, GameKind, Pit, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode};

/// A position from the rules file's diagrams: rows 4, 3, 2, 1 separated by `|`.
fn position(game: &str, line: &str, side: char, fields: &str) -> AnyGame {
    let rows: Vec<String> =
        line.split('|').map(|row| row.split_whitespace().collect::<Vec<_>>().join(",")).collect();
    let text = format!("{game} {} {side} {fields}", rows.join("/"));
    AnyGame::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The board's words in English, as the tests read them.
fn english() -> Words {
    Words::new("en")
}

fn question(app: &App) -> Question {
    app.world().resource::<Turn>().question.clone().expect("the board asks a question")
}

fn answer_labelled(question: &Question, start: &str) -> usize {
    question
        .answers
        .iter()
        .position(|a| game_words::answer_label(&english(), &a.label).starts_with(start))
        .unwrap_or_else(|| panic!("no answer '{start}' in {question:?}"))
}

/// The rules' own result of a move written in notation, with its events.
fn rules_play(game: &AnyGame, mv: &str) -> (AnyGame, Vec<Event>) {
    let mut next = game.clone();
    let mut events = Vec::new();
    next.play_text(mv, &mut events).unwrap_or_else(|e| panic!("{mv}: {e}"));
    (next, events)
}

fn captures(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::Capture { .. })).count()
}

/// E6 of the Bao rules: South's namua capture from A6, a central hole, lets South choose the
/// kichwa; from the right kichwa the lap ends in South's functional nyumba: stop or safari.
#[test]
fn bao_namua_capture_asks_for_the_kichwa_then_stop_or_safari() {
    let mut app = test_app();
    let game = position(
        "bao",
        "0 0 0 0 0 0 0 2 | 0 2 2 6 0 7 0 0 | 0 1 0 0 7 1 0 0 | 0 0 0 0 0 0 0 0",
        'S',
        "r=18,18 h=11 t=-",
    );
    start(&mut app, game.clone());
    let reserve = |app: &mut App, side: Side| {
        seeds(app).iter().filter(|(s, _)| matches!(s, Seed::InReserve { side: s, .. } if *s == side)).count()
    };
    assert_eq!(reserve(&mut app, Side::South), 18, "South's reserve is shown seed by seed");

    let a6 = Bao::pit(Side::South, 5);
    app.world_mut().write_message(PitChosen(a6));
    app.update();
    let kichwa = question(&app);
    assert!(
        kichwa.at_start && game_words::prompt(&english(), &kichwa.prompt).contains("kichwa"),
        "{kichwa:?}"
    );
    assert_eq!(kichwa.answers.len(), 2, "left or right kichwa");
    assert!(!app.world().resource::<Playback>().is_busy(), "nothing moves before the kichwa is chosen");
    // The right kichwa, A8, is answered by clicking it on the board.
    let a8 = Bao::pit(Side::South, 7);
    assert!(kichwa.answers.iter().any(|a| a.target == Some(a8)));
    app.world_mut().write_message(PitChosen(a8));
    app.update();
    assert!(app.world().resource::<Playback>().is_busy(), "the shared part of the move is shown");
    // An answer sent while the seeds move is dropped.
    app.world_mut().write_message(OptionChosen(1));
    settle(&mut app);
    assert!(app.world().resource::<Match>().moves.is_empty(), "the move waits at the nyumba");
    let nyumba = question(&app);
    assert!(
        !nyumba.at_start && game_words::prompt(&english(), &nyumba.prompt).contains("nyumba"),
        "{nyumba:?}"
    );
    // The reserve seed has flown into A6 and the board has played up to the nyumba.
    assert_eq!(reserve(&mut app, Side::South), 17);

    let safari = answer_labelled(&nyumba, "Safari");
    app.world_mut().write_message(OptionChosen(safari));
    settle(&mut app);
    let played = app.world().resource::<Match>().clone();
    assert_eq!(played.moves, ["A6R+"]);
    let (expected, events) = rules_play(&game, "A6R+");
    assert_eq!(played.game, expected, "the board's move is the rules' A6R+");
    assert_view_matches_rules(&mut app);
    assert_eq!(app.world().resource::<SoundLog>().captures, captures(&events));
    assert!(app.world().resource::<Turn>().question.is_none());
}

/// When only one direction or kichwa is legal, the board does not ask: in E4, A2 is a kimbi,
/// whose capture enters from its own kichwa, and the lap does not reach the nyumba.
#[test]
fn bao_does_not_ask_when_there_is_nothing_to_choose() {
    let mut app = test_app();
    let game = position(
        "bao",
        "0 0 0 0 0 0 0 0 | 0 3 1 6 0 1 0 0 | 0 1 0 0 7 1 0 0 | 0 0 0 0 0 0 0 0",
        'S',
        "r=22,22 h=11 t=-",
    );
    start(&mut app, game);
    app.world_mut().write_message(PitChosen(Bao::pit(Side::South, 1)));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["A2L"]);
    assert_view_matches_rules(&mut app);
}

/// O8 of the Omweso rules: from a1 the first lap may go clockwise because it captures, and the
/// captured seeds may go clockwise again. Both questions show the capture they would make.
#[test]
fn omweso_reverse_capture_is_asked_at_the_start_and_at_the_reentry() {
    let mut app = test_app();
    let game = position(
        "omweso",
        "0 2 1 0 0 0 3 0 | 0 1 1 0 0 0 0 0 | 0 0 1 0 0 0 0 0 | 3 0 0 0 2 0 0 0",
        'S',
        "p=1 k=1",
    );
    start(&mut app, game.clone());
    let a1 = Omweso::pit(Side::South, 0);
    app.world_mut().write_message(PitChosen(a1));
    app.update();
    let first = question(&app);
    let reverse = answer_labelled(&first, "Clockwise");
    assert!(
        game_words::answer_detail(&english(), &first.answers[reverse].detail).starts_with("captures"),
        "{first:?}"
    );
    assert!(!first.answers[reverse].captures.is_empty(), "the pits it captures are marked");
    app.world_mut().write_message(OptionChosen(reverse));
    settle(&mut app);
    let again = question(&app);
    assert!(
        !again.at_start && game_words::prompt(&english(), &again.prompt).contains("reverse"),
        "{again:?}"
    );
    let reverse_again = answer_labelled(&again, "Clockwise");
    assert!(
        game_words::answer_detail(&english(), &again.answers[reverse_again].detail).starts_with("captures"),
        "{again:?}"
    );
    app.world_mut().write_message(OptionChosen(reverse_again));
    settle(&mut app);

    let played = app.world().resource::<Match>().clone();
    let (expected, events) = rules_play(&game, "a1cw,cw");
    assert_eq!(played.game, expected, "the board's move is the rules' a1cw,cw");
    assert_eq!(played.moves.len(), 1);
    assert_view_matches_rules(&mut app);
    assert_eq!(app.world().resource::<SoundLog>().captures, captures(&events));
}

fn omweso_settings(mode: PlayMode) -> MatchSettings {
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

/// North, first, arranges by hand — a refused twelfth seed, a seed taken back, one moved — then
/// South takes the standard arrangement, and North moves first.
#[test]
fn omweso_setup_by_hand_then_play() {
    let mut app = test_app();
    app.world_mut().write_message(NewMatch(omweso_settings(PlayMode::Classical)));
    for _ in 0..3 {
        app.update();
    }
    let arranging = app.world().resource::<Match>().arranging.clone().expect("the setup comes first");
    assert_eq!((arranging.side, arranging.to_place(Side::North)), (Side::North, 32));
    let north = |k: u8| Pit::new(Side::North, k);
    for _ in 0..11 {
        act(&mut app, SetupAction::Add(north(0)));
    }
    let notice = app.world().resource::<Match>().arranging.clone().and_then(|a| a.notice);
    assert_eq!(notice, Some(SetupRefusal::PitFull { pit: north(0), cap: 10 }), "the per-pit cap is said");
    act(&mut app, SetupAction::Remove(north(0)));
    act(&mut app, SetupAction::Remove(north(0)));
    act(&mut app, SetupAction::Move { from: north(0), to: north(1) });
    act(&mut app, SetupAction::Add(Pit::new(Side::South, 0)));
    for k in 2..14 {
        act(&mut app, SetupAction::Add(north(k)));
        act(&mut app, SetupAction::Add(north(k)));
    }
    let in_hand = seeds(&mut app)
        .iter()
        .filter(|(s, _)| matches!(s, Seed::InReserve { side: Side::North, .. }))
        .count();
    assert_eq!(in_hand, 0, "all 32 placed");
    let mut expected = [0u8; 16];
    expected[..14].copy_from_slice(&[7, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    act(&mut app, SetupAction::Done);
    assert_eq!(app.world().resource::<Match>().arranging.as_ref().map(|a| a.side), Some(Side::South));
    act(&mut app, SetupAction::Fill(Fill::Standard));
    act(&mut app, SetupAction::Done);
    settle(&mut app);

    let current = app.world().resource::<Match>().clone();
    assert!(current.arranging.is_none(), "play has begun");
    let omweso = current.game.as_omweso().expect("an Omweso game");
    assert_eq!(*omweso.pits(Side::North), expected);
    assert_eq!(*omweso.pits(Side::South), setup::STANDARD);
    assert_eq!(current.game.side_to_move(), Side::North, "the first player moves first");
    assert_view_matches_rules(&mut app);
    assert!(!seeds(&mut app).iter().any(|(s, _)| matches!(s, Seed::InReserve { .. })));

    let pit = legal(&app).movable_pits(&current)[0];
    app.world_mut().write_message(PitChosen(pit));
    app.update();
    if let Some(q) = app.world().resource::<Turn>().question.clone() {
        app.world_mut().write_message(OptionChosen(answer_labelled(&q, "Counter")));
    }
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 1);
    assert_view_matches_rules(&mut app);
}

/// Blitz: the count runs out three seconds after the board settles; the opponent may then take
/// the turn, and no seed moves.
#[test]
fn omweso_blitz_count_runs_out_and_the_opponent_takes_the_turn() {
    let mut app = test_app();
    app.world_mut().write_message(NewMatch(omweso_settings(PlayMode::Blitz)));
    app.update();
    for _ in 0..2 {
        act(&mut app, SetupAction::Fill(Fill::Standard));
        act(&mut app, SetupAction::Done);
    }
    settle(&mut app);
    app.update();
    assert!(app.world().resource::<BlitzClock>().running.is_some(), "North's count is running");
    for _ in 0..150 {
        app.update();
    }
    assert!(!app.world().resource::<BlitzClock>().expired, "not before three seconds");
    for _ in 0..60 {
        app.update();
    }
    assert!(app.world().resource::<BlitzClock>().expired, "after three seconds");
    let before = app.world().resource::<Match>().game.clone();
    app.world_mut().write_message(TurnLost);
    app.update();
    let after = app.world().resource::<Match>().game.clone();
    assert_eq!(after.side_to_move(), Side::South);
    assert_eq!(after.to_text().split(' ').nth(1), before.to_text().split(' ').nth(1), "no seed moved");
    settle(&mut app);
    app.update();
    let clock = *app.world().resource::<BlitzClock>();
    assert!(clock.running.is_some_and(|(side, _)| side == Side::South) && !clock.expired);
}

/// O16: before the first capture a pit of exactly three may be sown 2 + 1, ending the turn; the
/// board offers it beside the ordinary sowing.
#[test]
fn omweso_three_seed_opening_is_offered() {
    let mut app = test_app();
    let game = position(
        "omweso",
        "4 4 4 4 4 4 4 4 | 0 0 0 0 0 0 0 0 | 0 0 0 0 0 0 0 0 | 4 4 3 5 4 4 4 4",
        'S',
        "p=0 k=0",
    );
    start(&mut app, game.clone());
    app.world_mut().write_message(PitChosen(Omweso::pit(Side::South, 2)));
    app.update();
    let offer = question(&app);
    assert_eq!(offer.answers.len(), 2, "{offer:?}");
    let three = answer_labelled(&offer, "Three-seed opening");
    assert_eq!(offer.answers[three].target, None, "its first seed goes where the ordinary sowing's does");
    app.world_mut().write_message(OptionChosen(three));
    settle(&mut app);
    let played = app.world().resource::<Match>().clone();
    let expected = game.as_omweso().map(|g| {
        let mut after = g.clone();
        let mv = kete::rules::Rules::legal_moves(g).into_iter().find(|m| m.three_seed).expect("offered");
        kete::rules::Rules::play(&mut after, mv, &mut Vec::new()).expect("legal");
        after
    });
    assert_eq!(played.game.as_omweso(), expected.as_ref());
    assert_eq!(
        played.game.as_omweso().map(|g| g.pits(Side::South)[..8].to_vec()),
        Some(vec![4, 4, 0, 7, 5, 4, 4, 4])
    );
    assert_view_matches_rules(&mut app);
}
