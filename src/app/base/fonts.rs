//! The game's two typefaces, built into the program: Lato for text (on the board and in the
//! panels) and Vollkorn for titles, both under the SIL Open Font License, and two tiny subsets of
//! signs (assets/fonts/).

use bevy::prelude::*;

pub const TEXT: &[u8] = include_bytes!("../../../assets/fonts/Lato-Regular.ttf");
pub const TEXT_BOLD: &[u8] = include_bytes!("../../../assets/fonts/Lato-Bold.ttf");
pub const DISPLAY: &[u8] = include_bytes!("../../../assets/fonts/Vollkorn-SemiBold.ttf");
/// The few signs the panels use that Lato lacks: ⏮ ⏸ ▶ ⏭ ✔ ✖, and ◀.
pub const ICONS: &[u8] = include_bytes!("../../../assets/fonts/Symbols-Icons.ttf");
pub const LEFT: &[u8] = include_bytes!("../../../assets/fonts/Symbols-Noto.ttf");

/// Lato Bold becomes Bevy's default font, so every word on the board is set in it (Bevy's own
/// default font is not built in). Without a text renderer (headless tests) there is nothing to do.
pub(super) fn plugin(app: &mut App) {
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>()
        && let Err(err) = fonts.insert(AssetId::default(), Font::from_bytes(TEXT_BOLD.to_vec()))
    {
        warn!("the board's font could not be set: {err}");
    }
}
