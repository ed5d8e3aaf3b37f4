//! The analysis window: while the engine works, how far it has got; then South's chance across
//! the game as a graph (click a point to see the board there), each player's marks and mean loss,
//! and the moves that lost most, each with the engine's move instead.

use super::messages::Explore;
use super::messages::RetryMistakes;
use super::mistakes;
use super::state::GameAnalysis;
use crate::ai::analysis::{Analysis, Mark};
use crate::app::base::text_size;
use crate::app::base::widgets::DEEP;
use crate::app::base::widgets::mark_colour;
use crate::app::base::widgets::{CREAM, Fold, GOLD, Panels, side_color};
use crate::app::board::beside;
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::messages::Review;
use crate::app::game::messages::ReviewStep;
use crate::app::game::the_match::Match;
use crate::app::locale::analysis::{mark, percent};
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        window.run_if(in_state(crate::app::base::Screen::Playing)).in_set(Panels::Board),
    );
}

/// Upright, the analysis is a sheet along the bottom edge, asking this much room; it steps aside
/// for the analysis board's panel (which asks more) while a variation is on.
const SHEET_ROOM: f32 = 0.26;

fn window(
    mut contexts: EguiContexts,
    mut analysis: ResMut<GameAnalysis>,
    (current, words): (Res<Match>, Res<Words>),
    mut room: ResMut<PanelRoom>,
    mut review: MessageWriter<Review>,
    mut explore: MessageWriter<Explore>,
    mut retry_mistakes: MessageWriter<RetryMistakes>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let place = beside::place(ctx, &room);
    // On a phone, held either way, the analysis stands clear of the pits (below the board or at
    // its right); on a wide window it floats where the player puts it.
    let sheet = place.phone && analysis.open;
    ask_for_room(&mut room, "analysis", if sheet { SHEET_ROOM } else { 0.0 });
    if !analysis.open || (sheet && !room.given_to("analysis")) {
        return Ok(());
    }
    let mut open = true;
    let mut contents = |ui: &mut egui::Ui| {
        if let Some(why) = &analysis.failed {
            ui.label(egui::RichText::new(why).color(egui::Color32::LIGHT_RED));
            return;
        }
        let Some(found) = analysis.of(&current) else {
            if analysis.running(&current) {
                let (done, all) = analysis.progress;
                let text = words.with("analysis-running", &[("done", done.into()), ("count", all.into())]);
                ui.label(egui::RichText::new(text).color(CREAM));
                ui.add(egui::ProgressBar::new(done as f32 / all.max(1) as f32));
            } else {
                // The board holds another game (or more moves) than the one analysed.
                ui.label(egui::RichText::new(words.get("analysis-other-game")).color(CREAM));
            }
            return;
        };
        let (shown, _) = current.ply();
        if let Some(ply) = graph(ui, found, shown, &words) {
            review.write(Review(ReviewStep::To(ply)));
        }
        // Before a marked move: what was played, and the engine's move, previewed on the board.
        let next = found.review(shown + 1).filter(|r| current.reviewing && r.mark >= Mark::Inaccuracy);
        if let Some(review) = next
            && let Some(better) = &review.better
        {
            let here = words.with(
                "analysis-here",
                &[
                    ("side", names::side(&words, review.mover).into()),
                    ("move", review.played.clone().into()),
                    ("mark", mark(&words, review.mark).into()),
                    ("better", better.clone().into()),
                ],
            );
            ui.label(egui::RichText::new(here).color(mark_colour(review.mark)));
        }
        ui.horizontal_wrapped(|ui| {
            let explore_button = ui.button(words.get("explore-from-here"));
            if explore_button.on_hover_text(words.get("explore-from-here-explain")).clicked() {
                explore.write(Explore::default());
            }
            let count = mistakes::count(&current, found);
            if count > 0 {
                let retry = ui.button(words.with("mistakes-retry", &[("count", count.into())]));
                if retry.on_hover_text(words.get("mistakes-retry-hint")).clicked() {
                    retry_mistakes.write(RetryMistakes(0));
                }
            }
        });
        ui.add_space(6.0);
        // A phone is narrower than the table: it scrolls sideways rather than run off.
        egui::ScrollArea::horizontal().id_salt("summary").show(ui, |ui| summary(ui, found, &words));
        ui.add_space(6.0);
        if let Some(ply) = marked_moves(ui, found, &words) {
            review.write(Review(ReviewStep::To(ply)));
        }
    };
    if sheet {
        // Folded, the line still says how far the computer has got.
        let summary = match analysis.of(&current) {
            None if analysis.running(&current) => {
                let (done, all) = analysis.progress;
                words.with("analysis-running", &[("done", done.into()), ("count", all.into())])
            }
            _ => words.get("analysis-title"),
        };
        let fold = Fold { summary, hide: &words.get("sheet-fold"), show: &words.get("sheet-unfold") };
        beside::show(ctx, &mut room, &place, (words.get("analysis-title"), "analysis"), fold, |ui| {
            contents(ui);
            if ui.button(words.get("analysis-close")).clicked() {
                open = false;
            }
        });
    } else {
        let width = (ctx.viewport_rect().width() - 24.0).min(440.0);
        egui::Window::new(words.get("analysis-title"))
            .id(egui::Id::new("analysis"))
            .open(&mut open)
            .default_width(width)
            .max_width(width)
            .default_pos([12.0, 70.0])
            .show(ctx, contents);
    }
    analysis.open = open;
    Ok(())
}

/// South's chance after each move, from the start: 100 % (South winning) at the top. The position shown is a
/// gold line; a marked move is a dot of its mark's colour. A click shows the board there.
fn graph(ui: &mut egui::Ui, found: &Analysis, shown: usize, words: &Words) -> Option<usize> {
    let size = egui::vec2(ui.available_width(), 120.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, DEEP);
    let plies = found.chances.len().saturating_sub(1).max(1) as f32;
    // Inside a margin, so the dots at the ends are whole.
    let inner = rect.shrink(5.0);
    let at = |ply: usize, chance: f64| {
        egui::pos2(
            inner.left() + inner.width() * ply as f32 / plies,
            inner.bottom() - inner.height() * chance.clamp(0.0, 1.0) as f32,
        )
    };
    // The line across the middle is an even game.
    painter.hline(rect.x_range(), rect.center().y, egui::Stroke::new(1.0, CREAM.gamma_multiply(0.3)));
    let line: Vec<egui::Pos2> = found.chances.iter().enumerate().map(|(ply, &c)| at(ply, c)).collect();
    painter.add(egui::Shape::line(line, egui::Stroke::new(2.0, side_color(Side::South))));
    let x = at(shown, 0.5).x;
    painter.vline(x, rect.y_range(), egui::Stroke::new(1.5, GOLD));
    for review in &found.moves {
        if review.mark >= Mark::Inaccuracy {
            let centre = at(review.ply, review.after);
            painter.circle(
                centre,
                4.0,
                mark_colour(review.mark),
                egui::Stroke::new(1.0, egui::Color32::BLACK),
            );
        }
    }
    let top = words.with("analysis-graph-side", &[("side", names::side(words, Side::South).into())]);
    let bottom = words.with("analysis-graph-side", &[("side", names::side(words, Side::North).into())]);
    let font = egui::FontId::proportional(text_size::LEGEND);
    let faint = CREAM.gamma_multiply(0.6);
    painter.text(rect.left_top() + egui::vec2(4.0, 2.0), egui::Align2::LEFT_TOP, top, font.clone(), faint);
    painter.text(rect.left_bottom() + egui::vec2(4.0, -2.0), egui::Align2::LEFT_BOTTOM, bottom, font, faint);
    let response = response.on_hover_text(words.get("analysis-graph-hint"));
    let clicked = response.clicked().then(|| response.interact_pointer_pos()).flatten();
    clicked.map(|pos| {
        (((pos.x - inner.left()) / inner.width() * plies).round().max(0.0) as usize).min(plies as usize)
    })
}

/// Each player's marks and the mean chance a move gave away.
fn summary(ui: &mut egui::Ui, found: &Analysis, words: &Words) {
    egui::Grid::new("analysis summary").striped(true).show(ui, |ui| {
        ui.label("");
        for each in Mark::ALL {
            ui.label(egui::RichText::new(mark(words, each)).color(mark_colour(each)).small());
        }
        ui.label(egui::RichText::new(words.get("analysis-mean-loss")).small());
        ui.end_row();
        for side in Side::BOTH {
            let summary = found.summary(side);
            ui.label(egui::RichText::new(names::side(words, side)).color(side_color(side)));
            for each in Mark::ALL {
                ui.label(summary.counts[each as usize].to_string());
            }
            ui.label(words.with("analysis-percent", &[("value", percent(summary.mean_loss).into())]));
            ui.end_row();
        }
    });
}

/// The moves marked an inaccuracy or worse: a click shows the board before the move, where the
/// engine's move could have been played instead.
fn marked_moves(ui: &mut egui::Ui, found: &Analysis, words: &Words) -> Option<usize> {
    let mut chosen = None;
    let marked: Vec<_> = found.moves.iter().filter(|m| m.mark >= Mark::Inaccuracy).collect();
    if marked.is_empty() {
        ui.label(egui::RichText::new(words.get("analysis-clean")).color(CREAM));
        return None;
    }
    egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
        for review in marked {
            let text = words.with(
                "analysis-move",
                &[
                    ("ply", review.ply.into()),
                    ("side", names::side(words, review.mover).into()),
                    ("move", review.played.clone().into()),
                    ("mark", mark(words, review.mark).into()),
                    ("loss", percent(review.loss).into()),
                ],
            );
            let better = review
                .better
                .as_ref()
                .map(|better| words.with("analysis-better", &[("move", better.clone().into())]))
                .unwrap_or_default();
            let row = ui.selectable_label(
                false,
                egui::RichText::new(format!("{text}  {better}")).color(mark_colour(review.mark)),
            );
            if row.on_hover_text(words.get("analysis-move-hint")).clicked() {
                chosen = Some(review.ply - 1);
            }
        }
    });
    chosen
}
