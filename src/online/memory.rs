//! Two games joined in one process, for tests: a `Switchboard`'s rooms behave as kete-server's
//! do for the game — two devices a room, a third refused, a device that leaves lost to the other
//! and found again when it comes back — and carry each word to the other in order, at once. No
//! network, no thread: an online game's app tests run in a few seconds, whatever the machine's
//! load.

use super::line::{Line, RoomEvent};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};

/// The rooms of one test's devices.
#[derive(Clone, Default)]
pub struct Switchboard {
    rooms: Arc<Mutex<HashMap<String, Vec<Device>>>>,
}

/// A device in a room: its number, and what waits for it to look.
struct Device {
    number: u64,
    events: VecDeque<RoomEvent>,
}

/// A room holds two devices, as kete-server's do.
const PLACES: usize = 2;

impl Switchboard {
    /// This device joins `room`: the friend already there (if any) and it meet at once; a third
    /// device is refused, as the server refuses it.
    pub fn join(&self, room: &str) -> MemoryLine {
        let number = rand::random();
        let mut rooms = self.rooms();
        let devices = rooms.entry(room.to_string()).or_default();
        let mut events = VecDeque::new();
        if devices.len() >= PLACES {
            events.push_back(RoomEvent::Closed("the room is full".to_string()));
            return MemoryLine { board: self.clone(), room: room.to_string(), number, refused: Some(events) };
        }
        for friend in devices.iter_mut() {
            friend.events.push_back(RoomEvent::Friend);
            events.push_back(RoomEvent::Friend);
        }
        devices.push(Device { number, events });
        MemoryLine { board: self.clone(), room: room.to_string(), number, refused: None }
    }

    fn rooms(&self) -> MutexGuard<'_, HashMap<String, Vec<Device>>> {
        // A test that panicked while holding the lock has failed already: its rooms still serve.
        self.rooms.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// One device's line to a room of a `Switchboard`; leaving it (dropping it) leaves the room.
pub struct MemoryLine {
    board: Switchboard,
    room: String,
    number: u64,
    /// A device the full room refused: its one event, until read.
    refused: Option<VecDeque<RoomEvent>>,
}

impl MemoryLine {
    /// This device and the other in its room, if any (with `f`).
    fn with_room<T>(&self, f: impl FnOnce(&mut Vec<Device>) -> T) -> T {
        let mut rooms = self.board.rooms();
        f(rooms.entry(self.room.clone()).or_default())
    }
}

impl Line for MemoryLine {
    fn poll(&mut self) -> Vec<RoomEvent> {
        if let Some(refused) = &mut self.refused {
            return refused.drain(..).collect();
        }
        let number = self.number;
        self.with_room(|devices| {
            devices
                .iter_mut()
                .find(|d| d.number == number)
                .map(|d| d.events.drain(..).collect())
                .unwrap_or_default()
        })
    }

    fn send(&mut self, text: &str) -> bool {
        let number = self.number;
        self.with_room(|devices| match devices.iter_mut().find(|d| d.number != number) {
            Some(friend) if self.refused.is_none() => {
                friend.events.push_back(RoomEvent::Heard(text.as_bytes().to_vec()));
                true
            }
            _ => false,
        })
    }

    fn in_room(&mut self) -> bool {
        self.refused.is_none()
    }

    fn has_friend(&self) -> bool {
        self.refused.is_none() && self.with_room(|devices| devices.len() == PLACES)
    }
}

impl Drop for MemoryLine {
    fn drop(&mut self) {
        if self.refused.is_some() {
            return;
        }
        let number = self.number;
        self.with_room(|devices| {
            devices.retain(|d| d.number != number);
            for friend in devices.iter_mut() {
                friend.events.push_back(RoomEvent::FriendLost);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_meet_a_third_is_refused_and_one_that_leaves_is_lost_then_found() {
        let board = Switchboard::default();
        let mut host = board.join("r");
        assert!(host.in_room() && !host.has_friend() && host.poll().is_empty());
        assert!(!host.send("alone"), "no friend to hear it");
        let mut guest = board.join("r");
        assert_eq!((host.poll(), guest.poll()), (vec![RoomEvent::Friend], vec![RoomEvent::Friend]));
        assert!(host.send("a") && host.send("b") && guest.send("c"));
        let heard = |bytes: &str| RoomEvent::Heard(bytes.as_bytes().to_vec());
        assert_eq!(guest.poll(), vec![heard("a"), heard("b")]);
        assert_eq!(host.poll(), vec![heard("c")]);
        let mut third = board.join("r");
        assert_eq!(third.poll(), vec![RoomEvent::Closed("the room is full".to_string())]);
        assert!(!third.in_room() && !third.send("let me in"));
        drop(third);
        assert!(host.poll().is_empty(), "the refused device was never in the room");
        drop(guest);
        assert_eq!(host.poll(), vec![RoomEvent::FriendLost]);
        assert!(!host.has_friend());
        let mut back = board.join("r");
        assert_eq!((host.poll(), back.poll()), (vec![RoomEvent::Friend], vec![RoomEvent::Friend]));
        let mut elsewhere = board.join("another");
        assert!(elsewhere.poll().is_empty() && !elsewhere.has_friend());
    }
}
