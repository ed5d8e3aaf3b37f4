//! Stepping through the game's moves: back and forth, to any move, a replay from the start, and
//! playing on from a position looked at (only where a move may be taken back). A step forward
//! shows the move's seeds moving; any other step lays the board anew.

use super::replay::{REST_SECONDS, Replay, replayed};
use crate::app::base::frames::while_busy;
use crate::app::base::gate::GatedMessages;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::pace::Pace;
use crate::app::game::last_move::{LastMove, MoveSummary};
use crate::app::game::messages::Review;
use crate::app::game::messages::ReviewStep;
use crate::app::game::messages::{BoardReset, Reset, ShowEvents};
use crate::app::game::phase::BoardPhase;
use crate::app::game::phase::reviewable;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_gated_message::<Review, _, _, _, _>(reviewable, step.in_set(AppSystems::Review))
        .add_systems(
            Update,
            replay_on.after(step).run_if(in_state(Screen::Playing)).in_set(AppSystems::Review),
        )
        .add_systems(Last, while_replaying);
}

/// A replay rests between moves by the clock: its frames go on while it plays.
fn while_replaying(replay: Res<Replay>, mut was: Local<bool>, mut redraw: MessageWriter<RequestRedraw>) {
    while_busy(replay.playing, &mut was, &mut redraw);
}

pub(super) fn step(
    mut steps: MessageReader<Review>,
    mut current: ResMut<Match>,
    mut replay: ResMut<Replay>,
    mut turn: ResMut<Turn>,
    mut last: ResMut<LastMove>,
    mut show: MessageWriter<ShowEvents>,
    mut reset: MessageWriter<BoardReset>,
) {
    // Only the last step of a frame: several clicks in one frame mean the last one.
    let Some(&Review(step)) = steps.read().last() else { return };
    let before = current.ply().0;
    match step {
        ReviewStep::Forward => {
            replay.playing = false;
            forward(&mut current, &mut last, &mut show, &mut reset);
            return;
        }
        ReviewStep::Back => {
            current.step_back();
        }
        ReviewStep::Start => current.review_at(0),
        ReviewStep::To(ply) => current.review_at(ply),
        ReviewStep::Live => current.back_to_live(),
        ReviewStep::PlayOnHere => match current.can_play_on_here() {
            Ok(()) => {
                let (at, all) = current.ply();
                current.play_on_here();
                info!("play goes on after move {at}; the {} moves after it are dropped", all - at);
            }
            Err(why) => info!("play cannot go on from here: {why:?}"),
        },
        ReviewStep::Replay => {
            current.review_at(0);
            replay.playing = current.reviewing;
            replay.rested = 0.0;
        }
        ReviewStep::ToggleReplay => {
            replay.playing = !replay.playing && current.reviewing;
            replay.rested = REST_SECONDS;
        }
    }
    if !matches!(step, ReviewStep::Replay | ReviewStep::ToggleReplay) {
        replay.playing = false;
    }
    let (now, all) = current.ply();
    if now != before || step == ReviewStep::PlayOnHere {
        debug!("review: move {now} of {all}");
        *turn = Turn::default();
        reset.write(BoardReset::because(Reset::Reviewed));
    }
}

/// The next move, shown being played; a move not worth showing lays the board anew.
fn forward(
    current: &mut Match,
    last: &mut LastMove,
    show: &mut MessageWriter<ShowEvents>,
    reset: &mut MessageWriter<BoardReset>,
) {
    let Some((notation, before)) = current.step_forward() else { return };
    match replayed(&before, &notation, &current.game) {
        Some(line) => {
            last.0 = Some(MoveSummary::of_line(&before, &line));
            show.write(ShowEvents(line.events));
        }
        None => {
            reset.write(BoardReset::because(Reset::Reviewed));
        }
    }
}

/// A replay shows the next move once the board has rested after the last one.
pub(super) fn replay_on(
    time: Res<Time>,
    pace: Res<Pace>,
    phase: Res<State<BoardPhase>>,
    mut replay: ResMut<Replay>,
    mut current: ResMut<Match>,
    mut last: ResMut<LastMove>,
    mut show: MessageWriter<ShowEvents>,
    mut reset: MessageWriter<BoardReset>,
) {
    if !replay.playing {
        return;
    }
    // The replay has reached the last move, or the game was left.
    if !current.reviewing {
        replay.playing = false;
        return;
    }
    // Seeds are still moving (or the board has yet to see the review begin).
    if *phase.get() != BoardPhase::Reviewing {
        return;
    }
    replay.rested += time.delta_secs();
    if replay.rested >= pace.capture(REST_SECONDS) {
        replay.rested = 0.0;
        forward(&mut current, &mut last, &mut show, &mut reset);
    }
}
