//! The puzzle's panel beside the board: which puzzle, the side to play and in how many moves it
//! wins (a mistake: what was played, to be bettered); then how the moves go — right and
//! answered, wrong and answered (taken back), the solution after a second wrong first move,
//! solved with the next puzzle.

use super::book::{Book, Progress, PuzzleOnBoard, Solving, Source};
use super::messages::{BackFromMistakes, StartPuzzle};
use crate::app::analysis::messages::RetryMistakes;
use crate::app::base::PausableSystems;
use crate::app::base::Screen;
use crate::app::base::progress::Learned;
use crate::app::base::text_size;
use crate::app::base::widgets::{CREAM, Fold, GOLD, Panels};
use crate::app::base::widgets::{MISSED, RIGHT};
use crate::app::board::beside;
use crate::app::board::layout::PanelRoom;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::locale::analysis::mark;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window
            .run_if(in_state(Screen::Playing).and_then(on_a_puzzle))
            .in_set(PausableSystems)
            .in_set(Panels::Board),
    );
}

fn on_a_puzzle(on_board: Res<PuzzleOnBoard>) -> bool {
    on_board.0.is_some()
}

/// What a click in the panel asks.
enum Asked {
    Puzzle(StartPuzzle),
    Mistake(usize),
    BackToGame,
    AllPuzzles,
}

/// Where the puzzle's panel leads: another puzzle, another of the game's mistakes, back to the
/// game, or to the puzzles' list.
#[derive(SystemParam)]
struct PuzzleAsks<'w> {
    puzzles: MessageWriter<'w, StartPuzzle>,
    mistakes: MessageWriter<'w, RetryMistakes>,
    back: MessageWriter<'w, BackFromMistakes>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

fn window(
    mut contexts: EguiContexts,
    on_board: Res<PuzzleOnBoard>,
    (book, learned): (Res<Book>, Res<Learned>),
    mut room: ResMut<PanelRoom>,
    (current, phase): (Res<Match>, Res<State<BoardPhase>>),
    words: Res<Words>,
    mut asks: PuzzleAsks,
) -> Result {
    let Some(solving) = &on_board.0 else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    let moving = *phase.get() == BoardPhase::Animating;
    let mut asked = None;
    let fold = Fold {
        summary: task(solving, &words),
        hide: &words.get("sheet-fold"),
        show: &words.get("sheet-unfold"),
    };
    beside::show(ctx, &mut room, &place, (words.get("puzzle-title"), "puzzle"), fold, |ui| {
        // How it goes is said until the first move; then the room is the move's (a phone's
        // panel is short, and its buttons must show).
        let explain = solving.progress == Progress::Solving && current.moves.is_empty();
        heading(ui, solving, (&book, &words), explain, (place.phone, place.upright));
        ui.add_space(6.0);
        if !moving {
            asked = how_it_goes(ui, solving, &book, &learned, &current, &words);
        }
        // Once solved, the way out stands in the row of what may come next.
        if solving.progress != Progress::Solved {
            ui.add_space(4.0);
            if let Some(out) = way_out(ui, solving, &words) {
                asked = Some(out);
            }
        }
    });
    match asked {
        Some(Asked::Puzzle(start)) => {
            asks.puzzles.write(start);
        }
        Some(Asked::Mistake(index)) => {
            asks.mistakes.write(RetryMistakes(index));
        }
        Some(Asked::BackToGame) => {
            asks.back.write(BackFromMistakes);
        }
        Some(Asked::AllPuzzles) => asks.next_screen.set(Screen::Learn),
        None => {}
    }
    Ok(())
}

/// Back to the puzzles (a shipped puzzle) or to the game (a mistake).
fn way_out(ui: &mut egui::Ui, solving: &Solving, words: &Words) -> Option<Asked> {
    let (label, asked) = match &solving.source {
        Source::Book { .. } => ("puzzle-all", Asked::AllPuzzles),
        Source::Mistakes { .. } => ("mistake-back", Asked::BackToGame),
    };
    ui.button(words.get(label)).clicked().then_some(asked)
}

fn say(text: String, size: f32, colour: egui::Color32) -> egui::RichText {
    egui::RichText::new(text).size(size).color(colour)
}

/// Which puzzle, its task, and (before the first move) how it goes; on a phone, which puzzle it
/// is only before the first move too, and in a sheet no task: the sheet's line says it.
fn heading(
    ui: &mut egui::Ui,
    solving: &Solving,
    (book, words): (&Book, &Words),
    explain: bool,
    (phone, sheet): (bool, bool),
) {
    let which_shown = explain || !phone;
    let other = names::side(words, solving.solver.opponent());
    match &solving.source {
        Source::Book { kind, index } => {
            let game = names::game_and_rules(words, *kind, solving.start.preset());
            let count = book.puzzles(*kind).len();
            let which = words.with(
                "puzzle-of",
                &[("number", (index + 1).into()), ("count", count.into()), ("game", game.into())],
            );
            if which_shown {
                ui.label(say(which, text_size::CAPTION, CREAM.gamma_multiply(0.75)));
            }
            if !sheet {
                ui.label(say(task(solving, words), text_size::STATUS, GOLD));
            }
            if explain {
                ui.label(say(words.with("puzzle-explain", &[("other", other.into())]), 15.0, CREAM));
            }
        }
        Source::Mistakes { index, mistakes, .. } => {
            let Some(mistake) = mistakes.get(*index) else { return };
            let which = words.with(
                "mistake-of",
                &[
                    ("number", (index + 1).into()),
                    ("count", mistakes.len().into()),
                    ("ply", mistake.ply.into()),
                ],
            );
            if which_shown {
                ui.label(say(which, text_size::CAPTION, CREAM.gamma_multiply(0.75)));
            }
            if !sheet {
                ui.label(say(task(solving, words), text_size::STATUS, GOLD));
            }
            if explain {
                ui.label(say(words.with("mistake-explain", &[("other", other.into())]), 15.0, CREAM));
            }
        }
    }
}

/// What the solver is asked, in a line.
fn task(solving: &Solving, words: &Words) -> String {
    let side = names::side(words, solving.solver);
    match &solving.source {
        Source::Book { .. } => {
            let moves = solving.depth.div_ceil(2);
            words.with("puzzle-task", &[("side", side.into()), ("moves", moves.into())])
        }
        Source::Mistakes { index, mistakes, .. } => match mistakes.get(*index) {
            Some(mistake) => words.with(
                "mistake-task",
                &[
                    ("side", side.into()),
                    ("move", mistake.played.clone().into()),
                    ("mark", mark(words, mistake.mark).into()),
                ],
            ),
            None => String::new(),
        },
    }
}

/// How the moves went, and what may be asked next.
fn how_it_goes(
    ui: &mut egui::Ui,
    solving: &Solving,
    book: &Book,
    learned: &Learned,
    current: &Match,
    words: &Words,
) -> Option<Asked> {
    let other = names::side(words, solving.solver.opponent());
    let answer = |ply: usize| current.moves.get(ply + 1).cloned();
    let mut asked = None;
    match &solving.progress {
        Progress::Solving => {
            // After a right move and its answer: the puzzle goes on.
            if let Some(last) = current.moves.last().filter(|_| current.moves.len().is_multiple_of(2)) {
                let text =
                    words.with("puzzle-go-on", &[("side", other.into()), ("move", last.clone().into())]);
                ui.label(say(text, text_size::NOTE, RIGHT));
            }
            if let Some(solution) = solving.hint(current.moves.len()) {
                let id = if solving.mistake().is_some() { "mistake-hint" } else { "puzzle-hint" };
                ui.label(say(words.with(id, &[("move", solution.to_string().into())]), 15.0, GOLD));
            }
        }
        Progress::Weighing { played } => {
            let text = words.with("mistake-weighing", &[("move", played.clone().into())]);
            ui.label(say(text, text_size::NOTE, CREAM));
        }
        Progress::Wrong { ply, played } => {
            let id = if solving.mistake().is_some() { "mistake-wrong" } else { "puzzle-wrong" };
            let mut text = words.with(id, &[("move", played.clone().into())]);
            if let Some(reply) = answer(*ply) {
                let answered =
                    words.with("puzzle-answered", &[("side", other.into()), ("move", reply.into())]);
                text = format!("{text} {answered} {}", words.get("puzzle-taken-back"));
            }
            ui.label(say(text, text_size::NOTE, MISSED));
        }
        Progress::Solved => {
            let said = match (&solving.as_good, solving.mistake().is_some()) {
                (Some(played), _) => words.with(
                    "mistake-as-good",
                    &[("move", played.clone().into()), ("better", solving.solution.clone().into())],
                ),
                (None, true) => words.get("mistake-solved"),
                (None, false) => words.get("puzzle-solved"),
            };
            // What the winning move showed: its theme beside the word of praise, its line under
            // the buttons (a phone's sheet is short: what comes next must show).
            let theme = solving.theme.map(|theme| format!("puzzle-theme-{}", theme.id()));
            ui.horizontal_wrapped(|ui| {
                ui.label(say(said, text_size::LEAD, RIGHT).strong());
                if let Some(id) = &theme {
                    ui.label(say(words.get(id), text_size::BODY, GOLD).strong());
                }
            });
            ui.horizontal_wrapped(|ui| {
                let (next, again) = match &solving.source {
                    Source::Book { kind, index } => {
                        let count = book.puzzles(*kind).len();
                        let next = book.next_unsolved(*kind, (index + 1) % count.max(1), learned);
                        let start = |index| Asked::Puzzle(StartPuzzle { kind: *kind, index });
                        (Some((words.get("puzzle-next"), start(next))), start(*index))
                    }
                    Source::Mistakes { index, mistakes, .. } => {
                        let next = (index + 1 < mistakes.len())
                            .then(|| (words.get("mistake-next"), Asked::Mistake(index + 1)));
                        (next, Asked::Mistake(*index))
                    }
                };
                if let Some((label, next)) = next
                    && ui.add(egui::Button::new(say(label, text_size::BODY, CREAM).strong())).clicked()
                {
                    asked = Some(next);
                }
                if ui.button(words.get("learn-again")).clicked() {
                    asked = Some(again);
                }
                if let Some(out) = way_out(ui, solving, words) {
                    asked = Some(out);
                }
            });
            if let Some(id) = &theme {
                ui.label(say(words.get(&format!("{id}-line")), 15.0, CREAM));
            }
        }
    }
    asked
}
