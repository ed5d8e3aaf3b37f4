//! The end of a game: who won and why; for Omweso the result by name, its points, and the match
//! so far, with the next game or a new match.

use crate::app::analysis::messages::AnalyseGame;
use crate::app::base::PausableSystems;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, GOLD};
use crate::app::board::layout::PanelRoom;
use crate::app::game::messages::Review;
use crate::app::game::messages::ReviewStep;
use crate::app::game::messages::{Leave, LeaveTo, NewMatch, NextGame};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::learn::lesson::no_lesson;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::online::state::Online;
use crate::app::online::words as online_words;
use crate::app::puzzles::book::no_puzzle;
use crate::rules::omweso::WinKind;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window
            .run_if(in_state(BoardPhase::GameOver).and_then(no_lesson).and_then(no_puzzle))
            .in_set(PausableSystems)
            .in_set(Panels::Board),
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
    mut analyse_game: MessageWriter<AnalyseGame>,
    online: Res<Online>,
    room: Res<PanelRoom>,
) -> Result {
    let Some(outcome) = current.game.outcome() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.viewport_rect();
    // Upright with a sheet along the bottom (the guided game's, saying what the end means): the
    // window stands at the top, the sheet's first words in view below it.
    let (anchor, offset) = match room.sheet_most() {
        Some(_) if room.sheet() > 0.0 => (egui::Align2::CENTER_TOP, [0.0, 60.0]),
        _ => (egui::Align2::CENTER_CENTER, [0.0, 0.0]),
    };
    egui::Window::new(words.get("bar-game-over"))
        .collapsible(false)
        .resizable(false)
        .anchor(anchor, offset)
        .min_width(screen.width().min(480.0) - 20.0)
        // Never wider than the screen: a phone's row of buttons wraps.
        .max_width(screen.width() - 20.0)
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let kind = WinKind::of(&outcome);
                let headline = names::headline(&words, &outcome, current.score.is_some());
                ui.label(egui::RichText::new(headline).size(text_size::HEADLINE).color(GOLD).strong());
                let reason = names::outcome_reason(&words, current.game.kind(), &outcome);
                ui.label(egui::RichText::new(reason).size(text_size::HEADING).color(CREAM));
                if !current.moves.is_empty() {
                    ui.label(words.with("over-after-moves", &[("moves", current.moves.len().into())]));
                }
                let match_over = current.score.as_ref().and_then(|s| s.winner());
                if let Some(score) = &current.score {
                    ui.add_space(8.0);
                    let points = match kind {
                        WinKind::Annulled => words.get("over-no-points"),
                        _ => words.with("over-points", &[("points", kind.points().into())]),
                    };
                    ui.label(egui::RichText::new(points).size(text_size::HEADING).color(CREAM));
                    ui.add_space(8.0);
                    egui::Grid::new("match").striped(true).show(ui, |ui| {
                        ui.strong(words.get("over-column-game"));
                        ui.strong(words.get("over-column-first"));
                        ui.strong(words.get("over-column-result"));
                        ui.strong(words.get("over-column-points"));
                        ui.end_row();
                        for (n, game) in score.games.iter().enumerate() {
                            ui.label(format!("{}", n + 1));
                            ui.label(names::side(&words, game.first));
                            ui.label(match game.outcome.winner {
                                Some(w) => words.with(
                                    "over-result-won",
                                    &[
                                        ("side", names::side(&words, w).into()),
                                        ("kind", names::win_kind(&words, game.kind).into()),
                                    ],
                                ),
                                None => words.with(
                                    "over-result-annulled",
                                    &[("why", names::annulled_because(&words, &game.outcome).into())],
                                ),
                            });
                            ui.label(game.points.to_string());
                            ui.end_row();
                        }
                    });
                    ui.label(
                        egui::RichText::new(names::score(&words, score)).size(text_size::HEADING).color(GOLD),
                    );
                    if let Some(champion) = match_over {
                        ui.label(
                            egui::RichText::new(
                                words.with(
                                    "over-match-won",
                                    &[("side", names::side(&words, champion).into())],
                                ),
                            )
                            .size(text_size::QUESTION)
                            .color(GOLD),
                        );
                    }
                }
                ui.add_space(12.0);
                ui.horizontal_wrapped(|ui| {
                    let again = words.get(match (&current.score, match_over) {
                        (Some(_), Some(_)) => "over-new-match",
                        (Some(_), None) if outcome.winner.is_none() => "over-replay-game",
                        (Some(_), None) => "over-next-game",
                        (None, _) => "over-play-again",
                    });
                    let ready = online.next_game_ready(&current);
                    let again = ui.add_enabled(
                        ready,
                        egui::Button::new(egui::RichText::new(again).size(text_size::STATUS)),
                    );
                    let wait = online_words::of_them(
                        &words,
                        "over-next-game-online-wait",
                        online.with_a_stranger(&current),
                    );
                    if again.on_disabled_hover_text(wait).clicked() {
                        // Online, the room's next game is the new match.
                        match (current.settings, match_over) {
                            (Some(settings), Some(_)) if current.allowed().new_match_here => {
                                new_match.write(NewMatch(settings));
                            }
                            _ => {
                                next_game.write(NextGame);
                            }
                        }
                    }
                    if ui
                        .button(egui::RichText::new(words.get("over-menu")).size(text_size::STATUS))
                        .clicked()
                    {
                        leave.write(Leave(LeaveTo::Menu));
                    }
                });
                if !current.moves.is_empty() {
                    ui.horizontal_wrapped(|ui| {
                        let replay =
                            ui.button(egui::RichText::new(words.get("over-replay")).size(text_size::HEADING));
                        if replay.on_hover_text(words.get("over-replay-explain")).clicked() {
                            review.write(Review(ReviewStep::Replay));
                        }
                        let back = ui.button(
                            egui::RichText::new(words.get("over-step-back")).size(text_size::HEADING),
                        );
                        if back.on_hover_text(words.get("over-step-back-explain")).clicked() {
                            review.write(Review(ReviewStep::Back));
                        }
                        let analyse = ui.button(
                            egui::RichText::new(words.get("analysis-analyse")).size(text_size::HEADING),
                        );
                        if analyse.on_hover_text(words.get("analysis-analyse-hint")).clicked() {
                            analyse_game.write(AnalyseGame);
                        }
                    });
                }
            });
        });
    Ok(())
}
