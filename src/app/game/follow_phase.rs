//! The one place the board's phase is set: at the start of each frame, before the state
//! transitions are applied, from the match, the turn and whether seeds are still moving as the
//! last frame left them (`SeedsMoving`, which the board's playback keeps). So every system of the frame sees the phase of the board it acts on,
//! and a board just laid out begins in its own phase (a setup, say), not a default.

use super::legal::Legal;
use super::phase::{BoardPhase, SeedsMoving, phase_of};
use super::the_match::Match;
use super::turn::Turn;
use crate::app::base::Screen;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<BoardPhase>()
        .init_resource::<SeedsMoving>()
        .add_systems(PreUpdate, set_phase.run_if(on_the_board));
}

/// On the board, or going there this frame.
fn on_the_board(screen: Res<State<Screen>>, next: Res<NextState<Screen>>) -> bool {
    let going =
        matches!(*next, NextState::Pending(Screen::Playing) | NextState::PendingIfNeq(Screen::Playing));
    *screen.get() == Screen::Playing || going
}

fn set_phase(
    current: Res<Match>,
    legal: Res<Legal>,
    turn: Res<Turn>,
    moving: Res<SeedsMoving>,
    phase: Option<Res<State<BoardPhase>>>,
    mut next: ResMut<NextState<BoardPhase>>,
) {
    let wanted = phase_of(&current, &legal, &turn, moving.0);
    if phase.is_none_or(|phase| *phase.get() != wanted) {
        debug!("board phase: {wanted:?}");
        next.set(wanted);
    }
}
