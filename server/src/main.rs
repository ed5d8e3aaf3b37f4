//! `kete-server [ADDRESS]`: the signalling server of Kete's online games (docs/ONLINE.md). It only
//! introduces two devices — it passes their WebRTC offers, answers and candidates, in matchbox's
//! messages — and the game's moves then go between the devices themselves. Players who do not
//! know each other meet at its open tables (`/tables`), which send two of them to a fresh room.
//!
//! Everything is bounded: connections (in all, below the process's file handles, and from one
//! address) and how long a request may take to become a WebSocket; rooms and devices
//! (`--max-rooms`, `--max-peers`), two devices a room, a message's size and kind (matchbox's
//! signals only, well formed), how fast a device may send, how much may wait for a device that
//! does not read, how long it may stay silent; TURN credentials per address; open tables (one a
//! device, a few an address, `--max-tables` in all, each for `--table-seconds`) and how often a
//! device lists them.

mod connections;
mod lobby;
mod pace;
mod relay;
mod rooms;
mod signal;
mod tables;

use axum::Router;
use axum::extract::ws::{Message, WebSocket};
use axum::extract::{ConnectInfo, Path, State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use clap::Parser;
use connections::{Arrival, Guarded};
use futures::{SinkExt, StreamExt};
use kete::online::allowance::Allowance;
use matchbox_protocol::{JsonPeerRequest, PeerRequest};
use pace::Pace;
use rooms::{Joined, Limits, Refusal, Rooms};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
use tables::{TableLimits, Tables};

/// A signalling message is an offer, an answer or a candidate: a few kilobytes at most.
const MAX_MESSAGE: usize = 16 * 1024;
/// What each device's socket reads into at once (a message may span several reads), and what it
/// writes out of.
const READ_BUFFER: usize = 4 * 1024;
/// The most a device's socket holds unwritten: a message, and the frame around it.
const WRITE_BUFFER: usize = 2 * MAX_MESSAGE;
/// A message to a device that is not written in this time is to a device that does not read: it
/// is let go.
const WRITE_TIME: Duration = Duration::from_secs(5);
/// A connection's time to become a WebSocket: a request of a few hundred bytes, over any network.
const REQUEST_TIME: Duration = Duration::from_secs(5);
/// TURN credentials to one address: a few each minute (one each time a device joins a room), for
/// up to this many addresses at once.
const TURN_PER_MINUTE: u32 = 6;
const TURN_ADDRESSES: usize = 100_000;
/// matchbox's socket says it is alive every 10 s; a device silent this long is gone.
const SILENCE: Duration = Duration::from_secs(60);
/// How many messages a device may send at once, and a second after that: a connection's setup is
/// a few dozen; more is a flood, and the device is let go.
const BURST: u32 = 100;
const PER_SECOND: u32 = 20;
/// Open tables from one address, when the server limits each address (a household, a school).
const TABLES_PER_ADDRESS: usize = 4;

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
    /// The most connections at once, of every state (by default, and at most, what the process's
    /// file handles allow, less a few it keeps).
    #[arg(long)]
    max_connections: Option<usize>,
    /// The most connections from one address (0: none — behind a proxy, where every device comes
    /// from the proxy's address, the proxy limits each address instead).
    #[arg(long, default_value_t = 16)]
    per_address: usize,
    /// A TURN server to hand time-limited credentials for (`turn:host:3478`; up to four), with
    /// `--turn-secret-file` (docs/ONLINE.md).
    #[arg(long = "turn", requires = "turn_secret_file")]
    turn: Vec<String>,
    /// A file holding the secret the TURN servers share with this one (coturn's
    /// `static-auth-secret`).
    #[arg(long, requires = "turn")]
    turn_secret_file: Option<std::path::PathBuf>,
    /// The most open tables at once, where players who do not know each other meet.
    #[arg(long, default_value_t = 10_000)]
    max_tables: usize,
    /// How long a table waits for someone to sit down before it closes (its player may open it
    /// again).
    #[arg(long, default_value_t = 15 * 60)]
    table_seconds: u64,
}

struct Server {
    rooms: Mutex<Rooms>,
    limits: Limits,
    turn: Option<relay::Relay>,
    turn_pace: Mutex<Pace>,
    /// The connections open now, of every state: their places' semaphore, and how many in all.
    open: Arc<tokio::sync::Semaphore>,
    most_connections: usize,
    tables: Mutex<Tables>,
    table_limits: TableLimits,
    table_time: Duration,
    /// The lobby's devices, numbered as they come.
    lobby_devices: AtomicU64,
}

impl Server {
    fn rooms(&self) -> MutexGuard<'_, Rooms> {
        // No code holding the lock panics; if one did, the rooms are still whole.
        self.rooms.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether `address` may be given a TURN credential now. A credential is for a device about
    /// to join a room: none while no room can be joined (a full server spends no one's allowance),
    /// and a few a minute to one address.
    fn may_give_turn(&self, address: std::net::IpAddr) -> bool {
        if self.rooms().peers() >= self.limits.peers {
            return false;
        }
        self.turn_pace.lock().unwrap_or_else(PoisonError::into_inner).take(address, Instant::now())
    }

    fn tables(&self) -> MutexGuard<'_, Tables> {
        // As the rooms: no code holding the lock panics.
        self.tables.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn connections(&self) -> usize {
        self.most_connections.saturating_sub(self.open.available_permits())
    }
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let turn = match &args.turn_secret_file {
        Some(path) => {
            let made = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))
                .and_then(|secret| relay::Relay::new(args.turn.clone(), &secret));
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
    let handles = connections::handles_for_connections().unwrap_or(1024);
    let most_connections = args.max_connections.map_or(handles, |asked| asked.min(handles));
    let listener = match tokio::net::TcpListener::bind(args.address).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("kete-server: cannot listen on {}: {e}", args.address);
            std::process::exit(1);
        }
    };
    let limits = connections::Limits {
        all: most_connections,
        per_address: args.per_address,
        request_time: REQUEST_TIME,
    };
    let listener = Guarded::new(listener, limits);
    let server = Arc::new(Server {
        rooms: Mutex::default(),
        limits: Limits { rooms: args.max_rooms, peers: args.max_peers },
        turn,
        turn_pace: Mutex::new(Pace::new(TURN_PER_MINUTE, Duration::from_secs(60), TURN_ADDRESSES)),
        open: listener.open(),
        most_connections,
        tables: Mutex::default(),
        table_limits: TableLimits {
            all: args.max_tables,
            // Behind a proxy every device comes from its address: the proxy limits each instead.
            per_address: if args.per_address == 0 { usize::MAX } else { TABLES_PER_ADDRESS },
        },
        table_time: Duration::from_secs(args.table_seconds),
        lobby_devices: AtomicU64::new(0),
    });
    let app = Router::new()
        .route("/health", get(health))
        .route("/turn", get(turn_credential))
        .route("/tables", get(lobby))
        .route("/{room}", get(room))
        .with_state(server);
    // The address bound, port 0 made a real one: a test starts the server on any free port.
    let address = axum::serve::Listener::local_addr(&listener).unwrap_or(args.address);
    // One line, its last word the address: a test reads it, then may close the pipe.
    eprintln!(
        "kete-server: at most {most_connections} connections, {} from one address; listening on {address}",
        args.per_address
    );
    let stopped = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let app = app.into_make_service_with_connect_info::<Arrival>();
    if let Err(e) = axum::serve(listener, app).with_graceful_shutdown(stopped).await {
        eprintln!("kete-server: {e}");
        std::process::exit(1);
    }
}

/// `ok`, and how many rooms, devices, connections and open tables the server holds.
async fn health(State(server): State<Arc<Server>>) -> String {
    let connections = server.connections();
    let tables = server.tables().len();
    let rooms = server.rooms();
    format!("ok rooms={} peers={} connections={connections} tables={tables}\n", rooms.rooms(), rooms.peers())
}

/// A device comes to the open tables.
async fn lobby(
    State(server): State<Arc<Server>>,
    ConnectInfo(arrival): ConnectInfo<Arrival>,
    ws: WebSocketUpgrade,
) -> Response {
    arrival.taken();
    let owner = server.lobby_devices.fetch_add(1, Ordering::Relaxed);
    let address = arrival.address;
    websocket(ws).on_upgrade(move |socket| lobby::serve(socket, server, owner, address))
}

/// A device asks for a way through a strict network: a TURN credential, said as the one message
/// of a WebSocket (the game's own sockets, natively and in a browser, read it without an HTTP
/// client), then closed. A server told no TURN server answers 404.
async fn turn_credential(
    State(server): State<Arc<Server>>,
    ConnectInfo(arrival): ConnectInfo<Arrival>,
    ws: WebSocketUpgrade,
) -> Response {
    let Some(turn) = &server.turn else {
        return (StatusCode::NOT_FOUND, "no TURN server here\n").into_response();
    };
    if !server.may_give_turn(arrival.address) {
        return (StatusCode::SERVICE_UNAVAILABLE, "no credential now: try again later\n").into_response();
    }
    let credential = turn.credential(std::time::SystemTime::now());
    arrival.taken();
    websocket(ws).on_upgrade(move |mut socket| async move {
        let _ = tokio::time::timeout(WRITE_TIME, socket.send(Message::Text(credential.into()))).await;
        let _ = tokio::time::timeout(WRITE_TIME, socket.close()).await;
    })
}

/// A WebSocket bounded as every device's is.
fn websocket(ws: WebSocketUpgrade) -> WebSocketUpgrade {
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(READ_BUFFER)
        .max_write_buffer_size(WRITE_BUFFER)
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
}

/// A device asks into a room: refused with why, or let in and served.
async fn room(
    Path(name): Path<String>,
    State(server): State<Arc<Server>>,
    ConnectInfo(arrival): ConnectInfo<Arrival>,
    ws: WebSocketUpgrade,
) -> Response {
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
    arrival.taken();
    let peer = joined.peer;
    let failed = server.clone();
    // tungstenite reads into a 128 KiB buffer by default: most of what an idle device would cost.
    websocket(ws)
        .on_failed_upgrade(move |_| failed.rooms().leave(peer))
        .on_upgrade(move |socket| serve(socket, joined, server))
}

/// Passes a device's messages on until it leaves, floods, speaks another language, falls silent
/// or stops reading.
async fn serve(socket: WebSocket, joined: Joined, server: Arc<Server>) {
    let Joined { peer, mut outbox } = joined;
    let (mut to_device, mut from_device) = socket.split();
    // Ends when the device is let go (its outbox closed) or a message to it is not written in
    // time; either ends the connection.
    let mut sending = tokio::spawn(async move {
        while let Some(text) = outbox.recv().await {
            let sent = tokio::time::timeout(WRITE_TIME, to_device.send(Message::Text(text.into()))).await;
            if !matches!(sent, Ok(Ok(()))) {
                return;
            }
        }
        let _ = tokio::time::timeout(WRITE_TIME, to_device.close()).await;
    });
    let mut allowance = Allowance::new(BURST, PER_SECOND, Instant::now());
    loop {
        let message = tokio::select! {
            read = tokio::time::timeout(SILENCE, from_device.next()) => match read {
                Ok(Some(Ok(message))) => message,
                _ => break,
            },
            _ = &mut sending => break,
        };
        if !allowance.take(Instant::now()) {
            break;
        }
        match message {
            Message::Text(text) => match text.as_str().parse::<JsonPeerRequest>() {
                Ok(PeerRequest::Signal { receiver, data }) => {
                    if signal::check(&data).is_err() {
                        break;
                    }
                    server.rooms().relay(peer, receiver, data);
                }
                Ok(PeerRequest::KeepAlive) => {}
                Err(_) => break,
            },
            Message::Binary(_) | Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => {}
        }
    }
    // Leaving drops the device's outbox, which ends its sending task; one stuck writing to a
    // device that does not read is ended here.
    server.rooms().leave(peer);
    sending.abort();
}
