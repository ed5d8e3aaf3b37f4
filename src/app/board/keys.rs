//! The board's keys: Space finishes the move being shown; - and + the speed, M the sound, N the
//! holes' names, P the preview and Tab its next way.

use super::hover::PreviewChoice;
use super::messages::SkipPlayback;
use super::pace::Pace;
use crate::app::base::PausableSystems;
use crate::app::base::settings::Settings;
use crate::app::base::{AppSystems, Screen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            skip.run_if(in_state(BoardPhase::Animating)).in_set(PausableSystems),
            settings.in_set(PausableSystems),
        )
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::RecordInput),
    );
}

/// Space finishes the move being shown.
pub(super) fn skip(keys: Res<ButtonInput<KeyCode>>, mut skip: MessageWriter<SkipPlayback>) {
    if keys.just_pressed(KeyCode::Space) {
        skip.write(SkipPlayback);
    }
}

/// The keys `-` and `+` make moves slower or faster; M turns the sound off and on; N shows or hides
/// the holes' names; P the preview of moves, and Tab shows the next way the previewed move may go.
/// (While the pause panel asks to confirm, its N means "keep the game": these keys are held then.)
pub(super) fn settings(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    mut pace: ResMut<Pace>,
    mut settings: ResMut<Settings>,
    mut choice: ResMut<PreviewChoice>,
) {
    if keys.just_pressed(KeyCode::Tab) {
        choice.0 += 1;
    }
    if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        pace.speed = pace.speed.slower();
        info!("speed: {}", pace.speed.name());
    }
    if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        pace.speed = pace.speed.faster();
        info!("speed: {}", pace.speed.name());
    }
    if keys.just_pressed(KeyCode::KeyM) {
        settings.sound_on = !settings.sound_on;
        info!("sound {}", if settings.sound_on { "on" } else { "off" });
    }
    if keys.just_pressed(KeyCode::KeyN) {
        settings.hole_names = !settings.hole_names;
        info!("hole names {}", if settings.hole_names { "shown" } else { "hidden" });
    }
    if keys.just_pressed(KeyCode::KeyP) {
        settings.toggle_preview(current.mode);
        info!("preview {}", if settings.preview_on(current.mode) { "on" } else { "off" });
    }
}
