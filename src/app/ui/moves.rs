//! The move list (the bar's Moves): every move of the game in notation, numbered, South's and
//! North's side by side, the last one marked; for an Omweso match, the games before this one.

use super::{CREAM, GOLD, UiState};
use crate::app::model::game::Match;
use crate::app::model::messages::ShowMoves;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(in crate::app) fn window(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    current: Res<Match>,
    mut asked: MessageReader<ShowMoves>,
) -> Result {
    if asked.read().last().is_some() {
        state.show_moves = true;
    }
    if !state.show_moves {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Moves")
        .open(&mut open)
        .default_width(240.0)
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 70.0])
        .show(ctx, |ui| {
            if let Some(score) = &current.score {
                for (n, game) in score.games.iter().enumerate() {
                    let result = match game.outcome.winner {
                        Some(w) => format!("{w}, {} ({})", game.kind.name(), game.points),
                        None => "annulled".to_string(),
                    };
                    ui.label(egui::RichText::new(format!("game {}: {result}", n + 1)).color(CREAM));
                }
                if !score.games.is_empty() {
                    ui.separator();
                }
            }
            if current.moves.is_empty() {
                ui.label(egui::RichText::new("no move yet").color(CREAM));
                return;
            }
            // Who made each move, from the positions before it.
            let first = current.start.side_to_move();
            egui::ScrollArea::vertical().max_height(420.0).stick_to_bottom(true).show(ui, |ui| {
                egui::Grid::new("moves").striped(true).show(ui, |ui| {
                    let last = current.moves.len() - 1;
                    for (n, notation) in current.moves.iter().enumerate() {
                        let side = if n % 2 == 0 { first } else { first.opponent() };
                        let text = egui::RichText::new(notation).monospace();
                        ui.label(egui::RichText::new(format!("{}.", n + 1)).color(CREAM));
                        ui.label(egui::RichText::new(side.name()).color(CREAM));
                        ui.label(if n == last { text.color(GOLD).strong() } else { text });
                        ui.end_row();
                    }
                });
            });
        });
    state.show_moves = open;
    Ok(())
}
