//! Which language the player chose: in the language menu (kept with the settings), or in the web
//! page's address (`?lang=sw`, for this visit); without either, the system's.

use bevy::prelude::*;

#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct LanguageChoice {
    /// Chosen in the menu, and kept.
    pub chosen: Option<String>,
    /// Asked for by the page's address.
    pub address: Option<String>,
    /// The system's languages, best first.
    pub system: Vec<String>,
}

impl LanguageChoice {
    /// The language wished for: the address's, the player's, or else the system's.
    pub fn wished(&self) -> Vec<String> {
        match self.address.as_ref().or(self.chosen.as_ref()) {
            Some(code) => vec![code.clone()],
            None => self.system.clone(),
        }
    }
}
