//! Take-backs: the last move taken back (in the middle of a move being asked about, only that
//! move), and a move taken back played again. Not in Contract play, whose moves stand.

use super::messages::{Redo, TakeBack};
use super::the_match::Match;
use super::turn::Turn;
use crate::app::base::AppSystems;
use crate::app::base::gate::GatedMessages;
use crate::app::game::messages::{BoardReset, Reset};
use crate::app::game::phase::may_take_back;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_gated_message::<TakeBack, _, _, _, _>(may_take_back, take_back.in_set(AppSystems::Choose))
        .add_gated_message::<Redo, _, _, _, _>(
            may_take_back,
            redo.after(take_back).in_set(AppSystems::Choose),
        );
}

/// Takes the last move back; in the middle of a move being asked about, only that move, whose
/// seeds go back where they were.
pub(super) fn take_back(
    mut requests: MessageReader<TakeBack>,
    mut current: ResMut<Match>,
    mut turn: ResMut<Turn>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_none() || !current.mode.take_backs() {
        return;
    }
    if turn.is_under_way() {
        info!("the move being chosen is taken back");
    } else if current.take_back() {
        info!("move taken back");
        // Against the computer: back to the person's own last move.
        let someone = current.seats().0.iter().any(|seat| seat.level().is_none());
        while someone && current.computer_to_move() && current.take_back() {
            info!("move taken back");
        }
    } else {
        return;
    }
    *turn = Turn::default();
    reset.write(BoardReset::because(Reset::TakenBack));
}

/// Plays the last move taken back again; its seeds are laid where the rules left them.
pub(super) fn redo(
    mut requests: MessageReader<Redo>,
    mut current: ResMut<Match>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_some() && current.redo() {
        info!("move played again: {}", current.moves.last().map(String::as_str).unwrap_or(""));
        reset.write(BoardReset::because(Reset::TakenBack));
    }
}
