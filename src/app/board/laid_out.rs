//! A board that has just been laid out or has just settled is announced in the log, with where
//! its movable pits are on screen: players never see it; browser tests and logs read it.

use super::layout::BoardLayout;
use crate::app::base::AppSystems;
use crate::app::game::legal::Legal;
use crate::app::game::messages::BoardReset;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>()
        .add_systems(Update, request_announcement.in_set(AppSystems::Update))
        .add_systems(
            Update,
            announce_board
                .after(super::camera::fit_camera)
                .run_if(in_state(crate::app::base::Screen::Playing))
                .in_set(AppSystems::Present),
        );
}

#[derive(Resource, Default)]
pub(super) struct Announcement {
    pending: bool,
    /// Frames to wait so the camera and the pits have their final transforms.
    wait: u8,
}

pub(super) fn request_announcement(
    mut resets: MessageReader<BoardReset>,
    mut announcement: ResMut<Announcement>,
) {
    if resets.read().last().is_some() {
        // A new board's bar is drawn, then measured, then the camera fits the board to it.
        *announcement = Announcement { pending: true, wait: 3 };
    }
}

pub(super) fn announce_board(
    mut announcement: ResMut<Announcement>,
    phase: Res<State<BoardPhase>>,
    mut was_busy: Local<bool>,
    mut was_at: Local<u64>,
    current: Res<Match>,
    legal: Res<Legal>,
    layout: Res<BoardLayout>,
    camera: Single<(&Camera, &GlobalTransform)>,
    refitted: Query<(), (With<Camera2d>, Or<(Changed<Transform>, Changed<Projection>)>)>,
) {
    let busy = matches!(phase.get(), BoardPhase::Animating | BoardPhase::Listing);
    // The camera fits the board again once the bar is drawn (a phone's bar takes more lines):
    // the pits' places on screen are said again, where they now are.
    // A move that lands at once (reduced motion) and ends the game leaves the board at rest at
    // once, never busy: its new position is said all the same.
    let moved = *was_at != current.position_id();
    if (*was_busy && !busy) || !refitted.is_empty() || moved {
        *announcement = Announcement { pending: true, wait: announcement.wait.max(1) };
    }
    *was_busy = busy;
    *was_at = current.position_id();
    if !announcement.pending || busy {
        return;
    }
    if announcement.wait > 0 {
        announcement.wait -= 1;
        return;
    }
    announcement.pending = false;
    let (camera, transform) = *camera;
    let geometry = current.game.geometry();
    let spots: Vec<String> = legal
        .movable_pits(&current)
        .into_iter()
        .filter_map(|pit| {
            let at = camera.world_to_viewport(transform, layout.pit_position(pit).extend(0.0)).ok()?;
            Some(format!("{}@{:.0},{:.0}", geometry.square(pit), at.x, at.y))
        })
        .collect();
    if let Some(arranging) = &current.arranging {
        info!("board ready: {} arranges", arranging.side);
        return;
    }
    match current.game.outcome() {
        Some(outcome) => info!("board ready: game over: {outcome}"),
        None => info!("board ready: {} to move; movable {}", current.game.side_to_move(), spots.join(" ")),
    }
}
