//! `/tables`: where players who do not know each other meet. A device's WebSocket speaks the
//! tables' words (`kete::online::tables`): open a table, list a game's open tables, sit down at
//! one, close one's own, say it is still here — and nothing else: no names, no chat. Bounded as a
//! room's device is (a word's size, how fast it speaks, how long it may stay silent, how much may
//! wait for it), and besides: how often it lists, and how long its table waits.

use crate::Server;
use crate::tables::Owner;
use axum::extract::ws::{Message, WebSocket};
use futures::{SinkExt, StreamExt};
use kete::online::allowance::Allowance;
use kete::online::tables::{self, Ask, TableRefused, Told, VERSION, Wanted};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc::{Sender, channel};

/// How many words a device may say at once, then each second: a person opens, looks and sits
/// down; more is a flood, and the device is let go.
const BURST: u32 = 20;
const PER_SECOND: u32 = 4;
/// How often a device may list the tables: a few pages at once, then one a second. Faster is
/// refused (`TooFast`), the device kept.
const LIST_BURST: u32 = 5;
const LIST_PER_SECOND: u32 = 1;
/// The most words waiting for a device that does not read; past it, it is let go.
const OUTBOX: usize = 8;

/// Serves a device of the lobby, numbered `owner`, from `address`, until it leaves, is seated at
/// another's table, floods, speaks another language, falls silent or stops reading. Its table
/// closes with it.
pub async fn serve(socket: WebSocket, server: Arc<Server>, owner: Owner, address: IpAddr) {
    let (outbox, mut to_send) = channel::<String>(OUTBOX);
    let (mut to_device, mut from_device) = socket.split();
    let mut sending = tokio::spawn(async move {
        while let Some(text) = to_send.recv().await {
            let sent =
                tokio::time::timeout(crate::WRITE_TIME, to_device.send(Message::Text(text.into()))).await;
            if !matches!(sent, Ok(Ok(()))) {
                return;
            }
        }
        let _ = tokio::time::timeout(crate::WRITE_TIME, to_device.close()).await;
    });
    let mut words = Allowance::new(BURST, PER_SECOND, Instant::now());
    let mut listings = Allowance::new(LIST_BURST, LIST_PER_SECOND, Instant::now());
    loop {
        // The table waits its time, then closes (a player may open it again).
        let deadline = server.tables().opened(owner).map(|opened| opened + server.table_time);
        let expiry = async {
            match deadline {
                Some(deadline) => tokio::time::sleep_until(deadline.into()).await,
                None => std::future::pending().await,
            }
        };
        let message = tokio::select! {
            read = tokio::time::timeout(crate::SILENCE, from_device.next()) => match read {
                Ok(Some(Ok(message))) => message,
                _ => break,
            },
            () = expiry => {
                if server.tables().close(owner) && !say(&outbox, &Told::Closed { v: VERSION, expired: true }) {
                    break;
                }
                continue;
            }
            _ = &mut sending => break,
        };
        if !words.take(Instant::now()) {
            break;
        }
        let text = match message {
            Message::Text(text) => text,
            Message::Ping(_) | Message::Pong(_) => continue,
            Message::Binary(_) | Message::Close(_) => break,
        };
        let answer = match tables::read_ask(text.as_str()) {
            // Not Kete: nothing more is read from it.
            Err(TableRefused::NotAWord) => {
                say(&outbox, &refused(TableRefused::NotAWord));
                break;
            }
            Err(why) => refused(why),
            Ok(Ask::Alive { .. }) => continue,
            Ok(Ask::Open { table, .. }) => {
                let device = (owner, address, outbox.clone());
                match server.tables().open(device, table, Instant::now(), server.table_limits) {
                    Ok(id) => Told::Opened { v: VERSION, id },
                    Err(why) => refused(why),
                }
            }
            Ok(Ask::List { game, before, .. }) => match tables::game_kind(&game) {
                _ if !listings.take(Instant::now()) => refused(TableRefused::TooFast),
                None => refused(TableRefused::NoSuchGame),
                Some(kind) => {
                    let (tables, more) = server.tables().list(kind, before, Instant::now());
                    Told::Tables { v: VERSION, game, tables, more }
                }
            },
            Ok(Ask::Close { .. }) => {
                server.tables().close(owner);
                Told::Closed { v: VERSION, expired: false }
            }
            Ok(Ask::Sit { table, .. }) => {
                let seated = server.tables().sit(owner, &table);
                match seated {
                    Ok(seating) => {
                        let host_told = Told::Seated {
                            v: VERSION,
                            room: seating.room.clone(),
                            host: true,
                            side: seating.host_side,
                        };
                        let guest_side =
                            if seating.host_side == Wanted::South { Wanted::North } else { Wanted::South };
                        let told = if say(&seating.host, &host_told) {
                            Told::Seated { v: VERSION, room: seating.room, host: false, side: guest_side }
                        } else {
                            // The table's device is gone or not reading: no game.
                            refused(TableRefused::Gone)
                        };
                        // Seated, this device's part in the lobby is done.
                        let seated = matches!(told, Told::Seated { .. });
                        if !say(&outbox, &told) || seated {
                            break;
                        }
                        continue;
                    }
                    Err(why) => refused(why),
                }
            }
        };
        if !say(&outbox, &answer) {
            break;
        }
    }
    // Leaving closes this device's table; its outbox's last copy goes with this task's, which
    // ends its sending once what waits is written.
    server.tables().close(owner);
    drop(outbox);
    if tokio::time::timeout(Duration::from_secs(1) + crate::WRITE_TIME, &mut sending).await.is_err() {
        sending.abort();
    }
}

fn refused(why: TableRefused) -> Told {
    Told::Refused { v: VERSION, why }
}

/// Puts a word in a device's outbox: false if it is full (the device does not read) or gone.
fn say(outbox: &Sender<String>, told: &Told) -> bool {
    outbox.try_send(tables::write(told)).is_ok()
}
