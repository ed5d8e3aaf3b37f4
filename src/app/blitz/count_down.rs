//! Runs the Blitz count: it counts only while the board waits for the player to move.

use super::clock::BlitzClock;
use crate::app::base::pause::Pause;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::saved::settings::PlayMode;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, count_down.run_if(in_state(Screen::Playing)).in_set(AppSystems::Finish));
}

pub(super) fn count_down(
    time: Res<Time>,
    current: Res<Match>,
    turn: Res<Turn>,
    pause: Res<Pause>,
    phase: Res<State<BoardPhase>>,
    mut clock: ResMut<BlitzClock>,
) {
    let in_play =
        current.mode == PlayMode::Blitz && current.arranging.is_none() && current.game.outcome().is_none();
    let position = in_play.then(|| (current.moves.len(), current.game.side_to_move()));
    let waiting = *phase.get() == BoardPhase::AwaitingPit && !turn.is_choosing() && !pause.holds();
    if let Some(side) = clock.tick(time.delta_secs(), position, waiting) {
        info!("{side}'s count ran out: {} may take the turn", side.opponent());
    }
}
