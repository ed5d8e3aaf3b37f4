//! Ctrl+S and Ctrl+O: a game saved to a file, a file opened.

use crate::app::base::AppSystems;
use crate::app::base::PausableSystems;
use crate::app::base::modifiers::Modifiers;
use crate::app::files::messages::{OpenGame, SaveGame};
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, save_open.in_set(PausableSystems).in_set(AppSystems::RecordInput));
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
