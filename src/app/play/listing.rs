//! The legal moves of the position on the board, each already played by the rules on a copy with
//! what it did, worked out off the frame loop. Almost every position takes microseconds; a rare
//! Bao or Omweso position takes the rules seconds (an exact never-ending check must walk a long
//! cycle), and the board keeps drawing meanwhile.

use super::session::Match;
use super::{AppSystems, Screen};
use crate::rules::{AnyGame, AnyMove, Event};
use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    // Only a board being played needs its moves (not the title screen's idle match).
    app.init_resource::<Listing>()
        .add_systems(Update, list_lines.in_set(AppSystems::RecordInput).run_if(in_state(Screen::Playing)));
}

/// One legal move, played to its end by the rules on a copy of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub mv: AnyMove,
    pub notation: String,
    pub events: Vec<Event>,
    pub after: AnyGame,
}

/// Every legal move of `game`, each played once.
pub fn play_all(game: &AnyGame) -> Vec<Line> {
    game.legal_moves()
        .into_iter()
        .filter_map(|mv| {
            let mut after = game.clone();
            let mut events = Vec::new();
            match after.play(mv, &mut events) {
                Ok(()) => Some(Line { mv, notation: game.format_move(mv), events, after }),
                Err(err) => {
                    warn!("the rules refused their own listed move: {err}");
                    None
                }
            }
        })
        .collect()
}

/// The listing under way, and which position it is for.
#[derive(Resource, Default)]
struct Listing {
    task: Option<(u64, Task<Vec<Line>>)>,
}

fn list_lines(mut current: ResMut<Match>, mut listing: ResMut<Listing>) {
    if current.lines.is_some() || current.arranging.is_some() {
        return;
    }
    let position = current.position_id();
    match &mut listing.task {
        Some((id, task)) if *id == position => {
            if let Some(lines) = check_ready(task) {
                current.lines = Some(Arc::from(lines));
                listing.task = None;
            }
        }
        // A listing for an earlier position is dropped: its result is not wanted.
        _ => {
            let game = current.game.clone();
            let task = AsyncComputeTaskPool::get().spawn(async move { play_all(&game) });
            listing.task = Some((position, task));
        }
    }
}
