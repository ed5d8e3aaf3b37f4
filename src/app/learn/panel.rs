//! The lesson's panel beside the board: which lesson, its few sentences and its task; once the
//! learner has moved, done (with the next lesson) or why not (and, after a second miss, the
//! lesson's move, shown on the board as a preview).

use super::lesson::{LessonOnBoard, Lessons};
use super::menu::{learning_game, practice_game_words};
use super::messages::{FirstGame, StartLesson};
use crate::app::base::PausableSystems;
use crate::app::base::Screen;
use crate::app::base::text_size;
use crate::app::base::widgets::{CREAM, Fold, GOLD, Panels};
use crate::app::base::widgets::{MISSED, RIGHT};
use crate::app::board::beside;
use crate::app::board::layout::PanelRoom;
use crate::app::game::arranging::{Fill, SetupAction};
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::locale::lessons::{Part, lesson, miss, scene_task};
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::setup::controls;
use crate::lessons::{arrange, place_of};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window
            .run_if(in_state(Screen::Playing).and_then(on_a_lesson))
            .in_set(PausableSystems)
            .in_set(Panels::Board),
    );
}

fn on_a_lesson(on_board: Res<LessonOnBoard>) -> bool {
    on_board.0.is_some()
}

/// Where the lesson's panel leads: the next lesson or this one again, the path's first game, or
/// back to the lessons.
#[derive(SystemParam)]
struct LessonAsks<'w> {
    start: MessageWriter<'w, StartLesson>,
    first_game: MessageWriter<'w, FirstGame>,
    next_screen: ResMut<'w, NextState<Screen>>,
    /// An arrangement lesson's: the setup's controls, and its own arrangement after the second miss.
    arrange: MessageWriter<'w, SetupAction>,
}

fn window(
    mut contexts: EguiContexts,
    (on_board, lessons): (Res<LessonOnBoard>, Res<Lessons>),
    mut room: ResMut<PanelRoom>,
    (current, phase): (Res<Match>, Res<State<BoardPhase>>),
    words: Res<Words>,
    mut asks: LessonAsks,
) -> Result {
    let Some(attempt) = &on_board.0 else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    // On a phone the room is short: the task and how the move went come first.
    let tall = place.phone;
    let (kind, each) = (attempt.kind, &attempt.lesson);
    let count = lessons.path(kind).len();
    let moving = *phase.get() == BoardPhase::Animating;
    let say =
        |text: String, size: f32, colour: egui::Color32| egui::RichText::new(text).size(size).color(colour);
    let summary = scene_task(&words, kind, each, attempt.step);
    let fold = Fold { summary, hide: &words.get("sheet-fold"), show: &words.get("sheet-unfold") };
    beside::show(ctx, &mut room, &place, (words.get("learn-lesson"), "lesson"), fold, |ui| {
        // With its rule set: a lesson's sentences may be true under it alone.
        let game = names::game_and_rules(&words, kind, attempt.start.preset());
        let place = place_of(lessons.path(kind), attempt.index);
        let mut which = words.with(
            "learn-lesson-of",
            &[("number", place.concept.into()), ("count", place.concepts.into()), ("game", game.into())],
        );
        if place.exercises > 1 {
            let exercise = words.with(
                "learn-exercise-of",
                &[("number", place.exercise.into()), ("count", place.exercises.into())],
            );
            which = format!("{which} · {exercise}");
        }
        let title = say(lesson(&words, kind, each, Part::Title), 20.0, GOLD);
        let which = say(which, text_size::CAPTION, CREAM.gamma_multiply(0.75));
        if tall {
            // On a phone, one line for both, and the way out beside them: the sentences below
            // may run past the sheet's room, and no button may go with them.
            ui.horizontal_wrapped(|ui| {
                ui.label(title);
                ui.label(which);
                if ui.button(words.get("learn-all-lessons")).clicked() {
                    asks.next_screen.set(Screen::Learn);
                }
            });
        } else {
            ui.label(which);
            ui.label(title);
        }
        // Upright, the room is short: the task and how the move went come first.
        if !tall {
            ui.label(say(lesson(&words, kind, each, Part::Text), 15.0, CREAM));
            ui.add_space(4.0);
        }
        ui.label(say(scene_task(&words, kind, each, attempt.step), 16.0, CREAM).strong());
        // On a phone the buttons follow the words closely: the sheet's room is the board's.
        let space = if tall { 0.0 } else { 1.0 };
        ui.add_space(6.0 * space);
        match &attempt.verdict {
            _ if moving => {}
            // A scene's earlier move was right: the computer answers, then the next is the learner's.
            None if attempt.step > 0 => {
                let said = match current.moves.last().filter(|_| current.moves.len() == attempt.ply()) {
                    Some(answer) => words.with("learn-scene-answered", &[("move", answer.clone().into())]),
                    None => words.get("learn-scene-right"),
                };
                ui.label(say(said, text_size::NOTE, RIGHT));
            }
            None => {}
            Some(Ok(_)) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(say(words.get("learn-done"), text_size::LEAD, RIGHT).strong());
                    if attempt.starred() {
                        ui.label(say(words.get("learn-star"), text_size::BODY, GOLD));
                    }
                });
                ui.horizontal_wrapped(|ui| {
                    if attempt.index + 1 < count {
                        let next =
                            egui::Button::new(say(words.get("learn-next"), text_size::BODY, CREAM).strong());
                        if ui.add(next).clicked() {
                            asks.start.write(StartLesson { kind, index: attempt.index + 1 });
                        }
                    } else if ui.button(say(words.get("learn-first-game"), text_size::BODY, CREAM)).clicked()
                    {
                        asks.first_game.write(FirstGame::of(kind));
                    }
                    // The last lesson of a learning game: a game of it, guided, before going on.
                    if let Some(game) = learning_game(kind, lessons.path(kind), attempt.index) {
                        let text = practice_game_words(&words, game);
                        if ui.button(say(text, text_size::BODY, CREAM)).clicked() {
                            asks.first_game.write(game);
                        }
                    }
                    if ui.button(words.get("learn-again")).clicked() {
                        asks.start.write(StartLesson { kind, index: attempt.index });
                    }
                });
            }
            // An arrangement missed: the learner's seeds stay, to mend; after the second miss the
            // lesson offers its own arrangement.
            Some(Err(why)) if each.arrangement().is_some() => {
                let said = format!("{} {}", miss(&words, why), words.get("learn-try-arrangement-again"));
                ui.label(say(said, text_size::NOTE, MISSED));
                let pits =
                    attempt.hint_move().and_then(|rows| arrange::learner_pits(&attempt.start, rows).ok());
                if let Some(pits) = pits
                    && ui.button(say(words.get("learn-show-arrangement"), text_size::BODY, GOLD)).clicked()
                {
                    asks.arrange.write(SetupAction::Fill(Fill::These(pits)));
                }
            }
            Some(Err(why)) => {
                let said = format!("{} {}", miss(&words, why), words.get("learn-try-again"));
                ui.label(say(said, text_size::NOTE, MISSED));
                if let Some(move_text) = attempt.hint_move().filter(|_| current.moves.len() == attempt.ply())
                {
                    let hint = words.with("learn-hint", &[("move", move_text.to_string().into())]);
                    ui.label(say(hint, text_size::NOTE, GOLD));
                }
            }
        }
        // An arrangement lesson: the setup's controls are here, where the setup's panel would be,
        // after how the last arrangement went — scrolled into view once for each miss, below the
        // sentences the learner has read.
        if let Some(arranging) = current.arranging.as_ref().filter(|_| !moving) {
            ui.add_space(4.0);
            controls(ui, arranging, &words, &mut asks.arrange, true);
            let shown_for = egui::Id::new("lesson-controls-shown-for");
            let missed = attempt.misses > 0 && matches!(attempt.verdict, Some(Err(_)));
            if missed && ui.ctx().data(|d| d.get_temp::<u32>(shown_for)) != Some(attempt.misses) {
                ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
                ui.ctx().data_mut(|d| d.insert_temp(shown_for, attempt.misses));
            }
        }
        // On a phone the rule's sentences come last, after the task and how the move went: a
        // short sheet scrolls to them.
        if tall {
            ui.add_space(4.0);
            ui.label(say(lesson(&words, kind, each, Part::Text), 15.0, CREAM));
        } else {
            ui.add_space(4.0);
            if ui.button(words.get("learn-all-lessons")).clicked() {
                asks.next_screen.set(Screen::Learn);
            }
        }
    });
    Ok(())
}
