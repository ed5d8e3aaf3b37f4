//! The move list (the bar's Moves): every move of the game in notation, numbered, South's and
//! North's side by side, the one shown marked; a click shows the board after it, and the buttons
//! step through the game or replay it. For an Omweso match, the games before this one.

use super::replay::Replay;
use crate::ai::analysis::Mark;
use crate::app::analysis::messages::AnalyseGame;
use crate::app::analysis::state::{Comments, GameAnalysis};
use crate::app::base::widgets::LATER;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::mark_colour;
use crate::app::base::widgets::{CREAM, GOLD};
use crate::app::base::windows::OpenWindows;
use crate::app::game::messages::Review;
use crate::app::game::messages::ReviewStep;
use crate::app::game::the_match::Match;
use crate::app::locale::analysis::sign;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::review::messages::ShowMoves;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, window.in_set(Panels::Board));
}

/// What the moves window shows: the game, where its review stands, its analysis.
#[derive(SystemParam)]
pub(super) struct Record<'w> {
    current: Res<'w, Match>,
    replay: Res<'w, Replay>,
    analysis: Res<'w, GameAnalysis>,
}

/// What the moves window asks for: a move reviewed, the game analysed.
#[derive(SystemParam)]
pub(super) struct MovesAsks<'w> {
    review: MessageWriter<'w, Review>,
    analyse: MessageWriter<'w, AnalyseGame>,
}

pub(super) fn window(
    mut contexts: EguiContexts,
    mut state: ResMut<OpenWindows>,
    record: Record,
    mut asked: MessageReader<ShowMoves>,
    mut asks: MovesAsks,
    words: Res<Words>,
    mut comments: ResMut<Comments>,
) -> Result {
    let Record { current, replay, analysis } = &record;
    if asked.read().last().is_some() {
        state.show_moves = true;
    }
    if !state.show_moves {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(words.get("moves-title"))
        .id(egui::Id::new("moves"))
        .open(&mut open)
        .default_width(240.0)
        .anchor(egui::Align2::RIGHT_TOP, [-12.0, 70.0])
        .show(ctx, |ui| {
            if let Some(score) = &current.score {
                for (n, game) in score.games.iter().enumerate() {
                    let result = match game.outcome.winner {
                        Some(winner) => words.with(
                            "moves-game-won",
                            &[
                                ("game", (n + 1).into()),
                                ("side", names::side(&words, winner).into()),
                                ("kind", names::win_kind(&words, game.kind).into()),
                                ("points", game.points.into()),
                            ],
                        ),
                        None => words.with("moves-game-annulled", &[("game", (n + 1).into())]),
                    };
                    ui.label(egui::RichText::new(result).color(CREAM));
                }
                if !score.games.is_empty() {
                    ui.separator();
                }
            }
            let (shown, all) = current.ply();
            if all == 0 {
                ui.label(egui::RichText::new(words.get("moves-none")).color(CREAM));
                return;
            }
            if let Some(step) = controls(ui, current, replay, &words) {
                asks.review.write(Review(step));
            }
            let analyse_button = ui.button(words.get("analysis-analyse"));
            if analyse_button.on_hover_text(words.get("analysis-analyse-hint")).clicked() {
                asks.analyse.write(AnalyseGame);
            }
            // Each move's mark once the game is analysed: a sign, as chess writes it, and a colour.
            let marks = analysis.of(current);
            let commented = comments.of(current).cloned().unwrap_or_default();
            ui.separator();
            // Who made each move, from the position the game started from.
            let first = current.start.side_to_move();
            egui::ScrollArea::vertical().max_height(420.0).stick_to_bottom(!current.reviewing).show(
                ui,
                |ui| {
                    egui::Grid::new("moves").striped(true).show(ui, |ui| {
                        if ui
                            .selectable_label(
                                shown == 0,
                                egui::RichText::new(words.get("moves-start")).color(CREAM),
                            )
                            .clicked()
                        {
                            asks.review.write(Review(ReviewStep::To(0)));
                        }
                        ui.end_row();
                        for (n, notation) in current.all_moves().enumerate() {
                            let side = if n % 2 == 0 { first } else { first.opponent() };
                            let marked = marks.and_then(|found| found.review(n + 1)).map(|r| r.mark);
                            let sign = marked.map_or("", sign);
                            // A move the player commented on carries a star; its comment shows on hover.
                            let comment = commented.get(&(n + 1));
                            let star = if comment.is_some() { "*" } else { "" };
                            let text = egui::RichText::new(format!("{notation}{sign}{star}")).monospace();
                            let text = match marked {
                                Some(mark) if mark >= Mark::Inaccuracy => text.color(mark_colour(mark)),
                                _ => text,
                            };
                            let text = match n + 1 {
                                ply if ply == shown => text.color(GOLD).strong(),
                                ply if ply > shown => text.color(LATER),
                                _ => text,
                            };
                            ui.label(egui::RichText::new(format!("{}.", n + 1)).color(CREAM));
                            ui.label(egui::RichText::new(names::side(&words, side)).color(CREAM));
                            let cell = ui.selectable_label(n + 1 == shown, text);
                            if n + 1 == shown && current.reviewing {
                                cell.scroll_to_me(None);
                            }
                            let hover = match comment {
                                Some(said) => {
                                    words.with("moves-has-comment", &[("comment", said.clone().into())])
                                }
                                None => words.get("moves-show-after"),
                            };
                            if cell.on_hover_text(hover).clicked() {
                                asks.review.write(Review(ReviewStep::To(n + 1)));
                            }
                            ui.end_row();
                        }
                    });
                },
            );
            // The player's own comment on the move shown, kept with the game.
            if shown > 0 {
                let said = comments.for_game(current);
                let mut text = said.get(&shown).cloned().unwrap_or_default();
                ui.label(
                    egui::RichText::new(words.with("moves-comment", &[("move", shown.into())])).color(CREAM),
                );
                let field =
                    egui::TextEdit::multiline(&mut text).desired_rows(2).char_limit(Comments::LONGEST);
                if ui.add(field).changed() {
                    if text.trim().is_empty() {
                        said.remove(&shown);
                    } else {
                        said.insert(shown, text);
                    }
                }
            }
        });
    state.show_moves = open;
    Ok(())
}

/// The buttons that step through the game: start, back, replay, forward, the last move.
fn controls(ui: &mut egui::Ui, current: &Match, replay: &Replay, words: &Words) -> Option<ReviewStep> {
    let (shown, all) = current.ply();
    let mut step = None;
    ui.horizontal(|ui| {
        let mut button = |ui: &mut egui::Ui, enabled: bool, text: String, hint: &str, then: ReviewStep| {
            if ui.add_enabled(enabled, egui::Button::new(text)).on_hover_text(words.get(hint)).clicked() {
                step = Some(then);
            }
        };
        button(ui, shown > 0, "⏮".into(), "moves-to-start", ReviewStep::Start);
        button(ui, shown > 0, "◀".into(), "moves-back", ReviewStep::Back);
        let (text, hint, then) = match (replay.playing, current.reviewing) {
            (true, _) => ("⏸".to_string(), "moves-stop-replay", ReviewStep::ToggleReplay),
            (false, true) => {
                (format!("▶ {}", words.get("moves-play")), "moves-play-explain", ReviewStep::ToggleReplay)
            }
            (false, false) => {
                (format!("▶ {}", words.get("moves-replay")), "moves-replay-explain", ReviewStep::Replay)
            }
        };
        button(ui, all > 0, text, hint, then);
        button(ui, shown < all, "▶".into(), "moves-forward", ReviewStep::Forward);
        button(ui, shown < all, "⏭".into(), "moves-to-end", ReviewStep::Live);
    });
    step
}
