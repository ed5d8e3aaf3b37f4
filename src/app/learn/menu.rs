//! The Learn screen: each game's path of lessons in order, the finished ones ticked, each opened
//! with a click; at a path's end, a first game against the computer, and the game's puzzles.

use super::lesson::Lessons;
use super::messages::{FirstGame, StartLesson};
use crate::app::base::Screen;
use crate::app::base::progress::Learned;
use crate::app::base::text_size;
use crate::app::base::widgets::{CARD_ON, INK_ON_GOLD};
use crate::app::base::widgets::{CREAM, GOLD, Panels, display_family, is_narrow, viewport_ui};
use crate::app::locale::lessons::{Part, lesson};
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::app::puzzles::book::Book;
use crate::app::puzzles::messages::StartPuzzle;
use crate::lessons::{Lesson, learning_games, place_of};
use crate::rules::GameKind;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Learn), || info!("learn screen ready"))
        .add_systems(EguiPrimaryContextPass, screen.run_if(in_state(Screen::Learn)).in_set(Panels::Screen))
        .add_systems(
            Update,
            back_on_escape.run_if(in_state(Screen::Learn)).in_set(crate::app::base::AppSystems::RecordInput),
        );
}

/// Escape goes back to the title screen, as the Back button does.
fn back_on_escape(keys: Res<ButtonInput<KeyCode>>, mut next_screen: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next_screen.set(Screen::Title);
    }
}

/// The order a newcomer meets the games: the smallest rules first.
const PATHS: [GameKind; 3] = [GameKind::Bao, GameKind::Omweso, GameKind::Kimasai];

/// One column's width on a wide window.
const COLUMN: f32 = 330.0;

fn screen(
    mut contexts: EguiContexts,
    lessons: Res<Lessons>,
    learned: Res<Learned>,
    words: Res<Words>,
    mut start: MessageWriter<StartLesson>,
    mut first_game: MessageWriter<FirstGame>,
    (book, mut puzzle): (Res<Book>, MessageWriter<StartPuzzle>),
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let narrow = is_narrow(ctx);
    let mut root = viewport_ui(ctx);
    egui::CentralPanel::default().frame(egui::Frame::NONE).show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(if narrow { 10.0 } else { 24.0 });
                let display = display_family();
                let size = if narrow { 40.0 } else { 52.0 };
                ui.label(
                    egui::RichText::new(words.get("learn-title")).size(size).family(display).color(GOLD),
                );
                ui.label(egui::RichText::new(words.get("learn-intro")).size(text_size::LEAD).color(CREAM));
                ui.add_space(8.0);
                if ui.button(egui::RichText::new(words.get("learn-back")).size(text_size::LEAD)).clicked() {
                    next_screen.set(Screen::Title);
                }
                ui.add_space(14.0);
            });
            let mut column = |ui: &mut egui::Ui, kind: GameKind| {
                let path = lessons.path(kind);
                let done = learned.count(kind, path);
                // The game's name without its source: the column is narrow.
                let name = kind.title().split(" (").next().unwrap_or_default();
                ui.label(egui::RichText::new(name).size(text_size::STATUS).color(GOLD));
                let progress =
                    words.with("learn-progress", &[("done", done.into()), ("count", path.len().into())]);
                ui.label(egui::RichText::new(progress).color(CREAM.gamma_multiply(0.8)));
                ui.add_space(4.0);
                let several_games = path.iter().any(|each| each.rules != path[0].rules);
                for (index, each) in path.iter().enumerate() {
                    // A concept's row stands for its exercises: itself and its practices.
                    if each.practice_of.is_some() {
                        continue;
                    }
                    // Bao's path goes through its learning games: each is named where it begins,
                    // and a game of it against the computer closes it.
                    let game_begins = index == 0 || path[index - 1].rules != each.rules;
                    if let Some(game) = index.checked_sub(1).and_then(|last| learning_game(kind, path, last))
                    {
                        ui.add_space(2.0);
                        if practice_game(ui, &words, game).clicked() {
                            first_game.write(game);
                        }
                        ui.add_space(4.0);
                    }
                    if several_games && game_begins {
                        let game = names::game_title(&words, kind, Some(&each.rules));
                        ui.label(
                            egui::RichText::new(game)
                                .size(text_size::ASIDE)
                                .italics()
                                .color(CREAM.gamma_multiply(0.8)),
                        );
                    }
                    let title = lesson(&words, kind, each, Part::Title);
                    let exercises: Vec<(usize, &Lesson)> =
                        path.iter().enumerate().filter(|(_, other)| other.words_id() == each.id).collect();
                    let marks: Vec<Mark> = exercises
                        .iter()
                        .map(|(_, exercise)| {
                            match (learned.has_star(kind, exercise), learned.has(kind, exercise)) {
                                (true, _) => Mark::Star,
                                (false, true) => Mark::Done,
                                (false, false) => Mark::ToDo,
                            }
                        })
                        .collect();
                    let finished = marks.iter().all(|mark| *mark != Mark::ToDo);
                    let number = place_of(path, index).concept;
                    if lesson_row(ui, number, &title, finished, &marks).clicked() {
                        // The concept's first exercise not yet done, or its first.
                        let next =
                            exercises.iter().find(|(_, e)| !learned.has(kind, e)).map_or(index, |(i, _)| *i);
                        start.write(StartLesson { kind, index: next });
                    }
                }
                ui.add_space(6.0);
                let first = egui::Button::new(
                    egui::RichText::new(words.get("learn-first-game")).size(text_size::BODY),
                )
                .min_size(egui::vec2(ui.available_width(), 36.0));
                if ui.add(first).on_hover_text(words.get("learn-first-game-hint")).clicked() {
                    first_game.write(FirstGame::of(kind));
                }
                if let Some(index) = puzzles(ui, kind, &book, &learned, &words) {
                    puzzle.write(StartPuzzle { kind, index });
                }
            };
            if narrow {
                for kind in PATHS {
                    ui.group(|ui| {
                        ui.set_width(ui.available_width());
                        column(ui, kind);
                    });
                    ui.add_space(10.0);
                }
            } else {
                ui.horizontal_top(|ui| {
                    let count = PATHS.len() as f32;
                    ui.add_space((ui.available_width() - count * (COLUMN + 16.0)).max(0.0) / 2.0);
                    for kind in PATHS {
                        ui.group(|ui| {
                            ui.set_width(COLUMN);
                            ui.vertical(|ui| column(ui, kind));
                        });
                        ui.add_space(4.0);
                    }
                });
            }
        });
    });
    Ok(())
}

/// The game of a learning game offered after the `index`-th lesson of `kind`'s path, where that
/// learning game's lessons end.
pub(super) fn learning_game(kind: GameKind, path: &[Lesson], index: usize) -> Option<FirstGame> {
    let (_, rules) = learning_games(path).into_iter().find(|(last, _)| *last == index)?;
    FirstGame::learning(kind, rules)
}

/// "Play a game of Hus against the computer".
pub(super) fn practice_game_words(words: &Words, game: FirstGame) -> String {
    let name = names::game_title(words, game.kind, Some(game.preset));
    words.with("learn-practice-game", &[("game", name.into())])
}

/// The button for a game of a learning game: "Play a game of Hus against the computer".
fn practice_game(ui: &mut egui::Ui, words: &Words, game: FirstGame) -> egui::Response {
    let button =
        egui::Button::new(egui::RichText::new(practice_game_words(words, game)).size(text_size::BODY))
            .min_size(egui::vec2(ui.available_width(), 32.0));
    ui.add(button).on_hover_text(words.get("learn-first-game-hint"))
}

/// A game's puzzles: how many are solved, and the next to solve (which, if clicked).
fn puzzles(
    ui: &mut egui::Ui,
    kind: GameKind,
    book: &Book,
    learned: &Learned,
    words: &Words,
) -> Option<usize> {
    let count = book.puzzles(kind).len();
    if count == 0 {
        return None;
    }
    ui.add_space(10.0);
    ui.label(egui::RichText::new(words.get("puzzles-heading")).size(text_size::HEADING).color(GOLD));
    let done = book.solved(kind, learned);
    let progress = words.with("puzzles-progress", &[("done", done.into()), ("count", count.into())]);
    ui.label(egui::RichText::new(progress).color(CREAM.gamma_multiply(0.8)));
    let solve = egui::Button::new(egui::RichText::new(words.get("puzzles-start")).size(text_size::BODY))
        .min_size(egui::vec2(ui.available_width(), 36.0));
    let clicked = ui.add(solve).on_hover_text(words.get("puzzles-start-hint")).clicked();
    clicked.then(|| book.next_unsolved(kind, 0, learned))
}

/// How an exercise of a concept went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    ToDo,
    Done,
    /// Done right the first time.
    Star,
}

/// One concept to open: its number in a ring (filled gold once all its exercises are done), its
/// title (wrapped), and a star for each exercise — filled when it was done right the first time, drawn
/// when done, faint when still to do.
fn lesson_row(
    ui: &mut egui::Ui,
    number: usize,
    title: &str,
    finished: bool,
    marks: &[Mark],
) -> egui::Response {
    // The title wraps in the room the stars leave it: a phone has no hover to read a cut one.
    let stars_width = STAR_STEP * marks.len() as f32 + 8.0;
    let width = ui.available_width();
    let galley = ui.painter().layout(
        title.to_string(),
        egui::FontId::proportional(text_size::BODY),
        egui::Color32::PLACEHOLDER,
        (width - 40.0 - stars_width).max(40.0),
    );
    let size = egui::vec2(width, (galley.size().y + 10.0).max(30.0));
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let hovered = response.hovered();
    if hovered {
        ui.painter().rect_filled(
            rect,
            6.0,
            egui::Color32::from_rgba_unmultiplied(CARD_ON.r(), CARD_ON.g(), CARD_ON.b(), 200),
        );
    }
    let centre = egui::pos2(rect.left() + 18.0, rect.center().y);
    let painter = ui.painter();
    if finished {
        painter.circle_filled(centre, 11.0, GOLD);
    } else {
        painter.circle_stroke(centre, 11.0, egui::Stroke::new(1.5, GOLD));
    }
    let ink = if finished { INK_ON_GOLD } else { GOLD };
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        number.to_string(),
        egui::FontId::proportional(text_size::ASIDE),
        ink,
    );
    let colour = if hovered { GOLD } else { CREAM };
    let at = egui::pos2(rect.left() + 40.0, rect.center().y - galley.size().y / 2.0);
    painter.galley(at, galley, colour);
    // The stars at the row's end, drawn: the fonts are cut to the games' letters.
    for (n, mark) in marks.iter().rev().enumerate() {
        let centre = egui::pos2(rect.right() - 12.0 - STAR_STEP * n as f32, rect.center().y);
        let faint = GOLD.gamma_multiply(0.35);
        match mark {
            Mark::Star => star(painter, centre, 7.0, Some(GOLD), GOLD),
            Mark::Done => star(painter, centre, 7.0, None, GOLD),
            Mark::ToDo => star(painter, centre, 7.0, None, faint),
        }
    }
    response.on_hover_cursor(egui::CursorIcon::PointingHand)
}

/// How far apart a row's stars are drawn.
const STAR_STEP: f32 = 16.0;

/// A five-pointed star of `radius` at `centre`: filled with `fill`, or outlined.
fn star(
    painter: &egui::Painter,
    centre: egui::Pos2,
    radius: f32,
    fill: Option<egui::Color32>,
    line: egui::Color32,
) {
    let points: Vec<egui::Pos2> = (0..10)
        .map(|k| {
            let angle = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
            let r = if k % 2 == 0 { radius } else { radius * 0.45 };
            centre + r * egui::vec2(angle.cos(), angle.sin())
        })
        .collect();
    if let Some(fill) = fill {
        // Not convex: its inner pentagon and five tips, each convex.
        let inner: Vec<egui::Pos2> = points.iter().skip(1).step_by(2).copied().collect();
        painter.add(egui::Shape::convex_polygon(inner, fill, egui::Stroke::NONE));
        for k in (0..10).step_by(2) {
            let tip = vec![points[(k + 9) % 10], points[k], points[k + 1]];
            painter.add(egui::Shape::convex_polygon(tip, fill, egui::Stroke::NONE));
        }
    } else {
        painter.add(egui::Shape::closed_line(points, egui::Stroke::new(1.3, line)));
    }
}
