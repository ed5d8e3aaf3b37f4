//! The game in progress as it is saved, so that closing the window (or the tab) loses nothing:
//! the game's record (start and moves, replayed through the rules on reading), the play mode,
//! the match's settings and score, and an Omweso setup under way.

use super::notice::{FileProblem, Notice};
use crate::ai::analysis::Analysis;
use crate::app::computer::seats::{Seat, Seats};
use crate::app::game::record::{FirstPlayer, Match, MatchSettings, PlayMode};
use crate::app::setup::arranging::Arranging;
use crate::rules::omweso::OmwesoMatch;
use crate::rules::record::{MAX_BYTES, Record};
use crate::rules::{AnyGame, GameKind, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The save's format name and version.
pub const FORMAT: &str = crate::rules::record::SAVE_FORMAT;
pub const VERSION: u32 = crate::rules::record::SAVE_VERSION;
/// The version of a save that keeps the game's analysis or a player's comments.
pub const NOTES_VERSION: u32 = 2;

/// What was found saved when Kete started: a game to continue, or why the save could not be read.
#[derive(bevy::prelude::Resource, Default, Debug)]
pub struct Resumable {
    pub game: Option<Match>,
    /// What the save kept beside that game: its analysis and comments.
    pub notes: Notes,
    pub problem: Option<Notice>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    pub format: String,
    pub version: u32,
    /// The game being played: its start and every move.
    pub game: Record,
    /// Classical, Contract or Blitz.
    pub mode: String,
    /// How the match was set up in the new-game dialog, when it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settings: Option<SavedSettings>,
    /// Omweso: the match so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<OmwesoMatch>,
    /// Omweso: the setup under way (the game's record then holds no move yet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup: Option<SavedSetup>,
    #[serde(default)]
    pub drawn_by_lot: bool,
    #[serde(default)]
    pub result_recorded: bool,
    /// The engine's analysis of the game (version 2): each move's chances, mark and better move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<Analysis>,
    /// A player's own comments, by move number from 1 (version 2).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub comments: BTreeMap<usize, String>,
}

/// What a save keeps of a game beside its record: the analysis and a player's comments.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Notes {
    pub analysis: Option<Analysis>,
    pub comments: BTreeMap<usize, String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSettings {
    pub game: String,
    pub rules: String,
    /// South, North or ByLot.
    pub first: String,
    pub mode: String,
    pub target: u32,
    /// South's player, then North's: `human` or `computer N` (older saves: two people).
    #[serde(default)]
    pub seats: Vec<String>,
}

impl SavedSettings {
    pub fn of(settings: MatchSettings) -> SavedSettings {
        SavedSettings {
            game: settings.kind.id().to_string(),
            rules: settings.preset.to_string(),
            first: format!("{:?}", settings.first),
            mode: settings.mode.name().to_string(),
            target: settings.target,
            seats: settings.seats.0.iter().map(|seat| seat.name()).collect(),
        }
    }

    /// The settings, every name checked; one sentence if one is unknown.
    pub fn settings(&self) -> Result<MatchSettings, String> {
        let kind: GameKind = self.game.parse().map_err(|e: crate::rules::PositionError| e.to_string())?;
        let preset = crate::rules::any::presets(kind)
            .iter()
            .copied()
            .find(|&p| p == self.rules)
            .ok_or_else(|| format!("{kind} has no rule set '{}'", self.rules))?;
        if kind == GameKind::Omweso && ![6, 12].contains(&self.target) {
            return Err(format!("a match is to 6 or 12 points, not {}", self.target));
        }
        Ok(MatchSettings {
            kind,
            preset,
            first: first_named(&self.first)?,
            mode: mode_named(&self.mode)?,
            target: self.target,
            seats: seats_named(&self.seats)?,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSetup {
    pub first: Side,
    pub side: Side,
    pub pits: [[u8; 16]; 2],
}

fn seats_named(names: &[String]) -> Result<Seats, String> {
    match names {
        [] => Ok(Seats::default()),
        [south, north] => Ok(Seats([Seat::named(south)?, Seat::named(north)?])),
        _ => Err(format!("two players, South's and North's, not {}", names.len())),
    }
}

fn mode_named(name: &str) -> Result<PlayMode, String> {
    PlayMode::ALL.into_iter().find(|m| m.name() == name).ok_or_else(|| format!("no play mode '{name}'"))
}

fn first_named(name: &str) -> Result<FirstPlayer, String> {
    match name {
        "South" => Ok(FirstPlayer::South),
        "North" => Ok(FirstPlayer::North),
        "ByLot" => Ok(FirstPlayer::ByLot),
        _ => Err(format!("no first player '{name}'")),
    }
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
        Some(SavedMatch {
            format: FORMAT.to_string(),
            version: VERSION,
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
        })
    }

    /// The save with the game's analysis and comments kept in it (a version 2 save), when there
    /// are any.
    pub fn with_notes(
        mut self,
        analysis: Option<&Analysis>,
        comments: Option<&BTreeMap<usize, String>>,
    ) -> SavedMatch {
        self.analysis = analysis.cloned();
        self.comments = comments.cloned().unwrap_or_default();
        if self.analysis.is_some() || !self.comments.is_empty() {
            self.version = NOTES_VERSION;
        }
        self
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a save and rebuilds the match, every move replayed by the rules; why not, if not.
    pub fn read(text: &str) -> Result<Match, FileProblem> {
        SavedMatch::read_with_notes(text).map(|(current, _)| current)
    }

    /// The same, with what the save keeps beside the game: its analysis when it fits the game (one
    /// of another length is let go: it cannot be of these moves), and the comments on its moves
    /// (each at most `Comments::LONGEST` characters, on a move the game has).
    pub fn read_with_notes(text: &str) -> Result<(Match, Notes), FileProblem> {
        use crate::rules::notation::shown;
        if text.len() > MAX_BYTES {
            return Err(FileProblem::TooLarge { bytes: text.len() });
        }
        let saved: SavedMatch = serde_json::from_str(text).map_err(|e| {
            let detail = shown(&e.to_string());
            // JSON of the wrong shape is a save that does not hold together, not broken text.
            if e.is_data() { FileProblem::Invalid { detail } } else { FileProblem::NotJson { detail } }
        })?;
        if saved.format != FORMAT {
            return Err(FileProblem::UnknownFormat { format: shown(&saved.format) });
        }
        if saved.version > VERSION {
            return Err(FileProblem::Newer { version: saved.version });
        }
        let (analysis, comments) = (saved.analysis.clone(), saved.comments.clone());
        let current = saved.restore().map_err(|detail| FileProblem::Invalid { detail })?;
        let (moves, _) = current.kept();
        let fits =
            |found: &Analysis| found.chances.len() == moves.len() + 1 && found.moves.len() <= moves.len();
        let longest = crate::app::analysis::state::Comments::LONGEST;
        let comments = comments
            .into_iter()
            .filter(|(ply, text)| (1..=moves.len()).contains(ply) && text.chars().count() <= longest)
            .collect();
        Ok((current, Notes { analysis: analysis.filter(fits), comments }))
    }

    fn restore(self) -> Result<Match, String> {
        let replay = self.game.replay().map_err(|e| e.to_string())?;
        let settings = self.settings.as_ref().map(SavedSettings::settings).transpose()?;
        let mut current = Match::resumed(replay.positions, self.game.moves.clone());
        current.mode = mode_named(&self.mode)?;
        current.settings = settings;
        current.score = self.score;
        current.drawn_by_lot = self.drawn_by_lot;
        current.result_recorded = self.result_recorded;
        if let Some(setup) = self.setup {
            let AnyGame::Omweso(omweso) = &current.start else {
                return Err("a setup is saved, but the game is not Omweso".to_string());
            };
            let arranging = Arranging::resume(omweso.rules(), setup.first, setup.side, setup.pits)?;
            current.set_position(arranging.position());
            current.arranging = Some(arranging);
        }
        Ok(current)
    }
}
