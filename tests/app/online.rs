//! A game with a friend online, at the board: two headless games in one test — one makes a room,
//! the other joins it by its code, takes the host's game and side, and the two play moves at their
//! boards, each shown on the other; the game is kept in the save as an online game; a code that is
//! no room's is refused. The first test plays through the signalling server on 127.0.0.1 and
//! WebRTC, end to end; the others meet in rooms of this process (`online::memory`), so that they
//! test the game, not the network, in a few seconds.

use super::support::{
    SHORT_KIMASAI, assert_view_matches_rules, kimasai_match, play_at_the_board, play_first_move, settle,
    test_app,
};
use bevy::prelude::*;
use kete::app::base::frames::Pulse;
use kete::app::base::pause::LeaveTo;
use kete::app::board::held::Held;
use kete::app::board::layout::BoardLayout;
use kete::app::files::finished::{FinishedGames, OpenFinished};
use kete::app::files::persist::Store;
use kete::app::files::put_aside::{BackToPutAside, PutAsideGame};
use kete::app::game::arranging::{Fill, SetupAction};
use kete::app::game::messages::{Leave, LeaveConfirmed, NewMatch, NextGame};
use kete::app::game::phase::BoardPhase;
use kete::app::game::the_match::Match;
use kete::app::online::messages::{
    AnswerTakeBack, AskTakeBack, HostOnline, JoinOnline, ShowTables, TableAsk,
};
use kete::app::online::state::{Connection, Online};
use kete::app::online::tables::{Tables, while_you_wait};
use kete::online::invite;
use kete::online::memory::Switchboard;
use kete::rules::{GameKind, Side};
use kete::saved::settings::{FirstPlayer, MatchSettings, PlayMode, Seat, Seats};
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[path = "../common/online_server.rs"]
mod online_server;
use online_server::Server;

/// Where a test's devices meet.
enum Net {
    /// kete-server on 127.0.0.1, and WebRTC between the devices.
    Real(Server),
    /// Rooms in this process.
    Memory(Switchboard),
}

impl Net {
    fn real() -> Net {
        Net::Real(Server::start())
    }

    fn memory() -> Net {
        Net::Memory(Switchboard::default())
    }

    /// A device's online state, new, told where rooms are.
    fn online(&self) -> Online {
        match self {
            Net::Real(server) => Online { server: Some(server.url()), ..default() },
            Net::Memory(switchboard) => Online { switchboard: Some(switchboard.clone()), ..default() },
        }
    }
}

/// WebRTC's setup on a loaded machine takes a second or two; a move, milliseconds.
const PATIENCE: Duration = Duration::from_secs(30);

fn folder(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("kete-online-{name}-{}", std::process::id()))
}

/// A device that keeps its saves in its own folder, new, and is told where rooms are.
fn device(name: &str, net: &Net) -> App {
    let _ = std::fs::remove_dir_all(folder(name));
    reopened(name, net)
}

/// The device `name` opened again: its folder as it left it.
fn reopened(name: &str, net: &Net) -> App {
    let mut app = test_app();
    app.insert_resource(Store::at(folder(name)));
    app.insert_resource(net.online());
    app.update();
    app
}

fn current(app: &App) -> &Match {
    app.world().resource::<Match>()
}

fn connection(app: &App) -> Connection {
    app.world().resource::<Online>().connection.clone()
}

/// Frames on both devices, a few milliseconds apart, until `done` holds.
fn until(devices: &mut [&mut App], what: &str, done: impl Fn(&[&mut App]) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done(devices) {
        assert!(Instant::now() < deadline, "no {what} within {PATIENCE:?}");
        for app in devices.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// This board's player takes a whole arrangement and says they are done.
fn arrange(app: &mut App, fill: Fill) {
    app.world_mut().write_message(SetupAction::Fill(fill));
    app.update();
    app.world_mut().write_message(SetupAction::Done);
    app.update();
}

fn kimasai() -> MatchSettings {
    kimasai_match(Seats([Seat::Human, Seat::Human]))
}

#[test]
fn two_devices_play_through_a_room_joined_by_its_code() {
    let net = Net::real();
    let mut host = device("host", &net);
    host.world_mut().write_message(HostOnline(kimasai()));
    let mut guest = device("guest", &net);
    until(&mut [&mut host, &mut guest], "room", |d| connection(d[0]) == Connection::Waiting);
    let game = current(&host).online().cloned().expect("an online game on the host's board");
    assert!(game.host);
    assert_eq!(current(&host).seats(), Seats([Seat::Human, Seat::Friend]), "the host plays South");
    assert_eq!(current(&host).mode, PlayMode::Contract);
    assert!(!current(&host).allowed().help, "no hint nor analysis while the game with a friend runs");

    guest.world_mut().write_message(JoinOnline(invite::code(&game.room).to_uppercase()));
    until(&mut [&mut host, &mut guest], "the host's game on the guest's board", |d| {
        current(d[1]).online().is_some() && connection(d[0]) == Connection::Playing
    });
    assert_eq!(current(&guest).seats(), Seats([Seat::Friend, Seat::Human]), "the guest plays North");
    assert_eq!(current(&guest).game, current(&host).game);
    assert_eq!(current(&guest).online().map(|g| &g.room), Some(&game.room));
    settle(&mut guest);
    assert_view_matches_rules(&mut guest);
    // Each sees the board from their own side: the guest's is turned round, North nearest.
    let (guest_board, host_board) =
        (guest.world().resource::<BoardLayout>(), host.world().resource::<BoardLayout>());
    assert!(guest_board.turned && !host_board.turned);
    let a1 = kete::rules::Square { col: 0, row: 1 };
    assert!(host_board.square_position(a1).y < 0.0 && guest_board.square_position(a1).y > 0.0);

    // Six moves, each played at its player's board and shown played on the other's.
    play_moves(&mut host, &mut guest, 6);

    // The save keeps the game as an online game, to go back to its room.
    let saved = kete::app::files::game_file::write(current(&guest), None, None).expect("a save");
    assert!(saved.contains("\"online\""), "{saved}");
    let reopened = kete::app::files::game_file::read(&saved).expect("the save reads");
    assert_eq!(reopened.online(), current(&guest).online());
    assert_eq!(reopened.moves, current(&guest).moves);
}

/// A page opened again from the invitation — or the code typed again — with that room's game saved
/// goes back to it, its own moves in it, rather than join anew: the host's device hands a device
/// that joins no game with a move of the joiner's in it (docs/ONLINE.md).
#[test]
fn a_device_given_the_code_again_continues_its_saved_game_of_that_room() {
    let net = Net::memory();
    let mut host = device("again-host", &net);
    host.world_mut().write_message(HostOnline(kimasai()));
    let mut guest = device("again-guest", &net);
    until(&mut [&mut host, &mut guest], "room", |d| connection(d[0]) == Connection::Waiting);
    let room = current(&host).online().cloned().expect("an online game").room;
    guest.world_mut().write_message(JoinOnline(invite::code(&room)));
    until(&mut [&mut host, &mut guest], "the guest in the game", |d| {
        current(d[1]).online().is_some() && connection(d[0]) == Connection::Playing
    });
    play_moves(&mut host, &mut guest, 4);
    let moves = current(&guest).moves.clone();
    drop(guest);
    until(&mut [&mut host], "the guest gone", |d| connection(d[0]) == Connection::Lost);

    let mut again = reopened("again-guest", &net);
    again.world_mut().write_message(JoinOnline(invite::code(&room)));
    until(&mut [&mut host, &mut again], "the guest back with its game", |d| {
        connection(d[0]) == Connection::Playing
            && connection(d[1]) == Connection::Playing
            && current(d[1]).moves == moves
    });
    assert_eq!(current(&again).seats(), Seats([Seat::Friend, Seat::Human]), "still North");
    assert_eq!(host.world().resource::<Online>().refused, None);
    assert_eq!(again.world().resource::<Online>().refused, None);
    play_moves(&mut host, &mut again, 2);
}

/// The attack of issue 58 at the board: the friend's device sends, over the real connection, the
/// game so far with moves of both sides after it. The host refuses it and the game stops: its
/// moves are as they were, its board takes no more moves, and it stays stopped when the friend's
/// device goes.
#[test]
fn a_game_with_this_players_moves_made_by_the_friend_stops_the_board() {
    use kete::app::game::messages::PitChosen;
    use kete::online::{Refused, Session};
    use kete::rules::NoEvents;
    let net = Net::memory();
    let (mut host, mut guest) = met(&net, "forged");
    play_moves(&mut host, &mut guest, 2);
    let before = current(&host).moves.clone();
    let room = current(&host).online().cloned().expect("an online game").room;
    let played = current(&guest).kept().0;
    let start = current(&guest).start.clone();
    let mut game = current(&guest).game.clone();
    let mut moves = played.clone();
    while moves.len() < 20 && game.outcome().is_none() {
        let mv = game.format_move(game.legal_moves()[0]);
        game.play_text(&mv, &mut NoEvents).expect("legal");
        moves.push(mv);
    }
    let forged = kete::rules::record::Record::new(&start, "seed", moves).expect("a game");
    let liar = Session::new(&room, Side::North, &forged, web_time::Instant::now()).expect("a session");
    let sent = guest.world_mut().resource_mut::<Online>().room.as_mut().expect("a room").send(&liar.hello());
    assert!(sent, "sent over the real connection");
    until(&mut [&mut host, &mut guest], "the host's game stopped", |d| {
        matches!(connection(d[0]), Connection::Stopped(Refused::PlayedForYou(_)))
    });
    assert_eq!(current(&host).moves, before, "the host's game is as it was");
    host.update();
    assert!(host.world().resource::<Held>().any(), "no pit glows");
    // South to move: a pick at the board plays nothing.
    let pit = *super::support::movable(&host).first().expect("a pit the rules would move");
    host.world_mut().write_message(PitChosen(pit));
    settle(&mut host);
    assert_eq!(current(&host).moves, before, "the board took no move");
    drop(guest);
    let gone = Instant::now() + Duration::from_secs(3);
    while Instant::now() < gone {
        host.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(matches!(connection(&host), Connection::Stopped(_)), "still stopped: {:?}", connection(&host));
}

#[test]
fn a_code_that_is_no_rooms_is_refused() {
    let net = Net::memory();
    let mut guest = device("lost", &net);
    guest.world_mut().write_message(JoinOnline("not-a-code".into()));
    guest.update();
    assert!(guest.world().resource::<Online>().bad_code);
    assert_eq!(connection(&guest), Connection::Off);
    assert!(current(&guest).online().is_none());
}

/// Omweso online: each device arranges its own side — the first player's first, shown on the
/// other board once done; nobody arranges the friend's seats — and play begins on both boards from
/// the two arrangements.
#[test]
fn two_devices_arrange_and_play_omweso_through_a_room() {
    let net = Net::memory();
    let mut host = device("omweso-host", &net);
    let omweso = MatchSettings {
        kind: GameKind::Omweso,
        preset: "traditional",
        first: FirstPlayer::North,
        ..kimasai()
    };
    host.world_mut().write_message(HostOnline(omweso));
    let mut guest = device("omweso-guest", &net);
    until(&mut [&mut host, &mut guest], "room", |d| connection(d[0]) == Connection::Waiting);
    let game = current(&host).online().cloned().expect("an online game on the host's board");
    assert!(current(&host).arranging.is_some(), "the host's board is set up to arrange");
    guest.world_mut().write_message(JoinOnline(invite::link(
        "https://kete.example/",
        None,
        None,
        &game.room,
    )));
    until(&mut [&mut host, &mut guest], "the host's setup on the guest's board", |d| {
        current(d[1]).arranging.is_some() && connection(d[0]) == Connection::Playing
    });
    assert_eq!(current(&guest).seats(), Seats([Seat::Friend, Seat::Human]), "the guest plays North");

    // North, the first player, arranges on the guest's board; the host's board cannot do it.
    arrange(&mut host, Fill::Standard);
    let nobody = current(&host).arranging.as_ref().map(|a| (a.side, a.pits()));
    assert_eq!(nobody, Some((Side::North, [[0; 16]; 2])), "the host does not arrange the friend's side");
    arrange(&mut guest, Fill::Random);
    until(&mut [&mut host, &mut guest], "North's arrangement on the host's board", |d| {
        current(d[0]).arranging.as_ref().is_some_and(|a| a.side == Side::South)
    });
    let norths = current(&guest).arranging.as_ref().map(|a| a.pits()[Side::North.index()]);
    assert_eq!(current(&host).arranging.as_ref().map(|a| a.pits()[Side::North.index()]), norths);
    assert!(norths.is_some_and(|pits| pits.iter().map(|&n| u32::from(n)).sum::<u32>() == 32));

    // The host's page reloads mid-setup: the save keeps the setup and the room, and the board
    // goes back to the room with it.
    let saved = kete::app::files::game_file::write(current(&host), None, None).expect("a save");
    let reopened = kete::app::files::game_file::read(&saved).expect("the save reads");
    assert_eq!(reopened.arranging, current(&host).arranging);
    assert_eq!(reopened.online(), current(&host).online());
    *host.world_mut().resource_mut::<Match>() = reopened;
    *host.world_mut().resource_mut::<Online>() = net.online();
    until(&mut [&mut host, &mut guest], "the host back in its room", |d| {
        connection(d[0]) == Connection::Playing && connection(d[1]) == Connection::Playing
    });

    // South arranges on the host's board: play begins on both, North first.
    arrange(&mut host, Fill::TwoEach);
    until(&mut [&mut host, &mut guest], "play begun on both boards", |d| {
        current(d[0]).arranging.is_none() && current(d[1]).arranging.is_none()
    });
    assert_eq!(current(&guest).start, current(&host).start, "one start on both boards");
    assert_eq!(current(&guest).game.side_to_move(), Side::North);
    settle(&mut host);
    settle(&mut guest);
    play_moves(&mut host, &mut guest, 4);
}

/// Omweso online: the host's board waits for the friend before its player arranges (its panel
/// has the code to send them meanwhile), then takes the arrangement and sends it.
#[test]
fn the_hosts_board_waits_for_the_friend_before_it_arranges() {
    let net = Net::memory();
    let mut host = device("omweso-waits", &net);
    let omweso =
        MatchSettings { kind: GameKind::Omweso, preset: "seed", first: FirstPlayer::South, ..kimasai() };
    host.world_mut().write_message(HostOnline(omweso));
    let mut guest = device("omweso-comes", &net);
    until(&mut [&mut host, &mut guest], "room", |d| connection(d[0]) == Connection::Waiting);
    arrange(&mut host, Fill::Standard);
    let arranging = current(&host).arranging.as_ref().map(|a| (a.side, a.pits()));
    assert_eq!(arranging, Some((Side::South, [[0; 16]; 2])), "no arranging before the friend is here");
    assert!(host.world().resource::<Held>().any(), "the board is held while the friend is awaited");
    // Restart, even confirmed, begins no game during the setup (its empty board is no game over).
    host.world_mut().write_message(LeaveConfirmed(LeaveTo::Restart));
    host.update();
    assert_eq!((round(&host), current(&host).arranging.is_some()), (Some(0), true));

    let room = current(&host).online().map(|g| g.room.clone()).expect("a room");
    guest.world_mut().write_message(JoinOnline(invite::code(&room)));
    until(&mut [&mut host, &mut guest], "the friend here", |d| {
        connection(d[0]) == Connection::Playing && current(d[1]).arranging.is_some()
    });
    host.update();
    assert!(!host.world().resource::<Held>().any(), "the board is the player's once the friend is here");
    arrange(&mut host, Fill::Standard);
    until(&mut [&mut host, &mut guest], "South's arrangement on the guest's board", |d| {
        current(d[1]).arranging.as_ref().is_some_and(|a| a.side == Side::North)
    });
    let souths = current(&guest).arranging.as_ref().map(|a| a.pits()[Side::South.index()]);
    assert_eq!(souths, Some(kete::rules::omweso::setup::STANDARD));
}

/// Plays `n` moves at the two boards, each at its player's board (and only theirs) and seen played
/// on the other's: one game on both, the other board's seeds where the rules put them.
fn play_moves(host: &mut App, guest: &mut App, n: usize) {
    for ply in 1..=n {
        let (mover, other) = if current(host).game.side_to_move() == Side::South {
            (&mut *host, &mut *guest)
        } else {
            (&mut *guest, &mut *host)
        };
        assert!(current(mover).person_to_move(), "move {ply}: the mover's board takes it");
        assert!(!current(other).person_to_move(), "move {ply}: the other's board does not");
        play_first_move(mover);
        let played = current(mover).moves.clone();
        until(&mut [mover, other], "the move on the other board", |d| current(d[1]).moves == played);
        settle(other);
        assert_eq!(current(other).game, current(mover).game, "move {ply}: one game on both boards");
        assert_view_matches_rules(other);
    }
}

/// A friend's words that come faster than a person plays wait their turn rather than be lost:
/// the guest's device says its hello twenty-four times at once (harmless, but more than the host
/// hears in a burst), then its player moves: the move is on the host's board a moment later, and
/// nothing was refused.
#[test]
fn a_move_that_comes_sooner_than_a_persons_pace_waits_rather_than_is_lost() {
    let net = Net::memory();
    let (mut host, mut guest) = met(&net, "pace");
    play_moves(&mut host, &mut guest, 1);
    let mut online = guest.world_mut().resource_mut::<Online>();
    let online = &mut *online;
    let (Some(room), Some(session)) = (&mut online.room, &online.session) else { panic!("the guest's room") };
    let hello = session.hello();
    assert!((0..24).all(|_| room.send(&hello)), "the hellos sent");
    play_first_move(&mut guest);
    let played = current(&guest).moves.clone();
    until(&mut [&mut guest, &mut host], "the guest's move on the host's board", |d| {
        current(d[1]).moves == played
    });
    assert_eq!(host.world().resource::<Online>().refused, None, "nothing refused");
    assert_eq!(connection(&host), Connection::Playing);
}

fn take_backs(app: &App) -> (bool, bool) {
    let session = app.world().resource::<Online>().session.as_ref().map(|s| s.take_backs());
    session.map_or((false, false), |(asked, asked_of_me)| (asked.is_some(), asked_of_me.is_some()))
}

/// A take-back in an online game is asked of the friend: refused, the game goes on as it was;
/// let, both boards go back to before the asker's last move, and the asker plays again.
#[test]
fn a_take_back_is_asked_of_the_friend_at_the_board() {
    let net = Net::memory();
    let (mut host, mut guest) = met(&net, "take-back");
    play_moves(&mut host, &mut guest, 3);
    let before = current(&host).moves.clone();

    // North asks; South says no: nothing changes, and North is told.
    guest.world_mut().write_message(AskTakeBack);
    until(&mut [&mut host, &mut guest], "the asking on the host's board", |d| take_backs(d[0]).1);
    assert_eq!(take_backs(&guest), (true, false));
    host.world_mut().write_message(AnswerTakeBack(false));
    until(&mut [&mut host, &mut guest], "the no on the guest's board", |d| {
        d[1].world().resource::<Online>().said_no
    });
    assert_eq!(
        (current(&host).moves.clone(), current(&guest).moves.clone()),
        (before.clone(), before.clone())
    );

    // Asked again and let: both boards go back to the first move, North to play.
    guest.world_mut().write_message(AskTakeBack);
    until(&mut [&mut host, &mut guest], "the asking again", |d| take_backs(d[0]).1);
    host.world_mut().write_message(AnswerTakeBack(true));
    until(&mut [&mut host, &mut guest], "the game taken back on both boards", |d| {
        current(d[0]).moves.len() == 1 && current(d[1]).moves.len() == 1
    });
    assert_eq!(current(&guest).moves, before[..1]);
    assert_eq!(current(&guest).game, current(&host).game);
    assert_eq!(current(&guest).game.side_to_move(), Side::North);
    settle(&mut host);
    settle(&mut guest);
    assert_view_matches_rules(&mut guest);
    assert_view_matches_rules(&mut host);
    play_moves(&mut host, &mut guest, 2);
    assert_eq!(current(&guest).moves, current(&host).moves);
    assert_eq!(current(&host).moves.len(), 3);
}

/// Two devices in a room, the guest in the host's game of Bao la Kimasai.
fn met(net: &Net, name: &str) -> (App, App) {
    let mut host = device(&format!("{name}-host"), net);
    host.world_mut().write_message(HostOnline(kimasai()));
    let mut guest = device(&format!("{name}-guest"), net);
    until(&mut [&mut host, &mut guest], "room", |d| connection(d[0]) == Connection::Waiting);
    let room = current(&host).online().map(|g| g.room.clone()).expect("a room");
    guest.world_mut().write_message(JoinOnline(invite::code(&room)));
    until(&mut [&mut host, &mut guest], "the guest in the game", |d| {
        current(d[1]).online().is_some() && connection(d[0]) == Connection::Playing
    });
    settle(&mut host);
    settle(&mut guest);
    // Playing, the window wakes on its own once a second, for a connection lost (a word wakes it).
    assert_eq!(host.world().resource::<Pulse>().asked_by("online"), Some(Duration::from_secs(1)));
    (host, guest)
}

fn round(app: &App) -> Option<u32> {
    current(app).online().map(|game| game.round)
}

/// Online, Restart begins nothing while the game is under way (one board alone cannot); once
/// the game is over, *Play again* on either board begins the room's next game on both, with the
/// same seats, and the two play it.
#[test]
fn a_game_over_is_followed_by_the_next_on_both_boards() {
    let net = Net::memory();
    let (mut host, mut guest) = met(&net, "next");
    let room = current(&host).online().cloned().expect("an online game").room;
    host.world_mut().write_message(Leave(LeaveTo::Restart));
    host.update();
    assert_eq!((round(&host), current(&host).by_message().is_none()), (Some(0), true));
    assert!(!current(&host).is_over());

    for text in SHORT_KIMASAI.split_whitespace() {
        let (mover, other) = if current(&host).game.side_to_move() == Side::South {
            (&mut host, &mut guest)
        } else {
            (&mut guest, &mut host)
        };
        let mv = current(mover).game.parse_move(text).expect("the game's move");
        play_at_the_board(mover, mv);
        let played = current(mover).moves.clone();
        until(&mut [mover, other], "the move on the other board", |d| current(d[1]).moves == played);
        settle(other);
    }
    settle(&mut host);
    settle(&mut guest);
    assert!(current(&host).game.outcome().is_some() && current(&guest).game.outcome().is_some());
    // Each device keeps the finished game, to look at again once the room is gone.
    let whole: Vec<String> = SHORT_KIMASAI.split_whitespace().map(str::to_string).collect();
    assert_eq!((kept_games(&host), kept_games(&guest)), (vec![whole.clone()], vec![whole.clone()]));
    // Play again is offered with the friend connected and every move sent, not while they are away.
    for app in [&mut host, &mut guest] {
        let online = app.world().resource::<Online>();
        assert!(online.next_game_ready(current(app)));
        app.world_mut().resource_mut::<Online>().connection = Connection::Lost;
        assert!(!app.world().resource::<Online>().next_game_ready(current(app)));
        app.world_mut().resource_mut::<Online>().connection = Connection::Playing;
    }

    // The guest's player presses Play again: both boards begin the room's second game.
    guest.world_mut().write_message(NextGame);
    until(&mut [&mut host, &mut guest], "the next game on both boards", |d| {
        round(d[0]) == Some(1) && round(d[1]) == Some(1) && current(d[0]).moves.is_empty()
    });
    for app in [&mut host, &mut guest] {
        settle(app);
        let game = current(app);
        assert!(game.game.outcome().is_none() && game.by_message().is_none());
        assert_eq!(game.online().map(|g| g.room.as_str()), Some(room.as_str()));
    }
    assert_eq!(current(&host).seats(), Seats([Seat::Human, Seat::Friend]), "the host still plays South");
    assert_eq!(current(&guest).seats(), Seats([Seat::Friend, Seat::Human]));
    assert_eq!(current(&host).game, current(&guest).game);
    play_moves(&mut host, &mut guest, 2);

    // The kept game is in the store, not only in memory: read again, it is there, once.
    let store = guest.world().resource::<Store>().clone();
    guest.insert_resource(store);
    guest.update();
    assert_eq!(kept_games(&guest), vec![whole.clone()]);
    // Opened from the list, it is on the guest's board at its end, to look at on this board
    // alone: the room is left, and Play again would be a game at this board.
    guest.world_mut().write_message(OpenFinished(0));
    guest.update();
    settle(&mut guest);
    let opened = current(&guest);
    assert_eq!(
        (opened.moves.clone(), opened.online().cloned(), opened.by_message().cloned()),
        (whole, None, None)
    );
    assert!(opened.is_over() && opened.seats().friend().is_none());
    guest.update();
    assert_eq!(connection(&guest), Connection::Off, "the room is left");
    assert_eq!(guest.world().resource::<Pulse>().asked_by("online"), None, "and the window sleeps as before");
}

/// The moves of each game with a friend this device keeps, the newest first.
fn kept_games(app: &App) -> Vec<Vec<String>> {
    let finished = app.world().resource::<FinishedGames>();
    finished.games.iter().map(|game| game.as_ref().map(|g| g.moves.clone()).unwrap_or_default()).collect()
}

/// Both players arrange two seeds a pit, the first player first, and the first player's move `mv`
/// takes both ends at once: the game is over on both boards.
fn a_game_won_at_once(first: &mut App, second: &mut App, mv: &str) {
    until(&mut [first, second], "the setup on both boards", |d| {
        d.iter().all(|app| current(app).arranging.is_some()) && connection(d[0]) == Connection::Playing
    });
    let firsts = current(first).arranging.as_ref().map(|a| a.side).expect("arranging");
    arrange(first, Fill::TwoEach);
    until(&mut [first, second], "the first arrangement on the second board", |d| {
        current(d[1]).arranging.as_ref().is_some_and(|a| a.side != firsts)
    });
    arrange(second, Fill::TwoEach);
    until(&mut [first, second], "play begun on both boards", |d| {
        d.iter().all(|app| current(app).arranging.is_none())
    });
    settle(first);
    settle(second);
    let mv = current(first).game.parse_move(mv).expect("the first player's move");
    play_at_the_board(first, mv);
    let played = current(first).moves.clone();
    until(&mut [first, second], "the move on the other board", |d| current(d[1]).moves == played);
    // The board counts the result once it shows the game over.
    until(&mut [first, second], "the game over on both boards", |d| {
        d.iter().all(|app| *app.world().resource::<State<BoardPhase>>().get() == BoardPhase::GameOver)
    });
    for app in [first, second] {
        let outcome = current(app).game.outcome().expect("the game is over");
        assert_eq!((outcome.winner, outcome.reason), (Some(firsts), kete::rules::EndReason::BothEnds));
    }
}

fn score(app: &App) -> Option<([u32; 2], usize, Side)> {
    current(app).score.as_ref().map(|score| (score.scores, score.games.len(), score.next_first))
}

/// Omweso online is a match to the host's target, as at one board: each game's points go into
/// the score on both boards, and the next game begins on both with the other player first and
/// the score kept — through a reload too.
#[test]
fn an_omweso_match_goes_on_from_game_to_game_on_both_boards() {
    let net = Net::memory();
    let mut host = device("match-host", &net);
    let omweso = MatchSettings {
        kind: GameKind::Omweso,
        preset: "traditional",
        first: FirstPlayer::South,
        target: 6,
        ..kimasai()
    };
    host.world_mut().write_message(HostOnline(omweso));
    let mut guest = device("match-guest", &net);
    until(&mut [&mut host, &mut guest], "room", |d| connection(d[0]) == Connection::Waiting);
    let room = current(&host).online().map(|g| g.room.clone()).expect("a room");
    guest.world_mut().write_message(JoinOnline(invite::code(&room)));
    assert_eq!(score(&host), Some(([0, 0], 0, Side::South)));

    // South begins and takes both ends: 2 points to South, on both boards; North begins next.
    a_game_won_at_once(&mut host, &mut guest, "a2cw,cw,ccw");
    assert_eq!(
        (score(&host), score(&guest)),
        (Some(([2, 0], 1, Side::North)), Some(([2, 0], 1, Side::North)))
    );
    assert_eq!(
        current(&guest).score.as_ref().map(|s| s.target),
        Some(6),
        "the host's target on the guest's board"
    );

    // The host's player begins the next game: North arranges first on both boards.
    host.world_mut().write_message(NextGame);
    until(&mut [&mut host, &mut guest], "the next game on both boards", |d| {
        d.iter().all(|app| round(app) == Some(1) && current(app).arranging.is_some())
    });
    for app in [&host, &guest] {
        assert_eq!(current(app).arranging.as_ref().map(|a| a.first), Some(Side::North));
        assert_eq!(score(app), Some(([2, 0], 1, Side::North)));
    }

    // The guest's page reloads: its save keeps the match, and the room takes it again.
    let saved = kete::app::files::game_file::write(current(&guest), None, None).expect("a save");
    let reopened = kete::app::files::game_file::read(&saved).expect("the save reads");
    assert_eq!(reopened.score, current(&guest).score);
    *guest.world_mut().resource_mut::<Match>() = reopened;
    *guest.world_mut().resource_mut::<Online>() = net.online();
    until(&mut [&mut host, &mut guest], "the guest back in its room", |d| {
        connection(d[0]) == Connection::Playing && connection(d[1]) == Connection::Playing
    });
    assert_eq!(host.world().resource::<Online>().refused, None);
    assert_eq!(guest.world().resource::<Online>().refused, None);

    // North begins and takes both ends: 2 all.
    a_game_won_at_once(&mut guest, &mut host, "h3cw,cw,ccw");
    assert_eq!(
        (score(&host), score(&guest)),
        (Some(([2, 2], 2, Side::South)), Some(([2, 2], 2, Side::South)))
    );
    // Each device keeps both games of the match, the newest first.
    for app in [&host, &guest] {
        let finished = app.world().resource::<FinishedGames>();
        let ids: Vec<&str> = finished.kept.games.iter().map(|game| game.id.as_str()).collect();
        assert_eq!(ids, [format!("{room}.1"), format!("{room}.0")]);
    }
}

/// Online, the game after a match is won is the first of a new match to the same target, on both
/// boards as the room's next game; the game after one of a match still going on goes on with it.
#[test]
fn the_game_after_a_won_match_online_begins_a_new_one() {
    use kete::rules::omweso::OmwesoMatch;
    use kete::rules::{EndReason, Outcome};
    let settings = MatchSettings { kind: GameKind::Omweso, preset: "traditional", target: 6, ..kimasai() };
    let room = invite::new_room([7; 13]);
    let mut game = Match::hosted(settings, room, false).expect("an online match");
    let won = Outcome { winner: Some(Side::North), reason: EndReason::BothEnds };
    game.score = Some(OmwesoMatch::replayed(6, Side::South, [won, won]));
    let going_on = game.next_game().expect("the next game");
    assert_eq!(going_on.score.as_ref().map(|s| (s.scores, s.games.len())), Some(([0, 4], 2)));
    assert_eq!(going_on.arranging.as_ref().map(|a| a.first), Some(Side::South));
    assert_eq!(going_on.online().map(|g| g.round), Some(1));

    game.score = Some(OmwesoMatch::replayed(6, Side::South, [won, won, won]));
    let next = game.next_game().expect("the next game");
    let first = next.arranging.as_ref().map(|a| a.first).expect("a setup");
    assert_eq!(next.score, Some(OmwesoMatch::new(6, first)), "a new match");
    assert_eq!(next.online().map(|g| g.round), Some(1), "in the same room");
}

/// A device told where the open tables are: the test's server.
fn at_the_tables(name: &str, net: &Net) -> App {
    let mut app = device(name, net);
    if let Net::Real(server) = net {
        app.world_mut().resource_mut::<Tables>().address = Some(format!("{}/tables", server.url()));
    }
    app
}

#[test]
fn a_stranger_sits_down_at_an_open_table_and_both_play_in_its_room() {
    let net = Net::real();
    let (mut host, mut stranger) = (at_the_tables("table-host", &net), at_the_tables("table-stranger", &net));
    host.world_mut().write_message(TableAsk::Open(kimasai()));
    // The table's player plays the computer while the table waits: a move of theirs.
    host.world_mut().write_message(NewMatch(while_you_wait(kimasai())));
    settle(&mut host);
    play_first_move(&mut host);
    let meanwhile = current(&host).moves.clone();
    stranger.world_mut().write_message(ShowTables(Some(kimasai())));
    until(&mut [&mut host, &mut stranger], "the table in the stranger's list", |d| {
        let mine = d[0].world().resource::<Tables>().mine.as_ref().and_then(|mine| mine.id.clone());
        let listed = &d[1].world().resource::<Tables>().listed;
        mine.is_some() && listed.iter().any(|table| Some(&table.id) == mine.as_ref())
    });
    let id = stranger.world().resource::<Tables>().listed[0].id.clone();
    stranger.world_mut().write_message(TableAsk::Sit(id));
    until(&mut [&mut host, &mut stranger], "someone sat down", |d| {
        d[0].world().resource::<Tables>().sat_down.is_some()
    });
    host.world_mut().write_message(TableAsk::Play);
    until(&mut [&mut host, &mut stranger], "both boards in the table's room", |d| {
        let room = |app: &App| current(app).online().map(|game| game.room.clone());
        room(d[0]).is_some() && room(d[0]) == room(d[1]) && connection(d[0]) == Connection::Playing
    });
    settle(&mut host);
    settle(&mut stranger);
    let (host_side, stranger_side) = (current(&host).my_side(), current(&stranger).my_side());
    assert!(host_side.is_some() && host_side.map(Side::opponent) == stranger_side, "one side each");
    // A move at the board of whoever moves first reaches the other.
    let (first, other) =
        if current(&host).person_to_move() { (&mut host, &mut stranger) } else { (&mut stranger, &mut host) };
    play_first_move(first);
    let mv = current(first).moves.first().cloned().expect("the first move played");
    until(&mut [first, other], "the first move on the other board", |d| {
        current(d[1]).moves.first() == Some(&mv)
    });
    assert!(host.world().resource::<Tables>().mine.is_none(), "the table gone once sat at");
    let strangers = |app: &App| current(app).online().is_some_and(|game| game.stranger);
    assert!(strangers(&host) && strangers(&stranger), "both keep it as a game with a stranger");
    // The game against the computer was put aside, and goes back on the board when asked.
    let aside = host.world().resource::<PutAsideGame>().0.as_ref().map(|game| game.moves.clone());
    assert_eq!(aside, Some(meanwhile.clone()), "the game against the computer put aside");
    host.world_mut().write_message(BackToPutAside);
    settle(&mut host);
    assert_eq!(current(&host).moves, meanwhile, "back to the game against the computer");
    assert!(current(&host).online().is_none() && host.world().resource::<PutAsideGame>().0.is_none());
}

/// The table's player says *Not now*: the one who sat down waits a minute in the room at most,
/// then leaves it and is shown the tables again, with why; a table's player who never answers
/// is told they missed someone.
#[test]
fn a_table_whose_player_says_not_now_lets_the_one_who_sat_down_go() {
    use kete::app::online::state::AtTable;
    let net = Net::real();
    let (mut host, mut stranger) =
        (at_the_tables("not-now-host", &net), at_the_tables("not-now-stranger", &net));
    host.world_mut().write_message(TableAsk::Open(kimasai()));
    stranger.world_mut().write_message(ShowTables(Some(kimasai())));
    until(&mut [&mut host, &mut stranger], "the table in the stranger's list", |d| {
        !d[1].world().resource::<Tables>().listed.is_empty()
    });
    let id = stranger.world().resource::<Tables>().listed[0].id.clone();
    stranger.world_mut().write_message(TableAsk::Sit(id));
    until(&mut [&mut host, &mut stranger], "someone sat down", |d| {
        d[0].world().resource::<Tables>().sat_down.is_some() && d[1].world().resource::<Online>().joining()
    });
    assert!(stranger.world().resource::<Tables>().shown.is_none(), "the list closed, waiting in the room");
    host.world_mut().write_message(TableAsk::NotNow);
    host.update();
    // A minute later (the clock moved on, not waited for).
    let mut online = stranger.world_mut().resource_mut::<Online>();
    let at = online.at_table.as_mut().expect("at the table");
    *at = AtTable { since: at.since - Duration::from_secs(61), ..at.clone() };
    stranger.update();
    stranger.update();
    assert_eq!(connection(&stranger), Connection::NoAnswer);
    assert!(!stranger.world().resource::<Online>().joining(), "out of the room");
    assert!(stranger.world().resource::<Tables>().shown.is_some(), "the tables shown again");
    assert!(current(&stranger).online().is_none(), "no game taken");
    // The list, asked for again, no longer says why the last room was left.
    stranger.world_mut().write_message(ShowTables(Some(kimasai())));
    stranger.update();
    assert_eq!(connection(&stranger), Connection::Off, "the old word is gone with the list it came with");

    // A table's player who never answers.
    host.world_mut().write_message(TableAsk::Open(kimasai()));
    until(&mut [&mut host, &mut stranger], "the table open again and listed", |d| {
        let mine = d[0].world().resource::<Tables>().mine.as_ref().and_then(|mine| mine.id.clone());
        mine.is_some()
            && d[1].world().resource::<Tables>().listed.iter().any(|t| Some(&t.id) == mine.as_ref())
    });
    let id = stranger.world().resource::<Tables>().listed[0].id.clone();
    stranger.world_mut().write_message(TableAsk::Sit(id));
    until(&mut [&mut host, &mut stranger], "someone sat down again", |d| {
        d[0].world().resource::<Tables>().sat_down.is_some()
    });
    let mut tables = host.world_mut().resource_mut::<Tables>();
    let sat = tables.sat_down.as_mut().expect("sat down");
    sat.at -= Duration::from_secs(51);
    host.update();
    let tables = host.world().resource::<Tables>();
    assert!(tables.sat_down.is_none() && tables.missed, "the notice gone, the player told they missed them");
}
