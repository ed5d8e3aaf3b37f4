//! The game in progress as it is saved, so that closing the window (or the tab) loses nothing:
//! the save of the match on the board (the format itself, and its one reader, are the plain
//! `crate::saved`), and what was found saved when Kete started.

use super::notice::Notice;
use crate::app::game::the_match::Match;
use crate::rules::AnyGame;
use crate::rules::record::Record;
pub use crate::saved::format::{FORMAT, NOTES_VERSION, VERSION};
pub use crate::saved::{Notes, SavedMatch, SavedSettings, SavedSetup};
use std::collections::BTreeMap;

/// What was found saved when Kete started: a game to continue, or why the save could not be read.
#[derive(bevy::prelude::Resource, Default, Debug)]
pub struct Resumable {
    pub game: Option<Match>,
    /// What the save kept beside that game: its analysis and comments.
    pub notes: Notes,
    pub problem: Option<Notice>,
    /// The store was looked in (on the first frame): a friend's link waits for it, to be checked
    /// against the game saved.
    pub looked: bool,
}

impl SavedMatch {
    /// What to save of the match on the board; `None` for a game under rules no preset names.
    pub fn of(current: &Match) -> Option<SavedMatch> {
        let kind = current.start.kind();
        let preset = current.settings.map(|s| s.preset).or_else(|| current.start.preset())?;
        // During a setup the game has not started: its record is the game's plain start.
        let (kept_moves, last) = current.kept();
        let (start, moves) = match &current.arranging {
            Some(_) => (AnyGame::new_with_rules(kind, Some(preset)).ok()?, vec![]),
            None => (current.start.clone(), kept_moves),
        };
        let end = current.arranging.is_none().then_some(last);
        let game = Record::of_played(&start, preset, moves, end);
        Some(
            SavedMatch {
                format: FORMAT.to_string(),
                // Every save but one of a game by message, as before that (with_message).
                version: NOTES_VERSION,
                game,
                mode: current.mode.name().to_string(),
                settings: current.settings.map(SavedSettings::of),
                score: current.score.clone(),
                setup: current.arranging.as_ref().map(|a| SavedSetup {
                    first: a.first,
                    side: a.side,
                    pits: a.pits(),
                }),
                drawn_by_lot: current.drawn_by_lot,
                result_recorded: current.result_recorded,
                analysis: None,
                comments: BTreeMap::new(),
                message: None,
                online: None,
            }
            .with_message(current.by_message())
            .with_online(current.online()),
        )
    }
}
