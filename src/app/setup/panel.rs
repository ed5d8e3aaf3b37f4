//! The Omweso setup panel: who arranges, the seeds left to place, the per-pit limit, whole
//! arrangements to take, and Done.

use crate::app::base::PausableSystems;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, GOLD, beside_board, side_color};
use crate::app::board::layout::{PanelRoom, ask_for_room};
use crate::app::game::arranging::Fill;
use crate::app::game::arranging::SetupAction;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::Match;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(BoardPhase::Setup)).in_set(PausableSystems).in_set(Panels::Board),
    )
    .add_systems(Update, make_room.in_set(crate::app::base::AppSystems::Present));
}

/// The share of the window the setup's panel takes beside (or, upright, below) the board.
const SETUP_ROOM: f32 = 0.24;

/// The board moves over for the setup's panel: the pits the player clicks are never under it.
fn make_room(current: Res<Match>, mut room: ResMut<PanelRoom>) {
    let share = if current.arranging.is_some() { SETUP_ROOM } else { 0.0 };
    ask_for_room(&mut room, "setup", share);
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    room: Res<PanelRoom>,
    mut actions: MessageWriter<SetupAction>,
    words: Res<Words>,
) -> Result {
    let Some(arranging) = &current.arranging else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let side = arranging.side;
    let first = arranging.first;
    let place = beside_board(ctx, room.share());
    let window = place.window(words.get("setup-title"), "setup");
    window.show(ctx, |ui| {
        egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let (side_name, first_name) = (names::side(&words, side), names::side(&words, first));
                let who = if side == first {
                    let id = if current.drawn_by_lot { "setup-first-by-lot" } else { "setup-first-chosen" };
                    words.with(id, &[("side", side_name.into())])
                } else {
                    words.with("setup-second", &[("side", side_name.into()), ("first", first_name.into())])
                };
                ui.label(egui::RichText::new(who).size(text_size::PROMPT).color(side_color(side)).strong());
                let cap = match arranging.cap() {
                    Some(cap) => words.with("setup-cap", &[("cap", cap.into())]),
                    None => words.get("setup-no-cap"),
                };
                let left = arranging.to_place(side);
                ui.label(
                    egui::RichText::new(
                        words.with("setup-left", &[("count", left.into()), ("cap", cap.into())]),
                    )
                    .size(text_size::HEADING)
                    .color(GOLD),
                );
                ui.horizontal_wrapped(|ui| {
                    for fill in Fill::ALL {
                        if ui.button(words.get(fill_id(fill))).clicked() {
                            actions.write(SetupAction::Fill(fill));
                        }
                    }
                    let ready = arranging.check();
                    let done = ui.add_enabled(
                        ready.is_ok(),
                        egui::Button::new(egui::RichText::new(words.get("setup-done")).strong()),
                    );
                    if done.clicked() {
                        actions.write(SetupAction::Done);
                    }
                });
                if crate::app::base::widgets::is_narrow(ui.ctx()) {
                    // A phone has no keys and little room: the board stays in view.
                    ui.label(egui::RichText::new(words.get("setup-help-touch")).color(CREAM));
                } else {
                    ui.label(egui::RichText::new(words.get("setup-help-mouse")).color(CREAM));
                    ui.label(egui::RichText::new(words.get("setup-help-keys")).color(CREAM));
                }
                if let Some(notice) = &arranging.notice {
                    ui.label(egui::RichText::new(notice).color(egui::Color32::LIGHT_RED));
                }
            });
        })
    });
    Ok(())
}

/// The message that names a whole arrangement.
fn fill_id(fill: Fill) -> &'static str {
    match fill {
        Fill::Standard => "setup-fill-standard",
        Fill::TwoEach => "setup-fill-two",
        Fill::Random => "setup-fill-random",
        Fill::Clear => "setup-fill-clear",
    }
}
