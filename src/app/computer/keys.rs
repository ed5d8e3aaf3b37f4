//! H asks the computer for a hint.

use super::thoughts::AskHint;
use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        hint.run_if(in_state(BoardPhase::AwaitingPit))
            .in_set(PausableSystems)
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::RecordInput),
    );
}

/// H asks for a hint: what the strongest level would play.
pub(super) fn hint(keys: Res<ButtonInput<KeyCode>>, current: Res<Match>, mut asks: MessageWriter<AskHint>) {
    if keys.just_pressed(KeyCode::KeyH) && current.person_to_move() && current.allowed().help {
        asks.write(AskHint);
    }
}
