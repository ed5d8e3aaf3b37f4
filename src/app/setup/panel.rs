//! The Omweso setup panel: who arranges, the seeds left to place, the per-pit limit, whole
//! arrangements to take, and Done.

use super::arranging::Fill;
use crate::app::game::record::Match;
use crate::app::phase::board_phase::BoardPhase;
use crate::app::setup::arranging::SetupAction;
use crate::app::shell::paused::not_paused;
use crate::app::shell::widgets::Panels;
use crate::app::shell::widgets::{CREAM, GOLD, bottom_window, side_color};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(BoardPhase::Setup).and_then(not_paused)).in_set(Panels::Board),
    );
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    mut actions: MessageWriter<SetupAction>,
) -> Result {
    let Some(arranging) = &current.arranging else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let side = arranging.side;
    let first = arranging.first;
    bottom_window("Setup").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            let who = if side == first {
                let how = if current.drawn_by_lot { "drawn by lot" } else { "chosen" };
                format!("{side} arranges first ({how} to begin)")
            } else {
                format!("{side} arranges, with {first}'s seeds in view; then {first} moves first")
            };
            ui.label(egui::RichText::new(who).size(19.0).color(side_color(side)).strong());
            let cap = match arranging.cap() {
                Some(cap) => format!("at most {cap} in a pit"),
                None => "any number in a pit".to_string(),
            };
            ui.label(
                egui::RichText::new(format!("Seeds left to place: {} · {cap}", arranging.to_place(side)))
                    .size(18.0)
                    .color(GOLD),
            );
            ui.horizontal_wrapped(|ui| {
                for fill in Fill::ALL {
                    if ui.button(fill.name()).clicked() {
                        actions.write(SetupAction::Fill(fill));
                    }
                }
                let ready = arranging.check();
                let done =
                    ui.add_enabled(ready.is_ok(), egui::Button::new(egui::RichText::new("Done").strong()));
                if done.clicked() {
                    actions.write(SetupAction::Done);
                }
            });
            if crate::app::shell::widgets::is_narrow(ui.ctx()) {
                // A phone has no keys and little room: the board stays in view.
                ui.label(egui::RichText::new("Tap a pit to add a seed · drag one off or to another pit").color(CREAM));
            } else {
                ui.label(
                    egui::RichText::new(
                        "Click a pit to add a seed · right-click or drag off to take one back · drag to move one",
                    )
                    .color(CREAM),
                );
                ui.label(
                    egui::RichText::new(
                        "Keys: S standard · T two in every pit · R random · C clear · Enter done",
                    )
                    .color(CREAM),
                );
            }
            if let Some(notice) = &arranging.notice {
                ui.label(egui::RichText::new(notice).color(egui::Color32::LIGHT_RED));
            }
        });
    });
    Ok(())
}
