//! The setup's keys: S standard, T two in every pit, R random, C clear, D (or Enter, while neither
//! a pit nor a panel's button has the keys' focus) done. With the focus on a pit, Enter puts a
//! seed there (`board::focus`).

use crate::app::base::modifiers::Modifiers;
use crate::app::base::panel_keys::PanelKeys;
use crate::app::base::pause::Pause;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::focus::KeyFocus;
use crate::app::game::arranging::Fill;
use crate::app::game::arranging::SetupAction;
use crate::app::game::phase::BoardPhase;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, setup.run_if(in_state(Screen::Playing)).in_set(AppSystems::RecordInput));
}

/// Keys for the setup: S standard, T two in every pit, R random, C clear, D done — in the
/// order pressed, even when a slow frame gathers several. It reads every key of every frame on
/// the board (so no key pressed elsewhere is read late) and acts only during an unpaused setup.
pub(super) fn setup(
    mut keys: MessageReader<KeyboardInput>,
    mut held: Local<Modifiers>,
    phase: Res<State<BoardPhase>>,
    pause: Res<Pause>,
    (focus, panel): (Res<KeyFocus>, Res<PanelKeys>),
    mut actions: MessageWriter<SetupAction>,
) {
    let pressed: Vec<SetupAction> = keys
        .read()
        // Ctrl+S saves the game; it is not S for the standard arrangement.
        .filter_map(|key| held.plain(key))
        .filter_map(|key| match key {
            KeyCode::KeyS => Some(SetupAction::Fill(Fill::Standard)),
            KeyCode::KeyT => Some(SetupAction::Fill(Fill::TwoEach)),
            KeyCode::KeyR => Some(SetupAction::Fill(Fill::Random)),
            KeyCode::KeyC => Some(SetupAction::Fill(Fill::Clear)),
            KeyCode::KeyD => Some(SetupAction::Done),
            KeyCode::Enter if !focus.active && panel.board_hears(KeyCode::Enter) => Some(SetupAction::Done),
            _ => None,
        })
        .collect();
    if *phase.get() == BoardPhase::Setup && !pause.holds() {
        actions.write_batch(pressed);
    }
}
