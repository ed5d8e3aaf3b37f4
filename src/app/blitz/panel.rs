//! The Blitz count on screen, under the bar.

use super::clock::BlitzClock;
use crate::app::base::text_size;
use crate::app::base::widgets::{Panels, side_color};
use crate::app::locale::names;
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, blitz_count.in_set(Panels::Bar));
}

/// Blitz: the referee's count, large, over the top of the board.
pub(super) fn blitz_count(mut contexts: EguiContexts, clock: Res<BlitzClock>, words: Res<Words>) -> Result {
    let Some((side, left)) = clock.running else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let count = left.ceil().max(1.0) as u32;
    egui::Area::new("blitz count".into())
        .anchor(egui::Align2::CENTER_TOP, [0.0, 52.0])
        .interactable(false)
        .show(ctx, |ui| {
            ui.label(
                egui::RichText::new(words.with(
                    "blitz-count",
                    &[("side", names::side(&words, side).into()), ("count", count.into())],
                ))
                .size(text_size::CLOCK)
                .color(side_color(side))
                .strong(),
            );
        });
    Ok(())
}
