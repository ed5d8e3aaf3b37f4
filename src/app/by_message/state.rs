//! A game with a friend by message, as the board holds it: what a link opened does to the game
//! on the board, when there is a move to send, and the link that sends it. The link itself is
//! the plain `crate::saved::message`; here it meets the match.

use crate::app::game::the_match::Match;
use crate::rules::Side;
use crate::rules::any::presets;
use crate::rules::record::Record;
use crate::saved::message::{self, LinkError, LinkedGame, MessageGame};
use crate::saved::settings::{FirstPlayer, MatchSettings, PlayMode, Seat, Seats};
use bevy::prelude::*;

/// What a link opened does to the game on the board.
#[derive(Debug)]
pub enum Opening {
    /// Its game goes on the board: the last move still to be shown being played.
    Put(Box<Match>),
    /// The game on the board already holds every move of the link.
    NothingNew,
    /// So does the game saved when Kete last closed (a page opened anew from the link): it is
    /// continued.
    ResumeSaved,
    Refused(LinkRefused),
}

/// Why a link was not opened, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkRefused {
    /// No game link in what was given.
    NoLink,
    /// The link as the reader of links refused it, or as the game this device sent does.
    Link(LinkError),
    /// A move after those this device sent is played for this device's own side.
    PlaysForYou { ply: usize },
}

/// What became of the last link opened or made, until the player has read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkNotice {
    /// A friend's link opened: their last move (if any) and whose move it is now.
    Opened {
        moves: usize,
        over: bool,
    },
    NothingNew,
    Refused(LinkRefused),
}

/// The link of the last move sent (shown to copy again until closed), and what became of the
/// last link opened.
#[derive(Resource, Default, Debug)]
pub struct Linking {
    pub sent: Option<SentLink>,
    pub notice: Option<LinkNotice>,
    /// A friend's game was just put on the board: its last move is to be shown being played.
    pub show_last_move: bool,
}

/// A link made to send: the text sent (on the web, the page's address with the link after `#`)
/// and how it went out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentLink {
    pub text: String,
    pub by: SentBy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SentBy {
    /// The system's share sheet (a phone's browser): the player picks where it goes.
    ShareSheet,
    Clipboard,
    /// Neither could be reached: the player copies it from the panel.
    ByHand,
}

/// What a link, or a text holding one, does to `current`, the game on the board; `saved` is the
/// game saved when Kete last closed, not yet continued (a page opened from a link starts with it
/// saved): the link is checked against whichever of the two is its game.
pub fn opening(current: &Match, saved: Option<&Match>, text: &str) -> Opening {
    let Some(link) = message::find(text) else { return Opening::Refused(LinkRefused::NoLink) };
    let linked = match message::read(link) {
        Ok(linked) => linked,
        Err(why) => return Opening::Refused(LinkRefused::Link(why)),
    };
    let its_game = |game: &&Match| game.by_message.as_ref().is_some_and(|kept| kept.id == linked.id);
    let on_board = Some(current).filter(its_game);
    if let Some(base) = on_board.or(saved.filter(its_game)) {
        let kept = base.by_message.as_ref().expect("its game is by message");
        let (moves, _) = base.kept();
        let agreed = kept.linked.unwrap_or(0).min(moves.len());
        let preset = base.settings.map_or(linked.replay.record.rules.as_str(), |s| s.preset);
        let sent = Record::of_played(&base.start, preset, moves[..agreed].to_vec(), None);
        if let Err(why) = message::continues(&sent, &linked.replay.record) {
            return Opening::Refused(LinkRefused::Link(why));
        }
        let theirs = &linked.replay.record.moves;
        if theirs.len() <= moves.len() && moves[..theirs.len()] == theirs[..] {
            return if on_board.is_some() { Opening::NothingNew } else { Opening::ResumeSaved };
        }
        // The friend plays only their own side: every move after those this device has is theirs.
        let friend = base.seats().friend();
        if let Some(ply) =
            (agreed..theirs.len()).find(|&n| Some(linked.replay.positions[n].side_to_move()) != friend)
        {
            return Opening::Refused(LinkRefused::PlaysForYou { ply: ply + 1 });
        }
    }
    Opening::Put(Box::new(match_of(linked)))
}

/// The game of a link as this device plays it: the side to move is this device's, the other the
/// friend's; its last move is kept to be shown being played (`Match::step_forward`).
fn match_of(linked: LinkedGame) -> Match {
    let LinkedGame { id, replay } = linked;
    let played = replay.record.moves.len();
    let start = replay.positions[0].clone();
    let last = replay.last();
    // This device answers the last move; a game the friend's move ended is still its.
    let mine = match (last.outcome(), played) {
        (Some(_), 1..) => replay.positions[played - 1].side_to_move().opponent(),
        _ => last.side_to_move(),
    };
    let kind = start.kind();
    let preset =
        presets(kind).iter().copied().find(|&p| p == replay.record.rules).unwrap_or(presets(kind)[0]);
    let mut seats = Seats([Seat::Human; 2]);
    seats.0[mine.opponent().index()] = Seat::Friend;
    let first = match start.side_to_move() {
        Side::South => FirstPlayer::South,
        Side::North => FirstPlayer::North,
    };
    let mut game = Match::resumed(replay.positions, replay.record.moves);
    game.mode = PlayMode::Contract;
    game.settings = Some(MatchSettings { kind, preset, first, mode: PlayMode::Contract, target: 12, seats });
    game.by_message = Some(MessageGame { id, linked: Some(played) });
    game.review_at(played.saturating_sub(1));
    game
}

/// Whether the game on the board has a move for this device to send: the friend's turn (or the
/// game over) after moves the friend has not had, or the game not yet sent at all.
pub fn to_send(current: &Match) -> bool {
    let Some(kept) = &current.by_message else { return false };
    let friends_turn = current.arranging.is_none()
        && (current.seats().friend() == Some(current.game.side_to_move())
            || current.game.outcome().is_some());
    !current.reviewing && friends_turn && kept.linked != Some(current.moves.len())
}

/// The link of the game on the board, to send: only a game the rules played goes in one.
pub fn link_of(current: &Match) -> Result<String, LinkError> {
    let Some(kept) = &current.by_message else { return Err(LinkError::NotALink) };
    let preset = current.settings.map_or_else(|| current.start.preset().unwrap_or("seed"), |s| s.preset);
    let (moves, _) = current.kept();
    message::write(&kept.id, &Record::of_played(&current.start, preset, moves, None))
}

/// Whose game a friend's seat is: the side this device plays.
pub fn my_side(current: &Match) -> Option<Side> {
    current.seats().friend().map(Side::opponent)
}
