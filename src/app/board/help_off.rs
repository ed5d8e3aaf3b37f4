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
        // Said of a stranger met at an open table in the message's `.stranger` wording.
        let stranger = current.online().is_some_and(|game| game.stranger).then_some("stranger");
        let said = words.told("message-no-help", stranger, &[]);
        ui.label(egui::RichText::new(said).size(text_size::CAPTION).color(CREAM));
    }
}
