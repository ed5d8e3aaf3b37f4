//! What kete-server's tests share: the server started on a free port of 127.0.0.1 and stopped
//! with the test, a device's WebSocket, and waiting for what the server says, naming what was
//! awaited.

#![allow(dead_code)]

use futures::StreamExt;
use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream as StdStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub type Device = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A room's name as Kete makes them (20 letters of Crockford's base 32): `tag`, then `n`.
pub fn name(tag: &str, n: usize) -> String {
    format!("{tag}{n:0width$}", width = 20 - tag.len())
}

/// How long any one thing is waited for before the test fails, naming it.
pub const PATIENCE: Duration = Duration::from_secs(20);

pub struct Server {
    pub child: Child,
    pub address: SocketAddr,
}

impl Server {
    /// kete-server on a free port of 127.0.0.1 with `options`, under a file-handle limit if given.
    pub fn start(options: &[&str], handles: Option<u32>) -> Server {
        let binary = env!("CARGO_BIN_EXE_kete-server");
        let mut command = match handles {
            Some(n) => {
                let mut sh = Command::new("sh");
                sh.args(["-c", &format!("ulimit -n {n} && exec \"$0\" \"$@\""), binary]);
                sh
            }
            None => Command::new(binary),
        };
        let mut child = command
            .arg("127.0.0.1:0")
            .args(options)
            .stderr(Stdio::piped())
            .spawn()
            .expect("kete-server starts");
        let mut line = String::new();
        let mut lines = BufReader::new(child.stderr.take().expect("its output"));
        lines.read_line(&mut line).expect("its first line");
        let address = line.trim().rsplit(' ').next().and_then(|a| a.parse().ok()).expect("its address");
        // Its other lines go nowhere: the pipe is drained so it never blocks.
        std::thread::spawn(move || std::io::copy(&mut lines, &mut std::io::sink()));
        Server { child, address }
    }

    /// What `/health` says, asked from 127.0.0.1.
    pub fn health(&self) -> String {
        let mut stream = StdStream::connect(self.address).expect("the server answers");
        stream.set_read_timeout(Some(PATIENCE)).expect("a timeout");
        stream.write_all(b"GET /health HTTP/1.1\r\nHost: kete\r\nConnection: close\r\n\r\n").expect("asked");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer.lines().last().unwrap_or_default().to_string()
    }

    pub fn count(&self, what: &str) -> usize {
        let health = self.health();
        let field = health.split(' ').find_map(|word| word.strip_prefix(&format!("{what}=")));
        field.and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("{what} in {health:?}"))
    }

    /// The server's resident memory, in kB.
    pub fn resident(&self) -> u64 {
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).expect("its status");
        let line = status.lines().find(|line| line.starts_with("VmRSS:")).expect("VmRSS");
        line.split_whitespace().nth(1).and_then(|kb| kb.parse().ok()).expect("a number")
    }

    pub fn room(&self, name: &str) -> String {
        format!("ws://{}/{name}", self.address)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A device in `room`, from 127.0.0.1, and the id the server gave it.
pub async fn device(server: &Server, room: &str) -> (Device, String) {
    let (mut socket, _) = tokio_tungstenite::connect_async(server.room(room)).await.expect("let in");
    let id = next_event(&mut socket, "its id").await;
    (socket, id["IdAssigned"].as_str().expect("an id").to_string())
}

/// The next event the server sends `device`.
pub async fn next_event(device: &mut Device, what: &str) -> Value {
    loop {
        match tokio::time::timeout(PATIENCE, device.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => return serde_json::from_str(&text).expect("JSON"),
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => {}
            other => panic!("waiting for {what}: {other:?}"),
        }
    }
}

/// Whether the server ends `device`'s connection within PATIENCE (unread messages skipped).
pub async fn ended(device: &mut Device) -> bool {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        match tokio::time::timeout(PATIENCE, device.next()).await {
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => {}
            Err(_) => return false,
        }
    }
    false
}
