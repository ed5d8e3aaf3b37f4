//! What a player asks of files: a game saved or opened, a file picked, a position pasted.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveGame>()
        .add_message::<OpenGame>()
        .add_message::<FileOpened>()
        .add_message::<PositionPasted>();
}

/// Save game: the file dialog is to open with the game's file.
#[derive(Message, Clone, Copy, Debug)]
pub struct SaveGame;

/// Open game: the file dialog is to open to pick a game file.
#[derive(Message, Clone, Copy, Debug)]
pub struct OpenGame;

/// A game file was picked (or given on the command line): its name and text, to be read.
#[derive(Message, Clone, Debug)]
pub struct FileOpened {
    pub name: String,
    pub text: String,
}

/// A position string was pasted, to be played from.
#[derive(Message, Clone, Debug)]
pub struct PositionPasted(pub String);
