//! Files: the autosave and the settings (`base::settings`) kept between runs, the games with a
//! friend kept once over, the game put aside for a stranger's, the record of a game as a file (Save
//! game and Open game through the platform's dialog, Ctrl+S and Ctrl+O), and a position pasted
//! or copied.

mod dialog;
pub mod finished;
pub mod game_file;
mod keys;
pub mod messages;
pub mod notice;
mod open;
mod panel;
pub mod persist;
pub mod put_aside;
pub mod saved;
pub mod words;

use bevy::prelude::*;

/// What runs without a window too: the saves, the settings and the keys.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<persist::Store>()
        .init_resource::<saved::Resumable>()
        .init_resource::<notice::FileNotice>()
        .add_plugins((
            messages::plugin,
            persist::plugin,
            finished::plugin,
            keys::plugin,
            open::plugin,
            put_aside::plugin,
        ));
}

/// The platform's file dialog and the panels, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((dialog::plugin, panel::plugin));
}
