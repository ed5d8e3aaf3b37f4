//! The Blitz count's frames: they go on while a count runs.

use super::clock::BlitzClock;
use crate::app::base::frames::while_busy;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, while_counting);
}

fn while_counting(clock: Res<BlitzClock>, mut was: Local<bool>, mut redraw: MessageWriter<RequestRedraw>) {
    while_busy(clock.running.is_some(), &mut was, &mut redraw);
}
