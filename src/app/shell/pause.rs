//! The pause panel (Escape): Resume, Rules, Restart, Menu, Save game, Open game, Position, and the
//! settings (sound and its volume,
//! speed, preview); and the question asked before a game or a match is abandoned.

use super::paused::Pause;
use super::widgets::Panels;
use super::widgets::{CREAM, GOLD, PANEL, score_text};
use super::windows::OpenWindows;
use crate::app::board::pace::{Pace, Speed};
use crate::app::files::messages::{OpenGame, SaveGame};
use crate::app::files::settings::Settings;
use crate::app::game::messages::{Leave, LeaveConfirmed, LeaveTo};
use crate::app::game::record::Match;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, panel.in_set(Panels::Top));
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    mut pause: ResMut<Pause>,
    mut state: ResMut<OpenWindows>,
    current: Res<Match>,
    mut settings: ResMut<Settings>,
    mut pace: ResMut<Pace>,
    mut leave: MessageWriter<Leave>,
    mut confirmed: MessageWriter<LeaveConfirmed>,
    (mut save, mut open): (MessageWriter<SaveGame>, MessageWriter<OpenGame>),
) -> Result {
    if !pause.holds() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let big = |text: &str| egui::RichText::new(text).size(20.0);
    let button = |text: &str| egui::Button::new(big(text)).min_size(egui::vec2(240.0, 44.0));
    egui::Window::new("Paused")
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .frame(egui::Frame::window(&egui::Style::default()).fill(PANEL).inner_margin(18.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                if let Some(to) = pause.confirm {
                    let what = if current.score.as_ref().is_some_and(|s| !s.games.is_empty()) {
                        "this match"
                    } else {
                        "this game"
                    };
                    let question = match to {
                        LeaveTo::Menu => format!("Leave {what} for the menu?"),
                        LeaveTo::Restart => format!("Start {what} again?"),
                    };
                    ui.label(egui::RichText::new(question).size(24.0).color(GOLD).strong());
                    let standing = match &current.score {
                        Some(score) => score_text(score),
                        None => format!("{} moves played", current.moves.len()),
                    };
                    ui.label(
                        egui::RichText::new(format!("It will be lost: {standing}.")).size(17.0).color(CREAM),
                    );
                    ui.add_space(10.0);
                    if ui.add(button("Abandon it (Enter)")).clicked() {
                        confirmed.write(LeaveConfirmed(to));
                    }
                    if ui.add(button("Keep playing (Esc)")).clicked() {
                        pause.confirm = None;
                    }
                } else {
                    ui.label(egui::RichText::new("Paused").size(28.0).color(GOLD).strong());
                    ui.add_space(10.0);
                    if ui.add(button("Resume (Esc)")).clicked() {
                        pause.open = false;
                    }
                    if ui.add(button("Rules")).clicked() {
                        state.show_rules = true;
                        pause.open = false;
                    }
                    if ui.add(button("Restart (R)")).clicked() {
                        leave.write(Leave(LeaveTo::Restart));
                    }
                    if ui.add(button("Menu (M)")).clicked() {
                        leave.write(Leave(LeaveTo::Menu));
                    }
                    ui.add_space(8.0);
                    if ui.add(button("Save game… (Ctrl+S)")).clicked() {
                        save.write(SaveGame);
                    }
                    if ui.add(button("Open game… (Ctrl+O)")).clicked() {
                        open.write(OpenGame);
                    }
                    if ui.add(button("Position…")).on_hover_text("copy this position, or paste one").clicked()
                    {
                        state.show_position = true;
                        pause.open = false;
                    }
                    ui.add_space(12.0);
                    ui.separator();
                    egui::Grid::new("settings").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
                        ui.label(egui::RichText::new("Sound").color(CREAM));
                        ui.horizontal(|ui| {
                            ui.checkbox(&mut settings.sound_on, "on");
                            ui.add_enabled(
                                settings.sound_on,
                                egui::Slider::new(&mut settings.volume, 0.0..=1.0).show_value(false),
                            );
                        });
                        ui.end_row();
                        ui.label(egui::RichText::new("Speed").color(CREAM));
                        ui.horizontal(|ui| {
                            for speed in Speed::ALL {
                                ui.selectable_value(&mut pace.speed, speed, speed.name());
                            }
                        });
                        ui.end_row();
                        ui.label(egui::RichText::new("Preview").color(CREAM));
                        let mut preview = settings.preview_on(current.mode);
                        if ui.checkbox(&mut preview, "show a move when its pit is hovered").changed() {
                            settings.toggle_preview(current.mode);
                        }
                        ui.end_row();
                        ui.label(egui::RichText::new("Hole names").color(CREAM));
                        ui.checkbox(&mut settings.hole_names, "write each hole's name on the board (N)");
                        ui.end_row();
                    });
                }
            });
        });
    Ok(())
}
