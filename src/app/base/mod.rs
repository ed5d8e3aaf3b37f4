//! The vocabulary every folder shares, and nothing more: the screens, the order of work within a
//! frame (`AppSystems`) and the pausable systems, the pause, the player's settings and progress, the panels'
//! order and theme (palette, text sizes, widgets, fonts), the keys' modifiers, the web page
//! around the game, a message's gate, work off the frame and frames on demand. It imports no other folder of the
//! app: every folder may import it (src/app/README.md).

pub mod built_in;
pub mod fonts;
pub mod frames;
pub mod gate;
pub mod job;
pub mod modifiers;
pub mod page;
pub mod panel_keys;
pub mod pause;
pub mod progress;
pub mod settings;
pub mod text_size;
mod theme;
pub mod widgets;
pub mod window_shape;
pub mod windows;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// Which screen the player is on.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    /// Each game's path of lessons.
    Learn,
    Playing,
}

/// App-wide order of work within a frame (after `phase` has set the board's phase in PreUpdate):
/// Escape and the pause (which may hold the rest of the input); read input; drop the messages the board cannot take now (`gate`); start or leave games; step
/// through a review; let the computer decide; apply a player's choice; list the next moves; end
/// a game and count the Blitz; advance the playback; then show.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    Pause,
    RecordInput,
    Gate,
    Start,
    Review,
    Think,
    Choose,
    List,
    Finish,
    Update,
    Present,
}

/// The systems that wait while the pause panel (or its question) holds the board: said once here,
/// in every schedule they run in, instead of a `run_if(not_paused)` on each.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PausableSystems;

/// What runs without a window too: the pause, the open windows and the settings.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<pause::Pause>()
        .init_resource::<windows::OpenWindows>()
        .init_resource::<settings::Settings>()
        .init_resource::<settings::NewGameChoice>()
        .init_resource::<progress::Learned>()
        .configure_sets(Update, PausableSystems.run_if(pause::not_paused))
        .configure_sets(EguiPrimaryContextPass, PausableSystems.run_if(pause::not_paused))
        .add_plugins((frames::plugin, panel_keys::plugin))
        .add_systems(
            Last,
            (
                frames::redraw_on_change::<State<Screen>>,
                // Not the settings nor the open windows: the panels borrow them mutably every
                // frame, and a player changes them by input, which draws its own frames.
                frames::redraw_on_change::<pause::Pause>,
            ),
        );
}

/// The fonts, the panels' theme, the web page and where the keys are, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((
        fonts::plugin,
        theme::plugin,
        page::plugin,
        panel_keys::window_plugin,
        frames::window_plugin,
    ));
}
