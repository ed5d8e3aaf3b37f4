//! Who is in which room: the server's whole state, bounded. A room holds the two devices of one
//! game; a third is refused, as is a room or a peer past the server's limits.

use matchbox_protocol::{JsonPeerEvent, PeerId};
use std::collections::HashMap;
use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::mpsc::{Receiver, Sender, channel};

/// The most devices a room holds: an online game is two players.
pub const ROOM_SIZE: usize = 2;

/// The most messages waiting for one device: a connection's whole setup is a few dozen, sent as
/// they come. A device that lets more pile up does not read, and is let go (at most this many
/// messages of `MAX_MESSAGE` each are ever held for it).
pub const OUTBOX: usize = 32;

/// How many rooms and devices one server holds at most (docs/ONLINE.md measures what they cost).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub rooms: usize,
    pub peers: usize,
}

/// Why a device was not let in: the answer to its request, before any WebSocket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The name is not one Kete makes (20 letters of Crockford's base 32, 100 random bits).
    BadName,
    /// Both seats of the room are taken.
    Full,
    /// The server holds as many rooms or devices as it may.
    Busy,
}

/// A device in a room: where its messages go (its WebSocket's sending task).
struct Peer {
    room: String,
    outbox: Sender<String>,
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
    pub outbox: Receiver<String>,
}

impl Rooms {
    /// Lets a device into the room `name`: it is told its id, and the others in the room are told
    /// of it (they then offer it a connection, through `relay`).
    pub fn join(&mut self, name: &str, limits: Limits) -> Result<Joined, Refusal> {
        if !kete::online::invite::is_room(name) {
            return Err(Refusal::BadName);
        }
        let in_room = self.rooms.get(name).map_or(0, Vec::len);
        if in_room >= ROOM_SIZE {
            return Err(Refusal::Full);
        }
        if self.peers.len() >= limits.peers || (in_room == 0 && self.rooms.len() >= limits.rooms) {
            return Err(Refusal::Busy);
        }
        let peer = PeerId(uuid::Uuid::new_v4());
        let (outbox, receiver) = channel(OUTBOX);
        // Nothing fails here: the receiver is alive and the outbox empty.
        let _ = outbox.try_send(JsonPeerEvent::IdAssigned(peer).to_string());
        let others = self.rooms.get(name).cloned().unwrap_or_default();
        self.rooms.entry(name.to_string()).or_default().push(peer);
        self.peers.insert(peer, Peer { room: name.to_string(), outbox });
        self.tell(&others, &JsonPeerEvent::NewPeer(peer).to_string());
        Ok(Joined { peer, outbox: receiver })
    }

    /// Gives `text` to each of `peers`; one whose outbox is full is not reading, and is let go
    /// (its outbox closes, which ends its connection).
    fn tell(&mut self, peers: &[PeerId], text: &str) {
        for &other in peers {
            self.send(other, text.to_string());
        }
    }

    /// Gives `text` to `peer`: whether it went. A peer that does not read is let go.
    fn send(&mut self, peer: PeerId, text: String) -> bool {
        let Some(to) = self.peers.get(&peer) else { return false };
        match to.outbox.try_send(text) {
            Ok(()) => true,
            Err(TrySendError::Full(_)) => {
                self.leave(peer);
                false
            }
            Err(TrySendError::Closed(_)) => false,
        }
    }

    /// A device gone: its room's others are told, and an empty room is closed.
    pub fn leave(&mut self, peer: PeerId) {
        let Some(gone) = self.peers.remove(&peer) else { return };
        let mut others = Vec::new();
        if let Some(room) = self.rooms.get_mut(&gone.room) {
            room.retain(|&other| other != peer);
            others = room.clone();
            if room.is_empty() {
                self.rooms.remove(&gone.room);
            }
        }
        self.tell(&others, &JsonPeerEvent::PeerLeft(peer).to_string());
    }

    /// Passes a device's connection offer, answer or candidate to another device of its own room;
    /// anyone else is out of its reach. Whether it went (a receiver that does not read is let go).
    pub fn relay(&mut self, from: PeerId, to: PeerId, data: serde_json::Value) -> bool {
        let (Some(sender), Some(receiver)) = (self.peers.get(&from), self.peers.get(&to)) else {
            return false;
        };
        if sender.room != receiver.room {
            return false;
        }
        self.send(to, JsonPeerEvent::Signal { sender: from, data }.to_string())
    }

    pub fn rooms(&self) -> usize {
        self.rooms.len()
    }

    pub fn peers(&self) -> usize {
        self.peers.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits { rooms: 2, peers: 3 };
    const ROOM: &str = "0123456789abcdefghjk";
    const OTHER: &str = "mnpqrstvwxyz01234567";

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
        let mut stranger = rooms.join(OTHER, LIMITS).unwrap();
        assert!(!rooms.relay(host.peer, stranger.peer, serde_json::json!("offer")));
        assert_eq!(events(&mut stranger), [JsonPeerEvent::IdAssigned(stranger.peer)]);
    }

    #[test]
    fn names_kete_does_not_make_are_refused() {
        let mut rooms = Rooms::default();
        let wrong_letter =
            ["0123456789abcdefghji", "0123456789abcdefghjl", "0123456789abcdefghjo", "0123456789abcdefghju"];
        let names = [
            "",
            "short",
            "0123456789abcdefghj",
            "0123456789abcdefghjkm",
            "0123456789ABCDEFGHJK",
            "KeteRoomTest0123456789",
        ];
        for name in names.into_iter().chain(wrong_letter).chain(["0123456789abcdefgh/.", &"a".repeat(65)]) {
            assert_eq!(rooms.join(name, LIMITS).err(), Some(Refusal::BadName), "{name}");
        }
        assert_eq!(rooms.rooms(), 0);
    }

    #[test]
    fn the_server_holds_no_more_than_its_limits() {
        let mut rooms = Rooms::default();
        let first = rooms.join(ROOM, LIMITS).unwrap();
        rooms.join(OTHER, LIMITS).unwrap();
        assert_eq!(rooms.join("zzzzzzzzzzzzzzzzzzzz", LIMITS).err(), Some(Refusal::Busy));
        rooms.join(ROOM, LIMITS).unwrap();
        assert_eq!(rooms.join(OTHER, LIMITS).err(), Some(Refusal::Busy));
        rooms.leave(first.peer);
        assert_eq!((rooms.rooms(), rooms.peers()), (2, 2));
    }

    #[test]
    fn a_device_that_does_not_read_is_let_go_and_its_messages_freed() {
        let mut rooms = Rooms::default();
        let mut host = rooms.join(ROOM, LIMITS).unwrap();
        let guest = rooms.join(ROOM, LIMITS).unwrap();
        // The guest reads nothing: its id waits, then the host's signals, up to the outbox's bound.
        let went = (0..OUTBOX * 2)
            .take_while(|_| rooms.relay(host.peer, guest.peer, serde_json::json!("offer")))
            .count();
        assert_eq!(went, OUTBOX - 1);
        assert_eq!(rooms.peers(), 1, "the guest is let go");
        assert_eq!(events(&mut host).last(), Some(&JsonPeerEvent::PeerLeft(guest.peer)));
        assert!(!rooms.relay(host.peer, guest.peer, serde_json::json!("offer")));
    }
}
