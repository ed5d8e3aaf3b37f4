//! Kete: the four-row mancala games of East Africa.
//!
//! `rules` is plain Rust and builds without the game engine (`--no-default-features`);
//! `app` is the Bevy game on top of it.

pub mod rules;

/// Lessons: tasks on a real board, judged by the rules' events (no engine either).
pub mod lessons;

/// Reading a file a person named, bounded in what it reads (kete-cli and the game).
pub mod text_file;

/// The computer opponent, over the rules (no engine either).
pub mod ai;

/// The engine's slow work as tasks done in slices, on a thread or in a Web Worker (no engine).
pub mod work;

/// Game files: a save or a record, read by one function for the game and kete-cli (no engine).
pub mod saved;

/// An online game between two devices: what they say, checked through the rules (no engine; the
/// network only with the `online` feature).
pub mod online;

#[cfg(feature = "app")]
pub mod app;
