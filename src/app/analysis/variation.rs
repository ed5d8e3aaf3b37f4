//! The analysis board: moves played freely from a position of the game, as a variation, while
//! the game itself is kept aside untouched (not saved over, not changed), and what the engine
//! makes of the position on the board as the variation goes.

use crate::ai::Report;
use crate::app::game::the_match::Match;
use bevy::prelude::*;

/// The game kept aside while a variation is on the board.
#[derive(Resource, Debug, Default)]
pub struct Variation {
    pub kept: Option<Box<Match>>,
}

impl Variation {
    pub fn on(&self) -> bool {
        self.kept.is_some()
    }
}

/// Run condition: no variation is on the board (the autosave keeps the game, not a variation).
pub fn no_variation(variation: Res<Variation>) -> bool {
    !variation.on()
}

/// What the engine makes of the position on the board, as far as it has searched.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct LiveEvaluation {
    /// The position it is of (`Match::position_id`).
    pub position: Option<u64>,
    /// South's chance to win, and the line the engine expects in notation, the first move first.
    pub south: Option<f64>,
    pub line: Vec<String>,
    pub depth: u32,
    pub done: bool,
}

impl LiveEvaluation {
    /// The evaluation from a search's report of `game` (the line written move by move).
    pub fn of(position: u64, game: &crate::rules::AnyGame, report: &Report, done: bool) -> LiveEvaluation {
        let mut line = Vec::new();
        let mut walk = game.clone();
        for &mv in &report.pv {
            line.push(walk.format_move(mv));
            if walk.play(mv, &mut crate::rules::NoEvents).is_err() {
                break;
            }
        }
        // Before its first depth (or with a lone move, which is not searched) a search has no value.
        let south = (report.depth > 0)
            .then(|| crate::ai::chance::south(game.kind(), game.side_to_move(), report.score));
        LiveEvaluation { position: Some(position), south, line, depth: report.depth, done }
    }
}
