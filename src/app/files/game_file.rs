//! A game file, as Save game writes it and Open game reads it: a Kete save (the game's record
//! with the match, the play mode and a setup under way around it), or a bare kete-record such as
//! `kete-cli record` prints, which opens as a single game. Read by `crate::saved::read`, the one
//! reader kete-cli uses too; a file that cannot be read changes nothing.

use super::notice::FileProblem;
use super::saved::{Notes, SavedMatch};
use crate::ai::analysis::Analysis;
use crate::app::game::remote::Remote;
use crate::app::game::the_match::Match;
use crate::rules::notation::shown;
use crate::rules::record::RecordError;
use crate::saved::{FileError, GameFile};
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
    let GameFile { replay, around, notes } = crate::saved::read(text).map_err(problem)?;
    let mut current = Match::resumed(replay.positions, replay.record.moves);
    if let Some(around) = around {
        current.mode = around.mode;
        current.settings = around.settings;
        current.score = around.score;
        current.drawn_by_lot = around.drawn_by_lot;
        current.result_recorded = around.result_recorded;
        current.remote = Remote::of_saved(around.message, around.online);
        if let Some(setup) = around.setup {
            // The reader checked the setup against the game: this cannot refuse it.
            current.resume_setup(&setup).map_err(|detail| FileProblem::Invalid { detail })?;
        }
    }
    Ok((current, notes))
}

/// The reader's refusal as the panels say it.
fn problem(error: FileError) -> FileProblem {
    match error {
        FileError::Record(RecordError::TooLarge(bytes)) => FileProblem::TooLarge { bytes },
        FileError::Record(RecordError::NotJson(detail)) => FileProblem::NotJson { detail: shown(&detail) },
        FileError::Record(RecordError::OtherFormat(format)) if format.is_empty() => FileProblem::NoFormat,
        FileError::Record(RecordError::OtherFormat(format)) => {
            FileProblem::UnknownFormat { format: shown(&format) }
        }
        FileError::Record(RecordError::NewerVersion(version) | RecordError::NewerSave(version)) => {
            FileProblem::Newer { version }
        }
        other => FileProblem::Invalid { detail: other.to_string() },
    }
}
