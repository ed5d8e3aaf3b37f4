//! While the board shows an earlier position: which move it is, the way back to the game, and —
//! where a move may be taken back — playing on from here, which says first what it drops.

use super::replay::Replay;
use crate::app::analysis::messages::Explore;
use crate::app::base::PausableSystems;
use crate::app::base::text_size;
use crate::app::base::widgets::Panels;
use crate::app::base::widgets::{CREAM, GOLD, bottom_window, button_row};
use crate::app::game::messages::Review;
use crate::app::game::messages::ReviewStep;
use crate::app::game::phase::BoardPhase;
use crate::app::game::the_match::{Match, PlayOnRefused};
use crate::app::locale::words::Words;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::{EguiContexts, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        panel.run_if(in_state(BoardPhase::Reviewing)).in_set(PausableSystems).in_set(Panels::Board),
    );
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    current: Res<Match>,
    replay: Res<Replay>,
    mut review: MessageWriter<Review>,
    words: Res<Words>,
    mut explore: MessageWriter<Explore>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (shown, all) = current.ply();
    let later = all - shown;
    let width = (ctx.viewport_rect().width() - 24.0).min(520.0);
    bottom_window("review").min_width(width).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            let heading = match (replay.playing, shown) {
                (true, 0) => words.get("review-replaying-start"),
                (true, _) => {
                    words.with("review-replaying-move", &[("shown", shown.into()), ("all", all.into())])
                }
                (false, 0) => words.get("review-reviewing-start"),
                (false, _) => {
                    words.with("review-reviewing-move", &[("shown", shown.into()), ("all", all.into())])
                }
            };
            ui.label(egui::RichText::new(heading).size(text_size::STATUS).color(GOLD));
            // On a phone there are no arrow keys: the Moves list's buttons step instead.
            let how = if crate::app::base::widgets::is_narrow(ui.ctx()) {
                "review-how-touch"
            } else {
                "review-how-keys"
            };
            ui.label(egui::RichText::new(words.get(how)).color(CREAM));
            button_row(ui, |ui| {
                let back = ui.button(egui::RichText::new(words.get("review-back")).size(text_size::HEADING));
                if back.on_hover_text(words.get("review-back-explain")).clicked() {
                    review.write(Review(ReviewStep::Live));
                }
                let allowed = current.can_play_on_here();
                let play_on = ui.add_enabled(
                    allowed.is_ok(),
                    egui::Button::new(
                        egui::RichText::new(words.get("review-play-on")).size(text_size::HEADING),
                    ),
                );
                let play_on = match allowed {
                    Ok(()) => {
                        play_on.on_hover_text(words.with("review-play-on-drops", &[("later", later.into())]))
                    }
                    Err(PlayOnRefused::ContractStands) => {
                        play_on.on_disabled_hover_text(words.get("review-contract-stands"))
                    }
                    Err(PlayOnRefused::ResultCounts) => {
                        play_on.on_disabled_hover_text(words.get("review-result-counts"))
                    }
                };
                if play_on.clicked() {
                    review.write(Review(ReviewStep::PlayOnHere));
                }
                let explore_button =
                    ui.button(egui::RichText::new(words.get("explore-from-here")).size(text_size::HEADING));
                if explore_button.on_hover_text(words.get("explore-from-here-explain")).clicked() {
                    explore.write(Explore::default());
                }
            });
        });
    });
    Ok(())
}
