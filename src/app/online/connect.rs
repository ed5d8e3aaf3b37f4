//! The online game's systems: a room made or joined, the room looked at while it is open, the
//! friend's checked moves played at the board with the messages a click writes (as the computer
//! plays), this device's moves sent as the rules played them, and an online game on the board
//! taken back to its room after a reload.

use super::heard::{AtTheBoard, at_the_board, taken_back};
use super::messages::{AnswerTakeBack, AskTakeBack, HostOnline, JoinOnline};
use super::state::{AtTable, Connection, Online, arranging_here, session_of};
use crate::app::base::AppSystems;
use crate::app::base::frames::{Pulse, WindowSleeps};
use crate::app::base::job;
use crate::app::board::held::{Held, hold};
use crate::app::files::saved::Resumable;
use crate::app::game::messages::{BoardReset, OptionChosen, PitChosen, Reset, ResumeSaved};
use crate::app::game::phase::BoardPhase;
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::online::invite;
use crate::online::line::RoomEvent;
use crate::online::room::Room;
use crate::online::tables::Table;
use crate::online::{Heard, Refused, Session};
use crate::rules::Side;
use crate::saved::settings::MatchSettings;
use bevy::ecs::message::Messages;
use bevy::prelude::*;
use std::time::Duration;
use web_time::Instant;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (host, join, go_back, look, take_backs).chain().in_set(Starting::NewBoard).in_set(Rooms),
    )
    // Once a frame, after the rules have played this frame's move (a move goes the frame it was
    // played, not the next: a frame of a phone's browser drawing a long move is a noticeable wait)
    // and after any new board, take-back or arrangement of the frame.
    .add_systems(Update, send_mine.in_set(AppSystems::Finish))
    .add_systems(
        Update,
        (
            play_friends_move.run_if(in_state(BoardPhase::AwaitingPit)),
            answer_for_friend.run_if(in_state(BoardPhase::Asking)),
        )
            .in_set(AppSystems::Think),
    )
    .add_systems(Update, (hold_for_the_friend, take_nothing_once_stopped).in_set(AppSystems::Gate))
    .add_systems(Last, look_while_open.before(WindowSleeps));
}

/// The systems that go into rooms and hear them: the open tables send a device into one first.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Rooms;

/// While a room is open and the two devices are finding each other, the window looks at it this
/// often, even when nothing else moves.
const LOOK_EVERY: Duration = Duration::from_millis(100);
/// Once they play, a message wakes the window as it comes (`Room::join`'s wake): it looks on its
/// own only this often, for a connection lost, which sends nothing.
const LOOK_WHILE_PLAYING: Duration = Duration::from_secs(1);

fn open(online: &mut Online, room: &str, session: Session) {
    info!("online: joining room {room}");
    online.room = Some(match &online.switchboard {
        Some(switchboard) => Box::new(switchboard.join(room)),
        // A word from the friend wakes the sleeping window, as a job's report does.
        None => Box::new(Room::join(&online.room_address(room), super::state::ice_servers(), job::wake)),
    });
    online.session = Some(session);
    online.connection = Connection::Connecting;
    online.friends_move = None;
    online.refused = None;
    online.inbox.clear();
    online.at_table = None;
}

fn close(online: &mut Online) {
    online.room = None;
    online.session = None;
    online.friends_move = None;
    online.inbox.clear();
    online.connection = Connection::Off;
}

/// *Play a friend online*: a new game in a new room, waiting for the friend.
fn host(
    mut requests: MessageReader<HostOnline>,
    mut current: ResMut<Match>,
    mut online: ResMut<Online>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(HostOnline(settings)) = requests.read().last() else { return };
    let room = invite::new_room(rand::random());
    host_in(&room, *settings, false, (&mut *current, &mut *online, &mut reset));
}

/// Puts a new online game with `settings` on the board, hosted in `room` (a new one, or the one
/// the open tables gave — for a `stranger`), and goes into the room to wait for the other device.
pub(super) fn host_in(
    room: &str,
    settings: MatchSettings,
    stranger: bool,
    (current, online, reset): (&mut Match, &mut Online, &mut MessageWriter<BoardReset>),
) {
    let Some(game) = Match::hosted(settings, room.to_string(), stranger) else { return };
    let Some(session) = session_of(&game, room) else { return };
    *current = game;
    open(online, room, session);
    reset.write(BoardReset::because(Reset::NewMatch));
}

/// A friend's code or invitation: this device waits in their room for their game — unless it has
/// that room's game already, on the board or saved (a page opened again from the invitation, a
/// code typed again): then it goes back to it, with its own moves, which the friend's device never
/// hands a device that joins (docs/ONLINE.md). An invitation in the page's address comes before
/// the save is read: it waits a frame for it.
fn join(
    mut requests: MessageReader<JoinOnline>,
    mut online: ResMut<Online>,
    current: Res<Match>,
    saved: Res<Resumable>,
    mut resume: MessageWriter<ResumeSaved>,
    mut waiting: Local<Option<String>>,
) {
    if let Some(JoinOnline(text)) = requests.read().last() {
        *waiting = Some(text.clone());
    }
    if !saved.looked {
        return;
    }
    let Some(text) = waiting.take() else { return };
    let Some(room) = invite::room_of(&text) else {
        online.bad_code = true;
        return;
    };
    online.bad_code = false;
    let of_room = |game: &Match| game.online().is_some_and(|game| game.room == room);
    if of_room(&current) {
        // `go_back` has it in its room.
        return;
    }
    if saved.game.as_ref().is_some_and(of_room) {
        info!("online: the saved game of room {room} continues");
        resume.write(ResumeSaved);
        return;
    }
    go_into(&mut online, &room, None);
}

/// This device goes into `room` to wait for the host's game: a friend's code, or a stranger's
/// `table` sat down at, whose game alone it takes.
pub(super) fn go_into(online: &mut Online, room: &str, table: Option<Table>) {
    let Ok(session) = Session::joining(room, Instant::now()) else { return };
    open(online, room, session);
    online.at_table = table.map(|table| AtTable { table, since: Instant::now() });
}

/// An online game on the board goes back to its room (after a reload, or Kete opened again);
/// a room whose game has left the board is closed.
fn go_back(current: Res<Match>, mut online: ResMut<Online>) {
    let room_of_board = current.online().map(|game| game.room.as_str());
    let session_room = online.session.as_ref().map(|session| session.id().to_string());
    match (room_of_board, session_room) {
        (Some(room), Some(open)) if room == open => {}
        // A device joining has no game on the board yet.
        (None, Some(_)) if online.joining() => {}
        (Some(room), _) => {
            if matches!(online.connection, Connection::Closed(_)) && online.session.is_none() {
                return;
            }
            let Some(session) = session_of(&current, room) else { return };
            let room = room.to_string();
            open(&mut online, &room, session);
        }
        (None, Some(_)) => close(&mut online),
        (None, None) => {}
    }
}

/// What happened in the room: the friend came or went, or said something, which the game's
/// checks take or refuse.
fn look(mut current: ResMut<Match>, mut online: ResMut<Online>, mut reset: MessageWriter<BoardReset>) {
    let online = &mut *online;
    let (Some(room), Some(_)) = (&mut online.room, &online.session) else { return };
    let mut closed = false;
    for event in room.poll() {
        let (Some(room), Some(session)) = (&mut online.room, &mut online.session) else { return };
        match event {
            RoomEvent::Friend => {
                info!("online: the friend is here");
                // A game that has stopped stays stopped, whoever comes or goes.
                if session.split().is_none() {
                    online.connection = Connection::Playing;
                }
                room.send(&session.hello());
            }
            RoomEvent::Unusable => {
                warn!("online: a device came into the room, but no connection could be made with it");
                online.refused = Some(Refused::Connection);
            }
            RoomEvent::FriendLost => {
                info!("online: the friend's connection is lost");
                if session.split().is_none() {
                    online.connection = Connection::Lost;
                }
            }
            RoomEvent::Closed(why) => {
                warn!("online: the room closed: {why}");
                online.connection = Connection::Closed(why);
                closed = true;
            }
            RoomEvent::Heard(bytes) => match online.inbox.put(bytes) {
                Ok(()) => hear(&mut current, online, &mut reset),
                Err(refused) => {
                    warn!("online: refused: {refused}");
                    online.refused = Some(refused);
                }
            },
        }
    }
    // Words that came sooner than a person's pace, heard now that their turn has come.
    hear(&mut current, online, &mut reset);
    let (Some(room), Some(_)) = (&mut online.room, &online.session) else { return };
    if online.connection == Connection::Connecting && room.in_room() {
        online.connection = if room.has_friend() { Connection::Playing } else { Connection::Waiting };
    }
    if closed {
        online.room = None;
    }
}

/// The friend's words waiting in the inbox, in the order they came, each checked by the game:
/// heard at a person's pace, any that come sooner wait (`look_while_open` looks often then).
fn hear(current: &mut Match, online: &mut Online, reset: &mut MessageWriter<BoardReset>) {
    let Some(session) = &mut online.session else { return };
    let now = Instant::now();
    while session.ready(now)
        && let Some(bytes) = online.inbox.take()
    {
        let heard = session.hear(&bytes, now);
        match &heard {
            Ok(Heard::Agreed) => {}
            Ok(heard) => info!("online: {heard}"),
            Err(refused) => warn!("online: refused: {refused}"),
        }
        let table = online.at_table.as_ref().map(|at| &at.table);
        match at_the_board(current, session, heard, table) {
            AtTheBoard::Nothing => {}
            AtTheBoard::Board(game, why) => {
                *current = *game;
                reset.write(BoardReset::because(why));
            }
            AtTheBoard::Play { ply, mv } => {
                online.friends_move = Some((ply, mv));
                online.said_no = false;
            }
            AtTheBoard::SaidNo => online.said_no = true,
            AtTheBoard::NotTheTable => {
                warn!("online: the table's player began another game than the table's: left the room");
                leave_the_table(online, Connection::NotTheTable);
                return;
            }
            AtTheBoard::Refused { refused, stops } => {
                if let Some(stopped) = stops {
                    online.connection = stopped;
                }
                online.refused = Some(refused);
            }
        }
    }
}

/// A stranger's table sat down at is left — the room and its session — for `why`, which the
/// list of tables says.
pub(super) fn leave_the_table(online: &mut Online, why: Connection) {
    close(online);
    online.connection = why;
}

/// This player asks the friend to take back their last move, or answers the friend's asking:
/// a yes takes the game back on this board at once.
fn take_backs(
    mut asks: MessageReader<AskTakeBack>,
    mut answers: MessageReader<AnswerTakeBack>,
    mut current: ResMut<Match>,
    mut online: ResMut<Online>,
    mut reset: MessageWriter<BoardReset>,
) {
    let online = &mut *online;
    let (Some(room), Some(session)) = (&mut online.room, &mut online.session) else { return };
    if asks.read().last().is_some() {
        match session.ask_take_back() {
            Ok(said) => {
                info!("online: asked the friend to take back a move");
                online.said_no = false;
                room.send(&said);
            }
            Err(why) => warn!("online: no take-back asked: {why}"),
        }
    }
    let Some(&AnswerTakeBack(yes)) = answers.read().last() else { return };
    match session.answer_take_back(yes) {
        Ok(said) => {
            room.send(&said);
            if yes && let Some(taken_back) = taken_back(&current, session) {
                info!("online: the game taken back, as the friend asked");
                *current = taken_back;
                reset.write(BoardReset::because(Reset::TakenBack));
            }
        }
        Err(why) => warn!("online: no take-back answered: {why}"),
    }
}

/// This device's moves, once the rules have played them, go to the friend.
fn send_mine(current: Res<Match>, mut online: ResMut<Online>) {
    if online.connection != Connection::Playing || current.online().is_none() {
        return;
    }
    let online = &mut *online;
    let (Some(room), Some(session)) = (&mut online.room, &mut online.session) else { return };
    if !session.greeted() {
        return;
    }
    // This device's player began the room's next game: the friend's device takes it.
    let round = current.online().map_or(0, |game| game.round);
    if round > session.round() {
        let Some(next) = session_of(&current, session.id()) else { return };
        match session.begin_next(next) {
            Ok(said) => {
                info!("online: game {} of the room begun", round + 1);
                room.send(&said);
            }
            Err(why) => {
                warn!("online: the next game cannot be sent: {why}");
                return;
            }
        }
    }
    if let Some(setup) = session.setup() {
        if setup.side != session.me() {
            return;
        }
        let Some(pits) = arranged(&current, session.me()) else { return };
        match session.arranged(pits) {
            Ok(said) => {
                room.send(&said);
            }
            Err(why) => warn!("online: this device's arrangement cannot be sent: {why}"),
        }
        return;
    }
    let (moves, _) = current.kept();
    while moves.len() > session.record().moves.len() {
        let mv = &moves[session.record().moves.len()];
        match session.played(mv) {
            Ok(said) => {
                room.send(&said);
                online.said_no = false;
            }
            Err(why) => {
                warn!("online: this device's move {mv} cannot be sent: {why}");
                return;
            }
        }
    }
}

/// Omweso: `me`'s arrangement, once its player is done with it on the board.
fn arranged(current: &Match, me: Side) -> Option<[u8; 16]> {
    match &current.arranging {
        Some(arranging) if arranging.side == me => None,
        Some(arranging) => Some(arranging.pits()[me.index()]),
        None => Some(*current.start.as_omweso()?.pits(me)),
    }
}

/// This device's player arranges their Omweso seeds once the friend is there, as two players
/// sit down at a board before they arrange: until then the panel beside the board is the online
/// game's, with the code to send them or the connection's state.
fn hold_for_the_friend(current: Res<Match>, online: Res<Online>, mut held: ResMut<Held>) {
    let waits =
        current.online().is_some() && arranging_here(&current) && online.connection != Connection::Playing;
    hold(&mut held, "online", waits || (current.online().is_some() && online.stopped()));
}

/// A game that has stopped takes no more moves at this board: no pit glows (above), and a pick or
/// an answer is dropped before the board reads it.
fn take_nothing_once_stopped(
    current: Res<Match>,
    online: Res<Online>,
    mut picks: ResMut<Messages<PitChosen>>,
    mut answers: ResMut<Messages<OptionChosen>>,
) {
    if current.online().is_some() && online.stopped() {
        picks.drain().for_each(drop);
        answers.drain().for_each(drop);
    }
}

/// The friend's checked move is played at the board: its pit chosen as a click chooses it.
fn play_friends_move(current: Res<Match>, mut online: ResMut<Online>, mut picks: MessageWriter<PitChosen>) {
    let Some((ply, mv)) = online.friends_move.clone() else { return };
    if current.moves.len() >= ply {
        online.friends_move = None;
        return;
    }
    if current.reviewing || current.moves.len() + 1 != ply || current.person_to_move() {
        return;
    }
    let Ok(parsed) = current.game.parse_move(&mv) else { return };
    if let Some(pit) = current.game.origin(parsed) {
        picks.write(PitChosen(pit));
    }
}

/// The board's questions about the friend's move are answered as the move went.
fn answer_for_friend(
    current: Res<Match>,
    online: Res<Online>,
    turn: Res<Turn>,
    mut answers: MessageWriter<OptionChosen>,
) {
    let Some((ply, mv)) = &online.friends_move else { return };
    if current.moves.len() + 1 != *ply || current.person_to_move() {
        return;
    }
    let Ok(parsed) = current.game.parse_move(mv) else { return };
    if let Some(n) = turn.answer_for(parsed) {
        answers.write(OptionChosen(n));
    }
}

/// While a room is open the window wakes to look at it — often while the devices find each other
/// or the friend's words wait their turn, seldom once they play (a word wakes it then); once it
/// closes, it sleeps as before.
fn look_while_open(online: Res<Online>, mut pulse: ResMut<Pulse>) {
    let every = match online.room {
        None => None,
        Some(_) if online.connection == Connection::Playing && online.inbox.is_empty() => {
            Some(LOOK_WHILE_PLAYING)
        }
        Some(_) => Some(LOOK_EVERY),
    };
    if pulse.asked_by("online") != every {
        pulse.ask("online", every);
    }
}
