//! A hostile friend, for tests/web/online.mjs: it joins an online game's room as the friend, takes
//! the host's game as a real device would, and then sends what no honest Kete sends — a move out
//! of turn, garbage, a message over the size limit, an illegal move, a legal move that claims the
//! wrong position after it, the room's next game while this one is under way — before one honest
//! move and then a flood; and last, as its hello, the game so far with moves of both sides after
//! it, up to its own win or 150 moves (the host's moves made for it). The host's page must refuse
//! each word but the honest move and keep its game, and stop at the last. It says what it does on
//! standard output, a line each, so the test can follow; the test says on its standard input when
//! the host has refused the flood, and when the host has heard the last word.
//!
//! `hostile_peer ws://127.0.0.1:3536 <room>`; gives up after a minute of waiting for anything in
//! the room.

use kete::online::line::Line;
use kete::online::protocol::{self, MAX_BYTES, Say};
use kete::online::room::{Room, RoomEvent};
use kete::online::{Heard, Session};
use kete::rules::record::Record;
use kete::rules::{AnyGame, NoEvents};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const PATIENCE: Duration = Duration::from_secs(60);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [server, room_id] = args.as_slice() else {
        eprintln!("usage: hostile_peer <server address> <room>");
        return ExitCode::from(2);
    };
    match run(server, room_id) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("hostile peer: {why}");
            ExitCode::FAILURE
        }
    }
}

fn run(server: &str, room_id: &str) -> Result<(), String> {
    let mut room = Room::join(&format!("{}/{room_id}", server.trim_end_matches('/')), Vec::new(), || {});
    wait_for(&mut room, "the host", |event| (event == RoomEvent::Friend).then_some(()))?;
    let mut session = Session::joining(room_id, web_time::Instant::now()).map_err(|e| e.to_string())?;
    room.send(&session.hello());
    let hello = heard(&mut room)?;
    let Ok(Heard::Ahead { replay, .. }) = session.hear(&hello, web_time::Instant::now()) else {
        return Err("the host's hello brought no game".into());
    };
    let start = replay.last().clone();
    say("took the host's game");

    // The host moves first: a move of theirs sent as ours, out of turn.
    let theirs = start.format_move(*start.legal_moves().first().ok_or("the host has no move")?);
    send(&mut room, "a move out of turn", &move_message(&start, 1, &theirs));
    send(&mut room, "garbage", "{\"v\":2,\"say\":\"move\",\"ply\":\"one\"}");
    send(&mut room, "a message too long", &"x".repeat(MAX_BYTES + 1));

    // The host's move, then ours on its position.
    let bytes = heard(&mut room)?;
    let Ok(Heard::Move { mv, .. }) = session.hear(&bytes, web_time::Instant::now()) else {
        return Err("the host's move did not come".into());
    };
    say(&format!("heard the host's move {mv}"));
    let mut now = start.clone();
    now.play_text(&mv, &mut NoEvents).map_err(|e| e.to_string())?;
    let legal: Vec<String> = now.legal_moves().into_iter().map(|m| now.format_move(m)).collect();
    let honest = legal.first().ok_or("no move of ours")?.clone();
    // The host's first move again, now on our turn: not a move this position has.
    if legal.contains(&theirs) {
        return Err(format!("{theirs} is legal here: no illegal move to send"));
    }
    send(&mut room, "an illegal move", &move_message(&now, 2, &theirs));
    let wrong_after = protocol::encode(&Say::Move { ply: 2, mv: honest.clone(), after: start.to_text() });
    send(&mut room, "a move that claims the wrong position", &wrong_after);
    // The room's next game, begun while this one is under way.
    let next = protocol::encode(&Say::NextGame {
        game: hello_game(&hello)?,
        plays: session.me(),
        round: 1,
        score: None,
    });
    send(&mut room, "a next game before this one is over", &next);
    let played = session.played(&honest)?;
    send(&mut room, &format!("the honest move {honest}"), &played);
    // A person plays a move a second at most: this is many times that at once.
    for _ in 0..40 {
        room.send("{\"v\":2,\"say\":\"join\"}");
    }
    say("flooded");
    // Once its allowance is back (a burst of 20, four a second), the game so far and then both
    // sides' moves, played here, as if the host had made its own. The allowance refills by the
    // host's clock from when it handled the flood, which a busy machine delays: the test says when
    // the host has refused the flood (a line on standard input; none, or its end, goes on at once).
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    std::thread::sleep(Duration::from_secs(6));
    line.clear();
    let mut game = session.record().replay().map_err(|e| e.to_string())?.last().clone();
    let mut moves = session.record().moves.clone();
    while moves.len() < 150 && game.outcome().is_none() {
        let Some(&first) = game.legal_moves().first() else { break };
        let mv = game.format_move(first);
        game.play_text(&mv, &mut NoEvents).map_err(|e| e.to_string())?;
        moves.push(mv);
    }
    let forged = Record::new(&start, &session.record().rules, moves).map_err(|e| e.to_string())?;
    let liar =
        Session::new(room_id, session.me(), &forged, web_time::Instant::now()).map_err(|e| e.to_string())?;
    send(&mut room, "a game with the host's moves made for it", &liar.hello());
    // The connection stays until the test says the host has heard it all (a line, or the end of
    // standard input): a device that goes at once may go before its last word is out.
    let _ = std::io::stdin().read_line(&mut line);
    say("done");
    Ok(())
}

/// The move `mv`, played as the `ply`-th on `position`: the message says where it leads (or,
/// for a move the position has not, where the host's position stands).
fn move_message(position: &AnyGame, ply: usize, mv: &str) -> String {
    let mut after = position.clone();
    if after.play_text(mv, &mut NoEvents).is_err() {
        after = position.clone();
    }
    protocol::encode(&Say::Move { ply, mv: mv.to_string(), after: after.to_text() })
}

/// The game link of the host's hello: its game from the start, as a next game would be sent.
fn hello_game(hello: &[u8]) -> Result<String, String> {
    match protocol::decode(hello) {
        Ok(Say::Hello { game, .. }) => Ok(game),
        _ => Err("the host's first word was no hello".to_string()),
    }
}

fn send(room: &mut Room, what: &str, text: &str) {
    let sent = room.send(text);
    say(&format!("sent {what}{}", if sent { "" } else { " (not sent: the host is gone)" }));
}

fn say(line: &str) {
    println!("hostile peer: {line}");
}

fn heard(room: &mut Room) -> Result<Vec<u8>, String> {
    wait_for(room, "a message", |event| match event {
        RoomEvent::Heard(bytes) => Some(bytes),
        _ => None,
    })
}

/// Looks at the room until `wanted` picks an event out; an error after `PATIENCE`, or when the
/// room closes.
fn wait_for<T>(
    room: &mut Room,
    what: &str,
    mut wanted: impl FnMut(RoomEvent) -> Option<T>,
) -> Result<T, String> {
    let deadline = Instant::now() + PATIENCE;
    while Instant::now() < deadline {
        for event in room.poll() {
            if let RoomEvent::Closed(why) = &event {
                return Err(format!("the room closed while waiting for {what}: {why}"));
            }
            if let Some(found) = wanted(event) {
                return Ok(found);
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    Err(format!("no {what} within {PATIENCE:?}"))
}
