//! The player's settings: sound, its volume, the preview of moves, the holes' names, and the new-game dialog's
//! last choices.

use crate::app::game::record::{MatchSettings, PlayMode};
use bevy::prelude::*;

#[derive(Resource, Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    pub sound_on: bool,
    /// From 0 (silent) to 1.
    pub volume: f32,
    /// The preview of a move when a movable pit is hovered: as the player set it, or else on in
    /// Classical play and off where it would help one side against the clock or a contract.
    pub preview: Option<bool>,
    /// The holes' names (Bao's A1…b8, the other boards' letters and numbers) written on the
    /// board; off by default, for a calm board.
    pub hole_names: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { sound_on: true, volume: 0.8, preview: None, hole_names: false }
    }
}

impl Settings {
    pub fn preview_on(&self, mode: PlayMode) -> bool {
        self.preview.unwrap_or(mode == PlayMode::Classical)
    }

    /// Turns the preview the other way from how it is in `mode`.
    pub fn toggle_preview(&mut self, mode: PlayMode) {
        self.preview = Some(!self.preview_on(mode));
    }
}

/// What the new-game dialog last chose: the game, its rules, who starts, the play mode and the
/// match's length. It opens with these.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NewGameChoice(pub MatchSettings);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preview_is_on_in_classical_play_only_until_the_player_says() {
        let mut settings = Settings::default();
        assert!(settings.preview_on(PlayMode::Classical));
        assert!(!settings.preview_on(PlayMode::Contract));
        assert!(!settings.preview_on(PlayMode::Blitz));
        settings.toggle_preview(PlayMode::Blitz);
        assert!(settings.preview_on(PlayMode::Blitz) && settings.preview_on(PlayMode::Contract));
        settings.toggle_preview(PlayMode::Classical);
        assert!(!settings.preview_on(PlayMode::Classical));
    }
}
