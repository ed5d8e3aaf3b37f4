//! A game with a friend by message, as the board holds it: what a link opened does to the game
//! on the board, when there is a move to send, and the link that sends it. The link itself is
//! the plain `crate::saved::link`; here it meets the match.

use crate::app::game::remote::Remote;
use crate::app::game::the_match::Match;
use crate::rules::record::Record;
use crate::rules::{AnyGame, Side};
use crate::saved::SavedSetup;
use crate::saved::link::{self, LinkError, LinkedGame, MessageGame};
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
    /// Omweso: the link's arrangement of this device's side is not the one it sent.
    ArrangementChanged,
    /// Omweso: a link of the setup, for a game whose play has begun here.
    SetupOver,
}

/// What became of the last link opened or made, until the player has read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkNotice {
    /// A friend's link opened: their last move (if any) and whose move it is now.
    Opened {
        moves: usize,
        over: bool,
    },
    /// Omweso: a friend's link of the setup opened: this device arranges its seeds now.
    OpenedSetup,
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
    let Some(link) = link::find(text) else { return Opening::Refused(LinkRefused::NoLink) };
    let linked = match link::read(link) {
        Ok(linked) => linked,
        Err(why) => return Opening::Refused(LinkRefused::Link(why)),
    };
    let its_game = |game: &&Match| game.by_message().is_some_and(|kept| kept.id == linked.id);
    let on_board = Some(current).filter(its_game);
    let Some(base) = on_board.or(saved.filter(its_game)) else {
        return Opening::Put(Box::new(match_of(linked)));
    };
    let nothing_new = if on_board.is_some() { Opening::NothingNew } else { Opening::ResumeSaved };
    // Omweso: this device's arrangement, once sent, is the link's too.
    if let (Some(mine), Some(arranged)) = (base.my_side(), arranged(base))
        && linked_arrangement(&linked, mine).is_some_and(|theirs| theirs != arranged)
    {
        return Opening::Refused(LinkRefused::ArrangementChanged);
    }
    let friend = base.seats().friend();
    let (theirs, positions) = (&linked.replay.record.moves, &linked.replay.positions);
    // The friend plays only their own side: every move after those this device has is theirs.
    let plays_for_you = |agreed: usize| {
        (agreed..theirs.len())
            .find(|&n| Some(positions[n].side_to_move()) != friend)
            .map(|n| Opening::Refused(LinkRefused::PlaysForYou { ply: n + 1 }))
    };
    match (&base.arranging, &linked.setup) {
        (None, Some(_)) => Opening::Refused(LinkRefused::SetupOver),
        (Some(arranging), Some(setup)) => {
            let here = (arranging.first, arranging.side, arranging.pits());
            if here == (setup.first, setup.side, setup.pits) {
                nothing_new
            } else {
                Opening::Put(Box::new(match_of(linked)))
            }
        }
        // The setup finished on the friend's device: the game begins from the link's start.
        (Some(_), None) => plays_for_you(0).unwrap_or_else(|| Opening::Put(Box::new(match_of(linked)))),
        (None, None) => {
            let (moves, _) = base.kept();
            let linked_before = base.by_message().and_then(|kept| kept.linked);
            let agreed = linked_before.unwrap_or(0).min(moves.len());
            let preset = base.settings.map_or(linked.replay.record.rules.as_str(), |s| s.preset);
            let sent = Record::of_played(&base.start, preset, moves[..agreed].to_vec(), None);
            if let Err(why) = link::continues(&sent, &linked.replay.record) {
                return Opening::Refused(LinkRefused::Link(why));
            }
            if theirs.len() <= moves.len() && moves[..theirs.len()] == theirs[..] {
                return nothing_new;
            }
            plays_for_you(agreed).unwrap_or_else(|| Opening::Put(Box::new(match_of(linked))))
        }
    }
}

/// Omweso: this device's side as it arranged it, once it has (during the setup, or at the game's
/// start).
fn arranged(base: &Match) -> Option<[u8; 16]> {
    let mine = base.my_side()?;
    let pits = match &base.arranging {
        Some(arranging) => arranging.pits()[mine.index()],
        None => pits_of(&base.start, mine)?,
    };
    pits.iter().any(|&n| n > 0).then_some(pits)
}

/// Omweso: `side`'s pits in a link, as its setup or its start holds them.
fn linked_arrangement(linked: &LinkedGame, side: Side) -> Option<[u8; 16]> {
    match &linked.setup {
        Some(setup) => Some(setup.pits[side.index()]),
        None => pits_of(&linked.replay.positions[0], side),
    }
}

fn pits_of(game: &AnyGame, side: Side) -> Option<[u8; 16]> {
    Some(*game.as_omweso()?.pits(side))
}

/// The game of a link as this device plays it: the side to move (or to arrange) is this
/// device's, the other the friend's; its last move is kept to be shown being played
/// (`Match::step_forward`).
fn match_of(linked: LinkedGame) -> Match {
    let LinkedGame { id, replay, setup } = linked;
    let start = replay.positions[0].clone();
    if let Some(setup) = setup {
        let remote = Remote::ByMessage(MessageGame { id, linked: None });
        // The link's setup was checked as it was read: this cannot refuse it.
        return Match::friends_setup(start.clone(), &replay.record.rules, &setup, setup.side, remote)
            .unwrap_or_else(|_| Match::untimed(start));
    }
    let played = replay.record.moves.len();
    let last = replay.last();
    // This device answers the last move; a game the friend's move ended is still its.
    let mine = match (last.outcome(), played) {
        (Some(_), 1..) => replay.positions[played - 1].side_to_move().opponent(),
        _ => last.side_to_move(),
    };
    let remote = Remote::ByMessage(MessageGame { id, linked: Some(played) });
    let mut game =
        Match::friends_game(replay.positions, replay.record.moves, &replay.record.rules, mine, remote);
    game.review_at(played.saturating_sub(1));
    game
}

/// Whether the game on the board has a move for this device to send: the friend's turn (or the
/// game over) after moves the friend has not had, or the game not yet sent at all; in an Omweso
/// setup, the friend's turn to arrange.
pub fn to_send(current: &Match) -> bool {
    let Some(kept) = current.by_message() else { return false };
    let friend = current.seats().friend();
    let friends_turn = match &current.arranging {
        Some(arranging) => Some(arranging.side) == friend,
        None => friend == Some(current.game.side_to_move()) || current.game.outcome().is_some(),
    };
    !current.reviewing && friends_turn && kept.linked != Some(current.moves.len())
}

/// The link of the game on the board, to send: only a game the rules played goes in one (or an
/// Omweso setup that could have come about).
pub fn link_of(current: &Match) -> Result<String, LinkError> {
    let Some(kept) = current.by_message() else { return Err(LinkError::NotALink) };
    let preset = current.settings.map_or_else(|| current.start.preset().unwrap_or("seed"), |s| s.preset);
    if let Some(arranging) = &current.arranging {
        let setup = SavedSetup { first: arranging.first, side: arranging.side, pits: arranging.pits() };
        return link::write_setup(&kept.id, preset, &setup);
    }
    let (moves, _) = current.kept();
    link::write(&kept.id, &Record::of_played(&current.start, preset, moves, None))
}
