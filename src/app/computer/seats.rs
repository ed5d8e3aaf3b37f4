//! Who plays each side: a person at the board, or the computer at one of its levels (plain data
//! kept with the match's settings, `saved::settings`).

pub use crate::saved::settings::{Seat, Seats};
