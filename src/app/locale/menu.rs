//! The language menu, for the title screen and the pause panel: each language by its own name;
//! one that lacks some of the game's words says that those are in English.

use super::choice::LanguageChoice;
use super::words::Words;
use bevy_egui::egui;

pub fn language_menu(ui: &mut egui::Ui, words: &Words, choice: &mut LanguageChoice) {
    let languages = words.languages();
    let label = |name: &str, missing: usize| {
        if missing == 0 {
            name.to_string()
        } else {
            format!("{name} ({})", words.get("language-partly-english"))
        }
    };
    let now = words.code();
    let shown = languages
        .iter()
        .find(|(code, ..)| *code == now)
        .map_or(now.to_string(), |(_, name, missing)| label(name, *missing));
    egui::ComboBox::from_id_salt("language").selected_text(shown).show_ui(ui, |ui| {
        for (code, name, missing) in &languages {
            if ui.selectable_label(*code == now, label(name, *missing)).clicked() {
                choice.chosen = Some(code.to_string());
                choice.address = None;
            }
        }
    });
}
