//! A panel beside the board, in one call each way: where it stands this frame (a window in the
//! room the board left it; the whole height under the bar on a phone held sideways; a sheet below
//! the board while it stands upright) and, once shown, the height its sheet took told back, so
//! the board is fitted into the rest. The room a panel asks is `layout::ask_for_room`.

use super::layout::{PanelRoom, sheet_drawn};
use crate::app::base::widgets::{BesideBoard, Fold, beside_board};
use bevy::prelude::*;
use bevy_egui::egui;

/// Where a panel beside the board stands this frame.
pub fn place(ctx: &egui::Context, room: &PanelRoom) -> BesideBoard {
    beside_board(ctx, room.share(), room.sheet_most())
}

/// Shows a panel at `place`, titled and named `(title, id)`, folded upright to `fold`'s line when
/// the player folds it; the board is told how tall its sheet was.
pub fn show(
    ctx: &egui::Context,
    room: &mut ResMut<PanelRoom>,
    place: &BesideBoard,
    (title, id): (String, &str),
    fold: Fold,
    add: impl FnOnce(&mut egui::Ui),
) {
    if let Some(share) = place.show(ctx, (title, id), fold, add) {
        sheet_drawn(room, share);
    }
}
