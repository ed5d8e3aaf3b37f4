//! An online game as the board holds it: the room and the game's checks, the connection's state,
//! and the friend's move waiting to be played at the board.

use crate::app::game::remote::Remote;
use crate::app::game::the_match::Match;
use crate::online::address::Address;
use crate::online::inbox::Inbox;
use crate::online::invite::{self, OnlineGame};
use crate::online::line::Line;
use crate::online::memory::Switchboard;
use crate::online::tables::Table;
use crate::online::{Refused, Session};
use crate::rules::record::{Record, Replay};
use crate::rules::{AnyGame, GameKind, Side};
use crate::saved::SavedSetup;
use bevy::prelude::*;
use web_time::Instant;

/// Where the connection to the friend stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Connection {
    /// No online game.
    #[default]
    Off,
    /// Finding the room on the server.
    Connecting,
    /// In the room, the friend not there (yet, or again).
    Waiting,
    Playing,
    /// The friend's connection is lost: the room waits for them.
    Lost,
    /// The way to the server has ended, with why.
    Closed(String),
    /// The two devices' games differ from this move on: the game stops.
    Split(usize),
    /// A game from the friend's device that this one could not take (a move of this player's
    /// made there, or one of the friend's lost there): the game stops, for this reason.
    Stopped(Refused),
    /// At a stranger's table: the game their device began is not the table's (another game,
    /// rules or target): this device left the room.
    NotTheTable,
    /// At a stranger's table: their device never came into the room (its player said *Not now*,
    /// or was away): this device left it.
    NoAnswer,
}

/// The open table this device sat down at, while it waits in the room for the table's player:
/// the game it sat down to, and since when it waits.
#[derive(Clone, Debug)]
pub struct AtTable {
    pub table: Table,
    pub since: Instant,
}

#[derive(Resource, Default)]
pub struct Online {
    /// The line to the room: kete-server and WebRTC (`online::room`), or a test's switchboard.
    pub room: Option<Box<dyn Line>>,
    pub session: Option<Session>,
    pub connection: Connection,
    /// The last word of the friend's device that was refused, until read.
    pub refused: Option<Refused>,
    /// A code given that is no room's, until read.
    pub bad_code: bool,
    /// The friend's move, checked, to be played at the board: its number and its notation.
    pub friends_move: Option<(usize, String)>,
    /// The signalling server's address (`ws://host:port`), when told; else `server_address`.
    pub server: Option<String>,
    /// The friend said no to this player's take-back: said until the next move.
    pub said_no: bool,
    /// The friend's words not yet heard: they come faster than a person plays.
    pub inbox: Inbox,
    /// Rooms in this process rather than on a server: a test's devices meet there.
    pub switchboard: Option<Switchboard>,
    /// Sat down at a stranger's table: waiting in its room for the game.
    pub at_table: Option<AtTable>,
}

impl Online {
    /// Whether the room's next game may begin from the game on the board: online, only with the
    /// friend's device connected and every move of the game sent to it, so that it can take the
    /// next game (it takes one only once its own game is over). Off line, always.
    pub fn next_game_ready(&self, current: &Match) -> bool {
        if current.online().is_none() {
            return true;
        }
        let sent = self.session.as_ref().map(|session| session.record().moves.len());
        self.connection == Connection::Playing && sent == Some(current.kept().0.len())
    }

    /// The room's address on the server.
    pub fn room_address(&self, room: &str) -> String {
        let server = self.server.clone().unwrap_or_else(server_address);
        format!("{}/{room}", server.trim_end_matches('/'))
    }

    /// Whether the other player is a stranger, met at an open table: the game says so once it
    /// has come, the table sat down at until then.
    pub fn with_a_stranger(&self, current: &Match) -> bool {
        match current.online() {
            Some(game) => game.stranger,
            None => self.at_table.is_some(),
        }
    }

    /// Whether a device waits in a room for the host's game.
    pub fn joining(&self) -> bool {
        self.session.as_ref().is_some_and(Session::is_joining)
    }

    /// Whether the game has stopped: the two devices' games differ, or the friend's device sent
    /// one this device could not take. Nothing more is played at this board — whatever the
    /// connection does after (the session holds the stop; the room may close).
    pub fn stopped(&self) -> bool {
        self.session.as_ref().is_some_and(|session| session.split().is_some())
    }
}

/// The signalling server when none is set: the page's `?server=`, else the server beside the
/// page on the web; natively `KETE_SERVER`, else one on this machine (the command `kete-server`
/// starts it; docs/ONLINE.md).
pub fn server_address() -> String {
    if let Some(server) = crate::app::base::page::requested_server() {
        return server;
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(page) = crate::app::base::page::address() {
        return beside_page(&page);
    }
    std::env::var("KETE_SERVER").unwrap_or_else(|_| "ws://127.0.0.1:3536".to_string())
}

/// The signalling server an invitation through `page` must name for the friend to meet this
/// device (`?server=`): the one this device uses, unless it is the one beside the page, where
/// the friend's browser looks by itself.
pub fn link_server(page: &str) -> Option<String> {
    Some(server_address()).filter(|server| *server != beside_page(page))
}

/// The STUN and TURN servers an invitation names (`?ice=`), when this device was told them.
pub fn link_ice() -> Option<String> {
    crate::app::base::page::requested_ice().or_else(|| std::env::var("KETE_ICE").ok())
}

/// The server beside the page that serves the game: the same host, port 3536, `wss` for an
/// `https` page.
pub fn beside_page(page: &str) -> String {
    let scheme = if page.starts_with("https://") { "wss" } else { "ws" };
    format!("{scheme}://{}:3536", host_of(page))
}

/// The STUN and TURN servers that find a way between two devices each behind its own router:
/// the page's `?ice=`, else on the web a STUN server beside the page (port 3478, where
/// docs/ONLINE.md puts coturn) unless the page is this machine's; natively `KETE_ICE`; else
/// none (two devices on one network find each other without).
pub fn ice_servers() -> Vec<String> {
    if let Some(ice) = crate::app::base::page::requested_ice() {
        return invite::ice_servers(&ice);
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(page) = crate::app::base::page::address() {
        return stun_beside_page(&page).into_iter().collect();
    }
    std::env::var("KETE_ICE").map(|ice| invite::ice_servers(&ice)).unwrap_or_default()
}

/// A STUN server beside the page that serves the game, unless the page is this machine's.
pub fn stun_beside_page(page: &str) -> Option<String> {
    let host = host_of(page);
    let here = matches!(host, "" | "localhost" | "127.0.0.1" | "[::1]");
    (!here).then(|| format!("stun:{host}:3478"))
}

/// The host of a page's address, without its port.
fn host_of(page: &str) -> &str {
    Address::parse(page).map_or("", |page| page.host())
}

/// Whether this device's player arranges their Omweso seeds now.
pub fn arranging_here(current: &Match) -> bool {
    current.arranging.is_some() && current.person_to_move()
}

/// The side this device plays in an online game on the board.
pub fn my_side(current: &Match) -> Option<Side> {
    current.online()?;
    current.my_side()
}

/// The checks of the online game on the board, for its room: its game as the board has it (an
/// Omweso setup as arranged so far).
pub fn session_of(current: &Match, room: &str) -> Option<Session> {
    let (me, settings) = (my_side(current)?, current.settings?);
    let round = current.online().map_or(0, |game| game.round);
    if let Some(arranging) = &current.arranging {
        let setup = SavedSetup { first: arranging.first, side: arranging.side, pits: arranging.pits() };
        let session = Session::arranging(room, me, settings.preset, setup, Instant::now()).ok()?;
        return Some(session.in_round(round).in_match(current.score_before_this_game()));
    }
    let (moves, _) = current.kept();
    let replay = Record::new(&current.start, settings.preset, moves).ok()?;
    let session = Session::new(room, me, &replay, Instant::now()).ok()?;
    Some(session.in_round(round).in_match(current.score_before_this_game()))
}

/// The game the other device has, put on this board as the session has it: its player plays
/// the session's side, in the session's match.
pub fn taken(replay: &Replay, session: &Session, online: OnlineGame) -> Match {
    let (positions, moves) = (replay.positions.clone(), replay.record.moves.clone());
    Match::friends_game(positions, moves, &replay.record.rules, session.me(), Remote::Online(online))
        .in_match(session.score().cloned())
}

/// Omweso: the setup as the two devices have it, put on this board as the session has it: its
/// player arranges now if it is their turn.
pub fn setup_taken(setup: &SavedSetup, session: &Session, online: OnlineGame) -> Option<Match> {
    let rules = session.record().rules.as_str();
    let start = AnyGame::new_with_rules(GameKind::Omweso, Some(rules)).ok()?;
    let game = Match::friends_setup(start, rules, setup, session.me(), Remote::Online(online)).ok()?;
    Some(game.in_match(session.score().cloned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_server_is_beside_the_page() {
        assert_eq!(beside_page("https://kete.example/play/"), "wss://kete.example:3536");
        assert_eq!(beside_page("http://127.0.0.1:8000/"), "ws://127.0.0.1:3536");
        assert_eq!(beside_page("http://localhost:8000/index.html?x=1#o1.abc"), "ws://localhost:3536");
    }

    #[test]
    fn a_stun_server_is_beside_a_public_page_only() {
        assert_eq!(stun_beside_page("https://kete.example/play/").as_deref(), Some("stun:kete.example:3478"));
        assert_eq!(stun_beside_page("http://kete.example:8080/").as_deref(), Some("stun:kete.example:3478"));
        assert_eq!(stun_beside_page("http://127.0.0.1:8000/"), None);
        assert_eq!(stun_beside_page("http://localhost:8000/"), None);
    }
}
