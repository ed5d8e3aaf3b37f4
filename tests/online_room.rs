//! Two devices in one room through the signalling server, over WebRTC on 127.0.0.1: they meet,
//! play a whole game of Bao la Kimasai by their messages, each move checked through the rules; a
//! third device is refused; garbage from the other side changes nothing; and a device that
//! drops out and comes back behind the game takes up the game where it is.
//!
//! kete-server must be built beside this test (`common/online_server.rs`). Prints the figures docs/BENCHMARKS.md keeps: the connection's setup time and a
//! move's time from one device to the other.

use kete::online::line::Line;
use kete::online::room::{Room, RoomEvent};
use kete::online::{Heard, Refused, Session};
use kete::rules::record::{Record, Replay};
use kete::rules::{AnyGame, GameKind, NoEvents, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[path = "common/online_server.rs"]
mod online_server;
use online_server::Server;

const GAME_ID: &str = "cm9vbXRlc3Q";
/// Long enough for WebRTC's setup on a loaded machine; a move takes milliseconds.
const PATIENCE: Duration = Duration::from_secs(30);

/// Polls `room` until `wanted` picks an event out, or panics after `PATIENCE`.
fn wait_for<T>(room: &mut Room, what: &str, mut wanted: impl FnMut(RoomEvent) -> Option<T>) -> T {
    let deadline = Instant::now() + PATIENCE;
    loop {
        for event in room.poll() {
            if let Some(found) = wanted(event) {
                return found;
            }
        }
        assert!(Instant::now() < deadline, "no {what} within {PATIENCE:?}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn heard(room: &mut Room) -> Vec<u8> {
    wait_for(room, "message", |event| match event {
        RoomEvent::Heard(bytes) => Some(bytes),
        _ => None,
    })
}

fn friend(room: &mut Room) {
    wait_for(room, "friend", |event| (event == RoomEvent::Friend).then_some(()));
}

fn start() -> Replay {
    let start = AnyGame::new_with_rules(GameKind::Kimasai, Some("seed")).expect("a preset");
    Record::new(&start, "seed", Vec::new()).expect("an empty game")
}

/// Each device says hello and hears the other's.
fn greet(a: (&mut Room, &mut Session), b: (&mut Room, &mut Session)) -> (Heard, Heard) {
    let (a_room, a_session) = a;
    let (b_room, b_session) = b;
    assert!(a_room.send(&a_session.hello()));
    assert!(b_room.send(&b_session.hello()));
    let a_heard = a_session.hear(&heard(a_room), Instant::now()).expect("a's hello");
    let b_heard = b_session.hear(&heard(b_room), Instant::now()).expect("b's hello");
    (a_heard, b_heard)
}

fn median_and_worst(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    (times[times.len() / 2], times[times.len() - 1])
}

#[test]
fn two_devices_play_a_whole_game_through_a_room_and_a_third_is_refused() {
    let server = Server::start();
    let room = server.room("kete0r00m0test000001");
    let setup = Instant::now();
    // Each device counts the times its room woke it: once a message at least, before it looks.
    let counter = || Arc::new(AtomicUsize::new(0));
    let (host_woken, guest_woken) = (counter(), counter());
    let waker = |count: &Arc<AtomicUsize>| {
        let count = Arc::clone(count);
        move || {
            count.fetch_add(1, Ordering::SeqCst);
        }
    };
    let mut host = Room::join(&room, Vec::new(), waker(&host_woken));
    let mut guest = Room::join(&room, Vec::new(), waker(&guest_woken));
    friend(&mut host);
    friend(&mut guest);
    println!("the connection's setup: {:?}", setup.elapsed());

    let replay = start();
    let now = Instant::now();
    let mut south = Session::new(GAME_ID, Side::South, &replay, now).expect("a session");
    let mut north = Session::new(GAME_ID, Side::North, &replay, now).expect("a session");
    assert_eq!(greet((&mut host, &mut south), (&mut guest, &mut north)), (Heard::Agreed, Heard::Agreed));

    // A third device in the full room never meets anyone: the server refuses it.
    let mut third = Room::join(&room, Vec::new(), || {});
    let why = wait_for(&mut third, "refusal", |event| match event {
        RoomEvent::Closed(why) => Some(why),
        RoomEvent::Friend => panic!("a third device was let into a full room"),
        _ => None,
    });
    println!("the third device: {why}");

    let mut rng = SmallRng::seed_from_u64(3911);
    let mut game = replay.last().clone();
    let mut times = Vec::new();
    // The sessions' clock goes at a person's pace, a move a second, while the moves go as fast
    // as the machine (a session refuses a flood).
    let mut clock = Instant::now();
    while game.outcome().is_none() {
        clock += Duration::from_secs(1);
        let legal = game.legal_moves();
        let mv = game.format_move(legal[rng.random_range(0..legal.len())]);
        let south_moves = game.side_to_move() == Side::South;
        let ((mover_room, mover), (other_room, other), other_woken) = if south_moves {
            ((&mut host, &mut south), (&mut guest, &mut north), &guest_woken)
        } else {
            ((&mut guest, &mut north), (&mut host, &mut south), &host_woken)
        };
        let woken = other_woken.load(Ordering::SeqCst);
        let sent = Instant::now();
        assert!(mover_room.send(&mover.played(&mv).expect("the mover's legal move")));
        // The message wakes the other device: it need not look until then.
        let deadline = Instant::now() + Duration::from_secs(20);
        while other_woken.load(Ordering::SeqCst) == woken {
            assert!(Instant::now() < deadline, "the move woke nobody");
            std::thread::sleep(Duration::from_millis(1));
        }
        let bytes = heard(other_room);
        times.push(sent.elapsed());
        let ply = mover.record().moves.len();
        assert_eq!(other.hear(&bytes, clock), Ok(Heard::Move { ply, mv: mv.clone() }));
        game.play_text(&mv, &mut NoEvents).expect("a legal move");
    }
    assert_eq!(south.record(), north.record());
    let (median, worst) = median_and_worst(times.clone());
    println!(
        "{} moves; a move from one device to the other: median {median:?}, worst {worst:?}",
        times.len()
    );

    // Garbage from the guest changes nothing on the host.
    let before = south.record().clone();
    assert!(guest.send("{\"v\":1,\"say\":\"move\",\"ply\":1}"));
    assert_eq!(south.hear(&heard(&mut host), clock), Err(Refused::Unreadable));
    assert_eq!(south.record(), &before);
}

#[test]
fn a_device_that_drops_out_comes_back_to_the_game_where_it_is() {
    let server = Server::start();
    let room = server.room("kete0r00m0c0meback01");
    let mut host = Room::join(&room, Vec::new(), || {});
    let mut guest = Room::join(&room, Vec::new(), || {});
    friend(&mut host);
    friend(&mut guest);
    let replay = start();
    let mut south = Session::new(GAME_ID, Side::South, &replay, Instant::now()).expect("a session");
    let mut north = Session::new(GAME_ID, Side::North, &replay, Instant::now()).expect("a session");
    greet((&mut host, &mut south), (&mut guest, &mut north));

    // Seven moves; the guest's device dropped out before the last of the host's reached it. It
    // kept every move of its own (a device saves a move before it sends it), so it has the game up
    // to its own last move.
    let mut game = replay.last().clone();
    let mut rng = SmallRng::seed_from_u64(3912);
    let mut kept = None;
    for _ in 1..=7 {
        let legal = game.legal_moves();
        let mv = game.format_move(legal[rng.random_range(0..legal.len())]);
        let (mover_room, mover, other_room, other) = if game.side_to_move() == Side::South {
            (&mut host, &mut south, &mut guest, &mut north)
        } else {
            (&mut guest, &mut north, &mut host, &mut south)
        };
        assert!(mover_room.send(&mover.played(&mv).expect("legal")));
        other.hear(&heard(other_room), Instant::now()).expect("a legal move heard");
        if game.side_to_move() == Side::North {
            kept = Some(north.record().clone());
        }
        game.play_text(&mv, &mut NoEvents).expect("legal");
    }
    drop(guest);
    wait_for(&mut host, "the friend's connection lost", |event| {
        (event == RoomEvent::FriendLost).then_some(())
    });

    let kept = kept.expect("the guest's moves kept").replay().expect("a game");
    let from = kept.record.moves.len();
    assert!(from < 7, "the host's last move is missing");
    let mut back = Room::join(&room, Vec::new(), || {});
    let mut north = Session::new(GAME_ID, Side::North, &kept, Instant::now()).expect("a session");
    friend(&mut host);
    friend(&mut back);
    let (host_heard, back_heard) = greet((&mut host, &mut south), (&mut back, &mut north));
    assert_eq!(host_heard, Heard::Agreed);
    assert!(matches!(back_heard, Heard::Ahead { from: f, .. } if f == from), "{back_heard:?}");
    assert_eq!(north.record(), south.record());
}

/// Two devices told a STUN server (as across the internet, each behind its router) still meet
/// and talk on one machine when it does not answer: it only adds a way, it never blocks one.
#[test]
fn a_stun_server_that_does_not_answer_blocks_nothing() {
    let server = Server::start();
    let room = server.room("kete0r00m0st0n000001");
    let ice = vec!["stun:127.0.0.1:9".to_string()];
    let setup = Instant::now();
    let mut host = Room::join(&room, ice.clone(), || {});
    let mut guest = Room::join(&room, ice, || {});
    friend(&mut host);
    friend(&mut guest);
    println!("the connection's setup with a silent STUN server: {:?}", setup.elapsed());
    assert!(host.send("hello"));
    assert_eq!(heard(&mut guest), b"hello");
}

/// A server told of a TURN server hands each device a credential for it before the device joins
/// its room — the user name when it expires, a day on, signed with the secret the TURN server
/// shares — and the device adds it to its ways; a server told of none hands out none.
#[test]
fn a_device_joins_with_the_turn_credential_its_server_hands_out() {
    let dir = std::env::temp_dir().join(format!("kete-turn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let secret = dir.join("secret");
    std::fs::write(&secret, "a secret of more than sixteen letters\n").expect("written");
    let turn_url = "turn:127.0.0.1:3478";
    let server =
        Server::start_with(&["--turn", turn_url, "--turn-secret-file", secret.to_str().expect("utf-8")]);
    let mut room = Room::join(&server.room("kete0t0rn0test000001"), Vec::new(), || {});
    let deadline = Instant::now() + PATIENCE;
    while !room.in_room() {
        let _ = room.poll();
        assert!(Instant::now() < deadline, "not in the room within {PATIENCE:?}");
        std::thread::sleep(Duration::from_millis(5));
    }
    let access = room.relay().expect("a credential").clone();
    assert_eq!(access.urls, [turn_url]);
    let (expiry, name) = access.username.split_once(':').expect("expiry:name");
    assert_eq!(name, "kete");
    let now =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970").as_secs();
    let expiry: u64 = expiry.parse().expect("a time");
    assert!((now + 86_000..=now + 86_800).contains(&expiry), "a day on: {expiry} against {now}");
    assert_eq!(access.credential.len(), 28, "HMAC-SHA1 in base64: {}", access.credential);
    let _ = std::fs::remove_dir_all(&dir);

    let plain = Server::start();
    let mut room = Room::join(&plain.room("kete0t0rn0test000002"), Vec::new(), || {});
    let deadline = Instant::now() + PATIENCE;
    while !room.in_room() {
        let _ = room.poll();
        assert!(Instant::now() < deadline, "not in the room within {PATIENCE:?}");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(room.relay(), None, "no TURN server, no credential");
}

/// A device of the room that is no game's, speaking the signalling server's protocol itself: it
/// answers the device it meets with `bad` — an offer, if it was in the room first, or an answer to
/// the device's offer — which passes the server's checks but no WebRTC stack takes. Then it
/// leaves.
fn hostile_signaller(room: String, bad: serde_json::Value) -> std::thread::JoinHandle<()> {
    use async_tungstenite::tungstenite::Message;
    use futures::StreamExt;
    let offers = bad.get("Offer").is_some();
    let (in_room, entered) = std::sync::mpsc::channel();
    let signaller = std::thread::spawn(move || {
        futures::executor::block_on(async move {
            let (mut socket, _) = async_tungstenite::smol::connect_async(&room).await.expect("in the room");
            let _ = in_room.send(());
            while let Some(Ok(Message::Text(text))) = socket.next().await {
                let event: serde_json::Value = serde_json::from_str(&text).expect("the server's JSON");
                let to = match (&event["NewPeer"], &event["Signal"]["sender"]) {
                    (serde_json::Value::String(peer), _) if offers => peer.clone(),
                    (_, serde_json::Value::String(peer)) if !offers => peer.clone(),
                    _ => continue,
                };
                let signal = serde_json::json!({ "Signal": { "receiver": to, "data": bad } });
                socket.send(Message::Text(signal.to_string().into())).await.expect("sent");
                // Time for the device to take it in before the signaller leaves.
                futures_timer::Delay::new(Duration::from_millis(500)).await;
                return;
            }
        });
    });
    entered.recv_timeout(PATIENCE).expect("the hostile signaller in the room");
    signaller
}

/// An offer or an answer that the server relays (it reads as SDP) but is no session, and a
/// candidate that is no candidate: the device's connection to the sender ends — the game's note
/// says a connection could not be used — and the device goes on waiting in its room, where the
/// friend then meets it. Before matchbox_socket was patched (vendor/), each panicked the
/// connection's task, and the room was dead.
#[test]
fn a_signal_no_webrtc_stack_takes_ends_that_connection_not_the_room() {
    let server = Server::start();
    let not_a_session = "v=0\r\nz=no session here\r\n";
    let cases = [
        ("kete0bad0sdp00000001", serde_json::json!({ "Offer": not_a_session })),
        ("kete0bad0answer00001", serde_json::json!({ "Answer": not_a_session })),
    ];
    for (name, bad) in cases {
        let room = server.room(name);
        let offers = bad.get("Offer").is_some();
        // Whoever is in the room first is offered to by the one who comes.
        let (mut host, signaller) = if offers {
            let signaller = hostile_signaller(room.clone(), bad.clone());
            (Room::join(&room, Vec::new(), || {}), signaller)
        } else {
            let mut host = Room::join(&room, Vec::new(), || {});
            let deadline = Instant::now() + PATIENCE;
            while !host.in_room() {
                let _ = host.poll();
                assert!(Instant::now() < deadline, "not in the room");
                std::thread::sleep(Duration::from_millis(5));
            }
            (host, hostile_signaller(room.clone(), bad.clone()))
        };
        wait_for(&mut host, "the note that a connection could not be used", |event| match event {
            RoomEvent::Unusable => Some(()),
            RoomEvent::Closed(why) => panic!("the room closed: {why}"),
            _ => None,
        });
        signaller.join().expect("the signaller left");
        let mut guest = Room::join(&room, Vec::new(), || {});
        friend(&mut host);
        friend(&mut guest);
        assert!(guest.send("hello"));
        assert_eq!(heard(&mut host), b"hello", "{bad}");
    }
}
