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

    pub fn ctrl(&self) -> bool {
        self.ctrl
    }

    pub fn shift(&self) -> bool {
        self.shift
    }
}
