//! The end of a game: who won and why; for Omweso the result by name, its points, and the match
//! so far, with the next game or a new match.

use super::paused::not_paused;
use super::widgets::Panels;
use super::widgets::{CREAM, GOLD};
use crate::app::game::messages::{Leave, LeaveTo, NewMatch, NextGame};
use crate::app::game::record::Match;
use crate::app::locale::words::Words;
use crate::app::phase::board_phase::BoardPhase;
use crate::app::review::messages::Review;
use crate::app::review::replay::ReviewStep;
use crate::rules::omweso::WinKind;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window.run_if(in_state(BoardPhase::GameOver).and_then(not_paused)).in_set(Panels::Board),
    );
}

pub(super) fn window(
    mut contexts: EguiContexts,
    current: Res<Match>,
    mut next_game: MessageWriter<NextGame>,
    mut new_match: MessageWriter<NewMatch>,
    mut leave: MessageWriter<Leave>,
    mut review: MessageWriter<Review>,
    words: Res<Words>,
) -> Result {
    let Some(outcome) = current.game.outcome() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Game over")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .min_width(ctx.viewport_rect().width().min(480.0) - 20.0)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let kind = WinKind::of(&outcome);
                let headline = match (outcome.winner, &current.score) {
                    (None, Some(_)) => "Annulled".to_string(),
                    (None, None) => "A draw".to_string(),
                    (Some(side), Some(_)) => format!("{side} wins by {}", kind.name()),
                    (Some(side), None) => format!("{side} wins"),
                };
                ui.label(egui::RichText::new(headline).size(34.0).color(GOLD).strong());
                ui.label(egui::RichText::new(outcome.reason_in(current.game.kind())).size(18.0).color(CREAM));
                if !current.moves.is_empty() {
                    ui.label(format!("after {} moves", current.moves.len()));
                }
                let match_over = current.score.as_ref().and_then(|s| s.winner());
                if let Some(score) = &current.score {
                    ui.add_space(8.0);
                    let points = match kind {
                        WinKind::Annulled => "no points: the game is played again".to_string(),
                        _ => format!("{} point{}", kind.points(), if kind.points() == 1 { "" } else { "s" }),
                    };
                    ui.label(egui::RichText::new(points).size(18.0).color(CREAM));
                    ui.add_space(8.0);
                    egui::Grid::new("match").striped(true).show(ui, |ui| {
                        ui.strong("game");
                        ui.strong("first");
                        ui.strong("result");
                        ui.strong("points");
                        ui.end_row();
                        for (n, game) in score.games.iter().enumerate() {
                            ui.label(format!("{}", n + 1));
                            ui.label(game.first.name());
                            ui.label(match game.outcome.winner {
                                Some(w) => format!("{w}, {}", game.kind.name()),
                                None => format!("annulled: {}", game.outcome.annulled_because()),
                            });
                            ui.label(game.points.to_string());
                            ui.end_row();
                        }
                    });
                    ui.label(
                        egui::RichText::new(crate::app::locale::names::score(&words, score))
                            .size(18.0)
                            .color(GOLD),
                    );
                    if let Some(champion) = match_over {
                        ui.label(
                            egui::RichText::new(format!("{champion} wins the match")).size(24.0).color(GOLD),
                        );
                    }
                }
                ui.add_space(12.0);
                ui.horizontal(|ui| {
                    let again = match (&current.score, match_over) {
                        (Some(_), Some(_)) => "New match",
                        (Some(_), None) if outcome.winner.is_none() => "Replay the game",
                        (Some(_), None) => "Next game",
                        (None, _) => "Play again",
                    };
                    if ui.button(egui::RichText::new(again).size(20.0)).clicked() {
                        match (current.settings, match_over) {
                            (Some(settings), Some(_)) => {
                                new_match.write(NewMatch(settings));
                            }
                            _ => {
                                next_game.write(NextGame);
                            }
                        }
                    }
                    if ui.button(egui::RichText::new("Menu").size(20.0)).clicked() {
                        leave.write(Leave(LeaveTo::Menu));
                    }
                });
                if !current.moves.is_empty() {
                    ui.horizontal(|ui| {
                        let replay = ui.button(egui::RichText::new("Replay").size(18.0));
                        if replay.on_hover_text("the game again from its start, a move at a time").clicked() {
                            review.write(Review(ReviewStep::Replay));
                        }
                        let back = ui.button(egui::RichText::new("Step back").size(18.0));
                        if back.on_hover_text("Left arrow: look at the moves one by one").clicked() {
                            review.write(Review(ReviewStep::Back));
                        }
                    });
                }
            });
        });
    Ok(())
}
