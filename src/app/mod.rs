//! The game.
