//! Kete's game files — a save (the game with the match around it, its analysis and comments) or a
//! bare record — written by the game and read by one function for the game and kete-cli alike.
//! Plain Rust, like the rules: no engine.

pub mod finished;
pub mod format;
pub mod link;
pub mod notes;
pub mod online_game;
mod read;
pub mod settings;
mod setup;

pub use format::{SavedMatch, SavedSettings, SavedSetup};
pub use notes::Notes;
pub use read::{Around, FileError, GameFile, read};
