//! The way to the open tables (`/tables` on the signalling server): one WebSocket, the tables'
//! words going out and the server's coming in, each read strictly (`tables::read_told`) — the
//! server is somebody else's machine too. Natively async-tungstenite on a thread of its own; in
//! the browser ws_stream_wasm, as matchbox's own socket. Bounded: a word of the server's past
//! 16 KiB, one Kete does not know, or more words than the game has taken end the way.

use super::room::spawn;
use super::tables::{self, Ask, Told};
use futures::StreamExt;
use futures::channel::mpsc;
use std::sync::Arc;

/// What came from the tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyEvent {
    Told(Told),
    /// The way to the tables has ended, with why.
    Closed(String),
}

/// The most of the server's words waiting for the game: a listing, an answer, a seat.
const WAITING: usize = 16;
/// The longest word of the server's a device reads (a page of tables is a few kilobytes).
const MOST_BYTES: usize = 16 * 1024;

pub struct Lobby {
    out: mpsc::UnboundedSender<String>,
    heard: mpsc::Receiver<LobbyEvent>,
    closed: bool,
}

impl Lobby {
    /// Goes to the tables at `address` (`ws://host:port/tables`); `wake` is called whenever a
    /// word comes or the way ends, from the connection's own task.
    pub fn open(address: &str, wake: impl Fn() + Send + Sync + 'static) -> Lobby {
        let (out, to_send) = mpsc::unbounded();
        let (heard_here, heard) = mpsc::channel(WAITING);
        spawn(run(address.to_string(), to_send, heard_here, Arc::new(wake)));
        Lobby { out, heard, closed: false }
    }

    /// Says `ask` to the tables; false once the way has ended.
    pub fn ask(&mut self, ask: &Ask) -> bool {
        !self.closed && self.out.unbounded_send(tables::write(ask)).is_ok()
    }

    /// What came since the last look, in order.
    pub fn poll(&mut self) -> Vec<LobbyEvent> {
        let mut events = Vec::new();
        while !self.closed {
            match self.heard.try_recv() {
                Ok(event) => {
                    self.closed = matches!(event, LobbyEvent::Closed(_));
                    events.push(event);
                }
                // Nothing more now.
                Err(mpsc::TryRecvError::Empty) => break,
                // The task ended without a word (it could not start).
                Err(mpsc::TryRecvError::Closed) => {
                    self.closed = true;
                    events.push(LobbyEvent::Closed("the way to the tables could not start".to_string()));
                }
            }
        }
        events
    }
}

/// Hands `event` to the game and wakes it; false if the game has let the lobby go or not taken
/// what waited (then the way ends).
fn hand_over(heard: &mut mpsc::Sender<LobbyEvent>, event: LobbyEvent, wake: &(impl Fn() + ?Sized)) -> bool {
    let handed = heard.try_send(event).is_ok();
    wake();
    handed
}

/// A text word of the server's, read: what it told, or why the way ends.
fn read(text: &str) -> Result<Told, String> {
    if text.len() > MOST_BYTES {
        return Err("the server said too much at once".to_string());
    }
    tables::read_told(text).ok_or_else(|| NOT_KNOWN.to_string())
}

/// What came over the socket: a text word, or why the way ends.
type Incoming = Result<String, String>;

/// The way's work once connected, the same on every platform: the game's asks go out as they
/// come, the server's words come in, each read and handed over; either end ends both (the game
/// let the lobby go, or the server ended it).
async fn converse(
    out: impl futures::Sink<String> + Unpin,
    incoming: impl futures::Stream<Item = Incoming> + Unpin,
    (mut to_send, mut heard): (mpsc::UnboundedReceiver<String>, mpsc::Sender<LobbyEvent>),
    wake: Arc<dyn Fn() + Send + Sync>,
) {
    use futures::SinkExt;
    let mut out = out;
    let writing = async move {
        while let Some(text) = to_send.next().await {
            if out.send(text).await.is_err() {
                break;
            }
        }
        let _ = out.close().await;
    };
    let mut incoming = incoming;
    let reading = async move {
        let why = loop {
            match incoming.next().await {
                Some(Ok(text)) => match read(&text) {
                    Ok(told) => {
                        if !hand_over(&mut heard, LobbyEvent::Told(told), &*wake) {
                            return;
                        }
                    }
                    Err(why) => break why,
                },
                Some(Err(why)) => break why,
                None => break "the server closed the tables".to_string(),
            }
        };
        hand_over(&mut heard, LobbyEvent::Closed(why), &*wake);
    };
    futures::future::select(Box::pin(writing), Box::pin(reading)).await;
}

const NOT_KNOWN: &str = "the server said something Kete does not know";

#[cfg(not(target_arch = "wasm32"))]
async fn run(
    address: String,
    to_send: mpsc::UnboundedReceiver<String>,
    mut heard: mpsc::Sender<LobbyEvent>,
    wake: Arc<dyn Fn() + Send + Sync>,
) {
    use async_tungstenite::tungstenite::Message;
    use async_tungstenite::tungstenite::protocol::WebSocketConfig;
    let config =
        WebSocketConfig::default().max_message_size(Some(MOST_BYTES)).max_frame_size(Some(MOST_BYTES));
    let socket = match async_tungstenite::smol::connect_async_with_config(address, Some(config)).await {
        Ok((socket, _)) => socket,
        Err(e) => {
            let why = format!("the tables could not be reached: {e}");
            hand_over(&mut heard, LobbyEvent::Closed(why), &*wake);
            return;
        }
    };
    let (write, read_half) = socket.split();
    // Its sender is no Sink (async-tungstenite's `futures-03-sink` is not built): one made of it.
    let out = futures::sink::unfold(write, |mut write, text: String| async move {
        write.send(Message::Text(text.into())).await.map(|()| write)
    });
    let incoming = read_half.filter_map(|message| {
        futures::future::ready(match message {
            Ok(Message::Text(text)) => Some(Ok(text.to_string())),
            Ok(Message::Ping(_) | Message::Pong(_)) => None,
            Ok(_) => Some(Err(NOT_KNOWN.to_string())),
            Err(e) => Some(Err(format!("the way to the tables broke: {e}"))),
        })
    });
    converse(Box::pin(out), Box::pin(incoming), (to_send, heard), wake).await;
}

#[cfg(target_arch = "wasm32")]
async fn run(
    address: String,
    to_send: mpsc::UnboundedReceiver<String>,
    mut heard: mpsc::Sender<LobbyEvent>,
    wake: Arc<dyn Fn() + Send + Sync>,
) {
    use futures::SinkExt;
    use ws_stream_wasm::{WsMessage, WsMeta};
    let (_meta, stream) = match WsMeta::connect(&address, None).await {
        Ok(connected) => connected,
        Err(e) => {
            let why = format!("the tables could not be reached: {e}");
            hand_over(&mut heard, LobbyEvent::Closed(why), &*wake);
            return;
        }
    };
    let (write, read_half) = stream.split();
    let out = write
        .with(|text: String| futures::future::ready(Ok::<_, ws_stream_wasm::WsErr>(WsMessage::Text(text))));
    let incoming = read_half.map(|message| match message {
        WsMessage::Text(text) => Ok(text),
        WsMessage::Binary(_) => Err(NOT_KNOWN.to_string()),
    });
    converse(Box::pin(out), Box::pin(incoming), (to_send, heard), wake).await;
}
