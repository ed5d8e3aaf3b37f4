//! The keys go to one place at a time. While a text field has them (a comment on a move, a
//! position pasted, the editor's numbers), what is typed is the field's: the game's own keys (H
//! for a hint, M for the sound, the digits that answer a question, the arrows) hear nothing of it.
//! While a panel's button has them (Tab put them there: a click never focuses a button), Enter
//! and Space press it, the arrows and Tab walk the buttons and Escape gives the keys back to the
//! board — so Enter on a focused "Keep playing" never also abandons the game, nor plays the
//! board's focused pit. egui reads the keys before the game's systems do, and has them still.

use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass};

/// Without a window (the headless tests) no panel ever has the keys: the board keeps them.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelKeys>()
        .add_systems(PreUpdate, hold_the_keys.after(EguiPreUpdateSet::ProcessInput));
}

pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, note_where_the_keys_are);
}

/// Where the keys were at the end of the last pass.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq, Debug)]
pub enum PanelKeys {
    #[default]
    Board,
    /// A text field: every key is the field's.
    Typing,
    /// A button, a checkbox, a slider: the keys that press and walk them are theirs.
    Button,
}

impl PanelKeys {
    /// The keys a focused button takes from the game (egui: Space and Enter press it, the arrows
    /// and Tab move its focus, Escape drops it).
    const BUTTON_KEYS: [KeyCode; 9] = [
        KeyCode::Enter,
        KeyCode::NumpadEnter,
        KeyCode::Space,
        KeyCode::Tab,
        KeyCode::Escape,
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
    ];

    /// Whether the game hears `key` pressed now.
    pub fn board_hears(self, key: KeyCode) -> bool {
        match self {
            PanelKeys::Board => true,
            PanelKeys::Typing => false,
            PanelKeys::Button => !Self::BUTTON_KEYS.contains(&key),
        }
    }
}

fn note_where_the_keys_are(mut contexts: EguiContexts, mut keys: ResMut<PanelKeys>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = if ctx.text_edit_focused() {
        PanelKeys::Typing
    } else if ctx.memory(|memory| memory.focused().is_some()) {
        PanelKeys::Button
    } else {
        PanelKeys::Board
    };
    if *keys != now {
        // Said for the browser tests, which wait for the keys to move before the next.
        info!("the keys are at: {now:?}");
        *keys = now;
    }
    Ok(())
}

fn hold_the_keys(
    at: Res<PanelKeys>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pressed: ResMut<Messages<KeyboardInput>>,
) {
    match *at {
        PanelKeys::Board => {}
        PanelKeys::Typing => {
            keys.reset_all();
            pressed.clear();
        }
        // A key read from the messages, in order, asks `board_hears` itself (the setup's Enter;
        // the shortcuts read so are Ctrl's, none of a button's): a frame's messages cannot be
        // taken out one by one.
        PanelKeys::Button => PanelKeys::BUTTON_KEYS.iter().for_each(|&key| keys.reset(key)),
    }
}
