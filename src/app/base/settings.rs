//! The player's settings: sound, its volume, the preview of moves, the holes' names, and the new-game dialog's
//! last choices.

use crate::saved::settings::{MatchSettings, PlayMode};
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
    /// The marks in colours colour-blind players tell apart (every mark has its own form too).
    pub colour_blind: bool,
    /// The size of the words in the panels and on the board, from 1 (as designed) to 2.
    pub text_scale: f32,
    /// Moves are shown at once, without seeds travelling (also when the web page's
    /// `prefers-reduced-motion` asks for it).
    pub reduce_motion: bool,
    /// Two players face to face across a screen laid flat: North's words turned to North.
    pub face_to_face: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            sound_on: true,
            volume: 0.8,
            preview: None,
            hole_names: false,
            colour_blind: false,
            text_scale: 1.0,
            reduce_motion: false,
            face_to_face: false,
        }
    }
}

impl Settings {
    /// The text size a player may choose: as designed, up to twice as large.
    pub const TEXT_SCALES: std::ops::RangeInclusive<f32> = 1.0..=2.0;

    /// These settings as a file may hold them, brought within bounds.
    pub fn bounded(self) -> Settings {
        let text_scale = if self.text_scale.is_finite() { self.text_scale } else { 1.0 };
        Settings {
            volume: if self.volume.is_finite() { self.volume.clamp(0.0, 1.0) } else { 0.8 },
            text_scale: text_scale.clamp(*Settings::TEXT_SCALES.start(), *Settings::TEXT_SCALES.end()),
            ..self
        }
    }

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
