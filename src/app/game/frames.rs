//! The game's frames: one follows each change of the match, its legal moves, the turn and the
//! board's phase, and they go on while the rules list a rare position's moves (the bar counts
//! how long).

use super::last_move::LastMove;
use super::legal::Legal;
use super::phase::BoardPhase;
use super::the_match::Match;
use super::turn::Turn;
use crate::app::base::frames::{redraw_on_change, while_busy};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Last,
        (
            redraw_on_change::<Match>,
            redraw_on_change::<Legal>,
            redraw_on_change::<Turn>,
            redraw_on_change::<LastMove>,
            redraw_on_change::<State<BoardPhase>>,
            while_listing,
        ),
    );
}

fn while_listing(
    phase: Option<Res<State<BoardPhase>>>,
    mut was: Local<bool>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let listing = phase.is_some_and(|phase| *phase.get() == BoardPhase::Listing);
    while_busy(listing, &mut was, &mut redraw);
}
