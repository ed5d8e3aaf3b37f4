//! While a text field has the keys (a comment on a move, a position pasted, the editor's
//! numbers), what is typed is the field's: the game's own keys (H for a hint, M for the sound,
//! the digits that answer a question, the arrows) hear nothing of it. egui reads the keys before
//! the game's systems do, and has them still.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Typing>()
        .add_systems(EguiPrimaryContextPass, note_typing)
        .add_systems(PreUpdate, hold_the_keys.after(EguiPreUpdateSet::ProcessInput));
}

/// A text field had the keys at the end of the last pass.
#[derive(Resource, Default)]
struct Typing(bool);

fn note_typing(mut contexts: EguiContexts, mut typing: ResMut<Typing>) -> Result {
    let now = contexts.ctx_mut()?.text_edit_focused();
    if typing.0 != now {
        typing.0 = now;
    }
    Ok(())
}

fn hold_the_keys(
    typing: Res<Typing>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pressed: ResMut<Messages<KeyboardInput>>,
) {
    if typing.0 {
        keys.reset_all();
        pressed.clear();
    }
}
