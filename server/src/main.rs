//! `kete-server [ADDRESS]`: the signalling server of Kete's online games (docs/ONLINE.md). It only
//! introduces two devices — it passes their WebRTC offers, answers and candidates, in matchbox's
//! messages — and the game's moves then go between the devices themselves.
//!
//! Everything is bounded: rooms and devices (`--max-rooms`, `--max-peers`), two devices a room,
//! a message's size, how fast a device may send, and how long it may stay silent.

mod rooms;
mod turn;

use axum::Router;
use axum::extract::ws::{Message, WebSocket};
use axum::extract::{Path, State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use clap::Parser;
use futures::{SinkExt, StreamExt};
use kete::online::allowance::Allowance;
use matchbox_protocol::{JsonPeerRequest, PeerRequest};
use rooms::{Joined, Limits, Refusal, Rooms};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// A signalling message is an offer, an answer or a candidate: a few kilobytes at most.
const MAX_MESSAGE: usize = 16 * 1024;
/// What each device's socket reads into at once (a message may span several reads).
const READ_BUFFER: usize = 4 * 1024;
/// matchbox's socket says it is alive every 10 s; a device silent this long is gone.
const SILENCE: Duration = Duration::from_secs(60);
/// How many messages a device may send at once, and a second after that: a connection's setup is
/// a few dozen; more is a flood, and the device is let go.
const BURST: u32 = 100;
const PER_SECOND: u32 = 20;

#[derive(Parser)]
#[command(version, about = "Kete's signalling server: it introduces the two devices of an online game")]
struct Args {
    /// Where to listen. Loopback unless told: a public server listens behind a reverse proxy
    /// that adds TLS (docs/ONLINE.md).
    #[arg(default_value = "127.0.0.1:3536")]
    address: SocketAddr,
    /// The most rooms (games) at once.
    #[arg(long, default_value_t = 10_000)]
    max_rooms: usize,
    /// The most devices at once.
    #[arg(long, default_value_t = 20_000)]
    max_peers: usize,
    /// A TURN server to hand time-limited credentials for (`turn:host:3478`; up to four), with
    /// `--turn-secret-file` (docs/ONLINE.md).
    #[arg(long = "turn", requires = "turn_secret_file")]
    turn: Vec<String>,
    /// A file holding the secret the TURN servers share with this one (coturn's
    /// `static-auth-secret`).
    #[arg(long, requires = "turn")]
    turn_secret_file: Option<std::path::PathBuf>,
}

struct Server {
    rooms: Mutex<Rooms>,
    limits: Limits,
    turn: Option<turn::Turn>,
}

impl Server {
    fn rooms(&self) -> MutexGuard<'_, Rooms> {
        // No code holding the lock panics; if one did, the rooms are still whole.
        self.rooms.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let turn = match &args.turn_secret_file {
        Some(path) => {
            let made = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))
                .and_then(|secret| turn::Turn::new(args.turn.clone(), &secret));
            match made {
                Ok(turn) => Some(turn),
                Err(why) => {
                    eprintln!("kete-server: {why}");
                    std::process::exit(2);
                }
            }
        }
        None => None,
    };
    let server = Arc::new(Server {
        rooms: Mutex::default(),
        limits: Limits { rooms: args.max_rooms, peers: args.max_peers },
        turn,
    });
    let app = Router::new()
        .route("/health", get(health))
        .route("/turn", get(turn_credential))
        .route("/{room}", get(room))
        .with_state(server);
    let listener = match tokio::net::TcpListener::bind(args.address).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("kete-server: cannot listen on {}: {e}", args.address);
            std::process::exit(1);
        }
    };
    // The address bound, port 0 made a real one: a test starts the server on any free port.
    let address = listener.local_addr().unwrap_or(args.address);
    eprintln!("kete-server: listening on {address}");
    let stopped = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    if let Err(e) = axum::serve(listener, app).with_graceful_shutdown(stopped).await {
        eprintln!("kete-server: {e}");
        std::process::exit(1);
    }
}

/// `ok`, and how many rooms and devices the server holds.
async fn health(State(server): State<Arc<Server>>) -> String {
    let rooms = server.rooms();
    format!("ok rooms={} peers={}\n", rooms.rooms(), rooms.peers())
}

/// A device asks for a way through a strict network: a TURN credential, said as the one message
/// of a WebSocket (the game's own sockets, natively and in a browser, read it without an HTTP
/// client), then closed. A server told no TURN server answers 404.
async fn turn_credential(State(server): State<Arc<Server>>, ws: WebSocketUpgrade) -> Response {
    let Some(turn) = &server.turn else {
        return (StatusCode::NOT_FOUND, "no TURN server here\n").into_response();
    };
    let credential = turn.credential(std::time::SystemTime::now());
    ws.read_buffer_size(READ_BUFFER).max_message_size(MAX_MESSAGE).max_frame_size(MAX_MESSAGE).on_upgrade(
        move |mut socket| async move {
            let _ = socket.send(Message::Text(credential.into())).await;
            let _ = socket.close().await;
        },
    )
}

/// A device asks into a room: refused with why, or let in and served.
async fn room(Path(name): Path<String>, State(server): State<Arc<Server>>, ws: WebSocketUpgrade) -> Response {
    let joined = server.rooms().join(&name, server.limits);
    let joined = match joined {
        Ok(joined) => joined,
        Err(Refusal::BadName) => return (StatusCode::BAD_REQUEST, "no such room\n").into_response(),
        Err(Refusal::Full) => {
            return (StatusCode::FORBIDDEN, "this game has its two players\n").into_response();
        }
        Err(Refusal::Busy) => {
            return (StatusCode::SERVICE_UNAVAILABLE, "the server is full\n").into_response();
        }
    };
    let peer = joined.peer;
    let failed = server.clone();
    // tungstenite reads into a 128 KiB buffer by default: most of what an idle device would cost.
    ws.read_buffer_size(READ_BUFFER)
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_failed_upgrade(move |_| failed.rooms().leave(peer))
        .on_upgrade(move |socket| serve(socket, joined, server))
}

/// Passes a device's messages on until it leaves, floods, speaks another language or falls silent.
async fn serve(socket: WebSocket, joined: Joined, server: Arc<Server>) {
    let Joined { peer, mut outbox } = joined;
    let (mut to_device, mut from_device) = socket.split();
    let sending = tokio::spawn(async move {
        while let Some(text) = outbox.recv().await {
            if to_device.send(Message::Text(text.into())).await.is_err() {
                break;
            }
        }
        let _ = to_device.close().await;
    });
    let mut allowance = Allowance::new(BURST, PER_SECOND, Instant::now());
    while let Ok(Some(Ok(message))) = tokio::time::timeout(SILENCE, from_device.next()).await {
        if !allowance.take(Instant::now()) {
            break;
        }
        match message {
            Message::Text(text) => match text.as_str().parse::<JsonPeerRequest>() {
                Ok(PeerRequest::Signal { receiver, data }) => {
                    server.rooms().relay(peer, receiver, data);
                }
                Ok(PeerRequest::KeepAlive) => {}
                Err(_) => break,
            },
            Message::Binary(_) | Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => {}
        }
    }
    // Leaving drops the device's outbox, which ends its sending task.
    server.rooms().leave(peer);
    let _ = sending.await;
}
