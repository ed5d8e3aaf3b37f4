//! Escape and the pause panel's keys. They run before the rest of the input, which they may
//! pause: Escape steps back from a confirmation, from the pause panel, from a pit chosen before
//! any seed moved, or from the open windows, and otherwise opens the pause panel; M (menu), R (restart), and Enter, Y or N
//! to a confirmation.

use crate::app::analysis::state::GameAnalysis;
use crate::app::base::pause::Pause;
use crate::app::base::windows::OpenWindows;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::messages::{CancelChoice, Leave, LeaveConfirmed, LeaveTo};
use crate::app::game::turn::Turn;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pause_keys, escape).chain().run_if(in_state(Screen::Playing)).in_set(AppSystems::Pause),
    );
}

/// Escape steps back: from a confirmation to the pause panel's question, from the pause panel to
/// the board, from a pit chosen before any seed moved to no pit, from the open windows (the
/// rules, the moves, the position, the analysis) to the board; otherwise it opens the pause panel.
pub(super) fn escape(
    keys: Res<ButtonInput<KeyCode>>,
    turn: Res<Turn>,
    mut pause: ResMut<Pause>,
    mut windows: ResMut<OpenWindows>,
    mut analysis: ResMut<GameAnalysis>,
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
    } else if windows.show_rules || windows.show_moves || windows.show_position || analysis.open {
        info!("the windows are closed");
        (windows.show_rules, windows.show_moves, windows.show_position) = (false, false, false);
        analysis.open = false;
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
