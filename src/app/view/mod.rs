//! The view: the board, the seeds and their playback, the highlights, the words on the board, and
//! the sound. It mirrors the model and the rules' events and never decides a rule. It imports the
//! model and the rules, never the input's or the panels' systems.

mod announce;
pub mod assets;
pub mod audio;
pub mod board;
mod camera;
mod captions;
mod drag;
mod highlights;
pub mod layout;
pub mod notes;
pub mod playback;
pub mod seeds;
mod trace;

use super::model::phase::BoardPhase;
use super::{AppSystems, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((layout::plugin, playback::plugin, notes::plugin, audio::plugin, drawing)).add_systems(
        Update,
        (
            playback::clear_on_reset,
            board::rebuild_board,
            seeds::spawn_seeds,
            playback::skip_playback.run_if(in_state(BoardPhase::Animating)),
            playback::queue_events,
            playback::run_playback,
            playback::advance_hops,
            playback::settle_landings,
            playback::finish_playback,
        )
            .chain()
            .run_if(in_state(Screen::Playing))
            .in_set(AppSystems::Update),
    );
}

/// The camera, meshes, highlights, captions, the dragged seed and the announcements browser tests
/// read. Without a renderer (headless tests) there are no meshes, and these draw nothing.
fn drawing(app: &mut App) {
    app.add_plugins(announce::plugin)
        .add_systems(Startup, (assets::spawn_camera, assets::load_board_assets))
        .add_systems(Update, announce::request_announcement.in_set(AppSystems::Update))
        .add_systems(
            Update,
            (camera::fit_camera, camera::keep_text_upright, camera::place_side_captions)
                .chain()
                .in_set(AppSystems::Present),
        )
        .add_systems(
            Update,
            (
                highlights::show_movable_pits,
                highlights::show_turn,
                announce::announce_board,
                captions::show_pit_counts,
                captions::show_hole_names,
                captions::show_side_captions,
                captions::show_bao_marks.run_if(not(in_state(BoardPhase::Animating))),
                drag::show_seed_drag,
                trace::show_marks,
            )
                .run_if(in_state(Screen::Playing))
                .in_set(AppSystems::Present),
        );
}
