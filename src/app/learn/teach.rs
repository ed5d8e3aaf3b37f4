//! A lesson at the board: put on the board, the learner's move judged from what the rules
//! reported, a miss taken back once the learner has seen it, the lesson's move shown after the
//! second miss, and a path's end leading to a first game against the computer.

use super::lesson::{Attempt, LessonOnBoard, Lessons};
use super::messages::{FirstGame, StartLesson};
use crate::app::base::progress::Learned;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::held::{Held, hold};
use crate::app::board::hover::{HoveredPit, PreviewChoice, show_move};
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::board::pace::InView;
use crate::app::computer::seats::{Seat, Seats};
use crate::app::game::legal::Legal;
use crate::app::game::messages::{BoardReset, MovePlayed, NewGame, NewMatch, PitChosen, Reset, TakeBack};
use crate::app::game::phase::BoardPhase;
use crate::app::game::session::Starting;
use crate::app::game::the_match::{FirstPlayer, Match, MatchSettings, PlayMode};
use crate::lessons::Did;
use crate::rules::any::presets;
use bevy::ecs::message::Messages;
use bevy::prelude::*;

/// How long a missed move stays on the board, its marks showing where it went, before it is
/// taken back.
const SHOW_MISS: f32 = 1.2;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            hold_the_board.in_set(AppSystems::Gate),
            (start_lesson, first_game).chain().in_set(AppSystems::Start),
            other_games.in_set(Starting::Follow),
            (judge, take_back_a_miss, show_the_hint).chain().in_set(AppSystems::Finish),
            make_room.in_set(AppSystems::Present),
        ),
    )
    // The lesson ends when the learner leaves the board (not on leaving it: the autosave, which
    // leaves a lesson's board alone, still sees it then).
    .add_systems(OnEnter(Screen::Title), end_lesson)
    .add_systems(OnEnter(Screen::Learn), end_lesson);
}

fn end_lesson(mut on_board: ResMut<LessonOnBoard>) {
    on_board.0 = None;
}

/// The share of the window the lesson's panel takes beside (or, upright, below) the board.
const LESSON_ROOM: f32 = 0.27;

/// The board moves over for the lesson's panel while a lesson is on it.
fn make_room(on_board: Res<LessonOnBoard>, mut room: ResMut<PanelRoom>) {
    let share = if on_board.0.is_some() { LESSON_ROOM } else { 0.0 };
    ask_for_room(&mut room, "lesson", share);
}

fn start_lesson(
    mut requests: MessageReader<StartLesson>,
    lessons: Res<Lessons>,
    mut on_board: ResMut<LessonOnBoard>,
    mut new_game: MessageWriter<NewGame>,
) {
    let Some(&StartLesson { kind, index }) = requests.read().last() else { return };
    let Some(lesson) = lessons.lesson(kind, index) else {
        warn!("there is no lesson {index} of {kind}");
        return;
    };
    match Attempt::new(kind, index, lesson) {
        Ok(attempt) => {
            info!("lesson {kind}/{}: {}", attempt.lesson.id, attempt.lesson.position);
            new_game.write(NewGame(attempt.start.clone()));
            on_board.0 = Some(attempt);
        }
        // Every lesson was checked when read: this cannot happen, and costs nothing if it does.
        Err(why) => warn!("lesson {kind}/{} cannot be set up: {why}", lesson.id),
    }
}

/// The end of a path: the learner (South) against the computer's first level, in the game's
/// first rules, as the new-game dialog would start it.
fn first_game(mut requests: MessageReader<FirstGame>, mut new_match: MessageWriter<NewMatch>) {
    let Some(&FirstGame(kind)) = requests.read().last() else { return };
    let settings = MatchSettings {
        kind,
        preset: presets(kind)[0],
        first: FirstPlayer::South,
        mode: PlayMode::Classical,
        seats: Seats([Seat::Human, Seat::Computer(1)]),
        ..default()
    };
    new_match.write(NewMatch(settings));
}

/// Any other game put on the board ends the lesson (its own board comes as a new game).
fn other_games(mut resets: MessageReader<BoardReset>, mut on_board: ResMut<LessonOnBoard>) {
    let other = resets.read().any(|reset| {
        matches!(reset.cause, Reset::NewMatch | Reset::Resumed | Reset::FileOpened | Reset::PositionPasted)
    });
    if other {
        on_board.0 = None;
    }
}

/// A lesson is one move: once the learner has moved, the board takes no pick (the other side's
/// pits are not the lesson's) until the move is taken back or the next lesson is on.
fn hold_the_board(
    on_board: Res<LessonOnBoard>,
    current: Res<Match>,
    mut held: ResMut<Held>,
    mut picks: ResMut<Messages<PitChosen>>,
) {
    let holds = on_board.0.is_some() && !current.moves.is_empty();
    if holds {
        picks.clear();
    }
    hold(&mut held, "lesson", holds);
}

/// The learner's move, judged by what the rules reported of it.
fn judge(
    mut played: MessageReader<MovePlayed>,
    current: Res<Match>,
    mut on_board: ResMut<LessonOnBoard>,
    mut learned: ResMut<Learned>,
) {
    for MovePlayed { notation, events } in played.read() {
        let Some(attempt) = on_board.0.as_mut() else { continue };
        if current.moves.len() != 1 {
            continue;
        }
        let Ok(mv) = attempt.start.parse_move(notation) else { continue };
        let did = Did::of(&attempt.start, mv, events);
        let verdict = attempt.lesson.task.judge(&did, attempt.start.side_to_move()).map(|()| did);
        match &verdict {
            Ok(_) => {
                info!("lesson {}/{} done with {notation}", attempt.kind, attempt.lesson.id);
                learned.tick(attempt.kind, &attempt.lesson);
            }
            Err(miss) => {
                attempt.misses += 1;
                info!("lesson {}/{}: {notation} missed: {miss:?}", attempt.kind, attempt.lesson.id);
            }
        }
        attempt.verdict = Some(verdict);
    }
}

/// A missed move goes back once its seeds have settled and the learner has had a moment to see
/// where they went.
fn take_back_a_miss(
    on_board: Res<LessonOnBoard>,
    current: Res<Match>,
    phase: Option<Res<State<BoardPhase>>>,
    time: Res<Time>,
    mut in_view: Local<InView>,
    mut take_back: MessageWriter<TakeBack>,
) {
    let missed = on_board.0.as_ref().is_some_and(|a| matches!(a.verdict, Some(Err(_))));
    let still = phase.is_some_and(|p| p.get().is_choosing() || matches!(p.get(), BoardPhase::GameOver));
    let shown = missed && still && !current.moves.is_empty();
    if in_view.for_at_least(shown, time.delta_secs(), SHOW_MISS) {
        take_back.write(TakeBack);
    }
}

/// After the second miss the board previews the lesson's move whenever the pointer is over no
/// other pit (the bar says the move in words, as for any preview).
fn show_the_hint(
    on_board: Res<LessonOnBoard>,
    current: Res<Match>,
    legal: Res<Legal>,
    phase: Option<Res<State<BoardPhase>>>,
    mut hovered: ResMut<HoveredPit>,
    mut choice: ResMut<PreviewChoice>,
) {
    let Some(attempt) = &on_board.0 else { return };
    let awaiting = phase.is_some_and(|p| *p.get() == BoardPhase::AwaitingPit);
    if attempt.hint().is_some() && awaiting && current.moves.is_empty() {
        show_move(&attempt.lesson.solution, &current, &legal, &mut hovered, &mut choice);
    }
}
