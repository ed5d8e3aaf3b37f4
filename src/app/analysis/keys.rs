//! A analyses the game on the board (or shows its analysis), as the move list's button does.

use super::messages::AnalyseGame;
use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        analyse.run_if(in_state(Screen::Playing)).in_set(PausableSystems).in_set(AppSystems::RecordInput),
    );
}

fn analyse(keys: Res<ButtonInput<KeyCode>>, mut asks: MessageWriter<AnalyseGame>) {
    if keys.just_pressed(KeyCode::KeyA) {
        asks.write(AnalyseGame);
    }
}
