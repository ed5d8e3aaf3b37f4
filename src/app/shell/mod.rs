//! The shell around the board: the title screen and its new-game dialog, the bar above the
//! board, the pause panel, the game-over panel, the rules reference, the panels' theme and
//! fonts, the web page around the game, and the desktop window's icon.

mod bar;
pub mod built_in;
pub mod fonts;
mod game_over;
mod keys;
pub mod modifiers;
pub mod page;
mod pause;
pub mod paused;
mod pictures;
mod theme;
mod title;
mod typing;
pub mod widgets;
#[cfg(not(target_arch = "wasm32"))]
mod window_icon;
pub mod windows;

use bevy::prelude::*;

/// What runs without a window too: the pause and its keys.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<paused::Pause>().init_resource::<windows::OpenWindows>().add_plugins(keys::plugin);
}

/// The panels, the fonts, the page and the window's icon.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((
        fonts::plugin,
        theme::plugin,
        pictures::plugin,
        title::plugin,
        bar::plugin,
        game_over::plugin,
        pause::plugin,
        page::plugin,
        typing::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(window_icon::plugin);
}
