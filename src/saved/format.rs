//! A Kete save as it is written: the game's record with the match around it (the play mode, the
//! dialog's settings, an Omweso match and setup under way) and, from version 2, the game's
//! analysis and a player's comments (docs/NOTATION.md, "Save files").

use super::link::MessageGame;
use super::online_game::OnlineGame;
use super::settings::{FirstPlayer, MatchSettings, PlayMode, Seat, Seats};
pub use super::setup::SavedSetup;
use crate::ai::analysis::Analysis;
use crate::rules::GameKind;
use crate::rules::omweso::OmwesoMatch;
use crate::rules::record::Record;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The save's format name and version.
pub const FORMAT: &str = crate::rules::record::SAVE_FORMAT;
pub const VERSION: u32 = crate::rules::record::SAVE_VERSION;
/// The version of a save that keeps the game's analysis or a player's comments.
pub const NOTES_VERSION: u32 = 2;
/// The version of a save of a game by message: an older Kete would take the friend's seat for no
/// player at all, and says instead that the save is newer.
pub const MESSAGE_VERSION: u32 = 3;
/// The version of a save of an online game: an older Kete would take the friend's seat for no
/// player at all, and says instead that the save is newer.
pub const ONLINE_VERSION: u32 = 4;

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
    /// A game by message (version 3): its id and the moves its last link held.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<MessageGame>,
    /// An online game (version 4): its room, to go back to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<OnlineGame>,
}

impl SavedMatch {
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
            self.version = self.version.max(NOTES_VERSION);
        }
        self
    }

    /// The save of a game by message (a version 3 save), when it is one.
    pub fn with_message(mut self, message: Option<&MessageGame>) -> SavedMatch {
        self.message = message.cloned();
        if self.message.is_some() {
            self.version = MESSAGE_VERSION;
        }
        self
    }

    /// The save of an online game (a version 4 save), when it is one.
    pub fn with_online(mut self, online: Option<&OnlineGame>) -> SavedMatch {
        self.online = online.cloned();
        if self.online.is_some() {
            self.version = ONLINE_VERSION;
        }
        self
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
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

fn seats_named(names: &[String]) -> Result<Seats, String> {
    match names {
        [] => Ok(Seats::default()),
        [south, north] => Ok(Seats([Seat::named(south)?, Seat::named(north)?])),
        _ => Err(format!("two players, South's and North's, not {}", names.len())),
    }
}

pub(super) fn mode_named(name: &str) -> Result<PlayMode, String> {
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
