//! Who is in which room: the server's whole state, bounded. A room holds the two devices of one
//! game; a third is refused, as is a room or a peer past the server's limits.

use matchbox_protocol::{JsonPeerEvent, PeerId};
use std::collections::HashMap;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

/// The most devices a room holds: an online game is two players.
pub const ROOM_SIZE: usize = 2;

/// The fewest letters of a room's name: 16 base64url letters are 96 random bits, so nobody finds
/// a room by guessing.
pub const ROOM_NAME_LETTERS: std::ops::RangeInclusive<usize> = 16..=64;

/// How many rooms and devices one server holds at most (docs/ONLINE.md measures what they cost).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub rooms: usize,
    pub peers: usize,
}

/// Why a device was not let in: the answer to its request, before any WebSocket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The name is not one Kete makes: too short to be unguessable, or letters an address mangles.
    BadName,
    /// Both seats of the room are taken.
    Full,
    /// The server holds as many rooms or devices as it may.
    Busy,
}

/// A device in a room: where its messages go (its WebSocket's sending task).
struct Peer {
    room: String,
    outbox: UnboundedSender<String>,
}

#[derive(Default)]
pub struct Rooms {
    rooms: HashMap<String, Vec<PeerId>>,
    peers: HashMap<PeerId, Peer>,
}

/// A device let in: its id, and the messages to send it (its id first). The others in its room
/// have been told it came.
pub struct Joined {
    pub peer: PeerId,
    pub outbox: UnboundedReceiver<String>,
}

impl Rooms {
    /// Lets a device into the room `name`: it is told its id, and the others in the room are told
    /// of it (they then offer it a connection, through `relay`).
    pub fn join(&mut self, name: &str, limits: Limits) -> Result<Joined, Refusal> {
        check_name(name)?;
        let in_room = self.rooms.get(name).map_or(0, Vec::len);
        if in_room >= ROOM_SIZE {
            return Err(Refusal::Full);
        }
        if self.peers.len() >= limits.peers || (in_room == 0 && self.rooms.len() >= limits.rooms) {
            return Err(Refusal::Busy);
        }
        let peer = PeerId(uuid::Uuid::new_v4());
        let (outbox, receiver) = unbounded_channel();
        // Nothing fails here: the receiver is alive.
        let _ = outbox.send(JsonPeerEvent::IdAssigned(peer).to_string());
        let came = JsonPeerEvent::NewPeer(peer).to_string();
        let room = self.rooms.entry(name.to_string()).or_default();
        for other in room.iter() {
            if let Some(other) = self.peers.get(other) {
                let _ = other.outbox.send(came.clone());
            }
        }
        room.push(peer);
        self.peers.insert(peer, Peer { room: name.to_string(), outbox });
        Ok(Joined { peer, outbox: receiver })
    }

    /// A device gone: its room's others are told, and an empty room is closed.
    pub fn leave(&mut self, peer: PeerId) {
        let Some(gone) = self.peers.remove(&peer) else { return };
        let left = JsonPeerEvent::PeerLeft(peer).to_string();
        if let Some(room) = self.rooms.get_mut(&gone.room) {
            room.retain(|&other| other != peer);
            for other in room.iter() {
                if let Some(other) = self.peers.get(other) {
                    let _ = other.outbox.send(left.clone());
                }
            }
            if room.is_empty() {
                self.rooms.remove(&gone.room);
            }
        }
    }

    /// Passes a device's connection offer, answer or candidate to another device of its own room;
    /// anyone else is out of its reach. Whether it went.
    pub fn relay(&self, from: PeerId, to: PeerId, data: serde_json::Value) -> bool {
        let (Some(sender), Some(receiver)) = (self.peers.get(&from), self.peers.get(&to)) else {
            return false;
        };
        if sender.room != receiver.room {
            return false;
        }
        let signal = JsonPeerEvent::Signal { sender: from, data }.to_string();
        receiver.outbox.send(signal).is_ok()
    }

    pub fn rooms(&self) -> usize {
        self.rooms.len()
    }

    pub fn peers(&self) -> usize {
        self.peers.len()
    }
}

fn check_name(name: &str) -> Result<(), Refusal> {
    let letters = name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if letters && ROOM_NAME_LETTERS.contains(&name.len()) { Ok(()) } else { Err(Refusal::BadName) }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits { rooms: 2, peers: 3 };
    const ROOM: &str = "AAAAAAAAAAAAAAAAAAAAAA";

    fn events(joined: &mut Joined) -> Vec<JsonPeerEvent> {
        std::iter::from_fn(|| joined.outbox.try_recv().ok()).map(|text| text.parse().unwrap()).collect()
    }

    #[test]
    fn two_devices_meet_and_a_third_is_refused() {
        let mut rooms = Rooms::default();
        let mut host = rooms.join(ROOM, LIMITS).unwrap();
        let mut guest = rooms.join(ROOM, LIMITS).unwrap();
        assert_eq!(rooms.join(ROOM, LIMITS).err(), Some(Refusal::Full));
        assert_eq!(
            events(&mut host),
            [JsonPeerEvent::IdAssigned(host.peer), JsonPeerEvent::NewPeer(guest.peer)]
        );
        assert_eq!(events(&mut guest), [JsonPeerEvent::IdAssigned(guest.peer)]);
        assert!(rooms.relay(host.peer, guest.peer, serde_json::json!("offer")));
        assert_eq!(
            events(&mut guest),
            [JsonPeerEvent::Signal { sender: host.peer, data: serde_json::json!("offer") }]
        );
        rooms.leave(guest.peer);
        assert_eq!(events(&mut host), [JsonPeerEvent::PeerLeft(guest.peer)]);
        // The seat is free again: a reload comes back.
        assert!(rooms.join(ROOM, LIMITS).is_ok());
    }

    #[test]
    fn a_device_reaches_only_its_own_room() {
        let mut rooms = Rooms::default();
        let host = rooms.join(ROOM, LIMITS).unwrap();
        let mut stranger = rooms.join("BBBBBBBBBBBBBBBBBBBBBB", LIMITS).unwrap();
        assert!(!rooms.relay(host.peer, stranger.peer, serde_json::json!("offer")));
        assert_eq!(events(&mut stranger), [JsonPeerEvent::IdAssigned(stranger.peer)]);
    }

    #[test]
    fn names_too_short_to_be_unguessable_are_refused() {
        let mut rooms = Rooms::default();
        for name in ["", "short", "AAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAA/..", &"A".repeat(65)] {
            assert_eq!(rooms.join(name, LIMITS).err(), Some(Refusal::BadName), "{name}");
        }
        assert_eq!(rooms.rooms(), 0);
    }

    #[test]
    fn the_server_holds_no_more_than_its_limits() {
        let mut rooms = Rooms::default();
        let first = rooms.join(ROOM, LIMITS).unwrap();
        rooms.join("BBBBBBBBBBBBBBBBBBBBBB", LIMITS).unwrap();
        assert_eq!(rooms.join("CCCCCCCCCCCCCCCCCCCCCC", LIMITS).err(), Some(Refusal::Busy));
        rooms.join(ROOM, LIMITS).unwrap();
        assert_eq!(rooms.join("BBBBBBBBBBBBBBBBBBBBBB", LIMITS).err(), Some(Refusal::Busy));
        rooms.leave(first.peer);
        assert_eq!((rooms.rooms(), rooms.peers()), (2, 2));
    }
}
