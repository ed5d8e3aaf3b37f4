//! Ctrl+S and Ctrl+O: a game saved to a file, a file opened.

use crate::app::AppSystems;
use crate::app::files::messages::{OpenGame, SaveGame};
use crate::app::shell::modifiers::Modifiers;
use crate::app::shell::paused::not_paused;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, save_open.run_if(not_paused).in_set(AppSystems::RecordInput));
}

/// Ctrl+S saves the game to a file, Ctrl+O opens one (from the title screen too). Read key by
/// key, in the order pressed.
fn save_open(
    mut keys: MessageReader<KeyboardInput>,
    mut held: Local<Modifiers>,
    mut save: MessageWriter<SaveGame>,
    mut open: MessageWriter<OpenGame>,
) {
    for key in keys.read() {
        match held.shortcut(key) {
            Some((KeyCode::KeyS, _)) => {
                save.write(SaveGame);
            }
            Some((KeyCode::KeyO, _)) => {
                open.write(OpenGame);
            }
            _ => {}
        }
    }
}
