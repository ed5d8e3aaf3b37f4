//! ← and → (Page Up and Page Down while the arrows move the focus over pits to choose) through
//! the game's moves, Home to its start, End back to its last move.

use crate::app::base::PausableSystems;
use crate::app::base::{AppSystems, Screen};
use crate::app::board::focus::choices;
use crate::app::board::held::Held;
use crate::app::game::legal::Legal;
use crate::app::game::messages::Review;
use crate::app::game::messages::ReviewStep;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        review.in_set(PausableSystems).run_if(in_state(Screen::Playing)).in_set(AppSystems::RecordInput),
    );
}

/// Page Up and Page Down step back and forth through the game's moves, Home goes to its start,
/// End back to its last move; ← and → step too, unless a person is choosing a pit (then the
/// arrows move the focus over the pits).
pub(super) fn review(
    keys: Res<ButtonInput<KeyCode>>,
    current: Res<Match>,
    legal: Res<Legal>,
    phase: Option<Res<State<BoardPhase>>>,
    held: Res<Held>,
    mut review: MessageWriter<Review>,
) {
    let choosing = phase.is_some_and(|phase| !choices(&current, &legal, *phase.get(), &held).is_empty());
    let arrows = [(KeyCode::ArrowLeft, ReviewStep::Back), (KeyCode::ArrowRight, ReviewStep::Forward)];
    let arrows = if choosing { &arrows[..0] } else { &arrows[..] };
    let steps = [
        (KeyCode::PageUp, ReviewStep::Back),
        (KeyCode::PageDown, ReviewStep::Forward),
        (KeyCode::Home, ReviewStep::Start),
        (KeyCode::End, ReviewStep::Live),
    ];
    if let Some(&(_, step)) = steps.iter().chain(arrows.iter()).find(|(key, _)| keys.just_pressed(*key)) {
        review.write(Review(step));
    }
}
