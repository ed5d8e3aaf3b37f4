//! A friend who plays from elsewhere: one seat of the game (`Seat::Friend`), reached one of two
//! ways — by links sent as messages, or online through a room (`Remote`, which the Match keeps);
//! and what the game on the board allows its players (`Allowed`), which the Match answers
//! (`friends_game`) and the shell only draws.

use crate::rules::Side;
use crate::saved::link::MessageGame;
use crate::saved::online_game::OnlineGame;
use crate::saved::settings::{Seat, Seats};
/// How the friend in the other seat is reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remote {
    /// By links sent as messages: the game's id and the moves its last link held.
    ByMessage(MessageGame),
    /// Online, the two devices joined in a room: the room, to which the device goes back.
    Online(OnlineGame),
}

impl Remote {
    /// A save's friend: at most one of the two (the reader of saves refuses both).
    pub fn of_saved(message: Option<MessageGame>, online: Option<OnlineGame>) -> Option<Remote> {
        online.map(Remote::Online).or(message.map(Remote::ByMessage))
    }
}

/// How a move is taken back at this board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBack {
    /// As the mode allows: the player takes it back.
    Yes,
    /// Online, where a move stands: this device's player asks the friend to let their last go —
    /// `now` when they have played one this game and its result does not count yet.
    AskTheFriend { now: bool },
    /// A move once made stands (contract play, by message).
    Stands,
}

/// What the players at this board may do with the game on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allowed {
    /// Begin this game (or match) again now. Online only once it is over, as the room's next
    /// game, which both devices take — when the connection is ready for it, as online says.
    pub restart: bool,
    pub take_back: TakeBack,
    /// Once a match is won, a new one from the dialog's settings here; online, the room's next
    /// game instead.
    pub new_match_here: bool,
    /// The hint, the analysis and a variation: off while a game with a friend runs (its Omweso
    /// setup too), as at a board between two players.
    pub help: bool,
}

/// This device's player in `me`'s seat, the friend in the other.
pub fn seats_against_a_friend(me: Side) -> Seats {
    let mut seats = Seats([Seat::Human; 2]);
    seats.0[me.opponent().index()] = Seat::Friend;
    seats
}
