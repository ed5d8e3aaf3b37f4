//! The end of a game: who won and why; for Omweso the result by name, its points, and the match
//! so far, with the next game or a new match.

use super::{CREAM, GOLD, score_text};
use crate::app::Screen;
use crate::app::session::{Match, NewMatch, NextGame};
use crate::app::sowing::Playback;
use crate::rules::omweso::WinKind;
use crate::rules::{EndReason, GameKind, Outcome};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Why the game ended, in the words of its players.
fn reason(kind: GameKind, outcome: &Outcome) -> String {
    match (kind, outcome.reason, outcome.winner) {
        (GameKind::Bao, EndReason::FrontRowEmpty, Some(w)) => {
            format!("Bao hamna: {}'s front row is empty", w.opponent())
        }
        (GameKind::Omweso, EndReason::FrontRowEmpty, Some(w)) => {
            format!("a capture cleared {}'s inner row", w.opponent())
        }
        (GameKind::Omweso, EndReason::AllCaptured, Some(w)) => {
            format!("a capture left {} no seeds at all", w.opponent())
        }
        (GameKind::Omweso, EndReason::NoLegalMove, Some(w)) => {
            format!("{} cannot move: every pit holds 0 or 1", w.opponent())
        }
        (GameKind::Omweso, EndReason::Repetition, None) => {
            "the position came round a third time, or 500 moves passed without a capture".to_string()
        }
        _ => outcome.reason_text(),
    }
}

fn annulled_because(reason: EndReason) -> &'static str {
    match reason {
        EndReason::NeverEndingMove => "a move would never end",
        _ => "repetition, or 500 moves without a capture",
    }
}

pub(in crate::app) fn window(
    mut contexts: EguiContexts,
    current: Res<Match>,
    playback: Res<Playback>,
    mut next_game: MessageWriter<NextGame>,
    mut new_match: MessageWriter<NewMatch>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let Some(outcome) = current.game.outcome() else { return Ok(()) };
    if playback.is_busy() || current.arranging.is_some() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Game over")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .min_width(460.0)
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
                ui.label(egui::RichText::new(reason(current.game.kind(), &outcome)).size(18.0).color(CREAM));
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
                                None => format!("annulled: {}", annulled_because(game.outcome.reason)),
                            });
                            ui.label(game.points.to_string());
                            ui.end_row();
                        }
                    });
                    ui.label(egui::RichText::new(score_text(score)).size(18.0).color(GOLD));
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
                        next_screen.set(Screen::Title);
                    }
                });
            });
        });
    Ok(())
}
