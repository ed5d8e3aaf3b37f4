//! The analysis board's panel: South's chance as a bar (South's share from the bottom, as South
//! sits), the engine's line in notation, and the way back to the game.

use super::explore::ROOM;
use super::messages::BackToGame;
use super::variation::{LiveEvaluation, Variation};
use crate::app::base::PausableSystems;
use crate::app::base::text_size;
use crate::app::base::widgets::GROOVE;
use crate::app::base::widgets::{CREAM, Fold, GOLD, PANEL, Panels, beside_board, side_color};
use crate::app::board::beside;
use crate::app::board::layout::PanelRoom;
use crate::app::game::the_match::Match;
use crate::app::locale::analysis::percent;
use crate::app::locale::names;
use crate::app::locale::words::Words;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel
            .run_if(in_state(crate::app::base::Screen::Playing).and_then(exploring))
            .in_set(PausableSystems)
            .in_set(Panels::Board),
    );
}

/// While a variation is on, unless a bigger panel has the room (the editor's, whose position the
/// variation shows).
fn exploring(variation: Res<Variation>, room: Res<PanelRoom>) -> bool {
    variation.on() && room.given_to("analysis_board")
}

fn panel(
    mut contexts: EguiContexts,
    live: Res<LiveEvaluation>,
    current: Res<Match>,
    words: Res<Words>,
    mut room: ResMut<PanelRoom>,
    mut back: MessageWriter<BackToGame>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let fresh = live.position == Some(current.position_id());
    let south = live.south.filter(|_| fresh);
    let place = beside_board(ctx, ROOM, room.sheet_most());
    let mut contents = |ui: &mut egui::Ui| {
        ui.horizontal(|ui| {
            chance_bar(ui, south, if place.upright { 90.0 } else { 150.0 });
            ui.vertical(|ui| {
                ui.label(
                    egui::RichText::new(words.get("explore-title")).size(text_size::HEADING).color(GOLD),
                );
                chances(ui, south, &words);
                if fresh && !live.line.is_empty() {
                    let line = words.with(
                        "explore-line",
                        &[("line", live.line.join(" ").into()), ("depth", live.depth.into())],
                    );
                    ui.label(egui::RichText::new(line).color(CREAM));
                }
                ui.label(
                    egui::RichText::new(words.get("explore-how")).small().color(CREAM.gamma_multiply(0.8)),
                );
                if ui.button(egui::RichText::new(words.get("explore-back")).size(text_size::LEAD)).clicked() {
                    back.write(BackToGame);
                }
            });
        });
    };
    if place.upright {
        // A sheet along the bottom edge, folded to the chances.
        let summary = match south {
            Some(south) => format!(
                "{} · {}",
                words.get("explore-title"),
                words.with(
                    "explore-chance",
                    &[("side", names::side(&words, Side::South).into()), ("chance", percent(south).into())]
                )
            ),
            None => words.get("explore-title"),
        };
        let fold = Fold { summary, hide: &words.get("sheet-fold"), show: &words.get("sheet-unfold") };
        beside::show(ctx, &mut room, &place, (words.get("explore-title"), "explore"), fold, contents);
        return Ok(());
    }
    egui::Window::new(words.get("explore-title"))
        .id(egui::Id::new("explore"))
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .anchor(place.anchor, place.offset)
        .frame(egui::Frame::window(&egui::Style::default()).fill(PANEL).inner_margin(10.0))
        .show(ctx, |ui| {
            ui.set_width(place.size.x - 24.0);
            contents(ui);
        });
    Ok(())
}

/// Each side's chance, or that the engine is still thinking.
fn chances(ui: &mut egui::Ui, south: Option<f64>, words: &Words) {
    let Some(south) = south else {
        ui.label(egui::RichText::new(words.get("explore-thinking")).color(CREAM));
        return;
    };
    for (side, share) in [(Side::South, south), (Side::North, 1.0 - south)] {
        let text = words.with(
            "explore-chance",
            &[("side", names::side(words, side).into()), ("chance", percent(share).into())],
        );
        ui.label(egui::RichText::new(text).color(side_color(side)));
    }
}

/// A tall bar: South's share from the bottom in South's colour, North's above in North's; a tick
/// at the even line.
fn chance_bar(ui: &mut egui::Ui, south: Option<f64>, height: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(22.0, height), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, GROOVE);
    if let Some(south) = south {
        let split = rect.bottom() - rect.height() * south.clamp(0.0, 1.0) as f32;
        let north_part = egui::Rect::from_min_max(rect.min, egui::pos2(rect.right(), split));
        let south_part = egui::Rect::from_min_max(egui::pos2(rect.left(), split), rect.max);
        painter.rect_filled(north_part, 3.0, side_color(Side::North));
        painter.rect_filled(south_part, 3.0, side_color(Side::South));
    }
    painter.hline(rect.x_range(), rect.center().y, egui::Stroke::new(1.5, egui::Color32::BLACK));
}
