//! The keyboard: keys 1–9 answer the board's question, Escape lets go of a pit or opens the pause
//! panel, Space finishes a move being shown, S T R C and Enter arrange an Omweso setup, the pause
//! panel's own keys, ← → Home End through the game's moves, and the settings: - and + the speed,
//! M the sound, P the preview.

use crate::app::model::computer::AskHint;
use crate::app::model::game::Match;
use crate::app::model::messages::{
    CancelChoice, Leave, LeaveConfirmed, LeaveTo, OptionChosen, SetupAction, SkipPlayback,
};
use crate::app::model::messages::{OpenGame, Redo, Review, SaveGame, TakeBack};
use crate::app::model::pace::Pace;
use crate::app::model::pause::Pause;
use crate::app::model::phase::BoardPhase;
use crate::app::model::pointer::PreviewChoice;
use crate::app::model::review::ReviewStep;
use crate::app::model::settings::Settings;
use crate::app::model::setup::Fill;
use crate::app::model::turn::Turn;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

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
    if current.computer_to_move() {
        return;
    }
    if let Some(n) = DIGITS.iter().position(|&key| keys.just_pressed(key)) {
        chosen.write(OptionChosen(n));
    }
}

/// H asks for a hint: what the strongest level would play.
pub(super) fn hint(keys: Res<ButtonInput<KeyCode>>, current: Res<Match>, mut asks: MessageWriter<AskHint>) {
    if keys.just_pressed(KeyCode::KeyH) && !current.computer_to_move() {
        asks.write(AskHint);
    }
}

/// Space finishes the move being shown.
pub(super) fn skip(keys: Res<ButtonInput<KeyCode>>, mut skip: MessageWriter<SkipPlayback>) {
    if keys.just_pressed(KeyCode::Space) {
        skip.write(SkipPlayback);
    }
}

/// Escape steps back: from a confirmation to the pause panel's question, from the pause panel to
/// the board, from a pit chosen before any seed moved to no pit; otherwise it opens the pause
/// panel.
pub(super) fn escape(
    keys: Res<ButtonInput<KeyCode>>,
    turn: Res<Turn>,
    mut pause: ResMut<Pause>,
    mut cancel: MessageWriter<CancelChoice>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if pause.confirm.is_some() {
        pause.confirm = None;
    } else if pause.open {
        pause.open = false;
    } else if turn.question.as_ref().is_some_and(|q| q.at_start) {
        cancel.write(CancelChoice);
    } else {
        info!("paused");
        pause.open = true;
    }
}

/// While the pause panel shows: M for the menu, R to restart; while it asks to confirm, Enter or
/// Y abandons the game, N keeps it.
pub(super) fn pause_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut pause: ResMut<Pause>,
    mut leave: MessageWriter<Leave>,
    mut confirmed: MessageWriter<LeaveConfirmed>,
) {
    if let Some(to) = pause.confirm {
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::KeyY]) {
            confirmed.write(LeaveConfirmed(to));
        } else if keys.just_pressed(KeyCode::KeyN) {
            pause.confirm = None;
        }
    } else if pause.open {
        if keys.just_pressed(KeyCode::KeyM) {
            leave.write(Leave(LeaveTo::Menu));
        } else if keys.just_pressed(KeyCode::KeyR) {
            leave.write(Leave(LeaveTo::Restart));
        }
    }
}

/// Keys for the setup: S standard, T two in every pit, R random, C clear, Enter done — in the
/// order pressed, even when a slow frame gathers several. It reads every key of every frame on
/// the board (so no key pressed elsewhere is read late) and acts only during an unpaused setup.
pub(super) fn setup(
    mut keys: MessageReader<KeyboardInput>,
    mut held: Local<Modifiers>,
    phase: Res<State<BoardPhase>>,
    pause: Res<Pause>,
    mut actions: MessageWriter<SetupAction>,
) {
    let pressed: Vec<SetupAction> = keys
        .read()
        // Ctrl+S saves the game; it is not S for the standard arrangement.
        .filter(|key| !held.follow(key) && key.state == ButtonState::Pressed && !key.repeat && !held.ctrl)
        .filter_map(|key| match key.key_code {
            KeyCode::KeyS => Some(SetupAction::Fill(Fill::Standard)),
            KeyCode::KeyT => Some(SetupAction::Fill(Fill::TwoEach)),
            KeyCode::KeyR => Some(SetupAction::Fill(Fill::Random)),
            KeyCode::KeyC => Some(SetupAction::Fill(Fill::Clear)),
            KeyCode::Enter => Some(SetupAction::Done),
            _ => None,
        })
        .collect();
    if *phase.get() == BoardPhase::Setup && !pause.holds() {
        actions.write_batch(pressed);
    }
}

/// ← and → step back and forth through the game's moves, Home goes to its start, End back to
/// its last move.
pub(super) fn review(keys: Res<ButtonInput<KeyCode>>, mut review: MessageWriter<Review>) {
    let steps = [
        (KeyCode::ArrowLeft, ReviewStep::Back),
        (KeyCode::ArrowRight, ReviewStep::Forward),
        (KeyCode::Home, ReviewStep::Start),
        (KeyCode::End, ReviewStep::Live),
    ];
    if let Some(&(_, step)) = steps.iter().find(|(key, _)| keys.just_pressed(*key)) {
        review.write(Review(step));
    }
}

/// Ctrl (or the command key) and Shift, as the keys pressed so far in order say: a slow frame can
/// gather a whole Ctrl+S — Ctrl down, S down and up, Ctrl up — and the state at the frame's end
/// would miss it.
#[derive(Default, Clone, Copy)]
pub(super) struct Modifiers {
    ctrl: bool,
    shift: bool,
}

impl Modifiers {
    /// Takes one key event; true when it is a modifier key.
    fn follow(&mut self, key: &KeyboardInput) -> bool {
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
}

/// Ctrl+Z takes a move back, Ctrl+Y (or Ctrl+Shift+Z) plays it again; Ctrl+S saves the game to a
/// file, Ctrl+O opens one. Read key by key, in the order pressed.
pub(super) fn undo_redo(
    mut keys: MessageReader<KeyboardInput>,
    mut held: Local<Modifiers>,
    mut take_back: MessageWriter<TakeBack>,
    mut redo: MessageWriter<Redo>,
    (mut save, mut open): (MessageWriter<SaveGame>, MessageWriter<OpenGame>),
) {
    for key in keys.read() {
        if held.follow(key) || key.state != ButtonState::Pressed || key.repeat || !held.ctrl {
            continue;
        }
        match key.key_code {
            KeyCode::KeyY => {
                redo.write(Redo);
            }
            KeyCode::KeyZ if held.shift => {
                redo.write(Redo);
            }
            KeyCode::KeyZ => {
                take_back.write(TakeBack);
            }
            KeyCode::KeyS => {
                save.write(SaveGame);
            }
            KeyCode::KeyO => {
                open.write(OpenGame);
            }
            _ => {}
        }
    }
}

/// - and + make moves slower or faster; M turns the sound off and on; N shows or hides the holes'
/// names; P the preview of moves, and Tab shows the next way the previewed move may go. (While the
/// pause panel asks to confirm, its N means "keep the game": these keys are held then.)
pub(super) fn settings(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    mut pace: ResMut<Pace>,
    mut settings: ResMut<Settings>,
    mut choice: ResMut<PreviewChoice>,
) {
    if keys.just_pressed(KeyCode::Tab) {
        choice.0 += 1;
    }
    if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        pace.speed = pace.speed.slower();
        info!("speed: {}", pace.speed.name());
    }
    if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        pace.speed = pace.speed.faster();
        info!("speed: {}", pace.speed.name());
    }
    if keys.just_pressed(KeyCode::KeyM) {
        settings.sound_on = !settings.sound_on;
        info!("sound {}", if settings.sound_on { "on" } else { "off" });
    }
    if keys.just_pressed(KeyCode::KeyN) {
        settings.hole_names = !settings.hole_names;
        info!("hole names {}", if settings.hole_names { "shown" } else { "hidden" });
    }
    if keys.just_pressed(KeyCode::KeyP) {
        settings.toggle_preview(current.mode);
        info!("preview {}", if settings.preview_on(current.mode) { "on" } else { "off" });
    }
}
