//! The computer's frames: they go on while it thinks (its move waits a moment even when found at
//! once) and follow each change of its thoughts.

use super::think::Thinker;
use super::thoughts::Thoughts;
use crate::app::base::frames::{redraw_on_change, while_busy};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, (while_thinking, redraw_on_change::<Thoughts>));
}

fn while_thinking(thinker: Res<Thinker>, mut was: Local<bool>, mut redraw: MessageWriter<RequestRedraw>) {
    while_busy(thinker.is_thinking(), &mut was, &mut redraw);
}
