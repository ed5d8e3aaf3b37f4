//! The network of an online game: a WebRTC data channel to the friend's device, which the
//! signalling server (kete-server) introduces in a room named by the game. matchbox does the
//! work, natively and in the browser; this is the game's real `Line` to it — whether the friend is
//! there, and what they said. Only the friend's messages come through: a room holds two devices.

use super::line::Line;
pub use super::line::RoomEvent;
use super::relay::{self, RelayAccess};
use futures::StreamExt;
use futures::channel::{mpsc, oneshot};
use matchbox_socket::{Packet, PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use std::sync::Arc;

pub struct Room {
    /// The socket once it is made — after the server was asked for a TURN credential — with the
    /// data channel's way out and the credential it was made with, if any.
    link: Option<Link>,
    made: oneshot::Receiver<Link>,
    /// The data channel's messages as they came in (a task takes each as it arrives and wakes the
    /// game, so that a friend's move is not left waiting for a frame).
    heard: mpsc::UnboundedReceiver<(PeerId, Packet)>,
    friend: Option<PeerId>,
    /// Every device that was ever connected here: one that goes without having been is `Unusable`.
    connected: Vec<PeerId>,
    ended: oneshot::Receiver<Result<(), String>>,
    closed: bool,
}

struct Link {
    socket: WebRtcSocket,
    out: mpsc::UnboundedSender<(PeerId, Packet)>,
    relay: Option<RelayAccess>,
}

impl Room {
    /// Joins the room at `address` (`ws://host:port/<room>` or `wss://…`), with `ice_servers`
    /// (STUN or TURN addresses) to find a way between the devices: none on one machine or one
    /// network. First the room's server is asked for a TURN credential (`relay::ask`, a few
    /// seconds at most); one given is added to the ways. `wake` is called whenever the socket is
    /// made, a message comes or the room ends, from the connection's own task: the game looks at
    /// the room then.
    pub fn join(address: &str, ice_servers: Vec<String>, wake: impl Fn() + Send + Sync + 'static) -> Room {
        let (made_here, made) = oneshot::channel();
        let (forward, heard) = mpsc::unbounded();
        let (done, ended) = oneshot::channel();
        let address = address.to_string();
        let wake = Arc::new(wake);
        spawn(async move {
            let relay = match relay::address_beside(&address) {
                Some(asked) => relay::ask(&asked).await,
                None => None,
            };
            let mut urls = ice_servers;
            let (mut username, mut credential) = (None, None);
            if let Some(access) = &relay {
                urls.extend(access.urls.iter().cloned());
                (username, credential) = (Some(access.username.clone()), Some(access.credential.clone()));
            }
            let (mut socket, run) = WebRtcSocket::builder(address)
                .ice_server(RtcIceServerConfig { urls, username, credential })
                .add_reliable_channel()
                .build();
            let (out, mut incoming) = match socket.take_channel(0) {
                Ok(channel) => channel.split(),
                // The builder made channel 0 just above.
                Err(_) => (mpsc::unbounded().0, mpsc::unbounded().1),
            };
            // The game has let the room go: nothing to connect for.
            if made_here.send(Link { socket, out, relay }).is_err() {
                return;
            }
            wake();
            let woken = Arc::clone(&wake);
            let run = async move {
                let _ = done.send(run.await.map_err(|e| e.to_string()));
                woken();
            };
            let hear = async move {
                while let Some(message) = incoming.next().await {
                    if forward.unbounded_send(message).is_err() {
                        break;
                    }
                    wake();
                }
            };
            futures::future::join(run, hear).await;
        });
        Room { link: None, made, heard, friend: None, connected: Vec::new(), ended, closed: false }
    }

    /// The relay's (TURN) credential the room's server gave this device, if it gave one.
    pub fn relay(&self) -> Option<&RelayAccess> {
        self.link.as_ref()?.relay.as_ref()
    }
}

impl Line for Room {
    fn poll(&mut self) -> Vec<RoomEvent> {
        let mut events = Vec::new();
        if self.closed {
            return events;
        }
        if self.link.is_none()
            && let Ok(Some(link)) = self.made.try_recv()
        {
            self.link = Some(link);
        }
        let updates = self.link.as_mut().map(|link| link.socket.try_update_peers().unwrap_or_default());
        let heard =
            std::iter::from_fn(|| self.heard.try_recv().ok()).map(|(peer, packet)| (peer, packet.to_vec()));
        let news = Friends { friend: &mut self.friend, connected: &mut self.connected };
        events.extend(news.in_order(updates.unwrap_or_default(), heard.collect()));
        let why = match self.ended.try_recv() {
            // Still running (or still being made: the task holds its end meanwhile).
            Ok(None) => None,
            Ok(Some(Ok(()))) => Some("the server closed the room".to_string()),
            Ok(Some(Err(why))) => Some(why),
            Err(_) => Some("the connection could not start".to_string()),
        };
        if let Some(why) = why {
            self.closed = true;
            events.push(RoomEvent::Closed(why));
        }
        events
    }

    fn send(&mut self, text: &str) -> bool {
        let (Some(friend), Some(link)) = (self.friend, &self.link) else { return false };
        link.out.unbounded_send((friend, Packet::from(text.as_bytes().to_vec()))).is_ok()
    }

    fn in_room(&mut self) -> bool {
        self.link.as_mut().is_some_and(|link| link.socket.id().is_some())
    }

    fn has_friend(&self) -> bool {
        self.friend.is_some()
    }
}

/// Who the friend is, and who was ever connected, as the room's news changes them.
struct Friends<'a, P> {
    friend: &'a mut Option<P>,
    connected: &'a mut Vec<P>,
}

impl<P: Copy + PartialEq> Friends<'_, P> {
    /// The room's news since the last look, as events in the order they happened: who came,
    /// then what the friend said, then who went. A friend who says something and goes at once —
    /// their last move, then their device closed — is heard before their going: the two come
    /// together to a game that looks late, and the words of a friend already gone are not theirs.
    fn in_order(self, updates: Vec<(P, PeerState)>, heard: Vec<(P, Vec<u8>)>) -> Vec<RoomEvent> {
        let mut events = Vec::new();
        let mut gone = Vec::new();
        for (peer, state) in updates {
            match state {
                PeerState::Connected => {
                    *self.friend = Some(peer);
                    if !self.connected.contains(&peer) {
                        self.connected.push(peer);
                    }
                    events.push(RoomEvent::Friend);
                }
                PeerState::Disconnected => gone.push(peer),
            }
        }
        let friend = *self.friend;
        events.extend(
            heard
                .into_iter()
                .filter(|(peer, _)| friend == Some(*peer))
                .map(|(_, bytes)| RoomEvent::Heard(bytes)),
        );
        for peer in gone {
            if *self.friend == Some(peer) {
                *self.friend = None;
                events.push(RoomEvent::FriendLost);
            } else if !self.connected.contains(&peer) {
                events.push(RoomEvent::Unusable);
            }
        }
        events
    }
}

/// Runs the connection's work beside the game: a thread of its own natively, the page's own task
/// in the browser.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn spawn(work: impl Future<Output = ()> + Send + 'static) {
    let started = std::thread::Builder::new()
        .name("kete-online".into())
        .spawn(move || futures::executor::block_on(work));
    // Without a thread the room's end is dropped unsent, and `poll` says it could not start.
    drop(started);
}

#[cfg(target_arch = "wasm32")]
pub(super) fn spawn(work: impl Future<Output = ()> + 'static) {
    wasm_bindgen_futures::spawn_local(work);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn look(
        friend: &mut Option<u8>,
        connected: &mut Vec<u8>,
        updates: Vec<(u8, PeerState)>,
        heard: Vec<(u8, &str)>,
    ) -> Vec<RoomEvent> {
        let heard = heard.into_iter().map(|(peer, text)| (peer, text.as_bytes().to_vec())).collect();
        Friends { friend, connected }.in_order(updates, heard)
    }

    #[test]
    fn a_friend_who_speaks_and_goes_at_once_is_heard_before_going() {
        let (mut friend, mut connected) = (Some(1), vec![1]);
        let events =
            look(&mut friend, &mut connected, vec![(1, PeerState::Disconnected)], vec![(1, "last move")]);
        assert_eq!(events, vec![RoomEvent::Heard(b"last move".to_vec()), RoomEvent::FriendLost]);
        assert_eq!(friend, None);
        // Gone, the friend's device is not heard.
        assert_eq!(look(&mut friend, &mut connected, vec![], vec![(1, "later")]), vec![]);
    }

    #[test]
    fn a_friend_who_comes_and_speaks_at_once_is_heard_after_coming() {
        let (mut friend, mut connected) = (None, vec![]);
        let events = look(&mut friend, &mut connected, vec![(2, PeerState::Connected)], vec![(2, "hello")]);
        assert_eq!(events, vec![RoomEvent::Friend, RoomEvent::Heard(b"hello".to_vec())]);
        assert_eq!((friend, connected), (Some(2), vec![2]));
    }

    #[test]
    fn only_the_friend_is_heard_and_a_device_never_connected_is_unusable() {
        let (mut friend, mut connected) = (Some(1), vec![1]);
        let events = look(
            &mut friend,
            &mut connected,
            vec![(3, PeerState::Disconnected)],
            vec![(3, "stranger"), (1, "move")],
        );
        assert_eq!(events, vec![RoomEvent::Heard(b"move".to_vec()), RoomEvent::Unusable]);
        assert_eq!(friend, Some(1));
        // A device once connected, not the friend now, goes unremarked.
        let (mut friend, mut connected) = (Some(2), vec![1, 2]);
        assert_eq!(look(&mut friend, &mut connected, vec![(1, PeerState::Disconnected)], vec![]), vec![]);
    }
}
