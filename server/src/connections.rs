//! The server's connections, bounded before a byte of a request is read: at most so many in all,
//! below the process's file handles, so that it can always accept and answer; at most so many from
//! one address; and a connection that has not become a WebSocket within a few seconds — a request
//! never finished, a header dripped a byte at a time, a `/health` kept open — is closed.

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Sleep;

/// File handles the process keeps for itself (its listener, its runtime, a file it reads).
pub const RESERVED_HANDLES: u64 = 32;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most connections at once, of every state.
    pub all: usize,
    /// The most from one address (0: no such limit — behind a proxy, which limits per address).
    pub per_address: usize,
    /// How long a connection has to become a WebSocket.
    pub request_time: Duration,
}

/// The most connections this process can hold: its file handles (`ulimit -n`), less those it
/// keeps for itself. None where the limit cannot be read.
pub fn handles_for_connections() -> Option<usize> {
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit writes the limit into the struct it is given, which lives here.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return None;
    }
    let handles: u64 = limit.rlim_cur;
    usize::try_from(handles.saturating_sub(RESERVED_HANDLES)).ok()
}

/// How many connections each address holds now.
type PerAddress = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// The listener, letting in only the connections its limits allow.
pub struct Guarded {
    listener: TcpListener,
    limits: Limits,
    all: Arc<Semaphore>,
    per_address: PerAddress,
}

impl Guarded {
    pub fn new(listener: TcpListener, limits: Limits) -> Guarded {
        let all = Arc::new(Semaphore::new(limits.all.min(Semaphore::MAX_PERMITS)));
        Guarded { listener, limits, all, per_address: PerAddress::default() }
    }

    /// How many connections are open now.
    pub fn open(&self) -> Arc<Semaphore> {
        Arc::clone(&self.all)
    }

    /// A place for one more connection from `address`, if its limits leave one.
    fn admit(&self, address: IpAddr) -> Option<(OwnedSemaphorePermit, Option<Counted>)> {
        let permit = Arc::clone(&self.all).try_acquire_owned().ok()?;
        if self.limits.per_address == 0 {
            return Some((permit, None));
        }
        let mut counts = self.per_address.lock().unwrap_or_else(PoisonError::into_inner);
        let count = counts.entry(address).or_default();
        if *count >= self.limits.per_address {
            return None;
        }
        *count += 1;
        Some((permit, Some(Counted { counts: Arc::clone(&self.per_address), address })))
    }
}

impl Listener for Guarded {
    type Io = Connection;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Connection, SocketAddr) {
        loop {
            let (stream, address) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                // Out of handles after all, or a connection reset before it was taken: wait a
                // little rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            // Past a limit the connection is closed at once: dropping it answers the device.
            let Some((permit, counted)) = self.admit(address.ip()) else { continue };
            bound_send_buffer(&stream);
            let deadline = Box::pin(tokio::time::sleep(self.limits.request_time));
            let connection = Connection {
                stream,
                _permit: permit,
                _counted: counted,
                deadline: Some(deadline),
                upgraded: Arc::default(),
            };
            return (connection, address);
        }
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

/// What the kernel holds unsent for one connection: a few messages. A device that does not read
/// then stalls the server's writes to it within a few messages, and is let go (`WRITE_TIME`),
/// rather than have megabytes queued for it.
const SEND_BUFFER: libc::c_int = 64 * 1024;

fn bound_send_buffer(stream: &TcpStream) {
    use std::os::fd::AsRawFd;
    let size = SEND_BUFFER;
    // SAFETY: the socket is open for the call, and the option's value lives here, of its size.
    unsafe {
        libc::setsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_SNDBUF,
            (&size as *const libc::c_int).cast(),
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        );
    }
}

/// One address's connection, counted until it closes.
struct Counted {
    counts: PerAddress,
    address: IpAddr,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = counts.get_mut(&self.address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                counts.remove(&self.address);
            }
        }
    }
}

/// A connection let in: it holds its place until it closes, and fails once its time to become a
/// WebSocket is up.
pub struct Connection {
    stream: TcpStream,
    _permit: OwnedSemaphorePermit,
    _counted: Option<Counted>,
    deadline: Option<Pin<Box<Sleep>>>,
    upgraded: Arc<AtomicBool>,
}

impl Connection {
    /// Whether its time is up: it has not become a WebSocket, and the deadline has passed. Polling
    /// the deadline wakes the connection's task when it passes.
    fn expired(&mut self, cx: &mut Context<'_>) -> bool {
        if self.upgraded.load(Ordering::Relaxed) {
            self.deadline = None;
        }
        self.deadline.as_mut().is_some_and(|deadline| deadline.as_mut().poll(cx).is_ready())
    }
}

fn timed_out() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "the request did not become a WebSocket in time")
}

impl AsyncRead for Connection {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.expired(cx) {
            return Poll::Ready(Err(timed_out()));
        }
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Connection {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        if self.expired(cx) {
            return Poll::Ready(Err(timed_out()));
        }
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// Who asked, as a handler sees it: the device's address, and the switch that tells its
/// connection it has become a WebSocket (its time limit then no longer applies).
#[derive(Clone, Debug)]
pub struct Arrival {
    pub address: IpAddr,
    upgraded: Arc<AtomicBool>,
}

impl Arrival {
    /// The request was taken: the connection becomes a WebSocket, which lives on its own terms.
    pub fn taken(&self) {
        self.upgraded.store(true, Ordering::Relaxed);
    }
}

impl Connected<IncomingStream<'_, Guarded>> for Arrival {
    fn connect_info(stream: IncomingStream<'_, Guarded>) -> Arrival {
        Arrival { address: stream.remote_addr().ip(), upgraded: Arc::clone(&stream.io().upgraded) }
    }
}
