//! kete-server's open tables, on 127.0.0.0/8 only, each case bounded in count and time
//! (docs/ONLINE.md, "Open tables"): three devices — one opens a table, the second sees it and sits
//! down, the third sees it gone — and the two seated meet in their room; then clients that do not
//! play fair: tables past their bounds, a listing flood, forged games and rules, a seat at one's
//! own table, garbage, a table that waits too long. Each leaves the server unchanged for the others.

mod common;

use common::{Device, PATIENCE, Server, ended, next_event};
use futures::SinkExt;
use serde_json::{Value, json};
use std::time::Instant;
use tokio::net::TcpSocket;
use tokio_tungstenite::MaybeTlsStream;
use tokio_tungstenite::tungstenite::Message;

/// A device at the tables, from `from` (an address of 127.0.0.0/8).
async fn at_the_tables(server: &Server, from: &str) -> Device {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket.bind(format!("{from}:0").parse().expect("an address")).expect("bound");
    let stream = socket.connect(server.address).await.expect("connected");
    let address = format!("ws://{}/tables", server.address);
    let (device, _) =
        tokio_tungstenite::client_async(address, MaybeTlsStream::Plain(stream)).await.expect("let in");
    device
}

/// Says `ask` and returns the server's answer.
async fn ask(device: &mut Device, ask: Value) -> Value {
    device.send(Message::Text(ask.to_string().into())).await.expect("said");
    next_event(device, &format!("the answer to {ask}")).await
}

fn open(game: &str, rules: &str, side: &str, target: Option<u32>) -> Value {
    let mut table = json!({ "game": game, "rules": rules, "side": side });
    if let Some(target) = target {
        table["target"] = json!(target);
    }
    json!({ "ask": "open", "v": 1, "table": table })
}

fn list(game: &str) -> Value {
    json!({ "ask": "list", "v": 1, "game": game })
}

fn refused(answer: &Value) -> &str {
    answer["why"].as_str().unwrap_or_else(|| panic!("a refusal, not {answer}"))
}

fn ids(answer: &Value) -> Vec<String> {
    let tables = answer["tables"].as_array().unwrap_or_else(|| panic!("a listing, not {answer}"));
    tables.iter().filter_map(|table| table["id"].as_str().map(str::to_string)).collect()
}

#[tokio::test]
async fn a_stranger_sees_a_table_sits_down_and_both_meet_in_a_fresh_room() {
    let server = Server::start(&[], None);
    let started = Instant::now();
    let (mut a, mut b, mut c) = (
        at_the_tables(&server, "127.0.0.1").await,
        at_the_tables(&server, "127.0.0.2").await,
        at_the_tables(&server, "127.0.0.3").await,
    );
    let opened = ask(&mut a, open("omweso", "traditional", "either", Some(6))).await;
    let id = opened["id"].as_str().unwrap_or_else(|| panic!("opened, not {opened}")).to_string();
    let seen = ask(&mut b, list("omweso")).await;
    assert_eq!(ids(&seen), vec![id.clone()]);
    let table = &seen["tables"][0];
    assert_eq!(
        (&table["rules"], &table["side"], &table["target"]),
        (&json!("traditional"), &json!("either"), &json!(6))
    );
    assert!(ids(&ask(&mut c, list("bao")).await).is_empty(), "another game's list");
    assert_eq!(ids(&ask(&mut c, list("omweso")).await), vec![id.clone()]);
    assert_eq!(server.count("tables"), 1);
    let sat = ask(&mut b, json!({ "ask": "sit", "v": 1, "table": id })).await;
    let hosted = next_event(&mut a, "someone sat down").await;
    let room = sat["room"].as_str().unwrap_or_else(|| panic!("seated, not {sat}")).to_string();
    assert_eq!(
        (&hosted["told"], &hosted["room"], &hosted["host"], &sat["host"]),
        (&json!("seated"), &json!(room), &json!(true), &json!(false))
    );
    assert_ne!(hosted["side"], sat["side"], "one side each");
    assert_ne!(hosted["side"], json!("either"), "the side drawn");
    assert!(ended(&mut b).await, "the one seated leaves the lobby for the room");
    assert!(ids(&ask(&mut c, list("omweso")).await).is_empty(), "the table gone from every list");
    let gone = ask(&mut c, json!({ "ask": "sit", "v": 1, "table": id })).await;
    assert_eq!(refused(&gone), "gone");
    assert_eq!(server.count("tables"), 0);
    // The two meet in the room as any two friends do.
    let (mut host, _) = common::device(&server, &room).await;
    let (_guest, guest_id) = common::device(&server, &room).await;
    assert_eq!(next_event(&mut host, "the stranger in the room").await["NewPeer"], json!(guest_id));
    println!(
        "tables: opened, listed by two, sat down at, both in room {room}, gone from the list, in {:?} over loopback",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_device_that_does_not_play_fair_at_the_tables_changes_nothing_for_the_others() {
    let server = Server::start(&["--max-tables", "6"], None);
    let mut honest = at_the_tables(&server, "127.0.1.1").await;
    let honest_table = ask(&mut honest, open("bao", "kujifunza", "south", None)).await["id"].clone();

    // Forged games, rules, sides and targets.
    let mut forger = at_the_tables(&server, "127.0.2.1").await;
    for forged in [
        open("chess", "seed", "south", None),
        open("bao", "traditional", "south", None),
        open("bao", "seed", "south", Some(12)),
        open("omweso", "seed", "south", None),
        open("omweso", "seed", "south", Some(7)),
    ] {
        assert_eq!(refused(&ask(&mut forger, forged.clone()).await), "no_such_game", "{forged}");
    }
    assert_eq!(refused(&ask(&mut forger, list("chess")).await), "no_such_game");
    // One table a device, no seat at one's own.
    let own = ask(&mut forger, open("kimasai", "seed", "north", None)).await["id"].clone();
    assert_eq!(refused(&ask(&mut forger, open("kimasai", "seed", "north", None)).await), "one_at_a_time");
    assert_eq!(refused(&ask(&mut forger, json!({ "ask": "sit", "v": 1, "table": own })).await), "own_table");
    // A few tables an address.
    let mut same_address = Vec::new();
    for _ in 0..3 {
        let mut device = at_the_tables(&server, "127.0.2.1").await;
        assert!(ask(&mut device, open("bao", "seed", "either", None)).await["id"].is_string());
        same_address.push(device);
    }
    let mut fifth = at_the_tables(&server, "127.0.2.1").await;
    assert_eq!(refused(&ask(&mut fifth, open("bao", "seed", "either", None)).await), "too_many_here");
    // So many in all (6 here: the honest one, the forger's and three more).
    let mut elsewhere = at_the_tables(&server, "127.0.3.1").await;
    assert!(ask(&mut elsewhere, open("bao", "seed", "either", None)).await["id"].is_string());
    let mut one_more = at_the_tables(&server, "127.0.4.1").await;
    assert_eq!(refused(&ask(&mut one_more, open("bao", "seed", "either", None)).await), "full");
    // A listing flood: a few pages at once, then one a second; a device that keeps on is let go.
    let mut lister = at_the_tables(&server, "127.0.5.1").await;
    let mut answers = Vec::new();
    for _ in 0..8 {
        answers.push(ask(&mut lister, list("bao")).await);
    }
    let too_fast = answers.iter().filter(|answer| answer["why"] == json!("too_fast")).count();
    assert_eq!((answers.len() - too_fast, too_fast), (5, 3), "five pages, then too fast");
    for _ in 0..30 {
        if lister.send(Message::Text(list("bao").to_string().into())).await.is_err() {
            break;
        }
    }
    assert!(ended(&mut lister).await, "a device that floods is let go");
    // Garbage and words that are not the tables' end the device.
    for garbage in
        ["hello", r#"{"ask":"chat","v":1,"text":"hi"}"#, r#"{"ask":"sit","v":1,"table":"x","name":"me"}"#]
    {
        let mut device = at_the_tables(&server, "127.0.6.1").await;
        device.send(Message::Text(garbage.into())).await.expect("said");
        assert_eq!(refused(&next_event(&mut device, garbage).await), "not_a_word");
        assert!(ended(&mut device).await, "{garbage} ends its device");
    }
    // The honest table stands, listed and open to a seat; a device that leaves takes its table.
    let mut stranger = at_the_tables(&server, "127.0.7.1").await;
    assert!(
        ids(&ask(&mut stranger, list("bao")).await)
            .contains(&honest_table.as_str().unwrap_or_default().to_string())
    );
    drop(elsewhere);
    let deadline = Instant::now() + PATIENCE;
    while server.count("tables") != 5 && Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(server.count("tables"), 5, "a device's table goes with it");
    let sat = ask(&mut stranger, json!({ "ask": "sit", "v": 1, "table": honest_table })).await;
    assert_eq!(sat["told"], json!("seated"));
    assert_eq!(next_event(&mut honest, "the stranger").await["room"], sat["room"]);
    println!(
        "tables: 5 forged tables, a second table, a seat at one's own, a fifth from one address, one past the server's 6, a listing flood and 3 garbled words refused; the honest table sat at"
    );
}

#[tokio::test]
async fn a_table_that_waits_too_long_closes_and_says_so() {
    let server = Server::start(&["--table-seconds", "1"], None);
    let mut waiting = at_the_tables(&server, "127.0.8.1").await;
    let id = ask(&mut waiting, open("kimasai", "seed", "either", None)).await["id"].clone();
    let closed = next_event(&mut waiting, "the table's time up").await;
    assert_eq!((&closed["told"], &closed["expired"]), (&json!("closed"), &json!(true)));
    let mut looking = at_the_tables(&server, "127.0.8.2").await;
    assert!(ids(&ask(&mut looking, list("kimasai")).await).is_empty());
    assert_eq!(refused(&ask(&mut looking, json!({ "ask": "sit", "v": 1, "table": id })).await), "gone");
    // Opened again, it waits again.
    assert!(ask(&mut waiting, open("kimasai", "seed", "either", None)).await["id"].is_string());
    assert_eq!(server.count("tables"), 1);
}
