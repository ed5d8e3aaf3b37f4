//! The game: Bevy systems that show the rules' board, take a player's choice and animate what
//! the rules report. Nothing here decides a rule. The layers (see README.md beside this file):
//! `model` (state, messages, pure logic) under `play` (applies messages to the model), `view`
//! (board, seeds, playback, sound), `input` (pointer, keys) and `ui` (egui panels).

mod built_in;
mod files;
pub mod fonts;
pub mod input;
pub mod launch;
pub mod model;
pub mod page;
pub mod persist;
mod phase;
pub mod play;
pub mod screenshot;
pub mod ui;
pub mod view;
#[cfg(not(target_arch = "wasm32"))]
mod window_icon;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;

/// Which screen the player is on.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Playing,
}

/// App-wide order of work within a frame (after `phase` has set the board's phase in PreUpdate):
/// read input, apply it to the model, advance the playback, then show.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    RecordInput,
    Apply,
    Update,
    Present,
}

/// The whole game in a window: engine plugins, then the game's own.
pub struct AppPlugin {
    pub launch: launch::Launch,
    /// The window's size in pixels (on the web the page's canvas decides).
    pub window_size: (u32, u32),
}

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        let window = Window {
            title: "Kete".to_string(),
            resolution: WindowResolution::new(self.window_size.0, self.window_size.1),
            fit_canvas_to_parent: true,
            // The web page's own canvas (web/index.html); ignored on the desktop.
            canvas: Some("#bevy".to_string()),
            prevent_default_event_handling: true,
            ..default()
        };
        app.add_plugins((
            DefaultPlugins
                .set(WindowPlugin { primary_window: Some(window), ..default() })
                .set(AssetPlugin { meta_check: AssetMetaCheck::Never, ..default() }),
            bevy_egui::EguiPlugin::default(),
            bevy_kira_audio::AudioPlugin,
        ))
        .insert_resource(ClearColor(Color::srgb(0.10, 0.08, 0.07)))
        .insert_resource(self.launch.clone())
        // A screenshot run saves nothing: it must not overwrite, nor find, a player's game.
        .insert_resource(if self.launch.screenshot.is_some() {
            persist::Store::default()
        } else {
            persist::Store::standard()
        })
        .add_plugins((
            fonts::plugin,
            game_plugin,
            ui::plugin,
            screenshot::plugin,
            launch::plugin,
            page::plugin,
            files::plugin,
        ));
        #[cfg(not(target_arch = "wasm32"))]
        app.add_plugins(window_icon::plugin);
        // For the benchmarks (docs/BENCHMARKS.md): KETE_FRAME_TIMES=1 logs the frame time each second.
        #[cfg(not(target_arch = "wasm32"))]
        if std::env::var_os("KETE_FRAME_TIMES").is_some() {
            use bevy::diagnostic::{FrameTimeDiagnosticsPlugin, LogDiagnosticsPlugin};
            app.add_plugins((FrameTimeDiagnosticsPlugin::default(), LogDiagnosticsPlugin::default()));
        }
    }
}

/// Everything that runs without a window or a GPU: state, input messages, playback, sound.
/// Headless tests add this over `MinimalPlugins`.
pub fn game_plugin(app: &mut App) {
    app.init_state::<Screen>()
        .configure_sets(
            Update,
            (AppSystems::RecordInput, AppSystems::Apply, AppSystems::Update, AppSystems::Present).chain(),
        )
        .init_resource::<persist::Store>()
        .add_plugins((
            model::plugin,
            phase::plugin,
            play::plugin,
            view::plugin,
            input::plugin,
            persist::plugin,
        ));
}
