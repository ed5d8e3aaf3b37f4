//! The board: its wood and pits, the seeds as entities, the playback of the rules' events (each
//! sown seed hops along the pit path), the layout, the highlights and marks, the words on the
//! board, the camera, the pointer over the pits, the question the board asks, and the sound. It shows what the rules report
//! and never decides a rule.

pub mod assets;
pub mod audio;
pub mod beside;
mod camera;
mod captions;
pub mod coach;
pub mod coached;
pub mod focus;
mod focus_keys;
mod focus_ring;
mod frames;
pub mod held;
pub mod help_off;
mod highlights;
pub mod hop;
pub mod hover;
mod keys;
pub mod laid_out;
pub mod layout;
mod layout_report;
mod marks;
pub mod messages;
mod motion;
pub mod notes;
pub mod pace;
pub mod palette;
pub mod playback;
mod pointer;
mod question_panel;
pub mod seeds;
mod targets;
mod trays;
pub mod wood;
pub mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<pace::Pace>()
        .init_resource::<held::Held>()
        .init_resource::<hover::HoveredPit>()
        .init_resource::<hover::PreviewChoice>()
        .init_resource::<hover::Suggestion>()
        .init_resource::<hover::SeedDrag>()
        .init_resource::<coached::Coached>()
        .add_plugins((
            layout::plugin,
            wood::plugin,
            seeds::plugin,
            playback::plugin,
            notes::plugin,
            audio::plugin,
            pointer::plugin,
            keys::plugin,
            focus_keys::plugin,
            motion::plugin,
            frames::plugin,
            drawing,
        ));
}

/// The board's question (how the chosen move goes on), with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(question_panel::plugin);
}

/// The camera, meshes, highlights, captions and the announcements browser tests read. Without a
/// renderer (headless tests) there are no meshes, and these draw nothing.
fn drawing(app: &mut App) {
    app.add_plugins((
        assets::plugin,
        laid_out::plugin,
        layout_report::plugin,
        camera::plugin,
        trays::plugin,
        highlights::plugin,
        captions::plugin,
        marks::plugin,
        targets::plugin,
        focus_ring::plugin,
    ));
}
