//! The modifier keys held, followed key by key: for shortcuts read from the keyboard's messages.

use bevy::input::ButtonState;
use bevy::input::keyboard::{KeyCode, KeyboardInput};

/// Ctrl (or the command key) and Shift, as the keys pressed so far in order say: a slow frame can
/// gather a whole Ctrl+S — Ctrl down, S down and up, Ctrl up — and the state at the frame's end
/// would miss it.
#[derive(Default, Clone, Copy)]
pub struct Modifiers {
    ctrl: bool,
    shift: bool,
}

impl Modifiers {
    /// Takes one key event; true when it is a modifier key.
    pub fn follow(&mut self, key: &KeyboardInput) -> bool {
        let down = key.state == ButtonState::Pressed;
        match key.key_code {
            KeyCode::ControlLeft | KeyCode::ControlRight | KeyCode::SuperLeft | KeyCode::SuperRight => {
                self.ctrl = down;
                true
            }
            KeyCode::ShiftLeft | KeyCode::ShiftRight => {
                self.shift = down;
                true
            }
            _ => false,
        }
    }

    /// Takes one key event; the key of a Ctrl (or command-key) shortcut just pressed, and
    /// whether Shift is held with it.
    pub fn shortcut(&mut self, key: &KeyboardInput) -> Option<(KeyCode, bool)> {
        let modifier = self.follow(key);
        (!modifier && key.state == ButtonState::Pressed && !key.repeat && self.ctrl)
            .then_some((key.key_code, self.shift))
    }

    /// Takes one key event; the key just pressed (not held, not a modifier) without Ctrl.
    pub fn plain(&mut self, key: &KeyboardInput) -> Option<KeyCode> {
        let modifier = self.follow(key);
        (!modifier && key.state == ButtonState::Pressed && !key.repeat && !self.ctrl).then_some(key.key_code)
    }
}
