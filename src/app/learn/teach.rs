//! A lesson at the board: put on the board, the learner's move judged from what the rules
//! reported, a miss taken back once the learner has seen it, the lesson's move shown after the
//! second miss, and a path's end leading to a first game against the computer.

use super::lesson::{Attempt, LessonOnBoard, Lessons};
use super::messages::{FirstGame, StartLesson};
use crate::app::base::AppSystems;
use crate::app::base::progress::Learned;
use crate::app::board::coach::{self, Coach};
use crate::app::game::messages::{BoardReset, MovePlayed, NewGame, NewMatch, Reset, SeedsReset};
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use crate::lessons::{Did, arrange};
use crate::rules::{AnyGame, Pit, Side};
use crate::saved::SavedSetup;
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode, Seat, Seats};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(coach::plugin::<LessonOnBoard>).add_systems(
        Update,
        (
            (start_lesson, first_game).chain().in_set(AppSystems::Start),
            other_games.in_set(Starting::Follow),
            (seat_the_computer, put_the_setup_on).in_set(AppSystems::Review),
            (follow_take_backs, judge, judge_arrangement)
                .chain()
                .in_set(AppSystems::Finish)
                .before(coach::Responds),
        ),
    );
}

/// The level that answers the learner's moves in a scene: whatever it answers, the scene holds
/// (the lesson's check played every answer).
const ANSWERING_LEVEL: u8 = 1;

/// A scene's board: the learner's side a person's, the other the computer's, which answers.
fn seat_the_computer(on_board: Res<LessonOnBoard>, mut current: ResMut<Match>) {
    let Some(attempt) = &on_board.0 else { return };
    if !attempt.lesson.then.is_empty() && current.settings.is_none() && current.start == attempt.start {
        current.seat_the_computer_against(attempt.start.side_to_move(), ANSWERING_LEVEL);
    }
}

/// The learner's seeds and the other side's, as an arrangement lesson's setup under way holds them.
fn setup_of(board: &AnyGame) -> Option<SavedSetup> {
    let omweso = board.as_omweso()?;
    Some(SavedSetup {
        first: board.side_to_move(),
        side: arrange::learner(board),
        pits: [*omweso.pits(Side::South), *omweso.pits(Side::North)],
    })
}

/// An arrangement lesson's board: the learner arranges, the other side having arranged first.
fn put_the_setup_on(
    on_board: Res<LessonOnBoard>,
    mut current: ResMut<Match>,
    mut seeds_reset: MessageWriter<SeedsReset>,
) {
    let Some(attempt) = &on_board.0 else { return };
    let fresh = current.arranging.is_none() && current.moves.is_empty() && current.start == attempt.start;
    if attempt.lesson.arrangement().is_none() || !fresh || attempt.done() {
        return;
    }
    let Some(setup) = setup_of(&attempt.start) else { return };
    match current.resume_setup(&setup) {
        Ok(()) => {
            seeds_reset.write(SeedsReset);
        }
        // Every lesson was checked when read: this cannot happen, and costs nothing if it does.
        Err(why) => warn!("lesson {}: its setup cannot be put on: {why}", attempt.lesson.id),
    }
}

/// Moves taken back past the learner's last right move of a scene (by the take-back button): the
/// scene goes back with them. (The computer's answer to that move may still be coming.)
fn follow_take_backs(current: Res<Match>, mut on_board: ResMut<LessonOnBoard>) {
    let Some(attempt) = on_board.0.as_mut() else { return };
    if current.moves.len() + 1 < attempt.ply() {
        attempt.step = current.moves.len().div_ceil(2);
        attempt.step_misses = 0;
        attempt.step_hinted = false;
        attempt.step_hint = (attempt.step == 0).then(|| attempt.lesson.solution.clone());
        attempt.verdict = None;
    }
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

    /// Once the learner has made the lesson's move (or the scene's move they are on), the board
    /// takes no pick — the other side's pits are not the lesson's — until the move is taken back,
    /// the computer has answered a right one, or the next lesson is on.
    fn holds(&self, current: &Match) -> bool {
        self.0.as_ref().is_some_and(|attempt| match attempt.lesson.arrangement() {
            // An arrangement done right: the game it begins is not the lesson's.
            Some(_) => attempt.done(),
            None => current.moves.len() > attempt.ply(),
        })
    }

    fn missed(&self) -> bool {
        self.0.as_ref().is_some_and(|a| matches!(a.verdict, Some(Err(_))))
    }

    fn targets(&self) -> Vec<Pit> {
        self.0.as_ref().map(Attempt::targets).unwrap_or_default()
    }

    /// After the second miss, or asked for, a move that does the task, until the learner moves
    /// again.
    fn hint(&self, plies: usize) -> Option<&str> {
        let attempt = self.0.as_ref()?;
        attempt.hint_move().filter(|_| plies == attempt.ply())
    }

    /// The lesson's own answer: its solution, or at a scene's later move one the rules find that
    /// does the task from the board as it stands.
    fn ask_hint(&mut self, current: &Match) {
        let Some(attempt) = self.0.as_mut() else { return };
        if attempt.step_hint.is_none()
            && current.moves.len() == attempt.ply()
            && let Some(task) = attempt.lesson.task_of(attempt.step)
        {
            attempt.step_hint = task.done_by(&current.game).map(|mv| current.game.format_move(mv));
        }
        attempt.step_hinted = true;
        attempt.helped = true;
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
    let other = resets.read().any(|reset| reset.cause.another_game() && reset.cause != Reset::NewGame);
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
        // The learner's move of the scene (the computer's answers are not judged); an
        // arrangement is judged when it is done.
        if current.moves.len() != attempt.ply() + 1 || attempt.lesson.arrangement().is_some() {
            continue;
        }
        let Some(before) = current.before_last() else { continue };
        let Some(task) = attempt.lesson.task_of(attempt.step) else { continue };
        let Ok(mv) = before.parse_move(notation) else { continue };
        let did = Did::of(before, mv, events);
        let verdict = task.judge(&did, attempt.start.side_to_move()).map(|()| did);
        if verdict.is_ok() && attempt.step + 1 < attempt.moves() {
            // Right, and the scene goes on: the computer answers, then the next move is judged.
            info!(
                "lesson {}/{}: move {} done with {notation}",
                attempt.kind,
                attempt.lesson.id,
                attempt.step + 1
            );
            attempt.step += 1;
            attempt.step_misses = 0;
            attempt.step_hinted = false;
            attempt.step_hint = None;
            attempt.verdict = None;
            continue;
        }
        match &verdict {
            Ok(_) => {
                info!("lesson {}/{} done with {notation}", attempt.kind, attempt.lesson.id);
                learned.tick(attempt.kind, &attempt.lesson);
                // Right the first time it was tried, with no hint: a star.
                if attempt.starred() {
                    learned.star(attempt.kind, &attempt.lesson);
                }
            }
            Err(miss) => {
                attempt.misses += 1;
                attempt.step_misses += 1;
                // A later move of a scene has no solution written: the rules find one.
                if attempt.step_hint.is_none() {
                    attempt.step_hint = task.done_by(before).map(|mv| before.format_move(mv));
                }
                info!("lesson {}/{}: {notation} missed: {miss:?}", attempt.kind, attempt.lesson.id);
            }
        }
        attempt.verdict = Some(verdict);
    }
}

/// The learner's arrangement, judged by what the rules play next once they are done. A miss puts
/// the setup back with the learner's seeds where they were, to mend.
fn judge_arrangement(
    mut resets: MessageReader<BoardReset>,
    mut current: ResMut<Match>,
    mut on_board: ResMut<LessonOnBoard>,
    mut learned: ResMut<Learned>,
    mut seeds_reset: MessageWriter<SeedsReset>,
) {
    if !resets.read().any(|reset| reset.cause == Reset::SetupDone) {
        return;
    }
    let Some(attempt) = on_board.0.as_mut() else { return };
    let Some(task) = attempt.lesson.arrangement() else { return };
    let arranged = current.start.clone();
    let verdict = task.judge(&arranged);
    info!(
        "lesson {}/{}: arranged {}: {verdict:?}",
        attempt.kind,
        attempt.lesson.id,
        arrange::rows(&arranged)
    );
    match verdict {
        Ok(()) => {
            learned.tick(attempt.kind, &attempt.lesson);
            if attempt.starred() {
                learned.star(attempt.kind, &attempt.lesson);
            }
            attempt.verdict = Some(Ok(Did::default()));
        }
        Err(miss) => {
            attempt.misses += 1;
            attempt.step_misses += 1;
            attempt.verdict = Some(Err(miss));
            let Some(setup) = setup_of(&arranged) else { return };
            *current = Match::untimed(attempt.start.clone());
            match current.resume_setup(&setup) {
                Ok(()) => {
                    seeds_reset.write(SeedsReset);
                }
                Err(why) => warn!("lesson {}: the arrangement cannot be put back: {why}", attempt.lesson.id),
            }
        }
    }
}
