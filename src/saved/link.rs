//! A game link: the whole game — its rules, its start and every move — as one short text sent as a
//! message, through a chat or an SMS, with no server (docs/NOTATION.md, "Game links").
//!
//! `m1.<game>.<rules>.<id>.<start>.<moves played>.<check>.<moves>` (an Omweso setup under way:
//! `a` for the count, the arrangement so far for the start, no moves): each move is written as its
//! place among the legal moves of its position, in one or two letters; the check is a CRC-32 of the
//! game as a record writes it, and of its id. The moves come last, so a link cut on the way says how much is lost. Reading a link replays every move through the rules, so what opens
//! is always a game the rules played; a link cut short or changed on the way is refused with why.
//! A link that does not continue the game its reader sent (`continues`) is refused too: the other
//! side cannot rewrite what was played.

use super::setup::SavedSetup;
use crate::rules::any::presets;
use crate::rules::notation::shown;
use crate::rules::omweso::{Omweso, setup};
use crate::rules::record::{LOST_TURN, Record, RecordError, Replay};
use crate::rules::{AnyGame, GameKind, NoEvents, Side};
use data_encoding::BASE64URL_NOPAD;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What starts a game link, with the version of its form: a reader refuses a newer one by name.
pub const PREFIX: &str = "m1";
/// No game's link comes near this (a move is one or two letters); a longer text is refused unread.
pub const MAX_CHARS: usize = 64 * 1024;
/// The letters of a link's numbers and moves: base64url's, safe in any address.
const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// A move's place among its position's legal moves is written five bits a letter, lowest first,
/// the letter's sixth bit saying another follows; never more letters than this.
const MOST_LETTERS: usize = 4;

/// Why a link was refused, or could not be made: one sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkError {
    #[error("this is not a Kete game link")]
    NotALink,
    #[error("the link was made by a newer Kete (game links of version {0}): update Kete")]
    Newer(String),
    #[error("the link is {0} characters long; a game link is at most {MAX_CHARS}")]
    TooLong(usize),
    #[error("the link is damaged: {0}")]
    Damaged(String),
    #[error("the link is cut short: it ends before its moves")]
    Cut,
    #[error("the link is cut short: it holds {has} of its {of} moves")]
    CutShort { has: usize, of: usize },
    #[error("the link was changed after it was made: its game does not match its check")]
    Changed,
    #[error("{0}")]
    Game(#[from] RecordError),
    #[error("a lost turn (Blitz) cannot be sent in a link")]
    LostTurn,
    #[error("this link is of another game than the one you sent")]
    OtherGame,
    #[error("this link does not continue the game you sent: move {0} is not the one played")]
    Rewritten(usize),
    #[error("this link holds {has} moves, fewer than the {sent} of the game you sent")]
    Older { has: usize, sent: usize },
}

/// A game by message as a device keeps it (in its save): the game's id, and how many moves the
/// last link made or opened here held — the moves both players have, which a link back must keep.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageGame {
    pub id: String,
    /// `None` until the first link is made or opened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub linked: Option<usize>,
}

impl MessageGame {
    /// Whether the game kept holds together with its `moves`: an id a link can carry, and no more
    /// moves linked than were played.
    pub fn check(&self, moves: usize) -> Result<(), String> {
        check_id(&self.id).map_err(|e| e.to_string())?;
        match self.linked {
            Some(linked) if linked > moves => {
                Err(format!("{linked} moves were sent by message, but the game has {moves}"))
            }
            _ => Ok(()),
        }
    }
}

/// A game read from a link: its id (the same in every link of one game) and the game replayed;
/// or, for an Omweso setup under way, the arrangement so far (the replay then holds the preset's
/// start and no move).
#[derive(Clone, Debug, PartialEq)]
pub struct LinkedGame {
    pub id: String,
    pub replay: Replay,
    pub setup: Option<SavedSetup>,
}

/// In place of the count of moves: an Omweso setup under way, which the reader continues.
const ARRANGING: &str = "a";

/// A new game's id: 64 random bits, enough that two games of one player never share one.
pub fn new_id(bytes: [u8; 8]) -> String {
    BASE64URL_NOPAD.encode(&bytes)
}

/// The game link of `record`, a game whose id is `id`. The record is replayed first: only a game
/// the rules played goes in a link.
pub fn write(id: &str, record: &Record) -> Result<String, LinkError> {
    if record.moves.iter().any(|m| m == LOST_TURN) {
        return Err(LinkError::LostTurn);
    }
    check_id(id)?;
    let replay = record.replay()?;
    let start = &replay.positions[0];
    check_beginning(start, &record.rules)?;
    let standard = AnyGame::new_with_rules(start.kind(), Some(&record.rules)).ok();
    let start_text = start.to_text();
    let start_field = match standard {
        Some(standard) if standard.to_text() == start_text => String::new(),
        _ => BASE64URL_NOPAD.encode(start_text.as_bytes()),
    };
    let mut moves = String::new();
    let mut played = Vec::with_capacity(record.moves.len());
    for (ply, position) in replay.positions.iter().take(record.moves.len()).enumerate() {
        let mv = position.parse_move(&record.moves[ply]).map_err(|e| RecordError::IllegalMove {
            ply: ply + 1,
            text: record.moves[ply].clone(),
            why: e.to_string(),
        })?;
        let place = position.legal_moves().iter().position(|&legal| legal == mv).ok_or_else(|| {
            LinkError::Damaged(format!("move {} is not among its position's legal moves", ply + 1))
        })?;
        write_number(place, &mut moves);
        played.push(position.format_move(mv));
    }
    let check = check(id, start.kind(), &record.rules, &start_text, &played);
    Ok(format!(
        "{PREFIX}.{}.{}.{id}.{start_field}.{}.{check}.{moves}",
        start.kind().id(),
        record.rules,
        record.moves.len()
    ))
}

/// The game link inside a text a person pasted or an address: the link itself, a page's address
/// ending in `#<link>`, or a message with the link among its words. A link of a later form is
/// found too, for `read` to say that it is newer.
pub fn find(text: &str) -> Option<&str> {
    let is_link_letter = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c);
    let start = text.match_indices('m').map(|(at, _)| at).find(|&at| {
        let before = text[..at].chars().next_back();
        let digits = text[at + 1..].bytes().take_while(u8::is_ascii_digit).count();
        !before.is_some_and(is_link_letter) && digits > 0 && text[at + 1 + digits..].starts_with('.')
    })?;
    let rest = &text[start..];
    Some(&rest[..rest.find(|c: char| !is_link_letter(c)).unwrap_or(rest.len())])
}

/// Reads a game link and replays its game; a link that is not one, or not whole, is refused with
/// its reason.
pub fn read(text: &str) -> Result<LinkedGame, LinkError> {
    let text = text.trim();
    if text.len() > MAX_CHARS {
        return Err(LinkError::TooLong(text.chars().count()));
    }
    let fields: Vec<&str> = text.split('.').collect();
    match fields.first() {
        Some(&PREFIX) => {}
        Some(other) if is_newer(other) => return Err(LinkError::Newer(shown(&other[1..]))),
        _ => return Err(LinkError::NotALink),
    }
    let [_, game, rules, id, start, count, check_text, moves] = fields[..] else {
        return Err(if fields.len() < 8 {
            LinkError::Cut
        } else {
            LinkError::Damaged(format!("it has {} parts, not 8", fields.len()))
        });
    };
    let kind: GameKind =
        game.parse().map_err(|_| LinkError::Damaged(format!("no game '{}'", shown(game))))?;
    if !presets(kind).contains(&rules) {
        return Err(LinkError::Damaged(format!("{kind} has no rule set '{}'", shown(rules))));
    }
    check_id(id)?;
    if count == ARRANGING {
        if kind != GameKind::Omweso {
            return Err(LinkError::Damaged(format!("{kind} has no setup to arrange")));
        }
        return read_setup_link(id, rules, start, check_text, moves);
    }
    let start = match start {
        "" => AnyGame::new_with_rules(kind, Some(rules)).map_err(|e| RecordError::Game(e.to_string()))?,
        encoded => {
            let bytes = BASE64URL_NOPAD
                .decode(encoded.as_bytes())
                .map_err(|_| LinkError::Damaged("its start position is not readable".into()))?;
            let text = String::from_utf8(bytes)
                .map_err(|_| LinkError::Damaged("its start position is not readable".into()))?;
            AnyGame::from_text_with_rules(&text, Some(rules))
                .map_err(|e| RecordError::Game(format!("the start position cannot be read: {e}")))?
        }
    };
    if start.kind() != kind {
        return Err(
            RecordError::Game(format!("the start position is of {}, not {kind}", start.kind())).into()
        );
    }
    check_beginning(&start, rules)?;
    let count: usize = count
        .parse()
        .map_err(|_| LinkError::Damaged(format!("'{}' is no count of its moves", shown(count))))?;
    let mut letters = moves.bytes();
    let mut position = start.clone();
    // A move is at least a letter: a count beyond the letters is a cut link, not memory to take.
    let mut played = Vec::with_capacity(count.min(moves.len()));
    while played.len() < count {
        let ply = played.len() + 1;
        let Some(place) = read_number(&mut letters)? else {
            return Err(LinkError::CutShort { has: played.len(), of: count });
        };
        let legal = position.legal_moves();
        let Some(&mv) = legal.get(place) else {
            return Err(LinkError::Damaged(format!(
                "move {ply} is the {} of {} legal moves",
                place + 1,
                legal.len()
            )));
        };
        played.push(position.format_move(mv));
        position.play(mv, &mut NoEvents).map_err(|e| RecordError::IllegalMove {
            ply,
            text: played[ply - 1].clone(),
            why: e.to_string(),
        })?;
    }
    if letters.next().is_some() {
        return Err(LinkError::Damaged(format!("it holds more moves than its {count}")));
    }
    if check_text != self::check(id, kind, rules, &start.to_text(), &played) {
        return Err(LinkError::Changed);
    }
    let replay = Record::new(&start, rules, played)?;
    Ok(LinkedGame { id: id.to_string(), replay, setup: None })
}

/// The link of an Omweso setup under way: the first player, the side to arrange now (with no
/// seed placed yet) and both sides' pits, South's 16 then North's (`omweso::setup`'s order).
pub fn write_setup(id: &str, rules: &str, setup: &SavedSetup) -> Result<String, LinkError> {
    check_id(id)?;
    let text = setup_text(setup);
    read_setup(rules, &text)?;
    let start = BASE64URL_NOPAD.encode(text.as_bytes());
    let check = check(id, GameKind::Omweso, rules, &text, &[]);
    Ok(format!("{PREFIX}.{}.{rules}.{id}.{start}.{ARRANGING}.{check}.", GameKind::Omweso.id()))
}

fn setup_text(setup: &SavedSetup) -> String {
    let side = |side: Side| if side == Side::South { "S" } else { "N" };
    let row = |pits: &[u8; 16]| pits.iter().map(u8::to_string).collect::<Vec<_>>().join(",");
    format!("{} {} {}/{}", side(setup.first), side(setup.side), row(&setup.pits[0]), row(&setup.pits[1]))
}

/// A setup's text read and checked: it could have come about, and the side to arrange has
/// placed nothing (a link never carries half an arrangement).
fn read_setup(rules: &str, text: &str) -> Result<SavedSetup, LinkError> {
    let bad = || LinkError::Damaged("its setup is not readable".into());
    let side = |letter: &str| match letter {
        "S" => Ok(Side::South),
        "N" => Ok(Side::North),
        _ => Err(bad()),
    };
    let [first, to_arrange, pits] = text.split(' ').collect::<Vec<_>>()[..] else { return Err(bad()) };
    let (first, to_arrange) = (side(first)?, side(to_arrange)?);
    let mut both = [[0u8; 16]; 2];
    let rows: Vec<&str> = pits.split('/').collect();
    if rows.len() != 2 {
        return Err(bad());
    }
    for (row, own) in rows.iter().zip(&mut both) {
        let counts: Vec<u8> = row.split(',').map(str::parse).collect::<Result<_, _>>().map_err(|_| bad())?;
        *own = counts.try_into().map_err(|_| bad())?;
    }
    let game = AnyGame::new_with_rules(GameKind::Omweso, Some(rules))
        .map_err(|e| RecordError::Game(e.to_string()))?;
    let omweso_rules = game.as_omweso().map(|omweso| omweso.rules()).ok_or_else(bad)?;
    setup::check_under_way(&omweso_rules, first, to_arrange, &both).map_err(LinkError::Damaged)?;
    if both[to_arrange.index()].iter().any(|&n| n > 0) {
        return Err(LinkError::Damaged(format!("{to_arrange} is to arrange, but has seeds placed")));
    }
    Ok(SavedSetup { first, side: to_arrange, pits: both })
}

/// The setup link's game: the preset's start, no move, and the arrangement so far.
fn read_setup_link(
    id: &str,
    rules: &str,
    start: &str,
    check_text: &str,
    moves: &str,
) -> Result<LinkedGame, LinkError> {
    let bytes = BASE64URL_NOPAD
        .decode(start.as_bytes())
        .map_err(|_| LinkError::Damaged("its setup is not readable".into()))?;
    let text =
        String::from_utf8(bytes).map_err(|_| LinkError::Damaged("its setup is not readable".into()))?;
    let setup = read_setup(rules, &text)?;
    if !moves.is_empty() {
        return Err(LinkError::Damaged("a setup under way has no moves".into()));
    }
    if check_text != check(id, GameKind::Omweso, rules, &text, &[]) {
        return Err(LinkError::Changed);
    }
    let start = AnyGame::new_with_rules(GameKind::Omweso, Some(rules))
        .map_err(|e| RecordError::Game(e.to_string()))?;
    let replay = Record::new(&start, rules, Vec::new())?;
    Ok(LinkedGame { id: id.to_string(), replay, setup: Some(setup) })
}

/// Whether a link's game continues the game this device sent as `sent`: the same game, with every
/// move sent still there (a link may hold the same moves again: it is then the game as it was).
pub fn continues(sent: &Record, link: &Record) -> Result<(), LinkError> {
    if (&sent.game, &sent.rules, &sent.start) != (&link.game, &link.rules, &link.start) {
        return Err(LinkError::OtherGame);
    }
    if link.moves.len() < sent.moves.len() {
        return Err(LinkError::Older { has: link.moves.len(), sent: sent.moves.len() });
    }
    match sent.moves.iter().zip(&link.moves).position(|(a, b)| a != b) {
        Some(n) => Err(LinkError::Rewritten(n + 1)),
        None => Ok(()),
    }
}

/// A game by message begins at a game's beginning: the rules' start (with either player first),
/// or for Omweso an arrangement both players could have made. Nothing else is sent, and a
/// position made up to be slow to list is never replayed.
fn check_beginning(start: &AnyGame, rules: &str) -> Result<(), LinkError> {
    let not_a_beginning = || LinkError::Damaged("its start is not a game's beginning".into());
    match start {
        AnyGame::Omweso(omweso) => {
            let pits = Side::BOTH.map(|side| *omweso.pits(side));
            for own in &pits {
                setup::check_arrangement(own, &omweso.rules()).map_err(|_| not_a_beginning())?;
            }
            let fresh = AnyGame::Omweso(Omweso::from_pits(omweso.rules(), pits, start.side_to_move()));
            if fresh != *start {
                return Err(not_a_beginning());
            }
        }
        _ => {
            let standard = AnyGame::new_with_rules(start.kind(), Some(rules))
                .map_err(|e| RecordError::Game(e.to_string()))?
                .with_first_player(start.side_to_move());
            if standard != *start {
                return Err(not_a_beginning());
            }
        }
    }
    Ok(())
}

/// `m2`, `m17`: a game link of a later form.
fn is_newer(prefix: &str) -> bool {
    prefix.len() > 1 && prefix.starts_with('m') && prefix[1..].bytes().all(|b| b.is_ascii_digit())
}

fn check_id(id: &str) -> Result<(), LinkError> {
    let good = (8..=32).contains(&id.len()) && id.bytes().all(|b| DIGITS.contains(&b));
    if good { Ok(()) } else { Err(LinkError::Damaged(format!("'{}' is no game id", shown(id)))) }
}

/// The check of a game: a CRC-32 of its id, and its game, rules, start and moves as a record
/// writes them.
fn check(id: &str, kind: GameKind, rules: &str, start: &str, moves: &[String]) -> String {
    let text = format!("{id} {} {rules} {start} {}", kind.id(), moves.join(" "));
    BASE64URL_NOPAD.encode(&crc32fast::hash(text.as_bytes()).to_be_bytes())
}

fn write_number(mut n: usize, out: &mut String) {
    loop {
        let more = n >= 32;
        out.push(char::from(DIGITS[(n & 31) | if more { 32 } else { 0 }]));
        n >>= 5;
        if !more {
            return;
        }
    }
}

/// The next number of a link's moves; none when the letters have run out before one begins.
fn read_number(letters: &mut impl Iterator<Item = u8>) -> Result<Option<usize>, LinkError> {
    let mut n = 0;
    for letter_number in 0..MOST_LETTERS {
        let Some(letter) = letters.next() else {
            return if letter_number == 0 {
                Ok(None)
            } else {
                Err(LinkError::Damaged("its last move is cut".into()))
            };
        };
        let digit = DIGITS.iter().position(|&d| d == letter).ok_or_else(|| {
            LinkError::Damaged(format!(
                "'{}' is not a letter of its moves",
                shown(&char::from(letter).to_string())
            ))
        })?;
        n |= (digit & 31) << (5 * letter_number);
        if digit < 32 {
            return Ok(Some(n));
        }
    }
    Err(LinkError::Damaged("a move's number is too long".into()))
}
