//! Kete's languages: every word a player reads comes from a catalogue (`assets/locales/<lang>/
//! kete.ftl`, Project Fluent), in the language chosen in the menu, asked for by the page's
//! address, or the system's. The rules report data; the words are made here and in the panels.

pub mod analysis;
pub mod choice;
mod follow;
pub mod lessons;
pub mod menu;
pub mod names;
pub mod speech;
pub mod words;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    let system: Vec<String> = sys_locale::get_locales().collect();
    let choice = choice::LanguageChoice {
        chosen: None,
        address: crate::app::base::page::requested_language(),
        system,
    };
    let words = words::Words::new(words::negotiate(&choice.wished()));
    app.insert_resource(words).insert_resource(choice).add_plugins(follow::plugin);
}
