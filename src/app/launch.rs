//! How the game was started: straight into a position (`--game`, `--position`, `--moves`), or
//! to the title screen. Parsing lives in `main.rs`; this holds the result and acts on it.

use super::session::NewGame;
use crate::rules::{AnyGame, GameKind};
use bevy::prelude::*;
use std::path::PathBuf;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, start_requested_game);
}

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch {
    /// Open this position at once instead of the title screen.
    pub game: Option<AnyGame>,
    /// Render the board to this PNG and exit.
    pub screenshot: Option<PathBuf>,
}

impl Launch {
    /// Builds the launch request from the command-line options; errors are one line for the player.
    pub fn from_options(
        game: Option<&str>,
        position: Option<&str>,
        moves: &[String],
        screenshot: Option<PathBuf>,
    ) -> Result<Launch, String> {
        let mut start = match (game, position) {
            (_, Some(text)) => AnyGame::from_text(text).map_err(|e| e.to_string())?,
            (Some(name), None) => {
                let kind: GameKind = name.parse().map_err(|e: crate::rules::PositionError| e.to_string())?;
                AnyGame::new(kind).map_err(|e| e.to_string())?
            }
            (None, None) if !moves.is_empty() => {
                return Err("--moves needs --game or --position".to_string());
            }
            // Without a game, a screenshot shows the title screen.
            (None, None) => return Ok(Launch { game: None, screenshot }),
        };
        if let (Some(name), Some(_)) = (game, position)
            && name != start.kind().id()
        {
            return Err(format!("--game {name} does not match the position, which is {}", start.kind()));
        }
        for (number, text) in moves.iter().enumerate() {
            start
                .play_text(text, &mut crate::rules::NoEvents)
                .map_err(|e| format!("move {} ({text}): {e}", number + 1))?;
        }
        // The board can show every game, but asks only Kimasai's questions so far.
        if !start.kind().is_playable() && screenshot.is_none() {
            return Err(format!(
                "{} is not yet playable at the board (kete-cli plays it); --screenshot shows a position",
                start.kind().title()
            ));
        }
        Ok(Launch { game: Some(start), screenshot })
    }
}

fn start_requested_game(launch: Res<Launch>, mut new_game: MessageWriter<NewGame>) {
    if let Some(game) = &launch.game {
        new_game.write(NewGame(game.clone()));
    }
}
