//! The input: the pointer and the keyboard turned into the model's messages (`PitChosen`,
//! `SetupAction`, `OptionChosen`, …) — the same messages the panels and the tests write. Imports
//! the model, the rules, and the view's layout (to find the pit under the pointer); never the
//! view's systems.

mod keys;
mod pointer;

use super::AppSystems;
use super::Screen;
use super::model::pause::not_paused;
use super::model::phase::{BoardPhase, choosing};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((pointer_plugin, keys_plugin));
}

/// The pointer (its systems wait for a window: headless tests write the messages instead).
fn pointer_plugin(app: &mut App) {
    app.init_resource::<pointer::PointerNow>().add_systems(
        Update,
        (
            pointer::read_pointer,
            pointer::hover,
            pointer::pick.run_if(choosing.and_then(not_paused)),
            pointer::skip.run_if(in_state(BoardPhase::Animating).and_then(not_paused)),
            pointer::arrange.run_if(in_state(BoardPhase::Setup).and_then(not_paused)),
        )
            .chain()
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::RecordInput),
    );
}

/// The keyboard, which headless tests drive too.
fn keys_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            keys::pause_keys,
            keys::escape,
            keys::answer.run_if(in_state(BoardPhase::Asking).and_then(not_paused)),
            keys::hint.run_if(in_state(BoardPhase::AwaitingPit).and_then(not_paused)),
            keys::skip.run_if(in_state(BoardPhase::Animating).and_then(not_paused)),
            keys::setup,
            keys::settings.run_if(not_paused),
            keys::review.run_if(not_paused),
        )
            .chain()
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::RecordInput),
    )
    // Ctrl+O opens a game from the title screen too (the files and the board take the rest only
    // where they mean something).
    .add_systems(Update, keys::undo_redo.run_if(not_paused).in_set(AppSystems::RecordInput));
}
