//! The model of the game at the board: the match, the Omweso setup, the turn being chosen, the
//! listed moves, the board's phase, and every message. State and pure logic only — no systems;
//! it imports the rules and nothing of the view, the input or the panels.

pub mod clock;
pub mod computer;
pub mod dice;
pub mod game;
pub mod game_file;
pub mod lines;
pub mod messages;
pub mod pace;
pub mod pause;
pub mod phase;
pub mod pointer;
pub mod review;
pub mod saved;
pub mod seats;
pub mod settings;
pub mod setup;
pub mod trace;
pub mod turn;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(messages::plugin)
        .init_resource::<game::Match>()
        .init_resource::<computer::Thoughts>()
        .add_message::<computer::AskHint>()
        .init_resource::<turn::Turn>()
        .init_resource::<clock::BlitzClock>()
        .init_resource::<dice::Dice>()
        .init_resource::<pause::Pause>()
        .init_resource::<pace::Pace>()
        .init_resource::<trace::LastMove>()
        .init_resource::<settings::Settings>()
        .init_resource::<settings::NewGameChoice>()
        .init_resource::<saved::Resumable>()
        .init_resource::<review::Replay>()
        .init_resource::<game_file::FileNotice>()
        .init_resource::<pointer::HoveredPit>()
        .init_resource::<pointer::PreviewChoice>()
        .init_resource::<pointer::SeedDrag>();
}
