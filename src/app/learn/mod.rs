//! Learn to play: the Learn screen (each game's path of lessons, the finished ones ticked), a
//! lesson on the real board (its words, the learner's move judged from the rules' events, a miss
//! taken back with its reason, a hint after the second), and at a path's end a first game against
//! the computer, guided: a panel says what each move did and why the board asks what it asks. The lessons themselves, and their judging, are plain Rust in `src/lessons/`.

pub mod guide;
mod guide_panel;
pub mod lesson;
mod menu;
pub mod messages;
mod panel;
mod teach;
pub mod words;

use bevy::prelude::*;

/// What runs without a window too: the lessons read, the one on the board, and its judging.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<lesson::Lessons>().init_resource::<lesson::LessonOnBoard>().add_plugins((
        messages::plugin,
        teach::plugin,
        guide::plugin,
    ));
}

/// The Learn screen and the lesson's panel, with a window.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins((menu::plugin, panel::plugin, guide_panel::plugin));
}
