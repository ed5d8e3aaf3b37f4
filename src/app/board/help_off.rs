//! The line a panel beside the board shows while a game with a friend runs, by message or online:
//! the hint and the analysis wait until it is over.

use crate::app::base::text_size;
use crate::app::base::widgets::CREAM;
use crate::app::game::the_match::Match;
use crate::app::locale::words::Words;
use bevy_egui::egui;

/// While a game with a friend runs (by message or online), that the hint and the analysis wait.
pub fn help_off_note(ui: &mut egui::Ui, current: &Match, words: &Words) {
    if !current.allowed().help {
        ui.add_space(6.0);
        ui.label(egui::RichText::new(words.get("message-no-help")).size(text_size::CAPTION).color(CREAM));
    }
}
