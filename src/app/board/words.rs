//! The board's settings in words, in the language spoken.

use super::pace::Speed;
use crate::app::locale::words::Words;

pub fn speed(words: &Words, speed: Speed) -> String {
    words.get(match speed {
        Speed::Slow => "speed-slow",
        Speed::Normal => "speed-normal",
        Speed::Fast => "speed-fast",
        Speed::Instant => "speed-instant",
    })
}
