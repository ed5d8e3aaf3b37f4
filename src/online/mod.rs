//! An online game between two devices: what they say to each other (`protocol`), and each
//! device's side of the game, which checks every word of the other through the rules
//! (`session`). Plain Rust, like the rules: the game's engine and the network are elsewhere
//! (`room`, with the `online` feature), so all of this is tested without either.

pub mod address;
pub mod allowance;
pub mod inbox;
pub mod invite;
pub mod line;
pub mod memory;
pub mod protocol;
pub mod relay;
pub mod session;
pub mod tables;

#[cfg(feature = "online")]
pub mod lobby;
#[cfg(feature = "online")]
pub mod room;

pub use invite::OnlineGame;
pub use protocol::{Refused, Say};
pub use session::{Heard, Session};
