//! The board's question, once the seeds have stopped: each answer with what follows from it.
//! The same answers can be clicked on the board (the green pits). Also the Blitz call when a
//! count runs out.

use super::beside;
use super::layout::{BarRoom, PanelRoom, ask_for_room};
use crate::app::base::PausableSystems;
use crate::app::base::settings::Settings;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, Fold, GOLD, bottom_window, button_row, is_narrow, side_color};
use crate::app::blitz::clock::BlitzClock;
use crate::app::blitz::messages::TurnLost;
use crate::app::game::messages::{CancelChoice, OptionChosen};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::game::turn::{Question, Turn};
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
    mut room: ResMut<PanelRoom>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Face to face, North answers on its own strip (`face_to_face`); South's panel stands above
    // South's bar.
    let face_to_face = settings.face_to_face;
    let place = beside::place(ctx, &room);
    let asking = phase.get().is_choosing() && turn.question.is_some();
    // On a phone the question stands clear of the pits: upright, a sheet below the board; held
    // sideways, a panel at its right. The board is fitted into the rest.
    let sheet = place.phone && !face_to_face && asking;
    ask_for_room(&mut room, "question", if sheet { SHEET_ROOM } else { 0.0 });
    if !phase.get().is_choosing() {
        return Ok(());
    }
    if face_to_face && current.game.side_to_move() == crate::rules::Side::North {
        return Ok(());
    }
    // Above South's bar, as high as it was last drawn.
    let lift = if face_to_face { bar_room.0 * ctx.viewport_rect().height() } else { 0.0 };
    if let Some(question) = &turn.question {
        let prompt = game_words::prompt(&words, &question.prompt);
        if sheet {
            let fold = Fold {
                summary: prompt.clone(),
                hide: &words.get("sheet-fold"),
                show: &words.get("sheet-unfold"),
            };
            let upright = place.upright;
            beside::show(ctx, &mut room, &place, (words.get("ask-title"), "question"), fold, |ui| {
                if upright {
                    answer_buttons(ui, question, &words, &mut answers, Answering::Sheet);
                } else {
                    // Beside the board there is no sheet's line: the prompt heads the panel.
                    ui.label(egui::RichText::new(&prompt).size(text_size::LEAD).color(GOLD).strong());
                    answer_buttons(ui, question, &words, &mut answers, Answering::Beside);
                }
            });
            return Ok(());
        }
        bottom_window("Question").anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0 - lift]).show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(prompt).size(text_size::PROMPT).color(GOLD).strong());
                ui.add_space(6.0);
                answer_buttons(ui, question, &words, &mut answers, Answering::Floating);
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

/// On a phone the question asks this much room: upright, of the height (its sheet is drawn as
/// tall as it needs, up to what leaves the pits their size); sideways, of the width.
const SHEET_ROOM: f32 = 0.3;

/// Where the answers are laid out.
#[derive(Clone, Copy, PartialEq)]
enum Answering {
    /// A sheet below the board (a phone held upright): two answers side by side, the way back
    /// beside the hint, so the board keeps its room.
    Sheet,
    /// A narrow panel at the board's right (a phone held sideways): one under another.
    Beside,
    /// Floating over the board's lower edge: side by side on a wide window, one under another on
    /// a narrow one.
    Floating,
}

/// The question's answers, each with what follows from it, the way back (at the start of a turn),
/// and how else to answer.
fn answer_buttons(
    ui: &mut egui::Ui,
    question: &Question,
    words: &Words,
    answers: &mut Answers,
    at: Answering,
) {
    let count = question.answers.len();
    let side_by_side = at == Answering::Sheet && (1..=2).contains(&count);
    let width = if is_narrow(ui.ctx()) || at == Answering::Beside { ui.available_width() } else { 220.0 };
    let cancel = |ui: &mut egui::Ui, answers: &mut Answers, height: f32| {
        if question.at_start
            && ui.add(egui::Button::new(words.get("ask-cancel")).min_size(egui::vec2(90.0, height))).clicked()
        {
            answers.cancel.write(CancelChoice);
        }
    };
    // An answer as wide as `width`, its words wrapped to it.
    let answer = |ui: &mut egui::Ui, n: usize, width: f32| {
        let Some(answer) = question.answers.get(n) else { return false };
        let label = game_words::answer_label(words, &answer.label);
        let detail = game_words::answer_detail(words, &answer.detail);
        let text = egui::RichText::new(format!("{label}\n{detail}")).size(text_size::BODY);
        ui.add(egui::Button::new(text).wrap().min_size(egui::vec2(width, 52.0))).clicked()
    };
    let mut chosen = None;
    let mut each = |ui: &mut egui::Ui, answers: &mut Answers| {
        for n in 0..count {
            if answer(ui, n, width) {
                chosen = Some(n);
            }
        }
        if at != Answering::Sheet {
            cancel(ui, answers, 52.0);
        }
    };
    match at {
        Answering::Sheet if side_by_side => {
            ui.columns(count, |columns| {
                for (n, column) in columns.iter_mut().enumerate() {
                    if answer(column, n, column.available_width()) {
                        chosen = Some(n);
                    }
                }
            });
        }
        Answering::Sheet | Answering::Beside => {
            ui.vertical_centered_justified(|ui| each(ui, answers));
        }
        Answering::Floating => {
            button_row(ui, |ui| each(ui, answers));
        }
    }
    if let Some(n) = chosen {
        answers.chosen.write(OptionChosen(n));
    }
    let hint = if question.answers.iter().any(|a| a.target.is_some()) {
        words.with("ask-keys-or-click", &[("count", count.into())])
    } else {
        words.with("ask-keys", &[("count", count.into())])
    };
    ui.horizontal_wrapped(|ui| {
        if at == Answering::Sheet {
            cancel(ui, answers, 44.0);
        }
        ui.label(egui::RichText::new(hint).color(CREAM));
    });
}
