//! The window's shape, in points: where a phone's layout begins. One place for the breakpoints,
//! free of egui, for the camera that fits the board and the panels that stand beside it.

/// Narrower than this (a phone), panels stack their buttons and make them large enough to touch.
pub const NARROW: f32 = 700.0;

/// Shorter than this, a window is a phone's held sideways: the bar takes one line, the trays go
/// along the board's sides and a panel beside the board takes the whole height under the bar.
pub const SHORT: f32 = 500.0;

/// The phone's bar, one line, in points: a panel beside the board on a short window starts below it.
pub const PHONE_BAR: f32 = 52.0;

/// Whether a window of this width is narrow: a phone, or a small browser window.
pub fn narrow(width: f32) -> bool {
    width < NARROW
}

/// Whether a window of this height is short: a phone held sideways.
pub fn short(height: f32) -> bool {
    height < SHORT
}

/// Whether a window of this size is a phone's, held either way: narrow, or short.
pub fn phone(width: f32, height: f32) -> bool {
    narrow(width) || short(height)
}

/// Whether a window of this size is upright (a phone held up): the board turns, unless face to
/// face (`board::camera`), and a panel is a sheet below it.
pub fn upright(width: f32, height: f32) -> bool {
    height > width * 1.1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_phones_sizes_are_phones_and_a_desktop_is_not() {
        for (width, height) in [(360.0, 640.0), (390.0, 844.0)] {
            assert!(
                phone(width, height) && upright(width, height) && narrow(width),
                "{width}×{height} held up"
            );
            assert!(
                phone(height, width) && short(width) && !upright(height, width),
                "{height}×{width} sideways"
            );
        }
        assert!(!phone(1280.0, 800.0) && !upright(1280.0, 800.0));
    }
}
