//! The game: Bevy systems that show the rules' board, take a player's choice and animate what
//! the rules report. Nothing here decides a rule. One folder per capability (see README.md
//! beside this file), each with its own plugin; the order of work within a frame is said once,
//! by `AppSystems`.

pub mod access;
pub mod analysis;
pub mod base;
pub mod blitz;
pub mod board;
pub mod by_message;
pub mod computer;
pub mod editor;
mod face_to_face;
pub mod files;
pub mod game;
pub mod launch;
pub mod learn;
pub mod locale;
pub mod online;
pub mod puzzles;
pub mod review;
pub mod screenshot;
pub mod setup;
pub mod shell;

pub use base::{AppSystems, Screen};
use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::window::WindowResolution;

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
        .insert_resource(ClearColor(board::assets::BACKGROUND))
        .insert_resource(self.launch.clone())
        // A screenshot run saves nothing: it must not overwrite, nor find, a player's game.
        .insert_resource(if self.launch.screenshot.is_some() {
            files::persist::Store::default()
        } else {
            files::persist::Store::standard()
        })
        .add_plugins((game_plugin, window_plugins, screenshot::plugin, launch::plugin));
        // For the benchmarks (docs/BENCHMARKS.md): KETE_FRAME_TIMES=1 logs the frame time each second.
        #[cfg(not(target_arch = "wasm32"))]
        if std::env::var_os("KETE_FRAME_TIMES").is_some() {
            use bevy::diagnostic::{FrameTimeDiagnosticsPlugin, LogDiagnosticsPlugin};
            app.add_plugins((FrameTimeDiagnosticsPlugin::default(), LogDiagnosticsPlugin::default()));
        }
    }
}

/// What needs a window — panels, fonts, the file dialog — of each folder, in the folders' order.
fn window_plugins(app: &mut App) {
    app.add_plugins((
        base::window_plugin,
        board::window_plugin,
        setup::window_plugin,
        blitz::window_plugin,
        analysis::window_plugin,
        review::window_plugin,
        editor::window_plugin,
        puzzles::window_plugin,
        learn::window_plugin,
        files::window_plugin,
        by_message::window_plugin,
        online::window_plugin,
        access::window_plugin,
        face_to_face::window_plugin,
        shell::window_plugin,
    ));
}

/// Everything that runs without a window or a GPU: state, input messages, playback, sound.
/// Headless tests add this over `MinimalPlugins`.
pub fn game_plugin(app: &mut App) {
    app.init_state::<Screen>()
        .configure_sets(
            Update,
            (
                AppSystems::Pause,
                AppSystems::RecordInput,
                AppSystems::Gate,
                AppSystems::Start,
                AppSystems::Review,
                AppSystems::Think,
                AppSystems::Choose,
                AppSystems::List,
                AppSystems::Finish,
                AppSystems::Update,
                AppSystems::Present,
            )
                .chain(),
        )
        .add_plugins((
            base::plugin,
            locale::plugin,
            game::plugin,
            board::plugin,
            setup::plugin,
            review::plugin,
            computer::plugin,
            blitz::plugin,
            files::plugin,
            learn::plugin,
            access::plugin,
            puzzles::plugin,
            analysis::plugin,
            editor::plugin,
            shell::plugin,
        ))
        .add_plugins((by_message::plugin, online::plugin));
    // A lesson or a puzzle on the board is no game to continue: the save of the game stays as it
    // was. Said here, over both, so that the files need not stand above the lessons and puzzles.
    let keeps_the_game =
        || files::persist::KeepsTheGame.run_if(learn::lesson::no_lesson).run_if(puzzles::book::no_puzzle);
    app.configure_sets(Update, keeps_the_game()).configure_sets(OnExit(Screen::Playing), keeps_the_game());
}
