//! The one reader of a game file, for the game (Open game, the autosave) and kete-cli alike: what
//! one accepts the other does. Every move is replayed by the rules; the save's own fields are
//! checked as the game would use them; its analysis and comments are taken as they fit the game.

use super::format::{FORMAT, SavedMatch, SavedSetup, mode_named};
use super::link::MessageGame;
use super::notes::Notes;
use super::settings::{MatchSettings, PlayMode};
use crate::rules::AnyGame;
use crate::rules::notation::{shown, shown_reason};
use crate::rules::omweso::{OmwesoMatch, setup};
use crate::rules::record::{self, Record, RecordError, Replay};
use thiserror::Error;

/// A game file read: the game, and what a save keeps around and beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameFile {
    pub replay: Replay,
    /// The match around the game; `None` for a bare record.
    pub around: Option<Around>,
    pub notes: Notes,
}

/// What a save keeps around its game, every name checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Around {
    pub mode: PlayMode,
    pub settings: Option<MatchSettings>,
    pub score: Option<OmwesoMatch>,
    /// An Omweso setup under way: it holds together (`setup::check_under_way`).
    pub setup: Option<SavedSetup>,
    pub drawn_by_lot: bool,
    pub result_recorded: bool,
    /// A game by message: its id and the moves its last link held.
    pub message: Option<MessageGame>,
    /// An online game: its room.
    pub online: Option<super::online_game::OnlineGame>,
}

/// Why a game file cannot be read: one sentence.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FileError {
    /// Not JSON, another format, a newer version, or a game the rules refuse.
    #[error("{0}")]
    Record(#[from] RecordError),
    /// A save whose own fields do not hold together (a play mode or player no Kete names).
    #[error("the save cannot be read: {0}")]
    Save(String),
}

/// Reads a Kete save or a bare record.
pub fn read(text: &str) -> Result<GameFile, FileError> {
    let mut value = record::parse(text)?;
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        let replay = Record::from_value(value)?;
        return Ok(GameFile { replay, around: None, notes: Notes::default() });
    }
    record::check_version(&value, super::format::VERSION, RecordError::NewerSave)?;
    // The game first, as a record: a record's reasons are the file's first.
    let game = value.get("game").cloned().ok_or(FileError::Save("it holds no game".to_string()))?;
    let replay = Record::from_value(game)?;
    let (analysis, comments) = match value.as_object_mut() {
        Some(fields) => (fields.remove("analysis"), fields.remove("comments")),
        None => (None, None),
    };
    let saved: SavedMatch =
        serde_json::from_value(value).map_err(|e| FileError::Save(shown_reason(&e.to_string())))?;
    let around = around(&saved, &replay).map_err(|why| FileError::Save(shown(&why)))?;
    let notes = Notes::read(analysis, comments, &replay);
    Ok(GameFile { replay, around: Some(around), notes })
}

fn around(saved: &SavedMatch, replay: &Replay) -> Result<Around, String> {
    let settings = saved.settings.as_ref().map(|s| s.settings()).transpose()?;
    if let Some(kept) = &saved.setup {
        let AnyGame::Omweso(omweso) = &replay.positions[0] else {
            return Err("a setup is saved, but the game is not Omweso".to_string());
        };
        if !replay.record.moves.is_empty() {
            return Err("a setup is saved, but the game has moves".to_string());
        }
        setup::check_under_way(&omweso.rules(), kept.first, kept.side, &kept.pits)?;
    }
    if let Some(message) = &saved.message {
        message.check(replay.record.moves.len())?;
        if settings.is_none_or(|s| s.seats.friend().is_none()) {
            return Err("a game by message is saved, but no friend plays in it".to_string());
        }
    }
    if let Some(online) = &saved.online {
        online.check()?;
        if settings.is_none_or(|s| s.seats.friend().is_none()) {
            return Err("an online game is saved, but no friend plays in it".to_string());
        }
        if saved.message.is_some() {
            return Err("a game is saved as both online and by message".to_string());
        }
    }
    Ok(Around {
        mode: mode_named(&saved.mode)?,
        settings,
        score: saved.score.clone(),
        setup: saved.setup.clone(),
        drawn_by_lot: saved.drawn_by_lot,
        result_recorded: saved.result_recorded,
        message: saved.message.clone(),
        online: saved.online.clone(),
    })
}
