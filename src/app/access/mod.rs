//! Everyone can play: what happens on the board said in words for a screen reader — each move
//! with what it did, whose turn it is, the board's question and its answers, the result, the pit
//! the keys have reached, and the whole board on asking (B). Natively the words go to the
//! screen reader through AccessKit (egui's tree, a live region); on the web, where the canvas says
//! nothing, into the page's live region (`role="status"`) and the focused pit into a visually
//! hidden description. The keys themselves are the board's (`board::focus`).

mod announce;
mod screen_reader;
pub mod spoken;

use bevy::prelude::*;

/// What runs without a window too: the words, as they change.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<spoken::Spoken>().add_plugins(announce::plugin);
}

/// Where the words go: AccessKit natively, the page's live region on the web.
pub(super) fn window_plugin(app: &mut App) {
    app.add_plugins(screen_reader::plugin);
}
