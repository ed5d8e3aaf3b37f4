//! What became of a file saved or opened, a position pasted, or the save found at the start: data
//! the panels put into words (`locale::names::notice`).

use crate::rules::GameKind;
use crate::text_file::ReadError;
use bevy::prelude::*;

/// Why a game file or the save could not be read, as data the panels put into words. The
/// details (a JSON parser's complaint, a move the rules refuse) are the format's own, in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileProblem {
    TooLarge {
        bytes: usize,
    },
    NotText,
    NotAFile,
    NotJson {
        detail: String,
    },
    UnknownFormat {
        format: String,
    },
    NoFormat,
    /// Saved by a newer Kete, whose save has grown since.
    Newer {
        version: u32,
    },
    /// Read, but its game does not hold together (an unknown rule set, a refused move).
    Invalid {
        detail: String,
    },
    /// The system could not read it.
    Io {
        detail: String,
    },
}

impl From<ReadError> for FileProblem {
    fn from(err: ReadError) -> FileProblem {
        match err {
            ReadError::TooLarge(_, bytes) => FileProblem::TooLarge { bytes },
            ReadError::NotText(_) => FileProblem::NotText,
            ReadError::NotAFile(_) => FileProblem::NotAFile,
            ReadError::Io(_, err) => FileProblem::Io { detail: err.to_string() },
        }
    }
}

/// What became of a file saved or opened, a position pasted, or the save found at the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    Saved {
        name: String,
    },
    NotSaved {
        why: String,
    },
    /// The game's rules are no preset, so a file could not say which rules to play.
    NoRulesName,
    Opened {
        name: String,
        kind: GameKind,
        moves: usize,
    },
    NotOpened {
        name: String,
        problem: FileProblem,
    },
    PastedTooLong {
        chars: usize,
    },
    Pasted {
        kind: GameKind,
    },
    /// The rules' refusal of a pasted position (in the notation's terms, in English).
    NotAPosition {
        why: String,
    },
    /// The save found at the start could not be read: kept aside under this name, or why not.
    SaveUnreadable {
        problem: FileProblem,
        kept_as: Result<String, String>,
    },
    /// The position or game in the web page's address (a shared link) could not be opened; why,
    /// in the notation's terms.
    AddressRefused {
        position: bool,
        why: String,
    },
}

/// The last notice, until dismissed.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct FileNotice(pub Option<Notice>);
