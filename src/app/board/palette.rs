//! The colours of the board's marks, in two palettes: the board's own (gold, green, red, blue)
//! and one for colour-blind players, from Okabe and Ito's eight colours, whose pairs stay apart
//! under deuteranopia, protanopia and tritanopia. In both, every mark has its own form as well —
//! a ring, a dotted ring, an arrow, a cross, the focus's notched ring — so colour is never the
//! only thing that tells two apart (docs/ACCESSIBILITY.md).

use bevy::prelude::*;

/// What a lit pit says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lit {
    /// It may move (a ring).
    Movable,
    /// It is hovered or focused (a brighter ring).
    Hovered,
    /// The next hole an answer sows to, or the hint's pit (a ring and an arrow).
    Target,
    /// An answer captures from it (a ring and a cross), or seeds are being captured from it.
    Capture,
    /// Its move is still being checked (a dotted ring).
    Pending,
    /// A seed is being sown into it.
    Sowing,
    /// The arranging player's pit in the Omweso setup.
    Arrange,
}

/// The colours of one palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    pub movable: Color,
    pub hovered: Color,
    pub target: Color,
    pub capture: Color,
    pub pending: Color,
    pub sowing: Color,
    pub arrange: Color,
    pub focus: Color,
    /// Where the last move started, and where it ended.
    pub start: Color,
    pub end: Color,
    /// The counts a previewed move would leave.
    pub preview: Color,
}

impl Colours {
    pub fn of(colour_blind: bool) -> Colours {
        if colour_blind { COLOUR_BLIND } else { STANDARD }
    }

    pub fn lit(&self, lit: Lit) -> Color {
        match lit {
            Lit::Movable => self.movable,
            Lit::Hovered => self.hovered,
            Lit::Target => self.target,
            Lit::Capture => self.capture,
            Lit::Pending => self.pending,
            Lit::Sowing => self.sowing,
            Lit::Arrange => self.arrange,
        }
    }
}

/// The board's own colours.
pub const STANDARD: Colours = Colours {
    movable: Color::srgba(1.0, 0.80, 0.35, 0.85),
    hovered: Color::srgb(1.0, 0.95, 0.65),
    target: Color::srgba(0.50, 1.0, 0.60, 0.95),
    capture: Color::srgba(1.0, 0.35, 0.28, 0.95),
    pending: Color::srgba(0.65, 0.75, 0.95, 0.8),
    sowing: Color::srgba(1.0, 0.93, 0.72, 0.6),
    arrange: Color::srgba(1.0, 0.82, 0.40, 0.35),
    focus: Color::WHITE,
    start: Color::srgb(0.55, 0.78, 1.0),
    end: Color::srgb(1.0, 0.90, 0.55),
    preview: Color::srgb(0.60, 0.95, 0.70),
};

/// Okabe and Ito's colours, as light as the dark wood needs: yellow may move, sky blue is where an
/// answer goes, vermilion what it captures, reddish purple still being checked.
pub const COLOUR_BLIND: Colours = Colours {
    movable: Color::srgba(0.94, 0.89, 0.26, 0.9),
    hovered: Color::WHITE,
    target: Color::srgba(0.34, 0.71, 0.91, 1.0),
    capture: Color::srgba(0.84, 0.37, 0.0, 1.0),
    pending: Color::srgba(0.80, 0.47, 0.65, 0.9),
    sowing: Color::srgba(1.0, 1.0, 1.0, 0.6),
    arrange: Color::srgba(0.94, 0.89, 0.26, 0.4),
    focus: Color::WHITE,
    start: Color::srgb(0.34, 0.71, 0.91),
    end: Color::srgb(0.94, 0.89, 0.26),
    preview: Color::srgb(0.34, 0.71, 0.91),
};
