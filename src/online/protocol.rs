//! What two devices of an online game say to each other: small JSON messages, each with the
//! version of the protocol, refused unread past a small size (docs/ONLINE.md, "Messages").

use crate::rules::omweso::OmwesoMatch;
use crate::rules::{Outcome, Side};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The protocol's version, in every message: a device refuses a newer one by name. Version 2
/// added `arranged` (Omweso's setup online) and the take-back asked of the friend; version 3 the
/// room's next game (`next_game`, and a hello's `round`); version 4 Omweso's match played on
/// from game to game (a hello's and a next game's `score`). A device reads every version up to
/// its own.
pub const VERSION: u32 = 4;

/// No message comes near this (a whole game is in a link of a letter or two a move); a longer one
/// is refused unread.
pub const MAX_BYTES: usize = 16 * 1024;

/// One message, without its version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "say", rename_all = "snake_case")]
pub enum Say {
    /// A device's first word, said again after every reconnection: the game as it has it, as a
    /// game link (so the other replays it through the rules), and the side its player plays.
    /// `round`: the games the room began before this one (none in a version before 3).
    /// `score`: Omweso, the match as it stood when this game began (none in a version before 4,
    /// nor for a single game).
    Hello {
        game: String,
        plays: Side,
        #[serde(default)]
        round: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<MatchSoFar>,
    },
    /// The first word of a device that joined from an invitation and has no game yet: it takes
    /// the host's.
    Join,
    /// A move its player made: the game's `ply`-th move (1 is the first), in the game's notation,
    /// and the position after it as a position string — the other plays the move and must reach
    /// the same.
    Move { ply: usize, mv: String, after: String },
    /// Omweso: its player has arranged their side, the 16 pits in the rules' order (the outer
    /// row from the owner's left, then the inner row from the owner's right).
    Arranged { pits: [u8; 16] },
    /// Its player asks, the game being `moves` long, to take it back to its first `keep` moves:
    /// their own last move, and the friend's answer to it if there was one.
    TakeBack { moves: usize, keep: usize },
    /// The friend's answer to that: yes (both devices take the game back) or no.
    TakeBackAnswer { moves: usize, keep: usize, yes: bool },
    /// Its player began the room's next game, the game before being over: game number `round`
    /// (the room's first is 0), from its start as a game link (an Omweso setup link), with the
    /// side its player plays, and (Omweso) the match as it stands when that game begins.
    NextGame {
        game: String,
        plays: Side,
        round: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<MatchSoFar>,
    },
}

/// Omweso: the match a room's games make, as it stood when a game began: its target, who began its
/// first game, and the result of each game before. A device makes the score from these results
/// by the rules' scoring, so no score can be claimed that the games did not make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSoFar {
    pub target: u32,
    pub first: Side,
    pub games: Vec<Outcome>,
}

/// A match to 12 is over in 23 games unless games are annulled; far more is no match people play.
pub const MAX_MATCH_GAMES: usize = 100;

impl MatchSoFar {
    pub fn of(score: &OmwesoMatch) -> MatchSoFar {
        let games = score.games.iter().map(|game| game.outcome).collect();
        MatchSoFar { target: score.target, first: score.first(), games }
    }

    /// The score these results make: refused unless it is a match of 6 or 12 points still being
    /// played, each game played before anyone had won it.
    pub fn score(&self) -> Result<OmwesoMatch, Refused> {
        if !matches!(self.target, 6 | 12) || self.games.len() > MAX_MATCH_GAMES {
            return Err(Refused::OtherScore);
        }
        let mut score = OmwesoMatch::new(self.target, self.first);
        for &outcome in &self.games {
            if score.winner().is_some() {
                return Err(Refused::OtherScore);
            }
            score.record(outcome);
        }
        match score.winner() {
            Some(_) => Err(Refused::OtherScore),
            None => Ok(score),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Message {
    v: u32,
    #[serde(flatten)]
    say: Say,
}

/// Why a message from the other device changed nothing: one sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Refused {
    #[error("your friend's device sent a message of {0} bytes; a message is at most {MAX_BYTES}")]
    TooLong(usize),
    #[error("your friend's device sent a message Kete cannot read")]
    Unreadable,
    #[error("your friend's Kete is newer (online version {0}): update Kete to play them")]
    Newer(u32),
    #[error("your friend's device sent too many messages at once")]
    Flood,
    #[error("your friend's device sent a move before saying which game it plays")]
    BeforeHello,
    #[error("your friend's game cannot be read: {0}")]
    Game(String),
    #[error("your friend's device is in another game")]
    OtherGame,
    #[error("your friend's device plays your side too")]
    SameSide,
    #[error("the two devices' games differ from move {0} on: the game stops rather than guess")]
    Split(usize),
    #[error("your friend's device sent move {got}, but the next move is {next}")]
    WrongPly { got: usize, next: usize },
    #[error("your friend's device sent a move when it is your turn")]
    OutOfTurn,
    #[error("the game is over: your friend's device sent a move after its end")]
    Over,
    #[error("your friend's move {0} is not a legal move here")]
    Illegal(String),
    #[error("your friend's move {0} reaches another position on their board than on yours")]
    Differs(String),
    #[error("your friend's device sent a move before both sides were arranged")]
    DuringSetup,
    #[error("your friend's device sent an arrangement when it is your turn to arrange")]
    ArrangedOutOfTurn,
    #[error("your friend's device sent an arrangement once play had begun")]
    SetupOver,
    #[error("your friend's arrangement breaks the rules: {0}")]
    BadArrangement(String),
    #[error("the two devices' arrangements of the seeds differ: the game stops rather than guess")]
    SetupSplit,
    #[error("your friend's device asked to take back a move that is not their last")]
    TakeBackNotTheirs,
    #[error("your friend's device answered a take-back that was not asked, or no longer stands")]
    TakeBackNotAsked,
    #[error("your friend's device began a new game before this one was over")]
    NotOver,
    #[error("your friend's device began game {got} of this room, but this is game {now}")]
    WrongRound { got: u32, now: u32 },
    #[error("your friend's device keeps another score of the match than yours")]
    OtherScore,
    #[error("your friend's device asked to take back a move of a game whose result counts in the match")]
    TakeBackCounted,
    /// Not a message: what a device sent to connect could not be used (`RoomEvent::Unusable`).
    #[error("your friend's device sent a connection Kete cannot use")]
    Connection,
    /// The four below stop the game on this device, as a split does: each device finds the same
    /// from the two games, so both stop.
    #[error("your friend's device sent a game in which it played your move {0} for you: the game stops")]
    PlayedForYou(usize),
    #[error("your friend's device sent a game in which it arranged your seeds for you: the game stops")]
    ArrangedForYou,
    #[error("your friend's device does not have its own move {0}, which is in your game: the game stops")]
    LostTheirMove(usize),
    #[error("your friend's device does not have its own arrangement, which is in your game: the game stops")]
    LostTheirArrangement,
}

impl Refused {
    /// Whether this refusal stops the game on this device (nothing more is played or taken).
    pub fn stops_the_game(&self) -> bool {
        matches!(
            self,
            Refused::Split(_)
                | Refused::SetupSplit
                | Refused::PlayedForYou(_)
                | Refused::ArrangedForYou
                | Refused::LostTheirMove(_)
                | Refused::LostTheirArrangement
        )
    }

    /// The move the game stopped at, for the refusals naming one.
    pub fn stopped_at(&self) -> Option<usize> {
        match self {
            Refused::Split(ply) | Refused::PlayedForYou(ply) | Refused::LostTheirMove(ply) => Some(*ply),
            _ => None,
        }
    }

    /// What the other device finds, this device having found `self` in a game it was sent: the
    /// same fault, seen from the side that sent it.
    pub fn from_the_other_side(self) -> Refused {
        match self {
            Refused::PlayedForYou(ply) => Refused::LostTheirMove(ply),
            Refused::ArrangedForYou => Refused::LostTheirArrangement,
            other => other,
        }
    }
}

/// A message as it is sent.
pub fn encode(say: &Say) -> String {
    // A message of strings and numbers always serializes.
    serde_json::to_string(&Message { v: VERSION, say: say.clone() }).unwrap_or_default()
}

/// A message as it came: refused whole if it is too long, newer than this device or not one.
pub fn decode(bytes: &[u8]) -> Result<Say, Refused> {
    if bytes.len() > MAX_BYTES {
        return Err(Refused::TooLong(bytes.len()));
    }
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|_| Refused::Unreadable)?;
    match value.get("v").and_then(serde_json::Value::as_u64) {
        Some(v) if v > u64::from(VERSION) => return Err(Refused::Newer(v.min(u64::from(u32::MAX)) as u32)),
        Some(v) if v >= 1 => {}
        _ => return Err(Refused::Unreadable),
    }
    let message: Message = serde_json::from_value(value).map_err(|_| Refused::Unreadable)?;
    Ok(message.say)
}
