//! When the window becomes a phone's or stops being one (turned, resized), each player's tray and
//! reserve move to where the layout has them, and the seeds resting in them follow: a tray lies at
//! the board's end on a wide window and along its owner's long side on a phone.

use super::layout::BoardLayout;
use super::seeds::Seed;
use super::wood::{TrayOf, lay_tray};
use crate::app::game::phase::SeedsMoving;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_turn
            .after(super::camera::turn_board)
            .run_if(in_state(crate::app::base::Screen::Playing))
            .in_set(crate::app::base::AppSystems::Present),
    );
}

/// Moves the trays and their resting seeds once the fit has changed; seeds in flight land where
/// the layout was when they left, so the move waits until they rest.
fn follow_turn(
    layout: Res<BoardLayout>,
    moving: Res<SeedsMoving>,
    mut laid_as: Local<Option<bool>>,
    mut trays: Query<(&TrayOf, &mut Sprite, &mut Transform), Without<Seed>>,
    mut seeds: Query<(&Seed, &mut Transform), Without<TrayOf>>,
) {
    // A board just laid out (a new game) is laid as it stands; only a turn moves things.
    let along = layout.trays_along();
    if *laid_as == Some(along) || moving.0 {
        return;
    }
    *laid_as = Some(along);
    for (TrayOf(side), mut sprite, mut transform) in &mut trays {
        lay_tray(&layout, *side, &mut sprite, &mut transform);
    }
    let mut taken = [0usize; 2];
    for (seed, mut transform) in &mut seeds {
        let at = match *seed {
            Seed::Captured { by } => {
                let n = &mut taken[by.index()];
                *n += 1;
                layout.tray_slot(by, *n - 1)
            }
            Seed::InReserve { side, slot } => layout.reserve_slot(side, slot),
            Seed::InPit { .. } | Seed::InHand { .. } => continue,
        };
        transform.translation = at.extend(transform.translation.z);
    }
}
