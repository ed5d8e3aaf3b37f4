//! Face to face: two players across a screen laid flat between them, the way these games are
//! played. South keeps the bar (at the screen's bottom edge, `shell::bar`) and the question panel;
//! North gets a strip of its own along the top edge, turned to face North — whose turn it is, the
//! last move in words, the result, and North's questions with their answers to touch — and North's
//! words on the board turn too (`board::camera`). A setting, and a toggle in the bar in hot-seat.

mod north_strip;

use bevy::prelude::*;

/// The strip, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(north_strip::plugin);
}
