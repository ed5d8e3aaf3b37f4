//! The bar above the board: the game, whose turn it is, the Blitz count, the match score, and
//! the buttons (rules, take back, restart, menu); and the rules window it opens.

use super::rules_text::rules;
use super::{CREAM, GOLD, PANEL, UiState, score_text, side_color, viewport_ui};
use crate::app::Screen;
use crate::app::clock::BlitzClock;
use crate::app::session::{Match, NextGame, PlayMode, TakeBack};
use crate::app::sowing::Playback;
use crate::app::turn::{CancelChoice, Turn};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(in crate::app) fn bar(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    current: Res<Match>,
    playback: Res<Playback>,
    clock: Res<BlitzClock>,
    time: Res<Time>,
    mut waiting: Local<f32>,
    mut take_back: MessageWriter<TakeBack>,
    mut next_game: MessageWriter<NextGame>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &current.game;
    // A rare position takes the rules seconds to list its moves: say so, but not for a blink.
    *waiting = if current.is_ready() { 0.0 } else { *waiting + time.delta_secs() };
    let working = *waiting > 0.4 && !playback.is_busy() && game.outcome().is_none();
    let mut root = viewport_ui(ctx);
    egui::Panel::top("hud").frame(egui::Frame::NONE.fill(PANEL).inner_margin(10.0)).show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(game.kind().title()).size(20.0).color(GOLD).strong());
            ui.separator();
            let status = match (&current.arranging, game.outcome()) {
                (Some(arranging), _) => Some((arranging.side, format!("{} arranges", arranging.side))),
                (None, Some(_)) if !playback.is_busy() => None,
                (None, _) if playback.is_busy() => None,
                (None, _) => Some((game.side_to_move(), format!("{} to move", game.side_to_move()))),
            };
            match status {
                Some((side, text)) => {
                    let (dot, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                    ui.painter().circle_filled(dot.center(), 8.0, side_color(side));
                    ui.label(egui::RichText::new(text).size(20.0).color(side_color(side)).strong());
                }
                None if game.outcome().is_some() && !playback.is_busy() => {
                    ui.label(egui::RichText::new("Game over").size(20.0).color(CREAM));
                }
                None => {
                    ui.label(egui::RichText::new("…").size(20.0).color(CREAM));
                }
            }
            if working {
                ui.label(egui::RichText::new("the rules are working out the legal moves…").color(CREAM));
            }
            if clock.expired {
                ui.separator();
                ui.label(egui::RichText::new("time!").size(20.0).color(egui::Color32::LIGHT_RED).strong());
            }
            if let Some(score) = &current.score {
                ui.separator();
                ui.label(egui::RichText::new(score_text(score)).size(17.0).color(CREAM));
            }
            if current.mode != PlayMode::Classical || current.score.is_some() {
                ui.separator();
                ui.label(egui::RichText::new(current.mode.name()).color(CREAM));
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Menu").clicked() {
                    next_screen.set(Screen::Title);
                }
                if current.score.is_none() && ui.button("Restart").clicked() {
                    next_game.write(NextGame);
                }
                if current.mode.take_backs()
                    && ui
                        .add_enabled(
                            current.can_take_back() && !playback.is_busy(),
                            egui::Button::new("Take back"),
                        )
                        .clicked()
                {
                    take_back.write(TakeBack);
                }
                ui.toggle_value(&mut state.show_rules, "Rules");
                if let Some(last) = current.moves.last() {
                    ui.label(
                        egui::RichText::new(format!("move {}: {last}", current.moves.len())).color(CREAM),
                    );
                }
            });
        });
    });
    Ok(())
}

/// Escape lets go of a pit chosen before any seed moved; otherwise it goes back to the menu.
pub(in crate::app) fn escape(
    keys: Res<ButtonInput<KeyCode>>,
    turn: Res<Turn>,
    mut cancel: MessageWriter<CancelChoice>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    match &turn.question {
        Some(question) if question.at_start => {
            cancel.write(CancelChoice);
        }
        Some(_) => {}
        None => next_screen.set(Screen::Title),
    }
}

/// Blitz: the referee's count, large, over the top of the board.
pub(in crate::app) fn blitz_count(mut contexts: EguiContexts, clock: Res<BlitzClock>) -> Result {
    let Some((side, left)) = clock.running else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let count = left.ceil().max(1.0) as u32;
    egui::Area::new("blitz count".into())
        .anchor(egui::Align2::CENTER_TOP, [0.0, 52.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(format!("{side}: {count}")).size(44.0).color(side_color(side)).strong(),
            );
        });
    Ok(())
}

pub(in crate::app) fn rules_window(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    current: Res<Match>,
) -> Result {
    if !state.show_rules {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let kind = current.game.kind();
    let mut open = true;
    egui::Window::new(format!("Rules — {}", kind.title()))
        .open(&mut open)
        .default_width(460.0)
        .default_pos([24.0, 70.0])
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().max_height(560.0).show(ui, |ui| {
                for paragraph in rules(kind) {
                    ui.label(*paragraph);
                    ui.add_space(6.0);
                }
            });
        });
    state.show_rules = open;
    Ok(())
}
