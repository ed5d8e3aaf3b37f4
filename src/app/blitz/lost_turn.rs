//! A lost Blitz turn: the opponent takes the turn of a player whose count ran out.

use crate::app::base::AppSystems;
use crate::app::base::gate::GatedMessages;
use crate::app::blitz::messages::TurnLost;
use crate::app::game::messages::{BoardReset, Reset};
use crate::app::game::phase::choosing;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_gated_message::<TurnLost, _, _, _, _>(choosing, lose_turn.in_set(AppSystems::Choose));
}

/// Blitz: the opponent takes the turn of a player whose count ran out, even one who has since
/// picked a pit; the board is laid anew for the new player to move.
pub(super) fn lose_turn(
    mut requests: MessageReader<TurnLost>,
    mut current: ResMut<Match>,
    mut turn: ResMut<Turn>,
    mut reset: MessageWriter<BoardReset>,
) {
    if requests.read().last().is_none() || turn.is_under_way() {
        return;
    }
    match current.lose_turn() {
        Ok(loser) => {
            info!("{loser} lost the turn");
            *turn = Turn::default();
            reset.write(BoardReset::because(Reset::TurnLost));
        }
        Err(err) => warn!("no turn to lose: {err}"),
    }
}
