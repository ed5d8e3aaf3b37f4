//! The game's keys: 1–9 answer the board's question, Ctrl+Z and Ctrl+Y take a move back and
//! play it again.

use super::messages::{OptionChosen, Redo, TakeBack};
use super::the_match::Match;
use crate::app::base::PausableSystems;
use crate::app::base::modifiers::Modifiers;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::phase::BoardPhase;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        answer
            .run_if(in_state(BoardPhase::Asking))
            .in_set(PausableSystems)
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::RecordInput),
    )
    .add_systems(Update, undo_redo.in_set(PausableSystems).in_set(AppSystems::RecordInput));
}

const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// Keys 1–9 take the answers in the order the panel lists them.
pub(super) fn answer(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    mut chosen: MessageWriter<OptionChosen>,
) {
    if !current.person_to_move() {
        return;
    }
    if let Some(n) = DIGITS.iter().position(|&key| keys.just_pressed(key)) {
        chosen.write(OptionChosen(n));
    }
}

/// Ctrl+Z takes a move back, Ctrl+Y (or Ctrl+Shift+Z) plays it again. Read key by key, in the
/// order pressed.
pub(super) fn undo_redo(
    mut keys: MessageReader<KeyboardInput>,
    mut held: Local<Modifiers>,
    mut take_back: MessageWriter<TakeBack>,
    mut redo: MessageWriter<Redo>,
) {
    for key in keys.read() {
        match held.shortcut(key) {
            Some((KeyCode::KeyY, _) | (KeyCode::KeyZ, true)) => {
                redo.write(Redo);
            }
            Some((KeyCode::KeyZ, false)) => {
                take_back.write(TakeBack);
            }
            _ => {}
        }
    }
}
