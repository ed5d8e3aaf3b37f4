//! Enter sends the move just played to the friend, as the panel's button does: once it is played
//! the board has no pit of the player's to choose, so Enter is free for it.

use super::messages::SendMove;
use super::state::to_send;
use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        send.in_set(PausableSystems).run_if(in_state(Screen::Playing)).in_set(AppSystems::RecordInput),
    );
}

fn send(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    phase: Res<State<BoardPhase>>,
    mut asks: MessageWriter<SendMove>,
) {
    let settled = matches!(phase.get(), BoardPhase::AwaitingPit | BoardPhase::GameOver | BoardPhase::Setup);
    if settled && to_send(&current) && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        asks.write(SendMove);
    }
}
