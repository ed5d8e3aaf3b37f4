//! kete-server against clients that do not play fair, on 127.0.0.0/8 only, each attack bounded
//! in count and time (docs/ONLINE.md, "What the server holds to"): signals that are not
//! matchbox's, a device that never reads, connections that never finish their request (from one
//! address, and under a small file-handle limit), and TURN credentials asked too often. Each
//! prints what it measured (docs/BENCHMARKS.md).

mod common;

use common::{Device, Server, device, ended, name, next_event};
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::MaybeTlsStream;
use tokio_tungstenite::tungstenite::Message;

/// An offer as a browser writes one, of about `size` bytes (candidates padding it out).
fn offer(size: usize) -> String {
    let mut sdp = String::from(
        "v=0\r\no=- 46117314 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n",
    );
    while sdp.len() + 80 < size {
        sdp.push_str("a=candidate:1 1 udp 2113937151 127.0.0.1 54321 typ host generation 0 network-id 1\r\n");
    }
    sdp
}

fn signal(to: &str, data: Value) -> Message {
    Message::Text(json!({ "Signal": { "receiver": to, "data": data } }).to_string().into())
}

/// Two devices in `room`: the host (told of the guest) and the guest.
async fn pair(server: &Server, room: &str) -> ((Device, String), (Device, String)) {
    let mut host = device(server, room).await;
    let guest = device(server, room).await;
    let came = next_event(&mut host.0, "the guest").await;
    assert_eq!(came["NewPeer"], guest.1.as_str());
    (host, guest)
}

#[tokio::test]
async fn signals_that_are_not_matchboxs_end_the_sender_and_never_reach_the_other() {
    let server = Server::start(&[], None);
    let bad = [
        json!("an offer"),
        json!({ "Offer": "not an SDP" }),
        json!({ "Answer": "v=0\r\nnot a line\r\n" }),
        json!({ "IceCandidate": "{\"candidate\":\"hello\"}" }),
        json!({ "Offer": offer(1000), "Answer": offer(1000) }),
        json!({ "Hello": "x".repeat(15_000) }),
    ];
    for (n, data) in bad.into_iter().enumerate() {
        let room = name("badsgna", n);
        let ((mut host, _), (mut guest, guest_id)) = pair(&server, &room).await;
        host.send(signal(&guest_id, data.clone())).await.expect("sent");
        assert!(ended(&mut host).await, "the sender of {data} is let go");
        let heard = next_event(&mut guest, "the host leaving").await;
        assert!(heard.get("PeerLeft").is_some(), "{data} reached the other device: {heard}");
    }
    // matchbox's own signals go through.
    let ((mut host, _), (mut guest, guest_id)) = pair(&server, &name("g00dsgna", 1)).await;
    let candidate = r#"{"candidate":"candidate:1 1 udp 2113937151 127.0.0.1 54321 typ host","sdpMid":"0","sdpMLineIndex":0}"#;
    for data in [
        json!({ "Offer": offer(2000) }),
        json!({ "IceCandidate": candidate }),
        json!({ "IceCandidate": "null" }),
    ] {
        host.send(signal(&guest_id, data.clone())).await.expect("sent");
        assert_eq!(next_event(&mut guest, "the signal").await["Signal"]["data"], data);
    }
    println!(
        "signals: 6 malformed signals each ended their sender's connection; 3 of matchbox's went through"
    );
}

#[tokio::test]
async fn a_device_that_never_reads_is_let_go_and_the_server_stays_small() {
    let server = Server::start(&[], None);
    let room = &name("s10wreader", 1);
    let (mut host, _) = device(&server, room).await;
    // The reader's socket takes in little and is never read.
    let socket = TcpSocket::new_v4().expect("a socket");
    socket.set_recv_buffer_size(4096).expect("a small buffer");
    let stream = socket.connect(server.address).await.expect("connected");
    let (mut reader, _) = tokio_tungstenite::client_async(server.room(room), MaybeTlsStream::Plain(stream))
        .await
        .expect("let in");
    let reader_id = next_event(&mut reader, "its id").await["IdAssigned"].as_str().expect("id").to_string();
    let _ = next_event(&mut host, "the reader").await;
    let before = server.resident();
    // The host sends 12 KB offers within its pace (10 at once, then 16 a second): the reader's
    // socket fills, the server's writes to it stall, and what waits for it reaches its bound.
    let big = json!({ "Offer": offer(12 * 1024 - 200) });
    let started = Instant::now();
    let (mut sent, mut most) = (0, before);
    while server.count("peers") == 2 {
        assert!(started.elapsed() < Duration::from_secs(60), "the reader was never let go ({sent} sent)");
        let burst = if sent == 0 { 10 } else { 4 };
        for _ in 0..burst {
            host.send(signal(&reader_id, big.clone())).await.expect("sent");
            sent += 1;
        }
        most = most.max(server.resident());
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let let_go = started.elapsed();
    drop(host);
    drop(reader);
    tokio::time::sleep(Duration::from_secs(1)).await;
    let after = server.resident();
    println!(
        "slow reader: let go after {:.1} s and {sent} offers of 12 KB sent to it; kete-server resident {before} kB before, at most {most} kB during, {after} kB after",
        let_go.as_secs_f64()
    );
    // What may wait for one device: 32 messages of 16 KiB, and its socket's buffers.
    assert!(most < before + 8 * 1024, "the server grew from {before} kB to {most} kB");
    assert_eq!(server.count("peers"), 0);
}

/// Opens `n` bare TCP connections from `from` to the server, sending nothing.
async fn bare(server: &Server, from: &str, n: usize) -> Vec<TcpStream> {
    let mut open = Vec::new();
    for _ in 0..n {
        let socket = TcpSocket::new_v4().expect("a socket");
        socket.bind(format!("{from}:0").parse().expect("an address")).expect("bound");
        if let Ok(stream) = socket.connect(server.address).await {
            open.push(stream);
        }
    }
    open
}

/// How many of `streams` the server has not closed (a read finds neither an end nor an error).
async fn still_open(streams: &mut [TcpStream]) -> usize {
    let mut open = 0;
    for stream in streams {
        let mut byte = [0u8; 1];
        match tokio::time::timeout(Duration::from_millis(5), tokio::io::AsyncReadExt::read(stream, &mut byte))
            .await
        {
            Err(_) => open += 1,
            Ok(Ok(0) | Err(_)) => {}
            Ok(Ok(_)) => open += 1,
        }
    }
    open
}

/// The honest pair meets in a room and passes an offer.
async fn honest_pair_meets(server: &Server, room: &str) {
    let ((mut host, _), (mut guest, guest_id)) = pair(server, room).await;
    let data = json!({ "Offer": offer(1500) });
    host.send(signal(&guest_id, data.clone())).await.expect("sent");
    assert_eq!(next_event(&mut guest, "the honest offer").await["Signal"]["data"], data);
}

#[tokio::test]
async fn connections_that_never_finish_their_request_hold_no_one_out() {
    // The issue's attack: 1,100 bare connections under `ulimit -n 1024`, from one address.
    let server = Server::start(&[], Some(1024));
    let mut flood = bare(&server, "127.0.0.2", 1100).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let held = still_open(&mut flood).await;
    assert!(held <= 16, "one address holds {held} connections");
    let health = server.health();
    assert!(health.starts_with("ok"), "{health}");
    honest_pair_meets(&server, &name("h0nestpar", 1)).await;
    // A header dripped a byte a second is closed within the request's time (5 s).
    let mut drip = bare(&server, "127.0.0.3", 1).await.pop().expect("a connection");
    let started = Instant::now();
    let mut closed = None;
    for byte in b"GET /h0nestpar00000000002 HTTP/1.1\r\nHost: kete\r\n".iter().cycle().take(30) {
        if tokio::io::AsyncWriteExt::write_all(&mut drip, &[*byte]).await.is_err()
            || still_open(std::slice::from_mut(&mut drip)).await == 0
        {
            closed = Some(started.elapsed());
            break;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    let closed = closed.expect("the dripping connection is closed");
    assert!(closed < Duration::from_secs(10), "closed after {closed:?}");
    // The flood's own connections too.
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(still_open(&mut flood).await, 0);
    println!(
        "half-open: 1,100 bare connections from one address under ulimit -n 1024 — {held} held, the rest closed at once; /health answered ({}); an honest pair met; a dripped header closed after {:.1} s",
        health.trim(),
        closed.as_secs_f64()
    );
    drop(flood);

    // With no limit per address (behind a proxy), the limit of all connections holds: the server
    // never runs out of handles, and once the flood's time is up an honest pair meets.
    let server = Server::start(&["--per-address", "0"], Some(256));
    let mut flood = bare(&server, "127.0.0.2", 400).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let held = still_open(&mut flood).await;
    assert!(held <= 256 - 32, "{held} connections held under 256 handles");
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(still_open(&mut flood).await, 0, "the flood's time is up");
    honest_pair_meets(&server, &name("h0nestpar", 3)).await;
    println!(
        "half-open, no limit per address: 400 bare connections under ulimit -n 256 — {held} held, all closed within 6 s; then an honest pair met"
    );
}

#[tokio::test]
async fn turn_credentials_are_paced_per_address_and_refused_while_full() {
    let folder = std::env::temp_dir().join(format!("kete-hostile-turn-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let secret = folder.join("secret");
    std::fs::write(&secret, "a secret of more than sixteen letters\n").expect("written");
    let secret = secret.to_str().expect("a path");
    let turn = ["--turn", "turn:127.0.0.1:3478", "--turn-secret-file", secret];
    let server = Server::start(&[&turn[..], &["--max-peers", "1"]].concat(), None);
    let ask = |from: &'static str| {
        let address = server.address;
        let url = server.room("turn");
        async move {
            let socket = TcpSocket::new_v4().expect("a socket");
            socket.bind(format!("{from}:0").parse().expect("an address")).expect("bound");
            let stream = socket.connect(address).await.expect("connected");
            match tokio_tungstenite::client_async(url, stream).await {
                Ok((mut socket, _)) => matches!(socket.next().await, Some(Ok(Message::Text(_)))),
                Err(_) => false,
            }
        }
    };
    let mut given = 0;
    for _ in 0..20 {
        given += usize::from(ask("127.0.0.1").await);
    }
    assert_eq!(given, 6, "a few a minute to one address");
    assert!(ask("127.0.0.2").await, "another address is not held back");
    // The server full (one device, --max-peers 1): no credential for a room that cannot be joined.
    let _only = device(&server, &name("t0rnf011", 1)).await;
    assert!(!ask("127.0.0.4").await, "no credential while full");
    let _ = std::fs::remove_dir_all(&folder);
    println!(
        "TURN: 6 of 20 credentials asked at once from one address given, another address served, none while full"
    );
}
