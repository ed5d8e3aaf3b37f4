//! The rules of the games, as plain Rust: no engine, no I/O, deterministic.
//!
//! Every game implements [`Rules`]; [`AnyGame`] holds any of them for the CLI and the app.

pub mod any;
pub mod bao;
pub mod board;
pub(crate) mod cycle;
pub mod event;
pub mod kimasai;
pub mod listing;
pub mod no_move;
pub mod notation;
pub mod omweso;
pub mod playout;
pub mod record;
pub mod ring;

pub use any::{AnyGame, AnyMove};
pub use board::{Geometry, Pit, Side, Square};
pub use event::{Event, EventSink, NoEvents};
pub use listing::Listing;
pub use no_move::NoMove;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The games Kete knows, by the name used in position strings and on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    Bao,
    Omweso,
    Kimasai,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Bao, GameKind::Omweso, GameKind::Kimasai];

    /// The short name of position strings and the CLI.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Bao => "bao",
            GameKind::Omweso => "omweso",
            GameKind::Kimasai => "kimasai",
        }
    }

    /// The name a player reads.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Bao => "Bao la Kiswahili",
            GameKind::Omweso => "Omweso",
            GameKind::Kimasai => "Bao la Kimasai (4×12, Klamroth 1911)",
        }
    }

    /// The player every game of this kind begins with, where the rules fix one: Bao's South
    /// (rule G1). Otherwise the players choose, or draw lots.
    pub fn fixed_first_player(self) -> Option<Side> {
        match self {
            GameKind::Bao => Some(Side::South),
            GameKind::Omweso | GameKind::Kimasai => None,
        }
    }
}

impl FromStr for GameKind {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<GameKind, PositionError> {
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.id() == text)
            .ok_or_else(|| PositionError::UnknownGame(text.to_string()))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The loser has no seeds left.
    AllCaptured,
    /// The side to move has seeds but no legal move.
    NoLegalMove,
    /// A position recurred: a draw.
    Repetition,
    /// The loser's front row is empty (Bao: *Bao hamna*).
    FrontRowEmpty,
    /// A move that would never end (Bao, rule O6 other than "illegal"; Omweso annuls).
    NeverEndingMove,
    /// Captures at both end columns in one move (Omweso's okutema).
    BothEnds,
    /// Captures in two turns before the opponent's first (Omweso's akakyala).
    TwoCapturesFirst,
    /// The game reached its rules' limit of moves: a draw (the McGill engine's Omweso).
    MoveLimit,
}

impl EndReason {
    const NAMES: [(EndReason, &'static str); 8] = [
        (EndReason::AllCaptured, "allcaptured"),
        (EndReason::NoLegalMove, "nomove"),
        (EndReason::Repetition, "repetition"),
        (EndReason::FrontRowEmpty, "frontrow"),
        (EndReason::NeverEndingMove, "neverending"),
        (EndReason::BothEnds, "bothends"),
        (EndReason::TwoCapturesFirst, "twocaptures"),
        (EndReason::MoveLimit, "movelimit"),
    ];

    /// The reason's name in a position string's `end=` field.
    pub fn id(self) -> &'static str {
        EndReason::NAMES.iter().find(|(reason, _)| *reason == self).map_or("", |(_, name)| name)
    }

    pub fn from_id(name: &str) -> Option<EndReason> {
        EndReason::NAMES.iter().find(|(_, n)| *n == name).map(|(reason, _)| *reason)
    }
}

/// The result of a finished game. `winner` is `None` for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl Outcome {
    /// Why the game ended, without naming the winner: "North has no stones left".
    pub fn reason_text(&self) -> String {
        match (self.winner, self.reason) {
            (None, EndReason::NeverEndingMove) => "a move would never end: the game is annulled".to_string(),
            (_, EndReason::MoveLimit) => "the game reached its limit of moves".to_string(),
            (None, _) | (_, EndReason::Repetition) => "the position repeated".to_string(),
            (Some(w), EndReason::FrontRowEmpty) => format!("{}'s front row is empty", w.opponent()),
            (Some(_), EndReason::BothEnds) => "captures at both ends of the board in one move".to_string(),
            (Some(w), EndReason::TwoCapturesFirst) => {
                format!("captured in two turns before {} captured at all", w.opponent())
            }
            (Some(w), EndReason::NeverEndingMove) => {
                format!("{} played a move that would never end", w.opponent())
            }
            (Some(w), EndReason::AllCaptured) => format!("{} has no stones left", w.opponent()),
            (Some(w), EndReason::NoLegalMove) => format!("{} has no legal move", w.opponent()),
        }
    }
}

impl Outcome {
    /// Why the game ended, in the words of the players of `kind` ("Bao hamna: …").
    pub fn reason_in(&self, kind: GameKind) -> String {
        match (kind, self.reason, self.winner) {
            (GameKind::Bao, EndReason::FrontRowEmpty, Some(w)) => {
                format!("Bao hamna: {}'s front row is empty", w.opponent())
            }
            (GameKind::Omweso, EndReason::FrontRowEmpty, Some(w)) => {
                format!("a capture cleared {}'s inner row", w.opponent())
            }
            (GameKind::Omweso, EndReason::AllCaptured, Some(w)) => {
                format!("a capture left {} no seeds at all", w.opponent())
            }
            (GameKind::Omweso, EndReason::NoLegalMove, Some(w)) => {
                format!("{} cannot move: every pit holds 0 or 1", w.opponent())
            }
            (GameKind::Omweso, EndReason::Repetition, None) => omweso::REPETITION_RULE.to_string(),
            _ => self.reason_text(),
        }
    }

    /// Why a game was annulled, in a few words, for a match's list of games.
    pub fn annulled_because(&self) -> &'static str {
        match self.reason {
            EndReason::NeverEndingMove => "a move would never end",
            EndReason::MoveLimit => "the game reached its limit of moves",
            _ => "repetition, or 500 moves without a capture",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            None => write!(f, "no winner: {}", self.reason_text()),
            Some(w) => write!(f, "{w} wins: {}", self.reason_text()),
        }
    }
}

/// A position string that cannot be read. What it repeats of the input is `notation::shown`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("unknown game '{}' (expected bao, omweso or kimasai)", notation::shown(.0))]
    UnknownGame(String),
    #[error("malformed position: {0}")]
    Malformed(String),
    /// A rule set the game does not have: `--rules` or a file named it, not a position.
    #[error("{0}")]
    UnknownRules(String),
}

/// A move that cannot be played in this position; the move's text is repeated as
/// `notation::shown` makes it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("'{}' is not a move of this game", notation::shown(.0))]
    Unreadable(String),
    #[error("illegal move {}: {}", notation::shown(.0), .1)]
    Illegal(String, String),
}

/// What `Rules::try_play_within` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tried {
    Played,
    Refused,
    /// Not decided within the budget (a never-ending check still walking its cycle).
    Undecided,
}

/// What every game's rules offer.
pub trait Rules: Clone {
    type Move: Copy + Eq + fmt::Debug;

    fn geometry(&self) -> Geometry;
    fn side_to_move(&self) -> Side;
    /// `Some` once the game has ended.
    fn outcome(&self) -> Option<Outcome>;
    /// Seeds in a pit.
    fn seeds(&self, pit: Pit) -> u8;
    /// Every legal move, appended to `out` (no moves once the game is over).
    fn legal_moves_into(&self, out: &mut Vec<Self::Move>);
    /// Plays a legal move, telling `sink` what happens; an illegal move changes nothing.
    fn play<S: EventSink>(&mut self, mv: Self::Move, sink: &mut S) -> Result<(), MoveError>;
    /// The pit a move starts from: what a player clicks first.
    fn origin(&self, mv: Self::Move) -> Pit;
    fn format_move(&self, mv: Self::Move) -> String;
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Why no move may start from `pit` now, as data, judged from the position and at most a
    /// short trial: `None` when one may, or when the trial cannot tell (a move that may never
    /// end). `legal_moves` has the last word: `AnyGame::why_no_move` joins the two.
    fn why_no_move(&self, pit: Pit) -> Option<NoMove>;

    /// Moves worth trying, a superset of the legal ones that is cheap to list: `play` refuses
    /// the rest. Random playouts pick among these so that only the chosen move is played out.
    fn candidate_moves_into(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves_into(out);
    }

    /// Plays a move silently if the rules allow it: `play` without the words of a refusal
    /// (random playouts refuse many candidates).
    fn try_play(&mut self, mv: Self::Move) -> bool {
        self.play(mv, &mut NoEvents).is_ok()
    }

    /// `try_play`, giving up after `budget` steps (relays in Bao, laps in Omweso) of any one
    /// move it plays out, the move itself or a trial of the next player's: a search must not wait
    /// on a never-ending check. Nothing changes unless the move is played.
    fn try_play_within(&mut self, mv: Self::Move, budget: u64) -> Tried {
        let _ = budget;
        if self.try_play(mv) { Tried::Played } else { Tried::Refused }
    }

    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }
}
