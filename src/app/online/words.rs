//! An online game in words, in the language spoken: the connection's state, and why a word of
//! the friend's device was refused — to a stranger met at an open table, in the catalogues'
//! `.stranger` wording, where a message has one.

use super::state::Connection;
use crate::app::locale::words::Words;
use crate::online::Refused;

/// To whom a message is said: the other player is a stranger or a friend.
fn to(stranger: bool) -> Option<&'static str> {
    stranger.then_some("stranger")
}

/// The message `id` about the other player, a `stranger` or a friend.
pub fn of_them(words: &Words, id: &str, stranger: bool) -> String {
    words.told(id, to(stranger), &[])
}

/// Where the connection stands, in a line.
pub fn connection(words: &Words, connection: &Connection, host: bool, stranger: bool) -> String {
    let get = |id: &str| of_them(words, id, stranger);
    match connection {
        Connection::Off => String::new(),
        Connection::Connecting => get("online-connecting"),
        Connection::Waiting if host => get("online-waiting"),
        Connection::Waiting => get("online-waiting-host"),
        Connection::Playing => get("online-playing"),
        Connection::Lost => get("online-lost"),
        // matchbox's reason is in the log: the player is told what to do.
        Connection::Closed(_) => get("online-closed"),
        Connection::Split(0) => get("online-split-setup"),
        Connection::Split(ply) => words.with("online-split", &[("ply", (*ply).into())]),
        Connection::Stopped(why) => refused(words, why, stranger),
        Connection::NotTheTable => words.get("tables-not-the-table"),
        Connection::NoAnswer => words.get("tables-no-answer"),
    }
}

/// Where the connection stands, in a few words: the line of a phone's folded sheet.
pub fn connection_short(words: &Words, connection: &Connection, host: bool, stranger: bool) -> String {
    let get = |id: &str| of_them(words, id, stranger);
    match connection {
        Connection::Off => String::new(),
        Connection::Connecting => get("online-connecting"),
        // Short enough for the line already.
        Connection::Waiting if host => get("online-waiting"),
        Connection::Waiting => get("online-short-waiting-host"),
        Connection::Playing => get("online-short-playing"),
        Connection::Lost => get("online-short-lost"),
        Connection::Closed(_) => get("online-short-closed"),
        Connection::Split(_) | Connection::Stopped(_) => get("online-short-split"),
        Connection::NotTheTable | Connection::NoAnswer => get("online-short-closed"),
    }
}

/// Why a word of the friend's device changed nothing.
pub fn refused(words: &Words, refused: &Refused, stranger: bool) -> String {
    let to = to(stranger);
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
            return words.told("online-stopped-played-for-you", to, &[("ply", (*ply).into())]);
        }
        Refused::ArrangedForYou => return words.told("online-stopped-arranged-for-you", to, &[]),
        Refused::LostTheirMove(ply) => {
            return words.told("online-stopped-lost-their-move", to, &[("ply", (*ply).into())]);
        }
        Refused::LostTheirArrangement => return words.told("online-stopped-lost-their-arrangement", to, &[]),
    };
    words.told("online-refused", to, &[("why", why.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line about the other player names a stranger as one, in English and Kiswahili: no
    /// friend in it; a friend is still a friend.
    #[test]
    fn a_stranger_is_never_called_a_friend() {
        let lines = |words: &Words, stranger: bool| {
            let mut said: Vec<String> = [
                Connection::Waiting,
                Connection::Playing,
                Connection::Lost,
                Connection::Stopped(Refused::PlayedForYou(3)),
                Connection::Stopped(Refused::ArrangedForYou),
                Connection::Stopped(Refused::LostTheirMove(3)),
                Connection::Stopped(Refused::LostTheirArrangement),
            ]
            .iter()
            .flat_map(|c| {
                [true, false]
                    .map(|host| connection(words, c, host, stranger))
                    .into_iter()
                    .chain([true, false].map(|host| connection_short(words, c, host, stranger)))
            })
            .collect();
            said.push(refused(words, &Refused::Flood, stranger));
            for id in [
                "online-take-back-waiting",
                "online-take-back-asked",
                "online-take-back-refused",
                "online-arrange-once-here",
                "bar-friends-move",
                "bar-ask-take-back-hint",
                "bar-restart-online",
                "over-next-game-online-wait",
                "message-no-help",
            ] {
                said.push(of_them(words, id, stranger));
            }
            said
        };
        for (code, friend) in [("en", "friend"), ("sw", "rafiki")] {
            let words = Words::new(code);
            for line in lines(&words, true) {
                assert!(!line.to_lowercase().contains(friend), "{code}: a stranger called a friend: {line}");
            }
            let to_a_friend = lines(&words, false);
            assert!(
                to_a_friend.iter().filter(|line| line.to_lowercase().contains(friend)).count() >= 15,
                "{code}"
            );
        }
    }
}
