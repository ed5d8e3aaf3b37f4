//! The open tables at this device: the way to them (`online::lobby`) while they are shown or this
//! player's table waits, the listing of the chosen game (asked again every few seconds while
//! shown), this player's table, and — once someone sits down — the game in the room the server
//! gave: the table's player hosts it (when they say *Play*), the one who sat down joins it.

use super::connect::{go_into, host_in, leave_the_table};
use super::messages::{ShowTables, TableAsk};
use super::state::{Connection, Online, server_address};
use super::table::table_of;
use crate::app::base::Screen;
use crate::app::base::frames::{Pulse, WindowSleeps};
use crate::app::base::job;
use crate::app::files::put_aside::PutAside;
use crate::app::game::messages::BoardReset;
use crate::app::game::remote::seats_against_a_friend;
use crate::app::game::starting::Starting;
use crate::app::game::the_match::Match;
use crate::online::lobby::{Lobby, LobbyEvent};
use crate::online::tables::{Ask, Listed, Table, TableRefused, Told, VERSION, Wanted};
use crate::rules::Side;
use crate::saved::settings::{MatchSettings, Seat, Seats};
use bevy::prelude::*;
use std::time::Duration;
use web_time::Instant;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tables>()
        .add_systems(
            Update,
            (ask, look, wait_at_the_table).chain().in_set(Starting::NewBoard).before(super::connect::Rooms),
        )
        .add_systems(Last, wake_while_wanted.before(WindowSleeps));
}

/// While the tables are shown or this player's table waits, the window wakes this often to ask
/// the listing again and say it is still here (the server's words wake it as they come).
fn wake_while_wanted(tables: Res<Tables>, mut pulse: ResMut<Pulse>) {
    let every = tables.wanted().then_some(Duration::from_secs(1));
    if pulse.asked_by("tables") != every {
        pulse.ask("tables", every);
    }
}

/// The listing is asked again this often while shown (the server allows one a second).
const LIST_EVERY: Duration = Duration::from_secs(5);
/// The tables are told this device is still here this often (a minute's silence ends it).
const ALIVE_EVERY: Duration = Duration::from_secs(20);
/// How long the one who sat down waits in the room for the table's player to say *Play*; the
/// table's player is asked a little less long, so that *Play* never meets an empty room.
const NO_ANSWER: Duration = Duration::from_secs(60);
const ANSWER_WITHIN: Duration = Duration::from_secs(50);

/// This player's table, open and waiting.
#[derive(Clone, Debug)]
pub struct MyTable {
    pub id: Option<String>,
    pub settings: MatchSettings,
    pub opened: Instant,
}

/// Someone sat down at this player's table: the room, the side this player plays there, and the
/// table's settings.
#[derive(Clone, Debug)]
pub struct SatDown {
    pub room: String,
    pub side: Side,
    pub settings: MatchSettings,
    pub at: Instant,
}

#[derive(Resource, Default)]
pub struct Tables {
    lobby: Option<Lobby>,
    /// The game whose tables are shown, with the settings a table opened here would have.
    pub shown: Option<MatchSettings>,
    /// The last listing of the shown game, newest first.
    pub listed: Vec<Listed>,
    /// A listing has come since the tables were shown.
    pub listing_came: bool,
    pub mine: Option<MyTable>,
    pub sat_down: Option<SatDown>,
    /// This player's table waited its time without anyone: said until read.
    pub expired: bool,
    /// Someone sat down at this player's table, and left unanswered: said until read.
    pub missed: bool,
    /// The table this player sat down at (its game, to take no other), until seated.
    sitting_at: Option<Table>,
    /// The game whose tables were shown when this player sat down: shown again if the table's
    /// player does not come.
    sat_from: Option<MatchSettings>,
    /// The last refusal, until read.
    pub refused: Option<TableRefused>,
    /// The way to the tables ended (why is in the log), until tried again.
    pub closed: bool,
    /// The settings of the last table this player opened, to open it again once it waited too
    /// long.
    pub last_opened: Option<MatchSettings>,
    listed_at: Option<Instant>,
    alive_at: Option<Instant>,
    /// Where the tables are (`ws://host:port/tables`); the signalling server's, unless a test
    /// says.
    pub address: Option<String>,
}

impl Tables {
    /// The tables of `settings`' game are shown (or none), listed anew.
    fn show(&mut self, settings: Option<MatchSettings>) {
        self.shown = settings;
        self.listed.clear();
        self.listing_came = false;
        self.listed_at = None;
        self.refused = None;
    }

    /// Whether this device keeps a way to the tables: they are shown, or this player's table
    /// waits for someone.
    fn wanted(&self) -> bool {
        self.shown.is_some() || self.mine.is_some()
    }

    fn say(&mut self, ask: &Ask) {
        if self.lobby.is_none() {
            let address = self.address.clone().unwrap_or_else(|| format!("{}/tables", server_address()));
            info!("tables: going to {address}");
            self.lobby = Some(Lobby::open(&address, job::wake));
            self.closed = false;
        }
        if let Some(lobby) = &mut self.lobby {
            lobby.ask(ask);
        }
    }
}

/// The level of the computer a player meets while their table waits: a fair game, not a lesson.
const WHILE_YOU_WAIT: u8 = 3;

/// The game against the computer a player plays while their table waits: the table's game, the
/// player South.
pub fn while_you_wait(settings: MatchSettings) -> MatchSettings {
    let mut seats = Seats([Seat::Human; 2]);
    seats.0[Side::North.index()] = Seat::Computer(WHILE_YOU_WAIT);
    MatchSettings { seats, ..settings }
}

/// What this player asked of the tables.
fn ask(
    mut show: MessageReader<ShowTables>,
    mut asks: MessageReader<TableAsk>,
    mut tables: ResMut<Tables>,
    mut current: ResMut<Match>,
    mut online: ResMut<Online>,
    (mut reset, mut put_aside): (MessageWriter<BoardReset>, MessageWriter<PutAside>),
    (screen, mut next_screen): (Res<State<Screen>>, ResMut<NextState<Screen>>),
) {
    if let Some(&ShowTables(settings)) = show.read().last() {
        tables.show(settings);
        // Why the last table's room was left is said with the list it brought back: the list
        // closed, or asked for again, it has been read.
        if matches!(online.connection, Connection::NoAnswer | Connection::NotTheTable) {
            online.connection = Connection::Off;
        }
    }
    for asked in asks.read() {
        match asked {
            TableAsk::Open(settings) => {
                tables.mine = Some(MyTable { id: None, settings: *settings, opened: Instant::now() });
                tables.last_opened = Some(*settings);
                tables.expired = false;
                tables.refused = None;
                tables.say(&Ask::Open { v: VERSION, table: table_of(settings) });
            }
            TableAsk::Close => {
                tables.mine = None;
                tables.say(&Ask::Close { v: VERSION });
            }
            TableAsk::Sit(id) => {
                tables.sitting_at =
                    tables.listed.iter().find(|listed| listed.id == *id).map(|l| l.table.clone());
                tables.say(&Ask::Sit { v: VERSION, table: id.clone() });
            }
            TableAsk::Play => {
                if let Some(SatDown { room, side, settings, .. }) = tables.sat_down.take() {
                    info!("tables: playing the one who sat down as {side}, in room {room}");
                    if *screen.get() == Screen::Playing {
                        // The game against the computer meanwhile is kept, to go back to (a game
                        // left for the menu was abandoned).
                        put_aside.write(PutAside(Box::new(current.clone())));
                    } else {
                        // To the board (set on the board, the screen would be left and entered
                        // again, taking the new game off).
                        next_screen.set(Screen::Playing);
                    }
                    let settings = MatchSettings { seats: seats_against_a_friend(side), ..settings };
                    host_in(&room, settings, true, (&mut current, &mut online, &mut reset));
                }
            }
            TableAsk::NotNow => tables.sat_down = None,
        }
    }
}

/// What the tables said: the listing, this player's table, a seat.
fn look(mut tables: ResMut<Tables>, mut online: ResMut<Online>) {
    let tables = &mut *tables;
    let now = Instant::now();
    if !tables.wanted() && tables.sat_down.is_none() {
        // Nothing to wait for: the way is let go.
        tables.lobby = None;
        return;
    }
    let due = |at: Option<Instant>, every| at.is_none_or(|at| now.saturating_duration_since(at) >= every);
    if let Some(settings) = tables.shown
        && due(tables.listed_at, LIST_EVERY)
    {
        tables.listed_at = Some(now);
        tables.say(&Ask::List { v: VERSION, game: settings.kind.id().to_string(), before: None });
    }
    if tables.mine.is_some() && due(tables.alive_at, ALIVE_EVERY) {
        tables.alive_at = Some(now);
        tables.say(&Ask::Alive { v: VERSION });
    }
    let events = tables.lobby.as_mut().map(Lobby::poll).unwrap_or_default();
    for event in events {
        match event {
            LobbyEvent::Told(Told::Tables { game, tables: listed, .. }) => {
                if tables.shown.is_some_and(|settings| settings.kind.id() == game) {
                    // Said when it changes (the browser test reads it), not at every look.
                    if !tables.listing_came || listed.len() != tables.listed.len() {
                        info!("tables: {} open tables of {game}", listed.len());
                    }
                    tables.listed = listed;
                    tables.listing_came = true;
                }
            }
            LobbyEvent::Told(Told::Opened { id, .. }) => {
                info!("tables: this player's table {id} is open");
                if let Some(mine) = &mut tables.mine {
                    mine.id = Some(id);
                }
            }
            LobbyEvent::Told(Told::Seated { room, host: true, side, .. }) => {
                info!("tables: someone sat down at this player's table");
                let side = if side == Wanted::North { Side::North } else { Side::South };
                if let Some(mine) = tables.mine.take() {
                    tables.sat_down = Some(SatDown { room, side, settings: mine.settings, at: now });
                }
            }
            LobbyEvent::Told(Told::Seated { room, host: false, .. }) => {
                info!("tables: seated at a table, in room {room}");
                tables.sat_from = tables.shown.take();
                go_into(&mut online, &room, tables.sitting_at.take());
            }
            LobbyEvent::Told(Told::Closed { expired, .. }) => {
                tables.expired = expired;
                tables.mine = None;
            }
            LobbyEvent::Told(Told::Refused { why, .. }) => {
                warn!("tables: refused: {why:?}");
                if matches!(why, TableRefused::OneAtATime | TableRefused::TooManyHere | TableRefused::Full) {
                    tables.mine = None;
                }
                tables.refused = Some(why);
            }
            LobbyEvent::Closed(why) => {
                warn!("tables: {why}");
                tables.closed = true;
                tables.lobby = None;
                tables.mine = None;
            }
        }
    }
}

/// The one who sat down waits for the table's player a minute at most, then leaves the room and
/// is shown the tables again, with why (as when the game that came was not the table's); the
/// table's player who has not answered by then is told they missed them.
fn wait_at_the_table(mut tables: ResMut<Tables>, mut online: ResMut<Online>) {
    if let Some(at) = &online.at_table
        && online.joining()
        && at.since.elapsed() >= NO_ANSWER
    {
        warn!("tables: the table's player did not come into the room: left it");
        leave_the_table(&mut online, Connection::NoAnswer);
    }
    if matches!(online.connection, Connection::NoAnswer | Connection::NotTheTable)
        && let Some(settings) = tables.sat_from.take()
    {
        tables.show(Some(settings));
    }
    if tables.sat_down.as_ref().is_some_and(|sat| sat.at.elapsed() >= ANSWER_WITHIN) {
        info!("tables: the one who sat down was not answered in time");
        tables.sat_down = None;
        tables.missed = true;
    }
}
