//! A game file, as Save game writes it and Open game reads it: a Kete save (the game's record
//! with the match, the play mode and a setup under way around it), or a bare kete-record such as
//! `kete-cli record` prints, which opens as a single game. Every move is replayed by the rules on
//! opening; a file that cannot be read changes nothing.

use super::notice::FileProblem;
use super::saved::{self, Notes, SavedMatch};
use crate::ai::analysis::Analysis;
use crate::app::game::record::Match;
use crate::rules::notation::shown;
use crate::rules::record::{self, MAX_BYTES, Record};
use std::collections::BTreeMap;

/// The file's text for the game on the board, with its analysis and comments when there are any;
/// `None` for a game under rules no preset names.
pub fn write(
    current: &Match,
    analysis: Option<&Analysis>,
    comments: Option<&BTreeMap<usize, String>>,
) -> Option<String> {
    SavedMatch::of(current).map(|saved| saved.with_notes(analysis, comments).to_json())
}

/// A name to offer for the file: the game and how far it has gone.
pub fn suggested_name(current: &Match) -> String {
    let (_, moves) = current.ply();
    format!("kete-{}-{moves}-moves.json", current.start.kind().id())
}

/// The game a file holds, every move replayed; why not, if it cannot be read.
pub fn read(text: &str) -> Result<Match, FileProblem> {
    read_with_notes(text).map(|(current, _)| current)
}

/// The same, with what a save keeps beside the game (its analysis, the comments).
pub fn read_with_notes(text: &str) -> Result<(Match, Notes), FileProblem> {
    if text.len() > MAX_BYTES {
        return Err(FileProblem::TooLarge { bytes: text.len() });
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| FileProblem::NotJson { detail: shown(&e.to_string()) })?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(saved::FORMAT) => SavedMatch::read_with_notes(text),
        Some(record::FORMAT) => {
            let replay = Record::read(text).map_err(|e| FileProblem::Invalid { detail: e.to_string() })?;
            let moves = replay.record.moves.clone();
            Ok((Match::resumed(replay.positions, moves), Notes::default()))
        }
        Some(other) => Err(FileProblem::UnknownFormat { format: shown(other) }),
        None => Err(FileProblem::NoFormat),
    }
}
