//! ← and → through the game's moves, Home to its start, End back to its last move.

use super::replay::ReviewStep;
use crate::app::review::messages::Review;
use crate::app::shell::paused::not_paused;
use crate::app::{AppSystems, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        review.run_if(not_paused).run_if(in_state(Screen::Playing)).in_set(AppSystems::RecordInput),
    );
}

/// ← and → step back and forth through the game's moves, Home goes to its start, End back to
/// its last move.
pub(super) fn review(keys: Res<ButtonInput<KeyCode>>, mut review: MessageWriter<Review>) {
    let steps = [
        (KeyCode::ArrowLeft, ReviewStep::Back),
        (KeyCode::ArrowRight, ReviewStep::Forward),
        (KeyCode::Home, ReviewStep::Start),
        (KeyCode::End, ReviewStep::Live),
    ];
    if let Some(&(_, step)) = steps.iter().find(|(key, _)| keys.just_pressed(*key)) {
        review.write(Review(step));
    }
}
