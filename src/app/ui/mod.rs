//! The panels drawn with egui: the new-game dialog, the bar above the board, the board's
//! questions, the Omweso setup, the rules, and the end of a game or match.

mod files_panel;
mod game_over;
mod hud;
mod moves;
mod pause;
mod pictures;
mod question;
mod review_bar;
mod rules_text;
mod setup_panel;
mod theme;
mod title;

use super::Screen;
use super::model::pause::not_paused;
use super::model::phase::BoardPhase;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .init_resource::<pictures::GamePictures>()
        .add_systems(OnEnter(Screen::Title), || info!("title screen ready: press 1 for Bao la Kimasai"))
        .add_systems(
            Update,
            title::shortcuts.run_if(in_state(Screen::Title)).in_set(super::AppSystems::RecordInput),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                theme::dress,
                (
                    pictures::make_pictures,
                    touch_friendly,
                    title::screen.run_if(in_state(Screen::Title)),
                    files_panel::notice,
                    (
                        hud::bar,
                        hud::blitz_count,
                        hud::rules_window,
                        moves::window,
                        files_panel::position_window,
                        question::panel.run_if(not_paused),
                        setup_panel::panel.run_if(in_state(BoardPhase::Setup).and_then(not_paused)),
                        game_over::window.run_if(in_state(BoardPhase::GameOver).and_then(not_paused)),
                        review_bar::panel.run_if(in_state(BoardPhase::Reviewing).and_then(not_paused)),
                        pause::panel,
                    )
                        .chain()
                        .run_if(in_state(Screen::Playing)),
                )
                    .run_if(resource_exists::<theme::Dressed>),
            ),
        );
}

/// Choices the panels remember between frames.
#[derive(Resource, Debug, Default)]
struct UiState {
    show_rules: bool,
    show_moves: bool,
    show_position: bool,
    /// The position string being pasted.
    pasted: String,
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);
const CREAM: egui::Color32 = egui::Color32::from_rgb(242, 228, 200);
const PANEL: egui::Color32 = egui::Color32::from_rgb(36, 27, 22);

fn side_color(side: Side) -> egui::Color32 {
    match side {
        Side::South => egui::Color32::from_rgb(250, 214, 140),
        Side::North => egui::Color32::from_rgb(200, 220, 250),
    }
}

/// The match score as the bar and the game-over panel write it.
fn score_text(score: &crate::rules::omweso::OmwesoMatch) -> String {
    format!("South {} – {} North, the match to {}", score.scores[0], score.scores[1], score.target)
}

/// A root `Ui` covering the window, for panels (egui 0.36 panels live inside a `Ui`).
fn viewport_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    )
}

/// Narrower than this (a phone), panels stack their buttons and make them large enough to touch.
const NARROW: f32 = 700.0;

/// Whether the window is narrow: a phone, or a small browser window.
fn is_narrow(ctx: &egui::Context) -> bool {
    ctx.viewport_rect().width() < NARROW
}

/// A row of buttons: side by side on a wide window, one under another on a narrow one.
fn button_row<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    if is_narrow(ui.ctx()) { ui.vertical_centered_justified(add).inner } else { ui.horizontal(add).inner }
}

/// On a narrow window every button is at least 44 px high (a finger's width).
fn touch_friendly(mut contexts: EguiContexts) -> Result {
    let ctx = contexts.ctx_mut()?;
    let narrow = is_narrow(ctx);
    ctx.all_styles_mut(|style| {
        style.spacing.interact_size.y = if narrow { 44.0 } else { 18.0 };
        style.spacing.button_padding = if narrow { egui::vec2(12.0, 10.0) } else { egui::vec2(4.0, 1.0) };
    });
    Ok(())
}

/// A floating panel at the bottom of the window, over the board's lower edge.
fn bottom_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0])
        .frame(egui::Frame::window(&egui::Style::default()).fill(PANEL).inner_margin(12.0))
}
