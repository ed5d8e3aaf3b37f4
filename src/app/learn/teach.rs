//! A lesson at the board: put on the board, the learner's move judged from what the rules
//! reported, a miss taken back once the learner has seen it, the lesson's move shown after the
//! second miss, and a path's end leading to a first game against the computer.

use super::lesson::{Attempt, LessonOnBoard, Lessons};
use super::messages::{FirstGame, StartLesson};
use crate::app::base::AppSystems;
use crate::app::base::progress::Learned;
use crate::app::board::coach::{self, Coach};
use crate::app::game::messages::{BoardReset, MovePlayed, NewGame, NewMatch, Reset};
use crate::app::game::session::Starting;
use crate::app::game::the_match::Match;
use crate::lessons::Did;
use crate::rules::Pit;
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode, Seat, Seats};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(coach::plugin::<LessonOnBoard>).add_systems(
        Update,
        (
            (start_lesson, first_game).chain().in_set(AppSystems::Start),
            other_games.in_set(Starting::Follow),
            judge.in_set(AppSystems::Finish).before(coach::Responds),
        ),
    );
}

impl Coach for LessonOnBoard {
    const NAME: &'static str = "lesson";
    const SHOW_A_MISS: f32 = 1.2;

    fn is_on(&self) -> bool {
        self.0.is_some()
    }

    fn end(&mut self) {
        self.0 = None;
    }

    /// A lesson is one move: once the learner has moved, the board takes no pick (the other
    /// side's pits are not the lesson's) until the move is taken back or the next lesson is on.
    fn holds(&self, current: &Match) -> bool {
        self.0.is_some() && !current.moves.is_empty()
    }

    fn missed(&self) -> bool {
        self.0.as_ref().is_some_and(|a| matches!(a.verdict, Some(Err(_))))
    }

    fn targets(&self) -> Vec<Pit> {
        self.0.as_ref().map(Attempt::targets).unwrap_or_default()
    }

    /// After the second miss, the lesson's move, until the learner moves again.
    fn hint(&self, plies: usize) -> Option<&str> {
        let attempt = self.0.as_ref()?;
        (attempt.hint().is_some() && plies == 0).then_some(attempt.lesson.solution.as_str())
    }
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

/// A path's game: the learner (South) against the computer's first level, in the rules asked,
/// as the new-game dialog would start it.
fn first_game(mut requests: MessageReader<FirstGame>, mut new_match: MessageWriter<NewMatch>) {
    let Some(&FirstGame { kind, preset }) = requests.read().last() else { return };
    let settings = MatchSettings {
        kind,
        preset,
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
                // Right the first time it was tried, with no hint: a star.
                if attempt.misses == 0 {
                    learned.star(attempt.kind, &attempt.lesson);
                }
            }
            Err(miss) => {
                attempt.misses += 1;
                info!("lesson {}/{}: {notation} missed: {miss:?}", attempt.kind, attempt.lesson.id);
            }
        }
        attempt.verdict = Some(verdict);
    }
}
