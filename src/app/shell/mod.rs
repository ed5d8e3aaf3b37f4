//! The shell around the board: the title screen and its new-game dialog, the bar above the
//! board, leaving the board, the pause panel, the game-over panel, the rules reference, and the desktop window's
//! icon. It stands over every capability (its bar and panels lead to them); what all panels share
//! is `base`.

mod bar;
mod finished_games;
mod game_over;
mod keys;
mod leave;
mod notation;
mod pause;
mod pictures;
mod rules_window;
mod title;
#[cfg(not(target_arch = "wasm32"))]
mod window_icon;

use bevy::prelude::*;

/// What runs without a window too: the pause's keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((keys::plugin, leave::plugin));
}

/// The panels and the window's icon.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((
        pictures::plugin,
        title::plugin,
        bar::plugin,
        rules_window::plugin,
        game_over::plugin,
        pause::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(window_icon::plugin);
}
