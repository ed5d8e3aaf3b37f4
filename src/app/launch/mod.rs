//! How the game was started: straight into a position (`--position`, `--moves`), into a new
//! match of a game (`--game`), into the lessons (`--learn`, `--lesson`, `--puzzle`), or to the
//! title screen; then, for scripts and screenshots, the clicks of `--pick`. `main.rs` reads the
//! arguments; `request` checks them into a `Launch`; `act` acts on it once the game runs. It
//! stands over every folder of the app.

mod act;
mod request;

pub use act::LaunchProgress;
pub use request::{Launch, LaunchOptions, Pick};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(act::plugin);
}
