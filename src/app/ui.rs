//! The panels drawn with egui: the title screen, the bar above the board, the rules, and the
//! end of the game.

use super::Screen;
use super::seeds::Seed;
use super::session::{Match, NewGame};
use super::sowing::Playback;
use crate::rules::{AnyGame, GameKind, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UiState>()
        .add_systems(OnEnter(Screen::Title), || info!("title screen ready: press 1 for Bao la Kimasai"))
        .add_systems(Update, title_shortcuts.run_if(in_state(Screen::Title)))
        .add_systems(
            EguiPrimaryContextPass,
            (title_screen.run_if(in_state(Screen::Title)), play_screen.run_if(in_state(Screen::Playing))),
        );
}

/// Choices the panels remember between frames.
#[derive(Resource, Debug)]
struct UiState {
    first: FirstPlayer,
    show_rules: bool,
}

impl Default for UiState {
    fn default() -> UiState {
        UiState { first: FirstPlayer::South, show_rules: false }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FirstPlayer {
    South,
    North,
    ByLot,
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);
const CREAM: egui::Color32 = egui::Color32::from_rgb(242, 228, 200);

fn side_color(side: Side) -> egui::Color32 {
    match side {
        Side::South => egui::Color32::from_rgb(250, 214, 140),
        Side::North => egui::Color32::from_rgb(200, 220, 250),
    }
}

/// The start position of `kind` with the chosen first player.
fn start_position(kind: GameKind, first: FirstPlayer) -> Option<AnyGame> {
    let first = match first {
        FirstPlayer::South => Side::South,
        FirstPlayer::North => Side::North,
        FirstPlayer::ByLot => {
            if rand::random::<bool>() {
                Side::South
            } else {
                Side::North
            }
        }
    };
    Some(AnyGame::new(kind).ok()?.with_first_player(first))
}

/// A root `Ui` covering the window, for panels (egui 0.36 panels live inside a `Ui`).
fn viewport_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    )
}

/// Number keys pick a game on the title screen, in the order listed.
fn title_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    state: Res<UiState>,
    mut new_game: MessageWriter<NewGame>,
) {
    if keys.just_pressed(KeyCode::Digit1)
        && let Some(game) = start_position(GameKind::Kimasai, state.first)
    {
        new_game.write(NewGame(game));
    }
}

fn title_screen(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    mut new_game: MessageWriter<NewGame>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = viewport_ui(ctx);
    egui::CentralPanel::default().frame(egui::Frame::NONE.fill(egui::Color32::from_rgb(26, 20, 18))).show(
        &mut root,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(70.0);
                ui.label(egui::RichText::new("Kete").size(72.0).color(GOLD).strong());
                ui.label(
                    egui::RichText::new("the four-row mancala games of East Africa").size(20.0).color(CREAM),
                );
                ui.add_space(40.0);
                ui.label(egui::RichText::new("Who starts").size(18.0).color(CREAM));
                ui.horizontal(|ui| {
                    ui.add_space((ui.available_width() - 180.0).max(0.0) / 2.0);
                    ui.selectable_value(&mut state.first, FirstPlayer::South, "South");
                    ui.selectable_value(&mut state.first, FirstPlayer::North, "North");
                    ui.selectable_value(&mut state.first, FirstPlayer::ByLot, "Draw lots");
                });
                ui.add_space(30.0);
                for kind in [GameKind::Kimasai, GameKind::Bao, GameKind::Omweso] {
                    let label = if kind.is_playable() {
                        kind.title().to_string()
                    } else {
                        format!("{} — coming soon", kind.title())
                    };
                    let button = egui::Button::new(egui::RichText::new(label).size(24.0))
                        .min_size(egui::vec2(520.0, 54.0));
                    let response = ui.add_enabled(kind.is_playable(), button);
                    if response.clicked()
                        && let Some(game) = start_position(kind, state.first)
                    {
                        new_game.write(NewGame(game));
                    }
                    ui.add_space(12.0);
                }
                ui.add_space(24.0);
                ui.label(
                    egui::RichText::new("Two players, one screen. Click a glowing pit to move its seed.")
                        .color(CREAM),
                );
                ui.label(egui::RichText::new("Keyboard: 1 starts Bao la Kimasai.").color(CREAM));
            });
        },
    );
    Ok(())
}

fn play_screen(
    mut contexts: EguiContexts,
    mut state: ResMut<UiState>,
    current: Res<Match>,
    playback: Res<Playback>,
    seeds: Query<&Seed>,
    mut new_game: MessageWriter<NewGame>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = &current.game;
    let captured = |by: Side| seeds.iter().filter(|s| **s == Seed::Captured { by }).count();
    let mut root = viewport_ui(ctx);
    egui::Panel::top("hud")
        .frame(egui::Frame::NONE.fill(egui::Color32::from_rgb(36, 27, 22)).inner_margin(10.0))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(game.kind().title()).size(20.0).color(GOLD).strong());
                ui.separator();
                let shown_turn = if playback.is_busy() { None } else { Some(game.side_to_move()) };
                match (game.outcome(), shown_turn) {
                    (Some(_), _) if !playback.is_busy() => {
                        ui.label(egui::RichText::new("Game over").size(20.0).color(CREAM));
                    }
                    (_, Some(side)) => {
                        let (dot, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
                        ui.painter().circle_filled(dot.center(), 8.0, side_color(side));
                        ui.label(
                            egui::RichText::new(format!("{side} to move"))
                                .size(20.0)
                                .color(side_color(side))
                                .strong(),
                        );
                    }
                    _ => {
                        ui.label(egui::RichText::new("…").size(20.0).color(CREAM));
                    }
                }
                ui.separator();
                for side in Side::BOTH {
                    ui.label(
                        egui::RichText::new(format!("{side}: captured {}", captured(side)))
                            .size(16.0)
                            .color(side_color(side)),
                    );
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("Menu").clicked() {
                        next_screen.set(Screen::Title);
                    }
                    if ui.button("New game").clicked() {
                        new_game.write(NewGame(current.start.clone()));
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
    if state.show_rules {
        let mut open = true;
        egui::Window::new("Rules — Bao la Kimasai (4×12)").open(&mut open).default_width(420.0).show(
            ctx,
            |ui| {
                for line in KIMASAI_RULES {
                    ui.label(*line);
                    ui.add_space(4.0);
                }
            },
        );
        state.show_rules = open;
    }
    if let Some(outcome) = game.outcome()
        && !playback.is_busy()
    {
        egui::Window::new("Game over")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    let headline = match outcome.winner {
                        Some(side) => format!("{side} wins"),
                        None => "A draw".to_string(),
                    };
                    ui.label(egui::RichText::new(headline).size(34.0).color(GOLD).strong());
                    ui.label(egui::RichText::new(outcome.reason_text()).size(18.0).color(CREAM));
                    if !current.moves.is_empty() {
                        ui.label(format!("after {} moves", current.moves.len()));
                    }
                    ui.add_space(12.0);
                    ui.horizontal(|ui| {
                        if ui.button(egui::RichText::new("Play again").size(20.0)).clicked() {
                            new_game.write(NewGame(current.start.clone()));
                        }
                        if ui.button(egui::RichText::new("Menu").size(20.0)).clicked() {
                            next_screen.set(Screen::Title);
                        }
                    });
                });
            });
    }
    Ok(())
}

const KIMASAI_RULES: &[&str] = &[
    "Each player owns the two rows nearest them: a back row and a front row. Stones travel counter-clockwise around the player's own two rows.",
    "A move: pick one of your stones whose next hole counter-clockwise is empty, and step it into that hole. One stone, one hole — holes never hold two stones.",
    "Capture: when your stone steps into a hole of your front row, the opponent's stone directly opposite in their front row is taken. Only then, their back-row stone in the same column is taken too.",
    "Stepping into your back row never captures. You may choose a quiet move even when a capture is possible.",
    "The player who captures all of the opponent's stones wins. (A player with stones always has a move, and no position can repeat — so every game ends with a winner.)",
    "Described by Martin Klamroth in 1911, played by the Maasai near Mpwapwa, Tanzania.",
];
