//! The board's question, once the seeds have stopped: each answer with what follows from it.
//! The same answers can be clicked on the board (the green pits). Also the Blitz call when a
//! count runs out.

use super::layout::BarRoom;
use crate::app::base::PausableSystems;
use crate::app::base::settings::Settings;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, GOLD, bottom_window, button_row, is_narrow, side_color};
use crate::app::blitz::clock::BlitzClock;
use crate::app::blitz::messages::TurnLost;
use crate::app::game::messages::{CancelChoice, OptionChosen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::turn::Turn;
use crate::app::game::words as game_words;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, panel.in_set(PausableSystems).in_set(Panels::Board));
}

/// What the question's panel answers: an option chosen, the choice cancelled, the turn lost to
/// the clock.
#[derive(SystemParam)]
pub(super) struct Answers<'w> {
    chosen: MessageWriter<'w, OptionChosen>,
    cancel: MessageWriter<'w, CancelChoice>,
    lost: MessageWriter<'w, TurnLost>,
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    turn: Res<Turn>,
    (current, phase): (Res<Match>, Res<State<BoardPhase>>),
    clock: Res<BlitzClock>,
    mut answers: Answers,
    words: Res<Words>,
    (settings, bar_room): (Res<Settings>, Res<BarRoom>),
) -> Result {
    if !phase.get().is_choosing() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Face to face, North answers on its own strip (`face_to_face`); South's panel stands above
    // South's bar.
    let face_to_face = settings.face_to_face;
    if face_to_face && current.game.side_to_move() == crate::rules::Side::North {
        return Ok(());
    }
    // Above South's bar, as high as it was last drawn.
    let lift = if face_to_face { bar_room.0 * ctx.viewport_rect().height() } else { 0.0 };
    if let Some(question) = &turn.question {
        bottom_window("Question").anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0 - lift]).show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                let prompt = game_words::prompt(&words, &question.prompt);
                ui.label(egui::RichText::new(prompt).size(text_size::PROMPT).color(GOLD).strong());
                ui.add_space(6.0);
                // Side by side on a wide window; on a phone one under another, as wide as the panel.
                let width = if is_narrow(ui.ctx()) { ui.available_width() } else { 220.0 };
                button_row(ui, |ui| {
                    for (n, answer) in question.answers.iter().enumerate() {
                        let label = game_words::answer_label(&words, &answer.label);
                        let detail = game_words::answer_detail(&words, &answer.detail);
                        let text = egui::RichText::new(format!("{label}\n{detail}")).size(text_size::BODY);
                        if ui.add(egui::Button::new(text).wrap().min_size(egui::vec2(width, 52.0))).clicked()
                        {
                            answers.chosen.write(OptionChosen(n));
                        }
                    }
                    if question.at_start
                        && ui
                            .add(egui::Button::new(words.get("ask-cancel")).min_size(egui::vec2(90.0, 52.0)))
                            .clicked()
                    {
                        answers.cancel.write(CancelChoice);
                    }
                });
                let count = question.answers.len();
                let hint = if question.answers.iter().any(|a| a.target.is_some()) {
                    words.with("ask-keys-or-click", &[("count", count.into())])
                } else {
                    words.with("ask-keys", &[("count", count.into())])
                };
                ui.label(egui::RichText::new(hint).color(CREAM));
            });
        });
    } else if clock.expired && current.game.outcome().is_none() {
        let late = current.game.side_to_move();
        bottom_window("Time").show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                let (late_name, other) = (names::side(&words, late), names::side(&words, late.opponent()));
                let ran_out = words
                    .with("blitz-ran-out", &[("late", late_name.into()), ("other", other.clone().into())]);
                ui.label(egui::RichText::new(ran_out).size(text_size::HEADING).color(CREAM));
                let steal = egui::RichText::new(words.with("blitz-take-turn", &[("other", other.into())]))
                    .size(text_size::HEADING)
                    .color(side_color(late.opponent()));
                if ui.button(steal).clicked() {
                    answers.lost.write(TurnLost);
                }
            });
        });
    }
    Ok(())
}
