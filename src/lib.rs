//! Kete: the four-row mancala games of East Africa.
//!
//! `rules` is plain Rust and builds without the game engine (`--no-default-features`);
//! `app` is the Bevy game on top of it.

pub mod rules;

#[cfg(feature = "app")]
pub mod app;
