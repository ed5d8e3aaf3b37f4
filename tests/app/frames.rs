//! Frames on demand, without a window: an idle board asks for no frame; while anything is under
//! way — seeds in flight, the listing, the computer thinking and playing, a lesson's miss waiting
//! to be taken back — every frame asks for the next; and a board that asks for none has nothing
//! left to do (more frames change nothing), so a sleeping window never leaves a move half shown.

use super::support::{movable, start, test_app, test_app_stepping};
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use kete::app::board::playback::Playback;
use kete::app::game::messages::{NewMatch, OptionChosen, PitChosen};
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::game::turn::Turn;
use kete::rules::{AnyGame, GameKind};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode, Seat, Seats};
use std::time::Duration;

/// Counts the frames the game asks for, frame by frame.
struct Frames(MessageCursor<RequestRedraw>);

impl Frames {
    fn new() -> Frames {
        Frames(MessageCursor::default())
    }

    /// Runs one frame: whether it asked for the next.
    fn step(&mut self, app: &mut App) -> bool {
        app.update();
        self.0.read(app.world().resource::<Messages<RequestRedraw>>()).count() > 0
    }

    /// Runs frames until `done`, failing if one of them asks for no next before, or after `most`.
    fn awake_until(&mut self, app: &mut App, most: u32, done: impl Fn(&App) -> bool) {
        for frame in 1..=most {
            if done(app) {
                return;
            }
            assert!(self.step(app), "frame {frame} asked for no next, yet more was to come");
            std::thread::sleep(Duration::from_micros(300));
        }
        let current = app.world().resource::<Match>();
        let phase = app.world().get_resource::<State<BoardPhase>>().map(|p| *p.get());
        let question = app.world().resource::<Turn>().question.clone();
        panic!(
            "not done after {most} frames: {} {:?}, phase {phase:?}, question {question:?}",
            current.position_id(),
            current.moves
        );
    }

    /// Runs frames until one asks for no next, failing after `most`: how many ran.
    fn until_asleep(&mut self, app: &mut App, most: u32) -> u32 {
        for frame in 1..=most {
            if !self.step(app) {
                return frame;
            }
            // The listing and the computer work on threads of their own.
            std::thread::sleep(Duration::from_micros(300));
        }
        panic!("the board still asked for frames after {most}");
    }
}

/// What a sleeping window must keep: the record, the phase, the playback and every seed's place.
fn what_shows(app: &mut App) -> String {
    let current = app.world().resource::<Match>();
    let record = format!("{} {:?}", current.position_id(), current.moves);
    let phase = app.world().get_resource::<State<BoardPhase>>().map(|p| *p.get());
    let busy = app.world().resource::<Playback>().is_busy();
    let mut seeds: Vec<String> = app
        .world_mut()
        .query::<&Transform>()
        .iter(app.world())
        .map(|t| format!("{:.3},{:.3}", t.translation.x, t.translation.y))
        .collect();
    seeds.sort();
    format!("{record} {phase:?} {busy} {}", seeds.join(" "))
}

/// Once asleep, the board is at rest: ten more frames (a window woken by nothing) change
/// nothing it shows.
fn assert_at_rest(app: &mut App, frames: &mut Frames) {
    let before = what_shows(app);
    for _ in 0..10 {
        frames.step(app);
    }
    assert_eq!(what_shows(app), before, "the board asked for no frame, yet had more to show");
}

/// The first movable pit's move, each question answered with its first answer once the board
/// sleeps on it: how many frames it took.
fn play_first_move(app: &mut App, frames: &mut Frames) -> u32 {
    let pit = *movable(app).first().expect("a move");
    app.world_mut().write_message(PitChosen(pit));
    let mut ran = frames.until_asleep(app, 20_000);
    // The board sleeps on a question (Bao's kichwa, say) until the player answers.
    while app.world().resource::<Turn>().question.is_some() {
        app.world_mut().write_message(OptionChosen(0));
        ran += frames.until_asleep(app, 20_000);
    }
    ran
}

fn settings(kind: GameKind, seats: [Seat; 2]) -> MatchSettings {
    let first = if kind == GameKind::Omweso { FirstPlayer::South } else { FirstPlayer::default_for(kind) };
    MatchSettings { kind, preset: "seed", first, mode: PlayMode::Classical, target: 12, seats: Seats(seats) }
}

#[test]
fn an_idle_board_asks_for_no_frame() {
    let mut app = test_app();
    start(&mut app, AnyGame::new(GameKind::Bao).expect("a game"));
    let mut frames = Frames::new();
    frames.until_asleep(&mut app, 50);
    for frame in 0..100 {
        assert!(!frames.step(&mut app), "an idle board asked for frame {frame}");
    }
}

#[test]
fn a_move_asks_for_every_frame_until_its_seeds_rest() {
    for kind in [GameKind::Kimasai, GameKind::Bao, GameKind::Omweso] {
        let mut app = test_app();
        start(&mut app, AnyGame::new(kind).expect("a game"));
        let mut frames = Frames::new();
        frames.until_asleep(&mut app, 50);
        let ran = play_first_move(&mut app, &mut frames);
        assert!(ran > 10, "{kind}: the move was shown in {ran} frames");
        let current = app.world().resource::<Match>();
        assert!(!current.moves.is_empty(), "{kind}: the move was not played");
        assert!(!app.world().resource::<Playback>().is_busy(), "{kind}: asleep mid-move");
        assert_at_rest(&mut app, &mut frames);
    }
}

#[test]
fn the_computer_plays_on_the_frames_it_asks_for() {
    for kind in [GameKind::Kimasai, GameKind::Bao, GameKind::Omweso] {
        let mut app = test_app_stepping(Duration::from_millis(50));
        app.world_mut().write_message(NewMatch(settings(kind, [Seat::Computer(1), Seat::Computer(1)])));
        let mut frames = Frames::new();
        // The computer's first moves (Omweso's setups first), from the first frame, without a
        // window's input: every frame asks for the next. A careless level-1 Omweso setup can lose
        // in two moves (its front row cleared, or no pit left with two seeds): the game's end,
        // shown, is as far as it goes.
        frames.awake_until(&mut app, 20_000, |app| {
            let current = app.world().resource::<Match>();
            let ended = current.game.outcome().is_some() && !app.world().resource::<Playback>().is_busy();
            current.moves.len() >= 4 || (ended && !current.moves.is_empty())
        });
    }
}

#[test]
fn a_person_s_move_is_answered_by_the_computer_without_input() {
    let mut app = test_app();
    app.world_mut().write_message(NewMatch(settings(GameKind::Bao, [Seat::Human, Seat::Computer(1)])));
    let mut frames = Frames::new();
    frames.until_asleep(&mut app, 20_000);
    play_first_move(&mut app, &mut frames);
    let current = app.world().resource::<Match>();
    let answered = current.moves.len() >= 2 || current.game.outcome().is_some();
    assert!(answered, "the board slept before the computer answered: {:?}", current.moves);
    assert!(!current.computer_to_move() || current.game.outcome().is_some(), "asleep on the computer's turn");
    assert_at_rest(&mut app, &mut frames);
}
