//! What the game needs of the way to the friend's device: what happened in the room, and a word
//! sent. `room::Room` is the real line (WebRTC, introduced by kete-server); `memory` joins two
//! games in one process, so that tests play online without a network.

/// What happened in the room since it was last looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomEvent {
    /// The friend's device is connected (again, after a lost connection or a reload).
    Friend,
    /// The friend's connection is lost; the room waits for them.
    FriendLost,
    /// A message from the friend's device, unread.
    Heard(Vec<u8>),
    /// A device came into the room, but no connection could be made with it: what it sent to
    /// make one could not be used (or it left before one was made). The room waits on.
    Unusable,
    /// The way to the signalling server has ended, with why: the room was refused, or the server
    /// could not be reached.
    Closed(String),
}

/// One device's line to a room and the friend in it.
pub trait Line: Send + Sync {
    /// What happened since the last look; never waits.
    fn poll(&mut self) -> Vec<RoomEvent>;

    /// Sends a message to the friend; whether it could go (the friend is connected).
    fn send(&mut self, text: &str) -> bool;

    /// Whether this device is in the room (it then waits for the friend).
    fn in_room(&mut self) -> bool;

    /// Whether the friend's device is connected now.
    fn has_friend(&self) -> bool;
}
