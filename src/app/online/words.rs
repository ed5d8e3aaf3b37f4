//! An online game in words, in the language spoken: the connection's state, and why a word of
//! the friend's device was refused.

use super::state::Connection;
use crate::app::locale::words::Words;
use crate::online::Refused;

/// Where the connection stands, in a line.
pub fn connection(words: &Words, connection: &Connection, host: bool) -> String {
    match connection {
        Connection::Off => String::new(),
        Connection::Connecting => words.get("online-connecting"),
        Connection::Waiting if host => words.get("online-waiting"),
        Connection::Waiting => words.get("online-waiting-host"),
        Connection::Playing => words.get("online-playing"),
        Connection::Lost => words.get("online-lost"),
        // matchbox's reason is in the log: the player is told what to do.
        Connection::Closed(_) => words.get("online-closed"),
        Connection::Split(0) => words.get("online-split-setup"),
        Connection::Split(ply) => words.with("online-split", &[("ply", (*ply).into())]),
        Connection::Stopped(why) => refused(words, why),
    }
}

/// Where the connection stands, in a few words: the line of a phone's folded sheet.
pub fn connection_short(words: &Words, connection: &Connection, host: bool) -> String {
    match connection {
        Connection::Off => String::new(),
        Connection::Connecting => words.get("online-connecting"),
        // Short enough for the line already.
        Connection::Waiting if host => words.get("online-waiting"),
        Connection::Waiting => words.get("online-short-waiting-host"),
        Connection::Playing => words.get("online-short-playing"),
        Connection::Lost => words.get("online-short-lost"),
        Connection::Closed(_) => words.get("online-short-closed"),
        Connection::Split(_) | Connection::Stopped(_) => words.get("online-short-split"),
    }
}

/// Why a word of the friend's device changed nothing.
pub fn refused(words: &Words, refused: &Refused) -> String {
    let why = match refused {
        Refused::TooLong(bytes) => words.with("online-refused-too-long", &[("bytes", (*bytes).into())]),
        Refused::Unreadable => words.get("online-refused-unreadable"),
        Refused::Newer(version) => words.with("online-refused-newer", &[("version", (*version).into())]),
        Refused::Flood => words.get("online-refused-flood"),
        Refused::BeforeHello => words.get("online-refused-before-hello"),
        // The rules' own reasons name notation and positions: said as the rules say them.
        Refused::Game(detail) => words.with("online-refused-game", &[("detail", detail.as_str().into())]),
        Refused::OtherGame => words.get("online-refused-other-game"),
        Refused::SameSide => words.get("online-refused-same-side"),
        Refused::Split(ply) => return words.with("online-split", &[("ply", (*ply).into())]),
        Refused::WrongPly { got, next } => {
            words.with("online-refused-wrong-ply", &[("got", (*got).into()), ("next", (*next).into())])
        }
        Refused::OutOfTurn => words.get("online-refused-out-of-turn"),
        Refused::Over => words.get("online-refused-over"),
        Refused::Illegal(mv) => words.with("online-refused-illegal", &[("move", mv.as_str().into())]),
        Refused::Differs(mv) => words.with("online-refused-differs", &[("move", mv.as_str().into())]),
        Refused::DuringSetup => words.get("online-refused-during-setup"),
        Refused::ArrangedOutOfTurn => words.get("online-refused-arranged-out-of-turn"),
        Refused::SetupOver => words.get("online-refused-setup-over"),
        // The rules' own reason, as they say it.
        Refused::BadArrangement(detail) => {
            words.with("online-refused-bad-arrangement", &[("detail", detail.as_str().into())])
        }
        Refused::SetupSplit => return words.get("online-split-setup"),
        Refused::TakeBackNotTheirs => words.get("online-refused-take-back-not-theirs"),
        Refused::TakeBackNotAsked => words.get("online-refused-take-back-not-asked"),
        Refused::NotOver => words.get("online-refused-not-over"),
        // Counted from 1, as players count games.
        Refused::WrongRound { got, now } => words.with(
            "online-refused-wrong-round",
            &[("got", (u64::from(*got) + 1).into()), ("now", (u64::from(*now) + 1).into())],
        ),
        Refused::OtherScore => words.get("online-refused-other-score"),
        Refused::TakeBackCounted => words.get("online-refused-take-back-counted"),
        Refused::Connection => words.get("online-refused-connection"),
        // These stop the game: said whole, not as a word refused.
        Refused::PlayedForYou(ply) => {
            return words.with("online-stopped-played-for-you", &[("ply", (*ply).into())]);
        }
        Refused::ArrangedForYou => return words.get("online-stopped-arranged-for-you"),
        Refused::LostTheirMove(ply) => {
            return words.with("online-stopped-lost-their-move", &[("ply", (*ply).into())]);
        }
        Refused::LostTheirArrangement => return words.get("online-stopped-lost-their-arrangement"),
    };
    words.with("online-refused", &[("why", why.into())])
}
