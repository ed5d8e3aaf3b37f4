//! Game records: one versioned JSON format a person can read, for saves, files and `kete-cli`.
//! A record holds the game, its rule preset and every option value, the start position (for
//! Omweso the position as both players arranged it), and every move in the notation
//! `kete-cli legal` prints — with all its answers (direction, kichwa, safari, reverse laps).
//! Reading a record replays every move through the rules: no position is trusted from the file,
//! and a bad record is refused with one sentence saying what is wrong.

use super::any::presets;
use super::notation::{shown, shown_reason};
use super::{AnyGame, GameKind, NoEvents, Outcome};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The record's format name, the first thing a reader checks.
pub const FORMAT: &str = "kete-record";
/// The newest version this build writes; it reads this one and none newer. Version 2 added Bao's
/// learning games (the `kujifunza`, `hus` and `hus-namibian` rules, and `family` in `options`);
/// every other record is still written as version 1, byte for byte as before, so that an older
/// Kete reads it.
pub const VERSION: u32 = 2;
/// No record of a real game comes near this; a larger file is refused unread.
pub const MAX_BYTES: usize = 4 << 20;
/// The format of Kete's save files (the game's autosave, and Save game), which hold a record in
/// their `game` field with the match around it.
pub const SAVE_FORMAT: &str = "kete-autosave";
/// The newest save version this build reads. It writes 4 only for an online game (`online`), 3
/// for a game by message (`message`), 2 for a save that keeps the game's analysis (`analysis`),
/// and 1 otherwise, byte for byte as before: an older Kete reads every save without them.
pub const SAVE_VERSION: u32 = 4;
/// In `moves`: the player to move lost the turn to the opponent (Omweso's Blitz, rule 26).
pub const LOST_TURN: &str = "lost-turn";
/// Nor this many moves (an Omweso game is annulled after 500 moves without a capture).
pub const MAX_MOVES: usize = 100_000;

/// A game as it is stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    /// `bao`, `omweso` or `kimasai`.
    pub game: String,
    /// One of the game's presets (`seed`, `masters`, `traditional`).
    pub rules: String,
    /// Every option of the preset, for a reader to see what was played; checked on reading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<serde_json::Value>,
    /// The position the moves start from, as a position string (docs/NOTATION.md).
    pub start: String,
    pub moves: Vec<String>,
    /// How the game ended, in words, when it has (written for people; recomputed on reading).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// Why a record was refused: one sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("the record is {0} bytes; a record is at most {MAX_BYTES} bytes")]
    TooLarge(usize),
    #[error("not a Kete record: {}", shown_reason(.0))]
    NotJson(String),
    #[error("not a Kete record: its format is '{}'", shown(.0))]
    OtherFormat(String),
    #[error("the record is of version {0}, newer than this Kete reads ({VERSION}): update Kete")]
    NewerVersion(u32),
    #[error("the save is of version {0}, newer than this Kete reads ({SAVE_VERSION}): update Kete")]
    NewerSave(u32),
    /// A version that is no whole number from 1 (`2.5`, `"3"`, `-1`): records and saves alike.
    #[error("the file's version must be a whole number from 1, not {}", shown(.0))]
    BadVersion(String),
    #[error("{0}")]
    Game(String),
    #[error("the record has {0} moves, more than any game has")]
    TooManyMoves(usize),
    #[error("the options of the record are not those of the '{}' rules: custom options cannot be read yet", shown(.0))]
    OtherOptions(String),
    #[error("move {ply} ({}) cannot be played: {why}", shown(.text))]
    IllegalMove { ply: usize, text: String, why: String },
}

/// A record read and replayed: every position from the start, one after each move.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    pub record: Record,
    pub positions: Vec<AnyGame>,
}

impl Replay {
    /// The position at the end of the record.
    pub fn last(&self) -> &AnyGame {
        // A replay always holds the start position at least.
        &self.positions[self.positions.len() - 1]
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.last().outcome()
    }
}

/// The oldest version that holds a game: 2 for Bao's learning games, 1 for the rest.
fn version_for(start: &AnyGame) -> u32 {
    match start {
        AnyGame::Bao(bao) if !bao.rules().is_kiswahili() => VERSION,
        _ => 1,
    }
}

/// The option values of a preset, as the record shows them.
fn options_of(game: &AnyGame) -> Option<serde_json::Value> {
    match game {
        AnyGame::Bao(bao) => serde_json::to_value(bao.rules()).ok(),
        AnyGame::Omweso(omweso) => serde_json::to_value(omweso.rules()).ok(),
        AnyGame::Kimasai(_) => None,
    }
}

/// A record's (or a save's) text as JSON, refused unread when it is larger than a record can be.
pub fn parse(text: &str) -> Result<serde_json::Value, RecordError> {
    if text.len() > MAX_BYTES {
        return Err(RecordError::TooLarge(text.len()));
    }
    serde_json::from_str(text).map_err(|e| RecordError::NotJson(e.to_string()))
}

/// A file's `version`, by one rule for records and saves: a whole number from 1, and none newer
/// than `newest` (refused by `newer`). A missing one is left to the reader of the fields to name.
pub fn check_version(
    value: &serde_json::Value,
    newest: u32,
    newer: fn(u32) -> RecordError,
) -> Result<(), RecordError> {
    let Some(version) = value.get("version") else { return Ok(()) };
    match version.as_u64() {
        Some(v) if v > u64::from(newest) => Err(newer(v.min(u64::from(u32::MAX)) as u32)),
        Some(v) if v >= 1 => Ok(()),
        _ => Err(RecordError::BadVersion(version.to_string())),
    }
}

impl Record {
    /// A record of `moves` played from `start` under the preset `rules`; refused like a read one.
    // A record is made by playing its moves, so what it gives is the replay that holds it.
    #[allow(clippy::new_ret_no_self)]
    pub fn new(start: &AnyGame, rules: &str, moves: Vec<String>) -> Result<Replay, RecordError> {
        let mut replay = Record::of_played(start, rules, moves, None).replay()?;
        replay.record.result = replay.outcome().map(|outcome| outcome.reason_in(replay.last().kind()));
        Ok(replay)
    }

    /// The record of moves the rules have already played from `start`, reaching `end`: written
    /// without playing them again (an autosave after every move must not replay the game).
    pub fn of_played(start: &AnyGame, rules: &str, moves: Vec<String>, end: Option<&AnyGame>) -> Record {
        Record {
            format: FORMAT.to_string(),
            version: version_for(start),
            game: start.kind().id().to_string(),
            rules: rules.to_string(),
            options: options_of(start),
            start: start.to_text(),
            moves,
            result: end.and_then(|game| game.outcome()).map(|outcome| outcome.reason_in(start.kind())),
            date: None,
            note: None,
        }
    }

    /// Reads a record from its JSON text and replays it.
    pub fn read(text: &str) -> Result<Replay, RecordError> {
        Record::from_value(parse(text)?)
    }

    /// A record from parsed JSON: the format and version first, so that another file says what
    /// it is, not a field; then every move replayed.
    pub fn from_value(value: serde_json::Value) -> Result<Replay, RecordError> {
        let format = value.get("format").and_then(|f| f.as_str()).unwrap_or("");
        if format != FORMAT {
            return Err(RecordError::OtherFormat(format.to_string()));
        }
        check_version(&value, VERSION, RecordError::NewerVersion)?;
        let record: Record =
            serde_json::from_value(value).map_err(|e| RecordError::NotJson(e.to_string()))?;
        record.replay()
    }

    /// The record as JSON, one field a line.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Plays every move of the record through the rules from its start.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let kind: GameKind =
            self.game.parse().map_err(|e: super::PositionError| RecordError::Game(e.to_string()))?;
        if !presets(kind).contains(&self.rules.as_str()) {
            return Err(RecordError::Game(format!(
                "{kind} has no rule set '{}' (choose {})",
                shown(&self.rules),
                presets(kind).join(" or ")
            )));
        }
        if self.moves.len() > MAX_MOVES {
            return Err(RecordError::TooManyMoves(self.moves.len()));
        }
        let start = AnyGame::from_text_with_rules(&self.start, Some(&self.rules))
            .map_err(|e| RecordError::Game(format!("the start position cannot be read: {e}")))?;
        if start.kind() != kind {
            return Err(RecordError::Game(format!("the start position is of {}, not {kind}", start.kind())));
        }
        if let Some(options) = &self.options
            && Some(options) != options_of(&start).as_ref()
        {
            return Err(RecordError::OtherOptions(self.rules.clone()));
        }
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        positions.push(start);
        for (n, text) in self.moves.iter().enumerate() {
            let mut next = positions[n].clone();
            let played = match text.as_str() {
                LOST_TURN => next.lose_turn(),
                _ => next.play_text(text, &mut NoEvents),
            };
            played.map_err(|e| RecordError::IllegalMove {
                ply: n + 1,
                text: text.clone(),
                why: e.to_string(),
            })?;
            positions.push(next);
        }
        Ok(Replay { record: self.clone(), positions })
    }
}
