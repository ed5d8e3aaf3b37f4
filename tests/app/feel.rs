//! The feel of a move: its pace (every speed ends on the rules' board; a long move speeds itself
//! up), the marks and words it leaves, the preview of a move before it is made, and its sounds.

use super::support::{assert_view_matches_rules, legal, movable, settle, start, test_app};
use bevy::prelude::*;
use kete::app::board::audio::SoundLog;
use kete::app::board::hover::HoveredPit;
use kete::app::board::pace::{Pace, Speed};
use kete::app::board::playback::Playback;
use kete::app::game::last_move::{LastMove, preview};
use kete::app::game::messages::{OptionChosen, PitChosen};
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::rules::omweso::Omweso;
use kete::rules::{AnyGame, Event, GameKind, Pit, Side};
use kete::work::listing::play_all;

/// A move in English words, as the bar says it.
fn english(summary: &kete::app::game::last_move::MoveSummary) -> String {
    kete::app::game::words::move_in_words(&kete::app::locale::words::Words::new("en"), summary)
}

fn square(game: &AnyGame, name: &str) -> Pit {
    let geometry = game.geometry();
    geometry.pit(geometry.parse_square(name).expect("a square"))
}

/// The pits a move captured from, with their seeds, as the rules told it.
fn captures(events: &[Event]) -> Vec<(Pit, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, count, .. } => Some((pit, count)),
            _ => None,
        })
        .collect()
}

/// Frames until the move from `pit` (answering every question with its first answer) is shown.
/// Only the frames of the playback count: the listing of the next position's moves runs on another
/// thread, and how long it takes depends on the machine's load, not on the pace.
fn play(app: &mut App, pit: Pit) -> u32 {
    app.world_mut().write_message(PitChosen(pit));
    app.update();
    let mut frames = shown(app);
    settle(app);
    while app.world().resource::<Turn>().question.is_some() {
        app.world_mut().write_message(OptionChosen(0));
        app.update();
        frames += shown(app);
        settle(app);
    }
    frames
}

/// Frames until the playback has shown everything the rules reported so far.
fn shown(app: &mut App) -> u32 {
    for frame in 1..=20_000 {
        app.update();
        if !app.world().resource::<Playback>().is_busy() {
            return frame;
        }
    }
    panic!("the playback never finished");
}

#[test]
fn every_speed_ends_on_the_rules_board_and_slower_takes_longer() {
    let mut frames = Vec::new();
    for speed in Speed::ALL {
        for (game, from) in [(GameKind::Kimasai, "b2"), (GameKind::Bao, "f2")] {
            let mut app = test_app();
            app.world_mut().resource_mut::<Pace>().speed = speed;
            let game = AnyGame::new(game).expect("a game");
            start(&mut app, game.clone());
            let took = play(&mut app, square(&game, from));
            assert_view_matches_rules(&mut app);
            assert_eq!(app.world().resource::<Match>().moves.len(), 1, "{speed:?}");
            if game.kind() == GameKind::Kimasai {
                frames.push(took);
            }
        }
    }
    println!("frames for b2 at each speed: {frames:?}");
    assert!(frames.windows(2).all(|w| w[0] > w[1]), "each speed is faster than the one before: {frames:?}");
    assert!(frames[3] <= 3, "Instant lands the move at once: {frames:?}");
}

/// Instant chosen while seeds are in the air: the rest of the move lands at once, and the hops
/// already flying must not land afterwards on top of it (a chaos run found a seed, already in its
/// pit by the rules, hovering where the hand had been).
#[test]
fn instant_chosen_mid_move_leaves_no_seed_in_the_air() {
    let game = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    let from = square(&game, "b2");
    for frames_in in [1, 2, 5, 9, 14, 20, 27, 35] {
        let mut app = test_app();
        start(&mut app, game.clone());
        app.world_mut().write_message(PitChosen(from));
        for _ in 0..frames_in {
            app.update();
        }
        app.world_mut().resource_mut::<Pace>().speed = Speed::Instant;
        shown(&mut app);
        settle(&mut app);
        while app.world().resource::<Turn>().question.is_some() {
            app.world_mut().write_message(OptionChosen(0));
            app.update();
            settle(&mut app);
        }
        assert_view_matches_rules(&mut app);
    }
}

/// O14's never-ending h1 sows hundreds of seeds: at the steady pace it took 104 s to watch.
#[test]
fn a_long_move_speeds_itself_up() {
    let game = AnyGame::from_text(
        "omweso 5,5,5,5,6,6,6,6/0,0,0,0,0,0,0,0/1,0,1,2,0,1,2,0/2,3,1,2,0,2,1,2 S p=1 k=1",
    )
    .expect("O14");
    let mut after = game.clone();
    let mut events = Vec::new();
    after.play_text("h1", &mut events).expect("h1");
    let sown = events.iter().filter(|e| matches!(e, Event::Sow { .. })).count();
    let mut app = test_app();
    start(&mut app, game);
    let frames = play(&mut app, Omweso::pit(Side::South, 7));
    let seconds = frames as f32 * 0.016;
    println!("{sown} seeds sown in {seconds:.1} s");
    assert!(sown > 200, "a long move: {sown} seeds");
    assert!(seconds < 30.0, "{sown} seeds took {seconds:.1} s to show");
    assert_view_matches_rules(&mut app);
}

#[test]
fn the_last_move_is_marked_and_said_from_its_own_events() {
    let mut app = test_app();
    let game = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    start(&mut app, game.clone());
    play(&mut app, square(&game, "b2"));
    let mut expected = game.clone();
    let mut events = Vec::new();
    expected.play_text("b2", &mut events).expect("b2");
    let summary = app.world().resource::<LastMove>().0.clone().expect("the last move is kept");
    assert_eq!(summary.start, Some(square(&game, "b2")));
    let captured = captures(&events);
    assert_eq!(summary.captures, captured, "the captured pits are the rules' captures");
    let last_sow = events.iter().rev().find_map(|e| match *e {
        Event::Sow { pit } => Some(pit),
        _ => None,
    });
    assert_eq!(summary.end, last_sow);
    assert!(
        english(&summary).starts_with("South: b2 — captured 1 from a3, captured 1 from a4"),
        "{}",
        english(&summary)
    );
    // The next move replaces it; a new board forgets it.
    let north = *movable(&app).first().expect("North moves");
    play(&mut app, north);
    let next = app.world().resource::<LastMove>().0.clone().expect("kept");
    assert_eq!(next.mover, Side::North);
    start(&mut app, game);
    assert_eq!(app.world().resource::<LastMove>().0, None);
}

/// Hovering previews each way the move may go, from the moves the rules played: the counts they
/// leave and what they capture; hovering plays nothing.
#[test]
fn the_preview_is_the_listed_moves_and_plays_nothing() {
    // E6: A6 may take either kichwa; both capture.
    let game = AnyGame::from_text(
        "bao 0,0,0,0,0,0,0,2/0,2,2,6,0,7,0,0/0,1,0,0,7,1,0,0/0,0,0,0,0,0,0,0 S r=18,18 h=11 t=-",
    )
    .expect("E6");
    let mut app = test_app();
    start(&mut app, game.clone());
    let a6 = square(&game, "f2");
    app.world_mut().resource_mut::<HoveredPit>().0 = Some(a6);
    for _ in 0..60 {
        app.update();
    }
    let current = app.world().resource::<Match>().clone();
    assert!(current.moves.is_empty(), "hovering played nothing");
    assert_eq!(current.game, game);
    assert_eq!(*app.world().resource::<State<BoardPhase>>().get(), BoardPhase::AwaitingPit);
    let lines = play_all(&game);
    let shown = preview(&current.game, legal(&app).lines(&current), a6);
    let from_a6: Vec<_> = lines.iter().filter(|l| game.origin(l.mv) == Some(a6)).collect();
    assert_eq!(shown.len(), from_a6.len());
    assert!(shown.len() > 1, "E6 parts at the kichwa");
    for ((summary, counts), line) in shown.iter().zip(from_a6) {
        assert_eq!(summary.notation, line.notation);
        for &(pit, n) in counts {
            assert_eq!(n, line.after.seeds(pit), "{}: {}", line.notation, game.pit_name(pit));
        }
        let captured = captures(&line.events);
        assert_eq!(summary.captures, captured);
    }
}

#[test]
fn the_sounds_follow_the_move() {
    let mut app = test_app();
    let game = AnyGame::new(GameKind::Kimasai).expect("kimasai");
    start(&mut app, game.clone());
    play(&mut app, square(&game, "b2"));
    app.update();
    let log = app.world().resource::<SoundLog>();
    assert_eq!((log.lifts, log.drops, log.captures, log.turns, log.ends), (1, 1, 2, 1, 0));
    // A whole game ends with the end's cue, once.
    loop {
        let current = app.world().resource::<Match>().clone();
        if current.game.outcome().is_some() {
            break;
        }
        let pit = *legal(&app).movable_pits(&current).last().expect("a move");
        play(&mut app, pit);
    }
    app.update();
    let log = app.world().resource::<SoundLog>();
    assert_eq!(log.ends, 1);
    assert_eq!(log.turns + log.ends, app.world().resource::<Match>().moves.len());
}
