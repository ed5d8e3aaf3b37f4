//! A game file, as Save game writes it and Open game reads it: a Kete save (the game's record
//! with the match, the play mode and a setup under way around it), or a bare kete-record such as
//! `kete-cli record` prints, which opens as a single game. Every move is replayed by the rules on
//! opening; a file that cannot be read changes nothing.

use super::saved::{self, SavedMatch};
use crate::app::game::record::Match;
use crate::rules::notation::shown;
use crate::rules::record::{self, MAX_BYTES, Record};
use bevy::prelude::*;

/// The file's text for the game on the board; `None` for a game under rules no preset names.
pub fn write(current: &Match) -> Option<String> {
    SavedMatch::of(current).map(|saved| saved.to_json())
}

/// A name to offer for the file: the game and how far it has gone.
pub fn suggested_name(current: &Match) -> String {
    let (_, moves) = current.ply();
    format!("kete-{}-{moves}-moves.json", current.start.kind().id())
}

/// The game a file holds, every move replayed; one sentence saying why not.
pub fn read(text: &str) -> Result<Match, String> {
    if text.len() > MAX_BYTES {
        return Err(format!("the file is {} bytes, more than any game needs", text.len()));
    }
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| format!("not a Kete game file (not JSON: {})", shown(&e.to_string())))?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(saved::FORMAT) => SavedMatch::read(text),
        Some(record::FORMAT) => {
            let replay = Record::read(text).map_err(|e| e.to_string())?;
            let moves = replay.record.moves.clone();
            Ok(Match::resumed(replay.positions, moves))
        }
        Some(other) => Err(format!("not a Kete game file: its format is '{}'", shown(other))),
        None => Err("not a Kete game file: it says no format".to_string()),
    }
}

/// What became of the last file saved or opened, or position pasted, for the panels to say.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct FileNotice(pub Option<String>);
