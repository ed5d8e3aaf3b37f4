//! The game's way to the open tables (`online::lobby::Lobby`) against a real kete-server on
//! 127.0.0.1: one device opens a table, another lists it and sits down, both are told the same
//! fresh room and their sides, and a third finds it gone; a table closed by its device is gone
//! too, and a server that cannot be reached is said. kete-server must be built beside this test (`common/online_server.rs`).

#[path = "common/online_server.rs"]
mod online_server;

use kete::online::lobby::{Lobby, LobbyEvent};
use kete::online::tables::{Ask, Table, TableRefused, Told, VERSION, Wanted};
use online_server::Server;
use std::time::{Duration, Instant};

const PATIENCE: Duration = Duration::from_secs(20);

fn lobby(server: &Server) -> Lobby {
    Lobby::open(&format!("{}/tables", server.url()), || {})
}

/// The next word the tables say to `lobby`, or a panic naming `what` after `PATIENCE`.
fn told(lobby: &mut Lobby, what: &str) -> Told {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Some(event) = lobby.poll().into_iter().next() {
            match event {
                LobbyEvent::Told(told) => return told,
                LobbyEvent::Closed(why) => panic!("the tables closed waiting for {what}: {why}"),
            }
        }
        assert!(Instant::now() < deadline, "no {what} within {PATIENCE:?}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn listed(lobby: &mut Lobby, game: &str) -> Vec<String> {
    assert!(lobby.ask(&Ask::List { v: VERSION, game: game.into(), before: None }));
    match told(lobby, "a listing") {
        Told::Tables { tables, .. } => tables.into_iter().map(|listed| listed.id).collect(),
        other => panic!("a listing, not {other:?}"),
    }
}

#[test]
fn two_devices_meet_at_a_table_and_a_third_finds_it_gone() {
    let server = Server::start();
    let (mut host, mut guest, mut third) = (lobby(&server), lobby(&server), lobby(&server));
    let table = Table { game: "bao".into(), rules: "kujifunza".into(), side: Wanted::North, target: None };
    assert!(host.ask(&Ask::Open { v: VERSION, table }));
    let Told::Opened { id, .. } = told(&mut host, "the table opened") else { panic!("not opened") };
    assert_eq!(listed(&mut guest, "bao"), vec![id.clone()]);
    assert!(guest.ask(&Ask::Sit { v: VERSION, table: id.clone() }));
    let sat = told(&mut guest, "a seat");
    let hosted = told(&mut host, "someone sat down");
    match (sat, hosted) {
        (
            Told::Seated { room, host: false, side: Wanted::South, .. },
            Told::Seated { room: hosts, host: true, side: Wanted::North, .. },
        ) => assert_eq!(room, hosts, "one room for both"),
        other => panic!("both seated in one room, not {other:?}"),
    }
    assert!(listed(&mut third, "bao").is_empty(), "gone from the list");
    assert!(third.ask(&Ask::Sit { v: VERSION, table: id }));
    assert_eq!(told(&mut third, "a refusal"), Told::Refused { v: VERSION, why: TableRefused::Gone });
}

#[test]
fn a_table_closed_by_its_device_is_gone_and_an_unreachable_server_is_said() {
    let server = Server::start();
    let mut host = lobby(&server);
    let table = Table { game: "omweso".into(), rules: "seed".into(), side: Wanted::Either, target: Some(12) };
    assert!(host.ask(&Ask::Open { v: VERSION, table }));
    assert!(matches!(told(&mut host, "the table opened"), Told::Opened { .. }));
    let mut looking = lobby(&server);
    assert_eq!(listed(&mut looking, "omweso").len(), 1);
    assert!(host.ask(&Ask::Close { v: VERSION }));
    assert_eq!(told(&mut host, "closed"), Told::Closed { v: VERSION, expired: false });
    assert!(listed(&mut looking, "omweso").is_empty());
    drop(host);
    let mut unreachable = Lobby::open("ws://127.0.0.1:9/tables", || {});
    let deadline = Instant::now() + PATIENCE;
    let closed = loop {
        if let Some(LobbyEvent::Closed(why)) = unreachable.poll().into_iter().next() {
            break why;
        }
        assert!(Instant::now() < deadline, "no end to an unreachable server");
        std::thread::sleep(Duration::from_millis(5));
    };
    assert!(closed.contains("could not be reached"), "{closed}");
    assert!(!unreachable.ask(&Ask::Alive { v: VERSION }), "nothing said once ended");
}
