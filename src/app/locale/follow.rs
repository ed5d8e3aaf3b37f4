//! The game speaks the language chosen as soon as it is chosen.

use super::choice::LanguageChoice;
use super::words::{Words, negotiate};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, speak_the_choice.run_if(resource_changed::<LanguageChoice>));
}

fn speak_the_choice(choice: Res<LanguageChoice>, mut words: ResMut<Words>) {
    let code = negotiate(&choice.wished());
    if code != words.code() && words.speak(code) {
        info!("language: {code}");
    }
}
