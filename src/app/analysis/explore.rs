//! The analysis board at work: a variation begun from the position shown and ended with the game
//! back as it was; any other game put on the board ends it too. While it is on, the engine
//! searches each position of it off the frame and reports as it deepens.

use super::messages::{BackToGame, Explore};
use super::state::SLICE;
use super::variation::{LiveEvaluation, Variation};
use crate::ai::Budget;
use crate::ai::analysis::NODES;
use crate::app::base::job::Job;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::messages::{BoardReset, Reset};
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use crate::work::search::EvaluateTask;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Variation>()
        .init_resource::<LiveEvaluation>()
        .init_resource::<Evaluating>()
        .add_systems(
            Update,
            (
                (explore, back_to_game).chain().in_set(Starting::NewBoard),
                other_games.in_set(Starting::Follow),
                evaluate.in_set(AppSystems::Think),
                make_room.in_set(AppSystems::Present),
            ),
        )
        .add_systems(OnEnter(Screen::Title), |mut variation: ResMut<Variation>| variation.kept = None);
}

/// The share of the window the analysis board's panel takes beside (or, upright, below) the board.
pub(super) const ROOM: f32 = 0.27;

/// The board moves over for the analysis board's panel while a variation is on.
fn make_room(variation: Res<Variation>, mut room: ResMut<PanelRoom>) {
    let share = if variation.on() { ROOM } else { 0.0 };
    ask_for_room(&mut room, "analysis_board", share);
}

/// Begins a variation from the position on the board (or one set up by hand): the game is kept
/// aside, the board holds the position alone, untimed, with take-backs, both sides played by hand.
fn explore(
    mut asked: MessageReader<Explore>,
    mut current: ResMut<Match>,
    mut variation: ResMut<Variation>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(Explore(position)) = asked.read().last() else { return };
    if !current.allowed().help {
        info!("no variation while a game with a friend runs");
        return;
    }
    // A setup under way has no position yet to explore (one set up by hand has).
    if current.arranging.is_some() && position.is_none() {
        return;
    }
    let from = position.clone().unwrap_or_else(|| current.game.clone());
    if !variation.on() {
        variation.kept = Some(Box::new(current.clone()));
    }
    info!("exploring from {}", from.to_text());
    *current = Match::untimed(from);
    reset.write(BoardReset::because(Reset::GameAside));
}

fn back_to_game(
    mut asked: MessageReader<BackToGame>,
    mut current: ResMut<Match>,
    mut variation: ResMut<Variation>,
    mut reset: MessageWriter<BoardReset>,
) {
    if asked.read().last().is_some()
        && let Some(kept) = variation.kept.take()
    {
        info!("back to the game");
        *current = *kept;
        reset.write(BoardReset::because(Reset::GameAside));
    }
}

/// Another game put on the board ends the variation; the game kept aside is let go, as the
/// game on the board would have been.
fn other_games(mut resets: MessageReader<BoardReset>, mut variation: ResMut<Variation>) {
    let other = resets.read().any(|reset| reset.cause.another_game());
    if other {
        variation.kept = None;
    }
}

/// The search of the position on the board, while a variation is on.
#[derive(Resource, Default)]
struct Evaluating {
    job: Option<(u64, Job<EvaluateTask>)>,
}

fn evaluate(
    current: Res<Match>,
    variation: Res<Variation>,
    mut evaluating: ResMut<Evaluating>,
    mut live: ResMut<LiveEvaluation>,
) {
    if !variation.on() {
        evaluating.job = None;
        return;
    }
    let position = current.position_id();
    if evaluating.job.as_ref().is_none_or(|(of, _)| *of != position) {
        *live = LiveEvaluation { position: Some(position), ..default() };
        evaluating.job = None;
        if current.game.outcome().is_some() {
            let south = current.game.outcome().map(|o| match o.winner {
                Some(crate::rules::Side::South) => 1.0,
                Some(crate::rules::Side::North) => 0.0,
                None => 0.5,
            });
            *live = LiveEvaluation { position: Some(position), south, done: true, ..default() };
            return;
        }
        let task = EvaluateTask { game: current.game.clone(), budget: Budget::nodes(NODES) };
        evaluating.job = Some((position, Job::start("evaluation", task, SLICE)));
    }
    if let Some((_, job)) = evaluating.job.as_mut()
        && let Some(seen) = job.take()
    {
        *live = LiveEvaluation::of(position, &current.game, &seen.report, seen.done);
    }
}
