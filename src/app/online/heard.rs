//! What a word of the friend's, as the session heard it, does at this board: a plain function of
//! the game on the board and the session, so that it is tested without an engine or a network.
//! `connect` applies the answer.

use super::state::{Connection, setup_taken, taken};
use super::table::same_table;
use crate::app::game::messages::Reset;
use crate::app::game::the_match::Match;
use crate::online::invite::OnlineGame;
use crate::online::tables::Table;
use crate::online::{Heard, Refused, Session};

/// What the board does with one word of the friend's.
#[derive(Debug)]
pub enum AtTheBoard {
    /// Nothing changes here (the two games agree; the friend asks for a take-back, which the
    /// panel shows from the session).
    Nothing,
    /// Another game goes on the board — the friend's, ahead of this one, or both taken back —
    /// for this reason.
    Board(Box<Match>, Reset),
    /// The friend's move, checked, to be played at the board: its number and its notation.
    Play { ply: usize, mv: String },
    /// The friend said no to this player's take-back.
    SaidNo,
    /// Refused and not played; the game stops when the refusal says so.
    Refused { refused: Refused, stops: Option<Connection> },
    /// At a stranger's table, their device began another game than the table's: not taken.
    NotTheTable,
}

/// What `heard` — the session's answer to a word of the friend's — does to `current`; `table`,
/// the stranger's table this device sat down at, whose game alone it takes.
pub fn at_the_board(
    current: &Match,
    session: &Session,
    heard: Result<Heard, Refused>,
    table: Option<&Table>,
) -> AtTheBoard {
    // The game the friend's device sent, as this board keeps it: this room, this device's part in
    // it, the room's game number, and whether it was met at a table.
    let kept = || OnlineGame {
        room: session.id().to_string(),
        host: current.online().is_some_and(|game| game.host),
        round: session.round(),
        stranger: current.online().is_some_and(|game| game.stranger) || table.is_some(),
    };
    // A stranger's game is the table's — its game, its rules, Omweso's target — or none at all.
    let the_tables = |game: Match| match (table, &game.settings) {
        (Some(table), Some(settings)) if !same_table(settings, table) => AtTheBoard::NotTheTable,
        _ => AtTheBoard::Board(Box::new(game), Reset::FriendsGame),
    };
    match heard {
        Ok(Heard::Agreed | Heard::TakeBackAsked { .. }) => AtTheBoard::Nothing,
        Ok(Heard::Ahead { replay, .. }) => the_tables(taken(&replay, session, kept())),
        Ok(Heard::Setup(setup)) => match setup_taken(&setup, session, kept()) {
            Some(arranging) => the_tables(arranging),
            None => AtTheBoard::Nothing,
        },
        Ok(Heard::Move { ply, mv }) => AtTheBoard::Play { ply, mv },
        Ok(Heard::TakenBack { .. }) => match taken_back(current, session) {
            Some(taken_back) => AtTheBoard::Board(Box::new(taken_back), Reset::TakenBack),
            None => AtTheBoard::Nothing,
        },
        Ok(Heard::TakeBackRefused) => AtTheBoard::SaidNo,
        Err(refused) => {
            let stops = match &refused {
                Refused::Split(ply) => Some(Connection::Split(*ply)),
                Refused::SetupSplit => Some(Connection::Split(0)),
                stops if stops.stops_the_game() => Some(Connection::Stopped(stops.clone())),
                _ => None,
            };
            AtTheBoard::Refused { refused, stops }
        }
    }
}

/// The game on the board as the session has it after a take-back both agreed.
pub fn taken_back(current: &Match, session: &Session) -> Option<Match> {
    let replay = session.record().replay().ok()?;
    let game = current.online().cloned()?;
    Some(taken(&replay, session, game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::record::{Record, Replay};
    use crate::rules::{AnyGame, GameKind, Side};
    use web_time::{Duration, Instant};

    const ROOM: &str = "Tm9tdmVtYmVy";

    fn start() -> Replay {
        let start = AnyGame::new_with_rules(GameKind::Bao, Some("kujifunza")).expect("a preset");
        Record::new(&start, "kujifunza", Vec::new()).expect("an empty game")
    }

    /// Both devices' sessions, greeted, and the board of the North device (the friend plays
    /// South, who moves first).
    fn greeted(now: Instant) -> (Session, Session, Match) {
        let replay = start();
        let mut south = Session::new(ROOM, Side::South, &replay, now).expect("a session");
        let mut north = Session::new(ROOM, Side::North, &replay, now).expect("a session");
        assert!(matches!(north.hear(south.hello().as_bytes(), now), Ok(Heard::Agreed)));
        assert!(matches!(south.hear(north.hello().as_bytes(), now), Ok(Heard::Agreed)));
        let online = OnlineGame { room: ROOM.into(), host: false, round: 0, stranger: false };
        let board = taken(&replay, &north, online);
        (south, north, board)
    }

    fn first_move(session: &Session) -> String {
        let game = session.record().replay().expect("a game").last().clone();
        game.format_move(game.legal_moves()[0])
    }

    #[test]
    fn the_friends_move_is_played_at_the_board_and_nothing_else_changes() {
        let now = Instant::now();
        let (mut south, mut north, board) = greeted(now);
        let mv = first_move(&south);
        let said = south.played(&mv).expect("South's move");
        let heard = north.hear(said.as_bytes(), now + Duration::from_secs(1));
        assert!(
            matches!(at_the_board(&board, &north, heard, None), AtTheBoard::Play { ply: 1, mv: played } if played == mv)
        );
    }

    #[test]
    fn a_move_for_this_player_is_refused_and_the_game_waits_for_the_friends() {
        let now = Instant::now();
        let (mut south, mut north, board) = greeted(now);
        let said = south.played(&first_move(&south)).expect("South's move");
        north.hear(said.as_bytes(), now + Duration::from_secs(1)).expect("heard");
        // The friend's device plays North's move: this player's, made there.
        let replay = south.record().replay().expect("a game");
        let mut cheat = Session::new(ROOM, Side::North, &replay, now).expect("a session");
        let forged = cheat.played(&first_move(&cheat)).expect("a legal move for North");
        let heard = north.hear(forged.as_bytes(), now + Duration::from_secs(2));
        assert!(matches!(at_the_board(&board, &north, heard, None), AtTheBoard::Refused { stops: None, .. }));
    }

    #[test]
    fn two_games_that_differ_stop_the_board_at_the_move_they_part() {
        let now = Instant::now();
        let (mut south, mut north, board) = greeted(now);
        let said = south.played(&first_move(&south)).expect("South's move");
        north.hear(said.as_bytes(), now + Duration::from_secs(1)).expect("heard");
        // The friend's device comes back with another first move: the games part at move 1.
        let mut other = Session::new(ROOM, Side::South, &start(), now).expect("a session");
        let game = other.record().replay().expect("a game").last().clone();
        let legal = game.legal_moves();
        other.played(&game.format_move(legal[legal.len() - 1])).expect("another first move");
        let heard = north.hear(other.hello().as_bytes(), now + Duration::from_secs(2));
        match at_the_board(&board, &north, heard, None) {
            AtTheBoard::Refused { stops: Some(Connection::Split(1)), .. } => {}
            other => panic!("the game should stop where the two part, not {other:?}"),
        }
    }

    #[test]
    fn garbage_is_refused_and_the_game_goes_on() {
        let now = Instant::now();
        let (_, mut north, board) = greeted(now);
        let heard = north.hear(b"{not a word", now + Duration::from_secs(1));
        assert!(matches!(at_the_board(&board, &north, heard, None), AtTheBoard::Refused { stops: None, .. }));
    }

    #[test]
    fn a_take_back_both_agree_puts_the_game_as_it_was_on_the_board() {
        let now = Instant::now();
        let (mut south, mut north, _) = greeted(now);
        let said = south.played(&first_move(&south)).expect("South's move");
        north.hear(said.as_bytes(), now + Duration::from_secs(1)).expect("heard");
        let asked = south.ask_take_back().expect("asked");
        north.hear(asked.as_bytes(), now + Duration::from_secs(2)).expect("heard");
        let yes = north.answer_take_back(true).expect("answered");
        let heard = south.hear(yes.as_bytes(), now + Duration::from_secs(3));
        let south_board =
            taken(&start(), &south, OnlineGame { room: ROOM.into(), host: true, round: 0, stranger: false });
        match at_the_board(&south_board, &south, heard, None) {
            AtTheBoard::Board(game, Reset::TakenBack) => {
                assert!(game.moves.is_empty() && game.online().is_some_and(|kept| kept.host));
            }
            other => panic!("the game taken back should be on the board, not {other:?}"),
        }
    }

    #[test]
    fn the_friends_game_ahead_of_this_one_goes_on_the_board_as_theirs() {
        let now = Instant::now();
        let replay = start();
        let mut south = Session::new(ROOM, Side::South, &replay, now).expect("a session");
        south.played(&first_move(&south)).expect("South's move");
        // This device reloaded before the move came: it greets from the start.
        let mut north = Session::new(ROOM, Side::North, &replay, now).expect("a session");
        let board =
            taken(&replay, &north, OnlineGame { room: ROOM.into(), host: false, round: 0, stranger: false });
        let heard = north.hear(south.hello().as_bytes(), now + Duration::from_secs(1));
        match at_the_board(&board, &north, heard, None) {
            AtTheBoard::Board(game, Reset::FriendsGame) => {
                assert_eq!((game.moves.len(), game.my_side()), (1, Some(Side::North)));
            }
            other => panic!("the friend's game should go on the board, not {other:?}"),
        }
    }

    /// At a stranger's table, the table's game is taken — kept as a stranger's — and another
    /// game (here other rules than the table's) is not.
    #[test]
    fn at_a_strangers_table_only_the_tables_game_is_taken() {
        use crate::online::tables::Wanted;
        let now = Instant::now();
        let host = Session::new(ROOM, Side::South, &start(), now).expect("a session");
        let board = Match::default();
        let table = |rules: &str| Table {
            game: "bao".into(),
            rules: rules.into(),
            side: Wanted::Either,
            target: None,
        };
        let mut sat = Session::joining(ROOM, now).expect("a session");
        let heard = sat.hear(host.hello().as_bytes(), now);
        match at_the_board(&board, &sat, heard, Some(&table("kujifunza"))) {
            AtTheBoard::Board(game, Reset::FriendsGame) => {
                let online = game.online().expect("an online game");
                assert!(online.stranger && !online.host, "kept as a stranger's game: {online:?}");
                assert_eq!(game.my_side(), Some(Side::North));
            }
            other => panic!("the table's game should go on the board, not {other:?}"),
        }
        let mut sat = Session::joining(ROOM, now).expect("a session");
        let heard = sat.hear(host.hello().as_bytes(), now);
        assert!(matches!(
            at_the_board(&board, &sat, heard, Some(&table("kiswahili"))),
            AtTheBoard::NotTheTable
        ));
        let mut friend = Session::joining(ROOM, now).expect("a session");
        let heard = friend.hear(host.hello().as_bytes(), now);
        match at_the_board(&board, &friend, heard, None) {
            AtTheBoard::Board(game, _) => assert!(!game.online().expect("an online game").stranger),
            other => panic!("a friend's game should go on the board, not {other:?}"),
        }
    }
}
