//! The position editor: any position set up by hand — each pit's seeds, the side to move, and the
//! position's other fields (Bao's reserves, nyumba and takasia; Omweso's counters) — each edit
//! judged by the rules' own reading of a position, with the reason when it cannot be one, and shown
//! on the board whenever it is one (a click on a pit adds a seed there); then played, explored on
//! the analysis board, or copied as a position string.

pub mod draft;
mod on_board;
mod panel;

use bevy::prelude::*;

/// What runs without a window too: the editor's state.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<draft::Editor>().add_plugins(on_board::plugin);
}

/// The editor's window, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}
