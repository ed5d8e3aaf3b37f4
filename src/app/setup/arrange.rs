//! The Omweso setup at the board: each `SetupAction` goes to the pure `Arranging`; the board
//! shows the arrangement, and play begins when both have arranged.

use crate::app::base::AppSystems;
use crate::app::base::gate::GatedMessages;
use crate::app::board::held::Held;
use crate::app::game::arranging::{SetupAction, SetupRefused};
use crate::app::game::dice::Dice;
use crate::app::game::messages::{BoardReset, Reset, SeedsReset};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::rules::AnyGame;
use crate::saved::settings::Seat;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_gated_message::<SetupAction, _, _, _, _>(
        in_state(BoardPhase::Setup),
        arrange.in_set(AppSystems::Choose),
    );
}

pub(super) fn arrange(
    mut actions: MessageReader<SetupAction>,
    mut current: ResMut<Match>,
    mut seeds_reset: MessageWriter<SeedsReset>,
    mut board_reset: MessageWriter<BoardReset>,
    mut refused: MessageWriter<SetupRefused>,
    mut dice: ResMut<Dice>,
    held: Res<Held>,
) {
    for &action in actions.read() {
        let Some(mut arranging) = current.arranging.clone() else { continue };
        // Another panel holds the board (an online game waiting for the friend): not yet.
        if held.any() {
            debug!("setup action {action:?} refused: the board is held");
            continue;
        }
        // A friend by message arranges on their own device: nothing here places their seeds.
        if current.seats().of(arranging.side) == Seat::Friend {
            debug!("setup action {action:?} refused: {} arranges by message", arranging.side);
            continue;
        }
        match arranging.apply(action, &mut dice.0) {
            Ok(Some(game)) => {
                info!("setup done: {} moves first", arranging.first);
                current.begin_play(AnyGame::Omweso(game));
                board_reset.write(BoardReset::because(Reset::SetupDone));
                return;
            }
            Ok(None) => {
                if action == SetupAction::Done {
                    info!("setup: {} arranged; {} arranges", arranging.side.opponent(), arranging.side);
                }
                arranging.notice = None;
                current.set_position(arranging.position());
                current.arranging = Some(arranging);
                seeds_reset.write(SeedsReset);
            }
            Err(why) => {
                info!("setup action {action:?} refused: {why:?}");
                refused.write(SetupRefused(why));
                arranging.notice = Some(why);
                current.arranging = Some(arranging);
            }
        }
    }
}
