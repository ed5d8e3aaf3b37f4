//! The position being set up, on the board: whenever the rules accept it, the board shows it (as
//! the analysis board's variation, so the game is kept aside untouched), a click on a pit while
//! the editor is open adds a seed there instead of moving, and the board moves over for the
//! editor's panel so that every pit can be clicked.

use super::draft::Editor;
use crate::app::analysis::messages::Explore;
use crate::app::base::AppSystems;
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::messages::PitChosen;
use crate::app::game::the_match::Match;
use bevy::ecs::message::Messages;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (clicks_add_seeds.in_set(AppSystems::Gate), (show_on_board, make_room).in_set(AppSystems::Present)),
    );
}

/// The share of the window the editor's panel takes beside (or, upright, below) the board: room
/// for a row of twelve pits' numbers. Being the biggest, it stands where the analysis board's
/// panel would while the position set up is shown.
const EDITOR_ROOM: f32 = 0.42;

fn make_room(editor: Res<Editor>, mut room: ResMut<PanelRoom>) {
    let share = if editor.draft.is_some() { EDITOR_ROOM } else { 0.0 };
    ask_for_room(&mut room, "editor", share);
}

/// While the editor is open a pit's click is an edit, never a move.
fn clicks_add_seeds(mut editor: ResMut<Editor>, current: Res<Match>, mut picks: ResMut<Messages<PitChosen>>) {
    let Some(draft) = editor.draft.as_mut() else { return };
    let geometry = current.game.geometry();
    for PitChosen(pit) in picks.drain() {
        // The board shows the draft's game when it is one: its squares are the draft's.
        if current.game.kind() == draft.kind {
            draft.add_at(&geometry.square(pit).to_string());
        }
    }
}

/// A position the rules accept goes on the board, once per change.
fn show_on_board(
    editor: Res<Editor>,
    current: Res<Match>,
    mut shown: Local<Option<String>>,
    mut explore: MessageWriter<Explore>,
) {
    let Some(draft) = &editor.draft else {
        *shown = None;
        return;
    };
    let text = draft.text();
    if shown.as_deref() == Some(text.as_str()) {
        return;
    }
    if let Ok(game) = draft.check()
        && game.to_text() != current.game.to_text()
    {
        explore.write(Explore(Some(game)));
    }
    *shown = Some(text);
}
