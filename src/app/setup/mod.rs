//! Omweso's setup: each player arranges their seeds before play (`game::arranging::Arranging`), by click, drag,
//! keys or the panel's whole arrangements; the seed being dragged is drawn under the pointer.

mod arrange;
mod drag;
mod keys;
mod panel;

pub use panel::controls;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((arrange::plugin, drag::plugin, keys::plugin));
}

/// The setup panel, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(panel::plugin);
}
