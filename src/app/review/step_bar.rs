//! While the board shows an earlier position: which move it is, the way back to the game, and —
//! where a move may be taken back — playing on from here, which says first what it drops.

use super::replay::{Replay, ReviewStep};
use crate::app::game::record::Match;
use crate::app::phase::board_phase::BoardPhase;
use crate::app::review::messages::Review;
use crate::app::shell::paused::not_paused;
use crate::app::shell::widgets::Panels;
use crate::app::shell::widgets::{CREAM, GOLD, bottom_window, button_row};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(BoardPhase::Reviewing).and_then(not_paused)).in_set(Panels::Board),
    );
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    replay: Res<Replay>,
    mut review: MessageWriter<Review>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (shown, all) = current.ply();
    let later = all - shown;
    let width = (ctx.viewport_rect().width() - 24.0).min(520.0);
    bottom_window("Reviewing").min_width(width).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            let place = if shown == 0 { "the start".to_string() } else { format!("move {shown} of {all}") };
            let doing = if replay.playing { "Replaying" } else { "Reviewing" };
            ui.label(egui::RichText::new(format!("{doing}: the board after {place}")).size(20.0).color(GOLD));
            // On a phone there are no arrow keys: the Moves list's buttons step instead.
            let how = if crate::app::shell::widgets::is_narrow(ui.ctx()) {
                "the Moves list steps through the moves"
            } else {
                "arrow keys, Home, End: step through the moves"
            };
            ui.label(egui::RichText::new(how).color(CREAM));
            button_row(ui, |ui| {
                let back = ui.button(egui::RichText::new("Back to the game").size(18.0));
                if back.on_hover_text("End: the board after the last move").clicked() {
                    review.write(Review(ReviewStep::Live));
                }
                let allowed = current.can_play_on_here();
                let drops = format!(
                    "play goes on from this position; the {later} later move{} will be dropped",
                    if later == 1 { "" } else { "s" }
                );
                let play_on = ui.add_enabled(
                    allowed.is_ok(),
                    egui::Button::new(egui::RichText::new("Play on from here").size(18.0)),
                );
                let play_on = match allowed {
                    Ok(()) => play_on.on_hover_text(drops),
                    Err(why) => play_on.on_disabled_hover_text(why),
                };
                if play_on.clicked() {
                    review.write(Review(ReviewStep::PlayOnHere));
                }
            });
        });
    });
    Ok(())
}
