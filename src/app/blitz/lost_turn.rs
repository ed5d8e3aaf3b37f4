//! A lost Blitz turn: the opponent takes the turn of a player whose count ran out.

use crate::app::AppSystems;
use crate::app::blitz::messages::TurnLost;
use crate::app::board::messages::BoardReset;
use crate::app::game::record::Match;
use crate::app::game::turn::Turn;
use crate::app::gate::GatedMessages;
use crate::app::phase::board_phase::choosing;
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
            reset.write(BoardReset);
        }
        Err(err) => warn!("no turn to lose: {err}"),
    }
}
