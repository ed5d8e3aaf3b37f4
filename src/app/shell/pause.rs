//! The pause panel (Escape): Resume, Rules, Restart, Menu, Save game, Open game, Position, and the
//! settings (sound and its volume,
//! speed, preview); and the question asked before a game or a match is abandoned.

use crate::app::base::pause::Pause;
use crate::app::base::settings::Settings;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, GOLD, PANEL};
use crate::app::base::windows::OpenWindows;
use crate::app::board::pace::{Pace, Speed};
use crate::app::board::words as board_words;
use crate::app::files::messages::{OpenGame, SaveGame};
use crate::app::game::messages::{Leave, LeaveConfirmed, LeaveTo};
use crate::app::game::the_match::Match;
use crate::app::locale::choice::LanguageChoice;
use crate::app::locale::menu::language_menu;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, panel.in_set(Panels::Top));
}

/// What the pause panel's buttons ask for: leaving, a leave confirmed, a save, a file opened.
#[derive(SystemParam)]
pub(super) struct PauseAsks<'w> {
    leave: MessageWriter<'w, Leave>,
    confirmed: MessageWriter<'w, LeaveConfirmed>,
    save: MessageWriter<'w, SaveGame>,
    open: MessageWriter<'w, OpenGame>,
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    mut pause: ResMut<Pause>,
    mut windows: ResMut<OpenWindows>,
    current: Res<Match>,
    (mut settings, mut pace): (ResMut<Settings>, ResMut<Pace>),
    mut asks: PauseAsks,
    (words, mut language): (Res<Words>, ResMut<LanguageChoice>),
) -> Result {
    if !pause.holds() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("pause")
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .frame(egui::Frame::window(&egui::Style::default()).fill(PANEL).inner_margin(18.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| match pause.confirm {
                Some(to) => confirm(ui, to, &current, &words, &mut pause, &mut asks),
                None => {
                    menu(ui, &words, &mut pause, &mut windows, &mut asks);
                    ui.add_space(12.0);
                    ui.separator();
                    settings_grid(ui, &words, &current, &mut settings, &mut pace, &mut language);
                }
            });
        });
    Ok(())
}

/// A big button of the pause panel.
fn button(text: &str) -> egui::Button<'static> {
    egui::Button::new(egui::RichText::new(text).size(text_size::STATUS)).min_size(egui::vec2(240.0, 44.0))
}

/// The question before a game or a match is abandoned, with what would be lost.
fn confirm(
    ui: &mut egui::Ui,
    to: LeaveTo,
    current: &Match,
    words: &Words,
    pause: &mut Pause,
    asks: &mut PauseAsks,
) {
    let a_match = current.score.as_ref().is_some_and(|s| !s.games.is_empty());
    let question = words.get(match (to, a_match) {
        (LeaveTo::Menu, true) => "pause-leave-match",
        (LeaveTo::Menu, false) => "pause-leave-game",
        (LeaveTo::Restart, true) => "pause-restart-match",
        (LeaveTo::Restart, false) => "pause-restart-game",
    });
    ui.label(egui::RichText::new(question).size(text_size::QUESTION).color(GOLD).strong());
    let lost = match &current.score {
        Some(score) => words.with("pause-lost-score", &[("score", names::score(words, score).into())]),
        None => words.with("pause-lost-moves", &[("moves", current.moves.len().into())]),
    };
    ui.label(egui::RichText::new(lost).size(text_size::LEAD).color(CREAM));
    ui.add_space(10.0);
    if ui.add(button(&words.get("pause-abandon"))).clicked() {
        asks.confirmed.write(LeaveConfirmed(to));
    }
    if ui.add(button(&words.get("pause-keep"))).clicked() {
        pause.confirm = None;
    }
}

/// Resume, the rules, restart, the menu, save, open, a position.
fn menu(
    ui: &mut egui::Ui,
    words: &Words,
    pause: &mut Pause,
    windows: &mut OpenWindows,
    asks: &mut PauseAsks,
) {
    ui.label(egui::RichText::new(words.get("pause-title")).size(text_size::TITLE).color(GOLD).strong());
    ui.add_space(10.0);
    if ui.add(button(&words.get("pause-resume"))).clicked() {
        pause.open = false;
    }
    if ui.add(button(&words.get("pause-rules"))).clicked() {
        windows.show_rules = true;
        pause.open = false;
    }
    if ui.add(button(&words.get("pause-restart"))).clicked() {
        asks.leave.write(Leave(LeaveTo::Restart));
    }
    if ui.add(button(&words.get("pause-menu"))).clicked() {
        asks.leave.write(Leave(LeaveTo::Menu));
    }
    ui.add_space(8.0);
    if ui.add(button(&words.get("pause-save"))).clicked() {
        asks.save.write(SaveGame);
    }
    if ui.add(button(&words.get("pause-open"))).clicked() {
        asks.open.write(OpenGame);
    }
    if ui.add(button(&words.get("pause-position"))).on_hover_text(words.get("pause-position-hint")).clicked()
    {
        windows.show_position = true;
        pause.open = false;
    }
}

/// The settings: language, sound, speed, preview, hole names, colours, text size, motion, face
/// to face.
fn settings_grid(
    ui: &mut egui::Ui,
    words: &Words,
    current: &Match,
    settings: &mut Settings,
    pace: &mut Pace,
    language: &mut LanguageChoice,
) {
    egui::Grid::new("settings").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
        ui.label(egui::RichText::new(words.get("language")).color(CREAM));
        language_menu(ui, words, language);
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-sound")).color(CREAM));
        ui.horizontal(|ui| {
            ui.checkbox(&mut settings.sound_on, words.get("pause-sound-on"));
            ui.add_enabled(
                settings.sound_on,
                egui::Slider::new(&mut settings.volume, 0.0..=1.0).show_value(false),
            );
        });
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-speed")).color(CREAM));
        ui.horizontal_wrapped(|ui| {
            for speed in Speed::ALL {
                ui.selectable_value(&mut pace.speed, speed, board_words::speed(words, speed));
            }
        });
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-preview")).color(CREAM));
        let mut preview = settings.preview_on(current.mode);
        if ui.checkbox(&mut preview, words.get("pause-preview-explain")).changed() {
            settings.toggle_preview(current.mode);
        }
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-hole-names")).color(CREAM));
        ui.checkbox(&mut settings.hole_names, words.get("pause-hole-names-explain"));
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-colours")).color(CREAM));
        ui.checkbox(&mut settings.colour_blind, words.get("pause-colours-explain"));
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-text-size")).color(CREAM));
        let range = Settings::TEXT_SCALES;
        let size = egui::Slider::new(&mut settings.text_scale, range)
            .custom_formatter(|value, _| format!("{:.0} %", value * 100.0))
            .step_by(0.1);
        ui.add(size);
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-motion")).color(CREAM));
        ui.checkbox(&mut settings.reduce_motion, words.get("pause-motion-explain"));
        ui.end_row();
        ui.label(egui::RichText::new(words.get("pause-face-to-face")).color(CREAM));
        ui.checkbox(&mut settings.face_to_face, words.get("pause-face-to-face-explain"));
        ui.end_row();
    });
}
