//! The board's frames: they go on while seeds fly, land or wait for the next event of a move,
//! while a note on the board rises and fades, and while a finger is down (a long press is told
//! from a tap by time); and a frame follows a change of the room the board is fitted into.

use super::hop::{Hop, Settle};
use super::layout::{BarRoom, BoardLayout, PanelRoom};
use super::notes::Rising;
use super::playback::Playback;
use super::pointer::PointerNow;
use crate::app::base::frames::{redraw_on_change, while_busy};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    // The board is fitted again when a panel or the bar takes more or less room, or it turns.
    app.add_systems(
        Last,
        (
            while_the_board_moves,
            redraw_on_change::<PanelRoom>,
            redraw_on_change::<BarRoom>,
            redraw_on_change::<BoardLayout>,
        ),
    );
}

fn while_the_board_moves(
    playback: Res<Playback>,
    moving: Query<(), Or<(With<Hop>, With<Settle>, With<Rising>)>>,
    pointer: Option<Res<PointerNow>>,
    mut was: Local<bool>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let finger_down = pointer.is_some_and(|pointer| pointer.0.finger_down);
    while_busy(playback.is_busy() || !moving.is_empty() || finger_down, &mut was, &mut redraw);
}
